import { ChevronRight, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useReturnFocus } from '@/lib/useReturnFocus';
import { registry } from '@/registry';
import { ALSO_USEFUL_TITLE } from '@/registry/groups';
import type { GroupId } from '@/registry/types';
import { IconButton } from '@/ui/Button';

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.font.size.sm};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .group-head {
    display: flex;
    align-items: center;
    gap: 2px;
  }
  .toggle {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    flex: 1;
    font: inherit;
    font-weight: 700;
    padding: 8px 8px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
    text-align: left;
  }
  .toggle:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .toggle svg {
    transition: transform 0.15s;
  }
  .toggle[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  .group-link {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    padding: 4px 8px;
  }
  .tools a {
    display: block;
    padding: 6px 10px 6px 30px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
  }
  .tools .also {
    display: block;
    padding: 8px 10px 2px 30px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .tools a:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
  }
  .tools a.active {
    background: ${({ theme }) => theme.color.infoBg};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

/** Collapsible groups of tools; the group of the current route opens itself. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = registry.groupOf(pathname)?.id;
  const [open, setOpen] = useState<Set<GroupId>>(() => new Set(current ? [current] : []));
  useEffect(() => {
    if (current) setOpen((s) => (s.has(current) ? s : new Set(s).add(current)));
  }, [current]);
  const toggle = (id: GroupId) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return (
    <Nav aria-label="Tools">
      <ul>
        {registry.groups.map((g) => {
          const isOpen = open.has(g.id);
          const listId = `side-${g.id}`;
          const also = registry.alsoTools(g.id);
          return (
            <li key={g.id}>
              <div className="group-head">
                <button
                  type="button"
                  className="toggle"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => toggle(g.id)}
                >
                  <ChevronRight size={14} aria-hidden="true" />
                  {g.title}
                </button>
                <Link className="group-link" to={g.path} onClick={onNavigate} aria-label={`All ${g.title}`}>
                  All
                </Link>
              </div>
              {isOpen && (
                <ul className="tools" id={listId}>
                  {[...registry.ownTools(g.id), ...also].map((t) => (
                    <li key={t.manifest.id}>
                      {t === also[0] && <span className="also">{ALSO_USEFUL_TITLE}</span>}
                      <NavLink to={t.manifest.path} onClick={onNavigate} end>
                        {t.manifest.name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgba(8, 12, 20, 0.5);
`;
const Panel = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  z-index: 91;
  width: min(320px, 86vw);
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  .head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin-bottom: 8px;
    font-weight: 800;
  }
`;

/** The drawer for small screens: the same collapsible groups in an overlay panel. */
export function SideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (open) onClose();
    // close when the route changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return open ? <OpenDrawer onClose={onClose} /> : null;
}

/** The drawer while open: closed without choosing a page, it gives the focus back to the button that opened it. */
function OpenDrawer({ onClose }: { onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const dismiss = useCallback(() => {
    onClose();
    returnFocus();
  }, [onClose, returnFocus]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dismiss();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dismiss]);
  return (
    <>
      <Overlay onClick={dismiss} />
      <Panel role="dialog" aria-modal="true" aria-label="Menu">
        <div className="head">
          <span>Menu</span>
          <IconButton label="Close menu" onClick={dismiss} autoFocus>
            <X size={20} aria-hidden="true" />
          </IconButton>
        </div>
        <SideNav onNavigate={onClose} />
      </Panel>
    </>
  );
}
