import type { TransformExample } from '@/ui/transform';
import type { Mode } from './logic';
import type { Options } from './options';

/**
 * The Example button loads the current direction's first example. Every output was produced by
 * python3's standard library, not by this tool: csv.DictReader / csv.reader for reading (dot paths
 * nested by splitting on '.'), csv.writer(quoting=csv.QUOTE_MINIMAL, lineterminator='\r\n') for
 * writing (nested keys joined with '.', arrays as json.dumps(separators=(',', ':')), None as ''),
 * and json.dumps(indent=2, ensure_ascii=False) for the JSON. Types are inferred by default, by the rule
 * written in Python beside the reader: '' is None, true/false are booleans, and a cell is a number only
 * when ECMAScript's Number::toString of float(cell) gives back the same text (so 007, 1.50, +1 and 1e5
 * stay strings).
 */
export const examples: readonly TransformExample<Options, Mode>[] = [
  {
    mode: 'csv-json',
    input: 'id,user.name,user.email,note\r\n1,Ada,ada@example.com,"Hello, ""world"""\r\n2,Bob,,"two\r\nlines"\r\n',
    output:
      '[\n  {\n    "id": 1,\n    "user": {\n      "name": "Ada",\n      "email": "ada@example.com"\n    },\n    "note": "Hello, \\"world\\""\n  },\n  {\n    "id": 2,\n    "user": {\n      "name": "Bob",\n      "email": null\n    },\n    "note": "two\\r\\nlines"\n  }\n]',
  },
  {
    mode: 'json-csv',
    input:
      '[\n  {\n    "id": 1,\n    "user": {\n      "name": "Ada",\n      "langs": [\n        "en",\n        "fr"\n      ]\n    },\n    "score": 12345678901234567890\n  },\n  {\n    "id": 2,\n    "user": {\n      "name": "Bob, Jr."\n    },\n    "active": null,\n    "note": "say \\"hi\\""\n  }\n]',
    output:
      'id,user.name,user.langs,score,active,note\r\n1,Ada,"[""en"",""fr""]",12345678901234567890,,\r\n2,"Bob, Jr.",,,,"say ""hi"""\r\n',
  },
  // a semicolon is detected; the comma inside the quoted price is data
  {
    mode: 'csv-json',
    input: 'name;price\nWidget;"1,50"\nGadget;2\n',
    output:
      '[\n  {\n    "name": "Widget",\n    "price": "1,50"\n  },\n  {\n    "name": "Gadget",\n    "price": 2\n  }\n]',
  },
  // inferred types: 007, 1.50 and an integer past 2^53 stay strings; the empty cell is null
  {
    mode: 'csv-json',
    input: 'id,code,big,ok,empty,price\r\n1,007,12345678901234567890,true,,1.50\r\n',
    output:
      '[\n  {\n    "id": 1,\n    "code": "007",\n    "big": "12345678901234567890",\n    "ok": true,\n    "empty": null,\n    "price": "1.50"\n  }\n]',
  },
  // without inference every cell is the string it was (python3 csv.DictReader as it reads)
  {
    mode: 'csv-json',
    input: 'id,code,big,ok,empty,price\r\n1,007,12345678901234567890,true,,1.50\r\n',
    options: { inferTypes: false },
    output:
      '[\n  {\n    "id": "1",\n    "code": "007",\n    "big": "12345678901234567890",\n    "ok": "true",\n    "empty": "",\n    "price": "1.50"\n  }\n]',
  },
  // without a header row each record is an array (python3 csv.reader)
  {
    mode: 'csv-json',
    input: 'a,b\r\n"x,y",\r\n',
    options: { header: false },
    output: '[\n  [\n    "a",\n    "b"\n  ],\n  [\n    "x,y",\n    null\n  ]\n]',
  },
];

/**
 * CSV as an export has it, past `bytes` characters: a header of 7 columns, then rows with quoted fields
 * holding commas and doubled quotes, numbers and dates, CRLF line ends. The large input of the e2e and the bench.
 */
export function csvExport(bytes: number): { text: string; rows: number } {
  const parts = ['id,name,email,city,joined,score,note\r\n'];
  let size = parts[0].length;
  for (let i = 0; size < bytes; i++) {
    const row = `${i},"Lovelace, Ada ${i}",ada${i}@example.com,London,2024-01-${String((i % 28) + 1).padStart(2, '0')},${(i * 7) % 1000}.5,"said ""hi"" ${i}"\r\n`;
    parts.push(row);
    size += row.length;
  }
  return { text: parts.join(''), rows: parts.length - 1 };
}
