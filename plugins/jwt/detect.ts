import { defineDetector } from '@/lib/detect';
import { decodeToken } from './decode';

/** Three base64url parts joined by dots (five for a JWE), perhaps after `Bearer `. */
const SHAPE = /^(?:Bearer\s+)?[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*){2}(?:(?:\.[A-Za-z0-9_-]*){2})?$/;

export default defineDetector({
  // a token whose header decodes to a JSON object is certainly a JWT; it outranks "Base64 of JSON"
  detect: ({ text }) => {
    if (!SHAPE.test(text)) return null;
    const decoded = decodeToken(text);
    if (!decoded.ok) return null;
    const alg = decoded.facts.alg ? `, ${decoded.facts.alg}` : '';
    return {
      score: 1,
      reason: decoded.form === 'jwe' ? `Encrypted JWT (JWE${alg})` : `JWT${alg}`,
      kind: 'jwt',
    };
  },
  examples: {
    matches: [
      // RFC 7519, section 3.1
      'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      // RFC 7519, section 6.1: an unsecured JWT has an empty signature
      'Bearer eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.',
    ],
    misses: [
      'www.example.org',
      'a.b.c',
      'eyJuYW1lIjoiQWRhIn0=',
      // three parts, but the header is not JSON
      'aGVsbG8.d29ybGQ.c2ln',
    ],
  },
});
