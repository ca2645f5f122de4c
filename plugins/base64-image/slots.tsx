import styled from 'styled-components';
import { countOf } from '@/lib/count';
import { Alert, Badge, Card, Facts, List, Muted } from '@/ui';
import { useDrawn } from './drawn';
import { formatDimensions, formatLine, formatSizeKB } from './logic';
import type { ImageSlotProps } from './slotProps';

const Info = styled(Facts)`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Supported = styled(Muted).attrs({ as: 'p' })`
  margin: 12px 0 0;
`;

/** The image the output shows, or null: none yet, an error, or bytes the browser could not draw. */
function useShownImage({ outcome }: ImageSlotProps) {
  const decoded = outcome?.ok ? outcome.details : null;
  const drawn = useDrawn(decoded);
  return { image: drawn?.broken ? null : decoded, natural: drawn?.natural };
}

/** Under the preview: the real format (read from the bytes), the size and the dimensions. */
export function ImageInformation(props: ImageSlotProps) {
  const { image, natural } = useShownImage(props);
  return (
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
        <dd>{image ? formatDimensions(image.dimensions ?? natural) : '—'}</dd>
      </Info>
    </section>
  );
}

/** Under the input: the data URL names another type than the bytes are, and the tool went by the bytes. */
export function FormatCorrected(props: ImageSlotProps) {
  const { image } = useShownImage(props);
  if (!image?.mislabelled) return null;
  return (
    <Alert tone="warning" title="Format corrected">
      The data is labelled {image.declaredType} but the bytes are {image.label}. It is shown and downloaded as{' '}
      {image.label} ({image.fileName}).
    </Alert>
  );
}

/** After the tool: how to use it, and the formats it shows. */
export function HowToUse() {
  return (
    <Card title="How to use">
      <List as="ol">
        <li>Paste a Base64 string or a data URL (for example data:image/png;base64,…) into the input, or use Paste.</li>
        <li>The image is decoded in your browser and shown in the preview; nothing is uploaded.</li>
        <li>
          Check the information box: the format is read from the image bytes themselves, so a mislabelled prefix is
          corrected.
        </li>
        <li>Use Copy URL for a correctly typed data URL, or Download to save the image with the right extension.</li>
      </List>
      <Supported>
        Supported: PNG, JPEG, GIF, WebP, BMP, SVG and ICO. SVG images are shown as pictures only: their scripts never
        run and they load nothing.
      </Supported>
    </Card>
  );
}
