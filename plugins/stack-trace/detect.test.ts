import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { certainLanguage, detectLanguage } from './detect';
import { EXAMPLES, LANGUAGES } from './logic';

describe('detectLanguage', () => {
  it.each(LANGUAGES.filter((l) => l !== 'generic'))('recognises the %s example', (language) => {
    expect(detectLanguage(EXAMPLES[language])).toBe(language);
  });

  it('recognises the real traces in the fixtures', () => {
    const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
    expect(detectLanguage(fixture('py-group.txt'))).toBe('python');
    expect(detectLanguage(fixture('node-cause.txt'))).toBe('javascript');
  });

  it.each([
    ['System.Exception: boom\n   at A.B() in C:\\a.cs:line 3', 'dotnet'],
    ['Traceback (most recent call last):\n  File "a.py", line 1, in <module>\nValueError: x', 'python'],
    ['java.lang.IllegalStateException: x\n\tat com.example.App.main(App.java:14)', 'java'],
    ['Error: boom\n    at f (/app/a.js:1:2)', 'javascript'],
    ['f@https://example.com/app.js:10:5', 'javascript'],
  ] as const)('%j → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('says nothing about text that is not a trace', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('hello world\nsecond line')).toBeNull();
  });
});

describe('certainLanguage', () => {
  const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
  it('is the language when only its signs are in the trace', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'generic'))
      expect(certainLanguage(EXAMPLES[language]), language).toBe(language);
    expect(certainLanguage(fixture('py-group.txt'))).toBe('python');
    expect(certainLanguage(fixture('node-cause.txt'))).toBe('javascript');
  });

  it('is nothing when two languages’ signs are in it, or none', () => {
    const mixed = 'System.Exception: boom\n   at A.B() in C:\\a.cs:line 3\n  File "/app/main.py", line 12, in main';
    expect(detectLanguage(mixed)).toBe('dotnet');
    expect(certainLanguage(mixed)).toBeNull();
    expect(certainLanguage('hello world')).toBeNull();
  });
});
