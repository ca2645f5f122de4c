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
  TransformView,
} from './types';
