/**
 * The field beside a page's first answers (decision 188) that says when the server read them, in
 * ms since the epoch (decision 580): the server writes it, the page's first socket sends it back.
 * A module without schemas, so the first screens that read it carry nothing more.
 */
export const PAGE_ANSWERS_READ_AT = 'readAt'
