import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import styled, { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { Providers } from '../src/app/Providers';
import { storeMode } from '../src/theme/mode';
import { darkTheme } from '../src/theme/themes';
import type { ViewportName } from './viewports';

export type CanvasTheme = 'light' | 'dark' | 'side-by-side';

export function isCanvasTheme(v: unknown): v is CanvasTheme {
  return v === 'light' || v === 'dark' || v === 'side-by-side';
}

/**
 * The page background and text colour of the theme in force, so a story looks the same on the
 * canvas, inside a docs page and in each half of the side-by-side view. The transform makes the
 * pane the containing block of fixed-position children (dialogs, drawers), which keeps each
 * theme's overlay inside its own half.
 */
const Pane = styled.div<{ $contain: boolean }>`
  min-height: 100%;
  padding: 16px;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  color-scheme: ${({ theme }) => theme.name};
  ${({ $contain }) => ($contain ? 'transform: translateZ(0); overflow: hidden; min-height: 100vh;' : '')}
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
 * `light` / `dark` mount the site's theme provider in that mode (it applies the class on <html>,
 * as the site does); `side-by-side` shows the story twice, light on the left and dark on the right.
 */
export function SiteCanvas({ theme, route, viewport, renderStory }: { theme: CanvasTheme; route: string; viewport: ViewportName; renderStory: () => ReactNode }) {
  if (theme !== 'side-by-side') {
    // the site's provider reads the stored choice on mount, like the page after its first-paint script
    storeMode(theme);
    return (
      <Providers key={theme}>
        <Routed route={route}>
          <Pane $contain={false} data-canvas-theme={theme} data-viewport={viewport}>
            {renderStory()}
          </Pane>
        </Routed>
      </Providers>
    );
  }
  storeMode('light');
  return (
    <Providers key={theme}>
      <Split>
        <Pane $contain data-canvas-theme="light" data-viewport={viewport}>
          <PaneLabel>Light</PaneLabel>
          <Routed route={route}>{renderStory()}</Routed>
        </Pane>
        <StyledThemeProvider theme={darkTheme}>
          <Pane $contain data-canvas-theme="dark" data-viewport={viewport}>
            <PaneLabel>Dark</PaneLabel>
            <Routed route={route}>{renderStory()}</Routed>
          </Pane>
        </StyledThemeProvider>
      </Split>
    </Providers>
  );
}
