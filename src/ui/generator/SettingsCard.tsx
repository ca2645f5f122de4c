import type { JobMap } from '@/lib/defineJobs';
import { Card } from '@/ui/Card';
import { Stack } from '@/ui/layout';
import { ControlRows, controlsOf } from './controls';
import type { GeneratorToolState } from './useGeneratorTool';

const NOTHING_SHOWN = { output: '', details: null, stale: false, busy: false };

/** The settings card: the options' controls, then the tool's own pieces. */
export function SettingsCard<O extends Record<string, unknown>, X, J extends JobMap, K extends keyof J & string>({
  tool,
}: {
  tool: GeneratorToolState<O, X, J, K>;
}) {
  const settings = tool.spec.settings;
  if (!settings) return null;
  const controls = controlsOf(tool.spec.options, settings.controls, tool.view);
  const Slot = settings.slot;
  return (
    <Card title={settings.title ?? 'Settings'}>
      <Stack $gap="md">
        {controls.length > 0 && (
          <ControlRows
            controls={controls}
            values={tool.view.options}
            onChange={tool.setOptionValue}
            idPrefix={`${tool.id}-settings`}
          />
        )}
        {Slot && <Slot {...tool.slotProps(NOTHING_SHOWN)} />}
      </Stack>
    </Card>
  );
}
