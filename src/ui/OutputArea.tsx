import { isLargeText } from '@/lib/rows';
import { LargeText } from './LargeText';
import { TextArea, type TextAreaProps } from './TextArea';

export type OutputAreaProps = Omit<TextAreaProps, 'onChange' | 'readOnly'>;

/**
 * A read-only output. Small values use a textarea (selectable, familiar); large ones — by
 * characters or by lines — the virtualised view, because a textarea holding megabytes or tens of
 * thousands of lines costs seconds of layout.
 */
export function OutputArea({ value, label, minHeight = 200, actions, ...rest }: OutputAreaProps) {
  if (!isLargeText(value))
    return <TextArea label={label} value={value} readOnly minHeight={minHeight} actions={actions} {...rest} />;
  return <LargeText label={label} text={value} actions={actions} height={Math.max(minHeight, 320)} />;
}
