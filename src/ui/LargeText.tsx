import type { ReactNode } from 'react';
import { CodeView } from './CodeView';
import { Label, Muted } from './layout';

/** Inputs longer than this are shown read-only: a textarea holding megabytes costs seconds of layout on every change around it. */
export const LARGE_INPUT = 1_000_000;
/** Outputs above this many characters, or this many lines, go to the virtualised view. */
export const LARGE_OUTPUT = 200_000;
export const LARGE_OUTPUT_LINES = 4_000;

/** True when a read-only text is too big for a textarea (by characters or by lines; counting stops early). */
export function isLargeOutput(text: string): boolean {
  if (text.length > LARGE_OUTPUT) return true;
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) if (++lines >= LARGE_OUTPUT_LINES) return true;
  return false;
}

export interface LargeTextProps {
  label: string;
  text: string;
  actions?: ReactNode;
  height?: number;
  /** what the user can do instead of editing in place */
  note?: ReactNode;
}

/** A large text in the virtualised view, with the same label and actions as the textarea it replaces. */
export function LargeText({ label, text, actions, height = 320, note = 'large text shown read-only so the page stays fast; Copy or Download take the full text' }: LargeTextProps) {
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', flexWrap: 'wrap', gap: 8, marginBottom: 6 }}>
        <Label as="span">{label}</Label>
        {actions && <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>{actions}</div>}
      </div>
      <CodeView text={text} label={label} height={height} wrapAt={120} />
      <Muted>
        {text.length.toLocaleString('en-US')} characters · {note}
      </Muted>
    </div>
  );
}
