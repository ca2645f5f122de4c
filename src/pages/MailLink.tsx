import { Mail } from 'lucide-react';
import styled from 'styled-components';
import { mailboxes, type MailboxKey } from '@/site';

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
