/** The cron dialects the tool reads, each with its own fields, ranges and macros. */
export type Dialect = 'unix' | 'seconds' | 'quartz' | 'aws' | 'k8s';
/** A dialect, or 'auto': the one the expression's shape says. */
export type DialectChoice = 'auto' | Dialect;
