/**
 * The calculator's work for each tab: the details of every entry, a split, a merge (a range as the
 * fewest CIDR networks), an exclusion and the overlaps in a list. Text out, with the details the
 * screen draws as tables.
 */
import { groupDigits } from '@/lib/count';
import {
  BITS,
  binaryGroups,
  blockOf,
  explodeIPv6,
  formatAddress,
  formatNetwork,
  hostmaskOf,
  mappedCounterpart,
  maskOf,
  reversePointer,
  reverseZone,
  type Address,
  type Block,
  type Network,
  type Version,
} from './ip';
import { collapse, overlaps, prefixForCount, rangeToNetworks, split, subtract } from './ops';
import { entryBlock, InputError, parseInput, type Entry } from './parse';
import { specialOf } from './special';

export type Mode = 'inspect' | 'split' | 'merge' | 'exclude' | 'overlaps';

export const MODES: readonly { id: Mode; label: string }[] = [
  { id: 'inspect', label: 'Details' },
  { id: 'split', label: 'Split' },
  { id: 'merge', label: 'Merge / range → CIDR' },
  { id: 'exclude', label: 'Exclude' },
  { id: 'overlaps', label: 'Overlaps' },
];

export interface CidrRequest {
  mode: Mode;
  input: string;
  /** Split: '/26' for a prefix length, '4' for a number of subnets */
  splitBy: string;
}

export interface Row {
  label: string;
  value: string;
  /** a yes/no answer, not a value to copy */
  answer?: boolean;
}

export interface Binary {
  version: Version;
  /** the bits, as octets (IPv4) or 16-bit groups (IPv6) */
  groups: string[];
  /** how many leading bits are the network's */
  prefix: number;
}

/** One entry as the details table shows it. */
export interface Card {
  title: string;
  rows: Row[];
  labels: string[];
  notes: string[];
  binary: Binary | null;
}

export interface Details {
  mode: Mode;
  cards: Card[];
  /** how many entries the input has (the cards show at most CARD_LIMIT of them) */
  entries: number;
  /** a line that says what the output is */
  summary: string;
  notes: string[];
}

export interface CidrError {
  message: string;
  line?: number;
  column?: number;
  offset?: number;
}

export type CidrResult = { ok: true; output: string; details: Details } | { ok: false; error: CidrError };

/** Most entries drawn as tables; the text report covers more. */
export const CARD_LIMIT = 10;
/** Most entries written in the Details report. */
export const REPORT_LIMIT = 10_000;
/** Most subnets a split lists. */
export const SPLIT_LIMIT = 65_536;

export const MESSAGES = {
  blank: 'Enter an IP address, a CIDR network, a range or a list.',
  splitBy: "Split by '/prefix' (such as /26) or a number of subnets (such as 4).",
  splitAddress: (text: string) => `'${text}' is one address; split takes a network such as 10.0.0.0/24.`,
  splitRange: (text: string) => `'${text}' is a range; split takes a network (Merge turns a range into networks).`,
  splitShorter: (prefix: number, network: string) =>
    `/${prefix} is not longer than ${network}'s prefix: a split makes smaller networks.`,
  splitTooMany: (count: string, network: string) => `${network} cannot be split into ${count} subnets.`,
  splitTooLong: (prefix: number, version: Version) => `/${prefix} is longer than an IPv${version} prefix can be.`,
  excludeNothing: "Nothing to exclude: mark what to take out with '!' (!10.0.0.0/8) or write 'A minus B'.",
  excludeNoInclude: 'Nothing to exclude from: list what to keep, then what to take out.',
  wildcard: (mask: string, prefix: number) => `${mask} was read as a wildcard mask (Cisco ACL style): /${prefix}.`,
  wildcardMore: (n: number) =>
    `${groupDigits(n)} more ${n === 1 ? 'line gives' : 'lines give'} a wildcard mask, read the same way.`,
  failed: 'The calculation failed',
} as const;

function countText(n: bigint): string {
  const bits = n.toString(2).length - 1;
  return n > 0xffffffffn && n === 1n << BigInt(bits) ? `${groupDigits(n)} (2^${bits})` : groupDigits(n);
}

function addressRows(address: Address): Row[] {
  const { version, value } = address;
  const rows: Row[] = [{ label: 'Address', value: formatAddress(version, value) }];
  if (version === 6) rows.push({ label: 'Expanded', value: explodeIPv6(value) });
  const mapped = mappedCounterpart(address);
  if (mapped) rows.push({ label: version === 4 ? 'IPv4-mapped IPv6' : 'Mapped IPv4', value: mapped });
  rows.push({ label: 'Integer', value: value.toString() });
  rows.push({ label: 'Hex', value: `0x${value.toString(16).padStart(BITS[version] / 4, '0')}` });
  rows.push({ label: 'Reverse DNS', value: reversePointer(version, value) });
  return rows;
}

function reachRow(block: Block): { rows: Row[]; labels: string[] } {
  const special = specialOf(block);
  const reach = special.global === null ? 'Not stated by the registry' : special.global ? 'Yes' : 'No';
  return { rows: [{ label: 'Globally reachable', value: reach, answer: true }], labels: special.labels };
}

function usable(network: Network): { first: bigint; last: bigint; count: bigint; note: string | null } {
  const { version, value, prefix } = network;
  const size = 1n << BigInt(BITS[version] - prefix);
  const last = value + size - 1n;
  const bits = BITS[version];
  if (prefix === bits) return { first: value, last, count: 1n, note: 'A single address (a host route).' };
  if (prefix === bits - 1) {
    const rfc = version === 4 ? 'RFC 3021' : 'RFC 6164';
    return { first: value, last, count: 2n, note: `Both addresses are usable on a point-to-point link (${rfc}).` };
  }
  // IPv4 keeps the network and broadcast addresses; IPv6 has no broadcast but keeps the Subnet-Router anycast (RFC 4291 §2.6.1)
  if (version === 4) return { first: value + 1n, last: last - 1n, count: size - 2n, note: null };
  return {
    first: value + 1n,
    last,
    count: size - 1n,
    note: 'The first address is the Subnet-Router anycast address (RFC 4291), so it is not counted as a host.',
  };
}

function networkCard(entry: Entry & { kind: 'network' }): Card {
  const { network, address } = entry;
  const { version, value, prefix } = network;
  const block = blockOf(network);
  const hosts = usable(network);
  const notes: string[] = [];
  const rows: Row[] = [{ label: 'Network', value: formatNetwork(network) }];
  if (entry.wildcard) notes.push(MESSAGES.wildcard(entry.wildcard, prefix));
  if (address.value !== value) {
    rows.push({ label: 'Address given', value: formatAddress(version, address.value) });
    notes.push(
      `Host bits are set: ${formatAddress(version, address.value)} is an address in the network ${formatNetwork(network)}.`,
    );
  }
  rows.push(
    { label: 'Netmask', value: formatAddress(version, maskOf(version, prefix)) },
    { label: version === 4 ? 'Wildcard' : 'Hostmask', value: formatAddress(version, hostmaskOf(version, prefix)) },
    { label: 'Prefix length', value: `/${prefix}` },
    { label: 'Network address', value: formatAddress(version, value) },
  );
  if (version === 4) {
    // a /31 or /32 has no broadcast address (RFC 3021): there is nothing to copy
    rows.push(
      prefix >= 31
        ? { label: 'Broadcast', value: 'None', answer: true }
        : { label: 'Broadcast', value: formatAddress(4, block.last) },
    );
  } else rows.push({ label: 'Last address', value: formatAddress(6, block.last) });
  rows.push(
    { label: 'First usable', value: formatAddress(version, hosts.first) },
    { label: 'Last usable', value: formatAddress(version, hosts.last) },
    { label: 'Usable hosts', value: countText(hosts.count) },
    { label: 'Addresses', value: countText(block.last - block.first + 1n) },
  );
  if (hosts.note) notes.push(hosts.note);
  if (version === 6) rows.push({ label: 'Expanded', value: `${explodeIPv6(value)}/${prefix}` });
  const zone = reverseZone(network);
  if (zone) rows.push({ label: 'Reverse zone', value: zone });
  if (address.value !== value)
    rows.push({ label: 'Reverse DNS (address)', value: reversePointer(version, address.value) });
  const mapped = mappedCounterpart({ version, value });
  if (version === 4)
    rows.push({ label: 'IPv4-mapped IPv6', value: `::ffff:${formatAddress(4, value)}/${prefix + 96}` });
  else if (mapped && prefix >= 96) rows.push({ label: 'Mapped IPv4', value: `${mapped}/${prefix - 96}` });
  const reach = reachRow(block);
  rows.push(...reach.rows);
  return {
    title: entry.text,
    rows,
    labels: reach.labels,
    notes,
    binary: { version, groups: binaryGroups(version, address.value), prefix },
  };
}

function addressCard(entry: Entry & { kind: 'address' }): Card {
  const { address } = entry;
  const block = { version: address.version, first: address.value, last: address.value };
  const reach = reachRow(block);
  return {
    title: entry.text,
    rows: [{ label: 'Version', value: `IPv${address.version}` }, ...addressRows(address), ...reach.rows],
    labels: reach.labels,
    notes: [],
    binary: {
      version: address.version,
      groups: binaryGroups(address.version, address.value),
      prefix: BITS[address.version],
    },
  };
}

function rangeCard(entry: Entry & { kind: 'range' }): Card {
  const { block } = entry;
  const networks = rangeToNetworks(block);
  const reach = reachRow(block);
  return {
    title: entry.text,
    rows: [
      { label: 'First address', value: formatAddress(block.version, block.first) },
      { label: 'Last address', value: formatAddress(block.version, block.last) },
      { label: 'Addresses', value: countText(block.last - block.first + 1n) },
      {
        label: networks.length === 1 ? 'CIDR' : `CIDR (${networks.length} networks)`,
        value: networks.map(formatNetwork).join('\n'),
      },
      ...reach.rows,
    ],
    labels: reach.labels,
    notes: networks.length === 1 ? [] : ['A range that is not one network is covered exactly by these networks.'],
    binary: null,
  };
}

export function cardOf(entry: Entry): Card {
  if (entry.kind === 'network') return networkCard(entry);
  if (entry.kind === 'range') return rangeCard(entry);
  return addressCard(entry);
}

function cardText(card: Card): string {
  const width = Math.max(...card.rows.map((r) => r.label.length));
  const lines = card.rows.map(
    (r) => `${`${r.label}:`.padEnd(width + 2)}${r.value.split('\n').join(`\n${' '.repeat(width + 2)}`)}`,
  );
  if (card.labels.length) lines.push(`${'Special-purpose:'.padEnd(width + 2)}${card.labels.join('; ')}`);
  if (card.binary) lines.push(`${'Binary:'.padEnd(width + 2)}${binaryText(card.binary)}`);
  for (const note of card.notes) lines.push(`Note: ${note}`);
  return lines.join('\n');
}

/** The bits in octets (IPv4) or 16-bit groups (IPv6), with '|' between the network part and the host part. */
export function binaryText(binary: Binary): string {
  const sep = binary.version === 4 ? '.' : ':';
  const size = binary.version === 4 ? 8 : 16;
  const bits = binary.groups.join('');
  let out = '';
  for (let i = 0; i < bits.length; i++) {
    if (i > 0 && i % size === 0) out += sep;
    if (i === binary.prefix && i > 0) out += '|';
    out += bits[i];
  }
  return out;
}

function inspect(entries: Entry[]): CidrResult {
  const shown = entries.slice(0, REPORT_LIMIT);
  const cards = shown.map(cardOf);
  const notes: string[] = [];
  if (entries.length > REPORT_LIMIT)
    notes.push(
      `Showing the first ${groupDigits(BigInt(REPORT_LIMIT))} of ${groupDigits(BigInt(entries.length))} entries.`,
    );
  const text = cards.map(cardText).join('\n\n');
  return {
    ok: true,
    output: notes.length ? `${text}\n\n# ${notes.join(' ')}` : text,
    details: {
      mode: 'inspect',
      cards: cards.slice(0, CARD_LIMIT),
      entries: entries.length,
      summary: entries.length === 1 ? '' : `${groupDigits(BigInt(entries.length))} entries`,
      notes,
    },
  };
}

function fail(message: string, entry?: Entry, input?: string): CidrResult {
  if (!entry || input === undefined) return { ok: false, error: { message } };
  const column = entry.offset - input.lastIndexOf('\n', entry.offset - 1);
  return { ok: false, error: { message, line: entry.line, column, offset: entry.offset } };
}

function networksText(networks: readonly Network[]): string {
  return networks.map(formatNetwork).join('\n');
}

function done(mode: Mode, output: string, summary: string, notes: string[] = []): CidrResult {
  return { ok: true, output, details: { mode, cards: [], entries: 0, summary, notes } };
}

function splitAll(entries: Entry[], splitBy: string, input: string): CidrResult {
  const by = splitBy.trim();
  const prefixMatch = /^\/([0-9]{1,3})$/.exec(by);
  const countMatch = /^([0-9]{1,40})$/.exec(by);
  if (!prefixMatch && !countMatch) return fail(MESSAGES.splitBy);
  const lines: string[] = [];
  const summaries: string[] = [];
  let listed = 0;
  let total = 0n;
  for (const entry of entries) {
    if (entry.kind === 'address') return fail(MESSAGES.splitAddress(entry.text), entry, input);
    if (entry.kind === 'range') return fail(MESSAGES.splitRange(entry.text), entry, input);
    const { network } = entry;
    const name = formatNetwork(network);
    let prefix: number;
    if (prefixMatch) {
      prefix = Number(prefixMatch[1]);
      if (prefix > BITS[network.version]) return fail(MESSAGES.splitTooLong(prefix, network.version), entry, input);
      if (prefix < network.prefix) return fail(MESSAGES.splitShorter(prefix, name), entry, input);
    } else {
      const wanted = BigInt(countMatch![1]);
      if (wanted === 0n) return fail(MESSAGES.splitBy);
      const p = prefixForCount(network.version, network.prefix, wanted);
      if (p === null) return fail(MESSAGES.splitTooMany(groupDigits(wanted), name), entry, input);
      prefix = p;
    }
    const n = 1n << BigInt(prefix - network.prefix);
    total += n;
    const room = SPLIT_LIMIT - listed;
    const subnets = room > 0 ? split(network, prefix, room) : [];
    listed += subnets.length;
    if (lines.length && subnets.length) lines.push('');
    if (entries.length > 1 && subnets.length) lines.push(`# ${name}`);
    lines.push(...subnets.map(formatNetwork));
    summaries.push(
      `${name} → ${groupDigits(n)} × /${prefix} (${countText(sizeOf(network.version, prefix))} addresses each)`,
    );
  }
  const notes: string[] = [];
  if (total > BigInt(listed))
    notes.push(`Listing the first ${groupDigits(BigInt(listed))} of ${groupDigits(total)} subnets.`);
  if (countMatch && entries.length) {
    const wanted = BigInt(countMatch[1]);
    if (wanted > 1n && (wanted & (wanted - 1n)) !== 0n)
      notes.push(`Equal subnets come in powers of two: ${groupDigits(wanted)} rounds up to the next one.`);
  }
  return done('split', lines.join('\n'), summaries.join('\n'), notes);
}

function sizeOf(version: Version, prefix: number): bigint {
  return 1n << BigInt(BITS[version] - prefix);
}

function merge(entries: Entry[]): CidrResult {
  const networks = collapse(entries.map(entryBlock));
  const addresses = networks.reduce((sum, n) => sum + sizeOf(n.version, n.prefix), 0n);
  const summary = `${groupDigits(BigInt(entries.length))} ${entries.length === 1 ? 'entry' : 'entries'} → ${groupDigits(BigInt(networks.length))} ${networks.length === 1 ? 'network' : 'networks'} (${countText(addresses)} addresses)`;
  return done('merge', networksText(networks), summary);
}

function exclude(entries: Entry[]): CidrResult {
  const keep = entries.filter((e) => !e.exclude).map(entryBlock);
  const cut = entries.filter((e) => e.exclude).map(entryBlock);
  if (!cut.length) return fail(MESSAGES.excludeNothing);
  if (!keep.length) return fail(MESSAGES.excludeNoInclude);
  const networks = subtract(keep, cut).flatMap(rangeToNetworks);
  const summary = `${groupDigits(BigInt(networks.length))} ${networks.length === 1 ? 'network' : 'networks'} left after taking out ${groupDigits(BigInt(cut.length))}`;
  return done('exclude', networksText(networks), summary);
}

/** Most overlaps listed. */
export const OVERLAP_LIMIT = 10_000;

function findOverlaps(entries: Entry[]): CidrResult {
  const found = overlaps(entries, entryBlock);
  const lines = found.slice(0, OVERLAP_LIMIT).map(({ item, other, kind }) => {
    const where = `line ${item.line}: ${item.text}`;
    const them = `${other.text} (line ${other.line})`;
    if (kind === 'duplicate') return `${where} is the same block as ${them}`;
    if (kind === 'inside') return `${where} lies inside ${them}`;
    return `${where} partly overlaps ${them}`;
  });
  const notes =
    found.length > OVERLAP_LIMIT
      ? [`Listing the first ${groupDigits(BigInt(OVERLAP_LIMIT))} of ${groupDigits(BigInt(found.length))} overlaps.`]
      : [];
  const summary = found.length
    ? `${groupDigits(BigInt(found.length))} of ${groupDigits(BigInt(entries.length))} entries overlap an earlier one`
    : `No overlaps among ${groupDigits(BigInt(entries.length))} entries`;
  return done('overlaps', lines.join('\n'), summary, notes);
}

/**
 * The tabs other than Details say when a mask was read as a wildcard (the Details cards say it per entry):
 * the first such line, and how many more there are.
 */
function wildcardNotes(entries: readonly Entry[]): string[] {
  const read = entries.flatMap((e) =>
    e.kind === 'network' && e.wildcard ? [`Line ${e.line}: ${MESSAGES.wildcard(e.wildcard, e.network.prefix)}`] : [],
  );
  if (!read.length) return [];
  const notes = [read[0]];
  if (read.length > 1) notes.push(MESSAGES.wildcardMore(read.length - 1));
  return notes;
}

/** The job: parses the input and does the tab's work; never throws for bad input. */
export function calculate({ mode, input, splitBy }: CidrRequest): CidrResult {
  let entries: Entry[];
  try {
    entries = parseInput(input, mode === 'exclude');
  } catch (e) {
    if (e instanceof InputError) return { ok: false, error: { message: e.message, ...e.position } };
    throw e;
  }
  if (!entries.length) return fail(MESSAGES.blank);
  if (mode === 'inspect') return inspect(entries);
  const result =
    mode === 'split'
      ? splitAll(entries, splitBy, input)
      : mode === 'merge'
        ? merge(entries)
        : mode === 'exclude'
          ? exclude(entries)
          : findOverlaps(entries);
  const notes = wildcardNotes(entries);
  if (!result.ok || !notes.length) return result;
  return { ...result, details: { ...result.details, notes: [...notes, ...result.details.notes] } };
}
