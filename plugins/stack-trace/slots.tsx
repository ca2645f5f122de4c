import { useEffect, useMemo, useRef, useState } from 'react';
import { countOf, groupDigits } from '@/lib/count';
import { Alert, Button, Muted, Toolbar } from '@/ui';
import { resolveCodeTheme } from '@/ui/codeThemeChoices';
import type { TransformSlotProps } from '@/ui/transform';
import { ColourLegend } from './ColourLegend';
import { certainLanguage, detectLanguage } from './detect';
import { HowToUse } from './HowToUse';
import type { FormattedTrace } from './jobs';
import { LANGUAGE_LABELS, THEMES, type Language } from './logic';
import type { Options } from './options';

type Props = TransformSlotProps<Options, Language, FormattedTrace>;

/** A text put in whole (pasted, dropped, opened), not typed: typing changes a character at a time. */
const replaced = (before: string, after: string) => before === '' || Math.abs(after.length - before.length) > 1;

/**
 * Under the input: a trace put in whole whose lines are only one language's is read as that language
 * at once, and the page says so with one click back; a trace that reads as another language than the
 * chosen one is named; a trace that came as a JSON string says so. Generic is a choice to keep.
 */
export function StackHints({ view, outcome, setMode }: Props) {
  const language = view.mode;
  const detected = useMemo(() => detectLanguage(view.input), [view.input]);
  const [switched, setSwitched] = useState<{ from: Language; to: Language } | null>(null);
  const before = useRef(view.input);
  useEffect(() => {
    const was = before.current;
    before.current = view.input;
    if (was === view.input || !replaced(was, view.input) || language === 'generic') return;
    const certain = certainLanguage(view.input);
    if (!certain || certain === language) return;
    setSwitched({ from: language, to: certain });
    setMode(certain);
    // only a new input switches: a tab the visitor then chooses stays chosen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.input]);
  const shownSwitch = switched && switched.to === language ? switched : null;
  return (
    <>
      {shownSwitch && (
        <Alert
          tone="info"
          title={`Read as ${LANGUAGE_LABELS[shownSwitch.to]}: the trace’s lines are ${LANGUAGE_LABELS[shownSwitch.to]}’s`}
        >
          <Button
            size="sm"
            onClick={() => {
              setSwitched(null);
              setMode(shownSwitch.from);
            }}
          >
            Read it as {LANGUAGE_LABELS[shownSwitch.from]}
          </Button>
        </Alert>
      )}
      {!shownSwitch && detected && detected !== language && language !== 'generic' && (
        <Alert
          tone="info"
          title={`This looks like a ${LANGUAGE_LABELS[detected]} stack trace, not ${LANGUAGE_LABELS[language]}`}
        >
          <Button size="sm" onClick={() => setMode(detected)}>
            Read it as {LANGUAGE_LABELS[detected]}
          </Button>
        </Alert>
      )}
      {outcome?.ok && outcome.details.unescaped && (
        <Alert tone="info" title="JSON string unescaped">
          The input looked like a stack trace stored in a JSON string, so its escaped line breaks and tabs are shown
          unescaped.
        </Alert>
      )}
    </>
  );
}

/** Under the output: what each colour means, and the counts of lines, exceptions and frames. */
export function StackFooter({ view, outcome }: Props) {
  const trace = outcome?.ok ? outcome.details : null;
  return (
    <Toolbar $justify="between">
      <ColourLegend theme={THEMES[resolveCodeTheme(view.options.theme, view.siteMode)]} />
      {trace?.text && (
        <Muted>
          {countOf(trace.lines, 'line')}
          {trace.summary &&
            ` · ${groupDigits(trace.summary.exceptions)} exceptions · ${groupDigits(trace.summary.frames)} frames`}
          {view.options.foldFramework &&
            trace.foldedFrames > 0 &&
            ` (${groupDigits(trace.foldedFrames)} framework frames folded)`}
        </Muted>
      )}
    </Toolbar>
  );
}

/** After the output: how to use the tool. */
export function StackAfter() {
  return <HowToUse />;
}
