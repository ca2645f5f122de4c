/** The changed ranges of a line diff as character offsets, refined inside each changed block, for the merge view. */
import { graphemeRanges } from './graphemes';
import type { LineOp } from './lineDiff';

/** Blocks up to this many characters (both sides) get character-level ranges. */
const REFINE_MAX_CHARS = 4000;
/** Time for one block's character diff. */
const REFINE_BLOCK_MS = 20;
/** Time for all blocks: past it, the remaining blocks are marked whole. */
const REFINE_TOTAL_MS = 400;

/**
 * Changed ranges of the two texts: fromA, toA, fromB, toB per change (UTF-16 offsets), in order.
 * Each run of removed and added lines is one block; a block with text on both sides is narrowed
 * to the characters that differ (over grapheme clusters), so a merge view marks them within the lines.
 */
export function changedRanges(
  original: string,
  modified: string,
  ops: readonly LineOp[],
  ignoreCase: boolean,
): Uint32Array {
  const out: number[] = [];
  const deadline = Date.now() + REFINE_TOTAL_MS;
  let posA = 0;
  let posB = 0;
  let k = 0;
  while (k < ops.length) {
    const op = ops[k];
    if (op.type === ' ') {
      posA += (op.oldText ?? op.text).length;
      posB += op.text.length;
      k++;
      continue;
    }
    const fromA = posA;
    const fromB = posB;
    for (; k < ops.length && ops[k].type !== ' '; k++) {
      if (ops[k].type === '-') posA += ops[k].text.length;
      else posB += ops[k].text.length;
    }
    const lenA = posA - fromA;
    const lenB = posB - fromB;
    const refined =
      lenA > 0 && lenB > 0 && lenA + lenB <= REFINE_MAX_CHARS && Date.now() < deadline
        ? graphemeRanges(original.slice(fromA, posA), modified.slice(fromB, posB), ignoreCase, REFINE_BLOCK_MS)
        : undefined;
    if (!refined?.length) {
      out.push(fromA, posA, fromB, posB);
      continue;
    }
    for (let r = 0; r < refined.length; r += 4)
      out.push(fromA + refined[r], fromA + refined[r + 1], fromB + refined[r + 2], fromB + refined[r + 3]);
  }
  return Uint32Array.from(out);
}
