/**
 * Any part of a page can open the header's search dialog (the home page's search field does): it
 * asks through this window event, and the header, which owns the dialog, listens.
 */
const SEARCH_REQUEST = 'site:search';

/** Opens the search dialog. */
export function requestSearch(): void {
  window.dispatchEvent(new Event(SEARCH_REQUEST));
}

/** Calls `open` whenever a part of the page asks for the search dialog; returns the unsubscribe. */
export function onSearchRequest(open: () => void): () => void {
  window.addEventListener(SEARCH_REQUEST, open);
  return () => window.removeEventListener(SEARCH_REQUEST, open);
}
