import { useLayoutEffect, useState } from 'react';

/** Object URLs exist only where the browser has them (not in jsdom or the prerender). */
const canCreate = () => typeof URL.createObjectURL === 'function';

/**
 * An object URL for the blob, for as long as the component shows this blob: a new blob or null
 * replaces it and unmounting ends it. The URL is created before the browser paints, and an old URL
 * is revoked only after the commit that replaced it, so an <img> or <object> never holds a revoked
 * URL while it is still on the page. Null while there is no blob or no object URLs.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!blob || !canCreate()) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    // the state update above commits before any timer runs, so the next URL is on the page first
    return () => void setTimeout(() => URL.revokeObjectURL(created));
  }, [blob]);
  return url;
}

/** Runs `work` with an object URL for the blob and revokes the URL when it settles (loading an image once). */
export async function withObjectUrl<T>(blob: Blob, work: (url: string) => Promise<T>): Promise<T> {
  const url = URL.createObjectURL(blob);
  try {
    return await work(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}
