import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'color',
  name: 'Colour Converter & Contrast',
  description:
    'Convert colours between hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() and display-p3, and check WCAG 2.2 contrast with APCA.',
  group: 'converters',
  path: '/convert/color',
  aliases: ['/convert/colour', '/tools/contrast-checker'],
  order: 9,
  icon: 'palette',
  keywords: ['color', 'colour', 'contrast', 'wcag', 'apca', 'hex', 'rgb', 'hsl', 'oklch', 'a11y'],
  features: ['Every CSS Color 4 syntax', 'WCAG 2.2 AA/AAA and APCA', 'Nearest passing colour', 'Colour-vision preview'],
  seo: {
    title: 'Colour Converter & WCAG Contrast Checker',
    description:
      'Convert hex, RGB, HSL, HWB, Lab, LCH, OKLab, OKLCH and Display P3 colours and check WCAG 2.2 contrast, APCA and the nearest passing colour.',
    keywords: ['color converter', 'contrast checker', 'hex to oklch', 'wcag contrast', 'apca contrast'],
  },
  options: optionsSpec,
});
