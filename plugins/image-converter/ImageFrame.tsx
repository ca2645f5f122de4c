import styled from 'styled-components';

/** An image on a checkerboard, which shows which areas are transparent. */
export const Checker = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  /* a checkerboard shows which areas are transparent */
  background-color: ${({ theme }) => theme.color.surface};
  background-image: linear-gradient(45deg, ${({ theme }) => theme.color.surfaceAlt} 25%, transparent 25%),
    linear-gradient(-45deg, ${({ theme }) => theme.color.surfaceAlt} 25%, transparent 25%),
    linear-gradient(45deg, transparent 75%, ${({ theme }) => theme.color.surfaceAlt} 75%),
    linear-gradient(-45deg, transparent 75%, ${({ theme }) => theme.color.surfaceAlt} 75%);
  background-size: 16px 16px;
  background-position: 0 0, 0 8px, 8px -8px, -8px 0;
  img { max-width: 100%; max-height: 320px; object-fit: contain; }
`;

/** An image's facts (file, type, size, dimensions…) as a two-column list. */
export const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; font-weight: 600; }
`;
