import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { setSrcdoc } from '@/lib/trustedHtml';
import { Card, List, Muted, usePalette } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import type { HtmlWarning } from './analyse';
import type { Direction } from './constants';
import type { Options } from './options';
import { PREVIEW_LIMIT, previewDocument, stylePreview } from './preview';

type Props = TransformSlotProps<Options, Direction, HtmlWarning[]>;

/** Under the output: the problems found in the HTML (HTML to Text), or the rendered HTML (Text to HTML). */
export function HtmlAfterOutput(props: Props) {
  return props.view.mode === 'html-to-text' ? <Warnings {...props} /> : <Preview {...props} />;
}

function Warnings({ view, outcome, waiting }: Props) {
  const warnings = outcome?.ok ? outcome.details : [];
  return (
    <Card title="Warnings">
      {warnings.length > 0 ? (
        <List aria-label="HTML warnings">
          {warnings.map((w) => (
            <li key={w.code}>{w.message}</li>
          ))}
        </List>
      ) : (
        <Muted>
          {view.input.trim() && !waiting
            ? 'No problems found in the HTML.'
            : 'Problems in the HTML (parse errors, unclosed tags, script mismatches) are listed here.'}
        </Muted>
      )}
    </Card>
  );
}

/** Numbers the preview documents, one frame each. */
let previewCount = 0;

const PreviewFrame = styled.iframe`
  width: 100%;
  height: 220px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.color.surface};
`;

function Preview({ output }: Props) {
  const palette = usePalette();
  // sanitised, and shown in a sandboxed frame whose policy forbids every request
  const preview = useMemo(
    () => (output && output.length <= PREVIEW_LIMIT ? { doc: previewDocument(output), id: (previewCount += 1) } : null),
    [output],
  );
  // set through the DOM: srcdoc takes TrustedHTML, which React would turn into a plain string
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (frame.current && preview) setSrcdoc(frame.current, preview.doc);
  }, [preview]);
  // a new theme restyles the document on screen
  useEffect(() => {
    if (frame.current) stylePreview(frame.current, palette);
  }, [palette]);
  if (!preview) return null;
  return (
    <Card title="Preview">
      <PreviewFrame
        // each document gets a new frame: a frame given a second srcdoc while it still loads the first
        // can keep showing the first
        key={preview.id}
        title="HTML preview"
        // nothing in it runs (no allow-scripts); the same origin lets the page style the document
        sandbox="allow-same-origin"
        ref={frame}
        onLoad={(e) => stylePreview(e.currentTarget, palette)}
      />
    </Card>
  );
}
