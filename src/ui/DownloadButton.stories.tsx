import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadButton } from './DownloadButton';

const meta: Meta<typeof DownloadButton> = {
  title: 'UI/DownloadButton',
  component: DownloadButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Saves the current output as a file through a Blob URL that is revoked after use. `getData` runs at click time, so large outputs are built only when asked for. ' +
          'Not for links to files that already exist on the site: use a plain link with `download`.',
      },
    },
  },
  args: { getData: () => 'hello', fileName: 'hello.txt', busyLabel: 'Downloading...' },
};
export default meta;
type Story = StoryObj<typeof DownloadButton>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary', label: 'Download PNG' } };
