import { act, renderHook } from '@testing-library/react';
import { useObjectUrl, withObjectUrl } from './useObjectUrl';

let created: string[];
let revoked: string[];

beforeEach(() => {
  vi.useFakeTimers();
  created = [];
  revoked = [];
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: () => {
        const url = `blob:test/${++n}`;
        created.push(url);
        return url;
      },
      revokeObjectURL: (url: string) => void revoked.push(url),
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const a = new Blob(['a']);
const b = new Blob(['b']);
/** The hook's props, typed so a test can pass a blob and later null. */
const shown = (blob: Blob | null) => ({ blob });
const render = (blob: Blob | null) =>
  renderHook(({ blob: current }) => useObjectUrl(current), { initialProps: shown(blob) });

describe('useObjectUrl', () => {
  it('gives a URL for a blob and none for null', () => {
    const { result, rerender } = render(null);
    expect(result.current).toBeNull();
    rerender(shown(a));
    expect(result.current).toBe(created.at(-1));
  });

  it('revokes the old URL after a new blob replaced it, not before', () => {
    const { result, rerender } = render(a);
    const first = result.current;
    rerender(shown(b));
    expect(result.current).not.toBe(first);
    expect(revoked).not.toContain(first);
    act(() => void vi.runAllTimers());
    expect(revoked).toContain(first);
    expect(revoked).not.toContain(result.current);
  });

  it('revokes the URL when the blob becomes null and when the component unmounts', () => {
    const { result, rerender, unmount } = render(a);
    const first = result.current;
    rerender(shown(null));
    expect(result.current).toBeNull();
    act(() => void vi.runAllTimers());
    expect(revoked).toContain(first);
    rerender(shown(b));
    const second = result.current;
    unmount();
    vi.runAllTimers();
    expect(revoked).toContain(second);
  });

  it('keeps one URL while the same blob stays, and revokes every URL it made', () => {
    const { rerender, unmount } = render(a);
    const made = created.length;
    rerender(shown(a));
    expect(created.length).toBe(made);
    unmount();
    vi.runAllTimers();
    expect([...revoked].sort()).toEqual([...created].sort());
  });
});

describe('withObjectUrl', () => {
  it('revokes the URL once the work is done, and when it fails', async () => {
    await expect(withObjectUrl(a, (url) => Promise.resolve(url))).resolves.toBe(created[0]);
    expect(revoked).toEqual([created[0]]);
    await expect(withObjectUrl(b, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(revoked).toEqual(created);
  });
});
