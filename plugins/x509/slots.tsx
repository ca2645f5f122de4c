import { FileUp } from 'lucide-react';
import { useRef } from 'react';
import { encodeBytes } from '@/lib/base64';
import { readBlob } from '@/lib/bytes';
import { notify } from '@/lib/notify';
import { decodeText } from '@/lib/readTextFile';
import { Alert, Button, Toolbar } from '@/ui';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@/ui/blueprint/upload';
import type { TransformSlotProps } from '@/ui/transform';
import { MESSAGES, PRIVATE_KEY_TEXT, type Mode } from './messages';
import type { Options } from './options';
import type { X509Details } from './run';

type SlotProps = TransformSlotProps<Options, Mode, X509Details>;

export const FILE_LABEL = 'Open a DER or PEM file';
const ACCEPT = '.pem,.crt,.cer,.der,.csr,.req,.key,.pub,.p8,.p10,.jwk,.json';

/**
 * A file's bytes as the input takes them: a text file (PEM, JWK) as its text, anything else (DER)
 * as Base64 in lines of 64, which the tool reads like a PEM body without its header lines.
 */
export function fileText(bytes: Uint8Array): string {
  const text = decodeText(bytes);
  if (/^\s*(?:-----BEGIN |\{)/.test(text)) return text;
  return encodeBytes(bytes).replace(/.{64}(?=.)/g, '$&\n');
}

function OpenFile({ setInput }: SlotProps) {
  const input = useRef<HTMLInputElement>(null);
  const open = (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      notify.error(UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_BYTES));
      return;
    }
    readBlob(file).then(
      (buffer) => setInput(fileText(new Uint8Array(buffer))),
      () => notify.error(UPLOAD_MESSAGES.unreadable),
    );
  };
  return (
    <Toolbar>
      <Button size="sm" icon={<FileUp size={16} aria-hidden="true" />} onClick={() => input.current?.click()}>
        {FILE_LABEL}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        aria-label={`${FILE_LABEL} (choose)`}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) open(file);
        }}
      />
    </Toolbar>
  );
}

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
  return (
    <>
      <OpenFile {...props} />
      <PrivateKeyWarning {...props} />
    </>
  );
}
