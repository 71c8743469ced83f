import type { Translation } from '../../translator'
import type en from '../en/errors'

export default {
  'errors.NETWORK': 'Impossible de joindre Mithaq. Veuillez vérifier votre connexion et réessayer.',
  'errors.VALIDATION_FAILED':
    'Certaines informations ne sont pas correctes. Veuillez les vérifier et réessayer.',
  'errors.UNAUTHENTICATED': 'Veuillez vous connecter pour continuer.',
  'errors.FORBIDDEN': 'Cette action ne vous est pas permise.',
  'errors.NOT_FOUND': 'Introuvable. Cet élément a peut-être été supprimé.',
  'errors.CONFLICT': 'Cet élément a changé entre-temps. Veuillez actualiser la page et réessayer.',
  'errors.EMAIL_TAKEN': 'Cette adresse e-mail est déjà enregistrée.',
  'errors.PAYLOAD_TOO_LARGE': 'Ce fichier est trop volumineux.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'Ce type de fichier ou de requête n’est pas pris en charge.',
  'errors.RATE_LIMITED': 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
  'errors.INTERNAL': 'Une erreur inattendue s’est produite. Veuillez réessayer.',
  'errors.SERVICE_UNAVAILABLE': 'Mithaq est brièvement indisponible. Veuillez réessayer dans un instant.',
  'errors.INVALID_CREDENTIALS': 'Adresse e-mail ou mot de passe incorrect.',
  'errors.EMAIL_NOT_VERIFIED':
    'Veuillez d’abord confirmer votre adresse e-mail : nous vous avons envoyé un lien.',
  'errors.INVALID_TOKEN': 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.',
  'errors.INVALID_ORIGIN': 'Cette requête ne vient pas de Mithaq.',
  'errors.TOO_MANY_SOCKETS': 'Mithaq est ouvert dans trop de fenêtres. Veuillez en fermer une et réessayer.',
  'errors.ACCOUNT_RESTRICTED': 'Ce compte fait l’objet d’une restriction.',
  'errors.OWN_CASE':
    'Un modérateur ne peut pas trancher un signalement ou un recours qui le concerne : un autre modérateur s’en chargera.',
  'errors.MODERATOR_TARGET':
    'Un modérateur ne peut pas être suspendu ou banni depuis la console. L’exploitant doit d’abord lui retirer son rôle de modérateur.',
  'errors.ASKED_TOO_SOON':
    'Cette personne a refusé récemment. Vous pourrez redemander 30 jours après sa réponse.',

  'errors.reason.not_participant': 'Nous n’avons pas trouvé ce match.',
  'errors.reason.match_ended': 'Ce match est terminé.',
  'errors.reason.payment_window_closed': 'Le délai de paiement est écoulé, ce match est donc terminé.',
  'errors.reason.already_unlocked': 'Cette discussion est déjà ouverte.',
  'errors.reason.already_paid': 'Vous avez déjà payé pour ce match.',
  'errors.reason.other_already_paid': 'L’autre personne a déjà payé : payez l’ouverture standard.',
  'errors.reason.insufficient_tokens': 'Vous n’avez pas assez de jetons pour cela.',
  'errors.reason.chat_locked':
    'Cette discussion est verrouillée : vous devez payer tous les deux pour l’ouvrir avant de vous écrire.',
  'errors.reason.already_unmatched': 'Ce match est déjà terminé.',
  'errors.reason.still_matched': 'Votre match avec cette personne est toujours en cours.',
  'errors.reason.rematch_not_allowed': 'Un nouveau match n’est pas possible avec cette personne.',
  'errors.reason.rematch_impossible': 'Ce nouveau match n’est plus possible.',
  'errors.reason.not_unmatched': 'Ce match n’est pas terminé.',
  'errors.reason.already_removed': 'Cette personne a déjà été retirée de votre liste.',
  'errors.reason.balance_below_zero': 'Votre solde est négatif après un achat remboursé.',
} satisfies Translation<typeof en>
