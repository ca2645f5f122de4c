import { createElement } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import { EXAMPLE_LABEL } from '@/ui/ExampleButton';
import { TransformFrame } from './TransformFrame';
import type { ExampleRun, TransformSpec, TransformTool, TransformView } from './types';

/**
 * Declares a text tool that the platform draws: `plugins/<id>/transform.ts` exports this as its
 * default, and the registry shows its Screen where a bespoke tool would show its Tool.tsx.
 */
export function defineTransform<
  O extends Record<string, unknown>,
  M extends string,
  J extends JobMap,
  K extends keyof J & string,
  X,
>(spec: TransformSpec<O, M, J, K, X>): TransformTool {
  const Screen = ({ manifest }: { manifest: { id: string } }) =>
    createElement(TransformFrame<O, M, J, K, X>, { spec, id: manifest.id });
  const runExample = async (index: number): Promise<ExampleRun> => {
    const example = spec.examples[index];
    if (!example) throw new RangeError(`No example ${index}`);
    const view: TransformView<O, M> = {
      mode: example.mode ?? spec.modes.items[0].id,
      input: example.input,
      options: { ...spec.options.defaults, ...example.options },
      siteMode: 'light',
      expression: example.expression ?? '',
    };
    const request = spec.request(view);
    try {
      const outcome = spec.read(await spec.jobs.run(spec.kind, request, { inline: true }), request);
      return outcome.ok ? { ok: true, output: outcome.output } : { ok: false, error: outcome.error.message };
    } catch (error) {
      return {
        ok: false,
        error: spec.failed(error instanceof Error ? error : new Error(String(error)), request).message,
      };
    }
  };
  const controls = {
    exampleLabel: spec.exampleLabel ?? EXAMPLE_LABEL,
    modeControl: spec.modes.control,
    modes: spec.modes.items.map((item) => ({ id: item.id, label: item.label })),
  };
  return { Screen, examples: spec.examples, runExample, controls };
}
