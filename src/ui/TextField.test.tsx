import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@/theme/ThemeProvider';
import { TextField } from './TextField';

const inTheme = (ui: ReactNode) => render(<AppThemeProvider>{ui}</AppThemeProvider>);

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    inTheme(<TextField label="Seed" hint="Same seed, same data" value="" onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Seed' });
    expect(field).toHaveAccessibleDescription('Same seed, same data');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error instead of the hint and marks the field invalid', () => {
    inTheme(
      <TextField
        label="Seed"
        hint="Same seed, same data"
        error="A whole number from 0 to 99"
        value="x"
        onChange={() => undefined}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Seed' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('A whole number from 0 to 99');
    expect(screen.queryByText('Same seed, same data')).toBeNull();
  });

  it('is marked invalid and keeps its hint where the error is said elsewhere', () => {
    inTheme(<TextField label="Query" hint="A JSONPath" invalid value="$[" onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Query' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('A JSONPath');
  });

  it('keeps a given id and has no description without a message', () => {
    inTheme(<TextField id="hmac-key" label="HMAC key" value="" onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'HMAC key' });
    expect(field).toHaveAttribute('id', 'hmac-key');
    expect(field).not.toHaveAttribute('aria-describedby');
  });
});
