import { inertParser } from '@/lib/inertParser';
import { previewBodyStyle, previewDocumentText, stylePreview } from './preview';

describe('the HTML preview document', () => {
  it('holds no <style>, its own or the HTML’s: the frame inherits the page’s policy, which refuses style text', () => {
    const doc = previewDocumentText('<p style="color:red">Hi</p><style>p{}</style><script>alert(1)</script>');
    expect(doc).not.toMatch(/<style|<script/);
    expect(doc).toContain(`content="default-src 'none'"`);
    expect(doc).toContain('<p style="color:red">Hi</p>');
  });

  it('gets the site’s look on its body through the CSSOM', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    stylePreview(frame, { text: 'rgb(1, 2, 3)', surface: 'rgb(4, 5, 6)' });
    const body = frame.contentDocument?.body;
    expect(body?.style.color).toBe('rgb(1, 2, 3)');
    expect(body?.style.background).toContain('rgb(4, 5, 6)');
    expect(body?.style.margin).toBe(previewBodyStyle({ text: '', surface: '' }).margin);
    frame.remove();
  });
});

describe('the inert parser', () => {
  it('is the page’s own DOMParser where there are no Trusted Types to keep (jsdom, the server)', async () => {
    const parser = await inertParser();
    expect(parser).toBeInstanceOf(DOMParser);
    expect(parser.parseFromString('<p>x</p>', 'text/html').body.textContent).toBe('x');
  });
});
