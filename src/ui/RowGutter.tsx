import styled from 'styled-components';

/** The line-number cell of a virtualised row: stays put while the row scrolls sideways. */
export const RowGutter = styled.span`
  flex: 0 0 auto;
  padding: 0 12px 0 8px;
  text-align: right;
  user-select: none;
  position: sticky;
  left: 0;
`;
