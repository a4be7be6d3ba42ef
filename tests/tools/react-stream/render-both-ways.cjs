// Renders the same trees with one build of React's edge renderer (argv[2]) and with React's own
// renderToString, in a process of its own so that the build runs beside the React of the same mode
// (NODE_ENV): a production renderer needs production React. Prints what each gave, as JSON.
const { createElement: h, lazy, Suspense } = require('react')
const { renderToString } = require('react-dom/server.node')
const { renderToReadableStream } = require(process.argv[2])

const LONG = 'Town v City: '.repeat(800) // one text piece over React's 4 KB view
const page = (title) =>
  h(
    'main',
    { lang: 'ar', dir: 'rtl', 'data-x': '"quoted" & <angled>' },
    h('h1', null, title),
    h('p', null, 'مرحبا بكم في ملعب النادي ⚽ 🏟️ — café'),
    h(
      'ul',
      null,
      ['Home', 'Away', 'Neutral'].map((name, i) => h('li', { key: name, className: `side-${i}` }, name, ' ', i)),
    ),
    h(Suspense, { fallback: h('p', null, 'loading') }, h('section', null, h('p', null, LONG))),
    h('img', { src: '/images/crest.webp?w=64&h=64', alt: 'Club crest' }),
  )

const errors = []
async function streamed(node) {
  const stream = await renderToReadableStream(node, { onError: (err) => errors.push(String(err?.message ?? err)) })
  await stream.allReady
  return new Response(stream).text()
}

// Two renders in flight at once, each suspending; the first finishes after the second.
async function twoAtOnce() {
  let resolveFirst = () => {}
  const first = new Promise((resolve) => {
    resolveFirst = resolve
  })
  const slow = (text) => lazy(() => text.then((body) => ({ default: () => h('p', null, body) })))
  const tree = (label, text) => h('div', null, h('h2', null, label), h(Suspense, { fallback: h('i', null, 'wait') }, h(slow(text))))
  const a = streamed(tree('A', first))
  const b = await streamed(tree('B', Promise.resolve('second body')))
  resolveFirst('first body')
  return { a: await a, b }
}

;(async () => {
  const result = { streamed: await streamed(page('Fixtures')), string: renderToString(page('Fixtures')), ...(await twoAtOnce()) }
  process.stdout.write(JSON.stringify({ ...result, errors }))
})()
