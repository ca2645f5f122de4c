import { FileUp, Trash2, X as Stop } from 'lucide-react';
import type { DragEvent } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import type { ToolOptions } from '@/lib/toolOptions';
import { ErrorNotice } from '@/ui/blueprint/ErrorNotice';
import { busyLabelOf } from '@/ui/blueprint/gerund';
import { OptionControls, optionControls } from '@/ui/blueprint/OptionControls';
import { OutputTools } from '@/ui/blueprint/OutputTools';
import { viewed } from '@/ui/blueprint/types';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Muted, Stack, Toolbar } from '@/ui/layout';
import { OutputArea } from '@/ui/OutputArea';
import { ProgressBar } from '@/ui/ProgressBar';
import { FilePicker } from './FilePicker';
import type { FileToolSpec } from './types';
import { useFileTool } from './useFileTool';

export interface FileToolFrameProps<
  O extends Record<string, unknown>,
  X,
  J extends JobMap,
  K extends keyof J & string,
> {
  spec: FileToolSpec<O, X, J, K>;
  /** names the ids of the tool's controls */
  id: string;
}

/** The options a section lists, each drawn as its schema says. */
function controlsFor<O extends Record<string, unknown>>(options: ToolOptions<O>, keys?: readonly string[]) {
  if (!keys?.length) return [];
  const all = optionControls(options.schema, options.uiSchema) ?? [];
  return all.filter((control) => keys.includes(control.key));
}

/**
 * The screen of a file tool, drawn from its declaration: the file card (a drop zone with Browse, the
 * file's facts, Remove and the run button, progress with Cancel, the error), then the output card
 * (its options, a preview, the text with Open in …, Copy and Download, and the tool's summary). A
 * file dropped anywhere on the tool, or pasted anywhere on the page but into a field, is taken too.
 * The file lives in the page's memory only: never in storage, never in a link.
 */
export function FileToolFrame<O extends Record<string, unknown>, X, J extends JobMap, K extends keyof J & string>({
  spec,
  id,
}: FileToolFrameProps<O, X, J, K>) {
  const tool = useFileTool(spec);
  const { input, job: jobSpec, output: outputSpec } = spec;
  const { view, job, outcome, file, error } = tool;
  const made = outcome?.ok ? outcome : null;
  const output = made ? (outputSpec.show ? outputSpec.show(made.output, made.details, view) : made.output) : '';
  const slotProps = { view, output, details: made ? made.details : null, busy: job.busy };
  const inputControls = controlsFor(spec.options, input.controls);
  const outputControls = controlsFor(spec.options, outputSpec.controls);
  const Preview = outputSpec.preview;
  const Footer = outputSpec.footer;
  // a drop the drop zone did not take (elsewhere on the tool) is the tool's file too
  const dropOnTool = (event: DragEvent) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const dropped = event.dataTransfer.files?.[0];
    if (dropped && !job.busy) tool.choose(dropped);
  };
  return (
    <div onDragOver={(event) => event.preventDefault()} onDrop={dropOnTool}>
      <Stack>
        <Card title={input.title}>
          <Stack $gap="md">
            <FilePicker
              file={file}
              sniffed={view.file?.sniffed ?? null}
              onFile={tool.choose}
              onReject={(_, rejected) => tool.choose(rejected)}
              accept={input.accept}
              maxBytes={input.maxBytes}
              label={input.label}
              hint={input.hint}
              disabled={job.busy}
              testId={input.testId}
              empty={<Muted>{input.empty}</Muted>}
              actions={
                <Toolbar>
                  {file && (
                    <Button icon={<Trash2 size={16} aria-hidden="true" />} onClick={tool.remove} disabled={job.busy}>
                      Remove
                    </Button>
                  )}
                  <Button
                    variant="primary"
                    icon={<FileUp size={16} aria-hidden="true" />}
                    onClick={tool.start}
                    disabled={job.busy}
                  >
                    {job.busy ? (busyLabelOf(jobSpec.button) ?? jobSpec.button) : jobSpec.button}
                  </Button>
                  {job.busy && (
                    <Button onClick={job.cancel} icon={<Stop size={16} aria-hidden="true" />}>
                      Cancel
                    </Button>
                  )}
                </Toolbar>
              }
            />
            {inputControls.length > 0 && (
              <OptionControls
                controls={inputControls}
                values={view.options}
                onChange={tool.setOptionValue}
                idPrefix={`${id}-input`}
              />
            )}
            {job.progress !== null && <ProgressBar value={job.progress} label={jobSpec.progress} />}
            {error && <ErrorNotice error={error} />}
          </Stack>
        </Card>
        <Card title={outputSpec.title ?? 'Output'} aria-busy={job.busy}>
          <Stack $gap="md">
            {outputControls.length > 0 && (
              <OptionControls
                controls={outputControls}
                values={view.options}
                onChange={tool.setOptionValue}
                idPrefix={`${id}-output`}
              />
            )}
            {Preview && <Preview {...slotProps} />}
            <OutputArea
              label={viewed(outputSpec.label, view)}
              value={output}
              placeholder={outputSpec.placeholder}
              minHeight={outputSpec.minHeight}
              actions={
                <OutputTools
                  text={output}
                  kind={viewed(outputSpec.kind, view)}
                  busy={job.busy}
                  download={{
                    fileName: viewed(outputSpec.download.fileName, view),
                    mimeType: outputSpec.download.mimeType,
                  }}
                />
              }
            />
            {Footer && <Footer {...slotProps} />}
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}
