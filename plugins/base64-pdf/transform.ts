import { bytesBlob } from '@/lib/bytes';
import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { base64PdfJobs } from './jobs';
import { MESSAGES, PDF_FILE_NAME, PDF_MIME, notPdfHint, pdfDataUrl, stripPrefix } from './logic';
import { optionsSpec } from './options';
import { HowToUse, PdfPreview, PdfSummary } from './slots';

const jobs = jobClient(base64PdfJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  // on demand: the PDF is converted when Convert to PDF or Ctrl+Enter asks for it
  policy: 'document',
  // a document reads best at the page's full width, under the input
  layout: 'stacked',
  modes: {
    control: 'buttons',
    label: 'Action',
    items: [
      { id: 'convert', label: 'Convert to PDF', busyLabel: 'Converting...', progressLabel: 'Conversion progress' },
    ],
  },
  // a data URL prefix with nothing after it is as blank as an empty field
  isBlank: (input) => stripPrefix(input).trim() === '',
  blank: MESSAGES.empty,
  request: ({ input }) => input,
  read: (result) => {
    if (result.ok) return { ok: true, output: pdfDataUrl(result), details: result };
    // valid Base64 that is no PDF: the error names what the bytes are instead
    if (result.reason === 'not-pdf')
      return { ok: false, error: { title: result.error, message: notPdfHint(result.detected ?? null) } };
    return { ok: false, error: { message: result.error } };
  },
  failed: () => ({ message: MESSAGES.failed }),
  input: {
    title: 'Base64 input',
    label: 'Base64 data',
    placeholder: 'Paste the Base64 of a PDF, with or without a data:application/pdf;base64, prefix…',
    minHeight: 200,
  },
  output: {
    title: 'Preview',
    label: 'Converted PDF',
    view: 'code',
    placeholder: 'Convert Base64 data to see the PDF here.',
    // the output is the PDF's data URL; the preview shows the document it stands for
    body: { slot: PdfPreview },
    copy: { label: 'Copy URL' },
    download: {
      label: 'Download PDF',
      fileName: PDF_FILE_NAME,
      mimeType: PDF_MIME,
      // the PDF's bytes, not its data URL
      data: (_text, _view, details) => (details ? bytesBlob(details.bytes, PDF_MIME) : ''),
      emptyMessage: MESSAGES.noPdf,
      failureMessage: MESSAGES.downloadFailed,
    },
  },
  waitingNotice: { text: () => 'Press Convert to PDF or Ctrl+Enter to see the PDF here.' },
  examples,
  slots: { outputFooter: PdfSummary, after: HowToUse },
});
