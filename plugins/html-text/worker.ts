import { serveWorker } from '../../src/lib/runInWorker';
import { runHtmlJob, type HtmlJob, type HtmlJobResult } from './logic';

serveWorker<HtmlJob, HtmlJobResult>(self as never, runHtmlJob);
