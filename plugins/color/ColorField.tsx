import styled from 'styled-components';
import { TextField } from '@/ui';
import { toHex, type ColorError, type ColorInfo } from './logic';

const Row = styled.div`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

/** The native picker, drawn as a swatch the size of a touch target. */
export const Picker = styled.input`
  width: 44px;
  height: 44px;
  margin-top: 22px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  &::-webkit-color-swatch-wrapper {
    padding: 0;
  }
  &::-webkit-color-swatch {
    border: none;
    border-radius: 4px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

export interface ColorFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** the last colour read from the field (the picker shows it while the text is wrong) */
  info: ColorInfo | null;
  error: ColorError | null;
  /** why the last change was not taken (the text shown is the one before it) */
  refused?: string;
  hint?: string;
}

/** Where in the text a message points, for the message itself. */
export function errorText(error: ColorError, text: string): string {
  return error.offset > 0 && error.offset < text.length
    ? `Column ${error.offset + 1}: ${error.message}`
    : error.message;
}

/** A colour typed in any CSS syntax, with the browser's colour picker beside it. */
export function ColorField({ id, label, value, onChange, info, error, refused, hint }: ColorFieldProps) {
  const six = info ? toHex({ ...info.rgb8, alpha: 1 }) : '#000000';
  return (
    <Row>
      <Picker
        type="color"
        aria-label={`${label} picker`}
        value={six}
        onChange={(e) => {
          // the picker has no alpha: keep the one typed
          const alpha = info?.alpha ?? 1;
          const hex = e.target.value;
          onChange(alpha < 1 ? toHex({ ...hexToRgb8(hex), alpha }) : hex);
        }}
      />
      <TextField
        id={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        error={refused ?? (error ? errorText(error, value) : undefined)}
        hint={hint}
      />
    </Row>
  );
}

function hexToRgb8(hex: string) {
  const n = parseInt(hex.slice(1, 7), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}
