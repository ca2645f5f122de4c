export { defineTransform } from './defineTransform';
export type {
  ExampleRun,
  Made,
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
