/**
 * A message cut for a preview (a Matches row, a notification, a push): at most `max` characters
 * (code points) before the '…', cut where a word ends rather than inside one ("Do you…", not
 * "Do y…"), with the dots, commas and spaces it ended on dropped so it never ends in four dots
 * ("Wait...…"). A text that fits is given back whole, on one line. When going back to a word end
 * would drop more than half the preview (a very long word, a link), it cuts where the limit falls.
 */
export function cutPreview(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  const chars = [...oneLine]
  if (chars.length <= max) return oneLine
  let kept = chars.slice(0, max)
  // The limit falls inside a word: go back to the space before it, unless that loses too much.
  if (chars[max] !== ' ') {
    const lastSpace = kept.lastIndexOf(' ')
    if (lastSpace >= max / 2) kept = kept.slice(0, lastSpace)
  }
  const cut = kept.join('').replace(/[\s.…,،;:]+$/u, '')
  return `${cut || kept.join('')}…`
}
