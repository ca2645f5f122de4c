import { countOf } from '@/lib/count';
import { Muted } from '@/ui';
import type { FileToolSlotProps } from '@/ui/fileTool';
import type { Options } from './options';

/** What the file converted was read from, by name, counted in bytes, and how long its output is. */
export interface Converted {
  name: string;
  type: string;
  bytes: number;
}

/** Under the output: '{name}: N bytes → M characters'. */
export function ConversionInfo({ output, details }: FileToolSlotProps<Options, Converted>) {
  if (!details) return null;
  return (
    <Muted data-testid="conversion-info">
      {details.name || 'File'}: {countOf(details.bytes, 'byte')} → {countOf(output.length, 'character')}
    </Muted>
  );
}
