import { useLocation } from 'react-router-dom';
import { buildShareLink, LINK_INPUT_LIMIT } from '@/lib/shareLink';
import { getSettings, inputsOf } from '@/lib/toolState';
import { querySetsOptions } from '@/lib/useToolOptions';
import type { ToolManifest } from '@/registry/types';
import { ShareLink } from '@/ui/ShareLink';

/** Copy link for a tool with options: its current settings, and its input when the visitor asks. */
export default function ToolShare({ manifest }: { manifest: ToolManifest }) {
  const { search } = useLocation();
  const makeLink = (withInput: boolean) => {
    const query = new URLSearchParams(search);
    const settings =
      manifest.options && !querySetsOptions(manifest.options, query) ? (getSettings(manifest.id) ?? '') : search;
    return buildShareLink({
      base: `${window.location.origin}${manifest.path}`,
      settings,
      inputs: inputsOf(manifest.id),
      withInput,
    });
  };
  return <ShareLink makeLink={makeLink} limitKb={LINK_INPUT_LIMIT / 1024} />;
}
