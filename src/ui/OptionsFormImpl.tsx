import Form, { getDefaultRegistry } from '@rjsf/core';
import type {
  ArrayFieldItemTemplateProps,
  IconButtonProps,
  RegistryWidgetsType,
  RJSFSchema,
  WidgetProps,
} from '@rjsf/utils';
import { ArrowDown, ArrowUp, Copy, Plus, Trash2, X } from 'lucide-react';
import { ChevronDown } from 'lucide-react';
import { Suspense, type ReactElement } from 'react';
import styled from 'styled-components';
import { useTypedBeforeHydrationIn } from '@/lib/typedBeforeHydration';
import { media, TOUCH_TARGET } from '@/theme/tokens';
import { ChoiceGroup } from './ChoiceGroup';
import { optionsValidator } from './optionsValidator';
import { withOptionWidgets } from './optionWidget';
import { SelectBox } from './Select';
import { Switch } from './Switch';
import { ZonePicker } from './ZonePicker';

/** The form's props: the lazy OptionsForm passes them through, so they are declared where they are read. */
export interface OptionsFormProps {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  value: Record<string, unknown>;
  /** called on every change with the new value and whether the schema accepts it */
  onChange: (value: Record<string, unknown>, valid: boolean) => void;
  idPrefix?: string;
}

const Wrap = styled.div`
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.md};
    margin-bottom: 8px;
    padding: 0;
  }
  .form-group {
    margin-bottom: 12px;
  }
  .control-label,
  label.control-label {
    display: block;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
    margin-bottom: 4px;
  }
  .field-description,
  .help-block {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    margin: 2px 0 6px;
  }
  input[type='text'],
  input[type='number'],
  input[type='email'],
  input[type='url'],
  input:not([type]),
  textarea {
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    min-height: 38px;
    ${media.mobile} {
      min-height: ${TOUCH_TARGET};
    }
    padding: 6px 10px;
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  input:focus-visible,
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
  /* the number box is drawn like the other fields: no browser spinners (arrow keys still step) */
  input[type='number'] {
    appearance: textfield;
  }
  input[type='number']::-webkit-inner-spin-button,
  input[type='number']::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
  .has-error input,
  .has-error select {
    border-color: ${({ theme }) => theme.color.danger};
  }
  .error-detail,
  .text-danger {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.xs};
    list-style: none;
    padding: 0;
    margin: 4px 0 0;
  }
  .panel.errors {
    display: none;
  }
  /* every option has a default, so rjsf's required-field asterisk is noise */
  .required {
    display: none;
  }
  .rjsf-array-item {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 8px;
    align-items: end;
    padding: 10px;
    margin-bottom: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .rjsf-array-item > div:first-child {
    min-width: 0;
  }
  /* rjsf titles rows 'Fields-1', 'Fields-2'…: kept for screen readers, the box shows the grouping */
  .rjsf-array-item legend {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .rjsf-array-item .form-group {
    margin-bottom: 0;
  }
  .rjsf-array-item fieldset > div,
  .rjsf-array-item fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
  }
  .rjsf-array-item fieldset .form-group {
    flex: 1 1 140px;
  }
  .array-item-toolbox .btn-group {
    display: flex !important;
    gap: 4px;
  }
  .rjsf-array-item-add {
    margin-top: 4px;
  }
  .row {
    display: block;
  }
`;

const Btn = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 32px;
  min-height: 32px;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  ${media.mobile} {
    min-width: ${TOUCH_TARGET};
    min-height: ${TOUCH_TARGET};
  }
`;

function makeButton(icon: ReactElement, fallbackTitle: string, text?: string) {
  return function OptionButton(props: IconButtonProps) {
    // drop rjsf-only props before they reach the DOM
    const { iconType: _i, icon: _ic, uiSchema: _u, registry: _r, className: _c, title, ...rest } = props;
    void _i;
    void _ic;
    void _u;
    void _r;
    void _c;
    const name = title ?? fallbackTitle;
    // rjsf gives every row the same button names; the item number in the id tells them apart
    const item = /_(\d+)__(?:moveUp|moveDown|remove|copy)$/.exec(rest.id ?? '');
    const label = item ? `${name} item ${Number(item[1]) + 1}` : name;
    return (
      <Btn type="button" aria-label={label} title={label} {...rest}>
        {icon}
        {text}
      </Btn>
    );
  };
}

const ButtonTemplates = {
  AddButton: makeButton(<Plus size={16} aria-hidden="true" />, 'Add', 'Add'),
  RemoveButton: makeButton(<Trash2 size={16} aria-hidden="true" />, 'Remove'),
  MoveUpButton: makeButton(<ArrowUp size={16} aria-hidden="true" />, 'Move up'),
  MoveDownButton: makeButton(<ArrowDown size={16} aria-hidden="true" />, 'Move down'),
  CopyButton: makeButton(<Copy size={16} aria-hidden="true" />, 'Copy'),
  ClearButton: makeButton(<X size={16} aria-hidden="true" />, 'Clear'),
  SubmitButton: () => null,
};

function CheckboxWidget({ value, onChange, label, disabled, readonly }: WidgetProps) {
  return <Switch label={label} checked={!!value} onChange={(v) => onChange(v)} disabled={disabled || readonly} />;
}

/** A switch whose label states the opposite of the value (e.g. 'Remove hyphens' for hyphens=true). */
function InvertedSwitch({ value, onChange, label, disabled, readonly }: WidgetProps) {
  return <Switch label={label} checked={!value} onChange={(v) => onChange(!v)} disabled={disabled || readonly} />;
}

/** A select drawn by the design system (the native element underneath, for keyboards and phone pickers). */
function SelectWidget({
  id,
  options,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  multiple,
  label,
}: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((o) => o.value === value);
  return (
    <SelectBox>
      <select
        id={id}
        value={index === -1 ? '' : String(index)}
        disabled={disabled || readonly}
        multiple={multiple}
        aria-label={label || undefined}
        onChange={(e) => onChange(choices[Number(e.target.value)]?.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {index === -1 && <option value="" disabled />}
        {choices.map((o, i) => (
          <option key={i} value={String(i)}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown size={16} aria-hidden="true" />
    </SelectBox>
  );
}

/** Radios as segments (a few short labels) or as a list of options: never the browser's own dots. */
function RadioWidget({ id, options, value, onChange, onBlur, onFocus, disabled, readonly, label }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((o) => o.value === value);
  return (
    <ChoiceGroup
      id={id}
      label={label}
      value={index === -1 ? undefined : String(index)}
      choices={choices.map((o, i) => ({ value: String(i), label: o.label }))}
      onChange={(i) => onChange(choices[Number(i)]?.value)}
      disabled={disabled || readonly}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

const DefaultArrayItem = getDefaultRegistry().templates.ArrayFieldItemTemplate;

/** A box that lays nothing out: its children are laid out as if it were not there. */
const Contents = styled.div`
  display: contents;
`;

/** A list item that keeps what was typed into its prerendered fields (it hydrates after the form). */
function ArrayItem(props: ArrayFieldItemTemplateProps) {
  const item = useTypedBeforeHydrationIn<HTMLDivElement>();
  return (
    <Contents ref={item}>
      <DefaultArrayItem {...props} />
    </Contents>
  );
}

/**
 * Each item of a list in its own Suspense boundary, which React hydrates and commits on its own: a
 * prerendered list of many rows (the mock data field builder) would otherwise commit in one long task.
 */
function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  return (
    <Suspense fallback={null}>
      <ArrayItem {...props} />
    </Suspense>
  );
}

/** A time zone, chosen with the site's one zone picker; rjsf's field shows the label, so the picker's own is hidden. */
function TimeZoneWidget({ id, value, onChange, label }: WidgetProps) {
  return (
    <ZonePicker id={id} label={label} hideLabel value={typeof value === 'string' ? value : ''} onChange={onChange} />
  );
}

const widgets: RegistryWidgetsType = { CheckboxWidget, InvertedSwitch, SelectWidget, RadioWidget, TimeZoneWidget };

/** rjsf with the site's widgets and buttons; loaded lazily by the tools that declare options. */
export default function OptionsFormImpl({ schema, uiSchema, value, onChange, idPrefix }: OptionsFormProps) {
  // the form's fields are rjsf's own: what was typed into their prerendered copies is kept here
  const wrap = useTypedBeforeHydrationIn<HTMLDivElement>();
  return (
    <Wrap ref={wrap}>
      <Form
        schema={schema as RJSFSchema}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...withOptionWidgets(schema, uiSchema) }}
        formData={value}
        validator={optionsValidator}
        widgets={widgets}
        templates={{ ButtonTemplates, ArrayFieldItemTemplate }}
        idPrefix={idPrefix}
        liveValidate
        showErrorList={false}
        noHtml5Validate
        onChange={(e) => onChange(e.formData as Record<string, unknown>, (e.errors ?? []).length === 0)}
        onSubmit={() => undefined}
      />
    </Wrap>
  );
}
