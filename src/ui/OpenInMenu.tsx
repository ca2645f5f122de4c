import { ChevronDown, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useHandOff, type HandOffTarget } from '@/lib/handOffContext';
import { kindLabels, type ContentKind } from '@/lib/kinds';
import { kindOfOutput } from '@/lib/outputKind';
import { Button } from './Button';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

const List = styled.ul`
  position: absolute;
  left: 0;
  top: calc(100% + 4px);
  z-index: 60;
  width: max-content;
  min-width: 240px;
  max-width: min(360px, calc(100vw - 32px));
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Item = styled.button`
  display: block;
  width: 100%;
  padding: 8px 10px;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .as {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface OpenInMenuProps {
  /** the output, or a function that returns it when a tool is chosen */
  text: string | (() => string);
  /** the output's kind where the tool knows it (its chosen target); read from the text otherwise */
  kind?: ContentKind;
  disabled?: boolean;
}

/** A target as the menu names it: the tool, and where the text goes when it takes text in more than one place. */
export const targetLabel = (target: HandOffTarget) => (target.as ? `${target.name} (${target.as})` : target.name);

/**
 * "Open in …": the tools that take this output's kind, from the page's hand-off. Choosing one puts
 * the output in that tool's input and opens it. Shows nothing where no tool takes the kind or the
 * page offers no hand-off.
 */
export function OpenInMenu({ text, kind, disabled }: OpenInMenuProps) {
  const handOff = useHandOff();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const value = typeof text === 'function' ? null : text;
  // the kind is read from the text's start, so a 5 MB output costs no more than a small one
  const shownKind = handOff
    ? (kind ?? (value === null ? handOff.produces[0] : kindOfOutput(value, handOff.produces)))
    : null;
  const targets = handOff && shownKind ? handOff.targetsFor(shownKind) : [];

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector('button')?.focus();
    const close = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !list.current?.parentElement?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  if (!handOff || !shownKind || targets.length === 0) return null;

  const choose = (target: HandOffTarget) => {
    setOpen(false);
    handOff.open(target, typeof text === 'function' ? text() : text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(list.current?.querySelectorAll('button') ?? []);
    const at = items.findIndex((item) => item === document.activeElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (step !== undefined) {
      e.preventDefault();
      items[(at + step + items.length) % items.length]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      items[e.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <Wrap>
      <Button
        ref={button}
        size="sm"
        icon={<ExternalLink size={14} aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled || value === ''}
        title={`Open the ${kindLabels[shownKind]} in another tool`}
        onClick={() => {
          // the tools on offer load while the visitor chooses
          if (!open) for (const target of targets) handOff.prepare?.(target);
          setOpen(!open);
        }}
      >
        Open in… <ChevronDown size={14} aria-hidden />
      </Button>
      {open && (
        <List
          ref={list}
          id={menuId}
          role="menu"
          aria-label={`Open the ${kindLabels[shownKind]} in`}
          onKeyDown={onKeyDown}
        >
          {targets.map((target) => (
            <li key={targetLabel(target)} role="none">
              <Item type="button" role="menuitem" tabIndex={-1} onClick={() => choose(target)}>
                {target.name}
                {target.as && <span className="as"> ({target.as})</span>}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
