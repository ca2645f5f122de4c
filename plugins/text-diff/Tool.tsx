import { ArrowLeftRight, Eraser } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { jobClient } from '@/lib/jobClient';
import { notify } from '@/lib/notify';
import { readTextFile } from '@/lib/readTextFile';
import { WorkerTimeoutError } from '@/lib/runInWorker';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useHydrated } from '@/lib/useHydrated';
import { useToolJob } from '@/lib/useToolJob';
import { useToolOptions } from '@/lib/useToolOptions';
import {
  Alert,
  Button,
  Card,
  ExampleButton,
  Muted,
  Stack,
  Switch,
  TextInputPanel,
  Toolbar,
  TwoColumns,
  type TextUpload,
} from '@/ui';
import { preloadMergeDiff } from '@/ui/MergeDiff';
import { MESSAGES, isCompareDisabled, type DiffNames } from './constants';
import { DiffResult, type View } from './DiffResult';
import diffExamples from './examples';
import { diffJobs } from './jobs';
import { optionsSpec } from './options';
import type { Compared } from './report';

const jobs = jobClient(diffJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const Hint = styled(Muted)`
  display: block;
`;

/** Open file for one side: the text keeps its line endings, so files can be compared exactly; the file's name goes with it. */
function openFile(side: 'Original' | 'Modified', onText: (text: string, name: string) => void): TextUpload {
  return {
    label: 'Open file',
    inputLabel: `${side} file`,
    accept: '',
    onFile: (file) => {
      readTextFile(file).then(
        (text) => onText(text, file.name),
        () => notify.error('Could not read the selected file', 'Error reading file'),
      );
    },
  };
}

export default function TextDiffTool() {
  const [options, , setOption] = useToolOptions(optionsSpec);
  const [original, setOriginal] = useToolInput('original');
  const [modified, setModified] = useToolInput('modified');
  // the names of the files opened on each side (an emptied side forgets its file)
  const [files, setFiles] = useState<Partial<DiffNames>>({});
  const named: Partial<DiffNames> = {
    ...(original && files.original ? { original: files.original } : {}),
    ...(modified && files.modified ? { modified: files.modified } : {}),
  };
  const comparing = useToolJob(jobs, 'diff', { policy: 'diff' });
  const { busy, cancel } = comparing;
  const { result: report, error: failure, source } = comparing;
  // a comparison that failed shows its message and no result; a new one hides the message while it runs
  const compared = useMemo<Compared | null>(
    () => (!failure && report?.ok && source ? { report, ...source } : null),
    [failure, report, source],
  );
  const error = busy
    ? null
    : failure
      ? failure instanceof WorkerTimeoutError
        ? MESSAGES.tooDifferent
        : `Comparison failed: ${failure.message}`
      : report && !report.ok
        ? report.message
        : null;
  const disabled = isCompareDisabled(original, modified);
  // the result view's code is fetched while the user is still filling in the texts
  useEffect(() => {
    if (!disabled) preloadMergeDiff();
  }, [disabled]);
  // two columns do not fit a phone: unified unless the link or the user asks for side by side
  const [chosenView, setChosenView] = useState<View | null>(null);
  const hydrated = useHydrated();
  const narrowDefault = useMemo(
    () =>
      hydrated &&
      !new URLSearchParams(window.location.search).has('view') &&
      window.matchMedia('(max-width: 767px)').matches,
    [hydrated],
  );

  const compare = () => {
    if (busy) return;
    if (disabled) {
      notify.error(MESSAGES.bothEmpty);
      return;
    }
    comparing.run({
      original,
      modified,
      options: { mode: options.mode, ignoreWhitespace: options.ignoreWhitespace, ignoreCase: options.ignoreCase },
      files: named,
    });
  };

  const stale =
    compared !== null &&
    (compared.original !== original ||
      compared.modified !== modified ||
      compared.options.mode !== options.mode ||
      compared.options.ignoreCase !== options.ignoreCase ||
      compared.options.ignoreWhitespace !== options.ignoreWhitespace);

  useMainAction(compare);

  return (
    <Stack>
      <Card title="Texts">
        <Stack $gap="md">
          <TwoColumns>
            <TextInputPanel
              label="Original text"
              placeholder="Paste the original text…"
              value={original}
              onChange={setOriginal}
              upload={openFile('Original', (text, name) => {
                setOriginal(text);
                setFiles((now) => ({ ...now, original: name }));
              })}
              minHeight={260}
            />
            <TextInputPanel
              label="Modified text"
              placeholder="Paste the modified text…"
              value={modified}
              onChange={setModified}
              upload={openFile('Modified', (text, name) => {
                setModified(text);
                setFiles((now) => ({ ...now, modified: name }));
              })}
              minHeight={260}
            />
          </TwoColumns>
          <Toolbar>
            <Switch
              label="Character-level"
              checked={options.mode === 'char'}
              onChange={(on) => setOption('mode', on ? 'char' : 'line')}
            />
            <Switch
              label="Word-level"
              checked={options.mode === 'word'}
              onChange={(on) => setOption('mode', on ? 'word' : 'line')}
            />
            <Switch
              label="Ignore whitespace"
              checked={options.ignoreWhitespace}
              onChange={(on) => setOption('ignoreWhitespace', on)}
            />
            <Switch label="Ignore case" checked={options.ignoreCase} onChange={(on) => setOption('ignoreCase', on)} />
          </Toolbar>
          <Toolbar>
            <Button
              variant="primary"
              onClick={compare}
              disabled={disabled || busy}
              aria-describedby={disabled ? 'text-diff-hint' : undefined}
            >
              {busy ? 'Comparing...' : 'Compare'}
            </Button>
            {/* no animated spinner: repainting next to multi-megabyte textareas costs long frames */}
            {busy && (
              <Button variant="ghost" onClick={cancel}>
                Cancel
              </Button>
            )}
            <Button
              icon={<ArrowLeftRight size={16} aria-hidden="true" />}
              onClick={() => {
                setOriginal(modified);
                setModified(original);
                setFiles({ original: files.modified, modified: files.original });
              }}
              disabled={disabled || busy}
            >
              Swap
            </Button>
            <Button
              icon={<Eraser size={16} aria-hidden="true" />}
              onClick={() => {
                comparing.clear();
                setOriginal('');
                setModified('');
                setFiles({});
              }}
              disabled={disabled && !compared && !error}
            >
              Clear
            </Button>
            <ExampleButton
              onClick={() => {
                const { original: before, modified: after } = diffExamples.examples[0].input;
                setOriginal(before);
                setModified(after);
                setFiles({});
                comparing.run({
                  original: before,
                  modified: after,
                  options: {
                    mode: options.mode,
                    ignoreWhitespace: options.ignoreWhitespace,
                    ignoreCase: options.ignoreCase,
                  },
                });
              }}
            />
          </Toolbar>
          {disabled ? (
            <Hint id="text-diff-hint">{MESSAGES.bothEmpty}</Hint>
          ) : (
            <Hint>
              Ctrl+Enter compares. Line mode finds moved and inserted blocks; Character-level and Word-level compare the
              whole texts.
            </Hint>
          )}
          {error && <Alert>{error}</Alert>}
        </Stack>
      </Card>
      {compared && (
        <DiffResult
          compared={compared}
          stale={stale}
          view={chosenView ?? (narrowDefault ? 'unified' : options.view)}
          onView={(view) => {
            setChosenView(view);
            setOption('view', view);
          }}
        />
      )}
    </Stack>
  );
}
