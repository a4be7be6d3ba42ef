import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { findFfmpeg } from '../../worker/dev/make-media.mjs'
import { accountCopy } from './demo-accounts'
import { expect, newSiteContext, ONCE, test, waitForHydration } from './fixtures'
import { signInAs } from './overlay-setup'
import { REPLAY_MATCHES, REPLAY_SCORER } from './replay-matches.mjs'

// Issue 20 in a real browser: an editor uploads a short MP4 in the back office (tus, resumable parts), it is
// packaged by the very command the back office shows, published for subscribers with English captions; a
// subscriber plays it with captions on while a supporter meets the lock. Then full time on the match-day
// console makes the match's replay, which plays with its chapter markers; a click on the goal seeks there.

const STATE_DIR = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state'
const SLOW = { timeout: 60_000 }
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:04.000\nKick-off at Town Park\n\n00:04.000 --> 00:08.000\nA shot from the edge of the box\n'

function makeShortMp4(path: string): void {
  const ffmpeg = findFfmpeg()
  if (!ffmpeg) throw new Error('ffmpeg is needed to make the test video')
  execFileSync(ffmpeg.path, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=24', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', '8', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', path],
  ])
}

const playerVideo = (page: Page) => page.locator('.video-player video')

async function expectPlayingPast(page: Page, seconds: number): Promise<void> {
  await expect(playerVideo(page)).toHaveCount(1, SLOW)
  await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime), SLOW).toBeGreaterThan(seconds)
}

test(
  'an editor uploads a video, it is packaged and published for subscribers with captions; a supporter meets the lock',
  ONCE,
  async ({ browser, page, request, browserProblems }, testInfo) => {
    test.setTimeout(240_000)
    const title = `Training ground tour ${testInfo.project.name} ${testInfo.retry} ${Date.now() % 100000}`
    const file = testInfo.outputPath('training-ground.mp4')
    makeShortMp4(file)

    // The upload: the file picker behind the drop zone's button, then the entry opens in its form.
    await signInAs(page, accountCopy('editor-videos', testInfo))
    await page.goto('/admin/videos')
    await waitForHydration(page)
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Choose video files' }).click()
    await (await chooser).setFiles(file)
    await expect(page.getByRole('heading', { name: 'Edit video' })).toBeVisible(SLOW)
    const entryId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
    expect(entryId).toMatch(/^[A-Za-z0-9_-]+$/)

    // r2: waiting for packaging, with the exact command; the test runs it against the site's own state.
    await expect(page.getByText('Waiting for packaging').first()).toBeVisible(SLOW)
    const command = await page.locator('code').filter({ hasText: 'media:package' }).first().textContent()
    expect(command?.trim()).toBe(`npm run media:package -- --entry ${entryId}`)
    execFileSync(process.execPath, ['worker/dev/media-package.mjs', '--entry', entryId, '--persist-to', STATE_DIR], { stdio: 'pipe' })
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByText('Ready').first()).toBeVisible(SLOW)

    // English captions, then the description: for subscribers (the Town TV tier), published now.
    const captionsFile = testInfo.outputPath('captions-en.vtt')
    writeFileSync(captionsFile, CAPTIONS)
    await page.getByLabel('English captions file (.vtt)').setInputFiles(captionsFile)
    await page.getByRole('button', { name: 'Upload English captions' }).click()
    await expect(page.getByRole('button', { name: 'Remove English captions' })).toBeVisible(SLOW)
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await page
      .getByRole('group', { name: 'Who may watch' })
      .getByRole('checkbox', { name: /\(subscriber\)$/ })
      .check()
    await page.getByRole('radio', { name: 'Published' }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: /saved/i }).first()).toBeVisible(SLOW)

    // A subscriber plays it with English captions showing.
    const subscriberContext = await newSiteContext(browser, {
      baseURL: testInfo.project.use.baseURL ?? '',
      request,
      problems: browserProblems,
    })
    const subscriber = await subscriberContext.newPage()
    await signInAs(subscriber, accountCopy('subscriber-videos', testInfo))
    await subscriber.goto(`/videos/${entryId}`)
    await waitForHydration(subscriber)
    await expectPlayingPast(subscriber, 0.5)
    await subscriber.getByRole('button', { name: 'Captions' }).click()
    await subscriber.getByRole('button', { name: 'English' }).click()
    await expect
      .poll(
        () =>
          playerVideo(subscriber).evaluate((v: HTMLVideoElement) =>
            [...v.textTracks].some((track) => track.mode === 'showing' && (track.cues?.length ?? 0) > 0),
          ),
        SLOW,
      )
      .toBe(true)
    await subscriberContext.close()

    // A free supporter meets the lock (SPEC §4.4 code 1) and no picture.
    const supporterContext = await newSiteContext(browser, {
      baseURL: testInfo.project.use.baseURL ?? '',
      request,
      problems: browserProblems,
    })
    const supporter = await supporterContext.newPage()
    await signInAs(supporter, accountCopy('supporter-videos', testInfo))
    await supporter.goto(`/videos/${entryId}`)
    await waitForHydration(supporter)
    await expect(supporter.locator('.video-player')).toContainText('Sorry but you do not have any subscriptions', SLOW)
    await expect(playerVideo(supporter)).toHaveCount(0)
    await supporterContext.close()
  },
)

test(
  'full time on the console makes the replay: it plays with its chapter markers, and the goal marker seeks there',
  ONCE,
  async ({ browser, page, request, browserProblems }, testInfo) => {
    test.setTimeout(240_000)
    const matchId = REPLAY_MATCHES[testInfo.project.name as keyof typeof REPLAY_MATCHES]
    await signInAs(page, accountCopy('editor-videos', testInfo))
    await page.goto(`/admin/matchday/${matchId}`)
    await waitForHydration(page)
    // A retry finds the match already ended: the console then offers to make the replay again.
    const fullTime = page.getByRole('button', { name: 'Full time', exact: true })
    const again = page.getByRole('button', { name: /Make the replay again/ })
    // The console's controls come with its data, after hydration: wait for one of the two before choosing.
    await expect(fullTime.or(again).first()).toBeVisible(SLOW)
    if (await fullTime.isVisible()) await fullTime.click()
    else await again.click()

    const subscriberContext = await newSiteContext(browser, {
      baseURL: testInfo.project.use.baseURL ?? '',
      request,
      problems: browserProblems,
    })
    const subscriber = await subscriberContext.newPage()
    await signInAs(subscriber, accountCopy('subscriber-videos', testInfo))
    // The EVENTS queue makes it within seconds; the grant says when it is there.
    await expect
      .poll(
        async () =>
          ((await (await subscriber.request.get(`/api/streamline/ksession/replay-${matchId}`)).json()) as { Status?: number }).Status,
        {
          timeout: 90_000,
        },
      )
      .toBe(-1)
    await subscriber.goto(`/videos/replay-${matchId}`)
    await waitForHydration(subscriber)
    await expectPlayingPast(subscriber, 0.5)
    // The list below the picture: one button per chapter, named by its time and label (keyboard and screen readers).
    const goalInList = subscriber.getByRole('button', { name: `40:00 Goal 41' ${REPLAY_SCORER}` }).first()
    await expect(goalInList).toBeVisible(SLOW)
    await expect(subscriber.getByRole('button', { name: /^[\d:]+ Yellow card 63'/ }).first()).toBeVisible()
    // The markers on the timeline are for the pointer. On a 375 px timeline the goal's marker sits a few pixels from
    // half-time's, so a phone user takes the list; a desktop user clicks the marker.
    const goalMarker = subscriber.locator(`.chapter-bar__marker--goal[title="Goal 41' ${REPLAY_SCORER}, 40:00"]`).first()
    await expect(goalMarker).toBeVisible()
    if (testInfo.project.name === 'phone') await goalInList.click()
    else await goalMarker.click()
    await expect.poll(() => playerVideo(subscriber).evaluate((v: HTMLVideoElement) => v.currentTime), SLOW).toBeGreaterThanOrEqual(2400)
    await expectPlayingPast(subscriber, 2401)
    await subscriberContext.close()
  },
)
