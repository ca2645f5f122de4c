import { useEffect, useState } from 'react';
import { RefreshCw, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Alert, Badge, Button, Card, DownloadButton, FileDrop, Label, List, Muted, ProgressBar, Select, Stack, Toolbar, TwoColumns } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { notify } from '../../src/lib/notify';
import { formatBytes } from '../../src/lib/bytes';
import { usePreparedToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import {
  ACCEPT_ATTRIBUTE,
  MAX_FILE_SIZE,
  MESSAGES,
  OUTPUT_FORMATS,
  OUTPUT_FORMAT_LIST,
  QUALITY,
  checkDimensions,
  clampQuality,
  conversionProgress,
  formatEstimatedSize,
  outputFileName,
  showsQuality,
  sizeChange,
  sniffInputImage,
  validateImageFile,
  type InputKind,
  type OutputFormat,
} from './logic';
import { decodeImage, readHead, type Picked } from './decode';
import { imageJobs } from './jobs';
import type { ConvertJob } from './render';
import { optionsSpec } from './options';


interface Converted {
  blob: Blob;
  url: string;
  format: OutputFormat;
  quality: number;
  width: number;
  height: number;
  fileName: string;
}

const ACCEPT = ACCEPT_ATTRIBUTE.split(',');
// the worker draws on an OffscreenCanvas; a browser without one converts in the page
const jobs = jobClient(imageJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
/** The finished bar stays this long (spec: hidden after about 300 ms). */
const DONE_BAR_MS = 300;

/** What Convert works on: the picked file and the settings at the time of the click. */
interface Conversion {
  picked: Picked;
  format: OutputFormat;
  quality: number;
}

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

const Checker = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  /* a checkerboard shows which areas are transparent */
  background-color: ${({ theme }) => theme.color.surface};
  background-image: linear-gradient(45deg, ${({ theme }) => theme.color.surfaceAlt} 25%, transparent 25%),
    linear-gradient(-45deg, ${({ theme }) => theme.color.surfaceAlt} 25%, transparent 25%),
    linear-gradient(45deg, transparent 75%, ${({ theme }) => theme.color.surfaceAlt} 75%),
    linear-gradient(-45deg, transparent 75%, ${({ theme }) => theme.color.surfaceAlt} 75%);
  background-size: 16px 16px;
  background-position: 0 0, 0 8px, 8px -8px, -8px 0;
  img { max-width: 100%; max-height: 320px; object-fit: contain; }
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; font-weight: 600; }
`;
const Slider = styled.input`
  width: 100%;
  max-width: 360px;
  accent-color: ${({ theme }) => theme.color.primary};
`;

export default function ImageConverterTool() {
  const spec = optionsSpec;
  const [options, setOptions] = useToolOptions(spec);
  const format = options.format;
  // the slider keeps its own state: URL updates are transitions and would make a dragged thumb jump back
  const [quality, setQuality] = useState(() => clampQuality(options.quality));
  const [picked, setPicked] = useState<Picked | null>(null);
  const [dims, setDims] = useState<{ width: number; height: number } | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [result, setResult] = useState<Converted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const conversion = usePreparedToolJob(jobs, 'render', {
    prepare: decode,
    inline: () => typeof OffscreenCanvas === 'undefined',
    transfer: (job) => [job.bitmap],
    timeoutMs: 60_000,
    progressOf: (fraction) => conversionProgress('encoding', fraction),
    hideDoneAfterMs: (rendered) => (rendered.ok ? DONE_BAR_MS : 0),
    onResult: (rendered, source) => {
      if (!rendered.ok) {
        setError(rendered.error);
        return;
      }
      const { label, mime } = OUTPUT_FORMATS[source.format];
      const blob = new Blob([rendered.buffer], { type: mime });
      const { width, height } = rendered;
      setResult({ blob, url: URL.createObjectURL(blob), format: source.format, quality: source.quality, width, height, fileName: outputFileName(source.picked.file.name, source.format) });
      notify.success(`Converted to ${label}`);
    },
    onError: (e) => setError(e instanceof ImageTooLarge ? e.message : MESSAGES.convertFailed),
  });
  const { busy, progress } = conversion;

  // object URLs live as long as the state that shows them
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);
  useEffect(() => {
    if (!result) return;
    return () => URL.revokeObjectURL(result.url);
  }, [result]);

  const reset = () => {
    conversion.cancel();
    setPicked(null);
    setDims(null);
    setUnreadable(false);
    setResult(null);
  };

  const take = async (file: File) => {
    reset();
    setError(null);
    const problem = validateImageFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    let kind: InputKind | undefined;
    try {
      kind = sniffInputImage(await readHead(file));
    } catch {
      setError('Error reading the file. Please try again.');
      return;
    }
    if (!kind) {
      setError(MESSAGES.notAnImage);
      return;
    }
    setPicked({ file, kind, url: URL.createObjectURL(file) });
  };

  const convert = () => {
    if (busy) return;
    if (!picked) {
      setError(MESSAGES.noFile);
      return;
    }
    setError(null);
    conversion.run({ picked, format, quality });
  };

  const info = OUTPUT_FORMATS[format];

  return (
    <Stack>
      <TwoColumns>
        <Card title="Select an image">
          <Stack $gap="md">
            {picked ? (
              <Stack $gap="md">
                <Checker>
                  <img
                    src={picked.url}
                    alt={`Selected image ${picked.file.name}`}
                    onLoad={(e) => setDims({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
                    onError={() => setUnreadable(true)}
                  />
                </Checker>
                <Facts data-testid="selected-file">
                  <dt>File</dt>
                  <dd>{picked.file.name}</dd>
                  <dt>Type</dt>
                  <dd>{picked.kind.toUpperCase()}</dd>
                  <dt>Size</dt>
                  <dd>{formatBytes(picked.file.size)}</dd>
                  {dims && (
                    <>
                      <dt>Dimensions</dt>
                      <dd>
                        {dims.width} × {dims.height} px
                      </dd>
                    </>
                  )}
                </Facts>
                <Toolbar>
                  <Button icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => { reset(); setError(null); }}>
                    Remove
                  </Button>
                </Toolbar>
                {unreadable && <Alert tone="warning">{MESSAGES.cannotDecode}</Alert>}
              </Stack>
            ) : (
              <FileDrop
                accept={ACCEPT}
                maxBytes={MAX_FILE_SIZE}
                label="Drag and drop an image here, or"
                browseLabel="Browse Files"
                hint="JPEG, PNG, WebP, GIF, BMP, TIFF or SVG, up to 2 MB"
                onFile={(f) => void take(f)}
                onReject={(reason) => {
                  reset();
                  setError(reason === 'size' ? MESSAGES.tooLarge : MESSAGES.invalidType);
                }}
              />
            )}
          </Stack>
        </Card>

        <Card title="Output settings">
          <Stack $gap="md">
            <Select
              label="Output format"
              value={format}
              options={OUTPUT_FORMAT_LIST.map((f) => ({ value: f, label: OUTPUT_FORMATS[f].label }))}
              onChange={(f) => setOptions({ ...options, format: f })}
            />
            {showsQuality(format) && (
              <div>
                <Label htmlFor="image-quality">Quality: {quality}%</Label>
                <Slider
                  id="image-quality"
                  type="range"
                  min={QUALITY.min}
                  max={QUALITY.max}
                  step={QUALITY.step}
                  value={quality}
                  aria-valuetext={`${quality}%`}
                  onChange={(e) => {
                    const q = clampQuality(Number(e.target.value));
                    setQuality(q);
                    setOptions({ ...options, quality: q });
                  }}
                />
                <Muted style={{ display: 'block' }}>Lower quality gives smaller files.</Muted>
              </div>
            )}
            <Muted>{info.guide}</Muted>
            <Toolbar>
              <Button variant="primary" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={convert} disabled={busy}>
                {busy ? 'Converting...' : 'Convert'}
              </Button>
            </Toolbar>
            {progress !== null && <ProgressBar value={progress} label="Conversion progress" />}
            {error && <Alert>{error}</Alert>}
          </Stack>
        </Card>
      </TwoColumns>

      {result && (
        <Card
          title="Result"
          actions={
            <DownloadButton
              getData={() => result.blob}
              fileName={result.fileName}
              size="md"
              variant="primary"
              failureMessage={MESSAGES.downloadFailed}
            />
          }
        >
          <Stack $gap="md">
            <Checker>
              <img src={result.url} alt={`Converted image (${OUTPUT_FORMATS[result.format].label})`} />
            </Checker>
            <Facts data-testid="result-info">
              <dt>Format</dt>
              <dd>
                {OUTPUT_FORMATS[result.format].label}
                {showsQuality(result.format) && ` at ${result.quality}% quality`}
              </dd>
              <dt>Dimensions</dt>
              <dd>
                {result.width} × {result.height} px
              </dd>
              <dt>Estimated size</dt>
              <dd>
                {formatEstimatedSize(result.blob.size)} {picked && <Badge>{sizeChange(picked.file.size, result.blob.size)} vs original</Badge>}
              </dd>
              <dt>File name</dt>
              <dd>{result.fileName}</dd>
            </Facts>
          </Stack>
        </Card>
      )}

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
