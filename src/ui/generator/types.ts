import type { ComponentType, ReactNode } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import type { JobClient } from '@/lib/jobClient';
import type { JobPolicyName } from '@/lib/jobPolicy';
import type { ContentKind } from '@/lib/kinds';
import type { ToolOptions } from '@/lib/toolOptions';
import type { OptionControl } from '@/ui/blueprint/OptionControls';
import type { BlueprintError, BlueprintOutcome, Viewed } from '@/ui/blueprint/types';
import type { OptionsSettle } from '@/ui/blueprint/useBlueprintOptions';
import type { CopyButtonProps } from '@/ui/CopyButton';
import type { WholeNumberFieldProps } from '@/ui/WholeNumberField';

/** What a generator makes its values from: the options, and the texts the visitor typed for it (a JSON Schema). */
export interface GeneratorView<O> {
  options: O;
  /** each declared input's text ('' until typed), and each field of the screen's own state */
  inputs: Readonly<Record<string, string>>;
}

/** A value given as it is, or for the view. */
export type GeneratorViewed<T, O> = Viewed<T, GeneratorView<O>>;

/**
 * How the values shown are made, for the options on screen: `make` gives one value for a seed, and
 * `key` names what the values are made from (another key draws a new value and marks a list out of
 * date). A recipe that cannot be followed says why; one that waits for something to load (a word
 * list) names it, with what it says meanwhile and if the load fails.
 */
export type Recipe<X> =
  | { ok: true; key: string; make: (seed: number) => string; details: X }
  | { ok: false; key: string; error: BlueprintError }
  | { ok: 'waiting'; key: string; until: Promise<unknown>; note: string; failed: BlueprintError };

/** A whole number option in a range (a length, a count, a seed), as the tool declares it. */
export type NumberControl = { key: string; kind: 'number' } & Omit<WholeNumberFieldProps, 'id' | 'value' | 'onChange'>;

/** A control a section draws: one the schema gives, or a whole number. */
export type SectionControl = OptionControl | NumberControl;

/** An option drawn as its schema says, or a control the tool declares for it (a label or a range that follows the mode). */
export type GeneratorControl<O> = (keyof O & string) | (SectionControl & { key: keyof O & string });

/** What a slot is given: the view, what its section shows, and the means to change the tool. */
export interface GeneratorSlotProps<O, X> {
  view: GeneratorView<O>;
  /** what the section shows: the value, the list, or the job's output; '' before there is any */
  output: string;
  /** the details of what is shown (the recipe's, or the job's result), null before there is any */
  details: X | null;
  /** what is shown was made from other options than those on screen */
  stale: boolean;
  busy: boolean;
  setOption: <P extends keyof O & string>(key: P, value: O[P]) => void;
  setOptions: (values: Partial<O>) => void;
  setInput: (field: string, text: string) => void;
  /** makes new values (Regenerate, Generate, Ctrl+Enter) */
  run: () => void;
}

export type GeneratorSlot<O, X> = ComponentType<GeneratorSlotProps<O, X>>;

/** Download of what a section shows. */
export interface GeneratorDownload<O> {
  fileName: GeneratorViewed<string, O>;
  mimeType?: GeneratorViewed<string, O>;
  /** the button's text briefly after a click ('Downloading...') */
  busyLabel?: string;
  busyMs?: number;
}

/** The settings card: the options' controls, fields in a row and switches in a grid, then the tool's own pieces. */
export interface GeneratorSettings<O, X> {
  /** the card's title (default 'Settings') */
  title?: string;
  controls?: GeneratorViewed<readonly GeneratorControl<O>[], O>;
  /** under the controls (the fields builder, the word list's source) */
  slot?: GeneratorSlot<O, X>;
}

/**
 * One value: drawn when the page opens and whenever the recipe changes, again on Regenerate, with
 * Copy (and Download). A seeded generator's value follows from its options and seed, so the
 * prerendered page holds its first value; any other is drawn after the page is live, so no random
 * value or secret is ever in the page's HTML. Either way it lives in the page's memory only.
 */
export interface GeneratorOne<O, X> {
  title: GeneratorViewed<string, O>;
  recipe: (view: GeneratorView<O>) => Recipe<X>;
  /** the seed of the first value, for a recipe whose values follow from their seed */
  firstSeed?: number;
  /** the value as shown, copied and downloaded (a UUID without hyphens); the value itself is kept as made */
  show?: (value: string, view: GeneratorView<O>) => string;
  /** value: a short value in large type; text: a text box for longer text */
  view: 'value' | 'text';
  /** the value's accessible name */
  label: GeneratorViewed<string, O>;
  testId?: string;
  /** what holds the value's place before it is drawn (the same shape, unseen), so the page does not move */
  shape?: GeneratorViewed<string, O>;
  /** the text box's height, and whether it reads as prose rather than code */
  minHeight?: number;
  prose?: boolean;
  /** above the value */
  controls?: GeneratorViewed<readonly GeneratorControl<O>[], O>;
  /** Regenerate's text and place: in the card's title bar, or under the value beside Copy */
  regenerate: { label: string; placement: 'title' | 'below' };
  copy?: Omit<CopyButtonProps, 'value'>;
  download?: GeneratorDownload<O>;
  /** beside Copy under a short value, under a text box (the entropy, the counts) */
  footer?: GeneratorSlot<O, X>;
  /** a line at the card's foot */
  note?: string;
}

/** Many values at once, on demand: how many, Generate, the list one per line, Copy all, Download; out of date once the recipe changes. */
export interface GeneratorBulk<O, X> {
  title: string;
  /** the option that holds how many */
  count: keyof O & string;
  recipe: (view: GeneratorView<O>) => Recipe<X>;
  show?: (value: string, view: GeneratorView<O>) => string;
  controls?: GeneratorViewed<readonly GeneratorControl<O>[], O>;
  /** the button's text for the count ('Generate 20 UUIDs') */
  button: (count: number, view: GeneratorView<O>) => string;
  label: GeneratorViewed<string, O>;
  placeholder: string;
  download: GeneratorDownload<O>;
  /** over the list, while it is up to date */
  footer?: GeneratorSlot<O, X>;
}

/**
 * Values a job makes on demand (in the tool's worker, under a time limit): a card with the run's
 * controls, Generate and Cancel, its error or warning; then the output card with its own controls
 * (a format), Copy, Download and Open in ….
 */
export interface GeneratorRun<O, X, J extends JobMap, K extends keyof J & string> {
  jobs: JobClient<J>;
  kind: K;
  policy: JobPolicyName;
  /** the job's request for the view; `seed` is a fresh random seed for each run */
  request: (view: GeneratorView<O>, seed: number) => J[K]['input'];
  read: (result: J[K]['result'], request: J[K]['input']) => BlueprintOutcome<X>;
  /** the error shown when the job throws (a worker crash, the time limit) */
  failed: (error: Error, request: J[K]['input']) => BlueprintError;
  /** what a run that succeeded still warns of */
  warning?: (details: X) => { title: string; message: string } | undefined;
  title: string;
  /** the run button's text; while it runs, its verb with -ing */
  button: string;
  controls?: GeneratorViewed<readonly GeneratorControl<O>[], O>;
  /** beside the button: what the run is made from */
  note?: GeneratorViewed<string, O>;
  output: {
    title?: string;
    label: GeneratorViewed<string, O>;
    placeholder: string;
    minHeight?: number;
    testId?: string;
    /** the output as shown, copied and downloaded (another format of the same items) */
    show?: (output: string, view: GeneratorView<O>) => string | Promise<string>;
    /** in the card's title bar */
    controls?: GeneratorViewed<readonly GeneratorControl<O>[], O>;
    kind?: GeneratorViewed<ContentKind | undefined, O>;
    download: GeneratorDownload<O>;
    footer?: GeneratorSlot<O, X>;
  };
}

export interface GeneratorSpec<
  O extends Record<string, unknown>,
  X = null,
  J extends JobMap = JobMap,
  K extends keyof J & string = keyof J & string,
> {
  /** the same options the manifest carries */
  options: ToolOptions<O>;
  /** how options read and write where one bounds another (a count's range that follows the mode) */
  settle?: OptionsSettle<O>;
  /** the texts the visitor types for the generator, kept like a tool's input (this tab, Back, reload; a link with the input) */
  inputs?: readonly string[];
  /** what the screen shows that is not kept (the tab open), by field, with the value it opens with; read and set like an input */
  screen?: Readonly<Record<string, string>>;
  settings?: GeneratorSettings<O, X>;
  one?: GeneratorOne<O, X>;
  bulk?: GeneratorBulk<O, X>;
  run?: GeneratorRun<O, X, J, K>;
  /** columns: the list and the `after` slot side by side on wide screens */
  layout?: 'stacked' | 'columns';
  slots?: {
    /** after everything else (a validator, a strength check) */
    after?: GeneratorSlot<O, X>;
  };
  /** the lazy parts the first screen shows (an options form), loaded before a prerendered page hydrates */
  firstScreen?: () => Promise<unknown>;
}

/** A generator drawn by the platform: its screen, and the lazy parts of its first screen. */
export interface GeneratorTool {
  Screen: (props: { manifest: { id: string }; embedded?: boolean }) => ReactNode;
  firstScreen?: () => Promise<unknown>;
}
