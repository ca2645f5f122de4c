import { describe, expect, it } from 'vitest';
import { crispSvg } from './reading';

// the head of qrencode 4.1.1's `qrencode -t SVG -o - 'Hello SVG'`, with its first two modules
const QRENCODE_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<!-- Created with qrencode 4.1.1 (https://fukuchi.org/works/qrencode/index.html) -->
<svg width="3.07cm" height="3.07cm" viewBox="0 0 29 29" preserveAspectRatio="none" version="1.1" xmlns="http://www.w3.org/2000/svg">
	<g id="QRcode">
		<rect x="0" y="0" width="29" height="29" fill="#ffffff"/>
		<g id="Pattern" transform="translate(4,4)">
			<rect x="0" y="0" width="1" height="1" fill="#000000"/>
			<rect x="1" y="0" width="1" height="1" fill="#000000"/>
		</g>
	</g>
</svg>
`;

describe('SVG drawn for reading', () => {
  it('is drawn without anti-aliasing, so squares that meet leave no light seam; the drawing is unchanged', () => {
    const doc = new DOMParser().parseFromString(crispSvg(QRENCODE_HEAD) ?? '', 'image/svg+xml');
    expect(doc.documentElement.getAttribute('shape-rendering')).toBe('crispEdges');
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 29 29');
    expect(doc.querySelectorAll('rect')).toHaveLength(3);
  });

  it('leaves text that is not an SVG document to the browser', () => {
    expect(crispSvg('<svg><rect></svg>')).toBeNull();
    expect(crispSvg('<html></html>')).toBeNull();
    expect(crispSvg('\x89PNG')).toBeNull();
  });
});
