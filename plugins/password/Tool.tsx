import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useMainAction } from '@/lib/toolScope';
import { useToolOptions } from '@/lib/useToolOptions';
import {
  Alert,
  Button,
  Card,
  ChoiceGroup,
  CopyButton,
  DownloadButton,
  Muted,
  Select,
  StaleOutput,
  Stack,
  Switch,
  TextArea,
  TextField,
  Toolbar,
} from '@/ui';
import {
  CAPITALIZATIONS,
  CAPITALIZATION_LABELS,
  COUNT_MAX,
  COUNT_MIN,
  LENGTH_MAX,
  LENGTH_MIN,
  PASSPHRASE_FILE,
  PASSWORD_FILE,
  SEPARATORS,
  SEPARATOR_LABELS,
  WORDS_MAX,
  WORDS_MIN,
  countPassphrases,
  countPasswords,
  formatBits,
  formatCount,
  generatePassphrase,
  generatePassword,
  log2Big,
  planPassword,
  usableWords,
  type Capitalization,
  type PassphrasePolicy,
  type PasswordPolicy,
  type Separator,
} from './logic';
import { NumberField } from './NumberField';
import { optionsSpec, type Options } from './options';
import { SecureRandom } from './random';
import { StrengthCheck } from './StrengthCheck';

type Mode = 'password' | 'passphrase';

const MODES = [
  { value: 'password', label: 'Password' },
  { value: 'passphrase', label: 'Passphrase' },
] as const;

export const TOOL_MESSAGES = {
  loadingWords: 'Loading the word list…',
  wordsFailed: 'The word list could not be loaded. Reload the page to try again.',
  noSecretsKept:
    'Generated values stay in this page only: they are never stored, never sent and never put in a link. Your settings are remembered.',
} as const;

/** What a generation needs: the policy as the visitor set it, and its key (a change makes a list out of date). */
type Recipe =
  | { ok: true; key: string; mode: Mode; bits: number; count: bigint; make: (random: SecureRandom) => string }
  | { ok: false; key: string; message: string };

const Result = styled.output`
  display: block;
  padding: 14px 16px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: clamp(0.95rem, 2.6vw, 1.2rem);
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  min-height: 1.5em;
`;

const Entropy = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  strong {
    font-weight: 700;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  > div {
    min-width: 0;
  }
`;

const Switches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

const Wide = styled.div`
  flex: 1 1 260px;
  input {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

function passwordPolicy(o: Options): PasswordPolicy {
  return {
    length: o.length,
    upper: o.upper,
    lower: o.lower,
    digits: o.digits,
    symbols: o.symbols,
    symbolSet: o.symbolSet,
    custom: o.custom,
    eachClass: o.eachClass,
    excludeLookAlikes: o.excludeLookAlikes,
  };
}

function passphrasePolicy(o: Options): PassphrasePolicy {
  const separator = SEPARATORS.find((s) => s === o.separator) ?? '-';
  const capitalization = CAPITALIZATIONS.find((c) => c === o.capitalization) ?? 'lower';
  return { words: o.words, separator, capitalization, digit: o.digit };
}

function recipeFor(mode: Mode, options: Options, wordList: readonly string[] | null): Recipe | null {
  if (mode === 'password') {
    const policy = passwordPolicy(options);
    const key = JSON.stringify(['password', policy]);
    const plan = planPassword(policy);
    if (!plan.ok) return { ok: false, key, message: plan.message };
    const count = countPasswords(plan);
    return { ok: true, key, mode, count, bits: log2Big(count), make: (r) => generatePassword(plan, r) };
  }
  if (!wordList) return null;
  const policy = passphrasePolicy(options);
  const words = usableWords(wordList, policy.separator);
  const count = countPassphrases(policy, words.length);
  return {
    ok: true,
    key: JSON.stringify(['passphrase', policy]),
    mode,
    count,
    bits: log2Big(count),
    make: (r) => generatePassphrase(policy, words, r),
  };
}

function EntropyLine({ recipe, each }: { recipe: Extract<Recipe, { ok: true }>; each?: boolean }) {
  const noun = recipe.mode === 'password' ? 'passwords' : 'passphrases';
  return (
    <Entropy data-testid={each ? 'bulk-entropy' : 'entropy'}>
      {each ? 'Entropy of each: ' : 'Entropy: '}
      <strong>{formatBits(recipe.bits)}</strong> · {formatCount(recipe.count)} possible {noun}, all equally likely
    </Entropy>
  );
}

export default function PasswordTool() {
  const [options, , setOption] = useToolOptions(optionsSpec);
  const mode: Mode = options.mode === 'passphrase' ? 'passphrase' : 'password';
  const [wordList, setWordList] = useState<readonly string[] | null>(null);
  const [wordsFailed, setWordsFailed] = useState(false);

  // the word list loads only when a passphrase is asked for
  useEffect(() => {
    if (mode !== 'passphrase' || wordList) return;
    let live = true;
    import('./wordlist')
      .then((m) => live && setWordList(m.EFF_LARGE_WORDLIST))
      .catch(() => live && setWordsFailed(true));
    return () => {
      live = false;
    };
  }, [mode, wordList]);

  const recipe = useMemo(() => recipeFor(mode, options, wordList), [mode, options, wordList]);
  const recipeKey = recipe?.key ?? '';

  // generated values live in this component's state only; the first is made after the first render,
  // so the prerendered page holds none
  const [single, setSingle] = useState<{ key: string; value: string } | null>(null);
  const [bulk, setBulk] = useState<{ key: string; values: string[] } | null>(null);

  const regenerate = useCallback(() => {
    if (recipe?.ok) setSingle({ key: recipe.key, value: recipe.make(new SecureRandom()) });
  }, [recipe]);

  useEffect(() => {
    regenerate();
    // a new policy draws a new value; nothing else does
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recipeKey]);

  const generateBulk = () => {
    if (!recipe?.ok) return;
    const random = new SecureRandom();
    setBulk({ key: recipe.key, values: Array.from({ length: options.count }, () => recipe.make(random)) });
  };

  // Ctrl+Enter draws a new value, and a new list when one is shown
  useMainAction(() => {
    regenerate();
    if (bulk) generateBulk();
  });

  const noun = mode === 'password' ? 'password' : 'passphrase';
  const shownSingle = single && recipe?.ok && single.key === recipe.key ? single.value : '';
  const bulkText = bulk?.values.join('\n') ?? '';
  const bulkStale = bulk !== null && bulk.key !== recipeKey;
  const fileName = mode === 'password' ? PASSWORD_FILE : PASSPHRASE_FILE;

  return (
    <Stack>
      <Card title="Settings">
        <Stack $gap="md">
          <ChoiceGroup<Mode>
            label="Generate"
            value={mode}
            choices={MODES}
            onChange={(next) => setOption('mode', next)}
          />
          {mode === 'password' ? (
            <>
              <Controls>
                <NumberField
                  id="password-length"
                  label="Length"
                  value={options.length}
                  min={LENGTH_MIN}
                  max={LENGTH_MAX}
                  onChange={(n) => setOption('length', n)}
                />
                <Wide>
                  <TextField
                    id="password-symbols"
                    label="Symbol set"
                    value={options.symbolSet}
                    maxLength={256}
                    disabled={!options.symbols}
                    spellCheck={false}
                    autoComplete="off"
                    onChange={(e) => setOption('symbolSet', e.target.value)}
                    hint="Each character counts once"
                  />
                </Wide>
                <Wide>
                  <TextField
                    id="password-custom"
                    label="Custom characters"
                    value={options.custom}
                    maxLength={256}
                    spellCheck={false}
                    autoComplete="off"
                    placeholder="e.g. äöüß"
                    onChange={(e) => setOption('custom', e.target.value)}
                    hint="Added as a kind of their own; each counts once"
                  />
                </Wide>
              </Controls>
              <Switches>
                <Switch label="Upper-case (A–Z)" checked={options.upper} onChange={(v) => setOption('upper', v)} />
                <Switch label="Lower-case (a–z)" checked={options.lower} onChange={(v) => setOption('lower', v)} />
                <Switch label="Digits (0–9)" checked={options.digits} onChange={(v) => setOption('digits', v)} />
                <Switch label="Symbols" checked={options.symbols} onChange={(v) => setOption('symbols', v)} />
                <Switch
                  label="At least one of each kind"
                  checked={options.eachClass}
                  onChange={(v) => setOption('eachClass', v)}
                />
                <Switch
                  label="Exclude look-alikes (i I l 1 0 O)"
                  checked={options.excludeLookAlikes}
                  onChange={(v) => setOption('excludeLookAlikes', v)}
                />
              </Switches>
            </>
          ) : (
            <>
              <Controls>
                <NumberField
                  id="passphrase-words"
                  label="Words"
                  value={options.words}
                  min={WORDS_MIN}
                  max={WORDS_MAX}
                  onChange={(n) => setOption('words', n)}
                />
                <Select<Separator>
                  label="Separator"
                  value={passphrasePolicy(options).separator}
                  options={SEPARATORS.map((s) => ({ value: s, label: SEPARATOR_LABELS[s] }))}
                  onChange={(s) => setOption('separator', s)}
                />
                <Select<Capitalization>
                  label="Capitalisation"
                  value={passphrasePolicy(options).capitalization}
                  options={CAPITALIZATIONS.map((c) => ({ value: c, label: CAPITALIZATION_LABELS[c] }))}
                  onChange={(c) => setOption('capitalization', c)}
                />
              </Controls>
              <Switch
                label="Add a digit after one word"
                checked={options.digit}
                onChange={(v) => setOption('digit', v)}
              />
              <Muted>
                Words from the{' '}
                <a href="https://www.eff.org/dice" target="_blank" rel="noreferrer">
                  EFF large word list
                </a>{' '}
                (7,776 words; © Electronic Frontier Foundation,{' '}
                <a href="https://creativecommons.org/licenses/by/3.0/us/" target="_blank" rel="noreferrer">
                  CC BY 3.0 US
                </a>
                ).
                {wordList && options.separator === '-'
                  ? ' With the hyphen separator the four words that contain one (drop-down, felt-tip, t-shirt, yo-yo) are left out, so every passphrase reads back one way: 7,772 words.'
                  : ''}
              </Muted>
            </>
          )}
        </Stack>
      </Card>

      <Card
        title={mode === 'password' ? 'Your password' : 'Your passphrase'}
        actions={
          <Button
            size="sm"
            variant="primary"
            icon={<RefreshCw size={16} aria-hidden="true" />}
            onClick={regenerate}
            disabled={!recipe?.ok}
          >
            Generate
          </Button>
        }
      >
        <Stack $gap="sm">
          {recipe === null &&
            (wordsFailed ? (
              <Alert tone="error" title="Word list not loaded">
                {TOOL_MESSAGES.wordsFailed}
              </Alert>
            ) : (
              <Muted>{TOOL_MESSAGES.loadingWords}</Muted>
            ))}
          {recipe && !recipe.ok && (
            <Alert tone="error" title={`No ${noun} can be made`}>
              {recipe.message}
            </Alert>
          )}
          {recipe?.ok && (
            <>
              <Result aria-label={`Generated ${noun}`} data-testid="single-result">
                {shownSingle}
              </Result>
              <Toolbar $justify="between">
                <EntropyLine recipe={recipe} />
                <CopyButton value={shownSingle} size="md" />
              </Toolbar>
            </>
          )}
          <Muted>{TOOL_MESSAGES.noSecretsKept}</Muted>
        </Stack>
      </Card>

      <Card title="Bulk">
        <Stack $gap="md">
          <Toolbar $align="end">
            <NumberField
              id="password-count"
              label="How many"
              value={options.count}
              min={COUNT_MIN}
              max={COUNT_MAX}
              onChange={(n) => setOption('count', n)}
            />
          </Toolbar>
          <Toolbar>
            <Button variant="primary" onClick={generateBulk} disabled={!recipe?.ok}>
              Generate {options.count} {options.count === 1 ? noun : `${noun}s`}
            </Button>
            <CopyButton value={bulkText} label="Copy all" />
            <DownloadButton getData={() => bulkText} fileName={fileName} />
          </Toolbar>
          {bulk && recipe?.ok && !bulkStale && <EntropyLine recipe={recipe} each />}
          <StaleOutput stale={bulkStale} action={`Generate ${options.count}`}>
            <TextArea
              label={mode === 'password' ? 'Generated passwords' : 'Generated passphrases'}
              value={bulkText}
              readOnly
              minHeight={200}
              spellCheck={false}
              placeholder="Generated values appear here, one per line."
            />
          </StaleOutput>
        </Stack>
      </Card>

      <StrengthCheck />
    </Stack>
  );
}
