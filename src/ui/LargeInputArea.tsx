import type { ClipboardEvent } from 'react';
import { TextArea, type TextAreaProps } from './TextArea';
import { Alert } from './Alert';
import { LARGE_INPUT } from './LargeText';

export interface LargeInputAreaProps extends Omit<TextAreaProps, 'onChange' | 'onPaste'> {
  /** the new text, typed or pasted */
  onText: (text: string) => void;
}

/**
 * A text input that keeps a pasted text above LARGE_INPUT characters out of the textarea (the
 * value is kept and used; the box shows a notice instead), because a browser needs seconds to lay
 * out megabytes of text without line breaks. Typing or pasting replaces the large value.
 */
export function LargeInputArea({ value, onText, placeholder, ...rest }: LargeInputAreaProps) {
  const large = value.length > LARGE_INPUT;
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = e.clipboardData.getData('text');
    if (text.length > LARGE_INPUT) {
      e.preventDefault();
      onText(text);
    }
  };
  return (
    <>
      <TextArea
        value={large ? '' : value}
        showCount={!large}
        placeholder={large ? 'Large input loaded. Paste or type here to replace it.' : placeholder}
        onChange={(e) => onText(e.target.value)}
        onPaste={onPaste}
        {...rest}
      />
      {large && (
        <Alert tone="info" title="Large input">
          {value.length.toLocaleString('en-US')} characters are loaded but kept out of the text box, which would freeze the page laying them out.
        </Alert>
      )}
    </>
  );
}
