import { useEffect, useMemo, useState } from 'react';
import { formatBytes, utf8Length } from '@/lib/bytes';
import { Button, Card, CopyButton, DownloadButton, Muted, OutputArea, Select, Stack, Toolbar } from '@/ui';
import { OUTPUT_FORMATS } from './options';
import { FORMAT_INFO, formatOutput, type OutputFormat } from './outputFormats';

/** What the last run made: how many items, with which seed. */
export interface Generated {
  items: number;
  seed: number;
}

export interface GeneratedOutputProps {
  output: string;
  busy: boolean;
  /** Runs that ended, so tests and assistive tech can tell a new result from an identical old one. */
  runs: number;
  generated: Generated | null;
  /** The seed in the options, to offer keeping the last run's seed when it differs. */
  seed: number | undefined;
  onKeepSeed: (seed: number) => void;
  format: OutputFormat;
  onFormat: (format: OutputFormat) => void;
}

/** The output in the chosen format; JSON is the output as made, the others are written from it. */
function useFormatted(json: string, format: OutputFormat): string {
  const [written, setWritten] = useState<{ json: string; format: OutputFormat; text: string } | null>(null);
  useEffect(() => {
    if (format === 'json') return;
    let current = true;
    void formatOutput(json, format).then((text) => current && setWritten({ json, format, text }));
    return () => {
      current = false;
    };
  }, [json, format]);
  if (format === 'json') return json;
  return written && written.json === json && written.format === format ? written.text : '';
}

/** The Output card: the generated items as JSON, CSV, SQL INSERT or YAML with Copy and Download, and a summary of items, size and seed. */
export function GeneratedOutput({
  output: json,
  busy,
  runs,
  generated,
  seed,
  onKeepSeed,
  format,
  onFormat,
}: GeneratedOutputProps) {
  const output = useFormatted(json, format);
  const outputBytes = useMemo(() => utf8Length(output), [output]);
  const info = FORMAT_INFO[format];
  return (
    <Card
      title="Output"
      aria-busy={busy}
      data-runs={runs}
      data-testid="mock-data-output"
      actions={
        <Select<OutputFormat>
          label="Output format"
          value={format}
          options={OUTPUT_FORMATS.map((f) => ({ value: f, label: FORMAT_INFO[f].label }))}
          onChange={onFormat}
        />
      }
    >
      <Stack $gap="sm">
        <OutputArea
          label={`Generated ${info.label}`}
          hideLabel
          value={output}
          showCount={false}
          placeholder="Press Generate to create mock data."
          minHeight={260}
          actions={
            <>
              <CopyButton value={output} />
              <DownloadButton getData={() => output} fileName={info.fileName} mimeType={info.mimeType} />
            </>
          }
        />
        {generated && (
          <Toolbar role="status" aria-label="Generation summary">
            <Muted>
              {generated.items} {generated.items === 1 ? 'item' : 'items'} · {formatBytes(outputBytes)} · seed{' '}
              {generated.seed}
            </Muted>
            {seed !== generated.seed && (
              <Button size="sm" variant="ghost" onClick={() => onKeepSeed(generated.seed)}>
                Keep this seed
              </Button>
            )}
          </Toolbar>
        )}
      </Stack>
    </Card>
  );
}
