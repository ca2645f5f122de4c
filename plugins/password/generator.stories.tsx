import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import examples from './examples';
import tool from './generator';
import manifest from './manifest';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/Password Generator',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the first password is drawn after the first render
    await waitFor(() => expect(c.getByTestId('single-result').textContent).toMatch(/^\S{20}$/));
    await expect(c.getByTestId('entropy')).toHaveTextContent('130.9 bits');
  },
};

export const DigitsWithoutLookAlikes: Story = {
  parameters: { route: '/tools/password?length=8&upper=false&lower=false&symbols=false&excludeLookAlikes=true' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByTestId('single-result').textContent).toMatch(/^[2-9]{8}$/));
    await expect(c.getByTestId('entropy')).toHaveTextContent('24.0 bits');
  },
};

export const NoKindChosen: Story = {
  parameters: { route: '/tools/password?upper=false&lower=false&digits=false&symbols=false' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Choose at least one kind of character.')).toBeInTheDocument();
  },
};

export const TooShortForEveryKind: Story = {
  parameters: { route: '/tools/password?length=4&custom=%C3%A9' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByText('A password of 4 characters cannot hold one of each of the 5 chosen kinds of character.'),
    ).toBeInTheDocument();
  },
};

export const Bulk: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.click(c.getByRole('button', { name: 'Generate 10 passwords' }));
    await waitFor(() =>
      expect(
        c
          .getByRole<HTMLTextAreaElement>('textbox', { name: 'Generated passwords' })
          .value.split('\n')
          .every((v) => v.length === 20),
      ).toBe(true),
    );
  },
};

export const Passphrase: Story = {
  parameters: { route: '/tools/password?mode=passphrase&capitalization=random&digit=true' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(
      () => expect(c.getByTestId('single-result').textContent).toMatch(/^([A-Za-z-]+\d?-){5}[A-Za-z-]+\d?$/),
      {
        timeout: 5000,
      },
    );
    // python3: math.log2(7772 ** 6 * 2 ** 6 * 60) = 89.45
    await expect(c.getByTestId('entropy')).toHaveTextContent('89.4 bits');
  },
};

export const StrengthReport: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Password to check'), { target: { value: examples.examples[0].input } });
    await expect(await c.findByText('This is a commonly used password.', {}, { timeout: 15000 })).toBeInTheDocument();
    await expect(c.getByText('Score 0 of 4: Too guessable')).toBeInTheDocument();
  },
};
