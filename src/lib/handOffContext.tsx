import { createContext, useContext } from 'react';
import type { ContentKind } from './kinds';
import { getInput, MAIN_INPUT_FIELD, setInput } from './toolState';

/** A tool input another tool's output can be opened in. */
export interface HandOffTarget {
  /** the tool's id and name */
  id: string;
  name: string;
  /** where the text goes when the tool takes text in more than one place ('as the original') */
  as?: string;
}

/**
 * What the page offers a tool's output: the kinds the tool says its output can be, the tools that
 * take each kind, and the way there. The app provides it from the registry (tools below the app
 * never see the catalogue); where it is missing (stories, embedded tools) no offer is shown.
 */
export interface HandOff {
  produces: readonly ContentKind[];
  targetsFor: (kind: ContentKind) => HandOffTarget[];
  /** puts the text in the target's input (this tab only, never the address) and opens the tool */
  open: (target: HandOffTarget, text: string) => void;
  /** loads the target tool's screen while the visitor chooses, so the one they open draws at once */
  prepare?: (target: HandOffTarget) => void;
}

export const HandOffContext = createContext<HandOff | null>(null);

export const useHandOff = (): HandOff | null => useContext(HandOffContext);

/** Where a text goes in a tool: its page, the input field (the main one unless said) and opening settings. */
export interface TextDestination {
  id: string;
  path: string;
  /** null: the tool takes the text through its settings alone */
  field?: string | null;
  settings?: Record<string, string>;
  /** other input fields filled where they are blank (a query that shows the whole text) */
  fields?: Record<string, string>;
}

/**
 * Puts the text in the tool's input, the way a visitor's typing is kept (memory, and this tab's
 * sessionStorage up to its limit; never the address, never localStorage), and opens the tool in the
 * same tab with its settings, so Back returns to where the text came from.
 */
export function openWithText(navigate: (to: string) => unknown, to: TextDestination, text: string): void {
  if (to.field !== null) setInput(to.id, to.field ?? MAIN_INPUT_FIELD, text);
  for (const [field, value] of Object.entries(to.fields ?? {}))
    if (!getInput(to.id, field)?.trim()) setInput(to.id, field, value);
  const query = new URLSearchParams(to.settings).toString();
  void navigate(query ? `${to.path}?${query}` : to.path);
}
