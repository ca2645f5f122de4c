import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type { StoryEntry, Theme } from './stories';

/** Which checks a run makes: STORYBOOK_CHECKS=a11y or =visual runs one of them (default: both). */
export const CHECKS = new Set((process.env.STORYBOOK_CHECKS || 'a11y,visual').split(','));

/** Findings of these impacts fail the check; minor and moderate ones are shown in the Accessibility panel. */
const FAILING = new Set(['serious', 'critical']);
/** The check holds the stories to WCAG 2 A and AA; the panel also shows best practices. */
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Element, options: RunOptions): Promise<AxeResults> };
  }
}

/** The serious and critical axe findings in the story's root, one readable line block each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe is loaded once per preview document and stays across story switches
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (options) => {
    const root = document.getElementById('storybook-root');
    if (!root || !window.axe) throw new Error('no story root or axe');
    const { violations } = await window.axe.run(root, options);
    return violations.map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`) }));
  }, AXE_OPTIONS);
  return violations.filter((v) => FAILING.has(v.impact)).map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.join('\n  ')}`);
}

/**
 * The design system and the shell are guarded pixel by pixel in both themes; the foundations page
 * already shows both themes side by side, so once. Pages and tools are not.
 */
export function isVisuallyGuarded(story: StoryEntry, theme: Theme): boolean {
  if (story.title.startsWith('Foundations/')) return theme === 'light';
  return /^(UI|Shell)\//.test(story.title);
}

/**
 * Parts of a guarded story that other stories own: the tool embedded in the tool picker changes
 * with its plugin, so it is masked (and held at a fixed height by visual.css).
 */
export const visualMask = '[data-testid="tool-picker"] > [role="region"]';
export const visualStylePath = fileURLToPath(new URL('./visual.css', import.meta.url));
