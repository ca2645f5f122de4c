import { useMemo } from 'react';
import { useToolInput } from '@/lib/toolScope';
import { Alert, Card, Facts, Input, Label, Select, Stack } from '@/ui';
import type { GeneratorSlotProps } from '@/ui/generator';
import { CHECK_LABELS, VALIDATION_CHECKS, inspectUuid, validateUuid, type ValidationCheck } from './logic';
import type { Options } from './options';

const CHECKS = VALIDATION_CHECKS.map((c) => ({ value: c, label: CHECK_LABELS[c] }));

/** The validator beside the list: a pasted UUID checked against the chosen versions, with what it holds. */
export function Validator({ view, setOption }: GeneratorSlotProps<Options, null>) {
  const check: ValidationCheck = VALIDATION_CHECKS.find((c) => c === view.options.check) ?? 'v4';
  const [candidate, setCandidate] = useToolInput('candidate');
  const validation = useMemo(() => validateUuid(candidate, check), [candidate, check]);
  const info = useMemo(() => inspectUuid(candidate), [candidate]);
  return (
    <Card title="Validator">
      <Stack $gap="md">
        <Select<ValidationCheck>
          label="Accept"
          value={check}
          options={CHECKS}
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
          Version 4 UUIDs come from the browser&apos;s cryptographic random source and reveal nothing. Version 7 starts
          with the creation time in milliseconds, so values sort by time; version 1 embeds a timestamp and a node id
          (random here, not the machine&apos;s address). &lsquo;Valid v4&rsquo; accepts version 4 only; &lsquo;Any RFC
          9562 version&rsquo; accepts versions 1 to 8 and the Nil and Max UUIDs.
        </p>
      </Stack>
    </Card>
  );
}
