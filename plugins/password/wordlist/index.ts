/**
 * The EFF large word list (CC BY 3.0 US, see README.md here): imported only with `import()` when a
 * passphrase is asked for, so its 60 KB never load with the home page or the password generator.
 */
import raw from './eff_large_wordlist.txt?raw';

/** The 7,776 words in dice order ("11111\tabacus" … "66666\tzoom"). */
export const EFF_LARGE_WORDLIST: readonly string[] = raw
  .split('\n')
  .filter((line) => line.length > 0)
  .map((line) => line.slice(line.indexOf('\t') + 1));

export const WORDLIST_NAME = 'EFF large word list';
export const WORDLIST_LICENSE = 'CC BY 3.0 US';
