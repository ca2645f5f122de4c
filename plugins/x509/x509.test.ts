import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ED25519_PRIVATE_JWK, ED25519_PRIVATE_PEM, RSA_CERT_PEM, RSA_PUBLIC_JWK, RSA_PUBLIC_PEM } from './examples';
import { MESSAGES, type Mode } from './messages';
import { PRIVATE_KEY_WARNING } from './report';
import { runX509, type X509Result } from './run';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const NOW = new Date('2027-01-01T00:00:00Z');

async function output(input: string, mode: Mode = 'decode', now = NOW): Promise<string> {
  const result = await runX509({ mode, input }, now);
  if (!result.ok) throw new Error(`expected an output, got: ${result.error.message}`);
  return result.output;
}

const failureOf = async (input: string): Promise<Extract<X509Result, { ok: false }>['error']> => {
  const result = await runX509({ mode: 'decode', input }, NOW);
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

describe('chains', () => {
  it('says a chain in order is in order, and that its last certificate is a root', async () => {
    const report = await output(fixture('chain.pem'));
    expect(report).toContain('Chain order: ok, each certificate is signed by the next');
    expect(report).toContain('Certificate 2 (Example Test Root CA) is self-signed (a root)');
  });
  it('says which certificate is not signed by the next, and the order that is right', async () => {
    const report = await output(fixture('chain-wrong-order.pem'));
    expect(report).toContain(
      'Chain order: wrong: certificate 1 (Example Test Root CA) is not signed by certificate 2 (leaf.example.com). The right order is 2, 1.',
    );
  });
  it('says whose certificate the top one is when its issuer is missing', async () => {
    const report = await output(`${fixture('leaf.crt')}${fixture('rsa.crt')}`);
    expect(report).toContain('certificate 1 (leaf.example.com) is not signed by certificate 2 (www.example.com)');
  });
});

describe('keys and the certificates they belong to', () => {
  it('matches a private key with its certificate and its request', async () => {
    const report = await output(`${fixture('rsa.crt')}${fixture('rsa.csr')}${fixture('rsa.key')}`);
    expect(report).toContain(
      'Private key 1 matches certificate 1 (www.example.com) and certificate request 1 (shop.example.com)',
    );
  });
  it('says when a key matches none', async () => {
    const report = await output(`${fixture('ec.crt')}${fixture('rsa.key')}`);
    expect(report).toContain('Private key 1 matches none of the certificates and requests');
  });
  it('matches a public key too', async () => {
    expect(await output(`${fixture('rsa.crt')}${fixture('rsa.pub')}`)).toContain('Public key 1 matches certificate 1');
  });
  it('reads the traditional RSA and SEC 1 EC key forms, and an EC key after its EC PARAMETERS', async () => {
    expect(await output(`${fixture('rsa.crt')}${fixture('rsa-pkcs1.key')}`)).toContain(
      'Private key 1 matches certificate 1',
    );
    const params = '-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n';
    expect(await output(`${fixture('ec.crt')}${params}${fixture('ec-sec1.key')}`)).toContain(
      'Private key 1 matches certificate 1',
    );
  });
  it('warns in the report that a private key is one', async () => {
    const report = await output(fixture('ed25519.key'));
    expect(report).toContain(PRIVATE_KEY_WARNING);
    expect(report).toContain(`SPKI pin:           sha256//${fixture('ed25519.pin').trim()}`);
  });
  it('tells the page a private key was read, even from bare Base64', async () => {
    const bare = fixture('rsa.key').replace(/-----[A-Z ]+-----\n?/g, '');
    const result = await runX509({ mode: 'decode', input: bare }, NOW);
    expect(result.ok && result.details.privateKey).toBe(true);
  });
});

describe('requests', () => {
  it('says a request whose content was changed after signing has an invalid signature', async () => {
    const der = Buffer.from(fixture('rsa.csr').replace(/-----[A-Z ]+-----\n?/g, ''), 'base64');
    // 'shop' → 'shoq' in the subject's common name: the signed bytes change, their lengths do not
    const at = der.indexOf('shop.example.com');
    der[at + 3] = 'q'.charCodeAt(0);
    const report = await output(der.toString('base64'));
    expect(report).toContain('INVALID: the request was changed after it was signed');
  });
});

describe('validity in words', () => {
  it('says how long until expiry and how long since', async () => {
    // ec.crt is valid until 2027-03-07 15:10:10 UTC (openssl: "Not After : Mar  7 15:10:10 2027 GMT")
    const ec = fixture('ec.crt');
    expect(await output(ec, 'decode', new Date('2027-02-05T15:10:10Z'))).toContain('(expires in 30 days)');
    expect(await output(ec, 'decode', new Date('2027-03-07T18:10:10Z'))).toContain('(expired 3 hours ago)');
    expect(await output(ec, 'decode', new Date('2026-12-04T15:10:10Z'))).toContain('(not valid yet: starts in 3 days)');
  });
});

describe('conversions', () => {
  it('writes PEM, DER and JWK as openssl and coreutils do', async () => {
    expect(
      await output(
        fixture('rsa.der').length ? readFileSync(join(__dirname, 'fixtures', 'rsa.der')).toString('base64') : '',
        'pem',
      ),
    ).toBe(RSA_CERT_PEM);
    expect(await output(RSA_PUBLIC_PEM, 'jwk')).toBe(RSA_PUBLIC_JWK);
    expect(await output(ED25519_PRIVATE_PEM, 'jwk')).toBe(ED25519_PRIVATE_JWK);
  });
  it('reads a JWK back into the PEM openssl wrote', async () => {
    expect(await output(RSA_PUBLIC_JWK, 'pem')).toBe(RSA_PUBLIC_PEM);
    expect(await output(ED25519_PRIVATE_JWK, 'pem')).toBe(ED25519_PRIVATE_PEM);
  });
  it('makes a JWK Set of several keys, a certificate carrying itself in x5c', async () => {
    const set: unknown = JSON.parse(await output(`${fixture('ec.crt')}${fixture('rsa.pub')}`, 'jwk'));
    expect(set).toMatchObject({
      keys: [
        { kty: 'EC', crv: 'P-256', x5c: [expect.any(String)] },
        { kty: 'RSA', e: 'AQAB' },
      ],
    });
  });
  it('round-trips every fixture through To PEM and To DER', async () => {
    const all = ['rsa.crt', 'chain.pem', 'rsa.csr', 'ec.csr', 'rsa.pub', 'rsa.key', 'ec.key', 'ed25519.key'];
    for (const name of all) {
      const pem = await output(fixture(name), 'pem');
      expect(await output(await output(pem, 'der'), 'pem')).toBe(pem);
    }
    expect(await output(fixture('chain.pem'), 'pem')).toBe(fixture('chain.pem').trimEnd());
  });
});

describe('input that is wrong', () => {
  it('names a PEM cut short', async () => {
    const cut = fixture('rsa.crt').split('\n').slice(0, 10).join('\n');
    expect(await failureOf(cut)).toEqual({
      message: 'Line 1: the CERTIFICATE has no -----END CERTIFICATE----- line: the PEM is cut short',
      line: 1,
      column: 1,
      offset: 0,
    });
  });
  it('names a character that is not Base64 by line and column', async () => {
    const lines = fixture('rsa.crt').split('\n');
    lines[3] = `${lines[3]?.slice(0, 9)}*${lines[3]?.slice(10)}`;
    const error = await failureOf(lines.join('\n'));
    expect(error.message).toBe("Line 4, column 10: '*' is not a Base64 character (in the CERTIFICATE on line 1)");
    expect(error).toMatchObject({ line: 4, column: 10 });
  });
  it('names an END line that closes another label', async () => {
    const mixed = fixture('rsa.pub').replace('-----END PUBLIC KEY-----', '-----END PRIVATE KEY-----');
    expect((await failureOf(mixed)).message).toBe(
      'Line 9: -----END PRIVATE KEY----- closes the PUBLIC KEY that begins on line 1',
    );
  });
  it('names a length inside the DER that lies, by its byte', async () => {
    const der = Buffer.from(fixture('rsa.crt').replace(/-----[A-Z ]+-----\n?/g, ''), 'base64');
    // the TBSCertificate's length (bytes 6 and 7: 0x02fe, 766) made 0x04fe, longer than the 1042 bytes after it
    der[6] = 0x04;
    expect((await failureOf(der.toString('base64'))).message).toBe(
      'Byte 4: the SEQUENCE declares 1278 bytes of content, but only 1042 follow (the DER is cut short or a length is wrong)',
    );
  });
  it('refuses an encrypted key, a symmetric JWK and an empty input with what to do', async () => {
    expect(
      (await failureOf('-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----')).message,
    ).toContain('decrypt it first');
    expect((await failureOf('{"kty":"oct","k":"AyM1"}')).message).toContain('shared secret');
    expect((await failureOf('text around\nno armour here\n\n')).message).toBe(
      "Line 1, column 5: ' ' is not a Base64 character (in the Base64)",
    );
    expect(await failureOf('-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----')).toEqual({
      message: MESSAGES.nothing,
    });
  });
  it('never throws, whatever the text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.uint8Array({ maxLength: 200 }), async (text, bytes) => {
        for (const input of [
          text,
          Buffer.from(bytes).toString('base64'),
          `-----BEGIN CERTIFICATE-----\n${Buffer.from(bytes).toString('base64')}\n-----END CERTIFICATE-----`,
        ]) {
          const result = await runX509({ mode: 'decode', input }, NOW);
          expect(typeof result.ok).toBe('boolean');
        }
      }),
      { numRuns: 60 },
    );
  });
});
