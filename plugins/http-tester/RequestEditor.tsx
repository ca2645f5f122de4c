import { Send, Square } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, Input, Label, Muted, OptionsForm, Select, Stack, Tabs, TextArea } from '@/ui';
import {
  MESSAGES,
  canSend,
  checkUrl,
  contentTypeChoices,
  methodHasNoBody,
  normaliseRows,
  parseTimeout,
  type HttpMethod,
  type HttpRequest,
} from './logic';
import { METHODS, optionsSchema, uiSchema } from './options';
import { activeRows } from './query';
import { Panel, tabLabel } from './TabPanels';

type RequestTab = 'params' | 'headers' | 'body' | 'auth' | 'settings';

const RequestRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > .method {
    flex: 0 0 130px;
  }
  > .url {
    flex: 1 1 260px;
    min-width: 0;
  }
  > .actions {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  select {
    width: 100%;
  }
`;
const Hint = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.textMuted)};
  overflow-wrap: anywhere;
`;
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
/** Lays the rows of the options form out as one line each (key, value, enabled, remove). */
const Rows = styled.div`
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .rjsf-array-item fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
  }
  .rjsf-array-item fieldset > .form-group {
    flex: 1 1 160px;
    min-width: 0;
    margin-bottom: 0;
  }
  .rjsf-array-item fieldset > .rjsf-field-boolean {
    flex: 0 0 auto;
    min-height: 38px;
    display: flex;
    align-items: center;
  }
  .rjsf-array-item .control-label {
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .array-item-toolbox {
    flex: 0 0 auto;
    width: auto;
  }
`;

// empty keys are allowed while editing (such rows are dropped when sending), so the row forms mark nothing required
const optional = <S extends { items: { required: readonly string[] } }>({
  items: { required: _required, ...items },
  ...array
}: S) => ({ ...array, items });

/** Each request tab renders its own row list from the options schema. */
const rowForms = {
  params: {
    schema: { type: 'object', properties: { params: optional(optionsSchema.properties.params) } },
    ui: { params: uiSchema.params },
  },
  headers: {
    schema: { type: 'object', properties: { headers: optional(optionsSchema.properties.headers) } },
    ui: { headers: uiSchema.headers },
  },
};

export interface RequestEditorProps {
  req: HttpRequest;
  onChange: (patch: Partial<HttpRequest>) => void;
  isSending: boolean;
  onSubmit: (e?: FormEvent) => void;
  onCancel: () => void;
  formError: string | null;
  /** The base of the element ids (useId of the tool). */
  ids: string;
}

/** The Request card: method, URL, Send and Cancel, and the params, headers, body, auth and settings tabs. */
export function RequestEditor({
  req,
  onChange: update,
  isSending,
  onSubmit,
  onCancel,
  formError,
  ids,
}: RequestEditorProps) {
  const [requestTab, setRequestTab] = useState<RequestTab>('params');
  const urlCheck = useMemo(() => (req.url.trim() === '' ? null : checkUrl(req.url)), [req.url]);
  const noBody = methodHasNoBody(req.method);
  const urlHintId = `${ids}-url-hint`;
  const urlInvalid = urlCheck !== null && !urlCheck.ok;

  return (
    <Card title="Request">
      <Stack $gap="md">
        <div>
          <RequestRow onSubmit={onSubmit} aria-label="Request line">
            <div className="method">
              <Select<HttpMethod>
                label="Method"
                value={req.method}
                options={METHODS.map((m) => ({ value: m, label: m }))}
                onChange={(method) => update({ method })}
              />
            </div>
            <div className="url">
              <Label htmlFor={`${ids}-url`}>URL</Label>
              <Input
                id={`${ids}-url`}
                type="text"
                inputMode="url"
                value={req.url}
                onChange={(e) => update({ url: e.target.value })}
                placeholder="https://api.example.com/items"
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="off"
                $invalid={urlInvalid}
                aria-invalid={urlInvalid || undefined}
                aria-describedby={urlInvalid ? urlHintId : undefined}
              />
            </div>
            <div className="actions">
              <Button
                type="submit"
                variant="primary"
                icon={<Send size={16} aria-hidden="true" />}
                disabled={!canSend(req.url, isSending)}
              >
                {isSending ? MESSAGES.sending : 'Send'}
              </Button>
              {isSending && (
                <Button icon={<Square size={14} aria-hidden="true" />} onClick={onCancel}>
                  Cancel
                </Button>
              )}
            </div>
          </RequestRow>
          {urlInvalid && urlCheck && !urlCheck.ok && (
            <Hint id={urlHintId} $error>
              {urlCheck.error}
            </Hint>
          )}
        </div>
        {formError && <Alert title="Request not sent">{formError}</Alert>}
        <Tabs<RequestTab>
          label="Request options"
          idBase={`${ids}-req`}
          value={requestTab}
          onChange={setRequestTab}
          items={[
            { id: 'params', label: tabLabel('Params', activeRows(req.params).length) },
            { id: 'headers', label: tabLabel('Headers', activeRows(req.headers).length) },
            { id: 'body', label: 'Body' },
            { id: 'auth', label: 'Auth' },
            { id: 'settings', label: 'Settings' },
          ]}
        />
        <Panel id="params" current={requestTab} idBase={`${ids}-req`}>
          <Stack $gap="sm">
            <Muted>
              The URL's query, one row per parameter: edit either and the other follows. Rows with an empty key or
              switched off stay here and are not sent.
            </Muted>
            <Rows>
              <OptionsForm
                schema={rowForms.params.schema}
                uiSchema={rowForms.params.ui}
                value={{ params: req.params }}
                idPrefix="http-params"
                onChange={(v) => update({ params: normaliseRows(v.params) })}
              />
            </Rows>
          </Stack>
        </Panel>
        <Panel id="headers" current={requestTab} idBase={`${ids}-req`}>
          <Stack $gap="sm">
            <Muted>Request headers. Rows with an empty key or switched off are not sent.</Muted>
            <Rows>
              <OptionsForm
                schema={rowForms.headers.schema}
                uiSchema={rowForms.headers.ui}
                value={{ headers: req.headers }}
                idPrefix="http-headers"
                onChange={(v) => update({ headers: normaliseRows(v.headers) })}
              />
            </Rows>
          </Stack>
        </Panel>
        <Panel id="body" current={requestTab} idBase={`${ids}-req`}>
          <Stack $gap="md">
            {noBody && (
              <Alert tone="info" live={false}>
                {req.method} requests carry no body: the body and its content type are ignored.
              </Alert>
            )}
            <div style={{ maxWidth: 320 }}>
              <Select
                label="Content type"
                value={req.contentType}
                options={contentTypeChoices(req.contentType).map((c) => ({ value: c, label: c }))}
                onChange={(contentType) => update({ contentType })}
                disabled={noBody}
              />
            </div>
            <TextArea
              label="Request body"
              value={req.body}
              onChange={(e) => update({ body: e.target.value })}
              disabled={noBody}
              minHeight={160}
              placeholder={'{\n  "title": "foo"\n}'}
            />
          </Stack>
        </Panel>
        <Panel id="auth" current={requestTab} idBase={`${ids}-req`}>
          <Stack $gap="sm">
            <Muted>
              Basic authentication: sent as an Authorization header. Credentials are never put in shared links.
            </Muted>
            <Fields>
              <div>
                <Label htmlFor={`${ids}-user`}>Username</Label>
                <Input
                  id={`${ids}-user`}
                  value={req.auth.username}
                  onChange={(e) => update({ auth: { ...req.auth, username: e.target.value } })}
                  autoComplete="off"
                  spellCheck={false}
                />
              </div>
              <div>
                <Label htmlFor={`${ids}-pass`}>Password</Label>
                <Input
                  id={`${ids}-pass`}
                  type="password"
                  value={req.auth.password}
                  onChange={(e) => update({ auth: { ...req.auth, password: e.target.value } })}
                  autoComplete="new-password"
                />
              </div>
            </Fields>
          </Stack>
        </Panel>
        <Panel id="settings" current={requestTab} idBase={`${ids}-req`}>
          <div style={{ maxWidth: 320 }}>
            <Label htmlFor={`${ids}-timeout`}>Timeout (ms)</Label>
            <Input
              id={`${ids}-timeout`}
              inputMode="numeric"
              value={String(req.timeout)}
              onChange={(e) => update({ timeout: parseTimeout(e.target.value, req.timeout) })}
              aria-describedby={`${ids}-timeout-hint`}
            />
            <Hint id={`${ids}-timeout-hint`}>
              The request is aborted after this time. 0 means no timeout; at most 600000.
            </Hint>
          </div>
        </Panel>
      </Stack>
    </Card>
  );
}
