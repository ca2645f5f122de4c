import { ArrowDownUp } from 'lucide-react';
import { useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { readBlob } from '@/lib/bytes';
import type { JobMap } from '@/lib/defineJobs';
import { notify } from '@/lib/notify';
import { readTextFile } from '@/lib/readTextFile';
import { useMainAction, useToolScope } from '@/lib/toolScope';
import { clearSecretFields } from '@/lib/toolState';
import { ErrorNotice } from '@/ui/blueprint/ErrorNotice';
import { busyLabelOf } from '@/ui/blueprint/gerund';
import { OptionControls, optionControls } from '@/ui/blueprint/OptionControls';
import { viewed } from '@/ui/blueprint/types';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import type { CodeEditorControl } from '@/ui/CodeEditor';
import type { EditorMark } from '@/ui/editor/types';
import { ExampleButton } from '@/ui/ExampleButton';
import { LARGE_INPUT } from '@/ui/LargeText';
import { Stack, Toolbar } from '@/ui/layout';
import { ProgressBar } from '@/ui/ProgressBar';
import { Tabs, TabPanel } from '@/ui/Tabs';
import { TextField } from '@/ui/TextField';
import { TextInputPanel } from '@/ui/TextInputPanel';
import { DetectedNote } from './DetectedNote';
import { OutputActionButton } from './OutputActionButton';
import { OutputCard } from './OutputCard';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type TransformSlotProps, type TransformSpec } from './types';
import { useTransform } from './useTransform';

export interface TransformFrameProps<
  O extends Record<string, unknown>,
  M extends string,
  J extends JobMap,
  K extends keyof J & string,
  X,
> {
  spec: TransformSpec<O, M, J, K, X>;
  /** names the ids of the tool's tabs and controls */
  id: string;
}

/** Wide enough for the input and the output side by side, each still a comfortable width. */
export const SIDE_BY_SIDE_FROM = 1200;

const Cards = styled.div<{ $side: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  > * {
    min-width: 0;
  }
  ${({ $side }) =>
    $side &&
    `@media (min-width: ${SIDE_BY_SIDE_FROM}px) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas: 'actions actions' 'input output';
      > [data-area='input'] { grid-area: input; }
      > [data-area='actions'] { grid-area: actions; }
      > [data-area='output'] { grid-area: output; }
    }`}
`;

/**
 * The screen of a text tool, drawn from its declaration: the mode tabs or buttons, the input with
 * its examples, the options, progress and Cancel, errors with their position, the output with Copy,
 * Download and Swap, marked out of date when it no longer matches the input, and the tool's slots.
 */
export function TransformFrame<
  O extends Record<string, unknown>,
  M extends string,
  J extends JobMap,
  K extends keyof J & string,
  X,
>({ spec, id }: TransformFrameProps<O, M, J, K, X>) {
  const state = useTransform(spec);
  const { view, mode, job, outcome, error, waiting } = state;
  const editor = useRef<CodeEditorControl>(null);
  useMainAction(state.run);

  const modeItem = spec.modes.items.find((item) => item.id === mode) ?? spec.modes.items[0];
  const busy = job.busy;
  const controls = useMemo(() => optionControls(spec.options.schema, spec.options.uiSchema) ?? [], [spec.options]);
  const inMode = (key: string) => {
    const listing = spec.modes.items.filter((item) => item.options?.some((k) => k === key));
    return key !== spec.modes.option && (listing.length === 0 || listing.some((item) => item.id === mode));
  };
  const shownControls = controls.filter((control) => inMode(control.key));
  const slotProps: TransformSlotProps<O, M, X> = {
    view,
    outcome,
    output: state.output,
    stale: job.stale,
    busy,
    waiting,
    setMode: state.setMode,
    setInput: state.setInput,
    setExpression: state.setExpression,
    setOption: state.setOption,
    run: state.run,
  };
  const { inputBadge: InputBadge, belowInput: BelowInput, outputFooter, after: After } = spec.slots ?? {};

  // the current mode's example, else one for every mode, else the first, which switches to its mode
  const example =
    spec.examples.find((e) => e.mode === mode) ?? spec.examples.find((e) => e.mode === undefined) ?? spec.examples[0];
  const loadExample = () => {
    if (!example) return;
    if (example.options) state.setOptions(example.options);
    if (example.mode !== undefined && example.mode !== mode) state.setMode(example.mode);
    state.setInput(example.input);
    if (example.expression !== undefined) state.setExpression(example.expression, example.mode);
  };
  const scope = useToolScope();
  // Clear empties the input and every secret field of the tool (a key beside a token)
  const clear = () => {
    job.cancel();
    state.setInput('');
    if (scope) clearSecretFields(scope.id);
  };

  const expressionId = `${id}-expression`;
  const inExpression = error?.in === 'expression';
  const inOption = typeof error?.in === 'object' ? error.in.option : undefined;
  const offset = inOption === undefined ? error?.offset : undefined;
  const inputOffset = inExpression ? undefined : offset;
  const marks = useMemo<readonly EditorMark[]>(
    () => (inputOffset === undefined ? [] : [{ from: inputOffset, to: inputOffset + 1, kind: 'error' }]),
    [inputOffset],
  );
  const goToExpression = (at: number) => {
    const field = document.getElementById(expressionId);
    if (!(field instanceof HTMLInputElement)) return;
    field.focus();
    field.setSelectionRange(at, Math.min(at + 1, field.value.length));
  };
  const goToError =
    offset === undefined
      ? undefined
      : inExpression
        ? () => goToExpression(offset)
        : view.input.length <= LARGE_INPUT
          ? () => editor.current?.select(offset, offset + 1)
          : undefined;

  // an error's fix sets the options it names, as their controls would
  const fix = error?.fix;
  const fixError = fix
    ? () => Object.entries(fix.options).forEach(([key, value]) => state.setOptionValue(key, value))
    : undefined;

  const uploadSpec = spec.input.upload;
  const upload = uploadSpec && {
    label: viewed(uploadSpec.label, view),
    inputLabel: `${viewed(uploadSpec.label, view)} file`,
    accept: viewed(uploadSpec.accept, view),
    onFile: (file: File) => {
      const maxBytes = uploadSpec.maxBytes ?? UPLOAD_MAX_BYTES;
      if (file.size > maxBytes) {
        notify.error(uploadSpec.tooLarge ?? UPLOAD_MESSAGES.tooLarge(maxBytes));
        return;
      }
      const read = uploadSpec.read;
      const text = read ? readBlob(file).then((buffer) => read(new Uint8Array(buffer))) : readTextFile(file);
      text.then(
        (value) => state.enterInput(value, true),
        () => notify.error(uploadSpec.unreadable ?? UPLOAD_MESSAGES.unreadable),
      );
    },
  };

  const swap = spec.swap;
  const swapTo = () => {
    if (!swap) return;
    state.setInput(state.output);
    state.setMode(swap.mode(mode));
  };
  const optionRow = (
    <OptionControls
      controls={shownControls}
      values={view.options}
      onChange={state.setOptionValue}
      idPrefix={`${id}-options`}
      invalid={inOption}
    />
  );

  // the mode buttons and options: one row above both cards where they stand side by side; buttons
  // line up with the foot of labelled option controls
  const actionRow = (
    <Toolbar $justify="between" $align="end">
      <Toolbar>
        {spec.modes.control === 'buttons' && (
          // the current mode's button is pressed (primary); the others are plain, so the mode shows
          <Toolbar role="group" aria-label={spec.modes.label}>
            {spec.modes.items.map((item) => (
              // the running mode's button waits; another mode's button replaces the run under way
              <Button
                key={item.id}
                variant={item.id === mode ? 'primary' : 'secondary'}
                aria-pressed={item.id === mode}
                onClick={() => state.runMode(item.id)}
                disabled={busy && item.id === mode}
              >
                {busy && item.id === mode ? (item.busyLabel ?? busyLabelOf(item.label) ?? item.label) : item.label}
              </Button>
            ))}
          </Toolbar>
        )}
        {busy && (
          <Button variant="ghost" onClick={job.cancel}>
            Cancel
          </Button>
        )}
        {swap?.placement === 'toolbar' && (
          <Button icon={<ArrowDownUp size={16} aria-hidden="true" />} onClick={swapTo} disabled={!state.output || busy}>
            {swap.label}
          </Button>
        )}
        {spec.outputActions
          ?.filter((action) => action.modes.includes(mode))
          .map((action) => (
            <OutputActionButton
              key={action.label}
              action={action}
              jobs={spec.jobs}
              output={state.output}
              disabled={busy}
              onOutput={state.overrideOutput}
              onError={state.failOutputAction}
            />
          ))}
      </Toolbar>
      {spec.options.uiSchema?.['ui:placement'] !== 'top' && shownControls.length > 0 && (
        <Toolbar $align="end">{optionRow}</Toolbar>
      )}
    </Toolbar>
  );

  const inputCard = (
    <Card title={spec.input.title ?? 'Input'} actions={InputBadge ? <InputBadge {...slotProps} /> : undefined}>
      <Stack $gap="md">
        {spec.expression && (
          <TextField
            id={expressionId}
            label={viewed(spec.expression.label, view)}
            placeholder={viewed(spec.expression.placeholder, view)}
            hint={viewed(spec.expression.hint, view)}
            value={view.expression}
            invalid={error !== null && inExpression}
            onChange={(e) => state.setExpression(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
          />
        )}
        {/* an error in the expression sits under it, one in the input under the input */}
        {error && inExpression && <ErrorNotice error={error} onGoTo={goToError} onFix={fixError} />}
        <TextInputPanel
          id={`${id}-input`}
          label={viewed(spec.input.label, view)}
          placeholder={viewed(spec.input.placeholder, view)}
          value={view.input}
          onChange={state.enterInput}
          onPaste={(text) => state.enterInput(text, true)}
          minHeight={spec.input.minHeight}
          language={viewed(spec.input.language, view)}
          invalid={error !== null && !inExpression && inOption === undefined}
          marks={marks}
          control={editor}
          onClear={clear}
          clearDisabled={!view.input && !state.output}
          countText={spec.input.count?.text(view.input)}
          countTestId={spec.input.count?.testId}
          paste={spec.input.paste}
          upload={upload}
          actions={example ? <ExampleButton label={spec.exampleLabel} onClick={loadExample} /> : undefined}
        />
        {/* right under the text it is about, above the buttons and options, so it is seen with the input */}
        {error && !inExpression && <ErrorNotice error={error} onGoTo={goToError} onFix={fixError} />}
        {/* a large input's run shows its progress in the output card, where the notice said it waits */}
        {busy && !waiting && (
          <ProgressBar
            value={Math.round(job.progress ?? 0)}
            label={modeItem.progressLabel ?? `${modeItem.label} progress`}
          />
        )}
        {(spec.modes.detect || spec.detectOptions) && (
          <DetectedNote detected={state.detected} onPick={() => state.detected?.pick()} />
        )}
        {BelowInput && <BelowInput {...slotProps} />}
      </Stack>
    </Card>
  );

  const outputCard = (
    <OutputCard
      spec={spec}
      state={state}
      slotProps={slotProps}
      footer={outputFooter}
      onSwap={swap?.placement === 'output' ? swapTo : undefined}
    />
  );
  const top = spec.options.uiSchema?.['ui:placement'] === 'top' && shownControls.length > 0;
  const tabs = spec.modes.control === 'tabs' && (
    <Tabs
      label={spec.modes.label}
      items={spec.modes.items}
      value={mode}
      onChange={state.setMode}
      idBase={`${id}-mode`}
    />
  );
  // side by side from 1200 px, by CSS alone so the prerendered page does not shift; on narrower
  // screens the input comes first, its buttons and options, then the output right below
  const body: ReactNode = (
    <Cards $side={spec.layout !== 'stacked'}>
      <div data-area="input">{inputCard}</div>
      <div data-area="actions">{actionRow}</div>
      <div data-area="output">{outputCard}</div>
    </Cards>
  );

  return (
    <Stack>
      {top ? (
        // one wrapping row, so the input starts high on a wide screen
        <Card title="Mode and options">
          <Toolbar $align="end">
            {tabs && <div>{tabs}</div>}
            {optionRow}
          </Toolbar>
        </Card>
      ) : (
        tabs
      )}
      {spec.modes.control === 'tabs' ? (
        <TabPanel idBase={`${id}-mode`} id={mode}>
          <Stack>{body}</Stack>
        </TabPanel>
      ) : (
        body
      )}
      {After && <After {...slotProps} />}
    </Stack>
  );
}
