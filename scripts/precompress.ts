import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest|wasm)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `name.br` and `name.gz` beside each compressible file, for servers that send them as they are. */
export async function precompress(dir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    jobs.push(
      brotli(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }).then((out) => writeFileSync(`${file}.br`, out)),
      gz(source, { level: 9 }).then((out) => writeFileSync(`${file}.gz`, out)),
    );
  }
  await Promise.all(jobs);
}
