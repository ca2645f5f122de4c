import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInput, resetToolState, setInput } from '@/lib/toolState';
import { buildRegistry } from '@/registry/build';
import type { ToolManifest } from '@/registry/types';
import { reservedPaths } from '@/sitePages';
import { createHandOff } from './createHandOff';

const tool = (id: string, over: Partial<ToolManifest>): ToolManifest => ({
  id,
  name: `Tool ${id}`,
  description: id,
  group: 'tools',
  path: `/tools/${id}`,
  order: 1,
  icon: 'wrench',
  keywords: [],
  features: [],
  seo: { title: id, description: id, keywords: [] },
  ...over,
});

const manifests = {
  source: tool('source', { order: 1, accepts: [{ kinds: ['json'] }], produces: ['json', 'text'] }),
  diff: tool('diff', {
    order: 2,
    accepts: [
      { kinds: ['json', 'text'], field: 'original', as: 'as the original' },
      { kinds: ['json', 'text'], field: 'modified', as: 'as the changed text' },
    ],
  }),
  convert: tool('convert', {
    order: 3,
    accepts: [{ kinds: ['json'], as: 'to YAML', settings: { to: 'yaml' }, fields: { filter: '.' } }],
  }),
};
/** Each tool's screen loader, to see which screens are loaded. */
const screens = new Map(
  Object.keys(manifests).map((id) => [id, vi.fn(() => Promise.resolve({ default: () => null }))] as const),
);
const registry = buildRegistry({
  manifests: Object.fromEntries(Object.entries(manifests).map(([id, m]) => [`../../plugins/${id}/manifest.ts`, m])),
  components: Object.fromEntries([...screens].map(([id, load]) => [`../../plugins/${id}/Tool.tsx`, load])),
  toComponent: (load) => Object.assign(() => null, { preload: load }),
  reservedPaths,
});

afterEach(() => {
  resetToolState();
  sessionStorage.clear();
});

describe('the hand-off of a tool page', () => {
  it('offers every other tool that takes the kind, never the tool itself', () => {
    const handOff = createHandOff(registry, manifests.source, vi.fn());
    expect(handOff.produces).toEqual(['json', 'text']);
    // the tool about JSON alone comes before the one that takes any text
    expect(handOff.targetsFor('json')).toEqual([
      { id: 'convert', name: 'Tool convert', as: 'to YAML' },
      { id: 'diff', name: 'Tool diff', as: 'as the original' },
      { id: 'diff', name: 'Tool diff', as: 'as the changed text' },
    ]);
    expect(handOff.targetsFor('text').map((t) => t.as)).toEqual(['as the original', 'as the changed text']);
  });

  it('puts the text in the field the target takes it in and opens the target with its settings', () => {
    const navigate = vi.fn();
    const handOff = createHandOff(registry, manifests.source, navigate);
    const [convert, , changed] = handOff.targetsFor('json');
    handOff.open(changed, '{"b": 2}');
    expect(getInput('diff', 'modified')).toBe('{"b": 2}');
    expect(getInput('diff', 'original')).toBeUndefined();
    expect(navigate).toHaveBeenLastCalledWith('/tools/diff');
    handOff.open(convert, '{"a": 1}');
    expect(getInput('convert', 'input')).toBe('{"a": 1}');
    // the settings travel in the address; the text never does
    expect(navigate).toHaveBeenLastCalledWith('/tools/convert?to=yaml');
  });

  it('fills the other fields the target names where they are blank, and keeps what the visitor wrote', () => {
    const handOff = createHandOff(registry, manifests.source, vi.fn());
    const [convert] = handOff.targetsFor('json');
    handOff.open(convert, '{"a": 1}');
    expect(getInput('convert', 'filter')).toBe('.');
    setInput('convert', 'filter', '.a');
    handOff.open(convert, '{"a": 2}');
    expect(getInput('convert', 'filter')).toBe('.a');
    expect(getInput('convert', 'input')).toBe('{"a": 2}');
  });

  it("loads a target's screen when asked to prepare it, and no other", async () => {
    const handOff = createHandOff(registry, manifests.source, vi.fn());
    const [convert] = handOff.targetsFor('json');
    handOff.prepare?.(convert);
    expect(screens.get('convert')).toHaveBeenCalled();
    expect(screens.get('diff')).not.toHaveBeenCalled();
  });

  it('keeps a 5 MB text in memory only, so the tab storage never refuses it', () => {
    const navigate = vi.fn();
    const handOff = createHandOff(registry, manifests.diff, navigate);
    const big = `[${'1,'.repeat(2_500_000)}1]`;
    handOff.open(handOff.targetsFor('json')[0], big);
    expect(getInput('source', 'input')).toBe(big);
    expect(navigate).toHaveBeenCalledWith('/tools/source');
  });
});
