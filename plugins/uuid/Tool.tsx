import { useMemo, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import type { ToolProps } from '../../src/registry/types';
import { Alert, Button, Card, CopyButton, DownloadButton, Input, Label, OptionsForm, Stack, TextArea, Toolbar, TwoColumns } from '../../src/ui';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { useHydrated } from '../../src/lib/useHydrated';
import { DOWNLOAD_NAME, formatUuid, generateUuids, parseQuantity, uuidV4, validateUuid } from './logic';

type Options = { count: number; hyphens: boolean };

const Single = styled.output`
  display: block;
  padding: 14px 16px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: clamp(0.85rem, 2.6vw, 1.15rem);
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
`;

export default function UuidTool({ manifest }: ToolProps) {
  const spec = manifest.options as NonNullable<typeof manifest.options> & { defaults: Options };
  const [options, setOptions] = useToolOptions<Options>(spec);
  const hyphens = options.hyphens;
  // values are kept hyphenated; the format switch converts them in place for display
  const [single, setSingle] = useState(() => uuidV4());
  const [bulk, setBulk] = useState<string[]>([]);
  const [candidate, setCandidate] = useState('');
  const validation = useMemo(() => validateUuid(candidate), [candidate]);
  // a fresh UUID per visit: the prerendered page shows none until the browser has made its own
  const shownSingle = useHydrated() ? formatUuid(single, hyphens) : '';
  const shownBulk = bulk.map((u) => formatUuid(u, hyphens)).join('\n');

  return (
    <Stack>
      <Card title="Your UUID">
        <Stack $gap="md">
          <Single aria-label="Generated UUID" data-testid="single-uuid">
            {shownSingle}
          </Single>
          <Toolbar>
            <Button variant="primary" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => setSingle(uuidV4())}>
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
                const next = { count: parseQuantity(value.count), hyphens: value.hyphens !== false };
                if (next.count !== options.count || next.hyphens !== options.hyphens) setOptions(next);
              }}
            />
            <Toolbar>
              <Button variant="primary" onClick={() => setBulk(generateUuids(parseQuantity(options.count)))}>
                Generate {parseQuantity(options.count)} UUIDs
              </Button>
              <CopyButton value={shownBulk} label="Copy all" />
              <DownloadButton getData={() => shownBulk} fileName={DOWNLOAD_NAME} />
            </Toolbar>
            <TextArea label="Generated UUIDs" value={shownBulk} readOnly minHeight={200} placeholder="Generated UUIDs appear here, one per line." />
          </Stack>
        </Card>
        <Card title="Validator">
          <Stack $gap="md">
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
                This is a valid version 4 UUID.
              </Alert>
            )}
            {validation.state === 'invalid' && (
              <Alert tone="error" title="Invalid UUID">
                {validation.reason}
              </Alert>
            )}
            <p style={{ margin: 0, fontSize: 14 }}>
              Version 1 UUIDs embed a timestamp and the machine&apos;s address; version 4 UUIDs — generated here from the browser&apos;s cryptographic random source —
              reveal nothing. The validator accepts version 4 only.
            </p>
          </Stack>
        </Card>
      </TwoColumns>
    </Stack>
  );
}
