import { describe, expect, it } from 'vitest';
import { detectPaste } from '@/registry/pasteJobs';

const best = (paste: string) => [...detectPaste(paste)].sort((a, b) => b.score - a.score)[0]?.folder;

describe('paste detection', () => {
  it('ranks this tool first for gzip in Base64 and in hex', () => {
    // printf 'Hello, World!' | gzip -c -n | base64, then the same bytes with xxd -p, xxd -i and as one 0x number
    expect(best('H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA')).toBe('gzip');
    expect(best('1f8b0800000000000003f348cdc9c9d75108cf2fca49510400d0c34aec0d\n000000')).toBe('gzip');
    expect(best('0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xf3, 0x48')).toBe('gzip');
    expect(best('0x1f8b0800000000000003f348cdc9c9d75108cf2fca49510400d0c34aec0d000000')).toBe('gzip');
  });
});
