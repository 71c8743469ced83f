/**
 * The answers the server puts in Discover's page (plugins/web.ts, decision 188), as the page
 * carries them: a JSON script element named `mithaq-early`. Tests add it before the module that
 * reads it, and take it away after.
 */
export function sendWithPage(answers: Record<string, unknown>) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = 'mithaq-early'
  element.textContent = JSON.stringify(answers)
  document.head.append(element)
}

export function removeSentPage() {
  document.getElementById('mithaq-early')?.remove()
}
