import { contentKinds } from '@/lib/kinds';
import { groupIds } from './groups';
import { useCaseIds } from './useCases';

/** Input fields named with how the share dialog words them: a tool's secrets and its link fields. */
const namedFields = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['field', 'label'],
    properties: {
      field: { type: 'string', pattern: '^[a-z][a-zA-Z0-9-]*$' },
      label: { type: 'string', minLength: 1 },
    },
  },
} as const;

/** JSON Schema of a plugin manifest. */
export const manifestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'description', 'group', 'path', 'order', 'icon', 'keywords', 'features', 'seo'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string', minLength: 1 },
    group: { type: 'string', enum: groupIds },
    alsoIn: { type: 'array', items: { type: 'string', enum: groupIds }, uniqueItems: true },
    path: { type: 'string', pattern: '^/[a-z0-9/-]+$' },
    aliases: {
      type: 'array',
      items: {
        oneOf: [
          { type: 'string', pattern: '^/[a-z0-9/-]+$' },
          {
            type: 'object',
            additionalProperties: false,
            required: ['path', 'settings'],
            properties: {
              path: { type: 'string', pattern: '^/[a-z0-9/-]+$' },
              settings: { type: 'object', additionalProperties: { type: 'string' }, minProperties: 1 },
            },
          },
        ],
      },
      uniqueItems: true,
    },
    order: { type: 'number' },
    popular: { type: 'boolean' },
    quickAccess: { type: 'number' },
    icon: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    keywords: { type: 'array', items: { type: 'string' } },
    features: { type: 'array', items: { type: 'string' } },
    seo: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'description', 'keywords'],
      properties: {
        title: { type: 'string', minLength: 1 },
        description: { type: 'string', minLength: 1 },
        keywords: { type: 'array', items: { type: 'string' } },
      },
    },
    pickerDefault: { type: 'boolean' },
    shareLink: { const: false },
    useCases: { type: 'array', items: { type: 'string', enum: useCaseIds }, uniqueItems: true },
    testimonial: {
      type: 'object',
      additionalProperties: false,
      required: ['quote', 'role', 'context'],
      properties: {
        quote: { type: 'string', minLength: 1 },
        role: { type: 'string', minLength: 1 },
        context: { type: 'string', minLength: 1 },
      },
    },
    network: { type: 'string', minLength: 1 },
    devices: { type: 'array', items: { type: 'string', enum: ['camera'] }, minItems: 1, uniqueItems: true },
    faq: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'question', 'answer'],
        properties: {
          id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
          question: { type: 'string', minLength: 1 },
          answer: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
        },
      },
    },
    accepts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kinds'],
        properties: {
          kinds: { type: 'array', items: { type: 'string', enum: contentKinds }, minItems: 1, uniqueItems: true },
          field: { type: 'string', pattern: '^[a-z][a-zA-Z0-9-]*$' },
          as: { type: 'string', minLength: 1 },
          settings: { type: 'object', additionalProperties: { type: 'string' } },
          fields: {
            type: 'object',
            propertyNames: { pattern: '^[a-z][a-zA-Z0-9-]*$' },
            additionalProperties: { type: 'string', minLength: 1 },
          },
        },
      },
    },
    produces: { type: 'array', items: { type: 'string', enum: contentKinds }, minItems: 1, uniqueItems: true },
    secrets: namedFields,
    linkFields: namedFields,
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['schema', 'defaults'],
      properties: {
        schema: { type: 'object' },
        uiSchema: { type: 'object' },
        defaults: { type: 'object' },
        // option → old value → the value it is now
        renamed: {
          type: 'object',
          additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    },
  },
} as const;
