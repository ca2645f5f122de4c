export { defineTransform } from './defineTransform';
export type {
  ExampleRun,
  ForView,
  Made,
  TransformDetect,
  TransformDetectOptions,
  TransformExample,
  TransformMode,
  TransformSlot,
  TransformSlotProps,
  TransformSpec,
  TransformTool,
  TransformUpload,
  TransformView,
} from './types';
