import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Search } from 'lucide-react';
import { registry } from '../registry';
import { searchTools } from '../registry/search';
import { ToolIcon } from './ToolIcon';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(8, 12, 20, 0.55);
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 10vh 16px 16px;
`;
const Panel = styled.div`
  width: min(600px, 100%);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
`;
const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  input {
    flex: 1;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.lg};
    outline: none;
  }
`;
const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 6px;
  max-height: min(60vh, 420px);
  overflow: auto;
`;
const Option = styled.li<{ $active: boolean }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.color.surfaceAlt : 'transparent')};
  svg { margin-top: 3px; color: ${({ theme }) => theme.color.primary}; }
  .name { font-weight: 600; }
  .desc { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; }
`;
const Empty = styled.p`
  padding: 16px;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Search over tool names, keywords, aliases and descriptions; Enter opens the chosen tool. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const results = useMemo(() => (query.trim() ? searchTools(registry.tools, query) : registry.tools.filter((t) => t.manifest.popular)), [query]);
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => setActive(0), [query]);

  const open = (i: number) => {
    const tool = results[i];
    if (!tool) return;
    onClose();
    void navigate(tool.manifest.path);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(results.length - 1, a + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(active);
    }
  };
  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-label="Search tools" onKeyDown={onKeyDown}>
        <Field>
          <Search size={20} aria-hidden="true" />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label="Search tools"
            aria-expanded={results.length > 0}
            aria-controls={results.length ? listId : undefined}
            aria-activedescendant={results[active] ? `${listId}-${results[active].manifest.id}` : undefined}
            placeholder="Search tools…"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </Field>
        {results.length ? (
          <Results id={listId} role="listbox" aria-label="Tools">
            {results.map((t, i) => (
              <Option
                key={t.manifest.id}
                id={`${listId}-${t.manifest.id}`}
                role="option"
                aria-selected={i === active}
                $active={i === active}
                onMouseEnter={() => setActive(i)}
                onClick={() => open(i)}
              >
                <ToolIcon name={t.manifest.icon} size={18} />
                <div>
                  <div className="name">{t.manifest.name}</div>
                  <div className="desc">{t.manifest.description}</div>
                </div>
              </Option>
            ))}
          </Results>
        ) : (
          <Empty role="status">No tools match “{query}”.</Empty>
        )}
      </Panel>
    </Backdrop>
  );
}
