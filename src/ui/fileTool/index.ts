export { defineFileTool } from './defineFileTool';
export type {
  FileFacts,
  FileTool,
  FileToolInput,
  FileToolJob,
  FileToolOutput,
  FileToolSlot,
  FileToolSlotProps,
  FileToolSpec,
  FileView,
} from './types';
