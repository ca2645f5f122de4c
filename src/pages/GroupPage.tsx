import { registry } from '@/registry';
import { ALSO_USEFUL_TITLE } from '@/registry/groups';
import type { GroupId } from '@/registry/types';
import { Seo } from '@/shell/Seo';
import { CardGrid, ToolCard } from '@/shell/ToolCard';
import { PageHeader } from './PageHeader';
import { Section } from './Section';

/** A group's index page: a card per tool of the group, then the tools of other groups it also lists (`alsoIn`). */
export function GroupPage({ groupId }: { groupId: GroupId }) {
  const group = registry.groups.find((g) => g.id === groupId)!;
  const own = registry.ownTools(groupId);
  const also = registry.alsoTools(groupId);
  return (
    <>
      <Seo
        title={group.title}
        description={group.description}
        path={group.path}
        keywords={[group.title, ...own.flatMap((t) => t.manifest.keywords.slice(0, 2))]}
      />
      <PageHeader title={group.title} lead={group.description} />
      <CardGrid data-testid="group-tools">
        {own.map((t) => (
          <li key={t.manifest.id}>
            <ToolCard manifest={t.manifest} />
          </li>
        ))}
      </CardGrid>
      {also.length > 0 && (
        <Section id="also" title={ALSO_USEFUL_TITLE} lead="Tools from other categories that do this kind of job too.">
          <CardGrid data-testid="group-also">
            {also.map((t) => (
              <li key={t.manifest.id}>
                <ToolCard manifest={t.manifest} headingLevel={3} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
