import { Play, Square } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { jobClient } from '@/lib/jobClient';
import { JOB_POLICIES, sizeOf } from '@/lib/jobPolicy';
import { WorkerTimeoutError } from '@/lib/runInWorker';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { useToolOptions } from '@/lib/useToolOptions';
import type { ToolProps } from '@/registry/types';
import { Button, Card, Input, Label, Muted, Spinner, Stack, TextInputPanel, Toolbar, TwoColumns } from '@/ui';
import regexExamples from './examples';
import type { explainPattern } from './explain';
import { regexJobs } from './jobs';
import { MESSAGES, canTest, clipSegments, groupNames, validatePattern } from './logic';
import { matchMarks } from './marks';
import { optionsSpec } from './options';
import { PatternEditor } from './PatternEditor';
import { RegexResults, type Outcome } from './RegexResults';

const jobs = jobClient(regexJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

/** Matches listed at first and per "Show more": long lists cost layout time, and nobody reads 1000 at once. */
const LIST_PAGE = 100;

const MonoInput = styled(Input)`
  font-family: ${({ theme }) => theme.font.mono};
`;

const LIVE_DELAY_MS = 300;

export default function RegexTesterTool(_props: ToolProps) {
  const [pattern, setPattern] = useToolInput('pattern');
  // the flags are the tool's setting: remembered, and carried by every share link with the pattern
  const [{ flags }, , setOption] = useToolOptions(optionsSpec);
  const setFlags = (next: string) => setOption('flags', next);
  const [text, setText] = useToolInput();
  const [replacement, setReplacement] = useToolInput('replacement');
  const [listed, setListed] = useState(LIST_PAGE);
  const ids = useId();
  const testable = canTest(pattern, flags, text);
  const request = useMemo(() => ({ pattern, flags, text, replacement }), [pattern, flags, text, replacement]);
  const testing = useToolJob(jobs, 'test', {
    // matches follow the typing; a huge text waits for Test (Ctrl+Enter). What cannot be tested
    // (no pattern, an invalid one, no text) runs nothing and leaves the last results, marked out of date.
    input: testable ? request : undefined,
    debounceMs: LIVE_DELAY_MS,
    policy: 'regexMatch',
    onResult: () => setListed(LIST_PAGE),
  });
  const running = testing.busy;
  const { result: response, error, source: tested } = testing;
  const outcome = useMemo<Outcome | null>(() => {
    if (!tested) return null;
    if (error)
      return error instanceof WorkerTimeoutError
        ? { kind: 'timeout', tested }
        : { kind: 'error', tested, message: error.message || MESSAGES.invalid };
    if (!response) return null;
    return response.ok ? { kind: 'ok', tested, response } : { kind: 'error', tested, message: response.error };
  }, [response, error, tested]);

  const check = useMemo(() => validatePattern(pattern, flags), [pattern, flags]);

  // the explainer and its parser load with the first pattern typed, so an empty tool (and no other page) fetches them
  const [explain, setExplain] = useState<typeof explainPattern | null>(null);
  useEffect(() => {
    if (pattern === '' || explain) return;
    let live = true;
    void import('./explain').then((module) => live && setExplain(() => module.explainPattern));
    return () => {
      live = false;
    };
  }, [pattern, explain]);
  // an invalid pattern keeps the engine's message alone: no explanation, not even of the part before the error
  const explanation = useMemo(
    () => (explain && check.valid ? explain(pattern, flags) : null),
    [explain, check.valid, pattern, flags],
  );

  const test = () => {
    if (testable) testing.run(request);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    test();
  };

  const loadPreset = (i: number) => {
    // a preset loads its pattern with the flags it was written for (g)
    const { pattern: preset, flags: presetFlags } = regexExamples.examples[i].input;
    setPattern(preset);
    setFlags(presetFlags);
  };

  const stale =
    tested !== null &&
    (tested.pattern !== pattern ||
      tested.flags !== flags ||
      tested.text !== text ||
      tested.replacement !== replacement);
  // past the size matches follow, the results say so until Test has run on this text
  const waiting = testable && sizeOf(request) >= JOB_POLICIES.regexMatch.liveBelow && (tested === null || stale);
  const names = useMemo(() => (tested ? groupNames(tested.pattern) : []), [tested]);
  const highlight = useMemo(() => (outcome?.kind === 'ok' ? clipSegments(outcome.response.segments) : null), [outcome]);
  const marks = useMemo(() => (outcome?.kind === 'ok' ? matchMarks(outcome.response.matches) : undefined), [outcome]);

  useMainAction(test);

  return (
    <TwoColumns>
      <Stack>
        <PatternEditor
          pattern={pattern}
          onPattern={setPattern}
          flags={flags}
          onFlags={setFlags}
          check={check}
          onSubmit={onSubmit}
          onPreset={loadPreset}
          ids={ids}
          explanation={explanation}
        />
        <Card title="Test string">
          <Stack $gap="md">
            <TextInputPanel
              label="Test string"
              hideLabel
              value={text}
              onChange={setText}
              onClear={() => setText('')}
              placeholder="Type or paste the text to search…"
              minHeight={160}
              marks={marks}
            />
            <div>
              <Label htmlFor={`${ids}-replace`}>Replace with (optional)</Label>
              <MonoInput
                id={`${ids}-replace`}
                value={replacement}
                onChange={(e) => setReplacement(e.target.value)}
                placeholder="e.g. [$1] or $<year>"
                spellCheck={false}
                autoComplete="off"
              />
            </div>
            <Toolbar>
              <Button
                variant="primary"
                icon={<Play size={16} aria-hidden="true" />}
                onClick={test}
                disabled={!testable || running}
              >
                {running ? 'Testing...' : 'Test'}
              </Button>
              {running && (
                <>
                  <Button icon={<Square size={14} aria-hidden="true" />} onClick={testing.cancel}>
                    Stop
                  </Button>
                  <Spinner label="Matching" />
                </>
              )}
              <Muted>Ctrl+Enter runs the test</Muted>
            </Toolbar>
          </Stack>
        </Card>
      </Stack>
      <RegexResults
        outcome={outcome}
        running={running}
        stale={stale}
        names={names}
        highlight={highlight}
        listed={listed}
        onShowMore={() => setListed((n) => n + LIST_PAGE)}
        ids={ids}
        waiting={waiting}
      />
    </TwoColumns>
  );
}
