import styled from 'styled-components';
import { groupDigits } from '@/lib/count';

/** Each part of a token shows this many characters at most; a longer one says how long it is. */
const SHOWN_CHARS = 2000;

/** A token in its parts' colours: header red, payload purple, signature (and a JWE's other parts) blue. */
export const Colored = styled.p`
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

export interface TokenPart {
  name: string;
  text: string;
}

function partClass(name: string): string {
  return name === 'header' || name === 'payload' || name === 'signature' ? name : 'jwe';
}

/** The parts' texts joined by dots, each in its colour (a very long part is cut, with its length). */
export function TokenText({ parts, testId }: { parts: readonly TokenPart[]; testId?: string }) {
  return (
    <Colored data-testid={testId}>
      {parts.map(({ name, text }, i) => (
        <span key={`${name}-${i}`}>
          {i > 0 && <span className="dot">.</span>}
          <span className={partClass(name)} title={name}>
            {text.length > SHOWN_CHARS ? text.slice(0, SHOWN_CHARS) : text}
            {text.length > SHOWN_CHARS && <span className="more">{` … (${groupDigits(text.length)} characters)`}</span>}
          </span>
        </span>
      ))}
    </Colored>
  );
}

/** A compact JWS's parts by name: header, payload, signature. */
export const jwsParts = (token: string): TokenPart[] =>
  token.split('.').map((text, i) => ({ name: ['header', 'payload', 'signature'][i] ?? 'jwe', text }));
