import type { Translation } from '../../translator'
import type en from '../en/mail'

export default {
  'mail.greeting': 'Selamün aleyküm,',
  'mail.signature': 'Mithaq ekibi',

  'mail.existingSignUp.subject': 'Birisi e-posta adresinizle bir Mithaq hesabı oluşturmaya çalıştı',
  'mail.existingSignUp.body':
    'Birisi, zaten bir hesabı olan bu e-posta adresiyle yeni bir Mithaq hesabı oluşturmaya çalıştı. Bu sizseniz, yalnızca giriş yapın; şifrenizi unuttuysanız giriş sayfasındaki “Şifrenizi mi unuttunuz?” bağlantısını kullanın.',
  'mail.existingSignUp.ignore':
    'Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz; hesabınız değişmedi.',

  'mail.reset.subject': 'Mithaq şifrenizi sıfırlayın',
  'mail.reset.body':
    'Birisi Mithaq hesabınızın şifresini sıfırlamak istedi. Bu sizseniz, bu bağlantıyı bir saat içinde açın:',
  'mail.reset.button': 'Yeni bir şifre belirleyin',
  'mail.reset.ignore': 'Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz; şifreniz olduğu gibi kalır.',

  'mail.confirm.subject': 'Mithaq için e-posta adresinizi onaylayın',
  'mail.confirm.body': 'Mithaq’a hoş geldiniz. Lütfen bu bağlantıyı açarak e-posta adresinizi onaylayın:',
  'mail.confirm.button': 'E-posta adresimi onayla',
  'mail.confirm.ignore': 'Bir hesap oluşturmadıysanız bu e-postayı dikkate almayabilirsiniz.',

  'mail.guardianInvite.subject': '{name}, Mithaq’ta velisi olmanızı istiyor',
  'mail.guardianInvite.named': '{name}, bir evlilik uygulaması olan Mithaq’ta sizi velisi olarak belirledi.',
  'mail.guardianInvite.what':
    'Kabul ederseniz, konuşmalarının haftalık bir kopyasını alabilirsiniz; ancak yalnızca karşı tarafın da onay verdiği konuşmaların ve yalnızca bu onaydan sonra yazılan mesajların.',
  'mail.guardianInvite.confirm': 'Onaylamak için bu bağlantıyı açın:',
  'mail.guardianInvite.button': 'Velisi olduğumu onaylıyorum',
  'mail.guardianInvite.ignore':
    'Bu kişiyi tanımıyorsanız ya da velisi olmak istemiyorsanız bu e-postayı dikkate almayın: size hiçbir şey gönderilmeyecek.',

  'mail.transcript.subject': '{ward} ile {other} arasındaki bu haftaki Mithaq konuşması',
  'mail.transcript.intro':
    '{ward} adlı kişinin velisi olarak, {ward} ile {other} arasında {from} ile {to} arasında yazılan mesajlar aşağıdadır. {other} bunları almanızı kabul etti; ikisinden biri bunu istediği zaman durdurabilir ve o zaman başka bir şey gönderilmez.',
  'mail.transcript.private': 'Lütfen bu konuşmayı gizli tutun.',
  'mail.transcript.yourWard': 'Velisi olduğunuz kişi',
  'mail.transcript.otherPerson': 'karşı taraf',
  'mail.transcript.someone': 'Biri',

  'mail.warning.subject': 'Mithaq moderatörlerinden bir not',
  'mail.warning.body':
    'Bir üye Mithaq’taki davranışınızı şikâyet etti ve bir moderatör konuyu inceledi. Bu bir uyarıdır; hesabınız değişmedi.',
  'mail.moderatorReason': 'Moderatörün gerekçesi: {reason}',
  'mail.warning.rules':
    'Lütfen topluluk kurallarımıza uyun: saygılı olun, helal sınırlar içinde kalın ve kimseden asla para istemeyin. Aynı türden bir başka şikâyet hesabınızın askıya alınmasına yol açabilir.',

  'mail.pictureRemoved.subject': 'Mithaq profilinizden bir fotoğraf kaldırıldı',
  'mail.pictureRemoved.body': 'Bir moderatör, Mithaq profilinizdeki fotoğraflarınızdan birini kaldırdı.',

  'mail.appeal.subject': 'Mithaq moderatörlerine yaptığınız itiraz',
  'mail.appeal.lifted':
    'Bir moderatör itirazınızı okudu ve Mithaq hesabınızla ilgili kararı kaldırdı. Yeniden giriş yapabilirsiniz.',
  'mail.appeal.upheld': 'Bir moderatör itirazınızı okudu ve Mithaq hesabınızla ilgili kararı korudu.',
  'mail.appeal.answer': 'Moderatörün yanıtı: {answer}',
  'mail.purchase.subject': 'Mithaq jeton satın alımınız',
  'mail.purchase.body':
    'Teşekkürler. {price} tutarındaki ödemeniz alındı ve cüzdanınıza {tokens} eklendi. Bakiyeniz şimdi {balance}.',
  'mail.purchase.what':
    'Jetonlar Mithaq içindeki özellikleri kullanma hakkıdır; para değildir ve paraya çevrilemez. Ödeme iade edilir veya itiraz edilirse, onunla alınan jetonlar geri alınır.',
  'mail.purchase.wallet': 'Cüzdanımı aç',
} satisfies Translation<typeof en>
