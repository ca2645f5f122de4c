import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB, runSql } from './logic';

/**
 * SQLite scripts whose formatted and minified texts were run by python3's sqlite3 (SQLite 3.40.1),
 * each statement found with sqlite3.complete_statement and executed on a fresh in-memory database:
 * the script as written, its formatted text and its minified text gave the same rows (`rows`, as
 * python3 printed them with json.dumps). Node 20 has no SQLite, so the texts python3 checked are kept
 * here and the tool must still give exactly them.
 */
const CASES: readonly { name: string; sql: string; formatted: string; minified: string; rows: unknown }[] = [
  {
    name: 'quoting',
    sql: "create table [order items] (id integer primary key, `name` text, \"qty\" int, meta text);\ninsert into [order items] values (1, 'a; b -- not a comment', 2, '{\"city\":\"Oslo\",\"tags\":[1,2]}'), (2, 'it''s', 5, '{\"city\":\"Rome\"}');\n-- names and cities\nselect id, `name` || ' x' || \"qty\" as label, meta->>'$.city' as city, meta->'$.tags' as tags from [order items] order by id; /* done */",
    formatted:
      "create table [order items] (\n  id integer primary key,\n  `name` text,\n  \"qty\" int,\n  meta text\n);\n\ninsert into\n  [order items]\nvalues\n  (\n    1,\n    'a; b -- not a comment',\n    2,\n    '{\"city\":\"Oslo\",\"tags\":[1,2]}'\n  ),\n  (2, 'it''s', 5, '{\"city\":\"Rome\"}');\n\n-- names and cities\nselect\n  id,\n  `name` || ' x' || \"qty\" as label,\n  meta ->> '$.city' as city,\n  meta -> '$.tags' as tags\nfrom\n  [order items]\norder by\n  id; /* done */",
    minified:
      "create table [order items] (id integer primary key,`name` text,\"qty\" int,meta text);\ninsert into [order items] values (1,'a; b -- not a comment',2,'{\"city\":\"Oslo\",\"tags\":[1,2]}'),(2,'it''s',5,'{\"city\":\"Rome\"}');\nselect id,`name` || ' x' || \"qty\" as label,meta->>'$.city' as city,meta->'$.tags' as tags from [order items] order by id;",
    rows: [
      [
        [1, 'a; b -- not a comment x2', 'Oslo', '[1,2]'],
        [2, "it's x5", 'Rome', null],
      ],
    ],
  },
  {
    name: 'analytics',
    sql: "create table sales(region text, month int, amount real);\ninsert into sales values ('n',1,10.5),('n',2,20),('s',1,7),('s',2,null);\nwith totals as (select region, sum(amount) as total, count(*) filter (where amount is not null) as n from sales group by region)\nselect region, total, n, case when total > 20 then 'big' when total is null then 'none' else 'small' end as size,\n  rank() over (order by total desc) as r, coalesce(total, 0) / nullif(n, 0) as avg_amount\nfrom totals where region in ('n', 's') and total between 1 and 100 order by r;\nselect month, group_concat(region, '|') from sales group by month having count(*) > 1 order by month;",
    formatted:
      "create table sales (region text, month int, amount real);\n\ninsert into\n  sales\nvalues\n  ('n', 1, 10.5),\n  ('n', 2, 20),\n  ('s', 1, 7),\n  ('s', 2, null);\n\nwith\n  totals as (\n    select\n      region,\n      sum(amount) as total,\n      count(*) filter (\n        where\n          amount is not null\n      ) as n\n    from\n      sales\n    group by\n      region\n  )\nselect\n  region,\n  total,\n  n,\n  case\n    when total > 20 then 'big'\n    when total is null then 'none'\n    else 'small'\n  end as size,\n  rank() over (\n    order by\n      total desc\n  ) as r,\n  coalesce(total, 0) / nullif(n, 0) as avg_amount\nfrom\n  totals\nwhere\n  region in ('n', 's')\n  and total between 1 and 100\norder by\n  r;\n\nselect\n  month,\n  group_concat(region, '|')\nfrom\n  sales\ngroup by\n  month\nhaving\n  count(*) > 1\norder by\n  month;",
    minified:
      "create table sales(region text,month int,amount real);\ninsert into sales values ('n',1,10.5),('n',2,20),('s',1,7),('s',2,null);\nwith totals as (select region,sum(amount) as total,count(*) filter (where amount is not null) as n from sales group by region) select region,total,n,case when total > 20 then 'big' when total is null then 'none' else 'small' end as size,rank() over (order by total desc) as r,coalesce(total,0) / nullif(n,0) as avg_amount from totals where region in ('n','s') and total between 1 and 100 order by r;\nselect month,group_concat(region,'|') from sales group by month having count(*) > 1 order by month;",
    rows: [
      [
        ['n', 30.5, 2, 'big', 1, 15.25],
        ['s', 7.0, 1, 'small', 2, 7.0],
      ],
      [
        [1, 'n|s'],
        [2, 'n|s'],
      ],
    ],
  },
  {
    name: 'trigger',
    sql: "create table t(a int, b int); create table log(msg text);\ncreate trigger t_ins after insert on t begin insert into log values ('added ' || new.a); update t set b = new.a * 2 where a = new.a; end;\ninsert into t(a) values (1), (2);\nselect a, b, (select count(*) from log) as logged, typeof(b) from t order by a;\nselect msg from log order by rowid;",
    formatted:
      "create table t (a int, b int);\n\ncreate table log(msg text);\n\ncreate trigger t_ins after insert on t begin\ninsert into\n  log\nvalues\n  ('added ' || new.a);\n\nupdate t\nset\n  b = new.a * 2\nwhere\n  a = new.a;\n\nend;\n\ninsert into\n  t (a)\nvalues\n  (1),\n  (2);\n\nselect\n  a,\n  b,\n  (\n    select\n      count(*)\n    from\n      log\n  ) as logged,\n  typeof(b)\nfrom\n  t\norder by\n  a;\n\nselect\n  msg\nfrom\n  log\norder by\n  rowid;",
    minified:
      "create table t(a int,b int);\ncreate table log(msg text);\ncreate trigger t_ins after insert on t begin insert into log values ('added ' || new.a);\nupdate t set b = new.a * 2 where a = new.a;\nend;\ninsert into t(a) values (1),(2);\nselect a,b,(select count(*) from log) as logged,typeof(b) from t order by a;\nselect msg from log order by rowid;",
    rows: [
      [
        [1, 2, 2, 'integer'],
        [2, 4, 2, 'integer'],
      ],
      [['added 1'], ['added 2']],
    ],
  },
];

describe('SQLite scripts run by python3 give the same rows formatted and minified', () => {
  for (const c of CASES) {
    it(`${c.name}: formats and minifies to the texts python3 ran`, () => {
      expect(runSql({ ...DEFAULT_JOB, dialect: 'sqlite', sql: c.sql })).toMatchObject({
        ok: true,
        output: c.formatted,
      });
      expect(runSql({ ...DEFAULT_JOB, dialect: 'sqlite', action: 'minify', sql: c.sql })).toMatchObject({
        ok: true,
        output: c.minified,
      });
    });
  }
});
