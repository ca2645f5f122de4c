import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@/theme/ThemeProvider';
import { Combobox, type ComboboxOption } from './Combobox';

const inTheme = (ui: ReactNode) => render(<AppThemeProvider>{ui}</AppThemeProvider>);

const CITIES: ComboboxOption[] = [
  { value: 'ber', label: 'Berlin' },
  { value: 'lis', label: 'Lisbon' },
  { value: 'nyc', label: 'New York' },
  { value: 'tyo', label: 'Tokyo' },
];
const search = (q: string) => CITIES.filter((c) => c.label.toLowerCase().includes(q.toLowerCase()));

function Demo({ onChange = () => undefined }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('ber');
  return (
    <Combobox
      label="City"
      listLabel="Cities"
      value={value}
      valueLabel={CITIES.find((c) => c.value === value)?.label}
      search={search}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      noMatch={(q) => `No city matches “${q}”.`}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'City' });
const key = (k: string, extra: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(box(), { key: k, ...extra });
const active = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Combobox', () => {
  it('shows the chosen value, closed, and names the listbox it controls', () => {
    inTheme(<Demo />);
    expect(box()).toHaveValue('Berlin');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(document.getElementById(box().getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
  });

  it('typing filters and makes the best match active; Enter takes it', () => {
    const onChange = vi.fn();
    inTheme(<Demo onChange={onChange} />);
    fireEvent.change(box(), { target: { value: 'o' } });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Lisbon', 'New York', 'Tokyo']);
    expect(active()).toBe('Lisbon');
    expect(screen.getByRole('option', { name: 'Lisbon' })).toHaveAttribute('aria-selected', 'true');
    key('Enter');
    expect(onChange).toHaveBeenCalledWith('lis');
    expect(box()).toHaveValue('Lisbon');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Down and Up move through the options and wrap around', () => {
    inTheme(<Demo />);
    fireEvent.change(box(), { target: { value: 'o' } });
    key('ArrowDown');
    expect(active()).toBe('New York');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('Lisbon');
    key('ArrowUp');
    expect(active()).toBe('Tokyo');
  });

  it('Down on a closed box opens the whole list on the chosen value; Alt+Down opens without moving', () => {
    inTheme(<Demo />);
    key('ArrowDown');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(active()).toBe('Berlin');
    key('Escape');
    key('ArrowDown', { altKey: true });
    expect(active()).toBe('Berlin');
    key('ArrowDown', { altKey: true });
    expect(active()).toBe('Berlin');
  });

  it('Escape and leaving the box close the list and put back the chosen value', () => {
    const onChange = vi.fn();
    inTheme(<Demo onChange={onChange} />);
    fireEvent.change(box(), { target: { value: 'tok' } });
    key('Escape');
    expect(box()).toHaveValue('Berlin');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(box(), { target: { value: 'tok' } });
    fireEvent.blur(box());
    expect(box()).toHaveValue('Berlin');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click on an option takes it', () => {
    inTheme(<Demo />);
    fireEvent.change(box(), { target: { value: 'york' } });
    fireEvent.click(screen.getByRole('option', { name: 'New York' }));
    expect(box()).toHaveValue('New York');
  });

  it('says so when nothing fits, and Enter then takes nothing', () => {
    const onChange = vi.fn();
    inTheme(<Demo onChange={onChange} />);
    fireEvent.change(box(), { target: { value: 'xyz' } });
    expect(screen.getByRole('status')).toHaveTextContent('No city matches “xyz”.');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    key('Enter');
    expect(onChange).not.toHaveBeenCalled();
  });
});
