// The privacy policy (apps/web/src/features/legal). English is the binding text; each translation
// says so on the page (legal.binding). Tags: <strong> for emphasis, <mail> for the support address
// ({email}), <link> for geonames.org.
export default {
  'legal.title': 'Privacy Policy',
  'legal.updated': 'Last updated {date}',
  'legal.binding': 'This policy is written in English, and the English text is the binding one.',
  'legal.intro':
    'Mithaq helps Muslims find a spouse in a serious, respectful and halal way. Searching for a spouse means trusting us with personal things, and we hold that trust as an amanah. Here, in plain words, is what we collect, why, who sees it, and the choices you have.',

  'legal.collect.title': 'How we collect and use your data',
  'legal.collect.intro': 'We collect only what the app needs to work, and most of it you give us yourself.',
  'legal.given.title': 'What you give us',
  'legal.given.account':
    '<strong>Account:</strong> your e-mail address and a password. We never store the password itself, only an argon2id hash of it.',
  'legal.given.profile':
    '<strong>Profile:</strong> name, sex, date of birth (members see your age, never your birthday), country and city, nationalities, height, marital status, education, occupation and your About Me.',
  'legal.given.pictures': '<strong>Pictures:</strong> up to five photos of yourself.',
  'legal.given.messages':
    '<strong>Messages</strong> you send to your matches, and the reason you give if you report someone.',
  'legal.given.purchases':
    '<strong>Purchases:</strong> if you buy tokens, which pack, its price and currency, the time, the payment provider and its reference for the payment. Your card details go to Stripe on its own payment page (on the web), or to Google or Apple (in the apps), never to us.',
  'legal.recorded.title': 'What the app records as you use it',
  'legal.recorded.activity':
    'Your likes, passes, favourites, blocks, matches and unmatches, and which profiles you have already seen.',
  'legal.recorded.wallet':
    'Your token wallet: a ledger of every token transaction (grants, purchases, payments, refunds, fees, penalties) with its amount, type and time.',
  'legal.recorded.notifications':
    'The notifications we send you and, if you allow push notifications, a push token for your browser or device with its platform and app version.',
  'legal.recorded.filters': 'Your search filters (age, height, countries).',
  'legal.recorded.lastActive':
    'When you last used the app, to within a few minutes. It only decides the order in which others’ Discover shows you among equally good fits; no one is ever shown this time, and there is no ‘online’ sign.',
  'legal.recorded.session':
    'Your sign-in session, and brief server logs (such as IP address and time of a request).',
  'legal.location.title': 'Location',
  'legal.location.body':
    'If you ask the app to detect your location, your device sends its coordinates once to our own server, where an offline lookup turns them into a city and country. The coordinates are then discarded: never stored, never sent to anyone else, and never used to calculate distances between members. You can also just pick your country and city from a list. Place names come from GeoNames (<link>geonames.org</link>), used under the Creative Commons Attribution 4.0 licence.',
  'legal.safety.title': 'Safety warnings in chat',
  'legal.safety.body':
    'To help you spot scams, the app looks at a message as you write it and as you read it for a phone number, an e-mail address, another messaging app (such as WhatsApp, Telegram or Snapchat) or talk of money and investments, and shows a short warning with advice and a button to report. This check runs in your own browser, on the message you are already seeing: it records nothing, tells us nothing, and never blocks or hides a message. Every conversation also starts with a short safety note.',
  'legal.privatePictures.title': 'Private pictures',
  'legal.privatePictures.body':
    'Since 25-11-2026 you may keep your pictures private, in the pictures part of Edit Profile. Our server then gives other members only a strongly blurred copy of each picture, made when you upload it (or when you turn this on), in which no face, text or detail can be made out; the picture itself stays with us. In the chat of a match you may reveal your pictures to that person alone, and take it back at any time; an unmatch, a block or the end of the match hides them again. Our moderators always see your pictures as you uploaded them, and your download of your data holds them too.',
  'legal.guardian.title': 'A guardian (wali), with consent',
  'legal.guardian.body':
    'You may name a guardian by their e-mail address on the Account tab. We e-mail them a link, and nothing more happens unless they confirm. In a conversation you may then ask the other person whether your guardian may follow it. Only if they agree does your guardian receive, once a week by e-mail, a copy of the messages the two of you wrote after they agreed, with both your profile names. Either of you can stop it at any time, and a new guardian must be agreed to anew. Nothing is ever sent about a person who did not agree. We keep your guardian’s address and each answer until you remove the guardian or delete your account; the e-mails we have sent are then in your guardian’s hands.',
  'legal.faith.title': 'Faith and family answers, with your explicit consent',
  'legal.faith.body':
    'The optional ‘Faith and family’ answers (such as sect, prayer, covering or beard, and family plans) reveal religious beliefs, which the law treats as special, sensitive data (GDPR article 9). We keep them only with your explicit consent, recorded with its date when you tick the box before your first save. We use them only to filter and order Discover for you and for others and to show what two members share. Other members see only the answers you chose to show on your profile; hidden answers are used for matching and never leave our servers. You may withdraw your consent at any time in Edit Profile: your answers are then deleted at once.',
  'legal.why.title': 'Why we use it',
  'legal.why.body':
    'We use your data to run your account, show you profiles of the opposite sex within your filters, make matches, deliver messages, run the token system fairly, keep members safe, and send the e-mails and notifications you need. Simply having a Mithaq profile says something about your faith, so we treat everything as sensitive and use it for nothing else. Where we rely on your permission (location detection, push notifications), you can withdraw it at any time.',
  'legal.selfie.title': 'Verification selfie and badge',
  'legal.selfie.body':
    'If you choose to verify your profile, you take one selfie in a pose we ask for, with your camera or from a picture file. Only our moderators see it, never other members; a moderator compares it with your profile pictures and approves or refuses it with a reason. The selfie is deleted as soon as it has been reviewed. An approved profile shows the badge <strong>Selfie checked by a moderator</strong>: it says exactly that, and nothing about identity documents, which we do not collect. Members may choose to see only verified profiles.',
  'legal.moderation.title': 'Moderation',
  'legal.moderation.body':
    'Moderators read every report. For a report made from a chat, they also see that chat’s latest messages; otherwise they see the reported profile, its pictures and the reason given. They may dismiss the report, warn the member by e-mail, remove a picture, suspend the account for a time or close it. Every decision is recorded with the moderator, the reason and the time, and the person who reported sees whether their report was received, reviewed or acted on. A suspended or banned member is told why when signing in and may appeal once; a moderator answers by e-mail. After a ban we keep a keyed hash of the e-mail address (not the address itself) so that it cannot be used for a new account. Reports outlive the deletion of either account: what stays is the category, the reason, the date, the outcome and a keyed hash of the reported person’s e-mail address, never a name or a profile.',

  'legal.retention.title': 'Retention: how long we keep it',
  'legal.retention.open': 'We keep your data while your account is open.',
  'legal.retention.deactivate':
    'If you deactivate your account, your profile is hidden from everyone and your active matches end. Signing in again reopens it. A closed matrimonial profile that stays closed for 2 years is deleted or anonymised, so that nothing left can identify you.',
  'legal.retention.delete':
    'If you delete your account, we erase your data straight away, except reports, which are kept as evidence (see Account deletion below).',
  'legal.retention.logs': 'Server logs are kept only briefly.',
  'legal.retention.backup':
    'Any copy left in a backup is kept secure, never restored to use, and disappears when that backup is replaced.',
  'legal.retention.law': 'We keep something longer only if the law requires us to.',

  'legal.sharing.title': 'Sharing: who we share it with',
  'legal.sharing.intro':
    'We do not sell your data, and we never give it to advertisers or data brokers. It is seen only by:',
  'legal.sharing.members':
    '<strong>Other members.</strong> Your profile and pictures are shown to signed-in members of the opposite sex (only blurred, if you keep your pictures private and have not revealed them to them in a match), and your messages to the match you send them to. Your e-mail, birthday, token balance, blocks and reports are never shown.',
  'legal.sharing.providers':
    '<strong>Our service providers</strong>, such as those who host our servers and deliver our e-mails. They work under contract and only on our instructions.',
  'legal.sharing.guardian':
    '<strong>Your guardian</strong>, if you named one and the other person in a conversation agreed: a weekly copy of that conversation’s new messages (see “A guardian (wali), with consent”).',
  'legal.sharing.push':
    '<strong>Push services.</strong> If you allow push notifications, each one (which may include a sender’s name and the start of a message) passes through your browser’s or phone’s push service, such as Google’s, Apple’s or Mozilla’s.',
  'legal.sharing.payments':
    '<strong>Payment processors.</strong> If you buy tokens, the payment is processed by Stripe on the web, and by Google Play or the App Store in the Android and iOS apps, each under its own privacy policy. We tell them only the pack, its price and a reference to your account; they tell us whether the payment went through or was refunded.',
  'legal.sharing.authorities':
    '<strong>Authorities</strong>, only when the law requires it or to protect someone from serious harm.',
  'legal.sharing.owner':
    'If Mithaq ever changed hands, the new owner would have to honour this policy, and we would tell you first.',

  'legal.marketing.title': 'Marketing',
  'legal.marketing.body':
    'We send no marketing e-mails or newsletters, only the e-mails your account needs, such as confirming your address or resetting your password. Notifications are about your own activity, never promotions. If we ever start a newsletter, we will ask you first, and you could stop it at any time.',

  'legal.security.title': 'Storage and security',
  'legal.security.passwords': 'Passwords are stored only as argon2id hashes.',
  'legal.security.traffic':
    'All traffic is encrypted (HTTPS), and your session lives in an HTTP-only cookie that scripts on the page cannot read. In the Android and iOS apps it is a token kept in the app’s private storage on your phone, deleted when you sign out.',
  'legal.security.links':
    'Links to pictures are signed for the member who may see them and stop working within two hours. A link to a blurred copy opens only that copy, and a private picture is checked again each time it is shown.',
  'legal.security.checks':
    'Every request is checked: you can only open matches and messages you are part of.',
  'legal.security.pictures':
    'Pictures are re-encoded on our server, which strips hidden metadata such as EXIF details and any GPS position your camera recorded. They are stored under unguessable names and shown only to signed-in members.',
  'legal.security.rates': 'Sign-in, sign-up, password resets, likes, messages and reports are rate-limited.',
  'legal.security.breach':
    'No system is perfect. If a breach ever put your data at risk, we would tell you and the authorities as the law requires.',

  'legal.rights.title': 'Your rights',
  'legal.rights.intro': 'Wherever you live, you can:',
  'legal.rights.download':
    'download a copy of the data we hold about you, yourself: on the Account tab, choose <strong>Download My Data</strong> (see “Your data” below);',
  'legal.rights.correct': 'correct your details in Edit Profile;',
  'legal.rights.pause': 'take a break by deactivating, or delete your account for good;',
  'legal.rights.object': 'object to or ask us to limit a use of your data;',
  'legal.rights.withdraw': 'withdraw permission for location or push notifications in your device settings;',
  'legal.rights.complain':
    'complain to your data protection authority, though we hope you will talk to us first.',
  'legal.rights.contact':
    'E-mail us at <mail>{email}</mail>; we answer within one month and may ask you to write from your account’s address to confirm it is you. Using your rights never counts against you.',

  'legal.cookies.title': 'Cookies',
  'legal.cookies.session':
    'We use one cookie: the session cookie that keeps you signed in. It is strictly necessary, HTTP-only, sent only to our own server, and holds only a random session token. There are no advertising, tracking or analytics cookies.',
  'legal.cookies.storage':
    'The app also keeps a few things in your browser’s own storage, never sent to anyone: your unfinished sign-up form, for that browser tab only and cleared when you finish, close the tab or sign out; a mark that this browser was signed in last time, so the app opens faster; and a mark that we have already offered push notifications, so we do not ask twice. The app’s own files are kept for offline start-up, and they hold none of your data.',

  'legal.ads.title': 'Targeted advertising',
  'legal.ads.body':
    'We do none. Mithaq shows no ads and uses no ad networks, tracking pixels or third-party analytics. Nobody, including us, builds an advertising profile of you.',
  'legal.links.title': 'External links',
  'legal.links.body':
    'Mithaq links to a few outside sites, such as geonames.org. They have their own privacy policies, which we do not control.',
  'legal.updates.title': 'Policy updates',
  'legal.updates.body':
    'When the app changes, this policy changes with it; the date at the top shows the latest version. Before any important change, above all a new kind of data, we will tell you in the app or by e-mail and ask your consent where needed.',
  'legal.age.title': 'Age restriction',
  'legal.age.body':
    'Mithaq is for adults aged 18 or over. We check your date of birth when you sign up. If we learn that someone under 18 has an account, we delete it and its data. If you know of one, please tell us.',
  'legal.contact.title': 'Contact us',
  'legal.contact.body':
    'For any question, request or worry about your privacy, write to <mail>{email}</mail>. The same address is on your Account screen.',

  'legal.appendixA.title': 'Appendix A: Data categories',
  'legal.appendixA.tableLabel': 'Data categories table',
  'legal.appendixA.caption': 'The data we hold, with examples, why we hold it and how long',
  'legal.appendixA.category': 'Category',
  'legal.appendixA.examples': 'Examples',
  'legal.appendixA.why': 'Why',
  'legal.appendixA.howLong': 'How long',
  'legal.data.account.category': 'Account',
  'legal.data.account.examples': 'E-mail address, argon2id password hash',
  'legal.data.account.why': 'To sign you in and reset your password',
  'legal.data.account.howLong': 'Until you delete your account',
  'legal.data.profile.category': 'Profile',
  'legal.data.profile.examples':
    'Name, sex, date of birth, nationalities, height, marital status, education, occupation, About Me',
  'legal.data.profile.why': 'To introduce you to potential spouses and apply search filters',
  'legal.data.profile.howLong':
    'Until you delete your account; a closed profile is deleted or anonymised after 2 years',
  'legal.data.location.category': 'Location',
  'legal.data.location.examples': 'Your country and city (coordinates are used once and never kept)',
  'legal.data.location.why': 'To show where you live; country filters',
  'legal.data.location.howLong': 'As for your profile; coordinates are never stored',
  'legal.data.pictures.category': 'Pictures',
  'legal.data.pictures.examples': 'Up to five photos, metadata removed',
  'legal.data.pictures.why': 'So members can see who they are speaking with',
  'legal.data.pictures.howLong': 'Until you remove them or delete your account',
  'legal.data.activity.category': 'Activity',
  'legal.data.activity.examples':
    'Likes, passes, profiles seen, favourites, matches, unmatches, your filters',
  'legal.data.activity.why': 'To run discovery and matching',
  'legal.data.activity.howLong': 'Until you delete your account',
  'legal.data.safety.category': 'Safety records',
  'legal.data.safety.examples':
    'Blocks; reports with their category and reason; moderators’ decisions (warning, removed picture, suspension, ban) with their reason; appeals and answers',
  'legal.data.safety.why': 'To protect members, look into misconduct and keep a record of every decision',
  'legal.data.safety.howLong':
    'Blocks: until either account is deleted. Reports and decisions: kept after deletion without name or address (see Moderation)',
  'legal.data.selfie.category': 'Verification selfie',
  'legal.data.selfie.examples': 'One selfie in a pose we ask for, metadata removed',
  'legal.data.selfie.why': 'So a moderator can check that you are the person in your pictures',
  'legal.data.selfie.howLong':
    'Deleted as soon as a moderator has reviewed it (at most until your account is deleted)',
  'legal.data.messages.category': 'Messages',
  'legal.data.messages.examples': 'Message text, time sent, whether it was read',
  'legal.data.messages.why': 'To deliver your conversations',
  'legal.data.messages.howLong': 'Until either person in the conversation deletes their account',
  'legal.data.guardian.category': 'Guardian',
  'legal.data.guardian.examples':
    'Your guardian’s e-mail, whether they confirmed, and each conversation’s answer',
  'legal.data.guardian.why': 'To send weekly copies only where both of you agreed',
  'legal.data.guardian.howLong': 'Until you remove the guardian or delete your account',
  'legal.data.ledger.category': 'Token ledger',
  'legal.data.ledger.examples': 'Each token transaction: amount, type, description, time',
  'legal.data.ledger.why': 'To keep your balance correct and show your history',
  'legal.data.ledger.howLong': 'Until you delete your account',
  'legal.data.purchases.category': 'Purchases',
  'legal.data.purchases.examples':
    'Pack, tokens, price and currency, status (pending, credited, refunded), payment provider and its reference, time',
  'legal.data.purchases.why':
    'To add the tokens you paid for exactly once, to answer questions and refunds, and to keep the accounts the law requires',
  'legal.data.purchases.howLong':
    'Until you delete your account, unless accounting law requires us to keep the payment record longer',
  'legal.data.notifications.category': 'Notifications',
  'legal.data.notifications.examples':
    'Notifications sent to you; a push token, platform and app version if you allow push',
  'legal.data.notifications.why': 'To tell you about likes, matches, messages and payments',
  'legal.data.notifications.howLong': 'Until you delete your account',
  'legal.data.technical.category': 'Technical',
  'legal.data.technical.examples': 'Session identifier; IP address and time of requests in server logs',
  'legal.data.technical.why': 'To keep you signed in and the service safe',
  'legal.data.technical.howLong': 'Session: until you sign out or it expires; logs: a short period',

  'legal.appendixB.title': 'Appendix B: US residents',
  'legal.appendixB.intro':
    'If you live in California or another US state with a consumer privacy law, you also have these rights:',
  'legal.appendixB.know':
    '<strong>To know</strong> what personal information we collect, why, and to whom we disclose it (see Appendix A and “Who we share it with”).',
  'legal.appendixB.delete':
    '<strong>To delete</strong> and <strong>to correct</strong> your personal information.',
  'legal.appendixB.optOut':
    '<strong>To opt out of sale or sharing.</strong> We do not sell your personal information or share it for cross-context behavioural advertising, and have not in the past 12 months, so every member is already opted out, with no request needed; a Global Privacy Control signal from your browser asks for what we already do. If we ever wished to change this, we would first change this policy and ask you; an opt-out would then last at least 12 months before we asked you again.',
  'legal.appendixB.limit':
    '<strong>To limit use of sensitive information.</strong> Your login details, messages, and the faith implied by using Mithaq are used only to provide the service you asked for.',
  'legal.appendixB.equal':
    '<strong>To equal treatment.</strong> Using these rights never costs you tokens or features.',
  'legal.appendixB.request':
    'To make a request, e-mail <mail>{email}</mail>; an authorised agent may act for you with your signed permission. We confirm your identity through your account’s e-mail address and reply within 45 days.',

  'legal.yourData.title': 'Your data: download a copy',
  'legal.yourData.body':
    'On the Account tab, <strong>Download My Data</strong> gives you at once a zip file with everything we hold about you: your account and profile, your pictures, your filters, the likes, passes, favourites and blocks you made, the reports you made, your matches with their conversations, your guardian and the answers about them, your token ledger, your notifications, your push settings and your signed-in sessions. It is a readable JSON file plus your pictures.',
  'legal.yourData.made':
    'It is made when you ask and handed straight to your browser; we keep no copy and there is no link to leak.',
  'legal.yourData.others':
    'Other members appear in it only as the app shows them to you: by the name on their profile. Your conversations are included whole, as you can read them in the app; nothing else about anyone else is, never their e-mail address.',
  'legal.yourData.reports':
    'Reports others made about you are not included, to protect the people who make them.',
  'legal.yourData.limit': 'You can download it up to five times an hour.',

  'legal.deletion.title': 'Account deletion',
  'legal.deletion.intro':
    'To delete your account, open the Account tab, choose <strong>Delete My Account</strong> and confirm. This is permanent and cannot be undone. We then erase:',
  'legal.deletion.profile': 'your profile and all your pictures, including the stored files;',
  'legal.deletion.matches': 'your matches and their conversations, which disappear for the other person too;',
  'legal.deletion.likes': 'your likes, passes, favourites and blocks, and any verification selfie;',
  'legal.deletion.reports':
    'the reports you made lose your name; reports about you and moderators’ decisions stay as evidence under a keyed hash of your address (see Moderation);',
  'legal.deletion.ledger': 'your token ledger and balance (tokens have no cash value);',
  'legal.deletion.notifications': 'your notifications and push tokens;',
  'legal.deletion.account': 'finally, your sign-in account: your e-mail address and password hash.',
  'legal.deletion.stays':
    'One thing stays: reports. A report you made stays, without your name, so the person you reported can still be looked into. A report made against you stays with its reason and date, attached to a keyed code made from your e-mail address that only our server can compute, so that deleting an account cannot wipe out a complaint; if an account with the same address is opened again, the reports are attached to it. No name, address, profile or picture is kept with them.',
  'legal.deletion.copy':
    'Want to keep a copy first? Choose <strong>Download My Data</strong> before you delete.',
  'legal.deletion.pause':
    'Need only a pause? Choose <strong>Deactivate My Account</strong> instead. If you cannot sign in, e-mail <mail>{email}</mail> from your account’s address.',
}
