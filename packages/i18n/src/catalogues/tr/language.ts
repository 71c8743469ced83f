import type { Translation } from '../../translator'
import type en from '../en/language'

export default {
  'language.label': 'Dil',
  'language.accountHint':
    'Mithaq, e-postaları ve bildirimleri, giriş yaptığınız her cihazda bu dili konuşur.',
  'language.saveFailed': 'Diliniz kaydedilemedi. Lütfen tekrar deneyin.',
  'language.saving': 'Kaydediliyor…',
} satisfies Translation<typeof en>
