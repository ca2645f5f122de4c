import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  {
    id: 'upload',
    title: 'Is my data uploaded anywhere?',
    content: <p>No. Every tool runs in your browser; what you type or drop in stays on your device.</p>,
  },
  {
    id: 'cost',
    title: 'Do the tools cost anything?',
    content: <p>No. Every tool is free, with no sign-up and no usage limits.</p>,
  },
  {
    id: 'size',
    title: 'How large can my files be?',
    content: <p>Files up to 5 MB are supported; the image converter accepts images up to 2 MB.</p>,
  },
];

const meta: Meta<typeof Accordion> = {
  title: 'UI/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A WAI-ARIA accordion for questions and answers (FAQ): at most one item open, Enter and Space toggle, arrow keys, Home and End move between headers. Controlled (`value` + `onValueChange`) when one item may be open across several accordions, as on the FAQ page. ' +
          "Not for content a reader needs to compare side by side, nor to hide a tool's settings (they belong in view).",
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Accordion>;

export const AllClosed: Story = { args: { items } };
export const OneOpen: Story = { args: { items, defaultValue: 'cost' } };
export const Controlled: Story = {
  render: () => {
    function Demo() {
      const [open, setOpen] = useState<string | null>('upload');
      return (
        <div style={{ display: 'grid', gap: 8 }}>
          <p>Open item: {open ?? 'none'}</p>
          <Accordion items={items} value={open} onValueChange={setOpen} headingLevel={2} />
        </div>
      );
    }
    return <Demo />;
  },
};
