import { Stack, TabPanel, Tabs } from '@/ui';
import type { GeneratorSlotProps } from '@/ui/generator';
import { FieldsEditor } from './FieldsEditor';
import type { Generated } from './generated';
import type { Options } from './options';
import { SchemaInput } from './SchemaInput';
import { TemplatePicker } from './TemplatePicker';
import { loadTemplate } from './templates';

const TABS = [
  { id: 'builder', label: 'Builder' },
  { id: 'templates', label: 'Templates' },
  { id: 'schema', label: 'From JSON Schema' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** Where the items come from: the field list, kept as options; a template loaded into it; or a JSON Schema, kept as an input. */
export function DataDefinition({ view, setOption, setOptions, setInput }: GeneratorSlotProps<Options, Generated>) {
  const tab: TabId = TABS.find((t) => t.id === view.inputs.source)?.id ?? 'builder';
  const applyTemplate = (name: string) => {
    const template = loadTemplate(name);
    if (!template) return;
    setOptions({ fields: template.fields, count: template.count });
    setInput('source', 'builder');
  };
  return (
    <Stack $gap="md">
      <Tabs
        items={TABS}
        value={tab}
        onChange={(next) => setInput('source', next)}
        label="Data definition"
        idBase="mock-data"
      />
      <div hidden={tab !== 'builder'}>
        <TabPanel idBase="mock-data" id="builder">
          <FieldsEditor fields={view.options.fields} onFields={(next) => setOption('fields', next)} />
        </TabPanel>
      </div>
      <div hidden={tab !== 'templates'}>
        <TabPanel idBase="mock-data" id="templates">
          <TemplatePicker onLoad={applyTemplate} />
        </TabPanel>
      </div>
      <div hidden={tab !== 'schema'}>
        <TabPanel idBase="mock-data" id="schema">
          <SchemaInput schemaText={view.inputs.schema} onSchemaText={(text) => setInput('schema', text)} />
        </TabPanel>
      </div>
    </Stack>
  );
}
