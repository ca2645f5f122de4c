import type { Locator, Page } from '@playwright/test';

export interface BenchHelpers {
  page: Page;
  base: string;
  /** puts a text in the page before the clock (delivering megabytes to the page is the harness's cost, not the site's) */
  stage(value: string): Promise<void>;
  /** pastes the staged text into an input (a paste event for the code editor) */
  paste(locator: Locator): Promise<void>;
  /** stage, then paste */
  setValue(locator: Locator, value: string): Promise<void>;
  /**
   * runs an action; ms from its first event in the page to the frame after every [selector, text]
   * of `shown` is on screen, measured in the page
   */
  shownAfter(action: () => Promise<void>, shown: [selector: string, text: string][], timeout?: number): Promise<number>;
  /** presses a key in the focused element; ms from its keydown to the frame that shows it, measured in the page */
  pressUntilDrawn(key: string): Promise<number>;
  /** gives a file input the file the scenario built in the page as `window.__file` (a change event, as a visitor's choice) */
  chooseStagedFile(locator: Locator): Promise<void>;
  /** the browser's own keystroke: `key` pressed in a plain textarea holding `text`, timed as pressUntilDrawn */
  keystrokeInPlainTextarea(text: string, key: string): Promise<number>;
  watchLongTasks(): Promise<() => Promise<number>>;
  /** the plugin's examples.ts: the generators of large inputs the bench shares with the e2e */
  fixtures: Record<string, unknown>;
}

export interface Scenario {
  name: string;
  /** page the scenario starts on */
  path: string;
  /** budget for `oursMs` (design: result visible ≤ 1 s) */
  budgetMs?: number;
  /** budget for the longest main-thread task while it ran */
  taskBudgetMs?: number;
  run(h: BenchHelpers): Promise<{ oursMs: number; nativeMs: number; longestTaskMs?: number }>;
}
