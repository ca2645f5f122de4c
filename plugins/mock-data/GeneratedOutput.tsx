import { useMemo } from 'react';
import { formatBytes, utf8Length } from '@/lib/bytes';
import { Button, Card, CopyButton, DownloadButton, Muted, OutputArea, Stack, Toolbar } from '@/ui';
import { DOWNLOAD_FILE_NAME } from './constants';

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
}

/** The Output card: the generated JSON with Copy and Download, and a summary of items, size and seed. */
export function GeneratedOutput({ output, busy, runs, generated, seed, onKeepSeed }: GeneratedOutputProps) {
  const outputBytes = useMemo(() => utf8Length(output), [output]);
  return (
    <Card title="Output" aria-busy={busy} data-runs={runs} data-testid="mock-data-output">
      <Stack $gap="sm">
        <OutputArea
          label="Generated JSON"
          hideLabel
          value={output}
          showCount={false}
          placeholder="Press Generate to create mock data."
          minHeight={260}
          actions={
            <>
              <CopyButton value={output} />
              <DownloadButton
                getData={() => output}
                fileName={DOWNLOAD_FILE_NAME}
                mimeType="application/json;charset=utf-8"
              />
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
