/// <reference types="trusted-types" />
/**
 * The page enforces Trusted Types (`require-trusted-types-for 'script'`): a string given to an HTML
 * sink must come from a named policy the site's Content-Security-Policy lists (scripts/csp.ts).
 */

declare global {
  interface DOMParser {
    /** The sink as the Trusted Types spec types it. */
    parseFromString(string: string | TrustedHTML, type: DOMParserSupportedType): Document;
  }
}

/** The policy's name in the `trusted-types` directive. */
export const INERT_HTML_POLICY = 'inert-html';

/** A Trusted Types policy where the browser has them; null elsewhere (jsdom, older browsers). */
export function createHtmlPolicy(
  name: string,
  createHTML: (input: string, ...args: string[]) => string,
): Pick<TrustedTypePolicy, 'createHTML'> | null {
  return typeof window !== 'undefined' && window.trustedTypes
    ? window.trustedTypes.createPolicy(name, { createHTML })
    : null;
}

/** Puts a document into a frame's srcdoc, a Trusted Types sink (typed as a plain string in the DOM's types). */
export function setSrcdoc(frame: HTMLIFrameElement, html: string | TrustedHTML): void {
  Object.assign(frame, { srcdoc: html });
}

let inertPolicy: Pick<TrustedTypePolicy, 'createHTML'> | null | undefined;

/**
 * User HTML as DOMParser accepts it. Only for inert parsing: a DOMParser document runs no script and
 * loads nothing, so the text passes unchanged. Plain strings where the browser has no Trusted Types.
 */
export function inertHtml(html: string): string | TrustedHTML {
  if (inertPolicy === undefined) inertPolicy = createHtmlPolicy(INERT_HTML_POLICY, (s) => s);
  return inertPolicy ? inertPolicy.createHTML(html) : html;
}

/** The one string React DOM gives innerHTML: it makes an inert `<script>` element (JSON-LD) that way. */
export const REACT_SCRIPT_SHELL = '<script></script>';

/** True for a URL of this site: the only scripts a worker may be started from. */
export function isSameOriginUrl(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** True when the text is one JSON value. */
export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The `default` policy, which the browser asks about any plain string reaching a Trusted Types sink.
 * HTML: only React DOM's empty script shell passes. Script text: only JSON, which React DOM writes
 * into the structured-data (JSON-LD) script elements it creates; JSON holds no call or assignment,
 * so even run as a script it could do nothing. Script URLs: only this site's own files (every tool
 * starts its worker with `new Worker(new URL('./worker.ts', import.meta.url))`). Anything else is
 * refused (the sink throws).
 */
export function installDefaultPolicy(): void {
  if (typeof window === 'undefined' || !window.trustedTypes || window.trustedTypes.defaultPolicy) return;
  window.trustedTypes.createPolicy('default', {
    createHTML: (html: string) => {
      if (html === REACT_SCRIPT_SHELL) return html;
      throw new TypeError('HTML from a plain string is refused: use a named Trusted Types policy');
    },
    createScript: (text: string) => {
      if (isJson(text)) return text;
      throw new TypeError('A script from a plain string is refused');
    },
    createScriptURL: (url: string) => {
      if (isSameOriginUrl(url, window.location.origin)) return url;
      throw new TypeError(`A script from another site is refused: ${url}`);
    },
  });
}
