import { Eraser, FileUp, WrapText } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { groupDigits } from '@/lib/count';
import { Button } from './Button';
import { CodeEditor, type CodeEditorControl } from './CodeEditor';
import type { EditorLanguage, EditorMark } from './editor/types';
import { FieldCount, FieldHead, Label } from './layout';
import { PasteButton, type PasteButtonProps } from './PasteButton';

export interface TextUpload {
  /** the button's text */
  label: string;
  /** accessible name of the file input */
  inputLabel: string;
  accept: string;
  /** reads the picked or dropped file; the tool decides limits and decoding */
  onFile: (file: File) => void;
}

export interface TextInputPanelProps {
  label: string;
  hideLabel?: boolean;
  value: string;
  /** the new text: typed, pasted (also by the Paste button) or dropped */
  onChange: (text: string) => void;
  /** the text the Paste button read, which replaces the input (default: onChange) */
  onPaste?: (text: string) => void;
  placeholder?: string;
  minHeight?: number;
  invalid?: boolean;
  /** syntax colours and folding for the text (default: plain text) */
  language?: EditorLanguage;
  /** Clear is shown when given: the tool empties its input and whatever derives from it */
  onClear?: () => void;
  /** default: nothing to clear while the input is empty */
  clearDisabled?: boolean;
  /** the Paste button's toast texts; false hides it */
  paste?: Omit<PasteButtonProps, 'onPaste'> | false;
  upload?: TextUpload;
  /** buttons before Paste and Clear (Load sample…) */
  actions?: ReactNode;
  showCount?: boolean;
  /** the count's text when it is not the UTF-16 length */
  countText?: string;
  countTestId?: string;
  id?: string;
  /** stretches of the text to mark (an error's position, matches) */
  marks?: readonly EditorMark[];
  /** lets the tool put the caret somewhere ('Go to error') */
  control?: Ref<CodeEditorControl>;
}

/**
 * A tool's text input: label, Paste, Clear, optional Upload (button and file drop), soft-wrap
 * toggle and live count around the code editor, which holds megabytes without stalling the page.
 */
export function TextInputPanel({
  label,
  hideLabel,
  value,
  onChange,
  onPaste,
  placeholder,
  minHeight = 200,
  invalid,
  language,
  onClear,
  clearDisabled,
  paste = {},
  upload,
  actions,
  showCount = true,
  countText,
  countTestId,
  id,
  marks,
  control,
}: TextInputPanelProps) {
  const autoId = useId();
  const editorId = id ?? autoId;
  const countId = `${editorId}-count`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [wrap, setWrap] = useState(true);
  const onDrop = (e: DragEvent<HTMLElement>) => {
    const file = e.dataTransfer?.files?.[0];
    if (!upload || !file) return;
    e.preventDefault();
    e.stopPropagation();
    upload.onFile(file);
  };
  const onDragOver = (e: DragEvent<HTMLElement>) => {
    if (upload && e.dataTransfer?.types?.includes('Files')) e.preventDefault();
  };
  return (
    <div>
      <FieldHead>
        <Label htmlFor={editorId} className={hideLabel ? 'visually-hidden' : undefined}>
          {label}
        </Label>
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          {actions}
          {upload && (
            <>
              <Button
                size="sm"
                icon={<FileUp size={16} aria-hidden="true" />}
                onClick={() => fileInput.current?.click()}
              >
                {upload.label}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={upload.accept}
                aria-label={upload.inputLabel}
                style={{ display: 'none' }}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) upload.onFile(file);
                }}
              />
            </>
          )}
          {paste !== false && <PasteButton onPaste={onPaste ?? onChange} {...paste} />}
          {onClear && (
            <Button
              size="sm"
              icon={<Eraser size={16} aria-hidden="true" />}
              onClick={onClear}
              disabled={clearDisabled ?? !value}
            >
              Clear
            </Button>
          )}
          <Button
            size="sm"
            icon={<WrapText size={16} aria-hidden="true" />}
            aria-pressed={wrap}
            onClick={() => setWrap(!wrap)}
          >
            Wrap
          </Button>
        </div>
      </FieldHead>
      <CodeEditor
        id={editorId}
        label={label}
        value={value}
        onChange={onChange}
        language={language}
        wrap={wrap}
        invalid={invalid}
        placeholder={placeholder}
        height={minHeight}
        describedBy={showCount ? countId : undefined}
        onDragOver={onDragOver}
        onDrop={onDrop}
        marks={marks}
        control={control}
      />
      {showCount && (
        <FieldCount id={countId} data-testid={countTestId}>
          {countText ?? `${groupDigits(value.length)} characters`}
        </FieldCount>
      )}
    </div>
  );
}
