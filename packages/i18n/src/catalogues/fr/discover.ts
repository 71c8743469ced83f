import type { Translation } from '../../translator'
import type en from '../en/discover'

export default {
  'discover.tryAgain': 'Réessayer',
  'discover.adjustFilters': 'Modifier les filtres',
  'discover.seenEveryone':
    'Vous avez vu pour l’instant toutes les personnes qui correspondent à vos filtres.',
  'discover.passedMatchFilters':
    'Des profils que vous avez passés correspondent à ces filtres : « Recommencer » vous les remontre.',
  'discover.startOverHint': '« Recommencer » vous remontre les profils que vous avez passés.',
  'discover.undoPassOn': 'Annuler « Passer » pour {name}',
  'discover.like': 'Marquer votre intérêt pour {name}',
  'discover.passOn': 'Passer le profil de {name}',
  'discover.filters': 'Filtres',
  'discover.filtersActive': 'Filtres (actifs)',
  'discover.cardLabel': '{name}, {age}',
  'discover.showing': 'Profil affiché : {name}, {age}',
  'discover.keyTip':
    'Astuce : appuyez sur <pass>{passKey}</pass> pour passer et sur <like>{likeKey}</like> pour marquer votre intérêt.',
  'discover.filtersDescription':
    'Choisissez qui apparaît dans Découvrir. Vos filtres sont enregistrés pour la prochaine fois.',
  'discover.age': 'Âge',
  'discover.minAge': 'Âge minimum',
  'discover.maxAge': 'Âge maximum',
  'discover.height': 'Taille',
  'discover.minHeight': 'Taille minimum',
  'discover.maxHeight': 'Taille maximum',
  'discover.verifiedOnly': 'Profils vérifiés uniquement',
  'discover.verifiedOnlyHint':
    'Uniquement les membres dont un modérateur a comparé le selfie à leurs photos.',
  'discover.reset': 'Réinitialiser',
  'discover.saving': 'Enregistrement…',
  'discover.applyFilters': 'Appliquer les filtres',
  'discover.countries': 'Pays',
  'discover.anyCountry':
    'Tous les pays. Choisissez-en un ou plusieurs pour ne voir que les personnes qui y vivent.',
  'discover.countriesChosen': 'Pays choisis : {count}.',
  'discover.countriesChosenMax': 'Pays choisis : {count} (au maximum {max}).',
  'discover.chosenCountries': 'Pays choisis',
  'discover.removeCountry': 'Retirer {country}',
  'discover.searchCountries': 'Rechercher un pays',
  'discover.countriesToChoose': 'Pays à choisir',
  'discover.noCountryMatches': 'Aucun pays ne correspond à « {query} ».',
} satisfies Translation<typeof en>
