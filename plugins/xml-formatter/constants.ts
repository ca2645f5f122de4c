/** XML formatter constants: messages, download names, timings and the default indent. */

export const MESSAGES = {
  invalidXml: 'Invalid XML',
  formatFailed: 'Failed to format XML',
  minifyFailed: 'Failed to minify XML',
  noOutputToCopy: 'No output to copy',
  noOutputToDownload: 'No output to download',
  validBadge: 'Valid XML',
  invalidBadge: 'Invalid XML',
  emptyInput: 'Please enter some XML',
  entityNotExpanded:
    'Entities declared in a DOCTYPE are never expanded here (this protects against entity-expansion attacks such as "billion laughs").',
} as const;

export const FILE_NAMES = { format: 'formatted_xml.xml', minify: 'minified_xml.xml' } as const;
export const DEFAULT_INDENT = 2;
