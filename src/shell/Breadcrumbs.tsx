import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isSitePage } from '@/app/sitePaths';
import { registry } from '@/registry';
import { breadcrumbListLd, buildCrumbs, toolCrumbs, type Crumb } from './crumbTrail';
import { canonicalUrl, jsonLdText } from './Seo';

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  a {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  [aria-current] {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
`;

const groupTitle = (path: string) => registry.groups.find((g) => g.path === path)?.title;

/** The trail for a path: a tool's reads Home › {Group} › {Tool}; other pages follow their path. */
function crumbsFor(pathname: string): Crumb[] {
  // no trail on unknown paths: the not-found page offers its own ways back
  if (!isSitePage(pathname)) return [];
  const tool = registry.byPath.get(pathname);
  const group = tool && registry.groups.find((g) => g.id === tool.manifest.group);
  if (tool && group) return toolCrumbs(tool.manifest, group);
  return buildCrumbs(pathname, isSitePage, groupTitle);
}

/** Breadcrumbs with their BreadcrumbList structured data; hidden on the home page. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  if (!crumbs.length) return null;
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i}>
              {c.href ? (
                <Link to={c.href} aria-current={c.current ? 'page' : undefined}>
                  {c.label}
                </Link>
              ) : (
                <span>{c.label}</span>
              )}
              {!last && <ChevronRight size={14} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
      <script type="application/ld+json">{jsonLdText(breadcrumbListLd(crumbs, canonicalUrl))}</script>
    </Nav>
  );
}
