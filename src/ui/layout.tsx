import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { useTypedBeforeHydration } from '@/lib/typedBeforeHydration';
import { media, TOUCH_TARGET } from '@/theme/tokens';

/** A tool screen's sections stacked with consistent spacing. */
export const Stack = styled.div<{ $gap?: 'sm' | 'md' | 'lg' | 'xl' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
  min-width: 0;
`;

/** Controls in a row that wrap on narrow screens. */
export const Toolbar = styled.div<{ $justify?: 'start' | 'end' | 'between'; $align?: 'center' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'center' }) => ($align === 'end' ? 'flex-end' : 'center')};
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $justify = 'start' }) => ($justify === 'between' ? 'space-between' : $justify === 'end' ? 'flex-end' : 'flex-start')};
`;

/** Two columns side by side from `$from` px wide (default 960), one column below it. */
export const TwoColumns = styled.div<{ $from?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ $from = 960 }) => $from}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

/** A text field's head row: its label on the left, its buttons on the right (wrapping on phones). */
export const FieldHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 6px;
  label {
    margin: 0;
  }
`;

/** A text field's live count, under it on the right. */
export const FieldCount = styled.span`
  display: block;
  text-align: right;
  margin-top: 4px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const InputBox = styled.input<{ $invalid?: boolean }>`
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  min-height: 40px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  width: 100%;
  &:focus-visible {
    outline: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.focus)};
    outline-offset: 0;
  }
  ${media.mobile} {
    min-height: ${TOUCH_TARGET};
  }
`;

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { $invalid?: boolean; ref?: Ref<HTMLInputElement> };

/** A one-line text input; what was typed into its prerendered copy before the page went live is kept. */
export function Input({ ref, ...props }: InputProps) {
  const inputRef = useTypedBeforeHydration(ref);
  return <InputBox ref={inputRef} {...props} />;
}

export const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li {
    margin-bottom: 4px;
  }
`;

/** Facts about one thing (file, image, UUID…) as a two-column term/value list; `$mono` sets values in code type. */
export const Facts = styled.dl<{ $mono?: boolean }>`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    ${({ $mono, theme }) => ($mono ? `font-family: ${theme.font.mono};` : 'font-weight: 600;')}
  }
`;

/** A framed box on a checkerboard, which shows the transparent areas of the image it holds. */
export const Checkerboard = styled.div`
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background-color: ${({ theme }) => theme.color.surface};
  background-image:
    linear-gradient(45deg, ${({ theme }) => theme.color.surfaceAlt} 25%, transparent 25%),
    linear-gradient(-45deg, ${({ theme }) => theme.color.surfaceAlt} 25%, transparent 25%),
    linear-gradient(45deg, transparent 75%, ${({ theme }) => theme.color.surfaceAlt} 75%),
    linear-gradient(-45deg, transparent 75%, ${({ theme }) => theme.color.surfaceAlt} 75%);
  background-size: 16px 16px;
  background-position:
    0 0,
    0 8px,
    8px -8px,
    -8px 0;
`;
