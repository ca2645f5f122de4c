import { describe, expect, it } from 'vitest';
import { applyModeClass, nextMode, readStoredMode, resolveMode, storeMode, THEME_STORAGE_KEY } from './mode';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('theme mode', () => {
  it('follows the system until the visitor chooses, and ignores unknown stored values', () => {
    expect(readStoredMode(memory())).toBe('system');
    const s = memory();
    s.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredMode(s)).toBe('system');
  });
  it('stores under vite-ui-theme and reads it back', () => {
    const s = memory();
    storeMode('dark', s);
    expect(s.m.get('vite-ui-theme')).toBe('dark');
    expect(readStoredMode(s)).toBe('dark');
  });
  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredMode(broken)).toBe('system');
    expect(() => storeMode('dark', broken)).not.toThrow();
  });
  it('system follows the OS preference', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
  });
  it('the switch shows the other look first, then the system look chosen for good, then follows the system again', () => {
    for (const systemDark of [false, true]) {
      const seen: string[] = [];
      let mode = readStoredMode(memory());
      for (let i = 0; i < 3; i++) {
        mode = nextMode(mode, systemDark);
        seen.push(`${mode}:${resolveMode(mode, systemDark)}`);
      }
      expect(seen).toEqual(
        systemDark ? ['light:light', 'dark:dark', 'system:dark'] : ['dark:dark', 'light:light', 'system:light'],
      );
    }
  });
  it('applies exactly one class on the root', () => {
    const el = document.createElement('html');
    applyModeClass('dark', el);
    applyModeClass('light', el);
    expect(el.className).toBe('light');
  });
});
