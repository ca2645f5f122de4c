import { useEffect, useMemo, useState } from 'react';
import type { GeneratorOne, GeneratorView, Recipe } from './types';
import { randomSeed } from './useGeneratorTool';
import { useRecipe } from './useRecipe';

/**
 * The one value of a generator, kept in the page's memory only. A seeded recipe's value follows from
 * its options and the seed (the first is the declaration's, so the prerendered page holds it); any
 * other value is drawn after the page is live and kept until the recipe changes or Regenerate.
 */
export function useOne<O, X>(one: GeneratorOne<O, X>, view: GeneratorView<O>) {
  const recipe = useRecipe(one.recipe, view);
  const seeded = one.firstSeed !== undefined;
  const [seed, setSeed] = useState(one.firstSeed ?? 0);
  const [drawn, setDrawn] = useState<{ key: string; value: string } | null>(null);
  const made = useMemo(() => (seeded && recipe.ok === true ? recipe.make(seed) : ''), [seeded, recipe, seed]);
  useEffect(() => {
    if (seeded || recipe.ok !== true) return;
    setDrawn((now) => (now?.key === recipe.key ? now : { key: recipe.key, value: recipe.make(randomSeed()) }));
  }, [seeded, recipe]);
  const value = seeded ? made : drawn && recipe.ok === true && drawn.key === recipe.key ? drawn.value : '';
  const regenerate = () => {
    if (recipe.ok !== true) return;
    if (seeded) setSeed(randomSeed());
    else setDrawn({ key: recipe.key, value: recipe.make(randomSeed()) });
  };
  return { recipe, value, shown: value && one.show ? one.show(value, view) : value, regenerate };
}

/** The details a slot shows beside the values: the recipe's, while it can be followed. */
export const detailsOf = <X>(recipe: Recipe<X>): X | null => (recipe.ok === true ? recipe.details : null);
