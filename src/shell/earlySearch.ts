/**
 * Ctrl+K (⌘K) and / open the search from the first paint. Until the app is live, the inline script in
 * index.html answers them with a plain search box (`#early-search`) that takes the keys typed; once the
 * header is live it says so (`data-search-ready`, after which the inline script stands aside) and takes
 * that box's text into its own dialog.
 */
export const EARLY_SEARCH_ID = 'early-search';

/** Tells the inline script that the header answers the shortcuts now. */
export function markSearchReady(): void {
  document.documentElement.dataset.searchReady = '';
}

/** The text typed into the early search box, which is removed; null when it was never opened. */
export function takeEarlySearch(): string | null {
  const box = document.getElementById(EARLY_SEARCH_ID);
  if (!box) return null;
  const input = box.querySelector('input');
  const text = input instanceof HTMLInputElement ? input.value : '';
  box.remove();
  return text;
}
