import { describe, expect, it } from 'vitest'
import { chooseOutputFormat } from '../../shared/rules/image-format'

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const SAFARI_16 =
  'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5'
const OLD_SAFARI = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5'
const FIREFOX_WEBP_ONLY = 'image/webp,*/*'

describe('the format of a resized image (issue 12 §4)', () => {
  it.each([
    [CHROME, 'jpeg', null, 'avif', true],
    [SAFARI_16, 'jpeg', null, 'avif', true],
    [FIREFOX_WEBP_ONLY, 'jpeg', null, 'webp', true],
    [OLD_SAFARI, 'jpeg', null, 'jpeg', true],
    [OLD_SAFARI, 'png', null, 'png', true],
    [OLD_SAFARI, 'webp', null, 'jpeg', true],
    [null, 'jpeg', null, 'jpeg', true],
    ['*/*', 'png', null, 'png', true],
    ['image/*', 'jpeg', null, 'jpeg', true],
    ['image/avif;q=0, image/webp', 'jpeg', null, 'webp', true],
    ['image/avif;q=0.0,image/webp;q=0', 'png', null, 'png', true],
    ['IMAGE/AVIF', 'jpeg', null, 'avif', true],
    [' image/webp ; q=0.5 ', 'jpeg', null, 'webp', true],
    // The advanced form's jpeg is the URL's own: Accept is not read.
    [CHROME, 'png', 'jpeg', 'jpeg', false],
  ] as const)('Accept %j, a %s source, named %j → %s (negotiated %s)', (accept, source, named, format, negotiated) => {
    expect(chooseOutputFormat(accept, source, named)).toEqual({ format, negotiated })
  })

  it.each([
    [CHROME, ['webp'], 'webp'],
    [SAFARI_16, ['webp', 'avif'], 'webp'],
    ['image/avif', ['webp'], 'jpeg'],
    [CHROME, ['avif', 'webp'], 'avif'],
  ] as const)('Accept %j with %j on offer → %s', (accept, offered, format) => {
    expect(chooseOutputFormat(accept, 'jpeg', null, offered).format).toBe(format)
  })
})
