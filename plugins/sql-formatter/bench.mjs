// Bench scenario for the SQL Formatter (see scripts/bench.mjs). "Native" is a one-regex tokenization of
// the same script in the page (quoted strings with '' escapes, line comments, words, any other character):
// the least any formatter does, reading each token once.
const FIVE_MB = 5 * 1024 * 1024;
const STATUSES = ['paid', 'pending', 'refunded', 'shipped'];
const CITIES = ['London', 'Paris', "Val d''Isère", 'Zürich', 'New York'];

/** One report's three statements, as a migration or a query log has them: a commented join, a batch of rows, an update. */
function report(i) {
  const status = STATUSES[i % STATUSES.length];
  const rows = Array.from({ length: 8 }, (_, k) => {
    const id = i * 8 + k;
    return `  (${id}, ${(id * 7) % 1000}, '${STATUSES[id % 4]}', ${((id * 13) % 10000) / 100}, '${CITIES[id % 5]}', 'note ${id}: it''s fine')`;
  });
  return [
    `-- report ${i}: revenue per customer, ${status} orders only`,
    `select c.id, c.first_name || ' ' || c.last_name as name, r.code as region, sum(o.total) as revenue, count(*) as orders`,
    `from customers c join orders o on o.customer_id = c.id left join regions r on r.id = c.region_id`,
    `where o.status = '${status}' and o.created_at >= date '2024-01-01' and r.code in ('EU', 'US', 'APAC') and c.id > ${i}`,
    `group by c.id, c.first_name, c.last_name, r.code having sum(o.total) > ${i % 500} order by revenue desc;`,
    `insert into orders (id, customer_id, status, total, city, note) values`,
    `${rows.join(',\n')};`,
    `/* the customer's last visit */ update customers set last_seen = current_timestamp, visits = visits + 1 where id = ${i};`,
    '',
  ].join('\n');
}

/** A 5 MB script of reports, in the default dialect (Standard SQL), and how many statements it holds. */
function sql5mb() {
  const parts = [];
  let size = 0;
  for (let i = 0; size < FIVE_MB; i++) {
    const s = report(i);
    parts.push(s);
    size += s.length;
  }
  return { text: parts.join(''), statements: parts.length * 3 };
}

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'SQL format 5 MB (Format → output and counts shown)',
    path: '/format/sql',
    async run({ page, setValue, watchLongTasks, shownAfter }) {
      const { text, statements } = sql5mb();
      await setValue(page.getByLabel('SQL input'), text);
      await page.getByText(`${text.length.toLocaleString('en-US')} characters`).waitFor({ timeout: 30000 });
      const longest = await watchLongTasks();
      // past the live limit (50,000 characters): the Format click starts it; the run's own limit for
      // 5 MB is 20 s plus 20 s per megabyte, so the wait outlasts it and a stopped run fails here
      // the counts under the output say every statement was formatted, and the output editor has drawn its lines
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'Format', exact: true }).click(),
        [
          ['[data-testid="transform-output"]', `${statements.toLocaleString('en-US')} statements · `],
          ['.cm-content[aria-label="Formatted SQL"]', 'report 0'],
        ],
        180000,
      );
      const nativeMs = await page.evaluate((t) => {
        const t0 = performance.now();
        const tokens = t.match(/'(?:[^']|'')*'|--[^\n]*|\w+|\S/g);
        return tokens ? performance.now() - t0 : Number.NaN;
      }, text);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
