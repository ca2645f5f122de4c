import { ChevronDown } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '@/app/ErrorBoundary';
import { ToolLoading } from '@/app/ToolFrame';
import { registry } from '@/registry';
import { ToolIcon } from './ToolIcon';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  h3 {
    font-size: ${({ theme }) => theme.font.size.sm};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.color.textMuted};
    margin-bottom: 8px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  @media (max-width: 1099px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 767px) {
    display: none;
  }
`;
const Choice = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  text-align: left;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $active }) => ($active ? theme.color.infoBg : theme.color.surface)};
  color: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.text)};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  svg {
    flex-shrink: 0;
  }
`;
const Mobile = styled.div`
  display: none;
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (max-width: 767px) {
    display: block;
  }
  .list {
    max-height: min(50vh, 350px);
    overflow: auto;
    margin-top: 6px;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  .list h3 {
    font-size: ${({ theme }) => theme.font.size.xs};
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
    margin: 8px 4px 4px;
  }
  .list ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;
const Toggle = styled(Choice)`
  justify-content: space-between;
  min-height: 44px;
`;
const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg};
  min-height: 480px;
  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space.md};
  }
  h3.tool-title {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: 16px;
  }
`;

function defaultToolId(): string {
  return registry.pickerDefault?.manifest.id ?? '';
}

/** Pick any tool and use it in place: one section per group, grid on desktop, dropdown on phones. */
export function ToolPicker() {
  const [selected, setSelected] = useState(defaultToolId);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const tool = registry.byId.get(selected);
  const choose = (id: string) => {
    setSelected(id);
    setOpen(false);
  };
  const sections = registry.groups.map((g) => ({
    group: g,
    tools: registry.tools.filter((t) => t.manifest.group === g.id),
  }));
  const choices = sections.map(({ group, tools }) => (
    <section key={group.id} aria-label={group.title}>
      <h3>{group.title}</h3>
      <ul>
        {tools.map((t) => (
          <li key={t.manifest.id}>
            <Choice
              type="button"
              $active={t.manifest.id === selected}
              aria-pressed={t.manifest.id === selected}
              onClick={() => choose(t.manifest.id)}
            >
              <ToolIcon name={t.manifest.icon} size={16} />
              {t.manifest.name}
            </Choice>
          </li>
        ))}
      </ul>
    </section>
  ));
  return (
    <div data-testid="tool-picker">
      <Grid role="group" aria-label="Choose a tool">
        {choices}
      </Grid>
      <Mobile>
        <Toggle
          type="button"
          $active={false}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>Tool: {tool?.manifest.name ?? 'Choose a tool'}</span>
          <ChevronDown size={16} aria-hidden="true" />
        </Toggle>
        {open && (
          <div className="list" id={listId}>
            {choices}
          </div>
        )}
      </Mobile>
      {tool && (
        <Panel aria-label={`${tool.manifest.name} tool`} role="region">
          <h3 className="tool-title">
            <ToolIcon name={tool.manifest.icon} size={20} />
            {tool.manifest.name}
          </h3>
          <ErrorBoundary resetKey={tool.manifest.id}>
            <Suspense fallback={<ToolLoading />}>
              <tool.Component key={tool.manifest.id} manifest={tool.manifest} embedded />
            </Suspense>
          </ErrorBoundary>
        </Panel>
      )}
    </div>
  );
}
