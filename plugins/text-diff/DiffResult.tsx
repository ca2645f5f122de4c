import {
  Alert,
  Badge,
  Card,
  CopyButton,
  DownloadButton,
  Muted,
  Stack,
  StaleOutput,
  TabPanel,
  Tabs,
  Toolbar,
} from '@/ui';
// only this tool shows a diff: kept out of the shared ui chunk every tool loads
import { MergeDiff } from '@/ui/MergeDiff';
import { diffFileName, MESSAGES } from './constants';
import { InlineView } from './InlineView';
import { countLabel, lineEndingNote, type Compared } from './report';

const LABELS = {
  original: 'Original side of the diff',
  modified: 'Modified side of the diff',
  unified: 'Unified diff',
};

export type View = 'split' | 'unified';

export interface DiffResultProps {
  compared: Compared;
  stale: boolean;
  view: View;
  onView: (v: View) => void;
}

/** The Diff result card: counts, Copy and Download, notes on the comparison and the chosen diff view. */
export function DiffResult({ compared, stale, view, onView }: DiffResultProps) {
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
          <DownloadButton
            getData={() => unified}
            fileName={diffFileName(compared.files ?? {})}
            mimeType="text/x-diff;charset=utf-8"
            failureMessage={MESSAGES.downloadFailed}
          />
        </Toolbar>
      }
    >
      <StaleOutput stale={stale} action="Compare">
        <Stack $gap="md">
          <Toolbar $justify="between">
            <Toolbar role="status" aria-label="Counts">
              <Badge $tone="success">{countLabel(report.added, report.unit)} added</Badge>
              <Badge $tone="danger">{countLabel(report.removed, report.unit)} removed</Badge>
            </Toolbar>
            {report.changes && (
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
          {report.identical && (
            <Alert tone="success" title={MESSAGES.identical}>
              Both texts are exactly the same.
            </Alert>
          )}
          {note && (
            <Alert
              tone={report.lineEndingOnly ? 'warning' : 'info'}
              title={report.lineEndingOnly ? MESSAGES.lineEndingsOnly : undefined}
            >
              {note}
            </Alert>
          )}
          {!report.identical && !report.lineEndingOnly && noDifference && (
            <Alert tone="info" title="No differences">
              The texts differ only in what the ignore options leave out.
            </Alert>
          )}
          {report.unified === null && (
            <Muted>
              The line-by-line diff ran out of time, so Copy and Download have nothing to give for this comparison.
            </Muted>
          )}
          {report.changes ? (
            <TabPanel idBase="text-diff-view" id={view}>
              <MergeDiff
                original={compared.original}
                modified={compared.modified}
                changes={report.changes}
                layout={view}
                labels={LABELS}
              />
            </TabPanel>
          ) : (
            <InlineView compared={compared} />
          )}
        </Stack>
      </StaleOutput>
    </Card>
  );
}
