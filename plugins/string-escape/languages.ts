import { optionsSchema, type Options } from './options';

/** The languages whose string literals the tool writes and reads (the options schema lists them once). */
export type Language = Options['language'];

export const LANGUAGES = optionsSchema.properties.language.oneOf.map((o) => ({ id: o.const, label: o.title }));

export const languageLabel = (language: Language): string =>
  LANGUAGES.find((l) => l.id === language)?.label ?? language;

/** The quote a JavaScript literal is written with. */
export type JsQuote = Options['quote'];

/** How a literal is written: which quote (JavaScript), whether non-ASCII is escaped, ES6 escapes. */
export interface EscapeSettings {
  quote: JsQuote;
  /** every character outside ASCII written as an escape (like Python's ascii() or json.dumps' ensure_ascii) */
  asciiOnly: boolean;
  /** JavaScript: a character outside the BMP as one `\u{1F600}` instead of a surrogate pair */
  es6: boolean;
}

export const DEFAULT_SETTINGS: EscapeSettings = { quote: 'double', asciiOnly: false, es6: false };
