import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { formatBytes } from '@/lib/bytes';
import { countOf, groupDigits } from '@/lib/count';
import {
  Alert,
  Button,
  Card,
  CodeOutput,
  CopyButton,
  DownloadButton,
  List,
  OpenInMenu,
  Stack,
  Tabs,
  Toolbar,
} from '@/ui';
import { INPUT_MIN_HEIGHT_PX, MESSAGES } from './constants';
import { errorContext, formatPosition } from './errors';
import { downloadFileName } from './files';
import type { ProcessJobResult } from './jobs';
import { JsonTree } from './JsonTree';

type Tab = 'text' | 'tree';

const Footer = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
`;

const Caret = styled.pre`
  margin: 8px 0 0;
  padding: 8px 10px;
  overflow-x: auto;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 12.5px;
  background: ${({ theme }) => theme.color.codeBg};
  color: ${({ theme }) => theme.color.codeText};
  border-radius: ${({ theme }) => theme.radius.sm};
  mark {
    background: ${({ theme }) => theme.color.dangerBg};
    color: ${({ theme }) => theme.color.danger};
    outline: 1px solid currentColor;
  }
`;

const Placeholder = styled.div`
  min-height: ${INPUT_MIN_HEIGHT_PX}px;
  display: grid;
  place-items: center;
  padding: 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export interface Outcome {
  /** The input the result belongs to (the tree and schema panels use exactly this text). */
  input: string;
  sortKeys: boolean;
  result: ProcessJobResult;
}

export interface JsonOutputCardProps {
  outcome: Outcome | null;
  onGoToError: () => void;
}

/** The output card: the error with its context, warnings, the result as text or tree, and its size. */
export function JsonOutputCard({ outcome, onGoToError }: JsonOutputCardProps) {
  const [tab, setTab] = useState<Tab>('text');
  const result = outcome?.result ?? null;
  const valid = !result || result.isValid;
  const output = result?.output ?? '';
  const error = result?.error;
  const context = useMemo(
    () => (error && outcome ? errorContext(outcome.input.replace(/^\uFEFF/, ''), error.offset) : null),
    [error, outcome],
  );
  const stats = result?.stats;
  const warnings = result?.isValid ? result.warnings : [];
  const moreWarnings = result?.isValid ? result.warningCount - result.warnings.length : 0;
  const bom = !!result?.isValid && result.bomStripped;
  const outputPlaceholder = valid ? MESSAGES.outputEmpty : MESSAGES.outputInvalid;

  return (
    <Card
      aria-labelledby="json-output-title"
      title={<span id="json-output-title">{MESSAGES.outputTitle}</span>}
      actions={
        output ? (
          <Toolbar>
            <OpenInMenu text={output} />
            <CopyButton
              value={output}
              successMessage={MESSAGES.copiedText}
              successTitle={MESSAGES.copiedTitle}
              failureMessage={MESSAGES.copyFailedText}
              failureTitle={MESSAGES.copyFailedTitle}
            />
            <DownloadButton
              getData={() => output}
              fileName={() => downloadFileName()}
              mimeType="application/json;charset=utf-8"
            />
          </Toolbar>
        ) : undefined
      }
    >
      <Stack $gap="md">
        {error && (
          <Alert title={MESSAGES.errorTitle}>
            <div>{error.message}</div>
            <div>
              <strong style={{ display: 'inline' }}>{formatPosition(error.line, error.column)}</strong>
            </div>
            {context && (
              <Caret data-testid="error-context">
                {context.before}
                <mark>{context.at || ' '}</mark>
                {context.after}
              </Caret>
            )}
            <Button size="sm" variant="ghost" onClick={onGoToError} style={{ marginTop: 6 }}>
              Go to error
            </Button>
          </Alert>
        )}
        {(warnings.length > 0 || bom) && (
          <Alert tone="warning" title="Warnings">
            <List aria-label="Warnings">
              {bom && <li>{MESSAGES.bomStripped}</li>}
              {warnings.map((w, i) => (
                <li key={i}>
                  {w.message} at <code>{w.path || '/'}</code> ({formatPosition(w.line, w.column)})
                </li>
              ))}
              {moreWarnings > 0 && <li>…and {countOf(moreWarnings, 'more duplicate key')}</li>}
            </List>
          </Alert>
        )}
        <div>
          <Tabs<Tab>
            label="Output view"
            idBase="json-output"
            value={tab}
            onChange={setTab}
            items={[
              { id: 'text', label: 'Text' },
              { id: 'tree', label: 'Tree' },
            ]}
          />
        </div>
        <div role="tabpanel" id="json-output-panel-text" aria-labelledby="json-output-tab-text" hidden={tab !== 'text'}>
          {result?.outputError ? (
            <Alert tone="warning">{result.outputError}</Alert>
          ) : output ? (
            <CodeOutput
              label="Formatted JSON output"
              value={output}
              language="json"
              minHeight={INPUT_MIN_HEIGHT_PX}
              maxHeight={640}
            />
          ) : (
            <Placeholder data-testid="output-placeholder">{outputPlaceholder}</Placeholder>
          )}
        </div>
        <div role="tabpanel" id="json-output-panel-tree" aria-labelledby="json-output-tab-tree" hidden={tab !== 'tree'}>
          {outcome && result?.isValid ? (
            <JsonTree text={outcome.input} sortKeys={outcome.sortKeys} active={tab === 'tree'} />
          ) : (
            <Placeholder>{MESSAGES.treeEmpty}</Placeholder>
          )}
        </div>
        {valid && stats && stats.characters > 0 && (
          <Footer data-testid="output-stats">
            <span>
              <strong>{groupDigits(stats.bytes)}</strong> {stats.bytes === 1 ? 'byte' : 'bytes'}
              {stats.bytes >= 1024 ? ` (${formatBytes(stats.bytes)})` : ''}
            </span>
            <span>
              <strong>{groupDigits(stats.lines)}</strong> {stats.lines === 1 ? 'line' : 'lines'}
            </span>
            <span>
              <strong>{groupDigits(stats.characters)}</strong> {stats.characters === 1 ? 'character' : 'characters'}
            </span>
          </Footer>
        )}
      </Stack>
    </Card>
  );
}
