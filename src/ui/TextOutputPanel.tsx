import { ArrowDownUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { CopyButton, type CopyButtonProps } from './CopyButton';
import { DownloadButton, type DownloadButtonProps } from './DownloadButton';
import { OutputArea } from './OutputArea';

export interface TextOutputPanelProps {
  label: string;
  hideLabel?: boolean;
  value: string;
  placeholder?: string;
  minHeight?: number;
  /** Copy's toast texts */
  copy?: Omit<CopyButtonProps, 'value'>;
  /** Download is shown when given: file name, type and toast texts */
  /** the file Download saves: the value shown unless `getData` says otherwise */
  download?: Omit<DownloadButtonProps, 'getData'> & { getData?: DownloadButtonProps['getData'] };
  /** Swap is shown when given: the output becomes the input and the direction flips */
  onSwap?: () => void;
  swapLabel?: string;
  swapDisabled?: boolean;
  /** buttons before Swap, Copy and Download */
  actions?: ReactNode;
  showCount?: boolean;
  countText?: string;
  countTestId?: string;
}

/**
 * A tool's text output: read-only, with Copy, optional Download and Swap. Large outputs (by
 * characters or lines) go to the virtualised view, so a 10 MB result never stalls the page.
 */
export function TextOutputPanel({
  label,
  hideLabel,
  value,
  placeholder = 'The result appears here.',
  minHeight = 200,
  copy,
  download,
  onSwap,
  swapLabel = 'Swap',
  swapDisabled,
  actions,
  showCount,
  countText,
  countTestId,
}: TextOutputPanelProps) {
  return (
    <OutputArea
      label={label}
      hideLabel={hideLabel}
      value={value}
      placeholder={placeholder}
      minHeight={minHeight}
      showCount={showCount}
      countText={countText}
      countTestId={countTestId}
      actions={
        <>
          {actions}
          {onSwap && (
            <Button
              size="sm"
              icon={<ArrowDownUp size={16} aria-hidden="true" />}
              onClick={onSwap}
              disabled={swapDisabled ?? !value}
            >
              {swapLabel}
            </Button>
          )}
          <CopyButton value={value} {...copy} />
          {download && <DownloadButton {...download} getData={download.getData ?? (() => value)} />}
        </>
      }
    />
  );
}
