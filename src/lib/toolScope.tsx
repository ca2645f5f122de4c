import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { linkedInputs } from './inputQuery';
import { getFile, getInput, MAIN_INPUT_FIELD, setFile, setInput, subscribeFile, subscribeInput } from './toolState';

interface ToolScopeValue {
  id: string;
  /** makes `action` what Ctrl+Enter runs; returns the undo */
  registerMainAction: (action: () => void) => () => void;
}

const ToolScopeContext = createContext<ToolScopeValue | null>(null);

/** The tool shown on a page, known to the hooks below; null where a tool is embedded elsewhere. */
export function useToolScope(): ToolScopeValue | null {
  return useContext(ToolScopeContext);
}

const isRunShortcut = (e: KeyboardEvent) => e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;

/**
 * Gives a tool page its id (kept input and settings) and its Ctrl+Enter. Input carried by a shared
 * link (in the fragment; older links carry it in the query) is taken before the tool first renders
 * and then dropped from the address, so a reload after editing shows the edits, not the link's text
 * again.
 */
export function ToolScope({ id, children }: { id: string; children: ReactNode }) {
  const mainAction = useRef<(() => void) | null>(null);
  const [scope] = useState<ToolScopeValue>(() => {
    if (typeof window !== 'undefined')
      for (const [field, value] of linkedInputs(window.location.search, window.location.hash).inputs)
        setInput(id, field, value);
    return {
      id,
      registerMainAction: (action) => {
        mainAction.current = action;
        // says Ctrl+Enter is live (the tool's own code may mount after the page has hydrated)
        document.documentElement.dataset.mainAction = id;
        return () => {
          if (mainAction.current !== action) return;
          mainAction.current = null;
          delete document.documentElement.dataset.mainAction;
        };
      },
    };
  });

  const { search, hash } = useLocation();
  const navigate = useNavigate();
  // a link opened on its own page (only the fragment differs) does not load it again: its input is
  // taken here
  useEffect(() => {
    const linked = linkedInputs(search, hash);
    if (linked.inputs.size === 0) return;
    for (const [field, value] of linked.inputs) setInput(id, field, value);
    void navigate({ search: linked.search, hash: linked.hash }, { replace: true, preventScrollReset: true });
  }, [search, hash, navigate, id]);

  useEffect(() => {
    // capture: runs before a text editor's own Ctrl+Enter binding
    const onKey = (e: KeyboardEvent) => {
      const action = mainAction.current;
      if (!action || !isRunShortcut(e) || e.repeat) return;
      e.preventDefault();
      e.stopPropagation();
      action();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);

  return <ToolScopeContext.Provider value={scope}>{children}</ToolScopeContext.Provider>;
}

/** What Ctrl+Enter (⌘+Enter) runs on this tool's page: its main action (Convert, Compare, Send, Generate…). */
export function useMainAction(action: () => void): void {
  const scope = useToolScope();
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => scope?.registerMainAction(() => latest.current()), [scope]);
}

const noSubscription = () => () => {};

/**
 * A text input of the tool (`field` names it when a tool has several) that survives Back, Forward
 * and reload in this tab (sessionStorage) and never reaches localStorage. Empty on the prerendered
 * page; the kept text appears right after hydration. Outside a tool page it is plain state.
 */
export function useToolInput(field = MAIN_INPUT_FIELD): [string, (next: SetStateAction<string>) => void] {
  const scope = useToolScope();
  const id = scope?.id;
  const [own, setOwn] = useState('');
  const subscribe = useCallback(
    (listener: () => void) => (id ? subscribeInput(id, field, listener) : noSubscription()),
    [id, field],
  );
  const kept = useSyncExternalStore(
    subscribe,
    () => (id ? (getInput(id, field) ?? '') : ''),
    () => '',
  );
  const set = useCallback(
    (next: SetStateAction<string>) => {
      if (!id) {
        setOwn(next);
        return;
      }
      setInput(id, field, typeof next === 'function' ? next(getInput(id, field) ?? '') : next);
    },
    [id, field],
  );
  return [id ? kept : own, set];
}

/**
 * Several text inputs of the tool at once, by field, kept as `useToolInput` keeps each: for a screen
 * whose fields a declaration lists. `fields` is the same list on every render.
 */
export function useToolInputs(
  fields: readonly string[],
): [Readonly<Record<string, string>>, (field: string, text: string) => void] {
  const scope = useToolScope();
  const id = scope?.id;
  const [own, setOwn] = useState<Readonly<Record<string, string>>>({});
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!id) return noSubscription();
      const stops = fields.map((field) => subscribeInput(id, field, listener));
      return () => stops.forEach((stop) => stop());
    },
    [id, fields],
  );
  // one text for all fields, so an unchanged set of inputs is the same snapshot
  const kept = useSyncExternalStore(
    subscribe,
    () => (id ? JSON.stringify(fields.map((field) => getInput(id, field) ?? '')) : ''),
    () => '',
  );
  const values = useMemo(() => {
    const texts: unknown = id && kept ? JSON.parse(kept) : [];
    const text = (field: string, i: number) =>
      !id ? (own[field] ?? '') : Array.isArray(texts) && typeof texts[i] === 'string' ? texts[i] : '';
    return Object.fromEntries(fields.map((field, i) => [field, text(field, i)]));
  }, [id, own, kept, fields]);
  const set = useCallback(
    (field: string, text: string) => (id ? setInput(id, field, text) : setOwn((now) => ({ ...now, [field]: text }))),
    [id],
  );
  return [values, set];
}

/**
 * A file the visitor chose in the tool (`field` names it when a tool takes several): it survives
 * Back and Forward within the site, in this page's memory only, and is gone after a reload. Outside
 * a tool page it is plain state.
 */
export function useToolFile(field = MAIN_INPUT_FIELD): [File | null, (next: File | null) => void] {
  const scope = useToolScope();
  const id = scope?.id;
  const [own, setOwn] = useState<File | null>(null);
  const subscribe = useCallback(
    (listener: () => void) => (id ? subscribeFile(id, field, listener) : noSubscription()),
    [id, field],
  );
  const kept = useSyncExternalStore(
    subscribe,
    () => (id ? getFile(id, field) : null),
    () => null,
  );
  const set = useCallback((next: File | null) => (id ? setFile(id, field, next) : setOwn(next)), [id, field]);
  return [id ? kept : own, set];
}
