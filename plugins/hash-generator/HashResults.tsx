import styled from 'styled-components';
import { countOf, groupDigits } from '@/lib/count';
import { Alert, Badge, Card, CopyButton, DataTable, Muted, Stack, TextField } from '@/ui';
import { formatDigest, type DigestFormat, type HashAlgorithm, type HashJobResult, type VerifyStatus } from './logic';

/**
 * Every algorithm's digest in one table: name, digest, Copy; the chosen algorithm's row highlighted.
 * Each row stands apart as a card of its own.
 */
const DigestTable = styled(DataTable<HashAlgorithm>)`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 6px;
  margin: -6px 0;
  table-layout: fixed;
  th,
  td {
    padding: 10px 12px;
    vertical-align: middle;
    background: ${({ theme }) => theme.color.codeBg};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    width: 128px;
    text-align: left;
    font-size: ${({ theme }) => theme.font.size.sm};
    border-left: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => `${theme.radius.sm} 0 0 ${theme.radius.sm}`};
  }
  td.copy {
    width: 104px;
    text-align: right;
    border-right: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => `0 ${theme.radius.sm} ${theme.radius.sm} 0`};
  }
  output {
    display: block;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 14px;
    line-height: 1.5;
    color: ${({ theme }) => theme.color.codeText};
    overflow-wrap: anywhere;
    word-break: break-all;
  }
  tr[data-chosen] > * {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  tr[data-chosen] > th {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
  }
  th .chosen {
    display: block;
    font-weight: 400;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* phones: name and Copy on one line, the digest below them */
  @media (max-width: 599px) {
    table-layout: auto;
    tbody,
    tr {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      margin-bottom: 6px;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.sm};
      background: ${({ theme }) => theme.color.codeBg};
      overflow: hidden;
    }
    tr[data-chosen] {
      border-color: ${({ theme }) => theme.color.primary};
      box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
    }
    th,
    td,
    td.copy {
      display: block;
      width: auto;
      border: 0;
      border-radius: 0;
      background: transparent;
    }
    tr[data-chosen] > * {
      background: transparent;
    }
    tr[data-chosen] > th {
      box-shadow: none;
    }
    td.digest {
      grid-column: 1 / -1;
      grid-row: 2;
      padding-top: 0;
    }
  }
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
  /** The algorithm picked in the settings: its row is highlighted (none while all are compared). */
  chosen: HashAlgorithm | null;
}

/** The Hash (or All digests) card: each digest with Copy, how much was hashed, and the expected-digest check. */
export function HashResults({
  compareAll,
  error,
  result,
  emptyHint,
  rows,
  prefix,
  format,
  stale,
  live,
  expected,
  onExpected,
  verify,
  chosen,
}: HashResultsProps) {
  const digests = result?.digests ?? {};
  return (
    <Card title={compareAll ? 'All digests' : 'Hashes'}>
      <Stack $gap="md">
        {/* the verify field and its verdict first: in the first screen beside the input */}
        <TextField
          id="hash-expected"
          label="Expected digest (verify)"
          value={expected}
          onChange={(e) => onExpected(e.target.value)}
          placeholder="Paste a hex or Base64 digest, a sha256sum line or an SRI value"
          spellCheck={false}
          autoComplete="off"
        />
        {verify?.status === 'match' && (
          <Alert tone="success" title={verify.message}>
            {verify.detail}
          </Alert>
        )}
        {verify?.status === 'mismatch' && <Alert title={verify.message}>{verify.detail}</Alert>}
        {error && <Alert>{error}</Alert>}
        {!result && !error && <Muted>{emptyHint}</Muted>}
        {result && (
          <DigestTable
            label={`${prefix}digests`}
            headless
            rows={rows}
            rowKey={(a) => a}
            rowProps={(a) => (!compareAll && chosen === a ? { 'data-chosen': true, 'aria-current': true } : {})}
            columns={[
              {
                header: 'Algorithm',
                rowHeader: true,
                cell: (a) => (
                  <>
                    {prefix}
                    {a}
                    {!compareAll && chosen === a && <span className="chosen">chosen</span>}
                    {verify?.algorithm === a && <Badge $tone="success">match</Badge>}
                  </>
                ),
              },
              {
                header: 'Digest',
                className: 'digest',
                cell: (a) => {
                  const hex = digests[a];
                  const value = hex === undefined ? '' : formatDigest(hex, format);
                  return (
                    <output aria-label={`${prefix}${a} digest`} data-testid={`digest-${a}`}>
                      {value || '—'}
                    </output>
                  );
                },
              },
              {
                header: 'Copy',
                className: 'copy',
                cell: (a) => {
                  const hex = digests[a];
                  return (
                    <CopyButton
                      value={hex === undefined ? '' : formatDigest(hex, format)}
                      aria-label={`Copy ${prefix}${a}`}
                    />
                  );
                },
              },
            ]}
          />
        )}
        {result && (
          <Muted data-testid="hash-info">
            {stale
              ? live
                ? 'Updating…'
                : 'The input or settings changed since this hash was generated: press Generate.'
              : `${countOf(result.bytes, 'byte')} hashed in ${groupDigits(result.ms)} ms.`}
          </Muted>
        )}
      </Stack>
    </Card>
  );
}
