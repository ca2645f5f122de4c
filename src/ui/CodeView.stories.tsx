import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeView } from './CodeView';
import { OutputArea } from './OutputArea';

const meta: Meta<typeof CodeView> = { title: 'UI/CodeView', component: CodeView };
export default meta;
type Story = StoryObj<typeof CodeView>;

const big = Array.from({ length: 100_000 }, (_, i) => `line ${i + 1}: ${'x'.repeat(i % 80)}`).join('\n');

export const Small: Story = { args: { text: '{\n  "a": 1\n}', label: 'Output' } };
export const HundredThousandLines: Story = { args: { text: big, label: 'Large output' } };
export const Wrapped: Story = { args: { text: 'A'.repeat(5000), label: 'One long line', wrapAt: 100 } };
export const LargeOutputArea: StoryObj = { render: () => <OutputArea label="Output" value={'QUJD'.repeat(300_000)} /> };
