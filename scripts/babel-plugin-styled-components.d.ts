declare module 'babel-plugin-styled-components' {
  import type { PluginItem } from '@babel/core';
  const plugin: PluginItem;
  export default plugin;
}
