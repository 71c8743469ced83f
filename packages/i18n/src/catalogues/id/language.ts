import type { Translation } from '../../translator'
import type en from '../en/language'

export default {
  'language.label': 'Bahasa',
  'language.accountHint':
    'Mithaq, email, dan notifikasinya menggunakan bahasa ini, di setiap perangkat tempat Anda masuk.',
  'language.saveFailed': 'Bahasa Anda tidak dapat disimpan. Silakan coba lagi.',
  'language.saving': 'Menyimpan…',
} satisfies Translation<typeof en>
