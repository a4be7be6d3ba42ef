/** Types for ./check-config.mjs (its unit test imports it). */
export declare function parseDevVars(text: string): Record<string, string>
export declare function settingsFor(wranglerArgs: string[], extraVars: Record<string, string>): Record<string, unknown>
export declare function configProblems(
  settings: Record<string, unknown>,
): Promise<{ site: { setting: string; message: string }[]; all: { setting: string; message: string }[] }>
