import type { TransformExample } from '@/ui/transform';
import type { Options } from './options';
import type { XmlAction } from './process';

/** A small catalogue with every kind of node: a declaration, a comment, namespaces, CDATA and a processing instruction. */
const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<!-- A sample catalogue -->
<catalog xmlns="urn:example:catalog" xmlns:x="urn:example:extra"><book id="bk101" x:format="paperback"><author>Gambardella, Matthew</author><title>XML Developer's Guide</title><price currency="USD">44.95</price><description><![CDATA[An in-depth look at <XML> & friends.]]></description></book><?render mode="compact"?><book id="bk102"><author>Ralls, Kim</author><title>Midnight Rain</title><price currency="EUR">5.95</price></book></catalog>`;

/** Load sample loads the first; the others pin formatting and minifying rules. */
export const examples: readonly TransformExample<Options, XmlAction>[] = [
  { input: SAMPLE },
  // text is trimmed when formatted, comments are kept
  {
    mode: 'format',
    input: '<a>\n  <b> x </b>\n  <!-- keep -->\n</a>',
    output: '<a>\n  <b>x</b>\n  <!-- keep -->\n</a>',
  },
  // minifying drops whitespace between tags and keeps the text's own
  { mode: 'minify', input: '<a>\n  <b> x </b>\n  <!-- keep -->\n</a>', output: '<a><b> x </b><!-- keep --></a>' },
  { mode: 'format', input: '<r><c/></r>', options: { indent: 4 }, output: '<r>\n    <c/>\n</r>' },
];
