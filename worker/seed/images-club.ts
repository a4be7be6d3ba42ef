/** Crests, kits and player portraits, drawn as SVG. */
import { esc, FONT, svg } from './images-shared'

const SHIELD = 'M20,20 H180 V120 C180,180 140,215 100,232 C60,215 20,180 20,120 Z'

/** A Suffolk Punch, roughly: enough of a horse to read as one at crest size. */
const HORSE = [
  '<ellipse cx="92" cy="128" rx="40" ry="19"/>',
  '<polygon points="118,118 132,82 146,84 134,124"/>',
  '<polygon points="130,80 156,88 158,98 152,100 136,94"/>',
  '<polygon points="134,80 138,70 142,81"/>',
  '<rect x="60" y="136" width="8" height="38" rx="3"/>',
  '<rect x="76" y="138" width="8" height="36" rx="3"/>',
  '<rect x="110" y="136" width="8" height="38" rx="3" transform="rotate(-28 114 138)"/>',
  '<rect x="122" y="132" width="8" height="34" rx="3" transform="rotate(-48 126 134)"/>',
  '<path d="M54,122 C34,126 32,150 40,166 C44,150 46,138 58,132 Z"/>',
].join('')

export function clubCrest(): string {
  return svg(
    200,
    250,
    `<path d="${SHIELD}" fill="#0044a9" stroke="#ffffff" stroke-width="8"/>` +
      `<path d="M30,30 H170 V62 H30 Z" fill="#ffffff"/>` +
      `<text x="100" y="56" text-anchor="middle" ${FONT} font-weight="900" font-size="30" fill="#0044a9" letter-spacing="3">ITFC</text>` +
      `<g fill="#ffffff">${HORSE}</g>` +
      `<path d="M70,196 Q100,186 130,196" stroke="#d6001c" stroke-width="6" fill="none"/>`,
  )
}

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean)
  return words.length === 1
    ? (words[0] as string).slice(0, 3).toUpperCase()
    : words
        .map((w) => w[0])
        .join('')
        .slice(0, 3)
}

export function crestSvg(name: string, primary: string, secondary: string): string {
  const text = initials(name)
  return svg(
    200,
    250,
    `<path d="${SHIELD}" fill="${primary}" stroke="${secondary}" stroke-width="8"/>` +
      `<path d="M20,96 H180 V136 H20 Z" fill="${secondary}" fill-opacity="0.9"/>` +
      `<text x="100" y="${text.length > 2 ? 128 : 130}" text-anchor="middle" ${FONT} font-weight="900" font-size="${text.length > 2 ? 34 : 42}" fill="${primary}">${esc(text)}</text>`,
  )
}

export interface KitOptions {
  body: string
  sleeves: string
  trim: string
  pattern: 'plain' | 'hoops' | 'stripes'
  label: string
}

export function kitSvg(o: KitOptions): string {
  const shirt = 'M110,40 L70,52 L30,90 L52,128 L78,112 L78,260 L222,260 L222,112 L248,128 L270,90 L230,52 L190,40 Q150,66 110,40 Z'
  const pattern =
    o.pattern === 'hoops'
      ? [130, 170, 210].map((y) => `<rect x="78" y="${y}" width="144" height="20" fill="${o.trim}"/>`).join('')
      : o.pattern === 'stripes'
        ? [96, 132, 168, 204].map((x) => `<rect x="${x}" y="60" width="16" height="200" fill="${o.trim}"/>`).join('')
        : ''
  return svg(
    300,
    300,
    `<defs><clipPath id="s"><path d="${shirt}"/></clipPath></defs>` +
      `<path d="${shirt}" fill="${o.body}"/>` +
      `<g clip-path="url(#s)">${pattern}<path d="M30,90 L70,52 L78,112 L52,128 Z" fill="${o.sleeves}"/>` +
      `<path d="M270,90 L230,52 L222,112 L248,128 Z" fill="${o.sleeves}"/></g>` +
      `<path d="M110,40 Q150,66 190,40" stroke="${o.trim}" stroke-width="8" fill="none"/>` +
      `<path d="${shirt}" fill="none" stroke="#1b1b1b" stroke-opacity="0.25" stroke-width="3"/>` +
      `<text x="150" y="290" text-anchor="middle" ${FONT} font-size="16" fill="#1b1b1b">${esc(o.label)}</text>`,
  )
}

/** Head-and-shoulders silhouette in the kit colour with the squad number. */
export function portraitSvg(name: string, number: number | null, shirt: string): string {
  return svg(
    400,
    400,
    `<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe7f5"/><stop offset="1" stop-color="#9fb3d9"/></linearGradient></defs>` +
      `<rect width="400" height="400" fill="url(#p)"/>` +
      (number !== null
        ? `<text x="372" y="120" text-anchor="end" ${FONT} font-weight="900" font-size="120" fill="#0044a9" fill-opacity="0.18">${number}</text>`
        : '') +
      `<circle cx="200" cy="150" r="64" fill="#4a3b34" fill-opacity="0.85"/>` +
      `<path d="M80,400 C80,290 130,240 200,240 C270,240 320,290 320,400 Z" fill="${shirt}"/>` +
      `<path d="M176,242 L200,272 L224,242" stroke="#fff" stroke-width="8" fill="none"/>` +
      `<rect x="0" y="346" width="400" height="54" fill="#000" fill-opacity="0.45"/>` +
      `<text x="200" y="382" text-anchor="middle" ${FONT} font-weight="700" font-size="26" fill="#fff">${esc(name)}</text>`,
  )
}
