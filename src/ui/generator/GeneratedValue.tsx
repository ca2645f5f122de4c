import styled from 'styled-components';

const Value = styled.output`
  display: block;
  padding: 14px 16px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: clamp(0.9rem, 2.6vw, 1.15rem);
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  min-height: 1.5em;
`;

/** Holds the value's place until it is drawn, so the page does not move when it appears (it wraps on a phone). */
const Shape = styled.span`
  visibility: hidden;
`;

/** One generated value in large type: named for assistive technology, its place held by its shape until it is drawn. */
export function GeneratedValue({
  label,
  value,
  testId,
  shape,
}: {
  label: string;
  value: string;
  testId?: string;
  shape?: string;
}) {
  return (
    <Value aria-label={label} data-testid={testId}>
      {value || (shape && <Shape aria-hidden="true">{shape}</Shape>)}
    </Value>
  );
}
