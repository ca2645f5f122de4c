import { TextArea, type TextAreaProps } from './TextArea';
import { CodeView } from './CodeView';
import { Label, Muted } from './layout';

/** Above this many characters an output is shown in the virtualised CodeView, not a textarea. */
export const LARGE_OUTPUT = 1_000_000;

export interface OutputAreaProps extends Omit<TextAreaProps, 'onChange' | 'readOnly'> {
  /** wrap long lines in the large view at this many characters */
  wrapAt?: number;
}

/**
 * A read-only output. Small values use a textarea (selectable, familiar); large ones a virtualised
 * view, because a textarea holding megabytes costs seconds of layout.
 */
export function OutputArea({ value, label, minHeight = 200, actions, wrapAt = 120, ...rest }: OutputAreaProps) {
  if (value.length <= LARGE_OUTPUT) {
    return <TextArea label={label} value={value} readOnly minHeight={minHeight} actions={actions} {...rest} />;
  }
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginBottom: 6 }}>
        <Label as="span">{label}</Label>
        {actions && <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>{actions}</div>}
      </div>
      <CodeView text={value} label={label} height={Math.max(minHeight, 320)} wrapAt={wrapAt} />
      <Muted>
        {value.length.toLocaleString('en-US')} characters · large output shown in a fast read-only view; Copy or Download takes the full text
      </Muted>
    </div>
  );
}
