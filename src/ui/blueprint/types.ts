/** An error shown beside what it is about: a title, the message and, where known, where in the text it is. */
export interface BlueprintError {
  title?: string;
  message: string;
  line?: number;
  column?: number;
  /** the character the error is at, for Go to error */
  offset?: number;
  /**
   * What the error is about, which is outlined: the input (default), the tool's expression (the
   * position is in it), or one option (a time zone the job refused): then the input is not.
   */
  in?: 'input' | 'expression' | { option: string };
  /** a button beside the error that sets options which let the run go through ('Drop nulls') */
  fix?: { label: string; options: Record<string, unknown> };
}

/** A job's result as the screen reads it: the output text (and details the slots show), or an error. */
export type BlueprintOutcome<X> = { ok: true; output: string; details: X } | { ok: false; error: BlueprintError };

/**
 * A value a declaration gives as it is ('Output') or for the view it is shown in (a label that follows
 * the direction): one rule for every text, language and list a blueprint draws.
 */
export type Viewed<T, V> = T | ((view: V) => T);

const isForView = <T, V>(value: Viewed<T, V>): value is (view: V) => T => typeof value === 'function';

/** The value for this view (undefined where the declaration gives none). */
export function viewed<T, V>(value: Viewed<T, V>, view: V): T;
export function viewed<T, V>(value: Viewed<T, V> | undefined, view: V): T | undefined;
export function viewed<T, V>(value: Viewed<T, V> | undefined, view: V): T | undefined {
  return value === undefined ? undefined : isForView(value) ? value(view) : value;
}
