import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay, findEditor, textOf } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/JSON Query', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

type Canvas = ReturnType<typeof within>;
const fill = async (c: Canvas, query: string, document: string, queryName = 'JSONPath query') => {
  await fireEvent.change(c.getByLabelText(queryName), { target: { value: query } });
  await fireEvent.change(c.getByLabelText('JSON document'), { target: { value: document } });
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'JSONPath' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByText(/RFC 9535/)).toBeInTheDocument();
    await expect(c.getByText('The query’s results will appear here.')).toBeInTheDocument();
  },
};

export const BlankQuery: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('JSON document'), { target: { value: '{"a":1}' } });
    await fireEvent.keyDown(document, { key: 'Enter', ctrlKey: true });
    await userEvent.click(c.getByRole('button', { name: 'Example' }));
    await expect(c.getByLabelText('JSONPath query')).toHaveValue('$..book[?@.price<10].title');
  },
};

export const JsonPathResults: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Example' }));
    const view = await findEditor(c, 'JSONPath results');
    await expect(await c.findByText('2 results', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(textOf(view)).toContain('"Moby Dick"');
    await expect(c.getByRole('list', { name: 'Result paths' })).toHaveTextContent("$['store']['book'][2]['title']");
    await expect(c.getAllByRole('button', { name: 'Copy path' })).toHaveLength(2);
  },
};

export const ValuesAndPaths: Story = {
  parameters: { route: '/tools/json-query?show=both' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, '$.o[*]', '{"o":{"j":1,"k":2}}');
    const view = await findEditor(c, 'JSONPath results');
    await expect(await c.findByText('2 results', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(textOf(view)).toContain(`"path": "$['o']['k']"`);
  },
};

export const InvalidQuery: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, '$.store[?@.price < ]', '{"store":{}}');
    await expect(await c.findByText('Invalid JSONPath query', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByText('Line 1, Column 20')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Go to error' })).toBeInTheDocument();
  },
};

export const InvalidDocument: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, '$', '{\n  "a": ,\n}');
    await expect(await c.findByText('Invalid JSON document', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByText('Expecting value')).toBeInTheDocument();
    await expect(c.getByText('Line 2, Column 8')).toBeInTheDocument();
  },
};

export const JqResults: Story = {
  parameters: { route: '/tools/json-query?language=jq' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('tab', { name: 'jq', selected: true })).toBeInTheDocument();
    await fill(c, '.titles[]', '{"user":"stedolan","titles":["JQ Primer", "More JQ"]}', 'jq filter');
    await expect(await c.findByText('2 results', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(textOf(await findEditor(c, 'jq output'))).toBe('"JQ Primer"\n"More JQ"');
  },
};

export const JqSyntaxError: Story = {
  parameters: { route: '/tools/json-query?language=jq' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, '.a |', '{"a":1}', 'jq filter');
    await expect(await c.findByText('jq syntax error', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(c.getByText('Line 1')).toBeInTheDocument();
  },
};

export const JqRuntimeError: Story = {
  parameters: { route: '/tools/json-query?language=jq' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, '.a.b', '{"a":1}', 'jq filter');
    await expect(await c.findByText('jq error', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(c.getByText('Cannot index number with string "b"')).toBeInTheDocument();
  },
};

export const LargeDocument: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const big = '[' + Array.from({ length: 40_000 }, (_, i) => `{"id":${i},"name":"item ${i}"}`).join(',') + ']';
    await fill(c, '$[?@.id == 39999].name', big);
    await expect(await c.findByText('Large document', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Run query' }));
    await expect(await c.findByText('1 result', {}, { timeout: 15_000 })).toBeInTheDocument();
  },
};
