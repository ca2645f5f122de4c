import { History as HistoryIcon, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button, Card, Muted } from '@/ui';
import { requestOf, type HistoryEntry } from './history';
import { isSuccess, type HttpRequest } from './logic';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li button {
    display: grid;
    grid-template-columns: 5.5rem minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    width: 100%;
    min-height: 44px;
    padding: 6px ${({ theme }) => theme.space.md};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    text-align: left;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  li button:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  .method {
    font-weight: 700;
    font-family: ${({ theme }) => theme.font.mono};
  }
  .url {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-family: ${({ theme }) => theme.font.mono};
  }
  .status {
    font-weight: 600;
  }
  .status.ok {
    color: ${({ theme }) => theme.color.success};
  }
  .status.failed {
    color: ${({ theme }) => theme.color.danger};
  }
  /* on phones the URL has a line of its own under the method and the status */
  @media (max-width: 767px) {
    li button {
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-areas: 'method status' 'url url';
      row-gap: 2px;
    }
    .method {
      grid-area: method;
    }
    .status {
      grid-area: status;
      justify-self: end;
    }
    .url {
      grid-area: url;
    }
  }
`;

const time = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The requests sent in this tab; choosing one puts it back in the form, to be sent again or changed. */
export function HistoryCard({
  history,
  onChoose,
  onClear,
}: {
  history: readonly HistoryEntry[];
  onChoose: (request: HttpRequest) => void;
  onClear: () => void;
}) {
  return (
    <Card
      title="History"
      aria-label="History"
      actions={
        history.length > 0 && (
          <Button variant="ghost" size="sm" icon={<Trash2 size={14} aria-hidden="true" />} onClick={onClear}>
            Clear history
          </Button>
        )
      }
    >
      {history.length === 0 ? (
        <Muted>
          <HistoryIcon size={14} aria-hidden="true" /> The requests you send in this tab are listed here, without their
          credentials. Choose one to put it back in the form.
        </Muted>
      ) : (
        <List aria-label="Requests sent in this tab">
          {history.map((entry) => {
            const request = requestOf(entry);
            return (
              <li key={`${entry.at}-${entry.query}`}>
                <button
                  type="button"
                  onClick={() => onChoose(request)}
                  title={`Put this ${request.method} request back in the form`}
                >
                  <span className="method">{request.method}</span>
                  <span className="url">{request.url}</span>
                  <span className={`status ${isSuccess(entry.status) ? 'ok' : 'failed'}`}>
                    {entry.status === 0 ? 'No response' : entry.status} · {time(entry.at)}
                  </span>
                </button>
              </li>
            );
          })}
        </List>
      )}
    </Card>
  );
}
