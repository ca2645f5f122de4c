import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesBlob, formatBytes, readBlob, safeFileName, utf8Length } from './bytes';

describe('bytes helpers', () => {
  it('formats sizes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(-1)).toBe('0 B');
  });
  it('utf8Length equals TextEncoder length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        expect(utf8Length(s)).toBe(new TextEncoder().encode(s).length);
      }),
    );
  });
  it('makes file names safe and keeps them readable', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('a<b>:c"d|e?f*g\u0000h')).toBe('a_b_c_d_e_f_g_h');
    expect(safeFileName('   ')).toBe('file');
    expect(safeFileName('photo 1.png')).toBe('photo 1.png');
  });
});

describe('bytesBlob', () => {
  it('holds exactly the viewed bytes, with the type', async () => {
    const whole = new Uint8Array([1, 2, 3, 4, 5]);
    const blob = bytesBlob(whole.subarray(1, 4), 'image/png');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await readBlob(blob))]).toEqual([2, 3, 4]);
  });
});
