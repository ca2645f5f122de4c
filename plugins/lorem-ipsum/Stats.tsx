import styled from 'styled-components';
import { groupDigits } from '@/lib/count';
import type { GeneratorSlotProps } from '@/ui/generator';
import { stats } from './logic';
import type { Options } from './options';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** The live word and character count of the text shown. */
export function Stats({ output }: GeneratorSlotProps<Options, null>) {
  const { words, characters } = stats(output);
  return (
    <Line role="status" aria-live="polite" aria-label="Word and character count">
      {groupDigits(words)} {words === 1 ? 'word' : 'words'} · {groupDigits(characters)}{' '}
      {characters === 1 ? 'character' : 'characters'}
    </Line>
  );
}
