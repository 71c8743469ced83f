import type { Translation } from '../../translator'
import type en from '../en/landing'

export default {
  'landing.description':
    'Mithaq : l’application de mariage musulman sans ghosting. Plus jamais de message laissé sans réponse.',
  'landing.headline':
    'La plateforme de mariage musulman sans ghosting. Plus jamais de message laissé sans réponse.',
  'landing.intro':
    'Grâce à nos jetons anti-ghosting, vous vous engagez l’un et l’autre avant que la conversation ne commence, et des minuteurs bienveillants veillent à ce que chaque message reçoive une réponse. Rencontrez une personne qui pense sérieusement au mariage, dans le respect mutuel.',
  'landing.getStarted': 'Commencer',
  'landing.member': 'Déjà membre ?',
  'landing.why': 'Pourquoi Mithaq',
  'landing.tokens.title': 'La première messagerie à jetons au monde',
  'landing.tokens.body':
    'Chacun de vous engage quelques jetons pour ouvrir une conversation, et des minuteurs font que les réponses arrivent. Des intentions sérieuses, pas de silences sans explication.',
  'landing.liked.title': 'Voyez gratuitement qui s’intéresse à votre profil',
  'landing.liked.body':
    'Toutes les personnes qui s’intéressent à vous sont visibles, sans abonnement payant entre vous et une personne intéressée.',
  'landing.filters.title': 'Des filtres gratuits et aucune offre premium',
  'landing.filters.body':
    'Filtrez par âge, lieu et taille sans rien payer. Tout le monde a la même application, et les jetons servent uniquement à discuter avec vos matchs.',
  'landing.copyright': '© {year} Mithaq. Tous droits réservés.',
  'landing.tagline': 'Unir les cœurs, dans le respect du halal.',
  'landing.language': 'Langue',
} satisfies Translation<typeof en>
