import { Sparkles, X as Stop } from 'lucide-react';
import { useState } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import { Alert } from '@/ui/Alert';
import { ErrorNotice } from '@/ui/blueprint/ErrorNotice';
import { busyLabelOf } from '@/ui/blueprint/gerund';
import { OutputTools } from '@/ui/blueprint/OutputTools';
import { viewed } from '@/ui/blueprint/types';
import { useOutcome } from '@/ui/blueprint/useOutcome';
import { usePolicyJob } from '@/ui/blueprint/usePolicyJob';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Muted, Stack, Toolbar } from '@/ui/layout';
import { OutputArea } from '@/ui/OutputArea';
import { ControlRows, controlsOf } from './controls';
import type { GeneratorRun } from './types';
import { randomSeed, useSectionAction, type GeneratorToolState } from './useGeneratorTool';
import { useShown } from './useShown';

/**
 * Values a job makes on demand. The run card: its controls, Generate (Ctrl+Enter) and Cancel, and the
 * error or warning of the run last asked for, hidden while a new one runs and never shown for one
 * cancelled. The output card: the output of the last run that succeeded (none after one that
 * failed), its format controls, Copy, Download and Open in …, and the tool's summary; it counts the
 * runs that ended (`data-runs`), so a test or a screen reader tells a new output from an equal one.
 */
export function RunCards<O extends Record<string, unknown>, X, J extends JobMap, K extends keyof J & string>({
  tool,
  run,
}: {
  tool: GeneratorToolState<O, X, J, K>;
  run: GeneratorRun<O, X, J, K>;
}) {
  const { view } = tool;
  const { job } = usePolicyJob(run.jobs, run.kind, { policy: run.policy });
  const outcome = useOutcome(job, run.read, run.failed);
  // the run last asked for, and how many were asked for
  const [asked, setAsked] = useState<{ request: J[K]['input']; runs: number } | null>(null);
  const start = () => {
    const request = run.request(view, randomSeed());
    setAsked((last) => ({ request, runs: (last?.runs ?? 0) + 1 }));
    job.run(request);
  };
  useSectionAction(tool.actions, start);
  const settled = asked !== null && job.source === asked.request && !job.busy;
  const made = outcome?.ok ? outcome : null;
  const warning = settled && made && run.warning ? run.warning(made.details) : undefined;
  const output = useShown(made ? made.output : '', view, run.output.show);
  const controls = controlsOf(tool.spec.options, run.controls, view);
  const outputControls = controlsOf(tool.spec.options, run.output.controls, view);
  const Footer = run.output.footer;
  return (
    <>
      <Card title={run.title}>
        <Stack $gap="md">
          {controls.length > 0 && (
            <ControlRows
              controls={controls}
              values={view.options}
              onChange={tool.setOptionValue}
              idPrefix={`${tool.id}-run`}
            />
          )}
          <Toolbar>
            <Button
              variant="primary"
              icon={<Sparkles size={16} aria-hidden="true" />}
              onClick={start}
              disabled={job.busy}
            >
              {job.busy ? (busyLabelOf(run.button) ?? run.button) : run.button}
            </Button>
            {job.busy && (
              <Button onClick={job.cancel} icon={<Stop size={16} aria-hidden="true" />}>
                Cancel
              </Button>
            )}
            {run.note && <Muted>{viewed(run.note, view)}</Muted>}
          </Toolbar>
          {settled && outcome && !outcome.ok && <ErrorNotice error={outcome.error} />}
          {warning && (
            <Alert tone="warning" title={warning.title}>
              {warning.message}
            </Alert>
          )}
        </Stack>
      </Card>
      <Card
        title={run.output.title ?? 'Output'}
        aria-busy={job.busy}
        data-runs={asked ? asked.runs - (job.busy ? 1 : 0) : 0}
        data-testid={run.output.testId}
        actions={
          outputControls.length > 0 && (
            <ControlRows
              controls={outputControls}
              values={view.options}
              onChange={tool.setOptionValue}
              idPrefix={`${tool.id}-output`}
            />
          )
        }
      >
        <Stack $gap="sm">
          <OutputArea
            label={viewed(run.output.label, view)}
            hideLabel
            value={output}
            showCount={false}
            placeholder={run.output.placeholder}
            minHeight={run.output.minHeight}
            actions={
              <OutputTools
                text={output}
                kind={viewed(run.output.kind, view)}
                busy={job.busy}
                download={{
                  fileName: viewed(run.output.download.fileName, view),
                  mimeType: viewed(run.output.download.mimeType, view),
                }}
              />
            }
          />
          {Footer && (
            <Footer
              {...tool.slotProps({ output, details: made ? made.details : null, stale: false, busy: job.busy })}
            />
          )}
        </Stack>
      </Card>
    </>
  );
}
