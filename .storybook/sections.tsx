import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';

const Only = styled.div<{ $show: string }>`
  & > :not(${({ $show }) => $show}) {
    display: none !important;
  }
  & > ${({ $show }) => $show} {
    margin-top: 0;
  }
`;

/**
 * Shows one section of a page: the whole page renders (so its data, ids and state are real) and
 * every other top-level block is hidden. `selector` matches the section among the page's children.
 */
export function onlySection(selector: string): Decorator {
  return (Story) => (
    <Only $show={selector}>
      <Story />
    </Only>
  );
}
