import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { CLASSIC_OPENING } from './examples';
import tool from './generator';
import manifest from './manifest';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/Lorem Ipsum Generator',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

const text = (c: ReturnType<typeof within>) =>
  (c.getByRole('textbox', { name: 'Lorem ipsum text' }) as HTMLTextAreaElement).value;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(text(c).startsWith(CLASSIC_OPENING)).toBe(true);
    await expect(text(c).split('\n\n')).toHaveLength(3);
    await expect(c.getByRole('switch', { name: 'Start with standard text' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Words: Story = {
  parameters: { route: '/tools/lorem-ipsum?mode=words&count=12&start=false' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: 'Word and character count' })).toHaveTextContent(/^12 words · /);
    await expect(text(c).startsWith('Lorem ipsum dolor sit amet')).toBe(false);
  },
};

/** Out-of-range and non-integer counts are ignored: the text keeps its previous length. */
export const InvalidCountIgnored: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const count = c.getByLabelText('Number of paragraphs');
    // typed, not set with fireEvent: the field syncs with the URL in an effect that must run first; a 9 before the 3 is 93
    await userEvent.type(count, '9', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    await expect(count).toHaveValue('93');
    await expect(await c.findByText('Ignored: enter a whole number from 1 to 50')).toBeInTheDocument();
    await expect(text(c).split('\n\n')).toHaveLength(3);
    await fireEvent.focusOut(count);
    await waitFor(() => expect(count).toHaveValue('3'));
  },
};

export const Empty: Story = {
  parameters: { route: '/tools/lorem-ipsum?mode=words&count=1' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(text(c)).toBe('Lorem.');
    await expect(c.getByRole('status', { name: 'Word and character count' })).toHaveTextContent(
      '1 word · 6 characters',
    );
  },
};

export const LargeInput: Story = {
  parameters: { route: '/tools/lorem-ipsum?mode=words&count=1000' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: 'Word and character count' })).toHaveTextContent(/^1,000 words · /);
    await userEvent.click(c.getByRole('button', { name: 'Regenerate' }));
    await expect(c.getByRole('status', { name: 'Word and character count' })).toHaveTextContent(/^1,000 words · /);
  },
};
