import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { jobClient } from '@/lib/jobClient';
import { examplesPlay, findEditor, textOf } from '../../.storybook/play';
import type { SqlFailure } from './logic';
import manifest from './manifest';
import tool, { sqlTool, type SqlJobs } from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/SQL Formatter', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

const input = (c: ReturnType<typeof within>) => c.getByLabelText('SQL input');
// each story names its settings in the route, so settings another story chose do not carry over
const route = (query: string) => ({ route: `/format/sql?${query}` });
const DEFAULTS =
  'dialect=sql&indent=2&keywordCase=preserve&functionCase=preserve&dataTypeCase=preserve&params=dialect&linesBetween=1';

export const Empty: Story = {
  parameters: route(DEFAULTS),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Formatted SQL will appear here.')).toBeInTheDocument();
    await expect(c.getByLabelText('Dialect')).toHaveValue('sql');
    await userEvent.click(c.getByRole('button', { name: 'Format' }));
    await expect(await c.findByText('Please enter some SQL', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const Formatted: Story = {
  parameters: route(DEFAULTS.replace('dialect=sql', 'dialect=postgresql')),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), {
      target: { value: "select a || b, x::int, j->>'k' -- note\nfrom t where s ~ '^a'; -- done" },
    });
    const view = await findEditor(c, 'Formatted SQL');
    await expect(view).toHaveAttribute('aria-readonly', 'true');
    await expect(textOf(view)).toBe(
      "select\n  a || b,\n  x::int,\n  j ->> 'k' -- note\nfrom\n  t\nwhere\n  s ~ '^a'; -- done",
    );
    await expect(c.getByText(/1 statement · \d+ characters/)).toBeInTheDocument();
  },
};

export const UpperCaseKeywords: Story = {
  parameters: route(DEFAULTS.replace('keywordCase=preserve', 'keywordCase=upper').replace('indent=2', 'indent=4')),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'select count(*) from t where a = 1' } });
    const view = await findEditor(c, 'Formatted SQL');
    await expect(textOf(view)).toBe('SELECT\n    count(*)\nFROM\n    t\nWHERE\n    a = 1');
  },
};

export const Minified: Story = {
  parameters: route(DEFAULTS),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'select a,\n  b -- c\nfrom t;\n\nselect 2;' } });
    await userEvent.click(c.getByRole('button', { name: 'Minify' }));
    const view = await findEditor(c, 'Minified SQL');
    await expect(textOf(view)).toBe('select a,b from t;\nselect 2;');
  },
};

export const NotThisDialect: Story = {
  parameters: route(DEFAULTS.replace('dialect=sql', 'dialect=mysql')),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'select x::int\nfrom t where id = $1' } });
    await expect(await c.findByText('Cannot read this as MySQL', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(c.getByText(/It parses as .*PostgreSQL/)).toBeInTheDocument();
    await expect(c.getByText('Line 1, Column 9')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Go to error' })).toBeInTheDocument();
  },
};

export const NoDialectReadsIt: Story = {
  parameters: route(DEFAULTS),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'select (a\nfrom t' } });
    await expect(await c.findByText(/"\(" is never closed/, {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(c.getByText(/No other dialect parses it either/)).toBeInTheDocument();
    await expect(c.getByText('Line 1, Column 8')).toBeInTheDocument();
  },
};

// what the search for other dialects gives when its time cap (DIALECT_SEARCH_MS) ends it after Trino / Presto: a
// slow machine's state, set here as the job's result so the story does not hang on the clock
const OUT_OF_TIME: SqlFailure = {
  ok: false,
  message: 'Unexpected "::int = $1"',
  line: 2,
  column: 15,
  offset: 24,
  dialect: 'mysql',
  automatic: false,
  parses: ['postgresql', 'redshift'],
  unchecked: ['duckdb', 'clickhouse', 'hive', 'tidb', 'singlestoredb', 'n1ql'],
};
const outOfTime = sqlTool(jobClient<SqlJobs>({ handlers: { run: () => OUT_OF_TIME }, transfers: {} }));

export const DialectSearchOutOfTime: Story = {
  parameters: route(DEFAULTS.replace('dialect=sql', 'dialect=mysql')),
  render: (args) => <outOfTime.Screen {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'select id\nfrom t where x::int = $1' } });
    await expect(await c.findByText('Cannot read this as MySQL', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(
      c.getByText(
        /It parses as PostgreSQL and Amazon Redshift: choose it under Dialect\. Not tried in time: DuckDB, ClickHouse, Apache Hive, TiDB, SingleStoreDB and Couchbase N1QL\./,
      ),
    ).toBeInTheDocument();
    await expect(c.getByText('Line 2, Column 15')).toBeInTheDocument();
  },
};

export const LargeScript: Story = {
  parameters: route(DEFAULTS),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const big = 'select a, b from t where c = 1;\n'.repeat(2000);
    await fireEvent.change(input(c), { target: { value: big } });
    // past the size the output follows, Format runs it
    await userEvent.click(c.getByRole('button', { name: 'Format' }));
    const view = await findEditor(c, 'Formatted SQL');
    await expect(await c.findByText(/2,000 statements/, {}, { timeout: 20_000 })).toBeInTheDocument();
    await expect(view.querySelectorAll('.cm-line').length).toBeLessThan(200);
  },
};
