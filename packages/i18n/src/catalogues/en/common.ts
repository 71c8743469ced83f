export default {
  'common.notFound.title': 'Oops! Page not found',
  'common.notFound.body': 'The page you are looking for does not exist or has moved.',
  'common.notFound.home': 'Return to Home',
}
