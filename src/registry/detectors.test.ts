import { describe, expect, it } from 'vitest';
import { detectionInput, type Detector } from '@/lib/detect';

const detectors = import.meta.glob<{ default: Detector }>('../../plugins/*/detect.ts', { eager: true });

const folderOf = (key: string) => /plugins\/([^/]+)\//.exec(key)?.[1] ?? key;

describe('paste anything: every tool detector', () => {
  for (const [key, module] of Object.entries(detectors)) {
    const detector = module.default;
    describe(folderOf(key), () => {
      it('recognises each of its examples, with a score and a reason that does not repeat the text', () => {
        for (const text of detector.examples.matches) {
          const found = detector.detect(detectionInput(text));
          expect(found, text).not.toBeNull();
          expect(found?.score, text).toBeGreaterThan(0);
          expect(found?.score, text).toBeLessThanOrEqual(1);
          expect(found?.reason, text).not.toContain(text);
        }
      });
      it('passes over each of its counter-examples', () => {
        for (const text of detector.examples.misses) expect(detector.detect(detectionInput(text)), text).toBeNull();
      });
    });
  }

  it('covers the kinds of text the site handles', () => {
    const folders = Object.keys(detectors).map(folderOf).sort();
    expect(folders).toEqual(
      expect.arrayContaining([
        'base64-image',
        'base64-pdf',
        'base64-text',
        'cidr',
        'color',
        'cron',
        'csv-json',
        'html-text',
        'json-validator',
        'regex-tester',
        'sql-formatter',
        'stack-trace',
        'timestamp',
        'url-encoder',
        'uuid',
        'xml-formatter',
        'yaml-json',
      ]),
    );
  });
});
