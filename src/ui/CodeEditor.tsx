import { Search } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type Ref,
} from 'react';
import styled from 'styled-components';
import { isLargeText } from '@/lib/rows';
import { useTypedBeforeHydration } from '@/lib/typedBeforeHydration';
import { media, TOUCH_TARGET } from '@/theme/tokens';
import { loadEditor, type CreateEditor } from './editor/loadEditor';
import { syntaxVariables } from './editor/syntaxVariables';
import type {
  EditorHandle,
  EditorLanguage,
  EditorMark,
  EditorPalette,
  EditorSettings,
  LineDecorator,
  LineFold,
} from './editor/types';

/** What a tool can ask of its editor: 'Go to error' puts the caret where parsing stopped. */
export interface CodeEditorControl {
  select: (from: number, to: number) => void;
}

const NO_MARKS: readonly EditorMark[] = [];

/** What the stand-in says while a text too large for it waits for the editor. */
export const EDITOR_LOADING = 'Loading the editor…';

/** The strip above the text that holds Find, so the button never covers a line: a touch target tall on phones. */
const BAR = '32px';

const Frame = styled.div<{ $height: number; $invalid?: boolean }>`
  ${syntaxVariables}
  --find-bar: ${BAR};
  ${media.mobile} {
    --find-bar: ${TOUCH_TARGET};
  }
  box-sizing: content-box;
  height: calc(${({ $height }) => $height}px + var(--find-bar));
  min-height: calc(80px + var(--find-bar));
  resize: vertical;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.codeBg};
  &:focus-within {
    outline: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.focus)};
    outline-offset: 0;
  }
  position: relative;
`;

/**
 * Find's own strip above the text, at the top right: it never covers the text. While the search
 * panel it opened shows (at the top of the editor) the strip gives it the room.
 */
const FindBar = styled.div`
  flex: none;
  display: flex;
  justify-content: flex-end;
  align-items: center;
  height: var(--find-bar);
  padding: 0 8px;
  ${Frame}:has(.cm-search) & {
    display: none;
  }
`;

/** The text: CodeMirror's node and, until it loads, the stand-in. */
const Body = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
`;

/** CodeMirror's own node: React renders nothing into it. */
const Host = styled.div`
  position: absolute;
  inset: 0;
  > .cm-editor {
    height: 100%;
  }
`;

/** Find: it opens the editor's search (Ctrl+F), loading the editor first if need be. */
const FindButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 26px;
  padding: 0 10px;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${media.mobile} {
    height: ${TOUCH_TARGET};
  }
`;

/** The empty editor's hint, drawn over it so the editable text holds only what the user typed. */
const Hint = styled.div`
  position: absolute;
  top: 12px;
  left: 48px;
  right: 12px;
  pointer-events: none;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13.5px;
  line-height: 1.5;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What holds the editor's place until its chunk has loaded (and in prerendered pages): the same box with the same text. */
const Standin = styled.textarea`
  display: block;
  width: 100%;
  height: 100%;
  resize: none;
  border: 0;
  margin: 0;
  padding: 12px 12px 12px 48px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13.5px;
  line-height: 1.5;
  white-space: pre-wrap;
  color: ${({ theme }) => theme.color.codeText};
  background: ${({ theme }) => theme.color.codeBg};
  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface CodeEditorProps {
  /** the accessible name of the editable text */
  label: string;
  value: string;
  onChange?: (text: string) => void;
  language?: EditorLanguage;
  readOnly?: boolean;
  /** soft wrap of long lines */
  wrap?: boolean;
  invalid?: boolean;
  placeholder?: string;
  height?: number;
  /** id of the element describing the text (its count) */
  describedBy?: string;
  id?: string;
  onDragOver?: (e: DragEvent<HTMLElement>) => void;
  /** runs before the editor's own drop handling (which inserts a dropped text file); stop the event to take the drop */
  onDrop?: (e: DragEvent<HTMLElement>) => void;
  /** stretches to mark by offset (an error's position, regex matches), kept until new ones come */
  marks?: readonly EditorMark[];
  control?: Ref<CodeEditorControl>;
  /** a fixed colour theme (keep the object stable: a new one reconfigures the editor) */
  palette?: EditorPalette;
  /** classes of lines and marks inside them (keep the function stable while the look is the same) */
  decorateLine?: LineDecorator;
  /** whole lines folded away once the text is shown (keep the list stable while the text is the same) */
  folds?: readonly LineFold[];
}

/**
 * A CodeMirror 6 editor (line numbers, highlighting, folding, search, bracket matching, soft wrap,
 * read-only mode). Its chunk is fetched the first time the box is pointed at, focused, dragged over
 * or given text; until then a plain textarea of the same size holds the text and takes typing, so
 * a page that never uses it never loads it and mounting moves nothing.
 */
export function CodeEditor({
  label,
  value,
  onChange,
  language = 'text',
  readOnly = false,
  wrap = true,
  invalid = false,
  placeholder,
  height = 200,
  describedBy,
  id,
  onDragOver,
  onDrop,
  marks = NO_MARKS,
  control,
  palette,
  decorateLine,
  folds,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const [wanted, setWanted] = useState(false);
  // the stand-in, kept after the editor has replaced it: its caret is read at that moment
  const standin = useRef<HTMLTextAreaElement | null>(null);
  const keepStandin = useCallback((node: HTMLTextAreaElement | null) => {
    if (node) standin.current = node;
  }, []);
  const standinRef = useTypedBeforeHydration(keepStandin);
  const settings: EditorSettings = {
    value,
    label,
    language,
    wrap,
    readOnly,
    invalid,
    placeholder,
    describedBy,
    marks,
    palette,
    decorateLine,
    folds,
  };
  // Find pressed before the editor has loaded: the search opens as soon as it has
  const findOnLoad = useRef(false);
  const find = () => {
    if (handle.current) return handle.current.find();
    findOnLoad.current = true;
    setWanted(true);
  };
  useImperativeHandle(control, () => ({
    select(from, to) {
      if (handle.current) return handle.current.select(from, to);
      standin.current?.focus();
      standin.current?.setSelectionRange(from, to);
    },
  }));
  const latest = useRef({ settings, onChange });
  // before the layout effect below that creates the editor, so it starts with this render's text
  useLayoutEffect(() => {
    latest.current = { settings, onChange };
  });
  const want = () => setWanted(true);
  /**
   * Whether the stand-in holds the focus, so the editor that replaces it takes the focus over; false
   * once the visitor has moved on (another field must not lose its focus to an editor that loads late).
   */
  const standinFocused = useRef(false);
  // a prerendered stand-in focused before the page's script took over still brings the editor
  useEffect(() => {
    if (standin.current && standin.current === document.activeElement) standinFocused.current = true;
    if (host.current?.parentElement?.contains(document.activeElement)) setWanted(true);
  }, []);

  const [create, setCreate] = useState<{ editor: CreateEditor } | null>(null);
  useEffect(() => {
    if (!wanted && !value) return;
    let cancelled = false;
    void loadEditor().then((editor) => {
      if (!cancelled) setCreate({ editor });
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, value]);

  // in the commit that removes the stand-in, so the two never exist together; a stand-in that had
  // the focus hands it over with its caret or selection, so typing goes on where it was
  useLayoutEffect(() => {
    const parent = host.current;
    if (!create || !parent || handle.current) return;
    handle.current = create.editor(parent, latest.current.settings, (text) => latest.current.onChange?.(text));
    const old = standin.current;
    if (standinFocused.current && old) handle.current.select(old.selectionStart, old.selectionEnd);
    standinFocused.current = false;
    if (findOnLoad.current) handle.current.find();
    findOnLoad.current = false;
  }, [create]);

  useEffect(
    () => () => {
      handle.current?.destroy();
      handle.current = null;
    },
    [],
  );

  useEffect(() => {
    handle.current?.update(settings);
  });

  // laying megabytes out in a textarea freezes the tab for seconds: a large text waits for the editor
  const standinHolds = !create && !isLargeText(value);

  return (
    <Frame
      $height={height}
      style={palette ? { background: palette.background } : undefined}
      $invalid={invalid}
      data-editor={create ? 'ready' : 'loading'}
      onPointerEnter={want}
      onFocus={want}
      onDragEnter={want}
      onTouchStart={want}
      onDragOver={onDragOver}
      onDropCapture={onDrop}
    >
      <FindBar>
        {value && (
          <FindButton type="button" onClick={find} title={`Find in ${label} (Ctrl+F)`}>
            <Search size={14} aria-hidden="true" />
            Find
          </FindButton>
        )}
      </FindBar>
      <Body>
        <Host ref={host} />
        {create && !value && placeholder && <Hint aria-hidden="true">{placeholder}</Hint>}
        {!create && (
          <Standin
            ref={standinRef}
            style={{ position: 'relative', ...(palette && { background: palette.background, color: palette.text }) }}
            id={id}
            aria-label={label}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={standinHolds ? value : ''}
            readOnly={readOnly || !standinHolds}
            placeholder={standinHolds ? placeholder : EDITOR_LOADING}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            onChange={(e) => onChange?.(e.target.value)}
            onFocus={() => {
              standinFocused.current = true;
            }}
            onBlur={(e) => {
              // moved on to something else (a stand-in being replaced by the editor may report a blur too)
              if (e.currentTarget.isConnected) standinFocused.current = false;
            }}
          />
        )}
      </Body>
    </Frame>
  );
}
