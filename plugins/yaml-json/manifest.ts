import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'yaml-json',
  name: 'YAML / TOML / JSON Converter',
  description:
    'Convert between YAML, JSON and TOML. YAML 1.2 with a report of values YAML 1.1 reads differently, merge keys and anchors resolved safely, big integers kept whole, comments kept when YAML is reformatted.',
  group: 'converters',
  path: '/convert/yaml-json',
  aliases: [
    { path: '/convert/json-yaml', settings: { to: 'yaml' } },
    { path: '/convert/toml-json', settings: { from: 'toml', to: 'json' } },
  ],
  order: 6,
  icon: 'file-json',
  useCases: ['data'],
  accepts: [
    { kinds: ['yaml', 'toml'], settings: { to: 'json' } },
    { kinds: ['json'], as: 'to YAML', settings: { to: 'yaml' } },
  ],
  produces: ['json', 'yaml', 'toml'],
  keywords: [
    'yaml',
    'json',
    'toml',
    'convert',
    'yaml to json',
    'json to yaml',
    'toml to json',
    'json to toml',
    'yml',
    'converter',
  ],
  features: [
    'YAML 1.2, with a YAML 1.1 type-drift report',
    'Anchors, aliases and merge keys, with an alias limit',
    'Big integers keep their digits',
    'Comments kept when YAML is reformatted',
  ],
  seo: {
    title: 'YAML to JSON, JSON to YAML and TOML Converter',
    description:
      'Convert YAML, JSON and TOML online: YAML 1.2 with a YAML 1.1 type-drift report, merge keys, multi-document streams and exact big integers. Private: runs in your browser.',
    keywords: ['yaml to json', 'json to yaml', 'toml to json', 'json to toml', 'yaml converter', 'toml converter'],
  },
  options: optionsSpec,
});
