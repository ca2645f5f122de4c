import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MailboxKey } from '@/site';
import { MailLink } from './MailLink';

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
