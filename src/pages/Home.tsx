import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, Bug, Database, FileCode, Globe, Quote, Shield, Zap, type LucideIcon } from 'lucide-react';
import { CATALOGUE_ID, home, homeMeta } from '../content/home';
import { registry } from '../registry';
import { Seo } from '../shell/Seo';
import { ToolPicker } from '../shell/ToolPicker';
import { ToolIcon } from '../shell/ToolIcon';
import { CardGrid, ToolCard } from '../shell/ToolCard';
import { PinnedTools } from './PinnedTools';
import { Badge } from '../ui/Badge';
import { Actions, AnchorButton, Band, ButtonLink, IconTile, Section, StatGrid, Tile, TileGrid } from './parts';

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
  .lead {
    max-width: 60ch;
    margin: 0 auto ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
    .eyebrow { font-size: ${({ theme }) => theme.font.size.xs}; }
    .lead { font-size: ${({ theme }) => theme.font.size.md}; }
  }
`;

const GroupBlock = styled.section`
  & + & { margin-top: ${({ theme }) => theme.space.xxl}; }
  > header { display: flex; align-items: center; gap: ${({ theme }) => theme.space.md}; margin-bottom: ${({ theme }) => theme.space.lg}; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  h3 a { color: ${({ theme }) => theme.color.text}; text-decoration: none; }
  h3 a:hover { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; }
`;

const ToolLinks = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    padding: 4px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { border-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primary}; }
  svg { color: ${({ theme }) => theme.color.primary}; }
`;

const Story = styled.figure`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  > svg { color: ${({ theme }) => theme.color.accent}; }
  blockquote { margin: 0; flex: 1; font-size: ${({ theme }) => theme.font.size.md}; }
  figcaption { display: flex; flex-direction: column; font-size: ${({ theme }) => theme.font.size.sm}; }
  figcaption strong { color: ${({ theme }) => theme.color.text}; }
  figcaption span { color: ${({ theme }) => theme.color.textMuted}; }
  ul { margin-top: 0; }
  @media (max-width: 767px) { padding: ${({ theme }) => theme.space.lg}; }
`;

const icons: Record<string, LucideIcon> = { shield: Shield, zap: Zap, 'file-code': FileCode, globe: Globe, database: Database, bug: Bug };

function SectionIcon({ name }: { name: string }) {
  const Icon = icons[name] ?? FileCode;
  return <Icon size={22} aria-hidden="true" />;
}

function ToolChips({ tools, label }: { tools: readonly { id: string; name: string; path: string; icon: string }[]; label: string }) {
  if (tools.length === 0) return null;
  return (
    <ToolLinks aria-label={label}>
      {tools.map((m) => (
        <li key={m.id}>
          <Link to={m.path}>
            <ToolIcon name={m.icon} size={14} />
            {m.name}
          </Link>
        </li>
      ))}
    </ToolLinks>
  );
}

/**
 * The home page: hero, the whole catalogue (the visitor's favourites and recent tools, then every
 * tool by group), figures, reasons, use cases, the embedded tool picker, typical sessions, call to action.
 */
export function Home() {
  const { hero, essentials, why, useCases, picker, testimonials, closing } = home;
  return (
    <>
      <Seo title={homeMeta.title} description={homeMeta.description} path={homeMeta.path} keywords={homeMeta.keywords} structuredData={home.structuredData} />
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

      <StatGrid aria-label="At a glance" data-testid="home-stats" className="stats">
        {home.stats.map((s) => (
          <div key={s.id} data-stat={s.id}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </StatGrid>

      <Section id="why" title={why.title} lead={why.lead}>
        <TileGrid $cols={3}>
          {why.features.map((f) => (
            <li key={f.id}>
              <Tile>
                <IconTile>
                  <SectionIcon name={f.icon} />
                </IconTile>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </Tile>
            </li>
          ))}
        </TileGrid>
      </Section>

      <Section id="use-cases" title={useCases.title} lead={useCases.lead}>
        <TileGrid $cols={3}>
          {useCases.cards.map((c) => (
            <li key={c.id}>
              <Tile>
                <IconTile>
                  <SectionIcon name={c.icon} />
                </IconTile>
                <h3>{c.title}</h3>
                <p>{c.text}</p>
                <ToolChips tools={c.tools} label={`Tools for ${c.title}`} />
              </Tile>
            </li>
          ))}
        </TileGrid>
      </Section>

      <Section id="try" title={picker.title} lead={picker.lead}>
        <ToolPicker />
      </Section>

      <Section id="testimonials" title={testimonials.title} lead={testimonials.lead}>
        <TileGrid $cols={3}>
          {testimonials.items.map((t) => (
            <li key={t.tool.id}>
              <Story>
                <Quote size={22} aria-hidden="true" />
                <blockquote>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{t.role}</strong>
                  <span>{t.context}</span>
                </figcaption>
                <ToolChips tools={[t.tool]} label={`Tool used: ${t.context}`} />
              </Story>
            </li>
          ))}
        </TileGrid>
      </Section>

      <Band aria-labelledby="closing-title">
        <h2 id="closing-title">{closing.title}</h2>
        <p>{closing.text}</p>
        <Actions $center>
          <AnchorButton href={closing.primary.to}>
            {closing.primary.label}
            <ArrowRight size={18} aria-hidden="true" />
          </AnchorButton>
          <ButtonLink to={closing.secondary.to} $variant="secondary">
            {closing.secondary.label}
          </ButtonLink>
        </Actions>
      </Band>
    </>
  );
}
