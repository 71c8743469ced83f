import type { Translation } from '../../translator'
import type en from '../en/chat'

export default {
  'chat.loading': 'Sohbet yükleniyor...',
  'chat.loadFailed': 'Eşleşme ayrıntıları yüklenemedi',
  'chat.noLongerAvailable': 'Bu sohbet artık mevcut değil.',
  'chat.tryAgain': 'Tekrar Dene',
  'chat.backToMatchesButton': 'Eşleşmelere Dön',
  'chat.conversationWith': '{name} ile sohbet',
  'chat.earlier.label': 'Önceki sohbet',
  'chat.earlier.text': '<bdi>{name}</bdi> ile önceki sohbetiniz. Yeniden konuşmak için sohbeti açın.',
  'chat.messagesFailed': 'Mesajlar yüklenemedi. Lütfen tekrar deneyin.',
  'chat.sendFailed': 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
  'chat.noMessages': 'Henüz mesaj yok. Sohbeti başlatın!',
  'chat.today': 'Bugün',
  'chat.yesterday': 'Dün',
  'chat.header.back': 'Eşleşmelere dön',
  'chat.header.options': 'Sohbet seçenekleri',
  'chat.header.viewProfile': 'Profili Gör',
  'chat.header.unmatch': 'Eşleşmeyi Kaldır',
  'chat.header.block': 'Engelle',
  'chat.header.report': 'Şikâyet et',
  'chat.composer.label': 'Mesaj',
  'chat.composer.placeholder': 'Bir mesaj yazın...',
  'chat.composer.send': 'Mesajı gönder',
  'chat.message.sending': '· Gönderiliyor…',
  'chat.message.read': 'Okundu',
  'chat.message.sent': 'Gönderildi',
  'chat.timer.left': '{left} kaldı',
  'chat.timer.expired': 'Süre doldu',
  'chat.timer.aria': '{label}: {left}',
  'chat.timer.waitingUnlock': 'Sohbeti açması için {name} bekleniyor',
  'chat.timer.timeToUnlock': 'Sohbeti açmaya kalan süre',
  'chat.timer.startConversation': 'Sohbeti başlatın',
  'chat.timer.yourTurn': 'Yanıt sırası sizde',
  'chat.timer.waitingFor': '{name} bekleniyor',
  'chat.timer.payThem':
    'Ödemenizi yaptınız. {name} süre dolmadan ödemezse jetonlarınız size geri döner, {name} {penalty} kaybeder ve eşleşme sona erer.',
  'chat.timer.payMe':
    '{name} ödemesini yaptı. Süre dolmadan ödemezseniz {penalty} kaybedersiniz, {name} iadesini alır ve eşleşme sona erer.',
  'chat.timer.payEither':
    'Sohbet süre dolmadan açılmazsa ödeyen iadesini alır, ödemeyen {penalty} kaybeder ve eşleşme sona erer.',
  'chat.timer.firstMessage':
    'Süre dolmadan ikinizden biri ilk mesajı göndermezse eşleşme sona erer. Açmak için harcanan jetonlar iade edilmez.',
  'chat.timer.replyMe': 'Süre dolmadan yanıt vermezseniz {penalty} kaybedersiniz ve eşleşme sona erer.',
  'chat.timer.replyThem':
    '{name} süre dolmadan yanıt vermezse {name} {penalty} kaybeder ve eşleşme sona erer.',
  'chat.payment.title': 'Sohbetinizi açın',
  'chat.payment.yourBalance': 'Bakiyeniz',
  'chat.payment.theyPaidPay':
    '<bdi>{name}</bdi> ödemesini yaptı. Sohbetinizi açmak için {count, plural, one {# jeton} other {# jeton}} ödeyin.',
  'chat.payment.youPaid': '{count, plural, one {# jeton ödediniz} other {# jeton ödediniz}}',
  'chat.payment.youNotPaid': 'Henüz ödeme yapmadınız',
  'chat.payment.theyPaid': '<bdi>{name}</bdi> ödemesini yaptı',
  'chat.payment.theyNotPaid': '<bdi>{name}</bdi> henüz ödemedi',
  'chat.payment.waiting': 'Ödeme için <bdi>{name}</bdi> bekleniyor. Ödeme yapılır yapılmaz sohbet açılır.',
  'chat.payment.paying': 'Ödeniyor...',
  'chat.payment.pay': '{count, plural, one {# jeton öde} other {# jeton öde}}',
  'chat.payment.express': '{count, plural, one {Ekspres erişim · # jeton} other {Ekspres erişim · # jeton}}',
  'chat.payment.cannotPay': 'Bakiyeniz {balance}: açmak için {standard}, ekspres için {express} gerekir.',
  'chat.payment.cannotExpress':
    'Bakiyeniz {balance}: {standard} ödemeye yeter, ekspres ({express}) için yetmez.',
  'chat.payment.expressHint':
    'Her biriniz {standard} jeton öder ya da siz {express} ödersiniz ve sohbet ikiniz için birden açılır.',
  'chat.payment.failed': 'Ödeme işlenemedi',
  'chat.payment.takingYouBack': 'Eşleşmelerinize dönülüyor…',
  'chat.antiGhosting.title': 'Sohbetler neden jetonla başlar',
  'chat.antiGhosting.seriously': 'Her birinizden birkaç jeton, bu eşleşmeyi ciddiye aldığınızı gösterir.',
  'chat.antiGhosting.penalty':
    'Sohbeti süresi içinde açmamak ya da süre dolmadan yanıt vermemek bir jeton cezaya yol açar.',
  'chat.antiGhosting.refund': 'Sohbet hiç açılmazsa, onun için ödenen her jeton iade edilir.',
  'chat.antiGhosting.manners': 'Edebe özen gösterin, helal sınırlar içinde kalın ve zamanında yanıt verin.',
  'chat.unmatch.title': '{name} ile eşleşme kaldırılsın mı?',
  'chat.unmatch.confirm': '{fee} karşılığında eşleşmeyi kaldır',
  'chat.unmatch.busy': 'Eşleşme kaldırılıyor...',
  'chat.unmatch.cost':
    'Eşleşmeyi kaldırmak, sohbet açıldıktan sonra {after}, öncesinde {before} tutar. Bu sohbet için tutar <b>{fee}</b> olup hemen bakiyenizden düşülür.',
  'chat.unmatch.refunded': 'Sohbet açılmadı, bu yüzden onun için yapılan her ödeme önce iade edilir.',
  'chat.unmatch.refundedYours':
    'Sohbet açılmadı, bu yüzden onun için yapılan her ödeme, ödediğiniz {paid} dahil, önce iade edilir.',
  'chat.unmatch.readable':
    'Sohbet okunabilir kalır ve daha sonra biten eşleşmelerinizden <bdi>{name}</bdi> ile yeniden eşleşebilirsiniz.',
  'chat.unmatch.done': '{name} ile eşleşmeyi kaldırdınız',
  'chat.unmatch.balanceNow': 'Bakiyeniz artık {balance}.',
  'chat.unmatch.failed': 'Eşleşme kaldırılamadı. Lütfen tekrar deneyin.',
  'chat.ended.youUnmatched': '<bdi>{name}</bdi> ile eşleşmeyi kaldırdınız.',
  'chat.ended.theyUnmatched': '<bdi>{name}</bdi> sizinle eşleşmeyi kaldırdı.',
  'chat.ended.nonResponse': 'Yanıt gelmediği için otomatik olarak sona erdi: sohbet ilerlemeden süre doldu.',
  'chat.ended.readOnly': 'Bu sohbet artık salt okunur.',
  'chat.ended.rematchLink': 'Biten eşleşmelerinizden yeniden eşleşin',
  'chat.ended.seeUnmatched': 'Biten eşleşmelerinizi görün',
  'chat.safety.firstMessageNote':
    'Güvende kalın: birbirinizi iyice tanıyana kadar sohbeti Mithaq’ta sürdürün, asla para göndermeyin ve size yanlış gelen her şeyi şikâyet edin.',
  'chat.safety.draftTitleMoney': 'Para mı konuşuyorsunuz?',
  'chat.safety.draftTitleContact': 'İletişim bilgisi mi paylaşıyorsunuz?',
  'chat.safety.draftAdviceMoney':
    'Tanışmadığınız birine asla para, hediye kartı veya yatırım göndermeyin. Bu mesajı yine de gönderebilirsiniz.',
  'chat.safety.draftAdviceContact':
    'Bir numara, e-posta adresi veya başka bir uygulama paylaşmadan önce acele etmeyin: bir sorun olursa burada şikâyet edebilir ve engelleyebilirsiniz. Bu mesajı yine de gönderebilirsiniz.',
  'chat.safety.receivedTitleMoney': 'Bu mesaj paradan söz ediyor',
  'chat.safety.receivedTitleContact': 'Bu mesaj iletişim bilgisi paylaşıyor',
  'chat.safety.receivedAdviceMoney':
    'Dolandırıcılar sık sık yatırımdan, kriptodan veya para transferinden söz eder. Tanışmadığınız birine asla para veya hediye kartı göndermeyin.',
  'chat.safety.receivedAdviceContact':
    'Dolandırıcılar sohbeti sık sık kimsenin yardım edemeyeceği başka bir uygulamaya taşır. Acele etmeyin ve emin değilseniz burada konuşmaya devam edin.',
  'chat.safety.report': 'Şikâyet et',
  'chat.safety.reportReasonMoney': 'Sohbetimizdeki bir mesaj para veya yatırım hakkında soru sordu.',
  'chat.safety.reportReasonContact':
    'Sohbetimizdeki bir mesaj, konuşmayı başka yere taşımak için iletişim bilgisi paylaştı.',
  'chat.header.revealPictures': 'Fotoğraflarımı {name} ile paylaş',
  'chat.header.blurPictures': 'Fotoğraflarımı yeniden bulanıklaştır',
  'chat.pictures.revealed': '{name} artık fotoğraflarınızı görebilir.',
  'chat.pictures.blurred': 'Fotoğraflarınız {name} için yeniden bulanık.',
} satisfies Translation<typeof en>
