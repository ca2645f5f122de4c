import { bytesBlob } from '@/lib/bytes';
import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { base64ImageJobs } from './jobs';
import { DECODE_DELAY_MS, MESSAGES, toDataUrl } from './logic';
import { optionsSpec } from './options';
import { ImagePreview } from './Preview';
import { FormatCorrected, HowToUse, ImageInformation } from './slots';

const jobs = jobClient(base64ImageJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'decode',
  policy: 'imagePreview',
  debounceMs: DECODE_DELAY_MS,
  modes: {
    control: 'buttons',
    label: 'Action',
    items: [{ id: 'decode', label: 'Decode', busyLabel: 'Decoding...', progressLabel: 'Decoding progress' }],
  },
  request: ({ input }) => input,
  read: (result) => {
    if (result.ok) return { ok: true, output: toDataUrl(result), details: result };
    // a blank input is never run, so an empty result has no message of its own
    return { ok: false, error: { message: 'error' in result ? result.error : MESSAGES.invalidBase64 } };
  },
  failed: () => ({ message: MESSAGES.invalidBase64 }),
  input: {
    title: 'Base64 input',
    label: 'Base64 string or data URL',
    placeholder: 'Paste a data URL (data:image/png;base64,…) or raw Base64…',
    minHeight: 260,
  },
  output: {
    title: 'Preview',
    label: 'Decoded image',
    view: 'code',
    placeholder: 'Your image preview appears here.',
    // the output is the correctly typed data URL; the preview draws the image it stands for
    body: { slot: ImagePreview },
    copy: { label: 'Copy URL' },
    download: {
      // the image's bytes, named and typed after the format they are
      fileName: (_request, details) => details?.fileName ?? 'image.png',
      data: (_text, _view, details) => (details ? bytesBlob(details.bytes, details.mime) : ''),
    },
    disabled: (input) => input.trim() === '',
  },
  examples,
  slots: { belowInput: FormatCorrected, outputFooter: ImageInformation, after: HowToUse },
});
