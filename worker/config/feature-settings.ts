/**
 * A setting that is missing or wrong (issue 18 §2), and a feature's settings:
 * on with what it needs, or off with why. An off feature answers its own 503
 * while the rest of the site serves. Messages name the setting and what is
 * wrong, never a secret's value: they are logged and printed by `npm start`.
 */
export interface ConfigProblem {
  setting: string
  message: string
}

export type FeatureSettings<T> = { state: 'on'; settings: T } | { state: 'off'; problems: ConfigProblem[] }

export const on = <T>(settings: T): FeatureSettings<T> => ({ state: 'on', settings })
export const off = <T>(problems: ConfigProblem[]): FeatureSettings<T> => ({ state: 'off', problems })
