import { useEffect, useMemo, useRef, useState } from 'react';
import { ArrowDownUp, Wand2 } from 'lucide-react';
import { Alert, Button, Card, ExampleButton, List, Muted, Select, Spinner, Stack, Switch, TabPanel, Tabs, TextInputPanel, TextOutputPanel, Toolbar, usePalette } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { notify } from '../../src/lib/notify';
import { useToolJob } from '../../src/lib/useToolJob';
import { formatBytes } from '../../src/lib/bytes';
import { useToolOptions } from '../../src/lib/useToolOptions';
import type { HtmlWarning } from './analyse';
import { DEBOUNCE_MS, DOWNLOAD_NAMES, flipDirection, type Direction } from './constants';
import { previewDocument } from './preview';
import { setSrcdoc } from '../../src/lib/trustedHtml';
import { WORKER_THRESHOLD, needsManualConvert } from './stringJob';
import { htmlJobs } from './jobs';
import { optionsSpec } from './options';
import { useMainAction, useToolInput } from '../../src/lib/toolScope';


const TABS = [
  { id: 'html-to-text', label: 'HTML to Text' },
  { id: 'text-to-html', label: 'Text to HTML' },
] as const;

const LINE_BREAK_OPTIONS = [
  { value: 'paragraphs', label: 'Paragraphs (<p> and <br>)' },
  { value: 'br', label: 'Line breaks only (<br>)' },
  { value: 'escape', label: 'Keep newlines (escape only)' },
] as const;

const jobs = jobClient(htmlJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

/** Lets the busy state paint before a long DOMParser run blocks the page. */
const PAINT_DELAY_MS = 30;
const CONVERT_FAILED = 'The HTML could not be converted.';
const FORMAT_FAILED = 'Failed to format HTML';

const EXAMPLES = {
  html: '<h1>Release notes</h1>\n<p>Version <b>2.0</b> is out &amp; ready.</p>\n<ul><li>Faster</li><li>Smaller</li></ul>',
  text: 'Tom & Jerry say "5 < 6"',
};

export default function HtmlTextTool() {
  const spec = optionsSpec;
  const [options, setOptions] = useToolOptions(spec);
  const palette = usePalette();
  const [direction, setDirection] = useState<Direction>('html-to-text');
  const [input, setInput] = useToolInput();
  const [output, setOutput] = useState('');
  const [warnings, setWarnings] = useState<HtmlWarning[]>([]);
  const [error, setError] = useState<string | null>(null);
  // the large input the user asked to convert; anything else over the limit waits
  const [approved, setApproved] = useState<string | null>(null);

  const request = useMemo(
    () => ({ input, direction, listMarkers: options.listMarkers, lineBreaks: options.lineBreaks }),
    [input, direction, options.listMarkers, options.lineBreaks],
  );
  const large = direction === 'html-to-text' && needsManualConvert(input);
  const paused = large && approved !== input;
  const conversion = useToolJob(jobs, 'convert', {
    input: paused ? null : request,
    debounceMs: DEBOUNCE_MS,
    inline: (job) => job.direction === 'html-to-text' || job.input.length < WORKER_THRESHOLD,
    delayMs: large ? PAINT_DELAY_MS : 0,
    timeLimit: 30_000,
    onResult: (result) => {
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setOutput(result.output);
      setWarnings(result.warnings);
      setError(null);
    },
    onError: (e, job) => setError(job.direction === 'html-to-text' ? CONVERT_FAILED : e.message),
    onClear: () => setError(null),
  });
  const formatting = useToolJob(jobs, 'format', {
    inline: (html) => html.length < WORKER_THRESHOLD,
    timeLimit: 30_000,
    onResult: (result) => {
      if (result.ok) {
        setOutput(result.output);
        setError(null);
      } else {
        setError(result.error);
      }
    },
    onError: () => {
      setError(FORMAT_FAILED);
    },
  });
  const busy = conversion.busy || formatting.busy;

  const changeDirection = (next: Direction) => {
    if (next === direction) return;
    setDirection(next);
    setOutput('');
    setWarnings([]);
  };

  const swap = () => {
    const previous = input;
    setInput(output);
    setOutput(previous);
    setDirection(flipDirection(direction));
    setWarnings([]);
  };

  const clear = () => {
    setInput('');
    setOutput('');
    setWarnings([]);
    setError(null);
  };

  const formatOutput = () => {
    if (output) formatting.run(output);
    else notify.info('No output to format');
  };

  const toText = direction === 'html-to-text';
  const previewDoc = useMemo(() => {
    if (toText || !output || output.length > WORKER_THRESHOLD) return null;
    // sanitised, and shown in a sandboxed frame whose policy forbids every request
    return previewDocument(output, palette);
  }, [toText, output, palette]);
  // set through the DOM: srcdoc takes TrustedHTML, which React would turn into a plain string
  const previewFrame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (previewFrame.current && previewDoc) setSrcdoc(previewFrame.current, previewDoc);
  }, [previewDoc]);

  useMainAction(() => (paused ? setApproved(input) : conversion.run(request)));

  return (
    <Stack>
      <Tabs label="Conversion direction" items={TABS} value={direction} onChange={changeDirection} idBase="html-text" />
      <TabPanel idBase="html-text" id={direction}>
        <Stack>
          <Card title="Input">
            <Stack $gap="md">
              <TextInputPanel
                label={toText ? 'HTML input' : 'Text input'}
                placeholder={toText ? 'Paste HTML here, e.g. <p>Hello <b>world</b></p>' : 'Type or paste text to escape as HTML…'}
                value={input}
                onChange={setInput}
                minHeight={200}
                onClear={clear}
                clearDisabled={!input && !output}
                actions={<ExampleButton onClick={() => setInput(toText ? EXAMPLES.html : EXAMPLES.text)} />}
              />
              <Toolbar $justify="between">
                <Toolbar>
                  <Button icon={<ArrowDownUp size={16} aria-hidden="true" />} onClick={swap} disabled={busy}>
                    Swap
                  </Button>
                  {!toText && (
                    <Button icon={<Wand2 size={16} aria-hidden="true" />} onClick={formatOutput} disabled={busy}>
                      Format HTML
                    </Button>
                  )}
                  {busy && <Spinner label="Converting" />}
                </Toolbar>
                {toText ? (
                  <Switch label="List markers (- and 1.)" checked={options.listMarkers} onChange={(listMarkers) => setOptions({ ...options, listMarkers })} />
                ) : (
                  <Select
                    label="Line breaks"
                    value={options.lineBreaks}
                    options={LINE_BREAK_OPTIONS}
                    onChange={(lineBreaks) => setOptions({ ...options, lineBreaks })}
                  />
                )}
              </Toolbar>
              {paused && (
                <Alert tone="info" title="Large input">
                  <p style={{ margin: '0 0 8px' }}>
                    This HTML is {formatBytes(input.length)}. Automatic conversion is paused above 1 MB so the page stays responsive while you edit.
                  </p>
                  <Button variant="primary" size="sm" onClick={() => setApproved(input)} disabled={busy}>
                    Convert now
                  </Button>
                </Alert>
              )}
              {error && <Alert>{error}</Alert>}
            </Stack>
          </Card>

          <Card title="Output">
            <TextOutputPanel
              label={toText ? 'Text output' : 'HTML output'}
              value={output}
              placeholder="The result appears here as you type."
              download={{ fileName: toText ? DOWNLOAD_NAMES.text : DOWNLOAD_NAMES.html, mimeType: toText ? 'text/plain;charset=utf-8' : 'text/html;charset=utf-8' }}
            />
          </Card>

          {toText ? (
            <Card title="Warnings">
              {warnings.length > 0 ? (
                <List aria-label="HTML warnings">
                  {warnings.map((w) => (
                    <li key={w.code}>{w.message}</li>
                  ))}
                </List>
              ) : (
                <Muted>{input.trim() && !paused ? 'No problems found in the HTML.' : 'Problems in the HTML (parse errors, unclosed tags, script mismatches) are listed here.'}</Muted>
              )}
            </Card>
          ) : (
            previewDoc && (
              <Card title="Preview">
                <iframe
                  title="HTML preview"
                  sandbox=""
                  ref={previewFrame}
                  style={{ width: '100%', height: 220, border: `1px solid ${palette.border}`, borderRadius: 6, background: palette.surface }}
                />
              </Card>
            )
          )}
        </Stack>
      </TabPanel>
    </Stack>
  );
}
