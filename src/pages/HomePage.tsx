import { ArrowRight, Search } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CATALOGUE_ID, homeTop as home, homeMeta } from '@/content/homeTop';
import { preloadable } from '@/lib/preloadable';
import { registry } from '@/registry';
import { requestSearch } from '@/shell/searchRequest';
import { Seo } from '@/shell/Seo';
import { CardGrid, ToolCard } from '@/shell/ToolCard';
import { media, TOUCH_TARGET } from '@/theme/tokens';
import { Badge } from '@/ui/Badge';
import { AnchorButton, ButtonLink } from './ButtonLinks';
import { PinnedTools } from './PinnedTools';
import { Section } from './Section';

// the sections below the catalogue are a chunk of their own, loaded before the page hydrates
// (see homePreload), which keeps them out of the entry chunk
const HomeMore = preloadable(async () => ({ default: (await import('./HomeMore')).HomeMore }));
const MorePlaceholder = styled.div`
  min-height: 100vh;
`;

/** What the home page loads before it hydrates: the sections below the catalogue and the picker's tool. */
export function homePreload(): Promise<unknown> {
  return Promise.all([HomeMore.preload(), registry.pickerDefault?.Component.preload?.()]);
}

// compact, so the search field and the first rows of tools are in the first screen: on wide
// screens the words sit beside the search field and the calls to action
const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background:
    radial-gradient(60rem 24rem at 0% 0%, ${({ theme }) => theme.color.glowPrimary}, transparent 70%),
    radial-gradient(40rem 20rem at 100% 100%, ${({ theme }) => theme.color.glowAccent}, transparent 70%),
    ${({ theme }) => theme.color.surface};
  text-align: center;
  .eyebrow {
    display: inline-block;
    margin-bottom: ${({ theme }) => theme.space.md};
    padding: 2px 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.infoBg};
    color: ${({ theme }) => theme.color.info};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
  h1 {
    font-size: clamp(1.375rem, 3.4vw, 2.25rem);
    letter-spacing: -0.02em;
    line-height: 1.15;
    max-width: 30ch;
    margin: 0 auto ${({ theme }) => theme.space.sm};
  }
  .lead {
    max-width: 64ch;
    margin: 0 auto ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .find {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
  .paste {
    margin: ${({ theme }) => theme.space.md} auto 0;
    max-width: 64ch;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  @media (min-width: 1024px) {
    display: grid;
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.xxl};
    text-align: left;
    h1,
    .lead,
    .paste {
      margin-left: 0;
    }
    .lead {
      margin-bottom: 0;
    }
    .find {
      justify-content: flex-start;
    }
  }
  /* phones show the title, the search field (a paste there finds the tool) and the calls to action */
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};
    .eyebrow,
    .lead,
    .paste {
      display: none;
    }
    h1 {
      margin-bottom: ${({ theme }) => theme.space.md};
    }
    .find {
      gap: ${({ theme }) => theme.space.sm};
    }
    /* the two calls to action share a row */
    .find > a {
      flex: 1 1 auto;
      padding: 8px 10px;
      font-size: ${({ theme }) => theme.font.size.sm};
      white-space: nowrap;
    }
    .find > a svg {
      display: none;
    }
  }
`;

/** Looks like a search field; opens the header's search dialog, which also reads pasted text. */
const SearchField = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 100%;
  max-width: 32rem;
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: left;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: text;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  .text {
    flex: 1;
  }
  kbd {
    font-size: 11px;
    padding: 1px 6px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  @media (min-width: 1024px) {
    max-width: none;
  }
  ${media.mobile} {
    max-width: none;
    kbd {
      display: none;
    }
  }
`;

// close under the hero, so the first tools are in the first screen
const Catalogue = styled(Section)`
  && {
    margin-top: ${({ theme }) => theme.space.xl};
  }
  && > header {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const GroupBlock = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
  > header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  h3 a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

/**
 * The home page: hero, the whole catalogue (the visitor's favourites and recent tools, then every
 * tool by group), figures, reasons, use cases, the embedded tool picker, typical sessions, call to action.
 */
export function HomePage() {
  const { hero, essentials } = home;
  return (
    <>
      <Seo
        title={homeMeta.title}
        description={homeMeta.description}
        path={homeMeta.path}
        keywords={homeMeta.keywords}
        structuredData={home.structuredData}
      />
      <Hero aria-labelledby="home-title">
        <div>
          <span className="eyebrow">{hero.eyebrow}</span>
          <h1 id="home-title">{hero.title}</h1>
          <p className="lead">{hero.lead}</p>
        </div>
        <div>
          <div className="find">
            <SearchField type="button" onClick={requestSearch} aria-keyshortcuts="Control+K /">
              <Search size={18} aria-hidden="true" />
              <span className="text">{hero.search}</span>
              <kbd>/</kbd>
            </SearchField>
            <AnchorButton href={hero.primary.to}>
              {hero.primary.label}
              <ArrowRight size={18} aria-hidden="true" />
            </AnchorButton>
            <ButtonLink to={hero.secondary.to} $variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <p className="paste">{hero.paste}</p>
        </div>
      </Hero>

      <Catalogue id={CATALOGUE_ID} title={essentials.title}>
        <PinnedTools />
        {registry.groups.map((g) => {
          const tools = registry.ownTools(g.id);
          return (
            <GroupBlock key={g.id} aria-labelledby={`catalogue-${g.id}`} data-testid="catalogue-group">
              <header>
                <h3 id={`catalogue-${g.id}`}>
                  <Link to={g.path}>{g.title}</Link>
                </h3>
                <Badge $tone="info">
                  {tools.length} {tools.length === 1 ? 'tool' : 'tools'}
                </Badge>
              </header>
              <CardGrid $compact>
                {tools.map((t) => (
                  <li key={t.manifest.id}>
                    <ToolCard manifest={t.manifest} headingLevel={4} compact />
                  </li>
                ))}
              </CardGrid>
            </GroupBlock>
          );
        })}
      </Catalogue>

      <Suspense fallback={<MorePlaceholder />}>
        <HomeMore />
      </Suspense>
    </>
  );
}
