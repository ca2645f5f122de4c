import { serveWorker } from '../../src/lib/runInWorker';
import { decodeBase64Image, transferablesOf, type DecodeResult } from './logic';

serveWorker<string, DecodeResult>(self as never, (input) => decodeBase64Image(input), transferablesOf);
