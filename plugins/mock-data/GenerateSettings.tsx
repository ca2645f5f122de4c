import { Sparkles, X } from 'lucide-react';
import styled from 'styled-components';
import { Alert, Button, Card, Muted, Stack, TextField, Toolbar } from '@/ui';
import { LIMITS } from './constants';
import { MAX_SEED } from './seed';

const Settings = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 220px));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

export interface GenerateSettingsProps {
  countText: string;
  onCount: (text: string) => void;
  /** Leaving the count field puts the count in range. */
  onCountBlur: () => void;
  seedText: string;
  onSeed: (text: string) => void;
  seedInvalid: boolean;
  busy: boolean;
  onGenerate: () => void;
  onCancel: () => void;
  /** Generation uses the JSON Schema rather than the field list. */
  fromSchema: boolean;
  error: string | null;
  warning: string | undefined;
}

/** The Generate card: number of items, seed, Generate and Cancel, and the error or schema warning of the last run. */
export function GenerateSettings({
  countText,
  onCount,
  onCountBlur,
  seedText,
  onSeed,
  seedInvalid,
  busy,
  onGenerate,
  onCancel,
  fromSchema,
  error,
  warning,
}: GenerateSettingsProps) {
  return (
    <Card title="Generate">
      <Stack $gap="md">
        <Settings>
          <TextField
            id="mock-data-count"
            label="Number of items"
            type="number"
            inputMode="numeric"
            min={LIMITS.count.min}
            max={LIMITS.count.max}
            value={countText}
            onChange={(e) => onCount(e.target.value)}
            onBlur={onCountBlur}
            hint="1–100; 1 gives a single object"
          />
          <TextField
            id="mock-data-seed"
            label="Seed (optional)"
            inputMode="numeric"
            autoComplete="off"
            value={seedText}
            onChange={(e) => onSeed(e.target.value)}
            placeholder="random"
            hint="Same seed, same data"
            error={seedInvalid ? `A whole number from 0 to ${MAX_SEED}` : undefined}
          />
        </Settings>
        <Toolbar>
          <Button
            variant="primary"
            icon={<Sparkles size={16} aria-hidden="true" />}
            onClick={onGenerate}
            disabled={busy}
          >
            {busy ? 'Generating...' : 'Generate'}
          </Button>
          {busy && (
            <Button onClick={onCancel} icon={<X size={16} aria-hidden="true" />}>
              Cancel
            </Button>
          )}
          <Muted>{fromSchema ? 'From the JSON Schema' : 'From the field list'}</Muted>
        </Toolbar>
        {error && <Alert>{error}</Alert>}
        {warning && (
          <Alert tone="warning" title="Output does not fully match the schema">
            {warning}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
