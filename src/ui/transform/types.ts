import type { ComponentType, ReactNode } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import type { JobClient } from '@/lib/jobClient';
import type { JobPolicyName } from '@/lib/jobPolicy';
import type { ContentKind } from '@/lib/kinds';
import type { ToolOptions } from '@/lib/toolOptions';
import type { BlueprintError, BlueprintOutcome, Viewed } from '@/ui/blueprint/types';
import type { OptionsSettle } from '@/ui/blueprint/useBlueprintOptions';
import type { CopyButtonProps } from '@/ui/CopyButton';
import type { DownloadButtonProps } from '@/ui/DownloadButton';
import type { EditorLanguage, EditorPalette, LineDecorator, LineFold } from '@/ui/editor/types';

/** What the tool shows now: the chosen mode, the input's text and the options. */
export interface TransformView<O, M extends string> {
  mode: M;
  input: string;
  options: O;
  /** the site's colour scheme, for output palettes that follow it */
  siteMode: 'light' | 'dark';
  /** the second text the tool applies to the input (a query, a pattern) where it declares one; '' otherwise */
  expression: string;
}

/**
 * A way the tool works (a direction, a language, an action): picked with tabs above the input, or
 * with one button each beside it that runs the tool in that mode.
 */
export interface TransformMode<M extends string, O> {
  id: M;
  label: string;
  /** the button's text while this mode runs (default: the label's verb with -ing, 'Encode' → 'Encoding...') */
  busyLabel?: string;
  /** the progress bar's name while this mode runs */
  progressLabel?: string;
  /** the options that apply in this mode; an option that no mode lists applies in all of them */
  options?: readonly (keyof O & string)[];
  /** this mode's kind of work, where it differs from the tool's `policy` */
  policy?: JobPolicyName;
}

/** A value the declaration gives as it is, or for the view (a label that follows the direction). */
export type ForView<T, O, M extends string> = Viewed<T, TransformView<O, M>>;

/** An output with what it was made from. */
export interface Made<R, X> {
  request: R;
  details: X;
}

/** What a slot is given: the view, the last outcome and the means to change the tool. */
export interface TransformSlotProps<O, M extends string, X> {
  view: TransformView<O, M>;
  /** the last run's outcome, null before the first run and after Clear */
  outcome: BlueprintOutcome<X> | null;
  /** the output as shown (an output action may have replaced the run's) */
  output: string;
  /** the outcome was made from another input or settings than those shown */
  stale: boolean;
  busy: boolean;
  /** the input is past the size the output follows: it waits for the tool's button or Ctrl+Enter */
  waiting: boolean;
  setMode: (mode: M) => void;
  setInput: (text: string) => void;
  setExpression: (text: string) => void;
  setOption: <P extends keyof O & string>(key: P, value: O[P]) => void;
  /** runs the tool on the current input in the current mode */
  run: () => void;
}

export type TransformSlot<O, M extends string, X> = ComponentType<TransformSlotProps<O, M, X>>;

/** An example: the input it loads, in which mode, with which options, and the output it must give. */
export interface TransformExample<O, M extends string> {
  input: string;
  /** the mode the example belongs to: the button loads the current mode's example, and switches to this one when the example is for every mode */
  mode?: M;
  options?: Partial<O>;
  /** the expression it loads, for a tool that declares one */
  expression?: string;
  /** what the tool must output for it: checked by the examples test */
  output?: string;
}

/** Opening a text file into the input: what the button says, which files it takes, how large, and the messages when a file is refused. */
export interface TransformUpload<O, M extends string> {
  /** the button's text ('Upload CSV'); the file input is named `${label} file` */
  label: ForView<string, O, M>;
  /** the file picker's accept list ('.csv,.tsv,text/csv') */
  accept: ForView<string, O, M>;
  /** the largest file it opens (default: UPLOAD_MAX_BYTES) */
  maxBytes?: number;
  /** the toast for a file larger than `maxBytes` (default: UPLOAD_MESSAGES.tooLarge) */
  tooLarge?: string;
  /** the toast when the file cannot be read (default: UPLOAD_MESSAGES.unreadable) */
  unreadable?: string;
  /**
   * How the file's bytes become the input's text, for a tool that reads binary files (a DER
   * certificate as Base64); by default they are read as text (UTF-8, or the encoding its BOM names).
   */
  read?: (bytes: Uint8Array) => string;
}

export { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@/ui/blueprint/upload';

/**
 * What a tool says, in its own words, while a large input no longer follows: by default the frame says
 * 'Large input: press <the current mode's button> or Ctrl+Enter' with that button.
 */
export interface TransformWaitingNotice {
  title?: string;
  text?: (input: string) => string;
  /** the button's words (default: the current mode's label) */
  action?: string;
}

/** How the input picks the mode: the mode it calls for, the line that says so and its button for another mode. */
export interface TransformDetect<M extends string> {
  /** the mode the input calls for, or null (the first mode then) */
  mode: (input: string) => M | null;
  /** the line shown while the input picked the mode ('Looks like Base64 — decoded.') */
  note: (mode: M) => string;
  /** the button beside the line that picks another mode ('Encode instead') */
  instead: (mode: M) => { label: string; mode: M };
}

/**
 * How an input that is plainly not what the options read sets them (JSON pasted while a converter
 * reads CSV; JSON given to a tool set to read TOML). It is for options kept in the link and settings
 * (a mode that is an option, an input format), where `modes.detect` is for a mode kept with the input:
 * the options are written, so the link and the tabs follow, and the line says so with one button
 * that puts them back. Once the visitor sets one of `keys` (a tab, a control, that button), the input
 * sets none until it is cleared or replaced by a paste.
 */
export interface TransformDetectOptions<O> {
  /** the options the input may set */
  keys: readonly (keyof O & string)[];
  /** the values the input calls for, or null while it fits the options or could be either */
  options: (input: string, current: O) => Partial<O> | null;
  /** the line shown once the input set them ('Looks like JSON — converting JSON → CSV.') */
  note: (now: O) => string;
  /** the button that puts back the options as they were ('CSV → JSON instead') */
  instead: (before: O) => string;
}

/** A second action that works on the output (Format HTML): its own job kind, its own button. */
export interface TransformOutputAction<M extends string, J extends JobMap, K extends keyof J & string> {
  label: string;
  icon?: ReactNode;
  modes: readonly M[];
  kind: K;
  policy: JobPolicyName;
  request: (output: string) => J[K]['input'];
  read: (result: J[K]['result']) => BlueprintOutcome<unknown>;
  /** the message when the job throws */
  failed: string;
  /** the toast when there is no output to work on */
  empty: string;
}

export interface TransformSpec<
  O extends Record<string, unknown>,
  M extends string,
  J extends JobMap,
  K extends keyof J & string,
  X,
> {
  /** the same options the manifest carries */
  options: ToolOptions<O>;
  /**
   * How a change of one option writes another (a choice remembered when the visitor leaves it). An
   * option the visitor never sets is kept out of the controls with `'ui:widget': 'hidden'`.
   */
  settle?: OptionsSettle<O>;
  jobs: JobClient<J>;
  kind: K;
  /** how big an input follows live, runs in the page, and how long a run may take (src/lib/jobPolicy) */
  policy: JobPolicyName;
  /** the pause after a keystroke before the output follows; pastes, uploads and buttons run at once */
  debounceMs?: number;
  modes: {
    /** tabs: the mode is picked above the input and the output follows; buttons: each mode is a button that runs it */
    control: 'tabs' | 'buttons';
    /** the tabs' accessible name */
    label: string;
    items: readonly TransformMode<M, O>[];
    /** the option that keeps the mode (in links and settings); without it the mode starts at the first item on each visit */
    option?: keyof O & string;
    /**
     * The input picks the mode while the visitor has picked none (a tool whose mode is no `option`): a
     * paste of Base64 decodes. A mode the visitor picks (a button, a tab, the line's button) wins until
     * the input is cleared or replaced by a paste. The frame says when the input picked the mode.
     */
    detect?: TransformDetect<M>;
  };
  /** An input that is plainly another format than the options read sets them, and says so. */
  detectOptions?: TransformDetectOptions<O>;
  /** True for an input there is nothing to run on (default: only whitespace): it clears the output. */
  isBlank?: (input: string) => boolean;
  /** The job's request for the view; a blank input runs nothing and clears the output. */
  request: (view: TransformView<O, M>) => J[K]['input'];
  /** The message a button gives instead of running on a blank input. */
  blank?: ForView<string, O, M>;
  /** The job's result as the screen shows it, given the request it was made from. */
  read: (result: J[K]['result'], request: J[K]['input']) => BlueprintOutcome<X>;
  /** The error shown when the job throws (a worker crash, the time limit). */
  failed: (error: Error, request: J[K]['input']) => BlueprintError;
  /** stacked: input above output; columns: side by side on wide screens */
  layout?: 'stacked' | 'columns';
  /**
   * A second, short text the tool applies to the input (a query, a pattern), drawn above the input
   * and kept like it (Back, reload, share links as `input.expression`). While it is blank, nothing
   * runs, as for a blank input.
   */
  expression?: {
    label: ForView<string, O, M>;
    placeholder: ForView<string, O, M>;
    /** under the field: what it takes */
    hint?: ForView<ReactNode, O, M>;
    /** each mode keeps its own expression (the modes are languages: a query in one is no query in another) */
    perMode?: boolean;
  };
  input: {
    /** the input card's title (default 'Input') */
    title?: string;
    label: ForView<string, O, M>;
    placeholder: ForView<string, O, M>;
    /** the editor's language (a converter's input changes with its direction) */
    language?: ForView<EditorLanguage, O, M>;
    minHeight?: number;
    count?: { text: (input: string) => string; testId?: string };
    /** the Paste button's messages when the clipboard refuses */
    paste?: { failureMessage: string; failureTitle?: string };
    /** an Upload button (and file drop) that reads a text file into the input */
    upload?: TransformUpload<O, M>;
  };
  output: {
    /** the output card's title (default 'Output') */
    title?: string;
    label: ForView<string, O, M>;
    hideLabel?: boolean;
    /** text: a plain text box with Copy, Download and Swap; code: the read-only editor with Copy and Download above it */
    view: 'text' | 'code';
    placeholder?: string;
    minHeight?: number;
    maxHeight?: number;
    /** the output's language */
    language?: ForView<EditorLanguage, O, M>;
    palette?: ForView<EditorPalette, O, M>;
    decorateLine?: (details: X) => LineDecorator | undefined;
    /** whole lines folded away when the output is shown (return the same list for the same details) */
    folds?: (details: X, view: TransformView<O, M>) => readonly LineFold[] | undefined;
    count?: { text: (output: string) => string; testId?: string };
    /**
     * The output drawn in the tool's own form (a table of runs, a card per network) in place of its
     * text, wherever `when` holds (by default, whenever there is an output): a result is shown once.
     * Copy, Download and Open in … still take the text.
     */
    body?: { slot: TransformSlot<O, M, X>; when?: (details: X, view: TransformView<O, M>) => boolean };
    /** what Copy and Download take when it differs from what is shown */
    text?: (outcome: { output: string; details: X }) => string;
    copy?: Omit<CopyButtonProps, 'value'>;
    download: Omit<DownloadButtonProps, 'getData' | 'fileName' | 'mimeType'> & {
      /** named after the request the output was made from (before any output: the one it would be made from), and its details */
      fileName: string | ((request: J[K]['input'], details: X | null) => string);
      mimeType?: Viewed<string, J[K]['input']>;
      /**
       * the file's content when it is not the output's text: other text, or the bytes the output
       * stands for (a decoded image), from the details of the output shown (null before any)
       */
      data?: (text: string, view: TransformView<O, M>, details: X | null) => string | Blob;
    };
    /** Copy and Download are refused for this input (the tool has nothing to give) */
    disabled?: (input: string) => boolean;
    /**
     * The output's kind for "Open in …" where the view says it (a converter's chosen target); by
     * default it is read from the text among the manifest's `produces`.
     */
    kind?: (view: TransformView<O, M>, output: string) => ContentKind | undefined;
  };
  /** The output goes back in as input, in the mode that undoes it. */
  swap?: { label: string; placement: 'toolbar' | 'output'; mode: (mode: M) => M };
  outputActions?: readonly TransformOutputAction<M, J, keyof J & string>[];
  /** Its own words for the notice shown where the output would be while the input is past the size the output follows. */
  waitingNotice?: TransformWaitingNotice;
  examples: readonly TransformExample<O, M>[];
  /** the example button's text (default 'Example') */
  exampleLabel?: string;
  /** a tool's own pieces, placed by the frame */
  slots?: {
    /** beside the input card's title */
    inputBadge?: TransformSlot<O, M, X>;
    /** under the input's buttons and messages */
    belowInput?: TransformSlot<O, M, X>;
    /** under the output */
    outputFooter?: TransformSlot<O, M, X>;
    /** after the output card */
    after?: TransformSlot<O, M, X>;
  };
}

/** What an example produced: the output text, or the error the tool shows. */
export type ExampleRun = { ok: true; output: string } | { ok: false; error: string };

/** A text tool drawn by the platform: its screen, and its examples run the way the screen runs them. */
export interface TransformTool {
  Screen: (props: { manifest: { id: string }; embedded?: boolean }) => ReactNode;
  examples: readonly { input: string; mode?: string; expression?: string; output?: string }[];
  /** Runs example `index` through the tool's job, in the page, as the screen would. */
  runExample: (index: number) => Promise<ExampleRun>;
  /** What a story needs to drive the screen as a visitor does: the Example button's text and the modes' control. */
  controls: {
    exampleLabel: string;
    modeControl: 'tabs' | 'buttons';
    modes: readonly { id: string; label: string }[];
  };
}
