import { useRef, type ClipboardEvent, type DragEvent, type RefObject } from 'react';
import { Eraser, FileUp, Pencil, Sparkles } from 'lucide-react';
import { Alert, Badge, Button, Card, CodeView, Muted, ProgressBar, Select, Spinner, Stack, Switch, TextArea, Toolbar } from '../../src/ui';
import { notify } from '../../src/lib/notify';
import { ACCEPT_ATTRIBUTE, INDENTS, INPUT_MIN_HEIGHT_PX, MESSAGES, MODE_LABELS, MODES, SAMPLE_JSON, type Mode } from './constants';
import { decodeUpload, uploadToast } from './files';
import { isLargeText, type RowIndex } from './largeText';
import type { Options } from './options';
import { countOf } from '../../src/lib/count';

export interface JsonInputCardProps {
  input: string;
  /** Typing in the textarea. */
  onInput: (text: string) => void;
  /** Text from the sample, a file or a large paste: the tool decides whether it is shown read-only. */
  onText: (text: string) => void;
  onClear: () => void;
  options: Options;
  onOptions: (options: Options) => void;
  /** Large text is shown in a virtualised read-only view: a textarea would freeze the tab. */
  largeView: boolean;
  largeIndex: RowIndex | null;
  onEditAsText: () => void;
  textAreaRef: RefObject<HTMLTextAreaElement | null>;
  running: boolean;
  /** null: the input is blank, so the badge is neutral */
  valid: boolean | null;
  /** The validation progress from 0 to 1, or null when no bar is shown. */
  progress: number | null;
  failure: string | null;
}

/** The Input card: validity badge, sample, upload and clear, mode options, and the JSON text (editable or read-only when large). */
export function JsonInputCard({
  input,
  onInput,
  onText,
  onClear,
  options,
  onOptions,
  largeView,
  largeIndex,
  onEditAsText,
  textAreaRef,
  running,
  valid,
  progress,
  failure,
}: JsonInputCardProps) {
  const fileInput = useRef<HTMLInputElement>(null);
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
      text = decodeUpload(new Uint8Array(await file.arrayBuffer()));
    } catch {
      notify.error(MESSAGES.fileReadErrorText, MESSAGES.fileReadErrorTitle);
      return;
    }
    onText(text);
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text/plain');
    const el = e.currentTarget;
    if (pasted.length < 10_000) return;
    const next = input.slice(0, el.selectionStart) + pasted + input.slice(el.selectionEnd);
    if (!isLargeText(next)) return;
    // the browser would lay the text out in the textarea first; keep it out of there
    e.preventDefault();
    onText(next);
  };

  const onDrop = (e: DragEvent<HTMLElement>) => {
    const file = e.dataTransfer?.files?.[0];
    if (!file) return;
    e.preventDefault();
    void readFile(file);
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
          <Button size="sm" icon={<Sparkles size={16} aria-hidden="true" />} onClick={() => onText(SAMPLE_JSON)}>
            Load Sample
          </Button>
          <Button size="sm" icon={<FileUp size={16} aria-hidden="true" />} onClick={() => fileInput.current?.click()}>
            Upload JSON
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            aria-label="Upload JSON file"
            style={{ display: 'none' }}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void readFile(file);
            }}
          />
          <Button size="sm" icon={<Eraser size={16} aria-hidden="true" />} onClick={onClear}>
            Clear
          </Button>
        </Toolbar>
        <Toolbar>
          <Select<Mode> label="Mode" value={mode} options={MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))} onChange={(m) => onOptions({ ...options, mode: m })} />
          {mode === 'format' && (
            <Select<string>
              label="Indent"
              value={String(indent)}
              options={INDENTS.map((i) => ({ value: String(i), label: `${i} spaces` }))}
              onChange={(v) => onOptions({ ...options, indent: INDENTS.find((i) => String(i) === v) ?? options.indent })}
            />
          )}
          <div style={{ alignSelf: 'flex-end', paddingBottom: 8 }}>
            <Switch label="Sort keys" checked={sortKeys} onChange={(v) => onOptions({ ...options, sortKeys: v })} />
          </div>
        </Toolbar>
        {largeView ? (
          <div onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
            <CodeView text={input} rows={largeIndex} label="JSON input" height={INPUT_MIN_HEIGHT_PX} />
            <Toolbar $justify="between" style={{ marginTop: 6 }}>
              <Muted data-testid="input-count">
                {countOf(input.length, 'character')} · large input shown read-only so the page stays responsive
              </Muted>
              <Button size="sm" variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} onClick={onEditAsText}>
                Edit as text
              </Button>
            </Toolbar>
          </div>
        ) : (
          <TextArea
            ref={textAreaRef}
            label="JSON input"
            hideLabel
            placeholder={MESSAGES.inputPlaceholder}
            value={input}
            onChange={(e) => onInput(e.target.value)}
            onPaste={onPaste}
            onDragOver={(e) => {
              if (e.dataTransfer?.types?.includes('Files')) e.preventDefault();
            }}
            onDrop={onDrop}
            minHeight={INPUT_MIN_HEIGHT_PX}
            invalid={valid === false}
          />
        )}
        {progress !== null && <ProgressBar value={progress} label="Validation progress" />}
        {failure && (
          <Alert title="Could not process the JSON">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
