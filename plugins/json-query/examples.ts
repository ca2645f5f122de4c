import type { TransformExample } from '@/ui/transform';
import type { Language } from './jobs';
import type { Options } from './options';

/** RFC 9535 §1.5, Figure 1: the bookstore document the RFC's Table 2 queries. */
export const BOOKSTORE = `{
  "store": {
    "book": [
      {
        "category": "reference",
        "author": "Nigel Rees",
        "title": "Sayings of the Century",
        "price": 8.95
      },
      {
        "category": "fiction",
        "author": "Evelyn Waugh",
        "title": "Sword of Honour",
        "price": 12.99
      },
      {
        "category": "fiction",
        "author": "Herman Melville",
        "title": "Moby Dick",
        "isbn": "0-553-21311-3",
        "price": 8.99
      },
      {
        "category": "fiction",
        "author": "J. R. R. Tolkien",
        "title": "The Lord of the Rings",
        "isbn": "0-395-19395-8",
        "price": 22.99
      }
    ],
    "bicycle": {
      "color": "red",
      "price": 399
    }
  }
}`;

/**
 * The Example button loads the current tab's first example. JSONPath: queries of RFC 9535 Table 2
 * over Figure 1, with the members of Figure 1 they select as the RFC describes them, written out
 * with python3's json.dumps(indent=2). jq: examples of the jq 1.7 manual (input, program, output),
 * each output as the manual gives it and as jq 1.6's own binary prints it (`jq '<program>'`).
 */
export const examples: readonly TransformExample<Options, Language>[] = [
  // Table 2: "the titles of all books cheaper than 10" (the RFC's $..book[?@.price<10], then .title)
  {
    mode: 'jsonpath',
    input: BOOKSTORE,
    expression: '$..book[?@.price<10].title',
    output: '[\n  "Sayings of the Century",\n  "Moby Dick"\n]',
  },
  // Table 2: "the authors of all books in the store"
  {
    mode: 'jsonpath',
    input: BOOKSTORE,
    expression: '$.store.book[*].author',
    output: '[\n  "Nigel Rees",\n  "Evelyn Waugh",\n  "Herman Melville",\n  "J. R. R. Tolkien"\n]',
  },
  // Table 2: "the third book", with its normalized path
  {
    mode: 'jsonpath',
    input: BOOKSTORE,
    expression: '$..book[2]',
    options: { show: 'both' },
    output:
      '[\n  {\n    "path": "$[\'store\'][\'book\'][2]",\n    "value": {\n      "category": "fiction",\n      "author": "Herman Melville",\n      "title": "Moby Dick",\n      "isbn": "0-553-21311-3",\n      "price": 8.99\n    }\n  }\n]',
  },
  // Table 2: "the result is empty (there is no publisher)"
  { mode: 'jsonpath', input: BOOKSTORE, expression: '$..book[2].publisher', output: '[]' },
  // Table 2: "all prices in the store", as normalized paths
  {
    mode: 'jsonpath',
    input: BOOKSTORE,
    expression: '$.store..price',
    options: { show: 'paths' },
    output:
      "[\n  \"$['store']['book'][0]['price']\",\n  \"$['store']['book'][1]['price']\",\n  \"$['store']['book'][2]['price']\",\n  \"$['store']['book'][3]['price']\",\n  \"$['store']['bicycle']['price']\"\n]",
  },
  // jq manual, "Object Construction": {user, title: .titles[]}
  {
    mode: 'jq',
    input: '{"user":"stedolan","titles":["JQ Primer", "More JQ"]}',
    expression: '{user, title: .titles[]}',
    output: '{\n  "user": "stedolan",\n  "title": "JQ Primer"\n}\n{\n  "user": "stedolan",\n  "title": "More JQ"\n}',
  },
  // jq manual, "map(f)": map(.+1)
  { mode: 'jq', input: '[1,2,3]', expression: 'map(.+1)', options: { compact: true }, output: '[2,3,4]' },
  // jq manual, "Reduce"
  { mode: 'jq', input: '[1,2,3,4,5]', expression: 'reduce .[] as $item (0; . + $item)', output: '15' },
  // jq manual, "Pipe": .[] | .name, with -r
  {
    mode: 'jq',
    input: '[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]',
    expression: '.[] | .name',
    options: { rawStrings: true },
    output: 'JSON\nXML',
  },
  // jq manual, "group_by(path_expression)"
  {
    mode: 'jq',
    input: '[{"foo":1, "bar":10}, {"foo":3, "bar":100}, {"foo":1, "bar":1}]',
    expression: 'group_by(.foo)',
    options: { compact: true },
    output: '[[{"foo":1,"bar":10},{"foo":1,"bar":1}],[{"foo":3,"bar":100}]]',
  },
];
