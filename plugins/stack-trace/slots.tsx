import { useMemo } from 'react';
import { countOf } from '@/lib/count';
import { Alert, Button, Muted, Toolbar } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { ColourLegend } from './ColourLegend';
import { detectLanguage } from './detect';
import { HowToUse } from './HowToUse';
import type { FormattedTrace } from './jobs';
import { LANGUAGE_LABELS, resolveTheme, THEMES, type Language } from './logic';
import type { Options } from './options';

type Props = TransformSlotProps<Options, Language, FormattedTrace>;

/** Under the input: a trace that reads as another language is named, and a trace that came as a JSON string says so. */
export function StackHints({ view, outcome, setMode }: Props) {
  const language = view.mode;
  const detected = useMemo(() => detectLanguage(view.input), [view.input]);
  return (
    <>
      {detected && detected !== language && language !== 'generic' && (
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
      <ColourLegend theme={THEMES[resolveTheme(view.options.theme, view.siteMode)]} />
      {trace?.text && (
        <Muted>
          {countOf(trace.lines, 'line')}
          {trace.summary &&
            ` · ${trace.summary.exceptions.toLocaleString('en-US')} exceptions · ${trace.summary.frames.toLocaleString('en-US')} frames`}
        </Muted>
      )}
    </Toolbar>
  );
}

/** After the output: how to use the tool. */
export function StackAfter() {
  return <HowToUse />;
}
