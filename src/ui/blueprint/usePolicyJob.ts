import { useCallback } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import type { JobClient } from '@/lib/jobClient';
import { JOB_POLICIES, sizeOf, timeLimitOf, type JobPolicy, type JobPolicyName } from '@/lib/jobPolicy';
import { useToolJob, type ToolJobOptions } from '@/lib/useToolJob';

export interface PolicyJobOptions<I, R = unknown> {
  /** the kind of work (src/lib/jobPolicy): how big a request follows live, runs in the page, and how long it may take */
  policy: JobPolicyName;
  /** the current request, which runs follow while it is small enough; null clears; left out, runs start only when asked for */
  request?: I | null;
  /** the pause after a keystroke before a run; pastes, buttons and options run at once */
  debounceMs?: number;
  /** how long a finished run's full progress bar stays, so even a quick run is seen to complete */
  hideDoneAfterMs?: ToolJobOptions<I, I, R>['hideDoneAfterMs'];
}

/**
 * A blueprint's job: the tool's one kind of work run under its policy, with the time limit that grows
 * with the request where the policy says so and a frame for the busy state before large work in the
 * page. `waiting`: the request is past the size runs follow, and no run has been made from it.
 */
export function usePolicyJob<J extends JobMap, K extends keyof J & string>(
  jobs: JobClient<J>,
  kind: K,
  { policy: name, request, debounceMs, hideDoneAfterMs }: PolicyJobOptions<J[K]['input'], J[K]['result']>,
) {
  const policy: JobPolicy = JOB_POLICIES[name];
  // a policy whose limit grows with the input's size gives each request its own limit
  const timeLimit = useCallback((input: unknown) => timeLimitOf(name, sizeOf(input)), [name]);
  const pastLive = request !== undefined && request !== null && sizeOf(request) >= policy.liveBelow;
  const job = useToolJob(jobs, kind, {
    input: request,
    liveBelow: policy.liveBelow,
    inlineBelow: policy.inlineBelow,
    restAbove: policy.restAbove,
    timeLimit: policy.perMegabyte ? timeLimit : policy.timeLimit,
    debounceMs,
    delayMs: pastLive ? policy.paintFirstMs : undefined,
    hideDoneAfterMs,
  });
  return { job, waiting: pastLive && (job.source === null || job.stale) };
}
