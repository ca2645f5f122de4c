import { createContext, useContext } from 'react';
import type { ContentKind } from './kinds';

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
}

export const HandOffContext = createContext<HandOff | null>(null);

export const useHandOff = (): HandOff | null => useContext(HandOffContext);
