import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { jobClient } from '@/lib/jobClient';
import { scientific } from '@/lib/powers';
import { useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { Alert, Button, Card, Input, Label, List, Muted, Spinner, Stack, Toolbar } from '@/ui';
import { ATTACKS, SCORE_LABELS, type StrengthReport } from './strengthTypes';

// zxcvbn runs in the worker alone; the page copy of the jobs is for unit tests, which have no worker
const jobs = jobClient(
  import.meta.env.PROD ? undefined : () => import('./jobs').then((module) => module.passwordJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/**
 * The longest password the box takes (a longer paste is cut here by the browser): far more than zxcvbn
 * looks at, and a megabytes-long value in a one-line field costs the browser seconds of layout.
 */
export const BOX_LIMIT = 1024;

/** The pause after a keystroke before the check runs. */
const CHECK_DELAY_MS = 150;

export const STRENGTH_MESSAGES = {
  failed: 'The strength check failed. Try again.',
  hint: 'Checked by zxcvbn-ts in this page’s worker against common passwords, names, words, keyboard patterns and dates. Nothing is sent, stored or put in a link.',
  truncated: 'Only the first 100 characters are checked; a longer password is at least this strong.',
} as const;

const Meter = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 4px;
  max-width: 320px;
`;

const Segment = styled.span<{ $on: boolean; $score: number }>`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme, $on, $score }) =>
    !$on
      ? theme.color.surfaceAlt
      : $score <= 1
        ? theme.color.danger
        : $score === 2
          ? theme.color.warning
          : theme.color.success};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

/** Attack and time side by side; a long attack name wraps and the time keeps its width. */
const Times = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, max-content) max-content;
  gap: 4px ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Field = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  > input {
    flex: 1;
    min-width: 0;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

function Report({ report }: { report: StrengthReport }) {
  return (
    <Stack $gap="sm" data-testid="strength-report">
      <div>
        <strong>
          Score {report.score} of 4: {SCORE_LABELS[report.score]}
        </strong>
        <Meter
          role="meter"
          aria-label="Strength score"
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={report.score}
          aria-valuetext={SCORE_LABELS[report.score]}
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <Segment key={i} $on={i <= report.score} $score={report.score} />
          ))}
        </Meter>
      </div>
      <Times aria-label="Estimated time to crack">
        <dt>Guesses needed</dt>
        <dd>about {scientific(report.guessesLog10)}</dd>
        {ATTACKS.map((a) => (
          <div key={a.key} style={{ display: 'contents' }}>
            <dt>{a.label}</dt>
            <dd>{report.crackTimes[a.key]}</dd>
          </div>
        ))}
      </Times>
      {report.warning && (
        <Alert tone="warning" title="Warning">
          {report.warning}
        </Alert>
      )}
      {report.suggestions.length > 0 && (
        <div>
          <strong>Suggestions</strong>
          <List aria-label="Suggestions">
            {report.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </List>
        </div>
      )}
      {report.truncated && <Muted>{STRENGTH_MESSAGES.truncated}</Muted>}
    </Stack>
  );
}

/** The strength check of a typed password: kept in the page's memory only (a secret field). */
export function StrengthCheck() {
  const [password, setPassword] = useToolInput('check');
  const [shown, setShown] = useState(false);
  const job = useToolJob(jobs, 'strength', {
    input: password ? { password } : null,
    policy: 'validate',
    debounceMs: CHECK_DELAY_MS,
  });
  const report = password && job.result && job.source?.password === password ? job.result : null;
  return (
    <Card title="Check a password">
      <Stack $gap="md">
        <div>
          <Label htmlFor="password-check">Password to check</Label>
          <Field>
            <Input
              id="password-check"
              type={shown ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={BOX_LIMIT}
              placeholder="Type or paste a password"
            />
            <Button
              aria-pressed={shown}
              aria-label={shown ? 'Hide password' : 'Show password'}
              icon={shown ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
              onClick={() => setShown((s) => !s)}
            >
              {shown ? 'Hide' : 'Show'}
            </Button>
            <Button onClick={() => setPassword('')} disabled={!password}>
              Clear
            </Button>
          </Field>
        </div>
        <Muted>{STRENGTH_MESSAGES.hint}</Muted>
        {password && job.busy && !report && (
          <Toolbar>
            <Spinner size={16} /> <Muted>Checking…</Muted>
          </Toolbar>
        )}
        {password && job.status === 'failed' && (
          <Alert tone="error" title="Check failed">
            {STRENGTH_MESSAGES.failed}
          </Alert>
        )}
        {report && <Report report={report} />}
      </Stack>
    </Card>
  );
}
