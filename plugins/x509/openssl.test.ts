import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runX509 } from './run';

/*
 * The report against what openssl reads from the same files: fixtures/make.sh recorded
 * `openssl x509 -noout -text -fingerprint -sha256` and `-fingerprint -sha1` in <name>.crt.txt, and
 * the SPKI pin (`openssl x509 -pubkey | openssl pkey -pubin -outform der | openssl dgst -sha256
 * -binary | base64`) in <name>.pin.
 */

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const NOW = new Date('2027-01-01T00:00:00Z');

/** openssl's value after `label` on its own line ('Serial Number:' puts it on the next line). */
function opensslField(text: string, label: string): string {
  const match = new RegExp(`${label}:? *(.*)\\n?(.*)`).exec(text);
  const same = match?.[1]?.trim() ?? '';
  return same || (match?.[2]?.trim() ?? '');
}

/** The report's value for a row. */
function reportRow(report: string, label: string): string {
  return new RegExp(`^  ${label}: *(.*)$`, 'm').exec(report)?.[1] ?? '';
}

/** openssl writes an IPv6 address in full, upper case: 2001:DB8:0:0:0:0:0:1. */
function fullIpv6(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = address.includes('::') ? Array<string>(8 - left.length - right.length).fill('0') : [];
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, '').toUpperCase()).join(':');
}

const CERTS = ['rsa', 'ec', 'ed25519', 'ca', 'leaf'];

describe.each(CERTS)('%s.crt read as openssl reads it', (name) => {
  const openssl = fixture(`${name}.crt.txt`);
  const decode = async () => {
    const result = await runX509({ mode: 'decode', input: fixture(`${name}.crt`) }, NOW);
    if (!result.ok) throw new Error(result.error.message);
    return result.output;
  };

  it('has the same subject, issuer and serial', async () => {
    const report = await decode();
    const name = (s: string) => s.replace(/ = /g, '=');
    expect(reportRow(report, 'Subject')).toBe(name(opensslField(openssl, 'Subject')));
    expect(reportRow(report, 'Issuer')).toContain(name(opensslField(openssl, 'Issuer')));
    expect(reportRow(report, 'Serial')).toBe(opensslField(openssl, 'Serial Number'));
  });

  it('has the same validity dates', async () => {
    const report = await decode();
    const date = (row: string) => new Date(row.replace(' UTC', 'Z').replace(' ', 'T').slice(0, 20)).getTime();
    expect(date(reportRow(report, 'Valid from'))).toBe(Date.parse(opensslField(openssl, 'Not Before')));
    expect(date(reportRow(report, 'Valid to'))).toBe(Date.parse(opensslField(openssl, 'Not After ')));
  });

  it('has the same fingerprints and SPKI pin', async () => {
    const report = await decode();
    expect(/^ {4}SHA-256: (.*)$/m.exec(report)?.[1]).toBe(/sha256 Fingerprint=(.*)/.exec(openssl)?.[1]);
    expect(/^ {4}SHA-1: +(.*)$/m.exec(report)?.[1]).toBe(/sha1 Fingerprint=(.*)/.exec(openssl)?.[1]);
    expect(reportRow(report, 'SPKI pin')).toBe(`sha256//${fixture(`${name}.pin`).trim()}`);
  });

  it('has the same key size or curve', async () => {
    const key = reportRow(await decode(), 'Key');
    const bits = /Public-Key: \((\d+) bit\)/.exec(openssl)?.[1];
    const curve = /NIST CURVE: (.*)/.exec(openssl)?.[1];
    if (curve) expect(key).toBe(`EC ${curve}`);
    else if (bits) expect(key).toBe(`RSA ${bits} bits (exponent 65537)`);
    else expect(key).toBe('Ed25519');
  });

  it('has the same subject alternative names', async () => {
    const sans = opensslField(openssl, 'X509v3 Subject Alternative Name');
    const report = reportRow(await decode(), 'SANs');
    const ours = report
      .split(', ')
      .filter(Boolean)
      .map((n) => (n.startsWith('IP:') ? `IP Address:${n.includes('::') ? fullIpv6(n.slice(3)) : n.slice(3)}` : n));
    expect(ours.join(', ')).toBe(sans);
  });
});

describe('requests as openssl reads them', () => {
  it.each(['rsa', 'ec'])('%s.csr: openssl verifies its signature, and so does the tool', async (name) => {
    expect(fixture(`${name}.csr.txt`)).toContain('Certificate request self-signature verify OK');
    const result = await runX509({ mode: 'decode', input: fixture(`${name}.csr`) }, NOW);
    expect(result.ok && reportRow(result.output, 'Signature')).toMatch(/, ok$/);
  });
});

describe('DER that lies', () => {
  it('names the byte where openssl also stops (openssl asn1parse: "too long" at the outer SEQUENCE)', async () => {
    expect(fixture('truncated.asn1parse.txt')).toContain('too long');
    const der = readFileSync(join(__dirname, 'fixtures', 'truncated.der')).toString('base64');
    const result = await runX509({ mode: 'decode', input: der }, NOW);
    expect(result).toEqual({
      ok: false,
      error: {
        title: 'The DER is not well formed',
        message:
          'Byte 0: the SEQUENCE declares 1046 bytes of content, but only 1030 follow (the DER is cut short or a length is wrong)',
        line: 1,
      },
    });
  });
});
