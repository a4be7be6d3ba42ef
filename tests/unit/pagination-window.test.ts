import { describe, expect, it } from 'vitest'
import { clampPage, paginationWindow } from '../../shared/rules/pagination-window'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('paginationWindow follows SPEC §2.5', () => {
  it.each([
    // [current (0-based), total pages, pages shown]
    [0, 0, []],
    [0, 1, [0]],
    [0, 2, [0, 1]],
    [1, 2, [0, 1]],
    [0, 3, [0, 1, 2]],
    [1, 3, [0, 1, 2]],
    [2, 3, [0, 1, 2]],
    [0, 6, range(0, 5)],
    [1, 6, range(0, 5)],
    [2, 6, range(0, 4)],
    [3, 6, range(1, 5)],
    [4, 6, range(0, 5)],
    [5, 6, range(0, 5)],
    [0, 7, range(0, 5)],
    [1, 7, range(0, 5)],
    [2, 7, range(0, 4)],
    [3, 7, range(1, 5)],
    [4, 7, range(2, 6)],
    [5, 7, range(1, 6)],
    [6, 7, range(1, 6)],
    [0, 20, range(0, 5)],
    [1, 20, range(0, 5)],
    [2, 20, range(0, 4)],
    [3, 20, range(1, 5)],
    [10, 20, range(8, 12)],
    [16, 20, range(14, 18)],
    [17, 20, range(15, 19)],
    [18, 20, range(14, 19)],
    [19, 20, range(14, 19)],
  ])('page index %i of %i shows %j', (current, total, pages) => {
    expect(paginationWindow(current, total)).toStrictEqual(pages)
  })

  it.each([
    ['a page past the end', 25, 20, range(14, 19)],
    ['a negative page', -3, 20, range(0, 5)],
    ['a fractional page', 10.7, 20, range(8, 12)],
    ['a NaN page', Number.NaN, 20, range(0, 5)],
    ['a negative total', 0, -1, []],
    ['a NaN total', 0, Number.NaN, []],
    ['a fractional total', 0, 2.5, [0, 1]],
  ])('clamps %s (page %s of %s) to %j', (_why, current, total, pages) => {
    expect(paginationWindow(current, total)).toStrictEqual(pages)
  })
})

describe('clampPage keeps a page index inside the pages that exist', () => {
  it.each([
    [0, 10, 0],
    [9, 10, 9],
    [10, 10, 9],
    [-1, 10, 0],
    [3.9, 10, 3],
    [Number.NaN, 10, 0],
    [Number.POSITIVE_INFINITY, 10, 9],
    [Number.NEGATIVE_INFINITY, 10, 0],
    [5, 0, 0],
    [5, 1, 0],
  ])('page %s of %s is %s', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected)
  })
})
