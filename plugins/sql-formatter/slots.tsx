import { countOf } from '@/lib/count';
import { Muted } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { listOf } from './constants';
import type { SqlAction, SqlDetails } from './logic';
import { dialectName, type Options } from './options';

type Props = TransformSlotProps<Options, SqlAction, SqlDetails>;

/** With Automatic: the dialect the script was read in, and the ones tried before it that could not read it. */
export function DialectRead({ outcome, stale }: Props) {
  if (!outcome?.ok || stale || !outcome.details.automatic) return null;
  const { dialect, skipped } = outcome.details;
  const verb = outcome.details.action === 'minify' ? 'Minified' : 'Formatted';
  const tried = skipped.length ? ` — it did not parse as ${listOf(skipped.map(dialectName), 'or')}` : '';
  return (
    <Muted role="status">
      {verb} as {dialectName(dialect)}
      {tried}.
    </Muted>
  );
}

/** How big the output is: its statements and characters. */
export function SqlCounts({ outcome }: Props) {
  if (!outcome?.ok) return null;
  return (
    <Muted aria-live="polite">
      {countOf(outcome.details.statements, 'statement')} · {countOf(outcome.output.length, 'character')}
    </Muted>
  );
}
