import { useEffect, useMemo, useRef, useState } from 'react';
import { formatBytes } from '@/lib/bytes';
import { jobClient } from '@/lib/jobClient';
import { sniffImage } from '@/lib/sniff';
import { useMainAction, useToolFile } from '@/lib/toolScope';
import { usePreparedToolJob } from '@/lib/useToolJob';
import { useToolOptions } from '@/lib/useToolOptions';
import { Card, FileDrop, List, Stack, TwoColumns } from '@/ui';
import { ConversionResult, type Converted } from './ConversionResult';
import { decodeImage, readHead, type Picked } from './decode';
import { imageJobs } from './jobs';
import {
  ACCEPT_ATTRIBUTE,
  INPUT_KINDS,
  MAX_FILE_SIZE,
  MESSAGES,
  OUTPUT_FORMATS,
  OUTPUT_FORMAT_LIST,
  checkDimensions,
  clampQuality,
  conversionProgress,
  outputFileName,
  tooLargeMessage,
  validateImageFile,
  type InputKind,
  type OutputFormat,
} from './logic';
import { optionsSpec } from './options';
import { OutputSettings } from './OutputSettings';
import type { ConvertJob } from './render';
import { SelectedImage } from './SelectedImage';

const ACCEPT = ACCEPT_ATTRIBUTE.split(',');
// the worker draws on an OffscreenCanvas; a browser without one converts in the page
const jobs = jobClient(imageJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
/** The finished bar stays this long, so even a quick conversion is seen to complete before the bar hides. */
const DONE_BAR_MS = 300;

/** What Convert works on: the picked file and the settings at the time of the click. */
interface Conversion {
  picked: Picked;
  format: OutputFormat;
  quality: number;
}

/** Processing delay: a new image or setting is converted once it has stayed this long, not at every step of a slider. */
const SETTLE_MS = 300;

/** The chosen image with what its preview learned (its size, or that the browser cannot show it), or why a choice was refused. */
type Selection =
  { picked: Picked; dims: { width: number; height: number } | null; unreadable: boolean } | { problem: string };

/** An image too large to convert: its message is shown as it is. */
class ImageTooLarge extends Error {}

/** Decodes the picked image in the page (SVG needs the DOM) into the worker job's bitmap. */
async function decode({ picked, format, quality }: Conversion, signal: AbortSignal): Promise<ConvertJob> {
  const bitmap = await decodeImage(picked);
  const tooBig = checkDimensions(bitmap.width, bitmap.height);
  if (tooBig || signal.aborted) bitmap.close();
  if (tooBig) throw new ImageTooLarge(tooBig);
  signal.throwIfAborted();
  return { bitmap, format, quality };
}

export default function ImageConverterTool() {
  const spec = optionsSpec;
  const [options, , setOption] = useToolOptions(spec);
  const format = options.format;
  // the slider keeps its own state: URL updates are transitions and would make a dragged thumb jump back
  const [quality, setQuality] = useState(() => clampQuality(options.quality));
  // what was chosen: an image, with what its preview learned of it, or why nothing usable was
  const [selection, setSelection] = useState<Selection | null>(null);
  // the image chosen last, kept in the page's memory so that Back brings it (not a reload)
  const [keptFile, keepFile] = useToolFile();
  const picked = selection && 'picked' in selection ? selection.picked : null;
  const request = useMemo<Conversion | null>(
    () => (picked ? { picked, format, quality } : null),
    [picked, format, quality],
  );
  const conversion = usePreparedToolJob(jobs, 'render', {
    // the result follows the chosen image and settings; the pause lets a dragged quality slider settle
    input: request ?? undefined,
    debounceMs: SETTLE_MS,
    policy: 'image',
    prepare: decode,
    inline: () => typeof OffscreenCanvas === 'undefined',
    transfer: (job) => [job.bitmap],
    progressOf: (fraction) => conversionProgress('encoding', fraction),
    hideDoneAfterMs: (rendered) => (rendered.ok ? DONE_BAR_MS : 0),
  });
  const { busy, progress } = conversion;
  const { result: rendered, error: failure, source } = conversion;
  // the last conversion of the chosen image: its file, or why it failed
  const converted = useMemo<{ result: Converted | null; error: string | null }>(() => {
    if (!source || source.picked !== picked) return { result: null, error: null };
    if (failure)
      return { result: null, error: failure instanceof ImageTooLarge ? failure.message : MESSAGES.convertFailed };
    if (!rendered) return { result: null, error: null };
    if (!rendered.ok) return { result: null, error: rendered.error };
    const { mime } = OUTPUT_FORMATS[source.format];
    const blob = new Blob([rendered.buffer], { type: mime });
    const { width, height } = rendered;
    return {
      result: {
        blob,
        format: source.format,
        quality: source.quality,
        width,
        height,
        fileName: outputFileName(source.picked.file.name, source.format),
      },
      error: null,
    };
  }, [rendered, failure, source, picked]);
  const result = converted.result;
  // a refused or missing file is said at the drop zone; what went wrong converting, beside Convert
  const error = converted.error;

  /** Forgets the image and its conversion; `problem` says why, when the visitor's choice was refused. */
  const reset = (problem?: string) => {
    conversion.clear();
    keepFile(null);
    setSelection(problem ? { problem } : null);
  };

  const take = async (file: File) => {
    reset();
    const problem = validateImageFile(file);
    if (problem) {
      reset(problem);
      return;
    }
    let kind: InputKind | undefined;
    try {
      kind = sniffImage(await readHead(file), INPUT_KINDS);
    } catch {
      reset('Error reading the file. Please try again.');
      return;
    }
    if (!kind) {
      reset(MESSAGES.notAnImage);
      return;
    }
    keepFile(file);
    setSelection({ picked: { file, kind }, dims: null, unreadable: false });
  };

  // a page drawn again by Back takes the image chosen before, as if it had just been dropped
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (keptFile) void take(keptFile);
  });

  const convert = () => {
    if (busy) return;
    if (!request) {
      setSelection({ problem: MESSAGES.noFile });
      return;
    }
    conversion.run(request);
  };

  useMainAction(convert);

  return (
    <Stack>
      <TwoColumns>
        <Card title="Select an image">
          <Stack $gap="md">
            {selection && 'picked' in selection ? (
              <SelectedImage
                picked={selection.picked}
                dims={selection.dims}
                onDims={(dims) => setSelection((now) => (now && 'picked' in now ? { ...now, dims } : now))}
                unreadable={selection.unreadable}
                onUnreadable={() =>
                  setSelection((now) => (now && 'picked' in now ? { ...now, unreadable: true } : now))
                }
                onRemove={() => reset()}
              />
            ) : (
              <FileDrop
                accept={ACCEPT}
                maxBytes={MAX_FILE_SIZE}
                label="Drag and drop an image here, or"
                browseLabel="Browse Files"
                hint={`JPEG, PNG, WebP, GIF, BMP, TIFF or SVG, up to ${formatBytes(MAX_FILE_SIZE, 0)}`}
                problem={selection && 'problem' in selection ? selection.problem : undefined}
                onFile={(f) => void take(f)}
                onReject={(reason, file) =>
                  reset(reason === 'size' ? tooLargeMessage(file.size) : MESSAGES.invalidType)
                }
              />
            )}
          </Stack>
        </Card>

        <OutputSettings
          format={format}
          onFormat={(f) => setOption('format', f)}
          quality={quality}
          onQuality={(q) => {
            setQuality(q);
            setOption('quality', q);
          }}
          busy={busy}
          onConvert={convert}
          progress={progress}
          error={error}
        />
      </TwoColumns>

      {result && <ConversionResult result={result} originalSize={picked ? picked.file.size : null} />}

      <Card title="Format guide">
        <List>
          {OUTPUT_FORMAT_LIST.map((f) => (
            <li key={f}>
              <strong>{OUTPUT_FORMATS[f].label}</strong>: {OUTPUT_FORMATS[f].guide}
            </li>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
