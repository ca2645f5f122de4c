/**
 * What a one-word action's button says while it runs ('Encode' → 'Encoding...'): the verb with -ing,
 * a final silent e dropped. Undefined for a label of more words, and for verbs that double their last
 * consonant ('Format' → 'Formatting...'), which a mode spells out.
 */
export function busyLabelOf(label: string): string | undefined {
  if (!/^[A-Z][a-z]+$/.test(label) || /[^aeiou][aeiou][bdgmnprt]$/.test(label)) return undefined;
  return `${label.replace(/([^e])e$/, '$1')}ing...`;
}
