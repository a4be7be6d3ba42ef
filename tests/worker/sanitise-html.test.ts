import { describe, expect, it } from 'vitest'
import { sanitiseHtml } from '../../worker/render/sanitise-html'
import { SEED_NOW, seedClock } from '../../worker/seed/clock'
import { demoContent } from '../../worker/seed/index'

/** Every stored HTML field of the demo content: article, page and package bodies, biographies, FAQ answers, rich-text blocks. */
function seedHtml(): string[] {
  const html: string[] = []
  for (const part of demoContent(seedClock(SEED_NOW))) {
    for (const { rows } of part.tables) {
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (column.endsWith('_html') && typeof value === 'string' && value) html.push(value)
          const blockHtml = (value as { html?: unknown } | null)?.html
          if (column === 'data' && typeof blockHtml === 'string') html.push(blockHtml)
        }
      }
    }
  }
  return html
}

// issue 19 §2: stored HTML keeps rendering, through an allow-list sanitiser that drops every script vector.
describe('sanitiseHtml', () => {
  it('HTMLRewriter hands attribute values over as written, references not decoded (so the sanitiser decodes them)', async () => {
    let seen = ''
    await new HTMLRewriter()
      .on('a', {
        element(element) {
          seen = element.getAttribute('href') ?? ''
        },
      })
      .transform(new Response('<a href="jav&#x09;ascript&colon;x&amp;y">t</a>'))
      .arrayBuffer()
    expect(seen).toBe('jav&#x09;ascript&colon;x&amp;y')
  })

  it('keeps the HTML editors write as it is', async () => {
    const html = [
      '<h2>Match report</h2><p>Town won <strong>2-1</strong> at <em>home</em>, with <b>one</b> <i>late</i> <u>goal</u> <s>or two</s>.</p>',
      '<blockquote><p>We kept going.</p><cite>The manager</cite></blockquote>',
      '<ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol>',
      '<p>See the <a href="/terms-and-conditions">terms</a>, <a href="https://example.com/a?b=1&amp;c=2" title="A &amp; B">this</a> or <a href="mailto:support@town.example">mail us</a>.</p>',
      '<figure><img src="/images/800x450/news/a.jpg" alt="The goal" width="800" height="450" loading="lazy"><figcaption>The goal</figcaption></figure>',
      '<table><thead><tr><th colspan="2">Table</th></tr></thead><tbody><tr><td>1</td><td rowspan="2">2</td></tr></tbody></table>',
      '<p>H<sub>2</sub>O, x<sup>2</sup>, <code>code</code>, <span>span</span></p><pre>pre</pre><div>div</div><hr><p>a<br>b</p>',
      '<p>Text with &lt;escaped&gt; markup, &amp; an ampersand, &quot;quotes&quot; and café ✓</p>',
    ].join('')
    expect(await sanitiseHtml(html)).toBe(html)
  })

  it("keeps every HTML field of the seed's content unchanged", async () => {
    const all = seedHtml()
    expect(all.length).toBeGreaterThan(100)
    expect(all.some((html) => html.includes('<h2>') && html.includes('<blockquote>'))).toBe(true)
    const changed: string[] = []
    for (const html of all) if ((await sanitiseHtml(html)) !== html) changed.push(html)
    expect(changed).toEqual([])
  })

  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    [
      '<a href="https://example.com" target="_blank" rel="opener">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<a href="/x" target="_top">x</a>', '<a href="/x">x</a>'],
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<svg><script>alert(1)</script></svg><p>after</p>', '<p>after</p>'],
    // Not self-closed (the '/' is followed by an attribute): the rest is inside the dropped <svg>.
    ['<svg/onload=alert(1)><p>after</p>', ''],
    ['<svg/><p>after</p>', '<p>after</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', 'ok'],
    ['<object data="javascript:alert(1)"></object>ok', 'ok'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['<base href="javascript:alert(1)//">ok', 'ok'],
    ['<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>ok', 'ok'],
    // Read as a browser with script on reads them (raw text to the first end tag): what follows is sanitised.
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<img src="x">"&gt;'],
    ['<style><img src="</style><img src=x onerror=alert(1)//">', '<img src="x">'],
    ['<!--<img src="--><img src=x onerror=alert(1)//">', '<img src="x">'],
    // Outside SVG and MathML, CDATA is a bogus comment ending at the first '>'.
    ['<![CDATA[<img src=x onerror=alert(1)>]]>ok', ']]&gt;ok'],
    ['<p style="background:url(javascript:alert(1))" id="x" name="y" class="z" onclick="alert(1)">p</p>', '<p>p</p>'],
    ['<custom-tag onmouseover="alert(1)">kept</custom-tag>', 'kept'],
    ['<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
    ['<p>one<p>two', '<p>one</p><p>two</p>'],
    ['<ul><li>one<li>two</ul>', '<ul><li>one</li><li>two</li></ul>'],
    ['</p></script></div>stray', 'stray'],
    ['a < b > c', 'a &lt; b &gt; c'],
    ['<img src="x" alt="&quot;><script>alert(1)</script>">', '<img src="x" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">'],
    ['<plaintext><img src=x onerror=alert(1)>', ''],
  ])('%s', async (input, output) => {
    expect(await sanitiseHtml(input)).toBe(output)
  })

  it('shows HTML the parser refuses (too deeply nested for its memory limit) as text, never as markup', async () => {
    const deep = `${'<div>'.repeat(20_000)}<img src=x onerror=alert(1)>`
    const out = await sanitiseHtml(deep)
    expect(out).not.toContain('<')
    expect(out.endsWith('&lt;img src=x onerror=alert(1)&gt;')).toBe(true)
    // 20,000 levels take the parser seconds on a busy 2-core CI machine (5.3 s once): a limit on waiting, not a pass condition.
  }, 60_000)

  it('is stable: the sanitised HTML sanitised again is the same', async () => {
    const once = await sanitiseHtml('<p>a<li>b<table><td>c<a href=/x>d<a href=/y>e</table>')
    expect(await sanitiseHtml(once)).toBe(once)
  })
})
