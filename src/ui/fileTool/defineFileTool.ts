import { createElement } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import { FileToolFrame } from './FileToolFrame';
import type { FileTool, FileToolSpec } from './types';

/**
 * Declares a tool whose input is a file that the platform draws: `plugins/<id>/fileTool.ts` exports
 * this as its default, and the registry shows its Screen where a bespoke tool would show its Tool.tsx.
 */
export function defineFileTool<
  O extends Record<string, unknown>,
  X = null,
  J extends JobMap = JobMap,
  K extends keyof J & string = keyof J & string,
>(spec: FileToolSpec<O, X, J, K>): FileTool {
  const Screen = ({ manifest }: { manifest: { id: string } }) =>
    createElement(FileToolFrame<O, X, J, K>, { spec, id: manifest.id });
  return { Screen };
}
