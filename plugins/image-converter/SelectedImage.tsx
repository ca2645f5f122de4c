import { Trash2 } from 'lucide-react';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { Alert, Button, FileSummary, Stack } from '@/ui';
import type { Picked } from './decode';
import { Checker } from './ImageFrame';
import { MESSAGES } from './logic';

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

/** The picked image: its preview, its file's name, size, type and dimensions, and a Remove button. */
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
      <FileSummary
        // the type is what the bytes are, which a renamed file's own type may not say
        file={{ name: picked.file.name, size: picked.file.size, type: picked.kind.toUpperCase() }}
        data-testid="selected-file"
        extra={
          dims && (
            <>
              <dt>Dimensions</dt>
              <dd>
                {dims.width} × {dims.height} px
              </dd>
            </>
          )
        }
        actions={
          <Button icon={<Trash2 size={16} aria-hidden="true" />} onClick={onRemove}>
            Remove
          </Button>
        }
      />
      {unreadable && <Alert tone="warning">{MESSAGES.cannotDecode}</Alert>}
    </Stack>
  );
}
