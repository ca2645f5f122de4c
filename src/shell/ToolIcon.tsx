import { Wrench, type LucideProps } from 'lucide-react';
import { toolIcons } from 'virtual:tool-icons';

/** A tool's icon, by the lucide name its manifest gives (the build rejects names lucide lacks). */
export function ToolIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = toolIcons[name] ?? Wrench;
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
