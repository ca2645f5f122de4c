import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { examplesPlay, findEditor, textOf } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/JSON to TypeScript, Zod & JSON Schema',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

type Canvas = ReturnType<typeof within>;

const input = (c: Canvas) => c.getByLabelText('JSON samples');
const setInput = (c: Canvas, value: string) => fireEvent.change(input(c), { target: { value } });
const TWO_SAMPLES =
  '{"id": 1, "first-name": "Ada", "tags": ["a"], "home": {"city": "A"}}\n{"id": 2, "first-name": "Bo", "tags": [], "home": {"city": "B"}, "work": {"city": "C"}}';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('The inferred types appear here.')).toBeInTheDocument();
    await expect(c.getByText(/One JSON value is one sample/)).toBeInTheDocument();
  },
};

export const TypeScript: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await setInput(c, TWO_SAMPLES);
    const view = await findEditor(c, 'TypeScript');
    await waitFor(() => expect(textOf(view)).toContain('work?: Home;'), { timeout: 5000 });
    await expect(textOf(view)).toContain('"first-name": string;');
    await expect(c.getByText('Inferred from 2 samples · 2 object types')).toBeInTheDocument();
  },
};

export const Zod: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Zod' }));
    await setInput(c, TWO_SAMPLES);
    const view = await findEditor(c, 'Zod schema');
    await waitFor(() => expect(textOf(view)).toContain('work: HomeSchema.optional(),'), { timeout: 5000 });
  },
};

export const JsonSchema: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'JSON Schema' }));
    await setInput(c, TWO_SAMPLES);
    const view = await findEditor(c, 'JSON Schema');
    await waitFor(() => expect(textOf(view)).toContain('"$schema": "https://json-schema.org/draft/2020-12/schema",'), {
      timeout: 5000,
    });
  },
};

export const Options: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await setInput(c, '[{"a": 1}, {"b": [2]}]');
    await userEvent.click(c.getByRole('switch', { name: 'Top-level array is a list of samples' }));
    await userEvent.click(c.getByRole('switch', { name: 'Readonly' }));
    const view = await findEditor(c, 'TypeScript');
    await waitFor(() => expect(textOf(view)).toContain('readonly b?: readonly number[];'), { timeout: 5000 });
  },
};

export const InvalidJson: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await setInput(c, '{\n  "a": 1,\n}');
    await expect(await c.findByText("Expected a quoted key, found '}'", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByText('Line 3, Column 1')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Go to error' })).toBeInTheDocument();
  },
};

export const CommaBetweenSamples: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await setInput(c, '{"a": 1},\n{"a": 2}');
    await expect(
      await c.findByText(/Samples follow one another without commas/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const BigIntegers: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await setInput(c, '{"id": 12345678901234567890}');
    await expect(
      await c.findByText('Line 1, Column 8: 12345678901234567890 becomes 12345678901234567000', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `{"id": ${i}, "name": "n${i}", "at": "2024-05-01T09:30:00Z"${i % 2 ? ', "extra": true' : ''}}`,
    );
    await setInput(c, rows.join('\n'));
    await expect(
      await c.findByText('Inferred from 3,000 samples · 1 object type', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    await expect(textOf(await findEditor(c, 'TypeScript'))).toContain('extra?: boolean;');
  },
};
