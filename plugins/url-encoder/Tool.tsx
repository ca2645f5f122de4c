import { useMemo, useState } from 'react';
import { ArrowDownUp, Eraser } from 'lucide-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  DownloadButton,
  isLargeOutput,
  OptionsForm,
  OutputArea,
  PasteButton,
  Spinner,
  Stack,
  TabPanel,
  Tabs,
  TextArea,
  TwoColumns,
  LARGE_INPUT,
  LargeText,
} from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import {
  DEBOUNCE_MS,
  DEFAULT_URL_DIRECTION,
  DEFAULT_URL_TARGET,
  MESSAGES,
  WORKER_THRESHOLD,
  countChars,
  downloadName,
  isUrlTarget,
  swap,
  type UrlDirection,
} from './logic';
import { optionsSpec } from './options';
import { urlJobs } from './jobs';


const jobs = jobClient(urlJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const Count = styled.p`
  margin: 4px 0 0;
  text-align: right;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const TABS = [
  { id: 'encode', label: 'Encode' },
  { id: 'decode', label: 'Decode' },
] as const;

function charCount(text: string) {
  const n = countChars(text);
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'character' : 'characters'}`;
}

export default function UrlEncoderTool() {
  const spec = optionsSpec;
  const [options, setOptions] = useToolOptions(spec);
  const target = isUrlTarget(options.target) ? options.target : DEFAULT_URL_TARGET;
  const [direction, setDirection] = useState<UrlDirection>(DEFAULT_URL_DIRECTION);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  // the direction the current output was produced in: names the download after a swap too
  const [outputDirection, setOutputDirection] = useState<UrlDirection>(DEFAULT_URL_DIRECTION);
  const [error, setError] = useState<string | null>(null);

  const request = useMemo(() => ({ input, direction, target }), [input, direction, target]);
  const conversion = useToolJob(jobs, 'convert', {
    input: request,
    debounceMs: DEBOUNCE_MS,
    inline: (converted) => converted.input.length < WORKER_THRESHOLD,
    timeoutMs: 20_000,
    onResult: (result, converted) => {
      setOutput(result.ok ? result.output : '');
      setError(result.ok ? null : result.error);
      if (result.ok) setOutputDirection(converted.direction);
    },
    onError: (_error, converted) => {
      setOutput('');
      setError(converted.direction === 'encode' ? MESSAGES.encodeFailed : MESSAGES.decodeFailed);
    },
  });
  const busy = conversion.busy;

  const onSwap = () => {
    const next = swap({ output, direction });
    setInput(next.input);
    setDirection(next.direction);
    setOutput('');
    setError(null);
  };
  const onClear = () => {
    setInput('');
    setOutput('');
    setError(null);
  };
  const verb = direction === 'encode' ? 'encode' : 'decode';
  const inputLabel = direction === 'encode' ? 'Text to encode' : 'Text to decode';
  const inputActions = (
    <>
      <PasteButton onPaste={setInput} />
      <Button size="sm" icon={<Eraser size={16} aria-hidden="true" />} onClick={onClear} disabled={!input && !output}>
        Clear
      </Button>
    </>
  );

  return (
    <Stack>
      <Card title="Mode and options">
        <Stack $gap="md">
          <div>
            <Tabs items={TABS} value={direction} onChange={setDirection} label="Mode" idBase="url-mode" />
          </div>
          <OptionsForm
            schema={spec.schema}
            uiSchema={spec.uiSchema}
            value={options}
            idPrefix="url-options"
            onChange={(value) => {
              if (isUrlTarget(value.target) && value.target !== options.target) setOptions({ target: value.target });
            }}
          />
        </Stack>
      </Card>
      <TabPanel idBase="url-mode" id={direction}>
        <TwoColumns>
          <Card title="Input">
            {input.length > LARGE_INPUT ? (
              <LargeText label={inputLabel} text={input} actions={inputActions} height={260} note="large text shown read-only so the page stays fast; Clear to type new text" />
            ) : (
              <TextArea
                label={inputLabel}
                placeholder={direction === 'encode' ? 'Type or paste text or a URL to encode…' : 'Paste percent-encoded text, e.g. hello%20world…'}
                value={input}
                onChange={(e) => setInput(e.target.value)}
                showCount={false}
                minHeight={220}
                invalid={error !== null}
                actions={inputActions}
              />
            )}
            {input.length <= LARGE_INPUT && <Count data-testid="input-count">{charCount(input)}</Count>}
          </Card>
          <Card title="Output" actions={busy ? <Spinner label={`Converting (${verb})`} /> : undefined}>
            <Stack $gap="sm">
              <OutputArea
                label={direction === 'encode' ? 'Encoded output' : 'Decoded output'}
                value={output}
                placeholder="The result appears here as you type."
                showCount={false}
                minHeight={220}
                actions={
                  <>
                    <Button size="sm" icon={<ArrowDownUp size={16} aria-hidden="true" />} onClick={onSwap} disabled={!output || busy}>
                      Swap
                    </Button>
                    <CopyButton value={output} />
                    <DownloadButton getData={() => output} fileName={() => downloadName(outputDirection)} />
                  </>
                }
              />
              {!isLargeOutput(output) && <Count data-testid="output-count">{charCount(output)}</Count>}
              {error && <Alert>{error}</Alert>}
            </Stack>
          </Card>
        </TwoColumns>
      </TabPanel>
    </Stack>
  );
}
