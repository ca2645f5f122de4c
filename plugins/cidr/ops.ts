/**
 * Set operations on blocks of addresses: a range as the fewest CIDR networks, merging, subtracting,
 * splitting, and the overlaps in a list. Blocks of different versions never meet.
 */
import { BITS, sizeOf, type Block, type Network, type Version } from './ip';

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

function trailingZeros(n: bigint, max: number): number {
  if (n === 0n) return max;
  let count = 0;
  while (((n >> BigInt(count)) & 1n) === 0n) count++;
  return count;
}

/** The fewest CIDR networks that cover exactly first..last (Python's summarize_address_range). */
export function rangeToNetworks(block: Block): Network[] {
  const bits = BITS[block.version];
  const out: Network[] = [];
  let first = block.first;
  while (first <= block.last) {
    const fit = bitLength(block.last - first + 1n) - 1;
    const host = Math.min(trailingZeros(first, bits), fit);
    out.push({ version: block.version, value: first, prefix: bits - host });
    first += 1n << BigInt(host);
  }
  return out;
}

/** Sorts blocks and joins those that overlap or touch; IPv4 first, then IPv6. */
export function mergeBlocks(blocks: readonly Block[]): Block[] {
  const sorted = [...blocks].sort((a, b) =>
    a.version !== b.version ? a.version - b.version : a.first < b.first ? -1 : a.first > b.first ? 1 : 0,
  );
  const out: Block[] = [];
  for (const b of sorted) {
    const top = out.at(-1);
    if (top && top.version === b.version && b.first <= top.last + 1n) {
      if (b.last > top.last) out[out.length - 1] = { ...top, last: b.last };
    } else out.push({ ...b });
  }
  return out;
}

/** The fewest CIDR networks covering the union of the blocks (Python's collapse_addresses). */
export function collapse(blocks: readonly Block[]): Network[] {
  return mergeBlocks(blocks).flatMap(rangeToNetworks);
}

/** The addresses of `include` that are in no block of `exclude`, as merged blocks. */
export function subtract(include: readonly Block[], exclude: readonly Block[]): Block[] {
  const kept = mergeBlocks(include);
  const cuts = mergeBlocks(exclude);
  const out: Block[] = [];
  for (const block of kept) {
    let first = block.first;
    let open = true;
    for (const cut of cuts) {
      if (cut.version !== block.version || cut.last < first || cut.first > block.last) continue;
      if (cut.first > first) out.push({ version: block.version, first, last: cut.first - 1n });
      if (cut.last >= block.last) {
        open = false;
        break;
      }
      first = cut.last + 1n;
    }
    if (open && first <= block.last) out.push({ version: block.version, first, last: block.last });
  }
  return out;
}

/** The subnets of `network` with prefix `prefix`, at most `limit` of them (Python's subnets(new_prefix=…)). */
export function split(network: Network, prefix: number, limit: number): Network[] {
  const size = sizeOf(network.version, prefix);
  const count = 1n << BigInt(prefix - network.prefix);
  const n = count < BigInt(limit) ? Number(count) : limit;
  const out: Network[] = [];
  for (let i = 0; i < n; i++) out.push({ version: network.version, value: network.value + BigInt(i) * size, prefix });
  return out;
}

/** The prefix that splits a network of `prefix` into at least `count` equal subnets, or null past the version's bits. */
export function prefixForCount(version: Version, prefix: number, count: bigint): number | null {
  const extra = count <= 1n ? 0 : bitLength(count - 1n);
  return prefix + extra <= BITS[version] ? prefix + extra : null;
}

export type OverlapKind = 'duplicate' | 'inside' | 'partial';

export interface Overlap<T> {
  /** the later entry in address order, and the earlier one it overlaps */
  item: T;
  other: T;
  kind: OverlapKind;
}

/**
 * Each entry that overlaps an earlier one in address order, paired with the entry reaching furthest
 * among those before it. Entries are compared as blocks; no two reported pairs repeat an entry as `item`.
 */
export function overlaps<T>(items: readonly T[], blockOfItem: (item: T) => Block): Overlap<T>[] {
  const sorted = items
    .map((item) => ({ item, block: blockOfItem(item) }))
    .sort((a, b) =>
      a.block.version !== b.block.version
        ? a.block.version - b.block.version
        : a.block.first !== b.block.first
          ? a.block.first < b.block.first
            ? -1
            : 1
          : a.block.last > b.block.last
            ? -1
            : a.block.last < b.block.last
              ? 1
              : 0,
    );
  const out: Overlap<T>[] = [];
  let reach: { item: T; block: Block } | null = null;
  for (const entry of sorted) {
    if (reach && reach.block.version === entry.block.version && entry.block.first <= reach.block.last) {
      const a = reach.block;
      const b = entry.block;
      const kind: OverlapKind =
        a.first === b.first && a.last === b.last ? 'duplicate' : b.last <= a.last ? 'inside' : 'partial';
      out.push({ item: entry.item, other: reach.item, kind });
      if (b.last > a.last) reach = entry;
    } else reach = entry;
  }
  return out;
}
