import { describe, expect, it } from 'vitest';
import { linkedInputs } from './inputQuery';
import { buildShareLink, LINK_INPUT_LIMIT } from './shareLinkAddress';

const base = 'https://example.org/encode/url';

describe('buildShareLink', () => {
  it('carries settings only unless input is asked for', () => {
    const inputs = new Map([['input', 'a b&c']]);
    expect(buildShareLink({ base, settings: 'target=component', inputs, withInput: false })).toBe(
      `${base}?target=component`,
    );
    expect(buildShareLink({ base, settings: '', inputs, withInput: false })).toBe(base);
    // input in the fragment, which browsers never send to a server
    expect(buildShareLink({ base, settings: 'target=component', inputs, withInput: true })).toBe(
      `${base}?target=component#input=a+b%26c`,
    );
    expect(buildShareLink({ base, settings: '', inputs, withInput: true })).toBe(`${base}#input=a+b%26c`);
  });
  it('names fields other than input input.<field>, and the link reads back to the same fields', () => {
    const inputs = new Map([
      ['pattern', '\\d+'],
      ['input', 'x=1'],
    ]);
    const link = buildShareLink({ base, settings: '', inputs, withInput: true });
    expect(link).toContain('#input.pattern=');
    expect(linkedInputs(new URL(link ?? '').search, new URL(link ?? '').hash).inputs).toEqual(inputs);
  });
  it('drops input a stale address still carries when input is not asked for', () => {
    expect(buildShareLink({ base, settings: 'mode=b&input=old', inputs: new Map(), withInput: false })).toBe(
      `${base}?mode=b`,
    );
  });
  it('refuses input over the limit once encoded', () => {
    const fits = new Map([['input', 'x'.repeat(LINK_INPUT_LIMIT - 'input='.length)]]);
    const over = new Map([['input', 'é'.repeat(LINK_INPUT_LIMIT / 4)]]);
    expect(buildShareLink({ base, settings: '', inputs: fits, withInput: true })).not.toBeNull();
    expect(buildShareLink({ base, settings: '', inputs: over, withInput: true })).toBeNull();
  });
  it('carries the always fields with or without input, the others only with input', () => {
    const inputs = new Map([
      ['pattern', '\\d+'],
      ['input', 'x=1'],
    ]);
    expect(buildShareLink({ base, settings: 'flags=gi', inputs, withInput: false, always: ['pattern'] })).toBe(
      `${base}?flags=gi#input.pattern=%5Cd%2B`,
    );
    expect(buildShareLink({ base, settings: 'flags=gi', inputs, withInput: true, always: ['pattern'] })).toBe(
      `${base}?flags=gi#input.pattern=%5Cd%2B&input=x%3D1`,
    );
  });
  it('counts the always fields in the limit, with or without input', () => {
    const inputs = new Map([['pattern', 'x'.repeat(LINK_INPUT_LIMIT)]]);
    expect(buildShareLink({ base, settings: '', inputs, withInput: false, always: ['pattern'] })).toBeNull();
    expect(buildShareLink({ base, settings: '', inputs, withInput: false })).toBe(base);
  });
});

describe('linkedInputs', () => {
  it('reads input from the fragment and, for older links, the query; the fragment wins', () => {
    const read = linkedInputs('?mode=b&input=old&input.key=k', '#input=new');
    expect(read.inputs).toEqual(
      new Map([
        ['input', 'new'],
        ['key', 'k'],
      ]),
    );
    expect(read.search).toBe('?mode=b');
    expect(read.hash).toBe('');
  });
  it('leaves a fragment without input (an anchor) as it is', () => {
    expect(linkedInputs('?mode=b', '#faq')).toEqual({ inputs: new Map(), search: '?mode=b', hash: '#faq' });
    expect(linkedInputs('', '')).toEqual({ inputs: new Map(), search: '', hash: '' });
  });
});
