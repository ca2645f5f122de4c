import { ErrorNotice } from '@/ui/blueprint/ErrorNotice';
import { Muted } from '@/ui/layout';
import type { Recipe } from './types';

/** What a recipe that cannot be followed yet says: what it waits for, or why it cannot. */
export function RecipeState<X>({ recipe }: { recipe: Recipe<X> }) {
  if (recipe.ok === 'waiting') return <Muted>{recipe.note}</Muted>;
  if (recipe.ok === false) return <ErrorNotice error={recipe.error} />;
  return null;
}
