import type { Page } from '@playwright/test';
import { test, expect, editorText, pasteIntoEditor, stubClipboard } from '../../tests/e2e/support';
import { examples } from './examples';

const input = (page: Page) => page.getByRole('textbox', { name: 'IP addresses or networks' });
const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const details = (page: Page, title: string) => page.getByRole('region', { name: `Details of ${title}` });
const value = (region: ReturnType<typeof details>, label: string) =>
  region
    .locator('dl > div', { has: region.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd > span');
const exampleOutput = (mode: string) => examples.find((e) => e.mode === mode)?.output ?? '';

test.describe('IP / CIDR Calculator', () => {
  test('shows a network’s details as it is typed, with Copy on each value and the binary split', async ({
    page,
    errors,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/cidr');
    await expect(page.getByRole('heading', { level: 1, name: 'IP / CIDR Calculator' })).toBeVisible();
    await input(page).fill('192.168.1.10/24');
    const card = details(page, '192.168.1.10/24');
    // python3 -c "import ipaddress as i; n = i.ip_network('192.168.1.10/24', strict=False); print(n, n.broadcast_address)"
    await expect(value(card, 'Network')).toHaveText('192.168.1.0/24');
    await expect(value(card, 'Broadcast')).toHaveText('192.168.1.255');
    await expect(value(card, 'First usable')).toHaveText('192.168.1.1');
    await expect(value(card, 'Last usable')).toHaveText('192.168.1.254');
    await expect(value(card, 'Usable hosts')).toHaveText('254');
    await expect(card.getByText('Private-Use (RFC 1918)')).toBeVisible();
    await expect(card.getByRole('status').filter({ hasText: 'Host bits are set' })).toContainText(
      '192.168.1.10 is an address in the network 192.168.1.0/24',
    );
    const binary = card.getByRole('region', { name: 'Binary' });
    await expect(binary.locator('strong')).toHaveText('11000000.10101000.00000001');
    await expect(binary).toContainText('24 network bits (bold, underlined) · 8 host bits (plain)');
    await card.getByRole('button', { name: 'Copy Wildcard' }).click();
    expect(await clip()).toBe('0.0.0.255');
    await expect(page.getByRole('group', { name: 'Report' })).toHaveAttribute('data-output-text', /Reverse zone:/);
    // shown once: the cards stand in for the report's text
    await expect(page.getByRole('textbox', { name: 'Report' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clip()).toMatch(/^Reverse zone: +1\.168\.192\.in-addr\.arpa$/m);
    expect(errors).toEqual([]);
  });

  test('IPv6: RFC 5952 text, 2^64 addresses, ip6.arpa, and /127 per RFC 6164', async ({ page }) => {
    await page.goto('/tools/cidr');
    await input(page).fill('2001:DB8:0:0:8:800:200C:417A/64\n2001:db8::/127');
    const card = details(page, '2001:DB8:0:0:8:800:200C:417A/64');
    await expect(value(card, 'Network')).toHaveText('2001:db8::/64');
    await expect(value(card, 'Address given')).toHaveText('2001:db8::8:800:200c:417a');
    await expect(value(card, 'Addresses')).toHaveText('18,446,744,073,709,551,616 (2^64)');
    await expect(value(card, 'Reverse zone')).toHaveText('0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa');
    await expect(card.getByText('Documentation (RFC 3849)')).toBeVisible();
    const p2p = details(page, '2001:db8::/127');
    await expect(value(p2p, 'First usable')).toHaveText('2001:db8::');
    await expect(value(p2p, 'Last usable')).toHaveText('2001:db8::1');
    await expect(p2p.getByText('Both addresses are usable on a point-to-point link (RFC 6164).')).toBeVisible();
  });

  test('splits by prefix or count, keeps the tab and setting across reload and Back', async ({ page }) => {
    await page.goto('/tools/cidr');
    await tab(page, 'Split').click();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect.poll(() => editorText(output(page, 'Subnets'))).toBe(exampleOutput('split'));
    await expect(page.getByTestId('cidr-summary')).toHaveText('10.0.0.0/24 → 4 × /26 (64 addresses each)');
    const field = page.getByRole('textbox', { name: 'Split into (/prefix or number of subnets)' });
    await field.fill('/25');
    await expect.poll(() => editorText(output(page, 'Subnets'))).toBe('10.0.0.0/25\n10.0.0.128/25');
    await page.reload();
    await expect(tab(page, 'Split')).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveValue('/25');
    await expect.poll(() => editorText(output(page, 'Subnets'))).toBe('10.0.0.0/25\n10.0.0.128/25');
    await page.goto('/tools/uuid');
    await page.goBack();
    await expect.poll(() => editorText(input(page))).toBe('10.0.0.0/24');
    await field.fill('x');
    await expect(page.getByRole('alert')).toContainText(
      "Split by '/prefix' (such as /26) or a number of subnets (such as 4).",
    );
  });

  test('merge turns a range into the fewest networks; exclude gives VPN allowed IPs', async ({ page }) => {
    await page.goto('/tools/cidr');
    await tab(page, 'Merge / range → CIDR').click();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect.poll(() => editorText(output(page, 'CIDR networks'))).toBe(exampleOutput('merge'));
    await tab(page, 'Exclude').click();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect.poll(() => editorText(output(page, 'Networks left'))).toBe(exampleOutput('exclude'));
    await input(page).fill('10.0.0.0/8');
    await expect(page.getByRole('alert')).toContainText("Nothing to exclude: mark what to take out with '!'");
    await input(page).fill('!10.0.0.0/8');
    await expect(page.getByRole('alert')).toContainText(
      'Nothing to exclude from: list what to keep, then what to take out.',
    );
  });

  test('reads a wildcard mask (ACL style) and says so; a netmask stays a netmask', async ({ page }) => {
    await page.goto('/tools/cidr');
    await input(page).fill('10.0.0.0 0.0.0.255');
    const card = details(page, '10.0.0.0 0.0.0.255');
    // 0.0.0.255 is the complement of 255.255.255.0: python3 -c "import ipaddress as i; print(i.ip_network('10.0.0.0/0.0.0.255'))"
    await expect(value(card, 'Network')).toHaveText('10.0.0.0/24');
    await expect(card.getByRole('status')).toHaveText('0.0.0.255 was read as a wildcard mask (Cisco ACL style): /24.');
    await input(page).fill('10.0.0.0 255.255.255.0');
    await expect(value(details(page, '10.0.0.0 255.255.255.0'), 'Network')).toHaveText('10.0.0.0/24');
    await expect(details(page, '10.0.0.0 255.255.255.0').getByRole('status')).toHaveCount(0);
    await tab(page, 'Merge / range → CIDR').click();
    await input(page).fill('10.0.0.0 0.0.0.255\n10.0.1.0 0.0.0.255\n10.0.2.0/23');
    await expect.poll(() => editorText(output(page, 'CIDR networks'))).toBe('10.0.0.0/22');
    await expect(
      page.getByText('Line 1: 0.0.0.255 was read as a wildcard mask (Cisco ACL style): /24.', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('1 more line gives a wildcard mask, read the same way.', { exact: true }),
    ).toBeVisible();
  });

  test('split refuses what it cannot split, pointing at the entry', async ({ page }) => {
    await page.goto('/tools/cidr');
    await tab(page, 'Split').click();
    const field = page.getByRole('textbox', { name: 'Split into (/prefix or number of subnets)' });
    const alert = page.getByRole('alert');
    await field.fill('2');
    await input(page).fill('10.0.0.0/24\n10.0.0.1');
    await expect(alert).toContainText("'10.0.0.1' is one address; split takes a network such as 10.0.0.0/24.");
    await expect(alert).toContainText('Line 2, Column 1');
    await input(page).fill('10.0.0.0/24\n192.0.2.0 - 192.0.2.130');
    await expect(alert).toContainText(
      "'192.0.2.0 - 192.0.2.130' is a range; split takes a network (Merge turns a range into networks).",
    );
    await expect(alert).toContainText('Line 2, Column 1');
    await input(page).fill('10.0.0.0/30');
    await field.fill('5');
    await expect(alert).toContainText('10.0.0.0/30 cannot be split into 5 subnets.');
    await input(page).fill('10.0.0.0/24');
    await field.fill('/16');
    await expect(alert).toContainText("/16 is not longer than 10.0.0.0/24's prefix: a split makes smaller networks.");
    await field.fill('/33');
    await expect(alert).toContainText('/33 is longer than an IPv4 prefix can be.');
  });

  test('overlaps names each entry that overlaps another, with its line', async ({ page }) => {
    await page.goto('/tools/cidr');
    await tab(page, 'Overlaps').click();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect.poll(() => editorText(output(page, 'Overlaps'))).toBe(exampleOutput('overlaps'));
    await expect(page.getByTestId('cidr-summary')).toHaveText('2 of 4 entries overlap an earlier one');
  });

  test('refuses ambiguous or wrong input with its position; Go to error selects it', async ({ page }) => {
    await page.goto('/tools/cidr');
    await input(page).fill('10.0.0.1\n010.0.0.1');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      "'010' has a leading zero: it could mean decimal 10 or octal 8, so it is refused. Write it without leading zeros.",
    );
    await expect(alert).toContainText('Line 2, Column 1');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('0');
    await input(page).fill('10.0.0.0 255.0.255.0');
    await expect(alert).toContainText('Netmask 255.0.255.0 is not contiguous');
    await expect(alert).toContainText('Line 1, Column 10');
    await input(page).fill('fe80::1%eth0');
    await expect(alert).toContainText("'%eth0' is a zone id");
    await input(page).fill('10.0.0.0/8 minus 10.1.0.0/16');
    await expect(alert).toContainText("Exclusions ('!' or 'minus') are worked out in the Exclude tab.");
    await input(page).fill('');
    await page.keyboard.press('Control+Enter');
    await expect(alert).toContainText('Enter an IP address, a CIDR network, a range or a list.');
  });

  test('100,000 lines are worked out in the worker without freezing the page', async ({ page }) => {
    await page.goto('/tools/cidr');
    await tab(page, 'Merge / range → CIDR').click();
    const lines = Array.from({ length: 100_000 }, (_, i) => `10.${(i >> 8) & 255}.${i & 255}.0/24`).join('\n');
    await pasteIntoEditor(input(page), lines);
    await expect(page.getByTestId('cidr-summary')).toHaveText(/100,000 entries → 1 network/, { timeout: 30_000 });
    // the page answers at once while and after the work
    const t0 = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - t0).toBeLessThan(1000);
    await expect.poll(() => editorText(output(page, 'CIDR networks'))).toBe('10.0.0.0/8');
  });
});
