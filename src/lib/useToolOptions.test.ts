import { describe, expect, it } from 'vitest';
import { optionsFromQuery } from './useToolOptions';

const options = {
  schema: {
    type: 'object',
    properties: {
      count: { type: 'integer', minimum: 1, maximum: 100 },
      hyphens: { type: 'boolean' },
      mode: { type: 'string', enum: ['a', 'b'] },
      rows: { type: 'array', items: { type: 'string' } },
    },
  },
  defaults: { count: 5, hyphens: true, mode: 'a', rows: [] as string[] },
};

describe('optionsFromQuery', () => {
  it('takes valid values from the query', () => {
    expect(optionsFromQuery(options, new URLSearchParams('count=20&hyphens=false&mode=b&rows=["x"]'))).toEqual({ count: 20, hyphens: false, mode: 'b', rows: ['x'] });
  });
  it('ignores invalid values and keeps defaults', () => {
    expect(optionsFromQuery(options, new URLSearchParams('count=5000&hyphens=maybe&mode=c&rows={bad'))).toEqual(options.defaults);
    expect(optionsFromQuery(options, new URLSearchParams('count=abc&count2=1'))).toEqual(options.defaults);
    expect(optionsFromQuery(options, new URLSearchParams('count=2.5'))).toEqual(options.defaults);
    expect(optionsFromQuery(options, new URLSearchParams('count='))).toEqual(options.defaults);
  });
});
