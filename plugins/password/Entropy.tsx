import styled from 'styled-components';
import type { GeneratorSlotProps } from '@/ui/generator';
import { formatBits, formatCount } from './logic';
import type { Options } from './options';
import type { Possible } from './recipe';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  strong {
    font-weight: 700;
  }
`;

function EntropyLine({ possible, each }: { possible: Possible | null; each: boolean }) {
  if (!possible) return null;
  return (
    <Line data-testid={each ? 'bulk-entropy' : 'entropy'}>
      {each ? 'Entropy of each: ' : 'Entropy: '}
      <strong>{formatBits(possible.bits)}</strong> · {formatCount(possible.count)} possible {possible.mode}s, all
      equally likely
    </Line>
  );
}

/** The entropy of the value shown: how many values the policy can give, all equally likely. */
export const Entropy = ({ details }: GeneratorSlotProps<Options, Possible>) => (
  <EntropyLine possible={details} each={false} />
);

/** The entropy of each value in the list. */
export const EachEntropy = ({ details }: GeneratorSlotProps<Options, Possible>) => (
  <EntropyLine possible={details} each />
);
