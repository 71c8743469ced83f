import account from './account'
import auth from './auth'
import chat from './chat'
import common from './common'
import discover from './discover'
import errors from './errors'
import faith from './faith'
import guardian from './guardian'
import landing from './landing'
import language from './language'
import liked from './liked'
import mail from './mail'
import matches from './matches'
import moderation from './moderation'
import notices from './notices'
import notifications from './notifications'
import payments from './payments'
import profile from './profile'
import signup from './signup'
import tokens from './tokens'
import validation from './validation'

// The privacy policy (legal.ts) is left out: its page loads it (loadLegal).
export default {
  ...common,
  ...landing,
  ...language,
  ...auth,
  ...signup,
  ...discover,
  ...profile,
  ...faith,
  ...liked,
  ...matches,
  ...chat,
  ...tokens,
  ...payments,
  ...notifications,
  ...account,
  ...guardian,
  ...moderation,
  ...errors,
  ...validation,
  ...mail,
  ...notices,
}
