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
  withheld: (labels: readonly string[]) =>
    `Secrets never go into a link: the ${joinLabels(labels)} ${labels.length === 1 ? 'is' : 'are'} left out.`,
  tooLarge: (limitKb: number) =>
    `The input is too large for a link (over ${limitKb} KB once encoded). Untick "Include input" to copy the settings only.`,
  alwaysTooLarge: (labels: readonly string[], limitKb: number) =>
    `The ${joinLabels(labels)} ${labels.length === 1 ? 'is' : 'are'} too large for a link (over ${limitKb} KB once encoded).`,
} as const;

/** 'token', 'token and key', 'token, key and claim' */
function joinLabels(labels: readonly string[]): string {
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

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
  /** the names of the secrets the visitor typed, which no link carries */
  withheld?: () => readonly string[];
  /** the names of the fields every link carries, with or without input (a regex pattern) */
  always?: readonly string[];
  /** false when the tool's input never travels (a secret, or a tool with no input): no "Include input" then */
  includable?: boolean;
}

/**
 * "Copy link": settings always travel in the link; input only after the visitor ticks "Include
 * input", which warns that the link then holds the data. A tool whose input never travels offers no switch.
 */
export function ShareLink({ makeLink, limitKb, withheld, always = [], includable = true }: ShareLinkProps) {
  const [withInput, setWithInput] = useState(false);
  // which text made the link too large: the input ("Include input" can be unticked) or the fields every link carries
  const [tooLarge, setTooLarge] = useState<'input' | 'always' | null>(null);
  // read when the switch turns on: the secrets typed by then
  const [left, setLeft] = useState<readonly string[]>([]);
  const copy = async () => {
    const link = makeLink(withInput);
    if (link === null) {
      setTooLarge(withInput && makeLink(false) !== null ? 'input' : 'always');
      return;
    }
    setTooLarge(null);
    if (await copyText(link)) notify.success(SHARE_MESSAGES.copied);
    else notify.error(SHARE_MESSAGES.copyFailed);
  };
  return (
    <Wrap>
      <Row>
        {includable && (
          <Switch
            label={SHARE_MESSAGES.includeInput}
            checked={withInput}
            onChange={(on) => {
              setWithInput(on);
              setTooLarge(null);
              setLeft(on ? (withheld?.() ?? []) : []);
            }}
          />
        )}
        <Button size="sm" icon={<Link2 size={16} aria-hidden="true" />} onClick={() => void copy()}>
          Copy link
        </Button>
      </Row>
      {tooLarge === 'input' ? (
        <Alert>{SHARE_MESSAGES.tooLarge(limitKb)}</Alert>
      ) : tooLarge === 'always' ? (
        <Alert>{SHARE_MESSAGES.alwaysTooLarge(always, limitKb)}</Alert>
      ) : (
        withInput && <Alert tone="warning">{SHARE_MESSAGES.warning}</Alert>
      )}
      {withInput && left.length > 0 && <Alert tone="info">{SHARE_MESSAGES.withheld(left)}</Alert>}
    </Wrap>
  );
}
