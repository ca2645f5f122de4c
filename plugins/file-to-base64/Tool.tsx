import { FileUp, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { countOf } from '@/lib/count';
import { jobClient } from '@/lib/jobClient';
import { useMainAction } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { useToolOptions } from '@/lib/useToolOptions';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  DownloadButton,
  FileDrop,
  FileSummary,
  Muted,
  OptionsForm,
  OutputArea,
  ProgressBar,
  Stack,
  Toolbar,
} from '@/ui';
import { fileToBase64Jobs } from './jobs';
import {
  DEFAULT_OUTPUT_FORMAT,
  MAX_FILE_BYTES,
  MESSAGES,
  isOutputFormat,
  buildOutput,
  downloadName,
  validateFile,
  type OutputFormat,
} from './logic';
import { optionsSpec } from './options';

/** The finished progress bar stays this long, so even a quick conversion is seen to complete before it hides. */
const HIDE_PROGRESS_MS = 300;

const jobs = jobClient(fileToBase64Jobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

interface Converted {
  base64: string;
  name: string;
  type: string;
  bytes: number;
}

/** The options form is on the first screen: it loads before a prerendered page hydrates. */
export const firstScreen = () => OptionsForm.preload();

export default function FileToBase64Tool() {
  const spec = optionsSpec;
  const [options, , setOption] = useToolOptions(spec);
  const format: OutputFormat = isOutputFormat(options.output) ? options.output : DEFAULT_OUTPUT_FORMAT;
  // the chosen file, and why it cannot be converted (refused, or no file chosen) when it cannot
  const [choice, setChoice] = useState<{ file: File | null; problem: string | null }>({ file: null, problem: null });
  const { file } = choice;
  const conversion = useToolJob(jobs, 'convert', {
    policy: 'fileRead',
    hideDoneAfterMs: (result) => (result.ok ? HIDE_PROGRESS_MS : 0),
  });
  const { busy, progress } = conversion;
  const { result, error: failure, source } = conversion;
  // a failed conversion leaves the last one's output; its message replaces the last message, and a new run hides it
  const converted = useMemo<Converted | null>(
    () =>
      result?.ok && source
        ? { base64: result.output, name: source.name, type: source.type, bytes: result.bytes }
        : null,
    [result, source],
  );
  const jobError = busy ? null : failure ? MESSAGES.cannotProcess : result && !result.ok ? result.error : null;
  // shown inline beside the file, once
  const error = choice.problem ?? jobError;
  const fail = (problem: string) => setChoice((now) => ({ ...now, problem }));

  const output = useMemo(
    () => (converted ? buildOutput(converted.base64, format, converted.type) : ''),
    [converted, format],
  );

  // a chosen file is converted at once; Convert runs it again
  const choose = (f: File) => {
    conversion.clear();
    const invalid = validateFile(f);
    setChoice({ file: f, problem: invalid });
    if (!invalid) conversion.run(f);
  };

  const remove = () => {
    conversion.clear();
    setChoice({ file: null, problem: null });
  };

  const start = () => {
    if (busy) return;
    const invalid = validateFile(file);
    if (invalid || !file) {
      fail(invalid ?? MESSAGES.noFile);
      return;
    }
    setChoice((now) => ({ ...now, problem: null }));
    conversion.run(file);
  };

  useMainAction(start);

  return (
    <Stack>
      <Card title="Choose a file">
        <Stack $gap="md">
          <FileDrop
            onFile={choose}
            onReject={() => fail(MESSAGES.tooLarge)}
            maxBytes={MAX_FILE_BYTES}
            hint="Any file type, up to 5 MB. The file never leaves your browser."
            disabled={busy}
          />
          <FileSummary
            file={file}
            data-testid="selected-file"
            empty={<Muted>No file selected.</Muted>}
            actions={
              <Toolbar>
                {file && (
                  <Button icon={<Trash2 size={16} aria-hidden="true" />} onClick={remove} disabled={busy}>
                    Remove
                  </Button>
                )}
                <Button
                  variant="primary"
                  icon={<FileUp size={16} aria-hidden="true" />}
                  onClick={start}
                  disabled={busy}
                >
                  {busy ? 'Converting...' : 'Convert'}
                </Button>
              </Toolbar>
            }
          />
          {progress !== null && <ProgressBar value={progress} label="Conversion progress" />}
          {error && <Alert>{error}</Alert>}
        </Stack>
      </Card>
      <Card title="Output">
        <Stack $gap="md">
          <OptionsForm
            schema={spec.schema}
            uiSchema={spec.uiSchema}
            value={{ output: format }}
            idPrefix="file-base64-options"
            onChange={(value) => {
              const next = value.output;
              if (isOutputFormat(next) && next !== format) setOption('output', next);
            }}
          />
          <OutputArea
            label={format === 'dataUrl' ? 'Data URL output' : 'Base64 output'}
            value={output}
            placeholder="Choose a file; its Base64 appears here."
            minHeight={200}
            actions={
              <>
                <CopyButton value={output} />
                <DownloadButton getData={() => output} fileName={() => downloadName(converted?.name)} />
              </>
            }
          />
          {converted && (
            <Muted data-testid="conversion-info">
              {converted.name || 'File'}: {countOf(converted.bytes, 'byte')} → {countOf(output.length, 'character')}
            </Muted>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
