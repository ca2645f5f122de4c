import type { JobMap } from '@/lib/defineJobs';
import { Stack, TwoColumns } from '@/ui/layout';
import { BulkCard } from './BulkCard';
import { OneCard } from './OneCard';
import { RunCards } from './RunCards';
import { SettingsCard } from './SettingsCard';
import type { GeneratorSpec } from './types';
import { useGeneratorTool } from './useGeneratorTool';

const NOTHING_SHOWN = { output: '', details: null, stale: false, busy: false };

export interface GeneratorFrameProps<
  O extends Record<string, unknown>,
  X,
  J extends JobMap,
  K extends keyof J & string,
> {
  spec: GeneratorSpec<O, X, J, K>;
  /** names the ids of the tool's controls */
  id: string;
}

/**
 * The screen of a generator, drawn from its declaration: the settings, the one value with
 * Regenerate, the values a job makes on demand, the list made in bulk, and the tool's own pieces.
 * What it generates lives in the page's memory only: never in storage, never in a link.
 */
export function GeneratorFrame<O extends Record<string, unknown>, X, J extends JobMap, K extends keyof J & string>({
  spec,
  id,
}: GeneratorFrameProps<O, X, J, K>) {
  const tool = useGeneratorTool(spec, id);
  const After = spec.slots?.after;
  const bulk = spec.bulk && <BulkCard tool={tool} bulk={spec.bulk} />;
  const after = After && <After {...tool.slotProps(NOTHING_SHOWN)} />;
  return (
    <Stack>
      <SettingsCard tool={tool} />
      {spec.one && <OneCard tool={tool} one={spec.one} />}
      {spec.run && <RunCards tool={tool} run={spec.run} />}
      {spec.layout === 'columns' ? (
        <TwoColumns>
          {bulk}
          {after}
        </TwoColumns>
      ) : (
        <>
          {bulk}
          {after}
        </>
      )}
    </Stack>
  );
}
