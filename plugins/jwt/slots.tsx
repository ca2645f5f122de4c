import { Fragment, useEffect, useState } from 'react';
import styled from 'styled-components';
import { groupDigits } from '@/lib/count';
import { useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { Alert, Badge, Card, CopyButton, Facts, Select, Stack, TextArea, TextField, Toolbar } from '@/ui';
import type { BadgeTone } from '@/ui/Badge';
import type { TransformSlotProps } from '@/ui/transform';
import { audienceVerdict, CLAIM_NAMES, relative, summary, timeVerdict, type Verdict } from './claims';
import { jobs } from './client';
import type { DecodedToken, Segment } from './decode';
import type { SecretEncoding } from './keys';
import type { Options } from './options';
import type { SignatureVerdict, VerifyRequest } from './verify';

type SlotProps = TransformSlotProps<Options, 'decode', DecodedToken>;

/** Each part of a token shows this many characters at most; a longer one says how long it is. */
const SHOWN_CHARS = 2000;

/** The decoded token behind the screen's outcome, while it matches the input shown. */
function decodedOf({ outcome, stale }: SlotProps): DecodedToken | null {
  return outcome?.ok && !stale ? outcome.details : null;
}

/** The time now in seconds, moving on every few seconds so relative dates stay true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), 5000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const Colored = styled.p`
  margin: 0;
  padding: 8px 10px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  word-break: break-all;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.codeBg};
  .header {
    color: ${({ theme }) => theme.color.danger};
  }
  .payload {
    color: ${({ theme }) => theme.color.accent};
  }
  .signature,
  .jwe {
    color: ${({ theme }) => theme.color.info};
  }
  .dot,
  .more {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The parts' names in the colours of their text above. */
const Legend = styled(Facts)`
  dt.header {
    color: ${({ theme }) => theme.color.danger};
  }
  dt.payload {
    color: ${({ theme }) => theme.color.accent};
  }
  dt.signature {
    color: ${({ theme }) => theme.color.info};
  }
`;

const Pre = styled.pre`
  margin: 0;
  padding: 8px 10px;
  max-height: 240px;
  overflow: auto;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.codeBg};
  color: ${({ theme }) => theme.color.text};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function segmentClass(segment: Segment): string {
  return segment.name === 'header' || segment.name === 'payload' || segment.name === 'signature' ? segment.name : 'jwe';
}

function PartText({ segment }: { segment: Segment }) {
  const { text } = segment;
  return (
    <span className={segmentClass(segment)} title={segment.name}>
      {text.length > SHOWN_CHARS ? text.slice(0, SHOWN_CHARS) : text}
      {text.length > SHOWN_CHARS && <span className="more">{` … (${groupDigits(text.length)} characters)`}</span>}
    </span>
  );
}

/** The token's parts in their colours, what the header says, and the header's JSON. */
export function TokenParts(props: SlotProps) {
  const decoded = decodedOf(props);
  if (!decoded) return null;
  const { facts } = decoded;
  const said = [
    facts.alg && `alg ${facts.alg}`,
    facts.enc && `enc ${facts.enc}`,
    facts.typ && `typ ${facts.typ}`,
    facts.kid && `kid ${facts.kid}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section aria-label="Token parts">
      <Stack $gap="sm">
        <Colored data-testid="jwt-colored">
          {decoded.segments.map((segment, i) => (
            <span key={segment.name}>
              {i > 0 && <span className="dot">.</span>}
              <PartText segment={segment} />
            </span>
          ))}
        </Colored>
        <Legend aria-label="Parts">
          <dt className="header">Header</dt>
          <dd>{said || 'no alg, typ or kid'}</dd>
          {decoded.form === 'jws' ? (
            <>
              <dt className="payload">Payload</dt>
              <dd>{groupDigits(decoded.segments[1].text.length)} characters</dd>
              <dt className="signature">Signature</dt>
              <dd>
                {decoded.signatureBytes > 0 ? `${decoded.signatureBytes} bytes` : 'none (the token is unsecured)'}
              </dd>
            </>
          ) : (
            <>
              <dt>Payload</dt>
              <dd>encrypted</dd>
            </>
          )}
        </Legend>
        {decoded.form === 'jwe' && (
          <Alert tone="info" title="Encrypted token (JWE)">
            This token has five parts: its payload is encrypted. The header is shown; reading the payload needs the
            recipient’s private key.
          </Alert>
        )}
        <section aria-label="Decoded header">
          <Toolbar $justify="between">
            <Heading>Header</Heading>
            <CopyButton value={decoded.header} aria-label="Copy header" />
          </Toolbar>
          <Pre>{decoded.header}</Pre>
        </section>
      </Stack>
    </section>
  );
}

/** The date claims as ISO dates, each with what it means now. */
export function TimeClaims(props: SlotProps) {
  const decoded = decodedOf(props);
  const now = useNow();
  if (!decoded || decoded.times.length === 0) return null;
  return (
    <Facts aria-label="Dates" data-testid="jwt-times">
      {decoded.times.map((claim) => (
        <Fragment key={claim.name}>
          <dt>{CLAIM_NAMES[claim.name]}</dt>
          <dd>{claim.ok ? `${claim.iso} — ${relative(claim, now)}` : relative(claim, now)}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

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
  @media (max-width: 560px) {
    grid-template-columns: max-content minmax(0, 1fr);
    dd.text {
      grid-column: 1 / -1;
    }
  }
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
export function Verification(props: SlotProps) {
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
    <Card title="Verify" aria-label="Verify">
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
    </Card>
  );
}
