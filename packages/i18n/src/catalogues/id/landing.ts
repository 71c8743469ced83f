import type { Translation } from '../../translator'
import type en from '../en/landing'

export default {
  'landing.description':
    'Mithaq: aplikasi pernikahan Muslim tanpa ghosting. Pesan Anda tak akan lagi diabaikan.',
  'landing.headline':
    'Platform Aplikasi Pernikahan Muslim Tanpa Ghosting. Pesan Anda Tak Akan Lagi Diabaikan.',
  'landing.intro':
    'Dengan token anti-ghosting kami, Anda berdua berkomitmen sebelum percakapan dimulai, dan penghitung waktu yang lembut memastikan setiap pesan mendapat jawaban. Bertaaruflah dengan seseorang yang serius menuju pernikahan, dengan saling menghormati.',
  'landing.getStarted': 'Mulai Sekarang',
  'landing.member': 'Sudah Menjadi Anggota?',
  'landing.why': 'Mengapa Mithaq',
  'landing.tokens.title': 'Fitur Pesan dengan Token Pertama di Dunia',
  'landing.tokens.body':
    'Anda berdua menyisihkan beberapa token untuk membuka percakapan, dan penghitung waktu menjaga balasan terus berdatangan. Niat yang serius, tanpa akhir yang sunyi.',
  'landing.liked.title': 'Lihat Siapa yang Menyukai Profil Anda secara Gratis',
  'landing.liked.body':
    'Semua orang yang menyukai Anda dapat dilihat, tanpa biaya langganan yang menghalangi Anda dari seseorang yang tertarik.',
  'landing.filters.title': 'Filter Gratis dan Tanpa Paket Premium',
  'landing.filters.body':
    'Saring berdasarkan usia, lokasi, dan tinggi badan tanpa biaya. Semua orang mendapat aplikasi yang sama, dan token hanya untuk bercakap dengan orang yang cocok dengan Anda.',
  'landing.copyright': '© {year} Mithaq. Hak cipta dilindungi.',
  'landing.tagline': 'Menyatukan hati dengan cara yang halal.',
  'landing.language': 'Bahasa',
} satisfies Translation<typeof en>
