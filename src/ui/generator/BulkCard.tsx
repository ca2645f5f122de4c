import { useState } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import { OutputTools } from '@/ui/blueprint/OutputTools';
import { viewed } from '@/ui/blueprint/types';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Stack, Toolbar } from '@/ui/layout';
import { StaleOutput } from '@/ui/StaleOutput';
import { TextArea } from '@/ui/TextArea';
import { ControlRows, controlsOf } from './controls';
import type { GeneratorBulk } from './types';
import { randomSeed, useSectionAction, type GeneratorToolState } from './useGeneratorTool';
import { detailsOf } from './useOne';
import { useRecipe } from './useRecipe';

/**
 * Many values on demand: the count and the list's own options, Generate, Copy all and Download, and
 * the list one value per line, kept in the page's memory only and marked out of date once the recipe
 * changes. Ctrl+Enter makes a new list while one is shown.
 */
export function BulkCard<O extends Record<string, unknown>, X, J extends JobMap, K extends keyof J & string>({
  tool,
  bulk,
}: {
  tool: GeneratorToolState<O, X, J, K>;
  bulk: GeneratorBulk<O, X>;
}) {
  const { view } = tool;
  const recipe = useRecipe(bulk.recipe, view);
  const [list, setList] = useState<{ key: string; values: string[] } | null>(null);
  const asked = view.options[bulk.count];
  const count = typeof asked === 'number' ? asked : 0;
  const generate = () => {
    if (recipe.ok !== true) return;
    setList({ key: recipe.key, values: Array.from({ length: count }, () => recipe.make(randomSeed())) });
  };
  useSectionAction(tool.actions, () => {
    if (list) generate();
  });
  const text = list ? list.values.map((value) => (bulk.show ? bulk.show(value, view) : value)).join('\n') : '';
  const stale = list !== null && list.key !== recipe.key;
  const controls = controlsOf(tool.spec.options, bulk.controls, view);
  const Footer = bulk.footer;
  return (
    <Card title={bulk.title}>
      <Stack $gap="md">
        {controls.length > 0 && (
          <ControlRows
            controls={controls}
            values={view.options}
            onChange={tool.setOptionValue}
            idPrefix={`${tool.id}-bulk`}
          />
        )}
        <Toolbar>
          <Button variant="primary" onClick={generate} disabled={recipe.ok !== true}>
            {bulk.button(count, view)}
          </Button>
          <OutputTools
            text={text}
            copy={{ label: 'Copy all' }}
            download={{
              fileName: viewed(bulk.download.fileName, view),
              mimeType: viewed(bulk.download.mimeType, view),
            }}
          />
        </Toolbar>
        {Footer && list && !stale && (
          <Footer {...tool.slotProps({ output: text, details: detailsOf(recipe), stale, busy: false })} />
        )}
        <StaleOutput stale={stale} action={`Generate ${count}`}>
          <TextArea
            label={viewed(bulk.label, view)}
            value={text}
            readOnly
            minHeight={200}
            spellCheck={false}
            placeholder={bulk.placeholder}
          />
        </StaleOutput>
      </Stack>
    </Card>
  );
}
