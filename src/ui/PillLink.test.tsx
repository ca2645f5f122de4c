import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@/theme/ThemeProvider';
import { PillLink, PillList } from './PillLink';

describe('PillLink', () => {
  it('is a link to a page through the router, or to a place in the page', () => {
    render(
      <AppThemeProvider>
        <MemoryRouter>
          <PillList aria-label="Links">
            <li>
              <PillLink as={Link} to="/sitemap">
                Sitemap
              </PillLink>
            </li>
            <li>
              <PillLink href="#general">General</PillLink>
            </li>
          </PillList>
        </MemoryRouter>
      </AppThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
    expect(screen.getByRole('link', { name: 'General' })).toHaveAttribute('href', '#general');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
