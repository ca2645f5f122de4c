import { ArrowLeftRight } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useMainAction } from '@/lib/toolScope';
import { useToolOptions } from '@/lib/useToolOptions';
import { Alert, Button, Card, ChoiceGroup, CopyButton, Muted, Stack, TextField, Toolbar } from '@/ui';
import { ColorField, errorText } from './ColorField';
import { ContrastResult, PairPreview, VisionPreview, type FixOffer } from './Contrast';
import examples from './examples';
import {
  FORMATS,
  FORMAT_LABELS,
  MAX_COLOR_LENGTH,
  SRGB_FORMATS,
  contrastOf,
  fmt,
  nearestOpacity,
  nearestPassing,
  passes,
  readColor,
  toHex,
  type ColorInfo,
  type Format,
} from './logic';
import { optionsSpec } from './options';

type Which = 'fg' | 'bg';

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  > button {
    margin-top: 22px;
  }
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    > button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;

const Rows = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const FormatRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs};
  align-items: start;
  input {
    font-family: ${({ theme }) => theme.font.mono};
  }
  > button {
    margin-top: 24px;
  }
`;

const LABELS: Record<Which, string> = { fg: 'Text colour', bg: 'Background' };

function gamutNote(info: ColorInfo): string | null {
  if (info.inSrgb) return null;
  return `Outside sRGB: ${FORMAT_LABELS.hex}, RGB, HSL and HWB show it mapped to ${info.text.hex} by lowering its OKLCH chroma (CSS Color 4 gamut mapping); the contrast uses that colour.${info.inP3 ? '' : ' It is outside Display P3 too: the P3 value is mapped the same way.'}`;
}

export default function ColorTool() {
  const [options, , setOption] = useToolOptions(optionsSpec);
  const [draft, setDraft] = useState<{ which: Which; format: Format; text: string } | null>(null);
  // a text too long to be a colour is refused, not put into the field: a single-line input holding
  // megabytes takes seconds to lay out, and the field keeps the colour it had
  const [refused, setRefused] = useState<{ field: string; message: string } | null>(null);
  const texts: Record<Which, string> = { fg: options.fg, bg: options.bg };
  const fg = useMemo(() => readColor(texts.fg), [texts.fg]);
  const bg = useMemo(() => readColor(texts.bg), [texts.bg]);
  const reads: Record<Which, typeof fg> = { fg, bg };

  /** False (with the field's message) when the text is too long to be taken. */
  const accept = (field: string, text: string): boolean => {
    if (text.length > MAX_COLOR_LENGTH) {
      const read = readColor(text);
      setRefused({ field, message: `${read.ok ? '' : read.error.message}, so it was not taken` });
      return false;
    }
    if (refused?.field === field) setRefused(null);
    return true;
  };
  const refusal = (field: string) => (refused?.field === field ? refused.message : undefined);

  const setText = (which: Which, text: string) => {
    if (accept(which, text)) setOption(which, text);
  };

  const report = useMemo(() => (fg.ok && bg.ok ? contrastOf(fg.info.rgb8, bg.info.rgb8) : null), [fg, bg]);
  const fixes = useMemo<FixOffer[]>(() => {
    if (!fg.ok || !bg.ok || !report) return [];
    const offers: FixOffer[] = [];
    for (const [level, minimum] of [
      ['AA', 4.5],
      ['AAA', 7],
    ] as const) {
      if (passes(report.ratio, minimum)) continue;
      const opacity = nearestOpacity(fg.info, bg.info, minimum);
      if (opacity)
        offers.push({
          id: `opacity-${level}`,
          action: `Use ${opacity.hex} for the text`,
          text: `The same text colour reaches ${level} at opacity ${fmt(parseInt(opacity.hex.slice(7), 16) / 255, 3)}:`,
          suggestion: opacity,
          apply: () => setOption('fg', opacity.hex),
        });
      const forText = nearestPassing(fg.info, bg.info, minimum, true);
      const forBackground = nearestPassing(bg.info, fg.info, minimum, false);
      if (forText)
        offers.push({
          id: `text-${level}`,
          action: `Use ${forText.hex} for the text`,
          text: `Nearest text colour for ${level} normal text:`,
          suggestion: forText,
          apply: () => setOption('fg', forText.hex),
        });
      if (forBackground)
        offers.push({
          id: `background-${level}`,
          action: `Use ${forBackground.hex} for the background`,
          text: `Or the nearest background for ${level}:`,
          suggestion: forBackground,
          apply: () => setOption('bg', forBackground.hex),
        });
      if (!forText && !forBackground)
        offers.push({
          id: `none-${level}`,
          text: `No lightness of the text or of the background alone reaches ${level} (${minimum}:1).`,
        });
      // AAA suggestions only once AA passes: one step at a time
      break;
    }
    return offers;
  }, [fg, bg, report, setOption]);

  // Ctrl+Enter never changes a colour the visitor chose: it brings the first suggestion's own button into
  // focus, and that button (Enter or a click) applies it
  const fixesRef = useRef<HTMLDivElement>(null);
  useMainAction(() => fixesRef.current?.querySelector('button')?.focus());

  const which: Which = options.edit === 'background' ? 'bg' : 'fg';
  const editing = reads[which];
  const swap = () => {
    setOption('fg', texts.bg);
    setOption('bg', texts.fg);
  };

  return (
    <Stack>
      {/* the converter comes first, in the first screen; the contrast check of the pair follows */}
      <Card title="Convert">
        <Stack $gap="lg">
          <ChoiceGroup
            label="Colour to convert"
            value={options.edit}
            choices={[
              { value: 'text', label: 'Text colour' },
              { value: 'background', label: 'Background' },
            ]}
            onChange={(v) => {
              setDraft(null);
              setOption('edit', v);
            }}
          />
          {editing.ok && gamutNote(editing.info) && <Alert tone="warning">{gamutNote(editing.info)}</Alert>}
          {editing.ok && editing.info.names.length > 0 && (
            <Muted data-testid="color-names">Named colour: {editing.info.names.join(', ')}</Muted>
          )}
          {!editing.ok && (
            <Muted>
              Fix the {LABELS[which].toLowerCase()} in the contrast check below, or type a colour into any of these
              fields.
            </Muted>
          )}
          <Rows>
            {FORMATS.map((format) => {
              const own = draft && draft.which === which && draft.format === format ? draft : null;
              const ownRead = own ? readColor(own.text) : null;
              const value = own ? own.text : editing.ok ? editing.info.text[format] : '';
              const mapped = editing.ok && SRGB_FORMATS.includes(format) && !editing.info.inSrgb;
              const label = FORMAT_LABELS[format];
              return (
                <FormatRow key={format}>
                  <TextField
                    id={`color-${format}`}
                    label={label}
                    value={value}
                    spellCheck={false}
                    autoComplete="off"
                    autoCapitalize="off"
                    hint={mapped ? 'Mapped into sRGB' : undefined}
                    error={
                      refusal(format) ??
                      (ownRead && !ownRead.ok ? errorText(ownRead.error, own?.text ?? '') : undefined)
                    }
                    onChange={(e) => {
                      const text = e.target.value;
                      if (!accept(format, text)) return;
                      setDraft({ which, format, text });
                      if (readColor(text).ok) setText(which, text);
                    }}
                    onBlur={() => {
                      if (ownRead?.ok) setDraft(null);
                    }}
                  />
                  <CopyButton value={value} aria-label={`Copy ${label}`} />
                </FormatRow>
              );
            })}
          </Rows>
        </Stack>
      </Card>

      <Card title="Contrast">
        <Stack $gap="lg">
          <Pair>
            <ColorField
              id="color-fg"
              label={LABELS.fg}
              value={texts.fg}
              onChange={(t) => setText('fg', t)}
              info={fg.ok ? fg.info : null}
              error={fg.ok ? null : fg.error}
              refused={refusal('fg')}
              hint={fg.ok ? (fg.info.alpha < 1 ? 'Translucent: measured over the background' : undefined) : undefined}
            />
            <Button icon={<ArrowLeftRight size={16} aria-hidden="true" />} onClick={swap}>
              Swap
            </Button>
            <ColorField
              id="color-bg"
              label={LABELS.bg}
              value={texts.bg}
              onChange={(t) => setText('bg', t)}
              info={bg.ok ? bg.info : null}
              error={bg.ok ? null : bg.error}
              refused={refusal('bg')}
              hint={bg.ok && bg.info.alpha < 1 ? 'Translucent: measured over a white page' : undefined}
            />
          </Pair>
          <Toolbar role="group" aria-label="Examples">
            <Muted>Examples:</Muted>
            {examples.examples.map((e) => (
              <Button
                key={e.name}
                size="sm"
                variant="ghost"
                title={e.description}
                onClick={() => {
                  setText('fg', e.input.text);
                  setText('bg', e.input.background);
                }}
              >
                {e.name}
              </Button>
            ))}
          </Toolbar>
          {report && fg.ok && bg.ok ? (
            <>
              {(!fg.info.inSrgb || !bg.info.inSrgb) && (
                <Alert tone="warning" title="Outside sRGB">
                  {[fg, bg].map((r, i) =>
                    r.ok && !r.info.inSrgb ? (
                      <span key={i}>
                        The {i === 0 ? 'text colour' : 'background'} is outside sRGB; it is measured as{' '}
                        {r.info.text.hex}, mapped in OKLCH (CSS Color 4 gamut mapping).{' '}
                      </span>
                    ) : null,
                  )}
                </Alert>
              )}
              <PairPreview text={toHex(fg.info.rgb8)} background={toHex(bg.info.rgb8)} />
              <ContrastResult report={report} fixes={fixes} fixesRef={fixesRef} />
            </>
          ) : (
            <Muted>The contrast shows once both colours are read.</Muted>
          )}
        </Stack>
      </Card>

      <Card title="Colour vision">
        {report ? (
          <Stack $gap="sm">
            <VisionPreview report={report} />
            <Muted>
              Simulated with the Machado, Oliveira and Fernandes (2009) model at full severity; the ratios are of the
              simulated colours.
            </Muted>
          </Stack>
        ) : (
          <Muted>The preview shows once both colours are read.</Muted>
        )}
      </Card>
    </Stack>
  );
}
