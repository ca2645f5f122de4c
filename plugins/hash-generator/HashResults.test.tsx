import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@/theme/themes';
import { HashResults, type HashResultsProps } from './HashResults';
import { HASH_ALGORITHMS, runHashJob } from './logic';

const ABC = {
  MD5: '900150983cd24fb0d6963f7d28e17f72',
  'SHA-1': 'a9993e364706816aba3e25717850c26c9cd0d89d',
  'SHA-256': 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  'SHA-384': 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  'SHA-512':
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
};

async function renderTable(props: Partial<HashResultsProps> = {}) {
  const result = await runHashJob({ input: { kind: 'text', text: 'abc' }, algorithms: HASH_ALGORITHMS });
  const all: HashResultsProps = {
    compareAll: false,
    error: null,
    result,
    emptyHint: '',
    rows: HASH_ALGORITHMS,
    prefix: '',
    format: 'hex',
    stale: false,
    live: true,
    expected: '',
    onExpected: () => undefined,
    verify: null,
    chosen: 'SHA-256',
    ...props,
  };
  render(
    <ThemeProvider theme={theme}>
      <HashResults {...all} />
    </ThemeProvider>,
  );
}

describe('the digest table', () => {
  it('lists every algorithm once, with its digest and its own Copy button', async () => {
    await renderTable();
    const rows = within(screen.getByRole('table', { name: 'digests' })).getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent?.replace('chosen', ''))).toEqual([
      ...HASH_ALGORITHMS,
    ]);
    for (const a of HASH_ALGORITHMS) {
      expect(screen.getByTestId(`digest-${a}`).textContent).toBe(ABC[a]);
      expect(screen.getByRole('button', { name: `Copy ${a}` })).toBeTruthy();
    }
  });

  it('highlights only the chosen algorithm, and none while all are compared', async () => {
    await renderTable({ chosen: 'MD5' });
    const current = screen.getAllByRole('row').filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(within(current[0]).getByRole('rowheader').textContent).toBe('MD5chosen');
  });

  it('has no highlighted row in Compare All', async () => {
    await renderTable({ compareAll: true });
    expect(screen.getAllByRole('row').filter((r) => r.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('names HMAC digests and shows them in the chosen format', async () => {
    await renderTable({ prefix: 'HMAC-', format: 'HEX' });
    expect(screen.getByRole('table', { name: 'HMAC-digests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy HMAC-SHA-1' })).toBeTruthy();
    expect(screen.getByTestId('digest-SHA-1').textContent).toBe(ABC['SHA-1'].toUpperCase());
  });
});
