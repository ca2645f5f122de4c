import { Trash2 } from 'lucide-react';
import { Alert, Button, Facts, Stack, Toolbar } from '../../src/ui';
import { formatBytes } from '../../src/lib/bytes';
import { useObjectUrl } from '../../src/lib/useObjectUrl';
import { MESSAGES } from './logic';
import type { Picked } from './decode';
import { Checker } from './ImageFrame';

export interface SelectedImageProps {
  picked: Picked;
  /** The image's size once the browser has loaded it. */
  dims: { width: number; height: number } | null;
  onDims: (dims: { width: number; height: number }) => void;
  /** The browser could not show the image. */
  unreadable: boolean;
  onUnreadable: () => void;
  onRemove: () => void;
}

/** The picked image: its preview, file name, type, size and dimensions, and a Remove button. */
export function SelectedImage({ picked, dims, onDims, unreadable, onUnreadable, onRemove }: SelectedImageProps) {
  const url = useObjectUrl(picked.file);
  return (
    <Stack $gap="md">
      <Checker>
        {url && (
          <img
            src={url}
            alt={`Selected image ${picked.file.name}`}
            onLoad={(e) => onDims({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            onError={onUnreadable}
          />
        )}
      </Checker>
      <Facts data-testid="selected-file">
        <dt>File</dt>
        <dd>{picked.file.name}</dd>
        <dt>Type</dt>
        <dd>{picked.kind.toUpperCase()}</dd>
        <dt>Size</dt>
        <dd>{formatBytes(picked.file.size)}</dd>
        {dims && (
          <>
            <dt>Dimensions</dt>
            <dd>
              {dims.width} × {dims.height} px
            </dd>
          </>
        )}
      </Facts>
      <Toolbar>
        <Button icon={<Trash2 size={16} aria-hidden="true" />} onClick={onRemove}>
          Remove
        </Button>
      </Toolbar>
      {unreadable && <Alert tone="warning">{MESSAGES.cannotDecode}</Alert>}
    </Stack>
  );
}
