import { registry } from '../registry';
import type { GroupId } from '../registry/types';
import { Seo } from '../shell/Seo';
import { CardGrid, ToolCard } from '../shell/ToolCard';
import { PageHeader } from './PageHeader';

/** A group's index page: one card per tool listed in the group (its own or by `alsoIn`). */
export function GroupPage({ groupId }: { groupId: GroupId }) {
  const group = registry.groups.find((g) => g.id === groupId)!;
  const tools = registry.toolsInGroup(groupId);
  return (
    <>
      <Seo title={group.title} description={group.description} path={group.path} keywords={[group.title, ...tools.flatMap((t) => t.manifest.keywords.slice(0, 2))]} />
      <PageHeader title={group.title} lead={group.description} />
      <CardGrid>
        {tools.map((t) => (
          <li key={t.manifest.id}>
            <ToolCard manifest={t.manifest} />
          </li>
        ))}
      </CardGrid>
    </>
  );
}
