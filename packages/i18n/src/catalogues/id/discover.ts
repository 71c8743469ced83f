import type { Translation } from '../../translator'
import type en from '../en/discover'

export default {
  'discover.tryAgain': 'Coba Lagi',
  'discover.adjustFilters': 'Ubah Filter',
  'discover.seenEveryone': 'Untuk saat ini Anda sudah melihat semua orang yang sesuai dengan filter Anda.',
  'discover.passedMatchFilters':
    'Beberapa orang yang Anda lewati sesuai dengan filter ini: Mulai Ulang menampilkannya kembali.',
  'discover.startOverHint': 'Mulai Ulang menampilkan kembali orang-orang yang Anda lewati.',
  'discover.undoPassOn': 'Urungkan melewati {name}',
  'discover.like': 'Sukai {name}',
  'discover.passOn': 'Lewati {name}',
  'discover.filters': 'Filter',
  'discover.filtersActive': 'Filter (aktif)',
  'discover.cardLabel': '{name}, {age}',
  'discover.showing': 'Menampilkan {name}, {age}',
  'discover.keyTip':
    'Tips: tekan <pass>{passKey}</pass> untuk melewati dan <like>{likeKey}</like> untuk menyukai.',
  'discover.filtersDescription': 'Pilih siapa yang muncul di Jelajahi. Filter Anda disimpan untuk lain kali.',
  'discover.age': 'Usia',
  'discover.minAge': 'Usia minimum',
  'discover.maxAge': 'Usia maksimum',
  'discover.height': 'Tinggi badan',
  'discover.minHeight': 'Tinggi minimum',
  'discover.maxHeight': 'Tinggi maksimum',
  'discover.verifiedOnly': 'Hanya profil terverifikasi',
  'discover.verifiedOnlyHint':
    'Hanya anggota yang swafotonya telah dicocokkan moderator dengan foto-foto mereka.',
  'discover.reset': 'Atur Ulang',
  'discover.saving': 'Menyimpan...',
  'discover.applyFilters': 'Terapkan Filter',
  'discover.countries': 'Negara',
  'discover.anyCountry':
    'Negara mana saja. Pilih satu atau lebih untuk hanya melihat orang yang tinggal di sana.',
  'discover.countriesChosen': '{count} dipilih.',
  'discover.countriesChosenMax': '{count} dipilih (paling banyak {max}).',
  'discover.chosenCountries': 'Negara yang dipilih',
  'discover.removeCountry': 'Hapus {country}',
  'discover.searchCountries': 'Cari negara',
  'discover.countriesToChoose': 'Negara yang dapat dipilih',
  'discover.noCountryMatches': 'Tidak ada negara yang cocok dengan “{query}”.',
} satisfies Translation<typeof en>
