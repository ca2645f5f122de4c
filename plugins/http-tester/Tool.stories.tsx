import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/HTTP Request Tester', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('URL')).toHaveValue('https://jsonplaceholder.typicode.com/posts');
    await expect(c.getByLabelText('Method')).toHaveValue('GET');
    await expect(c.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(c.getByText('Press Send to see the response here.')).toBeInTheDocument();
    await expect(c.getByRole('textbox', { name: 'cURL command' })).toHaveValue(
      "curl -X GET 'https://jsonplaceholder.typicode.com/posts' --max-time 30",
    );
  },
};

export const EmptyUrl: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('URL'), { target: { value: '   ' } });
    await expect(c.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const FromSharedLink: Story = {
  parameters: {
    route: `/tools/http-tester?method=POST&url=${encodeURIComponent('https://api.example.com/items')}&headers=${encodeURIComponent('[["X-Trace","42",true]]')}&body=${encodeURIComponent('{"a":1}')}`,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Filled from a shared link')).toBeInTheDocument();
    await expect(c.getByLabelText('Method')).toHaveValue('POST');
    await expect(c.getByLabelText('Request body')).toHaveValue('{"a":1}');
    await expect(c.getByText('Press Send to see the response here.')).toBeInTheDocument();
    await expect((c.getByRole('textbox', { name: 'cURL command' }) as HTMLTextAreaElement).value).toContain(
      "-H 'X-Trace: 42'",
    );
  },
};

export const RefusedScheme: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const url = c.getByLabelText('URL');
    await fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(
      c.getByText('Only http: and https: URLs can be sent. Refused scheme: javascript:'),
    ).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Send' }));
    await expect(c.getByText('Request not sent')).toBeInTheDocument();
  },
};

export const BodyDisabledForGet: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Body' }));
    await expect(c.getByLabelText('Request body')).toBeDisabled();
    await fireEvent.change(c.getByLabelText('Method'), { target: { value: 'PUT' } });
    await expect(c.getByLabelText('Request body')).toBeEnabled();
  },
};

export const LargeBody: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Method'), { target: { value: 'POST' } });
    await userEvent.click(c.getByRole('tab', { name: 'Body' }));
    await fireEvent.change(c.getByLabelText('Request body'), { target: { value: 'x'.repeat(300_000) } });
    await expect(c.getByText('300,000 characters')).toBeInTheDocument();
    // a command this long is shown in the virtualised view rather than a textarea
    await expect(c.getAllByRole('region', { name: 'cURL command' }).length).toBeGreaterThan(0);
    await expect(c.getByText(/characters · large text/)).toBeInTheDocument();
  },
};
