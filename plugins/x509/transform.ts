import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { FILE_ACCEPT, fileText } from './fileText';
import { x509Jobs } from './jobs';
import { MESSAGES, type Mode } from './messages';
import { optionsSpec } from './options';
import { BelowInput } from './slots';

const jobs = jobClient(x509Jobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const FILE_NAMES: Record<Mode, string> = {
  decode: 'certificate-report.txt',
  pem: 'converted.pem',
  der: 'converted.der.b64',
  jwk: 'converted.jwk.json',
};

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'read',
  // always in the worker, which alone loads the certificate library
  policy: 'validate',
  modes: {
    control: 'buttons',
    label: 'Mode',
    option: 'mode',
    items: [
      { id: 'decode', label: 'Decode', busyLabel: 'Decoding...' },
      { id: 'pem', label: 'To PEM', busyLabel: 'Converting...' },
      { id: 'der', label: 'To DER (Base64)', busyLabel: 'Converting...' },
      { id: 'jwk', label: 'To JWK', busyLabel: 'Converting...' },
    ],
  },
  request: ({ mode, input }) => ({ mode, input }),
  blank: MESSAGES.blank,
  read: (result) =>
    result.ok ? { ok: true, output: result.output, details: result.details } : { ok: false, error: result.error },
  failed: (error) => ({ title: MESSAGES.failed, message: error.message }),
  // the report's lines are wide (fingerprints, names): it takes the page's width under the input
  layout: 'stacked',
  input: {
    label: 'Certificate, request or key',
    placeholder: 'Paste PEM (-----BEGIN CERTIFICATE-----…), a chain, a CSR, a key, bare Base64 or a JWK…',
    minHeight: 180,
    // a DER file is binary: it comes in as Base64, which the tool reads like a PEM body
    upload: { label: 'Upload DER or PEM', accept: FILE_ACCEPT, read: fileText },
  },
  output: {
    label: ({ mode }) => (mode === 'decode' ? 'Report' : 'Converted'),
    view: 'text',
    minHeight: 480,
    download: {
      fileName: ({ mode }) => FILE_NAMES[mode],
      mimeType: ({ mode }) => (mode === 'jwk' ? 'application/json' : 'text/plain'),
    },
  },
  examples,
  slots: { belowInput: BelowInput },
});
