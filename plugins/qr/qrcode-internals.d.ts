/** The parts of qrcode's core that give a symbol's data capacity (the package types only its public API). */
declare module 'qrcode/lib/core/version' {
  import type { ErrorCorrectionLevel } from 'qrcode';
  /** Data bits of a version and level when `mode` is MIXED; characters of that mode otherwise. */
  export function getCapacity(version: number, errorCorrectionLevel: ErrorCorrectionLevel, mode: object): number;
}
declare module 'qrcode/lib/core/mode' {
  export const MIXED: object;
}
