import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShareLink } from './ShareLink';

const meta: Meta<typeof ShareLink> = {
  title: 'UI/ShareLink',
  component: ShareLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Copy link on a tool page with options: the settings (and fields such as a regex pattern) always travel in the link; the input only after "Include input" is ticked, which warns that the link then holds the data. Input larger than the limit once encoded is refused with a message.',
      },
    },
  },
  args: {
    limitKb: 8,
    makeLink: (withInput) => `https://example.org/encode/url?target=form${withInput ? '&input=hello' : ''}`,
  },
};
export default meta;
type Story = StoryObj<typeof ShareLink>;

export const SettingsOnly: Story = {};

export const IncludeInputWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Include input' }));
    await expect(canvas.getByText('The link will contain your input: anyone who opens it can read it.')).toBeVisible();
  },
};

export const InputTooLarge: Story = {
  args: { makeLink: (withInput) => (withInput ? null : 'https://example.org/encode/url') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Include input' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The input is too large for a link (over 8 KB once encoded).',
    );
  },
};

export const SecretsLeftOut: Story = {
  args: { withheld: () => ['token', 'verification key'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Include input' }));
    await expect(
      canvas.getByText('Secrets never go into a link: the token and verification key are left out.'),
    ).toBeVisible();
  },
};

/** A tool whose input never travels (a token, a generator): the settings alone, no "Include input". */
export const InputNeverTravels: Story = {
  args: { includable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Include input' })).toBeNull();
  },
};

export const PatternTooLarge: Story = {
  args: { makeLink: () => null, always: ['pattern'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The pattern is too large for a link (over 8 KB once encoded).',
    );
  },
};
