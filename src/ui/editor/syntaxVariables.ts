import { codeThemes, type CodeTheme } from '@/ui/codeThemes';

const roles: Record<string, keyof CodeTheme> = {
  keyword: 'keyword',
  string: 'string',
  number: 'number',
  attribute: 'variable',
  'attribute-value': 'attributeValue',
  tag: 'tag',
  punctuation: 'markupPunctuation',
  comment: 'comment',
  error: 'error',
};

const declare = (palette: CodeTheme) =>
  Object.entries(roles)
    .map(([name, role]) => `--syntax-${name}: ${palette[role]};`)
    .join('');

/** vs-light's number green is 4.25:1 on the light code background; this shade is 4.66:1 (WCAG AA asks 4.5). */
const light: CodeTheme = { ...codeThemes['vs-light'], number: '#087f52' };

/** CSS for an editor's frame: the vs-light token colours, and vs-dark's under a dark `<html>` or `[data-theme='dark']`. */
export const syntaxVariables = `${declare(light)} html.dark &, [data-theme='dark'] & { ${declare(codeThemes['vs-dark'])} }`;
