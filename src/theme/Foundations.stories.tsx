import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { palettes, shadows, type Palette, type Shadows, type ThemeName } from './themes';
import { breakpoints, font, radius, space } from './tokens';

/**
 * The design tokens, read from the objects the site's CSS variables are made of (`palettes` and
 * `shadows` in src/theme/themes.ts, tokens.ts): a change to a token shows here, and in the visual
 * check, without editing this page.
 */
const meta: Meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Colours, type scale, spacing, radius and shadows of the light and dark themes, read from `src/theme/themes.ts` and `src/theme/tokens.ts`. Components take every value from the theme (`theme.color.*`, `theme.space.*` …); a hex value or pixel size written in a component is a bug. ' +
          `The layout switches to its phone form below ${breakpoints.mobile} px.`,
      },
    },
  },
};
export default meta;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 ${({ theme }) => theme.space.md};
    text-transform: capitalize;
  }
`;
const Swatches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .chip {
    flex: 0 0 auto;
    width: 32px;
    height: 32px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  code {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Rows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  align-items: center;
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.mono};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

/** One theme's real values: colours and shadows as written in themes.ts, not the CSS variables. */
interface ThemeValues {
  name: ThemeName;
  color: Palette;
  shadow: Shadows;
  font: typeof font;
  space: typeof space;
  radius: typeof radius;
}

const THEME_NAMES: ThemeName[] = ['light', 'dark'];

/** The same block once per theme, each panel in that theme (its `data-theme` selects the variables). */
function BothThemes({ children }: { children: (theme: ThemeValues) => ReactNode }) {
  return (
    <Columns>
      {THEME_NAMES.map((name) => (
        <Panel key={name} data-theme={name} aria-label={`${name} theme`}>
          <h2>{name}</h2>
          {children({ name, color: palettes[name], shadow: shadows[name], font, space, radius })}
        </Panel>
      ))}
    </Columns>
  );
}

export const Colours: StoryObj = {
  render: () => (
    <BothThemes>
      {(t) => (
        <Swatches>
          {Object.entries(t.color).map(([name, value]) => (
            <li key={name}>
              <span className="chip" style={{ background: value }} />
              <span>
                {name}
                <code>{value}</code>
              </span>
            </li>
          ))}
        </Swatches>
      )}
    </BothThemes>
  ),
};

export const TypeScale: StoryObj = {
  render: () => (
    <BothThemes>
      {(t) => (
        <Rows>
          {Object.entries(t.font.size).map(([name, size]) => (
            <FragmentRow key={name} name={`${name} · ${size}`}>
              <span style={{ fontSize: size, lineHeight: 1.2 }}>Base64 Encoder</span>
            </FragmentRow>
          ))}
          <FragmentRow name="sans">
            <span style={{ fontFamily: t.font.sans }}>The quick brown fox, 0123456789</span>
          </FragmentRow>
          <FragmentRow name="mono">
            <span style={{ fontFamily: t.font.mono }}>{'{"id": 42, "ok": true}'}</span>
          </FragmentRow>
        </Rows>
      )}
    </BothThemes>
  ),
};

export const Spacing: StoryObj = {
  render: () => (
    <BothThemes>
      {(t) => (
        <Rows>
          {Object.entries(t.space).map(([name, size]) => (
            <FragmentRow key={name} name={`${name} · ${size}`}>
              <span
                style={{ display: 'block', width: size, height: 16, background: t.color.primary, borderRadius: 2 }}
              />
            </FragmentRow>
          ))}
        </Rows>
      )}
    </BothThemes>
  ),
};

export const RadiusAndShadow: StoryObj = {
  render: () => (
    <BothThemes>
      {(t) => (
        <Rows>
          {Object.entries(t.radius).map(([name, r]) => (
            <FragmentRow key={name} name={`radius ${name} · ${r}`}>
              <span
                style={{
                  display: 'block',
                  width: 96,
                  height: 40,
                  borderRadius: r,
                  background: t.color.surface,
                  border: `1px solid ${t.color.border}`,
                }}
              />
            </FragmentRow>
          ))}
          {Object.entries(t.shadow).map(([name, s]) => (
            <FragmentRow key={name} name={`shadow ${name}`}>
              <span
                style={{
                  display: 'block',
                  width: 96,
                  height: 40,
                  borderRadius: t.radius.md,
                  background: t.color.surface,
                  boxShadow: s,
                }}
              />
            </FragmentRow>
          ))}
        </Rows>
      )}
    </BothThemes>
  ),
};

function FragmentRow({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </>
  );
}
