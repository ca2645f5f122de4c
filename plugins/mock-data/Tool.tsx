import { useEffect, useState } from 'react';
import { Card, Stack, TabPanel, Tabs } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import type { Job } from './job';
import { generationErrorMessage } from './constants';
import { clampCount } from './fields';
import { randomSeed } from './random';
import { loadTemplate } from './templates';
import { optionsSpec } from './options';
import { parseSeed } from './seed';
import { FieldsEditor } from './FieldsEditor';
import { TemplatePicker } from './TemplatePicker';
import { SchemaInput } from './SchemaInput';
import { GenerateSettings } from './GenerateSettings';
import { GeneratedOutput, type Generated } from './GeneratedOutput';
import { useMainAction, useToolInput } from '../../src/lib/toolScope';

type TabId = 'builder' | 'templates' | 'schema';

const TABS = [
  { id: 'builder', label: 'Builder' },
  { id: 'templates', label: 'Templates' },
  { id: 'schema', label: 'From JSON Schema' },
] as const;

/** A schema that would run away (deep nesting, huge arrays) is stopped after this long. */
export const GENERATION_TIMEOUT_MS = 5000;

// the job code (with ajv) loads in the page only where there is no Worker (jsdom: stories, unit tests)
const jobs = jobClient(
  () => import('./jobs').then((m) => m.mockJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

export default function MockDataTool() {
  const spec = optionsSpec;
  const [options, , setOption] = useToolOptions(spec);
  const fields = Array.isArray(options.fields) ? options.fields : [];
  const [tab, setTab] = useState<TabId>('builder');
  const [countText, setCountText] = useState(String(options.count));
  const [seedText, setSeedText] = useState(options.seed === undefined ? '' : String(options.seed));
  const [schemaText, setSchemaText] = useToolInput('schema');
  const [output, setOutput] = useState('');
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | undefined>(undefined);
  // finished runs, so tests and assistive tech can tell a new result from an identical old one
  const [runs, setRuns] = useState(0);
  const generation = useToolJob(jobs, 'generate', {
    timeLimit: GENERATION_TIMEOUT_MS,
    onResult: (result) => {
      setRuns((n) => n + 1);
      if (!result.ok) {
        fail(result.error);
        return;
      }
      setOutput(result.json);
      setGenerated({ items: result.items, seed: result.seed });
      setWarning(result.warning);
    },
    onError: (e) => {
      setRuns((n) => n + 1);
      fail(generationErrorMessage(e.message));
    },
  });
  const { busy, cancel } = generation;

  const fail = (message: string) => {
    setError(message);
    setOutput('');
    setGenerated(null);
  };

  // follow changes that come from elsewhere (a template, a link) without fighting the user's typing
  useEffect(() => {
    setCountText((text) => (clampCount(text) === options.count ? text : String(options.count)));
  }, [options.count]);
  useEffect(() => {
    setSeedText((text) => (parseSeed(text) === options.seed ? text : options.seed === undefined ? '' : String(options.seed)));
  }, [options.seed]);

  const seedInvalid = seedText.trim() !== '' && parseSeed(seedText) === undefined;

  const onCount = (text: string) => {
    setCountText(text);
    if (text.trim() === '' || !Number.isFinite(Number(text))) return;
    const count = clampCount(text);
    if (count !== options.count) setOption('count', count);
  };

  const onSeed = (text: string) => {
    setSeedText(text);
    const seed = parseSeed(text);
    if (text.trim() === '' || seed !== undefined) setOption('seed', seed);
  };

  const applyTemplate = (name: string) => {
    const t = loadTemplate(name);
    if (!t) return;
    setOption('fields', t.fields);
    setOption('count', t.count);
    setCountText(String(t.count));
    setTab('builder');
  };

  const generateNow = () => {
    const count = clampCount(countText);
    setCountText(String(count));
    const seed = options.seed ?? randomSeed();
    const job: Job = tab === 'schema' ? { source: 'schema', schema: schemaText, count, seed } : { source: 'fields', fields, count, seed };
    setError(null);
    setWarning(undefined);
    generation.run(job);
  };

  useMainAction(generateNow);

  return (
    <Stack>
      <Card title="Data definition">
        <Stack $gap="md">
          <Tabs items={TABS} value={tab} onChange={setTab} label="Data definition" idBase="mock-data" />
          <div hidden={tab !== 'builder'}>
            <TabPanel idBase="mock-data" id="builder">
              <FieldsEditor fields={fields} onFields={(next) => setOption('fields', next)} />
            </TabPanel>
          </div>
          <div hidden={tab !== 'templates'}>
            <TabPanel idBase="mock-data" id="templates">
              <TemplatePicker onLoad={applyTemplate} />
            </TabPanel>
          </div>
          <div hidden={tab !== 'schema'}>
            <TabPanel idBase="mock-data" id="schema">
              <SchemaInput schemaText={schemaText} onSchemaText={setSchemaText} />
            </TabPanel>
          </div>
        </Stack>
      </Card>

      <GenerateSettings
        countText={countText}
        onCount={onCount}
        onCountBlur={() => setCountText(String(clampCount(countText)))}
        seedText={seedText}
        onSeed={onSeed}
        seedInvalid={seedInvalid}
        busy={busy}
        onGenerate={generateNow}
        onCancel={cancel}
        fromSchema={tab === 'schema'}
        error={error}
        warning={warning}
      />

      <GeneratedOutput output={output} busy={busy} runs={runs} generated={generated} seed={options.seed} onKeepSeed={(seed) => onSeed(String(seed))} />
    </Stack>
  );
}
