/** XML colour themes: token palettes taken from the shared editor themes. */
import { codeThemes, type CodeTheme } from '@/ui/codeThemes';
import type { EditorPalette } from '@/ui/editor/types';

/** A colour palette of the XML view: background, plain text, line numbers and a colour per kind of token. */
export interface XmlPalette {
  background: string;
  color: string;
  tag: string;
  attribute: string;
  attributeValue: string;
  comment: string;
  cdata: string;
  text: string;
  punctuation: string;
  lineNumber: string;
}

export const THEME_IDS = ['vs-dark', 'vs-light', 'monokai'] as const;
export type XmlThemeId = (typeof THEME_IDS)[number];
export const DEFAULT_THEME: XmlThemeId = 'vs-dark';
/** What the Colour theme select offers: the site's own light or dark (default), or one palette. */
export const THEME_CHOICES = ['site', ...THEME_IDS] as const;
export type XmlThemeChoice = (typeof THEME_CHOICES)[number];
export const DEFAULT_THEME_CHOICE: XmlThemeChoice = 'site';
/** The palette a choice shows while the site is light or dark. */
export function resolveTheme(choice: XmlThemeChoice, site: 'light' | 'dark'): XmlThemeId {
  if (choice !== 'site') return choice;
  return site === 'dark' ? 'vs-dark' : 'vs-light';
}

/** XML token colours from the shared editor themes. */
function xmlPalette(t: CodeTheme): XmlPalette {
  return {
    background: t.background,
    color: t.foreground,
    tag: t.tag,
    attribute: t.attribute,
    attributeValue: t.attributeValue,
    comment: t.comment,
    cdata: t.escape,
    text: t.foreground,
    punctuation: t.markupPunctuation,
    lineNumber: t.lineNumber,
  };
}

export const THEMES: Record<XmlThemeId, XmlPalette> = {
  'vs-dark': xmlPalette(codeThemes['vs-dark']),
  'vs-light': xmlPalette(codeThemes['vs-light']),
  monokai: xmlPalette(codeThemes.monokai),
};

/** The palettes as the output editor's colours: the XML highlighter's roles take the theme's token colours. */
function editorPalette(p: XmlPalette): EditorPalette {
  return {
    background: p.background,
    text: p.color,
    lineNumber: p.lineNumber,
    syntax: {
      tag: p.tag,
      attribute: p.attribute,
      'attribute-value': p.attributeValue,
      comment: p.comment,
      string: p.cdata,
      punctuation: p.punctuation,
      keyword: p.tag,
    },
  };
}

export const EDITOR_PALETTES: Record<XmlThemeId, EditorPalette> = {
  'vs-dark': editorPalette(THEMES['vs-dark']),
  'vs-light': editorPalette(THEMES['vs-light']),
  monokai: editorPalette(THEMES.monokai),
};
