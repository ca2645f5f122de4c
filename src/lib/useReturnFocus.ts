import { useCallback, useState } from 'react';

/**
 * A dialog dismissed without going anywhere gives the focus back to what had it when the dialog
 * opened (the Search button, the editor the visitor was typing in), not to the page's body, where
 * the next Tab would start again from the top. Call the returned function when dismissing.
 */
export function useReturnFocus(): () => void {
  // read on the dialog's first render, before it takes the focus itself
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return useCallback(() => {
    if (opener && opener !== document.body && opener.isConnected) opener.focus();
  }, [opener]);
}
