import { describe, expect, it } from 'vitest';
import { searchTools } from './search';
import type { ToolManifest } from './types';

const tool = (id: string, name: string, keywords: string[], description: string, aliases: string[] = []) => ({
  manifest: { id, name, keywords, description, aliases, path: `/t/${id}`, group: 'tools', order: 1, icon: 'wrench', features: [], seo: { title: name, description, keywords: [] } } as ToolManifest,
});

const tools = [
  tool('b64', 'Base64 Text', ['base64', 'btoa'], 'Encode and decode Base64 text.', ['/encode/base64-text']),
  tool('hash', 'Hash Generator', ['md5', 'sha256'], 'Compute MD5 and SHA digests.', ['/tools/hash-generator']),
  tool('uuid', 'UUID Generator', ['guid', 'v4'], 'Random identifiers.'),
  tool('json', 'JSON Formatter', ['json', 'validator'], 'Format and validate JSON; decode nothing.'),
];

describe('search', () => {
  it('matches name, keywords, aliases and description; name outranks description', () => {
    expect(searchTools(tools, 'generator').map((t) => t.manifest.id)).toEqual(['hash', 'uuid']);
    expect(searchTools(tools, 'guid')[0].manifest.id).toBe('uuid');
    expect(searchTools(tools, 'hash-generator')[0].manifest.id).toBe('hash');
    expect(searchTools(tools, 'digests')[0].manifest.id).toBe('hash');
    expect(searchTools(tools, 'decode').map((t) => t.manifest.id)).toEqual(['b64', 'json']);
  });
  it('requires every term, ignores case and accents, and empty queries give nothing', () => {
    expect(searchTools(tools, 'SHA256 md5').map((t) => t.manifest.id)).toEqual(['hash']);
    expect(searchTools(tools, 'base64 md5')).toEqual([]);
    expect(searchTools(tools, 'Générator').length).toBe(2);
    expect(searchTools(tools, '   ')).toEqual([]);
  });
  it('treats regex characters literally', () => {
    expect(() => searchTools(tools, '(a+)+$ [')).not.toThrow();
  });
});
