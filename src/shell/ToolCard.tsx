import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ToolManifest } from '@/registry/types';
import { media } from '@/theme/tokens';
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
  /* a compact card is a tile: icon beside the name and one line of description, the star in the
     corner, so a screen holds many tools; on phones two tiles share a row and show the name alone */
  &.compact {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'icon name' 'icon desc';
    align-items: center;
    align-content: center;
    column-gap: ${({ theme }) => theme.space.md};
    row-gap: 2px;
    padding: ${({ theme }) => theme.space.md};
    padding-right: 44px;
  }
  &.compact .top {
    display: contents;
  }
  &.compact .icon {
    grid-area: icon;
    width: 36px;
    height: 36px;
  }
  &.compact .badge {
    display: none;
  }
  &.compact [data-testid='favourite-star'] {
    position: absolute;
    top: 4px;
    right: 4px;
  }
  &.compact :is(h2, h3, h4) {
    grid-area: name;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.3;
    overflow-wrap: break-word;
  }
  &.compact p {
    grid-area: desc;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${media.mobile} {
    &.compact {
      grid-template-areas: 'icon name';
      column-gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.sm};
    }
    &.compact .icon {
      width: 28px;
      height: 28px;
    }
    &.compact :is(h2, h3, h4) {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
    &.compact :is(p, [data-testid='favourite-star']) {
      display: none;
    }
  }
`;

export const CardGrid = styled.ul<{ $compact?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $compact }) => ($compact ? '280px' : '260px')}, 1fr));
  gap: ${({ theme, $compact }) => ($compact ? theme.space.md : theme.space.lg)};
  ${media.mobile} {
    ${({ $compact, theme }) => ($compact ? `grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${theme.space.sm};` : '')}
  }
`;

/** A name a narrow card may wrap after each slash ("URL Encoder/Decoder"), not inside a word. */
function breakableAfterSlashes(name: string): ReactNode {
  const parts = name.split('/');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

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
    <Card data-testid="tool-card" data-tool={manifest.id} className={compact ? 'compact' : undefined}>
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
        <Link to={manifest.path}>{breakableAfterSlashes(manifest.name)}</Link>
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
