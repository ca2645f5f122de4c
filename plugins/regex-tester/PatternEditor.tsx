import { BookOpen } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, Input, Label, Stack, Toolbar } from '@/ui';
import regexExamples from './examples';
import type { Explanation } from './explain';
import { FLAGS, toggleFlag, type PatternCheck } from './logic';
import { PatternExplanation } from './PatternExplanation';

const PatternRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0;
  font-family: ${({ theme }) => theme.font.mono};
  input {
    font-family: ${({ theme }) => theme.font.mono};
    border-radius: 0;
  }
`;
const Slash = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 10px;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  &:first-child {
    border-right: 0;
    border-radius: ${({ theme }) => `${theme.radius.sm} 0 0 ${theme.radius.sm}`};
  }
  &:last-child {
    border-left: 0;
    border-radius: ${({ theme }) => `0 ${theme.radius.sm} ${theme.radius.sm} 0`};
    min-width: 3ch;
  }
`;
const Hint = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.textMuted)};
  overflow-wrap: anywhere;
`;
const FlagButton = styled.button<{ $on: boolean }>`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 700;
  min-width: 40px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $on }) => ($on ? theme.color.primaryText : theme.color.text)};
  cursor: pointer;
`;
const Guide = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

export interface PatternEditorProps {
  pattern: string;
  onPattern: (pattern: string) => void;
  flags: string;
  onFlags: (flags: string) => void;
  check: PatternCheck;
  onSubmit: (e: FormEvent) => void;
  /** Loads the example preset at this index. */
  onPreset: (index: number) => void;
  /** The base of the element ids (useId of the tool). */
  ids: string;
  /** The valid pattern explained token by token; null while there is none (no pattern, an invalid one, still loading). */
  explanation?: Explanation | null;
}

/** The Pattern card: the expression between slashes with its validity, the flag toggles and guide, and the example presets. */
export function PatternEditor({
  pattern,
  onPattern,
  flags,
  onFlags,
  check,
  onSubmit,
  onPreset,
  ids,
  explanation = null,
}: PatternEditorProps) {
  const [showGuide, setShowGuide] = useState(false);
  const invalid = !check.valid && pattern !== '';
  const patternHintId = `${ids}-pattern-hint`;
  const guideId = `${ids}-guide`;
  return (
    <Card title="Pattern">
      <form onSubmit={onSubmit}>
        <Stack $gap="md">
          <div>
            <Label htmlFor={`${ids}-pattern`}>Regular expression</Label>
            <PatternRow>
              <Slash aria-hidden="true">/</Slash>
              <Input
                id={`${ids}-pattern`}
                value={pattern}
                onChange={(e) => onPattern(e.target.value)}
                placeholder="e.g. (?<year>\d{4})-(\d{2})"
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="off"
                $invalid={invalid}
                aria-invalid={invalid || undefined}
                aria-describedby={patternHintId}
                data-testid="pattern-input"
              />
              <Slash aria-hidden="true">{flags}</Slash>
            </PatternRow>
            <Hint id={patternHintId} $error={invalid} aria-live="polite">
              {check.valid ? 'Valid pattern' : check.error}
            </Hint>
          </div>
          {check.valid && explanation && <PatternExplanation explanation={explanation} id={`${ids}-explanation`} />}
          <div>
            <Label as="span" id={`${ids}-flags`}>
              Flags
            </Label>
            <Toolbar role="group" aria-labelledby={`${ids}-flags`}>
              {FLAGS.map((f) => (
                <FlagButton
                  key={f.flag}
                  type="button"
                  $on={flags.includes(f.flag)}
                  aria-pressed={flags.includes(f.flag)}
                  aria-label={`${f.flag} (${f.name})`}
                  title={`${f.name}: ${f.description}`}
                  onClick={() => onFlags(toggleFlag(flags, f.flag))}
                >
                  {f.flag}
                </FlagButton>
              ))}
              <Button
                size="sm"
                variant="ghost"
                icon={<BookOpen size={16} aria-hidden="true" />}
                aria-expanded={showGuide}
                aria-controls={guideId}
                onClick={() => setShowGuide((v) => !v)}
              >
                {showGuide ? 'Hide flags guide' : 'Show flags guide'}
              </Button>
            </Toolbar>
          </div>
          {showGuide && (
            <Guide id={guideId} aria-label="Flags guide">
              {FLAGS.map((f) => (
                <div key={f.flag} style={{ display: 'contents' }}>
                  <dt>
                    {f.flag} · {f.name}
                  </dt>
                  <dd>{f.description}</dd>
                </div>
              ))}
            </Guide>
          )}
          <div>
            <Label as="span" id={`${ids}-examples`}>
              Examples
            </Label>
            <Toolbar role="group" aria-labelledby={`${ids}-examples`}>
              {regexExamples.examples.map((p, i) => (
                <Button key={p.name} size="sm" title={p.description} onClick={() => onPreset(i)}>
                  {p.name}
                </Button>
              ))}
            </Toolbar>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
