import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ToolManifest } from '@/registry/types';
import { Badge } from '@/ui/Badge';
import { cardLink } from './cardLink';
import { FavouriteStar } from './FavouriteStar';
import { ToolIcon } from './ToolIcon';

// the name's link covers the card (::after), so the whole card opens the tool while the star stays a separate button
const Card = styled.div`
  ${cardLink}
  position: relative;
  &:has(a:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
  .top {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .top .icon {
    margin-right: auto;
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 10px;
    background: ${({ theme }) => theme.color.infoBg};
    color: ${({ theme }) => theme.color.primary};
  }
  h2,
  h3,
  h4 {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  :is(h2, h3, h4) a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  :is(h2, h3, h4) a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** A tool card: icon, name (the link), description, features, Popular badge and a favourite star. */
export function ToolCard({
  manifest,
  headingLevel = 2,
  compact = false,
}: {
  manifest: ToolManifest;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
}) {
  const H = (['h2', 'h3', 'h4'] as const)[headingLevel - 2];
  return (
    <Card data-testid="tool-card" data-tool={manifest.id}>
      <div className="top">
        <span className="icon">
          <ToolIcon name={manifest.icon} size={22} />
        </span>
        {manifest.popular && (
          <Badge className="badge" $tone="accent">
            Popular
          </Badge>
        )}
        <FavouriteStar id={manifest.id} name={manifest.name} />
      </div>
      <H>
        <Link to={manifest.path}>{manifest.name}</Link>
      </H>
      <p>{manifest.description}</p>
      {!compact && manifest.features.length > 0 && (
        <ul>
          {manifest.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
