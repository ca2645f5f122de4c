export { defineFileTool } from './defineFileTool';
export { FilePicker, type FilePickerProps } from './FilePicker';
export { useSniffed } from './useSniffed';
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
