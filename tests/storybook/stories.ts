import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The built Storybook the checks run against (STORYBOOK_DIR overrides the default folder). */
export const STORYBOOK_DIR = join(repoRoot, process.env.STORYBOOK_DIR || 'storybook-static');
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

interface IndexEntry extends StoryEntry {
  type: string;
}

/** Every story of the built Storybook, from its index.json (docs pages left out). */
export function listStories(): StoryEntry[] {
  const file = join(STORYBOOK_DIR, 'index.json');
  const index: { entries: Record<string, IndexEntry> } = JSON.parse(readFileSync(file, 'utf8'));
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags }));
}
