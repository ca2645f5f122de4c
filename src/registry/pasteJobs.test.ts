import { describe, expect, it } from 'vitest';
import { reservedPaths } from '@/sitePages';
import { buildRegistry } from './build';
import { detectPaste } from './pasteJobs';
import { CONFIDENCE_FLOOR, toolsForPaste } from './pasteSuggestions';
import type { ToolManifest } from './types';

const manifests = import.meta.glob<{ default: ToolManifest }>('../../plugins/*/manifest.ts', { eager: true });
const registry = buildRegistry({
  manifests,
  components: Object.fromEntries(
    Object.keys(manifests).map((key) => [
      key.replace('manifest.ts', 'Tool.tsx'),
      () => Promise.resolve({ default: () => null }),
    ]),
  ),
  toComponent: () => () => null,
  reservedPaths,
});

const suggested = (paste: string) => toolsForPaste(registry, detectPaste(paste)).map((s) => s.tool.manifest.id);

describe('paste anything: the tools suggested for a paste', () => {
  it('puts the tool that recognised the text first, then the other tools that take its kind', () => {
    const forJson = suggested('{"name": "Ada", "langs": ["en"]}');
    expect(forJson[0]).toBe('json-validator');
    // the tools about JSON before the converters that take it as a secondary use
    expect(forJson.indexOf('json-query')).toBeLessThan(forJson.indexOf('csv-json'));
    expect(forJson).toEqual(expect.arrayContaining(['json-query', 'json-types', 'yaml-json', 'csv-json', 'text-diff']));
    expect(suggested('SELECT id FROM users WHERE id = 1')[0]).toBe('sql-formatter');
    expect(suggested('*/5 * * * *')[0]).toBe('cron');
    expect(suggested('10.0.0.0/8')[0]).toBe('cidr');
    expect(suggested('#ff8800')[0]).toBe('color');
    expect(suggested('1700000000')[0]).toBe('timestamp');
    expect(suggested('123e4567-e89b-12d3-a456-426614174000')[0]).toBe('uuid');
    expect(suggested('data:image/png;base64,iVBORw0KGgo=')[0]).toBe('base64-image');
    expect(suggested('JVBERi0xLjQKJcOkw7zDtsOf')[0]).toBe('base64-pdf');
    expect(suggested('name%3DAda%26lang%3Den')[0]).toBe('url-encoder');
    // RFC 7519's example token, as an Authorization header gives it
    expect(
      suggested(
        'Bearer eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      )[0],
    ).toBe('jwt');
  });

  it('suggests each tool once, and nothing for plain words', () => {
    const ids = suggested('id,name\n1,Ada\n2,Grace');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('csv-json');
    expect(suggested('hello there')).toEqual([]);
    expect(suggested('   ')).toEqual([]);
  });

  it('suggests only what the paste plausibly is: no fallback noise', () => {
    // a UUID is hex, not Base64; a Markdown list is a list, not YAML
    expect(suggested('123e4567-e89b-12d3-a456-426614174000')).toEqual(['uuid']);
    expect(suggested('- milk\n- eggs\n- bread')).toEqual([]);
    // a JSONPath query opens the query tool with it as the query, in JSONPath
    const [path] = toolsForPaste(registry, detectPaste('$..price'));
    expect(path).toMatchObject({ field: 'expression-jsonpath', value: '$..price', settings: { language: 'jsonpath' } });
    expect(path?.tool.manifest.id).toBe('json-query');
    expect(suggested('$.store.book[0]')[0]).toBe('json-query');
    // nothing below the floor, even where a detector did answer
    for (const s of toolsForPaste(registry, detectPaste('https://example.com/a?b=1')))
      expect(s.score).toBeGreaterThanOrEqual(CONFIDENCE_FLOOR);
  });

  it('reads only the first 64 KB of a 5 MB paste and still knows JSON', () => {
    const big = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `item ${i}` })));
    expect(big.length).toBeGreaterThan(2_000_000);
    expect(suggested(big)[0]).toBe('json-validator');
  });
});
