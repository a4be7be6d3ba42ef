// A figure against its target (issue 13 §6, issue 10 "Budgets"): the same
// verdict and the same words for every target the bench prints. The bench
// fails nothing: a target not met is printed so, and stored in the results.

/** `value` at most `target`; a figure that was not measured (null) is not met. */
export function verdict(value, target) {
  return { target, value, met: value !== null && value !== undefined && value <= target }
}

export function met(verdict) {
  return verdict.met ? 'met' : 'NOT met'
}
