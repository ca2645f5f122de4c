import { composeStories, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { StyleSheetManager } from 'styled-components';
import { beforeAll, describe, expect, it } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';
import { isViewportName, viewportSize, type ViewportName } from '../../.storybook/viewports';
import { mediaAtWidth, setWindowSize } from './viewport';

setProjectAnnotations([previewAnnotations]);

/** A stories file: its meta and its stories. */
type StoryModule = { default: Meta } & Record<string, StoryObj>;
const modules = import.meta.glob<StoryModule>(['../**/*.stories.tsx', '../../plugins/*/*.stories.tsx'], {
  eager: true,
});

/** The viewport a story is made for (its toolbar global), desktop when it names none. */
function storyViewport(globals: Record<string, unknown>): ViewportName {
  const viewport = globals.viewport;
  const value = typeof viewport === 'object' && viewport !== null && 'value' in viewport ? viewport.value : undefined;
  return isViewportName(value) ? value : 'desktop';
}

/** One plugin list per width, so styled-components keeps its stylis instance between stories. */
const pluginsByWidth = new Map<number, ReturnType<typeof mediaAtWidth>[]>();
function pluginsAt(width: number) {
  let plugins = pluginsByWidth.get(width);
  if (!plugins) pluginsByWidth.set(width, (plugins = [mediaAtWidth(width)]));
  return plugins;
}

/**
 * Modules the stories load on demand (the options form's rjsf and ajv, the search dialog, tool jobs
 * that run in place of a worker). Vitest transforms a module on its first import, which takes
 * seconds for these: loading them before the stories keeps that out of the play functions' waits.
 */
const lazyModules = import.meta.glob([
  '../ui/OptionsFormImpl.tsx',
  '../shell/SearchDialog.tsx',
  '../../plugins/*/job.ts',
  '../../plugins/*/jobs.ts',
]);

describe('every story renders', () => {
  beforeAll(async () => {
    await Promise.all(Object.values(lazyModules).map((load) => load()));
  }, 120_000);
  it('finds stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });
  for (const [file, mod] of Object.entries(modules)) {
    describe(file.replace(/^(\.\.\/)+/, ''), () => {
      for (const [name, Story] of Object.entries(composeStories(mod))) {
        it(name, async () => {
          // the story is rendered at its viewport's width: window size, matchMedia and CSS media queries
          const size = viewportSize(storyViewport(Story.globals));
          setWindowSize(size);
          await Story.load(); // loaders and beforeEach, as Storybook runs them
          const { container } = render(
            <StyleSheetManager stylisPlugins={pluginsAt(size.width)}>
              <Story />
            </StyleSheetManager>,
          );
          await Story.play?.({ canvasElement: container });
          // the story rendered elements (not an empty fragment) and no error boundary fallback
          expect(container.querySelectorAll('*').length).toBeGreaterThan(1);
          expect(screen.queryByText('Something went wrong')).toBeNull();
        });
      }
    });
  }
});
