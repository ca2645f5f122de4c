import { describe, expect, it } from 'vitest';
import { optionControls } from './OptionControls';
import { isShown } from './shownWhen';

describe('optionControls', () => {
  it('reads booleans as switches and enums or oneOf consts as choices, radio where the uiSchema says', () => {
    const controls = optionControls(
      {
        properties: {
          on: { type: 'boolean', title: 'On' },
          mode: { type: 'string', enum: ['a', 'b'] },
          indent: { type: 'integer', title: 'Indent', oneOf: [{ const: 2, title: '2 spaces' }] },
        },
      },
      { mode: { 'ui:widget': 'radio' } },
    );
    expect(controls).toEqual([
      { key: 'on', kind: 'switch', label: 'On' },
      {
        key: 'mode',
        kind: 'choice',
        label: 'mode',
        widget: 'radio',
        choices: [
          { value: 'a', label: 'a' },
          { value: 'b', label: 'b' },
        ],
      },
      { key: 'indent', kind: 'choice', label: 'Indent', widget: 'select', choices: [{ value: 2, label: '2 spaces' }] },
    ]);
  });

  it('gives up on a property it cannot draw (arrays, objects, free text): OptionsForm draws those', () => {
    expect(optionControls({ properties: { fields: { type: 'array', items: { type: 'string' } } } })).toBeNull();
    expect(optionControls({ properties: { name: { type: 'string' } } })).toBeNull();
  });

  it("draws a string as a text field where the uiSchema asks for 'ui:widget': 'text'", () => {
    expect(
      optionControls(
        { properties: { name: { type: 'string', title: 'Name', maxLength: 8 }, tag: { type: 'string' } } },
        { name: { 'ui:widget': 'text' }, tag: { 'ui:widget': 'text' } },
      ),
    ).toEqual([
      { key: 'name', kind: 'text', label: 'Name', maxLength: 8 },
      { key: 'tag', kind: 'text', label: 'tag' },
    ]);
  });

  it("a string the uiSchema marks 'ui:widget': 'timeZone' is the zone picker", () => {
    expect(
      optionControls(
        { properties: { zone: { type: 'string', title: 'Zone' } } },
        { zone: { 'ui:widget': 'timeZone' } },
      ),
    ).toEqual([{ key: 'zone', kind: 'time-zone', label: 'Zone' }]);
  });
});

describe("'ui:shownWhen'", () => {
  const schema = {
    properties: {
      language: { type: 'string', enum: ['js', 'sql'] },
      quote: { type: 'string', enum: ['double', 'single'] },
      ascii: { type: 'boolean' },
    },
  };
  const controls = optionControls(schema, { quote: { 'ui:shownWhen': { language: ['js'] } } }) ?? [];

  it('keeps the rule with the control, and none where the uiSchema gives none', () => {
    expect(controls.find((c) => c.key === 'quote')?.shownWhen).toEqual({ language: ['js'] });
    expect(controls.find((c) => c.key === 'ascii')).not.toHaveProperty('shownWhen');
  });

  it('shows a control only while the named option has a listed value', () => {
    const shown = (values: Record<string, unknown>) =>
      controls.filter((c) => isShown(c.shownWhen, values)).map((c) => c.key);
    expect(shown({ language: 'js' })).toEqual(['language', 'quote', 'ascii']);
    expect(shown({ language: 'sql' })).toEqual(['language', 'ascii']);
  });
});
