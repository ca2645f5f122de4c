import { baseOption } from './logic';
import type { Options } from './options';
import { readFloat } from './readFloat';
import { AUTO_BASE, inputBaseOf, readInteger } from './readInteger';

/** Past this length an input is no number typed or pasted by hand: the options stay as they are. */
const SWITCH_MAX_LENGTH = 200;

/**
 * The options an input plainly calls for, or null: a prefix the chosen input base cannot read (0x
 * in base 2) turns the input base to Auto, and a text no integer base reads but the Float tab reads
 * as a value (3.14, 1e-7, NaN, 0x1.8p3) turns to Float. Anything the chosen base reads, any other
 * whole number, and what neither tab reads leave the options alone.
 */
export function inputSwitch(input: string, current: Options): Partial<Options> | null {
  if (current.mode !== 'integer' || input.length > SWITCH_MAX_LENGTH) return null;
  if (readInteger(input, baseOption(current.from)).ok) return null;
  const auto = readInteger(input, AUTO_BASE).ok;
  if (current.from !== 'auto' && inputBaseOf(input, AUTO_BASE) !== 10 && auto) return { from: 'auto' };
  // a whole number in the wrong base is a mistake of base, not of tab
  if (auto) return null;
  const float = readFloat(input, current.float);
  return float.ok && float.from === 'value' ? { mode: 'float' } : null;
}

/** What the tool says when the input set the options, and the button that puts them back. */
export const INPUT_SWITCH = {
  note: (now: Options) =>
    now.mode === 'float'
      ? 'Looks like a fraction: shown as an IEEE 754 float.'
      : 'Looks like a prefixed number: the input base is read from its prefix.',
  // the button puts back both: the tab, and the input base where one was chosen
  instead: (before: Options) => (before.from === 'auto' ? 'Integer instead' : `Integer in base ${before.from} instead`),
} as const;
