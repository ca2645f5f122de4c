import fc from 'fast-check';
import { format } from 'sql-formatter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_JOB, paramTypesFor, runSql, type SqlJob } from './logic';
import { autoOrder, optionsSpec, settle, type DialectId, type LetterCase, type Options } from './options';

const run = (sql: string, options: Partial<SqlJob> = {}) => runSql({ ...DEFAULT_JOB, ...options, sql });
const formatted = (sql: string, options: Partial<SqlJob> = {}) => {
  const result = run(sql, options);
  if (!result.ok) throw new Error(`${result.message} at ${result.line}:${result.column}`);
  return result.output;
};
const failed = (sql: string, options: Partial<SqlJob> = {}) => {
  const result = run(sql, options);
  if (result.ok) throw new Error(`formatted: ${result.output}`);
  return result;
};

describe('what formatting leaves as written', () => {
  it('keeps ||, ::, ->> and ~ (PostgreSQL)', () => {
    const out = formatted("select a || b, x::int, j->>'k', s ~ '^a' from t", { dialect: 'postgresql' });
    expect(out).toBe("select\n  a || b,\n  x::int,\n  j ->> 'k',\n  s ~ '^a'\nfrom\n  t");
  });

  it('keeps @name variables (T-SQL)', () => {
    expect(formatted('select @name, @@rowcount where x = @name', { dialect: 'transactsql' })).toBe(
      'select\n  @name,\n  @@rowcount\nwhere\n  x = @name',
    );
  });

  it('keeps a dollar-quoted body byte for byte, with its own spacing and semicolons', () => {
    const body = "$body$ select  1 ;\n  it's -- here\n$body$";
    const out = formatted(`create function f() returns int as ${body} language sql;`, { dialect: 'postgresql' });
    expect(out).toContain(body);
    expect(out).toBe(`create function f () returns int as ${body} language sql;`);
  });

  it('keeps [bracketed] identifiers (T-SQL, SQLite)', () => {
    expect(formatted('select [a b] from [dbo].[my table]', { dialect: 'transactsql' })).toBe(
      'select\n  [a b]\nfrom\n  [dbo].[my table]',
    );
    expect(formatted('select [a b] from [t]', { dialect: 'sqlite' })).toBe('select\n  [a b]\nfrom\n  [t]');
  });

  it('keeps `backtick` identifiers (MySQL, BigQuery)', () => {
    expect(formatted('select `a b` from `my table`', { dialect: 'mysql' })).toBe('select\n  `a b`\nfrom\n  `my table`');
    expect(formatted('select `a b` from `p.d.t`', { dialect: 'bigquery' })).toBe('select\n  `a b`\nfrom\n  `p.d.t`');
  });

  it('keeps strings that hold semicolons and comment markers', () => {
    expect(formatted("select 'a; -- b /* c */' from t; select 2")).toBe(
      "select\n  'a; -- b /* c */'\nfrom\n  t;\n\nselect\n  2",
    );
  });
});

describe('comments stay on their lines', () => {
  it('keeps a comment after a column, after a clause and on a line of its own', () => {
    expect(
      formatted('select a, -- first\n b /* inline */ , c -- third\nfrom t -- the table\n-- own line\nwhere x = 1'),
    ).toBe(
      'select\n  a, -- first\n  b /* inline */,\n  c -- third\nfrom\n  t -- the table\n  -- own line\nwhere\n  x = 1',
    );
  });

  it('keeps a comment after a semicolon at the end of that statement, where the library moves it to the next', () => {
    const sql = 'select 1; -- one\nselect 2; /* two */ -- and more\nselect 3;';
    expect(format(sql)).toContain('select\n  1;\n\n-- one');
    expect(formatted(sql)).toBe('select\n  1; -- one\n\nselect\n  2; /* two */ -- and more\n\nselect\n  3;');
  });

  it('leaves a comment before the next statement on its line with that statement', () => {
    expect(formatted('select 1; /* next */ select 2;')).toBe(format('select 1; /* next */ select 2;'));
  });
});

describe('options', () => {
  it('indents with a tab', () => {
    expect(formatted('select a from t', { indent: 'tab' })).toBe('select\n\ta\nfrom\n\tt');
  });

  it('puts no empty line between statements with 0', () => {
    expect(formatted('select 1; select 2;', { linesBetween: 0 })).toBe('select\n  1;\nselect\n  2;');
  });

  it('adds a placeholder style to the dialect own', () => {
    // PostgreSQL reads $1 itself; :name only when asked, and both then work
    expect(formatted('select $1, :name', { dialect: 'postgresql', params: 'colon' })).toBe('select\n  $1,\n  :name');
    expect(paramTypesFor('postgresql', 'colon')?.numbered).toEqual(['$']);
    expect(formatted('select * from t where a = @a', { dialect: 'postgresql', params: 'at' })).toBe(
      'select\n  *\nfrom\n  t\nwhere\n  a = @a',
    );
    expect(formatted('select * from t where a = $1', { dialect: 'sql', params: 'numbered' })).toBe(
      'select\n  *\nfrom\n  t\nwhere\n  a = $1',
    );
    expect(failed('select * from t where a = $1', { dialect: 'sql' }).message).toBe('Unexpected "$1"');
    expect(formatted('select * from t where a = ?', { dialect: 'postgresql', params: 'positional' })).toBe(
      'select\n  *\nfrom\n  t\nwhere\n  a = ?',
    );
    expect(paramTypesFor('sql', 'dialect')).toBeUndefined();
  });

  it('counts statements, not comments', () => {
    const result = run('select 1; select 2; -- done\n-- end');
    expect(result.ok && result.statements).toBe(2);
  });
});

describe('minify', () => {
  const minified = (sql: string, options: Partial<SqlJob> = {}) => formatted(sql, { ...options, action: 'minify' });

  it('drops comments but executable ones and optimizer hints', () => {
    expect(
      minified('select /*+ INDEX(t i) */ a -- c\n, /*! STRAIGHT_JOIN */ b /* gone */ from t', { dialect: 'mysql' }),
    ).toBe('select /*+ INDEX(t i) */ a,/*! STRAIGHT_JOIN */ b from t');
  });

  it('never joins two tokens the script kept apart', () => {
    // "a - -1" must not become "a--1", which starts a comment
    expect(minified('select a - -1, b from t')).toBe('select a - -1,b from t');
    expect(minified('select a/*x*/from t')).toBe('select a from t');
  });

  it('keeps operators written without space as written', () => {
    expect(minified("select x::int, j->>'k', a||b from t", { dialect: 'postgresql' })).toBe(
      "select x::int,j->>'k',a||b from t",
    );
  });

  it('writes a keyword phrase spread over lines as one line', () => {
    expect(minified('select a from t group\n  by a order   by a')).toBe('select a from t group by a order by a');
  });

  it('keeps a space before a bracket where the script had one (MySQL reads count (x) and count(x) differently)', () => {
    expect(minified('create table count (i int)', { dialect: 'mysql' })).toBe('create table count (i int)');
  });

  it('puts one statement on each line', () => {
    expect(minified('select 1;\n\n\nselect 2;')).toBe('select 1;\nselect 2;');
  });
});

describe('errors', () => {
  it('places a character the dialect has no token for', () => {
    const result = failed('select a\nfrom t\nwhere x = "unterminated', { dialect: 'postgresql' });
    expect(result).toMatchObject({ line: 3, column: 11, offset: 26, message: 'Unexpected ""unterminated"' });
  });

  it('places a bracket that is never closed at the bracket', () => {
    expect(failed('select a from t;\nselect (a from t')).toMatchObject({
      message: '"(" is never closed',
      line: 2,
      column: 8,
      offset: 24,
    });
  });

  it('places an unexpected token in a later statement', () => {
    expect(failed('select 1;\nselect a) from t')).toMatchObject({
      message: 'Unexpected ") from t"',
      line: 2,
      column: 9,
    });
  });

  it('says when a statement stops early', () => {
    expect(failed('select a from t where x between 1')).toMatchObject({
      message: 'The statement ends before it is complete',
      line: 1,
      column: 33,
    });
  });

  it('lists the dialects that read the whole script', () => {
    // $1 is PostgreSQL's placeholder, :: its cast
    const result = failed('select x::int from t where id = $1', { dialect: 'mysql' });
    expect(result.parses).toContain('postgresql');
    expect(result.parses).toContain('redshift');
    expect(result.parses).not.toContain('mysql');
    expect(result.parses).not.toContain('transactsql');
    expect(result.unchecked).toEqual([]);
  });

  it('lists none when no dialect reads it', () => {
    expect(failed('select (a from t').parses).toEqual([]);
  });

  describe('a search that runs out of time', () => {
    afterEach(() => vi.restoreAllMocks());
    it('names the dialects it did not try', () => {
      let now = 0;
      // each reading of the clock is a second later
      vi.spyOn(performance, 'now').mockImplementation(() => (now += 1000));
      const result = failed('select x::int from t where id = $1', { dialect: 'mysql' });
      expect(result.unchecked.length).toBeGreaterThan(0);
      expect(result.parses.length + result.unchecked.length).toBeLessThan(20);
    });
  });
});

/** Generated scripts: statements of clauses, identifiers, literals and comments, in any case and spacing. */
const word = fc.constantFrom('a', 'b', 'total', 'user_id', 'name', 'created_at');
const literal = fc.constantFrom("'x'", "'it''s'", "'a; b'", "'-- no'", '1', '2.5', 'NULL');
const space = fc.constantFrom(' ', '  ', '\n', '\n  ', '\t');
const keyword = (k: string) => fc.constantFrom(k.toUpperCase(), k.toLowerCase());

/**
 * Tokens that formatting must leave as written, each as an expression in the dialects where it is legal,
 * with the parts that must come out unchanged (the library may put spaces around an operator, as in j ->> 'k').
 */
interface Kept {
  text: string;
  kept: string[];
}
const POSTGRES_KEPT: Kept[] = [
  { text: 'a || b', kept: ['||'] },
  { text: 'x::int', kept: ['x::int'] },
  { text: "j->>'k'", kept: ['->>', "'k'"] },
  { text: "s ~ '^a'", kept: ['~', "'^a'"] },
  { text: "$$ it's; -- not a comment $$", kept: ["$$ it's; -- not a comment $$"] },
  { text: '$body$ select  1 ;\n  x $body$', kept: ['$body$ select  1 ;\n  x $body$'] },
];
const KEPT: Partial<Record<DialectId, Kept[]>> = {
  sql: [{ text: 'a || b', kept: ['||'] }],
  postgresql: POSTGRES_KEPT,
  mysql: [
    { text: '`a b`', kept: ['`a b`'] },
    { text: '`my table`.`x`', kept: ['`my table`.`x`'] },
    { text: '@name', kept: ['@name'] },
    { text: "j->>'$.k'", kept: ['->>', "'$.k'"] },
    { text: '~a', kept: ['~'] },
  ],
  sqlite: [
    { text: '[a b]', kept: ['[a b]'] },
    { text: '`a b`', kept: ['`a b`'] },
    { text: 'a || b', kept: ['||'] },
  ],
  transactsql: [
    { text: '[a b]', kept: ['[a b]'] },
    { text: '[dbo].[my table]', kept: ['[dbo].[my table]'] },
    { text: '@name', kept: ['@name'] },
  ],
  bigquery: [
    { text: '`p.d.t`', kept: ['`p.d.t`'] },
    { text: '@name', kept: ['@name'] },
    { text: 'a || b', kept: ['||'] },
  ],
};
const keptIn = (d: DialectId) => KEPT[d] ?? [];

const expression = (d: DialectId | null) =>
  fc.oneof(
    word,
    literal,
    fc.tuple(word, fc.constantFrom('+', '-', '*', '=', '<>', '>='), fc.oneof(word, literal)).map((p) => p.join(' ')),
    fc.tuple(fc.constantFrom('count', 'max', 'coalesce', 'lower'), word).map(([f, w]) => `${f}(${w})`),
    ...(d && keptIn(d).length ? [fc.constantFrom(...keptIn(d).map((k) => k.text))] : []),
  );
const statement = (comments: boolean, d: DialectId | null = null) =>
  fc
    .record({
      select: keyword('select'),
      columns: fc.array(expression(d), { minLength: 1, maxLength: 4 }),
      from: keyword('from'),
      table: word,
      where: fc.option(fc.tuple(keyword('where'), expression(d), keyword('and'), expression(d))),
      order: fc.option(fc.tuple(keyword('order by'), word)),
      comment: comments ? fc.option(fc.constantFrom('-- note\n', '/* c */ ')) : fc.constant(null),
      s: space,
    })
    .map(({ select, columns, from, table, where, order, comment, s }) =>
      [
        select,
        columns.join(`,${s}`),
        comment ?? '',
        from,
        table,
        where ? where.join(' ') : '',
        order ? order.join(' ') : '',
      ]
        .filter(Boolean)
        .join(s),
    );
const script = (comments: boolean, d: DialectId | null = null) =>
  fc
    .tuple(fc.array(statement(comments, d), { minLength: 1, maxLength: 4 }), space)
    .map(([s, gap]) => s.join(`;${gap}`) + ';');
const dialect = fc.constantFrom<DialectId>('sql', 'postgresql', 'mysql', 'sqlite', 'transactsql', 'bigquery');
/** A dialect and a script that uses the tokens legal in it. */
const dialectScript = dialect.chain((d) => fc.tuple(script(true, d), fc.constant(d)));

describe('Automatic', () => {
  const auto = (sql: string, options: Partial<SqlJob> = {}) => run(sql, { dialect: 'auto', ...options });
  const read = (sql: string, options: Partial<SqlJob> = {}) => {
    const result = auto(sql, options);
    if (!result.ok) throw new Error(`${result.message} at ${result.line}:${result.column}`);
    return result;
  };

  it('reads everyday PostgreSQL that Standard SQL cannot, and says Standard SQL was tried first', () => {
    // each output is sql-formatter's own for the PostgreSQL dialect
    for (const sql of [
      "SELECT id::text, now() - interval '1 day' FROM t WHERE x ILIKE '%a%' RETURNING *",
      'select * from t where id = $1 and name = $2',
      "select data->>'name', data #>> '{a,b}' from t",
      'create function f() returns int as $$ select 1; $$ language sql',
    ]) {
      const result = read(sql);
      expect([result.dialect, result.skipped], sql).toEqual(['postgresql', ['sql']]);
      expect(result.output, sql).toBe(format(sql, { language: 'postgresql' }));
    }
  });

  it('keeps Standard SQL for a script it reads, and reads T-SQL and MySQL further down the order', () => {
    expect(read('select a, b from t where c = 1')).toMatchObject({ dialect: 'sql', skipped: [] });
    // backslash escapes in a string are MySQL's; brackets and TOP are T-SQL's
    const mysql = read("select 'it\\'s' from t where a <=> b");
    expect(mysql.dialect).toBe('mysql');
    expect(mysql.skipped).toEqual(['sql', 'postgresql']);
  });

  it('tries the dialect the visitor picked last first', () => {
    expect(read('select a from t', { lastDialect: 'mysql' })).toMatchObject({ dialect: 'mysql', skipped: [] });
    expect(read("select data->>'k' from t", { lastDialect: 'sqlite' })).toMatchObject({
      dialect: 'sqlite',
      skipped: [],
    });
  });

  it('never takes a dialect that would pull an operator apart (->> is not - > > in Standard SQL)', () => {
    expect(failed("select data->>'name' from t", { dialect: 'sql' })).toMatchObject({
      message: '"->>" is no operator in this dialect',
      line: 1,
      column: 12,
    });
    // a sign after an operator is no operator of its own
    expect(formatted('select a from t where b=-1 and c = 2*-3')).toBe(
      format('select a from t where b=-1 and c = 2*-3'),
    );
  });

  it('when no dialect reads it, places the error where the dialect that read furthest stopped', () => {
    const result = auto('select (a\nfrom t');
    if (result.ok) throw new Error('formatted');
    expect(result).toMatchObject({ automatic: true, dialect: 'sql', line: 1, column: 8, parses: [], unchecked: [] });
  });

  it('tries them in a sensible order: the last picked, Standard SQL, PostgreSQL, MySQL, SQLite, SQL Server, then the rest', () => {
    expect(autoOrder('sql').slice(0, 5)).toEqual(['sql', 'postgresql', 'mysql', 'sqlite', 'transactsql']);
    expect(autoOrder('bigquery').slice(0, 3)).toEqual(['bigquery', 'sql', 'postgresql']);
    expect(new Set(autoOrder('n1ql')).size).toBe(20);
    expect(autoOrder('n1ql')).toHaveLength(20);
  });

  it('remembers the dialect the visitor leaves for Automatic, and an explicit choice is kept as it is', () => {
    const before: Options = { ...optionsSpec.defaults, dialect: 'mysql' };
    expect(settle.write({ ...before, dialect: 'auto' }, before).lastDialect).toBe('mysql');
    expect(settle.write({ ...before, dialect: 'sqlite' }, before)).toEqual({ ...before, dialect: 'sqlite' });
    expect(optionsSpec.defaults.dialect).toBe('auto');
  });
});

describe('properties', () => {
  it('formatting statement by statement gives what the library gives for the whole script', () => {
    fc.assert(
      fc.property(script(true), dialect, (sql, d) => {
        expect(formatted(sql, { dialect: d })).toBe(format(sql, { language: d }));
      }),
      { numRuns: 60 },
    );
  });

  it('formatting is idempotent, and keeps the dialect’s own tokens and line comments as written', () => {
    fc.assert(
      fc.property(dialectScript, fc.constantFrom<LetterCase>('preserve', 'upper', 'lower'), ([sql, d], c) => {
        const once = formatted(sql, { dialect: d, keywordCase: c });
        expect(formatted(once, { dialect: d, keywordCase: c })).toBe(once);
        for (const { text, kept } of keptIn(d))
          if (sql.includes(text)) for (const part of kept) expect(once).toContain(part);
        if (sql.includes('-- note')) expect(once).toContain('-- note');
      }),
      { numRuns: 200 },
    );
  });

  it('minifying, then formatting, gives what formatting gives (scripts without comments, which minifying drops)', () => {
    fc.assert(
      fc.property(script(false), dialect, (sql, d) => {
        const min = formatted(sql, { dialect: d, action: 'minify' });
        expect(formatted(min, { dialect: d })).toBe(formatted(sql, { dialect: d }));
      }),
      { numRuns: 60 },
    );
  });

  it('minifying is idempotent and leaves no line break inside a statement', () => {
    fc.assert(
      fc.property(script(true), dialect, (sql, d) => {
        const min = formatted(sql, { dialect: d, action: 'minify' });
        expect(formatted(min, { dialect: d, action: 'minify' })).toBe(min);
        expect(min.split('\n').every((line) => line.endsWith(';'))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
