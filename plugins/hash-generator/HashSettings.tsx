import { Play, Square } from 'lucide-react';
import styled from 'styled-components';
import type { SetOption } from '@/lib/useToolOptions';
import { Alert, Button, Card, Input, Label, Muted, ProgressBar, Select, Spinner, Stack, Switch, Toolbar } from '@/ui';
import {
  DIGEST_FORMAT_LABELS,
  DIGEST_FORMATS,
  HASH_ALGORITHMS,
  type DigestFormat,
  type HashAlgorithm,
  type HmacKeyEncoding,
} from './logic';
import type { Options } from './options';

const KEY_ENCODINGS = [
  { value: 'utf8', label: 'UTF-8 text' },
  { value: 'hex', label: 'Hex' },
  { value: 'base64', label: 'Base64' },
] as const;
const FORMAT_OPTIONS = DIGEST_FORMATS.map((f) => ({ value: f, label: DIGEST_FORMAT_LABELS[f] }));

const Settings = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  select {
    width: 100%;
  }
`;

export interface HashSettingsProps {
  /** The chosen algorithm, or null when a link asked for an unsupported one. */
  algorithm: HashAlgorithm | null;
  onAlgorithm: (algorithm: HashAlgorithm | '') => void;
  options: Options;
  onOption: SetOption<Options>;
  hmacOn: boolean;
  onHmacOn: (on: boolean) => void;
  hmacKey: string;
  onHmacKey: (key: string) => void;
  keyEncoding: HmacKeyEncoding;
  onKeyEncoding: (encoding: HmacKeyEncoding) => void;
  keyError: string | null;
  /** Generate is enabled (there is something valid to hash and no job runs). */
  canGenerate: boolean;
  onGenerate: () => void;
  busy: boolean;
  onCancel: () => void;
  /** The hashing progress from 0 to 1, or null when no bar is shown. */
  progress: number | null;
}

/** The Settings card: algorithm, output format, live, compare-all and HMAC switches, the HMAC key, Generate and progress. */
export function HashSettings({
  algorithm,
  onAlgorithm,
  options,
  onOption,
  hmacOn,
  onHmacOn,
  hmacKey,
  onHmacKey,
  keyEncoding,
  onKeyEncoding,
  keyError,
  canGenerate,
  onGenerate,
  busy,
  onCancel,
  progress,
}: HashSettingsProps) {
  const { format, live, compareAll } = options;
  return (
    <Card title="Settings">
      <Stack $gap="md">
        <Settings>
          <Select<HashAlgorithm | ''>
            label="Algorithm"
            value={algorithm ?? ''}
            options={[
              ...(algorithm === null ? [{ value: '' as const, label: 'Choose an algorithm' }] : []),
              ...HASH_ALGORITHMS.map((a) => ({ value: a, label: a })),
            ]}
            onChange={onAlgorithm}
            disabled={compareAll}
          />
          <Select<DigestFormat>
            label="Output format"
            value={format}
            options={FORMAT_OPTIONS}
            onChange={(f) => onOption('format', f)}
          />
        </Settings>
        <Toolbar>
          <Switch label="Live update" checked={live} onChange={(v) => onOption('live', v)} />
          <Switch label="Compare All" checked={compareAll} onChange={(v) => onOption('compareAll', v)} />
          <Switch label="HMAC" checked={hmacOn} onChange={onHmacOn} />
        </Toolbar>
        <Muted>Compare All hashes with every algorithm and names the one that gives the expected digest.</Muted>
        {hmacOn && (
          <Settings>
            <div>
              <Label htmlFor="hash-hmac-key">HMAC key</Label>
              <Input
                id="hash-hmac-key"
                value={hmacKey}
                onChange={(e) => onHmacKey(e.target.value)}
                placeholder="Secret key"
                spellCheck={false}
                autoComplete="off"
                $invalid={keyError !== null}
              />
            </div>
            <Select<HmacKeyEncoding>
              label="Key encoding"
              value={keyEncoding}
              options={KEY_ENCODINGS}
              onChange={onKeyEncoding}
            />
          </Settings>
        )}
        {keyError && <Alert>{keyError}</Alert>}
        <Toolbar>
          {!live && (
            <Button
              variant="primary"
              icon={<Play size={16} aria-hidden="true" />}
              onClick={onGenerate}
              disabled={!canGenerate}
            >
              Generate
            </Button>
          )}
          {busy && (
            <>
              <Spinner label="Hashing…" />
              <Muted aria-hidden="true">Hashing…</Muted>
              <Button size="sm" icon={<Square size={14} aria-hidden="true" />} onClick={onCancel}>
                Cancel
              </Button>
            </>
          )}
        </Toolbar>
        {progress !== null && <ProgressBar value={progress} label="Hashing progress" />}
      </Stack>
    </Card>
  );
}
