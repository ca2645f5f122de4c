import { groupDigits } from '@/lib/count';
import { Badge, Muted } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { MESSAGES } from './constants';
import type { Options } from './options';
import type { XmlAction, XmlJobResult } from './process';

type Props = TransformSlotProps<Options, XmlAction, XmlJobResult>;

/** Valid XML or Invalid XML beside the input's title, for the input the output was made from. */
export function XmlValidity({ outcome, stale }: Props) {
  if (!outcome || stale) return null;
  const valid = outcome.ok;
  if (!valid && outcome.error.title !== MESSAGES.invalidXml) return null;
  const text = valid ? MESSAGES.validBadge : MESSAGES.invalidBadge;
  return (
    <Badge $tone={valid ? 'success' : 'danger'} role="status" aria-label={text}>
      {text}
    </Badge>
  );
}

/** How big the output is: its characters and tags. */
export function XmlCounts({ outcome }: Props) {
  if (!outcome?.ok) return null;
  return (
    <Muted aria-live="polite">
      {groupDigits(outcome.details.characters)} characters · {groupDigits(outcome.details.tags)} tags
    </Muted>
  );
}
