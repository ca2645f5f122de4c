import { Fragment } from 'react';
import styled from 'styled-components';
import { groupDigits } from '@/lib/count';
import { useToolInput } from '@/lib/toolScope';
import { Alert, CopyButton, Facts, Stack, TabPanel, Tabs, Toolbar } from '@/ui';
import { CLAIM_ORDER, REGISTERED_CLAIMS, relative, wallClock, type RegisteredClaimName } from './claims';
import type { DecodedToken } from './decode';
import { SignPanel } from './SignPanel';
import { decodedOf, useNow, type SlotProps } from './slotProps';
import { TokenText } from './TokenText';
import { VerifyPanel } from './VerifyPanel';

export const NO_SIGNATURE = 'No signature: this token cannot be verified';

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

function signatureText(decoded: DecodedToken): string {
  if (decoded.signature === 'signed') return `${decoded.signatureBytes} bytes`;
  return decoded.signature === 'unsecured' ? 'none (the token is unsecured)' : NO_SIGNATURE;
}

/** The token's parts in their colours, what the header says, and the header's JSON. */
function TokenParts({ decoded }: { decoded: DecodedToken }) {
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
        <TokenText parts={decoded.segments} testId="jwt-colored" />
        <Legend aria-label="Parts">
          <dt className="header">Header</dt>
          <dd>{said || 'no alg, typ or kid'}</dd>
          {decoded.form === 'jws' ? (
            <>
              <dt className="payload">Payload</dt>
              <dd>{groupDigits(decoded.segments[1].text.length)} characters</dd>
              <dt className="signature">Signature</dt>
              <dd data-testid="jwt-signature-part">{signatureText(decoded)}</dd>
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

const ClaimList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 10px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    font-weight: 600;
  }
  dt code {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.color.accent};
    margin-right: 6px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .meaning {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .value {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

/** The browser's time zone, read once: the dates' local times are in it. */
let zoneName: string | undefined;
const localZone = () => (zoneName ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** A registered claim's value lines: a date in local time and in UTC with what it means now, else the value. */
function ClaimValue({ decoded, name, now }: { decoded: DecodedToken; name: RegisteredClaimName; now: number }) {
  const time = decoded.times.find((claim) => claim.name === name);
  if (time) {
    if (!time.ok) return <div className="value">{relative(time, now)}</div>;
    const offset = -new Date(time.seconds * 1000).getTimezoneOffset();
    return (
      <>
        <div className="value">
          Local time: {wallClock(time.seconds, offset)} ({localZone()})
        </div>
        <div className="value">
          UTC: {time.iso} — {relative(time, now)}
        </div>
      </>
    );
  }
  const claim = decoded.claims.find((c) => c.name === name);
  return claim ? <div className="value">{claim.value}</div> : null;
}

/** The registered claims the payload has (RFC 7519), each named, with what it means and its value. */
function Claims({ decoded }: { decoded: DecodedToken }) {
  const now = useNow();
  const present = CLAIM_ORDER.filter(
    (name) => decoded.times.some((c) => c.name === name) || decoded.claims.some((c) => c.name === name),
  );
  if (present.length === 0) return null;
  return (
    <section aria-label="Registered claims">
      <Stack $gap="sm">
        <Heading>Registered claims</Heading>
        <ClaimList data-testid="jwt-times">
          {present.map((name) => (
            <Fragment key={name}>
              <dt>
                <code>{name}</code>
                {REGISTERED_CLAIMS[name].title}
              </dt>
              <dd data-testid={`jwt-claim-${name}`}>
                <div className="meaning">{REGISTERED_CLAIMS[name].meaning}</div>
                <ClaimValue decoded={decoded} name={name} now={now} />
              </dd>
            </Fragment>
          ))}
        </ClaimList>
      </Stack>
    </section>
  );
}

/** Under the payload: a missing signature said plainly, the registered claims, then the token's parts and header. */
export function DecodedFooter(props: SlotProps) {
  const decoded = decodedOf(props);
  if (!decoded) return null;
  return (
    <Stack $gap="md">
      {decoded.signature === 'missing' && decoded.form === 'jws' && (
        <Alert tone="warning" title={NO_SIGNATURE}>
          The token ends after its payload: its signature was cut off, perhaps when it was copied. The header and
          payload are shown, but nothing proves who wrote them.
        </Alert>
      )}
      <Claims decoded={decoded} />
      <TokenParts decoded={decoded} />
    </Stack>
  );
}

const PANELS = [
  { id: 'verify', label: 'Verify' },
  { id: 'sign', label: 'Sign' },
] as const;
type Panel = (typeof PANELS)[number]['id'];

/** Kept like the input (this tab, Back and reload): which panel shows under the token. */
const PANEL_FIELD = 'panel';

/** Under the token: checking its signature, or signing a new one from an edited header and payload. */
export function KeyPanels(props: SlotProps) {
  const [kept, setKept] = useToolInput(PANEL_FIELD);
  const panel: Panel = kept === 'sign' ? 'sign' : 'verify';
  const show = (next: Panel) => setKept(next === 'verify' ? '' : next);
  return (
    <Stack $gap="md">
      <div>
        <Tabs label="Signature" items={PANELS} value={panel} onChange={show} idBase="jwt-panel" />
      </div>
      <TabPanel idBase="jwt-panel" id={panel}>
        {panel === 'verify' ? <VerifyPanel {...props} /> : <SignPanel {...props} onVerify={() => show('verify')} />}
      </TabPanel>
    </Stack>
  );
}
