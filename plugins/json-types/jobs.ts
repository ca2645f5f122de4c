/** The tool's job: run in its worker (also in the page where Worker does not exist, e.g. jsdom). */
import { defineJobs } from '@/lib/defineJobs';
import { generate, type TypesRequest } from './generate';
import { checkSchema } from './validate';

export const typesJobs = defineJobs({
  generate: (request: TypesRequest) => generate(request, checkSchema),
});
