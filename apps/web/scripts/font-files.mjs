// Which font files a page in a given language makes the browser download, read from the built CSS
// (decision 395). A browser fetches an @font-face's file only when a rule that applies to the page
// names its family; our Arabic-script faces are named only under `:lang(ur)` / `:lang(ar)`. So: a
// rule whose selector has `:lang(xx)` applies to pages in xx only, a rule without one to every page,
// and a page loads the files of every face that a rule applying to it names. (An upper bound: a
// face named by such a rule counts even when no text on the page uses its weight.)

/** The @font-face blocks of a stylesheet: family and the files of its `src`. */
export function fontFaces(css) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
    family: /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;]+))/.exec(body).slice(1).find(Boolean).trim(),
    files: [...body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1]),
  }))
}

/** The font files a page whose `<html lang>` is `lang` loads, given its stylesheets' text. */
export function fontFilesFor(css, lang) {
  const faces = fontFaces(css)
  const withoutFaces = css.replace(/@font-face\s*\{[^}]*\}/g, '')
  const files = new Set()
  // The innermost blocks: a selector and its declarations (at-rule wrappers such as @layer are passed).
  for (const [, selector, body] of withoutFaces.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const langs = [...selector.matchAll(/:lang\(\s*["']?([a-zA-Z-]+)["']?\s*\)/g)].map((m) =>
      m[1].toLowerCase(),
    )
    if (langs.length > 0 && !langs.some((l) => l === lang || lang.startsWith(`${l}-`))) continue
    for (const face of faces) {
      if (body.toLowerCase().includes(face.family.toLowerCase()))
        for (const file of face.files) files.add(file)
    }
  }
  return [...files]
}
