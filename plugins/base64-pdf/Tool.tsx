import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Download, Eraser, FileText } from 'lucide-react';
import styled from 'styled-components';
import type { ToolProps } from '../../src/registry/types';
import { Alert, Button, Card, List, Muted, PasteButton, ProgressBar, Stack, LargeInputArea, Toolbar } from '../../src/ui';
import { downloadBlob, DOWNLOAD_MESSAGES } from '../../src/lib/download';
import { notify } from '../../src/lib/notify';
import { runInWorker } from '../../src/lib/runInWorker';
import {
  MESSAGES,
  PDF_FILE_NAME,
  PDF_MIME,
  PROGRESS,
  WORKER_THRESHOLD,
  convertBase64ToPdf,
  describePdf,
  nextProgress,
  stripPrefix,
  type PdfConversion,
  type PdfResult,
} from './logic';

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

function convert(input: string, signal: AbortSignal, onProgress: (f: number) => void): Promise<PdfConversion> {
  // jsdom (stories) has no Worker: convert in place there
  if (input.length < WORKER_THRESHOLD || typeof Worker === 'undefined') return Promise.resolve(convertBase64ToPdf(input, onProgress));
  return runInWorker<string, PdfConversion>(createWorker, input, { timeoutMs: 30_000, signal, onProgress });
}

/** An object URL typed application/pdf, revoked when the PDF is replaced or the tool unmounts. */
function usePdfUrl(bytes: Uint8Array | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!bytes || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: PDF_MIME }));
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [bytes]);
  return url;
}

/** False when the browser says it has no built-in PDF viewer (then <object> would show nothing useful). */
function canShowPdf(): boolean {
  return typeof navigator === 'undefined' || (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;
}

const Viewer = styled.object`
  display: block;
  width: 100%;
  height: min(70vh, 720px);
  min-height: 360px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 200px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  p { margin: 0; }
`;

export default function Base64PdfTool({ embedded }: ToolProps) {
  const level = embedded ? 3 : 2;
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pdf, setPdf] = useState<PdfResult | null>(null);
  const url = usePdfUrl(pdf?.bytes ?? null);
  const job = useRef<AbortController | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      job.current?.abort();
      clearTimeout(hideTimer.current);
    },
    [],
  );

  const fail = (message: string) => {
    setPdf(null);
    setProgress(null);
    setError(message);
    notify.error(message);
  };

  const start = async () => {
    if (busy) return;
    clearTimeout(hideTimer.current);
    setError(null);
    if (stripPrefix(input).trim() === '') {
      fail(MESSAGES.empty);
      return;
    }
    const controller = new AbortController();
    job.current = controller;
    setBusy(true);
    setProgress(0);
    let real = 0;
    const ticker = setInterval(() => setProgress((p) => nextProgress(p ?? 0, Math.random(), real)), PROGRESS.tick);
    try {
      const result = await convert(input, controller.signal, (f) => {
        real = f;
      });
      if (controller.signal.aborted) return;
      if (!result.ok) {
        fail(result.error);
        return;
      }
      setPdf(result);
      setProgress(100);
      hideTimer.current = setTimeout(() => setProgress(null), PROGRESS.hideDelay);
    } catch (e) {
      if (controller.signal.aborted || (e instanceof Error && e.name === 'AbortError')) return;
      fail(MESSAGES.failed);
    } finally {
      clearInterval(ticker);
      if (job.current === controller) {
        job.current = null;
        setBusy(false);
      }
    }
  };

  const clear = () => {
    job.current?.abort();
    job.current = null;
    clearTimeout(hideTimer.current);
    setBusy(false);
    setInput('');
    setPdf(null);
    setError(null);
    setProgress(null);
  };

  const download = () => {
    if (!pdf) {
      notify.error(MESSAGES.noPdf);
      return;
    }
    const ok = downloadBlob(new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: PDF_MIME }), PDF_FILE_NAME, PDF_MIME);
    if (ok) notify.success(DOWNLOAD_MESSAGES.started);
    else notify.error(MESSAGES.downloadFailed);
  };

  const viewerOk = canShowPdf();

  return (
    <Stack>
      <Card title="Base64 input" level={level}>
        <Stack $gap="md">
          <LargeInputArea
            label="Base64 data"
            placeholder={'Paste the Base64 of a PDF, with or without a data:application/pdf;base64, prefix…'}
            value={input}
            onText={setInput}
            invalid={error !== null}
            minHeight={200}
            actions={
              <>
                <Button size="sm" icon={<Eraser size={16} aria-hidden="true" />} onClick={clear} disabled={!input && !pdf && !error}>
                  Clear
                </Button>
                <PasteButton onPaste={setInput} />
              </>
            }
          />
          <Toolbar>
            <Button variant="primary" icon={<FileText size={16} aria-hidden="true" />} onClick={start} disabled={busy}>
              {busy ? 'Converting...' : 'Convert to PDF'}
            </Button>
            <Button icon={<Download size={16} aria-hidden="true" />} onClick={download}>
              Download PDF
            </Button>
          </Toolbar>
          {progress !== null && <ProgressBar value={progress} label="Conversion progress" />}
          {error && <Alert>{error}</Alert>}
        </Stack>
      </Card>
      <Card title="Preview" level={level} actions={pdf && <Muted>{describePdf(pdf)}</Muted>}>
        <Stack $gap="md">
          {pdf && !pdf.complete && (
            <Alert tone="warning" title="The PDF may be incomplete">
              No %%EOF marker was found near the end of the file, so it may be truncated. It can still be previewed and downloaded.
            </Alert>
          )}
          {!pdf && (
            <Empty>
              <FileText size={32} aria-hidden="true" />
              <p>Convert Base64 data to see the PDF here.</p>
            </Empty>
          )}
          {pdf && url && viewerOk && (
            <Viewer key={url} data={url} type={PDF_MIME} aria-label="PDF preview">
              <Alert tone="info">{MESSAGES.previewFallback}</Alert>
            </Viewer>
          )}
          {pdf && (!viewerOk || !url) && <Alert tone="info">{MESSAGES.previewFallback}</Alert>}
        </Stack>
      </Card>
      <Card title="How to use" level={level}>
        <List as="ol">
          <li>Paste the Base64 of a PDF into the input. A data URL prefix (anything before the first comma) is removed for you.</li>
          <li>Press Convert to PDF. The data is decoded in your browser and checked to be a real PDF (it must start with %PDF-).</li>
          <li>Read the document in the preview, then use Download PDF to save it as {PDF_FILE_NAME}.</li>
        </List>
      </Card>
    </Stack>
  );
}
