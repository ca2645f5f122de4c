import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowLeftRight, Eraser, FolderOpen } from 'lucide-react';
import styled, { css } from 'styled-components';
import { Alert, Badge, Button, Card, CopyButton, DownloadButton, indexRows, Muted, Stack, Switch, TabPanel, Tabs, TextArea, Toolbar, TwoColumns } from '../../src/ui';
import { jobClient } from '../../src/lib/jobClient';
import { notify } from '../../src/lib/notify';
import { WorkerTimeoutError } from '../../src/lib/runInWorker';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { useHydrated } from '../../src/lib/useHydrated';
import { DIFF_FILE_NAME, MESSAGES, PROCESSING_DELAY_MS, isCompareDisabled, type DiffOptions, type DiffSegment } from './constants';
import { lineAt, lineIndex } from './lines';
import { countLabel, lineEndingNote, type DiffReportOk } from './report';
import { ROW_MODIFIED, splitRows, unifiedRows, type RowIndex } from './rows';
import { inlineDiff } from './segments';
import { OP_ADDED, OP_REMOVED, segmentsInRange } from './spans';
import { VirtualRows, viewHeight } from '../../src/ui';
import { diffJobs } from './jobs';
import { optionsSpec } from './options';

type View = 'split' | 'unified';

/** The worker is stopped after this long even if the diff's own time limit did not trigger. */
const WORKER_LIMIT_MS = 20_000;
/** Inline view rows are cut at this many characters. */
const WRAP_AT = 200;
/** Intra-line highlighting only for lines up to this long, and only for rows in view. */
const INTRA_LINE_MAX = 500;

const jobs = jobClient(diffJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

type Tone = 'same' | 'removed' | 'added' | 'empty';

const toneCss = css<{ $tone: Tone }>`
  ${({ theme, $tone }) =>
    $tone === 'removed'
      ? `background: ${theme.color.dangerBg};`
      : $tone === 'added'
        ? `background: ${theme.color.successBg};`
        : $tone === 'empty'
          ? `background: ${theme.color.surfaceAlt};`
          : ''}
`;
const Line = styled.div<{ $tone: Tone }>`
  flex: 1 0 auto;
  display: flex;
  color: ${({ theme }) => theme.color.codeText};
  ${toneCss}
`;
const Cell = styled.div<{ $tone: Tone }>`
  display: flex;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.codeText};
  ${toneCss}
  & + & { border-left: 1px solid ${({ theme }) => theme.color.border}; }
`;
const Split = styled.div`
  flex: 1 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  min-width: 640px;
`;
const No = styled.span`
  flex: 0 0 auto;
  padding: 0 8px;
  text-align: right;
  color: ${({ theme }) => theme.color.textMuted};
  user-select: none;
`;
const Sign = styled.span`
  flex: 0 0 2ch;
  text-align: center;
  user-select: none;
  font-weight: 700;
`;
const Body = styled.span`
  padding-right: 12px;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const Mark = styled.span<{ $type: DiffSegment['type'] }>`
  ${({ theme, $type }) =>
    $type === 'added'
      ? `background: ${theme.color.diffAddedBg}; text-decoration: underline; text-decoration-color: ${theme.color.success};`
      : $type === 'removed'
        ? `background: ${theme.color.diffRemovedBg}; text-decoration: line-through; text-decoration-color: ${theme.color.danger};`
        : ''}
`;
const Hint = styled(Muted)`
  display: block;
`;

interface Compared {
  report: DiffReportOk;
  original: string;
  modified: string;
  options: DiffOptions;
}

export default function TextDiffTool() {
  const [options, setOptions] = useToolOptions(optionsSpec);
  const [original, setOriginal] = useState('');
  const [modified, setModified] = useState('');
  const [compared, setCompared] = useState<Compared | null>(null);
  const [error, setError] = useState<string | null>(null);
  const comparing = useToolJob(jobs, 'diff', {
    delayMs: PROCESSING_DELAY_MS,
    timeoutMs: WORKER_LIMIT_MS,
    onResult: (report, job) => {
      setCompared(report.ok ? { report, ...job } : null);
      setError(report.ok ? null : report.message);
    },
    onError: (e) => {
      setCompared(null);
      setError(e instanceof WorkerTimeoutError ? MESSAGES.tooDifferent : `Comparison failed: ${e.message}`);
    },
  });
  const { busy, cancel } = comparing;
  const disabled = isCompareDisabled(original, modified);
  // two columns do not fit a phone: unified unless the link or the user asks for side by side
  const [chosenView, setChosenView] = useState<View | null>(null);
  const hydrated = useHydrated();
  const narrowDefault = useMemo(
    () => hydrated && !new URLSearchParams(window.location.search).has('view') && window.matchMedia('(max-width: 767px)').matches,
    [hydrated],
  );

  const compare = () => {
    if (busy) return;
    if (disabled) {
      notify.error(MESSAGES.bothEmpty);
      return;
    }
    setError(null);
    comparing.run({ original, modified, options: { mode: options.mode, ignoreWhitespace: options.ignoreWhitespace, ignoreCase: options.ignoreCase } });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      compare();
    }
  };

  const stale =
    compared !== null &&
    (compared.original !== original ||
      compared.modified !== modified ||
      compared.options.mode !== options.mode ||
      compared.options.ignoreCase !== options.ignoreCase ||
      compared.options.ignoreWhitespace !== options.ignoreWhitespace);

  return (
    <Stack>
      <Card title="Texts">
        <Stack $gap="md">
          <TwoColumns onKeyDown={onKeyDown}>
            <TextArea
              label="Original text"
              placeholder="Paste the original text…"
              value={original}
              onChange={(e) => setOriginal(e.target.value)}
              minHeight={260}
              actions={<OpenFileButton side="original" onText={setOriginal} />}
            />
            <TextArea
              label="Modified text"
              placeholder="Paste the modified text…"
              value={modified}
              onChange={(e) => setModified(e.target.value)}
              minHeight={260}
              actions={<OpenFileButton side="modified" onText={setModified} />}
            />
          </TwoColumns>
          <Toolbar>
            <Switch label="Character-level" checked={options.mode === 'char'} onChange={(on) => setOptions({ ...options, mode: on ? 'char' : 'line' })} />
            <Switch label="Word-level" checked={options.mode === 'word'} onChange={(on) => setOptions({ ...options, mode: on ? 'word' : 'line' })} />
            <Switch label="Ignore whitespace" checked={options.ignoreWhitespace} onChange={(ignoreWhitespace) => setOptions({ ...options, ignoreWhitespace })} />
            <Switch label="Ignore case" checked={options.ignoreCase} onChange={(ignoreCase) => setOptions({ ...options, ignoreCase })} />
          </Toolbar>
          <Toolbar>
            <Button variant="primary" onClick={compare} disabled={disabled || busy} aria-describedby={disabled ? 'text-diff-hint' : undefined}>
              {busy ? 'Comparing...' : 'Compare'}
            </Button>
            {/* no animated spinner: repainting next to multi-megabyte textareas costs long frames */}
            {busy && (
              <Button variant="ghost" onClick={cancel}>
                Cancel
              </Button>
            )}
            <Button
              icon={<ArrowLeftRight size={16} aria-hidden="true" />}
              onClick={() => {
                setOriginal(modified);
                setModified(original);
              }}
              disabled={disabled || busy}
            >
              Swap
            </Button>
            <Button
              icon={<Eraser size={16} aria-hidden="true" />}
              onClick={() => {
                cancel();
                setOriginal('');
                setModified('');
                setCompared(null);
                setError(null);
              }}
              disabled={disabled && !compared && !error}
            >
              Clear
            </Button>
          </Toolbar>
          {disabled ? (
            <Hint id="text-diff-hint">{MESSAGES.bothEmpty}</Hint>
          ) : (
            <Hint>Ctrl+Enter compares. Line mode finds moved and inserted blocks; Character-level and Word-level compare the whole texts.</Hint>
          )}
          {error && <Alert>{error}</Alert>}
        </Stack>
      </Card>
      {compared && (
        <Result
          compared={compared}
          stale={stale}
          view={chosenView ?? (narrowDefault ? 'unified' : options.view)}
          onView={(view) => {
            setChosenView(view);
            setOptions({ ...options, view });
          }}
        />
      )}
    </Stack>
  );
}

function Result({ compared, stale, view, onView }: { compared: Compared; stale: boolean; view: View; onView: (v: View) => void }) {
  const { report } = compared;
  const note = lineEndingNote(report);
  const unified = report.unified ?? '';
  const noDifference = report.added === 0 && report.removed === 0;
  return (
    <Card
      title="Diff result"
      actions={
        <Toolbar>
          <CopyButton value={unified} failureMessage={MESSAGES.copyFailed} successMessage="Diff copied to clipboard" />
          <DownloadButton getData={() => unified} fileName={DIFF_FILE_NAME} mimeType="text/x-diff;charset=utf-8" failureMessage={MESSAGES.downloadFailed} />
        </Toolbar>
      }
    >
      <Stack $gap="md">
        <Toolbar $justify="between">
          <Toolbar role="status" aria-label="Counts">
            <Badge $tone="success">{countLabel(report.added, report.unit)} added</Badge>
            <Badge $tone="danger">{countLabel(report.removed, report.unit)} removed</Badge>
          </Toolbar>
          {report.ops && (
            <Tabs
              label="View"
              idBase="text-diff-view"
              items={[
                { id: 'split', label: 'Side by side' },
                { id: 'unified', label: 'Unified' },
              ]}
              value={view}
              onChange={onView}
            />
          )}
        </Toolbar>
        {stale && <Muted>The texts or options changed since this comparison: press Compare to update it.</Muted>}
        {report.identical && (
          <Alert tone="success" title={MESSAGES.identical}>
            Both texts are exactly the same.
          </Alert>
        )}
        {note && (
          <Alert tone={report.lineEndingOnly ? 'warning' : 'info'} title={report.lineEndingOnly ? MESSAGES.lineEndingsOnly : undefined}>
            {note}
          </Alert>
        )}
        {!report.identical && !report.lineEndingOnly && noDifference && (
          <Alert tone="info" title="No differences">
            The texts differ only in what the ignore options leave out.
          </Alert>
        )}
        {report.unified === null && <Muted>The line-by-line diff ran out of time, so Copy and Download have nothing to give for this comparison.</Muted>}
        {report.ops ? (
          <TabPanel idBase="text-diff-view" id={view}>
            {view === 'split' ? <SplitView compared={compared} ops={report.ops} /> : <UnifiedView compared={compared} ops={report.ops} />}
          </TabPanel>
        ) : (
          report.inline && <InlineView compared={compared} />
        )}
      </Stack>
    </Card>
  );
}

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** Text from a file keeps its line endings (a textarea turns CRLF into LF), so files can be compared exactly. */
function OpenFileButton({ side, onText }: { side: 'original' | 'modified'; onText: (text: string) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="sm" icon={<FolderOpen size={16} aria-hidden="true" />} onClick={() => ref.current?.click()} aria-label={`Open file for ${side} text`}>
        Open file
      </Button>
      <input
        ref={ref}
        type="file"
        aria-label={side === 'original' ? 'Original file' : 'Modified file'}
        style={{ display: 'none' }}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          try {
            onText(await readFile(file));
          } catch {
            notify.error('Could not read the selected file', 'Error reading file');
          }
        }}
      />
    </>
  );
}

/** Lines of both compared texts, sliced on demand for the rows in view. */
function useLines(compared: Compared) {
  return useMemo(() => {
    const left = lineIndex(compared.original);
    const right = lineIndex(compared.modified);
    return { left: (i: number) => lineAt(compared.original, left, i), right: (i: number) => lineAt(compared.modified, right, i) };
  }, [compared]);
}

function gutterWidth(rows: RowIndex): string {
  return `${String(rows.count).length + 1}ch`;
}

function UnifiedView({ compared, ops }: { compared: Compared; ops: Uint8Array }) {
  const lines = useLines(compared);
  const rows = useMemo(() => unifiedRows(ops), [ops]);
  const w = gutterWidth(rows);
  return (
    <VirtualRows
      label="Unified diff"
      count={rows.count}
      height={viewHeight(rows.count, 600)}
      renderRow={(i) => {
        const kind = rows.kind[i];
        const l = rows.left[i];
        const r = rows.right[i];
        const tone: Tone = kind === OP_ADDED ? 'added' : kind === OP_REMOVED ? 'removed' : 'same';
        return (
          <Line $tone={tone}>
            <No style={{ minWidth: w }}>{l >= 0 ? l + 1 : ''}</No>
            <No style={{ minWidth: w }}>{r >= 0 ? r + 1 : ''}</No>
            <Sign>{tone === 'added' ? '+' : tone === 'removed' ? '−' : ' '}</Sign>
            <Body>{r >= 0 ? lines.right(r) : lines.left(l)}</Body>
          </Line>
        );
      }}
    />
  );
}

/** Intra-line segments per row set, computed for rows in view only. */
const intraLine = new WeakMap<RowIndex, Map<number, DiffSegment[] | null>>();

function SplitView({ compared, ops }: { compared: Compared; ops: Uint8Array }) {
  const lines = useLines(compared);
  const rows = useMemo(() => splitRows(ops), [ops]);
  let cache = intraLine.get(rows);
  if (!cache) intraLine.set(rows, (cache = new Map()));
  const ignoreCase = compared.options.ignoreCase;
  const w = gutterWidth(rows);
  const segmentsOf = (i: number, left: string, right: string) => {
    if (!cache.has(i)) cache.set(i, left.length <= INTRA_LINE_MAX && right.length <= INTRA_LINE_MAX ? inlineDiff(left, right, ignoreCase, 20) : null);
    return cache.get(i) ?? null;
  };
  return (
    <VirtualRows
      label="Side-by-side diff"
      count={rows.count}
      height={viewHeight(rows.count, 600)}
      renderRow={(i) => {
        const kind = rows.kind[i];
        const l = rows.left[i];
        const r = rows.right[i];
        const leftText = l >= 0 ? lines.left(l) : '';
        const rightText = r >= 0 ? lines.right(r) : '';
        const segs = kind === ROW_MODIFIED ? segmentsOf(i, leftText, rightText) : null;
        return (
          <Split>
            <Cell $tone={l < 0 ? 'empty' : kind === OP_REMOVED || kind === ROW_MODIFIED ? 'removed' : 'same'}>
              <No style={{ minWidth: w }}>{l >= 0 ? l + 1 : ''}</No>
              <Sign>{l >= 0 && (kind === OP_REMOVED || kind === ROW_MODIFIED) ? '−' : ' '}</Sign>
              <Body title={leftText.length > 80 ? leftText : undefined}>{segs ? segs.filter((s) => s.type !== 'added').map((s, k) => <Mark key={k} $type={s.type}>{s.text}</Mark>) : leftText}</Body>
            </Cell>
            <Cell $tone={r < 0 ? 'empty' : kind === OP_ADDED || kind === ROW_MODIFIED ? 'added' : 'same'}>
              <No style={{ minWidth: w }}>{r >= 0 ? r + 1 : ''}</No>
              <Sign>{r >= 0 && (kind === OP_ADDED || kind === ROW_MODIFIED) ? '+' : ' '}</Sign>
              <Body title={rightText.length > 80 ? rightText : undefined}>{segs ? segs.filter((s) => s.type !== 'removed').map((s, k) => <Mark key={k} $type={s.type}>{s.text}</Mark>) : rightText}</Body>
            </Cell>
          </Split>
        );
      }}
    />
  );
}

function InlineView({ compared }: { compared: Compared }) {
  const spans = compared.report.inline!;
  const rows = useMemo(() => indexRows(spans.text, WRAP_AT), [spans]);
  return (
    <VirtualRows
      label={compared.options.mode === 'char' ? 'Character-level diff' : 'Word-level diff'}
      count={rows.count}
      height={viewHeight(rows.count, 600)}
      renderRow={(i) => (
        <Line $tone="same">
          <Body style={{ paddingLeft: 8 }}>
            {segmentsInRange(spans, rows.starts[i], rows.ends[i]).map((s, k) => (
              <Mark key={k} $type={s.type}>
                {s.text}
              </Mark>
            ))}
          </Body>
        </Line>
      )}
    />
  );
}
