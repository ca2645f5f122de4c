import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { findEditor, textOf } from '../../.storybook/play';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = {
  title: 'Tools/JSON Formatter',
  component: Tool,
  args: { manifest },
  parameters: { route: '/tools/json-validator' },
};
export default meta;
type Story = StoryObj<typeof Tool>;

const wait = { timeout: 10_000 };
const type = (c: ReturnType<typeof within>, value: string) =>
  fireEvent.change(c.getByLabelText('JSON input'), { target: { value } });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByPlaceholderText('Paste your JSON here or upload a file...')).toBeInTheDocument();
    await expect(c.getByTestId('output-placeholder')).toHaveTextContent('Enter JSON to see formatted output...');
    await expect(c.getByText('No JSON yet')).toBeInTheDocument();
    await expect(c.queryByText('Valid JSON')).toBeNull();
    await expect(c.queryByText('Copy')).toBeNull();
  },
};

export const FormattedSample: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByText('Load Sample'));
    await expect(await c.findByText('Copy', {}, wait)).toBeInTheDocument();
    const output = await findEditor(c, 'Formatted JSON output');
    await expect(output).toHaveAttribute('aria-readonly', 'true');
    await expect(textOf(output)).toContain('"name": "John Doe"');
    await expect(c.getByTestId('output-stats').textContent).toMatch(/bytes.*lines.*characters/);
  },
};

export const Minified: Story = {
  parameters: { route: '/tools/json-validator?mode=minify&sortKeys=true' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '{ "b": 9007199254740993, "a": [1, 2] }');
    const output = await findEditor(c, 'Formatted JSON output');
    await waitFor(() => expect(textOf(output)).toBe('{"a":[1,2],"b":9007199254740993}'), wait);
    await expect(c.queryByLabelText('Indent')).toBeNull();
  },
};

export const InvalidJson: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '{\n  "a": 1,\n  "b": }');
    await expect(await c.findByText('JSON Validation Error', {}, wait)).toBeInTheDocument();
    await expect(c.getByText('Line 3, Column 8')).toBeInTheDocument();
    await expect(c.getByText('Invalid JSON')).toBeInTheDocument();
    await expect(c.getByTestId('output-placeholder')).toHaveTextContent('Fix JSON errors to see formatted output');
    // the character where parsing stopped is underlined in the editor, which keeps the text
    const editor = await findEditor(c, 'JSON input');
    await expect(textOf(editor)).toBe('{\n  "a": 1,\n  "b": }');
    await waitFor(() => expect(editor.querySelector('.cm-mark-error')?.textContent).toBe('}'), wait);
    await expect(c.getByRole('button', { name: 'Go to error' })).toBeInTheDocument();
  },
};

export const Warnings: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '\uFEFF{"a": 1, "a": 2, "__proto__": {"x": true}}');
    await expect(await c.findByText(/Duplicate key "a"/, {}, wait)).toBeInTheDocument();
    await expect(c.getByText('A leading byte order mark (BOM) was removed')).toBeInTheDocument();
  },
};

export const Tree: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByText('Load Sample'));
    await c.findByText('Copy', {}, wait);
    await userEvent.click(c.getByText('Tree'));
    await expect(await c.findByText('Expand All', {}, wait)).toBeInTheDocument();
    // the input editor shows the sample too: look in the tree only
    const tree = within(c.getByRole('group', { name: 'JSON tree' }));
    await expect(await tree.findByText('"John Doe"', {}, wait)).toBeInTheDocument();
    await expect(tree.getByText('Array(3)')).toBeInTheDocument();
    await userEvent.click(c.getByText('Collapse All'));
    await expect(await tree.findByText('{7 keys}', {}, wait)).toBeInTheDocument();
    // the collapsed window of rows comes back from the tree worker
    await waitFor(() => expect(tree.queryByText('"John Doe"')).toBeNull(), wait);
  },
};

export const TreeWithoutData: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByText('Tree'));
    await expect(c.getByText('No valid JSON data to display')).toBeInTheDocument();
  },
};

export const SchemaErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '{"id": "x", "name": "", "email": "e@x"}');
    await userEvent.click(c.getByText('JSON Schema validation'));
    await userEvent.click(c.getByText('Use sample schema'));
    const list = await c.findByLabelText('Schema errors', {}, wait);
    await expect(within(list).getByText('/id')).toBeInTheDocument();
    await expect(within(list).getByText('/name')).toBeInTheDocument();
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const big = JSON.stringify(
      Array.from({ length: 30_000 }, (_, i) => ({ i, s: 'text' })),
      null,
      2,
    );
    c.getByLabelText('JSON input').focus();
    await userEvent.paste(big);
    // the editor holds the whole text and stays editable; the large output is in the read-only editor
    await expect(await c.findByText(`${big.length.toLocaleString('en-US')} characters`, {}, wait)).toBeInTheDocument();
    await findEditor(c, 'JSON input');
    await findEditor(c, 'Formatted JSON output');
  },
};
