import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { groupDigits } from '@/lib/count';
import { nextTask } from '@/lib/nextTask';
import { Button, ChoiceGroup, Muted, TextField, Toolbar } from '@/ui';
import { findNext, needleOf, SEARCH_MESSAGES, type SearchMode } from './search';
import { offsetOf } from './xxd';

const MODES = [
  { value: 'hex', label: 'Hex' },
  { value: 'text', label: 'Text' },
] as const;

export interface SearchBarProps {
  bytes: Uint8Array;
  /** where the next search starts: one past the current selection's start */
  from: number;
  /** a match: select it and bring it into view */
  onFound: (start: number, length: number) => void;
}

/** Find by hex (any form a paste takes) or by text (UTF-8), forward from the selection, wrapping round. */
export function SearchBar({ bytes, from, onFound }: SearchBarProps) {
  const [mode, setMode] = useState<SearchMode>('hex');
  const [query, setQuery] = useState('');
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useRef(0);
  // a search under way is dropped when the file changes or the view closes
  useEffect(() => () => void run.current++, [bytes]);

  const find = async () => {
    const needle = needleOf(query, mode);
    if (!needle.ok) {
      setNote({ text: needle.message, error: true });
      return;
    }
    const mine = ++run.current;
    setBusy(true);
    const at = await findNext(bytes, needle.bytes, from, nextTask, () => run.current !== mine);
    if (run.current !== mine) return;
    setBusy(false);
    if (at === -1) {
      setNote({ text: SEARCH_MESSAGES.notFound(mode === 'hex' ? 'That hex' : 'That text'), error: true });
      return;
    }
    setNote({ text: `Found at 0x${offsetOf(at)} (${groupDigits(at)}).`, error: false });
    onFound(at, needle.bytes.length);
  };

  return (
    <form
      role="search"
      aria-label="Find bytes"
      onSubmit={(event) => {
        event.preventDefault();
        void find();
      }}
    >
      <Toolbar $align="end">
        <ChoiceGroup label="Find as" value={mode} choices={MODES} onChange={setMode} />
        <TextField
          label="Find"
          value={query}
          placeholder={mode === 'hex' ? '89 50 4e 47' : 'IHDR'}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          error={note?.error ? note.text : undefined}
        />
        <Button type="submit" icon={<Search size={16} aria-hidden="true" />} disabled={busy}>
          {busy ? 'Finding...' : 'Find next'}
        </Button>
      </Toolbar>
      {note && !note.error && (
        <Muted role="status" data-testid="search-result">
          {note.text}
        </Muted>
      )}
    </form>
  );
}
