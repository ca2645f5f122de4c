import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { ProseSection } from '@/content/facts';
import { cardSurface } from '@/shell/cardLink';
import { mailboxes, type MailboxKey } from '@/site';

const buttonLook = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.md};
  text-decoration: none;
  border: 1px solid transparent;
  transition:
    background 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
          &:hover {
            background: ${theme.color.primaryHover};
            color: ${theme.color.primaryText};
          }
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.border};
          &:hover {
            background: ${theme.color.surfaceAlt};
            color: ${theme.color.text};
            border-color: ${theme.color.primary};
          }
        `}
  svg {
    flex-shrink: 0;
  }
`;

/** A link styled as a button (calls to action). */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLook}
`;

/** A same-page anchor (`#section`) styled as a button: the browser scrolls to it. */
export const AnchorButton = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLook}
`;

export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  @media (max-width: 479px) {
    a {
      flex: 1 1 100%;
    }
  }
`;

const SectionBox = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
  /* a link to the section (#id) lands below the sticky header */
  scroll-margin-top: 84px;
  > header {
    margin-bottom: ${({ theme }) => theme.space.xl};
    max-width: 72ch;
  }
  > header h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: clamp(1.375rem, 2.6vw, 1.75rem);
  }
  > header p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  @media (max-width: 767px) {
    margin-top: ${({ theme }) => theme.space.xxl};
    > header p {
      font-size: ${({ theme }) => theme.font.size.md};
    }
  }
`;

/** A page section with an h2 title (labelled by it) and an optional lead paragraph. */
export function Section({
  id,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SectionBox id={id} aria-labelledby={`${id}-title`} className={className}>
      <header>
        <h2 id={`${id}-title`}>{title}</h2>
        {lead && <p>{lead}</p>}
      </header>
      {children}
    </SectionBox>
  );
}

/** Figures in a row of tiles. */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  > div {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0 0 2px;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: 800;
    color: ${({ theme }) => theme.color.primary};
    line-height: 1.2;
  }
  > div {
    display: flex;
    flex-direction: column-reverse;
  }
  @media (max-width: 767px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** Cards in a responsive grid (a list). */
export const TileGrid = styled.ul<{ $cols?: 2 | 3 | 4 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $cols = 3 }) => $cols}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  > li {
    min-width: 0;
  }
  @media (max-width: 1099px) {
    grid-template-columns: repeat(${({ $cols = 3 }) => Math.min($cols, 2)}, minmax(0, 1fr));
  }
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** A tinted box that points the reader on: a heading, a line and a link. */
export const Callout = styled.aside`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.infoBg};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 4px;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
`;

export const Tile = styled.div`
  ${cardSurface}
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A rounded square holding an icon. */
export const IconTile = styled.span<{ $size?: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size = 44 }) => $size}px;
  height: ${({ $size = 44 }) => $size}px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.primary};
`;

/** A call-to-action band. */
export const Band = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => `linear-gradient(135deg, ${theme.color.infoBg} 0%, ${theme.color.surface} 100%)`};
  text-align: center;
  h2 {
    font-size: clamp(1.375rem, 2.6vw, 1.75rem);
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 60ch;
    margin: 0 auto ${({ theme }) => theme.space.xl};
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

/** A mailto link to one of the site's role mailboxes. */
export function MailLink({ box, withIcon = false }: { box: MailboxKey; withIcon?: boolean }) {
  const address = mailboxes[box];
  return (
    <MailAnchor href={`mailto:${address}`}>
      {withIcon && <Mail size={16} aria-hidden="true" />}
      {address}
    </MailAnchor>
  );
}
const MailAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Inline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

/** Internal links and a mailbox shown after a block of text. */
export function MoreLinks({
  links,
  mailbox,
}: {
  links?: readonly { to: string; label: string }[];
  mailbox?: MailboxKey;
}) {
  if (!links?.length && !mailbox) return null;
  return (
    <Inline>
      {mailbox && <MailLink box={mailbox} withIcon />}
      {links?.map((l) => (
        <Link key={l.to} to={l.to}>
          {l.label}
        </Link>
      ))}
    </Inline>
  );
}

/** Sections of a long text page (Privacy, Terms). */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
          <h2 id={`${s.id}-heading`}>{s.heading}</h2>
          {s.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.list && (
            <ul>
              {s.list.map((li) => (
                <li key={li}>{li}</li>
              ))}
            </ul>
          )}
          <MoreLinks links={s.links} mailbox={s.mailbox} />
        </section>
      ))}
    </>
  );
}

/** A table of contents for a long text page. */
export function Contents({ sections, label = 'On this page' }: { sections: readonly ProseSection[]; label?: string }) {
  return (
    <Toc aria-label={label}>
      <h2>{label}</h2>
      <ol>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.heading.replace(/^\d+\.\s*/, '')}</a>
          </li>
        ))}
      </ol>
    </Toc>
  );
}
const Toc = styled.nav`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  margin-bottom: ${({ theme }) => theme.space.xl};
  && h2 {
    font-size: ${({ theme }) => theme.font.size.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    columns: 2;
    column-gap: ${({ theme }) => theme.space.xxl};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  li {
    break-inside: avoid;
    padding: 2px 0;
  }
  @media (max-width: 767px) {
    ol {
      columns: 1;
    }
  }
`;
