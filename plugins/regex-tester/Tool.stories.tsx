import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/Regex Tester', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Pattern is empty')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Test' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'g (global)' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Regular expression'), { target: { value: '(?<year>\\d{4})-(\\d{2})' } });
    await fireEvent.change(c.getByLabelText('Test string'), {
      target: { value: 'Released 2024-05, patched 2024-06.' },
    });
    await userEvent.click(c.getByRole('button', { name: 'i (ignore case)' }));
    await expect(c.getByRole('button', { name: 'i (ignore case)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText('Valid pattern')).toBeInTheDocument();
    // the option change runs at once: the button is back once that run is done
    await expect(await c.findByRole('button', { name: 'Test' }, { timeout: 3000 })).toBeEnabled();
  },
};

export const PresetAndGuide: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'm (multiline)' }));
    await userEvent.click(c.getByRole('button', { name: 'Date (YYYY-MM-DD)' }));
    await expect((c.getByLabelText('Regular expression') as HTMLInputElement).value).toContain('\\d{4}');
    await expect(c.getByRole('button', { name: 'm (multiline)' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(c.getByRole('button', { name: 'Show flags guide' }));
    await expect(c.getByText(/Find all matches/)).toBeInTheDocument();
  },
};

export const InvalidPattern: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Regular expression');
    await fireEvent.change(input, { target: { value: 'a(' } });
    await fireEvent.change(c.getByLabelText('Test string'), { target: { value: 'abc' } });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText(/Invalid regular expression/)).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Test' })).toBeDisabled();
    // an invalid pattern keeps the engine's message alone
    await expect(c.queryByTestId('pattern-explanation')).toBeNull();
  },
};

export const Explained: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Regular expression'), { target: { value: '^(\\d{3})-\\w+$' } });
    const tokens = await c.findByRole('list', { name: 'Pattern tokens' }, { timeout: 5000 });
    await expect(tokens).toHaveTextContent('asserts position at the start of the text');
    await expect(within(tokens).getByText('capturing group 1')).toBeInTheDocument();
    await expect(within(tokens).getByText('matches a digit (0–9) exactly 3 times')).toBeInTheDocument();
    await expect(within(tokens).getByText('matches the character - literally')).toBeInTheDocument();
    await expect(c.getByRole('list', { name: 'Flags set' })).toHaveTextContent('global: finds every match');
  },
};

export const ExplainedWithFlags: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Regular expression'), {
      target: { value: '^(?:[a-z]+|(?<n>\\d+))\\k<n>.$' },
    });
    await userEvent.click(c.getByRole('button', { name: 'm (multiline)' }));
    await userEvent.click(c.getByRole('button', { name: 's (dotAll)' }));
    await userEvent.click(c.getByRole('button', { name: 'i (ignore case)' }));
    const tokens = await c.findByRole('list', { name: 'Pattern tokens' }, { timeout: 5000 });
    await expect(tokens).toHaveTextContent('asserts position at the start of a line');
    await expect(tokens).toHaveTextContent('matches any character, line breaks included (s flag)');
    await expect(tokens).toHaveTextContent('named capturing group "n" (group 1)');
    await expect(tokens).toHaveTextContent('alternative 2 of 2');
    await expect(c.getByRole('list', { name: 'Flags set' })).toHaveTextContent('ignore case');
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Regular expression'), { target: { value: '.' } });
    await fireEvent.change(c.getByLabelText('Test string'), { target: { value: 'x'.repeat(300_000) } });
    await expect(c.getByText('300,000 characters')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Test' })).toBeEnabled();
  },
};
