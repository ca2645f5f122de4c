/** JSON validator constants: UI texts, modes, indents and limits (the sample document and schema are in examples.ts). */

/** Texts used verbatim by the UI and the e2e tests. */
export const MESSAGES = {
  validBadge: 'Valid JSON',
  /** Neutral: an empty input is neither valid nor invalid JSON. */
  emptyBadge: 'No JSON yet',
  invalidBadge: 'Invalid JSON',
  inputPlaceholder: 'Paste your JSON here or upload a file...',
  outputTitle: 'Formatted JSON',
  outputEmpty: 'Enter JSON to see formatted output...',
  outputInvalid: 'Fix JSON errors to see formatted output',
  treeEmpty: 'No valid JSON data to display',
  errorTitle: 'JSON Validation Error',
  fileTooLargeTitle: 'File too large',
  fileTooLargeText: 'Please select a file smaller than 5MB',
  fileTooLarge: 'File too large: Please select a file smaller than 5MB',
  fileSizeExceeds: 'File size exceeds 5MB limit',
  fileReadErrorTitle: 'Error reading file',
  fileReadErrorText: 'Could not read the selected file',
  fileReadError: 'Error reading file: Could not read the selected file',
  copiedTitle: 'Copied!',
  copiedText: 'JSON copied to clipboard',
  copied: 'Copied!: JSON copied to clipboard',
  copyFailedTitle: 'Failed to copy',
  copyFailedText: 'Could not copy to clipboard',
  copyFailed: 'Failed to copy: Could not copy to clipboard',
  fileTypeNotAccepted: 'Please select a .json or .txt file',
  bomStripped: 'A leading byte order mark (BOM) was removed',
  outputTooLarge: 'The formatted output would be too large to display (over 64 M characters); use Minify instead',
  invalidSchema: 'Invalid JSON Schema',
  schemaNotJson: 'The schema is not valid JSON',
  schemaTooDeep: 'The document is nested too deeply to validate against a schema',
} as const;

export const MODES = ['format', 'minify', 'validate'] as const;
export type Mode = (typeof MODES)[number];
export const MODE_LABELS: Record<Mode, string> = { format: 'Format', minify: 'Minify', validate: 'Validate' };
export const INDENTS = [2, 4, 8] as const;
export type Indent = (typeof INDENTS)[number];
export const DEFAULT_INDENT: Indent = 2;
/** Upload limit: 5 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.json', '.txt'] as const;
export const ACCEPT_ATTRIBUTE = '.json,.txt';
export const DEBOUNCE_MS = 300;
export const COPY_CONFIRM_MS = 2000;
export const TREE_INDENT_PX = 20;
export const INPUT_MIN_HEIGHT_PX = 400;
/** Formatted output larger than this many UTF-16 units is refused with MESSAGES.outputTooLarge. */
export const MAX_OUTPUT_CHARS = 64 * 1024 * 1024;
/** At most this many duplicate-key warnings are kept (the total is still counted). */
export const MAX_WARNINGS = 1000;
