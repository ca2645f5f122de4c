import { defineJobs } from '@/lib/defineJobs';
import { runXmlJob, type XmlAction } from './process';

export interface XmlJob {
  xml: string;
  action: XmlAction;
  indent: number;
}

export const xmlJobs = defineJobs({
  process: ({ xml, action, indent }: XmlJob, { progress }) => runXmlJob(xml, action, indent, progress),
});
