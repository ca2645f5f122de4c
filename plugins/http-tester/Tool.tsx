import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { jobClient } from '@/lib/jobClient';
import type { TimeLimit } from '@/lib/jobPolicy';
import { notify } from '@/lib/notify';
import { WorkerTimeoutError } from '@/lib/runInWorker';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { Alert, Card, CopyButton, OutputArea, Stack, StaleOutput, Toolbar } from '@/ui';
import { historyFromText, historyToText, withSent } from './history';
import { HistoryCard } from './HistoryCard';
import { httpJobs } from './jobs';
import {
  MESSAGES,
  buildCurl,
  buildRequest,
  canSend,
  isSharedQuery,
  keptResponseFromText,
  keptResponseToText,
  parseSharedQuery,
  requestFromText,
  requestToText,
  toSharedQuery,
  type HttpRequest,
  type HttpResponse,
  type SendJob,
} from './logic';
import { rowsFromUrl, urlFromRows } from './query';
import { RequestEditor } from './RequestEditor';
import { ResponseView, type ResponseTab } from './ResponseView';

const jobs = jobClient(httpJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
/** Extra time the worker gets beyond the request's own timeout before it is terminated. */
const BACKSTOP_MS = 5000;
const workerLimit = ({ request }: SendJob): TimeLimit => (request.timeout > 0 ? request.timeout + BACKSTOP_MS : 'none');

function timedOut(duration: number): HttpResponse {
  return {
    status: 0,
    statusText: MESSAGES.timedOut,
    headers: {},
    body: '',
    formattedBody: '',
    duration,
    size: 0,
    error: MESSAGES.timedOut,
  };
}

export default function HttpTesterTool() {
  const location = useLocation();
  const [req, setReq] = useState<HttpRequest>(() => parseSharedQuery(location.search));
  const [prefilled] = useState(() => isSharedQuery(location.search));
  // the request survives Back and reload in this tab, without its credentials (sessionStorage); the
  // whole request and the last response survive Back only (memory: a header or a body may hold a token)
  const [storedRequest, storeRequest] = useToolInput('request');
  const [fullRequest, keepFullRequest] = useToolInput('fullRequest');
  const [lastResponse, keepLastResponse] = useToolInput('response');
  // the requests sent in this tab, without credentials (sessionStorage)
  const [historyText, keepHistory] = useToolInput('history');
  const history = useMemo(() => historyFromText(historyText), [historyText]);
  // called from the job's callbacks, which always run this render's copy
  const recordSent = (request: HttpRequest, status: number) =>
    keepHistory(historyToText(withSent(history, request, status, Date.now())));
  const edited = useRef(false);
  const restored = useRef(false);
  useEffect(() => {
    // a shared link's form wins; the kept request comes back once, unless the visitor has already typed
    if (restored.current || prefilled || edited.current) return;
    const kept = requestFromText(fullRequest) ?? (storedRequest ? parseSharedQuery(storedRequest) : null);
    if (!kept) return;
    restored.current = true;
    setReq(kept);
  }, [fullRequest, storedRequest, prefilled]);
  useEffect(() => {
    if (!edited.current) return;
    storeRequest(toSharedQuery(req));
    keepFullRequest(requestToText(req));
  }, [req, storeRequest, keepFullRequest]);
  const keptResponse = useMemo(() => (lastResponse ? keptResponseFromText(lastResponse) : null), [lastResponse]);
  // the last Send: the job it started (an edit after sending makes its response out of date) or why
  // the form could not be sent, and the response tab shown, which each new response opens on Body
  const [attempt, setAttempt] = useState<{ sent: SendJob | null; formError: string | null; tab: ResponseTab }>({
    sent: null,
    formError: null,
    tab: 'body',
  });
  const ids = useId();
  const sending = useToolJob(jobs, 'send', {
    policy: 'network',
    timeLimit: workerLimit,
    onResult: (result, job) => {
      setAttempt((a) => ({ ...a, tab: 'body' }));
      recordSent(job.request, result.status);
      keepLastResponse(keptResponseToText({ request: requestToText(job.request), response: result }));
    },
    onError: (e, job) => {
      if (e instanceof WorkerTimeoutError) {
        setAttempt((a) => ({ ...a, tab: 'body' }));
        recordSent(job.request, 0);
      } else notify.error(MESSAGES.wrapperFailed);
    },
  });
  // only the last Send's answer is shown: none while it is under way, none after it was cancelled
  const answered = attempt.sent !== null && sending.source === attempt.sent && !sending.busy;
  const failure = answered ? sending.error : null;
  // before any Send on this visit, the response kept from the last one (Back to the page)
  const response = useMemo(
    () =>
      attempt.sent === null && !sending.busy
        ? (keptResponse?.response ?? null)
        : !answered
          ? null
          : failure instanceof WorkerTimeoutError
            ? timedOut(failure.ms)
            : failure
              ? null
              : sending.result,
    [answered, failure, sending.result, sending.busy, attempt.sent, keptResponse],
  );
  const answeredRequest = attempt.sent ? requestToText(attempt.sent.request) : (keptResponse?.request ?? null);
  const formError =
    attempt.formError ?? (failure && !(failure instanceof WorkerTimeoutError) ? MESSAGES.wrapperFailed : null);

  // the URL's query and the Params rows are one list: an edit to either rewrites the other
  const update = (patch: Partial<HttpRequest>) => {
    edited.current = true;
    setReq((r) => {
      const next = { ...r, ...patch };
      if (patch.url !== undefined && patch.params === undefined)
        return { ...next, params: rowsFromUrl(next.url, r.params) };
      if (patch.params !== undefined && patch.url === undefined)
        return { ...next, url: urlFromRows(r.url, next.params) };
      return next;
    });
  };
  const curl = useMemo(() => buildCurl(req), [req]);
  const requestText = useMemo(() => requestToText(req), [req]);
  const isSending = sending.busy;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend(req.url, isSending)) return;
    const built = buildRequest(req);
    if (!built.ok) {
      setAttempt((a) => ({ ...a, sent: null, formError: built.error }));
      return;
    }
    const job: SendJob = { request: req, pageProtocol: window.location.protocol };
    setAttempt((a) => ({ ...a, sent: job, formError: null }));
    sending.run(job);
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
      <RequestEditor
        req={req}
        onChange={update}
        isSending={isSending}
        onSubmit={submit}
        onCancel={cancel}
        formError={formError}
        ids={ids}
      />

      <StaleOutput stale={response !== null && !isSending && answeredRequest !== requestText} action="Send">
        <ResponseView
          response={response}
          isSending={isSending}
          tab={attempt.tab}
          onTab={(tab) => setAttempt((a) => ({ ...a, tab }))}
          ids={ids}
        />
      </StaleOutput>

      <HistoryCard
        history={history}
        onChoose={(request) => {
          edited.current = true;
          setReq(request);
          document.getElementById(`${ids}-url`)?.focus();
        }}
        onClear={() => keepHistory('')}
      />

      <Card
        title="cURL command"
        aria-label="cURL command"
        actions={
          <Toolbar>
            <CopyButton value={curl} successMessage="cURL command copied" />
            <CopyButton
              value={shareUrl}
              label="Copy link"
              successMessage="Link copied: it fills the form but never sends, and leaves out credentials"
            />
          </Toolbar>
        }
      >
        <OutputArea label="cURL command" hideLabel value={curl} minHeight={80} showCount={false} />
      </Card>
    </Stack>
  );
}
