import { Link2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/notify';
import { Alert } from './Alert';
import { Button } from './Button';
import { Switch } from './Switch';

export const SHARE_MESSAGES = {
  copied: 'Link copied',
  copyFailed: 'Failed to copy the link',
  includeInput: 'Include input',
  warning: 'The link will contain your input: anyone who opens it can read it.',
  tooLarge: (limitKb: number) =>
    `The input is too large for a link (over ${limitKb} KB once encoded). Untick "Include input" to copy the settings only.`,
} as const;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;
const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > [role='alert'],
  > [role='status'] {
    align-self: stretch;
  }
`;

export interface ShareLinkProps {
  /** the link to copy; null when the input does not fit in a link */
  makeLink: (withInput: boolean) => string | null;
  /** the encoded size limit shown in the message */
  limitKb: number;
}

/**
 * "Copy link": settings always travel in the link; input only after the visitor ticks "Include
 * input", which warns that the link then holds the data.
 */
export function ShareLink({ makeLink, limitKb }: ShareLinkProps) {
  const [withInput, setWithInput] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const copy = async () => {
    const link = makeLink(withInput);
    setTooLarge(link === null);
    if (link === null) return;
    if (await copyText(link)) notify.success(SHARE_MESSAGES.copied);
    else notify.error(SHARE_MESSAGES.copyFailed);
  };
  return (
    <Wrap>
      <Row>
        <Switch
          label={SHARE_MESSAGES.includeInput}
          checked={withInput}
          onChange={(on) => {
            setWithInput(on);
            setTooLarge(false);
          }}
        />
        <Button size="sm" icon={<Link2 size={16} aria-hidden="true" />} onClick={() => void copy()}>
          Copy link
        </Button>
      </Row>
      {tooLarge ? (
        <Alert>{SHARE_MESSAGES.tooLarge(limitKb)}</Alert>
      ) : (
        withInput && <Alert tone="warning">{SHARE_MESSAGES.warning}</Alert>
      )}
    </Wrap>
  );
}
