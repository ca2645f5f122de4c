/** The icon keys a manifest may name. Pure data so Node can validate manifests. */
export const iconNames = [
  'binary',
  'image',
  'file-text',
  'file-code',
  'link',
  'hash',
  'images',
  'code',
  'clock',
  'braces',
  'file-json',
  'list-tree',
  'bug',
  'diff',
  'fingerprint',
  'regex',
  'globe',
  'database',
  'type',
  'wrench',
  'shield',
  'zap',
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(name: string): name is IconName {
  return (iconNames as readonly string[]).includes(name);
}
