import { useEffect, useMemo, useState } from 'react';
import type { GeneratorView, Recipe } from './types';

/**
 * The recipe for the view. One that waits for something to load is asked again once it has loaded;
 * if the load fails, the recipe's own failure stands in its place.
 */
export function useRecipe<O, X>(recipe: (view: GeneratorView<O>) => Recipe<X>, view: GeneratorView<O>): Recipe<X> {
  const asked = useMemo(() => recipe(view), [recipe, view]);
  // what the waiting recipe became once its load ended
  const [after, setAfter] = useState<{ waited: Recipe<X>; now: Recipe<X> } | null>(null);
  useEffect(() => {
    if (asked.ok !== 'waiting') return;
    let live = true;
    asked.until.then(
      () => live && setAfter({ waited: asked, now: recipe(view) }),
      () => live && setAfter({ waited: asked, now: { ok: false, key: asked.key, error: asked.failed } }),
    );
    return () => {
      live = false;
    };
  }, [asked, recipe, view]);
  return after?.waited === asked ? after.now : asked;
}
