import { describe, expect, it } from 'vitest';
import { stackLineDecorator } from './editorLook';
import { classifyText } from './logic';

describe('the output editor’s line decorator', () => {
  const text = 'Error: boom\n    at f (/app/a.js:1:2)\n    at g (/app/b.js:3:4)';
  const decorate = stackLineDecorator(classifyText(text, 'javascript').codes);

  it('gives each line its class and its tokens as marks covering the line', () => {
    const look = decorate(2, '    at f (/app/a.js:1:2)');
    expect(look).toMatchObject({ className: 'st-method', attributes: { 'data-line-class': 'method' } });
    expect(look?.marks?.at(-1)?.to).toBe('    at f (/app/a.js:1:2)'.length);
    expect(look?.marks?.some((m) => m.className === 'st-filePath')).toBe(true);
  });

  it('takes pieces of an output still arriving: an empty last line is plain, a cut line does not throw', () => {
    expect(decorate(3, '')).toMatchObject({ className: 'st-plain', marks: [] });
    expect(decorate(3, '    a')).toMatchObject({ className: 'st-method' });
  });
});
