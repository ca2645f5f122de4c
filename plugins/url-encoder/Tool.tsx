import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert, Card, ExampleButton, OptionsForm, Spinner, Stack, TabPanel, Tabs, TextInputPanel, TextOutputPanel, TwoColumns } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { countOf } from '../../src/lib/count';
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
import { badEscapeText, type BadEscape } from './badEscape';
import { useMainAction, useToolInput } from '../../src/lib/toolScope';

const jobs = jobClient(urlJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const TABS = [
  { id: 'encode', label: 'Encode' },
  { id: 'decode', label: 'Decode' },
] as const;

function charCount(text: string) {
  return countOf(countChars(text), 'character');
}

/** The error sits under the input it is about. */
const InputError = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;
const EXAMPLES: Record<UrlDirection, string> = {
  encode: 'https://example.com/search?q=café & crème&page=1',
  decode: 'q%3Dcaf%C3%A9%20%26%20cr%C3%A8me%26page%3D1',
};

export default function UrlEncoderTool() {
  const spec = optionsSpec;
  const [options, setOptions] = useToolOptions(spec);
  const target = isUrlTarget(options.target) ? options.target : DEFAULT_URL_TARGET;
  const [direction, setDirection] = useState<UrlDirection>(DEFAULT_URL_DIRECTION);
  const [input, setInput] = useToolInput();
  const [output, setOutput] = useState('');
  // the direction the current output was produced in: names the download after a swap too
  const [outputDirection, setOutputDirection] = useState<UrlDirection>(DEFAULT_URL_DIRECTION);
  const [error, setError] = useState<string | null>(null);
  const [escape, setEscape] = useState<BadEscape | null>(null);

  const request = useMemo(() => ({ input, direction, target }), [input, direction, target]);
  const conversion = useToolJob(jobs, 'convert', {
    input: request,
    debounceMs: DEBOUNCE_MS,
    inline: (converted) => converted.input.length < WORKER_THRESHOLD,
    timeLimit: 20_000,
    onResult: (result, converted) => {
      setOutput(result.ok ? result.output : '');
      setError(result.ok ? null : result.error);
      setEscape(!result.ok && result.escape ? result.escape : null);
      if (result.ok) setOutputDirection(converted.direction);
    },
    onError: (_error, converted) => {
      setOutput('');
      setEscape(null);
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
  useMainAction(() => conversion.run(request));

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
            <TextInputPanel
              label={inputLabel}
              placeholder={direction === 'encode' ? 'Type or paste text or a URL to encode…' : 'Paste percent-encoded text, e.g. hello%20world…'}
              value={input}
              onChange={setInput}
              minHeight={220}
              invalid={error !== null}
              onClear={onClear}
              clearDisabled={!input && !output}
              countText={charCount(input)}
              countTestId="input-count"
              actions={<ExampleButton onClick={() => setInput(EXAMPLES[direction])} />}
            />
            {error && (
              <InputError>
                <Alert title={escape ? error : undefined}>{escape ? badEscapeText(escape) : error}</Alert>
              </InputError>
            )}
          </Card>
          <Card title="Output" actions={busy ? <Spinner label={`Converting (${verb})`} /> : undefined}>
            <Stack $gap="sm">
              <TextOutputPanel
                label={direction === 'encode' ? 'Encoded output' : 'Decoded output'}
                value={output}
                placeholder="The result appears here as you type."
                minHeight={220}
                onSwap={onSwap}
                swapDisabled={!output || busy}
                download={{ fileName: () => downloadName(outputDirection) }}
                countText={charCount(output)}
                countTestId="output-count"
              />
            </Stack>
          </Card>
        </TwoColumns>
      </TabPanel>
    </Stack>
  );
}
