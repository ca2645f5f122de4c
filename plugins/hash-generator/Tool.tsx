import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Play, Square, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Alert, Badge, Button, Card, CopyButton, FileDrop, Input, Label, Muted, ProgressBar, Select, Spinner, Stack, Switch, TabPanel, Tabs, Toolbar, TwoColumns, TextInputPanel } from '../../src/ui';
import { formatBytes } from '../../src/lib/bytes';
import { jobClient } from '../../src/lib/jobClient';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { DEFAULT_ALGORITHM, DIGEST_FORMAT_LABELS, DIGEST_FORMATS, HASH_ALGORITHMS, MESSAGES, findMatchingAlgorithm, formatDigest, parseAlgorithm, parseHmacKey, verifyDigest, type DigestFormat, type HashAlgorithm, type HashJob, type HashJobResult, type HmacKeyEncoding } from './logic';
import { optionsSpec } from './options';
import { hashJobs } from './jobs';

type Source = 'text' | 'file';

/** Pause after typing before a live re-hash, so a fast typist starts one job, not twenty. */
const LIVE_DELAY_MS = 200;

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

/** One worker started ahead of time (its WASM compiled while idle); each job takes it and a new one is started. */
let spare: Worker | null = null;
function takeWorker(): Worker {
  const w = spare ?? createWorker();
  spare = null;
  return w;
}
function prepareWorker() {
  if (!spare && typeof Worker !== 'undefined') spare = createWorker();
}
function dropSpareWorker() {
  spare?.terminate();
  spare = null;
}

const jobs = jobClient(hashJobs, takeWorker);

function sizeOf(job: HashJob): number {
  const { input } = job;
  return input.kind === 'text' ? input.text.length : input.kind === 'blob' ? input.blob.size : input.bytes.byteLength;
}

/** Generous limit that still stops a stuck job: 30 s plus 100 ms per MB. */
const timeLimit = (job: HashJob) => 30_000 + Math.ceil(sizeOf(job) / 10_000);

const SOURCE_TABS = [
  { id: 'text', label: 'Text' },
  { id: 'file', label: 'File' },
] as const;
const KEY_ENCODINGS = [
  { value: 'utf8', label: 'UTF-8 text' },
  { value: 'hex', label: 'Hex' },
  { value: 'base64', label: 'Base64' },
] as const;
const FORMAT_OPTIONS = DIGEST_FORMATS.map((f) => ({ value: f, label: DIGEST_FORMAT_LABELS[f] }));

const Digest = styled.output`
  display: block;
  padding: 12px 14px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 14px;
  line-height: 1.5;
  color: ${({ theme }) => theme.color.codeText};
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
  word-break: break-all;
`;
const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; display: flex; align-items: center; gap: 8px; }
`;
const FileCard = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  dl { margin: 0; display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 2px 10px; min-width: 0; }
  dt { font-weight: 600; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; overflow-wrap: anywhere; font-size: ${({ theme }) => theme.font.size.sm}; }
`;
const Settings = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  select { width: 100%; }
`;

/** The algorithm a link asks for (lenient: sha256, md5…), the default, or null when unsupported. */
function algorithmFromQuery(raw: string | null, fallback: HashAlgorithm): HashAlgorithm | null {
  if (raw === null) return fallback;
  try {
    return parseAlgorithm(raw);
  } catch {
    return null;
  }
}

export default function HashGeneratorTool() {
  const spec = optionsSpec;
  const [options, setOptions] = useToolOptions(spec);
  const [params] = useSearchParams();
  const algorithm = algorithmFromQuery(params.get('algorithm'), options.algorithm ?? DEFAULT_ALGORITHM);
  const { format, live, compareAll } = options;

  const [source, setSource] = useState<Source>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [hmacOn, setHmacOn] = useState(false);
  const [hmacKey, setHmacKey] = useState('');
  const [keyEncoding, setKeyEncoding] = useState<HmacKeyEncoding>('utf8');
  const [expected, setExpected] = useState('');

  const [result, setResult] = useState<{ job: HashJob; value: HashJobResult } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const algorithmsKey = compareAll ? 'all' : (algorithm ?? '');
  const keyParse = useMemo(() => {
    if (!hmacOn) return { key: undefined, error: null };
    try {
      return { key: parseHmacKey(hmacKey, keyEncoding), error: null };
    } catch (e) {
      return { key: undefined, error: e instanceof Error ? e.message : String(e) };
    }
  }, [hmacOn, hmacKey, keyEncoding]);

  /** What would be hashed now; null when there is nothing (or nothing valid) to hash. */
  const request = useMemo<HashJob | null>(() => {
    if (keyParse.error || algorithmsKey === '') return null;
    const algorithms = algorithmsKey === 'all' ? HASH_ALGORITHMS : [algorithmsKey];
    const hmac = keyParse.key ? { hmacKey: keyParse.key } : {};
    if (source === 'text') return text === '' ? null : { input: { kind: 'text', text }, algorithms, ...hmac };
    return file ? { input: { kind: 'blob', blob: file }, algorithms, ...hmac } : null;
  }, [source, text, file, algorithmsKey, keyParse]);

  const hashing = useToolJob(jobs, 'hash', {
    // live: hashes as the input changes; otherwise on Generate. Input that is cleared stops a running job either way.
    input: live || !request ? request : undefined,
    debounceMs: request?.input.kind === 'text' ? LIVE_DELAY_MS : 0,
    timeoutMs: timeLimit,
    onResult: (value, job) => {
      setResult({ job, value });
      setError(null);
    },
    onError: (e) => setError(e.message),
  });
  const { busy } = hashing;
  const progress = hashing.progress ?? 0;

  useEffect(() => {
    if (!busy) prepareWorker();
  }, [busy]);
  useEffect(() => dropSpareWorker, []);

  const shown = request && result ? result : null;
  const stale = shown !== null && shown.job !== request;
  const digests = shown?.value.digests ?? {};
  const prefix = hmacOn ? 'HMAC-' : '';
  const rows = compareAll ? HASH_ALGORITHMS : algorithm ? [algorithm] : [];
  const verify = useMemo(() => {
    if (!shown || stale || expected.trim() === '') return null;
    if (compareAll) {
      const found = findMatchingAlgorithm(shown.value.digests, expected);
      if (found) return { status: 'match' as const, message: MESSAGES.match, detail: `It is the ${prefix}${found} digest.`, algorithm: found };
      return { ...verifyDigest(shown.value.digests['SHA-256'] ?? '', expected), detail: 'No algorithm gives this digest.', algorithm: undefined };
    }
    const hex = algorithm ? shown.value.digests[algorithm] : undefined;
    return hex === undefined ? null : { ...verifyDigest(hex, expected), algorithm: undefined };
  }, [shown, stale, expected, compareAll, algorithm, prefix]);

  const setAlgorithm = (a: HashAlgorithm | '') => {
    if (a) setOptions({ ...options, algorithm: a });
  };

  return (
    <Stack>
      {algorithm === null && (
        <Alert title={MESSAGES.unsupported}>
          The link asks for “{params.get('algorithm')}”. Choose one of {HASH_ALGORITHMS.join(', ')}.
        </Alert>
      )}
      <TwoColumns>
        <Card title="Input">
          <Stack $gap="md">
            <div>
              <Tabs items={SOURCE_TABS} value={source} onChange={setSource} label="What to hash" idBase="hash-source" />
            </div>
            <TabPanel idBase="hash-source" id={source}>
              {source === 'text' ? (
                <TextInputPanel
                  label="Text to hash"
                  placeholder="Type or paste text; it is hashed as UTF-8."
                  value={text}
                  onChange={setText}
                  minHeight={200}
                  onClear={() => setText('')}
                />
              ) : (
                <Stack $gap="md">
                  <FileDrop
                    onFile={(f) => setFile(f)}
                    onReject={() => undefined}
                    label="Drag and drop a file to hash here, or"
                    hint="Any size: the file is read in chunks and never leaves your browser."
                  />
                  {file && (
                    <FileCard data-testid="hash-file">
                      <dl>
                        <dt>Name</dt>
                        <dd>{file.name}</dd>
                        <dt>Size</dt>
                        <dd>
                          {formatBytes(file.size)} ({file.size.toLocaleString('en-US')} bytes)
                        </dd>
                        <dt>Type</dt>
                        <dd>{file.type || 'Unknown'}</dd>
                      </dl>
                      <Button size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setFile(null)}>
                        Remove
                      </Button>
                    </FileCard>
                  )}
                </Stack>
              )}
            </TabPanel>
          </Stack>
        </Card>
        <Card title="Settings">
          <Stack $gap="md">
            <Settings>
              <Select<HashAlgorithm | ''>
                label="Algorithm"
                value={algorithm ?? ''}
                options={[...(algorithm === null ? [{ value: '' as const, label: 'Choose an algorithm' }] : []), ...HASH_ALGORITHMS.map((a) => ({ value: a, label: a }))]}
                onChange={setAlgorithm}
                disabled={compareAll}
              />
              <Select<DigestFormat> label="Output format" value={format} options={FORMAT_OPTIONS} onChange={(f) => setOptions({ ...options, format: f })} />
            </Settings>
            <Toolbar>
              <Switch label="Live update" checked={live} onChange={(v) => setOptions({ ...options, live: v })} />
              <Switch label="Compare All" checked={compareAll} onChange={(v) => setOptions({ ...options, compareAll: v })} />
              <Switch label="HMAC" checked={hmacOn} onChange={setHmacOn} />
            </Toolbar>
            {hmacOn && (
              <Settings>
                <div>
                  <Label htmlFor="hash-hmac-key">HMAC key</Label>
                  <Input
                    id="hash-hmac-key"
                    value={hmacKey}
                    onChange={(e) => setHmacKey(e.target.value)}
                    placeholder="Secret key"
                    spellCheck={false}
                    autoComplete="off"
                    $invalid={keyParse.error !== null}
                  />
                </div>
                <Select<HmacKeyEncoding> label="Key encoding" value={keyEncoding} options={KEY_ENCODINGS} onChange={setKeyEncoding} />
              </Settings>
            )}
            {keyParse.error && <Alert>{keyParse.error}</Alert>}
            <Toolbar>
              {!live && (
                <Button variant="primary" icon={<Play size={16} aria-hidden="true" />} onClick={() => request && hashing.run(request)} disabled={!request || busy}>
                  Generate
                </Button>
              )}
              {busy && (
                <>
                  <Spinner label="Hashing…" />
                  <Muted aria-hidden="true">Hashing…</Muted>
                  <Button size="sm" icon={<Square size={14} aria-hidden="true" />} onClick={hashing.cancel}>
                    Cancel
                  </Button>
                </>
              )}
            </Toolbar>
            {busy && request && sizeOf(request) > 1024 * 1024 && <ProgressBar value={progress} label="Hashing progress" />}
          </Stack>
        </Card>
      </TwoColumns>
      <Card title={compareAll ? 'All digests' : 'Hash'}>
        <Stack $gap="md">
          {error && <Alert>{error}</Alert>}
          {!shown && !error && (
            <Muted>
              {algorithmsKey === ''
                ? 'Choose an algorithm to see the hash.'
                : `${source === 'text' ? 'Type some text to see its hash.' : 'Choose a file to see its hash.'}${live ? '' : ' Then press Generate.'}`}
            </Muted>
          )}
          {shown &&
            rows.map((a) => {
              const hex = digests[a];
              const value = hex === undefined ? '' : formatDigest(hex, format);
              const name = `${prefix}${a}`;
              return (
                <Row key={a}>
                  <RowHead>
                    <h3>
                      {name}
                      {verify?.algorithm === a && <Badge $tone="success">match</Badge>}
                    </h3>
                    <CopyButton value={value} aria-label={`Copy ${name}`} />
                  </RowHead>
                  <Digest aria-label={`${name} digest`} data-testid={`digest-${a}`}>
                    {value || '—'}
                  </Digest>
                </Row>
              );
            })}
          {shown && (
            <Muted data-testid="hash-info">
              {stale
                ? live
                  ? 'Updating…'
                  : 'The input or settings changed since this hash was generated: press Generate.'
                : `${shown.value.bytes.toLocaleString('en-US')} bytes hashed in ${shown.value.ms.toLocaleString('en-US')} ms.`}
            </Muted>
          )}
          <div>
            <Label htmlFor="hash-expected">Expected digest (verify)</Label>
            <Input
              id="hash-expected"
              value={expected}
              onChange={(e) => setExpected(e.target.value)}
              placeholder="Paste a hex or Base64 digest, a sha256sum line or an SRI value"
              spellCheck={false}
              autoComplete="off"
            />
          </div>
          {verify?.status === 'match' && (
            <Alert tone="success" title={verify.message}>
              {verify.detail}
            </Alert>
          )}
          {verify?.status === 'mismatch' && <Alert title={verify.message}>{verify.detail}</Alert>}
        </Stack>
      </Card>
    </Stack>
  );
}
