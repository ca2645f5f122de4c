/** The parsed document model: nodes in document order, token decoding, JSON Pointer tokens and conversion to JavaScript values. */

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/**
 * One node of a parsed document. Nodes are stored in document (pre-)order; a node's id is its
 * index in `JsonDocument.nodes`, the root is id 0.
 */
export interface JsonNode {
  type: JsonType;
  /** Parent id, -1 for the root. */
  parent: number;
  /** Object member name (decoded), array index, or null for the root. */
  key: string | number | null;
  /** The member name exactly as typed, quotes included (object members only, else null). */
  rawKey: string | null;
  /** The token exactly as typed (string, number, boolean and null nodes, else null). */
  raw: string | null;
  /** Child ids in document order (arrays and objects, else null). */
  children: number[] | null;
  /** Offset of the value's first character in the (BOM-stripped) text. */
  offset: number;
}

export interface JsonDocument {
  nodes: JsonNode[];
}

/** Decodes a validated string token (quotes included). */
export function decodeStringToken(raw: string): string {
  return raw.indexOf('\\') === -1 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}

/** Escapes one JSON Pointer reference token (RFC 6901). */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function leafValue(node: JsonNode): unknown {
  switch (node.type) {
    case 'string':
      return decodeStringToken(node.raw!);
    case 'number':
      return Number(node.raw);
    case 'boolean':
      return node.raw === 'true';
    default:
      return null;
  }
}

function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * Converts (a subtree of) a document to plain JavaScript values, iteratively. Like JSON.parse:
 * the last duplicate wins, `__proto__` becomes an own property, numbers become doubles.
 */
export function toValue(doc: JsonDocument, rootId = 0): unknown {
  const { nodes } = doc;
  const root = nodes[rootId];
  if (!root.children) return leafValue(root);
  const make = (n: JsonNode) => (n.type === 'array' ? [] : {});
  const rootValue = make(root);
  const stackNode: number[] = [rootId];
  const stackVal: unknown[] = [rootValue];
  while (stackNode.length) {
    const node = nodes[stackNode.pop()!];
    const target = stackVal.pop() as unknown[] | Record<string, unknown>;
    for (const cid of node.children!) {
      const child = nodes[cid];
      const v = child.children ? make(child) : leafValue(child);
      if (Array.isArray(target)) target.push(v);
      else setMember(target, child.key as string, v);
      if (child.children) {
        stackNode.push(cid);
        stackVal.push(v);
      }
    }
  }
  return rootValue;
}
