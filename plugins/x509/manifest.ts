import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'x509',
  name: 'Certificate & Key Decoder',
  description:
    'Decode X.509 certificates, chains, certificate requests, public and private keys from PEM, DER or JWK: subject, SANs, validity, key, usages, fingerprints and SPKI pin, with the chain order, key match and request signature checked.',
  group: 'encoding',
  path: '/encode/x509',
  aliases: ['/tools/certificate-decoder', '/encode/pem', '/encode/csr'],
  order: 7,
  icon: 'file-key',
  // the input may be a private key: it stays in the page's memory, never in storage or a link
  secrets: [{ field: 'input', label: 'certificate or key' }],
  // no `produces`: a converted private key must not be opened in another tool, whose input is kept
  // in the tab's storage, and an output cannot yet opt out of Open in … on its own
  keywords: [
    'x509',
    'x.509',
    'certificate',
    'ssl',
    'tls',
    'pem',
    'der',
    'csr',
    'pkcs10',
    'pkcs8',
    'private key',
    'public key',
    'jwk',
    'fingerprint',
    'spki',
    'pin',
    'san',
    'chain',
    'openssl',
  ],
  features: [
    'PEM, DER, bare Base64 and JWK',
    'Certificates, chains, requests, public and private keys',
    'Expiry in words: expires in 30 days, expired 3 hours ago',
    'SHA-1 and SHA-256 fingerprints, SPKI pin for curl',
    'Chain order, key match and request signature checked',
    'Converts between PEM, DER and JWK',
  ],
  seo: {
    title: 'Certificate Decoder: X.509, CSR, PEM & Key Viewer',
    description:
      'Decode SSL/TLS certificates, chains, CSRs and keys privately in your browser: SANs, expiry, fingerprints, SPKI pin, chain order and key match. PEM, DER and JWK.',
    keywords: [
      'certificate decoder',
      'ssl certificate decoder',
      'x509 decoder',
      'csr decoder',
      'pem decoder',
      'certificate fingerprint',
      'spki pin',
      'pem to jwk',
      'der to pem',
    ],
  },
  options: optionsSpec,
});
