import { describe, expect, it } from 'vitest';
import type { TransformTool } from '@/ui/transform';

/**
 * Every example a transform tool declares is run through its job, as the screen runs it, and must
 * give the output it states: the examples the Example button loads are also the tool's test vectors.
 */
const tools = import.meta.glob<{ default: TransformTool }>('../../plugins/*/transform.ts', { eager: true });

describe.each(Object.entries(tools).map(([path, module]) => [path.split('/')[3], module.default] as const))(
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
