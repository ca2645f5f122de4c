import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HandOffContext, type HandOff, type HandOffTarget } from '@/lib/handOffContext';
import type { ContentKind } from '@/lib/kinds';
import { AppThemeProvider } from '@/theme/ThemeProvider';
import { OpenInMenu } from './OpenInMenu';

const TARGETS: Partial<Record<ContentKind, HandOffTarget[]>> = {
  json: [
    { id: 'json-validator', name: 'JSON Formatter' },
    { id: 'text-diff', name: 'Text Diff', as: 'as the original' },
  ],
  text: [{ id: 'hash', name: 'Hash Generator' }],
};

function withHandOff(ui: ReactNode, produces: ContentKind[] = ['text', 'json']) {
  const open = vi.fn();
  const handOff: HandOff = { produces, targetsFor: (kind) => TARGETS[kind] ?? [], open };
  render(
    <AppThemeProvider>
      <HandOffContext.Provider value={handOff}>{ui}</HandOffContext.Provider>
    </AppThemeProvider>,
  );
  return open;
}

const menuButton = () => screen.getByRole('button', { name: /Open in/ });

describe('Open in …', () => {
  it('offers the tools for the kind read from the output, and opens the chosen one with the text', () => {
    const open = withHandOff(<OpenInMenu text='{"a": 1}' />);
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['JSON Formatter', 'Text Diff (as the original)']);
    expect(items[0]).toHaveFocus();
    fireEvent.click(items[1]);
    expect(open).toHaveBeenCalledWith(TARGETS.json?.[1], '{"a": 1}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('takes the kind the tool gives over what the text looks like', () => {
    withHandOff(<OpenInMenu text='{"a": 1}' kind="text" />);
    fireEvent.click(menuButton());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Hash Generator']);
  });

  it('moves with the arrow keys, Home and End, and Escape closes it back to its button', () => {
    withHandOff(<OpenInMenu text='{"a": 1}' />);
    fireEvent.click(menuButton());
    const menu = screen.getByRole('menu');
    const [first, second] = screen.getAllByRole('menuitem');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('is disabled with no output, and absent where no tool takes the kind or the page offers no hand-off', () => {
    withHandOff(<OpenInMenu text="" />);
    expect(menuButton()).toBeDisabled();
    document.body.innerHTML = '';
    withHandOff(<OpenInMenu text="<a/>" />, ['xml']);
    expect(screen.queryByRole('button', { name: /Open in/ })).toBeNull();
    document.body.innerHTML = '';
    render(
      <AppThemeProvider>
        <OpenInMenu text='{"a": 1}' />
      </AppThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: /Open in/ })).toBeNull();
  });
});
