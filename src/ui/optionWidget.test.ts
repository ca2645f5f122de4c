import { describe, expect, it } from 'vitest';
import { optionControls } from './blueprint/OptionControls';
import { optionWidget, withOptionWidgets } from './optionWidget';

const schema = {
  type: 'object',
  properties: {
    on: { type: 'boolean', title: 'On' },
    hyphens: { type: 'boolean', title: 'Remove hyphens' },
    mode: { type: 'string', enum: ['a', 'b'] },
    indent: { type: 'integer', oneOf: [{ const: 2, title: '2 spaces' }] },
    name: { type: 'string' },
    count: { type: 'integer' },
  },
};
const uiSchema = {
  hyphens: { 'ui:widget': 'InvertedSwitch' },
  mode: { 'ui:widget': 'radio' },
  name: { 'ui:widget': 'text' },
};

describe('optionWidget', () => {
  it.each([
    ['on', 'switch'],
    ['hyphens', 'inverted-switch'],
    ['mode', 'radio'],
    ['indent', 'select'],
    ['name', 'text'],
    ['count', null],
  ] as const)('draws %s as %s', (key, widget) => {
    expect(optionWidget(schema.properties[key], uiSchema[key as keyof typeof uiSchema])).toBe(widget);
  });

  it('draws no control for an option the tool keeps for itself', () => {
    expect(optionWidget({ type: 'string', enum: ['a'] }, { 'ui:widget': 'hidden' })).toBe('hidden');
    expect(optionControls({ properties: { last: { type: 'string' } } }, { last: { 'ui:widget': 'hidden' } })).toEqual(
      [],
    );
  });

  it('leaves free text without a text widget to rjsf', () => {
    expect(optionWidget({ type: 'string' }, undefined)).toBeNull();
  });

  it("draws a string the uiSchema marks 'ui:widget': 'timeZone' with the zone picker, for rjsf too", () => {
    expect(optionWidget({ type: 'string' }, { 'ui:widget': 'timeZone' })).toBe('time-zone');
    expect(
      withOptionWidgets({ properties: { zone: { type: 'string' } } }, { zone: { 'ui:widget': 'timeZone' } }),
    ).toEqual({ zone: { 'ui:widget': 'TimeZoneWidget' } });
  });
});

describe('OptionsForm and OptionControls draw an option alike', () => {
  it('gives rjsf the widget optionWidget picks, keeping what the uiSchema says besides', () => {
    const ui = withOptionWidgets(schema, { ...uiSchema, name: { 'ui:widget': 'text', 'ui:placeholder': 'x' } });
    expect(ui).toMatchObject({
      on: {},
      hyphens: { 'ui:widget': 'InvertedSwitch' },
      mode: { 'ui:widget': 'RadioWidget' },
      indent: { 'ui:widget': 'SelectWidget' },
      name: { 'ui:widget': 'TextWidget', 'ui:placeholder': 'x' },
      count: {},
    });
    // a switch is rjsf's own widget for a boolean: named, rjsf would label the field twice
    expect(ui.on).toEqual({});
  });

  it('picks the widgets of the objects in a list too', () => {
    const item = { type: 'object', properties: { required: { type: 'boolean' }, pick: { enum: ['a', 'b'] } } };
    const ui = { fields: { items: { pick: { 'ui:widget': 'radio' } } } };
    expect(withOptionWidgets({ properties: { fields: { type: 'array', items: item } } }, ui)).toEqual({
      fields: { items: { required: {}, pick: { 'ui:widget': 'RadioWidget' } } },
    });
  });

  it('draws the same controls in the blueprints', () => {
    const { count: _count, ...drawable } = schema.properties;
    const controls = optionControls({ properties: drawable }, uiSchema);
    expect(controls?.map((c) => (c.kind === 'choice' ? c.widget : c.kind))).toEqual([
      'switch',
      'switch',
      'radio',
      'select',
      'text',
    ]);
    expect(controls?.[1]).toMatchObject({ kind: 'switch', inverted: true });
  });
});
