import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { foldLabel, frameworkFolds, isFrameworkFrame } from './framework';
import { classifyText, LANGUAGES, lineClassOf, type Language } from './logic';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const folds = (text: string, language: Language) =>
  frameworkFolds(text.split('\n'), classifyText(text, language).codes, language);
/** Each fold as "from-to:frames". */
const spans = (text: string, language: Language) =>
  folds(text, language).folds.map((f) => `${f.from}-${f.to}:${f.label.split(' ')[0]}`);

describe('runs of framework frames in real traces fold, the frames of the program stay', () => {
  it.each([
    // Integer.parseInt's three frames above the program's parse; the stream pipeline's seven between parse and main
    ['java-streams.txt', 'java', ['2-4:3', '6-12:7']],
    // json/__init__.py and decoder.py twice, each frame with its source line and carets
    ['py-stdlib.txt', 'python', ['7-15:3']],
    // JSON.parse (<anonymous>) alone stays; the six node:internal frames of the module loader fold
    ['node-json.txt', 'javascript', ['8-13:6']],
    // node:fs twice above readConfig; the loader's five; the property block after them stays
    ['node-fs.txt', 'javascript', ['6-7:2', '11-15:5']],
    // System.Net frames, and two more across "--- End of stack trace from previous location ---" before Program.Main
    ['dotnet-socket.txt', 'dotnet', ['3-5:3', '7-8:2']],
    ['dotnet-filenotfound.txt', 'dotnet', ['3-4:2']],
    // nothing but the program's own frames
    ['java-suppressed.txt', 'java', []],
    ['py-chain.txt', 'python', []],
    ['node-cause.txt', 'javascript', []],
  ] as const)('%s (%s)', (name, language, expected) => {
    expect(spans(fixture(name), language)).toEqual(expected);
  });

  it('Generic folds what each language tab folds', () => {
    for (const [name, language] of [
      ['java-streams.txt', 'java'],
      ['py-stdlib.txt', 'python'],
      ['node-fs.txt', 'javascript'],
      ['dotnet-socket.txt', 'dotnet'],
    ] as const)
      expect(spans(fixture(name), 'generic'), name).toEqual(spans(fixture(name), language));
  });

  it('counts the folded frames and labels each fold', () => {
    const result = folds(fixture('java-streams.txt'), 'java');
    expect(result.frames).toBe(10);
    expect(result.folds.map((f) => f.label)).toEqual(['3 framework frames', '7 framework frames']);
    expect(foldLabel(1200)).toBe('1,200 framework frames');
  });

  it('one framework frame alone is not folded', () => {
    const trace = 'Error: x\n    at main (/app/a.js:1:1)\n    at node:internal/main/run_main_module:28:49';
    expect(spans(trace, 'javascript')).toEqual([]);
  });
});

describe('what counts as a framework frame', () => {
  it.each([
    ['dotnet', '   at System.IO.File.ReadAllText(String path)', true],
    ['dotnet', '   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.Execute()', true],
    ['dotnet', '   at lambda_method(Closure , Object , Object[] )', true],
    ['dotnet', '   at Shop.Api.Program.Main(String[] args) in /src/Program.cs:line 14', false],
    // a namespace that only begins like a framework's
    ['dotnet', '   at SystemsInc.Billing.Run()', false],
    ['java', '\tat java.base/java.util.stream.AbstractPipeline.evaluate(AbstractPipeline.java:234)', true],
    ['java', '\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:883)', true],
    ['java', '\tat app//org.junit.runners.ParentRunner.run(ParentRunner.java:413)', true],
    ['java', '\tat com.example.App.main(App.java:11)', false],
    ['java', '\tat javaapp.Main.main(Main.java:3)', false],
    ['javascript', '    at Module._compile (node:internal/modules/cjs/loader:1521:14)', true],
    ['javascript', '    at node:internal/main/run_main_module:28:49', true],
    ['javascript', '    at Object.openSync (node:fs:573:18)', true],
    ['javascript', '    at Layer.handle (/srv/app/node_modules/express/lib/router/layer.js:95:5)', true],
    ['javascript', '    at JSON.parse (<anonymous>)', true],
    ['javascript', '    at readConfig (/tmp/traces/node_json.js:2:38)', false],
    ['javascript', '    at async main (/srv/internal/main.js:3:9)', false],
    ['python', '  File "/usr/lib/python3.11/json/decoder.py", line 337, in decode', true],
    [
      'python',
      '  File "/srv/venv/lib/python3.12/site-packages/django/core/handlers/base.py", line 197, in _get_response',
      true,
    ],
    ['python', '  File "C:\\Python311\\Lib\\site-packages\\requests\\api.py", line 59, in request', true],
    ['python', '  File "<frozen runpy>", line 198, in _run_module_as_main', true],
    ['python', '  File "/app/main.py", line 12, in <module>', false],
  ] as const)('%s: %s → %s', (language, line, expected) => {
    expect(isFrameworkFrame(line, language)).toBe(expected);
    expect(isFrameworkFrame(line, 'generic')).toBe(expected);
  });
});

describe('folds of any text', () => {
  const frameLine = fc.constantFrom(
    '   at System.Linq.Enumerable.ToList()',
    '   at Shop.Run() in /src/Shop.cs:line 3',
    '\tat java.base/java.lang.Integer.parseInt(Integer.java:668)',
    '\tat com.example.App.main(App.java:11)',
    '    at Module._load (node:internal/modules/cjs/loader:1091:12)',
    '    at main (/app/a.js:1:1)',
    '  File "/usr/lib/python3.11/json/decoder.py", line 337, in decode',
    '  File "/app/main.py", line 12, in <module>',
    '    return a / b',
    '--- End of stack trace from previous location ---',
    'Error: boom',
    '',
  );
  it('cover whole frames of framework code only, in order, without overlapping', () => {
    fc.assert(
      fc.property(fc.array(frameLine, { maxLength: 40 }), fc.constantFrom(...LANGUAGES), (lines, language) => {
        const text = lines.join('\n');
        const { codes } = classifyText(text, language);
        const result = frameworkFolds(text.split('\n'), codes, language);
        let last = 0;
        let frames = 0;
        for (const fold of result.folds) {
          expect(fold.from).toBeGreaterThan(last);
          expect(fold.to).toBeGreaterThan(fold.from);
          last = fold.to;
          const inside = lines.slice(fold.from - 1, fold.to);
          const frameLines = inside.filter((_, i) =>
            ['method', 'file'].includes(lineClassOf(codes[fold.from - 1 + i])),
          );
          expect(frameLines.every((l) => isFrameworkFrame(l, language))).toBe(true);
          // a fold starts and ends on a frame of its run
          expect(isFrameworkFrame(inside[0], language)).toBe(true);
          expect(fold.label).toBe(foldLabel(frameLines.length));
          frames += frameLines.length;
        }
        expect(result.frames).toBe(frames);
      }),
    );
  });
});
