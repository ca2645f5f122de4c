import styled from 'styled-components';
import { countOf } from '@/lib/count';
import { Alert, Card, CopyButton, Muted, Stack } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import type { Language } from './jobs';
import { MESSAGES } from './messages';
import type { Options } from './options';

/**
 * What a run shows besides its output: how many results, and for JSONPath each result's normalized
 * path and where the document's first number a double does not hold exactly is.
 */
export interface QueryDetails {
  count: number;
  paths: readonly string[] | null;
  inexact: { line: number; column: number } | null;
}

type Props = TransformSlotProps<Options, Language, QueryDetails>;

/** Paths listed one by one with their Copy button; the rest are in the output with Show → Paths. */
export const LISTED_PATHS = 100;

/** How many results the query gave. */
export function ResultCount({ outcome, stale }: Props) {
  if (!outcome?.ok) return null;
  return (
    <Muted aria-live="polite" data-testid="result-count" data-stale={stale || undefined}>
      {countOf(outcome.details.count, 'result')}
    </Muted>
  );
}

/** Under the output: the result count, and a word on numbers a double cannot hold, which filters compare as doubles. */
export function ResultFooter(props: Props) {
  const { outcome, stale } = props;
  const inexact = outcome?.ok && !stale ? outcome.details.inexact : null;
  return (
    <Stack $gap="sm">
      <ResultCount {...props} />
      {inexact && <Alert tone="warning">{MESSAGES.inexactNumbers(inexact.line, inexact.column)}</Alert>}
    </Stack>
  );
}

const Rows = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 4px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: none;
  }
  code {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Each JSONPath result's normalized path (RFC 9535 §2.7) with Copy path. */
export function ResultPaths({ outcome, stale }: Props) {
  if (!outcome?.ok || stale) return null;
  const { paths } = outcome.details;
  if (!paths || paths.length === 0) return null;
  const listed = paths.slice(0, LISTED_PATHS);
  return (
    <Card title="Result paths">
      <Rows aria-label="Result paths">
        {listed.map((path, i) => (
          <li key={i}>
            <code>{path}</code>
            <CopyButton value={path} label="Copy path" size="sm" variant="ghost" successMessage={null} />
          </li>
        ))}
      </Rows>
      {paths.length > listed.length && (
        <Muted>
          {countOf(paths.length - listed.length, 'more path')}: choose Show → Paths to have every path in the output.
        </Muted>
      )}
    </Card>
  );
}
