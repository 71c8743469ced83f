import type { Translation } from '../../translator'
import type en from '../en/account'

export default {
  'account.management.title': 'Gestion du compte',
  'account.management.intro':
    'Besoin d’une pause ? Désactivez votre compte : il suffira de vous reconnecter pour revenir. La suppression efface votre compte définitivement.',
  'account.management.deactivate': 'Désactiver mon compte',
  'account.management.delete': 'Supprimer mon compte',
  'account.signedOutEverywhere': 'Votre session est fermée sur tous vos appareils.',
  'account.deactivate.title': 'Désactiver votre compte ?',
  'account.deactivate.description': 'Prenez le temps qu’il vous faut. Voici ce qui se passe :',
  'account.deactivate.confirm': 'Désactiver',
  'account.deactivate.busy': 'Désactivation…',
  'account.deactivate.hidden':
    'Votre profil n’apparaît plus dans Découvrir ni dans les listes d’intérêts des autres membres.',
  'account.deactivate.matchesEnd':
    'Vos matchs actifs prennent fin, sans frais. Les jetons payés pour une discussion jamais ouverte sont remboursés.',
  'account.deactivate.comeBack': 'Pour revenir, reconnectez-vous simplement et votre profil réapparaît.',
  'account.delete.title': 'Supprimer votre compte ?',
  'account.delete.description': 'C’est définitif et irréversible.',
  'account.delete.confirm': 'Supprimer définitivement',
  'account.delete.busy': 'Suppression…',
  'account.delete.profileErased': 'Votre profil et vos photos sont effacés.',
  'account.delete.matchesErased': 'Vos matchs et vos messages sont effacés.',
  'account.delete.onlyBreak':
    'Si vous avez seulement besoin d’une pause, vous pouvez plutôt désactiver votre compte.',
  'account.data.title': 'Vos données',
  'account.data.intro':
    'Téléchargez une copie de tout ce que nous conservons à votre sujet : votre profil et vos photos, vos marques d’intérêt, vos matchs et leurs messages, vos jetons, vos notifications et vos signalements. La copie est créée à votre demande et n’est conservée nulle part ailleurs.',
  'account.data.download': 'Télécharger mes données',
  'account.data.preparing': 'Préparation de vos données…',
  'account.data.downloading': 'Téléchargement de vos données',
  'account.data.downloadingText': 'Un fichier zip avec vos données et vos photos, créé à l’instant.',
  'account.data.failed': 'Nous n’avons pas pu préparer vos données',
} satisfies Translation<typeof en>
