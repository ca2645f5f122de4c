export { defineGenerator } from './defineGenerator';
export type {
  GeneratorBulk,
  GeneratorControl,
  GeneratorOne,
  GeneratorRun,
  GeneratorSlot,
  GeneratorSlotProps,
  GeneratorSpec,
  GeneratorTool,
  GeneratorView,
  Recipe,
} from './types';
