import { jobClient } from '@/lib/jobClient';
import { defineFileTool } from '@/ui/fileTool';
import { fileToBase64Jobs } from './jobs';
import { MAX_FILE_BYTES, MESSAGES, buildOutput, downloadName } from './logic';
import { optionsSpec } from './options';
import { ConversionInfo, type Converted } from './slots';

/** The finished progress bar stays this long, so even a quick conversion is seen to complete before it hides. */
const HIDE_PROGRESS_MS = 300;

const jobs = jobClient(fileToBase64Jobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineFileTool({
  options: optionsSpec,
  input: {
    title: 'Choose a file',
    hint: 'Any file type, up to 5 MB. The file never leaves your browser.',
    maxBytes: MAX_FILE_BYTES,
    tooLarge: MESSAGES.tooLarge,
    empty: 'No file selected.',
    missing: MESSAGES.noFile,
    testId: 'selected-file',
  },
  job: {
    jobs,
    kind: 'convert',
    policy: 'fileRead',
    // the job gives the Base64 alone; the format is applied as it is shown, so changing it reads nothing again
    request: (file) => file,
    read: (result, file) =>
      result.ok
        ? { ok: true, output: result.output, details: { name: file.name, type: file.type, bytes: result.bytes } }
        : { ok: false, error: { message: result.error } },
    failed: () => ({ message: MESSAGES.cannotProcess }),
    button: 'Convert',
    progress: 'Conversion progress',
    holdDoneMs: HIDE_PROGRESS_MS,
  },
  output: {
    controls: ['output'],
    label: ({ options }) => (options.output === 'dataUrl' ? 'Data URL output' : 'Base64 output'),
    placeholder: 'Choose a file; its Base64 appears here.',
    minHeight: 200,
    show: (base64, details: Converted, { options }) => buildOutput(base64, options.output, details.type),
    download: { fileName: ({ file }) => downloadName(file?.name) },
    footer: ConversionInfo,
  },
});
