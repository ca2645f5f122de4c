import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './useReturnFocus';

function Dialog({ onClose }: { onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <div role="dialog" aria-label="Dialog">
      <input aria-label="Inside" autoFocus />
      <button
        onClick={() => {
          onClose();
          returnFocus();
        }}
      >
        Dismiss
      </button>
    </div>
  );
}

function Page({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {!(removeOpener && open) && <button onClick={() => setOpen(true)}>Open</button>}
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useReturnFocus', () => {
  it('gives the focus back to what had it when the dialog opened', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('leaves the focus alone when what had it is gone', () => {
    render(<Page removeOpener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(opener.isConnected).toBe(false);
    expect(document.body).toHaveFocus();
  });
});
