import { defineJobs } from '@/lib/defineJobs';
import type { AsymmetricAlg } from './algorithms';
import { decodeToken } from './decode';
import type { SignRequest } from './sign';
import type { VerifyRequest } from './verify';

export interface DecodeRequest {
  input: string;
}

/**
 * The tool's work: decoding follows the token in the page (the job policy moves a huge paste to
 * the worker); checking, signing and making key pairs always run in the worker, which alone loads
 * the crypto library.
 */
export const jwtJobs = defineJobs({
  decode: ({ input }: DecodeRequest) => decodeToken(input),
  verify: async (request: VerifyRequest) => (await import('./verify')).verifySignature(request),
  sign: async (request: SignRequest) => (await import('./sign')).signToken(request),
  generate: async ({ alg }: { alg: AsymmetricAlg }) => (await import('./sign')).generateSigningKey(alg),
});
