import type { Translation } from '../../translator'
import type en from '../en/legal'

export default {
  'legal.title': 'Kebijakan Privasi',
  'legal.updated': 'Terakhir diperbarui {date}',
  'legal.binding':
    'Terjemahan ini disediakan untuk memudahkan Anda. Kebijakan ini ditulis dalam bahasa Inggris, dan teks bahasa Inggris-lah yang mengikat.',
  'legal.intro':
    'Mithaq membantu umat Muslim menemukan pasangan hidup dengan cara yang serius, saling menghormati, dan halal. Mencari pasangan berarti memercayakan hal-hal pribadi kepada kami, dan kami menjaga kepercayaan itu sebagai amanah. Berikut, dengan kata-kata sederhana, apa yang kami kumpulkan, mengapa, siapa yang melihatnya, dan pilihan yang Anda miliki.',

  'legal.collect.title': 'Cara kami mengumpulkan dan menggunakan data Anda',
  'legal.collect.intro':
    'Kami hanya mengumpulkan apa yang dibutuhkan aplikasi agar berfungsi, dan sebagian besar Anda berikan sendiri.',
  'legal.given.title': 'Yang Anda berikan kepada kami',
  'legal.given.account':
    '<strong>Akun:</strong> alamat email dan kata sandi Anda. Kami tidak pernah menyimpan kata sandi itu sendiri, hanya hash argon2id-nya.',
  'legal.given.profile':
    '<strong>Profil:</strong> nama, jenis kelamin, tanggal lahir (anggota melihat usia Anda, tidak pernah tanggal lahir Anda), negara dan kota, kewarganegaraan, tinggi badan, status pernikahan, pendidikan, pekerjaan, dan Tentang Saya.',
  'legal.given.pictures': '<strong>Foto:</strong> hingga lima foto diri Anda.',
  'legal.given.messages':
    '<strong>Pesan</strong> yang Anda kirim kepada orang yang cocok dengan Anda, dan alasan yang Anda berikan jika melaporkan seseorang.',
  'legal.given.purchases':
    '<strong>Pembelian:</strong> jika Anda membeli token, paket yang dibeli, harga dan mata uangnya, waktunya, penyedia pembayaran dan referensinya untuk pembayaran itu. Data kartu Anda diberikan kepada Stripe di halaman pembayarannya sendiri (di web), atau kepada Google atau Apple (di aplikasi), tidak pernah kepada kami.',
  'legal.recorded.title': 'Yang dicatat aplikasi saat Anda menggunakannya',
  'legal.recorded.activity':
    'Suka, lewati, favorit, blokir, kecocokan dan pembatalan kecocokan Anda, serta profil yang sudah pernah Anda lihat.',
  'legal.recorded.wallet':
    'Dompet token Anda: catatan setiap transaksi token (pemberian, pembelian, pembayaran, pengembalian, biaya, denda) beserta jumlah, jenis, dan waktunya.',
  'legal.recorded.notifications':
    'Notifikasi yang kami kirimkan kepada Anda dan, jika Anda mengizinkan notifikasi push, token push untuk browser atau perangkat Anda beserta platform dan versi aplikasinya.',
  'legal.recorded.filters': 'Filter pencarian Anda (usia, tinggi badan, negara).',
  'legal.recorded.lastActive':
    'Kapan terakhir kali Anda memakai aplikasi, dengan ketelitian beberapa menit. Ini hanya menentukan urutan Anda di Jelajahi milik orang lain di antara yang sama cocoknya; waktu ini tidak pernah ditampilkan kepada siapa pun, dan tidak ada tanda «sedang online».',
  'legal.recorded.session':
    'Sesi masuk Anda, dan log server singkat (seperti alamat IP dan waktu permintaan).',
  'legal.location.title': 'Lokasi',
  'legal.location.body':
    'Jika Anda meminta aplikasi mendeteksi lokasi Anda, perangkat Anda mengirimkan koordinatnya satu kali ke server kami sendiri, tempat pencarian luring mengubahnya menjadi kota dan negara. Koordinat itu lalu dibuang: tidak pernah disimpan, tidak pernah dikirim kepada siapa pun, dan tidak pernah dipakai untuk menghitung jarak antaranggota. Anda juga bisa cukup memilih negara dan kota dari daftar. Nama tempat berasal dari GeoNames (<link>geonames.org</link>), digunakan berdasarkan lisensi Creative Commons Attribution 4.0.',
  'legal.safety.title': 'Peringatan keamanan dalam obrolan',
  'legal.safety.body':
    'Untuk membantu Anda mengenali penipuan, aplikasi memeriksa pesan saat Anda menulis dan membacanya untuk mencari nomor telepon, alamat email, aplikasi pesan lain (seperti WhatsApp, Telegram, atau Snapchat), atau pembicaraan tentang uang dan investasi, lalu menampilkan peringatan singkat dengan saran dan tombol untuk melapor. Pemeriksaan ini berjalan di browser Anda sendiri, pada pesan yang memang sudah Anda lihat: tidak mencatat apa pun, tidak memberi tahu kami apa pun, dan tidak pernah memblokir atau menyembunyikan pesan. Setiap percakapan juga diawali dengan catatan keamanan singkat.',
  'legal.privatePictures.title': 'Foto privat',
  'legal.privatePictures.body':
    'Sejak 25-11-2026 Anda dapat menjaga foto Anda tetap privat, di bagian foto pada Edit Profil. Server kami lalu hanya memberi anggota lain salinan setiap foto yang sangat diburamkan, dibuat saat Anda mengunggahnya (atau saat Anda menyalakan pilihan ini), yang tidak memperlihatkan wajah, tulisan, atau detail apa pun; foto aslinya tetap pada kami. Di obrolan sebuah kecocokan Anda dapat memperlihatkan foto Anda hanya kepada orang itu, dan menariknya kembali kapan saja; membatalkan kecocokan, memblokir, atau berakhirnya kecocokan menyembunyikannya lagi. Moderator kami selalu melihat foto Anda seperti yang Anda unggah, dan unduhan data Anda juga memuatnya.',
  'legal.guardian.title': 'Wali, dengan persetujuan',
  'legal.guardian.body':
    'Anda dapat menunjuk seorang wali melalui alamat emailnya di tab Akun. Kami mengirimkan tautan kepadanya melalui email, dan tidak ada hal lain yang terjadi sebelum ia mengonfirmasi. Dalam sebuah percakapan, Anda kemudian dapat menanyakan kepada lawan bicara apakah wali Anda boleh menyimaknya. Hanya jika ia setuju, wali Anda menerima, seminggu sekali melalui email, salinan pesan yang Anda berdua tulis setelah persetujuan itu, beserta nama profil Anda berdua. Siapa pun di antara Anda berdua dapat menghentikannya kapan saja, dan wali baru harus disetujui kembali. Tidak ada apa pun yang pernah dikirim tentang orang yang tidak setuju. Kami menyimpan alamat wali Anda dan setiap jawaban sampai Anda menghapus wali tersebut atau menghapus akun Anda; email yang sudah kami kirim kemudian berada di tangan wali Anda.',
  'legal.faith.title': 'Jawaban Iman dan keluarga, dengan persetujuan tegas Anda',
  'legal.faith.body':
    'Jawaban opsional «Iman dan keluarga» (seperti mazhab, salat, jilbab atau janggut, dan rencana keluarga) mengungkap keyakinan agama, yang oleh hukum dianggap data khusus yang sensitif (GDPR pasal 9). Kami menyimpannya hanya dengan persetujuan tegas Anda, yang dicatat beserta tanggalnya saat Anda mencentang kotak sebelum penyimpanan pertama. Kami menggunakannya hanya untuk menyaring dan mengurutkan Jelajahi bagi Anda dan orang lain, serta menunjukkan kesamaan dua anggota. Anggota lain hanya melihat jawaban yang Anda pilih untuk ditampilkan di profil; jawaban tersembunyi dipakai untuk pencocokan dan tidak pernah keluar dari server kami. Anda dapat menarik persetujuan kapan saja di Edit Profil: jawaban Anda langsung dihapus.',
  'legal.why.title': 'Mengapa kami menggunakannya',
  'legal.why.body':
    'Kami menggunakan data Anda untuk menjalankan akun Anda, menampilkan profil lawan jenis sesuai filter Anda, membuat kecocokan, mengirimkan pesan, menjalankan sistem token secara adil, menjaga keamanan anggota, serta mengirim email dan notifikasi yang Anda perlukan. Sekadar memiliki profil di Mithaq sudah mengungkapkan sesuatu tentang keyakinan Anda, jadi kami memperlakukan semuanya sebagai data sensitif dan tidak menggunakannya untuk hal lain. Jika kami bergantung pada izin Anda (deteksi lokasi, notifikasi push), Anda dapat mencabutnya kapan saja.',
  'legal.selfie.title': 'Swafoto verifikasi dan lencana',
  'legal.selfie.body':
    'Jika Anda memilih memverifikasi profil, Anda mengambil satu swafoto dengan pose yang kami minta, dengan kamera atau dari berkas foto. Hanya moderator kami yang melihatnya, tidak pernah anggota lain; moderator membandingkannya dengan foto profil Anda dan menyetujui atau menolaknya dengan alasan. Swafoto dihapus segera setelah ditinjau. Profil yang disetujui menampilkan lencana <strong>Swafoto diperiksa oleh moderator</strong>: lencana itu hanya menyatakan hal tersebut, dan tidak ada kaitannya dengan dokumen identitas, yang tidak kami kumpulkan. Anggota dapat memilih untuk hanya melihat profil yang terverifikasi.',
  'legal.moderation.title': 'Moderasi',
  'legal.moderation.body':
    'Moderator membaca setiap laporan. Untuk laporan dari obrolan, mereka juga melihat pesan-pesan terbaru obrolan itu; selain itu, mereka melihat profil yang dilaporkan, fotonya, dan alasan yang diberikan. Mereka dapat mengabaikan laporan, memperingatkan anggota melalui email, menghapus foto, menangguhkan akun untuk sementara, atau menutupnya. Setiap keputusan dicatat beserta moderatornya, alasannya, dan waktunya, dan pelapor dapat melihat apakah laporannya sudah diterima, ditinjau, atau ditindaklanjuti. Anggota yang akunnya ditangguhkan atau ditutup diberi tahu alasannya saat masuk dan dapat mengajukan banding satu kali; moderator menjawab melalui email. Setelah akun ditutup, kami menyimpan hash berkunci dari alamat email (bukan alamatnya sendiri) agar tidak dapat dipakai untuk akun baru. Laporan tetap ada setelah salah satu akun dihapus: yang tersisa adalah kategori, alasan, tanggal, hasil, dan hash berkunci dari alamat email orang yang dilaporkan, tidak pernah nama atau profil.',

  'legal.retention.title': 'Retensi: berapa lama kami menyimpannya',
  'legal.retention.open': 'Kami menyimpan data Anda selama akun Anda terbuka.',
  'legal.retention.deactivate':
    'Jika Anda menonaktifkan akun, profil Anda disembunyikan dari semua orang dan kecocokan aktif Anda berakhir. Masuk kembali akan membukanya lagi. Profil taaruf yang tetap tertutup selama 2 tahun akan dihapus atau dianonimkan, sehingga tidak ada yang tersisa yang dapat mengidentifikasi Anda.',
  'legal.retention.delete':
    'Jika Anda menghapus akun, kami segera menghapus data Anda, kecuali laporan, yang disimpan sebagai bukti (lihat Penghapusan akun di bawah).',
  'legal.retention.logs': 'Log server hanya disimpan sebentar.',
  'legal.retention.backup':
    'Salinan yang tersisa di cadangan disimpan dengan aman, tidak pernah dipulihkan untuk digunakan, dan hilang saat cadangan itu diganti.',
  'legal.retention.law': 'Kami menyimpan sesuatu lebih lama hanya jika diwajibkan oleh hukum.',

  'legal.sharing.title': 'Berbagi: dengan siapa kami membagikannya',
  'legal.sharing.intro':
    'Kami tidak menjual data Anda, dan tidak pernah memberikannya kepada pengiklan atau pialang data. Data hanya dilihat oleh:',
  'legal.sharing.members':
    '<strong>Anggota lain.</strong> Profil dan foto Anda ditampilkan kepada anggota lawan jenis yang sudah masuk, dan pesan Anda kepada orang yang Anda kirimi pesan dalam kecocokan. Email, tanggal lahir, saldo token, blokir, dan laporan Anda tidak pernah ditampilkan. Jika Anda menjaga foto Anda tetap privat, mereka hanya melihat salinan yang diburamkan sampai Anda memperlihatkannya kepada mereka dalam sebuah kecocokan.',
  'legal.sharing.providers':
    '<strong>Penyedia layanan kami</strong>, seperti yang menyediakan server kami dan mengirimkan email kami. Mereka bekerja berdasarkan kontrak dan hanya atas instruksi kami.',
  'legal.sharing.guardian':
    '<strong>Wali Anda</strong>, jika Anda menunjuknya dan lawan bicara dalam percakapan setuju: salinan mingguan pesan-pesan baru dalam percakapan itu (lihat “Wali, dengan persetujuan”).',
  'legal.sharing.push':
    '<strong>Layanan push.</strong> Jika Anda mengizinkan notifikasi push, setiap notifikasi (yang mungkin berisi nama pengirim dan awal pesan) melewati layanan push browser atau ponsel Anda, seperti milik Google, Apple, atau Mozilla.',
  'legal.sharing.payments':
    '<strong>Pemroses pembayaran.</strong> Jika Anda membeli token, pembayaran diproses oleh Stripe di web, dan oleh Google Play atau App Store di aplikasi Android dan iOS, masing-masing dengan kebijakan privasinya sendiri. Kami hanya memberi tahu mereka paketnya, harganya, dan referensi ke akun Anda; mereka memberi tahu kami apakah pembayaran berhasil atau dananya dikembalikan.',
  'legal.sharing.authorities':
    '<strong>Pihak berwenang</strong>, hanya jika diwajibkan oleh hukum atau untuk melindungi seseorang dari bahaya serius.',
  'legal.sharing.owner':
    'Jika Mithaq berpindah kepemilikan, pemilik baru wajib menaati kebijakan ini, dan kami akan memberi tahu Anda terlebih dahulu.',

  'legal.marketing.title': 'Pemasaran',
  'legal.marketing.body':
    'Kami tidak mengirim email pemasaran atau buletin, hanya email yang dibutuhkan akun Anda, seperti konfirmasi alamat atau pengaturan ulang kata sandi. Notifikasi berkaitan dengan aktivitas Anda sendiri, tidak pernah promosi. Jika suatu saat kami memulai buletin, kami akan meminta izin Anda terlebih dahulu, dan Anda dapat menghentikannya kapan saja.',

  'legal.security.title': 'Penyimpanan dan keamanan',
  'legal.security.passwords': 'Kata sandi hanya disimpan sebagai hash argon2id.',
  'legal.security.traffic':
    'Semua lalu lintas dienkripsi (HTTPS), dan sesi Anda tersimpan dalam cookie HTTP-only yang tidak dapat dibaca skrip di halaman. Di aplikasi Android dan iOS, sesi itu berupa token yang disimpan di penyimpanan pribadi aplikasi di ponsel Anda, dan dihapus saat Anda keluar.',
  'legal.security.links':
    'Tautan ke foto ditandatangani untuk anggota yang boleh melihatnya dan berhenti berfungsi dalam dua jam. Tautan ke salinan yang diburamkan hanya membuka salinan itu, dan foto privat diperiksa ulang setiap kali ditampilkan.',
  'legal.security.checks':
    'Setiap permintaan diperiksa: Anda hanya dapat membuka kecocokan dan pesan yang melibatkan Anda.',
  'legal.security.pictures':
    'Foto dienkode ulang di server kami, yang menghapus metadata tersembunyi seperti detail EXIF dan posisi GPS apa pun yang direkam kamera Anda. Foto disimpan dengan nama yang tidak dapat ditebak dan hanya ditampilkan kepada anggota yang sudah masuk.',
  'legal.security.rates':
    'Masuk, pendaftaran, pengaturan ulang kata sandi, suka, pesan, dan laporan dibatasi frekuensinya.',
  'legal.security.breach':
    'Tidak ada sistem yang sempurna. Jika suatu pelanggaran membahayakan data Anda, kami akan memberi tahu Anda dan pihak berwenang sesuai ketentuan hukum.',

  'legal.rights.title': 'Hak-hak Anda',
  'legal.rights.intro': 'Di mana pun Anda tinggal, Anda dapat:',
  'legal.rights.download':
    'mengunduh sendiri salinan data yang kami simpan tentang Anda: di tab Akun, pilih <strong>Unduh Data Saya</strong> (lihat “Data Anda” di bawah);',
  'legal.rights.correct': 'memperbaiki data Anda di Ubah Profil;',
  'legal.rights.pause': 'rehat dengan menonaktifkan akun, atau menghapus akun Anda selamanya;',
  'legal.rights.object': 'menolak atau meminta kami membatasi suatu penggunaan data Anda;',
  'legal.rights.withdraw': 'mencabut izin lokasi atau notifikasi push di pengaturan perangkat Anda;',
  'legal.rights.complain':
    'mengadu kepada otoritas pelindungan data Anda, meskipun kami berharap Anda berbicara dengan kami terlebih dahulu.',
  'legal.rights.contact':
    'Kirim email kepada kami di <mail>{email}</mail>; kami menjawab dalam satu bulan dan mungkin meminta Anda menulis dari alamat akun Anda untuk memastikan itu benar Anda. Menggunakan hak Anda tidak pernah merugikan Anda.',

  'legal.cookies.title': 'Cookie',
  'legal.cookies.session':
    'Kami menggunakan satu cookie: cookie sesi yang membuat Anda tetap masuk. Cookie ini benar-benar diperlukan, HTTP-only, hanya dikirim ke server kami sendiri, dan hanya berisi token sesi acak. Tidak ada cookie iklan, pelacakan, atau analitik.',
  'legal.cookies.storage':
    'Aplikasi juga menyimpan beberapa hal di penyimpanan browser Anda sendiri, tidak pernah dikirim kepada siapa pun: formulir pendaftaran Anda yang belum selesai, hanya untuk tab browser itu dan dihapus saat Anda selesai, menutup tab, atau keluar; tanda bahwa browser ini terakhir kali dalam keadaan masuk, agar aplikasi terbuka lebih cepat; dan tanda bahwa kami sudah menawarkan notifikasi push, agar kami tidak bertanya dua kali. Berkas aplikasi sendiri disimpan untuk memulai secara luring, dan tidak berisi data Anda.',

  'legal.ads.title': 'Iklan bertarget',
  'legal.ads.body':
    'Kami tidak melakukannya sama sekali. Mithaq tidak menampilkan iklan dan tidak memakai jaringan iklan, piksel pelacak, atau analitik pihak ketiga. Tidak seorang pun, termasuk kami, membuat profil iklan tentang Anda.',
  'legal.links.title': 'Tautan eksternal',
  'legal.links.body':
    'Mithaq menautkan ke beberapa situs luar, seperti geonames.org. Situs-situs itu memiliki kebijakan privasinya sendiri, yang tidak kami kendalikan.',
  'legal.updates.title': 'Pembaruan kebijakan',
  'legal.updates.body':
    'Saat aplikasi berubah, kebijakan ini ikut berubah; tanggal di bagian atas menunjukkan versi terbaru. Sebelum perubahan penting, terutama jenis data baru, kami akan memberi tahu Anda di aplikasi atau melalui email dan meminta persetujuan Anda bila diperlukan.',
  'legal.age.title': 'Batasan usia',
  'legal.age.body':
    'Mithaq diperuntukkan bagi orang dewasa berusia 18 tahun ke atas. Kami memeriksa tanggal lahir Anda saat mendaftar. Jika kami mengetahui ada orang di bawah 18 tahun yang memiliki akun, kami menghapus akun itu beserta datanya. Jika Anda mengetahuinya, mohon beri tahu kami.',
  'legal.contact.title': 'Hubungi kami',
  'legal.contact.body':
    'Untuk pertanyaan, permintaan, atau kekhawatiran apa pun tentang privasi Anda, tulis ke <mail>{email}</mail>. Alamat yang sama tercantum di layar Akun Anda.',

  'legal.appendixA.title': 'Lampiran A: Kategori data',
  'legal.appendixA.tableLabel': 'Tabel kategori data',
  'legal.appendixA.caption':
    'Data yang kami simpan, dengan contoh, alasan kami menyimpannya, dan berapa lama',
  'legal.appendixA.category': 'Kategori',
  'legal.appendixA.examples': 'Contoh',
  'legal.appendixA.why': 'Alasan',
  'legal.appendixA.howLong': 'Berapa lama',
  'legal.data.account.category': 'Akun',
  'legal.data.account.examples': 'Alamat email, hash kata sandi argon2id',
  'legal.data.account.why': 'Agar Anda dapat masuk dan mengatur ulang kata sandi',
  'legal.data.account.howLong': 'Sampai Anda menghapus akun',
  'legal.data.profile.category': 'Profil',
  'legal.data.profile.examples':
    'Nama, jenis kelamin, tanggal lahir, kewarganegaraan, tinggi badan, status pernikahan, pendidikan, pekerjaan, Tentang Saya',
  'legal.data.profile.why': 'Untuk memperkenalkan Anda kepada calon pasangan dan menerapkan filter pencarian',
  'legal.data.profile.howLong':
    'Sampai Anda menghapus akun; profil yang ditutup dihapus atau dianonimkan setelah 2 tahun',
  'legal.data.location.category': 'Lokasi',
  'legal.data.location.examples':
    'Negara dan kota Anda (koordinat dipakai satu kali dan tidak pernah disimpan)',
  'legal.data.location.why': 'Untuk menunjukkan tempat tinggal Anda; filter negara',
  'legal.data.location.howLong': 'Sama seperti profil Anda; koordinat tidak pernah disimpan',
  'legal.data.pictures.category': 'Foto',
  'legal.data.pictures.examples': 'Hingga lima foto, metadata dihapus',
  'legal.data.pictures.why': 'Agar anggota dapat melihat dengan siapa mereka berbicara',
  'legal.data.pictures.howLong': 'Sampai Anda menghapusnya atau menghapus akun',
  'legal.data.activity.category': 'Aktivitas',
  'legal.data.activity.examples':
    'Suka, lewati, profil yang dilihat, favorit, kecocokan, pembatalan kecocokan, filter Anda',
  'legal.data.activity.why': 'Untuk menjalankan penjelajahan dan pencocokan',
  'legal.data.activity.howLong': 'Sampai Anda menghapus akun',
  'legal.data.safety.category': 'Catatan keamanan',
  'legal.data.safety.examples':
    'Blokir; laporan beserta kategori dan alasannya; keputusan moderator (peringatan, foto dihapus, penangguhan, penutupan akun) beserta alasannya; banding dan jawabannya',
  'legal.data.safety.why':
    'Untuk melindungi anggota, menyelidiki pelanggaran, dan menyimpan catatan setiap keputusan',
  'legal.data.safety.howLong':
    'Blokir: sampai salah satu akun dihapus. Laporan dan keputusan: disimpan setelah penghapusan tanpa nama atau alamat (lihat Moderasi)',
  'legal.data.selfie.category': 'Swafoto verifikasi',
  'legal.data.selfie.examples': 'Satu swafoto dengan pose yang kami minta, metadata dihapus',
  'legal.data.selfie.why': 'Agar moderator dapat memeriksa bahwa Anda adalah orang di foto Anda',
  'legal.data.selfie.howLong':
    'Dihapus segera setelah ditinjau moderator (paling lama sampai akun Anda dihapus)',
  'legal.data.messages.category': 'Pesan',
  'legal.data.messages.examples': 'Teks pesan, waktu pengiriman, apakah sudah dibaca',
  'legal.data.messages.why': 'Untuk menyampaikan percakapan Anda',
  'legal.data.messages.howLong': 'Sampai salah satu orang dalam percakapan menghapus akunnya',
  'legal.data.guardian.category': 'Wali',
  'legal.data.guardian.examples':
    'Email wali Anda, apakah ia sudah mengonfirmasi, dan jawaban tiap percakapan',
  'legal.data.guardian.why': 'Untuk mengirim salinan mingguan hanya jika Anda berdua setuju',
  'legal.data.guardian.howLong': 'Sampai Anda menghapus wali atau menghapus akun',
  'legal.data.ledger.category': 'Catatan token',
  'legal.data.ledger.examples': 'Setiap transaksi token: jumlah, jenis, keterangan, waktu',
  'legal.data.ledger.why': 'Untuk menjaga saldo Anda tetap benar dan menampilkan riwayat Anda',
  'legal.data.ledger.howLong': 'Sampai Anda menghapus akun',
  'legal.data.purchases.category': 'Pembelian',
  'legal.data.purchases.examples':
    'Paket, token, harga dan mata uang, status (diproses, ditambahkan, dana dikembalikan), penyedia pembayaran dan referensinya, waktu',
  'legal.data.purchases.why':
    'Untuk menambahkan token yang Anda bayar tepat satu kali, menjawab pertanyaan dan pengembalian dana, serta menyimpan pembukuan yang diwajibkan hukum',
  'legal.data.purchases.howLong':
    'Sampai Anda menghapus akun, kecuali hukum akuntansi mewajibkan kami menyimpan catatan pembayaran lebih lama',
  'legal.data.notifications.category': 'Notifikasi',
  'legal.data.notifications.examples':
    'Notifikasi yang dikirim kepada Anda; token push, platform, dan versi aplikasi jika Anda mengizinkan push',
  'legal.data.notifications.why': 'Untuk memberi tahu Anda tentang suka, kecocokan, pesan, dan pembayaran',
  'legal.data.notifications.howLong': 'Sampai Anda menghapus akun',
  'legal.data.technical.category': 'Teknis',
  'legal.data.technical.examples': 'Pengenal sesi; alamat IP dan waktu permintaan di log server',
  'legal.data.technical.why': 'Agar Anda tetap masuk dan layanan tetap aman',
  'legal.data.technical.howLong': 'Sesi: sampai Anda keluar atau sesi berakhir; log: waktu singkat',

  'legal.appendixB.title': 'Lampiran B: Penduduk Amerika Serikat',
  'legal.appendixB.intro':
    'Jika Anda tinggal di California atau negara bagian AS lain yang memiliki undang-undang privasi konsumen, Anda juga memiliki hak-hak berikut:',
  'legal.appendixB.know':
    '<strong>Hak untuk mengetahui</strong> informasi pribadi apa yang kami kumpulkan, mengapa, dan kepada siapa kami mengungkapkannya (lihat Lampiran A dan “Dengan siapa kami membagikannya”).',
  'legal.appendixB.delete':
    '<strong>Hak untuk menghapus</strong> dan <strong>hak untuk memperbaiki</strong> informasi pribadi Anda.',
  'legal.appendixB.optOut':
    '<strong>Hak untuk menolak penjualan atau pembagian.</strong> Kami tidak menjual informasi pribadi Anda atau membagikannya untuk iklan perilaku lintas konteks, dan tidak melakukannya dalam 12 bulan terakhir, sehingga setiap anggota sudah otomatis menolak tanpa perlu permintaan; sinyal Global Privacy Control dari browser Anda meminta apa yang sudah kami lakukan. Jika suatu saat kami ingin mengubahnya, kami akan terlebih dahulu mengubah kebijakan ini dan meminta persetujuan Anda; penolakan kemudian berlaku setidaknya 12 bulan sebelum kami bertanya lagi.',
  'legal.appendixB.limit':
    '<strong>Hak untuk membatasi penggunaan informasi sensitif.</strong> Data masuk, pesan, dan keyakinan yang tersirat dari penggunaan Mithaq hanya dipakai untuk menyediakan layanan yang Anda minta.',
  'legal.appendixB.equal':
    '<strong>Hak atas perlakuan yang setara.</strong> Menggunakan hak-hak ini tidak pernah mengurangi token atau fitur Anda.',
  'legal.appendixB.request':
    'Untuk mengajukan permintaan, kirim email ke <mail>{email}</mail>; kuasa yang sah dapat bertindak atas nama Anda dengan izin tertulis Anda. Kami memastikan identitas Anda melalui alamat email akun Anda dan menjawab dalam 45 hari.',

  'legal.yourData.title': 'Data Anda: unduh salinannya',
  'legal.yourData.body':
    'Di tab Akun, <strong>Unduh Data Saya</strong> langsung memberi Anda berkas zip berisi semua yang kami simpan tentang Anda: akun dan profil Anda, foto, filter, suka, lewati, favorit, dan blokir yang Anda buat, laporan yang Anda buat, kecocokan Anda beserta percakapannya, wali Anda dan jawaban tentangnya, catatan token, notifikasi, pengaturan push, dan sesi masuk Anda. Isinya berkas JSON yang mudah dibaca beserta foto-foto Anda.',
  'legal.yourData.made':
    'Berkas dibuat saat Anda memintanya dan langsung diserahkan ke browser Anda; kami tidak menyimpan salinannya dan tidak ada tautan yang bisa bocor.',
  'legal.yourData.others':
    'Anggota lain hanya muncul di dalamnya sebagaimana aplikasi menampilkan mereka kepada Anda: dengan nama di profil mereka. Percakapan Anda disertakan utuh, seperti yang dapat Anda baca di aplikasi; tidak ada hal lain tentang siapa pun yang disertakan, tidak pernah alamat email mereka.',
  'legal.yourData.reports':
    'Laporan yang dibuat orang lain tentang Anda tidak disertakan, untuk melindungi orang yang membuatnya.',
  'legal.yourData.limit': 'Anda dapat mengunduhnya hingga lima kali per jam.',

  'legal.deletion.title': 'Penghapusan akun',
  'legal.deletion.intro':
    'Untuk menghapus akun, buka tab Akun, pilih <strong>Hapus Akun Saya</strong>, lalu konfirmasi. Ini permanen dan tidak dapat dibatalkan. Kami lalu menghapus:',
  'legal.deletion.profile': 'profil dan semua foto Anda, termasuk berkas yang tersimpan;',
  'legal.deletion.matches': 'kecocokan Anda dan percakapannya, yang juga hilang bagi orang lain;',
  'legal.deletion.likes': 'suka, lewati, favorit, dan blokir Anda, serta swafoto verifikasi apa pun;',
  'legal.deletion.reports':
    'laporan yang Anda buat kehilangan nama Anda; laporan tentang Anda dan keputusan moderator tetap ada sebagai bukti di bawah hash berkunci dari alamat Anda (lihat Moderasi);',
  'legal.deletion.ledger': 'catatan dan saldo token Anda (token tidak memiliki nilai uang);',
  'legal.deletion.notifications': 'notifikasi dan token push Anda;',
  'legal.deletion.account': 'terakhir, akun masuk Anda: alamat email dan hash kata sandi Anda.',
  'legal.deletion.stays':
    'Satu hal tetap ada: laporan. Laporan yang Anda buat tetap ada, tanpa nama Anda, agar orang yang Anda laporkan tetap dapat diperiksa. Laporan terhadap Anda tetap ada beserta alasan dan tanggalnya, terikat pada kode berkunci dari alamat email Anda yang hanya dapat dihitung oleh server kami, agar penghapusan akun tidak dapat menghapus sebuah pengaduan; jika akun dengan alamat yang sama dibuka lagi, laporan-laporan itu dikaitkan dengannya. Tidak ada nama, alamat, profil, atau foto yang disimpan bersamanya.',
  'legal.deletion.copy':
    'Ingin menyimpan salinan dulu? Pilih <strong>Unduh Data Saya</strong> sebelum menghapus.',
  'legal.deletion.pause':
    'Hanya perlu jeda? Pilih <strong>Nonaktifkan Akun Saya</strong> saja. Jika Anda tidak dapat masuk, kirim email ke <mail>{email}</mail> dari alamat akun Anda.',
} satisfies Translation<typeof en>
