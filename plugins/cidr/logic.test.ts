import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockOf, formatNetwork, parseAddress, type Block, type Network } from './ip';
import { binaryText, calculate, CARD_LIMIT, cardOf, MESSAGES, SPLIT_LIMIT, type CidrRequest, type Mode } from './logic';
import { collapse, mergeBlocks, rangeToNetworks, split, subtract } from './ops';
import { parseInput } from './parse';
import { specialOf } from './special';

const run = (mode: Mode, input: string, splitBy = '4') => calculate({ mode, input, splitBy } satisfies CidrRequest);
const output = (mode: Mode, input: string, splitBy?: string) => {
  const r = run(mode, input, splitBy);
  if (!r.ok) throw new Error(r.error.message);
  return r.output;
};
const net = (text: string): Network => {
  const [entry] = parseInput(text);
  if (entry.kind !== 'network') throw new Error(`${text} is not a network`);
  return entry.network;
};
const addr = (text: string) => parseAddress(text).value;
const rowsOf = (text: string) => {
  const [entry] = parseInput(text);
  return Object.fromEntries(cardOf(entry).rows.map((r) => [r.label, r.value]));
};

describe('a network’s details', () => {
  // python3 -c "import ipaddress as i; x = i.ip_network(n); h = list(x.hosts());
  //   print(x.netmask, x.hostmask, x.broadcast_address, x.num_addresses, h[0], h[-1])"
  const vectors = [
    ['192.168.1.0/24', '255.255.255.0', '0.0.0.255', '192.168.1.255', '256', '192.168.1.1', '192.168.1.254'],
    ['10.0.0.0/30', '255.255.255.252', '0.0.0.3', '10.0.0.3', '4', '10.0.0.1', '10.0.0.2'],
    ['10.0.0.0/31', '255.255.255.254', '0.0.0.1', 'None', '2', '10.0.0.0', '10.0.0.1'],
    ['10.0.0.1/32', '255.255.255.255', '0.0.0.0', 'None', '1', '10.0.0.1', '10.0.0.1'],
    ['2001:db8::/127', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe', '::1', null, '2', '2001:db8::', '2001:db8::1'],
    ['2001:db8::1/128', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '::', null, '1', '2001:db8::1', '2001:db8::1'],
  ] as const;
  it.each(vectors)('%s', (cidr, netmask, hostmask, broadcast, num, first, last) => {
    const rows = rowsOf(cidr);
    expect(rows.Netmask).toBe(netmask);
    expect(rows[cidr.includes(':') ? 'Hostmask' : 'Wildcard']).toBe(hostmask);
    if (broadcast) expect(rows.Broadcast).toBe(broadcast);
    else expect(rows.Broadcast).toBeUndefined();
    expect(rows.Addresses).toBe(num);
    expect(rows['First usable']).toBe(first);
    expect(rows['Last usable']).toBe(last);
  });

  it('counts up to 2^128 exactly', () => {
    // python3 -c "import ipaddress as i; print(i.ip_network('::/0').num_addresses)"
    expect(rowsOf('::/0').Addresses).toBe('340,282,366,920,938,463,463,374,607,431,768,211,456 (2^128)');
    // i.ip_network('2001:db8::/64').num_addresses → 18446744073709551616; hosts() leaves out the Subnet-Router anycast
    expect(rowsOf('2001:db8::/64').Addresses).toBe('18,446,744,073,709,551,616 (2^64)');
    expect(rowsOf('2001:db8::/64')['Usable hosts']).toBe('18,446,744,073,709,551,615');
    expect(rowsOf('2001:db8::/64')['Last usable']).toBe('2001:db8::ffff:ffff:ffff:ffff');
    // i.ip_network('0.0.0.0/0').num_addresses → 4294967296
    expect(rowsOf('0.0.0.0/0').Addresses).toBe('4,294,967,296 (2^32)');
  });

  it('names the network an address with host bits set belongs to, with a note', () => {
    // python3 -c "import ipaddress as i; print(i.ip_network('10.0.0.5/8', strict=False))" → 10.0.0.0/8
    const [entry] = parseInput('10.0.0.5/8');
    const card = cardOf(entry);
    expect(card.rows[0]).toEqual({ label: 'Network', value: '10.0.0.0/8' });
    expect(card.notes[0]).toBe('Host bits are set: 10.0.0.5 is an address in the network 10.0.0.0/8.');
    expect(cardOf(parseInput('10.0.0.0/8')[0]).notes).toEqual([]);
  });

  it('takes a netmask or a wildcard after the address, and refuses a non-contiguous mask', () => {
    // i.ip_network('10.0.0.0/255.255.240.0') and i.ip_network('10.0.0.0/0.0.15.255') → 10.0.0.0/20
    expect(formatNetwork(net('10.0.0.0 255.255.240.0'))).toBe('10.0.0.0/20');
    expect(formatNetwork(net('10.0.0.0/255.255.240.0'))).toBe('10.0.0.0/20');
    expect(formatNetwork(net('10.0.0.0 0.0.15.255'))).toBe('10.0.0.0/20');
    const r = run('inspect', '10.0.0.0/8\n10.0.0.0 255.0.255.0');
    expect(r).toEqual({
      ok: false,
      error: {
        message: 'Netmask 255.0.255.0 is not contiguous: its one bits must all come first (as in 255.255.240.0).',
        line: 2,
        column: 10,
        offset: 20,
      },
    });
  });

  it('says when a mask was read as a wildcard, and keeps a netmask a netmask', () => {
    // Cisco ACLs write a wildcard after the address: 0.0.0.255 is the complement of 255.255.255.0, /24;
    // python3: i.ip_network('10.0.0.0/0.0.0.255') → 10.0.0.0/24 (ipaddress reads it as a hostmask too)
    const [entry] = parseInput('10.0.0.0 0.0.0.255');
    const card = cardOf(entry);
    expect(card.rows[0]).toEqual({ label: 'Network', value: '10.0.0.0/24' });
    expect(card.notes).toEqual(['0.0.0.255 was read as a wildcard mask (Cisco ACL style): /24.']);
    expect(cardOf(parseInput('10.0.0.0/0.0.15.255')[0]).notes).toEqual([
      '0.0.15.255 was read as a wildcard mask (Cisco ACL style): /20.',
    ]);
    expect(output('inspect', '10.0.0.0 0.0.0.255')).toContain(
      'Note: 0.0.0.255 was read as a wildcard mask (Cisco ACL style): /24.',
    );
    // a netmask, and the masks that read both ways (0.0.0.0 is /0, 255.255.255.255 is /32), stay netmasks
    expect(cardOf(parseInput('10.0.0.0 255.255.255.0')[0]).notes).toEqual([]);
    expect(formatNetwork(net('0.0.0.0 0.0.0.0'))).toBe('0.0.0.0/0');
    expect(cardOf(parseInput('10.0.0.1 255.255.255.255')[0]).notes).toEqual(['A single address (a host route).']);
    // the other tabs say it too, with the line, and count the rest
    const r = run('merge', '10.0.0.0 0.0.0.255\n10.0.1.0 0.0.0.255\n10.0.2.0/24\n10.0.3.0 0.0.0.255');
    expect(r.ok && r.output).toBe('10.0.0.0/22');
    expect(r.ok && r.details.notes).toEqual([
      'Line 1: 0.0.0.255 was read as a wildcard mask (Cisco ACL style): /24.',
      '2 more lines give a wildcard mask, read the same way.',
    ]);
    expect(run('merge', '10.0.0.0 255.255.255.0')).toMatchObject({ ok: true, details: { notes: [] } });
  });

  it('shows the IPv4-mapped IPv6 form, the reverse zone and the binary split', () => {
    const rows = rowsOf('192.168.1.10/24');
    expect(rows['IPv4-mapped IPv6']).toBe('::ffff:192.168.1.0/120');
    expect(rows['Reverse zone']).toBe('1.168.192.in-addr.arpa');
    expect(rows['Reverse DNS (address)']).toBe('10.1.168.192.in-addr.arpa');
    const card = cardOf(parseInput('192.168.1.10/20')[0]);
    expect(card.binary && binaryText(card.binary)).toBe('11000000.10101000.0000|0001.00001010');
    expect(rowsOf('::ffff:192.0.2.1')['Mapped IPv4']).toBe('192.0.2.1');
  });

  it('a range gives the fewest networks that cover it', () => {
    const rows = rowsOf('192.0.2.0 - 192.0.2.130');
    // list(i.summarize_address_range(i.ip_address('192.0.2.0'), i.ip_address('192.0.2.130')))
    expect(rows['CIDR (3 networks)']).toBe('192.0.2.0/25\n192.0.2.128/31\n192.0.2.130/32');
    expect(rows.Addresses).toBe('131');
  });
});

describe('special-purpose blocks', () => {
  // python3 -c "import ipaddress as i; x = i.ip_address(a); print(x.is_global)" (blocks where Python 3.11's tables
  // agree with the IANA registries; 3.11 predates the 2024 registry update for 192.0.0.9, 2001:1::1 and the like)
  const globalVectors: [string, boolean][] = [
    ['8.8.8.8', true],
    ['10.1.2.3', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.0.1', false],
    ['100.64.0.1', false],
    ['127.0.0.1', false],
    ['169.254.1.1', false],
    ['192.0.2.1', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['198.18.0.1', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['2606:4700:4700::1111', true],
    ['2001:db8::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['::1', false],
    ['::', false],
  ];
  it.each(globalVectors)('%s is_global=%s', (text, global) => {
    const { version, value } = parseAddress(text);
    expect(specialOf({ version, first: value, last: value }).global).toBe(global);
  });

  it('labels the blocks the spec names with their RFCs', () => {
    const labels = (text: string) => cardOf(parseInput(text)[0]).labels;
    expect(labels('10.1.2.3')).toEqual(['Private-Use (RFC 1918)']);
    expect(labels('100.64.0.0/10')).toEqual(['Shared Address Space (carrier-grade NAT) (RFC 6598)']);
    expect(labels('198.51.100.0/24')).toEqual(['Documentation (TEST-NET-2) (RFC 5737)']);
    expect(labels('2001:db8::/48')).toEqual(
      ['IETF Protocol Assignments (RFC 2928)', 'Documentation (RFC 3849)'].slice(1),
    );
    expect(labels('fd00::/8')).toEqual(['Unique Local (RFC 4193)']);
    expect(labels('127.0.0.1')).toEqual(['Loopback (RFC 1122)']);
    expect(labels('fe80::1')).toEqual(['Link-Local Unicast (RFC 4291)']);
    expect(labels('224.0.0.251')).toEqual(['Multicast (RFC 5771)']);
    expect(labels('ff02::1')).toEqual(['Multicast (RFC 4291)']);
    // a block wider than a special one is not labelled by it
    expect(labels('0.0.0.0/0')).toEqual([]);
    expect(labels('8.8.8.8')).toEqual([]);
  });
});

describe('set operations (vectors from Python’s ipaddress)', () => {
  // list(i.summarize_address_range(i.ip_address(a), i.ip_address(b)))
  it.each([
    ['192.0.2.0', '192.0.2.130', ['192.0.2.0/25', '192.0.2.128/31', '192.0.2.130/32']],
    ['0.0.0.0', '255.255.255.255', ['0.0.0.0/0']],
    [
      '2001:db8::1',
      '2001:db8::ff',
      [
        '2001:db8::1/128',
        '2001:db8::2/127',
        '2001:db8::4/126',
        '2001:db8::8/125',
        '2001:db8::10/124',
        '2001:db8::20/123',
        '2001:db8::40/122',
        '2001:db8::80/121',
      ],
    ],
    ['1.2.3.4', '1.2.3.4', ['1.2.3.4/32']],
  ])('summarize %s - %s', (a, b, expected) => {
    const { version } = parseAddress(a);
    expect(rangeToNetworks({ version, first: addr(a), last: addr(b) }).map(formatNetwork)).toEqual(expected);
    expect(output('merge', `${a} - ${b}`)).toBe(expected.join('\n'));
  });

  // sorted(i.ip_network(a).address_exclude(i.ip_network(b)))
  it.each([
    ['192.0.2.0/28', '192.0.2.1/32', ['192.0.2.0/32', '192.0.2.2/31', '192.0.2.4/30', '192.0.2.8/29']],
    ['10.0.0.0/8', '10.128.0.0/9', ['10.0.0.0/9']],
    ['2001:db8::/32', '2001:db8:8000::/33', ['2001:db8::/33']],
    [
      '0.0.0.0/0',
      '10.0.0.0/8',
      ['0.0.0.0/5', '8.0.0.0/7', '11.0.0.0/8', '12.0.0.0/6', '16.0.0.0/4', '32.0.0.0/3', '64.0.0.0/2', '128.0.0.0/1'],
    ],
  ])('%s minus %s', (a, b, expected) => {
    expect(output('exclude', `${a} minus ${b}`)).toBe(expected.join('\n'));
    expect(output('exclude', `${a}\n!${b}`)).toBe(expected.join('\n'));
  });

  // list(i.collapse_addresses(nets)) per version
  it.each([
    [['192.0.2.0/25', '192.0.2.128/25'], ['192.0.2.0/24']],
    [
      ['10.0.0.0/24', '10.0.1.0/24', '10.0.2.0/24', '10.0.0.0/23'],
      ['10.0.0.0/23', '10.0.2.0/24'],
    ],
    [
      ['2001:db8::/33', '2001:db8:8000::/33', '::1/128'],
      ['::1/128', '2001:db8::/32'],
    ],
  ])('collapse %j', (list, expected) => {
    expect(output('merge', list.join('\n'))).toBe(expected.join('\n'));
  });

  // list(i.ip_network(n).subnets(new_prefix=p))
  it.each([
    ['10.0.0.0/24', '/26', ['10.0.0.0/26', '10.0.0.64/26', '10.0.0.128/26', '10.0.0.192/26']],
    ['2001:db8::/62', '/64', ['2001:db8::/64', '2001:db8:0:1::/64', '2001:db8:0:2::/64', '2001:db8:0:3::/64']],
    ['192.168.0.0/30', '/32', ['192.168.0.0/32', '192.168.0.1/32', '192.168.0.2/32', '192.168.0.3/32']],
    ['10.0.0.0/24', '4', ['10.0.0.0/26', '10.0.0.64/26', '10.0.0.128/26', '10.0.0.192/26']],
  ])('split %s by %s', (n, by, expected) => {
    expect(output('split', n, by)).toBe(expected.join('\n'));
  });
});

describe('split', () => {
  it('rounds a count up to a power of two and says so', () => {
    const r = run('split', '10.0.0.0/24', '3');
    expect(r.ok && r.output.split('\n')).toHaveLength(4);
    expect(r.ok && r.details.notes).toEqual(['Equal subnets come in powers of two: 3 rounds up to the next one.']);
  });

  it('lists at most SPLIT_LIMIT subnets and says how many there are', () => {
    const r = run('split', '10.0.0.0/8', '/32');
    expect(r.ok && r.output.split('\n')).toHaveLength(SPLIT_LIMIT);
    expect(r.ok && r.details.notes[0]).toBe('Listing the first 65,536 of 16,777,216 subnets.');
  });

  it('refuses what cannot be split, pointing at the entry', () => {
    expect(run('split', '10.0.0.0/24', '/16')).toEqual({
      ok: false,
      error: {
        message: "/16 is not longer than 10.0.0.0/24's prefix: a split makes smaller networks.",
        line: 1,
        column: 1,
        offset: 0,
      },
    });
    expect(run('split', '10.0.0.0/24\n10.0.0.1', '2')).toMatchObject({
      ok: false,
      error: { message: MESSAGES.splitAddress('10.0.0.1'), line: 2 },
    });
    expect(run('split', '10.0.0.0/24', 'x')).toEqual({ ok: false, error: { message: MESSAGES.splitBy } });
    expect(run('split', '10.0.0.0/30', '5')).toMatchObject({
      ok: false,
      error: { message: MESSAGES.splitTooMany('5', '10.0.0.0/30') },
    });
    expect(run('split', '10.0.0.0/24', '/33')).toMatchObject({
      ok: false,
      error: { message: MESSAGES.splitTooLong(33, 4) },
    });
    expect(run('split', '10.0.0.0/24\n192.0.2.0 - 192.0.2.130', '2')).toEqual({
      ok: false,
      error: {
        message: "'192.0.2.0 - 192.0.2.130' is a range; split takes a network (Merge turns a range into networks).",
        line: 2,
        column: 1,
        offset: 12,
      },
    });
  });
});

describe('exclude and overlaps', () => {
  it('exclude needs something marked and something kept; exclusions elsewhere say where they belong', () => {
    expect(run('exclude', '10.0.0.0/8')).toEqual({ ok: false, error: { message: MESSAGES.excludeNothing } });
    expect(run('exclude', '!10.0.0.0/8')).toEqual({ ok: false, error: { message: MESSAGES.excludeNoInclude } });
    expect(run('merge', '0.0.0.0/0 minus 10.0.0.0/8')).toMatchObject({ ok: false, error: { line: 1, column: 11 } });
  });

  it('keeps IPv6 and IPv4 apart (WireGuard AllowedIPs)', () => {
    // list(i.ip_network('::/0').address_exclude(i.ip_network('fc00::/7'))), sorted
    expect(output('exclude', '0.0.0.0/0, ::/0 minus 0.0.0.0/1, ::/1')).toBe('128.0.0.0/1\n8000::/1');
  });

  it('names duplicates, nesting and partial overlaps with line numbers', () => {
    expect(output('overlaps', '10.0.0.0 - 10.0.0.9\n10.0.0.5 - 10.0.0.20\n10.0.0.0/24\n10.0.0.0/24')).toBe(
      [
        'line 4: 10.0.0.0/24 is the same block as 10.0.0.0/24 (line 3)',
        'line 1: 10.0.0.0 - 10.0.0.9 lies inside 10.0.0.0/24 (line 3)',
        'line 2: 10.0.0.5 - 10.0.0.20 lies inside 10.0.0.0/24 (line 3)',
      ].join('\n'),
    );
    expect(output('overlaps', '10.0.0.0 - 10.0.0.9\n10.0.0.5 - 10.0.0.20')).toBe(
      'line 2: 10.0.0.5 - 10.0.0.20 partly overlaps 10.0.0.0 - 10.0.0.9 (line 1)',
    );
    const none = run('overlaps', '10.0.0.0/8\n11.0.0.0/8');
    expect(none.ok && none.details.summary).toBe('No overlaps among 2 entries');
  });
});

describe('input', () => {
  it('reads lists by line and comma, skips comments, and points at the first mistake', () => {
    expect(parseInput('10.0.0.0/8, 192.168.0.0/16 # office\n\n  ::1  ')).toHaveLength(3);
    expect(run('inspect', '10.0.0.1\n  010.0.0.1')).toEqual({
      ok: false,
      error: {
        message:
          "'010' has a leading zero: it could mean decimal 10 or octal 8, so it is refused. Write it without leading zeros.",
        line: 2,
        column: 3,
        offset: 11,
      },
    });
    expect(run('inspect', 'fe80::1%eth0')).toMatchObject({ ok: false, error: { line: 1, column: 8 } });
    expect(run('inspect', '10.0.0.9 - 10.0.0.1')).toMatchObject({ ok: false, error: { column: 12 } });
    expect(run('inspect', '10.0.0.0/33')).toMatchObject({ ok: false, error: { column: 10 } });
    expect(run('inspect', '# only a comment')).toEqual({ ok: false, error: { message: MESSAGES.blank } });
  });

  it('works through 100,000 lines quickly', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `10.${(i >> 8) & 255}.${i & 255}.0/24`).join('\n');
    const t0 = performance.now();
    const merged = run('merge', lines);
    const overlapped = run('overlaps', lines);
    const inspected = run('inspect', lines);
    expect(performance.now() - t0).toBeLessThan(15_000);
    expect(merged.ok && merged.output).toBe('10.0.0.0/8');
    expect(overlapped.ok && overlapped.details.summary).toBe('34,464 of 100,000 entries overlap an earlier one');
    expect(inspected.ok && inspected.details.cards).toHaveLength(CARD_LIMIT);
    expect(inspected.ok && inspected.details.notes).toEqual(['Showing the first 10,000 of 100,000 entries.']);
  });
});

const version = fc.constantFrom<4 | 6>(4, 6);
const network = version.chain((v) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: v === 4 ? 0xffffffffn : (1n << 128n) - 1n }),
      fc.integer({ min: 0, max: v === 4 ? 32 : 128 }),
    )
    .map(([value, prefix]): Network => {
      const bits = v === 4 ? 32 : 128;
      const mask = ((1n << BigInt(bits)) - 1n) ^ ((1n << BigInt(bits - prefix)) - 1n);
      return { version: v, value: value & mask, prefix };
    }),
);
const blockOfVersion = (v: 4 | 6) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: v === 4 ? 0xffffffffn : (1n << 128n) - 1n }),
      fc.bigInt({ min: 0n, max: v === 4 ? 0xffffffffn : (1n << 128n) - 1n }),
    )
    .map(([a, b]): Block => ({ version: v, first: a < b ? a : b, last: a < b ? b : a }));
const covered = (networks: Network[]) => mergeBlocks(networks.map(blockOf));

describe('properties', () => {
  it('split then merge gives the original network', () => {
    fc.assert(
      fc.property(network, fc.integer({ min: 0, max: 10 }), (n, extra) => {
        const bits = n.version === 4 ? 32 : 128;
        const prefix = Math.min(bits, n.prefix + extra);
        const parts = split(n, prefix, 2048);
        expect(parts).toHaveLength(2 ** (prefix - n.prefix));
        expect(collapse(parts.map(blockOf))).toEqual([n]);
      }),
    );
  });

  it('a range’s CIDR list covers exactly the range, each network aligned', () => {
    fc.assert(
      fc.property(version.chain(blockOfVersion), (block) => {
        const networks = rangeToNetworks(block);
        expect(covered(networks)).toEqual([block]);
        for (const n of networks) expect(blockOf(n).first).toBe(n.value);
        expect(networks.length).toBeLessThanOrEqual(2 * (block.version === 4 ? 32 : 128));
      }),
    );
  });

  it('exclude result ∪ excluded = original, and the two are disjoint', () => {
    fc.assert(
      fc.property(
        version.chain((v) =>
          fc.tuple(
            fc.array(blockOfVersion(v), { minLength: 1, maxLength: 4 }),
            fc.array(blockOfVersion(v), { maxLength: 4 }),
          ),
        ),
        ([keep, cut]) => {
          const left = subtract(keep, cut);
          const inside = subtract(keep, subtract(keep, cut));
          expect(mergeBlocks([...left, ...inside])).toEqual(mergeBlocks(keep));
          expect(subtract(left, cut)).toEqual(left);
          expect(subtract(left, left)).toEqual([]);
          // nothing left over lies in an excluded block
          for (const b of left) for (const c of cut) expect(b.last < c.first || b.first > c.last).toBe(true);
        },
      ),
    );
  });
});
