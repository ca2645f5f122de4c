import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No import cycle in src/ or plugins/, of any length and through any kind of import. ESLint's
 * import-x/no-cycle reports a cycle at the import that closes it (see eslint.config.js), but it
 * skips type-only imports; a cycle of types still ties its modules into one knot a reader has to
 * take in at once, so this test reads the whole module graph the way TypeScript resolves it:
 * static imports, `import type`, re-exports and `import()`.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Tests, stories, e2e specs and declarations: no runtime module imports one, so no cycle runs through one. */
const notRuntime = /\.(test|stories)\.tsx?$|\.e2e\.ts$|\.d\.ts$/;

function runtimeModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !notRuntime.test(name))
    .map((name) => join(dir, name));
}

/** Every specifier a module imports, re-exports or loads with import(), type-only ones included. */
function specifiers(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

/** Each module's imports that resolve to another module of the set. */
function importGraph(files: readonly string[], options: ts.CompilerOptions): Map<string, string[]> {
  const modules = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = ts.sys.readFile(file) ?? '';
    const targets = specifiers(file, text).flatMap((spec) => {
      const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule?.resolvedFileName;
      return resolved && modules.has(resolved) ? [resolved] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle through each knot of the graph (a strongly connected set of modules), each as a path back to its start. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const knots: Set<string>[] = [];
  const connect = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const knot = new Set<string>();
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      knot.add(w);
      if (w === v) break;
    }
    if (knot.size > 1 || graph.get(v)?.includes(v)) knots.push(knot);
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  // within a knot every module reaches every other: the shortest way from one back to itself
  return knots.map((knot) => {
    const [start] = knot;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (!knot.has(w) || previous.has(w)) continue;
        previous.set(w, v);
        queue.push(w);
      }
    }
    const path = [start];
    for (let v = previous.get(start)!; v !== start; v = previous.get(v)!) path.unshift(v);
    return [start, ...path];
  });
}

function tsconfigOptions(): ts.CompilerOptions {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

describe('import cycles', () => {
  it('there is none in src/ or plugins/', () => {
    const files = [...runtimeModules(join(root, 'src')), ...runtimeModules(join(root, 'plugins'))];
    const found = cycles(importGraph(files, tsconfigOptions()));
    expect(found.map((cycle) => cycle.map((file) => relative(root, file)).join(' → '))).toEqual([]);
  });

  it('finds a cycle through a type-only import, an import() and a re-export, and names its modules in order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    const modules = {
      'a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'b.ts': "export const load = () => import('./c');\nexport type B = string;\n",
      'c.ts': "export { type A } from './a';\n",
      'leaf.ts': "import type { A } from './a';\nexport type Leaf = A;\n",
    };
    try {
      for (const [name, text] of Object.entries(modules)) writeFileSync(join(dir, name), text);
      const files = Object.keys(modules).map((name) => join(dir, name));
      const graph = importGraph(files, { moduleResolution: ts.ModuleResolutionKind.Bundler });
      const found = cycles(graph).map((cycle) => cycle.map((file) => relative(dir, file)));
      expect(found).toHaveLength(1);
      // the cycle starts anywhere in the knot; it runs a → b → c → a
      const [cycle] = found;
      const at = cycle.indexOf('a.ts');
      expect([...cycle.slice(at, -1), ...cycle.slice(0, at), 'a.ts']).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
      // a module that only imports the knot is not in it
      expect(cycle).not.toContain('leaf.ts');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds a module that imports itself', () => {
    expect(cycles(new Map([['self.ts', ['self.ts']]]))).toEqual([['self.ts', 'self.ts']]);
  });
});
