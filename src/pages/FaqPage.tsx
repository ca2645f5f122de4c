import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { faq, faqMeta, faqStructuredData } from '@/content/faq';
import { Seo } from '@/shell/Seo';
import { site } from '@/site';
import { Accordion } from '@/ui/Accordion';
import { PillLink, PillList } from '@/ui/PillLink';
import { Callout } from './Callout';
import { MoreLinks } from './MoreLinks';
import { PageHeader } from './PageHeader';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;
const Group = styled.section`
  max-width: 820px;
  scroll-margin-top: 84px;
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;
const More = styled(Callout)`
  max-width: 820px;
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/** FAQ: one accordion per section; a single question is open at a time across the page. */
export function FaqPage() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Seo
        title={faqMeta.title}
        description={faqMeta.description}
        path={faqMeta.path}
        keywords={faqMeta.keywords}
        structuredData={faqStructuredData(site.baseUrl)}
      />
      <PageHeader title={faq.title} lead={faq.lead} />
      <Layout>
        <nav aria-label="FAQ sections">
          <PillList>
            {faq.sections.map((s) => (
              <li key={s.id}>
                <PillLink href={`#faq-${s.id}`}>{s.title}</PillLink>
              </li>
            ))}
          </PillList>
        </nav>
        <div>
          {faq.sections.map((s) => (
            <Group
              key={s.id}
              id={`faq-${s.id}`}
              aria-labelledby={`faq-${s.id}-title`}
              data-testid={`faq-section-${s.id}`}
            >
              <h2 id={`faq-${s.id}-title`}>{s.title}</h2>
              <Accordion
                idBase={`faq-${s.id}`}
                value={open}
                onValueChange={setOpen}
                items={s.items.map((item) => ({
                  id: `${s.id}-${item.id}`,
                  title: item.question,
                  content: (
                    <>
                      {item.answer.map((p) => (
                        <p key={p}>{p}</p>
                      ))}
                      <MoreLinks links={item.links} mailbox={item.mailbox} />
                    </>
                  ),
                }))}
              />
            </Group>
          ))}
          <More aria-labelledby="faq-more">
            <h2 id="faq-more">{faq.more.title}</h2>
            <p>{faq.more.text}</p>
            <Link to={faq.more.link.to}>
              {faq.more.link.label}
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </More>
        </div>
      </Layout>
    </>
  );
}
