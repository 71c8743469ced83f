import type { Translation } from '../../translator'
import type en from '../en/common'

export default {
  'common.notFound.title': 'Oups ! Page introuvable',
  'common.notFound.body': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'common.notFound.home': 'Retour à l’accueil',
} satisfies Translation<typeof en>
