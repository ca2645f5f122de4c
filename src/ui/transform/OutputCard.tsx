import styled from 'styled-components';
import type { JobMap } from '@/lib/defineJobs';
import { OutputTools } from '@/ui/blueprint/OutputTools';
import { viewed } from '@/ui/blueprint/types';
import { Card } from '@/ui/Card';
import { CodeOutput } from '@/ui/CodeOutput';
import { Stack } from '@/ui/layout';
import { OpenInMenu } from '@/ui/OpenInMenu';
import { Spinner } from '@/ui/Spinner';
import { StaleOutput } from '@/ui/StaleOutput';
import { TextOutputPanel } from '@/ui/TextOutputPanel';
import { WaitingNotice } from '@/ui/WaitingNotice';
import type { Made, TransformSlot, TransformSlotProps, TransformSpec } from './types';
import type { TransformState } from './useTransform';

/** The longest output text a drawn output keeps on its element: a 5 MB data URL stays out of the DOM. */
const OUTPUT_TEXT_KEPT = 64 * 1024;

/** Where formatted output will appear, drawn in the output's own colours. */
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

export interface OutputCardProps<
  O extends Record<string, unknown>,
  M extends string,
  J extends JobMap,
  K extends keyof J & string,
  X,
> {
  spec: TransformSpec<O, M, J, K, X>;
  state: TransformState<O, M, J, K, X>;
  slotProps: TransformSlotProps<O, M, X>;
  footer?: TransformSlot<O, M, X>;
  onSwap?: () => void;
}

/**
 * The output: a text box with Copy, Download and Swap, or the read-only code editor with Copy and
 * Download above it; framed as out of date while it no longer matches the input.
 */
export function OutputCard<
  O extends Record<string, unknown>,
  M extends string,
  J extends JobMap,
  K extends keyof J & string,
  X,
>({ spec, state, slotProps, footer: Footer, onSwap }: OutputCardProps<O, M, J, K, X>) {
  const { view, job, outcome, output } = state;
  const out = spec.output;
  const source = job.source;
  const made: Made<J[K]['input'], X> | null =
    outcome?.ok && source !== null ? { request: source, details: outcome.details } : null;
  const text = made && out.text ? out.text({ output, details: made.details }) : output;
  const refused = out.disabled?.(view.input) ?? false;
  // named after what the output was made from; before any output, after what it would be made from
  const request = () => made?.request ?? spec.request(view);
  const { fileName, mimeType, data, ...downloadProps } = out.download;
  const download = {
    ...downloadProps,
    fileName: typeof fileName === 'string' ? fileName : () => fileName(request(), made?.details ?? null),
    mimeType: typeof mimeType === 'function' ? mimeType(request()) : mimeType,
  };
  const getData = () => (data ? data(text, view, made?.details ?? null) : text);
  const kind = out.kind?.(view, text);
  const modeItem = spec.modes.items.find((item) => item.id === view.mode) ?? spec.modes.items[0];
  const action = spec.modes.control === 'buttons' ? modeItem.label : (spec.waitingNotice?.action ?? modeItem.label);
  const stale = job.stale && output !== '';
  // past the size the output follows, the card says so where the output would be (an older output
  // is marked out of date instead, naming the same button)
  const own = spec.waitingNotice;
  const waitingNotice = state.waiting && output === '' && (
    <WaitingNotice
      action={action}
      title={own?.title}
      text={own?.text?.(view.input)}
      onRun={spec.modes.control === 'tabs' ? state.run : undefined}
      busy={job.busy}
      progress={job.progress}
      progressLabel={modeItem.progressLabel ?? `${modeItem.label} progress`}
    />
  );
  const label = viewed(out.label, view);
  const busyNote =
    job.busy && spec.modes.control === 'tabs' ? (
      <Spinner label={`Converting (${modeItem.label.toLowerCase()})`} />
    ) : undefined;

  const Body = out.body?.slot;
  const drawn = outcome?.ok && output !== '' && (out.body?.when?.(outcome.details, view) ?? true);
  if (Body && drawn) {
    return (
      <Card
        title={out.title ?? 'Output'}
        actions={
          <OutputTools
            text={text}
            kind={kind}
            copy={out.copy}
            download={{ ...download, getData }}
            disabled={refused}
            busy={job.busy}
          />
        }
      >
        <Stack $gap="sm" data-testid="transform-output">
          <StaleOutput stale={stale} action={action} running={job.busy}>
            {/* the text Copy takes, kept on the element for a reader of the page that wants it whole (a short one) */}
            <div role="group" aria-label={label} data-output-text={text.length <= OUTPUT_TEXT_KEPT ? text : undefined}>
              <Body {...slotProps} />
            </div>
          </StaleOutput>
          {Footer && <Footer {...slotProps} />}
        </Stack>
      </Card>
    );
  }

  if (out.view === 'text') {
    return (
      <Card title={out.title ?? 'Output'} actions={busyNote}>
        <Stack $gap="sm" data-testid="transform-output">
          {waitingNotice}
          <StaleOutput stale={stale} action={action} running={job.busy}>
            <TextOutputPanel
              label={label}
              hideLabel={out.hideLabel}
              value={output}
              placeholder={out.placeholder}
              minHeight={out.minHeight}
              copy={out.copy}
              download={{ ...download, getData }}
              onSwap={onSwap}
              swapDisabled={!output || job.busy}
              countText={out.count?.text(output)}
              countTestId={out.count?.testId}
              actions={<OpenInMenu text={text} kind={kind} disabled={refused || job.busy} />}
            />
          </StaleOutput>
          {Footer && <Footer {...slotProps} />}
        </Stack>
      </Card>
    );
  }

  const palette = viewed(out.palette, view);
  return (
    <Card
      title={out.title ?? 'Output'}
      actions={
        <OutputTools
          text={text}
          kind={kind}
          copy={out.copy}
          download={{ ...download, getData }}
          disabled={refused}
          busy={job.busy}
        />
      }
    >
      <Stack $gap="sm" data-testid="transform-output">
        {output ? (
          <StaleOutput stale={stale} action={action} running={job.busy}>
            <CodeOutput
              label={label}
              value={output}
              language={viewed(out.language, view)}
              palette={palette}
              decorateLine={outcome?.ok ? out.decorateLine?.(outcome.details) : undefined}
              folds={outcome?.ok ? out.folds?.(outcome.details, view) : undefined}
              minHeight={out.minHeight}
              maxHeight={out.maxHeight}
            />
          </StaleOutput>
        ) : waitingNotice ? (
          waitingNotice
        ) : (
          <Placeholder style={palette ? { background: palette.background, color: palette.lineNumber } : undefined}>
            {out.placeholder}
          </Placeholder>
        )}
        {Footer && <Footer {...slotProps} />}
      </Stack>
    </Card>
  );
}
