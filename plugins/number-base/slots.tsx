import { useState } from 'react';
import styled from 'styled-components';
import { countOf } from '@/lib/count';
import { Accordion, Alert, Card, CopyButton, DataTable, Muted, Stack, type DataColumn } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { baseName } from './digits';
import { FloatLayout } from './FloatLayout';
import type { FloatView } from './ieee';
import type { Literal } from './literals';
import type { BaseRow, Details as NumberDetails, FloatDetails, IntegerDetails, Mode } from './logic';
import type { Options } from './options';

type Props = TransformSlotProps<Options, Mode, NumberDetails>;

/**
 * Tables whose values are long digit strings: code type, wrapped anywhere rather than scrolled. On a
 * narrow screen each row's heading goes above its value, with Copy beside both.
 */
const Digits = styled.div`
  td.digits,
  .value {
    font-family: ${({ theme }) => theme.font.mono};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    word-break: break-all;
  }
  td.digits {
    width: 100%;
  }
  td.text {
    width: 100%;
  }
  th[scope='row'] {
    white-space: nowrap;
  }
  td.copy {
    width: 1%;
    white-space: nowrap;
    padding-top: 2px;
    padding-bottom: 2px;
  }
  .note {
    display: block;
    margin-top: 2px;
    font-family: ${({ theme }) => theme.font.sans};
    color: ${({ theme }) => theme.color.textMuted};
    word-break: normal;
  }
  @media (max-width: 520px) {
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    th,
    td {
      border-bottom: none;
    }
    th[scope='row'] {
      grid-column: 1;
      padding-bottom: 0;
    }
    td.digits,
    td.text {
      grid-column: 1;
      width: auto;
    }
    td.copy {
      grid-column: 2;
      grid-row: 1 / span 2;
      width: auto;
      align-self: center;
    }
  }
`;

const copyHeader = <span className="visually-hidden">Copy</span>;

/** A copy button named after what it copies, for a row whose value may be missing. */
function CopyCell({ value, name }: { value: string | null; name: string }) {
  return value ? <CopyButton value={value} size="sm" variant="ghost" aria-label={`Copy ${name}`} /> : null;
}

/** The columns of a table of bases; `testId` names each row's digits (`base-16`). */
const baseColumns = (testId: string): readonly DataColumn<BaseRow>[] => [
  { header: 'Base', rowHeader: true, cell: (r) => (r.name === `Base ${r.base}` ? r.name : `${r.name} (${r.base})`) },
  {
    header: 'Digits',
    className: 'digits',
    cell: (r) => r.digits,
    cellProps: (r) => ({ 'data-testid': `${testId}-${r.base}` }),
  },
  { header: copyHeader, className: 'copy', cell: (r) => <CopyCell value={r.digits} name={`base ${r.base}`} /> },
];
const MAIN_COLUMNS = baseColumns('base');
const EVERY_COLUMNS = baseColumns('every-base');

const LITERAL_COLUMNS: readonly DataColumn<Literal>[] = [
  { header: 'Language', rowHeader: true, cell: (l) => l.language },
  {
    header: 'Literal',
    className: 'digits',
    cell: (l) => (
      <>
        {l.code ?? '—'}
        <span className="note">{l.note}</span>
      </>
    ),
  },
  { header: copyHeader, className: 'copy', cell: (l) => <CopyCell value={l.code} name={`${l.language} literal`} /> },
];

interface Fact {
  label: string;
  value: string;
  /** words rather than digits: not in code type */
  words?: boolean;
  /** what Copy takes, where it differs from the value shown (or null: nothing to copy) */
  copy?: string | null;
}

const FACT_COLUMNS: readonly DataColumn<Fact>[] = [
  { header: 'What', rowHeader: true, cell: (f) => f.label },
  { header: 'Value', className: 'text', cell: (f) => <span className={f.words ? undefined : 'value'}>{f.value}</span> },
  {
    header: copyHeader,
    className: 'copy',
    cell: (f) => <CopyCell value={f.copy === undefined ? f.value : f.copy} name={f.label.toLowerCase()} />,
  },
];

function Facts({ facts, label }: { facts: readonly Fact[]; label: string }) {
  return (
    <Digits>
      <DataTable columns={FACT_COLUMNS} rows={facts} rowKey={(f) => f.label} label={label} headless />
    </Digits>
  );
}

/** How the input was read, and the notes on it, under the output. */
export function Summary({ outcome }: Props) {
  if (!outcome?.ok) return null;
  const details = outcome.details;
  const line =
    details.mode === 'integer'
      ? `Read as ${baseName(details.inputBase).toLowerCase()} (base ${details.inputBase}) · ${countOf(details.bits, 'bit')} · ${countOf(details.decimalDigits, 'decimal digit')}`
      : details.from === 'bits'
        ? `Read as ${details.view.format} bits`
        : `Read as a value, rounded to ${details.view.format}`;
  return (
    <Stack $gap="sm">
      <Muted aria-live="polite" data-testid="number-summary">
        {line}
      </Muted>
      {details.notes.map((note) => (
        <Alert key={note} tone="info">
          {note}
        </Alert>
      ))}
    </Stack>
  );
}

function IntegerCards({ details }: { details: IntegerDetails }) {
  const { main, all, literals, twos } = details;
  // the 35 rows are drawn only while open: a 10,000-digit number in every base is half a megabyte of text
  const [open, setOpen] = useState<string | null>(null);
  const twosFacts: Fact[] = [
    { label: 'Bits (hexadecimal)', value: twos.hex },
    { label: 'Bits (binary)', value: twos.binary },
    { label: 'As unsigned', value: twos.unsigned },
    { label: 'As signed', value: twos.signed },
    { label: 'Signed range', value: twos.signedRange, copy: null },
    { label: 'Unsigned range', value: twos.unsignedRange, copy: null },
  ];
  return (
    <>
      <Card title="In every base" aria-label="In every base">
        <Stack $gap="md">
          <Digits>
            <DataTable columns={MAIN_COLUMNS} rows={main} rowKey={(r) => r.base} label="Main bases" headless />
          </Digits>
          <Accordion
            value={open}
            onValueChange={setOpen}
            items={[
              {
                id: 'all',
                title: 'Every base from 2 to 36',
                content: open === 'all' && (
                  <Stack $gap="sm">
                    <Muted>
                      Digits 0–9 then a–z, as Python&rsquo;s int(text, base) reads them and JavaScript&rsquo;s
                      toString(base) writes them (so base 32 here is not RFC 4648 Base32).
                    </Muted>
                    <Digits>
                      <DataTable
                        columns={EVERY_COLUMNS}
                        rows={all}
                        rowKey={(r) => r.base}
                        label="Every base"
                        headless
                      />
                    </Digits>
                  </Stack>
                ),
              },
            ]}
          />
        </Stack>
      </Card>
      <Card title="As a literal in code" aria-label="Literals">
        <Digits>
          <DataTable columns={LITERAL_COLUMNS} rows={literals} rowKey={(l) => l.language} label="Literals" headless />
        </Digits>
      </Card>
      <Card title={`Two's complement, ${twos.width} bits`} aria-label="Two's complement">
        <Stack $gap="md">
          {twos.overflow && (
            <Alert tone="warning" title="Overflow">
              {twos.overflow}
            </Alert>
          )}
          {twos.readsNegative && <Alert tone="info">{twos.readsNegative}</Alert>}
          <Facts facts={twosFacts} label={`Two's complement, ${twos.width} bits`} />
        </Stack>
      </Card>
    </>
  );
}

const KIND_NAMES: Record<FloatView['kind'], string> = {
  zero: 'Zero',
  subnormal: 'Subnormal: below the smallest normal number, with fewer significant bits',
  normal: 'Normal',
  infinity: 'Infinity',
  nan: 'NaN (not a number)',
};

/** The facts of a float, field by field. */
function floatFacts(view: FloatView): Fact[] {
  const negative = view.signBit === '1';
  const bias = view.format === 'float32' ? 127 : 1023;
  const kind =
    view.nan !== null
      ? `NaN, ${view.nan.quiet ? 'quiet' : 'signalling'}`
      : view.kind === 'zero' || view.kind === 'infinity'
        ? `${negative ? 'Negative ' : ''}${KIND_NAMES[view.kind].toLowerCase()}`.replace(/^./, (c) => c.toUpperCase())
        : KIND_NAMES[view.kind];
  // the minus sign, as the subtraction beside it is written
  const power = String(view.exponent ?? 0).replace('-', '\u2212');
  const exponent =
    view.kind === 'normal'
      ? `${view.biasedExponent} \u2212 ${bias} = ${power}`
      : view.kind === 'subnormal'
        ? `0: subnormal, as 2^${power}`
        : view.kind === 'zero'
          ? '0'
          : `${view.biasedExponent}: all ones`;
  const facts: Fact[] = [
    { label: 'Kind', value: kind, copy: null, words: true },
    { label: 'Sign', value: `${view.signBit} (${negative ? 'negative' : 'positive'})`, copy: null },
    { label: 'Exponent', value: exponent, copy: null },
    { label: 'Fraction', value: `0x${view.fractionHex}`, copy: `0x${view.fractionHex}` },
  ];
  if (view.nan) facts.push({ label: 'NaN payload', value: `0x${view.nan.payload}` });
  facts.push({ label: 'Value', value: view.shortest });
  if (view.exact !== null) facts.push({ label: 'Exact value', value: view.exact });
  if (view.hexFloat !== null) facts.push({ label: 'Hex float', value: view.hexFloat });
  facts.push({ label: 'Bits', value: `0x${view.hex}` });
  return facts;
}

function FloatCard({ details }: { details: FloatDetails }) {
  const { view } = details;
  return (
    <Card title={`${view.format} bits`} aria-label="Float bits">
      <Stack $gap="md">
        <FloatLayout view={view} />
        <Facts facts={floatFacts(view)} label={`${view.format} fields`} />
      </Stack>
    </Card>
  );
}

/** The tables after the output: every base, literals and two's complement, or a float's fields. */
export function Details({ outcome }: Props) {
  if (!outcome?.ok) return null;
  const details = outcome.details;
  return details.mode === 'integer' ? <IntegerCards details={details} /> : <FloatCard details={details} />;
}
