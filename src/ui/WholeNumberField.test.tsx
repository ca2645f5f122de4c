import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@/theme/ThemeProvider';
import { clampWhole, parseWhole, WholeNumberField, type WholeNumberFieldProps } from './WholeNumberField';

const inTheme = (ui: ReactNode) => render(<AppThemeProvider>{ui}</AppThemeProvider>);

function Bound(props: Omit<WholeNumberFieldProps, 'id' | 'value' | 'onChange'> & { start: number | undefined }) {
  const { start, ...field } = props;
  const [value, setValue] = useState(start);
  return (
    <>
      <WholeNumberField id="n" {...field} value={value} onChange={setValue} />
      <output>{value === undefined ? 'none' : value}</output>
    </>
  );
}

describe('parseWhole and clampWhole', () => {
  it('take digits alone within the range', () => {
    expect(parseWhole(' 12 ', 1, 50)).toBe(12);
    for (const text of ['51', '0', '-3', '2.5', 'abc', '1e1', '']) expect(parseWhole(text, 1, 50)).toBeNull();
  });
  it('take any number as the nearest whole number in the range', () => {
    expect(clampWhole('500', 1, 100)).toBe(100);
    expect(clampWhole('0', 1, 100)).toBe(1);
    expect(clampWhole('2.6', 1, 100)).toBe(3);
    expect(clampWhole('', 1, 100)).toBeNull();
    expect(clampWhole('x', 1, 100)).toBeNull();
  });
});

describe('WholeNumberField', () => {
  it('ignores a number past the range, says so, and shows the number in force when left', () => {
    inTheme(<Bound label="Length" min={4} max={256} start={20} />);
    const field = screen.getByLabelText('Length');
    fireEvent.change(field, { target: { value: '3' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Ignored: enter a whole number from 4 to 256');
    expect(screen.getByRole('status')).toHaveTextContent('20');
    fireEvent.blur(field);
    expect(field).toHaveValue('20');
    fireEvent.change(field, { target: { value: '8' } });
    expect(screen.getByRole('status')).toHaveTextContent('8');
  });
  it('takes a number past the range as its nearest end when it clamps', () => {
    inTheme(<Bound label="Number of items" min={1} max={100} start={10} outOfRange="clamp" />);
    const field = screen.getByLabelText('Number of items');
    fireEvent.change(field, { target: { value: '500' } });
    expect(screen.getByRole('status')).toHaveTextContent('100');
    fireEvent.blur(field);
    expect(field).toHaveValue(100);
  });
  it('takes blank as no number when optional', () => {
    inTheme(<Bound label="Seed" min={0} max={99} start={7} optional />);
    const field = screen.getByLabelText('Seed');
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
