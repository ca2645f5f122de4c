/** What a run made: how many items, with which seed, and what the output fails of its schema. */
export interface Generated {
  items: number;
  seed: number;
  warning?: string;
}
