import { ChevronDown, Menu, Search, Wrench } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { registry } from '@/registry';
import { ALSO_USEFUL_TITLE } from '@/registry/groups';
import { site } from '@/site';
import { IconButton } from '@/ui/Button';
import { markSearchReady, takeEarlySearch } from './earlySearch';
import { SearchShell } from './SearchFrame';
import { onSearchRequest } from './searchRequest';
import { ThemeSwitch } from './ThemeSwitch';
import { ToolIcon } from './ToolIcon';
const SearchDialog = lazy(() => import('./SearchDialog').then((m) => ({ default: m.SearchDialog })));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
const Inner = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  height: 60px;
  padding: 0 ${({ theme }) => theme.space.lg};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  margin-right: ${({ theme }) => theme.space.md};
  span.mark {
    display: inline-grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;
const Menus = styled.nav`
  display: flex;
  gap: 2px;
  @media (max-width: 767px) {
    display: none;
  }
`;
const MenuWrap = styled.div`
  position: relative;
`;
const MenuButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  padding: 8px 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $active }) => ($active ? theme.color.surfaceAlt : 'transparent')};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
const Dropdown = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  min-width: 280px;
  list-style: none;
  margin: 0;
  padding: 6px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  a {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a:hover,
  a:focus-visible,
  a.active {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .also {
    display: block;
    margin-top: 6px;
    padding: 8px 10px 4px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  a.all {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
  svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;
const Spacer = styled.div`
  flex: 1;
`;
const SearchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 38px;
  padding: 6px 10px;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  kbd {
    font-size: 11px;
    padding: 1px 5px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  @media (max-width: 767px) {
    .text,
    kbd {
      display: none;
    }
  }
`;
const MobileOnly = styled.div`
  display: none;
  @media (max-width: 767px) {
    display: block;
  }
`;

function GroupMenu({ groupId }: { groupId: string }) {
  const group = registry.groups.find((g) => g.id === groupId)!;
  const tools = registry.ownTools(group.id);
  const also = registry.alsoTools(group.id);
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const active = registry.groupOf(pathname)?.id === group.id;
  const menuId = `menu-${group.id}`;
  return (
    <MenuWrap ref={wrap}>
      <MenuButton
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        $active={active}
        onClick={() => setOpen((o) => !o)}
      >
        {group.menuTitle}
        <ChevronDown size={14} aria-hidden="true" />
      </MenuButton>
      {open && (
        <Dropdown id={menuId} aria-label={group.title}>
          {[...tools, ...also].map((t) => (
            <li key={t.manifest.id}>
              {t === also[0] && <span className="also">{ALSO_USEFUL_TITLE}</span>}
              <NavLink to={t.manifest.path}>
                <ToolIcon name={t.manifest.icon} size={16} />
                {t.manifest.name}
              </NavLink>
            </li>
          ))}
          <li>
            <Link className="all" to={group.path}>
              All {group.title}
            </Link>
          </li>
        </Dropdown>
      )}
    </MenuWrap>
  );
}

/** The event comes from a field the visitor is typing in (its keys and pastes are its own). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Site header: logo, group menus (desktop), search (Ctrl+K or /), theme switch, drawer toggle (phones). */
export function Header({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const [searching, setSearching] = useState(false);
  // what is typed into the search before the dialog's code has loaded: the dialog starts with it
  const [draft, setDraft] = useState('');
  // where the focus was when the search opened, read before the search takes it
  const opener = useRef<HTMLElement | null>(null);
  const openSearch = useCallback(() => {
    const active = document.activeElement;
    if (opener.current === null && active instanceof HTMLElement) opener.current = active;
    setSearching(true);
  }, []);
  // text pasted on the home page, outside any field: the search dialog suggests the tools for it
  const [pasted, setPasted] = useState<string | undefined>(undefined);
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  useEffect(() => {
    if (!onHome) return;
    const onPaste = (e: ClipboardEvent) => {
      if (isTyping(e.target) || !e.clipboardData) return;
      const text = e.clipboardData.getData('text/plain');
      if (text.trim() === '') return;
      e.preventDefault();
      setPasted(text);
      openSearch();
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onHome, openSearch]);
  // registered during commit, not after paint, so the shortcut works as soon as the header is visible
  useLayoutEffect(() => {
    // a search opened before the app was live keeps what was typed into it
    markSearchReady();
    const early = takeEarlySearch();
    if (early !== null) {
      setDraft(early);
      openSearch();
    }
    const onKey = (e: KeyboardEvent) => {
      const typing = isTyping(e.target);
      if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        openSearch();
      } else if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKey);
    const stopListening = onSearchRequest(openSearch);
    return () => {
      window.removeEventListener('keydown', onKey);
      stopListening();
    };
  }, [openSearch]);
  const closeSearch = (dismissed: boolean) => {
    setSearching(false);
    setPasted(undefined);
    setDraft('');
    // closed without opening a tool: the focus goes back where it was
    const from = opener.current;
    opener.current = null;
    if (dismissed && from && from !== document.body && from.isConnected) from.focus();
  };
  return (
    <Bar>
      <Inner>
        <MobileOnly>
          <IconButton label="Open menu" onClick={onOpenDrawer}>
            <Menu size={20} aria-hidden="true" />
          </IconButton>
        </MobileOnly>
        <Logo to="/" aria-label={`${site.name} home`}>
          <span className="mark">
            <Wrench size={17} aria-hidden="true" />
          </span>
          {site.name}
        </Logo>
        <Menus aria-label="Tool groups">
          {registry.groups.map((g) => (
            <GroupMenu key={g.id} groupId={g.id} />
          ))}
        </Menus>
        <Spacer />
        <SearchButton type="button" onClick={openSearch} aria-label="Search tools" aria-keyshortcuts="Control+K /">
          <Search size={16} aria-hidden="true" />
          <span className="text">Search tools</span>
          <kbd>Ctrl K</kbd>
        </SearchButton>
        <ThemeSwitch />
      </Inner>
      {searching && (
        // the dialog shows in the next frame: its frame is here, and takes the keys typed until its code arrives
        <Suspense
          fallback={
            <SearchShell query={draft} onQuery={setDraft} onPaste={setPasted} onClose={() => closeSearch(true)} />
          }
        >
          <SearchDialog initialQuery={draft} initialPaste={pasted} onClose={closeSearch} />
        </Suspense>
      )}
    </Bar>
  );
}
