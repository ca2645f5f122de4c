import styled from 'styled-components';
import { Checkerboard } from '@/ui';

/** An image on a checkerboard, which shows which areas are transparent. */
export const Checker = styled(Checkerboard)`
  min-height: 160px;
  padding: 8px;
  img {
    max-width: 100%;
    max-height: 320px;
    object-fit: contain;
  }
`;
