import { useCallback, useSyncExternalStore } from 'react';

/**
 * The visitor's own tool lists, kept in localStorage: favourites (starred) and recently opened
 * tools. Only tool ids are stored, never anything typed into a tool. The prerendered page and the
 * hydrating render see empty lists, so the lists appear right after hydration without a mismatch.
 */

export const FAVOURITES_KEY = 'devutils:favourites';
export const RECENT_KEY = 'devutils:recent';
export const RECENT_LIMIT = 6;

type ListKey = typeof FAVOURITES_KEY | typeof RECENT_KEY;

const empty: readonly string[] = [];
const listeners = new Set<() => void>();
const cache = new Map<ListKey, { raw: string | null; ids: readonly string[] }>();

function parse(raw: string | null): readonly string[] {
  if (!raw) return empty;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : empty;
  } catch {
    return empty;
  }
}

function readRaw(key: ListKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored ids (the same array until the stored value changes, as useSyncExternalStore needs). */
export function readList(key: ListKey): readonly string[] {
  const raw = readRaw(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.ids;
  const ids = parse(raw);
  cache.set(key, { raw, ids });
  return ids;
}

export function writeList(key: ListKey, ids: readonly string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    /* storage full or blocked: the list lasts for this page only */
    cache.set(key, { raw: readRaw(key), ids });
  }
  listeners.forEach((l) => l());
}

/** Empties both lists. Returns how many tools each held. */
export function forgetToolLists(): { favourites: number; recent: number } {
  const counts = { favourites: readList(FAVOURITES_KEY).length, recent: readList(RECENT_KEY).length };
  const lists: ListKey[] = [FAVOURITES_KEY, RECENT_KEY];
  for (const key of lists) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* storage unusable: the lists were this page's only */
    }
    cache.delete(key);
  }
  listeners.forEach((l) => l());
  return counts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => (e.key === FAVOURITES_KEY || e.key === RECENT_KEY) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function useList(key: ListKey): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => readList(key),
    () => empty,
  );
}

/** Starred tool ids, newest first, and a toggle. */
export function useFavourites(): {
  favourites: readonly string[];
  isFavourite: (id: string) => boolean;
  toggle: (id: string) => void;
} {
  const favourites = useList(FAVOURITES_KEY);
  const isFavourite = useCallback((id: string) => favourites.includes(id), [favourites]);
  const toggle = useCallback((id: string) => {
    const current = readList(FAVOURITES_KEY);
    writeList(FAVOURITES_KEY, current.includes(id) ? current.filter((f) => f !== id) : [id, ...current]);
  }, []);
  return { favourites, isFavourite, toggle };
}

/** Recently opened tool ids, newest first. */
export function useRecentTools(): readonly string[] {
  return useList(RECENT_KEY);
}

/** Puts a tool first in the recent list (called when its page opens). */
export function recordRecentTool(id: string): void {
  const current = readList(RECENT_KEY);
  if (current[0] === id) return;
  writeList(RECENT_KEY, [id, ...current.filter((r) => r !== id)].slice(0, RECENT_LIMIT));
}

/** Replaces both lists (stories and tests start from a known state). */
export function setUserTools({
  favourites = [],
  recent = [],
}: {
  favourites?: readonly string[];
  recent?: readonly string[];
}): void {
  writeList(FAVOURITES_KEY, favourites);
  writeList(RECENT_KEY, recent);
}
