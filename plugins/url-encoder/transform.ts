import { jobClient } from '@/lib/jobClient';
import { kindOfOutput } from '@/lib/outputKind';
import { defineTransform } from '@/ui/transform';
import { badEscapeText } from './badEscape';
import { examples } from './examples';
import { urlJobs } from './jobs';
import {
  charCount,
  DEBOUNCE_MS,
  downloadName,
  flipDirection,
  isUrlTarget,
  DEFAULT_URL_TARGET,
  MESSAGES,
} from './logic';
import { optionsSpec } from './options';

const jobs = jobClient(urlJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  policy: 'liveCodec',
  debounceMs: DEBOUNCE_MS,
  modes: {
    control: 'tabs',
    label: 'Mode',
    items: [
      { id: 'encode', label: 'Encode' },
      { id: 'decode', label: 'Decode' },
    ],
  },
  // spaces are text to encode: only an empty input has nothing to convert
  isBlank: (input) => input === '',
  request: ({ mode, input, options }) => ({
    input,
    direction: mode,
    target: isUrlTarget(options.target) ? options.target : DEFAULT_URL_TARGET,
  }),
  read: (result) => {
    if (result.ok) return { ok: true, output: result.output, details: null };
    // a bad escape is named with its place in the input; the message itself is the title then
    return {
      ok: false,
      error: result.escape ? { title: result.error, message: badEscapeText(result.escape) } : { message: result.error },
    };
  },
  failed: (_error, { direction }) => ({
    message: direction === 'encode' ? MESSAGES.encodeFailed : MESSAGES.decodeFailed,
  }),
  layout: 'columns',
  input: {
    label: ({ mode }) => (mode === 'encode' ? 'Text to encode' : 'Text to decode'),
    placeholder: ({ mode }) =>
      mode === 'encode' ? 'Type or paste text or a URL to encode…' : 'Paste percent-encoded text, e.g. hello%20world…',
    minHeight: 220,
    count: { text: charCount, testId: 'input-count' },
  },
  output: {
    label: ({ mode }) => (mode === 'encode' ? 'Encoded output' : 'Decoded output'),
    view: 'text',
    kind: ({ mode }, output) => (mode === 'encode' ? 'url' : (kindOfOutput(output, ['text', 'json']) ?? undefined)),
    placeholder: 'The result appears here as you type.',
    minHeight: 220,
    count: { text: charCount, testId: 'output-count' },
    // named after the direction the output was made in, so a swap does not rename it
    download: { fileName: ({ direction }) => downloadName(direction) },
  },
  swap: { label: 'Swap', placement: 'output', mode: flipDirection },
  examples,
});
