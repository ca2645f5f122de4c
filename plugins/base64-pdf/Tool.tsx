import { Download, FileText } from 'lucide-react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { bytesBlob } from '@/lib/bytes';
import { downloadBlob, DOWNLOAD_MESSAGES } from '@/lib/download';
import { jobClient } from '@/lib/jobClient';
import { notify } from '@/lib/notify';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { useToolJob } from '@/lib/useToolJob';
import type { ToolProps } from '@/registry/types';
import { Alert, Button, Card, List, Muted, ProgressBar, Stack, TextInputPanel, Toolbar } from '@/ui';
import { base64PdfJobs } from './jobs';
import {
  MESSAGES,
  PDF_FILE_NAME,
  PDF_MIME,
  PROGRESS,
  describePdf,
  notPdfHint,
  stripPrefix,
  type PdfResult,
} from './logic';
import { PdfFrame } from './PdfFrame';

const jobs = jobClient(base64PdfJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

/** False when the browser says it has no built-in PDF viewer (then <object> would show nothing useful). */
function canShowPdf(): boolean {
  return (
    typeof navigator === 'undefined' ||
    (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false
  );
}

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
  p {
    margin: 0;
  }
`;

export default function Base64PdfTool({ embedded }: ToolProps) {
  const level = embedded ? 3 : 2;
  const [input, setInput] = useToolInput();
  // Convert pressed on blank input: nothing is run, and this says so
  const [blank, setBlank] = useState(false);
  const conversion = useToolJob(jobs, 'convert', {
    policy: 'document',
    hideDoneAfterMs: (result) => (result.ok ? PROGRESS.hideDelay : 0),
  });
  const { busy, progress } = conversion;
  const { result, error: failure } = conversion;
  const pdf: PdfResult | null = !failure && result?.ok ? result : null;
  // errors stay inline beside the input: one place per message; a new run hides the last one's
  const { error, hint } = blank
    ? { error: MESSAGES.empty, hint: null }
    : busy
      ? { error: null, hint: null }
      : failure
        ? { error: MESSAGES.failed, hint: null }
        : result && !result.ok
          ? { error: result.error, hint: result.reason === 'not-pdf' ? notPdfHint(result.detected ?? null) : null }
          : { error: null, hint: null };
  const blob = useMemo(() => (pdf ? bytesBlob(pdf.bytes, PDF_MIME) : null), [pdf]);
  const url = useObjectUrl(blob);

  const start = () => {
    if (busy) return;
    const empty = stripPrefix(input).trim() === '';
    setBlank(empty);
    if (empty) {
      conversion.clear();
      return;
    }
    conversion.run(input);
  };

  const clear = () => {
    conversion.clear();
    setInput('');
    setBlank(false);
  };

  const download = () => {
    if (!pdf) {
      notify.error(MESSAGES.noPdf);
      return;
    }
    const ok = downloadBlob(
      new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: PDF_MIME }),
      PDF_FILE_NAME,
      PDF_MIME,
    );
    if (ok) notify.success(DOWNLOAD_MESSAGES.started);
    else notify.error(MESSAGES.downloadFailed);
  };

  const viewerOk = canShowPdf();

  useMainAction(start);

  return (
    <Stack>
      <Card title="Base64 input" level={level}>
        <Stack $gap="md">
          <TextInputPanel
            label="Base64 data"
            placeholder={'Paste the Base64 of a PDF, with or without a data:application/pdf;base64, prefix…'}
            value={input}
            onChange={setInput}
            invalid={error !== null}
            minHeight={200}
            onClear={clear}
            clearDisabled={!input && !pdf && !error}
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
          {error && <Alert title={hint ? error : undefined}>{hint ?? error}</Alert>}
        </Stack>
      </Card>
      <Card title="Preview" level={level} actions={pdf && <Muted>{describePdf(pdf)}</Muted>}>
        <Stack $gap="md">
          {pdf && !pdf.complete && (
            <Alert tone="warning" title="The PDF may be incomplete">
              No %%EOF marker was found near the end of the file, so it may be truncated. It can still be previewed and
              downloaded.
            </Alert>
          )}
          {!pdf && (
            <Empty>
              <FileText size={32} aria-hidden="true" />
              <p>Convert Base64 data to see the PDF here.</p>
            </Empty>
          )}
          {pdf && url && viewerOk && <PdfFrame url={url} />}
          {pdf && (!viewerOk || !url) && <Alert tone="info">{MESSAGES.previewFallback}</Alert>}
        </Stack>
      </Card>
      <Card title="How to use" level={level}>
        <List as="ol">
          <li>
            Paste the Base64 of a PDF into the input. A data URL prefix (anything before the first comma) is removed for
            you.
          </li>
          <li>
            Press Convert to PDF. The data is decoded in your browser and checked to be a real PDF (it must start with
            %PDF-).
          </li>
          <li>Read the document in the preview, then use Download PDF to save it as {PDF_FILE_NAME}.</li>
        </List>
      </Card>
    </Stack>
  );
}
