import type { Translation } from '../../translator'
import type en from '../en/liked'

export default {
  'liked.title': 'Mentions J’aime',
  'liked.subtitle': 'Découvrez gratuitement qui a aimé votre profil.',
  'liked.lists': 'Listes de mentions J’aime',
  'liked.likedMe': 'M’ont aimé',
  'liked.iLiked': 'J’ai aimé',
  'liked.favorited': 'Favoris',
  'liked.unmatchedPlaceholder': 'Les profils avec lesquels vous n’êtes plus en relation apparaîtront ici.',
  'liked.tryAgain': 'Réessayer',
  'liked.discoverProfiles': 'Découvrir des profils',
  'liked.showMore': 'Afficher plus',
  'liked.loadMoreFailed': 'Impossible de charger plus de profils. Veuillez réessayer.',
  'liked.showingOf': '{shown} sur {total} affichés',
  'liked.matched': 'En relation ·',
  'liked.openChat': 'Ouvrir la discussion',
  'liked.nameAge': '<who>{name}</who>, {age}',
  'liked.profileOf': 'Profil de {name}',
  'liked.dialogDescription': 'Photos et informations de {name}, avec les actions possibles.',
  'liked.close': 'Fermer',
  'liked.profileGone': 'Ce profil n’est plus disponible.',
  'liked.youLiked': 'Vous avez aimé {name}',
  'liked.like': 'Aimer {name}',
  'liked.passOn': 'Passer {name}',
} satisfies Translation<typeof en>
