import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useToolInput } from '@/lib/toolScope';
import { Stack } from '@/ui';
import type { FileToolSlotProps } from '@/ui/fileTool';
import { ByteRows } from './ByteRows';
import { ExportPanel } from './ExportPanel';
import { HexTextInput } from './HexTextInput';
import { PASTED_NAME } from './logic';
import type { Options } from './options';
import { Readings } from './Readings';
import { SearchBar } from './SearchBar';
import { moved, rangeOf, type Selection } from './selection';
import { BYTES_PER_ROW } from './xxd';

/** What a read gives the view: the file's name and its bytes. */
export interface Viewed {
  name: string;
  bytes: Uint8Array;
}

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The view of one file's bytes: search, the rows, what the selection reads as, and its export. */
function HexExplorer({ bytes, name }: Viewed) {
  const [selection, setSelection] = useState<Selection | null>(null);
  const [reveal, setReveal] = useState<{ row: number; asked: number } | null>(null);
  const range = selection ? rangeOf(selection) : null;
  const show = useCallback((offset: number) => {
    setReveal((before) => ({ row: Math.floor(offset / BYTES_PER_ROW), asked: (before?.asked ?? 0) + 1 }));
  }, []);

  const pick = useCallback((offset: number, extend: boolean) => {
    setSelection((before) =>
      extend && before ? { anchor: before.anchor, focus: offset } : { anchor: offset, focus: offset },
    );
  }, []);

  const key = (event: KeyboardEvent) => {
    const next = moved(selection ?? { anchor: 0, focus: 0 }, event.key, event.shiftKey, bytes.length);
    if (!next) return;
    event.preventDefault();
    setSelection(selection ? next : { anchor: 0, focus: 0 });
    show(next.focus);
  };

  const found = useCallback(
    (start: number, length: number) => {
      setSelection({ anchor: start, focus: start + length - 1 });
      show(start);
    },
    [show],
  );

  return (
    <Stack $gap="md">
      <SearchBar bytes={bytes} from={range ? range.start + 1 : 0} onFound={found} />
      <ByteRows bytes={bytes} range={range} onPick={pick} onKey={key} reveal={reveal} />
      <Panels>
        <Readings bytes={bytes} range={range} />
        <ExportPanel bytes={bytes} range={range} fileName={name} />
      </Panels>
    </Stack>
  );
}

/** The preview slot: the bytes of the file read last (a new file starts a new view). */
export function HexPreview({ details }: FileToolSlotProps<Options, Viewed>) {
  // the text field stays while what is shown came from text; a chosen file replaces it
  const fromFile = details !== null && details.name !== PASTED_NAME;
  const [, setText] = useToolInput();
  useEffect(() => {
    if (fromFile) setText('');
  }, [fromFile, setText]);
  return (
    <Stack $gap="md">
      {!fromFile && <HexTextInput />}
      {details && <HexExplorer key={identity(details.bytes)} bytes={details.bytes} name={details.name} />}
    </Stack>
  );
}

/** A key per byte array, so a new file's view starts with nothing selected. */
const ids = new WeakMap<Uint8Array, number>();
let nextId = 0;
function identity(bytes: Uint8Array): number {
  let id = ids.get(bytes);
  if (id === undefined) {
    id = ++nextId;
    ids.set(bytes, id);
  }
  return id;
}
