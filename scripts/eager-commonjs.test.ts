import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, parseAst, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { applyEdits, eagerCommonJs, eagerFactoryEdits } from './eager-commonjs';

/** A CommonJS module's body of about `bytes`, as a package ships it. */
function commonJsBody(bytes: number, extra = '') {
  // each function is about 35 bytes
  const functions = Array.from({ length: Math.ceil(bytes / 30) }, (_, i) => `function f${i}(a) { return a + ${i}; }`);
  const names = functions.map((_, i) => `f${i}`).join(', ');
  return `${functions.join('\n')}\n${extra}\nmodule.exports = { f0, size: ${functions.length}, all: [${names}] };\n`;
}

/** The browser build of an entry that imports `module.cjs`, minified, with or without the plugin. */
async function buildWith(source: string, plugin: boolean): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'eager-commonjs-'));
  // a module with text outside ASCII comes first: the parser's offsets must be the string's
  writeFileSync(join(root, 'first.cjs'), 'module.exports = "«Größe» — éé";\n');
  writeFileSync(join(root, 'module.cjs'), source);
  writeFileSync(
    join(root, 'main.js'),
    "import first from './first.cjs';\nimport m from './module.cjs';\nconsole.log(first, m.f0(1), m.size);\n",
  );
  const output = await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: plugin ? [eagerCommonJs()] : [],
    build: { write: false, minify: true, rolldownOptions: { input: join(root, 'main.js') } },
  });
  const bundles: Rollup.RollupOutput[] = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  return bundles
    .flatMap((bundle) => bundle.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe('large CommonJS factories compile with their script', () => {
  it('the installed bundler wraps a package in an arrow function, and the build writes it as a function expression', async () => {
    const source = commonJsBody(6_000);
    const plain = await buildWith(source, false);
    const eager = await buildWith(source, true);
    expect(plain).toMatch(/\(\(?\(?[\w$,]*\)?=>\{/);
    expect(eager).toMatch(/\(function\([\w$,]*\)\{/);
    expect(eager).not.toMatch(/\(\(?\(?[\w$,]*\)?=>\{function f0/);
    expect(eager).toContain('Größe');
  });

  it('leaves a small factory, and one that reads its own this or arguments, an arrow', () => {
    const code = [
      '"é";',
      `var a = __commonJSMin((exports, module) => { ${commonJsBody(6_000)} });`,
      `var b = __commonJSMin((exports) => { ${commonJsBody(100)} });`,
      `var c = __commonJSMin((exports) => { exports.self = this; ${commonJsBody(6_000)} });`,
      `var d = __commonJSMin((exports) => { exports.n = arguments.length; ${commonJsBody(6_000)} });`,
      // inside a function of its own, `this` is that function's
      `var e = __commonJSMin((exports) => { exports.g = function () { return this; }; ${commonJsBody(6_000)} });`,
      `var f = other((exports) => { ${commonJsBody(6_000)} });`,
    ].join('\n');
    const edited = applyEdits(code, eagerFactoryEdits(parseAst(code), code));
    const factories = [...edited.matchAll(/var (\w) = \w+\(([^{]*)\{/g)].map((m) => [m[1], m[2].trim()]);
    expect(Object.fromEntries(factories)).toEqual({
      a: 'function(exports, module)',
      b: '(exports) =>',
      c: '(exports) =>',
      d: '(exports) =>',
      e: 'function(exports)',
      f: '(exports) =>',
    });
    // the edited code is still one program that parses
    expect(() => parseAst(edited)).not.toThrow();
  });
});
