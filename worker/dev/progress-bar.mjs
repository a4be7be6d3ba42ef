// The packaging command's progress (issue 20 §3): ffmpeg's `-progress pipe:1`
// says how far it got (out_time_us) and the probe says the length; a bar on a
// terminal, a plain line every 10% when the output is a file or a CI log.

/** Seconds done from one `-progress` block line, or null for the other keys. */
export function progressSeconds(line) {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim())
  return match ? Number(match[1]) / 1e6 : null
}

const clock = (seconds) => {
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = String(Math.floor((whole % 3600) / 60)).padStart(2, '0')
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${m}:${s}` : `${m}:${s}`
}

/** '[##########··········]  50% 00:15 / 00:30 label' */
export function progressLine(label, done, total, width = 30) {
  const fraction = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0
  const filled = Math.round(fraction * width)
  const percent = String(Math.floor(fraction * 100)).padStart(3)
  return `[${'#'.repeat(filled)}${'·'.repeat(width - filled)}] ${percent}% ${clock(done)} / ${clock(total)} ${label}`
}

/** A reporter: update(done) redraws the bar on a TTY, or prints at each new tenth otherwise; finish() ends the line. */
export function progressReporter(label, total, stream = process.stdout, unit = 'time') {
  const tty = Boolean(stream.isTTY)
  let lastTenth = -1
  const text = (done) => (unit === 'time' ? progressLine(label, done, total) : countLine(label, done, total))
  return {
    update(done) {
      if (tty) {
        stream.write(`\r${text(done)}`)
        return
      }
      const tenth = total > 0 ? Math.floor((Math.min(done, total) / total) * 10) : 0
      if (tenth > lastTenth) {
        lastTenth = tenth
        stream.write(`${text(done)}\n`)
      }
    },
    finish() {
      if (tty) stream.write(`\r${text(total)}\n`)
      else if (lastTenth < 10) stream.write(`${text(total)}\n`)
    },
  }
}

/** '[####······]  40% 12 / 30 objects' for uploads. */
export function countLine(label, done, total, width = 30) {
  const fraction = total > 0 ? Math.min(1, done / total) : 1
  const filled = Math.round(fraction * width)
  return `[${'#'.repeat(filled)}${'·'.repeat(width - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}% ${done} / ${total} ${label}`
}
