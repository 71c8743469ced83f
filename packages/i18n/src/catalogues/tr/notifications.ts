import type { Translation } from '../../translator'
import type en from '../en/notifications'

export default {
  'notifications.title.like': 'Yeni Beğeni!',
  'notifications.title.match': 'Yeni Eşleşme!',
  'notifications.title.message': 'Yeni Mesaj',
  'notifications.title.chat_unlocked': 'Sohbet Açıldı!',
  'notifications.title.payment_required': 'Ödeme Gerekli',
  'notifications.title.reminder': 'Süre Doluyor',
  'notifications.title.test': 'Deneme Bildirimi',

  'notifications.someone': 'Biri',
  'notifications.demoSender': '{name} (deneme üyesi)',

  'notifications.like': '{name} profilinizi beğendi!',
  'notifications.message': '{name}: {content}',
  'notifications.messageNoText': '{name} size bir mesaj gönderdi.',
  'notifications.messages':
    '{count, plural, one {{name} size # yeni mesaj gönderdi: {content}} other {{name} size # yeni mesaj gönderdi: {content}}}',
  'notifications.messagesNoText':
    '{count, plural, one {{name} size # yeni mesaj gönderdi.} other {{name} size # yeni mesaj gönderdi.}}',
  'notifications.rematch': '{name} sizinle yeniden eşleşti!',
  'notifications.rematchMore': 'Yeniden konuşmak için sohbeti açın.',
  'notifications.match': '{name} ile eşleştiniz!',
  'notifications.matchMore': 'Konuşmaya başlamak için sohbeti açın.',
  'notifications.chatUnlocked': '{name} ile sohbetiniz açık. Selam verin!',
  'notifications.paymentRequired':
    '{name} sohbetinizi açmak için ödeme yaptı. Konuşmaya başlamak için siz de açın.',
  'notifications.test': 'Anlık bildirimler çalışıyor.',

  'notifications.reminder.generic': '{name} ile eşleşmeniz sizi bekliyor.',
  'notifications.reminder':
    '{kind, select, payment_window {{name} ile sohbetiniz açılmayı bekliyor. Eşleşmenizi korumak için süre dolmadan sohbeti açın.} first_message {{name} ile sohbetiniz açık. Eşleşmenizi korumak için süre dolmadan selam verin.} other {{name} yanıtınızı bekliyor. Eşleşmenizi korumak için süre dolmadan yanıt verin.}}',
  'notifications.reminder.left':
    '{kind, select, payment_window {{name} ile sohbetinizi açma süresi} first_message {{name} adlı kişiye ilk mesajı gönderme süresi} other {{name} adlı kişiye yanıt verme süresi}} yakında doluyor: {left}.',
  'notifications.reminder.ranOut':
    '{kind, select, payment_window {{name} ile sohbetinizi açma süresi} first_message {{name} adlı kişiye ilk mesajı gönderme süresi} other {{name} adlı kişiye yanıt verme süresi}} doldu.',
  'notifications.reminder.endsSoon':
    '{kind, select, payment_window {{name} ile sohbetinizi açma süresi} first_message {{name} adlı kişiye ilk mesajı gönderme süresi} other {{name} adlı kişiye yanıt verme süresi}} yakında doluyor.',
  'notifications.reminder.wasRunningOut':
    '{kind, select, payment_window {{name} ile sohbetinizi açma süresi} first_message {{name} adlı kişiye ilk mesajı gönderme süresi} other {{name} adlı kişiye yanıt verme süresi}} dolmak üzereydi.',

  'notifications.heading': 'Bildirimler',
  'notifications.markAllRead': 'Tümünü okundu olarak işaretle',
  'notifications.markReadFailed': 'Bildirimler okundu olarak işaretlenemedi',
  'notifications.loading': 'Bildirimler yükleniyor...',
  'notifications.empty': 'Henüz bildirim yok',
  'notifications.emptyHint':
    'Beğeniler, eşleşmeler, mesajlar ve süre dolmadan önceki hatırlatmalar burada görünecek.',
  'notifications.listLabel': 'Bildirimler',
  'notifications.loadMore': 'Daha fazla yükle',
  'notifications.loadMoreFailed': 'Daha fazla bildirim yüklenemedi. Lütfen tekrar deneyin.',
  'notifications.unread': 'Okunmadı',
  'notifications.bell': 'Bildirimler',
  'notifications.bellUnread':
    'Bildirimler, {count, plural, one {# okunmamış bildirim} other {# okunmamış bildirim}}',
  'notifications.newLikes': '{count, plural, one {# yeni beğeni} other {# yeni beğeni}}',

  'notifications.push.heading': 'Anlık bildirimler',
  'notifications.push.kind.like': 'Beğeniler',
  'notifications.push.kind.match': 'Yeni eşleşmeler',
  'notifications.push.kind.message': 'Mesajlar',
  'notifications.push.kind.chat_unlocked': 'Sohbet açıldı',
  'notifications.push.kind.payment_required': 'Ödeme gerekli',
  'notifications.push.kind.reminder': 'Dolmak üzere olan süreler',
  'notifications.push.state.checking': 'Bu cihaz kontrol ediliyor…',
  'notifications.push.state.unsupported':
    'Bu tarayıcı anlık bildirim gösteremiyor. Her şey yine de burada, bu ekranda görünür.',
  'notifications.push.state.deniedInApp':
    'Bu telefonda Mithaq bildirimleri engellendi. Almak için telefonunuzun ayarlarından Mithaq bildirimlerine izin verin, sonra buraya dönün.',
  'notifications.push.offerDeniedInApp':
    'Bu telefonda bildirimler engellendi. Daha sonra telefonunuzun ayarlarından izin verebilirsiniz.',
  'notifications.push.state.denied':
    'Bu tarayıcıda Mithaq bildirimleri engellenmiş. Bildirim almak için tarayıcınızın ayarlarından bu siteye bildirim izni verin, sonra buraya geri dönün.',
  'notifications.push.state.off':
    'Mithaq kapalıyken bile beğenilerden, eşleşmelerden, mesajlardan ve dolmak üzere olan sürelerden haberdar olun.',
  'notifications.push.state.on': 'Bu cihazda anlık bildirimler açık.',
  'notifications.push.failed': 'Bildirimler şu anda açılamadı. Lütfen tekrar deneyin.',
  'notifications.push.turnOn': 'Bildirimleri aç',
  'notifications.push.turnOff': 'Bu cihazda kapat',
  'notifications.push.choose': 'Nelerden haberdar olacağınızı seçin',
  'notifications.push.loadingChoices': 'Seçimleriniz yükleniyor…',
  'notifications.push.choicesFailed': 'Seçimleriniz yüklenemedi.',
  'notifications.push.tryAgain': 'Tekrar deneyin',
  'notifications.push.byKind': 'Türe göre anlık bildirimler',
  'notifications.push.saveFailed': 'Bu değişiklik kaydedilemedi. Lütfen tekrar deneyin.',
  'notifications.push.offerOn': 'Bildirimler açık. Sıra size geldiğinde size haber vereceğiz.',
  'notifications.push.offerDenied':
    'Bu tarayıcıda bildirimler engellenmiş. Daha sonra tarayıcınızın ayarlarından izin verebilirsiniz.',
  'notifications.push.offer':
    'Mithaq kapalıyken bile sıranın size geldiğini (bir ödeme, bir yanıt, dolmak üzere olan bir süre) öğrenmek ister misiniz?',
  'notifications.push.offerFailed': 'Bu işe yaramadı. Bildirimler ekranından tekrar deneyin.',
} satisfies Translation<typeof en>
