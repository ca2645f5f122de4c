import { defineJobs } from '@/lib/defineJobs';
import { convertUrl, type UrlDirection, type UrlTarget } from './logic';

export interface UrlRequest {
  input: string;
  direction: UrlDirection;
  target: UrlTarget;
}

export const urlJobs = defineJobs({
  convert: ({ input, direction, target }: UrlRequest) => convertUrl(input, direction, target),
});
