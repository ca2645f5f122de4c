import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSimpleSchema, needsFullValidator, optionsFromQuery, validateSimple } from './useToolOptions';

const ajv = new Ajv({ strict: false });
const full = (schema: Record<string, unknown>, value: unknown) => ajv.validate(schema, value) as boolean;

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
    expect(optionsFromQuery(options, new URLSearchParams('count=20&hyphens=false&mode=b&rows=["x"]'), full)).toEqual({
      count: 20,
      hyphens: false,
      mode: 'b',
      rows: ['x'],
    });
  });
  it('ignores invalid values and keeps defaults', () => {
    expect(optionsFromQuery(options, new URLSearchParams('count=5000&hyphens=maybe&mode=c&rows={bad'), full)).toEqual(
      options.defaults,
    );
    expect(optionsFromQuery(options, new URLSearchParams('count=abc&count2=1'), full)).toEqual(options.defaults);
    expect(optionsFromQuery(options, new URLSearchParams('count=2.5'), full)).toEqual(options.defaults);
    expect(optionsFromQuery(options, new URLSearchParams('count='), full)).toEqual(options.defaults);
    expect(optionsFromQuery(options, new URLSearchParams('rows=[1]'), full)).toEqual(options.defaults);
  });
  it('reads a value renamed since as its new name, from a link or kept settings alike', () => {
    const renamed = { ...options, renamed: { mode: { old: 'b' } } };
    expect(optionsFromQuery(renamed, new URLSearchParams('mode=old'))).toMatchObject({ mode: 'b' });
    expect(optionsFromQuery(renamed, new URLSearchParams('mode=a'))).toMatchObject({ mode: 'a' });
    expect(optionsFromQuery(renamed, new URLSearchParams('mode=gone'))).toMatchObject({ mode: 'a' });
  });
  it('needs ajv only when the link carries a non-simple value', () => {
    expect(needsFullValidator(options, new URLSearchParams('count=3&mode=b'))).toBe(false);
    expect(needsFullValidator(options, new URLSearchParams('rows=[]'))).toBe(true);
    // without the full validator, non-simple values are not trusted
    expect(optionsFromQuery(options, new URLSearchParams('rows=["x"]'))).toEqual(options.defaults);
  });
});

describe('validateSimple agrees with ajv on the simple keywords', () => {
  const schemas = fc.oneof(
    fc.record({
      type: fc.constantFrom('integer', 'number'),
      minimum: fc.integer({ min: -50, max: 50 }),
      maximum: fc.integer({ min: -50, max: 100 }),
    }),
    fc.record({ type: fc.constant('string'), minLength: fc.nat(5), maxLength: fc.nat(10) }),
    fc.record({
      type: fc.constant('string'),
      enum: fc.uniqueArray(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 4 }),
    }),
    fc.record({ type: fc.constant('boolean') }),
    fc.record({ type: fc.constant('string'), pattern: fc.constantFrom('^[a-z]+$', '\\d', '^$') }),
  );
  const values = fc.oneof(
    fc.integer({ min: -100, max: 200 }),
    fc.double({ noNaN: true, min: -100, max: 200 }),
    fc.string({ maxLength: 12 }),
    fc.boolean(),
  );
  it('on random schemas and values', () => {
    fc.assert(
      fc.property(schemas, values, (schema, value) => {
        expect(isSimpleSchema(schema)).toBe(true);
        expect(validateSimple(schema, value)).toBe(full(schema, value));
      }),
      { numRuns: 500 },
    );
  });
});

describe('useToolOptions', () => {
  it('shows a set value at once, writes it to the URL, and lets an outside URL change win', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { createElement } = await import('react');
    const { MemoryRouter, useNavigate, useLocation } = await import('react-router-dom');
    const { useToolOptions } = await import('./useToolOptions');
    const simple = {
      schema: { type: 'object', properties: { count: { type: 'integer', minimum: 1, maximum: 100 } } },
      defaults: { count: 5 },
    };
    const { result } = renderHook(
      () => {
        const [value, set] = useToolOptions(simple);
        return { value, set, navigate: useNavigate(), search: useLocation().search };
      },
      { wrapper: ({ children }) => createElement(MemoryRouter, { initialEntries: ['/t?count=7'] }, children) },
    );
    expect(result.current.value).toEqual({ count: 7 });
    act(() => result.current.set({ count: 9 }));
    expect(result.current.value).toEqual({ count: 9 });
    expect(result.current.search).toBe('?count=9');
    act(() => result.current.set({ count: 5 }));
    expect(result.current.search).toBe('');
    act(() => {
      void result.current.navigate('/t?count=42');
    });
    expect(result.current.value).toEqual({ count: 42 });
  });

  it('setOption sets one typed field, keeps the others, and two calls in one event both count', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { createElement } = await import('react');
    const { MemoryRouter, useLocation } = await import('react-router-dom');
    const { useToolOptions } = await import('./useToolOptions');
    const spec = {
      schema: {
        type: 'object',
        properties: {
          count: { type: 'integer', minimum: 1 },
          mode: { type: 'string', enum: ['a', 'b'] },
          hyphens: { type: 'boolean' },
        },
      },
      defaults: { count: 5, mode: 'a', hyphens: true },
    };
    const { result } = renderHook(
      () => {
        const [value, , setOption] = useToolOptions(spec);
        return { value, setOption, search: useLocation().search };
      },
      { wrapper: ({ children }) => createElement(MemoryRouter, { initialEntries: ['/t?mode=b'] }, children) },
    );
    act(() => result.current.setOption('count', 8));
    expect(result.current.value).toEqual({ count: 8, mode: 'b', hyphens: true });
    expect(new URLSearchParams(result.current.search).get('count')).toBe('8');
    act(() => {
      result.current.setOption('hyphens', false);
      result.current.setOption('mode', 'a');
    });
    expect(result.current.value).toEqual({ count: 8, mode: 'a', hyphens: false });
    expect(result.current.search).toBe('?count=8&hyphens=false');
    // @ts-expect-error a field's value has that field's type
    expect(() => result.current.setOption('count', 'many')).toBeDefined();
    // @ts-expect-error only the tool's fields are keys
    expect(() => result.current.setOption('missing', 1)).toBeDefined();
  });
});
