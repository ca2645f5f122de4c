import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { choicesOf, isRecord, optionWidget, type OptionChoice } from '@/ui/optionWidget';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import { ZonePicker } from '@/ui/ZonePicker';
import { isShown, shownWhenOf, type ShownWhen } from './shownWhen';

/**
 * One option as the schema states it: a yes/no, a choice between labelled values, or a short text the
 * uiSchema asks for; or as a tool declares it: a switch that reads the other way round ('Remove
 * hyphens'), a text with a hint that applies only while another option is on.
 */
export type OptionControl = (
  | { key: string; kind: 'switch'; label: string; inverted?: boolean }
  | {
      key: string;
      kind: 'text';
      label: string;
      maxLength?: number;
      placeholder?: string;
      hint?: string;
      disabled?: boolean;
    }
  | { key: string; kind: 'time-zone'; label: string }
  | {
      key: string;
      kind: 'choice';
      label: string;
      widget: 'select' | 'radio';
      choices: readonly OptionChoice[];
    }
) & {
  /** shown only while other options have the values listed ('ui:shownWhen') */
  shownWhen?: ShownWhen;
};

/**
 * The controls for the options a schema declares, each the one `optionWidget` picks, with the design
 * system's Switch, TextField, ZonePicker, Select and ChoiceGroup; null when a property needs more than that
 * (OptionsForm draws those).
 */
export function optionControls(
  schema: Record<string, unknown>,
  uiSchema: Record<string, unknown> = {},
): OptionControl[] | null {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const controls: OptionControl[] = [];
  for (const [key, property] of Object.entries(properties)) {
    if (!isRecord(property)) return null;
    const label = typeof property.title === 'string' ? property.title : key;
    const ui = uiSchema[key];
    const widget = optionWidget(property, ui);
    if (widget === null) return null;
    if (widget === 'hidden') continue;
    const shownWhen = shownWhenOf(ui);
    const rule = shownWhen ? { shownWhen } : {};
    if (widget === 'switch' || widget === 'inverted-switch') {
      controls.push({
        key,
        kind: 'switch',
        label,
        ...(widget === 'inverted-switch' ? { inverted: true } : {}),
        ...rule,
      });
      continue;
    }
    if (widget === 'time-zone') {
      controls.push({ key, kind: 'time-zone', label, ...rule });
      continue;
    }
    if (widget === 'text') {
      controls.push({
        key,
        kind: 'text',
        label,
        ...(typeof property.maxLength === 'number' ? { maxLength: property.maxLength } : {}),
        ...(isRecord(ui) && typeof ui['ui:placeholder'] === 'string' ? { placeholder: ui['ui:placeholder'] } : {}),
        ...rule,
      });
      continue;
    }
    controls.push({ key, kind: 'choice', label, widget, choices: choicesOf(property) ?? [], ...rule });
  }
  return controls;
}

export interface OptionControlsProps {
  controls: readonly OptionControl[];
  values: Record<string, unknown>;
  onChange: (key: string, value: unknown) => void;
  idPrefix: string;
  /** the option an error is about: its control is outlined and marked invalid */
  invalid?: string;
}

/**
 * Draws option controls bound to their values; a choice's value is written as text and read back as the schema's own
 * value, so numbers stay numbers. A control whose 'ui:shownWhen' the values do not meet is left out.
 */
export function OptionControls({ controls, values, onChange, idPrefix, invalid }: OptionControlsProps) {
  return (
    <>
      {controls
        .filter((control) => isShown(control.shownWhen, values))
        .map((control) => {
          if (control.kind === 'switch') {
            return (
              <Switch
                key={control.key}
                label={control.label}
                checked={(values[control.key] === true) !== (control.inverted === true)}
                onChange={(next) => onChange(control.key, next !== (control.inverted === true))}
              />
            );
          }
          if (control.kind === 'time-zone') {
            const value = values[control.key];
            return (
              <ZonePicker
                key={control.key}
                id={`${idPrefix}-${control.key}`}
                label={control.label}
                value={typeof value === 'string' ? value : ''}
                onChange={(zone) => onChange(control.key, zone)}
                invalid={control.key === invalid}
              />
            );
          }
          if (control.kind === 'text') {
            const value = values[control.key];
            return (
              <div key={control.key}>
                <TextField
                  id={`${idPrefix}-${control.key}`}
                  label={control.label}
                  value={typeof value === 'string' ? value : ''}
                  maxLength={control.maxLength}
                  spellCheck={false}
                  autoComplete="off"
                  placeholder={control.placeholder}
                  hint={control.hint}
                  invalid={control.key === invalid}
                  disabled={control.disabled}
                  onChange={(e) => onChange(control.key, e.target.value)}
                />
              </div>
            );
          }
          const current = control.choices.find((c) => c.value === values[control.key]) ?? control.choices[0];
          const items = control.choices.map((c) => ({ value: String(c.value), label: c.label }));
          const pick = (text: string) => {
            const chosen = control.choices.find((c) => String(c.value) === text);
            if (chosen) onChange(control.key, chosen.value);
          };
          return control.widget === 'radio' ? (
            <ChoiceGroup
              key={control.key}
              id={`${idPrefix}-${control.key}`}
              label={control.label}
              value={current && String(current.value)}
              choices={items}
              onChange={pick}
            />
          ) : (
            <Select
              key={control.key}
              id={`${idPrefix}-${control.key}`}
              label={control.label}
              value={current ? String(current.value) : ''}
              options={items}
              onChange={pick}
              aria-invalid={control.key === invalid || undefined}
            />
          );
        })}
    </>
  );
}
