/**
 * Document title with the configured prefix (SPEC §3 web settings:
 * page-title prefixes): "Ipswich Town | News"; the home page is the prefix alone.
 */
export function composePageTitle(prefix: string, title: string | null): string {
  const trimmed = title?.trim()
  return trimmed ? `${prefix} | ${trimmed}` : prefix
}
