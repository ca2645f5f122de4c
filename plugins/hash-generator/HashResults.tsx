import styled from 'styled-components';
import { Alert, Badge, Card, CopyButton, Input, Label, Muted, Stack } from '../../src/ui';
import { formatDigest, type DigestFormat, type HashAlgorithm, type HashJobResult, type VerifyStatus } from './logic';
import { countOf } from '../../src/lib/count';

const Digest = styled.output`
  display: block;
  padding: 12px 14px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 14px;
  line-height: 1.5;
  color: ${({ theme }) => theme.color.codeText};
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
  word-break: break-all;
`;
const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; display: flex; align-items: center; gap: 8px; }
`;

/** How the expected digest compares with the hash; `algorithm` is the one it matched when all are compared. */
export interface Verification {
  status: VerifyStatus;
  message: string;
  detail?: string;
  algorithm: HashAlgorithm | undefined;
}

export interface HashResultsProps {
  compareAll: boolean;
  error: string | null;
  /** The hash shown, or null when there is none. */
  result: HashJobResult | null;
  /** Shown when there is no hash and no error. */
  emptyHint: string;
  /** The algorithms to show a digest for. */
  rows: readonly HashAlgorithm[];
  /** 'HMAC-' when the digests are HMACs. */
  prefix: string;
  format: DigestFormat;
  /** The input or settings changed since the hash was made. */
  stale: boolean;
  live: boolean;
  expected: string;
  onExpected: (expected: string) => void;
  verify: Verification | null;
}

/** The Hash (or All digests) card: each digest with Copy, how much was hashed, and the expected-digest check. */
export function HashResults({ compareAll, error, result, emptyHint, rows, prefix, format, stale, live, expected, onExpected, verify }: HashResultsProps) {
  const digests = result?.digests ?? {};
  return (
    <Card title={compareAll ? 'All digests' : 'Hash'}>
      <Stack $gap="md">
        {error && <Alert>{error}</Alert>}
        {!result && !error && <Muted>{emptyHint}</Muted>}
        {result &&
          rows.map((a) => {
            const hex = digests[a];
            const value = hex === undefined ? '' : formatDigest(hex, format);
            const name = `${prefix}${a}`;
            return (
              <Row key={a}>
                <RowHead>
                  <h3>
                    {name}
                    {verify?.algorithm === a && <Badge $tone="success">match</Badge>}
                  </h3>
                  <CopyButton value={value} aria-label={`Copy ${name}`} />
                </RowHead>
                <Digest aria-label={`${name} digest`} data-testid={`digest-${a}`}>
                  {value || '—'}
                </Digest>
              </Row>
            );
          })}
        {result && (
          <Muted data-testid="hash-info">
            {stale
              ? live
                ? 'Updating…'
                : 'The input or settings changed since this hash was generated: press Generate.'
              : `${countOf(result.bytes, 'byte')} hashed in ${result.ms.toLocaleString('en-US')} ms.`}
          </Muted>
        )}
        <div>
          <Label htmlFor="hash-expected">Expected digest (verify)</Label>
          <Input
            id="hash-expected"
            value={expected}
            onChange={(e) => onExpected(e.target.value)}
            placeholder="Paste a hex or Base64 digest, a sha256sum line or an SRI value"
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        {verify?.status === 'match' && (
          <Alert tone="success" title={verify.message}>
            {verify.detail}
          </Alert>
        )}
        {verify?.status === 'mismatch' && <Alert title={verify.message}>{verify.detail}</Alert>}
      </Stack>
    </Card>
  );
}
