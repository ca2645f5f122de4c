import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AddressError,
  explodeIPv6,
  formatIPv4,
  formatIPv6,
  parseAddress,
  parseIPv4,
  parseIPv6,
  reversePointer,
  reverseZone,
} from './ip';

function errorOf(f: () => unknown): AddressError {
  try {
    f();
  } catch (e) {
    if (e instanceof AddressError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('IPv6 text', () => {
  // python3 -c "import ipaddress as i; x = i.IPv6Address(a); print([a, x.compressed, x.exploded])"
  const vectors: [string, string, string][] = [
    ['2001:DB8:0:0:8:800:200C:417A', '2001:db8::8:800:200c:417a', '2001:0db8:0000:0000:0008:0800:200c:417a'],
    ['2001:db8:0:0:0:0:0:1', '2001:db8::1', '2001:0db8:0000:0000:0000:0000:0000:0001'],
    ['0:0:0:0:0:0:0:0', '::', '0000:0000:0000:0000:0000:0000:0000:0000'],
    ['::1', '::1', '0000:0000:0000:0000:0000:0000:0000:0001'],
    ['2001:db8::0:1', '2001:db8::1', '2001:0db8:0000:0000:0000:0000:0000:0001'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1', '2001:0db8:0000:0001:0001:0001:0001:0001'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1', '2001:0000:0000:0001:0000:0000:0000:0001'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1', '2001:0db8:0000:0000:0001:0000:0000:0001'],
    ['fe80::1:0:0:0', 'fe80::1:0:0:0', 'fe80:0000:0000:0000:0001:0000:0000:0000'],
    ['1:0:0:2:0:0:0:3', '1:0:0:2::3', '0001:0000:0000:0002:0000:0000:0000:0003'],
    [
      'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    ],
    ['0:0:0:0:0:0:13.1.68.3', '::d01:4403', '0000:0000:0000:0000:0000:0000:0d01:4403'],
    ['1::', '1::', '0001:0000:0000:0000:0000:0000:0000:0000'],
    ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0', '0001:0002:0003:0004:0005:0006:0007:0000'],
  ];
  it.each(vectors)('%s → %s (RFC 5952) and %s', (text, compressed, exploded) => {
    const value = parseIPv6(text);
    expect(formatIPv6(value)).toBe(compressed);
    expect(explodeIPv6(value)).toBe(exploded);
  });

  it('writes IPv4-mapped addresses in dotted quad (RFC 5952 §5)', () => {
    // RFC 5952 §5 gives ::ffff:192.0.2.1 as the recommended form (Python 3.11 prints ::ffff:c000:201)
    expect(formatIPv6(parseIPv6('::ffff:c000:201'))).toBe('::ffff:192.0.2.1');
    expect(formatIPv6(parseIPv6('0:0:0:0:0:FFFF:192.0.2.1'))).toBe('::ffff:192.0.2.1');
  });

  it('refuses zone ids, a second ::, too many groups, long groups and non-hex digits, saying where', () => {
    const zone = errorOf(() => parseIPv6('fe80::1%eth0'));
    expect(zone.message).toMatch(/zone id/);
    expect(zone.index).toBe(7);
    expect(errorOf(() => parseIPv6('1::2::3')).index).toBe(4);
    expect(errorOf(() => parseIPv6('1:2:3:4:5:6:7:8:9')).message).toMatch(/8 groups/);
    expect(errorOf(() => parseIPv6('1:2:3:4::5:6:7:8')).message).toMatch(/at most 7/);
    expect(errorOf(() => parseIPv6('12345::')).message).toMatch(/longer than 4/);
    const g = errorOf(() => parseIPv6('2001:db8::g1'));
    expect(g.index).toBe(10);
    expect(errorOf(() => parseAddress('[::1]')).message).toMatch(/Brackets/);
  });

  it('parses whatever it formats', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), (value) => {
        expect(parseIPv6(formatIPv6(value))).toBe(value);
        expect(parseIPv6(explodeIPv6(value))).toBe(value);
      }),
    );
  });

  it('parses RFC 5952 runs of zeros anywhere', () => {
    const groups = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff })), {
      minLength: 8,
      maxLength: 8,
    });
    fc.assert(
      fc.property(groups, (g) => {
        const value = g.reduce((acc, x) => (acc << 16n) | BigInt(x), 0n);
        const text = formatIPv6(value);
        expect(text).toBe(text.toLowerCase());
        expect(text.split('::').length).toBeLessThanOrEqual(2);
        expect(parseIPv6(text)).toBe(value);
      }),
    );
  });
});

describe('IPv4 text', () => {
  it('refuses leading zeros (octal to inet_aton), naming both readings and the column', () => {
    const e = errorOf(() => parseIPv4('010.0.0.1'));
    expect(e.message).toBe(
      "'010' has a leading zero: it could mean decimal 10 or octal 8, so it is refused. Write it without leading zeros.",
    );
    expect(e.index).toBe(0);
    expect(errorOf(() => parseIPv4('10.0.09.1')).message).toMatch(/decimal 9, so/);
    expect(errorOf(() => parseIPv4('10.0.09.1')).index).toBe(5);
  });

  it('refuses shorthand, out-of-range parts, hex and signs', () => {
    expect(errorOf(() => parseIPv4('10.1')).message).toMatch(/four parts/);
    const big = errorOf(() => parseIPv4('10.0.0.256'));
    expect(big.message).toMatch(/out of range/);
    expect(big.index).toBe(7);
    expect(errorOf(() => parseIPv4('0x0a.0.0.1')).index).toBe(1);
    expect(errorOf(() => parseIPv4('1..2.3')).message).toMatch(/Empty part/);
  });

  it('formats what it parses', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 0xffffffffn }), (value) => {
        expect(parseIPv4(formatIPv4(value))).toBe(value);
      }),
    );
  });
});

describe('reverse DNS', () => {
  // python3 -c "import ipaddress as i; print(i.ip_address(a).reverse_pointer)"
  it.each([
    ['192.0.2.5', '5.2.0.192.in-addr.arpa'],
    ['10.0.0.1', '1.0.0.10.in-addr.arpa'],
    ['2001:db8::567:89ab', 'b.a.9.8.7.6.5.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa'],
    ['::1', '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa'],
  ])('%s → %s', (text, name) => {
    const { version, value } = parseAddress(text);
    expect(reversePointer(version, value)).toBe(name);
  });

  it('names the zone of a network on an octet or nibble boundary, and none otherwise', () => {
    expect(reverseZone({ version: 4, value: parseIPv4('192.168.1.0'), prefix: 24 })).toBe('1.168.192.in-addr.arpa');
    expect(reverseZone({ version: 4, value: 0n, prefix: 0 })).toBe('in-addr.arpa');
    expect(reverseZone({ version: 4, value: parseIPv4('192.168.1.0'), prefix: 25 })).toBeNull();
    // RFC 3596 §2.5: 2001:db8::/32 is delegated as 8.b.d.0.1.0.0.2.ip6.arpa
    expect(reverseZone({ version: 6, value: parseIPv6('2001:db8::'), prefix: 32 })).toBe('8.b.d.0.1.0.0.2.ip6.arpa');
  });
});
