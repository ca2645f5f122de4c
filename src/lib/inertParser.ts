import { FRAME_DOCUMENT_PATH, frameDocumentUrl } from './frameDocument';

declare global {
  interface Window {
    /** Every window has its own DOMParser, whose documents take that window's policy. */
    DOMParser: typeof DOMParser;
  }
}

/** How long the frame document may take to load before the page's own parser is used. */
const LOAD_LIMIT_MS = 5000;

let parser: Promise<DOMParser> | undefined;

/** The page's own parser: where there is no frame to be had (jsdom, the server) or it did not load. */
const pageParser = () => new DOMParser();

/**
 * A DOMParser of the frame document (see frameDocument.ts), loaded once in a hidden frame; the
 * page's own parser where the frame cannot be had.
 */
export function inertParser(): Promise<DOMParser> {
  if (typeof document === 'undefined' || !window.trustedTypes) return Promise.resolve(pageParser());
  parser ??= new Promise<DOMParser>((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.title = 'HTML parsing';
    frame.setAttribute('aria-hidden', 'true');
    const timer = setTimeout(() => resolve(pageParser()), LOAD_LIMIT_MS);
    frame.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        const view = frame.contentWindow;
        // a document of another origin (a host that answered with something else) has no reachable parser
        resolve(
          view && frame.contentDocument?.location.pathname.endsWith(FRAME_DOCUMENT_PATH)
            ? new view.DOMParser()
            : pageParser(),
        );
      },
      { once: true },
    );
    frame.src = frameDocumentUrl();
    document.body.append(frame);
  });
  return parser;
}
