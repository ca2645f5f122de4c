import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Send, Square } from 'lucide-react';
import { Alert, Badge, Button, Card, CopyButton, Input, Label, Muted, OptionsForm, OutputArea, Select, Spinner, Stack, TabPanel, Tabs, TextArea, Toolbar } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { notify } from '../../src/lib/notify';
import { formatBytes } from '../../src/lib/bytes';
import { WorkerTimeoutError } from '../../src/lib/runInWorker';
import { useToolJob } from '../../src/lib/useToolJob';
import {
  MESSAGES,
  activeRows,
  buildCurl,
  buildRequest,
  canSend,
  checkUrl,
  contentTypeChoices,
  isSharedQuery,
  isSuccess,
  methodHasNoBody,
  normaliseRows,
  parseSharedQuery,
  parseTimeout,
  toSharedQuery,
  type HttpMethod,
  type HttpRequest,
  type HttpResponse,
  type SendJob,
} from './logic';
import { METHODS, optionsSchema, uiSchema } from './options';
import { httpJobs } from './jobs';

const jobs = jobClient(httpJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
/** Longest delay setTimeout accepts: "no timeout" for the worker backstop. */
const NO_LIMIT_MS = 2_147_483_647;
/** Extra time the worker gets beyond the request's own timeout before it is terminated. */
const BACKSTOP_MS = 5000;
const workerLimit = ({ request }: SendJob) => (request.timeout > 0 ? request.timeout + BACKSTOP_MS : NO_LIMIT_MS);

type RequestTab = 'params' | 'headers' | 'body' | 'auth' | 'settings';
type ResponseTab = 'body' | 'headers';

function timedOut(duration: number): HttpResponse {
  return { status: 0, statusText: MESSAGES.timedOut, headers: {}, body: '', formattedBody: '', duration, size: 0, error: MESSAGES.timedOut };
}

const RequestRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > .method { flex: 0 0 130px; }
  > .url { flex: 1 1 260px; min-width: 0; }
  > .actions { display: flex; gap: ${({ theme }) => theme.space.sm}; }
  select { width: 100%; }
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
const Count = styled.span`
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.xs};
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.info};
`;
const HeaderTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  th { font-family: ${({ theme }) => theme.font.mono}; font-weight: 600; white-space: nowrap; }
  td { font-family: ${({ theme }) => theme.font.mono}; overflow-wrap: anywhere; word-break: break-word; }
  thead th { font-family: inherit; color: ${({ theme }) => theme.color.textMuted}; }
`;
/** Lays the rows of the options form out as one line each (key, value, enabled, remove). */
const Rows = styled.div`
  legend {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  .rjsf-array-item {
    gap: 8px;
    align-items: flex-end !important;
    padding: 10px;
    margin-bottom: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .rjsf-array-item > div:first-child { flex: 1 1 auto; min-width: 0; }
  .rjsf-array-item fieldset { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; }
  .rjsf-array-item fieldset > .form-group { flex: 1 1 160px; min-width: 0; margin-bottom: 0; }
  .rjsf-array-item fieldset > .rjsf-field-boolean { flex: 0 0 auto; min-height: 38px; display: flex; align-items: center; }
  .rjsf-array-item .control-label { font-size: ${({ theme }) => theme.font.size.xs}; }
  .array-item-toolbox { flex: 0 0 auto; width: auto; }
`;
const Explanation = styled.p`
  margin: 6px 0 0;
`;

/** Every panel stays mounted (so each tab's aria-controls points at an element); only the current one shows. */
function Panel({ id, current, idBase, children }: { id: string; current: string; idBase: string; children: ReactNode }) {
  return (
    <div hidden={id !== current}>
      <TabPanel idBase={idBase} id={id}>
        {children}
      </TabPanel>
    </div>
  );
}

function tabLabel(text: string, count: number) {
  return (
    <>
      {text}
      {count > 0 && (
        <>
          <Count aria-hidden="true">{count}</Count>
          <span className="visually-hidden"> ({count} active)</span>
        </>
      )}
    </>
  );
}

// empty keys are allowed while editing (such rows are dropped when sending), so the row forms mark nothing required
const optional = <S extends { items: { required: readonly string[] } }>({ items: { required: _required, ...items }, ...array }: S) => ({ ...array, items });

/** Each request tab renders its own row list from the options schema. */
const rowForms = {
  params: { schema: { type: 'object', properties: { params: optional(optionsSchema.properties.params) } }, ui: { params: uiSchema.params } },
  headers: { schema: { type: 'object', properties: { headers: optional(optionsSchema.properties.headers) } }, ui: { headers: uiSchema.headers } },
};

export default function HttpTesterTool() {
  const location = useLocation();
  const [req, setReq] = useState<HttpRequest>(() => parseSharedQuery(location.search));
  const [prefilled] = useState(() => isSharedQuery(location.search));
  const [requestTab, setRequestTab] = useState<RequestTab>('params');
  const [responseTab, setResponseTab] = useState<ResponseTab>('body');
  const [response, setResponse] = useState<HttpResponse | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const ids = useId();
  const sending = useToolJob(jobs, 'send', {
    timeoutMs: workerLimit,
    onResult: (received) => {
      setResponse(received);
      setResponseTab('body');
    },
    onError: (e) => {
      if (e instanceof WorkerTimeoutError) {
        setResponse(timedOut(e.ms));
        setResponseTab('body');
        return;
      }
      setFormError(MESSAGES.wrapperFailed);
      notify.error(MESSAGES.wrapperFailed);
    },
  });


  const update = (patch: Partial<HttpRequest>) => setReq((r) => ({ ...r, ...patch }));
  const urlCheck = useMemo(() => (req.url.trim() === '' ? null : checkUrl(req.url)), [req.url]);
  const curl = useMemo(() => buildCurl(req), [req]);
  const noBody = methodHasNoBody(req.method);
  const isSending = sending.busy;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend(req.url, isSending)) return;
    const built = buildRequest(req);
    if (!built.ok) {
      setFormError(built.error);
      setResponse(null);
      return;
    }
    setFormError(null);
    setResponse(null);
    sending.run({ request: req, pageProtocol: window.location.protocol });
  };

  const cancel = () => {
    sending.cancel();
    notify.info('Request cancelled');
  };

  const shareUrl = () => `${window.location.origin}${window.location.pathname}?${toSharedQuery(req)}`;
  const urlHintId = `${ids}-url-hint`;
  const urlInvalid = urlCheck !== null && !urlCheck.ok;
  const responseHeaders = response ? Object.entries(response.headers) : [];

  return (
    <Stack>
      {prefilled && (
        <Alert tone="info" title="Filled from a shared link">
          Nothing has been sent. Check the method, URL and headers, then press Send.
        </Alert>
      )}
      <Card title="Request">
        <Stack $gap="md">
          <div>
            <RequestRow onSubmit={submit} aria-label="Request line">
              <div className="method">
                <Select<HttpMethod> label="Method" value={req.method} options={METHODS.map((m) => ({ value: m, label: m }))} onChange={(method) => update({ method })} />
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
                <Button type="submit" variant="primary" icon={<Send size={16} aria-hidden="true" />} disabled={!canSend(req.url, isSending)}>
                  {isSending ? MESSAGES.sending : 'Send'}
                </Button>
                {isSending && (
                  <Button icon={<Square size={14} aria-hidden="true" />} onClick={cancel}>
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
              <Muted>Query parameters appended to the URL. Rows with an empty key or switched off are not sent.</Muted>
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
              <Muted>Basic authentication: sent as an Authorization header. Credentials are never put in shared links.</Muted>
              <Fields>
                <div>
                  <Label htmlFor={`${ids}-user`}>Username</Label>
                  <Input id={`${ids}-user`} value={req.auth.username} onChange={(e) => update({ auth: { ...req.auth, username: e.target.value } })} autoComplete="off" spellCheck={false} />
                </div>
                <div>
                  <Label htmlFor={`${ids}-pass`}>Password</Label>
                  <Input id={`${ids}-pass`} type="password" value={req.auth.password} onChange={(e) => update({ auth: { ...req.auth, password: e.target.value } })} autoComplete="new-password" />
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
              <Hint id={`${ids}-timeout-hint`}>The request is aborted after this time. 0 means no timeout; at most 600000.</Hint>
            </div>
          </Panel>
        </Stack>
      </Card>

      <Card title="Response" aria-label="Response">
        <Stack $gap="md">
          {!response && !isSending && <Muted>Press Send to see the response here.</Muted>}
          {isSending && <Spinner label="Waiting for the response" />}
          {response && (
            <>
              <Toolbar>
                <Badge $tone={isSuccess(response.status) ? 'success' : 'danger'} data-testid="response-status" data-outcome={isSuccess(response.status) ? 'success' : 'failure'}>
                  {isSuccess(response.status) ? 'Success' : 'Failure'} · {response.status} {response.statusText}
                </Badge>
                <Badge data-testid="response-time">{response.duration.toLocaleString('en-US')} ms</Badge>
                <Badge data-testid="response-size" title={formatBytes(response.size)}>
                  {response.size.toLocaleString('en-US')} bytes
                </Badge>
              </Toolbar>
              {response.error && (
                <Alert title={response.statusText}>
                  {response.error !== response.statusText && response.error}
                  {response.explanation && <Explanation>{response.explanation}</Explanation>}
                </Alert>
              )}
              {!response.error && (
                <>
                  <Tabs<ResponseTab>
                    label="Response views"
                    idBase={`${ids}-res`}
                    value={responseTab}
                    onChange={setResponseTab}
                    items={[
                      { id: 'body', label: 'Body' },
                      { id: 'headers', label: tabLabel('Headers', responseHeaders.length) },
                    ]}
                  />
                  <Panel idBase={`${ids}-res`} id="body" current={responseTab}>
                    {response.body === '' ? (
                      <Muted>The response has no body.</Muted>
                    ) : (
                      <OutputArea label="Response body" hideLabel value={response.formattedBody} minHeight={240} actions={<CopyButton value={response.formattedBody} />} />
                    )}
                  </Panel>
                  <Panel idBase={`${ids}-res`} id="headers" current={responseTab}>
                    <Stack $gap="sm">
                      <HeaderTable>
                        <caption className="visually-hidden">Response headers</caption>
                        <thead>
                          <tr>
                            <th scope="col">Name</th>
                            <th scope="col">Value</th>
                          </tr>
                        </thead>
                        <tbody>
                          {responseHeaders.map(([k, v]) => (
                            <tr key={k}>
                              <th scope="row">{k}</th>
                              <td>{v}</td>
                            </tr>
                          ))}
                        </tbody>
                      </HeaderTable>
                      <Muted>Browsers show only the headers a server exposes to web pages (Access-Control-Expose-Headers).</Muted>
                    </Stack>
                  </Panel>
                </>
              )}
            </>
          )}
        </Stack>
      </Card>

      <Card
        title="cURL command"
        aria-label="cURL command"
        actions={
          <Toolbar>
            <CopyButton value={curl} successMessage="cURL command copied" />
            <CopyButton value={shareUrl} label="Copy link" successMessage="Link copied: it fills the form but never sends, and leaves out credentials" />
          </Toolbar>
        }
      >
        <OutputArea label="cURL command" hideLabel value={curl} minHeight={80} showCount={false} />
      </Card>
    </Stack>
  );
}
