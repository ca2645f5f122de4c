import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronRight } from 'lucide-react';
import { buildCrumbs } from './breadcrumbs';
import { isSitePage } from '../app/sitePages';

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ol { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; list-style: none; margin: 0; padding: 0; }
  li { display: inline-flex; align-items: center; gap: 4px; }
  a { color: ${({ theme }) => theme.color.textMuted}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; }
  [aria-current] { color: ${({ theme }) => theme.color.text}; font-weight: 600; }
`;

/** Breadcrumbs from the current path; hidden on the home page. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  // no trail on unknown paths: the not-found page offers its own ways back
  const crumbs = isSitePage(pathname) ? buildCrumbs(pathname, isSitePage) : [];
  if (!crumbs.length) return null;
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i}>
              {c.href ? <Link to={c.href}>{c.label}</Link> : <span aria-current={last ? 'page' : undefined}>{c.label}</span>}
              {!last && <ChevronRight size={14} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
