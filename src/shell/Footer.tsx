import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useHydrated } from '@/lib/useHydrated';
import { site, socialLinks, type SocialLink } from '@/site';
import { sitePages } from '@/sitePages';

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Inner = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  justify-content: space-between;
  align-items: center;
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${({ theme }) => theme.color.textMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0;
  }
`;

const footerLinks = sitePages.flatMap((p) => (p.footer ? [{ to: p.path, label: p.footer }] : []));

/** Site footer: page links, support mail, the social links set in site settings, copyright with the current year. */
export function Footer({ social = site.social }: { social?: readonly SocialLink[] }) {
  // the prerendered page carries the build's year; the browser's own clock takes over once hydrated
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <Foot>
      <Inner>
        <div>
          <p>
            <strong>{site.name}</strong> — {site.tagline}.
          </p>
          <p>
            © {year} {site.name}. All tools run in your browser.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul>
            {footerLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </li>
            {socialLinks(social).map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="me noopener" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Inner>
    </Foot>
  );
}
