/**
 * The outputs checked by the programs that use them: every TypeScript output (and every Zod output's
 * inferred type) compiles under `tsc --strict` with each of its samples assigned to the root type,
 * every Zod output parses its samples with zod, and ajv accepts the samples against every JSON
 * Schema output. A sample that does not fit is refused by each of them, so the checks can fail.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import ts from 'typescript';
import { examples } from './examples';
import { generate, parseSamples, rootTypeName, samplesOf, type JsonValue, type TypesRequest } from './logic';
import { checkSchema } from './validate';

interface Case {
  input: string;
  arraySamples: boolean;
  rootName: string;
}

/** The examples' samples, and more shapes: each rule of the inference once. */
const CORPUS: Case[] = [
  ...examples.map((e) => ({
    input: e.input,
    arraySamples: e.options?.arraySamples ?? false,
    rootName: e.options?.rootName ?? 'Root',
  })),
  ...[
    '{"a": 1, "b": "x"}\n{"a": "one"}\n{"a": null, "b": "y", "c": true}',
    '{"home": {"city": "A", "zip": "1"}, "work": {"zip": "2", "city": "B"}, "other": {"city": "C"}}',
    '{"users": [{"id": 1, "tags": []}, {"id": 2, "admin": true, "tags": ["x", 1, null]}]}',
    '{"n": null, "e": [], "m": [1, "a", null], "nested": [[1], [], [[]]], "objs": [{"a": 1}, [2], "3"]}',
    '[{"a": 1}, 2, "x", null, [true]]',
    '[]\n[[]]',
    '"only a string"',
    '{"first-name": "a", "2x": 1, "": 0, "a b": {"c-d": [{"e.f": null}]}, "class": 1, "$x": true, "é": "x"}',
    '{"date": {"a": 1}, "x": {"date": {"b": 1}}, "array": [{"Array": 1}]}',
    '{"meta": {}, "deep": {"deeper": {"deepest": {"x": [1.5, 2]}}}}\n{"meta": {"k": "v"}}',
    '{"id": 12345678901234567890, "at": "2024-05-01T09:30:00.5Z", "v": -0}',
    // keys named after members every object inherits, required in one sample and left out of another
    '{"valueOf": 1, "hasOwnProperty": true, "isPrototypeOf": null, "propertyIsEnumerable": [1], "toLocaleString": {"x": 1}, "__defineGetter__": "g", "__lookupSetter__": {}}\n{}',
    '{"toString": "x", "constructor": {"name": "y"}}',
    '{"__proto__": {"a": 1}}',
    '{"__proto__": {"a": 1}, "b": 2}\n{"b": 3}',
  ].map((input) => ({ input, arraySamples: false, rootName: 'Root' })),
  { input: '[{"a": 1}, {"b": [2]}, {"a": null}]', arraySamples: true, rootName: 'row item' },
  { input: '[{"toString":"a","n":1},{"constructor":2}]', arraySamples: true, rootName: 'Root' },
];

const VARIANTS: Pick<TypesRequest, 'declaration' | 'readonly' | 'missing'>[] = (['interface', 'type'] as const).flatMap(
  (declaration) =>
    [false, true].flatMap((readonly) =>
      (['optional', 'nullish'] as const).map((missing) => ({ declaration, readonly, missing })),
    ),
);

function output(c: Case, target: TypesRequest['target'], variant: (typeof VARIANTS)[number]): string {
  const result = generate(
    { input: c.input, target, rootName: c.rootName, arraySamples: c.arraySamples, ...variant },
    checkSchema,
  );
  if (!result.ok) throw new Error(`${result.error.title}: ${result.error.message}`);
  return result.output;
}

function samples(c: Case): JsonValue[] {
  const parsed = parseSamples(c.input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return samplesOf(parsed.values, c.arraySamples);
}

/**
 * Arbitrary JSON samples whose keys are often named after what every object inherits (Object.prototype's
 * own names, `__proto__` among them), so that such keys are both present and left out across samples.
 */
const ARBITRARY: Case[] = (() => {
  const key = fc.oneof(fc.string({ maxLength: 2 }), fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype)));
  const leaf = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
  );
  const { value, object } = fc.letrec<{ value: JsonValue; object: { [key: string]: JsonValue } }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', maxDepth: 3 }, leaf, fc.array(tie('value'), { maxLength: 3 }), tie('object')),
    object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  }));
  return fc
    .sample(fc.array(fc.oneof(object, value), { minLength: 1, maxLength: 3 }), 25)
    .map((docs) => ({ input: docs.map((d) => JSON.stringify(d)).join('\n'), arraySamples: false, rootName: 'Root' }));
})();

/** A sample as an object literal holding what JSON.parse gives: a `__proto__` key computed, as a plain one sets the prototype. */
function literal(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const members = Object.entries(value).map(
    ([key, v]) => `${key === '__proto__' ? '["__proto__"]' : JSON.stringify(key)}: ${literal(v)}`,
  );
  return `{${members.join(', ')}}`;
}

/** A module that assigns each sample, as a literal, to the root type. */
function withSamples(code: string, rootName: string, list: readonly JsonValue[]): string {
  return `${code}\n${list.map((s, i) => `export const sample${i}: ${rootTypeName(rootName)} = ${literal(s)};`).join('\n')}\n`;
}

// the virtual files sit in the project, so `import { z } from 'zod'` finds the installed zod
const VIRTUAL_DIR = join(process.cwd(), 'plugins/json-types/.compile-check');

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
  skipLibCheck: true,
};

/** One program of the virtual files, each read from memory, the rest (zod's types) from the project. */
function programOf(files: ReadonlyMap<string, string>): { program: ts.Program; paths: Map<string, string> } {
  const host = ts.createCompilerHost(OPTIONS);
  const paths = new Map([...files].map(([name, text]) => [join(VIRTUAL_DIR, name), text]));
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, version, onError, create) => {
    const text = paths.get(name);
    return text !== undefined
      ? ts.createSourceFile(name, text, version)
      : getSourceFile(name, version, onError, create);
  };
  host.fileExists = (name) => paths.has(name) || fileExists(name);
  host.readFile = (name) => paths.get(name) ?? readFile(name);
  return { program: ts.createProgram([...paths.keys()], OPTIONS, host), paths };
}

/** tsc's messages per virtual file, for files compiled together in one program. */
function compile(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const { program } = programOf(files);
  const out = new Map<string, string[]>([...files.keys()].map((name) => [name, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = d.file ? d.file.fileName.slice(VIRTUAL_DIR.length + 1) : '(program)';
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    (out.get(name) ?? out.set(name, []).get(name))?.push(`${line}: ${message}`);
  }
  return out;
}

describe('tsc --strict', () => {
  it('compiles every TypeScript and Zod output of the corpus with its samples assigned to the root type', () => {
    const files = new Map<string, string>();
    CORPUS.forEach((c, i) => {
      VARIANTS.forEach((v, j) =>
        files.set(`ts-${i}-${j}.ts`, withSamples(output(c, 'typescript', v), c.rootName, samples(c))),
      );
      VARIANTS.slice(0, 2).forEach((v, j) =>
        files.set(`zod-${i}-${j}.ts`, withSamples(output(c, 'zod', v), c.rootName, samples(c))),
      );
    });
    const problems = [...compile(files)].filter(([, messages]) => messages.length > 0);
    expect(problems).toEqual([]);
  });

  it('refuses a sample that does not fit, so the check above can fail', () => {
    const code = output(CORPUS[0], 'typescript', VARIANTS[0]);
    const zod = output(CORPUS[0], 'zod', VARIANTS[0]);
    const bad = [{ id: 'one' }];
    const result = compile(
      new Map([
        ['bad-ts.ts', withSamples(code, 'Root', bad)],
        ['bad-zod.ts', withSamples(zod, 'Root', bad)],
      ]),
    );
    expect(result.get('bad-ts.ts')?.join('\n')).toMatch(/Type 'string' is not assignable to type 'number'/);
    expect(result.get('bad-zod.ts')?.join('\n')).toMatch(/is not assignable/);
  });

  it('compiles the types of arbitrary JSON samples with the samples assigned (property)', () => {
    const files = new Map<string, string>();
    ARBITRARY.forEach((c, i) => {
      files.set(
        `prop-${i}.ts`,
        withSamples(output(c, 'typescript', VARIANTS[i % VARIANTS.length]), 'Root', samples(c)),
      );
      files.set(`prop-zod-${i}.ts`, withSamples(output(c, 'zod', VARIANTS[i % 2]), 'Root', samples(c)));
    });
    expect([...compile(files)].filter(([, messages]) => messages.length > 0)).toEqual([]);
  });

  it('refuses a value of the wrong type under a key every object inherits, so the widened field still checks', () => {
    const c: Case = { input: '{"toString": "a", "n": 1}\n{"n": 2}', arraySamples: false, rootName: 'Root' };
    const bad = [{ toString: 5, n: 3 }];
    const result = compile(
      new Map([
        ['bad-inherited-ts.ts', withSamples(output(c, 'typescript', VARIANTS[0]), 'Root', bad)],
        ['bad-inherited-zod.ts', withSamples(output(c, 'zod', VARIANTS[0]), 'Root', bad)],
      ]),
    );
    expect(result.get('bad-inherited-ts.ts')?.join('\n')).toMatch(/Type 'number' is not assignable/);
    expect(result.get('bad-inherited-zod.ts')?.join('\n')).toMatch(/Type 'number' is not assignable/);
  });
});

/** Per file, each name it uses that the installed zod's declarations mark @deprecated, as `line: name`. */
function deprecatedUses(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const { program, paths } = programOf(files);
  const checker = program.getTypeChecker();
  const out = new Map<string, string[]>();
  for (const [path, name] of [...paths.keys()].map((path, i) => [path, [...files.keys()][i]] as const)) {
    const file = program.getSourceFile(path);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) {
        const call = ts.isCallExpression(node.parent) && node.parent.expression === node ? node.parent : null;
        const signature = call ? checker.getResolvedSignature(call) : undefined;
        const symbol = checker.getSymbolAtLocation(node.name);
        const tags = [...(signature?.getJsDocTags() ?? []), ...(symbol?.getJsDocTags(checker) ?? [])];
        if (tags.some((tag) => tag.name === 'deprecated'))
          found.push(`${(file?.getLineAndCharacterOfPosition(node.getStart()).line ?? 0) + 1}: ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    if (file) visit(file);
    if (found.length > 0) out.set(name, found);
  }
  return out;
}

describe('zod 4 (the installed zod, 4.6.7)', () => {
  it('writes no form zod 4 marks deprecated (z.iso.datetime, not z.string().datetime), and finds one that is', () => {
    const files = new Map<string, string>();
    CORPUS.forEach((c, i) =>
      VARIANTS.slice(0, 2).forEach((v, j) => files.set(`deprecated-${i}-${j}.ts`, output(c, 'zod', v))),
    );
    files.set(
      'deprecated-old.ts',
      "import { z } from 'zod';\nexport const A = z.string().datetime({ offset: true });\n",
    );
    expect([...deprecatedUses(files)]).toEqual([['deprecated-old.ts', ['2: z.string().datetime']]]);
    expect(output(CORPUS[0], 'zod', VARIANTS[0])).toContain('z.iso.datetime({ offset: true })');
  });
});

describe('zod', () => {
  const cacheDir = join(process.cwd(), 'node_modules/.cache/json-types-zod');

  async function load(code: string, name: string): Promise<Record<string, unknown>> {
    mkdirSync(cacheDir, { recursive: true });
    const file = join(cacheDir, `${name}-${process.pid}.mjs`);
    writeFileSync(
      file,
      ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } })
        .outputText,
    );
    const module: unknown = await import(/* @vite-ignore */ pathToFileURL(file).href);
    if (typeof module !== 'object' || module === null) throw new Error('no module');
    return Object.fromEntries(Object.entries(module));
  }

  function parser(module: Record<string, unknown>, rootName: string): (value: unknown) => boolean {
    const schema = module[`${rootTypeName(rootName)}Schema`];
    if (
      typeof schema !== 'object' ||
      schema === null ||
      !('safeParse' in schema) ||
      typeof schema.safeParse !== 'function'
    )
      throw new Error('no root schema');
    const { safeParse } = schema;
    return (value) => {
      const result: unknown = Reflect.apply(safeParse, schema, [value]);
      return typeof result === 'object' && result !== null && 'success' in result && result.success === true;
    };
  }

  it('parses every sample of the corpus with every Zod output', async () => {
    for (const [i, c] of CORPUS.entries()) {
      for (const [j, v] of VARIANTS.slice(0, 2).entries()) {
        const parse = parser(await load(output(c, 'zod', v), `case-${i}-${j}`), c.rootName);
        for (const sample of samples(c)) expect(parse(sample), `${c.input} (${v.missing})`).toBe(true);
      }
    }
  });

  it('parses arbitrary JSON samples with their Zod output (property)', async () => {
    for (const [i, c] of ARBITRARY.entries()) {
      const parse = parser(await load(output(c, 'zod', VARIANTS[i % 2]), `prop-${i}`), 'Root');
      for (const sample of samples(c)) expect(parse(sample), c.input).toBe(true);
    }
  });

  it('refuses a sample that does not fit, so the check above can fail', async () => {
    const parse = parser(await load(output(CORPUS[0], 'zod', VARIANTS[0]), 'refuse'), 'Root');
    expect(parse(samples(CORPUS[0])[0])).toBe(true);
    expect(parse({ ...Object(samples(CORPUS[0])[0]), createdAt: 'yesterday' })).toBe(false);
  });
});

describe('ajv', () => {
  it('accepts every sample of the corpus against every JSON Schema output, and refuses one that does not fit', () => {
    for (const c of CORPUS)
      for (const v of VARIANTS.slice(0, 2)) expect(checkSchema(output(c, 'schema', v), samples(c))).toBeNull();
    expect(checkSchema(output(CORPUS[0], 'schema', VARIANTS[0]), [{ id: 'one' }])).not.toBeNull();
  });
});
