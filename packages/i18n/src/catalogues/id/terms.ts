import type { Translation } from '../../translator'
import type en from '../en/terms'

// Ketentuan Penggunaan (/terms). Teks bahasa Inggris yang mengikat (terms.binding).
export default {
  'terms.title': 'Ketentuan Penggunaan',
  'terms.updated': 'Berlaku sejak {date}',
  'terms.binding':
    'Ketentuan ini ditulis dalam bahasa Inggris, dan teks bahasa Inggris itulah yang mengikat. Terjemahan ini disediakan agar Anda lebih mudah membacanya.',
  'terms.intro':
    'Mithaq hadir untuk membantu umat Muslim menemukan pasangan hidup dengan cara yang serius, penuh hormat, dan halal. Ketentuan ini adalah kesepakatan antara Anda dan kami: apa yang dapat Anda harapkan dari Mithaq, dan apa yang kami serta anggota lain harapkan dari Anda. Dengan membuat akun, Anda menerimanya, bersama <privacy>Kebijakan Privasi</privacy> kami. Mohon dibaca: isinya singkat dan ditulis dengan bahasa sederhana.',

  'terms.eligibility.title': 'Siapa yang boleh bergabung',
  'terms.eligibility.age': 'Anda berusia <strong>18 tahun atau lebih</strong>.',
  'terms.eligibility.free':
    'Anda bebas untuk menikah, menurut syariat Islam dan menurut hukum negara tempat Anda tinggal.',
  'terms.eligibility.one':
    'Anda hanya memiliki satu akun, dan akun itu milik Anda: tidak dibagikan dan tidak dijual.',
  'terms.eligibility.true':
    'Apa yang Anda sampaikan tentang diri Anda benar, dan foto-fotonya adalah foto Anda sendiri. Seorang wali boleh membantu, tetapi profil itu berbicara atas nama Anda.',

  'terms.purpose.title': 'Untuk apa Mithaq',
  'terms.purpose.body':
    'Mithaq untuk mereka yang sungguh-sungguh ingin menikah. Mithaq bukan tempat untuk berpacaran iseng, bermain-main, atau berteman dengan lawan jenis. Kami menganjurkan Anda melibatkan keluarga atau wali, menjaga adab dalam percakapan, dan bila saatnya tiba, bertemu bersama keluarga atau di tempat umum.',

  'terms.conduct.title': 'Bagaimana kita saling memperlakukan',
  'terms.conduct.intro':
    'Perlakukan setiap anggota sebagaimana Anda ingin saudara perempuan atau saudara laki-laki Anda diperlakukan. Di Mithaq, Anda tidak boleh:',
  'terms.conduct.sexual':
    'mengirim atau memasang apa pun yang bersifat seksual, cabul, atau tidak senonoh, baik kata-kata maupun gambar;',
  'terms.conduct.harass':
    'menghina, melecehkan, mengancam, atau menekan siapa pun, atau terus menghubungi orang yang sudah jelas menyatakan tidak tertarik;',
  'terms.conduct.hate':
    'menyerang seseorang karena asal-usul, bahasa, mazhab, warna kulit, atau latar belakangnya;',
  'terms.conduct.money':
    'meminta atau menawarkan uang, hadiah, atau data keuangan, atau mempromosikan usaha, tautan, atau layanan lain;',
  'terms.conduct.fake':
    'menyamar sebagai orang lain, memakai foto orang lain, atau memberikan status pernikahan yang tidak benar;',
  'terms.conduct.private':
    'menyebarkan foto, pesan, atau data pribadi anggota lain di luar Mithaq tanpa izinnya;',
  'terms.conduct.minors': 'melibatkan siapa pun yang berusia di bawah 18 tahun dengan cara apa pun;',
  'terms.conduct.harm':
    'melanggar hukum, mengakali blokir atau pembatasan, atau berusaha merusak, membebani, atau menyalahgunakan aplikasi.',

  'terms.content.title': 'Yang Anda unggah',
  'terms.content.body':
    'Profil, foto, dan pesan Anda tetap milik Anda. Anda mengizinkan kami menyimpannya dan menampilkannya kepada anggota yang ditunjukkan oleh aplikasi, semata-mata untuk menjalankan Mithaq. Anda bertanggung jawab atas apa yang Anda unggah; unggahlah hanya yang berhak Anda bagikan.',

  'terms.safety.title': 'Melaporkan dan memblokir',
  'terms.safety.body':
    'Jika seseorang berperilaku buruk, Anda dapat <strong>memblokirnya</strong> kapan saja: kalian tidak akan saling melihat lagi di mana pun dalam aplikasi. Anda juga dapat <strong>melaporkannya</strong> dengan menyebutkan alasannya; moderator kami membaca setiap laporan. Dalam keadaan darurat, hubungi pihak berwenang setempat terlebih dahulu.',

  'terms.moderation.title': 'Yang dapat dilakukan moderator kami',
  'terms.moderation.intro':
    'Agar Mithaq tetap aman dan saling menghormati, moderator kami meninjau laporan dan, sesuai dengan apa yang terjadi, dapat:',
  'terms.moderation.remove': 'menghapus foto, tulisan, atau pesan yang melanggar Ketentuan ini;',
  'terms.moderation.warn': 'memberikan peringatan;',
  'terms.moderation.suspend': 'menangguhkan akun untuk sementara waktu;',
  'terms.moderation.ban':
    'menutup akun untuk selamanya, dan menolak akun baru dari orang yang sama, untuk pelanggaran berat atau berulang.',
  'terms.moderation.appeal':
    'Jika akun Anda ditangguhkan atau ditutup, alasannya disampaikan saat Anda mencoba masuk, dan Anda dapat mengajukan satu kali banding yang akan dibaca oleh moderator.',

  'terms.tokens.title': 'Token',
  'terms.tokens.what':
    'Token adalah hak untuk memakai fitur tertentu di dalam Mithaq, misalnya membuka obrolan dengan pasangan yang cocok. <strong>Token bukan uang.</strong> Token tidak memiliki nilai tunai, tidak dapat ditukar dengan uang atau apa pun, tidak dapat diberikan atau dijual kepada anggota lain, dan tidak dapat dibawa keluar dari aplikasi.',
  'terms.tokens.rules':
    'Biaya setiap fitur, dan kapan token dikembalikan, dijelaskan di “Cara kerja token” dalam aplikasi, sebelum ada apa pun yang memakai token Anda. Token hanya dikembalikan sesuai aturan tersebut: misalnya, jika obrolan yang Anda bayar tidak pernah terbuka karena tidak dibuka tepat waktu, pembayaran Anda dikembalikan sepenuhnya.',
  'terms.tokens.buying':
    'Anda dapat membeli token dalam bentuk paket. Yang Anda beli adalah hak untuk memakai token di dalam Mithaq itu: <strong>bukan uang</strong>, bukan simpanan, dan seperti token lainnya <strong>tidak bernilai tunai</strong>. Harga setiap paket ditampilkan sebelum Anda membayar. Di web, pembayaran diproses oleh <strong>Stripe</strong>; di aplikasi Android dan iOS oleh <strong>Google Play</strong> atau <strong>App Store</strong>, sesuai ketentuan mereka sendiri. Token ditambahkan setelah pembayaran dikonfirmasi.',
  'terms.tokens.refunds':
    'Token yang dibeli dapat dipakai begitu ditambahkan, jadi dana pembelian tidak dikembalikan setelah tokennya masuk ke dompet Anda, kecuali hukum negara Anda memberi Anda hak itu, atau kami sendiri yang mengembalikannya (misalnya setelah terjadi kesalahan). Pembelian di aplikasi dikembalikan dananya oleh Apple atau Google sesuai aturan mereka. Jika dana suatu pembelian dikembalikan atau pembayarannya dibatalkan (chargeback), tokennya ditarik kembali: jika sudah Anda pakai, saldo Anda bisa di bawah nol, dan Anda tidak dapat membayar dengan token sampai saldo kembali di atas nol.',
  'terms.tokens.end': 'Saat akun dihapus atau ditutup, token di dalamnya ikut berakhir.',

  'terms.ending.title': 'Mengakhiri akun Anda',
  'terms.ending.you':
    'Anda boleh berhenti kapan saja: nonaktifkan akun untuk menyembunyikannya, atau hapus dari layar Akun. Apa yang terjadi pada data Anda setelah itu dijelaskan dalam <privacy>Kebijakan Privasi</privacy>.',
  'terms.ending.us':
    'Kami dapat menangguhkan atau menutup akun yang melanggar Ketentuan ini, seperti dijelaskan di atas, atau bila diwajibkan oleh hukum.',

  'terms.liability.title': 'Tanggung jawab kami',
  'terms.liability.members':
    'Kami berusaha keras menjaga Mithaq tetap aman, tetapi kami tidak dapat mengetahui isi hati setiap anggota atau memeriksa semua yang mereka katakan. Jangan terburu-buru, banyaklah bertanya, libatkan keluarga Anda, dan jangan pernah mengirim uang kepada orang yang Anda kenal di sini.',
  'terms.liability.service':
    'Kami menyediakan Mithaq sebagaimana adanya dan tidak dapat menjanjikan bahwa aplikasi ini selalu tersedia atau bebas dari kesalahan, ataupun bahwa Anda pasti menemukan pasangan. Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas perkataan atau perbuatan anggota, atau atas kerugian yang timbul dari penggunaan aplikasi. Tidak ada dalam Ketentuan ini yang menghapus hak yang diberikan hukum negara Anda dan yang tidak dapat dilepaskan.',

  'terms.changes.title': 'Perubahan Ketentuan ini',
  'terms.changes.body':
    'Jika Ketentuan ini berubah, tanggal di bagian atas ikut berubah, dan aplikasi memberi tahu Anda saat Anda masuk berikutnya. Jika Anda tidak setuju dengan Ketentuan yang baru, Anda dapat menghapus akun; jika Anda tetap memakai Mithaq, berarti Anda menerimanya.',

  'terms.law.title': 'Hukum yang berlaku',
  'terms.law.body':
    'Ketentuan ini tunduk pada hukum negara tempat Mithaq dioperasikan. Jika Anda tinggal di negara lain, Anda tetap mendapat perlindungan yang diberikan hukum negara Anda sendiri kepada konsumen, dan Anda dapat membawa sengketa ke pengadilan negara tersebut.',

  'terms.contact.title': 'Hubungi kami',
  'terms.contact.body':
    'Untuk pertanyaan apa pun tentang Ketentuan ini, tulis ke <mail>{email}</mail>. Alamat yang sama tercantum di layar Akun Anda.',
} satisfies Translation<typeof en>
