import { useMemo, useState } from 'react';
import { Download, FileText } from 'lucide-react';
import styled from 'styled-components';
import { Alert, Button, Card, CodeOutput, CopyButton, Muted, Select, useSiteMode, Stack, TabPanel, Tabs, Toolbar, TextInputPanel } from '../../src/ui';
import { lineCount } from '../../src/lib/rows';
import { notify } from '../../src/lib/notify';
import { downloadBlob } from '../../src/lib/download';
import { useDebounced } from '../../src/lib/useDebounced';
import { typingDelay } from '../../src/lib/typing';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { DEFAULT_LANGUAGE, DEFAULT_THEME_CHOICE, EXAMPLES, INPUT_MIN_HEIGHT_PX, LANGUAGES, LANGUAGE_LABELS, PLACEHOLDER, THEMES, THEME_CHOICES, THEME_LABELS, resolveTheme, TOASTS, actionsDisabled, buildHtml, classifyText, downloadFileName, normaliseBareCr, unescapeJsonStack, type Language, type ThemeChoice } from './logic';
import { EDITOR_PALETTES, stackLineDecorator } from './editorLook';
import { optionsSpec } from './options';
import { ColourLegend } from './ColourLegend';
import { HowToUse } from './HowToUse';
import { countOf } from '../../src/lib/count';
import { detectLanguage } from './detect';
import { useMainAction, useToolInput } from '../../src/lib/toolScope';


/** Up to this size the output follows every keystroke; above it, 300 ms after typing stops. */
const LIVE_LIMIT = 200_000;
const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 200px;
  padding: 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export default function StackTraceTool() {
  const [options, setOptions] = useToolOptions(optionsSpec);
  const language: Language = LANGUAGES.includes(options.language) ? options.language : DEFAULT_LANGUAGE;
  const themeChoice: ThemeChoice = THEME_CHOICES.includes(options.theme) ? options.theme : DEFAULT_THEME_CHOICE;
  const themeId = resolveTheme(themeChoice, useSiteMode());
  const theme = THEMES[themeId];
  const [input, setInput] = useToolInput();
  const settled = useDebounced(input, typingDelay(300));
  // Ctrl+Enter formats a large input at once instead of after the pause
  const [formatNow, setFormatNow] = useState<string | null>(null);
  const live = input.length <= LIVE_LIMIT || formatNow === input ? input : settled;
  const { text, unescaped } = useMemo(() => unescapeJsonStack(live), [live]);
  const view = useMemo(() => normaliseBareCr(text), [text]);
  const lines = useMemo(() => lineCount(view), [view]);
  // one pass in order: some rules depend on the lines before (Python tracebacks, Node property blocks)
  const summary = useMemo(() => (view ? classifyText(view, language) : null), [view, language]);
  const decorateLine = useMemo(() => (summary ? stackLineDecorator(summary.codes) : undefined), [summary]);
  const disabled = actionsDisabled(input);
  const detected = useMemo(() => detectLanguage(input), [input]);

  useMainAction(() => setFormatNow(input));

  // the example shows in the input: no toast
  const loadExample = () => setInput(EXAMPLES[language]);

  const download = () => {
    let ok: boolean;
    try {
      ok = downloadBlob(buildHtml(text, language, themeId), downloadFileName(language), 'text/html;charset=utf-8');
    } catch {
      ok = false;
    }
    if (ok) notify.success(TOASTS.downloadStarted.description, TOASTS.downloadStarted.title);
    else notify.error(TOASTS.downloadFailed.description, TOASTS.downloadFailed.title);
  };


  return (
    <Stack>
      <Card title="Stack trace">
        <Stack $gap="md">
          <Toolbar $justify="between">
            <Tabs
              label="Language"
              idBase="stack-language"
              items={LANGUAGES.map((id) => ({ id, label: LANGUAGE_LABELS[id] }))}
              value={language}
              onChange={(id) => setOptions({ ...options, language: id })}
            />
            <Select<ThemeChoice>
              label="Theme"
              value={themeChoice}
              options={THEME_CHOICES.map((id) => ({ value: id, label: THEME_LABELS[id] }))}
              onChange={(t) => setOptions({ ...options, theme: t })}
            />
          </Toolbar>
          <TabPanel idBase="stack-language" id={language}>
            <TextInputPanel
              label={`${LANGUAGE_LABELS[language]} stack trace input`}
              placeholder={`Paste a ${LANGUAGE_LABELS[language]} stack trace here…`}
              value={input}
              onChange={setInput}
              minHeight={INPUT_MIN_HEIGHT_PX}
              onClear={() => setInput('')}
              paste={{
                failureMessage: TOASTS.pasteFailed.description,
                failureTitle: TOASTS.pasteFailed.title,
              }}
              actions={
                <Button size="sm" icon={<FileText size={16} aria-hidden="true" />} onClick={loadExample}>
                  Load Example
                </Button>
              }
            />
          </TabPanel>
          {detected && detected !== language && language !== 'generic' && (
            <Alert tone="info" title={`This looks like a ${LANGUAGE_LABELS[detected]} stack trace, not ${LANGUAGE_LABELS[language]}`}>
              <Button size="sm" onClick={() => setOptions({ ...options, language: detected })}>
                Read it as {LANGUAGE_LABELS[detected]}
              </Button>
            </Alert>
          )}
          {unescaped && (
            <Alert tone="info" title="JSON string unescaped">
              The input looked like a stack trace stored in a JSON string, so its escaped line breaks and tabs are shown unescaped.
            </Alert>
          )}
        </Stack>
      </Card>
      <Card
        title="Formatted output"
        actions={
          <Toolbar>
            <CopyButton
              value={text}
              disabled={disabled}
              successMessage={TOASTS.copied.description}
              successTitle={TOASTS.copied.title}
              failureMessage={TOASTS.copyFailed.description}
              failureTitle={TOASTS.copyFailed.title}
            />
            <Button size="sm" icon={<Download size={16} aria-hidden="true" />} onClick={download} disabled={disabled}>
              Download
            </Button>
          </Toolbar>
        }
      >
        <Stack $gap="sm">
          {text ? (
            <CodeOutput label="Formatted stack trace" value={view} palette={EDITOR_PALETTES[themeId]} decorateLine={decorateLine} minHeight={200} maxHeight={600} />
          ) : (
            <Placeholder style={{ background: theme.background, color: theme.lineNumber }}>{PLACEHOLDER}</Placeholder>
          )}
          <Toolbar $justify="between">
            <ColourLegend theme={theme} />
            {text && (
              <Muted>
                {countOf(lines, 'line')}
                {summary && ` · ${summary.exceptions.toLocaleString('en-US')} exceptions · ${summary.frames.toLocaleString('en-US')} frames`}
              </Muted>
            )}
          </Toolbar>
        </Stack>
      </Card>
      <HowToUse />
    </Stack>
  );
}
