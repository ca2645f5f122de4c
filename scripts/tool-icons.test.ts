import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLucideIcon, lucideExportName, readToolIcons, toolIconsSource } from './tool-icons';

function pluginsWith(manifests: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tool-icons-'));
  for (const [folder, source] of Object.entries(manifests)) {
    mkdirSync(join(dir, folder));
    writeFileSync(join(dir, folder, 'manifest.ts'), source);
  }
  return dir;
}

describe('tool icons from the manifests', () => {
  it('knows lucide names, renamed ones included, and nothing else', () => {
    for (const name of ['wrench', 'file-json', 'case-sensitive', 'fingerprint'])
      expect(isLucideIcon(name), name).toBe(true);
    for (const name of ['no-such-icon', 'Wrench', 'file_json', '']) expect(isLucideIcon(name), name).toBe(false);
    expect(lucideExportName('arrow-down-0-1')).toBe('ArrowDown01');
  });

  it('reads each folder’s icon and fails with the folder’s name on an unknown or missing one', () => {
    const ok = pluginsWith({
      a: "export default defineTool({\n  icon: 'case-sensitive',\n});",
      _draft: "  icon: 'nope',",
      b: '  icon: "wrench",',
    });
    const bad = pluginsWith({ good: "  icon: 'wrench',", broken: "  icon: 'rocket-ship-x'," });
    const missing = pluginsWith({ quiet: 'export default defineTool({ id: "quiet" });' });
    try {
      expect(readToolIcons(ok)).toEqual([
        { folder: 'a', icon: 'case-sensitive' },
        { folder: 'b', icon: 'wrench' },
      ]);
      expect(() => readToolIcons(bad)).toThrow("plugins/broken/manifest.ts: 'rocket-ship-x' is not a lucide icon");
      expect(() => readToolIcons(missing)).toThrow('plugins/quiet/manifest.ts: name a lucide icon as a string');
    } finally {
      for (const dir of [ok, bad, missing]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the module imports exactly the icons in use, once each', () => {
    const source = toolIconsSource([
      { folder: 'a', icon: 'file-json' },
      { folder: 'b', icon: 'wrench' },
      { folder: 'c', icon: 'file-json' },
    ]);
    expect(source).toBe(
      'import { FileJson as icon_file_json, Wrench as icon_wrench } from \'lucide-react\';\nexport const toolIcons = { "file-json": icon_file_json, "wrench": icon_wrench };',
    );
  });
});
