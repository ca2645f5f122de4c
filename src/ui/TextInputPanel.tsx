import { useRef, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { Eraser, FileUp } from 'lucide-react';
import { Button } from './Button';
import { PasteButton, type PasteButtonProps } from './PasteButton';
import { TextArea } from './TextArea';
import { LARGE_INPUT, LargeText } from './LargeText';

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
  placeholder?: string;
  minHeight?: number;
  invalid?: boolean;
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
}

/**
 * A tool's text input: label, Paste, Clear, optional Upload, live count. A text above LARGE_INPUT
 * characters is kept out of the textarea (a browser needs seconds to lay out megabytes) and shown
 * in the read-only virtualised view instead; typing resumes after Clear, and pasting a large text
 * into the box goes straight to the view.
 */
export function TextInputPanel({
  label,
  hideLabel,
  value,
  onChange,
  placeholder,
  minHeight = 200,
  invalid,
  onClear,
  clearDisabled,
  paste = {},
  upload,
  actions,
  showCount = true,
  countText,
  countTestId,
  id,
}: TextInputPanelProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const buttons = (
    <>
      {actions}
      {upload && (
        <>
          <Button size="sm" icon={<FileUp size={16} aria-hidden="true" />} onClick={() => fileInput.current?.click()}>
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
      {paste !== false && <PasteButton onPaste={onChange} {...paste} />}
      {onClear && (
        <Button size="sm" icon={<Eraser size={16} aria-hidden="true" />} onClick={onClear} disabled={clearDisabled ?? !value}>
          Clear
        </Button>
      )}
    </>
  );
  const onDrop = (e: DragEvent<HTMLElement>) => {
    const file = e.dataTransfer?.files?.[0];
    if (!upload || !file) return;
    e.preventDefault();
    upload.onFile(file);
  };
  const onDragOver = (e: DragEvent<HTMLElement>) => {
    if (upload && e.dataTransfer?.types?.includes('Files')) e.preventDefault();
  };

  if (value.length > LARGE_INPUT) {
    return (
      <div onDragOver={onDragOver} onDrop={onDrop}>
        <LargeText label={label} text={value} actions={buttons} height={Math.max(minHeight, 260)} note="large text shown read-only so the page stays fast; Clear to type new text" />
      </div>
    );
  }
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (pasted.length < LARGE_INPUT / 100) return;
    const el = e.currentTarget;
    const next = value.slice(0, el.selectionStart) + pasted + value.slice(el.selectionEnd);
    if (next.length <= LARGE_INPUT) return;
    e.preventDefault();
    onChange(next);
  };
  return (
    <TextArea
      id={id}
      label={label}
      hideLabel={hideLabel}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onPaste={onPaste}
      onDragOver={onDragOver}
      onDrop={onDrop}
      minHeight={minHeight}
      invalid={invalid}
      actions={buttons}
      showCount={showCount}
      countText={countText}
      countTestId={countTestId}
    />
  );
}
