import { decodeToBytes } from '@/lib/base64';
import { safeFileName } from '@/lib/bytes';
import { countOf, groupDigits } from '@/lib/count';
import { Alert, DownloadButton, Facts, Muted, Stack, Toolbar } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { FORMAT_NAMES, type Details, type MemberFacts, type Mode } from './logic';
import type { Options } from './options';
import { hexBytes } from './wrapping';

type Props = TransformSlotProps<Options, Mode, Details>;

/** The members whose headers are listed: a file of many members lists its first few. */
const MEMBERS_SHOWN = 4;

const WRAPPING_NAMES = { base64: 'Base64', hex: 'hex' } as const;
const EXTENSIONS = { gzip: 'gz', zlib: 'zz', deflate: 'deflate' } as const;

const GZIP_LEVELS = {
  maximum: 'maximum (level 9)',
  fastest: 'fastest (level 1)',
} as const;
const ZLIB_LEVELS = {
  fastest: 'fastest (level 0 or 1)',
  fast: 'fast (levels 2 to 5)',
  default: 'default (level 6)',
  maximum: 'maximum (levels 7 to 9)',
} as const;

/** What was read or written, in one line: 'gzip · Base64 · 2 members · CRC-32 ok'. */
export function summaryLine(details: Details): string {
  const format = `${FORMAT_NAMES[details.format]}${details.mode === 'decompress' && !details.detected ? ' (chosen)' : ''}`;
  const parts = [format, WRAPPING_NAMES[details.wrapping]];
  if (details.mode === 'compress') parts.splice(1, 0, `level ${details.level}`);
  if (details.format === 'gzip' && details.mode === 'decompress') parts.push(countOf(details.members.length, 'member'));
  if (details.mode === 'decompress')
    parts.push(details.checksum ? `${details.checksum} ok` : 'no checksum in raw deflate');
  return parts.join(' · ');
}

/** The sizes and their ratio: '614,567 bytes → 5,242,880 bytes · ratio 8.53:1'. */
export function sizeLine(details: Details): string {
  const { compressedBytes, uncompressedBytes } = details;
  const ratio = compressedBytes ? (uncompressedBytes / compressedBytes).toFixed(2) : '0';
  const [from, to] =
    details.mode === 'compress' ? [uncompressedBytes, compressedBytes] : [compressedBytes, uncompressedBytes];
  return `${countOf(from, 'byte')} → ${countOf(to, 'byte')} · ratio ${ratio}:1`;
}

function modified(iso: string | null): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : 'not recorded';
}

function MemberTable({ member, index, count }: { member: MemberFacts; index: number; count: number }) {
  return (
    <Facts data-testid="gzip-member">
      {count > 1 && (
        <>
          <dt>Member</dt>
          <dd>{`${index + 1} of ${count}`}</dd>
        </>
      )}
      <dt>File name</dt>
      <dd>{member.name ?? 'none'}</dd>
      {member.comment !== null && (
        <>
          <dt>Comment</dt>
          <dd>{member.comment}</dd>
        </>
      )}
      <dt>Modified</dt>
      <dd>{modified(member.modified)}</dd>
      <dt>Written on</dt>
      <dd>{member.os}</dd>
      <dt>Compression</dt>
      <dd>{member.level ? GZIP_LEVELS[member.level] : 'not recorded (a level from 2 to 8)'}</dd>
      <dt>Size</dt>
      <dd>{`${countOf(member.compressedBytes, 'byte')} → ${countOf(member.bytes, 'byte')}`}</dd>
      <dt>CRC-32</dt>
      <dd>{member.crc}</dd>
    </Facts>
  );
}

/** The bytes the output writes as Base64 or hex, for Download. */
function outputBytes(output: string, shownAs: 'base64' | 'hex'): Uint8Array | null {
  return shownAs === 'hex' ? hexBytes(output) : decodeToBytes(output);
}

function downloadName(details: Details): string {
  if (details.mode === 'compress') return `compressed.${EXTENSIONS[details.format]}`;
  const name = details.members[0]?.name;
  return name ? safeFileName(name, 'decompressed.bin') : 'decompressed.bin';
}

/** Under the output: the summary line, the sizes, each gzip member's header, notes, and the bytes to download. */
export function Summary({ outcome, output }: Props) {
  if (!outcome?.ok) return null;
  const { details } = outcome;
  const shownAs = details.shownAs;
  return (
    <Stack $gap="md">
      <Stack $gap="sm">
        <Muted aria-live="polite" data-testid="gzip-summary">
          {summaryLine(details)}
        </Muted>
        <Muted data-testid="gzip-sizes">{sizeLine(details)}</Muted>
      </Stack>
      {details.zlib && (
        <Facts data-testid="zlib-header">
          <dt>Window</dt>
          <dd>{`${groupDigits(details.zlib.window)} bytes`}</dd>
          <dt>Compression</dt>
          <dd>{ZLIB_LEVELS[details.zlib.level]}</dd>
        </Facts>
      )}
      {details.members.slice(0, MEMBERS_SHOWN).map((member, index) => (
        <MemberTable key={index} member={member} index={index} count={details.members.length} />
      ))}
      {details.members.length > MEMBERS_SHOWN && (
        <Muted>{`and ${countOf(details.members.length - MEMBERS_SHOWN, 'more member')}`}</Muted>
      )}
      {details.notes.map((note) => (
        <Alert key={note} tone="info">
          {note}
        </Alert>
      ))}
      {shownAs !== 'text' && (
        <Toolbar>
          <DownloadButton
            label={details.mode === 'compress' ? `Download .${EXTENSIONS[details.format]}` : 'Download bytes'}
            size="sm"
            getData={() => outputBytes(output, shownAs)}
            fileName={downloadName(details)}
            mimeType="application/octet-stream"
          />
        </Toolbar>
      )}
    </Stack>
  );
}
