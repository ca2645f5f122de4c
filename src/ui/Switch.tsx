import { useId } from 'react';
import styled from 'styled-components';
import { media, TOUCH_TARGET } from '@/theme/tokens';

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    cursor: pointer;
  }
`;
/** The button is the touch target (44 px tall on phones); the track and knob are drawn inside it. */
const Track = styled.button<{ $on: boolean }>`
  position: relative;
  width: 44px;
  height: 28px;
  flex-shrink: 0;
  border: 0;
  border-radius: 999px;
  background: transparent;
  cursor: pointer;
  padding: 0;
  ${media.mobile} {
    height: ${TOUCH_TARGET};
  }
  &::before {
    content: '';
    position: absolute;
    left: 1px;
    top: 50%;
    transform: translateY(-50%);
    width: 42px;
    height: 24px;
    box-sizing: border-box;
    border-radius: 999px;
    border: 1px solid ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.border)};
    background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surfaceAlt)};
  }
  &::after {
    content: '';
    position: absolute;
    top: calc(50% - 9px);
    left: ${({ $on }) => ($on ? '22px' : '4px')};
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.color.primaryText : theme.color.textMuted)};
    transition: left 0.15s;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (role=switch) named by its visible label. */
export function Switch({ label, checked, onChange, disabled }: SwitchProps) {
  const id = useId();
  return (
    <Wrap>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        $on={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
      <label htmlFor={id}>{label}</label>
    </Wrap>
  );
}
