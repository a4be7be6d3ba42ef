import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { LondonDateTimeField } from '../../client/admin/videos/london-date-time-field'
import { VideoCaptionsPanel } from '../../client/admin/videos/video-captions-panel'
import { VideoEntitlementsField } from '../../client/admin/videos/video-entitlements-field'
import type { VideoFormValues } from '../../client/admin/videos/video-form-values'
import { VideoStatusField } from '../../client/admin/videos/video-status-field'
import { VideoTextFields } from '../../client/admin/videos/video-text-fields'
import { VideoThumbnailField } from '../../client/admin/videos/video-thumbnail-field'

// Issue 20 §2: the video form's fields as the server renders them (node has no DOM; the lead drives them in Chromium).

const values: VideoFormValues = {
  title: 'Derby highlights',
  titleAr: 'ملخص الديربي',
  description: '',
  categoryId: 2,
  channelId: null,
  entitlements: ['*', 'gold'],
  thumbnailKey: null,
  releaseFrom: '2026-07-01T09:00:00.000Z',
  releaseUntil: null,
  status: 'published',
}

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<VideoFormValues>({ defaultValues: values })
  return createElement(FormProvider<VideoFormValues>, { ...form, children })
}
const render = (node: ReactNode) => renderToString(createElement(WithForm, null, node))
const choices = {
  categories: [
    { id: 1, name: 'Interviews' },
    { id: 2, name: 'Highlights' },
  ],
  channels: [{ id: 1, name: 'Town TV' }],
  tiers: [{ code: 'gold', name: 'Gold' }],
}

describe('the video form', () => {
  it('has the English and Arabic titles side by side, the Arabic one right to left', () => {
    const html = render(createElement(VideoTextFields, { choices }))
    expect(html).toContain('<label for="video-title">Title</label>')
    expect(html).toContain('<label for="video-title-ar">Arabic title</label>')
    expect(html).toMatch(/<input id="video-title-ar" type="text" maxLength="200" dir="rtl" lang="ar"/)
    for (const label of ['Description', 'Category', 'Channel']) expect(html).toContain(`>${label}</label>`)
    expect(html).toContain('<option value="2">Highlights</option>')
    expect(html).toContain('<option value="1">Town TV</option>')
  })

  it("offers '?', '*' and each tier as who may watch, with SPEC §4.3 in a sentence", () => {
    const html = render(createElement(VideoEntitlementsField, { tiers: choices.tiers }))
    expect(html).toContain('<legend>Who may watch</legend>')
    expect(html).toMatch(/<input type="checkbox"\/> <!-- -->Anyone \(\?\)/)
    expect(html).toMatch(/<input type="checkbox" checked=""\/> <!-- -->Any signed-in supporter \(\*\)/)
    expect(html).toMatch(/<input type="checkbox" checked=""\/> <!-- -->Gold \(gold\)/)
    expect(html).toContain('Anyone (?) opens it to every visitor')
  })

  it('keeps a stored code that is no tier visible, so it can be unticked', () => {
    const html = render(createElement(VideoEntitlementsField, { tiers: [] }))
    expect(html).toMatch(/<input type="checkbox" checked=""\/> <!-- -->gold \(not a tier\)/)
  })

  it("a published video that is not ready says it appears once it is; a ready one doesn't", () => {
    expect(render(createElement(VideoStatusField, { ready: false }))).toContain('It appears on the site once it is ready.')
    expect(render(createElement(VideoStatusField, { ready: true }))).not.toContain('once it is ready')
  })

  it('says a frame at 10% of the video is used when no picture is chosen', () => {
    const html = render(createElement(VideoThumbnailField))
    expect(html).toContain('a frame at 10% of the video is used')
    expect(html).toContain('Upload a picture')
  })

  it('shows a release time on London’s clock (summer time: one hour ahead of UTC)', () => {
    const html = renderToString(
      createElement(LondonDateTimeField, {
        id: 'video-release-from',
        label: 'Available from',
        value: '2026-07-01T09:00:00.000Z',
        error: undefined,
        onChange: () => {},
      }),
    )
    expect(html).toContain('<label for="video-release-from">Available from</label>')
    expect(html).toContain('value="2026-07-01T10:00"')
  })

  it('has a Captions panel with a .vtt file input, Upload and (when present) Remove per language', () => {
    const html = renderToString(
      createElement(VideoCaptionsPanel, { entryId: '1_ab12cd34', captions: ['en'], onChanged: () => {} }),
    ).replace(/<!-- -->/g, '')
    expect(html).toContain('English captions are uploaded.')
    expect(html).toContain('No Arabic captions yet.')
    expect(html).toContain('accept=".vtt,text/vtt"')
    expect(html).toContain('Remove English captions')
    expect(html).not.toContain('Remove Arabic captions')
    expect(html).toContain('Upload Arabic captions')
  })
})
