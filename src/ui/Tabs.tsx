import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, TOUCH_TARGET } from '@/theme/tokens';

/** One row, always: on a narrow screen the segments get tighter, then the row scrolls sideways. */
const List = styled.div`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: thin;
  ${media.mobile} {
    gap: 2px;
  }
`;
const Tab = styled.button<{ $active: boolean }>`
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  min-height: 36px;
  padding: 6px 14px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.color.text : theme.color.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.color.surface : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadow.sm : 'none')};
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  flex: 0 0 auto;
  white-space: nowrap;
  /* tighter on phones so five short labels still fit one row */
  ${media.mobile} {
    min-height: ${TOUCH_TARGET};
    padding: 6px 7px;
    font-size: 0.8125rem;
  }
`;

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** accessible name of the tab list */
  label: string;
  /**
   * id prefix shared with <TabPanel idBase=…>: tabs then point at their panels with aria-controls
   * (`${idBase}-panel-${id}`). Without it, tabs carry no aria-controls (no dangling references).
   */
  idBase?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs. */
export function Tabs<T extends string>({ items, value, onChange, label, idBase }: TabsProps<T>) {
  const auto = useId();
  const base = idBase ?? auto;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items.filter((i) => !i.disabled);
  const onKeyDown = (e: KeyboardEvent) => {
    const idx = enabled.findIndex((i) => i.id === value);
    let next = -1;
    if (e.key === 'ArrowRight') next = (idx + 1) % enabled.length;
    else if (e.key === 'ArrowLeft') next = (idx - 1 + enabled.length) % enabled.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = enabled.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const target = enabled[next];
    onChange(target.id);
    refs.current[items.indexOf(target)]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, i) => (
        <Tab
          key={item.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          role="tab"
          type="button"
          id={`${base}-tab-${item.id}`}
          aria-selected={item.id === value}
          aria-controls={idBase ? `${base}-panel-${item.id}` : undefined}
          tabIndex={item.id === value ? 0 : -1}
          disabled={item.disabled}
          $active={item.id === value}
          onClick={() => onChange(item.id)}
        >
          {item.label}
        </Tab>
      ))}
    </List>
  );
}

/** The panel for the selected tab. */
export function TabPanel({ idBase, id, children }: { idBase: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idBase}-panel-${id}`} aria-labelledby={`${idBase}-tab-${id}`}>
      {children}
    </div>
  );
}
