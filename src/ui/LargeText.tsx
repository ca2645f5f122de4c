import type { ReactNode } from 'react';
import { countOf } from '@/lib/count';
import { CodeView } from './CodeView';
import { Label, Muted } from './layout';

/** Inputs longer than this are shown read-only: a textarea holding megabytes costs seconds of layout on every change around it. */
export const LARGE_INPUT = 1_000_000;
export interface LargeTextProps {
  label: string;
  text: string;
  actions?: ReactNode;
  height?: number;
  /** what the user can do instead of editing in place */
  note?: ReactNode;
}

/** A large text in the virtualised view, with the same label and actions as the textarea it replaces. */
export function LargeText({
  label,
  text,
  actions,
  height = 320,
  note = 'large text shown read-only so the page stays fast; Copy or Download take the full text',
}: LargeTextProps) {
  return (
    <div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          flexWrap: 'wrap',
          gap: 8,
          marginBottom: 6,
        }}
      >
        <Label as="span">{label}</Label>
        {actions && <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>{actions}</div>}
      </div>
      <CodeView text={text} label={label} height={height} wrapAt={120} />
      <Muted>
        {countOf(text.length, 'character')} · {note}
      </Muted>
    </div>
  );
}
