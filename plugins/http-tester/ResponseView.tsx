import styled from 'styled-components';
import { formatBytes } from '@/lib/bytes';
import { countOf, groupDigits } from '@/lib/count';
import {
  Alert,
  Badge,
  Card,
  CopyButton,
  DataTable,
  Muted,
  OutputArea,
  Spinner,
  Stack,
  Tabs,
  Toolbar,
  type DataColumn,
} from '@/ui';
import { isSuccess, type HttpResponse } from './logic';
import { Panel, tabLabel } from './TabPanels';

export type ResponseTab = 'body' | 'headers';

/** A response header: its name heads its row. */
const HEADER_COLUMNS: readonly DataColumn<readonly [string, string]>[] = [
  { header: 'Name', rowHeader: true, mono: true, cell: ([name]) => name },
  { header: 'Value', cell: ([, value]) => <Code>{value}</Code> },
];
const Code = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
`;
const Explanation = styled.p`
  margin: 6px 0 0;
`;

export interface ResponseViewProps {
  response: HttpResponse | null;
  isSending: boolean;
  tab: ResponseTab;
  onTab: (tab: ResponseTab) => void;
  /** The base of the element ids (useId of the tool). */
  ids: string;
}

/** The Response card: status, time and size, the error and its explanation, or the body and headers tabs. */
export function ResponseView({ response, isSending, tab, onTab, ids }: ResponseViewProps) {
  const responseHeaders = response ? Object.entries(response.headers) : [];
  return (
    <Card title="Response" aria-label="Response">
      <Stack $gap="md">
        {!response && !isSending && <Muted>Press Send to see the response here.</Muted>}
        {isSending && <Spinner label="Waiting for the response" />}
        {response && (
          <>
            <Toolbar>
              <Badge
                $tone={isSuccess(response.status) ? 'success' : 'danger'}
                data-testid="response-status"
                data-outcome={isSuccess(response.status) ? 'success' : 'failure'}
              >
                {isSuccess(response.status) ? 'Success' : 'Failure'} · {response.status} {response.statusText}
              </Badge>
              <Badge data-testid="response-time">{groupDigits(response.duration)} ms</Badge>
              <Badge data-testid="response-size" title={formatBytes(response.size)}>
                {countOf(response.size, 'byte')}
              </Badge>
            </Toolbar>
            {response.error && (
              <Alert title={response.statusText}>
                {response.error !== response.statusText && response.error}
                {response.explanation && <Explanation>{response.explanation}</Explanation>}
              </Alert>
            )}
            {!response.error && (
              <>
                <Tabs<ResponseTab>
                  label="Response views"
                  idBase={`${ids}-res`}
                  value={tab}
                  onChange={onTab}
                  items={[
                    { id: 'body', label: 'Body' },
                    { id: 'headers', label: tabLabel('Headers', responseHeaders.length) },
                  ]}
                />
                <Panel idBase={`${ids}-res`} id="body" current={tab}>
                  {response.body === '' ? (
                    <Muted>The response has no body.</Muted>
                  ) : (
                    <OutputArea
                      label="Response body"
                      hideLabel
                      value={response.formattedBody}
                      minHeight={240}
                      actions={<CopyButton value={response.formattedBody} />}
                    />
                  )}
                </Panel>
                <Panel idBase={`${ids}-res`} id="headers" current={tab}>
                  <Stack $gap="sm">
                    <DataTable
                      caption="Response headers"
                      columns={HEADER_COLUMNS}
                      rows={responseHeaders}
                      rowKey={([name]) => name}
                    />
                    <Muted>
                      Browsers show only the headers a server exposes to web pages (Access-Control-Expose-Headers).
                    </Muted>
                  </Stack>
                </Panel>
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
