import type { Translation } from '../../translator'
import type en from '../en/payments'

export default {
  'payments.packs.title': 'Packs de jetons',
  'payments.packs.intro':
    'Les jetons ouvrent les discussions avec vos correspondances : {standard} de chacun de vous, ou {express} pour l’ouvrir à vous deux d’un coup.',
  'payments.pack.unlocks':
    '{count, plural, one {De quoi ouvrir # discussion} many {De quoi ouvrir # discussions} other {De quoi ouvrir # discussions}}',
  'payments.pack.buy': 'Acheter {tokens} pour {price}',
  'payments.currency': 'Devise',
  'payments.notMoney':
    'Les jetons sont un droit d’utiliser des fonctions de Mithaq, pas de l’argent : ils n’ont aucune valeur monétaire et ne peuvent pas être remboursés en espèces. Les paiements par carte sont traités par Stripe ; Mithaq ne voit jamais votre carte.',
  'payments.loadFailed': 'Les packs de jetons n’ont pas pu être chargés.',
  'payments.tryAgain': 'Réessayer',
  'payments.redirecting': 'Ouverture de la page de paiement sécurisée…',
  'payments.checkoutFailed': 'La page de paiement n’a pas pu s’ouvrir, et rien n’a été débité. {reason}',
  'payments.processing.title': 'Votre achat est en cours de traitement',
  'payments.processing.body':
    'Merci. Vos jetons sont ajoutés dès que le paiement est confirmé, en général en quelques secondes.',
  'payments.processing.slow':
    'La confirmation prend plus de temps que d’habitude. Vous pouvez quitter cette page : vos jetons apparaîtront dans votre portefeuille dès qu’elle arrivera.',
  'payments.done': 'Merci ! {tokens} ajoutés à votre portefeuille.',
  'payments.cancelled': 'Vous avez quitté la page de paiement sans payer : rien n’a été débité.',
  'payments.reversed': 'Cet achat a été remboursé : ses jetons ont donc été repris.',
  'payments.close': 'Fermer',
  'payments.history.title': 'Vos achats',
  'payments.history.empty': 'Aucun achat pour l’instant.',
  'payments.history.row': '{tokens} pour {price}',
  'payments.status.pending': 'En cours',
  'payments.status.credited': 'Ajoutés',
  'payments.status.reversed': 'Remboursé, jetons repris',
  'payments.provider.stripe': 'Carte',
  'payments.provider.apple': 'App Store',
  'payments.provider.google': 'Google Play',
  'payments.notMoneyStore':
    'Les jetons sont un droit d’utiliser des fonctions de Mithaq, pas de l’argent : ils n’ont aucune valeur monétaire et ne peuvent pas être remboursés en espèces. Les paiements sont traités par {store} ; Mithaq ne voit jamais votre carte.',
  'payments.store.opening': 'En attente de la boutique…',
  'payments.store.cancelled': 'L’achat a été annulé : rien n’a été débité.',
  'payments.store.pending':
    'La boutique retient votre paiement jusqu’à son approbation. Vos jetons sont ajoutés dès qu’il est validé.',
  'payments.store.unavailable':
    'Ce pack ne peut pas être acheté dans la boutique pour le moment : rien n’a été débité.',
  'payments.store.failed': 'L’achat n’a pas pu aboutir. {reason}',
} satisfies Translation<typeof en>
