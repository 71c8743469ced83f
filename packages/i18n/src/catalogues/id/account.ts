import type { Translation } from '../../translator'
import type en from '../en/account'

export default {
  'account.management.title': 'Pengelolaan Akun',
  'account.management.intro':
    'Perlu istirahat? Nonaktifkan akun dan kembali kapan pun Anda masuk. Menghapus akan menghilangkan akun Anda untuk selamanya.',
  'account.management.deactivate': 'Nonaktifkan Akun Saya',
  'account.management.delete': 'Hapus Akun Saya',
  'account.signedOutEverywhere': 'Anda keluar dari semua perangkat.',
  'account.deactivate.title': 'Nonaktifkan akun Anda?',
  'account.deactivate.description': 'Beristirahatlah selama yang Anda perlukan. Inilah yang terjadi:',
  'account.deactivate.confirm': 'Nonaktifkan',
  'account.deactivate.busy': 'Menonaktifkan...',
  'account.deactivate.hidden': 'Profil Anda disembunyikan dari Jelajahi dan dari daftar Disukai semua orang.',
  'account.deactivate.matchesEnd':
    'Kecocokan aktif Anda berakhir, tanpa biaya. Token yang dibayar untuk obrolan yang belum pernah dibuka dikembalikan.',
  'account.deactivate.comeBack': 'Untuk kembali, cukup masuk lagi dan profil Anda akan muncul kembali.',
  'account.delete.title': 'Hapus akun Anda?',
  'account.delete.description': 'Ini permanen dan tidak dapat dibatalkan.',
  'account.delete.confirm': 'Hapus Permanen',
  'account.delete.busy': 'Menghapus...',
  'account.delete.profileErased': 'Profil dan foto Anda dihapus.',
  'account.delete.matchesErased': 'Kecocokan dan pesan Anda dihapus.',
  'account.delete.onlyBreak':
    'Jika Anda hanya perlu istirahat, Anda bisa menonaktifkan akun sebagai gantinya.',
  'account.data.title': 'Data Anda',
  'account.data.intro':
    'Unduh salinan semua yang kami simpan tentang Anda: profil dan foto, suka, kecocokan beserta pesannya, token, notifikasi, dan laporan yang Anda buat. Salinan dibuat saat Anda meminta dan tidak disimpan di tempat lain.',
  'account.data.download': 'Unduh Data Saya',
  'account.data.preparing': 'Menyiapkan data Anda...',
  'account.data.downloading': 'Data Anda sedang diunduh',
  'account.data.downloadingText': 'File zip berisi data dan foto Anda, baru saja dibuat.',
  'account.data.failed': 'Kami tidak dapat menyiapkan data Anda',
} satisfies Translation<typeof en>
