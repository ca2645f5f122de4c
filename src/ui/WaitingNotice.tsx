import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import type { TransformWaitingNotice } from './types';

/** Says why the output no longer follows a large input, with the button that runs it. */
export function WaitingNotice({
  notice,
  input,
  onRun,
  busy,
}: {
  notice: TransformWaitingNotice;
  input: string;
  onRun: () => void;
  busy: boolean;
}) {
  return (
    <Alert tone="info" title={notice.title}>
      <p style={{ margin: '0 0 8px' }}>{notice.text(input)}</p>
      <Button variant="primary" size="sm" onClick={onRun} disabled={busy}>
        {notice.action}
      </Button>
    </Alert>
  );
}
