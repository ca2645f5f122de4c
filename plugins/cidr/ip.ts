/**
 * IPv4 and IPv6 addresses as BigInt: strict parsing with the position of each mistake, RFC 5952
 * text, masks, reverse-DNS names. An address is its version and its value; a block of addresses is
 * its first and last value.
 */

export type Version = 4 | 6;

export interface Address {
  version: Version;
  value: bigint;
}

/** A network: the first address's value and the prefix length. */
export interface Network {
  version: Version;
  value: bigint;
  prefix: number;
}

/** Any block of addresses, first to last inclusive. */
export interface Block {
  version: Version;
  first: bigint;
  last: bigint;
}

export const BITS: Record<Version, number> = { 4: 32, 6: 128 };

/** A mistake in the text, at `index` characters into the text that was parsed. */
export class AddressError extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
    this.name = 'AddressError';
  }
}

export function allOnes(version: Version): bigint {
  return (1n << BigInt(BITS[version])) - 1n;
}

/** The netmask of a prefix length: `prefix` one bits followed by zero bits. */
export function maskOf(version: Version, prefix: number): bigint {
  const host = BigInt(BITS[version] - prefix);
  return allOnes(version) ^ ((1n << host) - 1n);
}

/** The hostmask (wildcard) of a prefix length: the netmask's complement. */
export function hostmaskOf(version: Version, prefix: number): bigint {
  return (1n << BigInt(BITS[version] - prefix)) - 1n;
}

export function sizeOf(version: Version, prefix: number): bigint {
  return 1n << BigInt(BITS[version] - prefix);
}

export function blockOf(network: Network): Block {
  return {
    version: network.version,
    first: network.value,
    last: network.value + sizeOf(network.version, network.prefix) - 1n,
  };
}

const DECIMAL = /^[0-9]+$/;
const HEX = /^[0-9a-fA-F]+$/;

/** Parses dotted-quad IPv4 text: exactly four decimal parts 0–255, no leading zeros (they are octal to some programs). */
export function parseIPv4(text: string, at = 0): bigint {
  const parts = text.split('.');
  if (parts.length !== 4) {
    throw new AddressError(
      `An IPv4 address has four parts separated by dots; '${text}' has ${parts.length}. Shorthand such as 10.1 is ambiguous, so it is refused.`,
      at,
    );
  }
  let value = 0;
  let offset = at;
  for (const part of parts) {
    if (part === '') throw new AddressError(`Empty part in IPv4 address '${text}'.`, offset);
    if (!DECIMAL.test(part)) {
      const bad = [...part].findIndex((c) => c < '0' || c > '9');
      throw new AddressError(
        `'${part[bad]}' is not allowed in an IPv4 address: each part is a decimal number from 0 to 255.`,
        offset + bad,
      );
    }
    if (part.length > 1 && part.startsWith('0')) {
      const decimal = Number(part);
      const octal = /^[0-7]+$/.test(part) ? ` or octal ${parseInt(part, 8)}` : '';
      throw new AddressError(
        `'${part}' has a leading zero: it could mean decimal ${decimal}${octal}, so it is refused. Write it without leading zeros.`,
        offset,
      );
    }
    const n = Number(part);
    if (n > 255) throw new AddressError(`'${part}' is out of range: each part of an IPv4 address is 0 to 255.`, offset);
    value = value * 256 + n;
    offset += part.length + 1;
  }
  return BigInt(value);
}

/** Parses IPv6 text (RFC 4291 §2.2): eight groups of 1–4 hex digits, one `::`, an IPv4 tail allowed. */
export function parseIPv6(text: string, at = 0): bigint {
  const zone = text.indexOf('%');
  if (zone >= 0) {
    throw new AddressError(
      `'${text.slice(zone)}' is a zone id: it names an interface on one host, not part of an address. Remove it.`,
      at + zone,
    );
  }
  const double = text.indexOf('::');
  if (double >= 0 && text.indexOf('::', double + 1) >= 0) {
    throw new AddressError(`'::' may appear only once in an IPv6 address.`, at + text.indexOf('::', double + 1));
  }
  const groups: bigint[] = [];
  const readSide = (side: string, sideAt: number, allowV4: boolean): bigint[] => {
    if (side === '') return [];
    const out: bigint[] = [];
    const parts = side.split(':');
    let offset = sideAt;
    parts.forEach((part, i) => {
      if (allowV4 && i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIPv4(part, offset);
        out.push(v4 >> 16n, v4 & 0xffffn);
        return;
      }
      if (part === '')
        throw new AddressError(
          `Empty group in IPv6 address (a single ':' where '::' or a group was expected).`,
          offset,
        );
      if (!HEX.test(part)) {
        const bad = [...part].findIndex((c) => !HEX.test(c));
        throw new AddressError(`'${part[bad]}' is not a hexadecimal digit.`, offset + bad);
      }
      if (part.length > 4) throw new AddressError(`'${part}' is longer than 4 hex digits.`, offset);
      out.push(BigInt(`0x${part}`));
      offset += part.length + 1;
    });
    return out;
  };
  if (double >= 0) {
    const head = readSide(text.slice(0, double), at, false);
    const tail = readSide(text.slice(double + 2), at + double + 2, true);
    if (head.length + tail.length > 7) {
      throw new AddressError(`Too many groups around '::' in '${text}': at most 7 with '::'.`, at + double);
    }
    groups.push(...head, ...Array<bigint>(8 - head.length - tail.length).fill(0n), ...tail);
  } else {
    groups.push(...readSide(text, at, true));
    if (groups.length !== 8) {
      throw new AddressError(
        `An IPv6 address has 8 groups (or '::' for a run of zero groups); '${text}' has ${groups.length}.`,
        at,
      );
    }
  }
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
}

/** Parses an address of either version, telling them apart by ':'. */
export function parseAddress(text: string, at = 0): Address {
  if (text === '') throw new AddressError('An address is missing here.', at);
  if (text.startsWith('[') || text.endsWith(']')) {
    throw new AddressError('Brackets belong to URLs; write the IPv6 address without them.', at);
  }
  if (text.includes(':')) return { version: 6, value: parseIPv6(text, at) };
  if (/^[0-9.]+$/.test(text) || text.includes('.')) return { version: 4, value: parseIPv4(text, at) };
  throw new AddressError(`'${text}' is not an IPv4 or IPv6 address.`, at);
}

export function formatIPv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 0xffn)).join('.');
}

function groupsOf(value: bigint): number[] {
  const out: number[] = [];
  for (let s = 112n; s >= 0n; s -= 16n) out.push(Number((value >> s) & 0xffffn));
  return out;
}

/** True for ::ffff:0:0/96, IPv4-mapped IPv6 addresses (RFC 4291 §2.5.5.2). */
export function isMapped(value: bigint): boolean {
  return value >> 32n === 0xffffn;
}

/**
 * RFC 5952 text: lower case, no leading zeros, the longest run of two or more zero groups (the first
 * of equal runs) as '::', a single zero group kept; IPv4-mapped addresses end in dotted quad (§5).
 */
export function formatIPv6(value: bigint): string {
  if (isMapped(value)) return `::ffff:${formatIPv4(value & 0xffffffffn)}`;
  const groups = groupsOf(value);
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestLen < 2) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLen).join(':')}`;
}

/** The full form: eight groups of four hex digits (Python's `exploded`). */
export function explodeIPv6(value: bigint): string {
  return groupsOf(value)
    .map((g) => g.toString(16).padStart(4, '0'))
    .join(':');
}

export function formatAddress(version: Version, value: bigint): string {
  return version === 4 ? formatIPv4(value) : formatIPv6(value);
}

export function formatNetwork(network: Network): string {
  return `${formatAddress(network.version, network.value)}/${network.prefix}`;
}

/** The PTR name of an address: its octets (IPv4) or nibbles (IPv6) reversed, under in-addr.arpa or ip6.arpa. */
export function reversePointer(version: Version, value: bigint): string {
  if (version === 4) return `${formatIPv4(value).split('.').reverse().join('.')}.in-addr.arpa`;
  return `${[...value.toString(16).padStart(32, '0')].reverse().join('.')}.ip6.arpa`;
}

/**
 * The reverse zone a network's PTR records live in, when its prefix falls on an octet (IPv4) or nibble
 * (IPv6) boundary; otherwise null (the delegation needs RFC 2317 style names).
 */
export function reverseZone(network: Network): string | null {
  const { version, value, prefix } = network;
  const unit = version === 4 ? 8 : 4;
  if (prefix % unit !== 0) return null;
  const labels = version === 4 ? formatIPv4(value).split('.') : [...value.toString(16).padStart(32, '0')];
  const kept = labels.slice(0, prefix / unit).reverse();
  const suffix = version === 4 ? 'in-addr.arpa' : 'ip6.arpa';
  return kept.length ? `${kept.join('.')}.${suffix}` : suffix;
}

/** The prefix length of a contiguous netmask, or null when its one bits are not all at the start. */
export function prefixOfMask(version: Version, mask: bigint): number | null {
  const bits = BITS[version];
  for (let p = 0; p <= bits; p++) if (maskOf(version, p) === mask) return p;
  return null;
}

/** The address's bits as text: IPv4 in octets joined by '.', IPv6 in groups of 16 joined by ':'. */
export function binaryGroups(version: Version, value: bigint): string[] {
  const bits = value.toString(2).padStart(BITS[version], '0');
  const size = version === 4 ? 8 : 16;
  const out: string[] = [];
  for (let i = 0; i < bits.length; i += size) out.push(bits.slice(i, i + size));
  return out;
}

/** The mapped form of an IPv4 address (::ffff:a.b.c.d), or the IPv4 address inside a mapped IPv6 one. */
export function mappedCounterpart(address: Address): string | null {
  if (address.version === 4) return `::ffff:${formatIPv4(address.value)}`;
  return isMapped(address.value) ? formatIPv4(address.value & 0xffffffffn) : null;
}
