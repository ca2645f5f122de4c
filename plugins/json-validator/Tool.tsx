import { useMemo, useRef } from 'react';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { useToolOptions } from '@/lib/useToolOptions';
import { Stack, TwoColumns, type CodeEditorControl, type EditorMark } from '@/ui';
import { DEBOUNCE_MS, type Indent, type Mode } from './constants';
import { jsonJobClient } from './jobClient';
import type { ProcessJobResult } from './jobs';
import { JsonAbout } from './JsonAbout';
import { JsonInputCard } from './JsonInputCard';
import { JsonOutputCard, type Outcome } from './JsonOutputCard';
import { optionsSpec } from './options';
import { SchemaPanel } from './SchemaPanel';

/** Progress is shown for inputs that take long enough to notice. */
const SHOW_PROGRESS_CHARS = 500_000;

/** Where parsing stopped, in the input as typed: the parser's offset is in the text after a byte order mark was removed. */
function errorOffsetOf(result: ProcessJobResult | null): number | null {
  return result?.error ? result.error.offset + (result.bomStripped ? 1 : 0) : null;
}

export default function JsonValidatorTool() {
  const [options, , setOption] = useToolOptions(optionsSpec);
  const mode: Mode = options.mode;
  const indent: Indent = options.indent;
  const sortKeys = !!options.sortKeys;

  const [input, setInput] = useToolInput();
  const editor = useRef<CodeEditorControl>(null);

  const request = useMemo(
    () => (input.trim() === '' && !input.startsWith('\uFEFF') ? null : { input, options: { mode, indent, sortKeys } }),
    [input, mode, indent, sortKeys],
  );
  const validation = useToolJob(jsonJobClient, 'process', {
    input: request,
    debounceMs: DEBOUNCE_MS,
    policy: 'validate',
  });
  const running = validation.busy;
  const { result: processed, source, error } = validation;
  // a run that failed (crashed, timed out) shows its message and no output
  const outcome = useMemo<Outcome | null>(
    () =>
      error || !processed || !source
        ? null
        : { input: source.input, sortKeys: source.options.sortKeys ?? false, result: processed },
    [error, processed, source],
  );
  const failure = error?.message ?? null;

  const result = outcome?.result ?? null;
  const empty = !outcome;
  // null while the input is blank: nothing to judge yet
  const valid = input.trim() === '' ? null : !result || result.isValid;

  const clear = () => {
    validation.clear();
    setInput('');
  };

  const errorOffset = errorOffsetOf(result);
  // new marks for each result, even at the same offset: the editor maps the old ones through edits
  const marks = useMemo<readonly EditorMark[]>(() => {
    const at = errorOffsetOf(result);
    return at === null ? [] : [{ from: at, to: at + 1, kind: 'error' }];
  }, [result]);
  const goToError = () => {
    if (errorOffset !== null) editor.current?.select(errorOffset, errorOffset + 1);
  };

  const showProgress = running && input.length >= SHOW_PROGRESS_CHARS;

  useMainAction(() => request && validation.run(request));

  return (
    <Stack>
      <TwoColumns>
        <JsonInputCard
          input={input}
          onInput={setInput}
          onClear={clear}
          options={options}
          onOption={setOption}
          marks={marks}
          control={editor}
          running={running}
          valid={valid}
          progress={showProgress ? (validation.progress ?? 0) : null}
          failure={failure}
        />
        <JsonOutputCard outcome={outcome} onGoToError={goToError} />
      </TwoColumns>

      <SchemaPanel
        document={outcome && result?.isValid ? outcome.input : null}
        invalid={valid === false}
        empty={empty}
      />

      <JsonAbout />
    </Stack>
  );
}
