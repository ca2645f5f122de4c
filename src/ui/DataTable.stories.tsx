import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable, type DataColumn } from './DataTable';

interface Header {
  name: string;
  value: string;
}

const columns: readonly DataColumn<Header>[] = [
  { header: 'Name', rowHeader: true, mono: true, cell: (h) => h.name },
  { header: 'Value', cell: (h) => h.value },
];

const headers: Header[] = [
  { name: 'content-type', value: 'application/json; charset=utf-8' },
  { name: 'cache-control', value: 'no-store' },
  { name: 'etag', value: 'W/"5e-1f3a"' },
];

const many: Header[] = Array.from({ length: 60 }, (_, i) => ({
  name: `x-header-${i + 1}`,
  value: `value ${i + 1} of a response with many headers`,
}));

const meta: Meta<typeof DataTable<Header>> = {
  title: 'UI/DataTable',
  component: DataTable<Header>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Rows of data under column headings: response headers, a CSV preview, the fields of a cron schedule. Each column gives its heading and its cell; ' +
          'a `rowHeader` column names its row for screen readers, `mono` and `raw` columns show code and raw data. Give it a `label` (or a `caption`) as its name. ' +
          'With `scroll` it scrolls in its own box, its head row staying in sight. Not for layout, and not for a list of links or actions.',
      },
    },
  },
  args: { columns, rows: headers, rowKey: (h) => h.name, label: 'Response headers' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { rows: [], empty: 'No headers.' } };
export const Long: Story = {
  args: { rows: many, scroll: { label: 'Response headers, scrolling', maxHeight: 240 } },
};
export const Narrow: Story = {
  args: {
    rows: [
      ...headers,
      {
        name: 'content-security-policy',
        value: "default-src 'self'; img-src 'self' data: blob:; frame-ancestors 'none'",
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};
