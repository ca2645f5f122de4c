import type { Locator, Page } from '@playwright/test';

export interface BenchHelpers {
  page: Page;
  base: string;
  setValue(locator: Locator, value: string): Promise<void>;
  watchLongTasks(): Promise<() => Promise<number>>;
  time(action: () => Promise<void>): Promise<number>;
}

export interface Scenario {
  name: string;
  /** page the scenario starts on */
  path: string;
  /** budget for `oursMs` (design: result visible ≤ 1 s) */
  budgetMs?: number;
  run(h: BenchHelpers): Promise<{ oursMs: number; nativeMs: number; longestTaskMs?: number }>;
}
