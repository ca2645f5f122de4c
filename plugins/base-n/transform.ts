import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { CODECS } from './alphabets';
import { examples } from './examples';
import { baseJobs } from './jobs';
import { MESSAGES, type Mode } from './logic';
import { optionsSpec } from './options';
import { Summary } from './slots';

const jobs = jobClient(baseJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  policy: 'codec',
  modes: {
    control: 'buttons',
    label: 'Direction',
    option: 'mode',
    items: [
      { id: 'encode', label: 'Encode', progressLabel: 'Encoding progress', options: ['alphabet', 'text', 'hrp'] },
      { id: 'decode', label: 'Decode', progressLabel: 'Decoding progress', options: ['alphabet', 'auto', 'text'] },
    ],
  },
  request: ({ mode, input, options }) => ({
    mode,
    input,
    alphabet: options.alphabet,
    auto: options.auto,
    text: options.text,
    hrp: options.hrp,
  }),
  blank: ({ mode }) => (mode === 'encode' ? MESSAGES.blankEncode : MESSAGES.blankDecode),
  read: (result) =>
    result.ok ? { ok: true, output: result.output, details: result.details } : { ok: false, error: result.error },
  failed: (error) => ({ title: MESSAGES.failed, message: error.message }),
  input: {
    label: 'Text or encoded input',
    placeholder: ({ mode, options }) =>
      mode === 'encode'
        ? `Type or paste text to encode as ${CODECS[options.alphabet].name}…`
        : 'Paste Base32, Base58, Ascii85, Z85 or Bech32 to decode…',
    minHeight: 160,
  },
  output: {
    label: 'Output',
    hideLabel: true,
    view: 'text',
    minHeight: 160,
    download: { fileName: ({ mode, alphabet }) => (mode === 'encode' ? `${alphabet}.txt` : 'decoded.txt') },
  },
  swap: {
    label: 'Use output as input',
    placement: 'toolbar',
    mode: (mode: Mode) => (mode === 'encode' ? 'decode' : 'encode'),
  },
  examples,
  slots: { outputFooter: Summary },
});
