import type { Translation } from '../../translator'
import type en from '../en/common'

export default {
  'common.notFound.title': 'Ups! Halaman tidak ditemukan',
  'common.notFound.body': 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
  'common.notFound.home': 'Kembali ke Beranda',
} satisfies Translation<typeof en>
