import styled from 'styled-components';
import { Button, Muted } from '@/ui';
import { TEMPLATES } from './templates';

const TemplateGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const TemplateBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
    overflow-wrap: anywhere;
  }
  button {
    margin-top: auto;
    align-self: flex-start;
  }
`;

export interface TemplatePickerProps {
  onLoad: (name: string) => void;
}

/** The ready-made templates, each with its field and item counts, field names and a Load button. */
export function TemplatePicker({ onLoad }: TemplatePickerProps) {
  return (
    <TemplateGrid>
      {TEMPLATES.map((t) => (
        <TemplateBox key={t.name} aria-label={t.name}>
          <h3>{t.name}</h3>
          <Muted>
            {t.fields.length} fields · {t.count} items
          </Muted>
          <p>
            <code>{t.fields.map((f) => f.name).join(', ')}</code>
          </p>
          <Button size="sm" aria-label={`Load ${t.name} template`} onClick={() => onLoad(t.name)}>
            Load template
          </Button>
        </TemplateBox>
      ))}
    </TemplateGrid>
  );
}
