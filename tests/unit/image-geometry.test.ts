import { describe, expect, it } from 'vitest'
import { imageGeometry } from '../../shared/rules/image-geometry'

const whole = (width: number, height: number) => ({ left: 0, top: 0, width, height })

describe('what a transform keeps and gives (SPEC §7, §9.5)', () => {
  it.each([
    // A 16:9 photograph as a square news card: the middle kept.
    [
      { width: 1600, height: 900 },
      { width: 400, height: 400 },
      'cover',
      'centre',
      { width: 400, height: 400 },
      { left: 350, top: 0, width: 900, height: 900 },
      whole(400, 400),
    ],
    // A square picture as a 16:9 hero: a band across the middle, or from the top.
    [
      { width: 1200, height: 1200 },
      { width: 1200, height: 675 },
      'cover',
      'centre',
      { width: 1200, height: 675 },
      { left: 0, top: 262, width: 1200, height: 675 },
      whole(1200, 675),
    ],
    [
      { width: 1200, height: 1200 },
      { width: 1200, height: 675 },
      'cover',
      'top',
      { width: 1200, height: 675 },
      { left: 0, top: 0, width: 1200, height: 675 },
      whole(1200, 675),
    ],
    // A category card (400x600) from a wide picture.
    [
      { width: 2400, height: 1000 },
      { width: 400, height: 600 },
      'cover',
      'centre',
      { width: 400, height: 600 },
      { left: 866, top: 0, width: 667, height: 1000 },
      whole(400, 600),
    ],
    // Cover enlarges a small source to the size asked.
    [
      { width: 100, height: 100 },
      { width: 300, height: 169 },
      'cover',
      'centre',
      { width: 300, height: 169 },
      { left: 0, top: 22, width: 100, height: 56 },
      whole(300, 169),
    ],
    // Same shape: everything kept; 300x169 is a hair narrower than 16:9, so a pixel goes each side.
    [
      { width: 1280, height: 720 },
      { width: 320, height: 180 },
      'cover',
      'centre',
      { width: 320, height: 180 },
      whole(1280, 720),
      whole(320, 180),
    ],
    [
      { width: 1280, height: 720 },
      { width: 300, height: 169 },
      'cover',
      'centre',
      { width: 300, height: 169 },
      { left: 1, top: 0, width: 1278, height: 720 },
      whole(300, 169),
    ],
    // Inside (',contain', 'fit-in/'): the whole picture within the box, never enlarged.
    [
      { width: 1600, height: 900 },
      { width: 400, height: 400 },
      'inside',
      'centre',
      { width: 400, height: 225 },
      whole(1600, 900),
      whole(400, 225),
    ],
    [
      { width: 900, height: 1600 },
      { width: 400, height: 400 },
      'inside',
      'centre',
      { width: 225, height: 400 },
      whole(900, 1600),
      whole(225, 400),
    ],
    [
      { width: 750, height: 750 },
      { width: 1400, height: 1400 },
      'inside',
      'centre',
      { width: 750, height: 750 },
      whole(750, 750),
      whole(750, 750),
    ],
    [{ width: 4000, height: 1 }, { width: 10, height: 10 }, 'inside', 'centre', { width: 10, height: 1 }, whole(4000, 1), whole(10, 1)],
    // Pad (the advanced form's contain): exactly the box, the picture centred, or at the top with the padding below.
    [
      { width: 1600, height: 900 },
      { width: 400, height: 400 },
      'pad',
      'centre',
      { width: 400, height: 400 },
      whole(1600, 900),
      { left: 0, top: 87, width: 400, height: 225 },
    ],
    [
      { width: 1600, height: 900 },
      { width: 400, height: 400 },
      'pad',
      'top',
      { width: 400, height: 400 },
      whole(1600, 900),
      { left: 0, top: 0, width: 400, height: 225 },
    ],
    // A tall picture at the top: nothing to move up, still centred across.
    [
      { width: 300, height: 600 },
      { width: 400, height: 400 },
      'pad',
      'top',
      { width: 400, height: 400 },
      whole(300, 600),
      { left: 100, top: 0, width: 200, height: 400 },
    ],
    [
      { width: 300, height: 300 },
      { width: 750, height: 500 },
      'pad',
      'centre',
      { width: 750, height: 500 },
      whole(300, 300),
      { left: 125, top: 0, width: 500, height: 500 },
    ],
  ] as const)('%j into %j (%s, %s)', (source, box, fit, position, output, crop, place) => {
    expect(imageGeometry(source, box, fit, position)).toEqual({ output, crop, place })
  })
})
