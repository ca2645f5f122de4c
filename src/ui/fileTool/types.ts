import type { ComponentType, ReactNode } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import type { JobClient } from '@/lib/jobClient';
import type { JobPolicyName } from '@/lib/jobPolicy';
import type { ContentKind } from '@/lib/kinds';
import type { ToolOptions } from '@/lib/toolOptions';
import type { BlueprintError, BlueprintOutcome, Viewed } from '@/ui/blueprint/types';

/** What the frame knows of the chosen file: its name, size and media type, and what its bytes are ('PNG image'). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
  /** what the site's sniffer reads the first bytes as; null when it cannot tell or has not read them yet */
  sniffed: string | null;
}

/** What a file tool works from: its options and the chosen file's facts (null before one is chosen). */
export interface FileView<O> {
  options: O;
  file: FileFacts | null;
}

export type FileViewed<T, O> = Viewed<T, FileView<O>>;

/** What a slot is given: the view, the output shown and its details, and whether a run is under way. */
export interface FileToolSlotProps<O, X> {
  view: FileView<O>;
  /** the output as shown ('' before there is any) */
  output: string;
  /** the details of the run shown, null before there is one */
  details: X | null;
  busy: boolean;
}

export type FileToolSlot<O, X> = ComponentType<FileToolSlotProps<O, X>>;

/** Where the bytes come from: a picker, a drop onto the tool, a pasted file; with the size the tool takes. */
export interface FileToolInput<O> {
  /** the input card's title */
  title: string;
  /** the drop zone's words ('Drag and drop a file here, or') */
  label?: string;
  /** under the Browse button: what files it takes and that they stay in the browser */
  hint: string;
  /** MIME types or extensions the picker offers and the frame takes; any file when left out */
  accept?: readonly string[];
  /** the largest file taken, in bytes */
  maxBytes: number;
  /** what a larger file says (default: the platform's UPLOAD_MESSAGES.tooLarge) */
  tooLarge?: string;
  /** what a file of another type says */
  wrongType?: string;
  /** in the file card while no file is chosen */
  empty: string;
  /** what the run button says when no file is chosen */
  missing: string;
  testId?: string;
  /** pasted text the tool reads as a file (Base64, a data URL); null for text it does not take */
  fromText?: (text: string) => File | null;
  /** options drawn under the file card */
  controls?: readonly (keyof O & string)[];
}

/**
 * The work: the tool's job run in its worker under its policy's time limit, on the file as soon as it
 * is chosen and again on the button (Ctrl+Enter), with progress and Cancel.
 */
export interface FileToolJob<O, X, J extends JobMap, K extends keyof J & string> {
  jobs: JobClient<J>;
  kind: K;
  policy: JobPolicyName;
  /** the job's request for a file, under the options on screen */
  request: (file: File, options: O) => J[K]['input'];
  read: (result: J[K]['result'], request: J[K]['input']) => BlueprintOutcome<X>;
  /** the error shown when the job throws (a worker crash, the time limit) */
  failed: (error: Error, request: J[K]['input']) => BlueprintError;
  /** the run button's text; while it runs, its verb with -ing */
  button: string;
  /** the progress bar's accessible name */
  progress: string;
  /** how long a finished run's full bar stays, so even a quick run is seen to complete */
  holdDoneMs?: number;
}

/** The output: text with Open in …, Copy and Download, and/or a preview. */
export interface FileToolOutput<O, X> {
  title?: string;
  /** options drawn above the output (a format that applies without reading the file again) */
  controls?: readonly (keyof O & string)[];
  label: FileViewed<string, O>;
  placeholder: string;
  minHeight?: number;
  /** the output as shown, copied and downloaded, from the job's output and details (another format of it) */
  show?: (output: string, details: X, view: FileView<O>) => string;
  /** the output's content kind where the tool knows it */
  kind?: FileViewed<ContentKind | undefined, O>;
  download: { fileName: FileViewed<string, O>; mimeType?: string };
  /** above the output (an image, a document) */
  preview?: FileToolSlot<O, X>;
  /** under the output (what was read and what it made) */
  footer?: FileToolSlot<O, X>;
}

export interface FileToolSpec<O extends Record<string, unknown>, X, J extends JobMap, K extends keyof J & string> {
  /** the same options the manifest carries */
  options: ToolOptions<O>;
  input: FileToolInput<O>;
  job: FileToolJob<O, X, J, K>;
  output: FileToolOutput<O, X>;
}

/** A file tool drawn by the platform: its screen, and the lazy parts of its first screen (none: its controls are the design system's). */
export interface FileTool {
  Screen: (props: { manifest: { id: string }; embedded?: boolean }) => ReactNode;
  firstScreen?: () => Promise<unknown>;
}
