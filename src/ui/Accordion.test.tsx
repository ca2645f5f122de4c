import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@/theme/ThemeProvider';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { id: 'a', title: 'First question', content: <p>First answer</p> },
  { id: 'b', title: 'Second question', content: <p>Second answer</p> },
  { id: 'c', title: 'Third question', content: <p>Third answer</p> },
];

function setup(props: Partial<Parameters<typeof Accordion>[0]> = {}) {
  const user = userEvent.setup();
  render(
    <AppThemeProvider>
      <Accordion items={items} {...props} />
    </AppThemeProvider>,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  return { user, button };
}

describe('Accordion', () => {
  it('renders buttons inside headings that control labelled regions, all closed by default', () => {
    const { button } = setup();
    for (const item of items) {
      const b = button(item.title as string);
      expect(b).toHaveAttribute('aria-expanded', 'false');
      expect(b.closest('h3')).not.toBeNull();
      const panel = document.getElementById(b.getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', b.id);
      expect(panel).not.toBeVisible();
    }
  });

  it('keeps at most one item open', async () => {
    const { user, button } = setup();
    await user.click(button('First question'));
    expect(button('First question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer');
    await user.click(button('Second question'));
    expect(button('Second question')).toHaveAttribute('aria-expanded', 'true');
    expect(button('First question')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First answer')).not.toBeVisible();
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
  });

  it('collapses the open item when it is activated again', async () => {
    const { user, button } = setup({ defaultValue: 'b' });
    expect(screen.getByText('Second answer')).toBeVisible();
    await user.click(button('Second question'));
    expect(button('Second question')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Second answer')).not.toBeVisible();
  });

  it('toggles with Enter and Space and moves focus with arrows, Home and End', async () => {
    const { user, button } = setup();
    button('First question').focus();
    await user.keyboard('{Enter}');
    expect(button('First question')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button('First question')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(button('Second question')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Third question')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('First question')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Third question')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('First question')).toHaveFocus();
    await user.keyboard('{ArrowDown} ');
    expect(button('Second question')).toHaveAttribute('aria-expanded', 'true');
  });

  it('can be controlled so several accordions share one open item', async () => {
    const user = userEvent.setup();
    function Shared() {
      const [open, setOpen] = useState<string | null>(null);
      return (
        <AppThemeProvider>
          <Accordion items={items.slice(0, 2)} value={open} onValueChange={setOpen} />
          <Accordion items={items.slice(2)} value={open} onValueChange={setOpen} />
        </AppThemeProvider>
      );
    }
    render(<Shared />);
    await user.click(screen.getByRole('button', { name: 'First question' }));
    await user.click(screen.getByRole('button', { name: 'Third question' }));
    expect(screen.getByRole('button', { name: 'First question' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Third question' })).toHaveAttribute('aria-expanded', 'true');
  });
});
