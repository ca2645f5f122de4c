#!/usr/bin/env node
// Serves the production build (dist/) and prints its URL.
import { preview } from 'vite';

const port = Number(process.env.PORT) || 4173;
const server = await preview({ preview: { port, strictPort: false, host: process.env.HOST || '127.0.0.1' } });
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
console.log(`\n  Site running at ${url}\n  (Ctrl+C to stop)\n`);
