import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'qr',
  name: 'QR Code Generator & Reader',
  description:
    'Make QR codes for text, links, Wi-Fi, contacts, one-time password keys, places, email and SMS, checked by reading them back; read QR codes from images or the camera.',
  group: 'encoding',
  path: '/encode/qr',
  aliases: ['/tools/qr-code'],
  order: 20,
  icon: 'qr-code',
  // the reader scans codes from the camera
  devices: ['camera'],
  keywords: [
    'qr',
    'qr code',
    'qrcode',
    'barcode',
    'generator',
    'reader',
    'scanner',
    'wifi',
    'vcard',
    'otpauth',
    'totp',
    '2fa',
  ],
  features: [
    'Wi-Fi, vCard, OTP, geo, email and SMS templates',
    'Every code read back to check it',
    'Error correction, version, colours',
    'PNG and SVG download',
    'Read from images or the camera',
  ],
  seo: {
    title: 'QR Code Generator & Reader',
    description:
      'Create QR codes for URLs, Wi-Fi networks, vCards, 2FA keys and more, with error correction, colours and SVG/PNG download. Read QR codes from images — all in your browser.',
    keywords: [
      'qr code generator',
      'qr code reader',
      'wifi qr code',
      'vcard qr code',
      'qr code scanner online',
      'svg qr code',
    ],
  },
  options: optionsSpec,
  accepts: [
    { kinds: ['text'], settings: { tab: 'generate', template: 'text' } },
    { kinds: ['url'], field: 'url', settings: { tab: 'generate', template: 'url' } },
  ],
  produces: ['text', 'url'],
  secrets: [
    { field: 'wifiPassword', label: 'Wi-Fi password' },
    { field: 'otpSecret', label: 'one-time password secret' },
  ],
});
