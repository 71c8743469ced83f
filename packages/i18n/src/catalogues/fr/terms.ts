import type { Translation } from '../../translator'
import type en from '../en/terms'

// Conditions d'utilisation (/terms). Le texte anglais fait foi (terms.binding).
export default {
  'terms.title': 'Conditions d’utilisation',
  'terms.updated': 'En vigueur depuis le {date}',
  'terms.binding':
    'Ces conditions sont rédigées en anglais, et c’est le texte anglais qui fait foi. Cette traduction vous est donnée pour en faciliter la lecture.',
  'terms.intro':
    'Mithaq existe pour aider les musulmans à trouver un conjoint de façon sérieuse, respectueuse et halal. Ces conditions sont l’accord entre vous et nous : ce que vous pouvez attendre de Mithaq, et ce que nous et les autres membres attendons de vous. En créant un compte, vous les acceptez, ainsi que notre <privacy>Politique de confidentialité</privacy>. Prenez le temps de les lire : elles sont courtes et écrites simplement.',

  'terms.eligibility.title': 'Qui peut s’inscrire',
  'terms.eligibility.age': 'Vous avez <strong>18 ans ou plus</strong>.',
  'terms.eligibility.free':
    'Vous êtes libre de vous marier, selon le droit musulman et selon la loi du pays où vous vivez.',
  'terms.eligibility.one':
    'Vous n’avez qu’un seul compte, et il est à vous : vous ne le prêtez ni ne le vendez.',
  'terms.eligibility.true':
    'Ce que vous dites de vous est vrai, et les photos sont les vôtres. Un tuteur peut vous aider, mais le profil parle en votre nom.',

  'terms.purpose.title': 'À quoi sert Mithaq',
  'terms.purpose.body':
    'Mithaq s’adresse à celles et ceux qui cherchent sincèrement à se marier. Ce n’est pas un lieu de rencontres sans lendemain, de séduction pour le plaisir, ni d’amitiés avec l’autre sexe. Nous vous encourageons à associer votre famille ou un tuteur (wali), à garder des échanges pudiques et, le moment venu, à vous rencontrer en présence de la famille ou dans un lieu public.',

  'terms.conduct.title': 'Comment nous nous traitons',
  'terms.conduct.intro':
    'Traitez chaque membre comme vous voudriez que l’on traite votre sœur ou votre frère. Sur Mithaq, il est interdit de :',
  'terms.conduct.sexual':
    'envoyer ou publier quoi que ce soit de sexuel, d’indécent ou d’impudique, en mots ou en images ;',
  'terms.conduct.harass':
    'insulter, harceler, menacer ou mettre la pression à quiconque, ou continuer d’écrire à une personne qui a fait comprendre qu’elle n’est pas intéressée ;',
  'terms.conduct.hate':
    's’en prendre à quelqu’un pour son origine, sa langue, son école de pensée, sa couleur ou son milieu ;',
  'terms.conduct.money':
    'demander ou proposer de l’argent, des cadeaux ou des coordonnées bancaires, ou faire la promotion d’une activité, d’un lien ou d’un autre service ;',
  'terms.conduct.fake':
    'se faire passer pour quelqu’un d’autre, utiliser les photos d’une autre personne ou donner une fausse situation familiale ;',
  'terms.conduct.private':
    'partager hors de Mithaq les photos, les messages ou les informations personnelles d’un autre membre sans son accord ;',
  'terms.conduct.minors': 'impliquer de quelque façon que ce soit une personne de moins de 18 ans ;',
  'terms.conduct.harm':
    'enfreindre la loi, contourner un blocage ou une restriction, ou chercher à nuire à l’application, à la surcharger ou à la détourner.',

  'terms.content.title': 'Ce que vous publiez',
  'terms.content.body':
    'Votre profil, vos photos et vos messages restent à vous. Vous nous autorisez à les conserver et à les montrer aux membres auxquels l’application les montre, dans le seul but de faire fonctionner Mithaq. Vous êtes responsable de ce que vous publiez ; ne publiez que ce que vous avez le droit de partager.',

  'terms.safety.title': 'Signaler et bloquer',
  'terms.safety.body':
    'Si quelqu’un se comporte mal, vous pouvez le <strong>bloquer</strong> à tout moment : vous ne vous verrez plus nulle part dans l’application. Vous pouvez aussi le <strong>signaler</strong>, en donnant un motif ; nos modérateurs lisent chaque signalement. En cas d’urgence, contactez d’abord les autorités locales.',

  'terms.moderation.title': 'Ce que peuvent faire nos modérateurs',
  'terms.moderation.intro':
    'Pour que Mithaq reste sûr et respectueux, nos modérateurs examinent les signalements et peuvent, à la mesure de ce qui s’est passé :',
  'terms.moderation.remove': 'retirer une photo, un texte ou un message contraire à ces conditions ;',
  'terms.moderation.warn': 'donner un avertissement ;',
  'terms.moderation.suspend': 'suspendre un compte pour un temps ;',
  'terms.moderation.ban':
    'fermer un compte définitivement, et refuser un nouveau compte à la même personne, en cas de manquement grave ou répété.',
  'terms.moderation.appeal':
    'Si votre compte est suspendu ou fermé, la raison vous est donnée quand vous essayez de vous connecter, et vous pouvez faire un recours, une seule fois ; un modérateur le lit.',

  'terms.tokens.title': 'Jetons',
  'terms.tokens.what':
    'Les jetons sont un droit d’utiliser certaines fonctions dans Mithaq, comme ouvrir la discussion avec un match. <strong>Les jetons ne sont pas de l’argent.</strong> Ils n’ont aucune valeur monétaire, ne s’échangent ni contre de l’argent ni contre autre chose, ne se donnent ni ne se vendent à un autre membre, et ne peuvent pas sortir de l’application.',
  'terms.tokens.rules':
    'Le prix de chaque fonction, et les cas où des jetons vous sont rendus, sont expliqués dans « Comment fonctionnent les jetons », dans l’application, avant que quoi que ce soit ne vous coûte un jeton. Les jetons ne sont remboursés que selon ces règles : par exemple, si une conversation que vous avez payée ne s’ouvre jamais faute d’avoir été débloquée à temps, votre paiement vous est rendu en entier.',
  'terms.tokens.buying':
    'Vous pouvez acheter des jetons par packs. Ce que vous achetez, c’est ce droit d’utiliser des jetons dans Mithaq : <strong>ce n’est pas de l’argent</strong>, ni un dépôt, et comme tout jeton il n’a <strong>aucune valeur monétaire</strong>. Le prix de chaque pack est affiché avant le paiement. Sur le web, le paiement est traité par <strong>Stripe</strong> ; dans les applications Android et iOS, par <strong>Google Play</strong> ou l’<strong>App Store</strong>, selon leurs propres conditions. Les jetons sont ajoutés une fois le paiement confirmé.',
  'terms.tokens.refunds':
    'Les jetons achetés sont utilisables dès leur ajout ; un achat n’est donc plus remboursé une fois ses jetons dans votre portefeuille, sauf si la loi de votre pays vous en donne le droit, ou si nous le remboursons nous-mêmes (par exemple après une erreur). Les achats faits dans les applications sont remboursés par Apple ou Google selon leurs règles. Quand un achat est remboursé ou que son paiement est contesté (rétrofacturation), ses jetons sont repris : si vous les avez déjà utilisés, votre solde peut devenir négatif, et vous ne pouvez plus payer en jetons tant qu’il n’est pas repassé au-dessus de zéro.',
  'terms.tokens.end': 'Quand un compte est supprimé ou fermé, ses jetons disparaissent avec lui.',

  'terms.ending.title': 'Mettre fin à votre compte',
  'terms.ending.you':
    'Vous pouvez arrêter à tout moment : désactivez votre compte pour le masquer, ou supprimez-le depuis l’écran Compte. Ce que deviennent alors vos données est expliqué dans la <privacy>Politique de confidentialité</privacy>.',
  'terms.ending.us':
    'Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions, comme décrit plus haut, ou lorsque la loi nous y oblige.',

  'terms.liability.title': 'Notre responsabilité',
  'terms.liability.members':
    'Nous faisons tout pour que Mithaq soit sûr, mais nous ne pouvons pas lire dans le cœur de chaque membre ni vérifier tout ce qu’il dit. Prenez votre temps, posez des questions, associez votre famille, et n’envoyez jamais d’argent à quelqu’un rencontré ici.',
  'terms.liability.service':
    'Nous proposons Mithaq tel quel, sans pouvoir promettre qu’il sera toujours disponible ou sans erreur, ni que vous trouverez un conjoint. Dans la mesure où la loi le permet, nous ne sommes pas responsables de ce que disent ou font les membres, ni des pertes liées à l’utilisation de l’application. Rien dans ces conditions ne vous retire les droits que la loi de votre pays vous accorde et auxquels on ne peut pas renoncer.',

  'terms.changes.title': 'Modifications de ces conditions',
  'terms.changes.body':
    'Quand ces conditions changent, la date en haut de la page change, et l’application vous le dit à votre prochaine connexion. Si vous n’êtes pas d’accord avec les nouvelles conditions, vous pouvez supprimer votre compte ; si vous continuez à utiliser Mithaq, vous les acceptez.',

  'terms.law.title': 'Droit applicable',
  'terms.law.body':
    'Ces conditions relèvent du droit du pays depuis lequel Mithaq est exploité. Si vous vivez ailleurs, vous gardez la protection que la loi de votre propre pays accorde aux consommateurs, et vous pouvez porter un litige devant ses tribunaux.',

  'terms.contact.title': 'Nous contacter',
  'terms.contact.body':
    'Pour toute question sur ces conditions, écrivez à <mail>{email}</mail>. La même adresse figure sur votre écran Compte.',
} satisfies Translation<typeof en>
