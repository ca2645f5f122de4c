import { defineGenerator, type Recipe } from '@/ui/generator';
import {
  BULK_MAX,
  BULK_MIN,
  DOWNLOAD_NAME,
  formatUuid,
  newUuid,
  UUID_VERSIONS,
  VERSION_LABELS,
  type UuidVersion,
} from './logic';
import { optionsSpec } from './options';
import { Validator } from './Validator';

/** The first UUID's place before it is drawn: any UUID's shape, with or without hyphens. */
const SAME_SHAPE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';

const VERSIONS = UUID_VERSIONS.map((v) => ({ value: v, label: VERSION_LABELS[v] }));
const versionOf = (value: string): UuidVersion => UUID_VERSIONS.find((v) => v === value) ?? 'v4';

/** New UUIDs of a version: made hyphenated and kept so, shown with or without hyphens. */
const uuidsOf = (version: UuidVersion): Recipe<null> => ({
  ok: true,
  key: version,
  make: () => newUuid(version),
  details: null,
});

export default defineGenerator({
  options: optionsSpec,
  one: {
    title: 'Your UUID',
    controls: [{ key: 'version', kind: 'choice', widget: 'select', label: 'Version', choices: VERSIONS }],
    recipe: ({ options }) => uuidsOf(versionOf(options.version)),
    // Remove hyphens converts the values shown in place
    show: (uuid, { options }) => formatUuid(uuid, options.hyphens),
    view: 'value',
    label: 'Generated UUID',
    testId: 'single-uuid',
    shape: ({ options }) => formatUuid(SAME_SHAPE, options.hyphens),
    regenerate: { label: 'Regenerate', placement: 'below' },
  },
  // the list has its own version: changing the single UUID's does not change what the list makes
  bulk: {
    title: 'Bulk generator',
    count: 'count',
    controls: [
      {
        key: 'count',
        kind: 'number',
        label: 'Quantity',
        min: BULK_MIN,
        max: BULK_MAX,
        outOfRange: 'clamp',
        hint: 'How many UUIDs to generate (1–100).',
      },
      { key: 'bulkVersion', kind: 'choice', widget: 'select', label: 'Bulk version', choices: VERSIONS },
      { key: 'hyphens', kind: 'switch', label: 'Remove hyphens', inverted: true },
    ],
    recipe: ({ options }) => uuidsOf(versionOf(options.bulkVersion)),
    show: (uuid, { options }) => formatUuid(uuid, options.hyphens),
    button: (count) => `Generate ${count} UUIDs`,
    label: 'Generated UUIDs',
    placeholder: 'Generated UUIDs appear here, one per line.',
    download: { fileName: DOWNLOAD_NAME },
  },
  layout: 'columns',
  slots: { after: Validator },
});
