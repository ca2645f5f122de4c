import { useEffect, useMemo, useState } from 'react';
import { FileJson, Sparkles, X } from 'lucide-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  DownloadButton,
  Input,
  Label,
  Muted,
  OptionsForm,
  OutputArea,
  Stack,
  TabPanel,
  Tabs,
  TextArea,
  Toolbar,
} from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { notify } from '../../src/lib/notify';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { formatBytes, utf8Length } from '../../src/lib/bytes';
import type { Job } from './job';
import { DOWNLOAD_FILE_NAME, LIMITS, generationErrorMessage } from './constants';
import { clampCount, isFieldRow, sameFields, usableFields } from './fields';
import { randomSeed } from './random';
import { EXAMPLE_SCHEMA, TEMPLATES, loadTemplate } from './templates';
import { optionsSpec } from './options';

type TabId = 'builder' | 'templates' | 'schema';

const TABS = [
  { id: 'builder', label: 'Builder' },
  { id: 'templates', label: 'Templates' },
  { id: 'schema', label: 'From JSON Schema' },
] as const;

/** A schema that would run away (deep nesting, huge arrays) is stopped after this long. */
export const GENERATION_TIMEOUT_MS = 5000;
const MAX_SEED = 4294967295;

// the job code (with ajv) loads in the page only where there is no Worker (jsdom: stories, unit tests)
const jobs = jobClient(
  () => import('./jobs').then((m) => m.mockJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

const FieldList = styled.div`
  .array-item-list {
    max-height: 300px;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding-right: 4px;
    margin-bottom: 8px;
  }
  .rjsf-array-item {
    gap: 8px;
    padding: 10px;
    margin-bottom: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .rjsf-array-item > div:first-child { flex: 1 1 auto; min-width: 0; }
  /* rjsf titles rows 'Fields-1', 'Fields-2'…: kept for screen readers, the box shows the grouping */
  .rjsf-array-item legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  /* two tidy lines per row: name, type, array, length / min, max, options */
  .rjsf-array-item fieldset {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    gap: 8px 10px;
    align-items: end;
  }
  .rjsf-array-item fieldset > .form-group { margin-bottom: 0; min-width: 0; }
  .rjsf-array-item fieldset > .form-group:last-child { grid-column: span 2; }
  .rjsf-array-item .rjsf-field-boolean { padding-bottom: 8px; }
  .rjsf-array-item .array-item-toolbox .btn-group { display: flex; gap: 4px; margin-top: 0 !important; }
  .rjsf-array-item .array-item-toolbox .btn-group > button { flex: 0 0 auto !important; }
  @media (max-width: 640px) {
    .rjsf-array-item fieldset { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
    .rjsf-array-item { flex-direction: column; align-items: stretch !important; }
    .rjsf-array-item .array-item-toolbox .btn-group { justify-content: flex-start !important; }
  }
`;

const TemplateGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const TemplateBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 0; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: ${({ theme }) => theme.font.size.xs}; overflow-wrap: anywhere; }
  button { margin-top: auto; align-self: flex-start; }
`;

const Settings = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 220px));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const Hint = styled(Muted)`
  display: block;
  margin-top: 4px;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

interface Generated {
  items: number;
  seed: number;
}

export default function MockDataTool() {
  const spec = optionsSpec;
  const [options, setOptions] = useToolOptions(spec);
  const fields = Array.isArray(options.fields) ? options.fields : [];
  const [tab, setTab] = useState<TabId>('builder');
  const [countText, setCountText] = useState(String(options.count));
  const [seedText, setSeedText] = useState(options.seed === undefined ? '' : String(options.seed));
  const [schemaText, setSchemaText] = useState('');
  const [output, setOutput] = useState('');
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | undefined>(undefined);
  // finished runs, so tests and assistive tech can tell a new result from an identical old one
  const [runs, setRuns] = useState(0);
  const generation = useToolJob(jobs, 'generate', {
    timeoutMs: GENERATION_TIMEOUT_MS,
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
  const usable = usableFields(fields).length;
  const outputBytes = useMemo(() => utf8Length(output), [output]);

  const onCount = (text: string) => {
    setCountText(text);
    if (text.trim() === '' || !Number.isFinite(Number(text))) return;
    const count = clampCount(text);
    if (count !== options.count) setOptions({ ...options, count });
  };

  const onSeed = (text: string) => {
    setSeedText(text);
    const seed = parseSeed(text);
    if (text.trim() === '' || seed !== undefined) setOptions({ ...options, seed });
  };

  const applyTemplate = (name: string) => {
    const t = loadTemplate(name);
    if (!t) return;
    setOptions({ ...options, fields: t.fields, count: t.count });
    setCountText(String(t.count));
    setTab('builder');
    notify.success(`${name} template loaded: ${t.fields.length} fields, ${t.count} items`);
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

  return (
    <Stack>
      <Card title="Data definition">
        <Stack $gap="md">
          <Tabs items={TABS} value={tab} onChange={setTab} label="Data definition" idBase="mock-data" />
          <div hidden={tab !== 'builder'}>
            <TabPanel idBase="mock-data" id="builder">
              <FieldList>
                <OptionsForm
                  schema={{ type: 'object', properties: { fields: (spec.schema as { properties: Record<string, unknown> }).properties.fields } }}
                  uiSchema={{ fields: (spec.uiSchema as Record<string, unknown> | undefined)?.fields }}
                  value={{ fields }}
                  idPrefix="mock-data"
                  onChange={(value) => {
                    const next = Array.isArray(value.fields) ? value.fields.filter(isFieldRow) : [];
                    if (!sameFields(next, fields)) setOptions({ ...options, fields: next });
                  }}
                />
              </FieldList>
              <Muted>
                {usable} of {fields.length} {fields.length === 1 ? 'field' : 'fields'} used. Rows with a blank name are skipped. Min and Max set the range of
                number, id and price values and the length of strings; Options restrict a value to the listed choices.
              </Muted>
            </TabPanel>
          </div>
          <div hidden={tab !== 'templates'}>
            <TabPanel idBase="mock-data" id="templates">
              <TemplateGrid>
                {TEMPLATES.map((t) => (
                  <TemplateBox key={t.name} aria-label={t.name}>
                    <h3>{t.name}</h3>
                    <Muted>
                      {t.fields.length} fields · {t.count} items
                    </Muted>
                    <p>
                      <code>{t.fields.map((f) => f.name).join(', ')}</code>
                    </p>
                    <Button size="sm" aria-label={`Load ${t.name} template`} onClick={() => applyTemplate(t.name)}>
                      Load template
                    </Button>
                  </TemplateBox>
                ))}
              </TemplateGrid>
            </TabPanel>
          </div>
          <div hidden={tab !== 'schema'}>
            <TabPanel idBase="mock-data" id="schema">
              <TextArea
                label="JSON Schema"
                value={schemaText}
                onChange={(e) => setSchemaText(e.target.value)}
                minHeight={240}
                placeholder='{"type": "object", "properties": {"email": {"type": "string", "format": "email"}}}'
                actions={
                  <>
                    <Button size="sm" icon={<FileJson size={16} aria-hidden="true" />} onClick={() => setSchemaText(EXAMPLE_SCHEMA)}>
                      Load example schema
                    </Button>
                    <Button size="sm" icon={<X size={16} aria-hidden="true" />} onClick={() => setSchemaText('')} disabled={!schemaText}>
                      Clear
                    </Button>
                  </>
                }
              />
              <Muted>
                Supports type, properties, required, items, enum, const, bounds, lengths, formats (email, uuid, date-time, uri, ipv4…), local $ref,
                allOf, anyOf and oneOf. The output is checked against your schema.
              </Muted>
            </TabPanel>
          </div>
        </Stack>
      </Card>

      <Card title="Generate">
        <Stack $gap="md">
          <Settings>
            <div>
              <Label htmlFor="mock-data-count">Number of items</Label>
              <Input
                id="mock-data-count"
                type="number"
                inputMode="numeric"
                min={LIMITS.count.min}
                max={LIMITS.count.max}
                value={countText}
                onChange={(e) => onCount(e.target.value)}
                onBlur={() => setCountText(String(clampCount(countText)))}
                aria-describedby="mock-data-count-hint"
              />
              <Hint id="mock-data-count-hint">1–100; 1 gives a single object</Hint>
            </div>
            <div>
              <Label htmlFor="mock-data-seed">Seed (optional)</Label>
              <Input
                id="mock-data-seed"
                inputMode="numeric"
                autoComplete="off"
                value={seedText}
                onChange={(e) => onSeed(e.target.value)}
                $invalid={seedInvalid}
                aria-invalid={seedInvalid || undefined}
                aria-describedby="mock-data-seed-hint"
                placeholder="random"
              />
              <Hint id="mock-data-seed-hint">{seedInvalid ? `A whole number from 0 to ${MAX_SEED}` : 'Same seed, same data'}</Hint>
            </div>
          </Settings>
          <Toolbar>
            <Button variant="primary" icon={<Sparkles size={16} aria-hidden="true" />} onClick={generateNow} disabled={busy}>
              {busy ? 'Generating...' : 'Generate'}
            </Button>
            {busy && (
              <Button onClick={cancel} icon={<X size={16} aria-hidden="true" />}>
                Cancel
              </Button>
            )}
            <Muted>{tab === 'schema' ? 'From the JSON Schema' : 'From the field list'}</Muted>
          </Toolbar>
          {error && <Alert>{error}</Alert>}
          {warning && (
            <Alert tone="warning" title="Output does not fully match the schema">
              {warning}
            </Alert>
          )}
        </Stack>
      </Card>

      <Card title="Output" aria-busy={busy} data-runs={runs} data-testid="mock-data-output">
        <Stack $gap="sm">
          <OutputArea
            label="Generated JSON"
            hideLabel
            value={output}
            showCount={false}
            placeholder="Press Generate to create mock data."
            minHeight={260}
            actions={
              <>
                <CopyButton value={output} />
                <DownloadButton getData={() => output} fileName={DOWNLOAD_FILE_NAME} mimeType="application/json;charset=utf-8" />
              </>
            }
          />
          {generated && (
            <Toolbar role="status" aria-label="Generation summary">
              <Muted>
                {generated.items} {generated.items === 1 ? 'item' : 'items'} · {formatBytes(outputBytes)} · seed {generated.seed}
              </Muted>
              {options.seed !== generated.seed && (
                <Button size="sm" variant="ghost" onClick={() => onSeed(String(generated.seed))}>
                  Keep this seed
                </Button>
              )}
            </Toolbar>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function parseSeed(text: string): number | undefined {
  const s = text.trim();
  if (!/^\d{1,10}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= MAX_SEED ? n : undefined;
}
