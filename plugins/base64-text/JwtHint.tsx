import { Fragment, useMemo } from 'react';
import styled from 'styled-components';
import { CLAIM_NAMES, relative } from '@/lib/jwtTimes';
import { Alert, CopyButton, Toolbar } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { decodeJwt, type DecodedJwt } from './jwt';
import type { Mode } from './logic';
import type { Options } from './options';

const Parts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  pre {
    margin: 4px 0 0;
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
  }
`;

function Part({ title, json }: { title: string; json: string }) {
  return (
    <section aria-label={`JWT ${title.toLowerCase()}`}>
      <Toolbar $justify="between">
        <h3>{title}</h3>
        <CopyButton value={json} aria-label={`Copy JWT ${title.toLowerCase()}`} />
      </Toolbar>
      <pre>{json}</pre>
    </section>
  );
}

const Dates = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * Shown when the input is a JSON Web Token: a JWT is three Base64URL parts, not one Base64 string.
 * Its dates read as the JWT tool reads them, at `now` (seconds since 1970): an `exp` gone by says
 * "expired … ago".
 */
export function JwtHint({ jwt, now }: { jwt: DecodedJwt; now: number }) {
  return (
    <Alert tone="info" title="This looks like a JSON Web Token (JWT)">
      A JWT is three Base64URL parts joined by dots, so it does not decode as one Base64 string. Here are its header and
      payload; {jwt.signed ? 'the signature is not verified.' : 'it has no signature.'}
      {jwt.times.length > 0 && (
        <Dates aria-label="JWT dates">
          {jwt.times.map((claim) => (
            <Fragment key={claim.name}>
              <dt>{CLAIM_NAMES[claim.name]}</dt>
              <dd>{claim.ok ? `${claim.iso} — ${relative(claim, now)}` : relative(claim, now)}</dd>
            </Fragment>
          ))}
        </Dates>
      )}
      <Parts>
        <Part title="Header" json={jwt.header} />
        <Part title="Payload" json={jwt.payload} />
      </Parts>
    </Alert>
  );
}

/** The hint under the input, shown while the input reads as a JWT. */
export function JwtSlot({ view }: TransformSlotProps<Options, Mode, null>) {
  const jwt = useMemo(() => decodeJwt(view.input), [view.input]);
  // the time is read when the hint draws: a new input or mode draws it again
  return jwt ? <JwtHint jwt={jwt} now={Date.now() / 1000} /> : null;
}
