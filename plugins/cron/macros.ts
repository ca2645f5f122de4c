/**
 * The macros that stand for a whole schedule (`@daily`), and the dialects that read them.
 *
 * References: man 5 crontab (Vixie cron and cronie read all eight, in lower case only: entry.c
 * compares with strcmp); robfig/cron's parseDescriptor, which Kubernetes CronJobs use (the seven
 * schedules, no @reboot), as do six-field parsers with seconds (robfig/cron WithSeconds, croner);
 * Quartz's CronExpression and EventBridge's "Cron expressions" page, which have none.
 */

import type { Dialect } from './dialect';

interface MacroRule {
  /** what it does, in words */
  meaning: string;
  /** the five Unix fields it stands for; null for @reboot, which runs at boot, not on a schedule */
  unix: string | null;
  /** the same schedule written in Quartz and in EventBridge, for the dialects that have no macros */
  quartz: string | null;
  aws: string | null;
}

const YEARLY: MacroRule = {
  meaning: 'once a year',
  unix: '0 0 1 1 *',
  quartz: '0 0 0 1 1 ?',
  aws: 'cron(0 0 1 1 ? *)',
};
const DAILY: MacroRule = { meaning: 'once a day', unix: '0 0 * * *', quartz: '0 0 0 * * ?', aws: 'cron(0 0 * * ? *)' };

const MACROS: Record<string, MacroRule> = {
  '@reboot': { meaning: 'once each time cron starts (at system boot)', unix: null, quartz: null, aws: null },
  '@yearly': YEARLY,
  '@annually': YEARLY,
  '@monthly': { meaning: 'once a month', unix: '0 0 1 * *', quartz: '0 0 0 1 * ?', aws: 'cron(0 0 1 * ? *)' },
  '@weekly': { meaning: 'once a week', unix: '0 0 * * 0', quartz: '0 0 0 ? * SUN', aws: 'cron(0 0 ? * SUN *)' },
  '@daily': DAILY,
  '@midnight': DAILY,
  '@hourly': { meaning: 'once an hour', unix: '0 * * * *', quartz: '0 0 * * * ?', aws: 'cron(0 * * * ? *)' },
};

const SCHEDULES = Object.keys(MACROS).filter((name) => name !== '@reboot');

/** The macros each dialect reads. */
const READS: Record<Dialect, readonly string[]> = {
  unix: Object.keys(MACROS),
  k8s: SCHEDULES,
  seconds: SCHEDULES,
  quartz: [],
  aws: [],
};

export interface Macro {
  /** as written: @daily */
  name: string;
  meaning: string;
  /** the fields it stands for in the dialect (`0 0 * * *`), or null for @reboot, which has no schedule */
  expression: string | null;
}

export type MacroResult = { ok: true; macro: Macro } | { ok: false; message: string };

const list = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** Reads `token` (which starts with @) as a macro of `dialect`, named `dialectName` in messages. */
export function readMacro(token: string, dialect: Dialect, dialectName: string): MacroResult {
  const reads = READS[dialect];
  const rule = Object.hasOwn(MACROS, token) ? MACROS[token] : undefined;
  if (reads.length === 0) {
    const instead = rule && (dialect === 'aws' ? rule.aws : rule.quartz);
    return {
      ok: false,
      message: instead
        ? `${dialectName} has no macros such as ${token}: write ${instead}. Unix cron and Kubernetes read ${token}.`
        : token === '@reboot'
          ? `${dialectName} has no macros and no way to run at boot; Unix cron (Vixie cron, cronie) reads @reboot.`
          : `${dialectName} has no macros (${list(SCHEDULES)}); Unix cron and Kubernetes have them.`,
    };
  }
  if (!rule) {
    const lower = token.toLowerCase();
    return {
      ok: false,
      message: reads.includes(lower)
        ? `"${token}" is not a macro: macros are written in lower case, ${lower}`
        : `"${token}" is not a macro: ${dialectName} reads ${list(reads)}`,
    };
  }
  if (!reads.includes(token))
    return {
      ok: false,
      message: `${dialectName} has no ${token}: it runs jobs only on a schedule. Unix cron (Vixie cron, cronie) reads ${token}.`,
    };
  const expression = rule.unix === null ? null : dialect === 'seconds' ? `0 ${rule.unix}` : rule.unix;
  return { ok: true, macro: { name: token, meaning: rule.meaning, expression } };
}
