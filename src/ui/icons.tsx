import {
  Binary,
  Braces,
  Bug,
  Clock,
  Code,
  Database,
  Diff,
  FileCode,
  FileJson,
  FileText,
  Fingerprint,
  Globe,
  Hash,
  Image,
  Images,
  Link,
  ListTree,
  Regex,
  Shield,
  Type,
  Wrench,
  Zap,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { IconName } from './iconNames';

const icons: Record<IconName, LucideIcon> = {
  binary: Binary,
  image: Image,
  'file-text': FileText,
  'file-code': FileCode,
  link: Link,
  hash: Hash,
  images: Images,
  code: Code,
  clock: Clock,
  braces: Braces,
  'file-json': FileJson,
  'list-tree': ListTree,
  bug: Bug,
  diff: Diff,
  fingerprint: Fingerprint,
  regex: Regex,
  globe: Globe,
  database: Database,
  type: Type,
  wrench: Wrench,
  shield: Shield,
  zap: Zap,
};

/** Renders a manifest's icon by key; unknown keys fall back to a wrench (the registry rejects them anyway). */
export function ToolIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = icons[name as IconName] ?? Wrench;
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
