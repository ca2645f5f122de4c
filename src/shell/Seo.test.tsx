import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Seo, SEO_HEAD_ELEMENTS } from './Seo';

describe('Seo', () => {
  it('puts in the head only elements a fresh render knows to drop', () => {
    const markup = renderToStaticMarkup(
      <Seo title="UUID" description="Make UUIDs" path="/tools/uuid" noindex structuredData={{ '@type': 'Thing' }} />,
    );
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    expect(holder.children.length).toBeGreaterThan(10);
    for (const element of holder.children) expect(element.matches(SEO_HEAD_ELEMENTS), element.outerHTML).toBe(true);
  });
});
