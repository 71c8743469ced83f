import type { Translation } from '../../translator'
import type en from '../en/liked'

export default {
  'liked.title': 'Intérêts',
  'liked.subtitle': 'Voyez gratuitement qui s’intéresse à votre profil.',
  'liked.lists': 'Listes d’intérêts',
  'liked.likedMe': 'Reçus',
  'liked.iLiked': 'Envoyés',
  'liked.favorited': 'Favoris',
  'liked.unmatchedPlaceholder': 'Les profils avec lesquels votre match a pris fin apparaîtront ici.',
  'liked.tryAgain': 'Réessayer',
  'liked.discoverProfiles': 'Découvrir des profils',
  'liked.showMore': 'Afficher plus',
  'liked.loadMoreFailed': 'Impossible de charger plus de profils. Veuillez réessayer.',
  'liked.showingOf': '{shown} sur {total} affichés',
  'liked.youPassed': '{sex, select, female {Vous l’avez passée} other {Vous l’avez passé}}',
  'liked.matched': 'Match ·',
  'liked.openChat': 'Ouvrir la discussion',
  'liked.nameAge': '<who>{name}</who>, {age}',
  'liked.profileOf': 'Profil de {name}',
  'liked.dialogDescription': 'Photos et informations de {name}, avec les actions possibles.',
  'liked.close': 'Fermer',
  'liked.profileGone': 'Ce profil n’est plus disponible.',
  'liked.youLiked': 'Vous avez marqué votre intérêt pour {name}',
  'liked.like': 'Marquer votre intérêt pour {name}',
  'liked.passOn': 'Passer le profil de {name}',
} satisfies Translation<typeof en>
