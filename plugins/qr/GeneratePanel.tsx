import { Eraser, QrCode } from 'lucide-react';
import { useMemo } from 'react';
import styled from 'styled-components';
import { groupDigits } from '@/lib/count';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { useToolJob } from '@/lib/useToolJob';
import type { SetOption } from '@/lib/useToolOptions';
import {
  Alert,
  Button,
  Card,
  ChoiceGroup,
  CopyButton,
  DownloadButton,
  Facts,
  Input,
  Label,
  Muted,
  Select,
  Stack,
  StaleOutput,
  Toolbar,
  TwoColumns,
} from '@/ui';
import type { QrClient } from './client';
import { checkColours, ECC_RECOVERY, MIN_CONTRAST } from './colours';
import type { GenerateRequest, Generated } from './jobs';
import type { Options } from './options';
import { TEMPLATE_LABELS, TEMPLATES, TemplateForm, type FormParts, type Template } from './TemplateForm';

const Preview = styled.div`
  display: grid;
  place-items: center;
  min-height: 280px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  img {
    display: block;
    width: min(100%, 320px);
    height: auto;
    aspect-ratio: 1;
  }
  p {
    margin: 0;
  }
`;

const Payload = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  max-height: 160px;
  overflow: auto;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const ColourRow = styled.div`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  input[type='color'] {
    width: 44px;
    height: 40px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    cursor: pointer;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour option: the browser's picker beside the hex text. */
function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (hex: string) => void }) {
  const id = `qr-colour-${label.toLowerCase()}`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <ColourRow>
        <input
          type="color"
          aria-label={`${label} colour picker`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <Input
          id={id}
          defaultValue={value}
          key={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => {
            const text = e.target.value.trim();
            if (HEX.test(text)) onChange(text.toLowerCase());
          }}
        />
      </ColourRow>
    </div>
  );
}

const VERSIONS = [
  { value: '0', label: 'Auto (smallest)' },
  ...Array.from({ length: 40 }, (_, i) => ({ value: String(i + 1), label: `${i + 1} (${17 + 4 * (i + 1)} modules)` })),
];
const MARGINS = [0, 1, 2, 4, 6, 8, 12, 16].map((m) => ({ value: String(m), label: `${m} modules` }));
const SIZES = [128, 256, 512, 1024, 2048, 4096].map((s) => ({ value: String(s), label: `${s} px` }));

const CHECK_MESSAGES = {
  same: { tone: 'success', title: 'Scans', text: 'A QR reader read this code back and got exactly the same content.' },
  inverted: {
    tone: 'warning',
    title: 'Reads only when inverted',
    text: 'The modules are lighter than the background. Readers that try inverted codes read it, but many phone cameras and scanners do not: use dark modules on a light background for the widest support.',
  },
  different: {
    tone: 'warning',
    title: 'Reads back differently',
    text: 'A QR reader read this code but got other content than what was encoded.',
  },
  unreadable: {
    tone: 'error',
    title: 'Does not scan',
    text: 'A QR reader could not read this code as drawn. Raise the contrast between the colours or widen the quiet zone.',
  },
} as const;

/** ISO/IEC 18004 Table 7: the most any QR code holds (7,089 digits at 40-L); longer content is refused at once. */
const MAX_QR_CHARACTERS = 7089;
const TOO_LONG =
  'This content is too long for any QR code: at most 7,089 digits, 4,296 letters and digits or 2,953 bytes of text fit (version 40, level L).';

const fileBase = (template: Template) => `qr-${template}`;

export function GeneratePanel({
  jobs,
  options,
  setOption,
  level,
}: {
  jobs: QrClient;
  options: Options;
  setOption: SetOption<Options>;
  level: 2 | 3;
}) {
  return (
    <TemplateForm template={options.template} options={options} setOption={setOption}>
      {(parts) => <Generator parts={parts} jobs={jobs} options={options} setOption={setOption} level={level} />}
    </TemplateForm>
  );
}

function Generator({
  parts,
  jobs,
  options,
  setOption,
  level,
}: {
  parts: FormParts;
  jobs: QrClient;
  options: Options;
  setOption: SetOption<Options>;
  level: 2 | 3;
}) {
  const { built, fields, clear } = parts;
  // Clear empties the template's fields and every secret, whichever template holds it
  const [, setWifiPassword] = useToolInput('wifiPassword');
  const [, setOtpSecret] = useToolInput('otpSecret');
  const fits = !built?.ok || built.payload.length <= MAX_QR_CHARACTERS;
  const payload = built?.ok && fits ? built.payload : null;
  const request = useMemo<GenerateRequest | null>(
    () =>
      payload === null
        ? null
        : {
            payload,
            ecc: options.ecc,
            version: options.version,
            margin: options.margin,
            fg: options.fg,
            bg: options.bg,
            size: options.size,
          },
    [payload, options.ecc, options.version, options.margin, options.fg, options.bg, options.size],
  );
  const job = useToolJob(jobs, 'generate', { input: request, policy: 'image', debounceMs: 200 });
  useMainAction(() => {
    if (request) job.run(request);
  });
  const result: Generated | null = request && job.result ? job.result : null;
  const done = result?.ok ? result : null;
  const svgBlob = useMemo(() => (done ? new Blob([done.svg], { type: 'image/svg+xml' }) : null), [done]);
  const svgUrl = useObjectUrl(svgBlob);
  const colours = checkColours(options.fg, options.bg);
  const check = done ? CHECK_MESSAGES[done.check] : null;
  const failure = !fits
    ? TOO_LONG
    : job.error
      ? 'The code could not be made. Please try again.'
      : result && !result.ok
        ? result.message
        : null;

  return (
    <TwoColumns>
      <Card title="Content" level={level}>
        <Stack $gap="md">
          <Select<Template>
            label="Kind of content"
            value={options.template}
            options={TEMPLATES.map((value) => ({ value, label: TEMPLATE_LABELS[value] }))}
            onChange={(value) => setOption('template', value)}
          />
          {fields}
          {built && !built.ok && <Muted role="status">{built.message}</Muted>}
          <Toolbar>
            <Button
              icon={<Eraser size={16} aria-hidden="true" />}
              onClick={() => {
                clear();
                setWifiPassword('');
                setOtpSecret('');
              }}
            >
              Clear
            </Button>
          </Toolbar>
          <Card title="Code settings" level={3}>
            <Stack $gap="md">
              <div>
                <Label as="span" aria-hidden="true">
                  Error correction
                </Label>
                <ChoiceGroup
                  label="Error correction"
                  value={options.ecc}
                  choices={(['L', 'M', 'Q', 'H'] as const).map((ecc) => ({ value: ecc, label: ecc }))}
                  onChange={(value) => setOption('ecc', value)}
                />
                <Muted style={{ display: 'block', marginTop: 4 }}>
                  Level {options.ecc} restores up to {ECC_RECOVERY[options.ecc]} of a damaged or covered code; higher
                  levels make a larger code.
                </Muted>
              </div>
              <Grid>
                <Select
                  label="Version"
                  value={String(options.version)}
                  options={VERSIONS}
                  onChange={(value) => setOption('version', Number(value))}
                />
                <Select
                  label="Quiet zone"
                  value={String(options.margin)}
                  options={MARGINS}
                  onChange={(value) => setOption('margin', Number(value))}
                />
                <Select
                  label="PNG size"
                  value={String(options.size)}
                  options={SIZES}
                  onChange={(value) => setOption('size', Number(value))}
                />
              </Grid>
              {options.margin < 4 && (
                <Muted>
                  The standard asks for a quiet zone of 4 modules; a narrower one can fail beside other print.
                </Muted>
              )}
              <Grid>
                <ColourField label="Foreground" value={options.fg} onChange={(hex) => setOption('fg', hex)} />
                <ColourField label="Background" value={options.bg} onChange={(hex) => setOption('bg', hex)} />
              </Grid>
              <Muted data-testid="contrast">Contrast {colours.ratio.toFixed(2)}:1</Muted>
              {colours.lowContrast && (
                <Alert tone="warning" title="Low contrast">
                  {`The colours have a contrast of ${colours.ratio.toFixed(2)}:1. Keep at least ${MIN_CONTRAST}:1 between the modules and the background, or many cameras will not read the code.`}
                </Alert>
              )}
              {colours.inverted && (
                <Alert tone="warning" title="Inverted colours">
                  The foreground is lighter than the background. Many scanners only read dark modules on a light
                  background.
                </Alert>
              )}
            </Stack>
          </Card>
        </Stack>
      </Card>
      <Card
        title="QR code"
        level={level}
        actions={
          <Toolbar>
            <DownloadButton
              label="Download PNG"
              getData={() => (done ? new Blob([done.png], { type: 'image/png' }) : null)}
              fileName={`${fileBase(options.template)}.png`}
              mimeType="image/png"
              disabled={!done}
            />
            <DownloadButton
              label="Download SVG"
              getData={() => done?.svg ?? null}
              fileName={`${fileBase(options.template)}.svg`}
              mimeType="image/svg+xml"
              disabled={!done}
            />
          </Toolbar>
        }
      >
        <Stack $gap="md">
          <StaleOutput stale={job.stale} action="Generate">
            <Preview>
              {done && svgUrl ? (
                <img src={svgUrl} alt={`QR code, version ${done.version}, level ${done.ecc}`} />
              ) : (
                <Stack $gap="sm" style={{ alignItems: 'center' }}>
                  <QrCode size={40} aria-hidden="true" />
                  <p>{failure ? 'No code to show.' : 'Your QR code appears here.'}</p>
                </Stack>
              )}
            </Preview>
          </StaleOutput>
          {failure && <Alert>{failure}</Alert>}
          {check && done && (
            <Alert tone={check.tone} title={check.title}>
              {check.text}
              {done.readBack !== undefined && ` It read: ${done.readBack}`}
            </Alert>
          )}
          {built?.ok && built.note && <Alert tone="warning">{built.note}</Alert>}
          {done && (
            <section aria-label="Code details">
              <Facts>
                <dt>Version</dt>
                <dd>
                  {done.version} ({done.modules} × {done.modules} modules)
                </dd>
                <dt>Error correction</dt>
                <dd>
                  {done.ecc} (restores up to {ECC_RECOVERY[done.ecc]} of the code)
                </dd>
                <dt>Capacity</dt>
                <dd>
                  {groupDigits(done.usedBits)} of {groupDigits(done.capacityBits)} data bits used (
                  {Math.round((100 * done.usedBits) / done.capacityBits)}%), room for about{' '}
                  {groupDigits(Math.floor((done.capacityBits - done.usedBits) / 8))} more bytes
                </dd>
                <dt>PNG</dt>
                <dd>
                  {done.pngSide} × {done.pngSide} px
                </dd>
              </Facts>
            </section>
          )}
          {payload !== null && (
            <Stack $gap="sm">
              <Toolbar $justify="between">
                <Label as="span" id="qr-payload-label">
                  Encoded content
                </Label>
                <CopyButton value={payload} />
              </Toolbar>
              <Payload aria-labelledby="qr-payload-label" data-testid="payload">
                {payload}
              </Payload>
            </Stack>
          )}
        </Stack>
      </Card>
    </TwoColumns>
  );
}
