import { Button } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import type { Converted, Format } from './logic';
import type { Options } from './options';
import { NO_NULL_TITLE } from './toml';

/** Under the error a null gives in TOML: the button that turns on Drop nulls, so the conversion goes through. */
export function DropNullsOffer({ outcome, view, setOption }: TransformSlotProps<Options, Format, Converted>) {
  if (view.mode !== 'toml' || view.options.dropNulls || outcome?.ok !== false) return null;
  if (outcome.error.title !== NO_NULL_TITLE) return null;
  return (
    <div>
      <Button size="sm" onClick={() => setOption('dropNulls', true)}>
        Drop nulls
      </Button>
    </div>
  );
}
