import type { Translation } from '../../translator'
import type en from '../en/common'

export default {
  'common.notFound.title': 'Hata! Sayfa bulunamadı',
  'common.notFound.body': 'Aradığınız sayfa yok ya da taşındı.',
  'common.notFound.home': 'Ana Sayfaya Dön',
} satisfies Translation<typeof en>
