import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/Providers';
import type { ToolManifest, ToolProps } from '@/registry/types';
import timestampManifest from '../../plugins/timestamp/manifest';
import TimestampTool from '../../plugins/timestamp/Tool';
import uuidTool from '../../plugins/uuid/generator';
import uuidManifest from '../../plugins/uuid/manifest';

/**
 * Prerendered HTML must equal the client's first render, so a first render may not depend on
 * the clock or a random source: two renders at different times with different random values
 * give the same markup.
 */
function firstRender(
  Tool: (p: ToolProps) => React.ReactNode,
  manifest: ToolManifest,
  path: string,
  at: number,
): string {
  vi.setSystemTime(at);
  let n = at;
  vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(a: T): T => {
    if (a) new Uint8Array(a.buffer, a.byteOffset, a.byteLength).fill(n++ & 0xff);
    return a;
  });
  vi.spyOn(crypto, 'randomUUID').mockImplementation(
    () => `${String(n++).padStart(8, '0').slice(-8)}-0000-4000-8000-000000000000`,
  );
  return renderToString(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Tool manifest={manifest} />
      </MemoryRouter>
    </Providers>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('first render is deterministic', () => {
  it.each([
    ['uuid', uuidTool.Screen, uuidManifest, '/tools/uuid'],
    ['uuid v7', uuidTool.Screen, uuidManifest, '/tools/uuid?version=v7'],
    ['timestamp', TimestampTool, timestampManifest, '/convert/timestamp'],
  ] as const)('%s', (_name, Tool, manifest, path) => {
    vi.useFakeTimers();
    const a = firstRender(Tool, manifest, path, Date.UTC(2024, 0, 1));
    const b = firstRender(Tool, manifest, path, Date.UTC(2031, 5, 7, 12, 34, 56));
    expect(a).toBe(b);
    expect(a).not.toMatch(/17041|19493/);
  });
});
