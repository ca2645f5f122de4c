/** XML colour themes: token palettes taken from the shared editor themes. */
import type { CodeThemeId } from '@/ui/codeThemeChoices';
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

export const THEMES: Record<CodeThemeId, XmlPalette> = {
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

export const EDITOR_PALETTES: Record<CodeThemeId, EditorPalette> = {
  'vs-dark': editorPalette(THEMES['vs-dark']),
  'vs-light': editorPalette(THEMES['vs-light']),
  monokai: editorPalette(THEMES.monokai),
};
