import type { TransformExample } from '@/ui/transform';
import type { SqlAction } from './logic';
import type { Options } from './options';

/** A PostgreSQL report with what formatting must leave alone: comments, `::`, `->>`, `||`, `~` and a dollar-quoted body. */
const SAMPLE = `-- orders per customer this year
select c.id, c.first_name || ' ' || c.last_name as name, c.profile->>'city' as city, count(o.id)::int as orders -- paid only
from customers c join orders o on o.customer_id = c.id where o.status = 'paid' and c.email ~ '@example\\.com$' and o.created_at >= date_trunc('year', now())
group by c.id order by orders desc limit 10;
create function add_one(i integer) returns integer as $$ select i + 1; $$ language sql;`;

/**
 * The Example button loads the first. The others are sql-formatter's own test expectations
 * (github.com/sql-formatter-org/sql-formatter, tag v15.8.2, files named beside each), which the
 * screen must give through its statement-by-statement run and its options.
 */
export const examples: readonly TransformExample<Options, SqlAction>[] = [
  { mode: 'format', input: SAMPLE, options: { dialect: 'postgresql' } },
  // README.md, "Usage as library"
  { mode: 'format', input: 'SELECT * FROM tbl', options: { dialect: 'mysql' }, output: 'SELECT\n  *\nFROM\n  tbl' },
  // test/options/keywordCase.ts, "converts keywords to uppercase"
  {
    mode: 'format',
    input: 'select distinct * frOM foo left JOIN mycol WHERe cola > 1 and colb = 3',
    options: { dialect: 'sql', keywordCase: 'upper' },
    output: 'SELECT DISTINCT\n  *\nFROM\n  foo\n  LEFT JOIN mycol\nWHERE\n  cola > 1\n  AND colb = 3',
  },
  // test/options/linesBetweenQueries.ts, "supports more empty lines between queries"
  {
    mode: 'format',
    input: 'SELECT * FROM foo; SELECT * FROM bar;',
    options: { dialect: 'sql', linesBetween: 2 },
    output: 'SELECT\n  *\nFROM\n  foo;\n\n\nSELECT\n  *\nFROM\n  bar;',
  },
  // test/options/functionCase.ts, "converts function names to uppercase"
  {
    mode: 'format',
    input: 'SELECT MiN(price) AS min_price, Cast(item_code AS INT) FROM products',
    options: { dialect: 'sql', functionCase: 'upper' },
    output: 'SELECT\n  MIN(price) AS min_price,\n  CAST(item_code AS INT)\nFROM\n  products',
  },
  // test/options/dataTypeCase.ts, "converts data type keyword case to uppercase"
  {
    mode: 'format',
    input: 'CREATE TABLE users ( user_id iNt PRIMARY KEY, total_earnings Decimal(5, 2) NOT NULL )',
    options: { dialect: 'sql', dataTypeCase: 'upper' },
    output: 'CREATE TABLE users (\n  user_id INT PRIMARY KEY,\n  total_earnings DECIMAL(5, 2) NOT NULL\n)',
  },
  // test/options/tabWidth.ts, "supports indenting with 4 spaces"
  {
    mode: 'format',
    input: 'SELECT count(*),Column1 FROM Table1;',
    options: { dialect: 'sql', indent: '4' },
    output: 'SELECT\n    count(*),\n    Column1\nFROM\n    Table1;',
  },
  // docs/paramTypes.md: PostgreSQL with :name placeholders (the page's own input has a typo, :name twice, that its output does not)
  {
    mode: 'format',
    input: 'SELECT * FROM users WHERE name = :name AND age < :age',
    options: { dialect: 'postgresql', params: 'colon' },
    output: 'SELECT\n  *\nFROM\n  users\nWHERE\n  name = :name\n  AND age < :age',
  },
  // minifying keeps every token and one space where the script had space, none around commas and inside brackets
  {
    mode: 'minify',
    input: 'SELECT a,\n  b -- the second\nFROM  t\nWHERE x IN ( 1 , 2 );\n\nSELECT 2;',
    options: { dialect: 'sql' },
    output: 'SELECT a,b FROM t WHERE x IN (1,2);\nSELECT 2;',
  },
];
