import { RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useToolOptions } from '@/lib/useToolOptions';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  DownloadButton,
  Facts,
  Input,
  Label,
  OptionsForm,
  Select,
  Stack,
  TextArea,
  Toolbar,
  TwoColumns,
} from '@/ui';
import {
  CHECK_LABELS,
  DOWNLOAD_NAME,
  UUID_VERSIONS,
  VALIDATION_CHECKS,
  VERSION_LABELS,
  formatUuid,
  generateUuids,
  inspectUuid,
  newUuid,
  parseQuantity,
  validateUuid,
  type UuidVersion,
  type ValidationCheck,
} from './logic';
import { optionsSpec } from './options';

const Single = styled.output`
  display: block;
  padding: 14px 16px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: clamp(0.85rem, 2.6vw, 1.15rem);
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
  min-height: 1.5em;
`;

/** Holds the first UUID's place until it is made, so the page does not move when it appears (it wraps on a phone). */
const SinglePlaceholder = styled.span`
  visibility: hidden;
`;
const SAME_SHAPE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';

/** The options form is on the first screen: it loads before a prerendered page hydrates. */
export const firstScreen = () => OptionsForm.preload();

export default function UuidTool() {
  const spec = optionsSpec;
  const [options, setOptions, setOption] = useToolOptions(spec);
  const hyphens = options.hyphens;
  const version: UuidVersion = UUID_VERSIONS.includes(options.version) ? options.version : 'v4';
  // the list has its own version: changing the single UUID's does not change what the list makes
  const bulkVersion: UuidVersion = UUID_VERSIONS.includes(options.bulkVersion) ? options.bulkVersion : 'v4';
  const check: ValidationCheck = VALIDATION_CHECKS.includes(options.check) ? options.check : 'v4';
  // values are kept hyphenated; the format switch converts them in place for display. The first
  // UUID is made after the first render so prerendered HTML hydrates unchanged.
  const [single, setSingle] = useState('');
  useEffect(() => setSingle(newUuid(version)), [version]);
  const [bulk, setBulk] = useState<string[]>([]);
  const [candidate, setCandidate] = useToolInput('candidate');
  const validation = useMemo(() => validateUuid(candidate, check), [candidate, check]);
  const info = useMemo(() => inspectUuid(candidate), [candidate]);
  const shownSingle = formatUuid(single, hyphens);
  const shownBulk = bulk.map((u) => formatUuid(u, hyphens)).join('\n');

  useMainAction(() => setSingle(newUuid(version)));

  return (
    <Stack>
      <Card title="Your UUID">
        <Stack $gap="md">
          <Select<UuidVersion>
            label="Version"
            value={version}
            options={UUID_VERSIONS.map((v) => ({ value: v, label: VERSION_LABELS[v] }))}
            onChange={(v) => setOption('version', v)}
          />
          <Single aria-label="Generated UUID" data-testid="single-uuid">
            {shownSingle || <SinglePlaceholder aria-hidden="true">{formatUuid(SAME_SHAPE, hyphens)}</SinglePlaceholder>}
          </Single>
          <Toolbar>
            <Button
              variant="primary"
              icon={<RefreshCw size={16} aria-hidden="true" />}
              onClick={() => setSingle(newUuid(version))}
            >
              Regenerate
            </Button>
            <CopyButton value={shownSingle} size="md" />
          </Toolbar>
        </Stack>
      </Card>
      <TwoColumns>
        <Card title="Bulk generator">
          <Stack $gap="md">
            <OptionsForm
              schema={spec.schema}
              uiSchema={spec.uiSchema}
              value={options}
              idPrefix="uuid-options"
              onChange={(value) => {
                const next = { ...options, count: parseQuantity(value.count), hyphens: value.hyphens !== false };
                if (next.count !== options.count || next.hyphens !== options.hyphens) setOptions(next);
              }}
            />
            <Select<UuidVersion>
              label="Bulk version"
              value={bulkVersion}
              options={UUID_VERSIONS.map((v) => ({ value: v, label: VERSION_LABELS[v] }))}
              onChange={(v) => setOption('bulkVersion', v)}
            />
            <Toolbar>
              <Button
                variant="primary"
                onClick={() => setBulk(generateUuids(parseQuantity(options.count), true, bulkVersion))}
              >
                Generate {parseQuantity(options.count)} UUIDs
              </Button>
              <CopyButton value={shownBulk} label="Copy all" />
              <DownloadButton getData={() => shownBulk} fileName={DOWNLOAD_NAME} />
            </Toolbar>
            <TextArea
              label="Generated UUIDs"
              value={shownBulk}
              readOnly
              minHeight={200}
              placeholder="Generated UUIDs appear here, one per line."
            />
          </Stack>
        </Card>
        <Card title="Validator">
          <Stack $gap="md">
            <Select<ValidationCheck>
              label="Accept"
              value={check}
              options={VALIDATION_CHECKS.map((c) => ({ value: c, label: CHECK_LABELS[c] }))}
              onChange={(c) => setOption('check', c)}
            />
            <div>
              <Label htmlFor="uuid-validate">UUID to validate</Label>
              <Input
                id="uuid-validate"
                value={candidate}
                onChange={(e) => setCandidate(e.target.value)}
                placeholder="e.g. 3f2b8c1e-9d4a-4f6b-8a2c-1e5d7f9b0c3a"
                spellCheck={false}
                autoComplete="off"
                $invalid={validation.state === 'invalid'}
              />
            </div>
            {validation.state === 'valid' && (
              <Alert tone="success" title="Valid UUID">
                {info?.special
                  ? `This is the ${info.special} of RFC 9562.`
                  : `This is a valid version ${info?.version ?? 4} UUID (RFC 9562).`}
              </Alert>
            )}
            {validation.state === 'invalid' && (
              <Alert tone="error" title="Invalid UUID">
                {validation.reason}
              </Alert>
            )}
            {info && (
              <Facts $mono aria-label="UUID details" data-testid="uuid-details">
                {info.special && (
                  <>
                    <dt>Name</dt>
                    <dd>{info.special}</dd>
                  </>
                )}
                <dt>Version</dt>
                <dd>{info.version}</dd>
                <dt>Variant</dt>
                <dd>{info.variant}</dd>
                {info.timestamp !== undefined && (
                  <>
                    <dt>Timestamp</dt>
                    <dd>
                      {Number.isFinite(info.timestamp) && Math.abs(info.timestamp) <= 8.64e15
                        ? new Date(info.timestamp).toISOString()
                        : String(info.timestamp)}
                    </dd>
                  </>
                )}
              </Facts>
            )}
            <p style={{ margin: 0, fontSize: 14 }}>
              Version 4 UUIDs come from the browser&apos;s cryptographic random source and reveal nothing. Version 7
              starts with the creation time in milliseconds, so values sort by time; version 1 embeds a timestamp and a
              node id (random here, not the machine&apos;s address). &lsquo;Valid v4&rsquo; accepts version 4 only;
              &lsquo;Any RFC 9562 version&rsquo; accepts versions 1 to 8 and the Nil and Max UUIDs.
            </p>
          </Stack>
        </Card>
      </TwoColumns>
    </Stack>
  );
}
