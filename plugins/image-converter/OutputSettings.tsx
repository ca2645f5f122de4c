import { RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { Alert, Button, Card, Label, Muted, ProgressBar, Select, Stack, Toolbar } from '@/ui';
import { OUTPUT_FORMATS, OUTPUT_FORMAT_LIST, QUALITY, clampQuality, showsQuality, type OutputFormat } from './logic';

const Slider = styled.input`
  width: 100%;
  max-width: 360px;
  accent-color: ${({ theme }) => theme.color.primary};
`;

export interface OutputSettingsProps {
  format: OutputFormat;
  onFormat: (format: OutputFormat) => void;
  quality: number;
  onQuality: (quality: number) => void;
  busy: boolean;
  onConvert: () => void;
  progress: number | null;
  error: string | null;
}

/** The Output settings card: format, quality slider, the format's guide, Convert, progress and the error. */
export function OutputSettings({
  format,
  onFormat,
  quality,
  onQuality,
  busy,
  onConvert,
  progress,
  error,
}: OutputSettingsProps) {
  const info = OUTPUT_FORMATS[format];
  return (
    <Card title="Output settings">
      <Stack $gap="md">
        <Select
          label="Output format"
          value={format}
          options={OUTPUT_FORMAT_LIST.map((f) => ({ value: f, label: OUTPUT_FORMATS[f].label }))}
          onChange={onFormat}
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
              onChange={(e) => onQuality(clampQuality(Number(e.target.value)))}
            />
            <Muted style={{ display: 'block' }}>Lower quality gives smaller files.</Muted>
          </div>
        )}
        <Muted>{info.guide}</Muted>
        <Toolbar>
          <Button
            variant="primary"
            icon={<RefreshCw size={16} aria-hidden="true" />}
            onClick={onConvert}
            disabled={busy}
          >
            {busy ? 'Converting...' : 'Convert'}
          </Button>
        </Toolbar>
        {progress !== null && <ProgressBar value={progress} label="Conversion progress" />}
        {error && <Alert>{error}</Alert>}
      </Stack>
    </Card>
  );
}
