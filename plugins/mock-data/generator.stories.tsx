import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import tool from './generator';
import manifest from './manifest';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/Mock Data Generator',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

const output = (c: ReturnType<typeof within>) =>
  c.getByRole('textbox', { name: 'Generated JSON' }) as HTMLTextAreaElement;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: 'Add' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(output(c).value).toBe('');
    await expect(c.getByRole('tab', { name: 'Builder' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Generated: Story = {
  parameters: { route: '/tools/mock-data?seed=42&count=3' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Generate' }));
    await expect(await c.findByRole('status', { name: 'Generation summary' }, { timeout: 3000 })).toHaveTextContent(
      /^3 items · .* · seed 42/,
    );
    const data = JSON.parse(output(c).value) as Record<string, unknown>[];
    await expect(data).toHaveLength(3);
    await expect(Object.keys(data[0])).toEqual(['id', 'name', 'email']);
  },
};

export const TemplateLoaded: Story = {
  parameters: { route: '/tools/mock-data?seed=7' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Templates' }));
    await userEvent.click(c.getByRole('button', { name: 'Load Product Catalog template' }));
    await expect(c.getByLabelText('Number of items')).toHaveValue(5);
    await userEvent.click(c.getByRole('button', { name: 'Generate' }));
    await expect(await c.findByRole('status', { name: 'Generation summary' }, { timeout: 3000 })).toHaveTextContent(
      /^5 items/,
    );
    const data = JSON.parse(output(c).value) as Record<string, unknown>[];
    await expect(Object.keys(data[0])).toEqual([
      'id',
      'name',
      'description',
      'price',
      'category',
      'inStock',
      'image',
      'tags',
    ]);
  },
};

export const NoFieldsError: Story = {
  parameters: { route: '/tools/mock-data?fields=%5B%7B%22name%22%3A%22%20%22%2C%22type%22%3A%22id%22%7D%5D' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Generate' }));
    await expect(
      await c.findByText('Error: At least one field is required', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const InvalidSchemaError: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'From JSON Schema' }));
    await fireEvent.change(c.getByLabelText('JSON Schema'), {
      target: { value: '{"type": "integer", "minimum": 5, "maximum": 1}' },
    });
    await userEvent.click(c.getByRole('button', { name: 'Generate' }));
    await expect(await c.findByText(/^Error generating mock data: /, {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByLabelText('JSON Schema')).toHaveValue('{"type": "integer", "minimum": 5, "maximum": 1}');
  },
};

export const FromJsonSchema: Story = {
  parameters: { route: '/tools/mock-data?seed=3&count=4' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'From JSON Schema' }));
    await userEvent.click(c.getByRole('button', { name: 'Load example schema' }));
    await userEvent.click(c.getByRole('button', { name: 'Generate' }));
    await expect(await c.findByRole('status', { name: 'Generation summary' }, { timeout: 3000 })).toHaveTextContent(
      /^4 items/,
    );
    const data = JSON.parse(output(c).value) as Record<string, unknown>[];
    await expect(data).toHaveLength(4);
    await expect(typeof data[0].email).toBe('string');
  },
};

/** 100 items with every field type as a 20-value array: about 2 MB, shown in the virtualised view. */
export const LargeOutput: Story = {
  parameters: {
    route: `/tools/mock-data?seed=1&count=100&fields=${encodeURIComponent(
      JSON.stringify(
        ['paragraph', 'sentence', 'object', 'email', 'uuid', 'datetime', 'address', 'url'].map((t) => ({
          name: t,
          type: t,
          isArray: true,
          arrayLength: 20,
        })),
      ),
    )}`,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Generate' }));
    await expect(await c.findByRole('status', { name: 'Generation summary' }, { timeout: 10000 })).toHaveTextContent(
      /^100 items · \d+\.\d MB/,
    );
  },
};
