/**
 * Special-purpose address blocks, from the IANA IPv4 and IPv6 Special-Purpose Address Registries
 * (RFC 6890) with their "Globally Reachable" column, plus the multicast blocks of the IANA multicast
 * registries. A network is given every label of the blocks it lies inside; whether it is globally
 * reachable is the answer of the most specific such block (true when none applies).
 */
import { blockOf, parseAddress, type Block, type Version } from './ip';

export interface SpecialBlock {
  cidr: string;
  name: string;
  rfc: string;
  /** the registry's "Globally Reachable"; null where it says N/A */
  global: boolean | null;
}

const V4: readonly SpecialBlock[] = [
  { cidr: '0.0.0.0/8', name: '"This network"', rfc: 'RFC 791', global: false },
  { cidr: '0.0.0.0/32', name: '"This host on this network"', rfc: 'RFC 1122', global: false },
  { cidr: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918', global: false },
  { cidr: '100.64.0.0/10', name: 'Shared Address Space (carrier-grade NAT)', rfc: 'RFC 6598', global: false },
  { cidr: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122', global: false },
  { cidr: '169.254.0.0/16', name: 'Link-local', rfc: 'RFC 3927', global: false },
  { cidr: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918', global: false },
  { cidr: '192.0.0.0/24', name: 'IETF Protocol Assignments', rfc: 'RFC 6890', global: false },
  { cidr: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', rfc: 'RFC 7335', global: false },
  { cidr: '192.0.0.8/32', name: 'IPv4 dummy address', rfc: 'RFC 7600', global: false },
  { cidr: '192.0.0.9/32', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', global: true },
  { cidr: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', global: true },
  { cidr: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880', global: false },
  { cidr: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880', global: false },
  { cidr: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737', global: false },
  { cidr: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535', global: true },
  { cidr: '192.52.193.0/24', name: 'Automatic Multicast Tunneling', rfc: 'RFC 7450', global: true },
  { cidr: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526', global: null },
  { cidr: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918', global: false },
  { cidr: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', global: true },
  { cidr: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544', global: false },
  { cidr: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737', global: false },
  { cidr: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737', global: false },
  { cidr: '224.0.0.0/4', name: 'Multicast', rfc: 'RFC 5771', global: null },
  { cidr: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112', global: false },
  { cidr: '255.255.255.255/32', name: 'Limited Broadcast', rfc: 'RFC 919', global: false },
];

const V6: readonly SpecialBlock[] = [
  { cidr: '::1/128', name: 'Loopback', rfc: 'RFC 4291', global: false },
  { cidr: '::/128', name: 'Unspecified', rfc: 'RFC 4291', global: false },
  { cidr: '::ffff:0:0/96', name: 'IPv4-mapped', rfc: 'RFC 4291', global: false },
  { cidr: '64:ff9b::/96', name: 'IPv4-IPv6 Translation', rfc: 'RFC 6052', global: true },
  { cidr: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translation (local use)', rfc: 'RFC 8215', global: false },
  { cidr: '100::/64', name: 'Discard-Only', rfc: 'RFC 6666', global: false },
  { cidr: '2001::/23', name: 'IETF Protocol Assignments', rfc: 'RFC 2928', global: false },
  { cidr: '2001::/32', name: 'TEREDO', rfc: 'RFC 4380', global: null },
  { cidr: '2001:1::1/128', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', global: true },
  { cidr: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', global: true },
  { cidr: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', rfc: 'RFC 9665', global: true },
  { cidr: '2001:2::/48', name: 'Benchmarking', rfc: 'RFC 5180', global: false },
  { cidr: '2001:3::/32', name: 'Automatic Multicast Tunneling', rfc: 'RFC 7450', global: true },
  { cidr: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535', global: true },
  { cidr: '2001:10::/28', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843', global: null },
  { cidr: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343', global: true },
  { cidr: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags', rfc: 'RFC 9374', global: true },
  { cidr: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849', global: false },
  { cidr: '2002::/16', name: '6to4', rfc: 'RFC 3056', global: null },
  { cidr: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', global: true },
  { cidr: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637', global: false },
  { cidr: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602', global: false },
  { cidr: 'fc00::/7', name: 'Unique Local', rfc: 'RFC 4193', global: false },
  { cidr: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291', global: false },
  { cidr: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291', global: null },
];

interface Compiled extends SpecialBlock {
  block: Block;
  prefix: number;
}

function compile(list: readonly SpecialBlock[]): Compiled[] {
  return list.map((entry) => {
    const [address, prefix] = entry.cidr.split('/');
    const { version, value } = parseAddress(address);
    const p = Number(prefix);
    return { ...entry, prefix: p, block: blockOf({ version, value, prefix: p }) };
  });
}

let compiled: Record<Version, Compiled[]> | null = null;
function table(version: Version): Compiled[] {
  compiled ??= { 4: compile(V4), 6: compile(V6) };
  return compiled[version];
}

export interface SpecialInfo {
  /** "Private-Use (RFC 1918)", from the widest block to the narrowest */
  labels: string[];
  /** whether the addresses are globally reachable, per the most specific block; null where the registry says N/A */
  global: boolean | null;
}

/** The special-purpose blocks a block of addresses lies inside, and whether it is globally reachable. */
export function specialOf(block: Block): SpecialInfo {
  const inside = table(block.version)
    .filter((s) => s.block.first <= block.first && block.last <= s.block.last)
    .sort((a, b) => a.prefix - b.prefix);
  const labels = inside.map((s) => `${s.name} (${s.rfc})`);
  const narrowest = inside.at(-1);
  return { labels, global: narrowest ? narrowest.global : true };
}
