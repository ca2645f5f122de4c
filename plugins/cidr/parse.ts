/**
 * The input box: entries one per line (or separated by commas, as in WireGuard's AllowedIPs), each an
 * address, a CIDR network, an address and a netmask, or a range `a - b`. `#` starts a comment.
 */
import { lineColumnOf, type LineColumn } from '@/lib/lineColumn';
import {
  AddressError,
  BITS,
  blockOf,
  maskOf,
  parseAddress,
  prefixOfMask,
  type Address,
  type Block,
  type Network,
} from './ip';

export type Entry = EntryShape & {
  /** the 1-based line it is on */
  line: number;
  /** marked to be taken out (`!` before it, or after `minus` / `except` on its line) */
  exclude: boolean;
};

type EntryShape =
  | { kind: 'address'; text: string; offset: number; address: Address }
  | {
      kind: 'network';
      text: string;
      offset: number;
      network: Network;
      /** the address as typed, which differs from the network's when host bits are set */
      address: Address;
      /** the mask as typed when it was read as a wildcard (0.0.0.255 for /24), so the screen can say so */
      wildcard?: string;
    }
  | { kind: 'range'; text: string; offset: number; block: Block };

/** Where a mistake is: its line and column as the editor numbers them, and the 0-based offset into the whole input. */
export interface Position extends LineColumn {
  offset: number;
}

export class InputError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

/** The block of addresses an entry stands for. */
export function entryBlock(entry: Entry): Block {
  if (entry.kind === 'range') return entry.block;
  if (entry.kind === 'network') return blockOf(entry.network);
  return { version: entry.address.version, first: entry.address.value, last: entry.address.value };
}

/** A prefix length, and whether it was written as a wildcard mask. */
interface PrefixRead {
  prefix: number;
  wildcard: boolean;
}

function parsePrefixOrMask(text: string, at: number, address: Address): PrefixRead {
  if (/^[0-9]+$/.test(text)) {
    const n = Number(text);
    const max = BITS[address.version];
    if (n > max)
      throw new AddressError(`Prefix /${text} is too long: an IPv${address.version} prefix is 0 to ${max}.`, at);
    return { prefix: n, wildcard: false };
  }
  if (text === '') throw new AddressError('A prefix length is missing after /.', at);
  if (address.version === 6 || !text.includes('.')) {
    throw new AddressError(`'${text}' is not a prefix length (a whole number, 0 to ${BITS[address.version]}).`, at);
  }
  const mask = parseAddress(text, at);
  if (mask.version !== 4) throw new AddressError(`'${text}' is not an IPv4 netmask.`, at);
  const prefix = prefixOfMask(4, mask.value);
  // a mask that reads both ways (0.0.0.0, 255.255.255.255) stays a netmask
  if (prefix !== null) return { prefix, wildcard: false };
  // a wildcard (Cisco hostmask) such as 0.0.0.255 is the netmask's complement; the entry notes it was read so
  const wildcard = prefixOfMask(4, mask.value ^ 0xffffffffn);
  if (wildcard !== null) return { prefix: wildcard, wildcard: true };
  throw new AddressError(
    `Netmask ${text} is not contiguous: its one bits must all come first (as in 255.255.240.0).`,
    at,
  );
}

/** One entry, found `at` characters into the input. */
export function parseEntry(text: string, at: number): EntryShape {
  const dash = text.indexOf('-');
  if (dash >= 0) {
    const left = text.slice(0, dash);
    const right = text.slice(dash + 1);
    const startAt = at + (left.length - left.trimStart().length);
    const endAt = at + dash + 1 + (right.length - right.trimStart().length);
    const a = parseAddress(left.trim(), startAt);
    const b = parseAddress(right.trim(), endAt);
    if (a.version !== b.version)
      throw new AddressError('A range starts and ends with addresses of the same version.', endAt);
    if (b.value < a.value) throw new AddressError('This range ends before it starts: the end address is lower.', endAt);
    return { kind: 'range', text, offset: at, block: { version: a.version, first: a.value, last: b.value } };
  }
  const slash = text.indexOf('/');
  const space = text.search(/\s/);
  if (slash >= 0 || space >= 0) {
    const cut = slash >= 0 ? slash : space;
    const head = text.slice(0, cut).trimEnd();
    const rest = text.slice(cut + 1);
    const tail = rest.trim();
    const tailAt = at + cut + 1 + (rest.length - rest.trimStart().length);
    const address = parseAddress(head, at);
    if (slash < 0 && address.version === 6) {
      throw new AddressError('An IPv6 network is written with a prefix length, as in 2001:db8::/32.', tailAt);
    }
    const { prefix, wildcard } = parsePrefixOrMask(tail, tailAt, address);
    const mask = maskOf(address.version, prefix);
    return {
      kind: 'network',
      text,
      offset: at,
      network: { version: address.version, value: address.value & mask, prefix },
      address,
      ...(wildcard ? { wildcard: tail } : {}),
    };
  }
  return { kind: 'address', text, offset: at, address: parseAddress(text, at) };
}

const EXCLUDE_WORD = /\s(minus|except)\s/i;

/**
 * Every entry of the input; the first mistake throws an InputError with its position. Exclusions
 * (`!10.0.0.0/8`, `0.0.0.0/0 minus 10.0.0.0/8`) are allowed only where `exclusions` says so.
 */
export function parseInput(input: string, exclusions = false): Entry[] {
  const entries: Entry[] = [];
  const fail = (message: string, offset: number): never => {
    throw new InputError(message, { offset, ...lineColumnOf(input, offset) });
  };
  const read = (item: string, at: number, exclude: boolean) => {
    try {
      entries.push(Object.assign(parseEntry(item, at), { line, exclude }));
    } catch (e) {
      if (e instanceof AddressError) fail(e.message, e.index);
      throw e;
    }
  };
  const readList = (list: string, listAt: number, excluded: boolean) => {
    let pieceStart = 0;
    for (const piece of list.split(',')) {
      const lead = piece.length - piece.trimStart().length;
      let item = piece.trim();
      let at = listAt + pieceStart + lead;
      let exclude = excluded;
      if (item.startsWith('!')) {
        if (!exclusions) fail(NOT_HERE, at);
        exclude = true;
        const rest = item.slice(1);
        at += 1 + rest.length - rest.trimStart().length;
        item = rest.trim();
        if (item === '') fail('An address or network to exclude is missing after !.', at);
      }
      if (item !== '') read(item, at, exclude);
      pieceStart += piece.length + 1;
    }
  };
  let lineStart = 0;
  let line = 1;
  while (lineStart <= input.length) {
    let lineEnd = input.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = input.length;
    const raw = input.slice(lineStart, lineEnd);
    const hash = raw.indexOf('#');
    const text = hash >= 0 ? raw.slice(0, hash) : raw;
    const word = EXCLUDE_WORD.exec(text);
    if (word) {
      if (!exclusions) fail(NOT_HERE, lineStart + word.index + 1);
      const cut = word.index + word[0].length;
      readList(text.slice(0, word.index), lineStart, false);
      readList(text.slice(cut), lineStart + cut, true);
    } else readList(text, lineStart, false);
    lineStart = lineEnd + 1;
    line++;
  }
  return entries;
}

export const NOT_HERE = "Exclusions ('!' or 'minus') are worked out in the Exclude tab.";
