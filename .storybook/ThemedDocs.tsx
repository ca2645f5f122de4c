import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useState, type ReactNode } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { themes } from 'storybook/theming';

function initialTheme(context: DocsContainerProps['context']): unknown {
  const first = context.componentStories()[0];
  return first ? context.getStoryContext(first).globals.theme : undefined;
}

/** Docs pages follow the toolbar's theme, so a dark story is read on a dark page. */
export function ThemedDocs({ context, children }: DocsContainerProps & { children?: ReactNode }) {
  const [theme, setTheme] = useState<unknown>(() => initialTheme(context));
  useEffect(() => {
    const onGlobals = ({ globals }: { globals: Record<string, unknown> }) => setTheme(globals.theme);
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    return () => context.channel.off(GLOBALS_UPDATED, onGlobals);
  }, [context]);
  return (
    <DocsContainer context={context} theme={theme === 'dark' ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  );
}
