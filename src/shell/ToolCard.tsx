import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cardLink } from './cardLink';
import type { ToolManifest } from '../registry/types';
import { ToolIcon } from './ToolIcon';
import { Badge } from '../ui/Badge';

const CardLink = styled(Link)`
  ${cardLink}
  .top { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  .icon { display: inline-grid; place-items: center; width: 40px; height: 40px; border-radius: 10px; background: ${({ theme }) => theme.color.infoBg}; color: ${({ theme }) => theme.color.primary}; }
  h2, h3 { margin: 4px 0 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  ul { margin: 4px 0 0; padding-left: 18px; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; }
`;

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** A tool card: icon, name, description, features, Popular badge. */
export function ToolCard({ manifest, headingLevel = 2 }: { manifest: ToolManifest; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <CardLink to={manifest.path}>
      <div className="top">
        <span className="icon">
          <ToolIcon name={manifest.icon} size={22} />
        </span>
        {manifest.popular && <Badge $tone="accent">Popular</Badge>}
      </div>
      <H>{manifest.name}</H>
      <p>{manifest.description}</p>
      {manifest.features.length > 0 && (
        <ul>
          {manifest.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
    </CardLink>
  );
}
