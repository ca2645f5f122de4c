import { Card, List } from '@/ui';

/** The How to use card: languages, input, what is coloured, folded framework frames, JSON-escaped traces, Copy and Download. */
export function HowToUse() {
  return (
    <Card title="How to use">
      <List>
        <li>Choose the language of your trace (.NET, Java, JavaScript, Python or Generic) and a colour theme.</li>
        <li>Paste the trace, or press Load Example to see one. The output updates as you type.</li>
        <li>
          Exception lines, method frames (name, parameters, file and line), Python <code>File</code> lines,{' '}
          <code>Caused by:</code> and <code>---&gt;</code> inner exceptions and <code>End of inner exception</code>{' '}
          markers are coloured.
        </li>
        <li>
          Each language tab knows its runtime&apos;s own lines: Node <code>[cause]:</code> and{' '}
          <code>{'{ code: … }'}</code> blocks, Python chained exceptions and exception groups, Java{' '}
          <code>Suppressed:</code> and exceptions without a message, .NET <code>File name:</code> and{' '}
          <code>--- End of stack trace from previous location ---</code>.
        </li>
        <li>
          Two or more frames in a row from the runtime, its standard library or an installed package (
          <code>node:internal</code>, <code>node_modules</code>, <code>java.base/</code>, Spring, <code>System.</code>,{' '}
          <code>site-packages</code>…) fold to one line, so your own frames stand together: click the line to open it,
          or turn off Fold framework frames. Copy and Download keep every line.
        </li>
        <li>A trace copied from a JSON log (one line with escaped \n and \t) is unescaped automatically.</li>
        <li>Copy the text, or download it as a self-contained, coloured HTML page. Nothing leaves your browser.</li>
      </List>
    </Card>
  );
}
