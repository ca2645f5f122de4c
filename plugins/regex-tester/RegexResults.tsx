import styled from 'styled-components';
import { countOf, groupDigits } from '@/lib/count';
import { JOB_POLICIES } from '@/lib/jobPolicy';
import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Muted,
  OutputArea,
  Stack,
  StaleOutput,
  Toolbar,
  WaitingNotice,
} from '@/ui';
import type { RegexTest } from './jobs';
import { HIGHLIGHT_LIMIT, MESSAGES, truncatedMessage, type RegexResponse, type Segment } from './logic';
import { MatchList } from './MatchList';

/** What the last test gave: the worker's answer, an error, or a stop at the time limit. */
export type Outcome =
  | { kind: 'ok'; tested: RegexTest; response: Extract<RegexResponse, { ok: true }> }
  | { kind: 'error'; tested: RegexTest; message: string }
  | { kind: 'timeout'; tested: RegexTest };

const Scroll = styled.div`
  max-height: 300px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.codeBg};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
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
  mark:nth-of-type(even) {
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.primary};
  }
`;
const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  margin: 0 0 6px;
`;

export interface RegexResultsProps {
  outcome: Outcome | null;
  running: boolean;
  /** The inputs changed since the outcome's test. */
  stale: boolean;
  /** Names of the tested pattern's capture groups. */
  names: readonly (string | undefined)[];
  /** The tested text cut into matched and unmatched parts, and whether it was clipped. */
  highlight: { segments: Segment[]; clipped: boolean } | null;
  /** How many matches are listed. */
  listed: number;
  onShowMore: () => void;
  /** The base of the element ids (useId of the tool). */
  ids: string;
  /** The text is past the size matches follow, and its matches are not made yet: it waits for Test. */
  waiting: boolean;
}

/** The Results card: the match count, the stop or error, the listed matches, the highlighted text and the replaced text. */
export function RegexResults({
  outcome,
  running,
  stale,
  names,
  highlight,
  listed,
  onShowMore,
  ids,
  waiting,
}: RegexResultsProps) {
  return (
    <Card title="Results" aria-label="Results">
      {waiting && !running && <WaitingNotice action="Test" busy={false} />}
      <StaleOutput stale={stale && !running} action="Test">
        <Stack $gap="md">
          {!outcome && !running && !waiting && <Muted>Enter a pattern and a test string, then press Test.</Muted>}
          {outcome?.kind === 'timeout' && (
            <Alert title="Stopped">
              {MESSAGES.timeout} The time limit is {groupDigits(JOB_POLICIES.regexMatch.timeLimit / 1000)} s. Nested
              quantifiers such as (a+)+ can take exponential time: try a+ instead.
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
                    <MatchList matches={outcome.response.matches.slice(0, listed)} names={names} />
                  </Scroll>
                  {outcome.response.matches.length > listed && (
                    <Toolbar style={{ marginTop: 8 }}>
                      <Muted>
                        Listing {groupDigits(listed)} of {countOf(outcome.response.matches.length, 'match', 'matches')}.
                      </Muted>
                      <Button size="sm" onClick={onShowMore}>
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
                  {highlight.clipped && (
                    <Muted>Highlighting shows the first {groupDigits(HIGHLIGHT_LIMIT)} characters.</Muted>
                  )}
                </div>
              )}
              {outcome.response.replaced !== undefined && (
                <OutputArea
                  label="Replaced text"
                  value={outcome.response.replaced}
                  minHeight={120}
                  actions={<CopyButton value={outcome.response.replaced} />}
                />
              )}
            </>
          )}
        </Stack>
      </StaleOutput>
    </Card>
  );
}
