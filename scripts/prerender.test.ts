import { describe, expect, it } from 'vitest';
import { fillTemplate, htmlFileFor } from './prerender';

const template =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('prerendered files', () => {
  it('one file per route, without a trailing-slash directory', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/about')).toBe('about.html');
    expect(htmlFileFor('/encode/base64text')).toBe('encode/base64text.html');
  });
  it('moves the hoisted head tags into <head> with the styles, and the markup into #root', () => {
    const body =
      '<title>A &amp; B | DevUtils</title><meta name="description" content="x &gt; y"/><link rel="canonical" href="https://devutils.app/a"/><header>Hi</header><script type="application/ld+json">{}</script>';
    const html = fillTemplate(template, { body, styles: '<style data-styled="true">.a{}</style>' }, '/a');
    expect(html).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index.js"></script>' +
        '<title>A &amp; B | DevUtils</title><meta name="description" content="x &gt; y"/><link rel="canonical" href="https://devutils.app/a"/>' +
        '<style data-styled="true">.a{}</style></head><body><div id="root" data-path="/a"><header>Hi</header><script type="application/ld+json">{}</script></div></body></html>',
    );
  });
  it('keeps `$` sequences in page text as they are', () => {
    expect(fillTemplate(template, { body: "<p>$& $' $1</p>", styles: '' }, '/')).toContain(
      '<div id="root" data-path="/"><p>$& $\' $1</p></div>',
    );
  });
  it('refuses a template without the root element', () => {
    expect(() => fillTemplate('<html><head></head><body></body></html>', { body: '', styles: '' }, '/')).toThrow(
      /root/,
    );
  });
  it('names the page’s path on the root, as an attribute', () => {
    expect(fillTemplate(template, { body: '', styles: '' }, '/a"b&c')).toContain(
      '<div id="root" data-path="/a&quot;b&amp;c">',
    );
  });
});
