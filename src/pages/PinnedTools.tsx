import { Clock, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { registry } from '@/registry';
import type { RegisteredTool } from '@/registry/types';
import { ToolIcon } from '@/shell/ToolIcon';
import { useFavourites, useRecentTools } from '@/shell/userTools';
import { media } from '@/theme/tokens';
import { PillLink } from '@/ui/PillLink';

// each row keeps one line's height whether it is empty or full, so the catalogue below never moves
// side by side on wider screens, one above the other on phones
const Rows = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Row = styled.section`
  display: grid;
  grid-template-columns: 7.5rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 44px;
  h3 {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  h3 svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.warning};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: 8px;
    overflow-x: auto;
    scrollbar-width: thin;
    height: 44px;
    align-items: center;
  }
  li {
    flex-shrink: 0;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  @media (max-width: 479px) {
    grid-template-columns: 7rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const toolsFor = (ids: readonly string[]): RegisteredTool[] => ids.flatMap((id) => registry.byId.get(id) ?? []);

function PinnedRow({
  id,
  title,
  icon,
  tools,
  empty,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  tools: RegisteredTool[];
  empty: string;
}) {
  return (
    <Row aria-labelledby={`${id}-title`} data-testid={id}>
      <h3 id={`${id}-title`}>
        {icon}
        {title}
      </h3>
      {tools.length ? (
        <ul>
          {tools.map((t) => (
            <li key={t.manifest.id}>
              <PillLink as={Link} to={t.manifest.path}>
                <ToolIcon name={t.manifest.icon} size={16} />
                {t.manifest.name}
              </PillLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </Row>
  );
}

/** The visitor's favourites, then the tools they opened lately (filled in after hydration). */
export function PinnedTools() {
  const { favourites } = useFavourites();
  const recent = useRecentTools();
  return (
    <Rows>
      <PinnedRow
        id="favourites"
        title="Favourites"
        icon={<Star size={16} aria-hidden="true" />}
        tools={toolsFor(favourites)}
        empty="Star a tool to pin it here."
      />
      <PinnedRow
        id="recent"
        title="Recent"
        icon={<Clock size={16} aria-hidden="true" />}
        tools={toolsFor(recent)}
        empty="Tools you open show up here."
      />
    </Rows>
  );
}
