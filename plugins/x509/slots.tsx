import { Alert } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { MESSAGES, PRIVATE_KEY_TEXT, type Mode } from './messages';
import type { Options } from './options';
import type { X509Details } from './run';

type SlotProps = TransformSlotProps<Options, Mode, X509Details>;

/** The warning a private key gets as soon as it is pasted, before any run, and again when a run finds one in bare Base64. */
function PrivateKeyWarning({ view, outcome }: SlotProps) {
  const found = PRIVATE_KEY_TEXT.test(view.input) || (outcome?.ok === true && outcome.details.privateKey);
  if (!found) return null;
  return (
    <Alert tone="warning" title={MESSAGES.privateKey}>
      It is read in this tab only: never stored, never put in a link, never sent. Use a throwaway key where you can.
    </Alert>
  );
}

export function BelowInput(props: SlotProps) {
  return <PrivateKeyWarning {...props} />;
}
