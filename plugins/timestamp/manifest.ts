import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'timestamp',
  name: 'Timestamp Converter',
  description:
    'Convert Unix timestamps (seconds or milliseconds) to dates and dates to Unix time, in your time zone, UTC or any IANA zone, with relative time and a live clock.',
  group: 'converters',
  path: '/convert/timestamp',
  order: 5,
  icon: 'clock',
  useCases: ['data'],
  keywords: [
    'unix',
    'timestamp',
    'epoch',
    'date',
    'time',
    'datetime',
    'date format',
    'utc',
    'iso 8601',
    'time zone',
    'timezone',
    'milliseconds',
    'relative time',
  ],
  features: ['Seconds and milliseconds', 'Any IANA time zone', 'Custom formats', 'Live current time', 'Relative time'],
  seo: {
    title: 'Unix Timestamp Converter',
    description:
      'Convert Unix epoch timestamps to human dates and back, in local time, UTC or any time zone, with ISO 8601, custom formats and relative time.',
    keywords: ['unix timestamp converter', 'epoch converter', 'timestamp to date', 'date to timestamp', 'unix time'],
  },
  options: optionsSpec,
});
