import type { Translation } from '../../translator'
import type en from '../en/tokens'

export default {
  'tokens.count': '{count, plural, one {# jeton} many {# jetons} other {# jetons}}',
  'tokens.signedCount':
    '{count, plural, one {{signed} jeton} many {{signed} jetons} other {{signed} jetons}}',
  'tokens.youHave': 'Vous avez {balance}.',
  'tokens.prices': 'Prix en jetons',
  'tokens.price.unlock': 'Ouvrir une discussion (chacun paie)',
  'tokens.price.express': 'Express : l’ouvrir pour vous deux',
  'tokens.price.unmatch': 'Mettre fin au match',
  'tokens.price.unmatchCost': '{after} après l’ouverture, {before} avant',
  'tokens.price.rematch': 'Nouveau match (non remboursé)',
  'tokens.price.penalty': 'Pénalité pour ne pas avoir payé ou répondu à temps',
  'tokens.price.blockOrReport': 'Bloquer ou signaler',
  'tokens.price.free': 'Gratuit',
  'tokens.weeklyTopUpRule':
    'Pendant vos {weeks} premières semaines, nous complétons votre solde jusqu’à {upTo} une fois par semaine s’il est plus bas.',
  'tokens.topUp.over':
    'Les recharges hebdomadaires couvrent vos {weeks} premières semaines, et les vôtres sont terminées.',
  'tokens.topUp.ifBelowToday':
    'Prochaine recharge hebdomadaire aujourd’hui, si votre solde est alors inférieur à {upTo}.',
  'tokens.topUp.ifBelowOn':
    'Prochaine recharge hebdomadaire le {date}, si votre solde est alors inférieur à {upTo}.',
  'tokens.topUp.addToday': 'Prochaine recharge hebdomadaire : {amount} aujourd’hui (pour revenir à {upTo}).',
  'tokens.topUp.addOn': 'Prochaine recharge hebdomadaire : {amount} le {date} (pour revenir à {upTo}).',
  'tokens.likeBack':
    '<bdi>{name}</bdi> s’intéresse déjà à vous : marquer votre intérêt en retour crée un match, et la discussion vous demandera ensuite {tokens}.',
  'tokens.how.title': 'Comment fonctionnent les jetons',
  'tokens.how.gotIt': 'Compris',
  'tokens.how.intro':
    'Découvrir des profils, marquer votre intérêt, les matchs, voir qui s’intéresse à vous et les filtres sont gratuits. Les jetons servent uniquement à discuter avec un match : payer un peu pousse chacun de vous à prendre la conversation au sérieux.',
  'tokens.how.start': 'Vous commencez avec {tokens}.',
  'tokens.how.unlocking':
    '<b>Ouvrir la discussion.</b> Après un match, vous avez tous deux {window} pour ouvrir la discussion : chacun paie {standard}, ou l’un de vous paie {express} (express) et elle s’ouvre pour vous deux à la fois. Si elle ne s’ouvre pas à temps, chaque paiement est remboursé et la personne qui n’a pas payé perd {penalty}.',
  'tokens.how.firstMessage':
    '<b>Le premier message.</b> Une fois la discussion ouverte, l’un de vous a {window} pour écrire en premier. Si personne n’écrit dans ce délai, le match prend fin sans pénalité, et les jetons payés pour l’ouvrir ne sont pas remboursés.',
  'tokens.how.replies':
    '<b>Les réponses.</b> Après chaque message, l’autre personne a {window} pour répondre. La personne qui ne répond pas à temps perd {penalty}, et le match prend fin.',
  'tokens.how.unmatching':
    '<b>Mettre fin à un match.</b> Coûte {before} avant l’ouverture de la discussion (chaque paiement, le vôtre aussi, est d’abord remboursé) et {after} après. Des frais ou une pénalité ne prennent jamais plus que votre solde.',
  'tokens.how.rematching':
    '<b>Refaire un match.</b> Coûte {cost}, non remboursables, même si la discussion n’est ensuite pas ouverte. Vous payez tous deux pour l’ouvrir à nouveau, avec un nouveau délai de {window}.',
  'tokens.how.blocking':
    '<b>Bloquer et signaler</b> sont toujours gratuits : la sécurité ne coûte rien. Ils mettent fin au match définitivement et remboursent tout paiement pour une discussion non ouverte.',
  'tokens.wallet.title': 'Portefeuille de jetons',
  'tokens.wallet.unit': '{count, plural, one {jeton} many {jetons} other {jetons}}',
  'tokens.wallet.newUsers': 'Les nouveaux membres reçoivent des jetons chaque semaine !',
  'tokens.wallet.prices': 'Prix',
  'tokens.wallet.recent': 'Transactions récentes',
  'tokens.wallet.noTransactions': 'Aucune transaction pour l’instant.',
  'tokens.wallet.buy': 'Acheter des jetons',
  'tokens.wallet.buyNotYet':
    'L’achat de jetons n’est pas encore disponible. D’ici là, les jetons des nouveaux membres sont rechargés gratuitement chaque semaine.',
  'tokens.wallet.ok': 'OK',
  'tokens.wallet.tryAgain': 'Réessayer',
  'tokens.wallet.credit': 'plus {tokens}',
  'tokens.wallet.debit': 'moins {tokens}',
  'tokens.balance.label': 'Votre solde : ',
  'tokens.ledger.welcome': 'Jetons de bienvenue',
  'tokens.ledger.weeklyTopUp': 'Recharge hebdomadaire de jetons',
  'tokens.ledger.operatorGrant': 'Jetons offerts par l’équipe Mithaq',
  'tokens.ledger.payment': 'Ouverture de la discussion avec <bdi>{name}</bdi>',
  'tokens.ledger.expressPayment': 'Ouverture express de la discussion avec <bdi>{name}</bdi>',
  'tokens.ledger.refund': 'Remboursement : la discussion avec <bdi>{name}</bdi> n’a pas été ouverte',
  'tokens.ledger.paymentPenalty':
    'Pénalité : la discussion avec <bdi>{name}</bdi> n’a pas été ouverte à temps',
  'tokens.ledger.responsePenalty': 'Pénalité : pas de réponse à <bdi>{name}</bdi> à temps',
  'tokens.ledger.unmatchFee': 'Frais de fin de match (<bdi>{name}</bdi>)',
  'tokens.ledger.rematch': 'Nouveau match avec <bdi>{name}</bdi>',
  'tokens.ledger.demoGrant': 'Jetons de la communauté de démonstration',
  'tokens.ledger.purchase': 'Pack de jetons acheté ({price})',
  'tokens.ledger.purchaseReversed': 'Achat remboursé ({price}) : ses jetons sont repris',
  'tokens.ledger.purchaseUnpriced': 'Pack de jetons acheté',
  'tokens.ledger.purchaseReversedUnpriced': 'Achat remboursé : ses jetons sont repris',
  'tokens.ledger.purchaseRestored': 'Litige sur un achat clos ({price}) : ses jetons sont rendus',
  'tokens.ledger.purchaseRestoredUnpriced': 'Litige sur un achat clos : ses jetons sont rendus',
} satisfies Translation<typeof en>
