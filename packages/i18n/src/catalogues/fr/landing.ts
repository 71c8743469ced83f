import type { Translation } from '../../translator'
import type en from '../en/landing'

export default {
  'landing.description':
    'Mithaq : l’application de mariage musulman sans ghosting. Plus jamais de message laissé sans réponse.',
  'landing.headline':
    'La plateforme de mariage musulman sans ghosting. Plus jamais de message laissé sans réponse.',
  'landing.intro':
    'Grâce à nos jetons anti-ghosting, vous vous engagez tous les deux avant que la conversation commence, et de doux minuteurs veillent à ce que chaque message reçoive une réponse. Rencontrez une personne sérieuse au sujet du mariage, dans le respect de part et d’autre.',
  'landing.getStarted': 'Commencer',
  'landing.member': 'Déjà membre ?',
  'landing.why': 'Pourquoi Mithaq',
  'landing.tokens.title': 'La 1re messagerie à jetons au monde',
  'landing.tokens.body':
    'Vous engagez chacun quelques jetons pour ouvrir une conversation, et des minuteurs font que les réponses arrivent. Des intentions sérieuses, pas de fins silencieuses.',
  'landing.liked.title': 'Voyez gratuitement qui a aimé votre profil',
  'landing.liked.body':
    'Toutes les personnes qui vous ont aimé sont visibles, sans aucun abonnement payant entre vous et quelqu’un qui s’intéresse à vous.',
  'landing.filters.title': 'Des filtres gratuits et aucune offre premium',
  'landing.filters.body':
    'Filtrez par âge, lieu et taille sans rien payer. Tout le monde a la même application, et les jetons servent uniquement à discuter avec vos matchs.',
  'landing.copyright': '© {year} Mithaq. Tous droits réservés.',
  'landing.tagline': 'Unir les cœurs, dans le respect du halal.',
  'landing.language': 'Langue',
} satisfies Translation<typeof en>
