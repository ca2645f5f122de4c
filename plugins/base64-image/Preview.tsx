import { ImageOff } from 'lucide-react';
import { useMemo } from 'react';
import styled from 'styled-components';
import { bytesBlob } from '@/lib/bytes';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { Alert, Checkerboard, Muted, Stack } from '@/ui';
import { setDrawn, useDrawn } from './drawn';
import { MESSAGES, imageAlt, previewZoom } from './logic';
import type { ImageSlotProps } from './slotProps';

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

const Nothing = styled(Stack)`
  align-items: center;
`;

/**
 * The decoded image, drawn by the browser from a blob: URL of its bytes on a checkerboard (so
 * transparency shows), enlarged when tiny. An SVG shown this way is a picture only: its scripts
 * never run and it loads nothing. Where the browser cannot draw the bytes, it says so instead.
 */
export function ImagePreview({ outcome }: ImageSlotProps) {
  const image = outcome?.ok ? outcome.details : null;
  const drawn = useDrawn(image);
  const blob = useMemo(() => (image ? bytesBlob(image.bytes, image.mime) : null), [image]);
  const url = useObjectUrl(blob);
  if (!image) return null;
  const dimensions = image.dimensions ?? drawn?.natural;
  const zoom = previewZoom(dimensions);
  const enlarged = zoom > 1 && dimensions;
  return (
    <Stack $gap="md">
      {drawn?.broken && <Alert>{MESSAGES.invalidImage}</Alert>}
      <Frame>
        {drawn?.broken ? (
          <Nothing $gap="sm">
            <ImageOff size={32} aria-hidden="true" />
            <p>No image to show.</p>
          </Nothing>
        ) : (
          url && (
            <img
              key={url}
              src={url}
              alt={imageAlt(image.label, dimensions)}
              decoding="async"
              style={
                enlarged
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
                  setDrawn(image, { natural: { width: el.naturalWidth, height: el.naturalHeight } });
              }}
              // the header looked right but the browser cannot decode the pixels
              onError={() => setDrawn(image, { broken: true })}
            />
          )
        )}
      </Frame>
      {enlarged && !drawn?.broken && <Muted>Shown enlarged {zoom}× so small images are visible.</Muted>}
    </Stack>
  );
}
