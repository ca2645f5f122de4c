import { defineTransform } from '@/ui/transform';
import { jobs } from './client';
import { decodeToken } from './decode';
import { examples } from './examples';
import { optionsSpec } from './options';
import { DecodedFooter, KeyPanels } from './slots';

export type Mode = 'decode';

export const MESSAGES = {
  blank: 'Paste a JWT to decode: three base64url parts joined by dots.',
  failed: 'The token could not be decoded',
} as const;

/** Five dot-separated parts: an encrypted token, whose output is its header. */
const looksEncrypted = (input: string) => input.trim().split('.').length === 5;

/** The input the page decodes itself (the codec policy's size); a larger one goes to the worker. */
const DECODED_IN_PAGE = 512 * 1024;
let lastChecked: { input: string; decodes: boolean } | null = null;

/**
 * Whether the input decodes, so Copy and Download are offered only when there is something to
 * give. A token the page decodes is decoded (once per text); a larger one, decoded in the worker
 * on demand, counts as decodable until it is run.
 */
function decodes(input: string): boolean {
  if (input.trim() === '') return false;
  if (input.length > DECODED_IN_PAGE) return true;
  if (lastChecked?.input !== input) lastChecked = { input, decodes: decodeToken(input).ok };
  return lastChecked.decodes;
}

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
  // the token beside the decoded payload, and the key beside the payload (as jwt.io sets them out)
  layout: 'columns',
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
    disabled: (input) => !decodes(input),
    download: {
      fileName: ({ input }) => (looksEncrypted(input) ? 'jwt-header.json' : 'jwt-payload.json'),
      mimeType: 'application/json;charset=utf-8',
      emptyMessage: 'Nothing to download yet: paste a token first.',
    },
  },
  examples,
  slots: { belowInput: KeyPanels, outputFooter: DecodedFooter },
});
