import styled from 'styled-components';
import type { FloatView } from './ieee';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Field = styled.figure<{ $tone: 'info' | 'warning' | 'success' }>`
  margin: 0;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone]};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Bg`]};
  min-width: 0;
  &.fraction {
    flex: 1 1 16rem;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.color.text};
    overflow-wrap: anywhere;
    letter-spacing: 0.05em;
  }
  figcaption {
    font-family: ${({ theme }) => theme.font.sans};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The bits of a float in its three fields, each named with its width: sign, exponent, fraction. */
export function FloatLayout({ view }: { view: FloatView }) {
  const fields = [
    { name: 'Sign', bits: view.signBit, tone: 'info', className: undefined },
    { name: 'Exponent', bits: view.exponentField, tone: 'warning', className: undefined },
    { name: 'Fraction', bits: view.fractionField, tone: 'success', className: 'fraction' },
  ] as const;
  return (
    <Row role="group" aria-label={`${view.format} bit layout`}>
      {fields.map((field) => (
        <Field key={field.name} $tone={field.tone} className={field.className}>
          <span data-testid={`float-${field.name.toLowerCase()}`}>{field.bits}</span>
          <figcaption>
            {field.name} · {countBits(field.bits.length)}
          </figcaption>
        </Field>
      ))}
    </Row>
  );
}

const countBits = (n: number) => (n === 1 ? '1 bit' : `${n} bits`);
