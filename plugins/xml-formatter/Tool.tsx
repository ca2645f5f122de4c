import { useMemo, useRef, useState } from 'react';
import { FileText } from 'lucide-react';
import styled from 'styled-components';
import { Alert, Badge, Button, Card, CodeOutput, type CodeEditorControl, type EditorMark, CopyButton, DownloadButton, LARGE_INPUT, Muted, useSiteMode, ProgressBar, Select, Stack, StaleOutput, TextInputPanel, Toolbar } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { DEFAULT_INDENT, FILE_NAMES, MESSAGES } from './constants';
import type { XmlAction, XmlJobResult } from './process';
import { DEFAULT_THEME_CHOICE, EDITOR_PALETTES, THEMES, THEME_CHOICES, resolveTheme, type XmlThemeChoice } from './themes';
import { offsetOfPosition } from './position';
import { xmlJobs, type XmlJob } from './jobs';
import { INDENTS, optionsSpec } from './options';
import { useMainAction, useToolInput } from '../../src/lib/toolScope';


/** Below this size saxes takes well under 50 ms, so the worker's start-up is not worth it. */
const INLINE_LIMIT = 150_000;

const jobs = jobClient(xmlJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<!-- A sample catalogue -->
<catalog xmlns="urn:example:catalog" xmlns:x="urn:example:extra"><book id="bk101" x:format="paperback"><author>Gambardella, Matthew</author><title>XML Developer's Guide</title><price currency="USD">44.95</price><description><![CDATA[An in-depth look at <XML> & friends.]]></description></book><?render mode="compact"?><book id="bk102"><author>Ralls, Kim</author><title>Midnight Rain</title><price currency="EUR">5.95</price></book></catalog>`;

const THEME_LABELS: Record<XmlThemeChoice, string> = { site: 'Site theme (light or dark)', 'vs-dark': 'vs-dark', 'vs-light': 'vs-light', monokai: 'monokai' };

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 160px;
  padding: 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const INPUT_ID = 'xml-input';
/** Larger inputs are shown read-only in the virtualised view, which has no caret to move. */
const MAX_GO_TO = LARGE_INPUT;

const ErrorAt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 4px;
  strong { display: inline; margin: 0; }
`;

interface Shown {
  result: XmlJobResult;
  action: XmlAction;
  /** the input and indent it was made from: output of an older input is marked out of date */
  xml: string;
  indent: XmlJob['indent'];
}

export default function XmlFormatterTool() {
  const [options, setOptions] = useToolOptions(optionsSpec);
  const themeChoice: XmlThemeChoice = THEME_CHOICES.includes(options.theme) ? options.theme : DEFAULT_THEME_CHOICE;
  const themeId = resolveTheme(themeChoice, useSiteMode());
  const indent = options.indent || DEFAULT_INDENT;
  const palette = THEMES[themeId];
  const [input, setInput] = useToolInput();
  const [action, setAction] = useState<XmlAction>('format');
  const [shown, setShown] = useState<Shown | null>(null);
  const [validity, setValidity] = useState<boolean | null>(null);
  const [error, setError] = useState<{ title?: string; message: string; line?: number; column?: number; offset?: number } | null>(null);
  const editor = useRef<CodeEditorControl>(null);
  const request = useMemo<XmlJob>(() => ({ xml: input, action, indent }), [input, action, indent]);
  const processing = useToolJob(jobs, 'process', {
    // the output follows the input with the last chosen action; a huge input waits for Format or Minify (Ctrl+Enter)
    input: input.trim() === '' ? null : input.length < INLINE_LIMIT ? request : undefined,
    inline: (job) => job.xml.length < INLINE_LIMIT,
    timeLimit: 60_000,
    onResult: (result, job) => {
      setValidity(result.validation.isValid);
      if (result.validation.isValid) {
        setError(null);
        setShown({ result, action: job.action, xml: job.xml, indent: job.indent });
        return;
      }
      const message = result.validation.errorMessage || MESSAGES.invalidXml;
      setShown(null);
      const { line, column } = result.validation;
      setError({ title: MESSAGES.invalidXml, message, line, column, offset: line && column ? offsetOfPosition(job.xml, line, column) : undefined });
    },
    onError: (e, job) => {
      const failed = job.action === 'format' ? MESSAGES.formatFailed : MESSAGES.minifyFailed;
      setShown(null);
      setError({ title: failed, message: e.message });
    },
    onClear: () => {
      setShown(null);
      setError(null);
      setValidity(null);
    },
  });
  const busy = processing.busy ? action : null;
  const { cancel } = processing;

  const start = (next: XmlAction) => {
    if (busy) return;
    setError(null);
    if (input.trim() === '') {
      setError({ message: MESSAGES.emptyInput });
      setValidity(null);
      return;
    }
    setAction(next);
    processing.run({ xml: input, action: next, indent });
  };

  const clear = () => {
    cancel();
    setInput('');
    setShown(null);
    setError(null);
    setValidity(null);
  };

  const output = shown?.result.output ?? '';

  // like the JSON validator: put the caret on the character where parsing stopped
  const errorOffset = error?.offset;
  const marks = useMemo<readonly EditorMark[]>(() => (errorOffset === undefined ? [] : [{ from: errorOffset, to: errorOffset + 1, kind: 'error' }]), [errorOffset]);
  const goToError = () => {
    if (errorOffset !== undefined) editor.current?.select(errorOffset, errorOffset + 1);
  };
  useMainAction(() => start(action));

  return (
    <Stack>
      <Card
        title="Input"
        actions={
          validity === null ? null : (
            <Badge $tone={validity ? 'success' : 'danger'} role="status" aria-label={validity ? MESSAGES.validBadge : MESSAGES.invalidBadge}>
              {validity ? MESSAGES.validBadge : MESSAGES.invalidBadge}
            </Badge>
          )
        }
      >
        <Stack $gap="md">
          <TextInputPanel
            label="XML input"
            id={INPUT_ID}
            placeholder="Paste or type XML here…"
            value={input}
            onChange={(text) => {
              setInput(text);
              setValidity(null);
            }}
            minHeight={260}
            invalid={validity === false}
            language="xml"
            marks={marks}
            control={editor}
            onClear={clear}
            clearDisabled={!input && !output && !error}
            actions={
              <Button size="sm" icon={<FileText size={16} aria-hidden="true" />} onClick={() => setInput(SAMPLE)}>
                Load sample
              </Button>
            }
          />
          <Toolbar $justify="between">
            <Toolbar>
              <Button variant="primary" onClick={() => start('format')} disabled={busy !== null}>
                {busy === 'format' ? 'Formatting...' : 'Format'}
              </Button>
              <Button variant="primary" onClick={() => start('minify')} disabled={busy !== null}>
                {busy === 'minify' ? 'Minifying...' : 'Minify'}
              </Button>
              {busy && (
                <Button variant="ghost" onClick={cancel}>
                  Cancel
                </Button>
              )}
            </Toolbar>
            <Toolbar>
              <Select
                label="Indent"
                value={String(indent)}
                options={INDENTS.map((n) => ({ value: String(n), label: `${n} spaces` }))}
                onChange={(v) => setOptions({ ...options, indent: INDENTS.find((n) => String(n) === v) ?? indent })}
              />
              <Select<XmlThemeChoice>
                label="Colour theme"
                value={themeChoice}
                options={THEME_CHOICES.map((id) => ({ value: id, label: THEME_LABELS[id] }))}
                onChange={(theme) => setOptions({ ...options, theme })}
              />
            </Toolbar>
          </Toolbar>
          {busy && <ProgressBar value={Math.round(processing.progress ?? 0)} label={busy === 'format' ? 'Formatting progress' : 'Minifying progress'} />}
          {error && (
            <Alert title={error.title}>
              {/* the position is shown once, below, as words */}
              <span style={{ whiteSpace: 'pre-wrap' }}>{error.line ? error.message.replace(/^\d+:\d+: /, '') : error.message}</span>
              {error.line && error.column && (
                <ErrorAt>
                  <strong>
                    Line {error.line}, Column {error.column}
                  </strong>
                  {input.length <= MAX_GO_TO && (
                    <Button size="sm" variant="ghost" onClick={goToError}>
                      Go to error
                    </Button>
                  )}
                </ErrorAt>
              )}
            </Alert>
          )}
        </Stack>
      </Card>
      <Card
        title="Output"
        actions={
          <Toolbar>
            <CopyButton value={output} emptyMessage={MESSAGES.noOutputToCopy} />
            <DownloadButton
              getData={() => output}
              fileName={() => shown?.result.fileName ?? FILE_NAMES.format}
              mimeType="application/xml;charset=utf-8"
              emptyMessage={MESSAGES.noOutputToDownload}
            />
          </Toolbar>
        }
      >
        <Stack $gap="sm">
          {shown ? (
            <StaleOutput stale={!busy && (shown.xml !== input || (shown.action === 'format' && shown.indent !== indent))} action={shown.action === 'format' ? 'Format' : 'Minify'}>
              <CodeOutput label={shown.action === 'format' ? 'Formatted XML' : 'Minified XML'} value={output} language="xml" palette={EDITOR_PALETTES[themeId]} minHeight={160} />
              <Muted aria-live="polite">
                {shown.result.characters.toLocaleString('en-US')} characters · {shown.result.tags.toLocaleString('en-US')} tags
              </Muted>
            </StaleOutput>
          ) : (
            <Placeholder style={{ background: palette.background, color: palette.lineNumber }}>Formatted XML will appear here.</Placeholder>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
