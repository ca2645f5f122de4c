import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TabPanel, Tabs } from './Tabs';

const meta: Meta<typeof Tabs> = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'WAI-ARIA tabs for switching a tool between modes (Encode / Decode, Text / File). Arrow keys, Home and End move between tabs; give the same `idBase` to `TabPanel` so each tab points at its panel. ' +
          'Not for navigation between pages (use links), and not for more than about five choices (use `Select`).',
      },
    },
  },
};
export default meta;

function Demo({ withPanels }: { withPanels?: boolean }) {
  const [v, setV] = useState<'encode' | 'decode' | 'file'>('encode');
  return (
    <>
      <Tabs
        label="Mode"
        idBase={withPanels ? 'mode' : undefined}
        value={v}
        onChange={setV}
        items={[
          { id: 'encode', label: 'Encode' },
          { id: 'decode', label: 'Decode' },
          { id: 'file', label: 'File', disabled: true },
        ]}
      />
      {withPanels && (
        <TabPanel idBase="mode" id={v}>
          <p>The {v} panel.</p>
        </TabPanel>
      )}
    </>
  );
}
export const Default: StoryObj = { render: () => <Demo /> };
export const WithPanels: StoryObj = { render: () => <Demo withPanels /> };
