import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Card, CopyButton, OutputArea, Stack, StaleOutput, Toolbar } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { notify } from '../../src/lib/notify';
import { WorkerTimeoutError } from '../../src/lib/runInWorker';
import { useToolJob } from '../../src/lib/useToolJob';
import type { TimeLimit } from '../../src/lib/jobPolicy';
import { MESSAGES, buildCurl, buildRequest, canSend, isSharedQuery, parseSharedQuery, toSharedQuery, type HttpRequest, type HttpResponse, type SendJob } from './logic';
import { httpJobs } from './jobs';
import { RequestEditor } from './RequestEditor';
import { ResponseView, type ResponseTab } from './ResponseView';
import { useMainAction } from '../../src/lib/toolScope';

const jobs = jobClient(httpJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
/** Extra time the worker gets beyond the request's own timeout before it is terminated. */
const BACKSTOP_MS = 5000;
const workerLimit = ({ request }: SendJob): TimeLimit => (request.timeout > 0 ? request.timeout + BACKSTOP_MS : 'none');

function timedOut(duration: number): HttpResponse {
  return { status: 0, statusText: MESSAGES.timedOut, headers: {}, body: '', formattedBody: '', duration, size: 0, error: MESSAGES.timedOut };
}

export default function HttpTesterTool() {
  const location = useLocation();
  const [req, setReq] = useState<HttpRequest>(() => parseSharedQuery(location.search));
  const [prefilled] = useState(() => isSharedQuery(location.search));
  const [responseTab, setResponseTab] = useState<ResponseTab>('body');
  const [response, setResponse] = useState<HttpResponse | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // the request the shown response answers: an edit after sending makes that response out of date
  const [sent, setSent] = useState<HttpRequest | null>(null);
  const ids = useId();
  const sending = useToolJob(jobs, 'send', {
    timeLimit: workerLimit,
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
  const curl = useMemo(() => buildCurl(req), [req]);
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
    setSent(req);
    sending.run({ request: req, pageProtocol: window.location.protocol });
  };

  const cancel = () => {
    sending.cancel();
    notify.info('Request cancelled');
  };

  const shareUrl = () => `${window.location.origin}${window.location.pathname}?${toSharedQuery(req)}`;

  useMainAction(() => submit());

  return (
    <Stack>
      {prefilled && (
        <Alert tone="info" title="Filled from a shared link">
          Nothing has been sent. Check the method, URL and headers, then press Send.
        </Alert>
      )}
      <RequestEditor req={req} onChange={update} isSending={isSending} onSubmit={submit} onCancel={cancel} formError={formError} ids={ids} />

      <StaleOutput stale={response !== null && !isSending && sent !== req} action="Send">
        <ResponseView response={response} isSending={isSending} tab={responseTab} onTab={setResponseTab} ids={ids} />
      </StaleOutput>

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
