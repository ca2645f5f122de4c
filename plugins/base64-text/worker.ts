import { serveWorker } from '../../src/lib/runInWorker';
import { convert, type Mode, type Result } from './logic';

serveWorker<{ mode: Mode; input: string; urlSafe: boolean }, Result>(self as never, ({ mode, input, urlSafe }) => convert(mode, input, urlSafe));
