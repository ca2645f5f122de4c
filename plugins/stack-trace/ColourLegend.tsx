import styled from 'styled-components';
import type { StackTheme } from './logic';

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;
const Swatch = styled.span`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 2px;
`;

export interface ColourLegendProps {
  theme: StackTheme;
}

/** The colours of the chosen theme for exception, method, parameters, file path, line number and cause. */
export function ColourLegend({ theme }: ColourLegendProps) {
  return (
    <Legend aria-label="Colour legend">
      {(
        [
          ['Exception', theme.exception],
          ['Method', theme.methodName],
          ['Parameters', theme.parameters],
          ['File path', theme.filePath],
          ['Line number', theme.lineNo],
          ['Cause', theme.cause],
        ] as const
      ).map(([name, color]) => (
        <li key={name}>
          <Swatch style={{ background: color }} aria-hidden="true" />
          {name}
        </li>
      ))}
    </Legend>
  );
}
