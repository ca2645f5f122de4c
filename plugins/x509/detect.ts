import { defineDetector } from '@/lib/detect';

/** The PEM labels this tool reads, with the words the suggestion gives. */
const LABELS: Record<string, string> = {
  CERTIFICATE: 'PEM certificate',
  'TRUSTED CERTIFICATE': 'PEM certificate',
  'CERTIFICATE REQUEST': 'PEM certificate request (CSR)',
  'NEW CERTIFICATE REQUEST': 'PEM certificate request (CSR)',
  'PUBLIC KEY': 'PEM public key',
  'RSA PUBLIC KEY': 'PEM RSA public key',
  'PRIVATE KEY': 'PEM private key',
  'RSA PRIVATE KEY': 'PEM RSA private key',
  'EC PRIVATE KEY': 'PEM EC private key',
};

const BEGIN = /-----BEGIN ([A-Z0-9 ]+)-----/g;

export default defineDetector({
  // a PEM armour line is certain; a chain says how many certificates it holds
  detect: ({ text }) => {
    const labels = [...text.matchAll(BEGIN)].map((m) => m[1] ?? '').filter((label) => label in LABELS);
    const first = labels[0];
    if (!first) return null;
    const certificates = labels.filter((l) => l === 'CERTIFICATE').length;
    const reason = certificates > 1 ? `PEM certificate chain, ${certificates} certificates` : (LABELS[first] ?? 'PEM');
    return { score: 1, reason };
  },
  examples: {
    matches: [
      '-----BEGIN CERTIFICATE-----\nMIIBoTCCAUigAwIBAgIU\n-----END CERTIFICATE-----',
      '-----BEGIN CERTIFICATE REQUEST-----\nMIIC\n-----END CERTIFICATE REQUEST-----',
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAK8+PRTDmRaQ+mQanQDAajwRAuhNugBD9zcpk8zpjN0I=\n-----END PUBLIC KEY-----',
      '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJrGA3TIWJOa2PshESaWfZVpx+bOUEaY6PASUfEJ2UHp\n-----END PRIVATE KEY-----',
      'subject=CN = leaf.example.com\n-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
    ],
    misses: [
      'MIIBoTCCAUigAwIBAgIU',
      '-----BEGIN PGP PUBLIC KEY BLOCK-----\nmQENBF\n-----END PGP PUBLIC KEY BLOCK-----',
      'hello',
    ],
  },
});
