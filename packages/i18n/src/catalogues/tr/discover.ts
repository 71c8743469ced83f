import type { Translation } from '../../translator'
import type en from '../en/discover'

export default {
  'discover.tryAgain': 'Tekrar Deneyin',
  'discover.adjustFilters': 'Filtreleri Düzenle',
  'discover.seenEveryone': 'Şimdilik filtrelerinize uyan herkesi gördünüz.',
  'discover.passedMatchFilters':
    'Geçtiğiniz bazı kişiler bu filtrelere uyuyor: Baştan Başla onları size yeniden gösterir.',
  'discover.startOverHint': 'Baştan Başla, geçtiğiniz kişileri size yeniden gösterir.',
  'discover.undoPassOn': '{name} için geçmeyi geri al',
  'discover.like': '{name} adlı kişiyi beğen',
  'discover.passOn': '{name} adlı kişiyi geç',
  'discover.filters': 'Filtreler',
  'discover.filtersActive': 'Filtreler (etkin)',
  'discover.cardLabel': '{name}, {age}',
  'discover.showing': 'Gösterilen: {name}, {age}',
  'discover.keyTip':
    'İpucu: geçmek için <pass>{passKey}</pass>, beğenmek için <like>{likeKey}</like> tuşuna basın.',
  'discover.filtersDescription':
    'Keşfet’te kimlerin görüneceğini seçin. Filtreleriniz bir dahaki sefer için kaydedilir.',
  'discover.age': 'Yaş',
  'discover.minAge': 'En düşük yaş',
  'discover.maxAge': 'En yüksek yaş',
  'discover.height': 'Boy',
  'discover.minHeight': 'En kısa boy',
  'discover.maxHeight': 'En uzun boy',
  'discover.verifiedOnly': 'Yalnızca doğrulanmış profiller',
  'discover.verifiedOnlyHint':
    'Yalnızca özçekimi bir moderatör tarafından fotoğraflarıyla karşılaştırılmış üyeler.',
  'discover.reset': 'Sıfırla',
  'discover.saving': 'Kaydediliyor...',
  'discover.applyFilters': 'Filtreleri Uygula',
  'discover.countries': 'Ülkeler',
  'discover.anyCountry':
    'Herhangi bir ülke. Yalnızca orada yaşayanları görmek için bir veya daha fazla ülke seçin.',
  'discover.countriesChosen': '{count} seçildi.',
  'discover.countriesChosenMax': '{count} seçildi (en fazla {max} seçebilirsiniz).',
  'discover.chosenCountries': 'Seçilen ülkeler',
  'discover.removeCountry': 'Kaldır: {country}',
  'discover.searchCountries': 'Ülke ara',
  'discover.countriesToChoose': 'Seçilebilecek ülkeler',
  'discover.noCountryMatches': '“{query}” ile eşleşen ülke yok.',
} satisfies Translation<typeof en>
