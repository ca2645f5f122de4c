import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HandOffContext } from '@/lib/handOffContext';
import { ToolScope } from '@/lib/toolScope';
import { registry } from '@/registry';
import type { RegisteredTool } from '@/registry/types';
import { FavouriteStar } from '@/shell/FavouriteStar';
import { Seo, webApplicationLd } from '@/shell/Seo';
import { ToolIcon } from '@/shell/ToolIcon';
import { recordRecentTool } from '@/shell/userTools';
import { media } from '@/theme/tokens';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { createHandOff } from './createHandOff';
import { ErrorBoundary } from './ErrorBoundary';
import ToolShare from './ToolShare';

const Head = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
  .title {
    display: flex;
    align-items: center;
    gap: 12px;
    flex-wrap: wrap;
  }
  h1 {
    margin: 0;
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 12px;
    background: ${({ theme }) => theme.color.infoBg};
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 70ch;
  }
  .share {
    margin-left: auto;
  }
  /* the tool comes first: its description waits behind "About", so the header stays short */
  .about:not(.open) {
    display: none;
  }
  .and-share {
    display: none;
  }
  /* on phones the share row waits behind "About & share" too */
  ${media.mobile} {
    margin-bottom: ${({ theme }) => theme.space.lg};
    .title {
      gap: 8px;
    }
    /* the name beside the icon, the badge, star and About on the line below */
    h1 {
      flex: 1 1 calc(100% - 52px);
      min-width: 0;
      font-size: ${({ theme }) => theme.font.size.xl};
      line-height: 1.25;
    }
    .icon {
      width: 36px;
      height: 36px;
      border-radius: 10px;
    }
    .share {
      flex-basis: 100%;
      margin-left: 0;
    }
    .share:not(.open) {
      display: none;
    }
    .and-share {
      display: inline;
    }
  }
`;
const Loading = styled.div`
  min-height: 420px;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Loading state of a lazy tool; reserves height so the page does not jump when the tool appears. */
export function ToolLoading() {
  return (
    <Loading>
      <Spinner label="Loading tool" size={24} />
    </Loading>
  );
}

/** A tool's page: heading, description, SEO, and the tool inside an error boundary and Suspense. */
export function ToolFrame({ tool }: { tool: RegisteredTool }) {
  const { manifest, Component } = tool;
  const { pathname } = useLocation();
  useEffect(() => recordRecentTool(manifest.id), [manifest.id]);
  const [aboutOpen, setAboutOpen] = useState(false);
  const aboutId = `about-${manifest.id}`;
  const sharable = manifest.options !== undefined && manifest.shareLink !== false;
  const navigate = useNavigate();
  const handOff = useMemo(() => createHandOff(registry, manifest, navigate), [manifest, navigate]);
  return (
    <article>
      <Seo
        title={manifest.seo.title}
        description={manifest.seo.description}
        keywords={manifest.seo.keywords}
        path={manifest.path}
        structuredData={webApplicationLd(manifest.name, manifest.description, manifest.path)}
      />
      <Head>
        <div className="title">
          <span className="icon">
            <ToolIcon name={manifest.icon} size={24} />
          </span>
          <h1>{manifest.name}</h1>
          {manifest.popular && <Badge $tone="accent">Popular</Badge>}
          <FavouriteStar id={manifest.id} name={manifest.name} size="md" />
          <Button
            className="about-toggle"
            variant="ghost"
            aria-expanded={aboutOpen}
            aria-controls={sharable ? `${aboutId} ${aboutId}-share` : aboutId}
            onClick={() => setAboutOpen((open) => !open)}
          >
            About{sharable && <span className="and-share"> &amp; share</span>}
          </Button>
          {/* at the end of the title's line, so the header stays one line tall */}
          {sharable && (
            <div id={`${aboutId}-share`} className={aboutOpen ? 'share open' : 'share'}>
              <ToolShare manifest={manifest} />
            </div>
          )}
        </div>
        {/* in the prerendered page's text either way, for search engines */}
        <div id={aboutId} className={aboutOpen ? 'about open' : 'about'}>
          <p>{manifest.description}</p>
        </div>
      </Head>
      <ErrorBoundary resetKey={pathname} name={manifest.id}>
        <Suspense fallback={<ToolLoading />}>
          <ToolScope id={manifest.id}>
            <HandOffContext.Provider value={handOff}>
              <Component manifest={manifest} />
            </HandOffContext.Provider>
          </ToolScope>
        </Suspense>
      </ErrorBoundary>
    </article>
  );
}
