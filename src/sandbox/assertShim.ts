/** Node's assert as Babel calls it (`assert(condition)`), for the sandbox's worker bundle, which has no Node. */
export default function assert(condition: unknown, message?: string): asserts condition {
  if (!condition) throw new Error(message ?? 'assertion failed');
}
