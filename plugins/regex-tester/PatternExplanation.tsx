import styled from 'styled-components';
import type { ExplainedItem, Explanation } from './explain';

const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
    list-style: none;
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
  li + li {
    margin-top: 4px;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: 700;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    padding: 0 4px;
    margin-right: 6px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
const Heading = styled.h3`
  margin: 0 0 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
`;

function Items({ items }: { items: readonly ExplainedItem[] }) {
  return items.map((item) => (
    <li key={`${item.start}-${item.end}`}>
      <code>{item.token === '' ? '(empty)' : item.token}</code>
      <span>{item.text}</span>
      {item.children.length > 0 && (
        <ul>
          <Items items={item.children} />
        </ul>
      )}
    </li>
  ));
}

/**
 * The pattern token by token: each token with what it matches, a group's contents indented under it,
 * then what the flags do. Tokens and texts are React text, never markup.
 */
export function PatternExplanation({ explanation, id }: { explanation: Explanation; id: string }) {
  return (
    <section aria-labelledby={id} data-testid="pattern-explanation">
      <Heading id={id}>Explanation</Heading>
      <Tree aria-label="Pattern tokens">
        <Items items={explanation.items} />
      </Tree>
      {explanation.flags.length > 0 && (
        <Tree aria-label="Flags set" style={{ marginTop: 8 }}>
          {explanation.flags.map(({ flag, text }) => (
            <li key={flag}>
              <code>{flag}</code>
              <span>{text}</span>
            </li>
          ))}
        </Tree>
      )}
    </section>
  );
}
