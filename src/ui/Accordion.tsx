import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;
const Item = styled.div<{ $open: boolean }>`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  background: ${({ theme, $open }) => ($open ? theme.color.surfaceAlt : 'transparent')};
  transition: background 0.15s;
`;
const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;
const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  font: inherit;
  font-weight: 600;
  line-height: 1.4;
  text-align: left;
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  border: 0;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.textMuted};
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
    color: ${({ theme }) => theme.color.primary};
  }
`;
const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  p:last-child,
  ul:last-child {
    margin-bottom: 0;
  }
`;

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** the open item's id (controlled); null when all are closed */
  value?: string | null;
  /** the item open at first (uncontrolled) */
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** level of the heading that wraps each button (default 3) */
  headingLevel?: 2 | 3 | 4;
  /** id prefix for the buttons and panels */
  idBase?: string;
  className?: string;
}

/**
 * WAI-ARIA accordion: each header is a button (aria-expanded, aria-controls) inside a heading, each
 * panel a region labelled by its button. At most one item is open; activating the open item
 * closes it. Enter and Space toggle; Up, Down, Home and End move between headers.
 */
export function Accordion({
  items,
  value,
  defaultValue = null,
  onValueChange,
  headingLevel = 3,
  idBase,
  className,
}: AccordionProps) {
  const auto = useId();
  const base = idBase ?? auto;
  const [inner, setInner] = useState<string | null>(defaultValue);
  const open = value === undefined ? inner : value;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (id: string) => {
    const next = open === id ? null : id;
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    let next = -1;
    if (e.key === 'ArrowDown') next = index === last ? 0 : index + 1;
    else if (e.key === 'ArrowUp') next = index === 0 ? last : index - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    if (next < 0) return;
    e.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <List className={className}>
      {items.map((item, i) => {
        const expanded = open === item.id;
        const buttonId = `${base}-button-${item.id}`;
        const panelId = `${base}-panel-${item.id}`;
        return (
          <Item key={item.id} $open={expanded}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <span>{item.title}</span>
                <ChevronDown size={18} aria-hidden="true" />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
