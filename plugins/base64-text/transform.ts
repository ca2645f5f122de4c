import { jobClient } from '@/lib/jobClient';
import { kindOfOutput } from '@/lib/outputKind';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { base64TextJobs } from './jobs';
import { JwtSlot } from './JwtHint';
import { blankMessage, DETECTED, detectMode, DOWNLOAD_CLEANUP_MS, DOWNLOAD_NAME, MESSAGES, type Mode } from './logic';
import { optionsSpec } from './options';

const jobs = jobClient(base64TextJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  policy: 'codec',
  // the output follows the input in the last chosen direction; each button converts in its own.
  // Until the visitor picks one, pasted or typed Base64 decodes and the tool says so
  modes: {
    control: 'buttons',
    label: 'Direction',
    items: [
      { id: 'encode', label: 'Encode', progressLabel: 'Encoding progress' },
      { id: 'decode', label: 'Decode', progressLabel: 'Decoding progress' },
    ],
    detect: {
      mode: detectMode,
      note: () => DETECTED.note,
      instead: () => ({ label: DETECTED.instead, mode: 'encode' }),
    },
  },
  request: ({ mode, input, options }) => ({ mode, input, urlSafe: options.urlSafe }),
  blank: ({ mode }) => blankMessage(mode, '') ?? '',
  read: (result) =>
    result.ok ? { ok: true, output: result.output, details: null } : { ok: false, error: { message: result.message } },
  failed: (error, { mode }) => ({
    message: mode === 'encode' ? MESSAGES.encodeFailed(error.message) : MESSAGES.invalidBase64,
  }),
  input: {
    label: 'Text or Base64 input',
    placeholder: 'Type or paste text to encode, or Base64 to decode…',
    minHeight: 180,
  },
  output: {
    label: 'Output',
    hideLabel: true,
    view: 'text',
    minHeight: 180,
    // decoded text is offered to the tools for what it turns out to be
    kind: ({ mode }, output) =>
      mode === 'encode' ? 'base64' : (kindOfOutput(output, ['text', 'json', 'xml', 'html']) ?? undefined),
    download: { fileName: DOWNLOAD_NAME, busyLabel: 'Downloading...', cleanupMs: DOWNLOAD_CLEANUP_MS },
  },
  // decoding what was encoded, and the reverse
  swap: {
    label: 'Use output as input',
    placement: 'toolbar',
    mode: (mode: Mode) => (mode === 'encode' ? 'decode' : 'encode'),
  },
  examples,
  slots: { belowInput: JwtSlot },
});
