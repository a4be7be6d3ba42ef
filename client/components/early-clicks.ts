/**
 * Issue 22 §3: a deferred part (deferred.tsx) keeps the server's HTML until
 * its code is here. A click on it before then reaches React, which tries to
 * hydrate the part at once, cannot (its code is still on the way) and stops
 * the event: links and forms still work natively, but a button's press would
 * be lost. This notes such presses and, once every deferred part's code is
 * here and hydrated, presses the same element again, so nothing a supporter
 * does in the first moments is lost (Enter or Space on a button is a click too).
 *
 * A press is one React stopped on HTML it has not hydrated: React listens on
 * the document (the root hydrateRoot is given), so a click it lets through
 * bubbles on to the window, and an element React hydrated carries its fiber.
 */
export function replayEarlyClicks(partsLoaded: Promise<unknown>): void {
  const bubbled = new WeakSet<Event>()
  const stopped: HTMLElement[] = []
  let done = false
  const onCapture = (event: Event) => {
    // Links and submit buttons did what they do without JavaScript (the browser's own action is not stopped).
    const target = event.target instanceof Element ? event.target.closest('button') : null
    if (!target || (target.type === 'submit' && target.form) || hydratedByReact(target)) return
    // Dispatch is synchronous: by the next task the click has bubbled to the window or been stopped.
    setTimeout(() => {
      if (bubbled.has(event)) return
      if (done) target.click()
      else stopped.push(target)
    }, 0)
  }
  const onBubble = (event: Event) => {
    bubbled.add(event)
  }
  window.addEventListener('click', onCapture, true)
  window.addEventListener('click', onBubble)
  partsLoaded.then(() => {
    // Hydrating the parts is a render after their code came: let it commit before pressing again.
    setTimeout(() => {
      done = true
      window.removeEventListener('click', onCapture, true)
      window.removeEventListener('click', onBubble)
      for (const element of stopped.splice(0)) if (element.isConnected) element.click()
    }, 50)
  })
}

function hydratedByReact(element: HTMLElement): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
}
