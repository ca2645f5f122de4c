import { countOf } from '@/lib/count';
import { Muted } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import type { SqlAction } from './logic';
import type { Options } from './options';

type Props = TransformSlotProps<Options, SqlAction, { statements: number }>;

/** How big the output is: its statements and characters. */
export function SqlCounts({ outcome }: Props) {
  if (!outcome?.ok) return null;
  return (
    <Muted aria-live="polite">
      {countOf(outcome.details.statements, 'statement')} · {countOf(outcome.output.length, 'character')}
    </Muted>
  );
}
