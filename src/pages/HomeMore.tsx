import { ArrowRight, Bug, Database, FileCode, Globe, Quote, Shield, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { home } from '@/content/home';
import { ToolIcon } from '@/shell/ToolIcon';
import { ToolPicker } from '@/shell/ToolPicker';
import { PillLink, PillList } from '@/ui/PillLink';
import { Band } from './Band';
import { Actions, AnchorButton, ButtonLink } from './ButtonLinks';
import { Section } from './Section';
import { IconTile, StatGrid, Tile, TileGrid } from './Tiles';

const ToolLinks = styled(PillList)`
  margin-top: ${({ theme }) => theme.space.lg};
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
  > svg {
    color: ${({ theme }) => theme.color.accent};
  }
  blockquote {
    margin: 0;
    flex: 1;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  figcaption {
    display: flex;
    flex-direction: column;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  figcaption strong {
    color: ${({ theme }) => theme.color.text};
  }
  figcaption span {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    margin-top: 0;
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const icons: Record<string, LucideIcon> = {
  shield: Shield,
  zap: Zap,
  'file-code': FileCode,
  globe: Globe,
  database: Database,
  bug: Bug,
};

function SectionIcon({ name }: { name: string }) {
  const Icon = icons[name] ?? FileCode;
  return <Icon size={22} aria-hidden="true" />;
}

function ToolChips({
  tools,
  label,
}: {
  tools: readonly { id: string; name: string; path: string; icon: string }[];
  label: string;
}) {
  if (tools.length === 0) return null;
  return (
    <ToolLinks aria-label={label}>
      {tools.map((m) => (
        <li key={m.id}>
          <PillLink as={Link} to={m.path}>
            <ToolIcon name={m.icon} size={14} />
            {m.name}
          </PillLink>
        </li>
      ))}
    </ToolLinks>
  );
}

/** The home page below the catalogue: figures, reasons, use cases, the embedded tool picker, typical sessions, call to action. */
export function HomeMore() {
  const { why, useCases, picker, testimonials, closing } = home;
  return (
    <>
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
