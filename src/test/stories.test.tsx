import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';

setProjectAnnotations([previewAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = (() => React.ReactElement) & { play?: (ctx: { canvasElement: HTMLElement }) => Promise<void> };
const modules = import.meta.glob<StoryModule>(['../**/*.stories.tsx', '../../plugins/*/*.stories.tsx'], { eager: true });

describe('every story renders', () => {
  it('finds stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });
  for (const [file, mod] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(mod)) as [string, ComposedStory][];
    describe(file.replace(/^(\.\.\/)+/, ''), () => {
      for (const [name, Story] of stories) {
        it(name, async () => {
          const { container } = render(<Story />);
          await Story.play?.({ canvasElement: container });
          // the story rendered elements (not an empty fragment) and no error boundary fallback
          expect(container.querySelectorAll('*').length).toBeGreaterThan(1);
          expect(screen.queryByText('Something went wrong')).toBeNull();
        });
      }
    });
  }
});
