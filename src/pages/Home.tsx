import { Seo } from '../shell/Seo';
import { site } from '../site';
import { ToolPicker } from '../shell/ToolPicker';

export function Home() {
  return (
    <>
      <Seo title="Free Online Developer Tools" description={site.description} path="/" />
      <h1>Essential Developer Tools</h1>
      <ToolPicker />
    </>
  );
}
