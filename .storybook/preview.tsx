import type { Preview } from '@storybook/react-vite';
import { isCanvasTheme, SiteCanvas } from './SiteCanvas';
import { ThemedDocs } from './ThemedDocs';
import { isViewportName, viewports } from './viewports';

/** Every story renders inside the site's theme, toasts and a router, like a page does. */
const preview: Preview = {
  decorators: [
    (Story, ctx) => (
      <SiteCanvas
        theme={isCanvasTheme(ctx.globals.theme) ? ctx.globals.theme : 'light'}
        route={typeof ctx.parameters.route === 'string' ? ctx.parameters.route : '/'}
        viewport={isViewportName(ctx.globals.viewport?.value) ? ctx.globals.viewport.value : 'desktop'}
        renderStory={() => <Story />}
      />
    ),
  ],
  globalTypes: {
    theme: {
      description: 'Site theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'side-by-side', title: 'Both side by side', icon: 'sidebyside' },
        ],
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    docs: { container: ThemedDocs, codePanel: true },
    // every story is checked in the Accessibility panel; the Storybook check in CI fails on serious and critical findings
    a11y: { test: 'error' },
    controls: { expanded: true },
    options: { storySort: { order: ['Foundations', 'UI', 'Shell', 'Pages', 'Tools'] } },
  },
};
export default preview;
