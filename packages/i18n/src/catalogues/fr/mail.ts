import type { Translation } from '../../translator'
import type en from '../en/mail'

export default {
  'mail.greeting': 'As-salamou alaykoum,',
  'mail.signature': 'L’équipe Mithaq',

  'mail.existingSignUp.subject': 'Quelqu’un a essayé de créer un compte Mithaq avec votre adresse e-mail',
  'mail.existingSignUp.body':
    'Quelqu’un a essayé de créer un nouveau compte Mithaq avec cette adresse e-mail, qui a déjà un compte. Si c’était vous, connectez-vous simplement ; si vous avez oublié votre mot de passe, utilisez « Mot de passe oublié ? » sur la page de connexion.',
  'mail.existingSignUp.ignore':
    'Si ce n’était pas vous, vous pouvez ignorer ce message ; votre compte reste inchangé.',

  'mail.reset.subject': 'Réinitialisez votre mot de passe Mithaq',
  'mail.reset.body':
    'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Mithaq. Si c’était vous, ouvrez ce lien dans l’heure :',
  'mail.reset.button': 'Choisir un nouveau mot de passe',
  'mail.reset.ignore':
    'Si ce n’était pas vous, vous pouvez ignorer ce message ; votre mot de passe reste le même.',

  'mail.confirm.subject': 'Confirmez votre adresse e-mail pour Mithaq',
  'mail.confirm.body': 'Bienvenue sur Mithaq. Veuillez confirmer votre adresse e-mail en ouvrant ce lien :',
  'mail.confirm.button': 'Confirmer mon adresse e-mail',
  'mail.confirm.ignore': 'Si vous n’avez pas créé de compte, vous pouvez ignorer ce message.',

  'mail.guardianInvite.subject': '{name} vous demande d’être son wali sur Mithaq',
  'mail.guardianInvite.named':
    '{name} souhaite que vous soyez son wali (tuteur) sur Mithaq, une application de mariage.',
  'mail.guardianInvite.what':
    'Si vous acceptez, vous pourrez recevoir chaque semaine une copie de ses conversations, mais seulement de celles où l’autre personne a aussi donné son accord, et seulement des messages écrits après cet accord.',
  'mail.guardianInvite.confirm': 'Pour confirmer, ouvrez ce lien :',
  'mail.guardianInvite.button': 'Je confirme être son wali',
  'mail.guardianInvite.ignore':
    'Si vous ne connaissez pas cette personne ou ne souhaitez pas être son wali, ignorez ce message : rien ne vous sera envoyé.',

  'mail.transcript.subject': 'La conversation de cette semaine entre {ward} et {other} sur Mithaq',
  'mail.transcript.intro':
    'En tant que wali de {ward}, voici les messages échangés entre {ward} et {other} du {from} au {to}. {other} a accepté que vous les receviez ; l’un comme l’autre peut y mettre fin à tout moment, et plus rien n’est alors envoyé.',
  'mail.transcript.private': 'Merci de garder cette conversation confidentielle.',
  'mail.transcript.yourWard': 'La personne dont vous êtes le wali',
  'mail.transcript.otherPerson': 'l’autre personne',
  'mail.transcript.someone': 'Quelqu’un',

  'mail.warning.subject': 'Un mot des modérateurs de Mithaq',
  'mail.warning.body':
    'Un membre a signalé votre comportement sur Mithaq et un modérateur a examiné la situation. Ceci est un avertissement ; votre compte reste inchangé.',
  'mail.moderatorReason': 'Le motif du modérateur : {reason}',
  'mail.warning.rules':
    'Merci de respecter les règles de notre communauté : faites preuve de respect, restez dans le halal et ne demandez jamais d’argent à personne. Un autre signalement du même type peut entraîner une suspension.',

  'mail.pictureRemoved.subject': 'Une photo a été retirée de votre profil Mithaq',
  'mail.pictureRemoved.body': 'Un modérateur a retiré une de vos photos de votre profil Mithaq.',

  'mail.appeal.subject': 'Votre recours auprès des modérateurs de Mithaq',
  'mail.appeal.lifted':
    'Un modérateur a lu votre recours et a levé la décision prise sur votre compte Mithaq. Vous pouvez de nouveau vous connecter.',
  'mail.appeal.upheld':
    'Un modérateur a lu votre recours et a maintenu la décision prise sur votre compte Mithaq.',
  'mail.appeal.answer': 'Sa réponse : {answer}',
  'mail.purchase.subject': 'Votre achat de jetons sur Mithaq',
  'mail.purchase.body':
    'Merci. Votre paiement de {price} a bien été reçu et {tokens} ont été ajoutés à votre portefeuille. Votre solde est maintenant de {balance}.',
  'mail.purchase.what':
    'Les jetons sont un droit d’utiliser des fonctions de Mithaq ; ce n’est pas de l’argent et ils ne sont pas échangeables. Si le paiement est remboursé ou contesté, les jetons achetés sont repris.',
  'mail.purchase.wallet': 'Ouvrir mon portefeuille',
} satisfies Translation<typeof en>
