import { jobClient } from '@/lib/jobClient';
import { resolveCodeTheme } from '@/ui/codeThemeChoices';
import { defineTransform } from '@/ui/transform';
import { EDITOR_PALETTES, stackLineDecorator } from './editorLook';
import { examples } from './examples';
import { stackJobs } from './jobs';
import {
  actionsDisabled,
  buildHtml,
  downloadFileName,
  LANGUAGE_LABELS,
  LANGUAGES,
  INPUT_MIN_HEIGHT_PX,
  PLACEHOLDER,
  TOASTS,
} from './logic';
import { optionsSpec } from './options';
import { StackAfter, StackFooter, StackHints } from './slots';

// classifying lines is quick string work, done in the page
const jobs = jobClient(stackJobs);

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'format',
  policy: 'lines',
  debounceMs: 300,
  modes: {
    control: 'tabs',
    label: 'Language',
    items: LANGUAGES.map((id) => ({ id, label: LANGUAGE_LABELS[id] })),
    option: 'language',
  },
  request: ({ mode, input }) => ({ input, language: mode }),
  read: (result) => ({ ok: true, output: result.view, details: result }),
  failed: (error) => ({ message: error.message }),
  input: {
    title: 'Stack trace',
    label: ({ mode }) => `${LANGUAGE_LABELS[mode]} stack trace input`,
    placeholder: ({ mode }) => `Paste a ${LANGUAGE_LABELS[mode]} stack trace here…`,
    minHeight: INPUT_MIN_HEIGHT_PX,
    paste: { failureMessage: TOASTS.pasteFailed.description, failureTitle: TOASTS.pasteFailed.title },
  },
  output: {
    title: 'Formatted output',
    label: 'Formatted stack trace',
    view: 'code',
    placeholder: PLACEHOLDER,
    minHeight: 200,
    maxHeight: 600,
    palette: ({ options, siteMode }) => EDITOR_PALETTES[resolveCodeTheme(options.theme, siteMode)],
    decorateLine: (trace) => (trace.summary ? stackLineDecorator(trace.summary.codes) : undefined),
    folds: (trace, { options }) => (options.foldFramework && trace.folds.length > 0 ? trace.folds : undefined),
    text: ({ details }) => details.text,
    disabled: actionsDisabled,
    copy: {
      successMessage: TOASTS.copied.description,
      successTitle: TOASTS.copied.title,
      failureMessage: TOASTS.copyFailed.description,
      failureTitle: TOASTS.copyFailed.title,
    },
    // a standalone page with the trace coloured in the chosen theme
    download: {
      fileName: ({ language }) => downloadFileName(language),
      mimeType: 'text/html;charset=utf-8',
      data: (text, { mode, options, siteMode }) => buildHtml(text, mode, resolveCodeTheme(options.theme, siteMode)),
      successMessage: TOASTS.downloadStarted.description,
      successTitle: TOASTS.downloadStarted.title,
      failureMessage: TOASTS.downloadFailed.description,
      failureTitle: TOASTS.downloadFailed.title,
    },
  },
  examples,
  exampleLabel: 'Load Example',
  slots: { belowInput: StackHints, outputFooter: StackFooter, after: StackAfter },
});
