import { defineExamples } from '@/lib/examples';
import type { ParsedField } from './payload';

/**
 * Contents from each format's own documentation, encoded into a QR code, read back from its pixels
 * and split into fields as the Read tab shows them. The fields are what the formats define, written
 * by hand from the sources named.
 */
export default defineExamples<string, { title: string; fields: ParsedField[] } | null>({
  examples: [
    {
      name: 'Wi-Fi network (ZXing wiki, Barcode Contents)',
      input: 'WIFI:T:WPA;S:mynetwork;P:mypass;;',
      output: {
        title: 'Wi-Fi network',
        fields: [
          { label: 'Network (SSID)', value: 'mynetwork' },
          { label: 'Security', value: 'WPA' },
          { label: 'Password', value: 'mypass', secret: true },
          { label: 'Hidden', value: 'No' },
        ],
      },
    },
    {
      name: 'One-time password key (Google Authenticator Key Uri Format wiki)',
      input: 'otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example',
      output: {
        title: 'One-time password key',
        fields: [
          { label: 'Type', value: 'TOTP (time)' },
          { label: 'Issuer', value: 'Example' },
          { label: 'Account', value: 'alice@google.com' },
          { label: 'Secret', value: 'JBSWY3DPEHPK3PXP', secret: true },
          { label: 'Algorithm', value: 'SHA1' },
          { label: 'Digits', value: '6' },
          { label: 'Period', value: '30 s' },
        ],
      },
    },
    {
      name: 'Location (RFC 5870 §1)',
      input: 'geo:13.4125,103.8667',
      output: {
        title: 'Location',
        fields: [
          { label: 'Latitude', value: '13.4125' },
          { label: 'Longitude', value: '103.8667' },
        ],
      },
    },
    {
      name: 'Text message (RFC 5724 §2.5)',
      input: 'sms:+15105550101?body=hello%20there',
      output: {
        title: 'Text message',
        fields: [
          { label: 'Number', value: '+15105550101' },
          { label: 'Message', value: 'hello there' },
        ],
      },
    },
  ],
  async run(payload) {
    const [{ encodeSymbol, rasterise, readPixels }, { parsePayload }] = await Promise.all([
      import('./qr'),
      import('./payload'),
    ]);
    const encoded = encodeSymbol(payload, 'M', 0);
    if (!encoded.ok) return null;
    const image = rasterise(encoded.symbol, 4, 4, '#000000', '#ffffff');
    const read = readPixels(image.data, image.width, image.height);
    if (!read) return null;
    const { title, fields } = parsePayload(read.text);
    return { title, fields };
  },
});
