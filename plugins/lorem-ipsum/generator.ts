import { defineGenerator } from '@/ui/generator';
import { defaultCount, DOWNLOAD_FILE_NAME, generate, LIMITS, MESSAGES, resolveOptions } from './logic';
import { optionsSpec } from './options';
import { Stats } from './Stats';

const MODES = [
  { value: 'paragraphs', label: 'Paragraphs' },
  { value: 'words', label: 'Words' },
];

/** The first text is the same on every visit (and in the prerendered page); Regenerate draws a new one. */
const FIRST_SEED = 1;

export default defineGenerator({
  options: optionsSpec,
  // the count's range and default follow the mode: an absent count is the mode's default, which the
  // link leaves out, and a new mode starts at its own default
  settle: {
    read: (stored) => ({ ...stored, ...resolveOptions(stored) }),
    write: (next, before) =>
      next.mode !== before.mode
        ? { mode: next.mode, start: next.start }
        : { ...next, count: next.count === defaultCount(next.mode) ? undefined : next.count },
  },
  settings: {
    controls: ({ options }) => [
      { key: 'mode', kind: 'choice', widget: 'select', label: 'Mode', choices: MODES },
      {
        key: 'count',
        kind: 'number',
        label: `Number of ${options.mode}`,
        min: LIMITS[options.mode].min,
        max: LIMITS[options.mode].max,
      },
      'start',
    ],
  },
  one: {
    title: 'Generated text',
    recipe: ({ options }) => {
      const { mode, count, start } = resolveOptions(options);
      return {
        ok: true,
        key: `${mode} ${count} ${start}`,
        make: (seed) => generate(mode, count, start, seed),
        details: null,
      };
    },
    firstSeed: FIRST_SEED,
    view: 'text',
    prose: true,
    minHeight: 320,
    label: 'Lorem ipsum text',
    regenerate: { label: 'Regenerate', placement: 'title' },
    copy: { copiedLabel: MESSAGES.copied },
    download: { fileName: DOWNLOAD_FILE_NAME, busyLabel: MESSAGES.downloading, busyMs: 1000 },
    footer: Stats,
  },
});
