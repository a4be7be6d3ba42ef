/**
 * Counted texts ('1 player', '24 players'): which form of the message a count takes. The
 * catalogues hold a '.one' and an '.other' text for each counted message, in English and Arabic.
 * Arabic has more plural forms than two; a count of one gets its own wording and every other
 * count the general one, which reads correctly with the number written beside it.
 */
export type CountForm = 'one' | 'other'

export function countForm(count: number): CountForm {
  return count === 1 ? 'one' : 'other'
}
