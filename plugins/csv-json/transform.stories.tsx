import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay, findEditor } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/CSV ↔ JSON Converter',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

// each story names its direction in the route, so a direction another story chose does not carry over
const CSV_TO_JSON = { route: '/convert/csv-json?direction=csv-json' };
const JSON_TO_CSV = { route: '/convert/csv-json?direction=json-csv' };

const type = (c: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(c.getByLabelText(label), { target: { value } });

export const Empty: Story = {
  parameters: CSV_TO_JSON,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'CSV → JSON' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByText('The converted data will appear here.')).toBeInTheDocument();
  },
};

export const CsvToJson: Story = {
  parameters: CSV_TO_JSON,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, 'CSV input', 'id,user.name,note\n1,Ada,"Hello, ""world"""\n2,Bob,<b>bold</b>');
    const view = await findEditor(c, 'JSON output');
    await expect(view).toHaveTextContent('"name": "Ada"');
    await expect(await c.findByTestId('csv-summary')).toHaveTextContent(
      '2 rows · 3 columns · comma delimiter (detected)',
    );
    const table = c.getByRole('region', { name: 'Table preview' });
    await expect(within(table).getByRole('cell', { name: '<b>bold</b>' })).toBeInTheDocument();
  },
};

export const InferredTypes: Story = {
  parameters: { route: '/convert/csv-json?direction=csv-json&inferTypes=true' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, 'CSV input', 'id,code,big,ok,empty\n1,007,12345678901234567890,true,');
    const view = await findEditor(c, 'JSON output');
    await expect(view).toHaveTextContent('"code": "007"');
    await expect(view).toHaveTextContent('"big": "12345678901234567890"');
    await expect(view).toHaveTextContent('"empty": null');
  },
};

export const UnevenRows: Story = {
  parameters: CSV_TO_JSON,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, 'CSV input', 'a,b,c\n1,2\n3,4,5,6');
    await expect(
      await c.findByText('2 rows with a different number of fields', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(c.getByRole('list', { name: 'Rows with a different number of fields' })).toHaveTextContent(
      'Row 2 (line 2): 2 fields, the header has 3',
    );
  },
};

export const InvalidCsv: Story = {
  parameters: CSV_TO_JSON,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, 'CSV input', 'a,b\n1,"open');
    await expect(await c.findByText(/A quoted field is never closed/, {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('Line 2, Column 3')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Go to error' })).toBeInTheDocument();
  },
};

export const JsonToCsv: Story = {
  parameters: JSON_TO_CSV,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, 'JSON input', '[{"id":1,"user":{"name":"Ada"},"tags":["x","y"]},{"id":2,"extra":null}]');
    const view = await findEditor(c, 'CSV output');
    await expect(view).toHaveTextContent('id,user.name,tags,extra');
    await expect(view).toHaveTextContent('1,Ada,"[""x"",""y""]",');
    await expect(c.getByTestId('csv-summary')).toHaveTextContent('2 rows · 4 columns · comma delimiter');
  },
};

export const InvalidJson: Story = {
  parameters: JSON_TO_CSV,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, 'JSON input', '[\n  {"a": 1,}\n]');
    await expect(
      await c.findByText(/Expected a property name in double quotes/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(c.getByText('Line 2, Column 11')).toBeInTheDocument();
  },
};

export const NotATable: Story = {
  parameters: JSON_TO_CSV,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, 'JSON input', '[{"a":1}, 2]');
    await expect(
      await c.findByText('Item 2 is a number, not an object like item 1.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const LargeInput: Story = {
  parameters: CSV_TO_JSON,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, 'CSV input', 'id,name\n' + '1,Ada\n'.repeat(30_000));
    // past the size the output follows: it waits for Convert
    await userEvent.click(await c.findByRole('button', { name: 'Convert' }));
    await expect(await c.findByText(/^First 20 of 30,000 rows$/, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
