import { defineTransform } from '@/ui/transform';
import { jobs } from './client';
import { examples } from './examples';
import { optionsSpec } from './options';
import { TimeClaims, TokenParts, Verification } from './slots';

export type Mode = 'decode';

export const MESSAGES = {
  blank: 'Paste a JWT to decode: three base64url parts joined by dots.',
  failed: 'The token could not be decoded',
} as const;

/** Five dot-separated parts: an encrypted token, whose output is its header. */
const looksEncrypted = (input: string) => input.trim().split('.').length === 5;

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'decode',
  policy: 'codec',
  // the output follows the token as it is typed or pasted; Decode (Ctrl+Enter) runs it at any size
  modes: {
    control: 'buttons',
    label: 'Action',
    items: [{ id: 'decode', label: 'Decode', progressLabel: 'Decoding progress' }],
  },
  request: ({ input }) => ({ input }),
  blank: MESSAGES.blank,
  read: (result) =>
    result.ok
      ? { ok: true, output: result.payload ?? result.header, details: result }
      : {
          ok: false,
          error: {
            title: result.title,
            message: result.message,
            line: result.line,
            column: result.column,
            offset: result.offset,
          },
        },
  failed: (error) => ({ title: MESSAGES.failed, message: error.message }),
  input: {
    title: 'Token',
    label: 'JSON Web Token',
    placeholder: 'Paste a JWT (eyJhbGciOi…), with or without "Bearer "…',
    minHeight: 120,
  },
  output: {
    title: 'Decoded',
    label: ({ input }) => (looksEncrypted(input) ? 'Header (the payload is encrypted)' : 'Payload'),
    view: 'code',
    language: 'json',
    placeholder: 'The decoded payload will appear here.',
    minHeight: 120,
    copy: { emptyMessage: 'Nothing to copy yet: paste a token first.' },
    download: {
      fileName: ({ input }) => (looksEncrypted(input) ? 'jwt-header.json' : 'jwt-payload.json'),
      mimeType: 'application/json;charset=utf-8',
      emptyMessage: 'Nothing to download yet: paste a token first.',
    },
  },
  examples,
  slots: { belowInput: TokenParts, outputFooter: TimeClaims, after: Verification },
});
