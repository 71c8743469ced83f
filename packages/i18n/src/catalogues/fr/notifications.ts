import type { Translation } from '../../translator'
import type en from '../en/notifications'

export default {
  'notifications.title.like': 'Nouvel intérêt !',
  'notifications.title.match': 'Nouveau match !',
  'notifications.title.message': 'Nouveau message',
  'notifications.title.chat_unlocked': 'Discussion ouverte !',
  'notifications.title.payment_required': 'Paiement requis',
  'notifications.title.reminder': 'Le temps presse',
  'notifications.title.test': 'Notification de test',

  'notifications.someone': 'Quelqu’un',
  'notifications.demoSender': '{name} (membre de démonstration)',

  'notifications.like': '{name} s’intéresse à votre profil !',
  'notifications.message': '{name} : {content}',
  'notifications.messageNoText': '{name} vous a envoyé un message.',
  'notifications.messages':
    '{count, plural, one {{name} vous a envoyé # nouveau message : {content}} other {{name} vous a envoyé # nouveaux messages : {content}}}',
  'notifications.messagesNoText':
    '{count, plural, one {{name} vous a envoyé # nouveau message.} other {{name} vous a envoyé # nouveaux messages.}}',
  'notifications.rematch': '{name} a refait un match avec vous !',
  'notifications.rematchMore': 'Ouvrez la discussion pour échanger de nouveau.',
  'notifications.match': 'Vous avez un match avec {name} !',
  'notifications.matchMore': 'Ouvrez la discussion pour commencer à échanger.',
  'notifications.chatUnlocked': 'Votre discussion avec {name} est ouverte. Commencez par le salam !',
  'notifications.paymentRequired':
    '{name} a payé pour ouvrir votre discussion. Payez à votre tour pour commencer à échanger.',
  'notifications.test': 'Les notifications push fonctionnent.',

  'notifications.reminder.generic': 'Votre match avec {name} aura bientôt besoin de vous.',
  'notifications.reminder':
    '{kind, select, payment_window {Votre match avec {name} attend que la discussion soit ouverte. Ouvrez-la avant la fin du délai pour garder ce match.} first_message {Votre discussion avec {name} est ouverte. Envoyez le salam avant la fin du minuteur pour garder votre match.} other {{name} attend votre réponse. Répondez avant la fin du minuteur pour garder votre match.}}',
  'notifications.reminder.left':
    '{kind, select, payment_window {Le délai pour ouvrir votre discussion avec {name}} first_message {Le délai pour envoyer un premier message à {name}} other {Le délai pour répondre à {name}}} se termine bientôt : {left}.',
  'notifications.reminder.ranOut':
    '{kind, select, payment_window {Le délai pour ouvrir votre discussion avec {name}} first_message {Le délai pour envoyer un premier message à {name}} other {Le délai pour répondre à {name}}} est écoulé.',
  'notifications.reminder.endsSoon':
    '{kind, select, payment_window {Le délai pour ouvrir votre discussion avec {name}} first_message {Le délai pour envoyer un premier message à {name}} other {Le délai pour répondre à {name}}} se termine bientôt.',
  'notifications.reminder.wasRunningOut':
    '{kind, select, payment_window {Le délai pour ouvrir votre discussion avec {name}} first_message {Le délai pour envoyer un premier message à {name}} other {Le délai pour répondre à {name}}} était sur le point de s’écouler.',

  'notifications.heading': 'Notifications',
  'notifications.markAllRead': 'Tout marquer comme lu',
  'notifications.markReadFailed': 'Impossible de marquer les notifications comme lues',
  'notifications.loading': 'Chargement des notifications…',
  'notifications.empty': 'Aucune notification pour le moment',
  'notifications.emptyHint':
    'Les marques d’intérêt, les matchs, les messages et les rappels avant la fin d’un minuteur apparaîtront ici.',
  'notifications.listLabel': 'Notifications',
  'notifications.loadMore': 'Voir plus',
  'notifications.loadMoreFailed': 'Impossible de charger plus de notifications. Veuillez réessayer.',
  'notifications.unread': 'Non lue',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread':
    'Notifications, {count, plural, one {# notification non lue} other {# notifications non lues}}',
  'notifications.newLikes': '{count, plural, one {# nouvel intérêt} other {# nouveaux intérêts}}',

  'notifications.push.heading': 'Notifications push',
  'notifications.push.kind.like': 'Intérêts reçus',
  'notifications.push.kind.match': 'Nouveaux matchs',
  'notifications.push.kind.message': 'Messages',
  'notifications.push.kind.chat_unlocked': 'Discussion ouverte',
  'notifications.push.kind.payment_required': 'Paiement requis',
  'notifications.push.kind.reminder': 'Minuteurs sur le point de finir',
  'notifications.push.state.checking': 'Vérification de cet appareil…',
  'notifications.push.state.unsupported':
    'Ce navigateur ne peut pas afficher de notifications push. Tout s’affiche quand même ici, sur cet écran.',
  'notifications.push.state.deniedInApp':
    'Les notifications de Mithaq sont bloquées sur ce téléphone. Pour les recevoir, autorisez-les dans les réglages de votre téléphone, puis revenez ici.',
  'notifications.push.offerDeniedInApp':
    'Les notifications sont bloquées sur ce téléphone. Vous pourrez les autoriser plus tard dans les réglages de votre téléphone.',
  'notifications.push.state.denied':
    'Les notifications sont bloquées pour Mithaq dans ce navigateur. Pour les recevoir, autorisez les notifications pour ce site dans les paramètres de votre navigateur, puis revenez ici.',
  'notifications.push.state.off':
    'Recevez une alerte pour les marques d’intérêt, les matchs, les messages et les minuteurs sur le point de finir, même quand Mithaq est fermé.',
  'notifications.push.state.on': 'Les notifications push sont activées sur cet appareil.',
  'notifications.push.failed': 'Elles n’ont pas pu être activées pour l’instant. Veuillez réessayer.',
  'notifications.push.turnOn': 'Activer les notifications',
  'notifications.push.turnOff': 'Désactiver sur cet appareil',
  'notifications.push.choose': 'Choisir les alertes à recevoir',
  'notifications.push.loadingChoices': 'Chargement de vos choix…',
  'notifications.push.choicesFailed': 'Vos choix n’ont pas pu être chargés.',
  'notifications.push.tryAgain': 'Réessayer',
  'notifications.push.byKind': 'Notifications push par type',
  'notifications.push.saveFailed': 'Cette modification n’a pas pu être enregistrée. Veuillez réessayer.',
  'notifications.push.offerOn':
    'Les notifications sont activées. Nous vous préviendrons quand quelque chose vous attend.',
  'notifications.push.offerDenied':
    'Les notifications sont bloquées dans ce navigateur. Vous pourrez les autoriser plus tard dans les paramètres de votre navigateur.',
  'notifications.push.offer':
    'Vous voulez savoir quand quelque chose vous attend (un paiement, une réponse, un minuteur sur le point de finir), même quand Mithaq est fermé ?',
  'notifications.push.offerFailed': 'Cela n’a pas fonctionné. Réessayez depuis Notifications.',
} satisfies Translation<typeof en>
