import { useMemo, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import styled from 'styled-components';
import { Eraser, FileUp, Pencil, Sparkles } from 'lucide-react';
import { Alert, Badge, Button, Card, CodeView, CopyButton, DownloadButton, List, Muted, OutputArea, ProgressBar, Select, Spinner, Stack, Switch, Tabs, TextArea, Toolbar, TwoColumns } from '../../src/ui';
import { notify } from '../../src/lib/notify';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { formatBytes } from '../../src/lib/bytes';
import {
  ACCEPT_ATTRIBUTE,
  DEBOUNCE_MS,
  INDENTS,
  INPUT_MIN_HEIGHT_PX,
  MESSAGES,
  MODE_LABELS,
  MODES,
  SAMPLE_JSON,
  type Indent,
  type Mode,
} from './constants';
import { decodeUpload, downloadFileName, uploadToast } from './files';
import { errorContext, formatPosition } from './errors';
import { isLargeText, type RowIndex } from './largeText';
import type { ProcessJobResult } from './jobs';
import { jsonJobClient } from './jobClient';
import { JsonTree } from './JsonTree';
import { SchemaPanel } from './SchemaPanel';
import { optionsSpec } from './options';

type Tab = 'text' | 'tree';

/** Progress is shown for inputs that take long enough to notice. */
const SHOW_PROGRESS_CHARS = 500_000;

const Footer = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong { color: ${({ theme }) => theme.color.text}; font-weight: 600; }
`;

const Caret = styled.pre`
  margin: 8px 0 0;
  padding: 8px 10px;
  overflow-x: auto;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 12.5px;
  background: ${({ theme }) => theme.color.codeBg};
  color: ${({ theme }) => theme.color.codeText};
  border-radius: ${({ theme }) => theme.radius.sm};
  mark { background: ${({ theme }) => theme.color.dangerBg}; color: ${({ theme }) => theme.color.danger}; outline: 1px solid currentColor; }
`;

const Placeholder = styled.div`
  min-height: ${INPUT_MIN_HEIGHT_PX}px;
  display: grid;
  place-items: center;
  padding: 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Grid3 = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  h3 { margin: 0 0 6px; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

interface Outcome {
  /** The input the result belongs to (the tree and schema panels use exactly this text). */
  input: string;
  sortKeys: boolean;
  result: ProcessJobResult;
}

export default function JsonValidatorTool() {
  const [options, setOptions] = useToolOptions(optionsSpec);
  const mode: Mode = options.mode;
  const indent: Indent = options.indent;
  const sortKeys = !!options.sortKeys;

  const [input, setInput] = useState('');
  /** Large text is shown in a virtualised read-only view: a textarea would freeze the tab. */
  const [largeView, setLargeView] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('text');
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  const request = useMemo(
    () => (input.trim() === '' && !input.startsWith('\uFEFF') ? null : { input, options: { mode, indent, sortKeys } }),
    [input, mode, indent, sortKeys],
  );
  const validation = useToolJob(jsonJobClient, 'process', {
    input: request,
    debounceMs: DEBOUNCE_MS,
    timeoutMs: 60_000,
    onResult: (processed, { input: text, options }) => {
      setOutcome({ input: text, sortKeys: options.sortKeys ?? false, result: processed });
      setFailure(null);
    },
    onError: (e) => {
      setOutcome(null);
      setFailure(e.message);
    },
    onClear: () => {
      setOutcome(null);
      setFailure(null);
    },
  });
  const running = validation.busy;

  // the read-only view of a large input needs its row index, computed off the main thread
  const [indexed, setIndexed] = useState<{ text: string; index: RowIndex } | null>(null);
  useToolJob(jsonJobClient, 'index', {
    input: largeView ? input : null,
    timeoutMs: 30_000,
    onResult: (index, text) => setIndexed({ text, index }),
  });
  const inputIndex = indexed?.text === input ? indexed.index : null;

  const result = outcome?.result ?? null;
  const empty = !outcome;
  const valid = !result || result.isValid;
  const output = result?.output ?? '';
  const error = result?.error;
  const context = useMemo(() => (error && outcome ? errorContext(outcome.input.replace(/^\uFEFF/, ''), error.offset) : null), [error, outcome]);

  const setText = (text: string) => {
    setInput(text);
    setLargeView(isLargeText(text));
  };

  const clear = () => {
    validation.cancel();
    setInput('');
    setLargeView(false);
    setOutcome(null);
    setFailure(null);
  };

  const readFile = async (file: File) => {
    const problem = uploadToast(file);
    if (problem) {
      notify.error(problem.text, problem.title);
      return;
    }
    let text: string;
    try {
      text = decodeUpload(new Uint8Array(await file.arrayBuffer()));
    } catch {
      notify.error(MESSAGES.fileReadErrorText, MESSAGES.fileReadErrorTitle);
      return;
    }
    setText(text);
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text/plain');
    const el = e.currentTarget;
    if (pasted.length < 10_000) return;
    const next = input.slice(0, el.selectionStart) + pasted + input.slice(el.selectionEnd);
    if (!isLargeText(next)) return;
    // the browser would lay the text out in the textarea first; keep it out of there
    e.preventDefault();
    setText(next);
  };

  const onDrop = (e: DragEvent<HTMLElement>) => {
    const file = e.dataTransfer?.files?.[0];
    if (!file) return;
    e.preventDefault();
    void readFile(file);
  };

  const goToError = () => {
    const el = textArea.current;
    if (!el || !error) return;
    const offset = error.offset + (result?.bomStripped ? 1 : 0);
    el.focus();
    el.setSelectionRange(offset, Math.min(offset + 1, el.value.length));
  };

  const stats = result?.stats;
  const warnings = result?.isValid ? result.warnings : [];
  const moreWarnings = result?.isValid ? result.warningCount - result.warnings.length : 0;
  const bom = !!result?.isValid && result.bomStripped;
  const outputPlaceholder = valid ? MESSAGES.outputEmpty : MESSAGES.outputInvalid;
  const showProgress = running && input.length >= SHOW_PROGRESS_CHARS;

  return (
    <Stack>
      <TwoColumns>
        <Card
          title="Input"
          actions={
            <span aria-live="polite" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              {running && <Spinner label="Validating JSON" />}
              <Badge $tone={valid ? 'success' : 'danger'} data-testid="validity">
                {valid ? MESSAGES.validBadge : MESSAGES.invalidBadge}
              </Badge>
            </span>
          }
        >
          <Stack $gap="md">
            <Toolbar>
              <Button size="sm" icon={<Sparkles size={16} aria-hidden="true" />} onClick={() => setText(SAMPLE_JSON)}>
                Load Sample
              </Button>
              <Button size="sm" icon={<FileUp size={16} aria-hidden="true" />} onClick={() => fileInput.current?.click()}>
                Upload JSON
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={ACCEPT_ATTRIBUTE}
                aria-label="Upload JSON file"
                style={{ display: 'none' }}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void readFile(file);
                }}
              />
              <Button size="sm" icon={<Eraser size={16} aria-hidden="true" />} onClick={clear}>
                Clear
              </Button>
            </Toolbar>
            <Toolbar>
              <Select<Mode> label="Mode" value={mode} options={MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))} onChange={(m) => setOptions({ ...options, mode: m })} />
              {mode === 'format' && (
                <Select<string>
                  label="Indent"
                  value={String(indent)}
                  options={INDENTS.map((i) => ({ value: String(i), label: `${i} spaces` }))}
                  onChange={(v) => setOptions({ ...options, indent: Number(v) as Indent })}
                />
              )}
              <div style={{ alignSelf: 'flex-end', paddingBottom: 8 }}>
                <Switch label="Sort keys" checked={sortKeys} onChange={(v) => setOptions({ ...options, sortKeys: v })} />
              </div>
            </Toolbar>
            {largeView ? (
              <div onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
                <CodeView text={input} rows={inputIndex} label="JSON input" height={INPUT_MIN_HEIGHT_PX} />
                <Toolbar $justify="between" style={{ marginTop: 6 }}>
                  <Muted data-testid="input-count">
                    {input.length.toLocaleString('en-US')} characters · large input shown read-only so the page stays responsive
                  </Muted>
                  <Button size="sm" variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setLargeView(false)}>
                    Edit as text
                  </Button>
                </Toolbar>
              </div>
            ) : (
              <TextArea
                ref={textArea}
                label="JSON input"
                hideLabel
                placeholder={MESSAGES.inputPlaceholder}
                value={input}
                onChange={(e) => setInput(e.target.value)}
                onPaste={onPaste}
                onDragOver={(e) => {
                  if (e.dataTransfer?.types?.includes('Files')) e.preventDefault();
                }}
                onDrop={onDrop}
                minHeight={INPUT_MIN_HEIGHT_PX}
                invalid={!valid}
              />
            )}
            {showProgress && <ProgressBar value={validation.progress ?? 0} label="Validation progress" />}
            {failure && (
              <Alert title="Could not process the JSON">
                {failure}
              </Alert>
            )}
          </Stack>
        </Card>

        <Card
          aria-labelledby="json-output-title"
          title={<span id="json-output-title">{MESSAGES.outputTitle}</span>}
          actions={
            output ? (
              <Toolbar>
                <CopyButton
                  value={output}
                  successMessage={MESSAGES.copiedText}
                  successTitle={MESSAGES.copiedTitle}
                  failureMessage={MESSAGES.copyFailedText}
                  failureTitle={MESSAGES.copyFailedTitle}
                />
                <DownloadButton getData={() => output} fileName={() => downloadFileName()} mimeType="application/json;charset=utf-8" />
              </Toolbar>
            ) : undefined
          }
        >
          <Stack $gap="md">
            {error && (
              <Alert title={MESSAGES.errorTitle}>
                <div>{error.message}</div>
                <div>
                  <strong style={{ display: 'inline' }}>{formatPosition(error.line, error.column)}</strong>
                </div>
                {context && (
                  <Caret data-testid="error-context">
                    {context.before}
                    <mark>{context.at || ' '}</mark>
                    {context.after}
                  </Caret>
                )}
                {!largeView && (
                  <Button size="sm" variant="ghost" onClick={goToError} style={{ marginTop: 6 }}>
                    Go to error
                  </Button>
                )}
              </Alert>
            )}
            {(warnings.length > 0 || bom) && (
              <Alert tone="warning" title="Warnings">
                <List aria-label="Warnings">
                  {bom && <li>{MESSAGES.bomStripped}</li>}
                  {warnings.map((w, i) => (
                    <li key={i}>
                      {w.message} at <code>{w.path || '/'}</code> ({formatPosition(w.line, w.column)})
                    </li>
                  ))}
                  {moreWarnings > 0 && <li>…and {moreWarnings.toLocaleString('en-US')} more duplicate keys</li>}
                </List>
              </Alert>
            )}
            <div>
              <Tabs<Tab>
                label="Output view"
                idBase="json-output"
                value={tab}
                onChange={setTab}
                items={[
                  { id: 'text', label: 'Text' },
                  { id: 'tree', label: 'Tree' },
                ]}
              />
            </div>
            <div role="tabpanel" id="json-output-panel-text" aria-labelledby="json-output-tab-text" hidden={tab !== 'text'}>
              {result?.outputError ? (
                <Alert tone="warning">{result.outputError}</Alert>
              ) : result?.rows ? (
                <div>
                  <CodeView text={output} rows={result.rows} label="Formatted JSON output" height={INPUT_MIN_HEIGHT_PX} />
                  <Muted>Large output shown in a fast read-only view; Copy or Download takes the full text.</Muted>
                </div>
              ) : (
                <OutputArea label="Formatted JSON output" hideLabel value={output} placeholder={outputPlaceholder} minHeight={INPUT_MIN_HEIGHT_PX} showCount={false} />
              )}
            </div>
            <div role="tabpanel" id="json-output-panel-tree" aria-labelledby="json-output-tab-tree" hidden={tab !== 'tree'}>
              {outcome && result?.isValid ? (
                <JsonTree text={outcome.input} sortKeys={outcome.sortKeys} active={tab === 'tree'} />
              ) : (
                <Placeholder>{MESSAGES.treeEmpty}</Placeholder>
              )}
            </div>
            {valid && stats && stats.characters > 0 && (
              <Footer data-testid="output-stats">
                <span>
                  <strong>{stats.bytes.toLocaleString('en-US')}</strong> bytes{stats.bytes >= 1024 ? ` (${formatBytes(stats.bytes)})` : ''}
                </span>
                <span>
                  <strong>{stats.lines.toLocaleString('en-US')}</strong> {stats.lines === 1 ? 'line' : 'lines'}
                </span>
                <span>
                  <strong>{stats.characters.toLocaleString('en-US')}</strong> characters
                </span>
              </Footer>
            )}
          </Stack>
        </Card>
      </TwoColumns>

      <SchemaPanel document={outcome && result?.isValid ? outcome.input : null} invalid={!valid} empty={empty} />

      <section aria-labelledby="json-about">
        <Head>
          <h2 id="json-about">Why use this JSON formatter</h2>
        </Head>
        <Grid3>
          <Card>
            <h3>Exact, not approximate</h3>
            <p>Numbers keep every digit (9007199254740993 stays as typed), duplicate keys are reported, and errors point to the line and column.</p>
          </Card>
          <Card>
            <h3>Fast on big files</h3>
            <p>Parsing runs in a background worker and the tree shows only what is on screen, so 5 MB documents never freeze the page.</p>
          </Card>
          <Card>
            <h3>Private by design</h3>
            <p>Your JSON never leaves your browser: nothing is uploaded, stored or logged.</p>
          </Card>
        </Grid3>
      </section>
      <Card title="How to format and validate JSON">
        <ol style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: 6 }}>
          <li>Paste your JSON, upload a .json or .txt file (up to 5 MB), or load the sample.</li>
          <li>Choose Format (with 2, 4 or 8 spaces), Minify or Validate; the result updates as you type.</li>
          <li>Read any error with its line and column, or browse the document in the Tree tab.</li>
          <li>Copy the result or download it as a .json file.</li>
        </ol>
        <p style={{ marginBottom: 0 }}>
          <Muted>Privacy: everything happens on your device. The formatter works offline once the page has loaded.</Muted>
        </p>
      </Card>
    </Stack>
  );
}
