import { ArrowLeft, Home as HomeIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { registry } from '@/registry';
import { Seo } from '@/shell/Seo';
import { ToolIcon } from '@/shell/ToolIcon';
import { ToolsSitemap } from '@/shell/ToolsSitemap';
import { Button } from '@/ui/Button';

const Hero = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
  .code {
    font-size: 4rem;
    font-weight: 800;
    color: ${({ theme }) => theme.color.primary};
    line-height: 1;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .actions {
    display: flex;
    gap: 12px;
    justify-content: center;
    flex-wrap: wrap;
    margin-top: 16px;
  }
`;
const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;
const Strip = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: 767px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 359px) {
    grid-template-columns: minmax(0, 1fr);
  }
  li {
    min-width: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: 8px;
    height: 100%;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  svg {
    color: ${({ theme }) => theme.color.primary};
    flex-shrink: 0;
  }
`;

/** Unknown paths: a way back, the quick-access strip and the tools sitemap. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <>
      <Seo
        title="Page Not Found"
        description="The page you are looking for doesn't exist or has been moved."
        path="/404"
        noindex
      />
      <Hero>
        <div className="code" aria-hidden="true">
          404
        </div>
        <h1>Page Not Found</h1>
        <p>The page you are looking for doesn&apos;t exist or has been moved.</p>
        <div className="actions">
          <Button icon={<ArrowLeft size={16} aria-hidden="true" />} onClick={() => void navigate(-1)}>
            Go Back
          </Button>
          <ButtonLink to="/">
            <HomeIcon size={16} aria-hidden="true" />
            Go to Homepage
          </ButtonLink>
        </div>
      </Hero>
      {registry.quickAccess.length > 0 && (
        <section aria-labelledby="quick-access">
          <h2 id="quick-access">Quick access</h2>
          <Strip data-testid="quick-access">
            {registry.quickAccess.map((t) => (
              <li key={t.manifest.id}>
                <Link to={t.manifest.path}>
                  <ToolIcon name={t.manifest.icon} size={18} />
                  {t.manifest.name}
                </Link>
              </li>
            ))}
          </Strip>
        </section>
      )}
      <section aria-labelledby="tools-sitemap">
        <h2 id="tools-sitemap">Tools Sitemap</h2>
        <ToolsSitemap headingLevel={3} />
      </section>
    </>
  );
}
