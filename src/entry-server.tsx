import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { basename, locationOf } from './app/basename';

export { prerenderPages, pageDevices, NOT_FOUND_PATH, redirects } from './app/sitePaths';
export { FRAME_DOCUMENT_PATH } from './lib/frameDocument';

export interface PrerenderedPage {
  /** the app's markup, for `<div id="root">` */
  body: string;
  /** the styles the page uses, as `<style>` tags for `<head>` */
  styles: string;
}

/**
 * Renders one route to static HTML with React 19 static prerendering, which waits for every lazy page
 * and tool. Every boundary is written in place (no size limit for outlining), so the page needs no
 * inline script to reveal its content.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const tree = sheet.collectStyles(
      <StrictMode>
        <StaticRouter basename={basename} location={locationOf(path)}>
          <App />
        </StaticRouter>
      </StrictMode>,
    );
    const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const body = await new Response(prelude).text();
    if (body.includes('<!--$?-->')) throw new Error(`${path}: a Suspense boundary did not complete`);
    return { body, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
