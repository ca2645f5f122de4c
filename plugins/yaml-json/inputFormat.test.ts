import { describe, expect, it } from 'vitest';
import { plainFormat } from './inputFormat';

const JSON_TEXT = '{"name": "web", "ports": [80, 443]}';
const TOML_TEXT = '[server]\nhost = "x"\nport = 80';
const YAML_TEXT = 'name: web\nports:\n  - 80\n  - 443';

describe('the format an input plainly is, where the tool reads another', () => {
  it('reads JSON given to a tool set to TOML as JSON', () => {
    expect(plainFormat(JSON_TEXT, 'toml')).toBe('json');
    expect(plainFormat('[{"a": 1}]', 'toml')).toBe('json');
  });

  it('reads TOML and YAML given to a tool set to JSON as what they are', () => {
    expect(plainFormat(TOML_TEXT, 'json')).toBe('toml');
    expect(plainFormat(YAML_TEXT, 'json')).toBe('yaml');
    expect(plainFormat(TOML_TEXT, 'yaml')).toBe('toml');
    expect(plainFormat(YAML_TEXT, 'toml')).toBe('yaml');
  });

  it('keeps JSON in a tool set to YAML (YAML reads JSON), and what fits or could be anything', () => {
    expect(plainFormat(JSON_TEXT, 'yaml')).toBeNull();
    expect(plainFormat(JSON_TEXT, 'json')).toBeNull();
    expect(plainFormat(TOML_TEXT, 'toml')).toBeNull();
    for (const text of ['{"a": 1', 'hello world', 'Note: this is a sentence.', '42', '- milk\n- eggs'])
      expect(plainFormat(text, 'toml'), text).toBeNull();
  });

  it('changes nothing while the format is detected', () => {
    expect(plainFormat(JSON_TEXT, 'auto')).toBeNull();
    expect(plainFormat(TOML_TEXT, 'auto')).toBeNull();
  });
});
