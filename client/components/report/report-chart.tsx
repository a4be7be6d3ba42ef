import { formatRate } from '../../../shared/rules/advert-report'
import type { AdvertReport } from '../../../shared/types/advert-report'
import { useT } from '../../hooks/use-t'

/** The chart shows the adverts seen most; the tables below have them all. */
const MAX_BARS = 8
// Names sit above their bars, so one narrow drawing reads on a phone and, scaled up a little, on a desktop.
const WIDTH = 360
/** Room at both edges, so glyphs at the ends are never clipped. */
const PAD = 4
const BAR_SPACE = 296
const ROW = 64
const BAR = 14
const NAME_CHARS = 44

/**
 * Issue 12 §5: impressions and clicks per advert as two bars each, in inline SVG.
 * Told apart by pattern as well as colour (clicks are striped), with each value
 * written at its bar's end and a caption that sums the report up in words, so
 * neither colour nor sight is needed. Arabic pages draw it right to left.
 */
export function ReportChart({ report, rtl }: { report: AdvertReport; rtl: boolean }) {
  const t = useT()
  const rows = report.adverts.slice(0, MAX_BARS)
  const max = Math.max(1, ...rows.flatMap((row) => [row.impressions, row.clicks]))
  const height = rows.length * ROW
  // Drawn left to right, then mirrored for right-to-left pages.
  const x = (left: number, width = 0) => (rtl ? WIDTH - PAD - left - width : PAD + left)
  const anchor = (start: boolean) => (start !== rtl ? 'start' : 'end') as 'start' | 'end'
  const bar = (value: number) => Math.max(value > 0 ? 2 : 0, (value / max) * BAR_SPACE)
  const numbers = new Intl.NumberFormat('en-GB')
  return (
    <figure className="report-chart">
      <figcaption className="report-chart__caption">
        <strong>{t('report.chartTitle')}</strong>
        <span id="report-chart-summary">
          {' '}
          {t('report.chartSummary', {
            impressions: numbers.format(report.totals.impressions),
            clicks: numbers.format(report.totals.clicks),
            ctr: formatRate(report.totals.ctr),
          })}
        </span>
      </figcaption>
      <ul className="report-chart__legend">
        <li>
          <span className="report-chart__swatch report-chart__swatch--impressions" aria-hidden="true" />
          {t('report.impressions')}
        </li>
        <li>
          <span className="report-chart__swatch report-chart__swatch--clicks" aria-hidden="true" />
          {t('report.clicks')}
        </li>
      </ul>
      <svg className="report-chart__svg" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-describedby="report-chart-summary">
        <title>{t('report.chartTitle')}</title>
        <defs>
          <pattern id="report-chart-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="#fbe3e5" />
            <rect width="3" height="6" fill="#c8102e" />
          </pattern>
        </defs>
        {rows.map((row, index) => {
          const top = index * ROW
          const name = row.advertName.length > NAME_CHARS ? `${row.advertName.slice(0, NAME_CHARS - 1)}…` : row.advertName
          const bars = [
            { key: 'impressions', value: row.impressions, y: top + 22, className: 'report-chart__bar--impressions' },
            { key: 'clicks', value: row.clicks, y: top + 24 + BAR, className: 'report-chart__bar--clicks' },
          ]
          return (
            <g key={`${row.advertKind}-${row.advertID}`}>
              <text x={x(0)} y={top + 14} textAnchor={anchor(true)} className="report-chart__name">
                {name}
              </text>
              {bars.map((b) => (
                <g key={b.key}>
                  <rect
                    x={x(0, bar(b.value))}
                    y={b.y}
                    width={bar(b.value)}
                    height={BAR}
                    className={b.className}
                    {...(b.key === 'clicks' ? { fill: 'url(#report-chart-stripes)' } : {})}
                  />
                  <text
                    x={x(bar(b.value) + 6)}
                    y={b.y + BAR / 2}
                    textAnchor={anchor(true)}
                    dominantBaseline="central"
                    className="report-chart__value"
                  >
                    {numbers.format(b.value)}
                  </text>
                </g>
              ))}
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
