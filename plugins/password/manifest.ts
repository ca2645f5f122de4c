import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'password',
  name: 'Password Generator',
  description:
    'Generate random passwords or EFF word-list passphrases, one or a thousand at a time, with their exact entropy, and check how guessable a password is.',
  group: 'tools',
  path: '/tools/password',
  aliases: ['/tools/password-generator'],
  order: 6,
  icon: 'key-square',
  keywords: ['password', 'passphrase', 'generator', 'diceware', 'entropy', 'strength', 'zxcvbn'],
  features: ['Unbiased crypto randomness', 'EFF word-list passphrases', 'Exact entropy', 'zxcvbn strength check'],
  seo: {
    title: 'Password & Passphrase Generator with Exact Entropy',
    description:
      'Generate random passwords and EFF diceware passphrases in bulk, with exact entropy and a zxcvbn strength check. Nothing is stored or sent.',
    keywords: ['password generator', 'passphrase generator', 'password strength'],
  },
  options: optionsSpec,
  secrets: [{ field: 'check', label: 'password to check' }],
});
