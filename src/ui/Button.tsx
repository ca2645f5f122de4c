import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, TOUCH_TARGET } from '@/theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  $variant: ButtonVariant;
  $size: 'sm' | 'md';
  $block?: boolean;
}

const StyledButton = styled.button<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: ${({ $size }) => ($size === 'sm' ? '4px 10px' : '8px 16px')};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.sm)};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid transparent;
  cursor: pointer;
  white-space: nowrap;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition:
    background 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${({ theme, $variant }) => {
    const c = theme.color;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.primaryText};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.dangerText};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceAlt};
          }
        `;
      default:
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.border};
          &:hover:not(:disabled) {
            background: ${c.surfaceAlt};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
  }
  ${media.mobile} {
    min-height: ${TOUCH_TARGET};
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  block?: boolean;
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', block, icon, children, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledButton ref={ref} type={type} $variant={variant} $size={size} $block={block} {...rest}>
      {icon}
      {children}
    </StyledButton>
  );
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** accessible name: required because the button shows only an icon */
  label: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}

const Square = styled(StyledButton)`
  padding: 0;
  width: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  ${media.mobile} {
    width: ${TOUCH_TARGET};
  }
`;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', size = 'md', children, type = 'button', title, ...rest },
  ref,
) {
  return (
    <Square ref={ref} type={type} aria-label={label} title={title ?? label} $variant={variant} $size={size} {...rest}>
      {children}
    </Square>
  );
});
