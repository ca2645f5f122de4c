import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'stack-trace',
  name: 'Stack Trace Formatter',
  description:
    'Format and colour-highlight stack traces from .NET, Java, JavaScript and Python: exceptions, methods, files and line numbers at a glance.',
  group: 'formatters',
  path: '/format/stack-trace',
  aliases: ['/tools/stack-trace-formatter'],
  order: 3,
  popular: false,
  icon: 'bug',
  useCases: ['debug'],
  keywords: [
    'stack trace',
    'stacktrace',
    'exception',
    'traceback',
    'error',
    'format',
    'highlight',
    '.net',
    'java',
    'javascript',
    'python',
  ],
  features: [
    '.NET, Java, JavaScript, Python',
    'Line numbers and colours',
    'Unescapes stacks pasted as JSON strings',
    'Download as HTML',
  ],
  seo: {
    title: 'Stack Trace Formatter and Highlighter',
    description:
      'Paste a .NET, Java, JavaScript or Python stack trace and read it with line numbers and colour-highlighted exceptions, methods, files and lines. Runs in your browser.',
    keywords: [
      'stack trace formatter',
      'stack trace viewer',
      'exception formatter',
      'python traceback',
      'java stack trace',
    ],
  },
  options: optionsSpec,
});
