import { useMemo } from 'react';
import { bytesBlob } from '@/lib/bytes';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { Alert, Card, List, Muted, Stack } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { MESSAGES, PDF_FILE_NAME, PDF_MIME, describePdf, type PdfResult } from './logic';
import type { Options } from './options';
import { PdfFrame } from './PdfFrame';

type Props = TransformSlotProps<Options, 'convert', PdfResult>;

/** False when the browser says it has no built-in PDF viewer (then the frame would show nothing useful). */
function canShowPdf(): boolean {
  return typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;
}

/**
 * The converted PDF in the browser's own viewer, from a blob: URL of its bytes typed application/pdf,
 * under a warning when it looks cut short; where the browser has no viewer, a line that says to
 * download it instead.
 */
export function PdfPreview({ outcome }: Props) {
  const pdf = outcome?.ok ? outcome.details : null;
  const blob = useMemo(() => (pdf ? bytesBlob(pdf.bytes, PDF_MIME) : null), [pdf]);
  const url = useObjectUrl(blob);
  if (!pdf) return null;
  const viewerOk = canShowPdf();
  return (
    <Stack $gap="md">
      {!pdf.complete && (
        <Alert tone="warning" title="The PDF may be incomplete">
          No %%EOF marker was found near the end of the file, so it may be truncated. It can still be previewed and
          downloaded.
        </Alert>
      )}
      {url && viewerOk ? <PdfFrame url={url} /> : <Alert tone="info">{MESSAGES.previewFallback}</Alert>}
    </Stack>
  );
}

/** Under the preview: the PDF's version and size ('PDF 1.7 · 12.3 KB'). */
export function PdfSummary({ outcome }: Props) {
  if (!outcome?.ok) return null;
  return <Muted>{describePdf(outcome.details)}</Muted>;
}

/** After the tool: how to use it. */
export function HowToUse() {
  return (
    <Card title="How to use">
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
  );
}
