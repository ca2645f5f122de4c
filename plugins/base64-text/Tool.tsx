import { useMemo, useState } from 'react';
import { ArrowDownUp } from 'lucide-react';
import { Alert, Button, Card, ExampleButton, ProgressBar, Stack, StaleOutput, Switch, TextInputPanel, TextOutputPanel, Toolbar } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { blankMessage, DOWNLOAD_CLEANUP_MS, DOWNLOAD_NAME, MESSAGES, WORKER_THRESHOLD, type Mode } from './logic';
import { base64TextJobs } from './jobs';
import { optionsSpec } from './options';
import { decodeJwt } from './jwt';
import { JwtHint } from './JwtHint';
import { useMainAction, useToolInput } from '../../src/lib/toolScope';

const jobs = jobClient(base64TextJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

/** Shown by Example: encoded at once, so the tool's purpose is visible. */
const EXAMPLE = 'Hello, World! 👋';

export default function Base64TextTool() {
  const [options, setOptions] = useToolOptions(optionsSpec);
  const [input, setInput] = useToolInput();
  const [output, setOutput] = useState('');
  const [mode, setMode] = useState<Mode>('encode');
  const [error, setError] = useState<string | null>(null);
  // what the output was made from: once the direction, input or URL-safe setting changes, it is out of date
  const [source, setSource] = useState<{ mode: Mode; input: string; urlSafe: boolean } | null>(null);

  // errors stay inline under the input, and the result itself shows success: no toasts here
  const fail = (message: string) => setError(message);
  const jwt = useMemo(() => decodeJwt(input), [input]);
  const urlSafe = Boolean(options.urlSafe);
  const request = useMemo(() => ({ mode, input, urlSafe }), [mode, input, urlSafe]);
  const conversion = useToolJob(jobs, 'convert', {
    // the output follows the input in the last chosen direction; a huge input waits for Encode or Decode (Ctrl+Enter)
    input: input.trim() === '' ? null : input.length < WORKER_THRESHOLD ? request : undefined,
    inline: (job) => job.input.length < WORKER_THRESHOLD,
    timeLimit: 20_000,
    onResult: (result, job) => {
      if (!result.ok) {
        fail(result.message);
        return;
      }
      setError(null);
      setOutput(result.output);
      setSource(job);
    },
    onError: (e, job) => fail(job.mode === 'encode' ? MESSAGES.encodeFailed(e.message) : MESSAGES.invalidBase64),
    onClear: () => {
      setOutput('');
      setSource(null);
      setError(null);
    },
  });
  const busy = conversion.busy ? mode : null;

  const start = (next: Mode) => {
    if (busy) return;
    setError(null);
    const blank = blankMessage(next, input);
    if (blank) {
      fail(blank);
      return;
    }
    setMode(next);
    conversion.run({ mode: next, input, urlSafe });
  };

  useMainAction(() => start(mode));

  return (
    <Stack>
      <Card title="Input" level={2}>
        <Stack $gap="md">
          <TextInputPanel
            label="Text or Base64 input"
            placeholder="Type or paste text to encode, or Base64 to decode…"
            value={input}
            onChange={setInput}
            minHeight={180}
            onClear={() => {
              setInput('');
              setOutput('');
              setError(null);
            }}
            clearDisabled={!input && !output}
            actions={
              <ExampleButton
                onClick={() => {
                  setInput(EXAMPLE);
                  setError(null);
                  setMode('encode');
                }}
              />
            }
          />
          <Toolbar $justify="between">
            <Toolbar>
              <Button variant="primary" onClick={() => start('encode')} disabled={busy !== null}>
                {busy === 'encode' ? 'Encoding...' : 'Encode'}
              </Button>
              <Button variant="primary" onClick={() => start('decode')} disabled={busy !== null}>
                {busy === 'decode' ? 'Decoding...' : 'Decode'}
              </Button>
              <Button
                icon={<ArrowDownUp size={16} aria-hidden="true" />}
                onClick={() => {
                  // the output goes back the other way: decoding what was encoded, and the reverse
                  setMode(mode === 'encode' ? 'decode' : 'encode');
                  setInput(output);
                  setOutput('');
                  setError(null);
                }}
                disabled={!output || busy !== null}
              >
                Use output as input
              </Button>
            </Toolbar>
            <Switch label="URL-safe (base64url)" checked={urlSafe} onChange={(next) => setOptions({ ...options, urlSafe: next })} />
          </Toolbar>
          {busy && <ProgressBar value={conversion.progress ?? 0} label={busy === 'encode' ? 'Encoding progress' : 'Decoding progress'} />}
          {error && <Alert>{error}</Alert>}
          {jwt && <JwtHint jwt={jwt} />}
        </Stack>
      </Card>
      <Card title="Output" level={2}>
        <StaleOutput stale={!busy && output !== '' && source !== null && (source.mode !== mode || source.input !== input || source.urlSafe !== urlSafe)} action={mode === 'encode' ? 'Encode' : 'Decode'}>
          <TextOutputPanel
            label="Output"
            hideLabel
            value={output}
            minHeight={180}
            download={{ fileName: DOWNLOAD_NAME, busyLabel: 'Downloading...', cleanupMs: DOWNLOAD_CLEANUP_MS }}
          />
        </StaleOutput>
      </Card>
    </Stack>
  );
}
