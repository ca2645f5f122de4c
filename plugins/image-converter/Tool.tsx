import { useEffect, useRef, useState } from 'react';
import { RefreshCw, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import DOMPurify from 'dompurify';
import { Alert, Badge, Button, Card, DownloadButton, FileDrop, Label, List, Muted, ProgressBar, Select, Stack, Toolbar, TwoColumns } from '../../src/ui';
import { notify } from '../../src/lib/notify';
import { runInWorker } from '../../src/lib/runInWorker';
import { formatBytes } from '../../src/lib/bytes';
import { useToolOptions } from '../../src/lib/useToolOptions';
import {
  ACCEPT_ATTRIBUTE,
  MAX_FILE_SIZE,
  MESSAGES,
  OUTPUT_FORMATS,
  OUTPUT_FORMAT_LIST,
  QUALITY,
  checkDimensions,
  checkOutputType,
  clampQuality,
  conversionProgress,
  formatEstimatedSize,
  hasFormatSignature,
  outputFileName,
  showsQuality,
  sizeChange,
  sniffInputImage,
  unsupportedOutputMessage,
  validateImageFile,
  type InputKind,
  type OutputFormat,
} from './logic';
import { renderImage, type ConvertJob, type ConvertResult } from './render';
import { optionsSpec } from './options';


interface Picked {
  file: File;
  kind: InputKind;
  url: string;
}
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
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/** The first bytes of a file, for content sniffing (FileReader where Blob.arrayBuffer is missing). */
function readHead(file: Blob, bytes = 65536): Promise<Uint8Array> {
  const part = file.slice(0, bytes);
  if (typeof part.arrayBuffer === 'function') return part.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Error reading the file'));
    reader.readAsArrayBuffer(part);
  });
}

function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Error reading the file'));
    reader.readAsText(file);
  });
}

/** The SVG with only drawing content kept (DOMPurify's SVG profile), as a standalone SVG document. */
function cleanSvg(text: string): string {
  const clean = DOMPurify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
  if (!/^<svg[\s>]/i.test(clean.trim())) throw new Error('Not an SVG image');
  return /\sxmlns=["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(clean) ? clean : clean.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}

/** Decodes to an ImageBitmap. SVG goes through <img> (scripts never run there) and is rasterised at its own size. */
async function decodeImage(picked: Picked): Promise<ImageBitmap> {
  if (picked.kind !== 'svg') {
    try {
      return await createImageBitmap(picked.file);
    } catch {
      // some formats only decode through <img>; try that before giving up
    }
  }
  const img = new Image();
  // scripts, foreignObject and handlers are removed first: foreignObject taints the canvas and nothing
  // in an SVG should run or load while we rasterise it
  const svgUrl = picked.kind === 'svg' ? URL.createObjectURL(new Blob([cleanSvg(await readText(picked.file))], { type: 'image/svg+xml' })) : null;
  img.src = svgUrl ?? picked.url;
  try {
    await img.decode();
  } finally {
    if (svgUrl) URL.revokeObjectURL(svgUrl);
  }
  const width = img.naturalWidth || 300;
  const height = img.naturalHeight || 150;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(img, 0, 0, width, height);
  return createImageBitmap(canvas);
}

function encode(job: ConvertJob, onProgress: (f: number) => void): Promise<ConvertResult> {
  if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
    return runInWorker<ConvertJob, ConvertResult>(createWorker, job, { timeoutMs: 60_000, onProgress, transfer: [job.bitmap] });
  }
  return renderImage(job, onProgress, (w, h) => Object.assign(document.createElement('canvas'), { width: w, height: h }));
}

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
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const run = useRef(0);

  // object URLs live as long as the state that shows them
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);
  useEffect(() => {
    if (!result) return;
    return () => URL.revokeObjectURL(result.url);
  }, [result]);
  useEffect(() => {
    const runs = run;
    // a conversion still running after unmount must not set state
    return () => void runs.current++;
  }, []);

  const reset = () => {
    run.current++;
    setPicked(null);
    setDims(null);
    setUnreadable(false);
    setResult(null);
    setBusy(false);
    setProgress(null);
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

  const convert = async () => {
    if (busy) return;
    if (!picked) {
      setError(MESSAGES.noFile);
      return;
    }
    const id = ++run.current;
    const current = run;
    const alive = () => current.current === id;
    setError(null);
    setBusy(true);
    setProgress(0);
    const fail = (message: string) => {
      if (!alive()) return;
      setError(message);
      setProgress(null);
      setBusy(false);
    };
    let bitmap: ImageBitmap;
    try {
      bitmap = await decodeImage(picked);
    } catch {
      fail(MESSAGES.convertFailed);
      return;
    }
    const tooBig = checkDimensions(bitmap.width, bitmap.height);
    if (tooBig || !alive()) {
      bitmap.close();
      if (tooBig) fail(tooBig);
      return;
    }
    const { width, height } = bitmap;
    setProgress(conversionProgress('decoded'));
    let out: ConvertResult;
    try {
      out = await encode({ bitmap, format, quality }, (f) => alive() && setProgress(conversionProgress('encoding', f)));
    } catch {
      fail(MESSAGES.convertFailed);
      return;
    }
    if (!alive()) return;
    // canvas encoders silently return PNG for types they cannot write: never save mislabelled data
    const bytes = new Uint8Array(out.buffer);
    const wrongType = checkOutputType(out.type, format) ?? (hasFormatSignature(bytes, format) ? null : unsupportedOutputMessage(format));
    if (wrongType) {
      fail(wrongType);
      return;
    }
    const blob = new Blob([bytes], { type: OUTPUT_FORMATS[format].mime });
    setResult({ blob, url: URL.createObjectURL(blob), format, quality, width, height, fileName: outputFileName(picked.file.name, format) });
    setProgress(conversionProgress('done'));
    setBusy(false);
    notify.success(`Converted to ${OUTPUT_FORMATS[format].label}`);
    await sleep(300);
    if (alive()) setProgress(null);
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
              <Button variant="primary" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => void convert()} disabled={busy}>
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
