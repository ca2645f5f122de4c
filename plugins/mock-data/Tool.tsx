import { useEffect, useMemo, useState } from 'react';
import { jobClient } from '@/lib/jobClient';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { useToolOptions } from '@/lib/useToolOptions';
import { Card, OptionsForm, Stack, TabPanel, Tabs } from '@/ui';
import { generationErrorMessage } from './constants';
import { clampCount } from './fields';
import { FieldsEditor } from './FieldsEditor';
import { GeneratedOutput } from './GeneratedOutput';
import { GenerateSettings } from './GenerateSettings';
import type { Job } from './job';
import { optionsSpec } from './options';
import { randomSeed } from './random';
import { SchemaInput } from './SchemaInput';
import { parseSeed } from './seed';
import { TemplatePicker } from './TemplatePicker';
import { loadTemplate } from './templates';

type TabId = 'builder' | 'templates' | 'schema';

const TABS = [
  { id: 'builder', label: 'Builder' },
  { id: 'templates', label: 'Templates' },
  { id: 'schema', label: 'From JSON Schema' },
] as const;

// the job code (with ajv) loads in the page only where there is no Worker (jsdom: stories, unit tests)
const jobs = jobClient(
  () => import('./jobs').then((m) => m.mockJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** The field builder (an options form) is on the first screen: it loads before a prerendered page hydrates. */
export const firstScreen = () => OptionsForm.preload();

export default function MockDataTool() {
  const spec = optionsSpec;
  const [options, , setOption] = useToolOptions(spec);
  const fields = Array.isArray(options.fields) ? options.fields : [];
  const [tab, setTab] = useState<TabId>('builder');
  const [countText, setCountText] = useState(String(options.count));
  const [seedText, setSeedText] = useState(options.seed === undefined ? '' : String(options.seed));
  const [schemaText, setSchemaText] = useToolInput('schema');
  // the last run asked for and how many were asked for: its outcome is shown once it ends, and the
  // count tells tests and assistive tech a new result from an identical old one
  const [asked, setAsked] = useState<{ job: Job; runs: number } | null>(null);
  const generation = useToolJob(jobs, 'generate', { policy: 'generate' });
  const { busy, cancel } = generation;
  const runs = asked ? asked.runs - (busy ? 1 : 0) : 0;

  // the output stays until a run replaces it (a failed run leaves none); the error and warning belong
  // to the last run asked for, so a new run hides them and a cancelled one shows none
  const { result, error, source } = generation;
  const shown = useMemo(() => {
    const made = !error && result?.ok ? result : null;
    const settled = asked !== null && source === asked.job && !busy;
    return {
      output: made ? made.json : '',
      generated: made ? { items: made.items, seed: made.seed } : null,
      error: !settled
        ? null
        : error
          ? generationErrorMessage(error.message)
          : result && !result.ok
            ? result.error
            : null,
      warning: settled ? made?.warning : undefined,
    };
  }, [result, error, source, asked, busy]);

  // follow changes that come from elsewhere (a template, a link) without fighting the user's typing
  useEffect(() => {
    setCountText((text) => (clampCount(text) === options.count ? text : String(options.count)));
  }, [options.count]);
  useEffect(() => {
    setSeedText((text) =>
      parseSeed(text) === options.seed ? text : options.seed === undefined ? '' : String(options.seed),
    );
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
    const job: Job =
      tab === 'schema'
        ? { source: 'schema', schema: schemaText, count, seed }
        : { source: 'fields', fields, count, seed };
    setAsked((last) => ({ job, runs: (last?.runs ?? 0) + 1 }));
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
        error={shown.error}
        warning={shown.warning}
      />

      <GeneratedOutput
        output={shown.output}
        busy={busy}
        runs={runs}
        generated={shown.generated}
        seed={options.seed}
        onKeepSeed={(seed) => onSeed(String(seed))}
        format={options.format}
        onFormat={(format) => setOption('format', format)}
      />
    </Stack>
  );
}
