import { countOf } from '@/lib/count';
import { Alert, Button, DownloadButton, Muted, Stack, Toolbar } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { CODECS } from './alphabets';
import type { Details, Mode } from './logic';
import type { Options } from './options';
import { fromHex } from './text';

type Props = TransformSlotProps<Options, Mode, Details>;

const TEXT_NAMES: Record<Options['text'], string> = { utf8: 'UTF-8', utf16le: 'UTF-16LE' };

/** What was written or read, in which alphabet, the notes on it, and the other alphabets that read the text too. */
export function Summary({ outcome, view, setOption }: Props) {
  if (!outcome?.ok) return null;
  const details = outcome.details;
  const name = CODECS[details.alphabet].name;
  const bytes = countOf(details.bytes, 'byte');
  const line =
    details.mode === 'encode'
      ? `${name} of ${bytes} of ${TEXT_NAMES[view.options.text]}`
      : `Read as ${name}${details.detected ? ' (detected)' : ''} · ${bytes}${details.bech32 ? ` · prefix “${details.bech32.hrp}”, ${details.bech32.variant === 'bech32m' ? 'Bech32m checksum (BIP 350)' : 'Bech32 checksum (BIP 173)'}` : ''}`;
  const choose = (alphabet: Options['alphabet']) => {
    setOption('alphabet', alphabet);
    setOption('auto', false);
  };
  return (
    <Stack $gap="sm">
      <Muted aria-live="polite" data-testid="base-n-summary">
        {line}
      </Muted>
      {details.others.length > 0 && (
        <Toolbar role="group" aria-label="Other alphabets that read this text">
          <Muted>Also reads as:</Muted>
          {details.others.map((other) => (
            <Button key={other} size="sm" variant="secondary" onClick={() => choose(other)}>
              {`Read as ${CODECS[other].name}`}
            </Button>
          ))}
        </Toolbar>
      )}
      {details.notes.map((note) => (
        <Alert key={note} tone="info">
          {note}
        </Alert>
      ))}
      {details.binary && (
        <Toolbar>
          <DownloadButton
            label="Download bytes"
            size="sm"
            getData={() => fromHex(outcome.output)}
            fileName="decoded.bin"
            mimeType="application/octet-stream"
          />
        </Toolbar>
      )}
    </Stack>
  );
}
