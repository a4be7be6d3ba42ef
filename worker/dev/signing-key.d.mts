/** Types for ./signing-key.mjs (imported by vitest.config.ts). */
export declare function newSigningKey(): Promise<string>
