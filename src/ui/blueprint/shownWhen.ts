import { isRecord } from '@/ui/optionWidget';

/**
 * When an option's control is shown, as its uiSchema says with 'ui:shownWhen': only while each named option has one
 * of the listed values (`{ language: ['javascript'] }`: the quote of a JavaScript literal, under JavaScript alone).
 * An option that does not apply is hidden rather than shown doing nothing; its value is kept.
 */
export type ShownWhen = Readonly<Record<string, readonly unknown[]>>;

/** The rule a property's uiSchema gives, or undefined when it is always shown. */
export function shownWhenOf(ui: unknown): ShownWhen | undefined {
  const rule = isRecord(ui) ? ui['ui:shownWhen'] : undefined;
  if (!isRecord(rule)) return undefined;
  const out: Record<string, readonly unknown[]> = {};
  for (const [key, values] of Object.entries(rule)) if (Array.isArray(values)) out[key] = values;
  return out;
}

/** Whether a control with the rule is shown for these option values. */
export const isShown = (rule: ShownWhen | undefined, values: Record<string, unknown>): boolean =>
  rule === undefined || Object.entries(rule).every(([key, allowed]) => allowed.includes(values[key]));
