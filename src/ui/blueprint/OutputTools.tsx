import type { ContentKind } from '@/lib/kinds';
import { CopyButton, type CopyButtonProps } from '@/ui/CopyButton';
import { DownloadButton, type DownloadButtonProps } from '@/ui/DownloadButton';
import { Toolbar } from '@/ui/layout';
import { OpenInMenu } from '@/ui/OpenInMenu';

export interface OutputToolsProps {
  /** what Open in …, Copy and Download take */
  text: string;
  /** the output's kind where the tool knows it; read from the text otherwise */
  kind?: ContentKind;
  copy?: Omit<CopyButtonProps, 'value'>;
  /** the file Download saves; its content is `text` unless `getData` says otherwise */
  download?: Omit<DownloadButtonProps, 'getData'> & { getData?: DownloadButtonProps['getData'] };
  /** the tool has nothing to give (Copy and Download say so when pressed) */
  disabled?: boolean;
  /** a run is under way: the output is about to change, so it is not handed to another tool */
  busy?: boolean;
}

/** What every output offers: Open in … (the tools that take its kind), Copy and Download. */
export function OutputTools({ text, kind, copy, download, disabled = false, busy = false }: OutputToolsProps) {
  return (
    <Toolbar>
      <OpenInMenu text={text} kind={kind} disabled={disabled || busy} />
      <CopyButton value={text} disabled={disabled} {...copy} />
      {download && <DownloadButton disabled={disabled} {...download} getData={download.getData ?? (() => text)} />}
    </Toolbar>
  );
}
