import { defineFileTool } from '@/ui/fileTool';
import { hexClient } from './client';
import { DumpFooter } from './DumpFooter';
import { HexPreview, type Viewed } from './HexPreview';
import { MAX_FILE_BYTES, MESSAGES, dumpName, fileFromText } from './logic';
import { optionsSpec } from './options';

/**
 * A file in, its bytes viewed: the file blueprint, whose preview slot draws the virtualised rows with
 * selection, readings, search and export, and whose text output is the `xxd` dump. Pasted hex (or
 * Base64) outside a field is read as a file.
 */
export default defineFileTool({
  options: optionsSpec,
  input: {
    title: 'Choose a file',
    hint: 'Any file up to 256 MB, or paste hex anywhere on the page. The file never leaves your browser.',
    maxBytes: MAX_FILE_BYTES,
    tooLarge: MESSAGES.tooLarge,
    empty: 'No file selected.',
    missing: MESSAGES.noFile,
    testId: 'selected-file',
    fromText: fileFromText,
  },
  job: {
    jobs: hexClient,
    kind: 'read',
    policy: 'fileRead',
    request: (file) => file,
    read: (result, file): { ok: true; output: string; details: Viewed } | { ok: false; error: { message: string } } =>
      result.ok
        ? { ok: true, output: result.dump, details: { name: file.name, bytes: result.bytes } }
        : { ok: false, error: { message: result.message } },
    failed: () => ({ message: MESSAGES.failed }),
    button: 'View',
    progress: 'Reading progress',
  },
  output: {
    title: 'Bytes',
    label: 'xxd dump',
    placeholder: 'Choose a file, or paste hex; its xxd dump appears here.',
    minHeight: 160,
    kind: 'text',
    download: { fileName: ({ file }) => dumpName(file?.name) },
    preview: HexPreview,
    footer: DumpFooter,
  },
});
