import { ArrowRight, Braces, Check, Code, Shield, ShieldCheck, Type, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { about, aboutMeta } from '@/content/about';
import { registry } from '@/registry';
import { Seo } from '@/shell/Seo';
import { Band } from './Band';
import { Actions, ButtonLink } from './ButtonLinks';
import { PageHeader } from './PageHeader';
import { Section } from './Section';
import { IconTile, StatGrid, Tile, TileGrid } from './Tiles';

const Mission = styled.div`
  max-width: 72ch;
  font-size: ${({ theme }) => theme.font.size.lg};
  p {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
  @media (max-width: 767px) {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  @media (max-width: 959px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > section {
    margin-top: 0;
  }
`;
const Checks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-start;
  }
  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: ${({ theme }) => theme.color.success};
  }
`;
const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
const Groups = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: 1099px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
  }
  a {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 2px;
    height: 100%;
    min-height: 48px;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 400;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const valueIcons: Record<string, LucideIcon> = { shield: Shield, braces: Braces, zap: Zap, type: Type };

function ValueIcon({ name }: { name: string }) {
  const Icon = valueIcons[name] ?? Check;
  return <Icon size={22} aria-hidden="true" />;
}

function ListPanel({
  id,
  title,
  items,
  icon,
}: {
  id: string;
  title: string;
  items: readonly string[];
  icon: 'code' | 'shield';
}) {
  return (
    <Tile as="section" aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>
        <IconTile $size={36}>
          {icon === 'shield' ? <ShieldCheck size={20} aria-hidden="true" /> : <Code size={20} aria-hidden="true" />}
        </IconTile>
        {title}
      </PanelTitle>
      <Checks>
        {items.map((item) => (
          <li key={item}>
            <Check size={18} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </Checks>
    </Tile>
  );
}

/** About: figures, mission, values, technology and security, the groups, and a way to get in touch. */
export function AboutPage() {
  return (
    <>
      <Seo
        title={aboutMeta.title}
        description={aboutMeta.description}
        path={aboutMeta.path}
        keywords={aboutMeta.keywords}
        structuredData={about.structuredData}
      />
      <PageHeader title={about.title} lead={about.lead} />
      <StatGrid aria-label="At a glance" data-testid="about-stats">
        {about.stats.map((s) => (
          <div key={s.id} data-stat={s.id}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </StatGrid>

      <Section id="mission" title={about.mission.title}>
        <Mission>
          {about.mission.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Mission>
      </Section>

      <Section id="values" title={about.values.title}>
        <TileGrid $cols={4}>
          {about.values.items.map((v) => (
            <li key={v.id}>
              <Tile>
                <IconTile>
                  <ValueIcon name={v.icon} />
                </IconTile>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </Tile>
            </li>
          ))}
        </TileGrid>
      </Section>

      <Columns style={{ marginTop: 48 }}>
        <ListPanel id="technology" title={about.technology.title} items={about.technology.items} icon="code" />
        <ListPanel id="security" title={about.security.title} items={about.security.items} icon="shield" />
      </Columns>

      <Section id="toolbox" title={about.groups.title} lead={about.groups.lead}>
        <Groups>
          {registry.groups.map((g) => {
            const n = registry.ownTools(g.id).length;
            return (
              <li key={g.id}>
                <Link to={g.path}>
                  {g.title}
                  <span>
                    {n} {n === 1 ? 'tool' : 'tools'}
                  </span>
                </Link>
              </li>
            );
          })}
        </Groups>
      </Section>

      <Band aria-labelledby="about-contact-title">
        <h2 id="about-contact-title">{about.contact.title}</h2>
        <p>{about.contact.text}</p>
        <Actions $center>
          <ButtonLink to={about.contact.link.to}>
            {about.contact.link.label}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </Actions>
      </Band>
    </>
  );
}
