import { useLocation } from 'react-router-dom';
import { buildShareLink, LINK_INPUT_LIMIT } from '@/lib/shareLinkAddress';
import { getSettings, inputsOf } from '@/lib/toolState';
import { querySetsOptions } from '@/lib/useToolOptions';
import { registry } from '@/registry';
import type { ToolManifest } from '@/registry/types';
import { ShareLink } from '@/ui/ShareLink';

/** Copy link for a tool with options: its current settings, and its input when the visitor asks and it can travel. */
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
      always: (manifest.linkFields ?? []).map((linked) => linked.field),
    });
  };
  // the secrets the visitor typed, named so the dialog can say they stay out of the link
  const withheld = () => {
    const held = inputsOf(manifest.id, { secret: true });
    return (manifest.secrets ?? []).filter((secret) => held.has(secret.field)).map((secret) => secret.label);
  };
  return (
    <ShareLink
      makeLink={makeLink}
      withheld={withheld}
      always={(manifest.linkFields ?? []).map((linked) => linked.label)}
      limitKb={LINK_INPUT_LIMIT / 1024}
      includable={registry.byId.get(manifest.id)?.inputTravels ?? true}
    />
  );
}
