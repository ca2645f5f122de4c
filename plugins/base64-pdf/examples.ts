import { defineExamples } from '@/lib/examples';
import { convertBase64ToPdf, describePdf, notPdfHint } from './logic';

/** The smallest PDF the tool shows: a catalog, an empty page tree, a trailer and %%EOF (125 bytes). */
export const MINI_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * Base64 (raw or as a data URL) and the line the tool writes under the converted PDF, or its error and
 * hint. The Base64 texts are python3's `base64.b64encode(...)` of the bytes named in each example.
 */
export default defineExamples<string, { description: string; complete: boolean } | { error: string; hint?: string }>({
  examples: [
    {
      name: 'A minimal PDF 1.4 as a data URL',
      description: 'base64.b64encode(MINI_PDF.encode())',
      input:
        'data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbXS9Db3VudCAwPj5lbmRvYmoKdHJhaWxlcjw8L1Jvb3QgMSAwIFI+PgolJUVPRgo=',
      output: { description: 'PDF 1.4 · 125 B', complete: true },
    },
    {
      name: 'A PDF cut short',
      description: "base64.b64encode(b'%PDF-1.7\\n1 0 obj<<>>'): no %%EOF at the end",
      input: 'JVBERi0xLjcKMSAwIG9iajw8Pj4=',
      output: { description: 'PDF 1.7 · 20 B', complete: false },
    },
    {
      name: 'A PNG image, not a PDF',
      description: 'the 1×1 PNG of the Base64 to Image examples',
      input: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      output: {
        error: 'Conversion failed: Invalid Base64 data',
        hint: 'The Base64 is valid, but it holds a PNG image, not a PDF. A PDF starts with %PDF-.',
      },
    },
  ],
  run: (input) => {
    const r = convertBase64ToPdf(input);
    if (r.ok) return { description: describePdf(r), complete: r.complete };
    return r.reason === 'not-pdf' ? { error: r.error, hint: notPdfHint(r.detected ?? null) } : { error: r.error };
  },
});
