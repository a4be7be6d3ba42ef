/**
 * Issue 18 §2, §3, §6 (ARCHITECTURE "Environments: production fails closed"):
 * which environment the worker runs in, what that allows, and which origin
 * the links it hands out (checkout return pages, the customer portal's
 * return, every mail link) are built on.
 */

export const ENVIRONMENTS = ['development', 'test', 'production'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

/**
 * The development-only features (the sandbox checkout and portal, the mail
 * outbox page, mail logging, demo seeding): 'on' only where `npm start`
 * (development) or the worker tests (test) run, by this one rule.
 */
export function developmentFeatures(environment: Environment): 'on' | 'off' {
  return environment === 'production' ? 'off' : 'on'
}

/**
 * The origin of the addresses we hand to a third party or a mailbox. In
 * production it is the configured PUBLIC_ORIGIN whatever Host the request
 * came with (a forged Host must never become a reset link or a return page);
 * locally the request's own origin, so `npm start` on any port and the test
 * servers on theirs get links that work.
 */
export function linkOrigin(environment: Environment, publicOrigin: string, requestOrigin: string): string {
  return environment === 'production' ? publicOrigin : requestOrigin
}
