import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/theme/themes';
import { OptionsForm } from './OptionsForm';

const schema = {
  type: 'object',
  properties: {
    count: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 100 },
    on: { type: 'boolean', title: 'Enabled' },
    rows: { type: 'array', title: 'Rows', items: { type: 'string', title: 'Row' } },
  },
};

describe('OptionsForm', () => {
  it('renders fields from the schema with our widgets and names row buttons by item', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <OptionsForm schema={schema} value={{ count: 3, on: true, rows: ['a', 'b'] }} onChange={onChange} />
      </ThemeProvider>,
    );
    expect(await screen.findByLabelText('Quantity', {}, { timeout: 15000 })).toHaveValue(3);
    expect(screen.getByRole('switch', { name: 'Enabled' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move down item 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up item 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ on: false }), true);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '500' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ count: 500 }), false);
  });
});
