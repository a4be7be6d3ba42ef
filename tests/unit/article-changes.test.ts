import { describe, expect, it } from 'vitest'
import { type ComparableArticle, articleFieldsThatDiffer } from '../../shared/rules/article-changes'

const base: ComparableArticle = {
  locale: 'en',
  title: 'Town win the derby',
  slug: 'town-win-the-derby',
  summary: 'Three points at home.',
  author: 'Sam Reporter',
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] },
  imageKey: null,
  imageAlt: '',
  categoryIds: [1, 2],
  relatedIds: [7, 3],
  translationOf: null,
}

// issue 19 §10: the conflict notice lists the fields two copies disagree on.
describe('articleFieldsThatDiffer', () => {
  const cases: [string, Partial<ComparableArticle>, string[]][] = [
    ['identical copies', {}, []],
    ['a new title', { title: 'Town lose the derby' }, ['title']],
    ['spaces a save trims away', { title: '  Town win the derby ', summary: 'Three points at home. ' }, []],
    ['categories in another order (a set)', { categoryIds: [2, 1] }, []],
    ['related articles in another order (a list)', { relatedIds: [3, 7] }, ['relatedIds']],
    ['an empty picture key is no picture', { imageKey: '' }, []],
    [
      'a body with the same content, keys in another order',
      { body: { content: [{ content: [{ text: 'Hello', type: 'text' }], type: 'paragraph' }], type: 'doc' } },
      [],
    ],
    ['a body edited', { body: { type: 'doc', content: [{ type: 'paragraph' }] } }, ['body']],
    [
      'several, in the form order',
      { body: null, title: 'x', locale: 'ar', translationOf: 4, categoryIds: [1] },
      ['locale', 'title', 'categoryIds', 'translationOf', 'body'],
    ],
  ]
  it.each(cases)('%s', (_name, change, expected) => {
    expect(articleFieldsThatDiffer({ ...base, ...change }, base)).toEqual(expected)
  })
})
