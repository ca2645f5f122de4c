import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'sql-formatter',
  name: 'SQL Formatter',
  description:
    'Format and minify SQL in 20 dialects (PostgreSQL, MySQL, SQLite, T-SQL, PL/SQL, BigQuery, Snowflake…) with keyword, function and data type case. When your dialect cannot read a script, it says where and which dialects can.',
  group: 'formatters',
  path: '/format/sql',
  aliases: ['/tools/sql-formatter'],
  order: 5,
  icon: 'database',
  useCases: ['data'],
  accepts: [{ kinds: ['sql'] }],
  produces: ['sql'],
  keywords: [
    'sql',
    'format',
    'beautify',
    'prettify',
    'minify',
    'query',
    'postgresql',
    'mysql',
    'sqlite',
    't-sql',
    'pl/sql',
    'bigquery',
    'snowflake',
  ],
  features: [
    '20 SQL dialects',
    'Keyword, function and data type case',
    'Tells which dialects read a script',
    'Comments kept on their lines',
  ],
  seo: {
    title: 'SQL Formatter and Minifier',
    description:
      'Format and minify SQL online for PostgreSQL, MySQL, SQLite, SQL Server, Oracle, BigQuery, Snowflake and more. Private: everything runs in your browser, even for large scripts.',
    keywords: ['sql formatter', 'sql beautifier', 'sql minifier', 'format sql online', 'sql pretty print'],
  },
  options: optionsSpec,
});
