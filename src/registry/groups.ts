/**
 * The tool groups: each has a page, a menu entry and the URL prefix new tools of the group take.
 * The only place groups are declared; `GroupId` follows from it.
 */
export const groups = [
  {
    id: 'encoding',
    title: 'Encoding & Decoding',
    menuTitle: 'Encoding',
    path: '/encoding',
    toolPathPrefix: '/encode',
    description: 'Encode and decode text, files and URLs, and compute hashes, entirely in your browser.',
    order: 1,
  },
  {
    id: 'converters',
    title: 'Converters',
    menuTitle: 'Converters',
    path: '/converters',
    toolPathPrefix: '/convert',
    description: 'Turn data from one format into another without uploading it.',
    order: 2,
  },
  {
    id: 'formatters',
    title: 'Formatters',
    menuTitle: 'Formatters',
    path: '/formatters',
    toolPathPrefix: '/format',
    description: 'Format, validate and compare structured text so it is easy to read.',
    order: 3,
  },
  {
    id: 'tools',
    title: 'Developer Tools',
    menuTitle: 'Developer Tools',
    path: '/tools',
    toolPathPrefix: '/tools',
    description: 'Generators, testers and helpers for everyday development.',
    order: 4,
  },
] as const satisfies readonly {
  id: string;
  title: string;
  /** Short title for menus. */
  menuTitle: string;
  path: string;
  /** where a new tool of the group puts its page (the scaffold uses it) */
  toolPathPrefix: string;
  description: string;
  order: number;
}[];

/**
 * The heading under which a group's page and menus list the tools of other groups it also names
 * (`alsoIn`): one wording everywhere, so a menu never seems to count more tools than the page.
 */
export const ALSO_USEFUL_TITLE = 'Also useful here';

export type ToolGroup = (typeof groups)[number];
export type GroupId = ToolGroup['id'];

export const groupIds: readonly GroupId[] = groups.map((g) => g.id);
