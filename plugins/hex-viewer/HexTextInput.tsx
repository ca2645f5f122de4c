import { Binary } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useToolInput } from '@/lib/toolScope';
import { Alert, Button, Stack, TextArea, Toolbar } from '@/ui';
import { HEX_TEXT_MESSAGES, fileFromText } from './logic';

/**
 * Hands bytes to the file frame as a pasted file: the frame takes a file pasted anywhere on the page
 * but into a field, and this is the one way a slot can give it one (the file blueprint has no hook for
 * it; see the report on the platform).
 */
function viewFile(file: File): boolean {
  if (typeof ClipboardEvent !== 'function' || typeof DataTransfer !== 'function') return false;
  const data = new DataTransfer();
  data.items.add(file);
  document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  return true;
}

/**
 * Hex or Base64 as text: typed or pasted here, or handed over by another tool's Open in …, and viewed
 * as bytes. The text is the tool's kept input (this tab only), so text handed over, or kept across a
 * reload, is viewed as the screen opens.
 */
export function HexTextInput() {
  const [text, setText] = useToolInput();
  const [problem, setProblem] = useState<string | null>(null);
  const view = (value: string) => {
    if (!value.trim()) {
      setProblem(HEX_TEXT_MESSAGES.empty);
      return;
    }
    const file = fileFromText(value);
    setProblem(file ? null : HEX_TEXT_MESSAGES.notBytes);
    if (file) viewFile(file);
  };
  // text handed over or kept is viewed once it appears (right after hydration) and the frame listens
  // for pastes (its effects run after this one: hence the next task); typing marks it as seen
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !text.trim()) return;
    opened.current = true;
    const timer = setTimeout(() => view(text), 0);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Stack $gap="sm">
      <TextArea
        label="Hex or Base64"
        value={text}
        placeholder="48 65 6c 6c 6f, 0x48, 0x65, an xxd dump, or Base64"
        minHeight={72}
        spellCheck={false}
        invalid={problem !== null}
        onChange={(event) => {
          opened.current = true;
          setText(event.target.value);
          setProblem(null);
        }}
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text/plain');
          const target = event.currentTarget;
          // the pasted text joins what was there: view the whole once it is in
          setTimeout(() => view(target.value || pasted), 0);
        }}
      />
      <Toolbar>
        <Button icon={<Binary size={16} aria-hidden="true" />} onClick={() => view(text)}>
          View bytes
        </Button>
      </Toolbar>
      {problem && <Alert>{problem}</Alert>}
    </Stack>
  );
}
