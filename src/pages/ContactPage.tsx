import {
  ArrowRight,
  Bug,
  CalendarClock,
  Clock,
  LifeBuoy,
  Mail,
  MessageSquare,
  Newspaper,
  Scale,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { contact, contactMeta, type Mailbox } from '@/content/contact';
import { Seo } from '@/shell/Seo';
import { Callout } from './Callout';
import { MailLink } from './MailLink';
import { PageHeader } from './PageHeader';
import { Section } from './Section';
import { IconTile, Tile, TileGrid } from './Tiles';

const icons: Record<Mailbox['icon'], LucideIcon> = {
  mail: Mail,
  'life-buoy': LifeBuoy,
  bug: Bug,
  message: MessageSquare,
  scale: Scale,
  newspaper: Newspaper,
};

const Box = styled(Tile)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
  p {
    flex: 1;
  }
`;
const Facts = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  > li {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  .label {
    display: block;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xl};
    margin: 2px 0 4px;
  }
  .note {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const FaqBox = styled(Callout)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** Contact: the role mailboxes, response time, business hours and a pointer to the FAQ. No form. */
export function ContactPage() {
  return (
    <>
      <Seo
        title={contactMeta.title}
        description={contactMeta.description}
        path={contactMeta.path}
        keywords={contactMeta.keywords}
        structuredData={contact.structuredData}
      />
      <PageHeader title={contact.title} lead={contact.lead} />
      <Facts aria-label={contact.factsLabel}>
        <li>
          <IconTile>
            <Clock size={22} aria-hidden="true" />
          </IconTile>
          <div>
            <span className="label">{contact.responseTime.title}</span>
            <strong>{contact.responseTime.value}</strong>
            <span className="note">{contact.responseTime.text}</span>
          </div>
        </li>
        <li>
          <IconTile>
            <CalendarClock size={22} aria-hidden="true" />
          </IconTile>
          <div>
            <span className="label">{contact.hours.title}</span>
            <strong>{contact.hours.value}</strong>
            <span className="note">{contact.hours.text}</span>
          </div>
        </li>
      </Facts>
      <Section id="mailboxes" title={contact.mailboxesTitle} lead={contact.mailboxesLead}>
        <TileGrid $cols={3} data-testid="mailboxes">
          {contact.mailboxes.map((m) => {
            const Icon = icons[m.icon];
            return (
              <li key={m.key}>
                <Box>
                  <IconTile>
                    <Icon size={22} aria-hidden="true" />
                  </IconTile>
                  <h3>{m.title}</h3>
                  <p>{m.text}</p>
                  <MailLink box={m.key} />
                </Box>
              </li>
            );
          })}
        </TileGrid>
      </Section>
      <FaqBox aria-labelledby="contact-faq">
        <div>
          <h2 id="contact-faq">{contact.faq.title}</h2>
          <p>{contact.faq.text}</p>
        </div>
        <Link to={contact.faq.link.to}>
          {contact.faq.link.label}
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </FaqBox>
    </>
  );
}
