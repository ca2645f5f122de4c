import { Star } from 'lucide-react';
import styled from 'styled-components';
import { useFavourites } from './userTools';

const StarButton = styled.button<{ $on: boolean; $size: 'sm' | 'md' }>`
  position: relative;
  z-index: 1;
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  height: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  padding: 0;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.warning : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $on }) => ($on ? theme.color.warningBg : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.color.warning : theme.color.textMuted)};
  cursor: pointer;
  transition:
    background 0.15s,
    color 0.15s,
    border-color 0.15s;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.warning};
  }
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
`;

/** Stars or unstars a tool; the state is kept in localStorage and shows once the page is hydrated. */
export function FavouriteStar({ id, name, size = 'sm' }: { id: string; name: string; size?: 'sm' | 'md' }) {
  const { isFavourite, toggle } = useFavourites();
  const on = isFavourite(id);
  return (
    <StarButton
      type="button"
      aria-pressed={on}
      aria-label={`Favourite ${name}`}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      $on={on}
      $size={size}
      onClick={() => toggle(id)}
      data-testid="favourite-star"
    >
      <Star size={size === 'sm' ? 18 : 22} aria-hidden="true" />
    </StarButton>
  );
}
