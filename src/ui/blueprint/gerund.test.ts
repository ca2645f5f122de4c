import { describe, expect, it } from 'vitest';
import { busyLabelOf } from './gerund';

describe('busyLabelOf', () => {
  // the -ing forms as English spells them (Merriam-Webster): the tools' own busy labels
  it.each([
    ['Encode', 'Encoding...'],
    ['Decode', 'Decoding...'],
    ['Explain', 'Explaining...'],
    ['Minify', 'Minifying...'],
    ['Escape', 'Escaping...'],
    ['Unescape', 'Unescaping...'],
    ['Generate', 'Generating...'],
    ['Compare', 'Comparing...'],
    ['Convert', 'Converting...'],
    ['Free', 'Freeing...'],
  ])('%s → %s', (label, busy) => {
    expect(busyLabelOf(label)).toBe(busy);
  });
  it('leaves labels of several words, and verbs that double their last consonant, to the mode', () => {
    expect(busyLabelOf('To JSON')).toBeUndefined();
    expect(busyLabelOf('CSV → JSON')).toBeUndefined();
    expect(busyLabelOf('Format')).toBeUndefined();
    expect(busyLabelOf('Run')).toBeUndefined();
  });
});
