import type { Database } from 'better-sqlite3';
import type { Migration } from '../db';
import { DEMO_VIDEO_URL } from './007-product-blocks-extras';
import { ensureTerm, insertPost, relate, userIds } from './seed';

/**
 * The blog (issue 22): the post-blocks pages under /blog/ and the real plugin's page under /demo/,
 * and 56 articles with a featured picture (a 1200 × 675 attachment), h2/h3 sections for the table
 * of contents, categories, tags, the existing authors, share counts and, for some, a video
 * (`__builder_feature_video`, the meta PostX reads). Ids are clear of every other seed range:
 * pages 1500–1504, articles 1600–1655, their pictures 1700–1755.
 */
export const blogIds = {
  explore: 1500,
  search: 1501,
  headlines: 1502,
  realPlugin: 1503,
  firstArticle: 1600,
  firstPicture: 1700,
} as const;

export const blogCategories: [slug: string, name: string][] = [
  ['ev-yasam', 'Ev ve Yaşam'],
  ['seyahat', 'Seyahat'],
];

export const blogTags: [slug: string, name: string][] = [
  ['istanbul', 'İstanbul'],
  ['inceleme', 'İnceleme'],
  ['video', 'Video'],
  ['kis', 'Kış'],
];

type Author = 'ayse' | 'mehmet' | 'yonetici';

interface BlogArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** the article's sections: an h2 heading, optionally an h3 under it */
  sections: [h2: string, h3?: string][];
  video?: string;
}

const youtube = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

const articles: BlogArticle[] = [
  {
    slug: 'kis-indirimleri-rehberi',
    title: 'Kış indirimlerinde gerçek fırsatı nasıl bulursunuz?',
    excerpt: 'Fiyat geçmişi, kargo ücreti ve iade koşulları: sepeti onaylamadan önce bakılacak üç şey.',
    category: 'alisveris-rehberi',
    tags: ['indirim', 'ipucu', 'kis'],
    sections: [
      ['Fiyat geçmişine bakın', 'Sahte indirimi ayırt etmek'],
      ['Kargo ve iade koşulları'],
      ['Sepeti onaylamadan önce', 'Son kontrol listesi'],
    ],
  },
  {
    slug: 'istanbulda-hafta-sonu-pazarlari',
    title: 'İstanbul’da hafta sonu pazarları: nereden ne alınır?',
    excerpt: 'Kadıköy’den Feriköy’e, İstanbul’un en sevilen pazarlarında taze ürün ve antika avı.',
    category: 'seyahat',
    tags: ['istanbul', 'ipucu'],
    sections: [
      ['Kadıköy Salı Pazarı', 'Sabah erken gitmek'],
      ['Feriköy Antika Pazarı'],
      ['Pazarlık yaparken', 'Nakit mi kart mı?'],
    ],
  },
  {
    slug: 'kablosuz-kulaklik-incelemesi',
    title: 'Kablosuz kulaklık incelemesi: aktif gürültü engelleme ne kadar iyi?',
    excerpt: 'Metroda, ofiste ve uçakta denedik: gürültü engellemenin pil ömrüne etkisi şaşırtıcı.',
    category: 'teknoloji',
    tags: ['elektronik', 'inceleme', 'video'],
    sections: [['Ses kalitesi', 'Bas ve tiz dengesi'], ['Gürültü engelleme'], ['Pil ömrü', 'Hızlı şarj']],
    // a file of the store's own, so the review's player (and its sticky video) plays offline
    video: DEMO_VIDEO_URL,
  },
  {
    slug: 'firinda-sebzeli-tavuk',
    title: 'Fırında sebzeli tavuk: tek tepside akşam yemeği',
    excerpt: 'Patates, havuç ve kabakla 45 dakikada hazır, bulaşığı az bir hafta içi tarifi.',
    category: 'tarifler',
    tags: ['mutfak'],
    sections: [['Malzemeler'], ['Hazırlanışı', 'Marine etmek'], ['Servis önerisi']],
  },
  {
    slug: 'kucuk-balkon-duzenleme',
    title: 'Küçük balkonu yaşam alanına çevirmenin 6 yolu',
    excerpt: 'Katlanır mobilya, dikey saksılar ve doğru aydınlatmayla iki metrekarede bile keyifli bir köşe.',
    category: 'ev-yasam',
    tags: ['ipucu'],
    sections: [
      ['Katlanır mobilya', 'Ölçü almak'],
      ['Dikey bahçe'],
      ['Aydınlatma', 'Güneş enerjili lambalar'],
    ],
  },
  {
    slug: 'kapadokya-gezi-rehberi',
    title: 'Kapadokya gezi rehberi: iki günde neler görülür?',
    excerpt: 'Balon turu, Göreme Açık Hava Müzesi ve Ihlara Vadisi için pratik bir rota.',
    category: 'seyahat',
    tags: ['ipucu', 'video'],
    sections: [
      ['Birinci gün: Göreme', 'Balon turu için rezervasyon'],
      ['İkinci gün: Ihlara Vadisi'],
      ['Nerede kalınır?'],
    ],
    video: 'https://vimeo.com/76979871',
  },
  {
    slug: 'akilli-priz-kurulumu',
    title: 'Akıllı priz kurulumu: elektrik faturasını izlemek',
    excerpt: 'Uygulama üzerinden zamanlayıcı, tüketim grafiği ve uzaktan kapatma adım adım.',
    category: 'teknoloji',
    tags: ['elektronik', 'ipucu'],
    sections: [['Kutudan çıkanlar'], ['Uygulamayı bağlamak', 'Wi-Fi 2,4 GHz şartı'], ['Tüketimi okumak']],
  },
  {
    slug: 'ekim-firsat-ozeti',
    title: 'Ayın fırsat özeti: en çok satan on ürün',
    excerpt: 'Geçen ayın kampanyalarında en çok sepete eklenen ürünler ve indirim oranları.',
    category: 'firsat-bulteni',
    tags: ['indirim'],
    sections: [['Elektronik'], ['Mutfak', 'Küçük ev aletleri'], ['Giyim']],
  },
  {
    slug: 'ev-yapimi-eriste',
    title: 'Ev yapımı erişte: annemin tarifi',
    excerpt: 'Un, yumurta, tuz ve biraz sabır: kurutup kavanozda aylarca saklayabilirsiniz.',
    category: 'tarifler',
    tags: ['mutfak', 'kis'],
    sections: [['Hamuru yoğurmak'], ['Açmak ve kesmek', 'İnce mi kalın mı?'], ['Kurutma ve saklama']],
  },
  {
    slug: 'kis-icin-ev-yalitimi',
    title: 'Kışa hazırlık: evde ısı kaybını azaltmanın ucuz yolları',
    excerpt: 'Kapı fitilleri, kalın perdeler ve radyatör arkası folyo ile faturada fark yaratın.',
    category: 'ev-yasam',
    tags: ['kis', 'ipucu'],
    sections: [['Kapı ve pencere fitilleri'], ['Perdeler', 'Termal kumaş'], ['Radyatör arkası folyo']],
  },
  {
    slug: 'robot-supurge-video-inceleme',
    title: 'Robot süpürge video inceleme: halıda ve parkede',
    excerpt: 'Lazer haritalamalı modeli bir hafta kullandık; köşe temizliği ve gürültü seviyesi.',
    category: 'teknoloji',
    tags: ['elektronik', 'inceleme', 'video'],
    sections: [['Haritalama'], ['Halıda performans', 'Emiş gücü'], ['Bakım ve fırça temizliği']],
    video: youtube('ScMzIvxBSi4'),
  },
  {
    slug: 'izmir-sokak-lezzetleri',
    title: 'İzmir sokak lezzetleri: boyoz, kumru ve gevrek',
    excerpt: 'Kemeraltı’ndan Alsancak’a bir günlük lezzet rotası ve fiyatlar.',
    category: 'seyahat',
    tags: ['ipucu'],
    sections: [['Kahvaltıda boyoz'], ['Öğlen kumru', 'Çeşme kumrusu farkı'], ['Akşam Kordon’da']],
  },
  {
    slug: 'ucretsiz-kargo-esigi',
    title: 'Ücretsiz kargo eşiğini akıllıca tamamlamak',
    excerpt: 'Sepete gereksiz ürün eklemeden eşiği geçmenin yolları ve sık yapılan hatalar.',
    category: 'alisveris-rehberi',
    tags: ['kargo', 'ipucu'],
    sections: [
      ['Eşik nasıl hesaplanır?'],
      ['İhtiyaç listesi', 'Sarf malzemeleri'],
      ['Kupon ile birleştirmek'],
    ],
  },
  {
    slug: 'mercimek-corbasi',
    title: 'Lokanta usulü mercimek çorbası',
    excerpt: 'Tereyağlı pul biberli sosuyla, blendırdan geçmiş pürüzsüz bir kış çorbası.',
    category: 'tarifler',
    tags: ['mutfak', 'kis'],
    sections: [['Malzemeler'], ['Pişirme', 'Kıvam ayarı'], ['Sosu hazırlamak']],
  },
  {
    slug: 'telefon-pil-omru',
    title: 'Telefonunuzun pil ömrünü uzatan 8 ayar',
    excerpt: 'Ekran yenileme hızı, konum servisleri ve arka plan yenileme: küçük ayarlar, büyük fark.',
    category: 'teknoloji',
    tags: ['elektronik', 'ipucu'],
    sections: [['Ekran ayarları', 'Karanlık mod'], ['Konum servisleri'], ['Şarj alışkanlıkları']],
  },
  {
    slug: 'istanbul-bogaz-turu',
    title: 'İstanbul Boğaz turu: vapurla en güzel rota',
    excerpt: 'Eminönü’nden Anadolu Kavağı’na uzun Boğaz turu; saatler, ücretler ve mola yerleri.',
    category: 'seyahat',
    tags: ['istanbul', 'video'],
    sections: [
      ['Eminönü iskelesi', 'Bilet ve saatler'],
      ['Rumeli Hisarı manzarası'],
      ['Anadolu Kavağı’nda öğle yemeği'],
    ],
    video: youtube('LXb3EKWsInQ'),
  },
  {
    slug: 'dolap-duzenleme',
    title: 'Gardırop düzenleme: sezon değişiminde kolay yöntem',
    excerpt: 'Vakumlu torbalar, kutu etiketleri ve tek renk askılarla yer kazanın.',
    category: 'ev-yasam',
    tags: ['ipucu'],
    sections: [['Ayıklamak'], ['Sezonluk saklama', 'Vakumlu torbalar'], ['Askı ve kutular']],
  },
  {
    slug: 'haftanin-firsatlari-kahve',
    title: 'Haftanın fırsatları: kahve makinelerinde indirim',
    excerpt: 'Filtre, espresso ve Türk kahvesi makinelerinde bu haftaya özel fiyatlar.',
    category: 'firsat-bulteni',
    tags: ['indirim', 'mutfak'],
    sections: [
      ['Filtre kahve makineleri'],
      ['Espresso makineleri', 'Süt köpürtücü'],
      ['Türk kahvesi makineleri'],
    ],
  },
  {
    slug: 'firinda-kabak-tatlisi',
    title: 'Fırında kabak tatlısı: şerbeti az, lezzeti tam',
    excerpt: 'Balkabağını kendi suyuyla pişirip cevizle servis edin.',
    category: 'tarifler',
    tags: ['mutfak', 'kis'],
    sections: [['Kabağı seçmek'], ['Fırında pişirme', 'Şeker oranı'], ['Servis']],
  },
  {
    slug: 'akilli-saat-spor-modu',
    title: 'Akıllı saatlerde spor modu: hangi ölçüm ne işe yarar?',
    excerpt: 'Nabız bölgeleri, VO2 maks ve toparlanma süresi: saatinizin söylediklerini okumak.',
    category: 'teknoloji',
    tags: ['elektronik', 'inceleme'],
    sections: [['Nabız bölgeleri'], ['VO2 maks', 'Ne kadar doğru?'], ['Toparlanma süresi']],
  },
  {
    slug: 'antalya-kis-tatili',
    title: 'Kışın Antalya: kalabalıktan uzak bir tatil',
    excerpt: 'Ilık havası, sakin plajları ve antik kentleriyle Antalya kışın da güzel.',
    category: 'seyahat',
    tags: ['kis', 'ipucu'],
    sections: [['Kaleiçi’nde yürüyüş'], ['Antik kentler', 'Perge ve Aspendos'], ['Konaklama fiyatları']],
  },
  {
    slug: 'indirim-kuponu-kullanimi',
    title: 'İndirim kuponu nasıl kullanılır? Adım adım',
    excerpt: 'Sepette kupon alanı, geçerlilik koşulları ve birden fazla kuponu birleştirmek.',
    category: 'alisveris-rehberi',
    tags: ['indirim', 'ipucu'],
    sections: [['Kupon kodunu girmek'], ['Koşulları okumak', 'Alt limit'], ['Sık karşılaşılan hatalar']],
  },
  {
    slug: 'mutfak-tezgahi-duzeni',
    title: 'Mutfak tezgâhında düzen: az eşya, çok alan',
    excerpt: 'Sık kullanılanları öne, gerisini dolaba: tezgâhı ferahlatan küçük kurallar.',
    category: 'ev-yasam',
    tags: ['mutfak', 'ipucu'],
    sections: [['Sık kullanılanlar'], ['Dikey saklama', 'Duvar rafları'], ['Kablo düzeni']],
  },
  {
    slug: 'menemen-video-tarif',
    title: 'Video tarif: beş dakikada menemen',
    excerpt: 'Domates, biber ve yumurta: adım adım videolu klasik menemen.',
    category: 'tarifler',
    tags: ['mutfak', 'video'],
    sections: [['Malzemeler'], ['Pişirme', 'Soğan tartışması'], ['Yanında ne gider?']],
    video: youtube('dQw4w9WgXcQ'),
  },
  {
    slug: 'powerbank-secimi',
    title: 'Powerbank seçerken mAh değeri yanıltmasın',
    excerpt: 'Gerçek kapasite, hızlı şarj protokolleri ve uçakta taşıma kuralları.',
    category: 'teknoloji',
    tags: ['elektronik', 'ipucu'],
    sections: [['Gerçek kapasite'], ['Hızlı şarj', 'PD ve QC'], ['Uçakta taşıma']],
  },
  {
    slug: 'kis-kampanyasi-basladi',
    title: 'Kış kampanyası başladı: montlarda yüzde 40 indirim',
    excerpt: 'Mont, bot ve atkıda sezonun en iyi fiyatları; stoklar sınırlı.',
    category: 'firsat-bulteni',
    tags: ['indirim', 'kis'],
    sections: [['Montlar'], ['Botlar', 'Su geçirmezlik'], ['Aksesuarlar']],
  },
  {
    slug: 'trabzon-yayla-rotasi',
    title: 'Karadeniz yayla rotası: Uzungöl’den Ayder’e',
    excerpt: 'Sisli yaylalar, ahşap evler ve muhlama: bir haftalık Karadeniz planı.',
    category: 'seyahat',
    tags: ['ipucu', 'video'],
    sections: [['Uzungöl'], ['Ayder Yaylası', 'Kaplıcalar'], ['Yöresel lezzetler']],
    video: 'https://vimeo.com/22439234',
  },
  {
    slug: 'ev-bitkileri-bakimi',
    title: 'Kışın ev bitkilerine nasıl bakılır?',
    excerpt: 'Az sulama, bol ışık ve kaloriferden uzak durmak: bitkileriniz baharı görsün.',
    category: 'ev-yasam',
    tags: ['kis', 'ipucu'],
    sections: [['Sulama'], ['Işık', 'Pencere önü'], ['Nem']],
  },
  {
    slug: 'iade-sureci',
    title: 'İade süreci nasıl işler? Bilmeniz gerekenler',
    excerpt: 'On dört günlük cayma hakkı, kargo ücreti ve paranın iade süresi.',
    category: 'alisveris-rehberi',
    tags: ['kargo'],
    sections: [['Cayma hakkı'], ['İade kargosu', 'Ücretsiz iade'], ['Para ne zaman yatar?']],
  },
  {
    slug: 'zeytinyagli-enginar',
    title: 'Zeytinyağlı enginar: bahar sofrasının yıldızı',
    excerpt: 'Enginarı kararmadan temizlemenin püf noktası ve garnitürü.',
    category: 'tarifler',
    tags: ['mutfak'],
    sections: [['Enginar temizliği'], ['Garnitür', 'Bezelye ve havuç'], ['Pişirme']],
  },
  {
    slug: 'dizustu-bilgisayar-rehberi',
    title: 'Öğrenciler için dizüstü bilgisayar rehberi',
    excerpt: 'İşlemci, bellek ve pil: bütçeye göre doğru dizüstü.',
    category: 'teknoloji',
    tags: ['elektronik', 'inceleme'],
    sections: [['İşlemci'], ['Bellek ve depolama', 'SSD şart'], ['Pil ve ağırlık']],
  },
  {
    slug: 'istanbul-muzeleri',
    title: 'İstanbul müzeleri: bir günde görülecek beş müze',
    excerpt: 'Müzekart ile Topkapı, Ayasofya, Arkeoloji, İstanbul Modern ve Pera.',
    category: 'seyahat',
    tags: ['istanbul'],
    sections: [['Topkapı Sarayı'], ['Arkeoloji Müzeleri', 'Çinili Köşk'], ['Modern sanat']],
  },
  {
    slug: 'kirlenmeyen-nevresim',
    title: 'Nevresim seçimi: pamuk, saten ve keten',
    excerpt: 'İplik sayısı, dokuma türü ve yıkama sıcaklığı: doğru nevresim rehberi.',
    category: 'ev-yasam',
    tags: ['inceleme'],
    sections: [['Pamuk'], ['Saten', 'Parlaklık'], ['Keten']],
  },
  {
    slug: 'bu-hafta-elektronik',
    title: 'Bu hafta elektronikte: kulaklık ve hoparlör fırsatları',
    excerpt: 'Bluetooth hoparlörler ve kulak içi kulaklıklarda kısa süreli indirimler.',
    category: 'firsat-bulteni',
    tags: ['indirim', 'elektronik'],
    sections: [['Kulaklıklar'], ['Hoparlörler', 'Su geçirmez modeller'], ['Aksesuarlar']],
  },
  {
    slug: 'ev-yapimi-granola',
    title: 'Ev yapımı granola: şekersiz ve çıtır',
    excerpt: 'Yulaf, ceviz ve bal ile fırında yirmi dakikada kahvaltılık.',
    category: 'tarifler',
    tags: ['mutfak', 'ipucu'],
    sections: [['Malzemeler'], ['Fırınlama', 'Çıtırlık sırrı'], ['Saklama']],
  },
  {
    slug: 'akilli-ev-baslangic',
    title: 'Akıllı eve başlangıç: ilk üç cihaz',
    excerpt: 'Akıllı ampul, priz ve termostat: kurulumu kolay, etkisi büyük.',
    category: 'teknoloji',
    tags: ['elektronik', 'video'],
    sections: [['Akıllı ampul'], ['Akıllı priz', 'Zamanlayıcılar'], ['Termostat']],
    video: youtube('jNQXAC9IVRw'),
  },
  {
    slug: 'mardin-gezisi',
    title: 'Mardin gezisi: taş evler ve Mezopotamya manzarası',
    excerpt: 'Eski Mardin sokakları, Deyrulzafaran Manastırı ve Dara Antik Kenti.',
    category: 'seyahat',
    tags: ['ipucu'],
    sections: [['Eski Mardin'], ['Deyrulzafaran', 'Ziyaret saatleri'], ['Dara Antik Kenti']],
  },
  {
    slug: 'banyo-temizligi',
    title: 'Banyo temizliğinde sirke ve karbonat',
    excerpt: 'Kireç, küf ve derz lekeleri için kimyasalsız çözümler.',
    category: 'ev-yasam',
    tags: ['ipucu'],
    sections: [['Kireç'], ['Derz arası', 'Eski diş fırçası'], ['Küf önleme']],
  },
  {
    slug: 'taksit-mi-pesin-mi',
    title: 'Taksit mi, peşin indirim mi?',
    excerpt: 'Enflasyon ve vade farkıyla hangi ödeme seçeneğinin daha kârlı olduğunu hesaplayın.',
    category: 'alisveris-rehberi',
    tags: ['indirim'],
    sections: [['Vade farkı'], ['Peşin indirim', 'Yüzde kaç anlamlı?'], ['Örnek hesap']],
  },
  {
    slug: 'karniyarik-tarifi',
    title: 'Karnıyarık: patlıcanı acısız kızartmanın yolu',
    excerpt: 'Tuzlu suda bekletilen patlıcan ve kıymalı harçla klasik karnıyarık.',
    category: 'tarifler',
    tags: ['mutfak'],
    sections: [['Patlıcanları hazırlamak'], ['Harç', 'Kıyma seçimi'], ['Fırın']],
  },
  {
    slug: 'tablet-karsilastirma',
    title: 'Tablet karşılaştırması: okumak, çizmek, izlemek',
    excerpt: 'Ekran, kalem desteği ve depolama: kullanım amacına göre tablet.',
    category: 'teknoloji',
    tags: ['elektronik', 'inceleme'],
    sections: [['Okumak için'], ['Çizmek için', 'Kalem gecikmesi'], ['İzlemek için']],
  },
  {
    slug: 'istanbul-kahve-duraklari',
    title: 'İstanbul’un üçüncü dalga kahve durakları',
    excerpt: 'Karaköy, Moda ve Cihangir’de demleme yöntemine göre seçtiğimiz kahveciler.',
    category: 'seyahat',
    tags: ['istanbul', 'mutfak'],
    sections: [['Karaköy'], ['Moda', 'Filtre kahve'], ['Cihangir']],
  },
  {
    slug: 'kis-bakimi-cilt',
    title: 'Kış aylarında cilt bakımı: nem ve koruma',
    excerpt: 'Soğuk ve kuru havada cildi korumak için basit bir rutin.',
    category: 'ev-yasam',
    tags: ['kis'],
    sections: [['Temizleme'], ['Nemlendirme', 'Gece bakımı'], ['Güneş kremi kışın da']],
  },
  {
    slug: 'black-friday-hazirlik',
    title: 'Efsane cuma hazırlığı: listeyi şimdiden yapın',
    excerpt: 'İstek listesi, fiyat alarmı ve kart limiti: büyük indirim gününe hazır olun.',
    category: 'firsat-bulteni',
    tags: ['indirim', 'ipucu'],
    sections: [['İstek listesi'], ['Fiyat alarmı', 'Geçmiş fiyatlar'], ['Ödeme hazırlığı']],
  },
  {
    slug: 'simit-tarifi',
    title: 'Evde susamlı simit: pekmezli çıtır kabuk',
    excerpt: 'Pekmezli suya batırıp susama bulayın; fırından çıkınca çayla servis edin.',
    category: 'tarifler',
    tags: ['mutfak', 'video'],
    sections: [['Hamur'], ['Şekil vermek', 'Pekmezli su'], ['Pişirme']],
    video: youtube('M7lc1UVf-VE'),
  },
  {
    slug: 'kablosuz-sarj',
    title: 'Kablosuz şarj gerçekten yavaş mı?',
    excerpt: 'Qi standardı, ısınma ve verimlilik: kablolu şarjla karşılaştırma.',
    category: 'teknoloji',
    tags: ['elektronik'],
    sections: [['Qi standardı'], ['Isınma', 'Kılıf etkisi'], ['Verimlilik']],
  },
  {
    slug: 'bodrum-sonbahar',
    title: 'Sonbaharda Bodrum: sakin koylar ve uygun fiyatlar',
    excerpt: 'Sezon sonunda Bodrum yarımadasının sakin koyları ve balık restoranları.',
    category: 'seyahat',
    tags: ['ipucu'],
    sections: [['Koylar'], ['Balık restoranları', 'Fiyatlar'], ['Ulaşım']],
  },
  {
    slug: 'kucuk-ev-aletleri',
    title: 'Küçük ev aletlerinde garanti ve servis',
    excerpt: 'Garanti belgesi, yetkili servis ve değişim hakkı hakkında bilinmesi gerekenler.',
    category: 'alisveris-rehberi',
    tags: ['elektronik', 'ipucu'],
    sections: [['Garanti süresi'], ['Yetkili servis', 'Onarım süresi'], ['Değişim hakkı']],
  },
  {
    slug: 'salon-aydinlatma',
    title: 'Salon aydınlatması: üç katmanlı ışık',
    excerpt: 'Genel, görev ve dekoratif aydınlatmayla salonu sıcak ve işlevsel kılın.',
    category: 'ev-yasam',
    tags: ['ipucu'],
    sections: [['Genel aydınlatma'], ['Görev aydınlatması', 'Okuma köşesi'], ['Dekoratif ışık']],
  },
  {
    slug: 'ayva-tatlisi',
    title: 'Kaymaklı ayva tatlısı',
    excerpt: 'Çekirdekleriyle pişen ayvanın o güzel kırmızı rengi ve kaymaklı servisi.',
    category: 'tarifler',
    tags: ['mutfak', 'kis'],
    sections: [['Ayvaları hazırlamak'], ['Pişirme', 'Renk sırrı'], ['Servis']],
  },
  {
    slug: 'oyun-konsolu-rehberi',
    title: 'Oyun konsolu mu, oyun bilgisayarı mı?',
    excerpt: 'Fiyat, oyun kütüphanesi ve yükseltme imkânı açısından karşılaştırma.',
    category: 'teknoloji',
    tags: ['elektronik', 'inceleme'],
    sections: [['Fiyat'], ['Oyun kütüphanesi', 'Abonelikler'], ['Yükseltme']],
  },
  {
    slug: 'istanbul-adalar',
    title: 'İstanbul Adaları’nda bir gün: Büyükada rotası',
    excerpt: 'Vapur saatleri, bisiklet kiralama ve Aya Yorgi tepesine yürüyüş.',
    category: 'seyahat',
    tags: ['istanbul', 'ipucu'],
    sections: [['Vapur'], ['Bisiklet turu', 'Kiralama ücretleri'], ['Aya Yorgi']],
  },
  {
    slug: 'haftanin-firsatlari-ev',
    title: 'Haftanın fırsatları: ev tekstilinde kampanya',
    excerpt: 'Nevresim, havlu ve battaniyelerde sezon sonu fiyatları.',
    category: 'firsat-bulteni',
    tags: ['indirim', 'kis'],
    sections: [['Nevresimler'], ['Havlular', 'Pamuk oranı'], ['Battaniyeler']],
  },
  {
    slug: 'mutfak-robotu-inceleme',
    title: 'Mutfak robotu incelemesi: doğrama, yoğurma, rendeleme',
    excerpt: 'Bir ay boyunca her gün kullandık: hangi aparat gerçekten işe yarıyor?',
    category: 'teknoloji',
    tags: ['mutfak', 'inceleme', 'video'],
    sections: [['Doğrama'], ['Yoğurma', 'Motor gücü'], ['Temizlik']],
    video: youtube('kJQP7kiw5Fk'),
  },
  {
    slug: 'evden-calisma-kosesi',
    title: 'Evden çalışma köşesi: ergonomi ve düzen',
    excerpt: 'Masa yüksekliği, monitör mesafesi ve doğru sandalye ile gün boyu rahat.',
    category: 'ev-yasam',
    tags: ['ipucu', 'elektronik'],
    sections: [['Masa ve sandalye'], ['Monitör', 'Göz hizası'], ['Kablo düzeni']],
  },
  {
    slug: 'guvenli-online-alisveris',
    title: 'Güvenli online alışveriş için 7 kural',
    excerpt: 'Sahte siteler, kart bilgileri ve 3D Secure: internetten alışverişte güvende kalın.',
    category: 'alisveris-rehberi',
    tags: ['ipucu'],
    sections: [['Adres çubuğu'], ['Kart güvenliği', '3D Secure'], ['Şüpheli kampanyalar']],
  },
];

/** The blog's pages (ids fixed above), their parent and title. */
const pages: { id: number; slug: string; title: string; parentId: number }[] = [
  { id: blogIds.explore, slug: 'kesfet', title: 'Keşfet', parentId: 10 },
  { id: blogIds.search, slug: 'ara', title: 'Blogda ara', parentId: 10 },
  { id: blogIds.headlines, slug: 'manset', title: 'Manşet', parentId: 10 },
  { id: blogIds.realPlugin, slug: 'postx-gercek', title: 'PostX grid', parentId: 7 },
];

const authors: Author[] = ['ayse', 'mehmet', 'yonetici'];

const pad = (n: number): string => String(n).padStart(2, '0');

/** The article's HTML: an introduction, then each section (h2 with an id, an optional h3, paragraphs). */
function articleContent(article: BlogArticle): string {
  const anchor = (text: string): string =>
    text
      .toLocaleLowerCase('tr')
      .replace(/[çğıöşü]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[c] ?? c)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const parts = [`<p>${article.excerpt} Bu yazıda adım adım anlatıyoruz.</p>`];
  for (const [h2, h3] of article.sections) {
    parts.push(`<h2 id="${anchor(h2)}">${h2}</h2>`);
    parts.push(
      `<p>${h2} konusunda en sık sorulan soruları derledik. Deneyimlerimize ve okurlarımızdan gelen önerilere göre en pratik yolu seçtik.</p>`,
    );
    if (h3) {
      parts.push(`<h3 id="${anchor(h3)}">${h3}</h3>`);
      parts.push(
        `<p>${h3} için kısa bir not: acele etmeyin, önce küçük bir deneme yapın ve sonucu görünce devam edin.</p>`,
      );
    }
    parts.push(
      '<p>Aklınıza takılan bir şey olursa yorumlarda sorabilirsiniz; her hafta okurlarımızın sorularını yanıtlıyoruz.</p>',
    );
  }
  return parts.join('\n');
}

export function seedBlog(db: Database): void {
  for (const [slug, name] of blogCategories) ensureTerm(db, 'category', slug, name);
  for (const [slug, name] of blogTags) ensureTerm(db, 'post_tag', slug, name);
  for (const page of pages) {
    insertPost(db, {
      id: page.id,
      type: 'page',
      slug: page.slug,
      title: page.title,
      authorId: userIds.yonetici,
      parentId: page.parentId,
      commentStatus: 'closed',
      dateGmt: '2026-11-01 08:00:00',
    });
  }
  const meta = db.prepare('INSERT INTO post_meta (post_id, key, value) VALUES (?, ?, ?)');
  const picture = db.prepare(
    'INSERT INTO attachments (post_id, file, mime_type, width, height, alt) VALUES (?, ?, ?, 1200, 675, ?)',
  );
  // The oldest first, two or three a day from 3 November, so ids follow the dates.
  const ordered = [...articles].reverse();
  ordered.forEach((article, index) => {
    const id = blogIds.firstArticle + index;
    const day = 3 + Math.floor((index * 23) / ordered.length);
    const date = `2026-11-${pad(day)} ${pad(6 + ((index * 5) % 11))}:${pad((index * 17) % 60)}:00`;
    insertPost(db, {
      id,
      type: 'post',
      slug: article.slug,
      title: article.title,
      content: articleContent(article),
      excerpt: article.excerpt,
      authorId: userIds[authors[index % authors.length] ?? 'ayse'],
      dateGmt: date,
    });
    relate(db, id, 'category', [article.category]);
    relate(db, id, 'post_tag', article.tags);
    const pictureId = blogIds.firstPicture + index;
    insertPost(db, {
      id: pictureId,
      type: 'attachment',
      status: 'inherit',
      slug: `${article.slug}-gorsel`,
      title: article.title,
      parentId: id,
      dateGmt: date,
    });
    picture.run(pictureId, `blog/${article.slug}.svg`, 'image/svg+xml', article.title);
    meta.run(id, '_thumbnail_id', String(pictureId));
    meta.run(id, 'share_count', String((index * 7) % 40));
    meta.run(id, '__post_views_count', String(120 + ((index * 37) % 900)));
    if (article.video) meta.run(id, '__builder_feature_video', article.video);
  });
}

export const blogArticleCount = articles.length;

/** The blog: its pages, articles, pictures, categories and tags. */
export const blog: Migration = {
  name: 'blog',
  up: (db) => seedBlog(db),
};
