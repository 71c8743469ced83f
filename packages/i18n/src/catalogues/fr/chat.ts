import type { Translation } from '../../translator'
import type en from '../en/chat'

export default {
  'chat.loading': 'Chargement de la conversation…',
  'chat.loadFailed': 'Impossible de charger les informations du match',
  'chat.noLongerAvailable': 'Cette conversation n’est plus disponible.',
  'chat.tryAgain': 'Réessayer',
  'chat.backToMatchesButton': 'Retour aux matchs',
  'chat.conversationWith': 'Conversation avec {name}',
  'chat.earlier.label': 'Conversation précédente',
  'chat.earlier.text':
    'Votre conversation précédente avec <bdi>{name}</bdi>. Ouvrez la discussion pour échanger de nouveau.',
  'chat.messagesFailed': 'Impossible de charger les messages. Veuillez réessayer.',
  'chat.sendFailed': 'Impossible d’envoyer le message. Veuillez réessayer.',
  'chat.noMessages': 'Aucun message pour l’instant. Lancez la conversation !',
  'chat.today': 'Aujourd’hui',
  'chat.yesterday': 'Hier',
  'chat.header.back': 'Retour aux matchs',
  'chat.header.options': 'Options de la discussion',
  'chat.header.viewProfile': 'Voir le profil',
  'chat.header.unmatch': 'Mettre fin au match',
  'chat.header.block': 'Bloquer',
  'chat.header.report': 'Signaler',
  'chat.composer.label': 'Message',
  'chat.composer.placeholder': 'Écrivez un message…',
  'chat.composer.send': 'Envoyer le message',
  'chat.message.sending': '· Envoi…',
  'chat.message.read': 'Lu',
  'chat.message.sent': 'Envoyé',
  'chat.timer.left': 'Encore {left}',
  'chat.timer.expired': 'Expiré',
  'chat.timer.aria': '{label} : {left}',
  'chat.timer.waitingUnlock': 'En attente de l’ouverture par {name}',
  'chat.timer.timeToUnlock': 'Délai d’ouverture',
  'chat.timer.startConversation': 'Lancez la conversation',
  'chat.timer.yourTurn': 'À vous de répondre',
  'chat.timer.waitingFor': 'En attente de {name}',
  'chat.timer.payThem':
    'Vous avez payé. Si {name} ne paie pas avant la fin du délai, vos jetons vous sont rendus, {name} perd {penalty}, et le match prend fin.',
  'chat.timer.payMe':
    '{name} a payé. Si vous ne payez pas avant la fin du délai, vous perdez {penalty}, {name} {sex, select, female {est remboursée} other {est remboursé}}, et le match prend fin.',
  'chat.timer.payEither':
    'Si la discussion n’est pas ouverte avant la fin du délai, tout paiement est remboursé, la personne qui n’a pas payé perd {penalty}, et le match prend fin.',
  'chat.timer.firstMessage':
    'Si aucun de vous deux n’envoie de premier message avant la fin du délai, le match prend fin. Les jetons dépensés pour ouvrir la discussion ne sont pas remboursés.',
  'chat.timer.replyMe':
    'Si vous ne répondez pas avant la fin du délai, vous perdez {penalty} et le match prend fin.',
  'chat.timer.replyThem':
    'Si {name} ne répond pas avant la fin du délai, {name} perd {penalty} et le match prend fin.',
  'chat.payment.title': 'Ouvrez votre discussion',
  'chat.payment.yourBalance': 'Votre solde',
  'chat.payment.theyPaidPay':
    '<bdi>{name}</bdi> a payé. Payez {count, plural, one {# jeton} many {# jetons} other {# jetons}} pour ouvrir votre discussion.',
  'chat.payment.youPaid':
    '{count, plural, one {Vous avez payé # jeton} many {Vous avez payé # jetons} other {Vous avez payé # jetons}}',
  'chat.payment.youNotPaid': 'Vous n’avez pas encore payé',
  'chat.payment.theyPaid': '<bdi>{name}</bdi> a payé',
  'chat.payment.theyNotPaid': '<bdi>{name}</bdi> n’a pas encore payé',
  'chat.payment.waiting':
    'En attente du paiement de <bdi>{name}</bdi>. La discussion s’ouvre dès que c’est fait.',
  'chat.payment.paying': 'Paiement…',
  'chat.payment.pay': '{count, plural, one {Payer # jeton} many {Payer # jetons} other {Payer # jetons}}',
  'chat.payment.express':
    '{count, plural, one {Accès express · # jeton} many {Accès express · # jetons} other {Accès express · # jetons}}',
  'chat.payment.cannotPay': 'Vous avez {balance} : l’ouverture demande {standard}, l’express {express}.',
  'chat.payment.cannotExpress':
    'Vous avez {balance} : assez pour payer {standard}, pas pour l’express ({express}).',
  'chat.payment.expressHint':
    'Chacun paie {standard} jetons, ou vous payez {express} et la discussion s’ouvre pour vous deux à la fois.',
  'chat.payment.failed': 'Le paiement n’a pas pu être traité',
  'chat.payment.takingYouBack': 'Retour à vos matchs…',
  'chat.antiGhosting.title': 'Pourquoi les discussions commencent par des jetons',
  'chat.antiGhosting.seriously':
    'Quelques jetons de chacun montrent que vous prenez tous deux ce match au sérieux.',
  'chat.antiGhosting.penalty':
    'Ne pas ouvrir avant la fin du délai, ou ne pas répondre avant la fin du minuteur, coûte un jeton de pénalité.',
  'chat.antiGhosting.refund': 'Si la discussion n’est jamais ouverte, chaque jeton payé est remboursé.',
  'chat.antiGhosting.manners': 'Faites preuve de courtoisie, restez dans le halal, et répondez à temps.',
  'chat.unmatch.title': 'Mettre fin au match avec {name} ?',
  'chat.unmatch.confirm': 'Mettre fin au match pour {fee}',
  'chat.unmatch.busy': 'Fin du match…',
  'chat.unmatch.cost':
    'Mettre fin à un match coûte {after} une fois la discussion ouverte, et {before} avant. Pour cette discussion, c’est <b>{fee}</b>, déduits immédiatement de votre solde.',
  'chat.unmatch.refunded': 'La discussion n’a pas été ouverte : chaque paiement est d’abord remboursé.',
  'chat.unmatch.refundedYours':
    'La discussion n’a pas été ouverte : chaque paiement est d’abord remboursé, vos {paid} aussi.',
  'chat.unmatch.readable':
    'La conversation reste lisible, et vous pourrez refaire un match avec <bdi>{name}</bdi> plus tard depuis vos matchs terminés.',
  'chat.unmatch.done': 'Vous avez mis fin au match avec {name}',
  'chat.unmatch.balanceNow': 'Votre solde est maintenant de {balance}.',
  'chat.unmatch.failed': 'Impossible de mettre fin au match. Veuillez réessayer.',
  'chat.ended.youUnmatched': 'Vous avez mis fin au match avec <bdi>{name}</bdi>.',
  'chat.ended.theyUnmatched': '<bdi>{name}</bdi> a mis fin au match avec vous.',
  'chat.ended.nonResponse':
    'Fin automatique faute de réponse : un minuteur a expiré avant que la discussion n’avance.',
  'chat.ended.readOnly': 'Cette discussion est désormais en lecture seule.',
  'chat.ended.rematchLink': 'Refaire un match depuis vos matchs terminés',
  'chat.ended.seeUnmatched': 'Voir vos matchs terminés',
  'chat.safety.firstMessageNote':
    'Prudence : gardez la conversation sur Mithaq jusqu’à bien vous connaître, n’envoyez jamais d’argent, et signalez tout ce qui vous semble anormal.',
  'chat.safety.draftTitleMoney': 'Vous parlez d’argent ?',
  'chat.safety.draftTitleContact': 'Vous partagez vos coordonnées ?',
  'chat.safety.draftAdviceMoney':
    'N’envoyez jamais d’argent ni de cartes cadeaux, et n’investissez jamais à la demande de quelqu’un que vous n’avez pas rencontré. Vous pouvez tout de même envoyer ce message.',
  'chat.safety.draftAdviceContact':
    'Prenez votre temps avant de partager un numéro, une adresse e-mail ou une autre application : ici, vous pouvez signaler et bloquer si quelque chose se passe mal. Vous pouvez tout de même envoyer ce message.',
  'chat.safety.receivedTitleMoney': 'Ce message parle d’argent',
  'chat.safety.receivedTitleContact': 'Ce message partage des coordonnées',
  'chat.safety.receivedAdviceMoney':
    'Les escrocs évoquent souvent des investissements, des cryptomonnaies ou des virements. N’envoyez jamais d’argent ni de cartes cadeaux à quelqu’un que vous n’avez pas rencontré.',
  'chat.safety.receivedAdviceContact':
    'Les escrocs déplacent souvent la discussion vers une autre application, où personne ne peut aider. Prenez votre temps, et continuez ici si vous avez un doute.',
  'chat.safety.found': 'Dans ce message : {concerns}.',
  'chat.safety.concern.phone': 'un numéro de téléphone',
  'chat.safety.concern.email': 'une adresse e-mail',
  'chat.safety.concern.messagingApp': 'une application de messagerie',
  'chat.safety.concern.moneyRequest': 'une demande d’argent',
  'chat.safety.concern.paymentMethod': 'un moyen d’envoyer de l’argent',
  'chat.safety.concern.investment': 'des propos sur l’investissement ou les cryptomonnaies',
  'chat.safety.report': 'Signaler',
  'chat.safety.reportReasonMoney': 'Un message de notre discussion parlait d’argent ou d’investissements.',
  'chat.safety.reportReasonContact':
    'Un message de notre discussion partageait des coordonnées pour poursuivre la conversation ailleurs.',
  'chat.header.revealPictures': 'Révéler mes photos à {name}',
  'chat.header.blurPictures': 'Flouter à nouveau mes photos',
  'chat.pictures.revealed': '{name} peut maintenant voir vos photos.',
  'chat.pictures.blurred': 'Vos photos sont de nouveau floutées pour {name}.',
} satisfies Translation<typeof en>
