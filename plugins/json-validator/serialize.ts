/** Serialisation of a document or subtree (format, minify, sort keys), iterative, tokens re-emitted as typed. */
import { CharBuffer } from './charBuffer';
import { MAX_OUTPUT_CHARS } from './constants';
import type { JsonDocument, JsonNode } from './document';

export interface SerializeOptions {
  /** Spaces per level; 0 means minified. */
  indent: number;
  /** Sort object members by name (UTF-16 code unit order, stable for duplicates). */
  sortKeys?: boolean;
}

function orderedChildren(doc: JsonDocument, node: JsonNode, sortKeys: boolean): number[] {
  const kids = node.children!;
  if (!sortKeys || node.type !== 'object' || kids.length < 2) return kids;
  const nodes = doc.nodes;
  return kids.slice().sort((a, b) => {
    const ka = nodes[a].key as string;
    const kb = nodes[b].key as string;
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  });
}

/**
 * Serialises a document (or the subtree at `rootId`). Tokens are re-emitted as typed.
 * Throws OutputTooLargeError when the result would exceed MAX_OUTPUT_CHARS.
 */
export function serialize(
  doc: JsonDocument,
  options: SerializeOptions,
  rootId = 0,
  maxChars = MAX_OUTPUT_CHARS,
): string {
  const { nodes } = doc;
  const indent = options.indent;
  const sortKeys = !!options.sortKeys;
  const pretty = indent > 0;
  const out = new CharBuffer(maxChars);
  const emit = (s: string) => out.slice(s, 0, s.length);
  const keySep = pretty ? ': ' : ':';

  // stack frames: [nodeId, list of ordered children, next child index]
  const stackIds: number[] = [];
  const stackKids: number[][] = [];
  const stackIdx: number[] = [];

  const open = (id: number): void => {
    const node = nodes[id];
    if (node.children) {
      const kids = orderedChildren(doc, node, sortKeys);
      const isObj = node.type === 'object';
      if (kids.length === 0) {
        emit(isObj ? '{}' : '[]');
        return;
      }
      emit(isObj ? '{' : '[');
      stackIds.push(id);
      stackKids.push(kids);
      stackIdx.push(0);
    } else {
      emit(node.raw!);
    }
  };

  open(rootId);
  while (stackIds.length) {
    const top = stackIds.length - 1;
    const kids = stackKids[top];
    const i = stackIdx[top];
    const level = stackIds.length; // depth of children
    const node = nodes[stackIds[top]];
    if (i >= kids.length) {
      stackIds.pop();
      stackKids.pop();
      stackIdx.pop();
      if (pretty) out.newline((level - 1) * indent);
      emit(node.type === 'object' ? '}' : ']');
      continue;
    }
    stackIdx[top] = i + 1;
    if (i > 0) emit(',');
    if (pretty) out.newline(level * indent);
    const child = nodes[kids[i]];
    if (node.type === 'object') {
      emit(child.rawKey!);
      emit(keySep);
    }
    open(kids[i]);
  }
  return out.toString();
}
