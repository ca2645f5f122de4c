import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BookOpen, Play, Square } from 'lucide-react';
import type { ToolProps } from '../../src/registry/types';
import { Alert, Badge, Button, Card, CopyButton, Input, Label, Muted, OutputArea, Spinner, Stack, TextArea, Toolbar, TwoColumns } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { WorkerTimeoutError } from '../../src/lib/runInWorker';
import { useToolJob } from '../../src/lib/useToolJob';
import {
  DEFAULT_FLAGS,
  FLAGS,
  HIGHLIGHT_LIMIT,
  MESSAGES,
  PRESETS,
  TIME_LIMIT_MS,
  applyPreset,
  canTest,
  clipSegments,
  groupLabel,
  groupNames,
  toggleFlag,
  truncatedMessage,
  validatePattern,
  type RegexResponse,
} from './logic';
import { regexJobs, type RegexTest } from './jobs';

const jobs = jobClient(regexJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

/** Matches listed at first and per "Show more": long lists cost layout time, and nobody reads 1000 at once. */
const LIST_PAGE = 100;

type Outcome =
  | { kind: 'ok'; tested: RegexTest; response: Extract<RegexResponse, { ok: true }> }
  | { kind: 'error'; tested: RegexTest; message: string }
  | { kind: 'timeout'; tested: RegexTest };

const PatternRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0;
  font-family: ${({ theme }) => theme.font.mono};
  input { font-family: ${({ theme }) => theme.font.mono}; border-radius: 0; }
`;
const Slash = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 10px;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  &:first-child { border-right: 0; border-radius: ${({ theme }) => `${theme.radius.sm} 0 0 ${theme.radius.sm}`}; }
  &:last-child { border-left: 0; border-radius: ${({ theme }) => `0 ${theme.radius.sm} ${theme.radius.sm} 0`}; min-width: 3ch; }
`;
const Hint = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.textMuted)};
  overflow-wrap: anywhere;
`;
const FlagButton = styled.button<{ $on: boolean }>`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 700;
  min-width: 40px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $on }) => ($on ? theme.color.primaryText : theme.color.text)};
  cursor: pointer;
`;
const Guide = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt { font-family: ${({ theme }) => theme.font.mono}; font-weight: 700; }
  dd { margin: 0; }
`;
const Scroll = styled.div`
  max-height: 300px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.codeBg};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
`;
const MatchList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  li { padding: 8px 12px; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  li:last-child { border-bottom: 0; }
  code { font-family: ${({ theme }) => theme.font.mono}; white-space: pre-wrap; overflow-wrap: anywhere; }
  dl { margin: 4px 0 0; display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; min-width: 0; }
`;
const Highlighted = styled.pre`
  margin: 0;
  padding: 12px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13.5px;
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.codeText};
  mark {
    background: ${({ theme }) => theme.color.highlight};
    color: inherit;
    border-radius: 3px;
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.warning};
  }
  mark:nth-of-type(even) { box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.primary}; }
`;
const MonoInput = styled(Input)`
  font-family: ${({ theme }) => theme.font.mono};
`;
const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  margin: 0 0 6px;
`;

/** Shows whitespace-only and empty matches visibly. */
function shown(s: string | undefined): string {
  if (s === undefined) return '(not matched)';
  if (s === '') return '(empty)';
  return s;
}

export default function RegexTesterTool(_props: ToolProps) {
  const [pattern, setPattern] = useState('');
  const [flags, setFlags] = useState(DEFAULT_FLAGS);
  const [text, setText] = useState('');
  const [replacement, setReplacement] = useState('');
  const [showGuide, setShowGuide] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [listed, setListed] = useState(LIST_PAGE);
  const ids = useId();
  const testing = useToolJob(jobs, 'test', {
    timeoutMs: TIME_LIMIT_MS,
    onResult: (response, tested) => {
      setListed(LIST_PAGE);
      setOutcome(response.ok ? { kind: 'ok', tested, response } : { kind: 'error', tested, message: response.error });
    },
    onError: (e, tested) => setOutcome(e instanceof WorkerTimeoutError ? { kind: 'timeout', tested } : { kind: 'error', tested, message: e.message || MESSAGES.invalid }),
  });
  const running = testing.busy;

  const check = useMemo(() => validatePattern(pattern, flags), [pattern, flags]);
  const invalid = !check.valid && pattern !== '';
  const testable = canTest(pattern, flags, text);

  const test = () => {
    if (testable) testing.run({ pattern, flags, text, replacement });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    test();
  };

  const loadPreset = (i: number) => {
    const next = applyPreset(PRESETS[i]);
    setPattern(next.pattern);
    setFlags(next.flags);
  };

  const tested = outcome?.tested;
  const stale = tested !== undefined && (tested.pattern !== pattern || tested.flags !== flags || tested.text !== text || tested.replacement !== replacement);
  const names = useMemo(() => (tested ? groupNames(tested.pattern) : []), [tested]);
  const highlight = useMemo(() => (outcome?.kind === 'ok' ? clipSegments(outcome.response.segments) : null), [outcome]);
  const patternHintId = `${ids}-pattern-hint`;
  const guideId = `${ids}-guide`;

  return (
    <TwoColumns>
      <Stack>
        <Card title="Pattern">
          <form onSubmit={onSubmit}>
            <Stack $gap="md">
              <div>
                <Label htmlFor={`${ids}-pattern`}>Regular expression</Label>
                <PatternRow>
                  <Slash aria-hidden="true">/</Slash>
                  <Input
                    id={`${ids}-pattern`}
                    value={pattern}
                    onChange={(e) => setPattern(e.target.value)}
                    placeholder="e.g. (?<year>\d{4})-(\d{2})"
                    spellCheck={false}
                    autoComplete="off"
                    autoCapitalize="off"
                    $invalid={invalid}
                    aria-invalid={invalid || undefined}
                    aria-describedby={patternHintId}
                    data-testid="pattern-input"
                  />
                  <Slash aria-hidden="true">{flags}</Slash>
                </PatternRow>
                <Hint id={patternHintId} $error={invalid} aria-live="polite">
                  {check.valid ? 'Valid pattern' : check.error}
                </Hint>
              </div>
              <div>
                <Label as="span" id={`${ids}-flags`}>
                  Flags
                </Label>
                <Toolbar role="group" aria-labelledby={`${ids}-flags`}>
                  {FLAGS.map((f) => (
                    <FlagButton
                      key={f.flag}
                      type="button"
                      $on={flags.includes(f.flag)}
                      aria-pressed={flags.includes(f.flag)}
                      aria-label={`${f.flag} (${f.name})`}
                      title={`${f.name}: ${f.description}`}
                      onClick={() => setFlags(toggleFlag(flags, f.flag))}
                    >
                      {f.flag}
                    </FlagButton>
                  ))}
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<BookOpen size={16} aria-hidden="true" />}
                    aria-expanded={showGuide}
                    aria-controls={guideId}
                    onClick={() => setShowGuide((v) => !v)}
                  >
                    {showGuide ? 'Hide flags guide' : 'Show flags guide'}
                  </Button>
                </Toolbar>
              </div>
              {showGuide && (
                <Guide id={guideId} aria-label="Flags guide">
                  {FLAGS.map((f) => (
                    <div key={f.flag} style={{ display: 'contents' }}>
                      <dt>
                        {f.flag} · {f.name}
                      </dt>
                      <dd>{f.description}</dd>
                    </div>
                  ))}
                </Guide>
              )}
              <div>
                <Label as="span" id={`${ids}-examples`}>
                  Examples
                </Label>
                <Toolbar role="group" aria-labelledby={`${ids}-examples`}>
                  {PRESETS.map((p, i) => (
                    <Button key={p.name} size="sm" title={p.description} onClick={() => loadPreset(i)}>
                      {p.name}
                    </Button>
                  ))}
                </Toolbar>
              </div>
            </Stack>
          </form>
        </Card>
        <Card title="Test string">
          <Stack $gap="md">
            <TextArea
              label="Test string"
              hideLabel
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  test();
                }
              }}
              placeholder="Type or paste the text to search…"
              minHeight={160}
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
              <Button variant="primary" icon={<Play size={16} aria-hidden="true" />} onClick={test} disabled={!testable || running}>
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
      <Card title="Results" aria-label="Results">
        <Stack $gap="md">
          {!outcome && !running && <Muted>Enter a pattern and a test string, then press Test.</Muted>}
          {stale && !running && <Muted>The inputs changed since this test: press Test to update.</Muted>}
          {outcome?.kind === 'timeout' && (
            <Alert title="Stopped">
              {MESSAGES.timeout} The time limit is {(TIME_LIMIT_MS / 1000).toLocaleString('en-US')} s. Nested quantifiers such as (a+)+ can take exponential time: try a+ instead.
            </Alert>
          )}
          {outcome?.kind === 'error' && <Alert title={MESSAGES.invalid}>{outcome.message}</Alert>}
          {outcome?.kind === 'ok' && (
            <>
              <Toolbar>
                <Badge $tone={outcome.response.matches.length ? 'success' : 'neutral'} role="status">
                  {outcome.response.message}
                </Badge>
              </Toolbar>
              {outcome.response.truncated && (
                <Alert tone="warning" live={false}>
                  {truncatedMessage(outcome.response.matches.length)}
                </Alert>
              )}
              {outcome.response.matches.length > 0 && (
                <div>
                  <SectionTitle id={`${ids}-matches`}>Matches</SectionTitle>
                  <Scroll tabIndex={0} role="region" aria-labelledby={`${ids}-matches`}>
                    <MatchList>
                      {outcome.response.matches.slice(0, listed).map((m, i) => (
                        <li key={i}>
                          <strong>Match {i + 1}</strong> <Muted>at index {m.index}–{m.end}</Muted>
                          <div>
                            <code>{shown(m.fullMatch)}</code>
                          </div>
                          {m.groups.length > 0 && (
                            <dl>
                              {m.groups.map((g, gi) => (
                                <div key={gi} style={{ display: 'contents' }}>
                                  <dt>{groupLabel(names, gi)}</dt>
                                  <dd>
                                    <code>{shown(g)}</code>
                                  </dd>
                                </div>
                              ))}
                            </dl>
                          )}
                        </li>
                      ))}
                    </MatchList>
                  </Scroll>
                  {outcome.response.matches.length > listed && (
                    <Toolbar style={{ marginTop: 8 }}>
                      <Muted>
                        Listing {listed.toLocaleString('en-US')} of {outcome.response.matches.length.toLocaleString('en-US')} matches.
                      </Muted>
                      <Button size="sm" onClick={() => setListed((n) => n + LIST_PAGE)}>
                        Show more matches
                      </Button>
                    </Toolbar>
                  )}
                </div>
              )}
              {highlight && outcome.tested.text !== '' && (
                <div>
                  <SectionTitle id={`${ids}-highlight`}>Highlighted</SectionTitle>
                  <Scroll tabIndex={0} role="region" aria-labelledby={`${ids}-highlight`}>
                    <Highlighted data-testid="highlighted">
                      {highlight.segments.map((s, i) => (s.matched ? <mark key={i}>{s.text}</mark> : s.text))}
                    </Highlighted>
                  </Scroll>
                  {highlight.clipped && <Muted>Highlighting shows the first {HIGHLIGHT_LIMIT.toLocaleString('en-US')} characters.</Muted>}
                </div>
              )}
              {outcome.response.replaced !== undefined && (
                <OutputArea label="Replaced text" value={outcome.response.replaced} minHeight={120} actions={<CopyButton value={outcome.response.replaced} />} />
              )}
            </>
          )}
        </Stack>
      </Card>
    </TwoColumns>
  );
}
