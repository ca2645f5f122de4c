import fc from 'fast-check';
import { encodeBytes, encodeText } from '@/lib/base64';
import { examples, exampleFacts, MINI_PDF } from './examples';
import {
  CHUNK_CHARS,
  MESSAGES,
  convertBase64ToPdf,
  describePdf,
  notPdfHint,
  pdfDataUrl,
  hasEofMarker,
  transferablesOf,
  hasPdfHeader,
  pdfVersion,
  stripPrefix,
} from './logic';

const te = new TextEncoder();

describe('stripPrefix', () => {
  it('removes anything before the first comma', () => {
    expect(stripPrefix('data:application/pdf;base64,JVBERi0=')).toBe('JVBERi0=');
    expect(stripPrefix('anything at all,JVBERi0=')).toBe('JVBERi0=');
    expect(stripPrefix('JVBERi0=')).toBe('JVBERi0=');
  });
});

describe('convertBase64ToPdf', () => {
  it('gives the empty message for blank input or a bare prefix', () => {
    for (const s of ['', '   ', '\n', 'data:application/pdf;base64,', 'data:application/pdf;base64,  ']) {
      expect(convertBase64ToPdf(s)).toEqual({ ok: false, error: MESSAGES.empty, reason: 'empty' });
    }
  });

  it('decodes raw Base64 and data URLs', () => {
    const b64 = encodeText(MINI_PDF);
    for (const input of [
      b64,
      `data:application/pdf;base64,${b64}`,
      `data:application/octet-stream;base64,${b64}`,
      `pdf,${b64}`,
    ]) {
      const r = convertBase64ToPdf(input);
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(new TextDecoder().decode(r.bytes)).toBe(MINI_PDF);
        expect(r.size).toBe(MINI_PDF.length);
        expect(r.version).toBe('1.4');
        expect(r.complete).toBe(true);
      }
    }
  });

  it('accepts whitespace and line breaks in the Base64', () => {
    const wrapped = encodeText(MINI_PDF).replace(/(.{76})/g, '$1\r\n');
    expect(convertBase64ToPdf(wrapped).ok).toBe(true);
  });

  it('fails on invalid Base64', () => {
    for (const s of ['not base64!', 'JVBERi0x=a', 'data:application/pdf;base64,@@@', 'abcde']) {
      expect(convertBase64ToPdf(s)).toMatchObject({ ok: false, error: MESSAGES.failed, reason: 'base64' });
    }
  });

  it('fails when the bytes do not start with %PDF-', () => {
    for (const text of ['hello world', ' %PDF-1.4', '%PDF', '<html></html>', '%pdf-1.4']) {
      expect(convertBase64ToPdf(encodeText(text))).toMatchObject({
        ok: false,
        error: MESSAGES.failed,
        reason: 'not-pdf',
      });
    }
    // a PNG passed as PDF
    expect(
      convertBase64ToPdf(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      ),
    ).toMatchObject({
      ok: false,
      reason: 'not-pdf',
      detected: 'PNG image',
    });
  });

  it('says what the bytes are when they are not a PDF', () => {
    expect(convertBase64ToPdf(encodeText('hello world'))).toMatchObject({ detected: 'plain text' });
    expect(convertBase64ToPdf('/9j/4AAQSkZJRg==')).toMatchObject({ detected: 'JPEG image' });
    expect(convertBase64ToPdf('UEsDBBQAAAAIAA==')).toMatchObject({ detected: expect.stringMatching(/^ZIP archive/) });
    expect(convertBase64ToPdf('AAECA/79')).toMatchObject({ detected: null });
    expect(notPdfHint('PNG image')).toBe(
      'The Base64 is valid, but it holds a PNG image, not a PDF. A PDF starts with %PDF-.',
    );
    expect(notPdfHint(null)).toMatch(/not a PDF/);
  });

  it('flags a PDF without %%EOF as incomplete but still converts it', () => {
    const r = convertBase64ToPdf(encodeText('%PDF-1.7\n1 0 obj'));
    expect(r).toMatchObject({ ok: true, complete: false, version: '1.7' });
  });

  it('round trip: %PDF- followed by any bytes decodes to exactly those bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('', 'data:application/pdf;base64,'),
        (tail, prefix) => {
          const data = new Uint8Array(5 + tail.length);
          data.set(te.encode('%PDF-'));
          data.set(tail, 5);
          const r = convertBase64ToPdf(prefix + encodeBytes(data));
          expect(r.ok).toBe(true);
          if (r.ok) {
            expect(r.bytes.byteLength).toBe(data.length);
            expect(r.bytes.buffer.byteLength).toBe(data.length);
            expect(Buffer.from(r.bytes).equals(Buffer.from(data))).toBe(true);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('any input that is not %PDF- data never converts', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), (data) => {
        fc.pre(!hasPdfHeader(data));
        expect(convertBase64ToPdf(encodeBytes(data)).ok).toBe(false);
      }),
    );
  });

  it('converts a 5 MB PDF in chunks with monotonic progress ending at 1, quickly', () => {
    const size = 5 * 1024 * 1024;
    const data = new Uint8Array(size);
    for (let i = 0; i < size; i++) data[i] = (i * 31) & 255;
    data.set(te.encode('%PDF-1.7\n'));
    data.set(te.encode('\n%%EOF\n'), size - 7);
    const b64 = `data:application/pdf;base64,${encodeBytes(data)}`;
    const progress: number[] = [];
    const t = performance.now();
    const r = convertBase64ToPdf(b64, (f) => progress.push(f));
    expect(performance.now() - t).toBeLessThan(1000);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.size).toBe(size);
      expect(Buffer.from(r.bytes).equals(Buffer.from(data))).toBe(true);
      expect(r.complete).toBe(true);
    }
    expect(progress.length).toBeGreaterThanOrEqual(Math.ceil(encodeBytes(data).length / CHUNK_CHARS));
    expect(progress.at(-1)).toBe(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]);
  });
});

describe('header helpers', () => {
  it('hasPdfHeader, pdfVersion, hasEofMarker', () => {
    expect(hasPdfHeader(te.encode('%PDF-'))).toBe(true);
    expect(hasPdfHeader(te.encode('%PDF'))).toBe(false);
    expect(pdfVersion(te.encode('%PDF-2.0\n'))).toBe('2.0');
    expect(pdfVersion(te.encode('%PDF-x'))).toBeUndefined();
    expect(hasEofMarker(te.encode('%PDF-1.4 ... %%EOF'))).toBe(true);
    expect(hasEofMarker(te.encode('%PDF-1.4 ... %%EO'))).toBe(false);
  });
});

describe('worker hand-off and summary', () => {
  it('transfers exactly the PDF buffer on success and nothing on failure', () => {
    const r = convertBase64ToPdf(encodeText(MINI_PDF));
    expect(r.ok).toBe(true);
    const t = transferablesOf(r);
    expect(t).toHaveLength(1);
    expect((t[0] as ArrayBuffer).byteLength).toBe(MINI_PDF.length);
    expect(transferablesOf(convertBase64ToPdf(''))).toEqual([]);
  });

  it('describes a PDF by version and size', () => {
    expect(describePdf({ size: 300, version: '1.4' })).toBe('PDF 1.4 · 300 B');
    expect(describePdf({ size: 5 * 1024 * 1024, version: undefined })).toBe('PDF · 5.0 MB');
  });
});

describe('the examples', () => {
  // what python3 says of each example (examples.ts): the line under its PDF, or its error and hint
  it.each(examples.map((example, i) => ({ input: example.input, facts: exampleFacts[i] })))(
    '$input gives its facts',
    ({ input, facts }) => {
      const r = convertBase64ToPdf(input);
      if (r.ok) expect({ description: describePdf(r), complete: r.complete }).toEqual(facts);
      else expect({ error: r.error, hint: notPdfHint(r.detected ?? null) }).toEqual(facts);
    },
  );
});

describe('pdfDataUrl', () => {
  it('types the data URL application/pdf whatever the input was labelled, with the Base64 normalised', () => {
    const b64 = encodeText(MINI_PDF);
    const url = `data:application/pdf;base64,${b64}`;
    for (const input of [
      b64,
      `data:application/octet-stream;base64,${b64}`,
      `pdf,${b64.replace(/(.{40})/g, '$1\n')}`,
    ]) {
      const r = convertBase64ToPdf(input);
      expect(r.ok && pdfDataUrl(r)).toBe(url);
    }
    // base64url without padding (python3: base64.urlsafe_b64encode(b'%PDF-1.7\n\xfb\xff').rstrip(b'='))
    const r = convertBase64ToPdf('JVBERi0xLjcK-_8');
    expect(r.ok && pdfDataUrl(r)).toBe('data:application/pdf;base64,JVBERi0xLjcK+/8=');
  });
});
