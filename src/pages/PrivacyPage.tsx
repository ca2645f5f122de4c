import styled from 'styled-components';
import { privacy, privacyMeta } from '@/content/privacy';
import { ClearSiteData } from './ClearSiteData';
import { LegalPage } from './LegalPage';

const Summary = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm} !important;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/** The privacy policy: a short summary, the button that clears what the site keeps, then every section. */
export function PrivacyPage() {
  return (
    <LegalPage
      meta={privacyMeta}
      title={privacy.title}
      effectiveDate={privacy.effectiveDate}
      sections={privacy.sections}
      intro={
        <>
          <Summary aria-labelledby="privacy-summary">
            <h2 id="privacy-summary">{privacy.summary.title}</h2>
            <ul>
              {privacy.summary.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Summary>
          <ClearSiteData />
        </>
      }
    />
  );
}
