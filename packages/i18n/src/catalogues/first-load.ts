import common from './en/common'
import discover from './en/discover'
import errors from './en/errors'
import landing from './en/landing'
import language from './en/language'
import matches from './en/matches'
import notices from './en/notices'
import notifications from './en/notifications'
import profile from './en/profile'
import tokens from './en/tokens'
import validation from './en/validation'

// The English texts of FIRST_LOAD_NAMESPACES (namespaces.ts), which the web app's entry imports
// so its first render never waits (decision 290). first-load.test.ts keeps the two lists equal.
export default {
  ...common,
  ...landing,
  ...language,
  ...errors,
  ...validation,
  ...notices,
  ...notifications,
  ...discover,
  ...profile,
  ...tokens,
  ...matches,
}
