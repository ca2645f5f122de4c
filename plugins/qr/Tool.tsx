import { useToolOptions } from '@/lib/useToolOptions';
import type { ToolProps } from '@/registry/types';
import { Stack, TabPanel, Tabs } from '@/ui';
import { qrClient } from './client';
import { GeneratePanel } from './GeneratePanel';
import { optionsSpec } from './options';
import { ReadPanel } from './ReadPanel';

const TABS = [
  { id: 'generate', label: 'Generate' },
  { id: 'read', label: 'Read' },
] as const;

export default function QrTool({ embedded }: ToolProps) {
  const level = embedded ? 3 : 2;
  const [options, , setOption] = useToolOptions(optionsSpec);
  const tab = options.tab;
  return (
    <Stack>
      <Tabs items={TABS} value={tab} onChange={(id) => setOption('tab', id)} label="QR code" idBase="qr" />
      <TabPanel idBase="qr" id={tab}>
        {tab === 'generate' ? (
          <GeneratePanel jobs={qrClient} options={options} setOption={setOption} level={level} />
        ) : (
          <ReadPanel jobs={qrClient} level={level} />
        )}
      </TabPanel>
    </Stack>
  );
}
