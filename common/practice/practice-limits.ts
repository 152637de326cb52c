/** Limits of in-browser practice runs, shared by the workers, their clients and the server. */

/** A run that takes longer is stopped (default 5 s). */
export const PRACTICE_TIME_LIMIT_MS = 5_000;
/** Once the interpreter has taken an interrupt, how long it gets to answer before it is replaced. */
export const PYTHON_INTERRUPT_GRACE_MS = 1_000;
/** How long the interpreter gets to take an interrupt at all (a long C call never does). */
export const PYTHON_INTERRUPT_TAKE_MAX_MS = 5_000;
/** How often the page checks whether the interrupt was taken. */
export const PYTHON_INTERRUPT_POLL_MS = 50;
/** Numbers compare equal within this relative tolerance (absolute below 1). */
export const NUMBER_TOLERANCE = 1e-6;
/** Captured stdout/stderr per test, beyond which output is cut. */
export const OUTPUT_LIMIT_CHARS = 10_000;
/** Rows of a learner's SQL result kept for display. */
export const SQL_DISPLAY_ROW_LIMIT = 200;
/** Rows read from a learner's SQL result at most (a runaway cross join stops here). */
export const SQL_READ_ROW_LIMIT = 10_000;
/** Longest code accepted in an attempt (characters). */
export const ATTEMPT_CODE_MAX_CHARS = 20_000;
/** Attempts per sync request; keeps a batch under the server's 1 MB JSON limit. */
export const ATTEMPT_BATCH_MAX = 25;
/** Longest display string kept for input/expected/actual in a stored result. */
export const DISPLAY_VALUE_MAX_CHARS = 2_000;
