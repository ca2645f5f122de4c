import { useState } from 'react';
import { ArrowDownUp } from 'lucide-react';
import { Alert, Button, Card, ProgressBar, Stack, Switch, TextInputPanel, TextOutputPanel, Toolbar } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { notify } from '../../src/lib/notify';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { blankMessage, DOWNLOAD_CLEANUP_MS, DOWNLOAD_NAME, MESSAGES, WORKER_THRESHOLD, type Mode } from './logic';
import { base64TextJobs } from './jobs';
import { optionsSpec } from './options';

const jobs = jobClient(base64TextJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default function Base64TextTool() {
  const [options, setOptions] = useToolOptions(optionsSpec);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [mode, setMode] = useState<Mode>('encode');
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    notify.error(message);
  };
  const conversion = useToolJob(jobs, 'convert', {
    inline: (request) => request.input.length < WORKER_THRESHOLD,
    timeoutMs: 20_000,
    onResult: (result, request) => {
      if (!result.ok) {
        fail(result.message);
        return;
      }
      setOutput(result.output);
      notify.success(request.mode === 'encode' ? MESSAGES.encoded : MESSAGES.decoded);
    },
    onError: (e, request) => fail(request.mode === 'encode' ? MESSAGES.encodeFailed(e.message) : MESSAGES.invalidBase64),
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
    conversion.run({ mode: next, input, urlSafe: Boolean(options.urlSafe) });
  };

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
                onClick={() => { setInput(output); setOutput(''); setError(null); }}
                disabled={!output || busy !== null}
              >
                Use output as input
              </Button>
            </Toolbar>
            <Switch label="URL-safe (base64url)" checked={Boolean(options.urlSafe)} onChange={(urlSafe) => setOptions({ ...options, urlSafe })} />
          </Toolbar>
          {busy && <ProgressBar value={conversion.progress ?? 0} label={busy === 'encode' ? 'Encoding progress' : 'Decoding progress'} />}
          {error && <Alert>{error}</Alert>}
        </Stack>
      </Card>
      <Card title="Output" level={2}>
        <TextOutputPanel
          label="Output"
          hideLabel
          value={output}
          minHeight={180}
          download={{ fileName: DOWNLOAD_NAME, busyLabel: 'Downloading...', cleanupMs: DOWNLOAD_CLEANUP_MS }}
        />
      </Card>
    </Stack>
  );
}
