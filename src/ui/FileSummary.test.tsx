import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@/theme/ThemeProvider';
import { FileSummary } from './FileSummary';

const inTheme = (ui: ReactNode) => render(<AppThemeProvider>{ui}</AppThemeProvider>);

describe('FileSummary', () => {
  it('names the file, its size in units and bytes, and its type', () => {
    inTheme(<FileSummary file={{ name: 'photo.png', size: 3000, type: 'image/png' }} />);
    const card = screen.getByRole('group', { name: 'Selected file' });
    expect(card).toHaveTextContent('photo.png');
    expect(card).toHaveTextContent('2.9 KB (3,000 bytes)');
    expect(card).toHaveTextContent('image/png');
  });

  it("says 'Unknown' for a file without a type and shows a name as text", () => {
    inTheme(<FileSummary file={{ name: '<b>x</b>.bin', size: 1, type: '' }} />);
    const card = screen.getByRole('group', { name: 'Selected file' });
    expect(card).toHaveTextContent('<b>x</b>.bin');
    expect(card).toHaveTextContent('1 byte');
    expect(card).toHaveTextContent('Unknown');
  });

  it('shows extra rows and the buttons beside the facts', () => {
    inTheme(
      <FileSummary
        file={{ name: 'a.png', size: 10, type: 'image/png' }}
        extra={
          <>
            <dt>Dimensions</dt>
            <dd>3 × 4 px</dd>
          </>
        }
        actions={<button type="button">Remove</button>}
      />,
    );
    const card = screen.getByRole('group', { name: 'Selected file' });
    expect(card).toHaveTextContent('3 × 4 px');
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('shows the empty text without a file, and nothing when there is none', () => {
    const { unmount } = inTheme(<FileSummary file={null} empty="No file selected." />);
    expect(screen.getByRole('group', { name: 'Selected file' })).toHaveTextContent('No file selected.');
    unmount();
    inTheme(<FileSummary file={null} />);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
