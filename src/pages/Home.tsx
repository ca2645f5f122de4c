import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CATALOGUE_ID, homeTop as home, homeMeta } from '@/content/homeTop';
import { preloadable } from '@/lib/preloadable';
import { registry } from '@/registry';
import { Seo } from '@/shell/Seo';
import { CardGrid, ToolCard } from '@/shell/ToolCard';
import { Badge } from '@/ui/Badge';
import { Actions, AnchorButton, ButtonLink, Section } from './parts';
import { PinnedTools } from './PinnedTools';

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

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxl}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background:
    radial-gradient(60rem 24rem at 0% 0%, ${({ theme }) => theme.color.glowPrimary}, transparent 70%),
    radial-gradient(40rem 20rem at 100% 100%, ${({ theme }) => theme.color.glowAccent}, transparent 70%),
    ${({ theme }) => theme.color.surface};
  text-align: center;
  .eyebrow {
    display: inline-block;
    margin-bottom: ${({ theme }) => theme.space.lg};
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.infoBg};
    color: ${({ theme }) => theme.color.info};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
  h1 {
    font-size: ${({ theme }) => theme.font.size.hero};
    letter-spacing: -0.02em;
    line-height: 1.1;
    max-width: 20ch;
    margin: 0 auto ${({ theme }) => theme.space.lg};
  }
  .paste {
    margin: ${({ theme }) => theme.space.xl} auto 0;
    max-width: 60ch;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .lead {
    max-width: 60ch;
    margin: 0 auto ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
    .eyebrow {
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    .lead {
      font-size: ${({ theme }) => theme.font.size.md};
    }
  }
`;

const GroupBlock = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
  > header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
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
export function Home() {
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
        <span className="eyebrow">{hero.eyebrow}</span>
        <h1 id="home-title">{hero.title}</h1>
        <p className="lead">{hero.lead}</p>
        <Actions $center>
          <AnchorButton href={hero.primary.to}>
            {hero.primary.label}
            <ArrowRight size={18} aria-hidden="true" />
          </AnchorButton>
          <ButtonLink to={hero.secondary.to} $variant="secondary">
            {hero.secondary.label}
          </ButtonLink>
        </Actions>
        <p className="paste">{hero.paste}</p>
      </Hero>

      <Section id={CATALOGUE_ID} title={essentials.title} lead={essentials.lead}>
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
              <CardGrid>
                {tools.map((t) => (
                  <li key={t.manifest.id}>
                    <ToolCard manifest={t.manifest} headingLevel={4} compact />
                  </li>
                ))}
              </CardGrid>
            </GroupBlock>
          );
        })}
      </Section>

      <Suspense fallback={<MorePlaceholder />}>
        <HomeMore />
      </Suspense>
    </>
  );
}
