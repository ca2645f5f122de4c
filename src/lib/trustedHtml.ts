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
export function createHtmlPolicy(name: string, createHTML: (input: string, ...args: string[]) => string): Pick<TrustedTypePolicy, 'createHTML'> | null {
  return typeof window !== 'undefined' && window.trustedTypes ? window.trustedTypes.createPolicy(name, { createHTML }) : null;
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
