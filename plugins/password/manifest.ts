import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'password',
  name: 'Password Generator',
  description:
    'Generate strong random passwords or EFF word-list passphrases, one or a thousand at a time, with the exact entropy of your policy, and check how guessable a password is.',
  group: 'tools',
  path: '/tools/password',
  aliases: ['/tools/password-generator'],
  order: 6,
  icon: 'key-square',
  keywords: [
    'password',
    'passphrase',
    'generator',
    'random',
    'diceware',
    'eff',
    'entropy',
    'strength',
    'zxcvbn',
    'secure',
  ],
  features: [
    'Cryptographically random, without modulo bias',
    'Passphrases from the EFF large word list',
    'Exact entropy for your policy',
    'Strength check with zxcvbn',
  ],
  seo: {
    title: 'Password & Passphrase Generator with Exact Entropy',
    description:
      'Generate secure random passwords and EFF diceware passphrases in your browser, in bulk, with the exact entropy of your rules and a zxcvbn strength check. Nothing is stored or sent.',
    keywords: ['password generator', 'passphrase generator', 'diceware', 'password entropy', 'password strength'],
  },
  options: optionsSpec,
  secrets: [{ field: 'check', label: 'password to check' }],
});
