/** Word lists and the primitive value generators (strings, dates, sentences, emails, UUIDs) shared by fields and schemas. */
import { EXAMPLE_DOMAINS, LIMITS } from './constants';
import type { Rng } from './random';

export const FIRST = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Susan',
  'Richard',
  'Jessica',
  'Joseph',
  'Sarah',
  'Thomas',
  'Karen',
  'Daniel',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
];
export const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
];
export const STREETS = [
  'Main',
  'Oak',
  'Pine',
  'Maple',
  'Cedar',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'River',
  'Sunset',
  'Highland',
  'Church',
  'Spring',
];
export const STREET_SUFFIX = ['St', 'Ave', 'Rd', 'Blvd', 'Ln', 'Dr', 'Way', 'Ct'];
export const PRODUCT_ADJ = [
  'Ergonomic',
  'Sleek',
  'Rustic',
  'Intelligent',
  'Gorgeous',
  'Handcrafted',
  'Practical',
  'Refined',
  'Fantastic',
  'Small',
  'Incredible',
  'Modern',
];
export const PRODUCT_MAT = [
  'Steel',
  'Wooden',
  'Concrete',
  'Plastic',
  'Cotton',
  'Granite',
  'Rubber',
  'Leather',
  'Bamboo',
  'Glass',
];
export const PRODUCT_NOUN = [
  'Chair',
  'Car',
  'Computer',
  'Keyboard',
  'Mouse',
  'Bike',
  'Ball',
  'Gloves',
  'Pants',
  'Shirt',
  'Table',
  'Shoes',
  'Hat',
  'Lamp',
  'Watch',
];
export const WORDS = [
  'lorem',
  'ipsum',
  'dolor',
  'sit',
  'amet',
  'consectetur',
  'adipiscing',
  'elit',
  'sed',
  'do',
  'eiusmod',
  'tempor',
  'incididunt',
  'ut',
  'labore',
  'et',
  'dolore',
  'magna',
  'aliqua',
  'enim',
  'ad',
  'minim',
  'veniam',
  'quis',
  'nostrud',
  'exercitation',
  'ullamco',
  'laboris',
  'nisi',
  'aliquip',
  'ex',
  'ea',
  'commodo',
  'consequat',
];
export const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';

export const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function randomString(
  rng: Rng,
  min: number = LIMITS.stringLength.min,
  max: number = LIMITS.stringLength.max,
): string {
  const len = rng.int(min, max);
  let s = '';
  for (let i = 0; i < len; i++) s += ALNUM[rng.int(0, ALNUM.length - 1)];
  return s;
}

export function hex(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += HEX[rng.int(0, 15)];
  return s;
}

export function randomDate(rng: Rng): string {
  return `${rng.int(LIMITS.year.min, LIMITS.year.max)}-${pad(rng.int(1, 12))}-${pad(rng.int(LIMITS.day.min, LIMITS.day.max))}`;
}

export function randomTime(rng: Rng): string {
  return `${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`;
}

export function sentence(rng: Rng): string {
  const n = rng.int(6, 12);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(rng.pick(WORDS));
  const s = words.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
}

export function paragraph(rng: Rng): string {
  const n = rng.int(3, 6);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(sentence(rng));
  return out.join(' ');
}

export function email(rng: Rng): string {
  const first = rng.pick(FIRST).toLowerCase();
  const last = rng.pick(LAST).toLowerCase();
  const sep = rng.pick(['.', '_', '']);
  const num = rng.bool() ? String(rng.int(1, 99)) : '';
  return `${first}${sep}${last}${num}@${rng.pick(EXAMPLE_DOMAINS)}`;
}

export function uuid(rng: Rng): string {
  return `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(rng, 3)}-${hex(rng, 12)}`;
}
