/**
 * Which control draws an option, from its JSON Schema and its uiSchema: the one rule OptionsForm
 * (rjsf) and the blueprints' OptionControls both follow, so an option looks the same in either.
 */

/**
 * A yes/no switch (or one whose label says the opposite), a select, radio segments, a short text, a
 * time zone (the zone picker), or nothing at all for an option the tool keeps for itself.
 */
export type OptionWidget = 'switch' | 'inverted-switch' | 'select' | 'radio' | 'text' | 'time-zone' | 'hidden';

/** A choice between labelled values: a schema's `oneOf` of consts, or its `enum`. */
export interface OptionChoice {
  value: string | number;
  label: string;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The values an option chooses between, each with the title the schema gives it; null when it is no choice. */
export function choicesOf(property: Record<string, unknown>): OptionChoice[] | null {
  if (Array.isArray(property.oneOf)) {
    const choices = property.oneOf
      .filter(isRecord)
      .flatMap((c) =>
        typeof c.const === 'string' || typeof c.const === 'number'
          ? [{ value: c.const, label: typeof c.title === 'string' ? c.title : String(c.const) }]
          : [],
      );
    return choices.length > 0 ? choices : null;
  }
  if (Array.isArray(property.enum)) {
    return property.enum.flatMap((v) =>
      typeof v === 'string' || typeof v === 'number' ? [{ value: v, label: String(v) }] : [],
    );
  }
  return null;
}

/**
 * The control for one option: none where the uiSchema says 'ui:widget': 'hidden', a boolean is a switch ('ui:widget': 'InvertedSwitch' reads it the other
 * way round), a string the uiSchema marks 'ui:widget': 'text' a text field and one it marks
 * 'ui:widget': 'timeZone' the zone picker (an IANA name), a choice of values a select
 * or, with 'ui:widget': 'radio', radio segments. Null for anything else (numbers, lists, objects,
 * free text), which only OptionsForm draws, with rjsf's own fields.
 */
export function optionWidget(property: Record<string, unknown>, ui: unknown): OptionWidget | null {
  const asked = isRecord(ui) ? ui['ui:widget'] : undefined;
  if (asked === 'hidden') return 'hidden';
  if (property.type === 'boolean') return asked === 'InvertedSwitch' ? 'inverted-switch' : 'switch';
  if (property.type === 'string' && asked === 'text') return 'text';
  if (property.type === 'string' && asked === 'timeZone') return 'time-zone';
  if (!choicesOf(property)) return null;
  return asked === 'radio' ? 'radio' : 'select';
}

/**
 * rjsf's names of the widgets OptionsForm registers for each control. A switch is rjsf's own choice
 * for a boolean (the CheckboxWidget the form registers) and is left to it: naming it would make rjsf
 * show the field's label again above the switch's own.
 */
const RJSF_WIDGETS: Record<OptionWidget, string | null> = {
  switch: null,
  'inverted-switch': 'InvertedSwitch',
  select: 'SelectWidget',
  radio: 'RadioWidget',
  text: 'TextWidget',
  'time-zone': 'TimeZoneWidget',
  hidden: 'hidden',
};

/**
 * The uiSchema rjsf draws with: the given one, with each property (in objects and in the objects of
 * lists, at any depth) given the widget `optionWidget` picks for it.
 */
export function withOptionWidgets(schema: unknown, uiSchema: unknown): Record<string, unknown> {
  const ui: Record<string, unknown> = isRecord(uiSchema) ? { ...uiSchema } : {};
  if (!isRecord(schema)) return ui;
  if (isRecord(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      if (!isRecord(property)) continue;
      const widget = optionWidget(property, ui[key]);
      const name = widget && RJSF_WIDGETS[widget];
      const nested = withOptionWidgets(property, ui[key]);
      ui[key] = name ? { ...nested, 'ui:widget': name } : nested;
    }
  }
  if (isRecord(schema.items)) ui.items = withOptionWidgets(schema.items, ui.items);
  return ui;
}
