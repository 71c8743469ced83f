// The Terms of Use (apps/web/src/features/legal, /terms). English is the binding text; each
// translation says so on the page (terms.binding). Its version is TERMS_VERSION in packages/domain:
// change it with this text. Tags: <strong> for emphasis, <mail> for the support address ({email}),
// <privacy> for a link to the privacy policy.
export default {
  'terms.title': 'Terms of Use',
  'terms.updated': 'In force from {date}',
  'terms.binding': 'These Terms are written in English, and the English text is the binding one.',
  'terms.intro':
    'Mithaq exists to help Muslims find a spouse in a serious, respectful and halal way. These Terms are the agreement between you and us: what you may expect from Mithaq, and what we and the other members expect from you. By creating an account you accept them, together with our <privacy>Privacy Policy</privacy>. Please read them: they are short, and written in plain words.',

  'terms.eligibility.title': 'Who may join',
  'terms.eligibility.age': 'You are <strong>18 or older</strong>.',
  'terms.eligibility.free':
    'You are free to marry, under Islamic law and under the law of the country where you live.',
  'terms.eligibility.one': 'You have one account only, and it is yours: you do not share it or sell it.',
  'terms.eligibility.true':
    'What you tell us about yourself is true, and the pictures are of you. A guardian may help you, but the profile speaks for you.',

  'terms.purpose.title': 'What Mithaq is for',
  'terms.purpose.body':
    'Mithaq is for people who sincerely seek marriage. It is not a place for casual dating, flirting for its own sake, or friendships with the other sex. We encourage you to involve your family or a guardian (wali), to keep your conversations modest, and to meet, when the time comes, in the presence of family or in a public place.',

  'terms.conduct.title': 'How we treat each other',
  'terms.conduct.intro':
    'Treat every member as you would want your sister or brother to be treated. On Mithaq you must not:',
  'terms.conduct.sexual': 'send or post anything sexual, indecent or immodest, in words or in pictures;',
  'terms.conduct.harass':
    'insult, harass, threaten or pressure anyone, or keep writing to someone who has made clear they are not interested;',
  'terms.conduct.hate': 'attack anyone for their origin, language, school of thought, colour or background;',
  'terms.conduct.money':
    'ask anyone for money, gifts or financial details, or offer them, or promote any business, link or other service;',
  'terms.conduct.fake':
    'pretend to be someone else, use another person’s pictures, or give a false marital status;',
  'terms.conduct.private':
    'share another member’s pictures, messages or personal details outside Mithaq without their permission;',
  'terms.conduct.minors': 'involve anyone under 18 in any way;',
  'terms.conduct.harm':
    'break the law, get around a block or a restriction, or try to harm, overload or misuse the app.',

  'terms.content.title': 'What you post',
  'terms.content.body':
    'Your profile, pictures and messages stay yours. You allow us to store them and to show them to the members the app shows them to, only to run Mithaq. You are responsible for what you post; post only what you have the right to share.',

  'terms.safety.title': 'Reporting and blocking',
  'terms.safety.body':
    'If someone behaves badly, you can <strong>block</strong> them at any time: you will no longer see each other anywhere in the app. You can also <strong>report</strong> them, with a reason; our moderators read every report. In an emergency, contact the local authorities first.',

  'terms.moderation.title': 'What our moderators may do',
  'terms.moderation.intro':
    'To keep Mithaq safe and respectful, our moderators review reports and may, in proportion to what happened:',
  'terms.moderation.remove': 'remove a picture, a text or a message that breaks these Terms;',
  'terms.moderation.warn': 'give a warning;',
  'terms.moderation.suspend': 'suspend an account for a time;',
  'terms.moderation.ban':
    'close an account for good, and refuse a new account to the same person, for serious or repeated breaches.',
  'terms.moderation.appeal':
    'If your account is suspended or closed, you are told why when you try to sign in, and you may send one appeal, which a moderator reads.',

  'terms.tokens.title': 'Tokens',
  'terms.tokens.what':
    'Tokens are a right to use certain features inside Mithaq, such as unlocking a chat with a match. <strong>Tokens are not money.</strong> They have no cash value, cannot be exchanged for money or anything else, cannot be given or sold to another member, and cannot be taken out of the app.',
  'terms.tokens.rules':
    'What each feature costs, and when tokens are given back, is explained under “How tokens work” in the app, before anything costs you a token. Tokens are refunded only as those rules say: for example, if a chat you paid to unlock never opens because it was not unlocked in time, your payment comes back to you in full.',
  'terms.tokens.buying':
    'You may buy tokens in packs. What you buy is this right to use tokens inside Mithaq: <strong>not money</strong>, not a deposit, and with <strong>no cash value</strong>, like every other token. The price of each pack is shown before you pay. On the web the payment is processed by <strong>Stripe</strong>; in the Android and iOS apps by <strong>Google Play</strong> or the <strong>App Store</strong>, under their own terms. The tokens are added once the payment is confirmed.',
  'terms.tokens.refunds':
    'Bought tokens can be used as soon as they are added, so a purchase is not refunded once its tokens are in your wallet, unless the law of your country gives you that right, or we refund it ourselves (for example after a mistake). Purchases made in the apps are refunded by Apple or Google under their rules. When a purchase is refunded or its payment is reversed (a chargeback), its tokens are taken back: if you have already used them, your balance may go below zero, and you cannot pay with tokens until it is above zero again.',
  'terms.tokens.end': 'When an account is deleted or closed, its tokens end with it.',

  'terms.ending.title': 'Ending your account',
  'terms.ending.you':
    'You may stop at any time: deactivate your account to hide it, or delete it from the Account screen. What happens to your data then is explained in the <privacy>Privacy Policy</privacy>.',
  'terms.ending.us':
    'We may suspend or close an account that breaks these Terms, as described above, or when the law requires us to.',

  'terms.liability.title': 'Our responsibility',
  'terms.liability.members':
    'We work hard to keep Mithaq safe, but we cannot know every member’s heart or check everything they say. Take your time, ask questions, involve your family, and never send money to someone you met here.',
  'terms.liability.service':
    'We offer Mithaq as it is and cannot promise that it will always be available or free of mistakes, nor that you will find a spouse. As far as the law allows, we are not responsible for what members say or do, or for losses that come from using the app. Nothing in these Terms takes away rights that the law of your country gives you and that cannot be waived.',

  'terms.changes.title': 'Changes to these Terms',
  'terms.changes.body':
    'When these Terms change, the date at the top changes, and the app tells you the next time you sign in. If you do not agree with the new Terms, you may delete your account; if you go on using Mithaq, you accept them.',

  'terms.law.title': 'Law',
  'terms.law.body':
    'These Terms are governed by the law of the country where Mithaq is operated. If you live elsewhere, you keep the protection that the law of your own country gives you as a consumer, and you may bring a dispute before its courts.',

  'terms.contact.title': 'Contact us',
  'terms.contact.body':
    'For any question about these Terms, write to <mail>{email}</mail>. The same address is on your Account screen.',
}
