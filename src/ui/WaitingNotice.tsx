import { Alert } from './Alert';
import { Button } from './Button';
import { ProgressBar } from './ProgressBar';

export interface WaitingNoticeProps {
  /** the words of the button that runs the tool: the current mode's button label ('To JSON') */
  action: string;
  /** a title above the text, where a tool words it its own way */
  title?: string;
  /** the line; by default 'Large input: press <action> or Ctrl+Enter' */
  text?: string;
  /**
   * Runs the tool, from a button in the notice: for a tool whose run button is not already on screen
   * (modes picked with tabs). Left out where that button is beside the input, so no two buttons share a name.
   */
  onRun?: () => void;
  /** the run asked for is under way: its progress (0..100) shows in place of the text */
  busy: boolean;
  progress?: number | null;
  progressLabel?: string;
}

/** The line a tool shows while a large input no longer follows the typing. */
export const waitingText = (action: string) => `Large input: press ${action} or Ctrl+Enter`;

/**
 * Says, where the output would be, that the output no longer follows a large input and how to run
 * it; once run, the run's progress. Every tool with a live size limit shows this one notice.
 */
export function WaitingNotice({ action, title, text, onRun, busy, progress, progressLabel }: WaitingNoticeProps) {
  return (
    <Alert tone="info" title={title}>
      <p style={{ margin: onRun || busy ? '0 0 8px' : 0 }} data-testid="waiting-notice">
        {text ?? waitingText(action)}
      </p>
      {busy ? (
        <ProgressBar value={progress ?? 0} label={progressLabel} />
      ) : (
        onRun && (
          <Button variant="primary" size="sm" onClick={onRun}>
            {action}
          </Button>
        )
      )}
    </Alert>
  );
}
