import { countOf } from '@/lib/count';
import { Alert, List, Muted } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { MAX_WARNINGS, type Target } from './constants';
import type { TypesDetails } from './generate';
import type { Options } from './options';

type Props = TransformSlotProps<Options, Target, TypesDetails>;

/** Under the input: how several samples are given, so a visitor pasting three API responses knows what to do. */
export function HowToPaste({ view }: Props) {
  return (
    <Muted id="json-types-samples-help">
      One JSON value is one sample. For several samples, put them one per line (JSON Lines) or one after another
      {view.options.arraySamples
        ? ', or as the items of a top-level array (on)'
        : ', or in a top-level array with "Top-level array is a list of samples" on'}
      . Fields missing from some samples become optional; values of different kinds become unions.
    </Muted>
  );
}

/** Under the output: what it was inferred from. */
export function OutputSummary({ outcome }: Props) {
  if (!outcome?.ok) return null;
  const { samples, types } = outcome.details;
  return (
    <Muted aria-live="polite" data-testid="json-types-summary">
      Inferred from {countOf(samples, 'sample')} · {countOf(types, 'object type')}
    </Muted>
  );
}

/** After the output: integers JSON.parse rounds and numbers it cannot hold, with their positions. */
export function NumberWarnings({ outcome, stale }: Props) {
  if (!outcome?.ok || stale || outcome.details.numberCount === 0) return null;
  const { numbers, numberCount } = outcome.details;
  return (
    <Alert tone="warning" title={`${countOf(numberCount, 'number')} beyond what JSON.parse keeps exactly (2^53)`}>
      <List aria-label="Number warnings">
        {numbers.map((n) => (
          <li key={n.offset}>
            Line {n.line}, Column {n.column}: {n.text} becomes {n.parsed}
          </li>
        ))}
      </List>
      {numberCount > MAX_WARNINGS && <Muted>…and {numberCount - MAX_WARNINGS} more.</Muted>}
      <Muted>
        The types say number, as JSON.parse gives; read such values as strings or with a big-number parser to keep every
        digit.
      </Muted>
    </Alert>
  );
}
