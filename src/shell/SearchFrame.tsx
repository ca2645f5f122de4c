import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

/**
 * The search dialog's frame: what shows in the frame after Ctrl+K, before the dialog's own code (the
 * search index, the paste detectors) has loaded. Keys typed into it are kept and become the dialog's query.
 */

export const SEARCH_PLACEHOLDER = 'Search tools or paste text…';

/** A paste longer than this, or of several lines, is data to find a tool for, not words to search. */
const SEARCH_PASTE_CHARS = 100;
/** A short paste of one line is searched as typed words too; a longer one only looked at. */
export const searchesPaste = (text: string) => text.length <= SEARCH_PASTE_CHARS && !/[\r\n]/.test(text.trim());

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(8, 12, 20, 0.55);
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 10vh 16px 16px;
`;
export const Panel = styled.div`
  width: min(600px, 100%);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
`;
export const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  input {
    flex: 1;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.lg};
    outline: none;
  }
`;
/** The dialog as it first shows: its box takes what is typed until the dialog itself takes over. */
export function SearchShell({
  query,
  onQuery,
  onPaste,
  onClose,
}: {
  query: string;
  onQuery: (text: string) => void;
  /** a paste, which the dialog looks at once it is there */
  onPaste: (text: string) => void;
  /** closed with Escape or a click outside */
  onClose: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel
        role="dialog"
        aria-modal="true"
        aria-label="Search tools"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onClose();
          }
        }}
      >
        <Field>
          <Search size={20} aria-hidden="true" />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label="Search tools"
            aria-expanded={false}
            placeholder={SEARCH_PLACEHOLDER}
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            onPaste={(e) => {
              const text = e.clipboardData.getData('text/plain');
              if (text.trim() === '') return;
              // as in the dialog: a long or multi-line paste stays out of the one-line box
              if (!searchesPaste(text)) {
                e.preventDefault();
                onQuery('');
              }
              onPaste(text);
            }}
          />
        </Field>
      </Panel>
    </Backdrop>
  );
}
