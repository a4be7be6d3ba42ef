// Types of account-copies.mjs (plain JavaScript: the e2e server's preparation runs it with node).
export declare const COPIES: {
  readonly 'buyer-base': string
  readonly 'buyer-plus-jp': string
  readonly 'buyer-plus-gb': string
  readonly 'buyer-voucher': string
  readonly 'upgrade-held-jp': string
  readonly 'upgrade-path-jp': string
  readonly 'live-devices': string
  readonly 'must-change-password': string
  readonly 'admin-feed': string
  readonly 'admin-push': string
  readonly 'admin-report': string
  readonly 'admin-axe': string
  readonly 'admin-panel': string
  readonly 'editor-news': string
  readonly 'editor-axe': string
  readonly 'editor-refused': string
  readonly 'supporter-refused': string
  readonly 'admin-commerce': string
  readonly 'admin-accounts': string
  readonly 'editor-sections': string
  readonly 'admin-sections': string
  readonly 'editor-videos': string
  readonly 'subscriber-videos': string
  readonly 'supporter-videos': string
  readonly 'blocked-by-admin': string
  readonly 'voucher-redeemer': string
  readonly 'subscriber-first-paint': string
  readonly 'plus-spoilers': string
  readonly 'admin-spoilers': string
  readonly 'commentary-language': string
  readonly 'commentary-arabic-page': string
  readonly 'audio-only-jp': string
  readonly 'admin-ops': string
  readonly 'live-takeover': string
  readonly 'live-network-drop': string
}
export declare const PROJECTS: readonly string[]
export declare const ATTEMPTS: readonly number[]
export declare function copyEmail(purpose: keyof typeof COPIES, project: string, attempt: number, run: string): string
