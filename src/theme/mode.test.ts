import { describe, expect, it } from 'vitest';
import { applyModeClass, readStoredMode, resolveMode, storeMode, THEME_STORAGE_KEY } from './mode';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('theme mode', () => {
  it('defaults to light and ignores unknown stored values', () => {
    expect(readStoredMode(memory())).toBe('light');
    const s = memory();
    s.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredMode(s)).toBe('light');
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
    expect(readStoredMode(broken)).toBe('light');
    expect(() => storeMode('dark', broken)).not.toThrow();
  });
  it('system follows the OS preference', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
  });
  it('applies exactly one class on the root', () => {
    const el = document.createElement('html');
    applyModeClass('dark', el);
    applyModeClass('light', el);
    expect(el.className).toBe('light');
  });
});
