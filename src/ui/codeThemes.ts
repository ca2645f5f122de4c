/**
 * Editor colour themes shared by the tools that highlight code or markup (XML, stack traces).
 * Colours follow the editors they are named after, nudged where needed to reach WCAG AA (4.5:1)
 * on their background. A tool maps its own token kinds onto these roles.
 */
import type { CodeThemeId } from './codeThemeChoices';

export interface CodeTheme {
  background: string;
  foreground: string;
  lineNumber: string;
  comment: string;
  /** de-emphasised text: separators, markers */
  muted: string;
  keyword: string;
  /** control flow and other emphasised keywords */
  control: string;
  function: string;
  variable: string;
  string: string;
  number: string;
  error: string;
  tag: string;
  attribute: string;
  attributeValue: string;
  /** the brackets and equals signs of markup */
  markupPunctuation: string;
  /** escapes and embedded sections (CDATA) */
  escape: string;
}

export const codeThemes: Record<CodeThemeId, CodeTheme> = {
  'vs-dark': {
    background: '#1e1e1e',
    foreground: '#d4d4d4',
    lineNumber: '#858585',
    comment: '#6a9955',
    muted: '#8c8c8c',
    keyword: '#569cd6',
    control: '#c586c0',
    function: '#dcdcaa',
    variable: '#9cdcfe',
    string: '#ce9178',
    number: '#b5cea8',
    error: '#f48771',
    tag: '#569cd6',
    attribute: '#9cdcfe',
    attributeValue: '#ce9178',
    markupPunctuation: '#8c8c8c',
    escape: '#d7ba7d',
  },
  'vs-light': {
    background: '#ffffff',
    foreground: '#000000',
    lineNumber: '#237893',
    comment: '#008000',
    muted: '#6e6e6e',
    keyword: '#0000ff',
    control: '#af00db',
    function: '#795e26',
    variable: '#001080',
    string: '#a31515',
    number: '#098658',
    error: '#cd3131',
    tag: '#800000',
    attribute: '#e50000',
    attributeValue: '#0000ff',
    markupPunctuation: '#800000',
    escape: '#795e26',
  },
  monokai: {
    background: '#272822',
    foreground: '#f8f8f2',
    lineNumber: '#90908a',
    comment: '#a09d86',
    muted: '#a09d86',
    keyword: '#66d9ef',
    control: '#ae81ff',
    function: '#a6e22e',
    variable: '#fd971f',
    string: '#e6db74',
    number: '#ae81ff',
    error: '#fc5c93',
    tag: '#fc5c93',
    attribute: '#a6e22e',
    attributeValue: '#e6db74',
    markupPunctuation: '#f8f8f2',
    escape: '#ae81ff',
  },
};
