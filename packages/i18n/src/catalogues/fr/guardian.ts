import type { Translation } from '../../translator'
import type en from '../en/guardian'

export default {
  'guardian.title': 'Votre wali',
  'guardian.intro':
    'Un wali (tuteur) peut recevoir chaque semaine une copie d’une conversation, uniquement si l’autre personne est d’accord, et uniquement des messages écrits après cet accord. Chacun de vous peut y mettre fin à tout moment.',
  'guardian.confirmed': '· confirmé',
  'guardian.waiting': '· en attente de sa confirmation par le lien envoyé par e-mail',
  'guardian.remove': 'Retirer le wali',
  'guardian.removed': 'Votre wali a été retiré',
  'guardian.email': 'E-mail du wali',
  'guardian.name': 'Désigner mon wali',
  'guardian.sending': 'Envoi…',
  'guardian.emailed': 'Nous avons écrit à votre wali',
  'guardian.emailedText': 'Il doit confirmer en ouvrant le lien.',
  'guardian.conversation.label': 'Wali',
  'guardian.conversation.theyAsk':
    '<bdi>{name}</bdi> souhaite que son wali reçoive chaque semaine une copie de cette conversation, à partir de maintenant. Rien n’est envoyé sans votre accord.',
  'guardian.conversation.agree': 'Accepter',
  'guardian.conversation.decline': 'Refuser',
  'guardian.conversation.agreed': 'Vous avez accepté',
  'guardian.conversation.declined': 'Vous avez refusé',
  'guardian.conversation.theirsFollowing':
    'Le wali de <bdi>{name}</bdi> suit la conversation : une copie hebdomadaire des messages depuis votre accord.',
  'guardian.conversation.stop': 'Arrêter',
  'guardian.conversation.stopped': 'Arrêté',
  'guardian.conversation.withdraw': 'Retirer la demande',
  'guardian.conversation.mineFollowing':
    'Votre wali suit la conversation, avec l’accord de <bdi>{name}</bdi> : une copie hebdomadaire des nouveaux messages.',
  'guardian.conversation.mineWaiting':
    'En attente de l’accord de <bdi>{name}</bdi> pour que votre wali suive cette conversation.',
  'guardian.conversation.mineDeclined':
    '<bdi>{name}</bdi> a préféré que votre wali ne suive pas cette conversation.',
  'guardian.conversation.canAsk':
    'Votre wali peut suivre cette conversation si <bdi>{name}</bdi> est d’accord.',
  'guardian.conversation.ask': 'Demander à <bdi>{name}</bdi>',
  'guardian.conversation.asked': 'Nous avons demandé à {name}',
} satisfies Translation<typeof en>
