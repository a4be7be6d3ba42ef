import type { WebSettings } from '../../../shared/types/site'

/** A shirt with the squad number, drawn in the configured style (SPEC §3 web settings: plain, hollow, hoops, stripes). */
export function ShirtIcon({
  number,
  style,
  className,
}: {
  number: number | null
  style: WebSettings['shirtIconStyle']
  className?: string
}) {
  const id = `shirt-${style}`
  const outline = 'M22 6 L34 2 Q40 8 46 2 L58 6 L76 20 L66 34 L58 28 L58 78 L22 78 L22 28 L14 34 L4 20 Z'
  const filled = style !== 'hollow'
  return (
    <svg
      viewBox="0 0 80 80"
      className={`shirt-icon shirt-icon--${style} ${className ?? ''}`}
      // Without a number the shirt says nothing the page does not: decorative, so hidden rather than an unnamed image.
      role={number ? 'img' : undefined}
      aria-label={number ? `#${number}` : undefined}
      aria-hidden={number ? undefined : true}
    >
      <defs>
        <clipPath id={id}>
          <path d={outline} />
        </clipPath>
      </defs>
      <path d={outline} fill={filled ? 'var(--blue)' : 'none'} stroke="var(--blue)" strokeWidth="3" strokeLinejoin="round" />
      {style === 'hoops' || style === 'stripes' ? (
        <g clipPath={`url(#${id})`} fill="#fff" opacity="0.9">
          {[0, 1, 2, 3].map((i) =>
            style === 'hoops' ? (
              <rect key={i} x="0" y={14 + i * 18} width="80" height="8" />
            ) : (
              <rect key={i} x={14 + i * 16} y="0" width="7" height="80" />
            ),
          )}
        </g>
      ) : null}
      {number ? (
        <text
          x="40"
          y="56"
          textAnchor="middle"
          fontSize="26"
          fontWeight="800"
          fill={filled ? '#fff' : 'var(--blue)'}
          stroke={style === 'hoops' || style === 'stripes' ? 'var(--navy)' : 'none'}
          strokeWidth="1"
          fontFamily="system-ui, sans-serif"
        >
          {number}
        </text>
      ) : null}
    </svg>
  )
}
