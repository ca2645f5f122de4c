import { Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { notify } from '@/lib/notify';
import { readTextFile } from '@/lib/readTextFile';
import type { SetOption } from '@/lib/useToolOptions';
import {
  Alert,
  Badge,
  Button,
  Card,
  type CodeEditorControl,
  type EditorMark,
  ProgressBar,
  Select,
  Spinner,
  Stack,
  Switch,
  TextInputPanel,
  Toolbar,
} from '@/ui';
import { ACCEPT_ATTRIBUTE, INDENTS, INPUT_MIN_HEIGHT_PX, MESSAGES, MODE_LABELS, MODES, type Mode } from './constants';
import { SAMPLE_JSON } from './examples';
import { uploadToast } from './files';
import type { Options } from './options';

export interface JsonInputCardProps {
  input: string;
  /** Typed, pasted, dropped or uploaded text, or the sample. */
  onInput: (text: string) => void;
  onClear: () => void;
  options: Options;
  onOption: SetOption<Options>;
  /** Where parsing stopped, underlined in the editor. */
  marks: readonly EditorMark[];
  control: Ref<CodeEditorControl>;
  running: boolean;
  /** null: the input is blank, so the badge is neutral */
  valid: boolean | null;
  /** The validation progress from 0 to 1, or null when no bar is shown. */
  progress: number | null;
  failure: string | null;
}

/** The Input card: validity badge, mode options, and the JSON editor with sample, upload and clear. */
export function JsonInputCard({
  input,
  onInput,
  onClear,
  options,
  onOption,
  marks,
  control,
  running,
  valid,
  progress,
  failure,
}: JsonInputCardProps) {
  const { mode, indent } = options;
  const sortKeys = !!options.sortKeys;

  const readFile = async (file: File) => {
    const problem = uploadToast(file);
    if (problem) {
      notify.error(problem.text, problem.title);
      return;
    }
    let text: string;
    try {
      // the mark is kept so the parser names it among the warnings
      text = await readTextFile(file, { keepBom: true });
    } catch {
      notify.error(MESSAGES.fileReadErrorText, MESSAGES.fileReadErrorTitle);
      return;
    }
    onInput(text);
  };

  return (
    <Card
      title="Input"
      actions={
        <span aria-live="polite" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {running && <Spinner label="Validating JSON" />}
          <Badge $tone={valid === null ? 'neutral' : valid ? 'success' : 'danger'} data-testid="validity">
            {valid === null ? MESSAGES.emptyBadge : valid ? MESSAGES.validBadge : MESSAGES.invalidBadge}
          </Badge>
        </span>
      }
    >
      <Stack $gap="md">
        <Toolbar>
          <Select<Mode>
            label="Mode"
            value={mode}
            options={MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
            onChange={(m) => onOption('mode', m)}
          />
          {mode === 'format' && (
            <Select<string>
              label="Indent"
              value={String(indent)}
              options={INDENTS.map((i) => ({ value: String(i), label: `${i} spaces` }))}
              onChange={(v) => onOption('indent', INDENTS.find((i) => String(i) === v) ?? options.indent)}
            />
          )}
          <div style={{ alignSelf: 'flex-end', paddingBottom: 8 }}>
            <Switch label="Sort keys" checked={sortKeys} onChange={(v) => onOption('sortKeys', v)} />
          </div>
        </Toolbar>
        <TextInputPanel
          label="JSON input"
          hideLabel
          value={input}
          onChange={onInput}
          placeholder={MESSAGES.inputPlaceholder}
          minHeight={INPUT_MIN_HEIGHT_PX}
          invalid={valid === false}
          language="json"
          marks={marks}
          control={control}
          onClear={onClear}
          upload={{
            label: 'Upload JSON',
            inputLabel: 'Upload JSON file',
            accept: ACCEPT_ATTRIBUTE,
            onFile: (file) => void readFile(file),
          }}
          actions={
            <Button size="sm" icon={<Sparkles size={16} aria-hidden="true" />} onClick={() => onInput(SAMPLE_JSON)}>
              Load Sample
            </Button>
          }
          countTestId="input-count"
        />
        {progress !== null && <ProgressBar value={progress} label="Validation progress" />}
        {failure && <Alert title="Could not process the JSON">{failure}</Alert>}
      </Stack>
    </Card>
  );
}
