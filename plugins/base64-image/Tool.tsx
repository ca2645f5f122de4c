import { ImageOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { bytesBlob } from '@/lib/bytes';
import { countOf } from '@/lib/count';
import { jobClient } from '@/lib/jobClient';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { useShownWhenSlow } from '@/lib/useShownWhenSlow';
import { useToolJob } from '@/lib/useToolJob';
import type { ToolProps } from '@/registry/types';
import {
  Alert,
  Badge,
  Card,
  Checkerboard,
  CopyButton,
  DownloadButton,
  Facts,
  List,
  Muted,
  Spinner,
  Stack,
  TextInputPanel,
  Toolbar,
  TwoColumns,
} from '@/ui';
import { base64ImageJobs } from './jobs';
import {
  DECODE_DELAY_MS,
  MESSAGES,
  formatDimensions,
  formatLine,
  formatSizeKB,
  toDataUrl,
  type DecodedImage,
  type Dimensions,
} from './logic';

const jobs = jobClient(base64ImageJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

/** A spinner appears only when decoding is not done almost at once. */
const SPINNER_DELAY_MS = 80;

const Frame = styled(Checkerboard)`
  min-height: 240px;
  max-height: 480px;
  padding: ${({ theme }) => theme.space.md};
  overflow: auto;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  img {
    display: block;
    max-width: 100%;
    max-height: 456px;
    object-fit: contain;
    image-rendering: auto;
  }
  p {
    margin: 0;
  }
`;

const Info = styled(Facts)`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

type Decoded = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'ready'; image: DecodedImage };
type State = Decoded | { kind: 'busy' };

export default function Base64ImageTool({ embedded }: ToolProps) {
  const level = embedded ? 3 : 2;
  const [input, setInput] = useToolInput();
  const decoding = useToolJob(jobs, 'decode', { input, debounceMs: DECODE_DELAY_MS, policy: 'imagePreview' });
  const { result, error } = decoding;
  // what the browser made of the decoded image: its natural size, or that it cannot draw it
  const [drawn, setDrawn] = useState<{ of: DecodedImage; natural?: Dimensions; broken?: boolean } | null>(null);
  const decoded = useMemo<Decoded>(() => {
    if (error) return { kind: 'error', message: MESSAGES.invalidBase64 };
    if (!result) return { kind: 'idle' };
    if (!result.ok) return 'empty' in result ? { kind: 'idle' } : { kind: 'error', message: result.error };
    // the header looked right but the browser cannot decode the pixels
    if (drawn?.of === result && drawn.broken) return { kind: 'error', message: MESSAGES.invalidImage };
    return { kind: 'ready', image: result };
  }, [result, error, drawn]);
  const natural = drawn && drawn.of === result ? drawn.natural : undefined;
  const slow = useShownWhenSlow(decoding.busy, SPINNER_DELAY_MS);
  // a blank field shows nothing at once, without waiting for the debounce
  const state: State = input.trim() === '' ? { kind: 'idle' } : slow ? { kind: 'busy' } : decoded;
  const image = state.kind === 'ready' ? state.image : null;
  const blob = useMemo(() => (image ? bytesBlob(image.bytes, image.mime) : null), [image]);
  const url = useObjectUrl(blob);

  const dimensions = image?.dimensions ?? natural;
  // tiny images (icons, 1 × 1 pixels) are enlarged so they can be seen at all
  const zoom =
    dimensions && dimensions.width > 0 && dimensions.height > 0
      ? Math.max(1, Math.floor(128 / Math.max(dimensions.width, dimensions.height)))
      : 1;

  useMainAction(() => decoding.run(input));

  return (
    <Stack>
      <TwoColumns>
        <Card title="Base64 input" level={level}>
          <Stack $gap="md">
            <TextInputPanel
              label="Base64 string or data URL"
              placeholder={'Paste a data URL (data:image/png;base64,…) or raw Base64…'}
              value={input}
              onChange={setInput}
              invalid={state.kind === 'error'}
              minHeight={260}
              onClear={() => setInput('')}
            />
            {state.kind === 'error' && <Alert>{state.message}</Alert>}
            {image?.mislabelled && (
              <Alert tone="warning" title="Format corrected">
                The data is labelled {image.declaredType} but the bytes are {image.label}. It is shown and downloaded as{' '}
                {image.label} ({image.fileName}).
              </Alert>
            )}
          </Stack>
        </Card>
        <Card
          title="Preview"
          level={level}
          actions={
            <Toolbar>
              <CopyButton label="Copy URL" value={() => (image ? toDataUrl(image) : '')} disabled={!image} />
              <DownloadButton
                getData={() =>
                  image ? new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.mime }) : null
                }
                fileName={() => image?.fileName ?? 'image.png'}
                mimeType={image?.mime}
                disabled={!image}
              />
            </Toolbar>
          }
        >
          <Stack $gap="md">
            <Frame>
              {state.kind === 'busy' && <Spinner label="Decoding image" size={28} />}
              {image && url && (
                <img
                  key={url}
                  src={url}
                  alt={`Decoded ${image.label} image${dimensions ? `, ${formatDimensions(dimensions)} pixels` : ''}`}
                  decoding="async"
                  style={
                    zoom > 1 && dimensions
                      ? {
                          width: dimensions.width * zoom,
                          height: dimensions.height * zoom,
                          imageRendering: 'pixelated',
                        }
                      : undefined
                  }
                  referrerPolicy="no-referrer"
                  onLoad={(e) => {
                    const el = e.currentTarget;
                    if (!image.dimensions && el.naturalWidth > 0)
                      setDrawn({ of: image, natural: { width: el.naturalWidth, height: el.naturalHeight } });
                  }}
                  onError={() => setDrawn({ of: image, broken: true })}
                />
              )}
              {(state.kind === 'idle' || state.kind === 'error') && (
                <Stack $gap="sm" style={{ alignItems: 'center' }}>
                  <ImageOff size={32} aria-hidden="true" />
                  <p>{state.kind === 'error' ? 'No image to show.' : 'Your image preview appears here.'}</p>
                </Stack>
              )}
            </Frame>
            {image && zoom > 1 && <Muted>Shown enlarged {zoom}× so small images are visible.</Muted>}
            <section aria-label="Image information">
              <Info>
                <dt>Format</dt>
                <dd>
                  {image ? formatLine(image) : '—'} {image?.mislabelled && <Badge $tone="warning">corrected</Badge>}
                </dd>
                <dt>File size</dt>
                <dd>
                  {image ? (
                    <>
                      {formatSizeKB(image.sizeKB)} <Muted>({countOf(image.byteLength, 'byte')})</Muted>
                    </>
                  ) : (
                    '—'
                  )}
                </dd>
                <dt>Dimensions</dt>
                <dd>{image ? formatDimensions(dimensions) : '—'}</dd>
              </Info>
            </section>
          </Stack>
        </Card>
      </TwoColumns>
      <Card title="How to use" level={level}>
        <List as="ol">
          <li>
            Paste a Base64 string or a data URL (for example data:image/png;base64,…) into the input, or use Paste.
          </li>
          <li>The image is decoded in your browser and shown in the preview; nothing is uploaded.</li>
          <li>
            Check the information box: the format is read from the image bytes themselves, so a mislabelled prefix is
            corrected.
          </li>
          <li>Use Copy URL for a correctly typed data URL, or Download to save the image with the right extension.</li>
        </List>
        <Muted as="p" style={{ marginTop: 12, marginBottom: 0 }}>
          Supported: PNG, JPEG, GIF, WebP, BMP, SVG and ICO. SVG images are shown as pictures only: their scripts never
          run and they load nothing.
        </Muted>
      </Card>
    </Stack>
  );
}
