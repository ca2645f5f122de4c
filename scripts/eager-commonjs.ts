import type { Plugin } from 'vite';

/**
 * A CommonJS package (React's DOM renderer is the largest) reaches the bundle as one function the
 * bundler's helper calls on the module's first import: `__commonJSMin((exports, module) => { … })`.
 * V8 compiles an arrow function there lazily, on the main thread, when the page first runs it: for
 * React's DOM renderer that is a whole parse of about 180 KB inside the task that starts the app. A
 * function expression in parentheses is one V8 expects to be called at once, so it compiles it with
 * the script, off the main thread while the script streams in. The build writes each large factory
 * that way; one that reads its own `this` or `arguments` is left an arrow, where they mean something else.
 */
const COMMONJS_HELPERS = new Set(['__commonJSMin', '__commonJS']);
/** Below this size, compiling a factory lazily costs too little to matter. */
const LARGE_FACTORY = 4_000;

/** An ESTree node as the bundler's parser gives it: a type, its source range and its children. */
interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'string';
}

function children(node: AstNode): AstNode[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** Where a scope of its own begins: inside, `this` and `arguments` are not the enclosing arrow's. */
const OWN_THIS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ClassBody']);

function readsThisOrArguments(node: AstNode): boolean {
  if (node.type === 'ThisExpression' || (node.type === 'Identifier' && node.name === 'arguments')) return true;
  return !OWN_THIS.has(node.type) && children(node).some(readsThisOrArguments);
}

/** The edits that turn each large CommonJS factory in `program` (the parsed `code`) into a function expression. */
export function eagerFactoryEdits(program: unknown, code: string): { start: number; end: number; text: string }[] {
  const edits: { start: number; end: number; text: string }[] = [];
  if (!isNode(program)) return edits;
  const visit = (node: AstNode) => {
    const [factory] = Array.isArray(node.arguments) ? node.arguments : [];
    if (
      node.type === 'CallExpression' &&
      isNode(node.callee) &&
      node.callee.type === 'Identifier' &&
      typeof node.callee.name === 'string' &&
      COMMONJS_HELPERS.has(node.callee.name) &&
      isNode(factory) &&
      factory.type === 'ArrowFunctionExpression' &&
      factory.async !== true &&
      isNode(factory.body) &&
      factory.body.type === 'BlockStatement' &&
      factory.end - factory.start >= LARGE_FACTORY &&
      !readsThisOrArguments(factory.body) &&
      Array.isArray(factory.params)
    ) {
      const params = factory.params.filter(isNode).map((param) => code.slice(param.start, param.end));
      edits.push({ start: factory.start, end: factory.body.start, text: `function(${params.join(', ')}) ` });
    }
    for (const child of children(node)) visit(child);
  };
  visit(program);
  return edits;
}

/** `code` with the edits made, the last first so earlier offsets stay right. */
export function applyEdits(code: string, edits: { start: number; end: number; text: string }[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);
}

/** The browser build compiles large CommonJS factories with their script (see above). */
export function eagerCommonJs(): Plugin {
  return {
    name: 'eager-commonjs-factories',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code) {
      if (![...COMMONJS_HELPERS].some((helper) => code.includes(helper))) return null;
      const edits = eagerFactoryEdits(this.parse(code), code);
      return edits.length === 0 ? null : { code: applyEdits(code, edits), map: null };
    },
  };
}
