/**
 * The generated items as JSON (as made), CSV, SQL INSERT or YAML. Conversion runs on the page: the
 * output is at most 100 items. YAML's library is loaded only when YAML is chosen.
 */
import type { OUTPUT_FORMATS } from './options';

export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const FORMAT_INFO: Record<OutputFormat, { label: string; fileName: string; mimeType: string }> = {
  json: { label: 'JSON', fileName: 'mock-data.json', mimeType: 'application/json;charset=utf-8' },
  csv: { label: 'CSV', fileName: 'mock-data.csv', mimeType: 'text/csv;charset=utf-8' },
  sql: { label: 'SQL INSERT', fileName: 'mock-data.sql', mimeType: 'application/sql;charset=utf-8' },
  yaml: { label: 'YAML', fileName: 'mock-data.yaml', mimeType: 'application/yaml;charset=utf-8' },
};

/** The table SQL INSERT writes into. */
export const SQL_TABLE = 'mock_data';

type Row = Record<string, unknown>;

/** The items as rows: one object is one row, an array's objects are rows; anything else is a `value` column. */
function rowsOf(data: unknown): Row[] {
  const items = Array.isArray(data) ? data : [data];
  return items.map((item): Row =>
    item !== null && typeof item === 'object' && !Array.isArray(item) ? { ...item } : { value: item },
  );
}

/** The columns: every key, in the order the rows first use them. */
function columnsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** A value as one cell's text: nested values as compact JSON, null and missing as nothing. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** RFC 4180 quoting, as Python's csv module writes it: a field with a comma, quote or line break is quoted. */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A header row, then one line per item; lines end in CRLF (RFC 4180). */
export function toCsv(data: unknown): string {
  const rows = rowsOf(data);
  const columns = columnsOf(rows);
  const lines = [columns, ...rows.map((row) => columns.map((column) => cellText(row[column])))];
  return lines.map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');
}

/** Words SQL keeps for itself that make likely field names ("order", "user", "date"…): such a column is quoted. */
const RESERVED = new Set(
  'all and any as asc between by case check column create date default delete desc distinct else end exists false from group having in index insert into is join key like limit not null offset on or order primary references select table then time timestamp to true union unique update user values when where'.split(
    ' ',
  ),
);

/** An identifier as SQL takes it: bare when it is a plain lower-case name and no keyword, else double-quoted. */
const sqlName = (name: string) =>
  /^[a-z_][a-z0-9_]*$/.test(name) && !RESERVED.has(name) ? name : `"${name.replace(/"/g, '""')}"`;

/** A value as an SQL literal: numbers and booleans as they are, text (and nested values as JSON) quoted. */
function sqlValue(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return `'${cellText(value).replace(/'/g, "''")}'`;
}

/** One INSERT with a row per item; a column an item lacks is NULL. */
export function toSqlInsert(data: unknown, table = SQL_TABLE): string {
  const rows = rowsOf(data);
  const columns = columnsOf(rows);
  const values = rows.map((row) => `  (${columns.map((column) => sqlValue(row[column])).join(', ')})`);
  return `INSERT INTO ${sqlName(table)} (${columns.map(sqlName).join(', ')}) VALUES\n${values.join(',\n')};\n`;
}

/** The generated JSON in the chosen format. */
export async function formatOutput(json: string, format: OutputFormat): Promise<string> {
  if (format === 'json' || json === '') return json;
  const data: unknown = JSON.parse(json);
  if (format === 'csv') return toCsv(data);
  if (format === 'sql') return toSqlInsert(data);
  const { stringify } = await import('yaml');
  return stringify(data);
}
