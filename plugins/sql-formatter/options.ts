import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

/** The dialects the library reads, in the order the Dialect list shows them. */
const dialectChoices = [
  { const: 'sql', title: 'Standard SQL' },
  { const: 'postgresql', title: 'PostgreSQL' },
  { const: 'mysql', title: 'MySQL' },
  { const: 'mariadb', title: 'MariaDB' },
  { const: 'sqlite', title: 'SQLite' },
  { const: 'transactsql', title: 'SQL Server (T-SQL)' },
  { const: 'plsql', title: 'Oracle PL/SQL' },
  { const: 'bigquery', title: 'BigQuery' },
  { const: 'snowflake', title: 'Snowflake' },
  { const: 'redshift', title: 'Amazon Redshift' },
  { const: 'spark', title: 'Spark' },
  { const: 'db2', title: 'IBM Db2' },
  { const: 'db2i', title: 'IBM Db2 for i' },
  { const: 'trino', title: 'Trino / Presto' },
  { const: 'duckdb', title: 'DuckDB' },
  { const: 'clickhouse', title: 'ClickHouse' },
  { const: 'hive', title: 'Apache Hive' },
  { const: 'tidb', title: 'TiDB' },
  { const: 'singlestoredb', title: 'SingleStoreDB' },
  { const: 'n1ql', title: 'Couchbase N1QL' },
] as const;

const caseChoices = [
  { const: 'preserve', title: 'As written' },
  { const: 'upper', title: 'UPPER' },
  { const: 'lower', title: 'lower' },
] as const;

export const optionsSchema = {
  type: 'object',
  properties: {
    // Automatic: the first dialect that reads the whole script, in AUTO_ORDER
    dialect: {
      type: 'string',
      title: 'Dialect',
      oneOf: [{ const: 'auto', title: 'Automatic' }, ...dialectChoices],
    },
    // the dialect the visitor picked before going back to Automatic, which it then tries first
    lastDialect: { type: 'string', title: 'Dialect picked last', oneOf: dialectChoices },
    indent: {
      type: 'string',
      title: 'Indent',
      oneOf: [
        { const: '2', title: '2 spaces' },
        { const: '4', title: '4 spaces' },
        { const: 'tab', title: 'Tab' },
      ],
    },
    keywordCase: { type: 'string', title: 'Keywords', oneOf: caseChoices },
    functionCase: { type: 'string', title: 'Functions', oneOf: caseChoices },
    dataTypeCase: { type: 'string', title: 'Data types', oneOf: caseChoices },
    params: {
      type: 'string',
      title: 'Parameters',
      oneOf: [
        { const: 'dialect', title: "The dialect's own" },
        { const: 'positional', title: '? as well' },
        { const: 'numbered', title: '$1 as well' },
        { const: 'colon', title: ':name as well' },
        { const: 'at', title: '@name as well' },
      ],
    },
    linesBetween: {
      type: 'integer',
      title: 'Lines between statements',
      oneOf: [
        { const: 0, title: '0' },
        { const: 1, title: '1' },
        { const: 2, title: '2' },
        { const: 3, title: '3' },
      ],
    },
  },
  additionalProperties: false,
} as const;

const defaults = {
  dialect: 'auto',
  lastDialect: 'sql',
  indent: '2',
  keywordCase: 'preserve',
  functionCase: 'preserve',
  dataTypeCase: 'preserve',
  params: 'dialect',
  linesBetween: 1,
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;
export type DialectChoice = Options['dialect'];
export type DialectId = Options['lastDialect'];
export type ParamStyle = Options['params'];
export type LetterCase = Options['keywordCase'];

/** The remembered dialect is the tool's, never a control. */
const uiSchema = { lastDialect: { 'ui:widget': 'hidden' } };

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and that OptionsForm draws where the tool uses it, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });

/** Every dialect's id and name, in the order the Dialect list shows them. */
export const DIALECTS: readonly { id: DialectId; name: string }[] = dialectChoices.map((d) => ({
  id: d.const,
  name: d.title,
}));

/**
 * The order Automatic tries the dialects in: the one the visitor picked last, then Standard SQL, the
 * most widely used ones (PostgreSQL, MySQL, SQLite, SQL Server), and the rest as the list shows them.
 */
export function autoOrder(last: DialectId): DialectId[] {
  const common: DialectId[] = ['sql', 'postgresql', 'mysql', 'sqlite', 'transactsql'];
  return [...new Set([last, ...common, ...DIALECTS.map((d) => d.id)])];
}

/** Remembers the dialect the visitor leaves for Automatic, which Automatic then tries first. */
export const settle = {
  read: (stored: Options) => stored,
  write: (next: Options, before: Options): Options =>
    next.dialect === 'auto' && before.dialect !== 'auto' ? { ...next, lastDialect: before.dialect } : next,
};

/** A dialect's name as the list shows it. */
export function dialectName(id: DialectId): string {
  return DIALECTS.find((d) => d.id === id)?.name ?? id;
}
