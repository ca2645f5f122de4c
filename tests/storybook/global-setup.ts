import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveFolder } from './static-server';
import { STORYBOOK_DIR } from './stories';

/** Serves the built Storybook for the run; the workers read its address from the environment. */
export default async function globalSetup() {
  const root = resolve(STORYBOOK_DIR);
  if (!existsSync(resolve(root, 'index.json')))
    throw new Error(`No built Storybook in ${root}: run npm run build-storybook first.`);
  const { url, server } = await serveFolder(root);
  process.env.STORYBOOK_URL = url;
  return () => new Promise<void>((done) => server.close(() => done()));
}
