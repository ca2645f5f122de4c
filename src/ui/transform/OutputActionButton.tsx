import { useRef } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import type { JobClient } from '@/lib/jobClient';
import { JOB_POLICIES } from '@/lib/jobPolicy';
import { notify } from '@/lib/notify';
import { useToolJob } from '@/lib/useToolJob';
import { Button } from '@/ui/Button';
import type { TransformOutputAction } from './types';

export interface OutputActionButtonProps<M extends string, J extends JobMap> {
  action: TransformOutputAction<M, J, keyof J & string>;
  jobs: JobClient<J>;
  output: string;
  disabled: boolean;
  /** the output the action was given, and what it made of it */
  onOutput: (from: string, output: string) => void;
  onError: (from: string, message: string) => void;
}

/** A button that runs a second job on the output (Format HTML) and shows what it returns in the output's place. */
export function OutputActionButton<M extends string, J extends JobMap>({
  action,
  jobs,
  output,
  disabled,
  onOutput,
  onError,
}: OutputActionButtonProps<M, J>) {
  const policy = JOB_POLICIES[action.policy];
  // the output the running job was given: what it made replaces that output only
  const given = useRef('');
  const job = useToolJob(jobs, action.kind, {
    inlineBelow: policy.inlineBelow,
    timeLimit: policy.timeLimit,
    onResult: (result) => {
      const outcome = action.read(result);
      if (outcome.ok) onOutput(given.current, outcome.output);
      else onError(given.current, outcome.error.message);
    },
    onError: () => onError(given.current, action.failed),
  });
  const run = () => {
    if (!output) {
      notify.info(action.empty);
      return;
    }
    given.current = output;
    job.run(action.request(output));
  };
  return (
    <Button icon={action.icon} onClick={run} disabled={disabled || job.busy}>
      {action.label}
    </Button>
  );
}
