import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, loadManifests, type ManifestData } from './support';

/**
 * A tool's primary controls are in the first screen: at 1280×800 a text tool's input and output
 * stand side by side, so the output's heading shows once its example is loaded; at 390×844 the
 * input is in the first screen and the output follows right below it. Every text tool is checked:
 * the list is every plugin folder with a transform declaration, so a new one joins.
 */

const plugins = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'plugins');
const transformFolders = new Set(
  readdirSync(plugins, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(plugins, d.name, 'transform.ts')))
    .map((d) => d.name),
);
const manifests = await loadManifests();
const transforms: ManifestData[] = manifests.filter((m) => transformFolders.has(m.id));
const byId = (id: string) => manifests.find((m) => m.id === id)!;

// the frame's three parts, which it marks by their place in its grid
const outputCard = (page: Page) => page.locator('[data-area="output"] > section');
const inputCard = (page: Page) => page.locator('[data-area="input"] > section');

async function loadExample(page: Page) {
  await inputCard(page)
    .getByRole('button', { name: /^(Example|Load example|Load sample)$/i })
    .first()
    .click();
}

test('every text tool has a transform folder to check', () => {
  expect(transforms.length).toBe(transformFolders.size);
});

test.describe('1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const m of transforms) {
    test(`${m.name}: the output's heading is in the first screen after the example`, async ({ page }) => {
      await page.goto(m.path);
      await loadExample(page);
      await expect(outputCard(page).getByRole('heading').first()).toBeInViewport();
      await expect(inputCard(page).getByRole('heading').first()).toBeInViewport();
      // the input's first lines are in the screen too (the options above it take one compact row)
      // (polled: the editor takes the stand-in's place while the page settles)
      const textTop = async () => (await inputCard(page).getByRole('textbox').first().boundingBox())?.y ?? Infinity;
      await expect.poll(async () => (await textTop()) + 3 * 20).toBeLessThanOrEqual(800);
    });
  }

  test('Colour: the first converter field is in the first screen', async ({ page }) => {
    await page.goto(byId('color').path);
    await expect(page.locator('#color-hex')).toBeInViewport();
  });

  test('JWT: the secret box is in the first screen beside the token', async ({ page }) => {
    await page.goto(byId('jwt').path);
    await loadExample(page);
    await expect(page.getByLabel('Verification key', { exact: true })).toBeInViewport();
  });
});

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const m of transforms) {
    test(`${m.name}: the input is in the first screen and the output follows right below it`, async ({ page }) => {
      await page.goto(m.path);
      const input = inputCard(page);
      await expect(input.getByRole('heading').first()).toBeInViewport();
      const inputBox = (await input.boundingBox())!;
      const outputBox = (await outputCard(page).boundingBox())!;
      const actionsBox = await page.locator('[data-area="actions"]').boundingBox();
      // only the mode buttons and options stand between them, and the page gap each side
      const between = outputBox.y - (inputBox.y + inputBox.height);
      expect(between).toBeGreaterThanOrEqual(0);
      expect(between).toBeLessThanOrEqual((actionsBox?.height ?? 0) + 2 * 24 + 1);
    });
  }

  test('Colour: the first converter field is in the first screen', async ({ page }) => {
    await page.goto(byId('color').path);
    await expect(page.locator('#color-hex')).toBeInViewport();
  });
});
