import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';
import { PasteButton } from './PasteButton';
import { FileDrop } from './FileDrop';

const meta: Meta = { title: 'UI/Actions' };
export default meta;

export const Copy: StoryObj = { render: () => <CopyButton value="Hello" /> };
export const CopyEmpty: StoryObj = { render: () => <CopyButton value="" /> };
export const Download: StoryObj = { render: () => <DownloadButton getData={() => 'hello'} fileName="hello.txt" busyLabel="Downloading..." /> };
export const Paste: StoryObj = { render: () => <PasteButton onPaste={() => undefined} /> };
export const Drop: StoryObj = { render: () => <FileDrop onFile={() => undefined} onReject={() => undefined} maxBytes={5 * 1024 * 1024} /> };
