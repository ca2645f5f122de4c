import { defineJobs } from '@/lib/defineJobs';
import { decodeToken } from './decode';
import type { VerifyRequest } from './verify';

export interface DecodeRequest {
  input: string;
}

/**
 * The tool's work: decoding follows the token in the page (the job policy moves a huge paste to
 * the worker); the signature check always runs in the worker, which alone loads the crypto library.
 */
export const jwtJobs = defineJobs({
  decode: ({ input }: DecodeRequest) => decodeToken(input),
  verify: async (request: VerifyRequest) => (await import('./verify')).verifySignature(request),
});
