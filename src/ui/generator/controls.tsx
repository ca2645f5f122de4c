import styled from 'styled-components';
import type { ToolOptions } from '@/lib/toolOptions';
import { OptionControls, optionControls } from '@/ui/blueprint/OptionControls';
import { viewed } from '@/ui/blueprint/types';
import { WholeNumberField } from '@/ui/WholeNumberField';
import type { GeneratorControl, GeneratorView, GeneratorViewed, NumberControl, SectionControl } from './types';

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  > div {
    min-width: 0;
  }
  /* a free text takes the room a row has left */
  > div:has(input:not([inputmode='numeric'])) {
    flex: 1 1 260px;
  }
`;

const Switches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The controls a section lists: an option by its key is drawn as its schema says, a declared control as declared. */
export function controlsOf<O extends Record<string, unknown>>(
  options: ToolOptions<O>,
  listed: GeneratorViewed<readonly GeneratorControl<O>[], O> | undefined,
  view: GeneratorView<O>,
): SectionControl[] {
  const properties: Record<string, unknown> =
    typeof options.schema.properties === 'object' && options.schema.properties !== null
      ? { ...options.schema.properties }
      : {};
  return (viewed(listed, view) ?? []).flatMap((control) => {
    if (typeof control !== 'string') return [control];
    const drawn = optionControls({ properties: { [control]: properties[control] } }, options.uiSchema);
    if (!drawn) throw new Error(`The option '${control}' is not one a control draws: declare its control`);
    return drawn;
  });
}

export interface ControlRowsProps {
  controls: readonly SectionControl[];
  values: Record<string, unknown>;
  onChange: (key: string, value: unknown) => void;
  idPrefix: string;
}

/** Options laid out by what they are: choices between a few ways each on a line, then the fields in a row, then the switches in a grid. */
export function ControlRows({ controls, values, onChange, idPrefix }: ControlRowsProps) {
  const ways = controls.filter((c) => c.kind === 'choice' && c.widget === 'radio');
  const fields = controls.filter((c) => c.kind !== 'switch' && !ways.includes(c));
  const switches = controls.filter((c) => c.kind === 'switch');
  const drawOne = (control: SectionControl) =>
    control.kind === 'number' ? (
      <NumberOption key={control.key} control={control} values={values} onChange={onChange} idPrefix={idPrefix} />
    ) : (
      <OptionControls key={control.key} controls={[control]} values={values} onChange={onChange} idPrefix={idPrefix} />
    );
  const draw = (list: SectionControl[]) => list.map(drawOne);
  return (
    <Rows>
      {ways.length > 0 && draw(ways)}
      {fields.length > 0 && <Fields>{draw(fields)}</Fields>}
      {switches.length > 0 && <Switches>{draw(switches)}</Switches>}
    </Rows>
  );
}

/** A whole number option, bound to its value. */
function NumberOption({
  control,
  values,
  onChange,
  idPrefix,
}: {
  control: NumberControl;
  values: Record<string, unknown>;
  onChange: (key: string, value: unknown) => void;
  idPrefix: string;
}) {
  const { key, kind: _kind, ...field } = control;
  const value = values[key];
  return (
    <WholeNumberField
      id={`${idPrefix}-${key}`}
      {...field}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => onChange(key, next)}
    />
  );
}
