import type { Translation } from '../../translator'
import type en from '../en/terms'

// Kullanım Koşulları (/terms). Bağlayıcı metin İngilizcedir (terms.binding).
export default {
  'terms.title': 'Kullanım Koşulları',
  'terms.updated': '{date} tarihinden beri geçerli',
  'terms.binding':
    'Bu koşullar İngilizce yazılmıştır ve bağlayıcı olan İngilizce metindir. Bu çeviri, okumanızı kolaylaştırmak için sunulmuştur.',
  'terms.intro':
    'Mithaq, Müslümanların ciddi, saygılı ve helal bir yolla eş bulmalarına yardım etmek için var. Bu koşullar sizinle aramızdaki anlaşmadır: Mithaq’tan neler bekleyebileceğinizi, bizim ve diğer üyelerin sizden neler beklediğini anlatır. Hesap oluşturarak bu koşulları ve <privacy>Gizlilik Politikamızı</privacy> kabul etmiş olursunuz. Lütfen okuyun: kısadır ve sade bir dille yazılmıştır.',

  'terms.eligibility.title': 'Kimler katılabilir',
  'terms.eligibility.age': '<strong>18 yaşında veya daha büyüksünüz</strong>.',
  'terms.eligibility.free':
    'İslam hukukuna ve yaşadığınız ülkenin yasalarına göre evlenmenize bir engel yoktur.',
  'terms.eligibility.one':
    'Yalnızca bir hesabınız vardır ve o hesap size aittir: başkasıyla paylaşmaz, satmazsınız.',
  'terms.eligibility.true':
    'Kendiniz hakkında söyledikleriniz doğrudur ve fotoğraflar size aittir. Bir veli size yardım edebilir, ama profil sizin adınıza konuşur.',

  'terms.purpose.title': 'Mithaq ne içindir',
  'terms.purpose.body':
    'Mithaq, samimi olarak evlenmek isteyenler içindir. Gelip geçici ilişkilerin, eğlence için flörtün ya da karşı cinsle arkadaşlığın yeri değildir. Ailenizi ya da velinizi (veli) sürece katmanızı, yazışmalarınızı edep sınırları içinde tutmanızı ve zamanı geldiğinde ailenin yanında ya da herkese açık bir yerde görüşmenizi öneririz.',

  'terms.conduct.title': 'Birbirimize nasıl davranırız',
  'terms.conduct.intro':
    'Her üyeye, kız ya da erkek kardeşinize nasıl davranılmasını istiyorsanız öyle davranın. Mithaq’ta şunları yapmamalısınız:',
  'terms.conduct.sexual':
    'söz ya da görüntüyle cinsel, edepsiz veya hayasız hiçbir şey göndermek ya da paylaşmak;',
  'terms.conduct.harass':
    'kimseye hakaret etmek, taciz etmek, tehdit etmek ya da baskı yapmak; ilgilenmediğini açıkça belli eden birine yazmayı sürdürmek;',
  'terms.conduct.hate': 'kimseye kökeni, dili, mezhebi, rengi ya da geçmişi yüzünden saldırmak;',
  'terms.conduct.money':
    'kimseden para, hediye ya da banka bilgisi istemek veya bunları teklif etmek; herhangi bir işin, bağlantının ya da başka bir hizmetin reklamını yapmak;',
  'terms.conduct.fake':
    'başkası gibi davranmak, başka birinin fotoğraflarını kullanmak ya da medeni durumunuzu yanlış bildirmek;',
  'terms.conduct.private':
    'başka bir üyenin fotoğraflarını, mesajlarını ya da kişisel bilgilerini izni olmadan Mithaq dışında paylaşmak;',
  'terms.conduct.minors': '18 yaşından küçük birini herhangi bir şekilde işin içine katmak;',
  'terms.conduct.harm':
    'yasaları çiğnemek, bir engellemeyi ya da kısıtlamayı aşmaya çalışmak, uygulamaya zarar vermek, onu aşırı yüklemek ya da kötüye kullanmak.',

  'terms.content.title': 'Paylaştıklarınız',
  'terms.content.body':
    'Profiliniz, fotoğraflarınız ve mesajlarınız size ait kalır. Bunları saklamamıza ve uygulamanın gösterdiği üyelere göstermemize, yalnızca Mithaq’ı çalıştırmak için izin verirsiniz. Paylaştıklarınızdan siz sorumlusunuz; yalnızca paylaşma hakkınız olanı paylaşın.',

  'terms.safety.title': 'Şikâyet etme ve engelleme',
  'terms.safety.body':
    'Biri kötü davranırsa onu istediğiniz an <strong>engelleyebilirsiniz</strong>: artık uygulamanın hiçbir yerinde birbirinizi görmezsiniz. Ayrıca bir sebep belirterek onu <strong>şikâyet edebilirsiniz</strong>; moderatörlerimiz her şikâyeti okur. Acil bir durumda önce yerel yetkililere başvurun.',

  'terms.moderation.title': 'Moderatörlerimiz neler yapabilir',
  'terms.moderation.intro':
    'Mithaq’ın güvenli ve saygılı kalması için moderatörlerimiz şikâyetleri inceler ve olanla orantılı olarak şunları yapabilir:',
  'terms.moderation.remove': 'bu koşullara aykırı bir fotoğrafı, yazıyı ya da mesajı kaldırmak;',
  'terms.moderation.warn': 'uyarı vermek;',
  'terms.moderation.suspend': 'bir hesabı belli bir süre askıya almak;',
  'terms.moderation.ban':
    'ağır ya da tekrarlanan ihlallerde bir hesabı kalıcı olarak kapatmak ve aynı kişiye yeni hesap açtırmamak.',
  'terms.moderation.appeal':
    'Hesabınız askıya alınır ya da kapatılırsa, giriş yapmaya çalıştığınızda nedeni size söylenir ve bir kez itiraz edebilirsiniz; itirazınızı bir moderatör okur.',

  'terms.tokens.title': 'Jetonlar',
  'terms.tokens.what':
    'Jetonlar, Mithaq içinde bazı özellikleri kullanma hakkıdır; örneğin eşleştiğiniz kişiyle sohbeti açmak gibi. <strong>Jetonlar para değildir.</strong> Parasal değerleri yoktur; para ya da başka bir şeyle değiştirilemez, başka bir üyeye verilemez ya da satılamaz ve uygulamanın dışına çıkarılamaz.',
  'terms.tokens.rules':
    'Her özelliğin kaç jeton tuttuğu ve jetonların ne zaman geri verildiği, size bir jeton bile harcatmadan önce uygulamadaki “Jetonlar nasıl işler?” bölümünde anlatılır. Jetonlar yalnızca bu kurallara göre iade edilir: örneğin açmak için ödediğiniz bir sohbet, süresi içinde açılmadığı için hiç açılmazsa ödemeniz size tamamen geri döner.',
  'terms.tokens.buying':
    'Jetonları paketler hâlinde satın alabilirsiniz. Satın aldığınız şey, Mithaq içinde jeton kullanma hakkının ta kendisidir: <strong>para değildir</strong>, emanet de değildir ve diğer tüm jetonlar gibi <strong>nakit değeri yoktur</strong>. Her paketin fiyatı ödemeden önce gösterilir. Web’de ödemeyi <strong>Stripe</strong> işler; Android ve iOS uygulamalarında ise kendi koşulları altında <strong>Google Play</strong> ya da <strong>App Store</strong>. Jetonlar ödeme onaylandıktan sonra eklenir.',
  'terms.tokens.refunds':
    'Satın alınan jetonlar eklendikleri anda kullanılabilir; bu yüzden jetonları cüzdanınıza geçen bir satın alım, ülkenizin yasası size bu hakkı tanımadıkça ya da biz kendimiz iade etmedikçe (örneğin bir hatadan sonra) iade edilmez. Uygulamalarda yapılan satın alımları Apple ya da Google kendi kurallarına göre iade eder. Bir satın alım iade edildiğinde ya da ödemesi geri çevrildiğinde (ters ibraz), jetonları geri alınır: onları kullanmışsanız bakiyeniz sıfırın altına düşebilir ve yeniden sıfırın üstüne çıkana kadar jetonla ödeme yapamazsınız.',
  'terms.tokens.end': 'Bir hesap silindiğinde ya da kapatıldığında jetonları da onunla birlikte sona erer.',

  'terms.ending.title': 'Hesabınızı sonlandırmak',
  'terms.ending.you':
    'İstediğiniz zaman bırakabilirsiniz: hesabınızı gizlemek için devre dışı bırakın ya da Hesap ekranından silin. Bu durumda verilerinize ne olacağı <privacy>Gizlilik Politikası</privacy>’nda anlatılır.',
  'terms.ending.us':
    'Bu koşulları çiğneyen bir hesabı yukarıda anlatıldığı gibi ya da yasa gerektirdiğinde askıya alabilir veya kapatabiliriz.',

  'terms.liability.title': 'Sorumluluğumuz',
  'terms.liability.members':
    'Mithaq’ı güvenli tutmak için çok çalışıyoruz, ama her üyenin kalbini bilemeyiz, söylediği her şeyi de doğrulayamayız. Acele etmeyin, soru sorun, ailenizi sürece katın ve burada tanıştığınız birine asla para göndermeyin.',
  'terms.liability.service':
    'Mithaq’ı olduğu gibi sunuyoruz; her zaman erişilebilir ya da hatasız olacağına, eş bulacağınıza dair söz veremeyiz. Yasanın izin verdiği ölçüde, üyelerin söylediklerinden ya da yaptıklarından ve uygulamanın kullanımından doğan kayıplardan sorumlu değiliz. Bu koşullardaki hiçbir şey, ülkenizin yasalarının size tanıdığı ve vazgeçilemeyen haklarınızı elinizden almaz.',

  'terms.changes.title': 'Bu koşullardaki değişiklikler',
  'terms.changes.body':
    'Bu koşullar değiştiğinde en üstteki tarih değişir ve uygulama bir sonraki girişinizde bunu size bildirir. Yeni koşulları kabul etmiyorsanız hesabınızı silebilirsiniz; Mithaq’ı kullanmaya devam ederseniz onları kabul etmiş olursunuz.',

  'terms.law.title': 'Uygulanacak hukuk',
  'terms.law.body':
    'Bu koşullar, Mithaq’ın işletildiği ülkenin hukukuna tabidir. Başka bir ülkede yaşıyorsanız, kendi ülkenizin yasalarının tüketici olarak size tanıdığı korumayı korursunuz ve bir anlaşmazlığı o ülkenin mahkemelerine götürebilirsiniz.',

  'terms.contact.title': 'Bize ulaşın',
  'terms.contact.body':
    'Bu koşullarla ilgili her soru için <mail>{email}</mail> adresine yazın. Aynı adres Hesap ekranınızda da yer alır.',
} satisfies Translation<typeof en>
