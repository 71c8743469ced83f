/**
 * The version of the Terms of Use in force: the day they took effect. A member agrees to it when
 * creating an account (the account keeps the version and the time); when it changes, the next
 * sign-in says so once (decision 375). Change it only together with the Terms' English text.
 */
export const TERMS_VERSION = '2026-11-28'
