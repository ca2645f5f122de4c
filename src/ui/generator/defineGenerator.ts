import { createElement } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import { GeneratorFrame } from './GeneratorFrame';
import type { GeneratorSpec, GeneratorTool } from './types';

/**
 * Declares a generator that the platform draws: `plugins/<id>/generator.ts` exports this as its
 * default, and the registry shows its Screen where a bespoke tool would show its Tool.tsx.
 */
export function defineGenerator<
  O extends Record<string, unknown>,
  X = null,
  J extends JobMap = JobMap,
  K extends keyof J & string = keyof J & string,
>(spec: GeneratorSpec<O, X, J, K>): GeneratorTool {
  const Screen = ({ manifest }: { manifest: { id: string } }) =>
    createElement(GeneratorFrame<O, X, J, K>, { spec, id: manifest.id });
  return { Screen, firstScreen: spec.firstScreen };
}
