import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './CopyButton';
import { OutputArea } from './OutputArea';

const meta: Meta<typeof OutputArea> = {
  title: 'UI/OutputArea',
  component: OutputArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A read-only result: a selectable textarea for normal outputs, switching by itself to the virtualised `LargeText` view above 200,000 characters or 4,000 lines. Put Copy and Download in `actions`. ' +
          'Not for editable text (use `TextArea`).',
      },
    },
  },
  args: { label: 'Output', value: 'SGVsbG8sIOS4lueVjCDwn5GL' },
};
export default meta;
type Story = StoryObj<typeof OutputArea>;

export const Small: Story = {};
export const WithActions: Story = { args: { actions: <CopyButton size="sm" value="SGVsbG8sIOS4lueVjCDwn5GL" /> } };
export const Empty: Story = { args: { value: '', placeholder: 'The result appears here' } };
/** 1.2 MB of output: shown in the virtualised view. */
export const Large: Story = { args: { value: 'QUJD'.repeat(300_000) } };
