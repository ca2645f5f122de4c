import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideDrawer, SideNav } from './SideDrawer';

const Body = styled.div<{ $sidebar: boolean }>`
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  display: grid;
  grid-template-columns: ${({ $sidebar }) => ($sidebar ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.xxl};
  min-height: calc(100vh - 60px - 120px);
  @media (max-width: 1099px) {
    grid-template-columns: minmax(0, 1fr);
    > aside {
      display: none;
    }
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;
const Aside = styled.aside`
  position: sticky;
  top: 84px;
  align-self: start;
  max-height: calc(100vh - 100px);
  overflow: auto;
`;
const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 12px;
    top: 12px;
    z-index: 200;
    background: ${({ theme }) => theme.color.surface};
    padding: 8px 12px;
  }
`;

/** The frame of every page: header, side navigation (desktop), drawer (phones), breadcrumbs, footer. */
export function SiteLayout() {
  const [drawer, setDrawer] = useState(false);
  const close = useCallback(() => setDrawer(false), []);
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  // a new page opens at its top (or at its #section); Back and Forward keep the browser's own restoring
  useEffect(() => {
    if (navigation === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigation]);
  const sidebar = pathname !== '/';
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header onOpenDrawer={() => setDrawer(true)} />
      <SideDrawer open={drawer} onClose={close} />
      <Body $sidebar={sidebar}>
        {sidebar && (
          <Aside>
            <SideNav />
          </Aside>
        )}
        <main id="main" tabIndex={-1} style={{ minWidth: 0, outline: 'none' }}>
          <Breadcrumbs />
          <Outlet />
        </main>
      </Body>
      <Footer />
    </>
  );
}
