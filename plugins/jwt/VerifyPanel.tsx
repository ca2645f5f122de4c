import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { Badge, Select, Stack, TextArea, TextField } from '@/ui';
import type { BadgeTone } from '@/ui/Badge';
import { audienceVerdict, summary, timeVerdict, type Verdict } from './claims';
import { jobs } from './client';
import type { SecretEncoding } from './keys';
import { decodedOf, useNow, type SlotProps } from './slotProps';
import type { SignatureVerdict, VerifyRequest } from './verify';

const VerdictRows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content max-content minmax(0, 1fr);
  gap: 8px 12px;
  align-items: baseline;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* in a narrow column (a phone, or beside the decoded payload) each verdict's text goes under its name */
  @container (max-width: 560px) {
    grid-template-columns: max-content minmax(0, 1fr);
    dd.text {
      grid-column: 1 / -1;
    }
  }
`;

/** The panel's width, which the verdicts' layout follows. */
const Panel = styled.section`
  container-type: inline-size;
`;

/** The verdicts in one line, above the three that make it. */
const Summary = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const SIGNATURE_LOOK: Record<SignatureVerdict['state'] | 'checking' | 'failed', [BadgeTone, string]> = {
  valid: ['success', 'Valid'],
  invalid: ['danger', 'Invalid'],
  unsecured: ['warning', 'Unsecured'],
  unsigned: ['warning', 'No signature'],
  refused: ['danger', 'Refused'],
  'key-error': ['warning', 'Key problem'],
  'no-token': ['neutral', 'Not checked'],
  'no-key': ['neutral', 'Not checked'],
  ambiguous: ['warning', 'Pick a key'],
  checking: ['neutral', 'Checking…'],
  failed: ['danger', 'Not checked'],
};
const VERDICT_LOOK: Record<Verdict['state'], [BadgeTone, string]> = {
  pass: ['success', 'Pass'],
  fail: ['danger', 'Fail'],
  none: ['neutral', 'Not checked'],
};

function Row({
  name,
  tone,
  badge,
  text,
  id,
}: {
  name: string;
  tone: BadgeTone;
  badge: string;
  text: string;
  id: string;
}) {
  return (
    <>
      <dt>{name}</dt>
      <dd>
        <Badge $tone={tone}>{badge}</Badge>
      </dd>
      <dd className="text" data-testid={id}>
        {text}
      </dd>
    </>
  );
}

const ENCODINGS: { value: SecretEncoding; label: string }[] = [
  { value: 'utf8', label: 'UTF-8 text' },
  { value: 'base64', label: 'Base64' },
  { value: 'base64url', label: 'base64url' },
];

const MAX_SKEW = 86_400;

/** The key box, the settings the checks use, and the three verdicts: signature, dates, issuer and audience. */
export function VerifyPanel(props: SlotProps) {
  const { view, setOption } = props;
  const decoded = decodedOf(props);
  const now = useNow();
  const [key, setKey] = useToolInput('key');
  // the key chosen among several that match, for the key text it was chosen in
  const [picked, setPicked] = useState<{ key: string; index: number } | null>(null);
  const pick = picked?.key === key ? picked.index : undefined;
  const [skewText, setSkewText] = useState<string | null>(null);
  const { secretEncoding, clockSkew, issuer, audience } = view.options;

  const request: VerifyRequest | null =
    decoded && decoded.form === 'jws'
      ? { input: view.input, key, encoding: secretEncoding, ...(pick === undefined ? {} : { pick }) }
      : null;
  const job = useToolJob(jobs, 'verify', { input: request, policy: 'validate', debounceMs: 200 });

  const current = job.result !== null && !job.stale && job.source !== null && job.status !== 'failed';
  const signature: SignatureVerdict | null = !decoded
    ? null
    : decoded.form === 'jwe'
      ? { state: 'refused', text: 'An encrypted token (JWE) has no signature to check.' }
      : job.status === 'failed'
        ? null
        : current
          ? job.result
          : null;
  const [tone, badge] = !decoded
    ? SIGNATURE_LOOK['no-token']
    : job.status === 'failed'
      ? SIGNATURE_LOOK.failed
      : signature
        ? SIGNATURE_LOOK[signature.state]
        : SIGNATURE_LOOK.checking;
  const signatureText = !decoded
    ? 'Paste a token to check its signature.'
    : job.status === 'failed'
      ? `The check stopped: ${job.error?.message ?? 'unknown error'}`
      : (signature?.text ?? 'Checking the signature…');
  const time = decoded && decoded.form === 'jws' ? timeVerdict(decoded.times, now, clockSkew) : null;
  const claims = decoded && decoded.form === 'jws' ? audienceVerdict(decoded, { issuer, audience }) : null;

  const skewError =
    skewText !== null && !(/^\d+$/.test(skewText) && Number(skewText) <= MAX_SKEW)
      ? `A whole number of seconds from 0 to ${MAX_SKEW}`
      : undefined;
  const keyProblem = signature?.state === 'key-error';
  // the keys to choose among stay offered after a choice, for the same token and key text
  const [offered, setOffered] = useState<{ from: string; candidates: { index: number; label: string }[] } | null>(null);
  const offeredFrom = `${view.input}\n${key}`;
  const ambiguous = signature?.state === 'ambiguous' ? signature.candidates : null;
  useEffect(() => {
    if (ambiguous) setOffered({ from: offeredFrom, candidates: ambiguous });
  }, [ambiguous, offeredFrom]);
  const candidates = ambiguous ?? (offered?.from === offeredFrom && pick !== undefined ? offered.candidates : null);

  return (
    <Panel aria-label="Verify">
      <Stack $gap="md">
        <TextArea
          id="jwt-key"
          label="Verification key"
          placeholder={
            'A shared secret, a PEM public key (-----BEGIN PUBLIC KEY-----) or certificate, a JWK, or a JWK Set ({"keys": […]})'
          }
          value={key}
          onChange={(e) => setKey(e.target.value)}
          minHeight={110}
          invalid={keyProblem}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
        />
        <Fields>
          <Select
            id="jwt-secret-encoding"
            label="Read a secret as"
            value={secretEncoding}
            options={ENCODINGS}
            onChange={(value) => setOption('secretEncoding', value)}
          />
          <TextField
            id="jwt-clock-skew"
            label="Clock skew (seconds)"
            inputMode="numeric"
            value={skewText ?? String(clockSkew)}
            error={skewError}
            onChange={(e) => {
              const text = e.target.value.trim();
              setSkewText(text);
              if (/^\d+$/.test(text) && Number(text) <= MAX_SKEW) setOption('clockSkew', Number(text));
            }}
            onBlur={() => {
              if (!skewError) setSkewText(null);
            }}
          />
          <TextField
            id="jwt-issuer"
            label="Expected issuer (iss)"
            placeholder="https://issuer.example"
            value={issuer}
            maxLength={2000}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setOption('issuer', e.target.value)}
          />
          <TextField
            id="jwt-audience"
            label="Expected audience (aud)"
            placeholder="api"
            value={audience}
            maxLength={2000}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setOption('audience', e.target.value)}
          />
        </Fields>
        {candidates && (
          <Select
            id="jwt-pick"
            label="Key to check with"
            value={pick === undefined ? '' : String(pick)}
            options={[
              { value: '', label: 'Choose a key…' },
              ...candidates.map((c) => ({ value: String(c.index), label: c.label })),
            ]}
            onChange={(value) => setPicked(value === '' ? null : { key, index: Number(value) })}
          />
        )}
        {decoded && (
          <Summary role="status" data-testid="jwt-summary">
            {summary(signature?.state ?? null, time)}
          </Summary>
        )}
        <VerdictRows aria-label="Verdicts">
          <Row name="Signature" tone={tone} badge={badge} text={signatureText} id="verdict-signature" />
          <Row
            name="Dates"
            tone={time ? VERDICT_LOOK[time.state][0] : 'neutral'}
            badge={time ? VERDICT_LOOK[time.state][1] : 'Not checked'}
            text={
              time
                ? `${time.text}${clockSkew > 0 ? ` (with ${clockSkew} s of clock skew allowed)` : ''}`
                : decoded
                  ? 'The claims of an encrypted token cannot be read.'
                  : 'Paste a token to check its dates.'
            }
            id="verdict-time"
          />
          <Row
            name="Issuer & audience"
            tone={claims ? VERDICT_LOOK[claims.state][0] : 'neutral'}
            badge={claims ? VERDICT_LOOK[claims.state][1] : 'Not checked'}
            text={claims?.text ?? 'Fill in an expected issuer or audience to check them'}
            id="verdict-claims"
          />
        </VerdictRows>
      </Stack>
    </Panel>
  );
}
