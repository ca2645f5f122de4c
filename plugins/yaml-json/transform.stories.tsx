import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { examplesPlay, findEditor, textOf } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/YAML TOML JSON Converter',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

const input = (c: ReturnType<typeof within>) => c.getByLabelText('YAML, JSON or TOML input');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('The converted text will appear here.')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'To JSON' }));
    await expect(
      await c.findByText('Please enter YAML, JSON or TOML to convert', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const YamlToJsonWithDrift: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'country: NO\nmode: 0755\nlimit: .inf\n' } });
    const view = await findEditor(c, 'JSON output');
    await expect(textOf(view)).toContain('"country": "NO"');
    await expect(await c.findByRole('region', { name: 'Type drift report' })).toHaveTextContent('boolean false');
    await expect(c.getByRole('region', { name: 'Conversion notes' })).toHaveTextContent('Infinity has no JSON form');
    await expect(c.getByText('Read as YAML 1.2')).toBeInTheDocument();
  },
};

export const JsonToYaml: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), {
      target: { value: '{"version": "1.0", "on": "yes", "id": 12345678901234567890}' },
    });
    await userEvent.click(c.getByRole('button', { name: 'To YAML' }));
    const view = await findEditor(c, 'YAML output');
    await expect(textOf(view)).toBe('version: "1.0"\n"on": "yes"\nid: 12345678901234567890\n');
  },
};

export const JsonToToml: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: '{"title": "x", "server": {"port": 80}}' } });
    await userEvent.click(c.getByRole('button', { name: 'To TOML' }));
    const view = await findEditor(c, 'TOML output');
    await expect(textOf(view)).toBe('title = "x"\n\n[server]\nport = 80\n');
  },
};

export const InvalidYaml: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'a: 1\nb: 2\na: 3\n' } });
    await expect(
      await c.findByText(/^Duplicate key "a" \(first on line 1\)/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(c.getByText('Invalid YAML')).toBeInTheDocument();
    await expect(c.getByText('Line 3, Column 1')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Go to error' })).toBeInTheDocument();
  },
};

export const TomlToJson: Story = {
  // the output format is named in the route, so a format another story chose does not carry over
  parameters: { route: '/convert/yaml-json?to=json' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'title = "x"\n[owner]\nname = "Tom"\nport = 8080\n' } });
    const view = await findEditor(c, 'JSON output');
    await expect(textOf(view)).toBe('{\n  "title": "x",\n  "owner": {\n    "name": "Tom",\n    "port": 8080\n  }\n}\n');
    await expect(c.getByText('Read as TOML')).toBeInTheDocument();
  },
};

export const InvalidToml: Story = {
  parameters: { route: '/convert/yaml-json?to=json' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'a = 1\nb = = 2\n' } });
    await expect(await c.findByText('Invalid TOML', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('invalid value')).toBeInTheDocument();
    await expect(c.getByText('Line 2, Column 5')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Go to error' })).toBeInTheDocument();
  },
};

export const InvalidJson: Story = {
  parameters: { route: '/convert/yaml-json?to=json' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: '{\n  "a": 1,\n  "b": tru\n}' } });
    await expect(await c.findByText('Invalid JSON', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText("Unexpected 't': expected a value")).toBeInTheDocument();
    await expect(c.getByText('Line 3, Column 8')).toBeInTheDocument();
  },
};

export const JsonLines: Story = {
  // several YAML documents written one JSON value per line
  parameters: { route: '/convert/yaml-json?to=json&stream=lines' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: 'a: 1\n---\nb: [2, 3]\n---\n- x\n' } });
    const view = await findEditor(c, 'JSON output');
    await expect(textOf(view)).toBe('{"a":1}\n{"b":[2,3]}\n["x"]\n');
    await expect(c.getByText(/3 documents · JSON Lines/)).toBeInTheDocument();
  },
};

export const AliasLimit: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const laughs = ['a: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]'];
    for (let level = 1; level < 9; level++)
      laughs.push(
        `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + level)}`)
          .join(',')}]`,
      );
    await fireEvent.change(input(c), { target: { value: laughs.join('\n') } });
    await expect(await c.findByText('Alias limit reached', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const big = Array.from({ length: 4000 }, (_, i) => `- id: ${i}\n  name: Item ${i}\n`).join('');
    await fireEvent.change(input(c), { target: { value: big } });
    const view = await findEditor(c, 'JSON output');
    // the editor draws only the lines in view
    await expect(view.querySelectorAll('.cm-line').length).toBeLessThan(100);
  },
};

/** Past the size the output follows: the output card says so, and To JSON converts. */
export const LargeInputWaits: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: '- x\n'.repeat(40_000) } });
    const output = c.getByTestId('transform-output');
    await expect(
      await within(output).findByText('Large input: press To JSON or Ctrl+Enter', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(within(output).queryByText('The converted text will appear here.')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'To JSON' }));
    // the output's editor may be drawn twice (its stand-in, then the editor): wait for its text
    await waitFor(async () => expect(textOf(await findEditor(c, 'JSON output'))).toMatch(/^\[\n {2}"x",/), {
      timeout: 15_000,
    });
    await expect(within(output).queryByText('Large input: press To JSON or Ctrl+Enter')).toBeNull();
  },
};
