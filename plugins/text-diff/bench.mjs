// Bench scenarios for Text Diff (see scripts/bench.mjs). "Native" is the floor any line diff pays:
// splitting both texts into lines and comparing them pairwise in the same page.

/** Waits until two animation frames in a row come quickly: the pasted texts have been laid out. */
async function settle(page) {
  for (let k = 0; k < 60; k++) {
    const ms = await page.evaluate(() => {
      const t0 = performance.now();
      return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now() - t0))));
    });
    if (ms < 60) return;
    await page.waitForTimeout(250);
  }
}

function nativeLineCompare(page, a, b) {
  return page.evaluate(
    ([x, y]) => {
      const t0 = performance.now();
      const la = x.split('\n');
      const lb = y.split('\n');
      let same = 0;
      for (let i = 0; i < Math.min(la.length, lb.length); i++) if (la[i] === lb[i]) same++;
      return same >= 0 ? performance.now() - t0 : 0;
    },
    [a, b],
  );
}

function scenario(name, lines, { mode = 'line', unrelated = false, budgetMs } = {}) {
  return {
    name,
    path: mode === 'char' ? '/format/text-diff?mode=char' : '/format/text-diff',
    budgetMs,
    async run({ page, setValue, watchLongTasks, shownAfter, fixtures }) {
      const { randomLines } = fixtures;
      const base = randomLines(1, lines);
      const a = base.join('\n');
      const b = (unrelated ? randomLines(2, lines) : base.map((l, i) => (i % 100 === 7 ? l.toUpperCase() : l))).join(
        '\n',
      );
      await setValue(page.getByRole('textbox', { name: 'Original text' }), a);
      await setValue(page.getByRole('textbox', { name: 'Modified text' }), b);
      await settle(page);
      const longest = await watchLongTasks();
      // from the click to the frame that shows the diff: changed lines drawn in the merge view, the inline view, or the message
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'Compare', exact: true }).click(),
        [['[data-merge="ready"] .cm-changedLine, [role="region"][aria-label$="-level diff"], [role="alert"]', '']],
      );
      const longestTaskMs = await longest();
      const nativeMs = await nativeLineCompare(page, a, b);
      return { oursMs, nativeMs, longestTaskMs };
    },
  };
}

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  scenario('Text diff of two 5,000-line texts, 1% changed lines', 5000, { budgetMs: 1000 }),
  scenario('Text diff of two 5 MB texts, 1% changed lines', 86_000, { budgetMs: 1000 }),
  scenario('Text diff of two unrelated 5 MB texts, character-level (stops with a message)', 86_000, {
    mode: 'char',
    unrelated: true,
  }),
];
