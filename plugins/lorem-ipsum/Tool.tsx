import { RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { groupDigits } from '@/lib/count';
import { useMainAction } from '@/lib/toolScope';
import { useToolOptions } from '@/lib/useToolOptions';
import { Button, Card, CopyButton, DownloadButton, OutputArea, Select, Stack, Switch, TextField } from '@/ui';
import {
  DOWNLOAD_FILE_NAME,
  LIMITS,
  MESSAGES,
  defaultCount,
  generate,
  parseCount,
  resolveOptions,
  stats,
  type LoremMode,
} from './logic';
import { optionsSpec } from './options';

const MODE_OPTIONS = [
  { value: 'paragraphs', label: 'Paragraphs' },
  { value: 'words', label: 'Words' },
] as const;

/** How long the Download button reads 'Downloading...'. */
const DOWNLOADING_MS = 1000;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  > div {
    min-width: 0;
  }
`;

const SwitchSlot = styled.div`
  padding-top: 30px;
  @media (max-width: 599px) {
    padding-top: 0;
  }
`;

const Stats = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const newSeed = () => Math.floor(Math.random() * 2 ** 32);
/** The first text is the same on every visit (and in the prerendered page); Regenerate draws a new one. */
const FIRST_SEED = 1;

export default function LoremIpsumTool() {
  // an absent count means the mode's default
  const [raw, setRaw, setOption] = useToolOptions(optionsSpec);
  // the URL check is per property; the per-mode count limit is applied here
  const options = resolveOptions(raw);
  const { mode, count, start } = options;
  const limits = LIMITS[mode];
  const [seed, setSeed] = useState(FIRST_SEED);
  const [countText, setCountText] = useState(String(count));

  useEffect(() => {
    setCountText((text) => (parseCount(text, mode) === count ? text : String(count)));
  }, [count, mode]);

  const text = useMemo(() => generate(mode, count, start, seed), [mode, count, start, seed]);
  const { words, characters } = useMemo(() => stats(text), [text]);
  const countInvalid = parseCount(countText, mode) === null;

  // the mode's default count is left out of the URL, so a link with only a mode gets that default
  const storedCount = (forMode: LoremMode, n: number) => (n === defaultCount(forMode) ? undefined : n);

  const onMode = (next: LoremMode) => {
    if (next === mode) return;
    // a new mode starts at its own default count, which the URL leaves out
    setRaw({ mode: next, start });
  };

  const onCount = (value: string) => {
    setCountText(value);
    const n = parseCount(value, mode);
    // anything but an in-range integer is ignored: the text stays as it is
    if (n !== null && n !== count) setOption('count', storedCount(mode, n));
  };

  const unit = mode === 'paragraphs' ? 'paragraphs' : 'words';

  useMainAction(() => setSeed(newSeed()));

  return (
    <Stack>
      <Card title="Settings">
        <Controls>
          <Select label="Mode" value={mode} options={MODE_OPTIONS} onChange={onMode} />
          <TextField
            id="lorem-count"
            label={`Number of ${unit}`}
            inputMode="numeric"
            autoComplete="off"
            value={countText}
            onChange={(e) => onCount(e.target.value)}
            onBlur={() => setCountText(String(count))}
            hint={`${limits.min}–${limits.max}`}
            error={countInvalid ? `Ignored: enter a whole number from ${limits.min} to ${limits.max}` : undefined}
            style={{ width: 140 }}
          />
          <SwitchSlot>
            <Switch label="Start with standard text" checked={start} onChange={(next) => setOption('start', next)} />
          </SwitchSlot>
        </Controls>
      </Card>
      <Card
        title="Generated text"
        actions={
          <Button size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => setSeed(newSeed())}>
            Regenerate
          </Button>
        }
      >
        <Stack $gap="sm">
          <OutputArea
            label="Lorem ipsum text"
            hideLabel
            value={text}
            showCount={false}
            minHeight={320}
            style={{ fontFamily: 'inherit', fontSize: 15, lineHeight: 1.6 }}
            actions={
              <>
                <CopyButton value={text} copiedLabel={MESSAGES.copied} />
                <DownloadButton
                  getData={() => text}
                  fileName={DOWNLOAD_FILE_NAME}
                  busyLabel={MESSAGES.downloading}
                  busyMs={DOWNLOADING_MS}
                />
              </>
            }
          />
          <Stats role="status" aria-live="polite" aria-label="Word and character count">
            {groupDigits(words)} {words === 1 ? 'word' : 'words'} · {groupDigits(characters)}{' '}
            {characters === 1 ? 'character' : 'characters'}
          </Stats>
        </Stack>
      </Card>
    </Stack>
  );
}
