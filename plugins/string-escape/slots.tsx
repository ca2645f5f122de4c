import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Muted, Stack, Toolbar } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { languageLabel } from './languages';
import { looksLikeEscapedJson, MESSAGES, type Details, type Mode } from './logic';
import type { Options } from './options';

type Props = TransformSlotProps<Options, Mode, Details>;

/** Offered while escaping: the input is already an escaped JSON string, which is likely meant to be read. */
export function EscapedInputNotice({ view, setMode, setOption }: Props) {
  if (view.mode !== 'escape' || !looksLikeEscapedJson(view.input)) return null;
  const unescape = () => {
    setOption('language', 'json');
    setMode('unescape');
  };
  return (
    <Alert tone="info" title="This looks like an escaped JSON string">
      <Toolbar $align="center">
        <span>It is in quotes with escapes inside. Read it back to its text instead of escaping it again?</span>
        <Button size="sm" onClick={unescape}>
          Unescape
        </Button>
      </Toolbar>
    </Alert>
  );
}

const Line = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.warning)};
  overflow-wrap: anywhere;
`;

/** Under the output: the round trip, what the language reads differently, and a second unescape. */
export function OutputNotes({ outcome, stale, output, view, setInput }: Props) {
  if (!outcome?.ok || stale) return null;
  const { roundTrip, note, stillEscaped } = outcome.details;
  return (
    <Stack $gap="sm">
      <Line $ok={roundTrip.ok} role="status" aria-label="Round trip">
        {roundTrip.ok ? MESSAGES.roundTripOk : roundTrip.message}
      </Line>
      {note && (
        <Alert tone="warning" title="Read, but not as an escape">
          Line {note.line}, column {note.column}: {note.message}
        </Alert>
      )}
      {stillEscaped && (
        <Alert tone="info" title="The result is still an escaped string">
          <Toolbar $align="center">
            <span>It was escaped twice. Unescape it once more as {languageLabel(view.options.language)}?</span>
            <Button size="sm" onClick={() => setInput(output)}>
              Unescape again
            </Button>
          </Toolbar>
        </Alert>
      )}
    </Stack>
  );
}

/** Percent-encoding is its own tool: linked, not repeated here. */
export function UrlNote() {
  return (
    <Muted>
      Escaping for URLs (percent-encoding) is in the <Link to="/encode/url">URL Encoder/Decoder</Link>.
    </Muted>
  );
}
