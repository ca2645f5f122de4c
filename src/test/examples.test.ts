import { describe, expect, it } from 'vitest';
import type { ToolExamples } from '@/lib/examples';
import type { TransformTool } from '@/ui/transform';

/**
 * Every example a tool declares is run as the screen runs it and must give the output it states: the
 * examples the Example button loads are also the tool's test vectors. A transform tool's examples run
 * through its job; a tool with its own screen default-exports them from examples.ts with the logic
 * that runs them.
 */
const transforms = import.meta.glob<{ default: TransformTool }>('../../plugins/*/transform.ts', { eager: true });
const bespoke = import.meta.glob<{ default: ToolExamples<unknown, unknown> }>('../../plugins/*/examples.ts', {
  eager: true,
});
const folder = (path: string) => path.split('/')[3];

describe.each(Object.entries(transforms).map(([path, module]) => [folder(path), module.default] as const))(
  '%s examples',
  (_id, tool) => {
    it('declares at least one example', () => {
      expect(tool.examples.length).toBeGreaterThan(0);
    });
    const checked = tool.examples.flatMap((example, index) =>
      example.output === undefined ? [] : [{ index, example, output: example.output }],
    );
    it.each(checked)('example $index gives its output', async ({ index, output }) => {
      await expect(tool.runExample(index)).resolves.toEqual({ ok: true, output });
    });
  },
);

const ownScreens = Object.entries(bespoke).filter(
  ([path]) => !(path.replace('examples.ts', 'transform.ts') in transforms),
);

describe.each(ownScreens.map(([path, module]) => [folder(path), module.default] as const))(
  '%s examples',
  (_id, set) => {
    const checked = set.examples.flatMap((example) => (example.output === undefined ? [] : [example]));
    it('states the output of at least one example', () => {
      expect(checked.length).toBeGreaterThan(0);
    });
    it.each(checked)('$name gives its output', async ({ input, output }) => {
      expect(await set.run(input)).toEqual(output);
    });
  },
);
