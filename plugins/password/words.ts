/** The EFF word list, loaded once and only when a passphrase is asked for. */
let words: readonly string[] | null = null;
let loading: Promise<readonly string[]> | null = null;

/** The word list once it has loaded; null before. */
export const loadedWords = (): readonly string[] | null => words;

/** Loads the word list, once: every caller waits for the same load. */
export const loadWords = (): Promise<readonly string[]> =>
  (loading ??= import('./wordlist').then((module) => (words = module.EFF_LARGE_WORDLIST)));
