import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { jobClient } from '@/lib/jobClient';
import { timeLimitOf } from '@/lib/jobPolicy';
import { useMainAction, useToolFile, useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { useToolOptions } from '@/lib/useToolOptions';
import { Alert, Button, Card, ExampleButton, Stack, TabPanel, Tabs, TextInputPanel, TwoColumns } from '@/ui';
import { FilePicker, useSniffed } from '@/ui/fileTool';
import hashExamples from './examples';
import { HashResults } from './HashResults';
import { HashSettings } from './HashSettings';
import { hashJobs } from './jobs';
import {
  DEFAULT_ALGORITHM,
  HASH_ALGORITHMS,
  MESSAGES,
  findMatchingAlgorithm,
  parseAlgorithm,
  parseHmacKey,
  verifyDigest,
  type HashAlgorithm,
  type HashJob,
  type HmacKeyEncoding,
} from './logic';
import { optionsSpec } from './options';

type Source = 'text' | 'file';

/** Pause after typing before a live re-hash, so a fast typist starts one job, not twenty. */
const LIVE_DELAY_MS = 200;

const jobs = jobClient(hashJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

function sizeOf(job: HashJob): number {
  const { input } = job;
  return input.kind === 'text' ? input.text.length : input.kind === 'blob' ? input.blob.size : input.bytes.byteLength;
}

const SOURCE_TABS = [
  { id: 'text', label: 'Text' },
  { id: 'file', label: 'File' },
] as const;
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
  const [options, , setOption] = useToolOptions(spec);
  const [params] = useSearchParams();
  const algorithm = algorithmFromQuery(params.get('algorithm'), options.algorithm ?? DEFAULT_ALGORITHM);
  const { format, live, compareAll } = options;

  const [text, setText] = useToolInput();
  // a chosen file survives Back and Forward (not a reload), and the page comes back on the File tab
  const [file, setFile] = useToolFile();
  // what the file's bytes are, as the file tools' card says
  const content = useSniffed(file);
  const [source, setSource] = useState<Source>(() => (file ? 'file' : 'text'));
  // the HMAC settings: the key stays in this page only (never stored or put in a link)
  const [hmac, setHmac] = useState<{ on: boolean; key: string; encoding: HmacKeyEncoding }>({
    on: false,
    key: '',
    encoding: 'utf8',
  });
  const { on: hmacOn, key: hmacKey, encoding: keyEncoding } = hmac;
  const [expected, setExpected] = useToolInput('expected');

  // every algorithm is hashed at once (the table shows them side by side); the choice only highlights a row
  const algorithmsKey = algorithm === null ? '' : 'all';
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
    const algorithms = HASH_ALGORITHMS;
    const hmac = keyParse.key ? { hmacKey: keyParse.key } : {};
    if (source === 'text') return text === '' ? null : { input: { kind: 'text', text }, algorithms, ...hmac };
    return file ? { input: { kind: 'blob', blob: file }, algorithms, ...hmac } : null;
  }, [source, text, file, algorithmsKey, keyParse]);

  const hashing = useToolJob(jobs, 'hash', {
    // live: hashes as the input changes; otherwise on Generate. Input that is cleared stops a running job either way.
    input: live || !request ? request : undefined,
    debounceMs: LIVE_DELAY_MS,
    policy: 'hash',
    // a gigabyte file gets longer than a line of text
    timeLimit: (job) => timeLimitOf('hash', sizeOf(job)),
  });
  const { busy } = hashing;
  const progress = hashing.progress ?? 0;
  const error = hashing.error?.message ?? null;

  const { result: digests, source: hashed } = hashing;
  const shown = useMemo(
    () => (request && digests && hashed ? { job: hashed, value: digests } : null),
    [request, digests, hashed],
  );
  const stale = shown !== null && shown.job !== request;
  const prefix = hmacOn ? 'HMAC-' : '';
  const rows = HASH_ALGORITHMS;
  const verify = useMemo(() => {
    if (!shown || stale || expected.trim() === '') return null;
    if (compareAll) {
      const found = findMatchingAlgorithm(shown.value.digests, expected);
      if (found)
        return {
          status: 'match' as const,
          message: MESSAGES.match,
          detail: `It is the ${prefix}${found} digest.`,
          algorithm: found,
        };
      return {
        ...verifyDigest(shown.value.digests['SHA-256'] ?? '', expected),
        detail: 'No algorithm gives this digest.',
        algorithm: undefined,
      };
    }
    const hex = algorithm ? shown.value.digests[algorithm] : undefined;
    if (hex === undefined || !algorithm) return null;
    // the verdict names the digest it was compared with
    const checked = verifyDigest(hex, expected);
    const named = `${prefix}${algorithm}`;
    return checked.status === 'match'
      ? { ...checked, detail: `It is the ${named} digest.`, algorithm }
      : {
          ...checked,
          detail: [`Compared with the ${named} digest.`, checked.detail].filter(Boolean).join(' '),
          algorithm: undefined,
        };
  }, [shown, stale, expected, compareAll, algorithm, prefix]);

  const setAlgorithm = (a: HashAlgorithm | '') => {
    if (a) setOption('algorithm', a);
  };

  useMainAction(() => request && hashing.run(request));

  return (
    <Stack>
      {algorithm === null && (
        <Alert title={MESSAGES.unsupported}>
          The link asks for “{params.get('algorithm')}”. Choose one of {HASH_ALGORITHMS.join(', ')}.
        </Alert>
      )}
      <TwoColumns>
        {/* wide screens: what is hashed and how on the left, the digests and the verdict beside them */}
        <Stack>
          <Card title="Input">
            <Stack $gap="md">
              <div>
                <Tabs
                  items={SOURCE_TABS}
                  value={source}
                  onChange={setSource}
                  label="What to hash"
                  idBase="hash-source"
                />
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
                    actions={<ExampleButton onClick={() => setText(hashExamples.examples[0].input.text)} />}
                  />
                ) : (
                  <FilePicker
                    file={file}
                    sniffed={content}
                    onFile={setFile}
                    onReject={() => undefined}
                    label="Drag and drop a file to hash here, or"
                    hint="Any size: the file is read in chunks and never leaves your browser."
                    testId="hash-file"
                    actions={
                      file && (
                        <Button size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setFile(null)}>
                          Remove
                        </Button>
                      )
                    }
                  />
                )}
              </TabPanel>
            </Stack>
          </Card>
          <HashSettings
            algorithm={algorithm}
            onAlgorithm={setAlgorithm}
            options={options}
            onOption={setOption}
            hmacOn={hmacOn}
            onHmacOn={(on) => setHmac((h) => ({ ...h, on }))}
            hmacKey={hmacKey}
            onHmacKey={(key) => setHmac((h) => ({ ...h, key }))}
            keyEncoding={keyEncoding}
            onKeyEncoding={(encoding) => setHmac((h) => ({ ...h, encoding }))}
            keyError={keyParse.error}
            canGenerate={!!request && !busy}
            onGenerate={() => request && hashing.run(request)}
            busy={busy}
            onCancel={hashing.cancel}
            progress={busy && request && sizeOf(request) > 1024 * 1024 ? progress : null}
          />
        </Stack>
        <HashResults
          compareAll={compareAll}
          error={error}
          result={shown?.value ?? null}
          emptyHint={
            algorithmsKey === ''
              ? 'Choose an algorithm to see the hash.'
              : `${source === 'text' ? 'Type some text to see its hash.' : 'Choose a file to see its hash.'}${live ? '' : ' Then press Generate.'}`
          }
          rows={rows}
          prefix={prefix}
          format={format}
          stale={stale}
          live={live}
          expected={expected}
          onExpected={setExpected}
          verify={verify}
          chosen={algorithm}
        />
      </TwoColumns>
    </Stack>
  );
}
