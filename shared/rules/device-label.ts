/**
 * Issue 21 §5: the account's devices are listed with their browser and
 * system ("Chrome on Android"), read from the User-Agent the sign-in was
 * made with (refresh_tokens.user_agent, one per sign-in session). Only the
 * names are sent to the browser, never the raw header. Order matters: Edge,
 * Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
 */

export type DeviceBrowser = 'edge' | 'opera' | 'samsung' | 'firefox' | 'chrome' | 'safari' | 'unknown'
export type DeviceSystem = 'windows' | 'ios' | 'android' | 'macos' | 'chromeos' | 'linux' | 'unknown'

export interface DeviceLabel {
  browser: DeviceBrowser
  system: DeviceSystem
}

const BROWSERS: ReadonlyArray<[RegExp, DeviceBrowser]> = [
  [/\bEdg(e|A|iOS)?\//, 'edge'],
  [/\bOPR\/|\bOpera\b/, 'opera'],
  [/\bSamsungBrowser\//, 'samsung'],
  [/\bFirefox\/|\bFxiOS\//, 'firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'safari'],
]

const SYSTEMS: ReadonlyArray<[RegExp, DeviceSystem]> = [
  [/\bWindows\b/, 'windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'ios'],
  [/\bAndroid\b/, 'android'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macos'],
  [/\bCrOS\b/, 'chromeos'],
  [/\bLinux\b/, 'linux'],
]

/** A header longer than this is not a browser's: it is not read. */
const MAX_USER_AGENT = 512

export function deviceLabel(userAgent: string | null | undefined): DeviceLabel {
  const text = typeof userAgent === 'string' && userAgent.length <= MAX_USER_AGENT ? userAgent : ''
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? 'unknown',
    system: SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? 'unknown',
  }
}
