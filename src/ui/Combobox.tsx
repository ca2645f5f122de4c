import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, TOUCH_TARGET } from '@/theme/tokens';
import { Input, Label } from './layout';

const Field = styled.div`
  position: relative;
  input {
    padding-right: 36px;
  }
  /* the whole height of the field: a touch target as tall as the input (44 px on phones) */
  > button {
    position: absolute;
    right: 2px;
    top: 0;
    bottom: 0;
    width: 32px;
    display: flex;
    align-items: center;
    justify-content: center;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
`;
const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  min-width: min(320px, calc(100vw - 32px));
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px;
  max-height: min(50vh, 320px);
  overflow: auto;
`;
const Option = styled.li<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.sm};
  background: ${({ theme, $active }) => ($active ? theme.color.surfaceAlt : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.color.focus}` : 'none')};
  outline-offset: -2px;
  &[data-chosen] .name {
    font-weight: 700;
  }
  .detail {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .aside {
    flex: none;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${media.mobile} {
    min-height: ${TOUCH_TARGET};
    align-items: center;
  }
`;
const Message = styled.span`
  display: block;
  margin-top: 4px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger};
`;
const Empty = styled.p`
  margin: 0;
  padding: 10px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ComboboxOption {
  value: string;
  /** what the option is called, and what the box shows once it is chosen */
  label: string;
  /** a second line under the label */
  detail?: string;
  /** a short note at the end of the row (an offset, a count) */
  aside?: ReactNode;
}

export interface ComboboxProps {
  label: string;
  hideLabel?: boolean;
  id?: string;
  /** the chosen value; null when the box only picks (then it empties after each choice) */
  value: string | null;
  /** the options for what is typed ('' when nothing is typed: the whole list), best first */
  search: (query: string) => readonly ComboboxOption[];
  /** the chosen value's label, shown in the box while nothing is typed */
  valueLabel?: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** what the popup says when nothing fits what was typed */
  noMatch: (query: string) => string;
  /** the listbox's name (the box has the label; two names alike would confuse a screen reader's list of fields) */
  listLabel?: string;
  /** why the chosen value is not taken: the box is outlined and marked invalid, the message under it describes it */
  error?: string;
  /** the chosen value is not taken and the message saying why is shown elsewhere: the box is outlined and marked invalid */
  invalid?: boolean;
}

/**
 * A text box that filters a list as you type, on the ARIA 1.2 combobox pattern (list autocomplete
 * with automatic selection): typing opens the listbox with the best match active, Down and Up move,
 * Alt+Down opens, Enter takes the active option, Escape closes and puts back the chosen value, and a
 * tap or a click picks. The focus stays in the box; the active option is announced through
 * aria-activedescendant. For a long list a native `Select` cannot search (time zones, countries).
 */
export function Combobox({
  label,
  hideLabel,
  id,
  value,
  search,
  valueLabel = '',
  onChange,
  placeholder,
  noMatch,
  listLabel = 'Suggestions',
  error,
  invalid = error !== undefined,
}: ComboboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const listId = `${inputId}-list`;
  /** what was typed since the box was last settled; null while it shows the chosen value */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const options = open ? search(query ?? '') : [];
  const optionId = (i: number) => `${inputId}-opt-${i}`;

  useEffect(() => {
    if (!open || active < 0) return;
    const option = document.getElementById(`${inputId}-opt-${active}`);
    // the active option is kept in view; jsdom (unit tests) lays nothing out and has no scrollIntoView
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [open, active, inputId]);

  /** Opens the list with the chosen value active (or the first option when something is typed). */
  const show = (typed: string | null) => {
    const list = search(typed ?? '');
    const chosen = typed === null && value !== null ? list.findIndex((o) => o.value === value) : -1;
    setOpen(true);
    setActive(chosen >= 0 ? chosen : typed ? 0 : -1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };
  /** counts the choices: after each, the box's new text is selected, so what is typed next starts a new search */
  const [picks, setPicks] = useState(0);
  const pick = (option: ComboboxOption | undefined) => {
    if (!option) return;
    close();
    onChange(option.value);
    setPicks((n) => n + 1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        show(query);
        return;
      }
      if (e.altKey) return;
      const n = options.length;
      if (n === 0) return;
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter') {
      if (!open) return;
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape') {
      if (!open && query === null) return;
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };

  const shown = query ?? (value === null ? '' : valueLabel);
  useEffect(() => {
    if (picks > 0 && document.activeElement === inputRef.current) inputRef.current?.select();
  }, [picks]);
  const hasOptions = options.length > 0;
  return (
    <div>
      <Label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      <Field>
        <Input
          ref={inputRef}
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open && hasOptions}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && active < options.length ? optionId(active) : undefined}
          $invalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={error !== undefined ? `${inputId}-error` : undefined}
          value={shown}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          onChange={(e) => {
            setQuery(e.target.value);
            show(e.target.value);
          }}
          onClick={() => !open && show(query)}
          onFocus={(e) => e.target.select()}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label="Show choices"
          aria-expanded={open && hasOptions}
          aria-controls={listId}
          // a press on the button keeps the focus in the box, so the box's blur does not close the list
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            if (open) close();
            else show(query);
          }}
        >
          <ChevronDown size={16} aria-hidden="true" />
        </button>
        {/* the listbox is always there, so aria-controls always names it; it is hidden while closed */}
        <Popup hidden={!open}>
          <List id={listId} role="listbox" aria-label={listLabel} hidden={!hasOptions}>
            {options.map((o, i) => (
              <Option
                key={o.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                data-chosen={o.value === value || undefined}
                $active={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => i !== active && setActive(i)}
                onClick={() => pick(o)}
              >
                <span>
                  <span className="name">{o.label}</span>
                  {/* the space keeps the option's name readable ('Asia/Tokyo UTC+09:00'), whatever the styles */}
                  {o.detail && (
                    <>
                      {' '}
                      <span className="detail">{o.detail}</span>
                    </>
                  )}
                </span>
                {o.aside !== undefined && <span className="aside">{o.aside}</span>}
              </Option>
            ))}
          </List>
          {open && !hasOptions && <Empty role="status">{noMatch(query ?? '')}</Empty>}
        </Popup>
      </Field>
      {error !== undefined && <Message id={`${inputId}-error`}>{error}</Message>}
    </div>
  );
}
