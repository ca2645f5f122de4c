import { useObjectUrl } from '@/lib/useObjectUrl';
import { Badge, Card, DownloadButton, Facts, Stack } from '@/ui';
import { Checker } from './ImageFrame';
import { MESSAGES, OUTPUT_FORMATS, formatEstimatedSize, showsQuality, sizeChange, type OutputFormat } from './logic';

/** A finished conversion: the encoded image and what it was made with. */
export interface Converted {
  blob: Blob;
  format: OutputFormat;
  quality: number;
  width: number;
  height: number;
  fileName: string;
}

export interface ConversionResultProps {
  result: Converted;
  /** The size of the original file, to compare with; null when it was removed. */
  originalSize: number | null;
}

/** The Result card: the converted image with its format, dimensions, estimated size and file name, and Download. */
export function ConversionResult({ result, originalSize }: ConversionResultProps) {
  const url = useObjectUrl(result.blob);
  return (
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
        <Checker>{url && <img src={url} alt={`Converted image (${OUTPUT_FORMATS[result.format].label})`} />}</Checker>
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
            {formatEstimatedSize(result.blob.size)}{' '}
            {originalSize !== null && <Badge>{sizeChange(originalSize, result.blob.size)} vs original</Badge>}
          </dd>
          <dt>File name</dt>
          <dd>{result.fileName}</dd>
        </Facts>
      </Stack>
    </Card>
  );
}
