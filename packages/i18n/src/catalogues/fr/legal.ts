import type { Translation } from '../../translator'
import type en from '../en/legal'

export default {
  'legal.title': 'Politique de confidentialité',
  'legal.updated': 'Dernière mise à jour : {date}',
  'legal.binding':
    'Cette traduction vous est proposée pour plus de commodité. La politique est rédigée en anglais, et seul le texte anglais fait foi.',
  'legal.intro':
    'Mithaq aide les musulmans à trouver un conjoint de manière sérieuse, respectueuse et halal. Chercher un conjoint, c’est nous confier des choses personnelles, et nous portons cette confiance comme une amanah. Voici, en termes simples, ce que nous collectons, pourquoi, qui le voit et les choix dont vous disposez.',

  'legal.collect.title': 'Comment nous collectons et utilisons vos données',
  'legal.collect.intro':
    'Nous ne collectons que ce dont l’application a besoin pour fonctionner, et vous nous le donnez en grande partie vous-même.',
  'legal.given.title': 'Ce que vous nous donnez',
  'legal.given.account':
    '<strong>Compte :</strong> votre adresse e-mail et un mot de passe. Nous ne conservons jamais le mot de passe lui-même, seulement son empreinte argon2id.',
  'legal.given.profile':
    '<strong>Profil :</strong> prénom, sexe, date de naissance (les membres voient votre âge, jamais votre date de naissance), pays et ville, nationalités, taille, situation familiale, études, profession et votre « À propos de moi ».',
  'legal.given.pictures': '<strong>Photos :</strong> jusqu’à cinq photos de vous.',
  'legal.given.messages':
    '<strong>Les messages</strong> que vous envoyez à vos matchs, et le motif que vous indiquez si vous signalez quelqu’un.',
  'legal.given.purchases':
    '<strong>Achats :</strong> si vous achetez des jetons, le pack, son prix et sa devise, l’heure, le prestataire de paiement et sa référence pour ce paiement. Les données de votre carte vont à Stripe sur sa propre page de paiement (sur le web), ou à Google ou Apple (dans les applications), jamais à nous.',
  'legal.recorded.title': 'Ce que l’application enregistre pendant que vous l’utilisez',
  'legal.recorded.activity':
    'Vos marques d’intérêt, les profils que vous avez passés, vos favoris, vos blocages, vos matchs et leurs fins, et les profils que vous avez déjà vus.',
  'legal.recorded.wallet':
    'Votre portefeuille de jetons : un registre de chaque opération (dotations, achats, paiements, remboursements, frais, pénalités) avec son montant, son type et sa date.',
  'legal.recorded.notifications':
    'Les notifications que nous vous envoyons et, si vous autorisez les notifications push, un jeton push pour votre navigateur ou appareil, avec sa plateforme et la version de l’application.',
  'legal.recorded.filters': 'Vos filtres de recherche (âge, taille, pays).',
  'legal.recorded.lastActive':
    'Le moment où vous avez utilisé l’application pour la dernière fois, à quelques minutes près. Il ne sert qu’à l’ordre dans lequel Découvrir vous présente aux autres parmi des profils qui leur conviennent autant ; personne ne voit jamais cette heure, et il n’y a aucun signe « en ligne ».',
  'legal.recorded.session':
    'Votre session de connexion, et de brefs journaux du serveur (comme l’adresse IP et l’heure d’une requête).',
  'legal.location.title': 'Localisation',
  'legal.location.body':
    'Si vous demandez à l’application de détecter votre position, votre appareil envoie une seule fois ses coordonnées à notre propre serveur, où une recherche hors ligne les convertit en ville et pays. Les coordonnées sont ensuite effacées : jamais conservées, jamais transmises à qui que ce soit, et jamais utilisées pour calculer des distances entre membres. Vous pouvez aussi simplement choisir votre pays et votre ville dans une liste. Les noms de lieux proviennent de GeoNames (<link>geonames.org</link>), utilisés sous licence Creative Commons Attribution 4.0.',
  'legal.safety.title': 'Avertissements de sécurité dans la conversation',
  'legal.safety.body':
    'Pour vous aider à repérer les arnaques, l’application examine un message pendant que vous l’écrivez et que vous le lisez, à la recherche d’un numéro de téléphone, d’une adresse e-mail, d’une autre messagerie (comme WhatsApp, Telegram ou Snapchat) ou d’une discussion d’argent et d’investissements, et affiche un court avertissement avec un conseil et un bouton de signalement. Cette vérification se fait dans votre propre navigateur, sur le message que vous voyez déjà : elle n’enregistre rien, ne nous dit rien, et ne bloque ni ne masque jamais un message. Chaque conversation commence aussi par un court rappel de sécurité.',
  'legal.privatePictures.title': 'Photos privées',
  'legal.privatePictures.body':
    'Depuis le 25 novembre 2026, vous pouvez garder vos photos privées, dans la partie Photos de « Modifier le profil ». Notre serveur ne donne alors aux autres membres qu’une copie très floutée de chaque photo, faite à l’envoi (ou quand vous activez cette option), où l’on ne distingue ni visage, ni texte, ni détail ; la photo elle-même reste chez nous. Dans la discussion d’un match, vous pouvez révéler vos photos à cette seule personne, et revenir en arrière à tout moment ; la fin du match, quelle qu’en soit la raison, ou un blocage les masque de nouveau. Nos modérateurs voient toujours vos photos telles que vous les avez envoyées, et le téléchargement de vos données les contient aussi.',
  'legal.guardian.title': 'Un wali (tuteur), avec consentement',
  'legal.guardian.body':
    'Vous pouvez désigner un wali (tuteur) par son adresse e-mail dans l’onglet Compte. Nous lui envoyons un lien, et rien d’autre ne se passe tant qu’il ne confirme pas. Dans une conversation, vous pouvez ensuite demander à l’autre personne si votre wali peut la suivre. Ce n’est que si elle accepte que votre wali reçoit, une fois par semaine par e-mail, une copie des messages que vous avez écrits tous les deux après son accord, avec vos deux noms de profil. L’un comme l’autre peut y mettre fin à tout moment, et un nouveau wali doit faire l’objet d’un nouvel accord. Rien n’est jamais envoyé au sujet d’une personne qui n’a pas accepté. Nous conservons l’adresse de votre wali et chaque réponse jusqu’à ce que vous retiriez le wali ou supprimiez votre compte ; les e-mails déjà envoyés sont alors entre les mains de votre wali.',
  'legal.faith.title': 'Réponses Foi et famille, avec votre consentement explicite',
  'legal.faith.body':
    'Les réponses facultatives « Foi et famille » (courant, prière, voile ou barbe, projets de famille…) révèlent des convictions religieuses, que la loi considère comme des données sensibles (article 9 du RGPD). Nous ne les conservons qu’avec votre consentement explicite, enregistré avec sa date lorsque vous cochez la case avant votre premier enregistrement. Nous les utilisons uniquement pour filtrer et ordonner Découvrir, pour vous et pour les autres, et pour montrer ce que deux membres ont en commun. Les autres membres ne voient que les réponses que vous avez choisi d’afficher sur votre profil ; les réponses masquées servent à la mise en relation et ne quittent jamais nos serveurs. Vous pouvez retirer votre consentement à tout moment dans Modifier le profil : vos réponses sont alors supprimées immédiatement.',
  'legal.why.title': 'Pourquoi nous les utilisons',
  'legal.why.body':
    'Nous utilisons vos données pour faire fonctionner votre compte, vous montrer des profils du sexe opposé selon vos filtres, créer des matchs, acheminer les messages, gérer équitablement le système de jetons, protéger les membres et envoyer les e-mails et notifications dont vous avez besoin. Le simple fait d’avoir un profil sur Mithaq dit quelque chose de votre foi : nous traitons donc tout comme sensible et ne l’utilisons à aucune autre fin. Lorsque nous nous appuyons sur votre autorisation (détection de position, notifications push), vous pouvez la retirer à tout moment.',
  'legal.selfie.title': 'Selfie de vérification et badge',
  'legal.selfie.body':
    'Si vous choisissez de faire vérifier votre profil, vous prenez un selfie dans une pose que nous vous indiquons, avec votre caméra ou depuis un fichier image. Seuls nos modérateurs le voient, jamais les autres membres ; un modérateur le compare à vos photos de profil et l’approuve ou le refuse en donnant un motif. Le selfie est supprimé dès qu’il a été examiné. Un profil approuvé affiche le badge <strong>Selfie vérifié par un modérateur</strong> : il dit exactement cela, et rien sur des pièces d’identité, que nous ne collectons pas. Les membres peuvent choisir de ne voir que les profils vérifiés.',
  'legal.moderation.title': 'Modération',
  'legal.moderation.body':
    'Les modérateurs lisent chaque signalement. Pour un signalement fait depuis une conversation, ils voient aussi les derniers messages de cette conversation ; sinon, ils voient le profil signalé, ses photos et le motif donné. Ils peuvent classer le signalement, avertir le membre par e-mail, retirer une photo, suspendre le compte pour un temps ou le fermer. Chaque décision est enregistrée avec le modérateur, le motif et l’heure, et la personne qui a signalé voit si son signalement a été reçu, examiné ou suivi d’effet. Un membre suspendu ou banni en est informé, avec le motif, lorsqu’il se connecte, et peut former un recours une seule fois ; un modérateur répond par e-mail. Après un bannissement, nous conservons une empreinte à clé de l’adresse e-mail (pas l’adresse elle-même) pour qu’elle ne puisse pas servir à un nouveau compte. Les signalements survivent à la suppression de l’un ou l’autre compte : ce qui reste, ce sont la catégorie, le motif, la date, l’issue et une empreinte à clé de l’adresse e-mail de la personne signalée, jamais un nom ni un profil.',

  'legal.retention.title': 'Conservation : combien de temps nous les gardons',
  'legal.retention.open': 'Nous conservons vos données tant que votre compte est ouvert.',
  'legal.retention.deactivate':
    'Si vous désactivez votre compte, votre profil est masqué pour tous et vos matchs actifs prennent fin. Vous reconnecter le rouvre. Un profil matrimonial fermé qui le reste pendant 2 ans est supprimé ou anonymisé, de sorte que rien de ce qui reste ne puisse vous identifier.',
  'legal.retention.delete':
    'Si vous supprimez votre compte, nous effaçons vos données immédiatement, sauf les signalements, conservés comme preuves (voir « Suppression du compte » ci-dessous).',
  'legal.retention.logs': 'Les journaux du serveur ne sont conservés que brièvement.',
  'legal.retention.backup':
    'Toute copie restant dans une sauvegarde est conservée en sécurité, jamais restaurée pour être utilisée, et disparaît quand cette sauvegarde est remplacée.',
  'legal.retention.law': 'Nous ne conservons quelque chose plus longtemps que si la loi nous y oblige.',

  'legal.sharing.title': 'Partage : avec qui nous les partageons',
  'legal.sharing.intro':
    'Nous ne vendons pas vos données, et nous ne les donnons jamais à des annonceurs ni à des courtiers en données. Elles ne sont vues que par :',
  'legal.sharing.members':
    '<strong>Les autres membres.</strong> Votre profil et vos photos sont montrés aux membres connectés du sexe opposé, et vos messages au match à qui vous les envoyez. Votre e-mail, votre date de naissance, votre solde de jetons, vos blocages et vos signalements ne sont jamais montrés. Si vous gardez vos photos privées, ils n’en voient que des copies floutées, jusqu’à ce que vous les leur révéliez dans un match.',
  'legal.sharing.providers':
    '<strong>Nos prestataires</strong>, comme ceux qui hébergent nos serveurs et acheminent nos e-mails. Ils travaillent sous contrat et uniquement selon nos instructions.',
  'legal.sharing.guardian':
    '<strong>Votre wali</strong>, si vous en avez désigné un et que l’autre personne de la conversation a accepté : une copie hebdomadaire des nouveaux messages de cette conversation (voir « Un wali (tuteur), avec consentement »).',
  'legal.sharing.push':
    '<strong>Les services push.</strong> Si vous autorisez les notifications push, chacune (qui peut contenir le nom d’un expéditeur et le début d’un message) passe par le service push de votre navigateur ou de votre téléphone, comme celui de Google, d’Apple ou de Mozilla.',
  'legal.sharing.payments':
    '<strong>Les prestataires de paiement.</strong> Si vous achetez des jetons, le paiement est traité par Stripe sur le web, et par Google Play ou l’App Store dans les applications Android et iOS, chacun selon sa propre politique de confidentialité. Nous ne leur indiquons que le pack, son prix et une référence à votre compte ; ils nous disent si le paiement a abouti ou a été remboursé.',
  'legal.sharing.authorities':
    '<strong>Les autorités</strong>, uniquement lorsque la loi l’exige ou pour protéger quelqu’un d’un préjudice grave.',
  'legal.sharing.owner':
    'Si Mithaq changeait un jour de propriétaire, le nouveau propriétaire devrait respecter cette politique, et nous vous en informerions d’abord.',

  'legal.marketing.title': 'Marketing',
  'legal.marketing.body':
    'Nous n’envoyons ni e-mails marketing ni lettres d’information, seulement les e-mails dont votre compte a besoin, comme la confirmation de votre adresse ou la réinitialisation de votre mot de passe. Les notifications portent sur votre propre activité, jamais sur des promotions. Si nous lancions un jour une lettre d’information, nous vous demanderions d’abord votre accord, et vous pourriez l’arrêter à tout moment.',

  'legal.security.title': 'Stockage et sécurité',
  'legal.security.passwords': 'Les mots de passe ne sont conservés que sous forme d’empreintes argon2id.',
  'legal.security.traffic':
    'Tout le trafic est chiffré (HTTPS), et votre session réside dans un cookie HTTP-only que les scripts de la page ne peuvent pas lire. Dans les applications Android et iOS, c’est un jeton conservé dans le stockage privé de l’application sur votre téléphone, supprimé lorsque vous vous déconnectez.',
  'legal.security.links':
    'Les liens vers les photos sont signés pour le membre autorisé à les voir et cessent de fonctionner en moins de deux heures. Un lien vers une copie floutée n’ouvre que cette copie, et une photo privée est vérifiée à nouveau chaque fois qu’elle est affichée.',
  'legal.security.checks':
    'Chaque requête est vérifiée : vous ne pouvez ouvrir que les matchs et les messages dont vous faites partie.',
  'legal.security.pictures':
    'Les photos sont réencodées sur notre serveur, ce qui supprime les métadonnées cachées comme les informations EXIF et toute position GPS enregistrée par votre appareil. Elles sont stockées sous des noms impossibles à deviner et montrées uniquement aux membres connectés.',
  'legal.security.rates':
    'La connexion, l’inscription, la réinitialisation du mot de passe, les marques d’intérêt, les messages et les signalements sont limités en fréquence.',
  'legal.security.breach':
    'Aucun système n’est parfait. Si une violation mettait un jour vos données en danger, nous vous en informerions, ainsi que les autorités, comme la loi l’exige.',

  'legal.rights.title': 'Vos droits',
  'legal.rights.intro': 'Où que vous viviez, vous pouvez :',
  'legal.rights.download':
    'télécharger vous-même une copie des données que nous détenons sur vous : dans l’onglet Compte, choisissez <strong>Télécharger mes données</strong> (voir « Vos données » ci-dessous) ;',
  'legal.rights.correct': 'corriger vos informations dans Modifier le profil ;',
  'legal.rights.pause': 'faire une pause en désactivant votre compte, ou le supprimer définitivement ;',
  'legal.rights.object': 'vous opposer à une utilisation de vos données ou nous demander de la limiter ;',
  'legal.rights.withdraw':
    'retirer l’autorisation de localisation ou de notifications push dans les réglages de votre appareil ;',
  'legal.rights.complain':
    'déposer une réclamation auprès de votre autorité de protection des données, même si nous espérons que vous nous en parlerez d’abord.',
  'legal.rights.contact':
    'Écrivez-nous à <mail>{email}</mail> ; nous répondons sous un mois et pouvons vous demander d’écrire depuis l’adresse de votre compte pour confirmer que c’est bien vous. Exercer vos droits ne joue jamais contre vous.',

  'legal.cookies.title': 'Cookies',
  'legal.cookies.session':
    'Nous utilisons un seul cookie : le cookie de session qui maintient votre connexion. Il est strictement nécessaire, HTTP-only, envoyé uniquement à notre propre serveur, et ne contient qu’un jeton de session aléatoire. Il n’y a aucun cookie publicitaire, de suivi ou d’analyse.',
  'legal.cookies.storage':
    'L’application conserve aussi quelques éléments dans le stockage de votre navigateur, jamais envoyés à qui que ce soit : votre formulaire d’inscription inachevé, pour cet onglet seulement, effacé quand vous terminez, fermez l’onglet ou vous déconnectez ; une marque indiquant que ce navigateur était connecté la dernière fois, pour que l’application s’ouvre plus vite ; et une marque indiquant que nous vous avons déjà proposé les notifications push, pour ne pas vous le demander deux fois. Les fichiers de l’application sont conservés pour un démarrage hors ligne, et ne contiennent aucune de vos données.',

  'legal.ads.title': 'Publicité ciblée',
  'legal.ads.body':
    'Nous n’en faisons aucune. Mithaq n’affiche aucune publicité et n’utilise ni régie publicitaire, ni pixel de suivi, ni outil d’analyse tiers. Personne, pas même nous, ne construit de profil publicitaire à votre sujet.',
  'legal.links.title': 'Liens externes',
  'legal.links.body':
    'Mithaq renvoie vers quelques sites extérieurs, comme geonames.org. Ils ont leurs propres politiques de confidentialité, sur lesquelles nous n’avons aucun contrôle.',
  'legal.updates.title': 'Mises à jour de la politique',
  'legal.updates.body':
    'Quand l’application change, cette politique change avec elle ; la date en haut de page indique la dernière version. Avant tout changement important, surtout un nouveau type de données, nous vous en informerons dans l’application ou par e-mail et vous demanderons votre consentement si nécessaire.',
  'legal.age.title': 'Restriction d’âge',
  'legal.age.body':
    'Mithaq est réservé aux adultes de 18 ans ou plus. Nous vérifions votre date de naissance à l’inscription. Si nous apprenons qu’une personne de moins de 18 ans a un compte, nous le supprimons avec ses données. Si vous en connaissez une, merci de nous le dire.',
  'legal.contact.title': 'Nous contacter',
  'legal.contact.body':
    'Pour toute question, demande ou inquiétude concernant votre vie privée, écrivez à <mail>{email}</mail>. La même adresse figure sur votre écran Compte.',

  'legal.appendixA.title': 'Annexe A : catégories de données',
  'legal.appendixA.tableLabel': 'Tableau des catégories de données',
  'legal.appendixA.caption': 'Les données que nous détenons, avec des exemples, pourquoi et combien de temps',
  'legal.appendixA.category': 'Catégorie',
  'legal.appendixA.examples': 'Exemples',
  'legal.appendixA.why': 'Pourquoi',
  'legal.appendixA.howLong': 'Combien de temps',
  'legal.data.account.category': 'Compte',
  'legal.data.account.examples': 'Adresse e-mail, empreinte argon2id du mot de passe',
  'legal.data.account.why': 'Pour vous connecter et réinitialiser votre mot de passe',
  'legal.data.account.howLong': 'Jusqu’à la suppression de votre compte',
  'legal.data.profile.category': 'Profil',
  'legal.data.profile.examples':
    'Prénom, sexe, date de naissance, nationalités, taille, situation familiale, études, profession, À propos de moi',
  'legal.data.profile.why':
    'Pour vous présenter à des conjoints potentiels et appliquer les filtres de recherche',
  'legal.data.profile.howLong':
    'Jusqu’à la suppression de votre compte ; un profil fermé est supprimé ou anonymisé après 2 ans',
  'legal.data.location.category': 'Localisation',
  'legal.data.location.examples':
    'Votre pays et votre ville (les coordonnées sont utilisées une fois et jamais conservées)',
  'legal.data.location.why': 'Pour indiquer où vous vivez ; filtres par pays',
  'legal.data.location.howLong': 'Comme pour votre profil ; les coordonnées ne sont jamais stockées',
  'legal.data.pictures.category': 'Photos',
  'legal.data.pictures.examples': 'Jusqu’à cinq photos, métadonnées supprimées',
  'legal.data.pictures.why': 'Pour que les membres voient avec qui ils échangent',
  'legal.data.pictures.howLong': 'Jusqu’à ce que vous les retiriez ou supprimiez votre compte',
  'legal.data.activity.category': 'Activité',
  'legal.data.activity.examples':
    'Marques d’intérêt, profils passés, profils vus, favoris, matchs, fins de match, vos filtres',
  'legal.data.activity.why': 'Pour faire fonctionner la découverte et les matchs',
  'legal.data.activity.howLong': 'Jusqu’à la suppression de votre compte',
  'legal.data.safety.category': 'Dossiers de sécurité',
  'legal.data.safety.examples':
    'Blocages ; signalements avec leur catégorie et leur motif ; décisions des modérateurs (avertissement, photo retirée, suspension, bannissement) avec leur motif ; recours et réponses',
  'legal.data.safety.why':
    'Pour protéger les membres, examiner les comportements fautifs et garder une trace de chaque décision',
  'legal.data.safety.howLong':
    'Blocages : jusqu’à la suppression de l’un des comptes. Signalements et décisions : conservés après suppression, sans nom ni adresse (voir Modération)',
  'legal.data.selfie.category': 'Selfie de vérification',
  'legal.data.selfie.examples': 'Un selfie dans une pose demandée, métadonnées supprimées',
  'legal.data.selfie.why': 'Pour qu’un modérateur vérifie que vous êtes bien la personne de vos photos',
  'legal.data.selfie.howLong':
    'Supprimé dès qu’un modérateur l’a examiné (au plus tard à la suppression de votre compte)',
  'legal.data.messages.category': 'Messages',
  'legal.data.messages.examples': 'Texte du message, heure d’envoi, s’il a été lu',
  'legal.data.messages.why': 'Pour acheminer vos conversations',
  'legal.data.messages.howLong':
    'Jusqu’à ce que l’une des deux personnes de la conversation supprime son compte',
  'legal.data.guardian.category': 'Wali',
  'legal.data.guardian.examples':
    'L’e-mail de votre wali, s’il a confirmé, et la réponse de chaque conversation',
  'legal.data.guardian.why':
    'Pour n’envoyer des copies hebdomadaires que là où vous étiez d’accord tous les deux',
  'legal.data.guardian.howLong': 'Jusqu’à ce que vous retiriez le wali ou supprimiez votre compte',
  'legal.data.ledger.category': 'Registre des jetons',
  'legal.data.ledger.examples': 'Chaque opération sur les jetons : montant, type, description, date',
  'legal.data.ledger.why': 'Pour tenir votre solde juste et afficher votre historique',
  'legal.data.ledger.howLong': 'Jusqu’à la suppression de votre compte',
  'legal.data.purchases.category': 'Achats',
  'legal.data.purchases.examples':
    'Pack, jetons, prix et devise, état (en cours, crédité, remboursé), prestataire de paiement et sa référence, date',
  'legal.data.purchases.why':
    'Ajouter une seule fois les jetons payés, répondre aux questions et aux remboursements, et tenir la comptabilité exigée par la loi',
  'legal.data.purchases.howLong':
    'Jusqu’à la suppression de votre compte, sauf si le droit comptable nous oblige à garder plus longtemps la trace du paiement',
  'legal.data.notifications.category': 'Notifications',
  'legal.data.notifications.examples':
    'Les notifications qui vous sont envoyées ; un jeton push, la plateforme et la version de l’application si vous autorisez le push',
  'legal.data.notifications.why':
    'Pour vous informer des marques d’intérêt, des matchs, des messages et paiements',
  'legal.data.notifications.howLong': 'Jusqu’à la suppression de votre compte',
  'legal.data.technical.category': 'Technique',
  'legal.data.technical.examples':
    'Identifiant de session ; adresse IP et heure des requêtes dans les journaux du serveur',
  'legal.data.technical.why': 'Pour maintenir votre connexion et protéger le service',
  'legal.data.technical.howLong':
    'Session : jusqu’à votre déconnexion ou son expiration ; journaux : une courte période',

  'legal.appendixB.title': 'Annexe B : résidents des États-Unis',
  'legal.appendixB.intro':
    'Si vous vivez en Californie ou dans un autre État américain doté d’une loi sur la protection des consommateurs, vous disposez aussi des droits suivants :',
  'legal.appendixB.know':
    '<strong>Le droit de savoir</strong> quelles informations personnelles nous collectons, pourquoi, et à qui nous les communiquons (voir l’annexe A et « Avec qui nous les partageons »).',
  'legal.appendixB.delete':
    '<strong>Le droit de supprimer</strong> et <strong>le droit de corriger</strong> vos informations personnelles.',
  'legal.appendixB.optOut':
    '<strong>Le droit de refuser la vente ou le partage.</strong> Nous ne vendons pas vos informations personnelles et ne les partageons pas pour de la publicité comportementale intercontextuelle, et ne l’avons pas fait au cours des 12 derniers mois : chaque membre est donc déjà exclu, sans aucune demande ; un signal Global Privacy Control de votre navigateur demande ce que nous faisons déjà. Si nous souhaitions un jour changer cela, nous modifierions d’abord cette politique et vous demanderions votre avis ; un refus durerait alors au moins 12 mois avant que nous vous reposions la question.',
  'legal.appendixB.limit':
    '<strong>Le droit de limiter l’usage des informations sensibles.</strong> Vos identifiants de connexion, vos messages et la foi que suppose l’utilisation de Mithaq ne servent qu’à fournir le service que vous avez demandé.',
  'legal.appendixB.equal':
    '<strong>Le droit à l’égalité de traitement.</strong> Exercer ces droits ne vous coûte jamais de jetons ni de fonctionnalités.',
  'legal.appendixB.request':
    'Pour faire une demande, écrivez à <mail>{email}</mail> ; un mandataire autorisé peut agir pour vous avec votre autorisation signée. Nous confirmons votre identité par l’adresse e-mail de votre compte et répondons sous 45 jours.',

  'legal.yourData.title': 'Vos données : en télécharger une copie',
  'legal.yourData.body':
    'Dans l’onglet Compte, <strong>Télécharger mes données</strong> vous donne immédiatement un fichier zip contenant tout ce que nous détenons sur vous : votre compte et votre profil, vos photos, vos filtres, vos marques d’intérêt, les profils que vous avez passés, vos favoris et vos blocages, les signalements que vous avez faits, vos matchs avec leurs conversations, votre wali et les réponses le concernant, votre registre de jetons, vos notifications, vos réglages push et vos sessions de connexion. C’est un fichier JSON lisible accompagné de vos photos.',
  'legal.yourData.made':
    'Il est créé au moment où vous le demandez et remis directement à votre navigateur ; nous n’en gardons aucune copie et il n’y a aucun lien qui puisse fuiter.',
  'legal.yourData.others':
    'Les autres membres n’y figurent que tels que l’application vous les montre : par le nom de leur profil. Vos conversations y sont incluses en entier, telles que vous pouvez les lire dans l’application ; rien d’autre sur qui que ce soit n’y figure, jamais son adresse e-mail.',
  'legal.yourData.reports':
    'Les signalements faits par d’autres à votre sujet n’y figurent pas, pour protéger les personnes qui les font.',
  'legal.yourData.limit': 'Vous pouvez le télécharger jusqu’à cinq fois par heure.',

  'legal.deletion.title': 'Suppression du compte',
  'legal.deletion.intro':
    'Pour supprimer votre compte, ouvrez l’onglet Compte, choisissez <strong>Supprimer mon compte</strong> et confirmez. C’est définitif et irréversible. Nous effaçons alors :',
  'legal.deletion.profile': 'votre profil et toutes vos photos, fichiers stockés compris ;',
  'legal.deletion.matches':
    'vos matchs et leurs conversations, qui disparaissent aussi pour l’autre personne ;',
  'legal.deletion.likes':
    'vos marques d’intérêt, les profils que vous avez passés, vos favoris et vos blocages, et tout selfie de vérification ;',
  'legal.deletion.reports':
    'les signalements que vous avez faits perdent votre nom ; les signalements vous concernant et les décisions des modérateurs restent comme preuves, sous une empreinte à clé de votre adresse (voir Modération) ;',
  'legal.deletion.ledger':
    'votre registre et votre solde de jetons (les jetons n’ont aucune valeur monétaire) ;',
  'legal.deletion.notifications': 'vos notifications et vos jetons push ;',
  'legal.deletion.account':
    'enfin, votre compte de connexion : votre adresse e-mail et l’empreinte de votre mot de passe.',
  'legal.deletion.stays':
    'Une seule chose reste : les signalements. Un signalement que vous avez fait reste, sans votre nom, pour que la personne signalée puisse encore faire l’objet d’un examen. Un signalement fait contre vous reste avec son motif et sa date, rattaché à un code à clé calculé à partir de votre adresse e-mail, que seul notre serveur peut calculer, afin que supprimer un compte ne puisse pas effacer une plainte ; si un compte est rouvert avec la même adresse, les signalements y sont rattachés. Aucun nom, aucune adresse, aucun profil ni aucune photo n’est conservé avec eux.',
  'legal.deletion.copy':
    'Vous voulez d’abord garder une copie ? Choisissez <strong>Télécharger mes données</strong> avant de supprimer.',
  'legal.deletion.pause':
    'Besoin seulement d’une pause ? Choisissez plutôt <strong>Désactiver mon compte</strong>. Si vous ne pouvez pas vous connecter, écrivez à <mail>{email}</mail> depuis l’adresse de votre compte.',
} satisfies Translation<typeof en>
