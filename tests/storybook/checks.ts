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
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  resultTypes: ['violations'],
};
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
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`),
    }));
  }, AXE_OPTIONS);
  return violations
    .filter((v) => FAILING.has(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.join('\n  ')}`);
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

/** Attributes a theme may change: generated class names, inline colours and the theme markers. */
const LOOK_ATTRIBUTES = ['class', 'style', 'data-theme', 'data-canvas-theme'];
/** Parts that show the theme itself (the header's theme switch), left out. */
const THEME_CONTROLS = '[data-theme-mode]';

/**
 * What the story shows apart from its looks: every element's tag and attributes (but those a theme
 * may change) and all text, in document order; React's generated ids are numbered afresh, as a
 * remount renumbers them. A theme change under a mounted story must leave it the same, or the two
 * themes' screenshots would show different states.
 */
export function shownState(page: Page): Promise<string> {
  return page.evaluate(
    ({ skip, themeControls }) => {
      const root = document.getElementById('storybook-root');
      if (!root) throw new Error('no story root');
      const ids = new Map<string, string>();
      const stable = (value: string) =>
        value.replace(
          /_r_[0-9a-z]+_|«r[0-9a-z]+»/g,
          (id) => ids.get(id) ?? (ids.set(id, `id${ids.size}`), `id${ids.size - 1}`),
        );
      const out: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
        acceptNode: (node) =>
          node instanceof Element && node.matches(themeControls) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
      });
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element)
          out.push(
            `<${node.tagName.toLowerCase()}${Array.from(node.attributes, (a) => (skip.includes(a.name) ? '' : ` ${a.name}="${stable(a.value)}"`)).join('')}>`,
          );
        else if (node.textContent?.trim()) out.push(node.textContent);
      }
      return out.join('\n');
    },
    { skip: LOOK_ATTRIBUTES, themeControls: THEME_CONTROLS },
  );
}
