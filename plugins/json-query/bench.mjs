// Bench scenarios for JSON Query (see scripts/bench.mjs). "Native" is JSON.parse of the same document
// and the query written as JavaScript's own filter and map, in the page.
const FIVE_MB = 5 * 1024 * 1024;

/** A ~5 MB array of small records, the document the e2e spec queries; `price` runs 0 to 99. */
function records5mb() {
  const parts = [];
  let size = 2;
  for (let i = 0; size < FIVE_MB; i++) {
    const text = `{"id":${i},"name":"item ${i}","tags":["a","b"],"price":${i % 100},"nested":{"x":${i}}}`;
    parts.push(text);
    size += text.length + 1;
  }
  return { text: `[${parts.join(',')}]`, records: parts.length };
}

/** How many records of `records` have a price below 10: ten of each hundred. */
const cheap = (records) => Math.floor(records / 100) * 10 + Math.min(records % 100, 10);

/**
 * The same query in a language, from the Run query click (a 5 MB document waits for it) to its
 * results shown: the count under the output and the output editor's first lines.
 */
function scenario(name, language, query) {
  const [tab, label, output] =
    language === 'jq' ? ['jq', 'jq filter', 'jq output'] : ['JSONPath', 'JSONPath query', 'JSONPath results'];
  return {
    name,
    path: `/tools/json-query?language=${language}`,
    async run({ page, setValue, watchLongTasks, shownAfter }) {
      const { text, records } = records5mb();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await page.getByRole('textbox', { name: label }).fill(query);
      await setValue(page.getByRole('textbox', { name: 'JSON document' }), text);
      await page.getByText('Large document').waitFor({ timeout: 30000 });
      const longest = await watchLongTasks();
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'Run query' }).click(),
        [
          ['[data-testid="result-count"]', `${cheap(records).toLocaleString('en-US')} results`],
          [`.cm-content[aria-label="${output}"]`, '"item 0"'],
        ],
        60000,
      );
      const nativeMs = await page.evaluate((t) => {
        const t0 = performance.now();
        const names = JSON.parse(t)
          .filter((r) => r.price < 10)
          .map((r) => r.name);
        return names.length > 0 ? performance.now() - t0 : Number.NaN;
      }, text);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  };
}

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  scenario('JSON Query on 5 MB: JSONPath filter (Run query → results shown)', 'jsonpath', '$[?@.price < 10].name'),
  scenario('JSON Query on 5 MB: jq filter (Run query → results shown)', 'jq', '.[] | select(.price < 10) | .name'),
];
