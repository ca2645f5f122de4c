import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TabPanel } from '@/ui';

const Count = styled.span`
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.xs};
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.info};
`;

export interface PanelProps {
  id: string;
  current: string;
  idBase: string;
  children: ReactNode;
}

/** One tab's panel; every panel stays mounted (so each tab's aria-controls points at an element); only the current one shows. */
export function Panel({ id, current, idBase, children }: PanelProps) {
  return (
    <div hidden={id !== current}>
      <TabPanel idBase={idBase} id={id}>
        {children}
      </TabPanel>
    </div>
  );
}

/** A tab's label with the count of its active rows, when there are any. */
export function tabLabel(text: string, count: number) {
  return (
    <>
      {text}
      {count > 0 && (
        <>
          <Count aria-hidden="true">{count}</Count>
          <span className="visually-hidden"> ({count} active)</span>
        </>
      )}
    </>
  );
}
