import styled from 'styled-components';
import { Alert, Badge, Card, CopyButton, Muted, Stack } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import type { Binary, Card as EntryCard, Details, Mode } from './logic';
import type { Options } from './options';

type Props = TransformSlotProps<Options, Mode, Details>;

const Table = styled.dl`
  margin: 0;
  display: grid;
  /* the labels wrap before the values do: a value is copied whole and read best on one line */
  grid-template-columns: fit-content(35%) minmax(0, 1fr);
  font-size: ${({ theme }) => theme.font.size.sm};
  > div {
    display: contents;
  }
  dt,
  dd {
    padding: 6px 8px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  dd > span {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: break-word;
    min-width: 0;
    white-space: pre-wrap;
  }
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      border-top: none;
      padding-top: 0;
    }
  }
`;

const Bits = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  line-height: 1.8;
  strong {
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 3px;
    color: ${({ theme }) => theme.color.text};
  }
  span.host {
    color: ${({ theme }) => theme.color.textMuted};
  }
  span.cut {
    padding: 0 2px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/** The bits with the network part bold and underlined, the host part plain, and a '|' between them. */
function BinaryView({ binary }: { binary: Binary }) {
  const size = binary.version === 4 ? 8 : 16;
  const sep = binary.version === 4 ? '.' : ':';
  const bits = binary.groups.join('');
  const net: string[] = [];
  const host: string[] = [];
  for (let i = 0; i < bits.length; i++) {
    const target = i < binary.prefix ? net : host;
    if (i > 0 && i % size === 0) target.push(sep);
    target.push(bits[i]);
  }
  const hostBits = bits.length - binary.prefix;
  return (
    <section aria-label="Binary">
      <Bits>
        <strong>{net.join('')}</strong>
        {net.length > 0 && host.length > 0 && (
          <span className="cut" aria-hidden="true">
            |
          </span>
        )}
        <span className="host">{host.join('')}</span>
      </Bits>
      <Muted>
        {binary.prefix} network {binary.prefix === 1 ? 'bit' : 'bits'} (bold, underlined) · {hostBits} host{' '}
        {hostBits === 1 ? 'bit' : 'bits'} (plain)
      </Muted>
    </section>
  );
}

function EntryDetails({ card }: { card: EntryCard }) {
  return (
    <Card title={card.title} level={3} aria-label={`Details of ${card.title}`}>
      <Stack $gap="sm">
        {card.notes.map((note) => (
          <Alert key={note} tone="info">
            {note}
          </Alert>
        ))}
        {card.labels.length > 0 && (
          <Labels aria-label="Special-purpose">
            {card.labels.map((label) => (
              <Badge key={label} $tone="info">
                {label}
              </Badge>
            ))}
          </Labels>
        )}
        <Table>
          {card.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <span>{row.value}</span>
                {!row.answer && (
                  <CopyButton value={row.value} size="sm" variant="ghost" aria-label={`Copy ${row.label}`} />
                )}
              </dd>
            </div>
          ))}
        </Table>
        {card.binary && <BinaryView binary={card.binary} />}
      </Stack>
    </Card>
  );
}

/** One table per entry: the report itself, drawn, where every entry has its table. */
export function CidrCards({ outcome }: Props) {
  if (!outcome?.ok) return null;
  return (
    <Stack $gap="md" aria-label="Details">
      {outcome.details.cards.map((card, i) => (
        <EntryDetails key={`${i}-${card.title}`} card={card} />
      ))}
    </Stack>
  );
}

/** Every entry has its table (a longer list is shown as the report's text, which covers them all). */
export const drawnAsCards = (details: Details) =>
  details.mode === 'inspect' && details.cards.length > 0 && details.entries <= details.cards.length;

/** What the output is (4 × /26…) and anything it leaves out. */
export function CidrSummary({ outcome }: Props) {
  if (!outcome?.ok) return null;
  const { summary, notes } = outcome.details;
  if (!summary && !notes.length) return null;
  return (
    <Stack $gap="sm" aria-live="polite">
      {summary && <Muted data-testid="cidr-summary">{summary}</Muted>}
      {notes.map((note) => (
        <Muted key={note}>{note}</Muted>
      ))}
    </Stack>
  );
}
