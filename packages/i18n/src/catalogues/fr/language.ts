import type { Translation } from '../../translator'
import type en from '../en/language'

export default {
  'language.label': 'Langue',
  'language.accountHint':
    'Mithaq, ses e-mails et ses notifications parlent cette langue, sur chaque appareil où vous vous connectez.',
  'language.saveFailed': 'Votre langue n’a pas pu être enregistrée. Veuillez réessayer.',
  'language.saving': 'Enregistrement…',
} satisfies Translation<typeof en>
