/**
 * The one list of colour themes a tool that highlights code offers (the palettes are in
 * codeThemes.ts): data only, so a tool's options can name the choices without the colours.
 */
/** The palettes a tool's colour theme select offers, by the ids links and kept settings carry. */
export const CODE_THEME_IDS = ['vs-dark', 'vs-light', 'monokai'] as const;
export type CodeThemeId = (typeof CODE_THEME_IDS)[number];

/** What a colour theme select offers: the site's own light or dark (the default), or one palette. */
export type CodeThemeChoice = 'site' | CodeThemeId;

/**
 * The choices of a colour theme select as an option's JSON Schema `oneOf`: the same ids in every
 * tool, each shown with the name the tool gives it.
 */
export const codeThemeChoices = (titles: Readonly<Record<CodeThemeChoice, string>>) =>
  [
    { const: 'site', title: titles.site },
    { const: 'vs-dark', title: titles['vs-dark'] },
    { const: 'vs-light', title: titles['vs-light'] },
    { const: 'monokai', title: titles.monokai },
  ] as const;

/** Ids that links and kept settings of the stack trace tool carry from before the one list, and the palette each is now. */
export const RENAMED_CODE_THEMES: Readonly<Record<string, CodeThemeId>> = {
  'vscode-dark': 'vs-dark',
  light: 'vs-light',
};

/** The palette a choice shows while the site is light or dark. */
export function resolveCodeTheme(choice: CodeThemeChoice, site: 'light' | 'dark'): CodeThemeId {
  if (choice !== 'site') return choice;
  return site === 'dark' ? 'vs-dark' : 'vs-light';
}
