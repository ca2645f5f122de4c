// Bench scenario for the XML Formatter (see scripts/bench.mjs).

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'XML format 5 MB',
    path: '/format/xml',
    budgetMs: 2500,
    async run({ page, setValue, watchLongTasks, shownAfter }) {
      const item = (i) =>
        `<item id="${i}" xmlns:x="urn:x"><x:name>Item ${i} &amp; co</x:name><!-- note --><data><![CDATA[a < b]]></data><?pi go?></item>`;
      const parts = ['<?xml version="1.0" encoding="UTF-8"?><catalog>'];
      let size = parts[0].length;
      for (let i = 0; size < 5 * 1024 * 1024; i++) {
        const s = item(i);
        parts.push(s);
        size += s.length;
      }
      parts.push('</catalog>');
      const xml = parts.join('');
      await setValue(page.getByLabel('XML input'), xml);
      await page.getByText(`${xml.length.toLocaleString('en-US')} characters`).waitFor({ timeout: 30000 });
      const longest = await watchLongTasks();
      // past the live limit: the Format click starts it
      // the output editor has drawn its lines
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'Format', exact: true }).click(),
        [['.cm-content[aria-label="Formatted XML"]', '<catalog>']],
      );
      // the browser's own parser and serializer (no indentation: it cannot pretty-print), on a blank
      // page: the site's Trusted Types policy refuses DOMParser a plain string, as it should
      const blank = await page.context().browser().newPage();
      const nativeMs = await blank.evaluate((x) => {
        const t0 = performance.now();
        const doc = new DOMParser().parseFromString(x, 'application/xml');
        new XMLSerializer().serializeToString(doc);
        return performance.now() - t0;
      }, xml);
      await blank.close();
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
