/** Built-in templates and the default field list. */
import type { FieldType } from './fields';
import type { FieldRow } from './options';

export interface MockTemplate {
  name: string;
  fields: FieldRow[];
  count: number;
}

const f = (name: string, type: FieldType, extra: Partial<FieldRow> = {}): FieldRow => ({
  name,
  type,
  isArray: false,
  ...extra,
});

/** Built-in templates (fields × items): User Profile 10×10, Product Catalog 8×5, Blog Post 7×3; loading one also sets the item count. */
export const TEMPLATES: readonly MockTemplate[] = [
  {
    name: 'User Profile',
    count: 10,
    fields: [
      f('id', 'id'),
      f('name', 'fullName'),
      f('email', 'email'),
      f('phone', 'phone'),
      f('address', 'address'),
      f('city', 'city'),
      f('country', 'country'),
      f('zipCode', 'zipCode'),
      f('birthDate', 'date'),
      f('isActive', 'boolean'),
    ],
  },
  {
    name: 'Product Catalog',
    count: 5,
    fields: [
      f('id', 'id'),
      f('name', 'product'),
      f('description', 'sentence'),
      f('price', 'price'),
      f('category', 'string', { options: 'Electronics, Books, Clothing, Home, Toys, Sports' }),
      f('inStock', 'boolean'),
      f('image', 'image'),
      f('tags', 'string', { isArray: true, arrayLength: 3, options: 'new, sale, popular, limited, eco, bestseller' }),
    ],
  },
  {
    name: 'Blog Post',
    count: 3,
    fields: [
      f('id', 'uuid'),
      f('title', 'sentence'),
      f('author', 'fullName'),
      f('content', 'paragraph'),
      f('publishedAt', 'datetime'),
      f('tags', 'string', {
        isArray: true,
        arrayLength: 3,
        options: 'javascript, typescript, react, css, testing, web',
      }),
      f('views', 'number', { minValue: 0, maxValue: 100000 }),
    ],
  },
];

export const DEFAULT_FIELDS: FieldRow[] = [f('id', 'id'), f('name', 'fullName'), f('email', 'email')];

/** Loads a template: a fresh copy of its fields and its count. */
export function loadTemplate(name: string): { fields: FieldRow[]; count: number } | undefined {
  const t = TEMPLATES.find((x) => x.name === name);
  return t && { fields: t.fields.map((x) => ({ ...x })), count: t.count };
}
