import { WrapText } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { lineCount } from '@/lib/rows';
import { Button } from './Button';
import { CodeEditor } from './CodeEditor';
import type { EditorLanguage, EditorPalette, LineDecorator, LineFold } from './editor/types';
import { FieldHead } from './layout';
import { useGrowingText } from './useGrowingText';

/** Pixel height of one editor line (13.5 px at line height 1.5) and the editor's padding above and below. */
const LINE_PX = 20.25;
const PADDING_PX = 26;

export interface CodeOutputProps {
  /** the accessible name of the read-only editor ("Formatted JSON") */
  label: string;
  value: string;
  language?: EditorLanguage;
  palette?: EditorPalette;
  decorateLine?: LineDecorator;
  /** whole lines folded away, each showing its label ("4 framework frames") until it is clicked */
  folds?: readonly LineFold[];
  /** the editor grows with its lines between these heights */
  minHeight?: number;
  maxHeight?: number;
  /** content of the head row, left of the Wrap toggle */
  head?: ReactNode;
  /** long lines wrap until the Wrap toggle says otherwise */
  defaultWrap?: boolean;
}

/**
 * A tool's formatted output in the read-only code editor (folding, search with Ctrl+F, selection
 * and copy of any part), sized to its lines, with a Wrap toggle. Tab moves on past it. A large
 * output reaches the editor a piece per frame (see useGrowingText).
 */
export function CodeOutput({
  label,
  value,
  language = 'text',
  palette,
  decorateLine,
  folds,
  minHeight = 120,
  maxHeight = 560,
  head,
  defaultWrap = true,
}: CodeOutputProps) {
  const [wrap, setWrap] = useState(defaultWrap);
  const lines = useMemo(() => lineCount(value), [value]);
  const shown = useGrowingText(value);
  // one spare line: a wrapped long line takes two
  const height = Math.round(Math.max(minHeight, Math.min(maxHeight, (lines + 1) * LINE_PX + PADDING_PX)));
  return (
    <div data-lines={lines} aria-busy={shown.length < value.length || undefined}>
      <FieldHead>
        <div>{head}</div>
        <Button
          size="sm"
          icon={<WrapText size={16} aria-hidden="true" />}
          aria-pressed={wrap}
          onClick={() => setWrap(!wrap)}
        >
          Wrap
        </Button>
      </FieldHead>
      <CodeEditor
        label={label}
        value={shown}
        language={language}
        readOnly
        wrap={wrap}
        height={height}
        palette={palette}
        decorateLine={decorateLine}
        // folded once all the lines have arrived: a fold needs its last line whole
        folds={shown.length === value.length ? folds : undefined}
      />
    </div>
  );
}
