import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrowDownUp, Eraser, Wand2 } from 'lucide-react';
import type { ToolProps } from '../../src/registry/types';
import { Alert, Button, Card, CopyButton, DownloadButton, List, Muted, OutputArea, PasteButton, Select, Spinner, Stack, Switch, TabPanel, Tabs, TextArea, Toolbar, usePalette } from '../../src/ui';
import { notify } from '../../src/lib/notify';
import { runInWorker } from '../../src/lib/runInWorker';
import { useDebounced } from '../../src/lib/useDebounced';
import { formatBytes } from '../../src/lib/bytes';
import { useToolOptions } from '../../src/lib/useToolOptions';
import {
  DEBOUNCE_MS,
  DOWNLOAD_NAMES,
  WORKER_THRESHOLD,
  analyseHtml,
  flipDirection,
  htmlToText,
  needsManualConvert,
  runHtmlJob,
  sanitizeForPreview,
  type Direction,
  type HtmlJob,
  type HtmlJobResult,
  type HtmlWarning,
  type TextToHtmlMode,
} from './logic';

type Options = { listMarkers: boolean; lineBreaks: TextToHtmlMode };

const TABS = [
  { id: 'html-to-text', label: 'HTML to Text' },
  { id: 'text-to-html', label: 'Text to HTML' },
] as const;

const LINE_BREAK_OPTIONS = [
  { value: 'paragraphs', label: 'Paragraphs (<p> and <br>)' },
  { value: 'br', label: 'Line breaks only (<br>)' },
  { value: 'escape', label: 'Keep newlines (escape only)' },
] as const;

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

function runJob(job: HtmlJob, signal: AbortSignal): Promise<HtmlJobResult> {
  const size = job.kind === 'format' ? job.html.length : job.text.length;
  if (size < WORKER_THRESHOLD) return Promise.resolve(runHtmlJob(job));
  return runInWorker<HtmlJob, HtmlJobResult>(createWorker, job, { timeoutMs: 30_000, signal });
}

function Output({ label, value, actions }: { label: string; value: string; actions: ReactNode }) {
  return <OutputArea label={label} value={value} placeholder="The result appears here as you type." minHeight={200} actions={actions} />;
}

/** Yields so the busy state paints before a blocking DOMParser run. */
const nextFrame = () => new Promise<void>((r) => setTimeout(r, 30));

export default function HtmlTextTool({ manifest }: ToolProps) {
  const spec = manifest.options as NonNullable<typeof manifest.options> & { defaults: Options };
  const [options, setOptions] = useToolOptions<Options>(spec);
  const palette = usePalette();
  const [direction, setDirection] = useState<Direction>('html-to-text');
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [warnings, setWarnings] = useState<HtmlWarning[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the large input the user asked to convert; anything else over the limit waits
  const [approved, setApproved] = useState<string | null>(null);
  const formatting = useRef<AbortController | null>(null);

  const request = useMemo(
    () => ({ input, direction, listMarkers: options.listMarkers, lineBreaks: options.lineBreaks }),
    [input, direction, options.listMarkers, options.lineBreaks],
  );
  const debounced = useDebounced(request, DEBOUNCE_MS);
  const paused = debounced.direction === 'html-to-text' && needsManualConvert(debounced.input) && approved !== debounced.input;

  useEffect(() => {
    const { input: src, direction: dir, listMarkers, lineBreaks } = debounced;
    const controller = new AbortController();
    setError(null);
    if (src.trim() === '') {
      setOutput('');
      setWarnings([]);
      return;
    }
    if (dir === 'html-to-text') {
      if (needsManualConvert(src) && approved !== src) return;
      let cancelled = false;
      const run = async () => {
        if (needsManualConvert(src)) {
          setBusy(true);
          await nextFrame();
        }
        if (cancelled) return;
        try {
          setOutput(htmlToText(src, { listMarkers }));
          setWarnings(analyseHtml(src));
        } catch {
          setError('The HTML could not be converted.');
        } finally {
          setBusy(false);
        }
      };
      void run();
      return () => {
        cancelled = true;
      };
    }
    setWarnings([]);
    setBusy(src.length >= WORKER_THRESHOLD);
    runJob({ kind: 'text-to-html', text: src, mode: lineBreaks }, controller.signal)
      .then((r) => {
        if (controller.signal.aborted) return;
        if (r.ok) setOutput(r.output);
        else setError(r.error);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (!controller.signal.aborted) setBusy(false);
      });
    return () => controller.abort();
  }, [debounced, approved]);

  useEffect(() => () => formatting.current?.abort(), []);

  const changeDirection = (next: Direction) => {
    if (next === direction) return;
    setDirection(next);
    setOutput('');
    setWarnings([]);
  };

  const swap = () => {
    const previous = input;
    setInput(output);
    setOutput(previous);
    setDirection(flipDirection(direction));
    setWarnings([]);
  };

  const clear = () => {
    setInput('');
    setOutput('');
    setWarnings([]);
    setError(null);
  };

  const formatOutput = async () => {
    if (!output) {
      notify.info('No output to format');
      return;
    }
    formatting.current?.abort();
    const controller = new AbortController();
    formatting.current = controller;
    setBusy(true);
    try {
      const r = await runJob({ kind: 'format', html: output }, controller.signal);
      if (controller.signal.aborted) return;
      if (r.ok) {
        setOutput(r.output);
        setError(null);
      } else {
        setError(r.error);
        notify.error(r.error);
      }
    } catch {
      if (controller.signal.aborted) return;
      setError('Failed to format HTML');
      notify.error('Failed to format HTML');
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  const toText = direction === 'html-to-text';
  const previewDoc = useMemo(() => {
    if (toText || !output || output.length > WORKER_THRESHOLD) return null;
    const c = palette;
    // sanitised, and shown in a sandboxed frame whose policy forbids every request
    return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"><style>body{margin:12px;font:15px/1.55 system-ui,sans-serif;color:${c.text};background:${c.surface};overflow-wrap:anywhere}</style></head><body>${sanitizeForPreview(output)}</body></html>`;
  }, [toText, output, palette]);

  return (
    <Stack>
      <Tabs label="Conversion direction" items={TABS} value={direction} onChange={changeDirection} idBase="html-text" />
      <TabPanel idBase="html-text" id={direction}>
        <Stack>
          <Card title="Input">
            <Stack $gap="md">
              <TextArea
                label={toText ? 'HTML input' : 'Text input'}
                placeholder={toText ? 'Paste HTML here, e.g. <p>Hello <b>world</b></p>' : 'Type or paste text to escape as HTML…'}
                value={input}
                onChange={(e) => setInput(e.target.value)}
                minHeight={200}
                actions={
                  <>
                    <PasteButton onPaste={setInput} />
                    <Button size="sm" icon={<Eraser size={16} aria-hidden="true" />} onClick={clear} disabled={!input && !output}>
                      Clear
                    </Button>
                  </>
                }
              />
              <Toolbar $justify="between">
                <Toolbar>
                  <Button icon={<ArrowDownUp size={16} aria-hidden="true" />} onClick={swap} disabled={busy}>
                    Swap
                  </Button>
                  {!toText && (
                    <Button icon={<Wand2 size={16} aria-hidden="true" />} onClick={formatOutput} disabled={busy}>
                      Format HTML
                    </Button>
                  )}
                  {busy && <Spinner label="Converting" />}
                </Toolbar>
                {toText ? (
                  <Switch label="List markers (- and 1.)" checked={options.listMarkers} onChange={(listMarkers) => setOptions({ ...options, listMarkers })} />
                ) : (
                  <Select
                    label="Line breaks"
                    value={options.lineBreaks}
                    options={LINE_BREAK_OPTIONS}
                    onChange={(lineBreaks) => setOptions({ ...options, lineBreaks })}
                  />
                )}
              </Toolbar>
              {paused && (
                <Alert tone="info" title="Large input">
                  <p style={{ margin: '0 0 8px' }}>
                    This HTML is {formatBytes(input.length)}. Automatic conversion is paused above 1 MB so the page stays responsive while you edit.
                  </p>
                  <Button variant="primary" size="sm" onClick={() => setApproved(debounced.input)} disabled={busy}>
                    Convert now
                  </Button>
                </Alert>
              )}
              {error && <Alert>{error}</Alert>}
            </Stack>
          </Card>

          <Card title="Output">
            <Output
              label={toText ? 'Text output' : 'HTML output'}
              value={output}
              actions={
                <>
                  <CopyButton value={output} />
                  <DownloadButton
                    getData={() => output}
                    fileName={toText ? DOWNLOAD_NAMES.text : DOWNLOAD_NAMES.html}
                    mimeType={toText ? 'text/plain;charset=utf-8' : 'text/html;charset=utf-8'}
                  />
                </>
              }
            />
          </Card>

          {toText ? (
            <Card title="Warnings">
              {warnings.length > 0 ? (
                <List aria-label="HTML warnings">
                  {warnings.map((w) => (
                    <li key={w.code}>{w.message}</li>
                  ))}
                </List>
              ) : (
                <Muted>{input.trim() && !paused ? 'No problems found in the HTML.' : 'Problems in the HTML (parse errors, unclosed tags, script mismatches) are listed here.'}</Muted>
              )}
            </Card>
          ) : (
            previewDoc && (
              <Card title="Preview">
                <iframe
                  title="HTML preview"
                  sandbox=""
                  srcDoc={previewDoc}
                  style={{ width: '100%', height: 220, border: `1px solid ${palette.border}`, borderRadius: 6, background: palette.surface }}
                />
              </Card>
            )
          )}
        </Stack>
      </TabPanel>
    </Stack>
  );
}
