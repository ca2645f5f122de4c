import styled from 'styled-components';
import { cardSurface } from '@/shell/cardLink';

/** Cards in a responsive grid (a list). */
export const TileGrid = styled.ul<{ $cols?: 2 | 3 | 4 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $cols = 3 }) => $cols}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  > li {
    min-width: 0;
  }
  @media (max-width: 1099px) {
    grid-template-columns: repeat(${({ $cols = 3 }) => Math.min($cols, 2)}, minmax(0, 1fr));
  }
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** A card of a tile grid: a heading (h3) and a muted line under it. */
export const Tile = styled.div`
  ${cardSurface}
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A rounded square holding an icon. */
export const IconTile = styled.span<{ $size?: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size = 44 }) => $size}px;
  height: ${({ $size = 44 }) => $size}px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.primary};
`;

/** Figures in a row of tiles. */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  > div {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0 0 2px;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: 800;
    color: ${({ theme }) => theme.color.primary};
    line-height: 1.2;
  }
  > div {
    display: flex;
    flex-direction: column-reverse;
  }
  @media (max-width: 767px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;
