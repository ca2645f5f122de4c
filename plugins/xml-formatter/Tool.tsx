import { useEffect, useMemo, useRef, useState } from 'react';
import { Eraser, FileText } from 'lucide-react';
import styled from 'styled-components';
import { Alert, Badge, Button, Card, CopyButton, DownloadButton, indexRows, Muted, PasteButton, ProgressBar, Select, Stack, TextArea, Toolbar, RowGutter as Gutter } from '../../src/ui';
import { notify } from '../../src/lib/notify';
import { runInWorker } from '../../src/lib/runInWorker';
import { useToolOptions } from '../../src/lib/useToolOptions';
import {
  DEFAULT_INDENT,
  DEFAULT_THEME,
  FILE_NAMES,
  MESSAGES,
  PROCESSING_DELAY_MS,
  THEMES,
  THEME_IDS,
  runXmlJob,
  tokensInRange,
  type XmlAction,
  type XmlJobResult,
  type XmlPalette,
  type XmlThemeId,
} from './logic';
import { VirtualRows, viewHeight } from '../../src/ui';
import type { XmlJob } from './worker';
import { INDENTS, optionsSpec } from './options';


/** Below this size saxes takes well under 50 ms, so the worker's start-up is not worth it. */
const INLINE_LIMIT = 150_000;
/** Long lines (a minified document) are cut into rows of this many characters. */
const WRAP_AT = 160;

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

function run(job: XmlJob, onProgress: (f: number) => void, signal: AbortSignal): Promise<XmlJobResult> {
  if (typeof Worker === 'undefined' || job.xml.length < INLINE_LIMIT) return Promise.resolve(runXmlJob(job.xml, job.action, job.indent));
  return runInWorker<XmlJob, XmlJobResult>(createWorker, job, { timeoutMs: 60_000, onProgress, signal });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<!-- A sample catalogue -->
<catalog xmlns="urn:example:catalog" xmlns:x="urn:example:extra"><book id="bk101" x:format="paperback"><author>Gambardella, Matthew</author><title>XML Developer's Guide</title><price currency="USD">44.95</price><description><![CDATA[An in-depth look at <XML> & friends.]]></description></book><?render mode="compact"?><book id="bk102"><author>Ralls, Kim</author><title>Midnight Rain</title><price currency="EUR">5.95</price></book></catalog>`;

const THEME_LABELS: Record<XmlThemeId, string> = { 'vs-dark': 'vs-dark', 'vs-light': 'vs-light', monokai: 'monokai' };

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 160px;
  padding: 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

interface Shown {
  result: XmlJobResult;
  action: XmlAction;
}

export default function XmlFormatterTool() {
  const [options, setOptions] = useToolOptions(optionsSpec);
  const themeId: XmlThemeId = THEME_IDS.includes(options.theme) ? options.theme : DEFAULT_THEME;
  const indent = options.indent || DEFAULT_INDENT;
  const palette = THEMES[themeId];
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState<XmlAction | null>(null);
  const [progress, setProgress] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);
  const [validity, setValidity] = useState<boolean | null>(null);
  const [error, setError] = useState<{ title?: string; message: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (action: XmlAction) => {
    if (busy) return;
    setError(null);
    if (input.trim() === '') {
      setError({ message: MESSAGES.emptyInput });
      setValidity(null);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setBusy(action);
    setProgress(0);
    try {
      await sleep(PROCESSING_DELAY_MS);
      if (controller.signal.aborted) return;
      const result = await run({ xml: input, action, indent }, setProgress, controller.signal);
      if (controller.signal.aborted) return;
      if (!result.validation.isValid) {
        setValidity(false);
        setShown(null);
        setError({ title: MESSAGES.invalidXml, message: result.validation.errorMessage || MESSAGES.invalidXml });
        notify.error(result.validation.errorMessage || MESSAGES.invalidXml, MESSAGES.invalidXml);
        return;
      }
      setValidity(true);
      setShown({ result, action });
    } catch (e) {
      if (controller.signal.aborted) return;
      const failed = action === 'format' ? MESSAGES.formatFailed : MESSAGES.minifyFailed;
      setShown(null);
      setError({ title: failed, message: e instanceof Error ? e.message : String(e) });
      notify.error(e instanceof Error ? e.message : String(e), failed);
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setBusy(null);
      }
    }
  };

  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    setBusy(null);
  };

  const clear = () => {
    cancel();
    setInput('');
    setShown(null);
    setError(null);
    setValidity(null);
  };

  const output = shown?.result.output ?? '';

  return (
    <Stack>
      <Card
        title="Input"
        actions={
          validity === null ? null : (
            <Badge $tone={validity ? 'success' : 'danger'} role="status" aria-label={validity ? MESSAGES.validBadge : MESSAGES.invalidBadge}>
              {validity ? MESSAGES.validBadge : MESSAGES.invalidBadge}
            </Badge>
          )
        }
      >
        <Stack $gap="md">
          <TextArea
            label="XML input"
            placeholder="Paste or type XML here, then press Format or Minify…"
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              setValidity(null);
            }}
            minHeight={260}
            invalid={validity === false}
            actions={
              <>
                <Button size="sm" icon={<FileText size={16} aria-hidden="true" />} onClick={() => setInput(SAMPLE)}>
                  Load sample
                </Button>
                <PasteButton onPaste={setInput} />
                <Button size="sm" icon={<Eraser size={16} aria-hidden="true" />} onClick={clear} disabled={!input && !output && !error}>
                  Clear
                </Button>
              </>
            }
          />
          <Toolbar $justify="between">
            <Toolbar>
              <Button variant="primary" onClick={() => start('format')} disabled={busy !== null}>
                {busy === 'format' ? 'Formatting...' : 'Format'}
              </Button>
              <Button variant="primary" onClick={() => start('minify')} disabled={busy !== null}>
                {busy === 'minify' ? 'Minifying...' : 'Minify'}
              </Button>
              {busy && (
                <Button variant="ghost" onClick={cancel}>
                  Cancel
                </Button>
              )}
            </Toolbar>
            <Toolbar>
              <Select
                label="Indent"
                value={String(indent)}
                options={INDENTS.map((n) => ({ value: String(n), label: `${n} spaces` }))}
                onChange={(v) => setOptions({ ...options, indent: INDENTS.find((n) => String(n) === v) ?? indent })}
              />
              <Select<XmlThemeId>
                label="Colour theme"
                value={themeId}
                options={THEME_IDS.map((id) => ({ value: id, label: THEME_LABELS[id] }))}
                onChange={(theme) => setOptions({ ...options, theme })}
              />
            </Toolbar>
          </Toolbar>
          {busy && <ProgressBar value={Math.round(progress * 100)} label={busy === 'format' ? 'Formatting progress' : 'Minifying progress'} />}
          {error && (
            <Alert title={error.title}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{error.message}</span>
            </Alert>
          )}
        </Stack>
      </Card>
      <Card
        title="Output"
        actions={
          <Toolbar>
            <CopyButton value={output} emptyMessage={MESSAGES.noOutputToCopy} />
            <DownloadButton
              getData={() => output}
              fileName={() => shown?.result.fileName ?? FILE_NAMES.format}
              mimeType="application/xml;charset=utf-8"
              emptyMessage={MESSAGES.noOutputToDownload}
            />
          </Toolbar>
        }
      >
        <Stack $gap="sm">
          {shown ? (
            <>
              <HighlightedXml output={output} result={shown.result} palette={palette} label={shown.action === 'format' ? 'Formatted XML' : 'Minified XML'} />
              <Muted aria-live="polite">
                {shown.result.characters.toLocaleString('en-US')} characters · {shown.result.tags.toLocaleString('en-US')} tags
              </Muted>
            </>
          ) : (
            <Placeholder style={{ background: palette.background, color: palette.lineNumber }}>Formatted XML will appear here.</Placeholder>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function HighlightedXml({ output, result, palette, label }: { output: string; result: XmlJobResult; palette: XmlPalette; label: string }) {
  const rows = useMemo(() => indexRows(output, WRAP_AT), [output]);
  const gutterCh = String(rows.lineCount).length;
  return (
    <VirtualRows
      label={label}
      count={rows.count}
      height={viewHeight(rows.count)}
      style={{ background: palette.background, color: palette.color }}
      renderRow={(i) => {
        const line = rows.lines[i];
        const tokens = tokensInRange(result.spans, output, rows.starts[i], rows.ends[i]);
        return (
          <>
            <Gutter style={{ color: palette.lineNumber, background: palette.background, minWidth: `${gutterCh + 3}ch` }}>{line || ''}</Gutter>
            <span style={{ paddingRight: 12 }}>
              {tokens.map((t, k) => (
                <span key={k} style={{ color: palette[t.kind] }}>
                  {t.text}
                </span>
              ))}
            </span>
          </>
        );
      }}
    />
  );
}
