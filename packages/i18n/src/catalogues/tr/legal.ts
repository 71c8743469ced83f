import type { Translation } from '../../translator'
import type en from '../en/legal'

export default {
  'legal.title': 'Gizlilik Politikası',
  'legal.updated': 'Son güncelleme: {date}',
  'legal.binding':
    'Bu çeviri kolaylık olsun diye sunulmuştur. Politika İngilizce yazılmıştır ve bağlayıcı olan İngilizce metindir.',
  'legal.intro':
    'Mithaq, Müslümanların ciddi, saygılı ve helal bir şekilde eş bulmasına yardımcı olur. Eş aramak, bize kişisel şeyler emanet etmek demektir ve biz bu güveni bir emanet olarak taşırız. Neyi topladığımızı, neden topladığımızı, kimin gördüğünü ve sahip olduğunuz seçenekleri burada sade bir dille anlatıyoruz.',

  'legal.collect.title': 'Verilerinizi nasıl toplar ve kullanırız',
  'legal.collect.intro':
    'Yalnızca uygulamanın çalışması için gerekenleri toplarız ve bunların çoğunu bize siz kendiniz verirsiniz.',
  'legal.given.title': 'Bize verdikleriniz',
  'legal.given.account':
    '<strong>Hesap:</strong> e-posta adresiniz ve bir şifre. Şifrenin kendisini asla saklamayız, yalnızca argon2id özetini saklarız.',
  'legal.given.profile':
    '<strong>Profil:</strong> ad, cinsiyet, doğum tarihi (üyeler yaşınızı görür, doğum tarihinizi asla), ülke ve şehir, uyruklar, boy, medeni durum, eğitim, meslek ve Hakkımda yazınız.',
  'legal.given.pictures': '<strong>Fotoğraflar:</strong> kendinize ait en fazla beş fotoğraf.',
  'legal.given.messages':
    'Eşleşmelerinize gönderdiğiniz <strong>mesajlar</strong> ve birini şikâyet ederseniz belirttiğiniz gerekçe.',
  'legal.given.purchases':
    '<strong>Satın alımlar:</strong> jeton satın alırsanız hangi paket, fiyatı ve para birimi, zamanı, ödeme sağlayıcısı ve ödemeye verdiği referans. Kart bilgileriniz Stripe’ın kendi ödeme sayfasında Stripe’a (web’de) ya da Google veya Apple’a (uygulamalarda) gider, hiçbir zaman bize gelmez.',
  'legal.recorded.title': 'Uygulamanın kullanım sırasında kaydettikleri',
  'legal.recorded.activity':
    'Beğenileriniz, geçtikleriniz, favorileriniz, engellemeleriniz, eşleşmeleriniz ve kaldırdığınız eşleşmeler ile daha önce gördüğünüz profiller.',
  'legal.recorded.wallet':
    'Jeton cüzdanınız: her jeton işleminin (hediyeler, satın alımlar, ödemeler, iadeler, ücretler, cezalar) tutarı, türü ve zamanıyla birlikte tutulduğu bir defter.',
  'legal.recorded.notifications':
    'Size gönderdiğimiz bildirimler ve anlık bildirimlere izin verirseniz tarayıcınız veya cihazınız için platformu ve uygulama sürümüyle birlikte bir anlık bildirim anahtarı.',
  'legal.recorded.filters': 'Arama filtreleriniz (yaş, boy, ülkeler).',
  'legal.recorded.lastActive':
    'Uygulamayı en son ne zaman kullandığınız, birkaç dakikalık yaklaşıklıkla. Yalnızca eşit uyumdaki kişiler arasında başkalarının Keşfet ekranında hangi sırayla görüneceğinizi belirler; bu zaman hiç kimseye gösterilmez ve «çevrimiçi» işareti yoktur.',
  'legal.recorded.session':
    'Oturumunuz ve kısa süreli sunucu kayıtları (IP adresi ve bir isteğin zamanı gibi).',
  'legal.location.title': 'Konum',
  'legal.location.body':
    'Uygulamadan konumunuzu bulmasını isterseniz cihazınız koordinatlarını bir kez kendi sunucumuza gönderir; orada çevrimdışı bir arama bunları bir şehre ve ülkeye dönüştürür. Ardından koordinatlar silinir: asla saklanmaz, asla başka birine gönderilmez ve üyeler arasındaki mesafeyi hesaplamak için asla kullanılmaz. Ülkenizi ve şehrinizi bir listeden de seçebilirsiniz. Yer adları GeoNames’ten (<link>geonames.org</link>) alınır ve Creative Commons Atıf 4.0 lisansı altında kullanılır.',
  'legal.safety.title': 'Sohbette güvenlik uyarıları',
  'legal.safety.body':
    'Dolandırıcılığı fark etmenize yardımcı olmak için uygulama, bir mesajı siz yazarken ve okurken telefon numarası, e-posta adresi, başka bir mesajlaşma uygulaması (WhatsApp, Telegram veya Snapchat gibi) ya da para ve yatırım konuşmaları açısından inceler ve tavsiye ile şikâyet düğmesi içeren kısa bir uyarı gösterir. Bu kontrol kendi tarayıcınızda, zaten gördüğünüz mesaj üzerinde yapılır: hiçbir şey kaydetmez, bize hiçbir şey söylemez ve bir mesajı asla engellemez veya gizlemez. Her sohbet ayrıca kısa bir güvenlik notuyla başlar.',
  'legal.privatePictures.title': 'Gizli fotoğraflar',
  'legal.privatePictures.body':
    '25-11-2026 tarihinden beri fotoğraflarınızı Profili Düzenle’nin fotoğraflar bölümünden gizli tutabilirsiniz. Sunucumuz bu durumda diğer üyelere her fotoğrafın yalnızca yükleme sırasında (ya da bu seçeneği açtığınızda) yapılan, hiçbir yüzün, yazının ya da ayrıntının seçilemediği, güçlü biçimde bulanıklaştırılmış bir kopyasını verir; fotoğrafın kendisi bizde kalır. Bir eşleşmenin sohbetinde fotoğraflarınızı yalnızca o kişiye gösterebilir ve istediğiniz zaman geri alabilirsiniz; eşleşmeyi kaldırmak, engellemek ya da eşleşmenin sona ermesi onları yeniden gizler. Moderatörlerimiz fotoğraflarınızı her zaman yüklediğiniz haliyle görür ve verilerinizin indirmesi de onları içerir.',
  'legal.guardian.title': 'Rızayla bir veli',
  'legal.guardian.body':
    'Hesap sekmesinde bir veliyi e-posta adresiyle belirleyebilirsiniz. Ona e-postayla bir bağlantı göndeririz ve o onaylamadıkça başka hiçbir şey olmaz. Ardından bir sohbette karşı taraftan velinizin sohbeti takip edip edemeyeceğini sorabilirsiniz. Ancak karşı taraf kabul ederse veliniz, kabulden sonra ikinizin yazdığı mesajların bir kopyasını, iki profil adınızla birlikte haftada bir e-postayla alır. İkinizden biri bunu istediği zaman durdurabilir ve yeni bir veli için yeniden onay gerekir. Kabul etmeyen bir kişi hakkında asla hiçbir şey gönderilmez. Velinizin adresini ve her cevabı, veliyi kaldırana veya hesabınızı silene kadar saklarız; gönderdiğimiz e-postalar o zaman velinizin elindedir.',
  'legal.faith.title': 'Açık rızanızla inanç ve aile yanıtları',
  'legal.faith.body':
    'İsteğe bağlı «İnanç ve aile» yanıtları (mezhep, namaz, tesettür veya sakal, aile planları gibi) dini inançları ortaya koyar; hukuk bunları özel nitelikli, hassas veri sayar (GDPR madde 9). Bunları yalnızca açık rızanızla saklarız; rızanız, ilk kaydınızdan önce kutuyu işaretlediğinizde tarihiyle birlikte kaydedilir. Yanıtları yalnızca Keşfet’i sizin ve başkaları için filtrelemek ve sıralamak ve iki üyenin ortak yönlerini göstermek için kullanırız. Diğer üyeler yalnızca profilinizde göstermeyi seçtiğiniz yanıtları görür; gizli yanıtlar eşleştirmede kullanılır ve sunucularımızdan asla çıkmaz. Rızanızı istediğiniz zaman Profili Düzenle’den geri çekebilirsiniz: yanıtlarınız o anda silinir.',
  'legal.why.title': 'Neden kullanırız',
  'legal.why.body':
    'Verilerinizi hesabınızı yürütmek, filtreleriniz dahilinde karşı cinsten profilleri göstermek, eşleşmeler kurmak, mesajları iletmek, jeton sistemini adil işletmek, üyeleri güvende tutmak ve ihtiyaç duyduğunuz e-postaları ve bildirimleri göndermek için kullanırız. Sadece Mithaq’ta bir profilinizin olması bile inancınız hakkında bir şey söyler; bu yüzden her şeyi hassas kabul eder ve başka hiçbir amaçla kullanmayız. İzninize dayandığımız durumlarda (konum bulma, anlık bildirimler) bu izni istediğiniz zaman geri alabilirsiniz.',
  'legal.selfie.title': 'Doğrulama özçekimi ve rozet',
  'legal.selfie.body':
    'Profilinizi doğrulatmayı seçerseniz, istediğimiz bir pozda kameranızla veya bir resim dosyasından tek bir özçekim yaparsınız. Onu yalnızca moderatörlerimiz görür, diğer üyeler asla; bir moderatör onu profil fotoğraflarınızla karşılaştırır ve gerekçesiyle onaylar ya da reddeder. Özçekim incelenir incelenmez silinir. Onaylanan bir profilde <strong>Özçekim bir moderatör tarafından kontrol edildi</strong> rozeti görünür: tam olarak bunu söyler, toplamadığımız kimlik belgeleri hakkında hiçbir şey söylemez. Üyeler yalnızca doğrulanmış profilleri görmeyi seçebilir.',
  'legal.moderation.title': 'Moderasyon',
  'legal.moderation.body':
    'Moderatörler her şikâyeti okur. Bir sohbetten yapılan şikâyette o sohbetin son mesajlarını da görürler; aksi hâlde şikâyet edilen profili, fotoğraflarını ve belirtilen gerekçeyi görürler. Şikâyeti reddedebilir, üyeyi e-postayla uyarabilir, bir fotoğrafı kaldırabilir, hesabı bir süreliğine askıya alabilir veya kapatabilirler. Her karar moderatör, gerekçe ve zamanla birlikte kaydedilir ve şikâyet eden kişi şikâyetinin alındığını, incelendiğini veya işlem yapıldığını görür. Askıya alınan veya yasaklanan bir üyeye giriş yaparken nedeni bildirilir ve bir kez itiraz edebilir; bir moderatör e-postayla cevap verir. Bir yasaktan sonra e-posta adresinin anahtarlı bir özetini (adresin kendisini değil) saklarız ki yeni bir hesap için kullanılamasın. Şikâyetler, iki hesaptan birinin silinmesinden sonra da kalır: kalanlar kategori, gerekçe, tarih, sonuç ve şikâyet edilen kişinin e-posta adresinin anahtarlı özetidir; asla bir ad veya profil değil.',

  'legal.retention.title': 'Saklama: ne kadar süre tutarız',
  'legal.retention.open': 'Hesabınız açık olduğu sürece verilerinizi saklarız.',
  'legal.retention.deactivate':
    'Hesabınızı devre dışı bırakırsanız profiliniz herkesten gizlenir ve etkin eşleşmeleriniz sona erer. Yeniden giriş yapmak onu tekrar açar. 2 yıl boyunca kapalı kalan bir evlilik profili silinir veya anonimleştirilir; böylece geriye sizi tanımlayabilecek hiçbir şey kalmaz.',
  'legal.retention.delete':
    'Hesabınızı silerseniz verilerinizi hemen sileriz; yalnızca şikâyetler kanıt olarak saklanır (aşağıdaki Hesap silme bölümüne bakın).',
  'legal.retention.logs': 'Sunucu kayıtları yalnızca kısa bir süre saklanır.',
  'legal.retention.backup':
    'Bir yedekte kalan herhangi bir kopya güvenle saklanır, asla kullanım için geri yüklenmez ve o yedek değiştirildiğinde ortadan kalkar.',
  'legal.retention.law': 'Bir şeyi ancak kanun gerektiriyorsa daha uzun süre saklarız.',

  'legal.sharing.title': 'Paylaşım: kimlerle paylaşırız',
  'legal.sharing.intro':
    'Verilerinizi satmayız ve asla reklamcılara veya veri simsarlarına vermeyiz. Verilerinizi yalnızca şunlar görür:',
  'legal.sharing.members':
    '<strong>Diğer üyeler.</strong> Profiliniz ve fotoğraflarınız, giriş yapmış karşı cinsten üyelere; mesajlarınız ise yalnızca onları gönderdiğiniz, eşleştiğiniz kişiye gösterilir. E-postanız, doğum tarihiniz, jeton bakiyeniz, engellemeleriniz ve şikâyetleriniz asla gösterilmez. Fotoğraflarınızı gizli tutarsanız, bir eşleşmede onlara gösterene kadar yalnızca bulanık kopyalarını görürler.',
  'legal.sharing.providers':
    '<strong>Hizmet sağlayıcılarımız</strong>, örneğin sunucularımızı barındıranlar ve e-postalarımızı iletenler. Sözleşmeyle ve yalnızca talimatlarımız doğrultusunda çalışırlar.',
  'legal.sharing.guardian':
    '<strong>Veliniz</strong>, bir veli belirlediyseniz ve sohbetteki karşı taraf kabul ettiyse: o sohbetin yeni mesajlarının haftalık bir kopyası (“Rızayla bir veli” bölümüne bakın).',
  'legal.sharing.push':
    '<strong>Anlık bildirim hizmetleri.</strong> Anlık bildirimlere izin verirseniz her bildirim (gönderenin adını ve bir mesajın başını içerebilir) tarayıcınızın veya telefonunuzun Google, Apple ya da Mozilla gibi anlık bildirim hizmetinden geçer.',
  'legal.sharing.payments':
    '<strong>Ödeme hizmetleri.</strong> Jeton satın alırsanız ödemeyi web’de Stripe, Android ve iOS uygulamalarında Google Play ya da App Store, her biri kendi gizlilik politikasıyla işler. Onlara yalnızca paketi, fiyatını ve hesabınıza bir referansı bildiririz; onlar da bize ödemenin gerçekleşip gerçekleşmediğini ya da iade edilip edilmediğini bildirir.',
  'legal.sharing.authorities':
    '<strong>Yetkili makamlar</strong>, yalnızca kanun gerektirdiğinde veya birini ciddi bir zarardan korumak için.',
  'legal.sharing.owner':
    'Mithaq bir gün el değiştirirse yeni sahibi bu politikaya uymak zorunda olur ve bunu size önceden bildiririz.',

  'legal.marketing.title': 'Pazarlama',
  'legal.marketing.body':
    'Pazarlama e-postaları veya bültenler göndermeyiz; yalnızca hesabınızın ihtiyaç duyduğu e-postaları, örneğin adresinizi doğrulamak veya şifrenizi sıfırlamak için göndeririz. Bildirimler kendi etkinliğinizle ilgilidir, asla tanıtım değildir. Bir gün bülten başlatırsak önce size sorarız ve istediğiniz zaman durdurabilirsiniz.',

  'legal.security.title': 'Saklama ve güvenlik',
  'legal.security.passwords': 'Şifreler yalnızca argon2id özetleri olarak saklanır.',
  'legal.security.traffic':
    'Tüm trafik şifrelenir (HTTPS) ve oturumunuz, sayfadaki betiklerin okuyamadığı HTTP-only bir çerezde durur. Android ve iOS uygulamalarında bu, telefonunuzda uygulamanın özel deposunda tutulan ve çıkış yaptığınızda silinen bir oturum anahtarıdır.',
  'legal.security.links':
    'Fotoğraf bağlantıları onları görebilecek üye için imzalanır ve iki saat içinde çalışmayı bırakır. Bulanık bir kopyanın bağlantısı yalnızca o kopyayı açar ve gizli bir fotoğraf her gösterildiğinde yeniden denetlenir.',
  'legal.security.checks':
    'Her istek kontrol edilir: yalnızca taraf olduğunuz eşleşmeleri ve mesajları açabilirsiniz.',
  'legal.security.pictures':
    'Fotoğraflar sunucumuzda yeniden kodlanır; bu, EXIF ayrıntıları ve kameranızın kaydettiği GPS konumu gibi gizli üst verileri temizler. Tahmin edilemeyen adlarla saklanır ve yalnızca giriş yapmış üyelere gösterilir.',
  'legal.security.rates':
    'Giriş, kayıt, şifre sıfırlama, beğeniler, mesajlar ve şikâyetler sıklık sınırlamasına tabidir.',
  'legal.security.breach':
    'Hiçbir sistem kusursuz değildir. Bir ihlal bir gün verilerinizi riske atarsa kanunun gerektirdiği şekilde size ve yetkili makamlara bildiririz.',

  'legal.rights.title': 'Haklarınız',
  'legal.rights.intro': 'Nerede yaşarsanız yaşayın şunları yapabilirsiniz:',
  'legal.rights.download':
    'hakkınızda tuttuğumuz verilerin bir kopyasını kendiniz indirmek: Hesap sekmesinde <strong>Verilerimi İndir</strong> seçeneğini seçin (aşağıdaki “Verileriniz” bölümüne bakın);',
  'legal.rights.correct': 'bilgilerinizi Profili Düzenle bölümünde düzeltmek;',
  'legal.rights.pause': 'hesabınızı devre dışı bırakarak ara vermek veya tamamen silmek;',
  'legal.rights.object': 'verilerinizin bir kullanımına itiraz etmek veya sınırlandırılmasını istemek;',
  'legal.rights.withdraw': 'cihaz ayarlarınızdan konum veya anlık bildirim iznini geri almak;',
  'legal.rights.complain':
    'veri koruma makamınıza şikâyette bulunmak; yine de önce bizimle konuşmanızı umarız.',
  'legal.rights.contact':
    'Bize <mail>{email}</mail> adresinden yazın; bir ay içinde cevap veririz ve siz olduğunuzu doğrulamak için hesabınızın adresinden yazmanızı isteyebiliriz. Haklarınızı kullanmak asla aleyhinize sayılmaz.',

  'legal.cookies.title': 'Çerezler',
  'legal.cookies.session':
    'Tek bir çerez kullanırız: oturumunuzu açık tutan oturum çerezi. Kesinlikle gereklidir, HTTP-only’dir, yalnızca kendi sunucumuza gönderilir ve yalnızca rastgele bir oturum anahtarı içerir. Reklam, izleme veya analiz çerezi yoktur.',
  'legal.cookies.storage':
    'Uygulama ayrıca tarayıcınızın kendi deposunda, kimseye gönderilmeyen birkaç şey tutar: tamamlanmamış kayıt formunuz, yalnızca o tarayıcı sekmesi için ve bitirdiğinizde, sekmeyi kapattığınızda veya çıkış yaptığınızda silinir; bu tarayıcının son seferde oturum açık olduğunu gösteren bir işaret, uygulama daha hızlı açılsın diye; ve size anlık bildirimleri daha önce önerdiğimizi gösteren bir işaret, iki kez sormayalım diye. Uygulamanın kendi dosyaları çevrimdışı açılış için saklanır ve hiçbir verinizi içermez.',

  'legal.ads.title': 'Hedefli reklamcılık',
  'legal.ads.body':
    'Hiç yapmayız. Mithaq reklam göstermez; reklam ağları, izleme pikselleri veya üçüncü taraf analiz araçları kullanmaz. Biz dahil hiç kimse hakkınızda bir reklam profili oluşturmaz.',
  'legal.links.title': 'Dış bağlantılar',
  'legal.links.body':
    'Mithaq, geonames.org gibi birkaç dış siteye bağlantı verir. Onların kontrol etmediğimiz kendi gizlilik politikaları vardır.',
  'legal.updates.title': 'Politika güncellemeleri',
  'legal.updates.body':
    'Uygulama değiştiğinde bu politika da onunla birlikte değişir; en üstteki tarih en son sürümü gösterir. Önemli bir değişiklikten, özellikle yeni bir veri türünden önce size uygulamada veya e-postayla bildirir ve gerektiğinde onayınızı isteriz.',
  'legal.age.title': 'Yaş sınırı',
  'legal.age.body':
    'Mithaq 18 yaş ve üzeri yetişkinler içindir. Kayıt olurken doğum tarihinizi kontrol ederiz. 18 yaşından küçük birinin hesabı olduğunu öğrenirsek hesabı ve verilerini sileriz. Böyle birini biliyorsanız lütfen bize bildirin.',
  'legal.contact.title': 'Bize ulaşın',
  'legal.contact.body':
    'Gizliliğinizle ilgili her türlü soru, talep veya endişe için <mail>{email}</mail> adresine yazın. Aynı adres Hesap ekranınızda da yer alır.',

  'legal.appendixA.title': 'Ek A: Veri kategorileri',
  'legal.appendixA.tableLabel': 'Veri kategorileri tablosu',
  'legal.appendixA.caption': 'Tuttuğumuz veriler; örnekleri, neden ve ne kadar süre tuttuğumuzla birlikte',
  'legal.appendixA.category': 'Kategori',
  'legal.appendixA.examples': 'Örnekler',
  'legal.appendixA.why': 'Neden',
  'legal.appendixA.howLong': 'Ne kadar süre',
  'legal.data.account.category': 'Hesap',
  'legal.data.account.examples': 'E-posta adresi, argon2id şifre özeti',
  'legal.data.account.why': 'Giriş yapmanızı sağlamak ve şifrenizi sıfırlamak için',
  'legal.data.account.howLong': 'Hesabınızı silene kadar',
  'legal.data.profile.category': 'Profil',
  'legal.data.profile.examples':
    'Ad, cinsiyet, doğum tarihi, uyruklar, boy, medeni durum, eğitim, meslek, Hakkımda',
  'legal.data.profile.why': 'Sizi olası eş adaylarıyla tanıştırmak ve arama filtrelerini uygulamak için',
  'legal.data.profile.howLong':
    'Hesabınızı silene kadar; kapalı bir profil 2 yıl sonra silinir veya anonimleştirilir',
  'legal.data.location.category': 'Konum',
  'legal.data.location.examples': 'Ülkeniz ve şehriniz (koordinatlar bir kez kullanılır ve asla saklanmaz)',
  'legal.data.location.why': 'Nerede yaşadığınızı göstermek için; ülke filtreleri',
  'legal.data.location.howLong': 'Profilinizle aynı; koordinatlar asla saklanmaz',
  'legal.data.pictures.category': 'Fotoğraflar',
  'legal.data.pictures.examples': 'En fazla beş fotoğraf, üst verileri temizlenmiş',
  'legal.data.pictures.why': 'Üyeler kiminle konuştuklarını görebilsin diye',
  'legal.data.pictures.howLong': 'Onları kaldırana veya hesabınızı silene kadar',
  'legal.data.activity.category': 'Etkinlik',
  'legal.data.activity.examples':
    'Beğeniler, geçilenler, görülen profiller, favoriler, eşleşmeler, kaldırılan eşleşmeler, filtreleriniz',
  'legal.data.activity.why': 'Keşif ve eşleştirmeyi yürütmek için',
  'legal.data.activity.howLong': 'Hesabınızı silene kadar',
  'legal.data.safety.category': 'Güvenlik kayıtları',
  'legal.data.safety.examples':
    'Engellemeler; kategorisi ve gerekçesiyle şikâyetler; gerekçesiyle moderatör kararları (uyarı, kaldırılan fotoğraf, askıya alma, yasaklama); itirazlar ve cevapları',
  'legal.data.safety.why': 'Üyeleri korumak, kötü davranışları incelemek ve her kararın kaydını tutmak için',
  'legal.data.safety.howLong':
    'Engellemeler: iki hesaptan biri silinene kadar. Şikâyetler ve kararlar: silme işleminden sonra ad veya adres olmadan saklanır (Moderasyon bölümüne bakın)',
  'legal.data.selfie.category': 'Doğrulama özçekimi',
  'legal.data.selfie.examples': 'İstediğimiz pozda tek bir özçekim, üst verileri temizlenmiş',
  'legal.data.selfie.why': 'Bir moderatör fotoğraflarınızdaki kişinin siz olduğunu kontrol edebilsin diye',
  'legal.data.selfie.howLong': 'Bir moderatör inceler incelemez silinir (en geç hesabınız silinene kadar)',
  'legal.data.messages.category': 'Mesajlar',
  'legal.data.messages.examples': 'Mesaj metni, gönderilme zamanı, okunup okunmadığı',
  'legal.data.messages.why': 'Sohbetlerinizi iletmek için',
  'legal.data.messages.howLong': 'Sohbetteki kişilerden biri hesabını silene kadar',
  'legal.data.guardian.category': 'Veli',
  'legal.data.guardian.examples': 'Velinizin e-postası, onaylayıp onaylamadığı ve her sohbetin cevabı',
  'legal.data.guardian.why': 'Haftalık kopyaları yalnızca ikinizin de kabul ettiği yerlere göndermek için',
  'legal.data.guardian.howLong': 'Veliyi kaldırana veya hesabınızı silene kadar',
  'legal.data.ledger.category': 'Jeton defteri',
  'legal.data.ledger.examples': 'Her jeton işlemi: tutar, tür, açıklama, zaman',
  'legal.data.ledger.why': 'Bakiyenizi doğru tutmak ve geçmişinizi göstermek için',
  'legal.data.ledger.howLong': 'Hesabınızı silene kadar',
  'legal.data.purchases.category': 'Satın alımlar',
  'legal.data.purchases.examples':
    'Paket, jetonlar, fiyat ve para birimi, durum (işleniyor, eklendi, iade edildi), ödeme sağlayıcısı ve referansı, zaman',
  'legal.data.purchases.why':
    'Ödediğiniz jetonları tam olarak bir kez eklemek, sorulara ve iadelere yanıt vermek ve yasanın istediği muhasebe kayıtlarını tutmak için',
  'legal.data.purchases.howLong':
    'Hesabınızı silene kadar; muhasebe mevzuatı ödeme kaydını daha uzun tutmamızı gerektirmedikçe',
  'legal.data.notifications.category': 'Bildirimler',
  'legal.data.notifications.examples':
    'Size gönderilen bildirimler; anlık bildirimlere izin verirseniz bir bildirim anahtarı, platform ve uygulama sürümü',
  'legal.data.notifications.why':
    'Sizi beğeniler, eşleşmeler, mesajlar ve ödemeler hakkında bilgilendirmek için',
  'legal.data.notifications.howLong': 'Hesabınızı silene kadar',
  'legal.data.technical.category': 'Teknik',
  'legal.data.technical.examples': 'Oturum kimliği; sunucu kayıtlarında IP adresi ve isteklerin zamanı',
  'legal.data.technical.why': 'Oturumunuzu açık ve hizmeti güvenli tutmak için',
  'legal.data.technical.howLong': 'Oturum: çıkış yapana veya süresi dolana kadar; kayıtlar: kısa bir süre',

  'legal.appendixB.title': 'Ek B: ABD’de yaşayanlar',
  'legal.appendixB.intro':
    'Kaliforniya’da veya tüketici gizliliği yasası olan başka bir ABD eyaletinde yaşıyorsanız şu haklara da sahipsiniz:',
  'legal.appendixB.know':
    'Hangi kişisel bilgileri neden topladığımızı ve kime açıkladığımızı <strong>bilme hakkı</strong> (Ek A’ya ve “Kimlerle paylaşırız” bölümüne bakın).',
  'legal.appendixB.delete':
    'Kişisel bilgilerinizi <strong>silme</strong> ve <strong>düzeltme</strong> hakkı.',
  'legal.appendixB.optOut':
    '<strong>Satıştan veya paylaşımdan çıkma hakkı.</strong> Kişisel bilgilerinizi satmayız ve bağlamlar arası davranışsal reklamcılık için paylaşmayız, son 12 ayda da yapmadık; bu yüzden her üye herhangi bir talebe gerek kalmadan zaten kapsam dışındadır; tarayıcınızdan gelen bir Global Privacy Control sinyali zaten yaptığımız şeyi ister. Bunu bir gün değiştirmek istersek önce bu politikayı değiştirir ve size sorarız; o durumda çıkma tercihiniz size yeniden sormadan önce en az 12 ay geçerli olur.',
  'legal.appendixB.limit':
    '<strong>Hassas bilgilerin kullanımını sınırlama hakkı.</strong> Giriş bilgileriniz, mesajlarınız ve Mithaq’ı kullanmanızın ima ettiği inanç, yalnızca istediğiniz hizmeti sunmak için kullanılır.',
  'legal.appendixB.equal':
    '<strong>Eşit muamele hakkı.</strong> Bu hakları kullanmak size asla jeton veya özellik kaybettirmez.',
  'legal.appendixB.request':
    'Talepte bulunmak için <mail>{email}</mail> adresine e-posta gönderin; yetkili bir temsilci imzalı izninizle sizin adınıza hareket edebilir. Kimliğinizi hesabınızın e-posta adresi üzerinden doğrular ve 45 gün içinde cevap veririz.',

  'legal.yourData.title': 'Verileriniz: bir kopyasını indirin',
  'legal.yourData.body':
    'Hesap sekmesindeki <strong>Verilerimi İndir</strong>, hakkınızda tuttuğumuz her şeyi içeren bir zip dosyasını size hemen verir: hesabınız ve profiliniz, fotoğraflarınız, filtreleriniz, yaptığınız beğeniler, geçişler, favoriler ve engellemeler, yaptığınız şikâyetler, sohbetleriyle birlikte eşleşmeleriniz, veliniz ve onunla ilgili cevaplar, jeton defteriniz, bildirimleriniz, anlık bildirim ayarlarınız ve oturumlarınız. Okunabilir bir JSON dosyası ve fotoğraflarınızdan oluşur.',
  'legal.yourData.made':
    'İstediğinizde oluşturulur ve doğrudan tarayıcınıza verilir; kopyasını tutmayız ve sızabilecek bir bağlantı yoktur.',
  'legal.yourData.others':
    'Diğer üyeler bu dosyada yalnızca uygulamanın size gösterdiği şekliyle, profillerindeki adla yer alır. Sohbetleriniz, uygulamada okuyabildiğiniz gibi eksiksiz eklenir; başka hiç kimse hakkında başka bir şey eklenmez, e-posta adresleri asla.',
  'legal.yourData.reports':
    'Başkalarının sizin hakkınızda yaptığı şikâyetler, şikâyet edenleri korumak için dahil edilmez.',
  'legal.yourData.limit': 'Saatte en fazla beş kez indirebilirsiniz.',

  'legal.deletion.title': 'Hesap silme',
  'legal.deletion.intro':
    'Hesabınızı silmek için Hesap sekmesini açın, <strong>Hesabımı Sil</strong> seçeneğini seçin ve onaylayın. Bu kalıcıdır ve geri alınamaz. Ardından şunları sileriz:',
  'legal.deletion.profile': 'saklanan dosyalar dahil profiliniz ve tüm fotoğraflarınız;',
  'legal.deletion.matches': 'eşleşmeleriniz ve sohbetleri; bunlar karşı taraf için de kaybolur;',
  'legal.deletion.likes':
    'beğenileriniz, geçtikleriniz, favorileriniz ve engellemeleriniz ile varsa doğrulama özçekimi;',
  'legal.deletion.reports':
    'yaptığınız şikâyetlerden adınız kaldırılır; sizinle ilgili şikâyetler ve moderatör kararları adresinizin anahtarlı özeti altında kanıt olarak kalır (Moderasyon bölümüne bakın);',
  'legal.deletion.ledger': 'jeton defteriniz ve bakiyeniz (jetonların nakit değeri yoktur);',
  'legal.deletion.notifications': 'bildirimleriniz ve anlık bildirim anahtarlarınız;',
  'legal.deletion.account': 'son olarak giriş hesabınız: e-posta adresiniz ve şifre özetiniz.',
  'legal.deletion.stays':
    'Tek bir şey kalır: şikâyetler. Yaptığınız bir şikâyet adınız olmadan kalır; böylece şikâyet ettiğiniz kişi hâlâ incelenebilir. Size karşı yapılan bir şikâyet, gerekçesi ve tarihiyle, e-posta adresinizden üretilen ve yalnızca sunucumuzun hesaplayabildiği anahtarlı bir koda bağlı olarak kalır; böylece bir hesabı silmek bir şikâyeti ortadan kaldıramaz; aynı adresle yeniden bir hesap açılırsa şikâyetler ona bağlanır. Bunlarla birlikte hiçbir ad, adres, profil veya fotoğraf saklanmaz.',
  'legal.deletion.copy':
    'Önce bir kopya mı saklamak istiyorsunuz? Silmeden önce <strong>Verilerimi İndir</strong> seçeneğini seçin.',
  'legal.deletion.pause':
    'Sadece ara mı vermek istiyorsunuz? Bunun yerine <strong>Hesabımı Devre Dışı Bırak</strong> seçeneğini seçin. Giriş yapamıyorsanız hesabınızın adresinden <mail>{email}</mail> adresine yazın.',
} satisfies Translation<typeof en>
