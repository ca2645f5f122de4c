import { RefreshCw } from 'lucide-react';
import type { JobMap } from '@/lib/defineJobs';
import { OutputTools } from '@/ui/blueprint/OutputTools';
import { viewed } from '@/ui/blueprint/types';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Muted, Stack, Toolbar } from '@/ui/layout';
import { OutputArea } from '@/ui/OutputArea';
import { ControlRows, controlsOf } from './controls';
import { GeneratedValue } from './GeneratedValue';
import { RecipeState } from './RecipeState';
import type { GeneratorOne } from './types';
import { useSectionAction, type GeneratorToolState } from './useGeneratorTool';
import { detailsOf, useOne } from './useOne';

/** Prose (lorem ipsum) reads in the page's own type. */
const PROSE = { fontFamily: 'inherit', fontSize: 15, lineHeight: 1.6 };

/** The one value: its controls, the value or text, Regenerate, Copy and Download, and the tool's line beside them. */
export function OneCard<O extends Record<string, unknown>, X, J extends JobMap, K extends keyof J & string>({
  tool,
  one,
}: {
  tool: GeneratorToolState<O, X, J, K>;
  one: GeneratorOne<O, X>;
}) {
  const { view } = tool;
  const { recipe, shown, regenerate } = useOne(one, view);
  useSectionAction(tool.actions, regenerate);
  const controls = controlsOf(tool.spec.options, one.controls, view);
  const Footer = one.footer;
  const footer = Footer && (
    <Footer {...tool.slotProps({ output: shown, details: detailsOf(recipe), stale: false, busy: false })} />
  );
  const label = viewed(one.label, view);
  const download = one.download && {
    fileName: viewed(one.download.fileName, view),
    mimeType: viewed(one.download.mimeType, view),
    busyLabel: one.download.busyLabel,
    busyMs: one.download.busyMs,
  };
  const button = (size: 'sm' | 'md') => (
    <Button
      size={size}
      variant="primary"
      icon={<RefreshCw size={16} aria-hidden="true" />}
      onClick={regenerate}
      disabled={recipe.ok !== true}
    >
      {one.regenerate.label}
    </Button>
  );
  const below = one.regenerate.placement === 'below';
  return (
    <Card title={viewed(one.title, view)} actions={below ? undefined : button('sm')}>
      <Stack $gap={one.view === 'value' ? 'md' : 'sm'}>
        {controls.length > 0 && (
          <ControlRows
            controls={controls}
            values={view.options}
            onChange={tool.setOptionValue}
            idPrefix={`${tool.id}-one`}
          />
        )}
        <RecipeState recipe={recipe} />
        {recipe.ok === true && one.view === 'value' && (
          <>
            <GeneratedValue label={label} value={shown} testId={one.testId} shape={viewed(one.shape, view)} />
            <Toolbar $justify={footer ? 'between' : undefined}>
              {below && button('md')}
              {footer}
              <OutputTools text={shown} copy={{ size: 'md', ...one.copy }} download={download} />
            </Toolbar>
          </>
        )}
        {recipe.ok === true && one.view === 'text' && (
          <>
            <OutputArea
              label={label}
              hideLabel
              value={shown}
              showCount={false}
              minHeight={one.minHeight}
              style={one.prose ? PROSE : undefined}
              actions={<OutputTools text={shown} copy={one.copy} download={download} />}
            />
            {footer}
          </>
        )}
        {one.note && <Muted>{one.note}</Muted>}
      </Stack>
    </Card>
  );
}
