import type { RawAnswer, RawRequest } from '@koester/contract/testing/raw-http';

/** The check that no answer of a fuzz run shows an internal error's trace. */

/** A stack frame: "at fn (file:///…", "at fn (/…", "at node:internal/…". */
const STACK_FRAME = /\bat (?:async )?(?:[\w$.<>[\]]+ \()?(?:file:\/\/|node:|\/[\w.-]+\/|[A-Za-z]:\\)/;

/** Traces of an internal error: stack frames, source positions, the module tree, this machine's paths. */
const STACK_TRACE_MARKS = [
  STACK_FRAME,
  /node:internal/,
  /node_modules/,
  /\.[cm]?[jt]sx?:\d+:\d+/,
  /[A-Za-z]*Error: [^"]*[\\/][\w.-]+[\\/]/,
  /\/(?:work|home|usr|tmp|root)\//,
  /"stack"\s*:/,
];

/**
 * The trace of an internal error in an answer (its body or a header), if any. A mark counts only when the request
 * did not itself hold it: a refusal may quote the request (an unknown route, an unknown operation). An answer that
 * was not a refusal may hold any text stored before, so there only stack frames count.
 */
export function stackTraceIn(answer: RawAnswer, request: RawRequest): string | undefined {
  const sent = [request.path, ...request.headers.flat(), request.body ?? ''].join('\n');
  const received = [answer.text, ...Object.values(answer.headers).flat()].join('\n');
  for (const mark of answer.status >= 400 ? STACK_TRACE_MARKS : [STACK_FRAME, /node:internal/]) {
    const found = mark.exec(received)?.[0];
    if (found && !sent.includes(found.trim())) return found;
  }
  return undefined;
}
