import { Muted } from '@/ui';
import type { GeneratorSlotProps } from '@/ui/generator';
import type { Options } from './options';
import type { Possible } from './recipe';

/** Where a passphrase's words come from, and which are left out with the hyphen separator. */
export function WordListNote({ view }: GeneratorSlotProps<Options, Possible>) {
  if (view.options.mode !== 'passphrase') return null;
  return (
    <Muted>
      Words from the{' '}
      <a href="https://www.eff.org/dice" target="_blank" rel="noreferrer">
        EFF large word list
      </a>{' '}
      (7,776 words; © Electronic Frontier Foundation,{' '}
      <a href="https://creativecommons.org/licenses/by/3.0/us/" target="_blank" rel="noreferrer">
        CC BY 3.0 US
      </a>
      ).
      {view.options.separator === '-'
        ? ' With the hyphen separator the four words that contain one (drop-down, felt-tip, t-shirt, yo-yo) are left out, so every passphrase reads back one way: 7,772 words.'
        : ''}
    </Muted>
  );
}
