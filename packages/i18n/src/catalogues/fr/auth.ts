import type { Translation } from '../../translator'
import type en from '../en/auth'

export default {
  'auth.welcome': 'Bienvenue sur Mithaq',
  'auth.intro': 'Connectez-vous ou créez votre compte pour commencer, dans le respect du halal.',
  'auth.tabs': 'Se connecter ou s’inscrire',
  'auth.signIn': 'Se connecter',
  'auth.signUp': 'S’inscrire',
  'auth.email': 'E-mail',
  'auth.password': 'Mot de passe',
  'auth.passwordHint': 'Au moins {min} caractères',
  'auth.confirmPassword': 'Confirmer le mot de passe',
  'auth.forgotPassword': 'Mot de passe oublié ?',
  'auth.signingIn': 'Connexion…',
  'auth.creatingAccount': 'Création du compte…',
  'auth.createAccount': 'Créer mon compte',
  'auth.agreeTerms':
    'En créant un compte, vous acceptez nos <terms>Conditions</terms> et notre <privacy>Politique de confidentialité</privacy>.',
  'auth.termsUpdated':
    'Nos conditions d’utilisation ont changé le {date}. Prenez un moment pour les lire : en continuant d’utiliser Mithaq, vous les acceptez.',
  'auth.readTerms': 'Lire les conditions',
  'auth.forgot.title': 'Réinitialiser votre mot de passe',
  'auth.forgot.description':
    'Saisissez l’e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'auth.sending': 'Envoi…',
  'auth.forgot.send': 'Envoyer le lien',
  'auth.reset.title': 'Réinitialiser le mot de passe',
  'auth.reset.intro': 'Saisissez votre nouveau mot de passe ci-dessous',
  'auth.reset.newPassword': 'Nouveau mot de passe',
  'auth.reset.confirmNewPassword': 'Confirmer le nouveau mot de passe',
  'auth.reset.updating': 'Mise à jour…',
  'auth.reset.update': 'Mettre à jour le mot de passe',
  'auth.reset.backToSignIn': 'Retour à la connexion',
  'auth.restricted.suspendedTitle': 'Votre compte est suspendu',
  'auth.restricted.closedTitle': 'Votre compte a été fermé',
  'auth.restricted.suspendedUntil':
    'Un modérateur a suspendu votre compte jusqu’au {date}. Vous pourrez vous reconnecter ensuite.',
  'auth.restricted.closed':
    'Un modérateur a fermé votre compte après avoir examiné des signalements le concernant.',
  'auth.restricted.reason': 'Motif',
  'auth.restricted.appealSent':
    'Votre recours a été envoyé. Un modérateur le lira et vous répondra par e-mail.',
  'auth.restricted.yourAppeal': 'Votre recours',
  'auth.restricted.waiting': 'Aucun modérateur n’a encore répondu.',
  'auth.restricted.lifted': 'Un modérateur a levé la décision.',
  'auth.restricted.kept': 'Un modérateur a maintenu la décision.',
  'auth.restricted.answer': 'Sa réponse : {answer}',
  'auth.restricted.appealLabel': 'Contester cette décision',
  'auth.restricted.appealHint':
    'Vous ne pouvez contester qu’une seule fois. Dites aux modérateurs ce qu’ils doivent savoir.',
  'auth.restricted.sendAppeal': 'Envoyer le recours',
} satisfies Translation<typeof en>
