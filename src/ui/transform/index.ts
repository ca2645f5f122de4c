export { defineTransform } from './defineTransform';
export type {
  ExampleRun,
  Made,
  TransformDetect,
  TransformError,
  TransformExample,
  TransformMode,
  TransformOutcome,
  TransformSlot,
  TransformSlotProps,
  TransformSpec,
  TransformTool,
  TransformUpload,
  TransformView,
} from './types';
