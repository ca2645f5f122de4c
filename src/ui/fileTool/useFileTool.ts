import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import { useMainAction, useToolFile } from '@/lib/toolScope';
import { UPLOAD_MESSAGES } from '@/ui/blueprint/upload';
import { useBlueprintOptions } from '@/ui/blueprint/useBlueprintOptions';
import { useOutcome } from '@/ui/blueprint/useOutcome';
import { usePolicyJob } from '@/ui/blueprint/usePolicyJob';
import { checkFile } from '@/ui/FileDrop';
import type { FileFacts, FileToolSpec, FileView } from './types';
import { useSniffed } from './useSniffed';

/** A file in a paste, or the file the tool reads from pasted text. */
function pastedFile(data: DataTransfer | null, fromText?: (text: string) => File | null): File | null {
  const file = data?.files?.[0];
  if (file) return file;
  const text = data?.getData('text/plain') ?? '';
  return fromText && text.trim() ? fromText(text.trim()) : null;
}

/** A paste into a field is the field's own. */
const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The state of a file tool: the options, the chosen file (kept in the page's memory, so Back and
 * Forward bring it back, never in storage) with its facts, why a file was refused or is missing, and
 * the job with its outcome. A chosen file runs at once; the button runs it again.
 */
export function useFileTool<O extends Record<string, unknown>, X, J extends JobMap, K extends keyof J & string>(
  spec: FileToolSpec<O, X, J, K>,
) {
  const { input } = spec;
  const { options, setOptionValue } = useBlueprintOptions(spec.options);
  const [file, setFile] = useToolFile();
  const sniffed = useSniffed(file);
  const [problem, setProblem] = useState<string | null>(null);
  const facts = useMemo<FileFacts | null>(
    () => (file ? { name: file.name, size: file.size, type: file.type, sniffed } : null),
    [file, sniffed],
  );
  const view = useMemo<FileView<O>>(() => ({ options, file: facts }), [options, facts]);
  const hold = spec.job.holdDoneMs ?? 0;
  const { job } = usePolicyJob(spec.job.jobs, spec.job.kind, {
    policy: spec.job.policy,
    hideDoneAfterMs: useCallback((result: J[K]['result']) => (hold > 0 && isOk(result) ? hold : 0), [hold]),
  });
  const outcome = useOutcome(job, spec.job.read, spec.job.failed);

  const latest = useRef({ view, file, busy: job.busy });
  useEffect(() => {
    latest.current = { view, file, busy: job.busy };
  });
  const runOn = useCallback(
    (chosen: File) => job.run(spec.job.request(chosen, latest.current.view.options)),
    [job, spec.job],
  );

  /** Takes a file from the picker, a drop or a paste: refused with the tool's message, or kept and run at once. */
  const choose = useCallback(
    (chosen: File) => {
      job.clear();
      const refused = checkFile(chosen, { accept: input.accept, maxBytes: input.maxBytes });
      if (refused) {
        setProblem(
          refused === 'size'
            ? (input.tooLarge ?? UPLOAD_MESSAGES.tooLarge(input.maxBytes))
            : (input.wrongType ?? UPLOAD_MESSAGES.unreadable),
        );
        setFile(null);
        return;
      }
      setProblem(null);
      setFile(chosen);
      runOn(chosen);
    },
    [job, input, setFile, runOn],
  );

  const remove = useCallback(() => {
    job.clear();
    setProblem(null);
    setFile(null);
  }, [job, setFile]);

  /** The button and Ctrl+Enter: run the chosen file again, or say that none is chosen. */
  const start = useCallback(() => {
    const now = latest.current;
    if (now.busy) return;
    if (!now.file) {
      setProblem(input.missing);
      return;
    }
    setProblem(null);
    runOn(now.file);
  }, [input.missing, runOn]);
  useMainAction(start);

  // a file kept from before (Back, Forward) is read again when the screen opens
  const reopened = useRef(false);
  useEffect(() => {
    if (reopened.current) return;
    reopened.current = true;
    if (latest.current.file && job.source === null) runOn(latest.current.file);
  }, [job.source, runOn]);

  // a file pasted anywhere on the page but into a field is the tool's file
  const fromText = input.fromText;
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isField(event.target)) return;
      const pasted = pastedFile(event.clipboardData, fromText);
      if (!pasted) return;
      event.preventDefault();
      choose(pasted);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [choose, fromText]);

  const error = problem !== null ? { message: problem } : !job.busy && outcome && !outcome.ok ? outcome.error : null;
  return { spec, options, setOptionValue, file, view, job, outcome, error, choose, remove, start };
}

/** A job result that says it failed ({ ok: false }) keeps no progress bar up. */
function isOk(result: unknown): boolean {
  return !(typeof result === 'object' && result !== null && 'ok' in result && result.ok === false);
}

export type FileToolState<
  O extends Record<string, unknown>,
  X,
  J extends JobMap,
  K extends keyof J & string,
> = ReturnType<typeof useFileTool<O, X, J, K>>;
