import { Alert } from '../Alert';
import { Button } from '../Button';
import type { TransformSpec } from './types';

type Notice = NonNullable<TransformSpec<Record<string, unknown>, string, never, never, unknown>['waitingNotice']>;

/** Says why the output no longer follows a large input, with the button that runs it. */
export function WaitingNotice({ notice, input, onRun, busy }: { notice: Notice; input: string; onRun: () => void; busy: boolean }) {
  return (
    <Alert tone="info" title={notice.title}>
      <p style={{ margin: '0 0 8px' }}>{notice.text(input)}</p>
      <Button variant="primary" size="sm" onClick={onRun} disabled={busy}>
        {notice.action}
      </Button>
    </Alert>
  );
}
