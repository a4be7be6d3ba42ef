/**
 * Demo images drawn as SVG in code, so nothing is hot-linked from the internet.
 * Each function returns a complete SVG document.
 */
import { esc, FONT, random2, svg } from './images-shared'
export { clubCrest, crestSvg, kitSvg, portraitSvg } from './images-club'

/** A football: white ball with the classic pentagon patches. */
function football(cx: number, cy: number, r: number, opacity = 1): string {
  const patches = [0, 72, 144, 216, 288]
    .map((deg) => {
      const a = (deg - 90) * (Math.PI / 180)
      const x = cx + Math.cos(a) * r * 0.78
      const y = cy + Math.sin(a) * r * 0.78
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.2).toFixed(1)}" fill="#1b1b1b"/>`
    })
    .join('')
  return (
    `<g opacity="${opacity}"><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="#1b1b1b" stroke-width="${r * 0.05}"/>` +
    `<polygon points="${pentagon(cx, cy, r * 0.32)}" fill="#1b1b1b"/>${patches}</g>`
  )
}

function pentagon(cx: number, cy: number, r: number): string {
  return [0, 72, 144, 216, 288]
    .map((deg) => {
      const a = (deg - 90) * (Math.PI / 180)
      return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`
    })
    .join(' ')
}

export interface PictureOptions {
  width: number
  height: number
  /** What the picture shows, as its SVG title (the page gives the img alt). */
  caption: string
  colours: [string, string]
  seed: number
}

/**
 * News, page and card pictures: gradient, pitch lines and a ball, with no
 * text, like a photograph: headlines are laid over them by the page.
 */
export function pictureSvg(o: PictureOptions): string {
  const [a, b] = o.colours
  const rand = random2(o.seed)
  // The ball stays inside the middle band (22–78 % of the height) that both a
  // square card crop and a 16:9 hero crop of the same picture keep.
  const ballR = Math.min(o.width, o.height) * (0.1 + rand() * 0.03)
  const bx = o.width * (0.58 + rand() * 0.22)
  const by = o.height * (0.36 + rand() * 0.04)
  return svg(
    o.width,
    o.height,
    `<title>${esc(o.caption)}</title>` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<g fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3">` +
      `<rect x="${o.width * 0.06}" y="${o.height * 0.06}" width="${o.width * 0.88}" height="${o.height * 0.88}"/>` +
      `<line x1="${o.width / 2}" y1="${o.height * 0.06}" x2="${o.width / 2}" y2="${o.height * 0.94}"/>` +
      `<circle cx="${o.width / 2}" cy="${o.height / 2}" r="${Math.min(o.width, o.height) * 0.16}"/></g>` +
      football(bx, by, ballR, 0.92),
  )
}

/** Sponsor wordmark on a plain ground. */
export function wordmarkSvg(text: string, colour: string, background: string): string {
  // Bold capitals run about 0.7 em wide: keep the word inside the 320 px ground.
  const size = Math.min(40, Math.round(400 / Math.max(text.length, 6)))
  return svg(
    320,
    120,
    `<rect width="320" height="120" rx="10" fill="${background}"/>` +
      `<text x="160" y="${60 + size * 0.35}" text-anchor="middle" ${FONT} font-weight="800" letter-spacing="1" font-size="${size}" fill="${colour}">${esc(text)}</text>`,
  )
}

export interface BannerOptions {
  size: number
  headline: string
  subline: string
  cta: string
  colours: [string, string]
}

/** Square adverts (750) and promo overlays (1400), SPEC §9.5. */
export function bannerSvg(o: BannerOptions): string {
  const s = o.size
  const [a, b] = o.colours
  // Bold text runs about 0.58 em a character: a long headline shrinks to stay
  // inside the 84 % of the width it has, a short one keeps the full size.
  const headlineSize = s * Math.min(0.085, 0.84 / (Math.max(o.headline.length, 1) * 0.58))
  return svg(
    s,
    s,
    `<defs><radialGradient id="r" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#r)"/>` +
      football(s * 0.74, s * 0.28, s * 0.16, 0.9) +
      `<text x="${s * 0.08}" y="${s * 0.58}" ${FONT} font-weight="800" font-size="${headlineSize}" fill="#fff">${esc(o.headline)}</text>` +
      `<text x="${s * 0.08}" y="${s * 0.68}" ${FONT} font-size="${s * 0.045}" fill="#fff" fill-opacity="0.9">${esc(o.subline)}</text>` +
      `<rect x="${s * 0.08}" y="${s * 0.76}" width="${s * 0.42}" height="${s * 0.1}" rx="${s * 0.05}" fill="#fff"/>` +
      `<text x="${s * 0.29}" y="${s * 0.825}" text-anchor="middle" ${FONT} font-weight="700" font-size="${s * 0.04}" fill="${b}">${esc(o.cta)}</text>`,
  )
}

/** Wide desktop adverts: banner (728 px) and large banner (1000 px) of SPEC §9.5, drawn at twice the size. */
export function wideBannerSvg(o: { width: number; headline: string; cta: string; colours: [string, string] }): string {
  const w = o.width * 2
  const h = 180
  const [a, b] = o.colours
  const headlineSize = Math.min(64, (w * 0.55) / (Math.max(o.headline.length, 1) * 0.58))
  return svg(
    w,
    h,
    `<defs><linearGradient id="w" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#w)"/>` +
      football(h * 0.55, h / 2, h * 0.34, 0.9) +
      `<text x="${h * 1.1}" y="${h / 2 + headlineSize * 0.35}" ${FONT} font-weight="800" font-size="${headlineSize.toFixed(1)}" fill="#fff">${esc(o.headline)}</text>` +
      `<rect x="${w - 340}" y="${h / 2 - 36}" width="300" height="72" rx="36" fill="#fff"/>` +
      `<text x="${w - 190}" y="${h / 2 + 11}" text-anchor="middle" ${FONT} font-weight="700" font-size="30" fill="${b}">${esc(o.cta)}</text>`,
  )
}

/**
 * 16:9 video thumbnail: gradient, a faint ball and a play button, with no text. The video card
 * lays its own duration and padlock badges over it and prints the title below, so words drawn
 * into the picture would show twice or sit under the badges. Title, category and duration stay
 * in the SVG's title and description only.
 */
export function thumbnailSvg(title: string, label: string, duration: string, colours: [string, string], seed: number): string {
  const [a, b] = colours
  const rand = random2(seed)
  const description = [label, duration].filter(Boolean).join(' · ')
  return svg(
    640,
    360,
    `<title>${esc(title)}</title>` +
      (description ? `<desc>${esc(description)}</desc>` : '') +
      `<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#t)"/>` +
      football(120 + rand() * 400, 90 + rand() * 60, 46, 0.25) +
      `<circle cx="320" cy="180" r="44" fill="#000" fill-opacity="0.45"/><polygon points="306,156 306,204 346,180" fill="#fff"/>`,
  )
}
