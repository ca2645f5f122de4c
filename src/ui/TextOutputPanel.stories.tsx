import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextOutputPanel } from './TextOutputPanel';

const meta: Meta<typeof TextOutputPanel> = {
  title: 'UI/TextOutputPanel',
  component: TextOutputPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The output half of a text tool: read-only result with Copy, optional Download (file name and type) and Swap (the output becomes the input). Large results go to the virtualised view by themselves. ' +
          'Not for editable text (use `TextInputPanel`) and not for formatted code (use `CodeOutput`, the read-only code editor).',
      },
    },
  },
  args: { label: 'Encoded output', value: 'SGVsbG8sIOS4lueVjCDwn5GL' },
};
export default meta;
type Story = StoryObj<typeof TextOutputPanel>;

export const Empty: Story = { args: { value: '' } };
export const WithDownloadAndSwap: Story = { args: { download: { fileName: 'output.txt' }, onSwap: () => undefined } };
/** 1.2 MB of output: shown in the virtualised view. */
export const Large: Story = { args: { value: 'QUJD'.repeat(300_000), download: { fileName: 'output.txt' } } };
