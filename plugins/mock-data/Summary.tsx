import { useMemo } from 'react';
import { formatBytes, utf8Length } from '@/lib/bytes';
import { Button, Muted, Toolbar } from '@/ui';
import type { GeneratorSlotProps } from '@/ui/generator';
import type { Generated } from './generated';
import type { Options } from './options';

/** How many items the last run made, their size as shown, the seed it used, and Keep this seed where the settings name another. */
export function Summary({ output, details, view, setOption }: GeneratorSlotProps<Options, Generated>) {
  const bytes = useMemo(() => utf8Length(output), [output]);
  if (!details) return null;
  return (
    <Toolbar role="status" aria-label="Generation summary">
      <Muted>
        {details.items} {details.items === 1 ? 'item' : 'items'} · {formatBytes(bytes)} · seed {details.seed}
      </Muted>
      {view.options.seed !== details.seed && (
        <Button size="sm" variant="ghost" onClick={() => setOption('seed', details.seed)}>
          Keep this seed
        </Button>
      )}
    </Toolbar>
  );
}
