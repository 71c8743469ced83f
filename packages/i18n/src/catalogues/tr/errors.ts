import type { Translation } from '../../translator'
import type en from '../en/errors'

export default {
  'errors.NETWORK': 'Mithaq’a ulaşamadık. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  'errors.VALIDATION_FAILED': 'Bazı bilgiler doğru değil. Lütfen kontrol edip tekrar deneyin.',
  'errors.UNAUTHENTICATED': 'Devam etmek için lütfen giriş yapın.',
  'errors.FORBIDDEN': 'Bunu yapamazsınız.',
  'errors.NOT_FOUND': 'Bunu bulamadık. Kaldırılmış olabilir.',
  'errors.CONFLICT': 'Bu zaten değişti. Lütfen sayfayı yenileyip tekrar deneyin.',
  'errors.EMAIL_TAKEN': 'Bu e-posta adresi zaten kayıtlı.',
  'errors.PAYLOAD_TOO_LARGE': 'Bu dosya çok büyük.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'Bu dosya ya da istek türü desteklenmiyor.',
  'errors.RATE_LIMITED': 'Çok fazla deneme yapıldı. Lütfen biraz bekleyip tekrar deneyin.',
  'errors.INTERNAL': 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  'errors.SERVICE_UNAVAILABLE': 'Mithaq kısa bir süreliğine kullanılamıyor. Lütfen birazdan tekrar deneyin.',
  'errors.INVALID_CREDENTIALS': 'E-posta adresi veya şifre hatalı.',
  'errors.EMAIL_NOT_VERIFIED': 'Lütfen önce e-posta adresinizi onaylayın: size bir bağlantı gönderdik.',
  'errors.INVALID_TOKEN': 'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  'errors.INVALID_ORIGIN': 'Bu istek Mithaq’tan gelmedi.',
  'errors.TOO_MANY_SOCKETS': 'Mithaq çok fazla pencerede açık. Lütfen birini kapatıp tekrar deneyin.',
  'errors.ACCOUNT_RESTRICTED': 'Bu hesap kısıtlanmış.',
  'errors.OWN_CASE':
    'Bir moderatör kendisiyle ilgili bir şikâyet ya da itiraz hakkında karar veremez: bunu başka bir moderatör yapacak.',
  'errors.MODERATOR_TARGET':
    'Bir moderatör konsoldan askıya alınamaz veya yasaklanamaz. Önce işletmecinin moderatör rolünü geri alması gerekir.',
  'errors.ASKED_TOO_SOON':
    'Karşı taraf kısa süre önce reddetti. Yanıtının üzerinden 30 gün geçtikten sonra yeniden sorabilirsiniz.',

  'errors.reason.not_participant': 'Bu eşleşmeyi bulamadık.',
  'errors.reason.match_ended': 'Bu eşleşme sona erdi.',
  'errors.reason.payment_window_closed': 'Ödeme süresi doldu, bu yüzden bu eşleşme sona erdi.',
  'errors.reason.already_unlocked': 'Bu sohbet zaten açık.',
  'errors.reason.already_paid': 'Bu eşleşme için zaten ödeme yaptınız.',
  'errors.reason.other_already_paid': 'Karşı taraf zaten ödeme yaptı: standart ücreti ödeyin.',
  'errors.reason.insufficient_tokens': 'Bunun için yeterli jetonunuz yok.',
  'errors.reason.chat_locked':
    'Bu sohbet kilitli: mesaj göndermeden önce ikinizin de sohbeti açmak için ödeme yapması gerekir.',
  'errors.reason.already_unmatched': 'Bu eşleşme zaten sona erdi.',
  'errors.reason.still_matched': 'Bu kişiyle hâlâ eşleşmiş durumdasınız.',
  'errors.reason.rematch_not_allowed': 'Bu kişiyle yeniden eşleşmek mümkün değil.',
  'errors.reason.rematch_impossible': 'Bu yeniden eşleşme artık mümkün değil.',
  'errors.reason.not_unmatched': 'Bu eşleşme sona ermedi.',
  'errors.reason.already_removed': 'Bu kişi listenizden zaten kaldırıldı.',
  'errors.reason.balance_below_zero': 'İade edilen bir satın alma sonrasında bakiyeniz sıfırın altında.',
} satisfies Translation<typeof en>
