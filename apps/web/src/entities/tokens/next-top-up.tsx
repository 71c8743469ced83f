import { type NextTopUpWire, TOKEN_RULES } from '@mithaq/domain'
import type { TextKey, Translator } from '@mithaq/i18n'
import { currentTranslator, formatDate, formatNumber, formatSigned, useT } from '../../i18n'
import { tokensText } from './token-prices'

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/**
 * The next weekly top-up in words, from the wallet's `nextTopUp` (the server applies the rule):
 * "Next weekly top-up: +10 tokens on Tuesday, December 2." Null means none is left. The date is
 * the current language's (Arabic-Indic digits in Arabic).
 */
export function nextTopUpText(
  nextTopUp: NextTopUpWire | null,
  now = new Date(),
  t: Translator<TextKey> = currentTranslator(),
): string {
  if (!nextTopUp) return t('tokens.topUp.over', { weeks: formatNumber(TOKEN_RULES.weeklyTopUpForWeeks) })
  const at = new Date(nextTopUp.at)
  const today = at.getTime() <= now.getTime() || sameDay(at, now)
  const date = formatDate(at, { weekday: 'long', month: 'long', day: 'numeric' })
  const upTo = tokensText(t, nextTopUp.upTo)
  if (nextTopUp.amount === 0) {
    return today ? t('tokens.topUp.ifBelowToday', { upTo }) : t('tokens.topUp.ifBelowOn', { date, upTo })
  }
  // The sign is the number format's ('+10'; in Urdu with the mark that keeps it before the digits).
  const amount = t('tokens.signedCount', { count: nextTopUp.amount, signed: formatSigned(nextTopUp.amount) })
  return today
    ? t('tokens.topUp.addToday', { amount, upTo })
    : t('tokens.topUp.addOn', { amount, date, upTo })
}

/** The line itself, for the wallet, the payment card and the like-back warning. */
export function NextTopUp({ nextTopUp, className }: { nextTopUp: NextTopUpWire | null; className?: string }) {
  const t = useT()
  return <p className={className}>{nextTopUpText(nextTopUp, new Date(), t)}</p>
}
