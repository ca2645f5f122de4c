import { serveWorker } from '../../src/lib/runInWorker';
import { convertBase64ToPdf, transferablesOf, type PdfConversion } from './logic';

serveWorker<string, PdfConversion>(self as never, (input, progress) => convertBase64ToPdf(input, progress), transferablesOf);
