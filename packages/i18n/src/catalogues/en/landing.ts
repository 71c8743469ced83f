export default {
  'landing.description': 'Mithaq: the zero-ghosting Muslim marriage app. Never be left on read.',
  'landing.headline': 'The Zero-Ghosting Muslim Marriage App Platform. Never Be Left on Read.',
  'landing.intro':
    'With our anti-ghosting tokens, both of you commit before a conversation begins, and gentle timers make sure every message gets an answer. Meet someone serious about marriage, with respect on both sides.',
  'landing.getStarted': 'Get Started',
  'landing.member': 'Already a Member?',
  'landing.why': 'Why Mithaq',
  'landing.tokens.title': "World's 1st Token Messaging Feature",
  'landing.tokens.body':
    'Both of you commit a few tokens to open a conversation, and timers keep replies coming. Serious intentions, no silent endings.',
  'landing.liked.title': 'See Who Liked Your Profile for Free',
  'landing.liked.body':
    'Everyone who liked you is there to see, with no paywall between you and someone who is interested.',
  'landing.filters.title': 'Free Filters and No Premium Tier',
  'landing.filters.body':
    'Filter by age, location and height at no cost. Everyone gets the same app, and tokens are only for chatting with matches.',
  'landing.copyright': '© {year} Mithaq. All rights reserved.',
  'landing.tagline': 'Bringing hearts together, the halal way.',
  'landing.language': 'Language',
}
