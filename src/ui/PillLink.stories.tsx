import type { Meta, StoryObj } from '@storybook/react-vite';
import { Binary, Hash } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PillLink, PillList } from './PillLink';

const meta: Meta<typeof PillLink> = {
  title: 'UI/PillLink',
  component: PillLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short link drawn as a pill, in a wrapping `PillList`: tool chips, the sections of a page, the site pages. ' +
          "Pass the router's `Link` with `as={Link}` for a page of the site; a plain `href` jumps within the page. Not for actions (use `Button`).",
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof PillLink>;

export const Tools: Story = {
  render: () => (
    <PillList aria-label="Popular tools">
      <li>
        <PillLink as={Link} to="/encode/base64text">
          <Binary size={14} aria-hidden="true" />
          Base64 Text
        </PillLink>
      </li>
      <li>
        <PillLink as={Link} to="/tools/hash">
          <Hash size={14} aria-hidden="true" />
          Hash Generator
        </PillLink>
      </li>
    </PillList>
  ),
};

export const Sections: Story = {
  render: () => (
    <PillList aria-label="Sections">
      {['General', 'Privacy', 'Files and limits', 'Sharing'].map((s) => (
        <li key={s}>
          <PillLink href={`#${s}`}>{s}</PillLink>
        </li>
      ))}
    </PillList>
  ),
};
