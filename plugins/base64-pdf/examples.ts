import type { TransformExample } from '@/ui/transform';
import type { Options } from './options';

/** The smallest PDF the tool shows: a catalog, an empty page tree, a trailer and %%EOF (125 bytes). */
export const MINI_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** python3: base64.b64encode(MINI_PDF.encode()) */
const MINI_PDF_BASE64 =
  'JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbXS9Db3VudCAwPj5lbmRvYmoKdHJhaWxlcjw8L1Jvb3QgMSAwIFI+PgolJUVPRgo=';
/** python3: base64.b64encode(b'%PDF-1.7\n1 0 obj<<>>'): no %%EOF at the end */
export const CUT_SHORT_PDF = 'JVBERi0xLjcKMSAwIG9iajw8Pj4=';
/** The 1×1 PNG of the Base64 to Image examples: valid Base64, not a PDF. */
export const PNG_NOT_PDF =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * The Example button loads the first. Each output is the PDF as a correctly typed data URL (what
 * Copy URL copies): the same Base64 behind data:application/pdf;base64,.
 */
export const examples: readonly TransformExample<Options, 'convert'>[] = [
  { input: `data:application/pdf;base64,${MINI_PDF_BASE64}`, output: `data:application/pdf;base64,${MINI_PDF_BASE64}` },
  { input: CUT_SHORT_PDF, output: `data:application/pdf;base64,${CUT_SHORT_PDF}` },
  // an error has no output: logic.test.ts checks its message and hint
  { input: PNG_NOT_PDF },
];

/** The line the tool writes under each example's PDF, or its error and hint (python3: len() of the decoded bytes). */
export const exampleFacts = [
  { description: 'PDF 1.4 · 125 B', complete: true },
  { description: 'PDF 1.7 · 20 B', complete: false },
  {
    error: 'Conversion failed: Invalid Base64 data',
    hint: 'The Base64 is valid, but it holds a PNG image, not a PDF. A PDF starts with %PDF-.',
  },
] as const;
