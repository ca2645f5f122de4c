import { beforeEach, describe, expect, it } from 'vitest';
import { getInput, setInput, setSettings, storeInputs } from '@/lib/toolState';
import { THEME_STORAGE_KEY } from '@/theme/mode';
import { clearSiteData, describeCleared } from './siteData';
import { FAVOURITES_KEY, RECENT_KEY, readList } from './userTools';

describe('Clear all data stored by this site', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes favourites, recent tools, remembered settings and kept inputs, and counts them', () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['uuid', 'jwt']));
    localStorage.setItem(RECENT_KEY, JSON.stringify(['hash']));
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    localStorage.setItem('someone-else', 'kept');
    setSettings('uuid', 'version=v7');
    setSettings('hash', 'algorithm=sha1');
    setInput('base64-text', 'input', 'hello');
    setInput('regex-tester', 'pattern', 'a+');
    storeInputs();
    // an input from an earlier page of this tab, stored but not yet read by this one
    sessionStorage.setItem('devutils:input:xml-formatter:input', '<a/>');

    expect(clearSiteData()).toEqual({ favourites: 2, recent: 1, settings: 2, inputs: 3 });
    const left = [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
    expect(left.sort()).toEqual(['someone-else', THEME_STORAGE_KEY].sort());
    expect(getInput('base64-text', 'input')).toBeUndefined();
    expect(readList(FAVOURITES_KEY)).toEqual([]);
    expect(clearSiteData()).toEqual({ favourites: 0, recent: 0, settings: 0, inputs: 0 });
  });

  it('says what it removed, in words', () => {
    expect(describeCleared({ favourites: 2, recent: 1, settings: 2, inputs: 3 })).toBe(
      'Removed 2 favourites, 1 recent tool, the settings of 2 tools and the input of 3 fields.',
    );
    expect(describeCleared({ favourites: 0, recent: 0, settings: 1, inputs: 0 })).toBe(
      'Removed the settings of 1 tool.',
    );
    expect(describeCleared({ favourites: 0, recent: 0, settings: 0, inputs: 0 })).toBe(
      'Nothing was stored: there was nothing to remove.',
    );
  });
});
