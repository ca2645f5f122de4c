import { serveWorker } from '../../src/lib/runInWorker';
import { runXmlJob, type XmlAction, type XmlJobResult } from './logic';

export interface XmlJob {
  xml: string;
  action: XmlAction;
  indent: number;
}

serveWorker<XmlJob, XmlJobResult>(
  self as never,
  ({ xml, action, indent }, progress) => runXmlJob(xml, action, indent, progress),
  (r) => [r.spans.kinds.buffer, r.spans.ends.buffer],
);
