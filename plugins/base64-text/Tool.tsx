import { useEffect, useRef, useState } from 'react';
import { ArrowDownUp, Eraser } from 'lucide-react';
import { Alert, Button, Card, CopyButton, DownloadButton, OutputArea, PasteButton, ProgressBar, Stack, Switch, TextArea, Toolbar } from '../../src/ui';
import { notify } from '../../src/lib/notify';
import { runInWorker } from '../../src/lib/runInWorker';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { blankMessage, convert, nextProgress, DOWNLOAD_CLEANUP_MS, DOWNLOAD_NAME, MESSAGES, TIMING, WORKER_THRESHOLD, type Mode, type Result } from './logic';
import { optionsSpec } from './options';

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

function run(mode: Mode, input: string, urlSafe: boolean): Promise<Result> {
  if (input.length < WORKER_THRESHOLD) return Promise.resolve(convert(mode, input, urlSafe));
  return runInWorker<{ mode: Mode; input: string; urlSafe: boolean }, Result>(createWorker, { mode, input, urlSafe }, { timeoutMs: 20_000 });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default function Base64TextTool() {
  const [options, setOptions] = useToolOptions(optionsSpec);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [busy, setBusy] = useState<Mode | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = async (mode: Mode) => {
    if (busy) return;
    setError(null);
    const blank = blankMessage(mode, input);
    if (blank) {
      setError(blank);
      notify.error(blank);
      return;
    }
    setBusy(mode);
    setProgress(0);
    const ticker = setInterval(() => setProgress((p) => nextProgress(p, Math.random())), TIMING.tick);
    try {
      await sleep(TIMING.runDelay);
      const result = await run(mode, input, Boolean(options.urlSafe));
      clearInterval(ticker);
      if (!mounted.current) return;
      if (!result.ok) {
        setProgress(0);
        setBusy(null);
        setError(result.message);
        notify.error(result.message);
        return;
      }
      setProgress(100);
      await sleep(TIMING.settleDelay);
      if (!mounted.current) return;
      setOutput(result.output);
      notify.success(mode === 'encode' ? MESSAGES.encoded : MESSAGES.decoded);
    } catch (e) {
      clearInterval(ticker);
      const message = mode === 'encode' ? MESSAGES.encodeFailed(e instanceof Error ? e.message : String(e)) : MESSAGES.invalidBase64;
      setProgress(0);
      setError(message);
      notify.error(message);
    } finally {
      clearInterval(ticker);
      if (mounted.current) setBusy(null);
    }
  };

  return (
    <Stack>
      <Card title="Input" level={2}>
        <Stack $gap="md">
          <TextArea
            label="Text or Base64 input"
            placeholder="Type or paste text to encode, or Base64 to decode…"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            minHeight={180}
            actions={
              <>
                <PasteButton onPaste={setInput} />
                <Button size="sm" icon={<Eraser size={16} aria-hidden="true" />} onClick={() => { setInput(''); setOutput(''); setError(null); setProgress(0); }} disabled={!input && !output}>
                  Clear
                </Button>
              </>
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
                onClick={() => { setInput(output); setOutput(''); setError(null); }}
                disabled={!output || busy !== null}
              >
                Use output as input
              </Button>
            </Toolbar>
            <Switch label="URL-safe (base64url)" checked={Boolean(options.urlSafe)} onChange={(urlSafe) => setOptions({ ...options, urlSafe })} />
          </Toolbar>
          {busy && <ProgressBar value={progress} label={busy === 'encode' ? 'Encoding progress' : 'Decoding progress'} />}
          {error && <Alert>{error}</Alert>}
        </Stack>
      </Card>
      <Card title="Output" level={2}>
        <OutputArea
          label="Output"
          hideLabel
          value={output}
          placeholder="The result appears here."
          minHeight={180}
          actions={
            <>
              <CopyButton value={output} />
              <DownloadButton getData={() => output} fileName={DOWNLOAD_NAME} busyLabel="Downloading..." cleanupMs={DOWNLOAD_CLEANUP_MS} />
            </>
          }
        />
      </Card>
    </Stack>
  );
}
