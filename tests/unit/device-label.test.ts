import { describe, expect, it } from 'vitest'
import { type DeviceBrowser, type DeviceSystem, deviceLabel } from '../../shared/rules/device-label'

describe('browser and system of a device (issue 21 §5)', () => {
  it.each<[string, string | null | undefined, DeviceBrowser, DeviceSystem]>([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'chrome',
      'windows',
    ],
    [
      'Edge on Windows (it also says Chrome)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'edge',
      'windows',
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'safari',
      'ios',
    ],
    [
      'Chrome on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'chrome',
      'ios',
    ],
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'safari',
      'macos',
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'firefox', 'linux'],
    [
      'Samsung Internet on Android',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'samsung',
      'android',
    ],
    [
      'Opera on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'opera',
      'macos',
    ],
    [
      'Chrome on a Chromebook',
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'chrome',
      'chromeos',
    ],
    [
      'headless Chromium (the e2e tests) on Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'chrome',
      'linux',
    ],
    ['an empty header', '', 'unknown', 'unknown'],
    ['no header at all', null, 'unknown', 'unknown'],
    ['a script', 'curl/8.5.0', 'unknown', 'unknown'],
    ['a header too long to be a browser’s', `Chrome/1 Windows ${'x'.repeat(600)}`, 'unknown', 'unknown'],
  ])('%s', (_name, userAgent, browser, system) => {
    expect(deviceLabel(userAgent)).toEqual({ browser, system })
  })
})
