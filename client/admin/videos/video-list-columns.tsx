import type { ColumnDef } from '@tanstack/react-table'
import { IMAGE_SIZES, imageUrl } from '../../../shared/images'
import { formatDuration } from '../../../shared/rules/formats'
import type { AdminVideoSummary } from '../../../shared/schemas/admin-videos'
import { londonDateTime } from '../admin-dates'
import { PackageCommand, VideoStateBadge } from './video-state'

export type VideoRow = AdminVideoSummary & { id: string }

const LANGUAGES: Record<string, string> = { en: 'English', ar: 'Arabic' }

/** 'From 27 Nov 2026, 18:30' or 'From … until …' on London's clock. */
export function releaseWindowText(from: string, until: string | null): string {
  const start = `From ${londonDateTime(from)}`
  return until ? `${start} until ${londonDateTime(until)}` : start
}

/** Issue 20 §2: the videos list's columns (the server pages and filters; the table lays out one page). */
export const videoColumns: ColumnDef<VideoRow>[] = [
  {
    id: 'thumbnail',
    header: 'Picture',
    cell: ({ row }) =>
      row.original.thumbnailKey ? (
        <img
          className="video-thumb"
          src={imageUrl(row.original.thumbnailKey, IMAGE_SIZES.videoThumbnail)}
          alt=""
          width={IMAGE_SIZES.videoThumbnail.width / 2}
          height={IMAGE_SIZES.videoThumbnail.height / 2}
          loading="lazy"
        />
      ) : (
        <span className="video-thumb video-thumb--none">No picture yet</span>
      ),
  },
  {
    id: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <>
        <a href={`/admin/videos/${row.original.id}`}>{row.original.title || '(untitled)'}</a>
        {row.original.titleAr ? (
          <span className="video-title-ar" lang="ar" dir="rtl">
            {row.original.titleAr}
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => (
      <>
        <VideoStateBadge video={row.original} />
        {row.original.state === 'waiting_for_packaging' && row.original.packageCommand ? (
          <PackageCommand command={row.original.packageCommand} />
        ) : null}
      </>
    ),
  },
  {
    id: 'status',
    header: 'On the site',
    cell: ({ row }) => (
      <span className={`admin-badge admin-badge--${row.original.status}`}>
        {row.original.status === 'published' ? 'Published' : 'Draft'}
      </span>
    ),
  },
  { id: 'release', header: 'Release window', cell: ({ row }) => releaseWindowText(row.original.releaseFrom, row.original.releaseUntil) },
  {
    id: 'captions',
    header: 'Captions',
    cell: ({ row }) => (row.original.captions.length ? row.original.captions.map((lang) => LANGUAGES[lang] ?? lang).join(', ') : 'None'),
  },
  {
    id: 'duration',
    header: 'Length',
    cell: ({ row }) => (row.original.durationSeconds > 0 ? formatDuration(row.original.durationSeconds) : '–'),
  },
]
