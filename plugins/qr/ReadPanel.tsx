import { Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useMainAction } from '@/lib/toolScope';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { usePreparedToolJob } from '@/lib/useToolJob';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkerboard,
  CopyButton,
  FileDrop,
  FileSummary,
  Label,
  Muted,
  OpenInMenu,
  Spinner,
  Stack,
  Switch,
  Toolbar,
  TwoColumns,
} from '@/ui';
import { Camera } from './Camera';
import type { QrClient } from './client';
import { parsePayload, type ParsedField } from './payload';
import type { Read } from './qr';
import { decodeImageFile, IMAGE_ACCEPT, MAX_IMAGE_BYTES, READ_MESSAGES } from './reading';

const Picture = styled(Checkerboard)`
  min-height: 160px;
  padding: 8px;
  img {
    max-width: 100%;
    max-height: 280px;
    object-fit: contain;
  }
`;

const Content = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  max-height: 240px;
  overflow: auto;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Fields = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr) auto;
  gap: 6px 12px;
  align-items: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* a definition holds its value and its Copy; each lays out as a cell of the row */
  dd {
    display: contents;
  }
  .value {
    font-weight: 600;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr) auto;
    dt {
      grid-column: 1 / -1;
    }
  }
`;

/** The fields of a read code, each with Copy; secrets are masked unless `shown`. */
function FieldList({ fields, shown }: { fields: ParsedField[]; shown: boolean }) {
  return (
    <Fields aria-label="Fields">
      {fields.map((field, i) => (
        <FieldRow key={`${field.label}-${i}`} field={field} shown={shown} />
      ))}
    </Fields>
  );
}

function FieldRow({ field, shown }: { field: ParsedField; shown: boolean }) {
  return (
    <>
      <dt>{field.label}</dt>
      <dd>
        <span className="value">
          {field.secret && !shown ? '•'.repeat(Math.min(12, Math.max(6, field.value.length))) : field.value || '—'}
        </span>
        <CopyButton value={field.value} aria-label={`Copy ${field.label.toLowerCase()}`} label="Copy" size="sm" />
      </dd>
    </>
  );
}

/** What a read code says: its parsed fields, the whole content with Copy and Open in …, and how it was read. */
export function ReadResult({ read, level }: { read: Read; level: 2 | 3 }) {
  const parsed = useMemo(() => parsePayload(read.text), [read.text]);
  const empty = read.text === '' && read.bytes.length > 0;
  // a code holding a password or a key shows it, in its fields and its whole content, only when asked
  const [shown, setShown] = useState(false);
  const hasSecret = parsed.fields.some((f) => f.secret);
  return (
    <Card title={parsed.title} level={level} aria-label="Read QR code">
      <Stack $gap="md">
        <Toolbar>
          <Badge>Version {read.version}</Badge>
          {read.inverted && <Badge $tone="warning">Read inverted (light on dark)</Badge>}
        </Toolbar>
        {parsed.warning && <Alert tone="warning">{parsed.warning}</Alert>}
        {parsed.fields.length > 0 && <FieldList fields={parsed.fields} shown={shown} />}
        {hasSecret && <Switch label="Show secrets" checked={shown} onChange={setShown} />}
        {empty ? (
          <Alert tone="warning">
            The code holds {read.bytes.length} bytes that are not UTF-8 text, so they cannot be shown as text.
          </Alert>
        ) : (
          <Stack $gap="sm">
            <Toolbar $justify="between">
              <Label as="span" id="qr-read-content">
                Content
              </Label>
              <Toolbar>
                <CopyButton value={read.text} />
                <OpenInMenu text={read.text} kind={parsed.kind === 'url' ? 'url' : 'text'} />
              </Toolbar>
            </Toolbar>
            <Content aria-labelledby="qr-read-content" data-testid="read-content">
              {hasSecret && !shown ? 'Hidden: it holds a secret. Turn on Show secrets to see it.' : read.text}
            </Content>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The image a visitor chose, with Remove. */
function ChosenImage({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <Stack $gap="sm">
      <Picture>{url && <img src={url} alt={`Chosen image ${file.name}`} />}</Picture>
      <FileSummary
        file={{ name: file.name, size: file.size, type: file.type || 'Unknown' }}
        actions={
          <Button icon={<Trash2 size={16} aria-hidden="true" />} onClick={onRemove}>
            Remove
          </Button>
        }
      />
    </Stack>
  );
}

export function ReadPanel({ jobs, level }: { jobs: QrClient; level: 2 | 3 }) {
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fromCamera, setFromCamera] = useState<Read | null>(null);
  const reading = usePreparedToolJob(jobs, 'read', {
    input: picked,
    policy: 'image',
    prepare: (file: File) => decodeImageFile(file),
    transfer: (request) => ('bitmap' in request ? [request.bitmap] : []),
  });

  const take = (file: File) => {
    setProblem(null);
    setFromCamera(null);
    if (file.type !== '' && !file.type.startsWith('image/')) {
      setPicked(null);
      setProblem(READ_MESSAGES.notImage);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setPicked(null);
      setProblem(READ_MESSAGES.tooLarge);
      return;
    }
    setPicked(file);
  };

  // a pasted screenshot is read wherever the focus is, while this tab is open
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = Array.from(event.clipboardData?.files ?? []).find((f) => f.type.startsWith('image/'));
      if (!file) return;
      event.preventDefault();
      take(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  useMainAction(() => {
    if (picked) reading.run(picked);
  });

  const fileRead = picked && reading.source === picked ? reading : null;
  const failed = fileRead?.error ? READ_MESSAGES.unreadable : null;
  const found = fromCamera ?? (fileRead && !fileRead.busy ? fileRead.result : null);
  const notFound =
    !fromCamera && fileRead && !fileRead.busy && !fileRead.error && fileRead.status === 'done' && !fileRead.result;

  return (
    <TwoColumns>
      <Card title="Image" level={level}>
        <Stack $gap="md">
          {picked ? (
            <ChosenImage
              file={picked}
              onRemove={() => {
                setPicked(null);
                setProblem(null);
              }}
            />
          ) : (
            <FileDrop
              accept={IMAGE_ACCEPT}
              maxBytes={MAX_IMAGE_BYTES}
              label="Drop an image with a QR code here, or"
              browseLabel="Choose image"
              hint="PNG, JPEG, GIF, WebP, BMP or SVG. You can also paste a screenshot (Ctrl+V)."
              onFile={take}
              onReject={(reason) => setProblem(reason === 'size' ? READ_MESSAGES.tooLarge : READ_MESSAGES.notImage)}
            />
          )}
          {problem && <Alert>{problem}</Alert>}
          <Camera
            jobs={jobs}
            onRead={(read) => {
              setPicked(null);
              setProblem(null);
              setFromCamera(read);
            }}
          />
          <Muted>Images and camera frames are read in your browser; nothing is uploaded.</Muted>
        </Stack>
      </Card>
      <Stack>
        {picked && reading.busy && <Spinner label="Reading the image" />}
        {failed && <Alert>{failed}</Alert>}
        {notFound && (
          <Alert tone="warning" title={READ_MESSAGES.notFound}>
            {READ_MESSAGES.notFoundHint}
          </Alert>
        )}
        {found && <ReadResult read={found} level={level} />}
        {!picked && !found && !problem && (
          <Card level={level} title="Result">
            <Muted>The content of the code appears here.</Muted>
          </Card>
        )}
      </Stack>
    </TwoColumns>
  );
}
