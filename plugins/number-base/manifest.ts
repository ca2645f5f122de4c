import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'number-base',
  name: 'Number Base Converter',
  description:
    "Convert whole numbers of any length between every base from 2 to 36 exactly, with two's complement at 8 to 128 bits, C, JavaScript and Python literals, and IEEE 754 float32 and float64 bits both ways.",
  group: 'converters',
  path: '/convert/number-base',
  aliases: [
    { path: '/convert/hex-decimal', settings: { mode: 'integer', from: '16', to: '10' } },
    { path: '/convert/binary', settings: { mode: 'integer', from: '2', to: '10' } },
    '/tools/number-base',
  ],
  order: 10,
  icon: 'binary',
  accepts: [{ kinds: ['text'] }],
  produces: ['text'],
  keywords: [
    'number base',
    'radix',
    'hex',
    'hexadecimal',
    'decimal',
    'binary',
    'octal',
    'base 36',
    'bigint',
    "two's complement",
    'signed',
    'unsigned',
    'ieee 754',
    'float',
    'double',
    'float32',
    'float64',
    'bits',
  ],
  features: [
    'Every base from 2 to 36',
    'Exact at any length (BigInt)',
    "Two's complement, 8 to 128 bits",
    'C, JavaScript and Python literals',
    'IEEE 754 float bits both ways',
  ],
  seo: {
    title: 'Number Base Converter: Hex, Decimal, Binary, Octal',
    description:
      "Convert numbers between hex, decimal, binary, octal and any base to 36, exactly at any size. Two's complement, IEEE 754 float bits and code literals. Private: runs in your browser.",
    keywords: [
      'hex to decimal',
      'decimal to hex',
      'binary to decimal',
      'decimal to binary',
      'hex to binary',
      'base converter',
      "two's complement calculator",
      'ieee 754 converter',
      'float to hex',
    ],
  },
  options: optionsSpec,
});
