import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import styled from 'styled-components';
import { Providers } from '@/app/Providers';
import { FixedThemeMode } from '@/theme/ThemeProvider';
import type { ThemeName } from '@/theme/themes';
import type { ViewportName } from './viewports';

export type CanvasTheme = ThemeName | 'side-by-side';

export function isCanvasTheme(v: unknown): v is CanvasTheme {
  return v === 'light' || v === 'dark' || v === 'side-by-side';
}

/**
 * The page background and text colour of one theme. Colours are CSS variables, so the pane's
 * `data-theme` attribute decides them for everything inside. The transform makes the pane the
 * containing block of fixed-position children (dialogs, drawers), which keeps each theme's overlay
 * inside its own half of the side-by-side view; `overflow: clip` cuts it there without making the
 * half a scroll box that moving focus into a wide drawer would scroll sideways.
 */
const Pane = styled.div<{ $contain: boolean }>`
  min-height: 100%;
  padding: 16px;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  ${({ $contain }) => ($contain ? 'transform: translateZ(0); overflow: clip; min-height: 100vh;' : '')}
`;
const Split = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  min-height: 100vh;
`;
const PaneLabel = styled.p`
  margin: 0 0 12px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`;

function Routed({ route, children }: { route: string; children: ReactNode }) {
  return <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
}

/**
 * Renders a story inside the site's own providers (theme from src/theme, toasts) and a router.
 * `light` / `dark` fix the site's theme provider in that mode (it sets the class on <html>, as the
 * site does); `side-by-side` shows the story twice, light on the left and dark on the right.
 */
export function SiteCanvas({
  theme,
  route,
  viewport,
  renderStory,
}: {
  theme: CanvasTheme;
  route: string;
  viewport: ViewportName;
  renderStory: () => ReactNode;
}) {
  if (theme !== 'side-by-side') {
    // no key: switching light and dark keeps the story mounted, in the state its play function left
    return (
      <Providers initialMode={theme}>
        <Routed route={route}>
          <Pane $contain={false} data-theme={theme} data-canvas-theme={theme} data-viewport={viewport}>
            {renderStory()}
          </Pane>
        </Routed>
      </Providers>
    );
  }
  return (
    <Providers key={theme} initialMode="light">
      <Split>
        <Pane $contain data-theme="light" data-canvas-theme="light" data-viewport={viewport}>
          <PaneLabel>Light</PaneLabel>
          <Routed route={route}>{renderStory()}</Routed>
        </Pane>
        <FixedThemeMode mode="dark">
          <Pane $contain data-theme="dark" data-canvas-theme="dark" data-viewport={viewport}>
            <PaneLabel>Dark</PaneLabel>
            <Routed route={route}>{renderStory()}</Routed>
          </Pane>
        </FixedThemeMode>
      </Split>
    </Providers>
  );
}
