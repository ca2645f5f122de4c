import { useMemo, useRef, useState } from 'react';
import { Stack, TwoColumns } from '../../src/ui';
import { useToolJob } from '../../src/lib/useToolJob';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { DEBOUNCE_MS, type Indent, type Mode } from './constants';
import { isLargeText, type RowIndex } from './largeText';
import { jsonJobClient } from './jobClient';
import { SchemaPanel } from './SchemaPanel';
import { optionsSpec } from './options';
import { JsonInputCard } from './JsonInputCard';
import { JsonOutputCard, type Outcome } from './JsonOutputCard';
import { JsonAbout } from './JsonAbout';
import { useMainAction, useToolInput } from '../../src/lib/toolScope';

/** Progress is shown for inputs that take long enough to notice. */
const SHOW_PROGRESS_CHARS = 500_000;

export default function JsonValidatorTool() {
  const [options, setOptions] = useToolOptions(optionsSpec);
  const mode: Mode = options.mode;
  const indent: Indent = options.indent;
  const sortKeys = !!options.sortKeys;

  const [input, setInput] = useToolInput();
  /** Large text is shown in a virtualised read-only view: a textarea would freeze the tab. */
  const [largeView, setLargeView] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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
  // null while the input is blank: nothing to judge yet
  const valid = input.trim() === '' ? null : !result || result.isValid;
  const error = result?.error;

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

  const goToError = () => {
    const el = textArea.current;
    if (!el || !error) return;
    const offset = error.offset + (result?.bomStripped ? 1 : 0);
    el.focus();
    el.setSelectionRange(offset, Math.min(offset + 1, el.value.length));
  };

  const showProgress = running && input.length >= SHOW_PROGRESS_CHARS;

  useMainAction(() => request && validation.run(request));

  return (
    <Stack>
      <TwoColumns>
        <JsonInputCard
          input={input}
          onInput={setInput}
          onText={setText}
          onClear={clear}
          options={options}
          onOptions={setOptions}
          largeView={largeView}
          largeIndex={inputIndex}
          onEditAsText={() => setLargeView(false)}
          textAreaRef={textArea}
          running={running}
          valid={valid}
          progress={showProgress ? (validation.progress ?? 0) : null}
          failure={failure}
        />
        <JsonOutputCard outcome={outcome} largeView={largeView} onGoToError={goToError} />
      </TwoColumns>

      <SchemaPanel document={outcome && result?.isValid ? outcome.input : null} invalid={valid === false} empty={empty} />

      <JsonAbout />
    </Stack>
  );
}
