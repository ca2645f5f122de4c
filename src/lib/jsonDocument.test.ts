import { describe, expect, it } from 'vitest';
import { isJsonDocument } from './jsonDocument';

describe('a JSON document', () => {
  it('is an array or object that parses', () => {
    for (const text of ['[]', '{}', ' [{"a": 1}]\n', '{"a": [1, 2, {"b": null}]}'])
      expect(isJsonDocument(text), text).toBe(true);
  });

  it('is not a bare value, a cut or broken text, or text that only starts like JSON', () => {
    for (const text of ['42', '"a"', 'true', 'null', '[1, 2', '{"a": 1,}', '[a, b]', '[server]\nport = 80', 'a,b\n1,2'])
      expect(isJsonDocument(text), text).toBe(false);
  });
});
