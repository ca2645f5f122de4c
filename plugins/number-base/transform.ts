import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { baseName } from './digits';
import { examples } from './examples';
import { inputSwitch, INPUT_SWITCH } from './inputSwitch';
import { numberJobs } from './jobs';
import { baseOption, MESSAGES, MODES, outputBaseFor, type Mode } from './logic';
import { optionsSpec, type Options } from './options';
import { FLOAT_MESSAGES, isBitsText } from './readFloat';
import { INTEGER_MESSAGES, inputBaseOf } from './readInteger';
import { Details, Summary } from './slots';

const jobs = jobClient(numberJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const MODE_OPTIONS: Record<Mode, readonly (keyof Options & string)[]> = {
  integer: ['from', 'to', 'width', 'group', 'upper'],
  float: ['float', 'upper'],
};

const PLACEHOLDERS: Record<Mode, string> = {
  integer: 'A whole number of any size: 255, 0xff, 0b1111_1111, 0o377, -42 or 123456789012345678901234567890',
  float: 'A value (0.1, -2.5e-3, 1e308, Infinity, NaN, 0x1.8p3) or its bits (0x3fb999999999999a, 0b…)',
};

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  // always in the worker: a number of thousands of digits in 35 bases takes tens of milliseconds,
  // which the page must never wait on while it is typed
  policy: 'validate',
  modes: {
    control: 'tabs',
    label: 'Number',
    option: 'mode',
    items: MODES.map(({ id, label }) => ({
      id,
      label,
      busyLabel: 'Converting...',
      progressLabel: 'Conversion progress',
      options: MODE_OPTIONS[id],
    })),
  },
  // a fraction typed as an integer turns to the Float tab; a prefix the input base cannot read turns it to Auto
  detectOptions: {
    keys: ['mode', 'from'],
    options: inputSwitch,
    note: INPUT_SWITCH.note,
    instead: INPUT_SWITCH.instead,
  },
  request: ({ mode, input, options }) => ({
    mode,
    input,
    from: baseOption(options.from),
    to: baseOption(options.to),
    width: options.width,
    group: options.group,
    upper: options.upper,
    float: options.float,
  }),
  blank: ({ mode }) => (mode === 'float' ? FLOAT_MESSAGES.blank : INTEGER_MESSAGES.blank),
  read: (result) =>
    result.ok ? { ok: true, output: result.output, details: result.details } : { ok: false, error: result.error },
  failed: (error) => ({ title: MESSAGES.failed, message: error.message }),
  input: {
    title: 'Number',
    label: 'Number to convert',
    placeholder: ({ mode }) => PLACEHOLDERS[mode],
    minHeight: 80,
  },
  output: {
    title: 'Result',
    label: ({ mode, input, options }) => {
      if (mode === 'float') return isBitsText(input) ? `${options.float} value` : `${options.float} bits (hexadecimal)`;
      const base = outputBaseFor(baseOption(options.to), inputBaseOf(input, baseOption(options.from)));
      return `${baseName(base)} (base ${base})`;
    },
    view: 'text',
    minHeight: 80,
    download: { fileName: 'number.txt', mimeType: 'text/plain;charset=utf-8' },
  },
  examples,
  slots: { outputFooter: Summary, after: Details },
});
