/** Mock data constants: the texts shown to the user, the download name, limits and defaults, example domains. */

/** Texts shown to the user. */
export const MESSAGES = {
  fieldRequired: 'Error: At least one field is required',
  unknownType: 'Unknown type',
  invalidSchema: 'The JSON Schema must be an object',
  emptySchema: 'Paste a JSON Schema first',
} as const;

/** 'Error generating mock data: {message}'. */
export function generationErrorMessage(message: string): string {
  return `Error generating mock data: ${message}`;
}

/**
 * Limits and defaults: 1–100 items (10 by default), array length 1–20 (3 by default); the rest are
 * the ranges values fall in when a field sets no min or max of its own.
 */
export const LIMITS = {
  count: { min: 1, max: 100, default: 10 },
  arrayLength: { min: 1, max: 20, default: 3 },
  /** Length of a type 'array' value when arrayLength is unset. */
  randomArrayLength: { min: 1, max: 5 },
  nestedFields: { min: 2, max: 4 },
  number: { min: 0, max: 1000 },
  id: { min: 1, max: 10000 },
  price: { min: 0.99, max: 999.99 },
  year: { min: 2000, max: 2023 },
  day: { min: 1, max: 28 },
  stringLength: { min: 5, max: 10 },
} as const;

/** Example domains (RFC 2606) used by email and url values. */
export const EXAMPLE_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;
