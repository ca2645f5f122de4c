import { Search } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { groupDigits } from '@/lib/count';
import { detectionInput } from '@/lib/detect';
import { openWithText } from '@/lib/handOffContext';
import { jobClient } from '@/lib/jobClient';
import { registry } from '@/registry';
import { pasteJobs } from '@/registry/pasteJobs';
import { toolsForPaste, type Suggestion } from '@/registry/pasteSuggestions';
import { searchTools, suggestTools } from '@/registry/search';
import type { RegisteredTool } from '@/registry/types';
import { Backdrop, Field, Panel, SEARCH_PLACEHOLDER, searchesPaste } from './SearchFrame';
import { ToolIcon } from './ToolIcon';
import { useFavourites, useRecentTools } from './userTools';

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
  svg {
    /* full size beside a description of any length */
    flex-shrink: 0;
    margin-top: 3px;
    color: ${({ theme }) => theme.color.primary};
  }
  .name {
    font-weight: 600;
  }
  .desc {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Empty = styled.p`
  padding: 14px 16px 4px;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Heading = styled.li`
  padding: 10px 12px 4px;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface ResultSection {
  /** tells the options of one section from another's (a tool can be in two) */
  id: string;
  title?: string;
  tools: RegisteredTool[];
  /** what is said under a tool instead of its description (why it suits a paste) */
  notes?: Map<string, string>;
}

/** A paste and the tools for it, once the detectors have answered. */
interface Pasted {
  text: string;
  suggestions: Suggestion[] | null;
}

/** The detectors run in their own worker, so a 5 MB paste never holds up typing in the box. */
const detection = jobClient(
  pasteJobs,
  () => new Worker(new URL('../registry/detect.worker.ts', import.meta.url), { type: 'module' }),
);
/** The detectors read at most this long: a longer search means the text is stuck. */
const DETECT_TIME_LIMIT_MS = 2000;

const byIds = (ids: readonly string[]) => ids.flatMap((id) => registry.byId.get(id) ?? []);

/** What the dialog lists: matches; else the closest tools; for an empty query favourites, recent and popular tools. */
function useSections(query: string): { sections: ResultSection[]; noMatch: boolean } {
  const { favourites } = useFavourites();
  const recent = useRecentTools();
  return useMemo(() => {
    if (query.trim()) {
      const hits = searchTools(registry.tools, query);
      if (hits.length) return { sections: [{ id: 'search', tools: hits }], noMatch: false };
      return {
        sections: [{ id: 'closest', title: 'Closest tools', tools: suggestTools(registry.tools, query) }],
        noMatch: true,
      };
    }
    const fav = byIds(favourites);
    const rec = byIds(recent).filter((t) => !fav.includes(t));
    const popular = registry.tools.filter((t) => t.manifest.popular && !fav.includes(t) && !rec.includes(t));
    const sections = [
      { id: 'favourites', title: 'Favourites', tools: fav },
      { id: 'recent', title: 'Recent', tools: rec },
      { id: 'popular', title: 'Popular', tools: popular },
    ].filter((sec) => sec.tools.length);
    return { sections, noMatch: false };
  }, [query, favourites, recent]);
}

/**
 * Search over tool names, keywords, aliases and descriptions that forgives typos and word order;
 * Enter opens the chosen tool. An empty query lists favourites, recent and popular tools; a query
 * that matches nothing offers the closest tools.
 */
export function SearchDialog({
  onClose,
  initialQuery = '',
  initialPaste,
}: {
  /** `dismissed`: closed without opening a tool, so the focus goes back where it was */
  onClose: (dismissed: boolean) => void;
  initialQuery?: string;
  /** text pasted before the dialog opened (on the home page): the dialog opens with the tools for it */
  initialPaste?: string;
}) {
  const [query, setQuery] = useState(
    initialQuery === '' && initialPaste !== undefined && searchesPaste(initialPaste)
      ? initialPaste.trim()
      : initialQuery,
  );
  const [active, setActive] = useState(0);
  const [pasted, setPasted] = useState<Pasted | null>(null);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const dismiss = () => onClose(true);
  const listId = useId();
  const search = useSections(query);
  const forPaste = useMemo(() => pasted?.suggestions ?? [], [pasted]);
  const sections: ResultSection[] = useMemo(
    () => [
      ...(forPaste.length
        ? [
            {
              id: 'paste',
              title: 'For what you pasted',
              tools: forPaste.map((s) => s.tool),
              notes: new Map(forPaste.map((s) => [s.tool.manifest.id, s.reason])),
            },
          ]
        : []),
      // until the detectors answer, nothing is listed that Enter or a click could open by mistake
      // (nor moves when the tools for the paste arrive); a long paste leaves the box empty, and
      // the tools for it are then the whole answer
      ...(pasted?.suggestions === null || (forPaste.length && query.trim() === '') ? [] : search.sections),
    ],
    [forPaste, pasted, query, search.sections],
  );
  const noMatch = search.noMatch && forPaste.length === 0;
  const results = useMemo(
    () => sections.flatMap((sec) => sec.tools.map((tool) => ({ tool, section: sec.id }))),
    [sections],
  );
  // the caret after what was typed before the dialog's code arrived
  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  useEffect(() => setActive(0), [query, pasted]);

  const open = (i: number) => {
    const result = results[i];
    if (!result) return;
    onClose(false);
    const suggestion = result.section === 'paste' ? forPaste.find((s) => s.tool === result.tool) : undefined;
    if (suggestion && pasted) {
      const { tool, field, value, settings } = suggestion;
      openWithText(navigate, { id: tool.manifest.id, path: tool.manifest.path, field, settings }, value ?? pasted.text);
    } else void navigate(result.tool.manifest.path);
  };
  const findTools = useCallback((text: string) => {
    setPasted({ text, suggestions: null });
    void detection
      .run('detect', detectionInput(text), { timeLimit: DETECT_TIME_LIMIT_MS })
      .then((found) => toolsForPaste(registry, found))
      .catch(() => [])
      .then((suggestions) => setPasted((now) => (now?.text === text ? { text, suggestions } : now)));
  }, []);
  useEffect(() => {
    if (initialPaste !== undefined && initialPaste.trim() !== '') findTools(initialPaste);
  }, [initialPaste, findTools]);
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain');
    if (text.trim() === '') return;
    // a long or multi-line paste stays out of the one-line box; a short one is searched as well
    if (!searchesPaste(text)) {
      e.preventDefault();
      setQuery('');
    }
    findTools(text);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      dismiss();
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
  const optionId = (i: number) =>
    results[i] ? `${listId}-${results[i].section}-${results[i].tool.manifest.id}` : undefined;
  const pastedNote =
    pasted && pasted.suggestions === null
      ? 'Looking at what you pasted…'
      : pasted?.suggestions?.length === 0
        ? `No tool recognised the ${groupDigits(pasted.text.length)} characters you pasted.`
        : null;
  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && dismiss()}>
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
            aria-activedescendant={optionId(active)}
            placeholder={SEARCH_PLACEHOLDER}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onPaste={onPaste}
          />
        </Field>
        {pastedNote && <Empty role="status">{pastedNote}</Empty>}
        {noMatch && <Empty role="status">No tools match “{query}”. The closest ones:</Empty>}
        {results.length > 0 && (
          <Results id={listId} role="listbox" aria-label={noMatch ? 'Closest tools' : 'Tools'}>
            {sections.map((sec) => (
              <Section
                key={sec.id}
                section={sec}
                offset={results.findIndex((r) => r.section === sec.id)}
                active={active}
                listId={listId}
                onHover={setActive}
                onOpen={open}
              />
            ))}
          </Results>
        )}
      </Panel>
    </Backdrop>
  );
}

function Section({
  section,
  offset,
  active,
  listId,
  onHover,
  onOpen,
}: {
  section: ResultSection;
  offset: number;
  active: number;
  listId: string;
  onHover: (i: number) => void;
  onOpen: (i: number) => void;
}) {
  return (
    <>
      {section.title && (
        <Heading role="presentation" aria-hidden="true">
          {section.title}
        </Heading>
      )}
      {section.tools.map((t, j) => {
        const i = offset + j;
        return (
          <Option
            key={t.manifest.id}
            id={`${listId}-${section.id}-${t.manifest.id}`}
            role="option"
            aria-selected={i === active}
            $active={i === active}
            onMouseEnter={() => onHover(i)}
            onClick={() => onOpen(i)}
          >
            <ToolIcon name={t.manifest.icon} size={18} />
            <div>
              <div className="name">{t.manifest.name}</div>
              <div className="desc">{section.notes?.get(t.manifest.id) ?? t.manifest.description}</div>
            </div>
          </Option>
        );
      })}
    </>
  );
}
