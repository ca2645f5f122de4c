import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { frameDocumentUrl } from '@/lib/frameDocument';
import { MESSAGES, PDF_MIME } from './logic';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 720px);
  min-height: 360px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/**
 * Puts the PDF in the frame document: an `<object>` of the blob: URL, which the browser's viewer
 * fills, with the fallback text for a browser without one. The viewer takes the policy of the
 * document that embeds it, and the frame document's has no Trusted Types (Firefox's pdf.js viewer
 * writes HTML in ways they refuse; src/lib/frameDocument.ts).
 */
function showPdf(frame: HTMLIFrameElement, url: string): void {
  const doc = frame.contentDocument;
  if (!doc?.body) return;
  const viewer = doc.createElement('object');
  viewer.type = PDF_MIME;
  viewer.data = url;
  viewer.setAttribute('aria-label', 'PDF preview');
  Object.assign(viewer.style, { display: 'block', width: '100%', height: '100%', border: '0' });
  const fallback = doc.createElement('p');
  fallback.textContent = MESSAGES.previewFallback;
  viewer.append(fallback);
  Object.assign(doc.body.style, { margin: '0', height: '100vh' });
  Object.assign(doc.documentElement.style, { height: '100%' });
  doc.body.replaceChildren(viewer);
}

/** The PDF preview: the PDF at `url` in a frame of the site's frame document. */
export function PdfFrame({ url }: { url: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // a frame that has already loaded its document takes a new PDF at once; one still loading takes it on load
  useEffect(() => {
    const current = frame.current;
    if (current?.contentDocument?.readyState === 'complete' && current.contentDocument.URL !== 'about:blank')
      showPdf(current, url);
  }, [url]);
  return (
    <Frame ref={frame} title="PDF preview" src={frameDocumentUrl()} onLoad={(e) => showPdf(e.currentTarget, url)} />
  );
}
