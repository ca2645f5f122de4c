import { describe, expect, it } from 'vitest';
import { reservedPaths } from '@/sitePages';
import { buildRegistry, RegistryError } from './build';
import { withQuery, type ToolManifest } from './types';
import { createManifestValidator } from './validate';

const base = (id: string, over: Partial<ToolManifest> = {}): ToolManifest => ({
  id,
  name: id,
  description: `${id} tool`,
  group: 'tools',
  path: `/tools/${id}`,
  order: 1,
  icon: 'wrench',
  keywords: [id],
  features: [],
  seo: { title: id, description: id, keywords: [] },
  ...over,
});

const load = () => Promise.resolve({ default: () => null });

function build(manifests: Record<string, ToolManifest>, components?: string[]) {
  const comps = Object.fromEntries(
    (components ?? Object.keys(manifests)).map((folder) => [`../../plugins/${folder}/Tool.tsx`, load]),
  );
  return buildRegistry({
    manifests: Object.fromEntries(
      Object.entries(manifests).map(([folder, m]) => [`../../plugins/${folder}/manifest.ts`, { default: m }]),
    ),
    components: comps,
    toComponent: () => () => null,
    validate: createManifestValidator(),
    reservedPaths,
  });
}

describe('registry build', () => {
  it("says whose input a share link can carry: not a generator's or a file tool's, nor one whose main input is a secret", () => {
    const r = buildRegistry({
      manifests: {
        '../../plugins/text/manifest.ts': base('text', { secrets: [{ field: 'key', label: 'key' }] }),
        '../../plugins/token/manifest.ts': base('token', { secrets: [{ field: 'input', label: 'token' }] }),
        '../../plugins/maker/manifest.ts': base('maker'),
        '../../plugins/bytes/manifest.ts': base('bytes'),
      },
      components: {
        '../../plugins/text/transform.ts': load,
        '../../plugins/token/Tool.tsx': load,
        '../../plugins/maker/generator.ts': load,
        '../../plugins/bytes/fileTool.ts': load,
      },
      toComponent: () => () => null,
      validate: createManifestValidator(),
      reservedPaths,
    });
    expect(Object.fromEntries(r.tools.map((t) => [t.folder, t.inputTravels]))).toEqual({
      text: true,
      token: false,
      maker: false,
      bytes: false,
    });
  });

  it('sorts tools by group order then order, indexes paths, aliases and quick access', () => {
    const r = build({
      b: base('b', { group: 'encoding', order: 2, path: '/encode/b', aliases: ['/encode/bee'], quickAccess: 2 }),
      a: base('a', { group: 'encoding', order: 1, path: '/encode/a', quickAccess: 1 }),
      z: base('z', { group: 'tools', order: 0, path: '/tools/z', alsoIn: ['encoding'] }),
    });
    expect(r.tools.map((t) => t.manifest.id)).toEqual(['a', 'b', 'z']);
    expect(r.byPath.get('/encode/b')?.manifest.id).toBe('b');
    expect(r.aliases.get('/encode/bee')).toBe('/encode/b');
    expect(r.quickAccess.map((t) => t.manifest.id)).toEqual(['a', 'b']);
    // a group's own tools and, apart, those of other groups it also lists; counts take only its own
    expect(r.alsoTools('encoding').map((t) => t.manifest.id)).toEqual(['z']);
    expect(r.ownTools('encoding').map((t) => t.manifest.id)).toEqual(['a', 'b']);
    expect(r.ownTools('tools').map((t) => t.manifest.id)).toEqual(['z']);
    expect(r.alsoTools('tools')).toEqual([]);
    expect(r.groupOf('/encode/bee')?.id).toBe('encoding');
    expect(r.groupOf('/encode')?.id).toBe('encoding');
    expect(r.groupOf('/tools')?.id).toBe('tools');
  });

  it('redirects each tool-path prefix that is not its group page to the group page', () => {
    const r = build({ a: base('a') });
    expect(Object.fromEntries(r.prefixRedirects)).toEqual({
      '/encode': '/encoding',
      '/convert': '/converters',
      '/format': '/formatters',
    });
  });

  it('the picker opens with the tool whose manifest asks for it, else the first tool', () => {
    expect(build({ a: base('a'), b: base('b', { pickerDefault: true }) }).pickerDefault?.manifest.id).toBe('b');
    expect(build({ b: base('b', { order: 2 }), a: base('a') }).pickerDefault?.manifest.id).toBe('a');
  });

  it('skips folders starting with an underscore', () => {
    const r = build({ _draft: base('_draft'), a: base('a') });
    expect(r.tools).toHaveLength(1);
  });

  const cases: [string, () => unknown, RegExp][] = [
    [
      'id differs from folder',
      () => build({ folder: base('other') }),
      /plugins\/folder: id 'other' must equal the folder name 'folder'/,
    ],
    [
      'missing Tool.tsx',
      () => build({ a: base('a') }, []),
      /plugins\/a: missing Tool\.tsx, transform\.ts, generator\.ts or fileTool\.ts/,
    ],
    [
      'both Tool.tsx and transform.ts',
      () =>
        buildRegistry({
          manifests: { '../../plugins/a/manifest.ts': base('a') },
          components: { '../../plugins/a/Tool.tsx': load, '../../plugins/a/transform.ts': load },
          toComponent: () => () => null,
          reservedPaths: [],
        }),
      /plugins\/a: has both Tool\.tsx and transform\.ts/,
    ],
    [
      'both transform.ts and generator.ts',
      () =>
        buildRegistry({
          manifests: { '../../plugins/a/manifest.ts': base('a') },
          components: { '../../plugins/a/transform.ts': load, '../../plugins/a/generator.ts': load },
          toComponent: () => () => null,
          reservedPaths: [],
        }),
      /plugins\/a: has both transform\.ts and generator\.ts/,
    ],
    [
      'both generator.ts and fileTool.ts',
      () =>
        buildRegistry({
          manifests: { '../../plugins/a/manifest.ts': base('a') },
          components: { '../../plugins/a/generator.ts': load, '../../plugins/a/fileTool.ts': load },
          toComponent: () => () => null,
          reservedPaths: [],
        }),
      /plugins\/a: has both generator\.ts and fileTool\.ts/,
    ],
    [
      'both Tool.tsx and fileTool.ts',
      () =>
        buildRegistry({
          manifests: { '../../plugins/a/manifest.ts': base('a') },
          components: { '../../plugins/a/Tool.tsx': load, '../../plugins/a/fileTool.ts': load },
          toComponent: () => () => null,
          reservedPaths: [],
        }),
      /plugins\/a: has both Tool\.tsx and fileTool\.ts/,
    ],
    [
      'duplicate path',
      () => build({ a: base('a', { path: '/x/y' }), b: base('b', { path: '/x/y' }) }),
      /plugins\/b: path '\/x\/y' is already claimed by plugins\/a/,
    ],
    [
      'alias claimed twice',
      () => build({ a: base('a', { aliases: ['/old'] }), b: base('b', { aliases: ['/old'] }) }),
      /plugins\/b: path '\/old' is already claimed by plugins\/a/,
    ],
    [
      'alias equal to another path',
      () => build({ a: base('a'), b: base('b', { aliases: ['/tools/a'] }) }),
      /plugins\/b: path '\/tools\/a' is already claimed/,
    ],
    [
      'path of a site page',
      () => build({ a: base('a', { path: '/about' }) }),
      /plugins\/a: path '\/about' is reserved/,
    ],
    [
      'unknown group',
      () => build({ a: base('a', { group: 'misc' as never }) }),
      /plugins\/a: manifest is invalid: \/group must be equal to one of the allowed values/,
    ],
    [
      'an icon that is not a lucide name',
      () => build({ a: base('a', { icon: 'RocketShip' }) }),
      /plugins\/a: manifest is invalid: \/icon must match pattern/,
    ],
    [
      'unknown use case',
      () => build({ a: base('a', { useCases: ['games' as never] }) }),
      /plugins\/a: manifest is invalid: \/useCases\/0 must be equal to one of the allowed values/,
    ],
    [
      'two picker defaults',
      () => build({ a: base('a', { pickerDefault: true }), b: base('b', { pickerDefault: true }) }),
      /pickerDefault is set by more than one tool: plugins\/a, plugins\/b/,
    ],
    [
      'a secret that every share link would carry',
      () =>
        build({
          a: base('a', {
            secrets: [{ field: 'key', label: 'key' }],
            linkFields: [{ field: 'key', label: 'key' }],
          }),
        }),
      /plugins\/a: 'key' is a secret and cannot be one of the linkFields/,
    ],
    [
      'a group page path',
      () => build({ a: base('a', { path: '/encoding' }) }),
      /plugins\/a: path '\/encoding' is reserved/,
    ],
    [
      'missing name',
      () => build({ a: { ...base('a'), name: undefined } as unknown as ToolManifest }),
      /plugins\/a: manifest is invalid: \(root\) must have required property 'name'/,
    ],
    [
      'unknown property',
      () => build({ a: { ...base('a'), colour: 'red' } as unknown as ToolManifest }),
      /plugins\/a: manifest is invalid: \(root\) must NOT have additional properties/,
    ],
    [
      'options defaults rejected by their schema',
      () =>
        build({
          a: base('a', {
            options: {
              schema: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } },
              defaults: { n: 0 },
            },
          }),
        }),
      /plugins\/a: options defaults are rejected by their schema: \/n must be >= 1/,
    ],
  ];
  for (const [name, run, message] of cases) {
    it(`throws on ${name}`, () => {
      expect(run).toThrow(RegistryError);
      expect(run).toThrow(message);
    });
  }

  it('duplicate ids are reported (two folders, same id, via a custom key)', () => {
    const run = () =>
      buildRegistry({
        manifests: {
          '../../plugins/a/manifest.ts': { default: base('a') },
          '../../other/plugins/a/manifest.ts': { default: base('a', { path: '/tools/a2' }) },
        },
        components: { '../../plugins/a/Tool.tsx': load },
        toComponent: () => () => null,
        reservedPaths,
      });
    expect(run).toThrow(/duplicate id 'a'/);
  });

  it('without the ajv validator, the structural checks still run (browser build)', () => {
    const run = () =>
      buildRegistry({
        manifests: { '../../plugins/a/manifest.ts': { default: base('a', { group: 'misc' as never }) } },
        components: { '../../plugins/a/Tool.tsx': load },
        toComponent: () => () => null,
        reservedPaths,
      });
    expect(run).toThrow(/plugins\/a: unknown group 'misc'/);
  });
});

describe('hand-off between tools', () => {
  const options = {
    schema: { type: 'object', properties: { to: { type: 'string', enum: ['json', 'yaml'] } } },
    defaults: { to: 'json' },
  };

  it('offers the tools that accept a kind: main uses first, popular first, then the more specific, then catalogue order', () => {
    const r = build({
      diff: base('diff', {
        order: 1,
        accepts: [
          { kinds: ['text', 'json', 'yaml'], field: 'original', as: 'as the original' },
          { kinds: ['text', 'json', 'yaml'], field: 'modified', as: 'as the changed text' },
        ],
      }),
      broad: base('broad', { order: 2, accepts: [{ kinds: ['json', 'yaml'] }] }),
      query: base('query', { order: 3, accepts: [{ kinds: ['json'] }] }),
      formatter: base('formatter', { order: 4, popular: true, accepts: [{ kinds: ['json'] }] }),
      convert: base('convert', {
        order: 5,
        options,
        accepts: [{ kinds: ['json'], as: 'to YAML', settings: { to: 'yaml' } }],
      }),
      other: base('other', { order: 6, accepts: [{ kinds: ['xml'] }], produces: ['json'] }),
    });
    const offers = r
      .acceptersOf('json')
      .map(({ tool, accept }) => `${tool.manifest.id}${accept.as ? ` ${accept.as}` : ''}`);
    expect(offers).toEqual([
      'formatter',
      'query',
      'broad',
      'convert to YAML',
      'diff as the original',
      'diff as the changed text',
    ]);
    expect(r.acceptersOf('csv')).toEqual([]);
  });

  it('refuses a kind outside the vocabulary, naming the folder', () => {
    const misspelt = JSON.parse('{"kinds": ["jsn"]}');
    expect(() => build({ a: base('a', { accepts: [misspelt] }) })).toThrow(/plugins\/a: manifest is invalid/);
    expect(() =>
      buildRegistry({
        manifests: { '../../plugins/a/manifest.ts': { default: base('a', { produces: JSON.parse('["jsn"]') }) } },
        components: { '../../plugins/a/Tool.tsx': load },
        toComponent: () => () => null,
        reservedPaths,
      }),
    ).toThrow("plugins/a: unknown content kind 'jsn'");
  });

  it('refuses opening settings the tool does not have or does not take', () => {
    expect(() =>
      build({ a: base('a', { options, accepts: [{ kinds: ['json'], settings: { from: 'yaml' } }] }) }),
    ).toThrow("plugins/a: accepts sets 'from', which is not one of its options");
    expect(() =>
      build({ a: base('a', { options, accepts: [{ kinds: ['json'], settings: { to: 'toml' } }] }) }),
    ).toThrow("plugins/a: accepts sets 'to' to 'toml', which its options refuse");
    expect(() => build({ a: base('a', { accepts: [{ kinds: ['json'], settings: { to: 'yaml' } }] }) })).toThrow(
      'plugins/a: accepts sets options, but the tool has none',
    );
    expect(() =>
      build({ a: base('a', { options, aliases: [{ path: '/tools/a-toml', settings: { to: 'toml' } }] }) }),
    ).toThrow("plugins/a: alias /tools/a-toml sets 'to' to 'toml', which its options refuse");
    expect(() => build({ a: base('a', { aliases: [{ path: '/tools/a-yaml', settings: { to: 'yaml' } }] }) })).toThrow(
      'plugins/a: alias /tools/a-yaml sets options, but the tool has none',
    );
  });

  it('leads an alias that names settings to the canonical path with them as the query', () => {
    const r = build({
      a: base('a', { options, aliases: ['/tools/aa', { path: '/tools/a-yaml', settings: { to: 'yaml' } }] }),
    });
    expect(r.aliases.get('/tools/aa')).toBe('/tools/a');
    expect(r.aliases.get('/tools/a-yaml')).toBe('/tools/a?to=yaml');
    expect(r.groupOf('/tools/a-yaml')?.id).toBe('tools');
    // a path is claimed once, whether by a plain alias or one with settings
    expect(() =>
      build({
        a: base('a', { options, aliases: [{ path: '/tools/b', settings: { to: 'yaml' } }] }),
        b: base('b'),
      }),
    ).toThrow(/path '\/tools\/b' is already claimed/);
  });

  it('appends the visitor query after an alias target', () => {
    expect(withQuery('/a?to=yaml', '?x=1')).toBe('/a?to=yaml&x=1');
    expect(withQuery('/a', '?x=1')).toBe('/a?x=1');
    expect(withQuery('/a?to=yaml', '')).toBe('/a?to=yaml');
  });
});

describe('the real plugins', () => {
  const manifests = import.meta.glob<{ default: ToolManifest }>('../../plugins/*/manifest.ts', { eager: true });
  const components = import.meta.glob<{ default: () => null }>([
    '../../plugins/*/Tool.tsx',
    '../../plugins/*/transform.ts',
    '../../plugins/*/generator.ts',
    '../../plugins/*/fileTool.ts',
  ]);
  it('pass every check, including the JSON Schema validation', () => {
    const r = buildRegistry({
      manifests,
      components: components as never,
      toComponent: () => () => null,
      validate: createManifestValidator(),
      reservedPaths,
    });
    expect(r.tools.length).toBe(Object.keys(manifests).filter((k) => !k.includes('/_')).length);
    for (const t of r.tools) expect(t.manifest.seo.title.length).toBeGreaterThan(0);
  });
});
