import { serveWorker } from '../../src/lib/runInWorker';
import { handleRegexRequest, type RegexRequest, type RegexResponse } from './logic';

// one request per worker: the page terminates it when the time limit passes
serveWorker<RegexRequest, RegexResponse>(self as never, (req) => handleRegexRequest(req));
