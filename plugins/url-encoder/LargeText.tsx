import type { ReactNode } from 'react';
import { CodeView, Label, Muted } from '../../src/ui';

/** Inputs longer than this are shown read-only: a textarea holding megabytes costs seconds of layout on every change around it. */
export const LARGE_INPUT = 1_000_000;

/** A large input, shown in the virtualised view with the same actions as the textarea it replaces. */
export function LargeText({ label, text, actions }: { label: string; text: string; actions: ReactNode }) {
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', flexWrap: 'wrap', gap: 8, marginBottom: 6 }}>
        <Label as="span">{label}</Label>
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>{actions}</div>
      </div>
      <CodeView text={text} label={label} height={260} wrapAt={120} />
      <Muted>{text.length.toLocaleString('en-US')} characters · large text shown read-only so the page stays fast; Clear to type new text</Muted>
    </div>
  );
}
