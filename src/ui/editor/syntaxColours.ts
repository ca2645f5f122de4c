import { HighlightStyle } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

const v = (role: string) => `var(--syntax-${role})`;

/** Token colours as custom properties, which `CodeEditor`'s frame sets per light/dark mode (see `syntaxVariables`). */
export const syntaxColours = HighlightStyle.define([
  { tag: [t.keyword, t.bool, t.null, t.atom], color: v('keyword') },
  { tag: [t.string, t.special(t.string)], color: v('string') },
  { tag: [t.number], color: v('number') },
  { tag: [t.propertyName, t.attributeName], color: v('attribute') },
  { tag: [t.attributeValue], color: v('attribute-value') },
  { tag: [t.tagName], color: v('tag') },
  { tag: [t.angleBracket, t.definitionOperator, t.separator, t.punctuation, t.bracket], color: v('punctuation') },
  { tag: [t.comment, t.meta, t.documentMeta, t.processingInstruction], color: v('comment'), fontStyle: 'italic' },
  { tag: [t.character, t.escape, t.content], color: 'inherit' },
  { tag: [t.invalid], color: v('error') },
]);
