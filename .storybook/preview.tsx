import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../src/app/Providers';

/** Every story renders inside the site's theme, toasts and a router, like a page does. */
const preview: Preview = {
  decorators: [
    (Story, ctx) => (
      <Providers>
        <MemoryRouter initialEntries={[(ctx.parameters.route as string | undefined) ?? '/']}>
          <div style={{ padding: 16 }}>
            <Story />
          </div>
        </MemoryRouter>
      </Providers>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};
export default preview;
