// Types of replay-matches.mjs (plain JavaScript: the e2e server's preparation runs it with node).
export declare const REPLAY_MATCHES: { readonly desktop: number; readonly phone: number }
export declare const REPLAY_SCORER: string
export declare function replayMatchesSql(now?: number): string
