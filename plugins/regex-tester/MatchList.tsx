import styled from 'styled-components';
import { Muted } from '@/ui';
import { groupLabel, type RegexMatch } from './logic';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    padding: 8px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  dl {
    margin: 4px 0 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

/** Shows whitespace-only and empty matches visibly. */
function shown(s: string | undefined): string {
  if (s === undefined) return '(not matched)';
  if (s === '') return '(empty)';
  return s;
}

export interface MatchListProps {
  /** The matches to list (the first page or pages). */
  matches: RegexMatch[];
  /** Names of the pattern's capture groups, for the group labels. */
  names: readonly (string | undefined)[];
}

/** Each match with its number, position, text and capture groups. */
export function MatchList({ matches, names }: MatchListProps) {
  return (
    <List>
      {matches.map((m, i) => (
        <li key={i}>
          <strong>Match {i + 1}</strong>{' '}
          <Muted>
            at index {m.index}–{m.end}
          </Muted>
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
    </List>
  );
}
