import { ChevronDown, ShieldCheck } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { groupDigits } from '@/lib/count';
import { useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { Alert, Button, Card, Muted, Spinner, Stack, TextArea, Toolbar } from '@/ui';
import { DEBOUNCE_MS } from './constants';
import { SAMPLE_SCHEMA } from './examples';
import { jsonJobClient } from './jobClient';
import type { SchemaRequest } from './jobs';

const Disclosure = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  svg:last-child {
    margin-left: auto;
    transition: transform 0.15s;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
    border-radius: 4px;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Issues = styled.ol`
  margin: 6px 0 0;
  padding-left: 1.4rem;
  max-height: 320px;
  overflow: auto;
  li {
    margin-bottom: 4px;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export interface SchemaPanelProps {
  /** The valid document's text, or null when there is none. */
  document: string | null;
  invalid: boolean;
  empty: boolean;
}

/** Collapsible JSON Schema validation (ajv in a worker), listing every error with its path. */
export function SchemaPanel({ document, invalid, empty }: SchemaPanelProps) {
  const [open, setOpen] = useState(false);
  const [schema, setSchema] = useToolInput('schema');
  const panelId = useId();
  const ready = open && document !== null && schema.trim() !== '';
  const job = useMemo<SchemaRequest | null>(
    () => (ready ? { input: document, schema } : null),
    [ready, document, schema],
  );
  const check = useToolJob(jsonJobClient, 'schema', {
    input: job,
    // a typed schema is checked once typing pauses
    debounceMs: DEBOUNCE_MS,
    policy: 'schema',
  });
  // the schema text the shown check was made against
  const checked = check.source?.schema;

  let status: ReactNode = null;
  if (schema.trim() === '')
    status = <Muted>Paste a JSON Schema (draft-07, 2019-09 or 2020-12) to check the document against it.</Muted>;
  else if (invalid) status = <Muted>Fix JSON errors to validate against the schema.</Muted>;
  else if (empty) status = <Muted>Enter JSON to validate it against the schema.</Muted>;
  else if (check.busy || (ready && checked !== schema)) status = <Spinner label="Checking against the schema" />;
  else if (check.error) status = <Alert title="Schema validation stopped">{check.error.message}</Alert>;
  else if (check.result) {
    const r = check.result;
    if (!r.ok) status = <Alert title="Schema error">{r.schemaError}</Alert>;
    else if (r.valid)
      status = (
        <Alert tone="success" title="Schema valid">
          The document matches the schema.
        </Alert>
      );
    else {
      const more = r.errorCount - r.errors.length;
      status = (
        <Alert
          title={`The document does not match the schema (${groupDigits(r.errorCount)} ${r.errorCount === 1 ? 'error' : 'errors'})`}
        >
          <Issues aria-label="Schema errors">
            {r.errors.map((e, i) => (
              <li key={i}>
                <code>{e.instancePath || '(root)'}</code> {e.message}
                {e.keyword ? <Muted> ({e.keyword})</Muted> : null}
              </li>
            ))}
          </Issues>
          {more > 0 && <Muted>…and {groupDigits(more)} more</Muted>}
        </Alert>
      );
    }
  }

  return (
    <Card>
      <Heading>
        <Disclosure type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          <ShieldCheck size={20} aria-hidden="true" />
          JSON Schema validation
          <ChevronDown size={18} aria-hidden="true" />
        </Disclosure>
      </Heading>
      <div id={panelId} hidden={!open} style={{ marginTop: 16 }}>
        <Stack $gap="md">
          <TextArea
            label="JSON Schema"
            placeholder='{"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}}'
            value={schema}
            onChange={(e) => setSchema(e.target.value)}
            minHeight={180}
            actions={
              <Toolbar>
                <Button size="sm" onClick={() => setSchema(SAMPLE_SCHEMA)}>
                  Use sample schema
                </Button>
                <Button size="sm" onClick={() => setSchema('')} disabled={!schema}>
                  Clear schema
                </Button>
              </Toolbar>
            }
          />
          <div aria-live="polite">{status}</div>
        </Stack>
      </div>
    </Card>
  );
}
