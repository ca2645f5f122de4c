import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileText } from './fileText';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

describe('an uploaded file as the input takes it', () => {
  it('keeps a PEM file as its text', () => {
    const pem = fixture('rsa.crt');
    expect(fileText(new Uint8Array(pem))).toBe(pem.toString('utf8'));
  });
  it('writes a DER file as Base64 in lines of 64, as coreutils base64 -w64 does', () => {
    const der = fixture('rsa.der');
    const expected = execFileSync('base64', ['-w64'], { input: der }).toString('utf8').trimEnd();
    expect(fileText(new Uint8Array(der))).toBe(expected);
  });
});
