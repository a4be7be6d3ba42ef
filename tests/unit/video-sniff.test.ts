import { describe, expect, it } from 'vitest'
import { sniffVideoContainer } from '../../shared/rules/video-sniff'

// Issue 20 "Bad input": the first part must start like a video container.
const bytes = (...values: number[]) => Uint8Array.from(values)
const text = (s: string) => new TextEncoder().encode(s)

describe('sniffVideoContainer', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['an MP4 (ftyp isom)', bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d), 'iso-bmff'],
    ['a QuickTime MOV (ftyp qt)', bytes(0, 0, 0, 0x14, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20), 'iso-bmff'],
    ['a truncated MP4 still starts right', bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70), 'iso-bmff'],
    ['Matroska / WebM (EBML)', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81), 'matroska'],
    ['an HTML page', text('<!doctype html><html><body>'), null],
    ['a zip', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0), null],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), null],
    ['ftyp at the wrong offset', bytes(0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0), null],
    ['nothing', new Uint8Array(0), null],
    ['three bytes', bytes(0x1a, 0x45, 0xdf), null],
  ])('%s → %s', (_name, head, container) => {
    expect(sniffVideoContainer(head)).toBe(container)
  })
})
