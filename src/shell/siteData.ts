import { forgetAllInputs, forgetAllSettings } from '@/lib/toolState';
import { forgetToolLists } from './userTools';

/** What "Clear all data stored by this site" removed, counted. */
export interface ClearedData {
  favourites: number;
  recent: number;
  /** tools whose settings were remembered */
  settings: number;
  /** tool fields (and chosen files) that held input */
  inputs: number;
}

/**
 * Removes everything the site keeps in this browser about its visitor's use: favourites, recent
 * tools, remembered settings and kept inputs. The theme choice is a display preference and stays.
 */
export function clearSiteData(): ClearedData {
  return { ...forgetToolLists(), settings: forgetAllSettings(), inputs: forgetAllInputs() };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The sentence that says what was removed. */
export function describeCleared(cleared: ClearedData): string {
  const parts = [
    cleared.favourites && count(cleared.favourites, 'favourite', 'favourites'),
    cleared.recent && count(cleared.recent, 'recent tool', 'recent tools'),
    cleared.settings && `the settings of ${count(cleared.settings, 'tool', 'tools')}`,
    cleared.inputs && `the input of ${count(cleared.inputs, 'field', 'fields')}`,
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return 'Nothing was stored: there was nothing to remove.';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Removed ${list}.`;
}
