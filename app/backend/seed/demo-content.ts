// Demo content of the fictional company "Örnek İnşaat Mühendislik A.Ş." (Ornek Construction &
// Engineering), written in all four site languages (tr, en, ru, uz). Everything here is invented
// for demonstration: the company, its clients, projects, machines and addresses do not exist,
// and the .example domain is reserved. Pure data; the seed loader turns it into rows and images.

import type { DemoContent } from "./types";

export const demoContent: DemoContent = {
  settings: {
    companyName: "Örnek İnşaat Mühendislik A.Ş.",
    general: {
      siteName: "Örnek İnşaat",
      description: {
        tr: "Örnek İnşaat Mühendislik A.Ş., 1994'ten bu yana Türkiye ve Orta Asya'da altyapı, üstyapı, enerji ve sulama projelerini tasarlayıp hayata geçiren bir mühendislik ve taahhüt şirketidir.",
        en: "Since 1994, Ornek Construction & Engineering has designed and delivered infrastructure, building, energy and irrigation projects across Türkiye and Central Asia.",
        ru: "С 1994 года компания «Орнек Иншаат» проектирует и строит объекты инфраструктуры, здания, энергетические и ирригационные сооружения в Турции и Центральной Азии.",
        uz: "Örnek İnşaat 1994-yildan buyon Turkiya va Markaziy Osiyoda infratuzilma, bino-inshootlar, energetika va sugʻorish loyihalarini loyihalab, amalga oshirib kelmoqda.",
      },
    },
    contact: {
      phone: "+90 312 555 01 00",
      email: "info@ornek-insaat.example",
      address: "Eskişehir Yolu 9. km, No: 100, Çankaya / Ankara",
      whatsapp: "+90 532 555 01 00",
    },
    socialMedia: [
      {
        id: "social-linkedin",
        name: "LinkedIn",
        url: "https://www.linkedin.com/company/ornek-insaat-demo",
        icon: "Linkedin",
      },
      {
        id: "social-facebook",
        name: "Facebook",
        url: "https://www.facebook.com/ornekinsaatdemo",
        icon: "Facebook",
      },
      {
        id: "social-instagram",
        name: "Instagram",
        url: "https://www.instagram.com/ornekinsaatdemo",
        icon: "Instagram",
      },
      {
        id: "social-youtube",
        name: "YouTube",
        url: "https://www.youtube.com/@ornekinsaatdemo",
        icon: "Youtube",
      },
      {
        id: "social-behance",
        name: "Behance",
        url: "https://www.behance.net/ornekinsaatdemo",
        icon: "Behance",
      },
    ],
    about_summary_subtitle: {
      tr: "Hakkımızda",
      en: "About Us",
      ru: "О компании",
      uz: "Biz haqimizda",
    },
    about_summary_title: {
      tr: "Otuz Yılı Aşkın Mühendislik Birikimi",
      en: "Three Decades of Engineering Experience",
      ru: "Более тридцати лет инженерного опыта",
      uz: "Oʻttiz yildan ortiq muhandislik tajribasi",
    },
    about_summary_text: {
      tr: "1994 yılında Ankara'da küçük bir mühendislik ofisi olarak kurulan şirketimiz, bugün Türkiye ve Orta Asya'da anahtar teslim projeler üstleniyor. Taşkent ofisimiz, 850'yi aşkın çalışanımız ve kendi makine parkımızla tasarımdan devreye almaya kadar her aşamayı tek elden yönetiyoruz. Güvenlik, şeffaflık ve kalıcılık, her işimizin ortak paydasıdır.",
      en: "Founded in Ankara in 1994 as a small engineering office, we now deliver turnkey projects across Türkiye and Central Asia. With our Tashkent office, a team of more than 850 people and our own machine fleet, we manage every stage from design to commissioning. Safety, transparency and durability run through everything we build.",
      ru: "Компания, основанная в 1994 году в Анкаре как небольшое инженерное бюро, сегодня реализует проекты «под ключ» в Турции и Центральной Азии. Офис в Ташкенте, более 850 сотрудников и собственный парк техники позволяют нам вести все этапы — от проектирования до ввода в эксплуатацию. Безопасность, открытость и долговечность — основа каждого нашего объекта.",
      uz: "1994-yilda Anqarada kichik muhandislik byurosi sifatida tashkil etilgan kompaniyamiz bugun Turkiya va Markaziy Osiyoda kalit topshirish asosidagi loyihalarni amalga oshirmoqda. Toshkentdagi ofisimiz, 850 nafardan ortiq xodimimiz va oʻz texnika parkimiz bilan loyihalashdan foydalanishga topshirishgacha boʻlgan barcha bosqichlarni bir qoʻldan boshqaramiz. Xavfsizlik, ochiqlik va mustahkamlik — har bir ishimizning asosi.",
    },
    activityAreasSubtitle: {
      tr: "Faaliyet Alanlarımız",
      en: "What We Do",
      ru: "Направления деятельности",
      uz: "Faoliyat yoʻnalishlarimiz",
    },
    activityAreasTitle: {
      tr: "Projenin Her Aşamasında Mühendislik",
      en: "Engineering at Every Stage of a Project",
      ru: "Инженерные решения на каждом этапе проекта",
      uz: "Loyihaning har bir bosqichida muhandislik yechimlari",
    },
    activityAreasDescription: {
      tr: "Altı ana alanda biriktirdiğimiz deneyimi, kent altyapısından tarihi yapılara, enerji santrallerinden sulama şebekelerine kadar her projeye taşıyoruz.",
      en: "We bring experience gathered in six core fields to every project, from urban infrastructure and heritage buildings to power plants and irrigation networks.",
      ru: "Опыт, накопленный в шести ключевых направлениях, мы применяем в каждом проекте — от городской инфраструктуры и памятников архитектуры до электростанций и оросительных систем.",
      uz: "Oltita asosiy yoʻnalishda toʻplagan tajribamizni shahar infratuzilmasidan tarixiy obidalargacha, elektr stansiyalaridan sugʻorish tarmoqlarigacha boʻlgan har bir loyihada qoʻllaymiz.",
    },
    activityArea1Title: {
      tr: "Altyapı",
      en: "Infrastructure",
      ru: "Инфраструктура",
      uz: "Infratuzilma",
    },
    activityArea1Text: {
      tr: "Yolları, köprüleri, viyadükleri ve içme suyu ile kanalizasyon şebekelerini uzun yıllar güvenle hizmet verecek şekilde inşa ediyoruz.",
      en: "We build roads, bridges, viaducts and water and sewer networks designed to serve safely for decades.",
      ru: "Строим дороги, мосты, виадуки, сети водоснабжения и канализации, рассчитанные на долгую и безопасную эксплуатацию.",
      uz: "Uzoq yillar xavfsiz xizmat qiladigan yoʻllar, koʻpriklar, viaduklar hamda suv taʼminoti va kanalizatsiya tarmoqlarini quramiz.",
    },
    activityArea2Title: {
      tr: "Üstyapı",
      en: "Superstructure",
      ru: "Здания и сооружения",
      uz: "Bino va inshootlar",
    },
    activityArea2Text: {
      tr: "Konut, ofis, sağlık ve eğitim yapılarını tasarımdan anahtar teslime kadar tek elden hayata geçiriyoruz.",
      en: "We deliver housing, offices, healthcare and education buildings as a single point of responsibility, from design to handover.",
      ru: "Возводим жилые дома, офисные, медицинские и учебные здания — от проектирования до сдачи «под ключ».",
      uz: "Turar-joy, ofis, tibbiyot va taʼlim binolarini loyihalashdan kalit topshirishgacha bir qoʻldan barpo etamiz.",
    },
    activityArea3Title: {
      tr: "Restorasyon",
      en: "Restoration",
      ru: "Реставрация",
      uz: "Restavratsiya",
    },
    activityArea3Text: {
      tr: "Tarihi yapıları özgün dokularına sadık kalarak ve bilimsel yöntemlerle onarıp gelecek kuşaklara aktarıyoruz.",
      en: "We carry historic buildings into the future using scientific methods and a deep respect for their original fabric.",
      ru: "Бережно восстанавливаем исторические здания научными методами, сохраняя их подлинный облик для будущих поколений.",
      uz: "Tarixiy obidalarni asl qiyofasini saqlagan holda ilmiy usullar asosida tiklab, kelajak avlodlarga yetkazamiz.",
    },
    activityArea4Title: {
      tr: "Enerji",
      en: "Energy",
      ru: "Энергетика",
      uz: "Energetika",
    },
    activityArea4Text: {
      tr: "Güneş, rüzgâr ve hidroelektrik santralleri ile trafo merkezlerinin inşaat ve montaj işlerini üstleniyoruz.",
      en: "We carry out civil works and installation for solar, wind and hydropower plants and their substations.",
      ru: "Выполняем строительные и монтажные работы на солнечных, ветровых и гидроэлектростанциях, а также на подстанциях.",
      uz: "Quyosh, shamol va gidroelektr stansiyalari hamda podstansiyalarda qurilish va montaj ishlarini bajaramiz.",
    },
    activityArea5Title: {
      tr: "Endüstriyel Tesisler",
      en: "Industrial Plants",
      ru: "Промышленные объекты",
      uz: "Sanoat obyektlari",
    },
    activityArea5Text: {
      tr: "Fabrikaları, lojistik merkezlerini ve arıtma tesislerini işletmenin süreçlerine göre tasarlayıp kısa sürede üretime hazır hale getiriyoruz.",
      en: "We build factories, logistics centres and treatment plants around each operator's processes and get them running quickly.",
      ru: "Строим заводы, логистические центры и очистные сооружения с учётом технологии заказчика и в сжатые сроки.",
      uz: "Zavodlar, logistika markazlari va tozalash inshootlarini buyurtmachining texnologik jarayonlariga moslab, qisqa muddatda ishga tushiramiz.",
    },
    activityArea6Title: {
      tr: "Tarımsal Sulama",
      en: "Agricultural Irrigation",
      ru: "Сельскохозяйственное орошение",
      uz: "Qishloq xoʻjaligi sugʻorishi",
    },
    activityArea6Text: {
      tr: "Baraj, kanal ve basınçlı borulu şebekelerle tarım arazilerine verimli ve suyu tasarruflu kullanan sulama sistemleri kazandırıyoruz.",
      en: "We bring efficient, water-saving irrigation to farmland through dams, canals and pressurised pipe networks.",
      ru: "Обеспечиваем сельхозугодья эффективным и экономным орошением с помощью плотин, каналов и напорных трубопроводов.",
      uz: "Toʻgʻonlar, kanallar va bosimli quvur tarmoqlari orqali qishloq xoʻjaligi yerlarini samarali va tejamkor sugʻorishni taʼminlaymiz.",
    },
    clientLogosTitle: {
      tr: "İş Ortaklarımız",
      en: "Our Clients",
      ru: "Наши заказчики",
      uz: "Buyurtmachilarimiz",
    },
    clientLogosDescription: {
      tr: "Kamu kurumları, belediyeler ve özel sektörden işverenlerimizle uzun soluklu ve güvene dayalı iş birlikleri kuruyoruz.",
      en: "We build long-term partnerships founded on trust with public agencies, municipalities and private-sector clients.",
      ru: "Мы выстраиваем долгосрочное и основанное на доверии сотрудничество с государственными структурами, муниципалитетами и частными компаниями.",
      uz: "Davlat tashkilotlari, shahar hokimliklari va xususiy sektordagi buyurtmachilarimiz bilan ishonchga asoslangan uzoq muddatli hamkorlik oʻrnatamiz.",
    },
  },

  brandImage: { kind: "brand", initials: "Öİ" },
  aboutImage: { kind: "about", variant: 1 },

  clientLogos: [
    {
      name: "Anadolu Su İşleri Birliği Demo",
      altText: {
        tr: "Anadolu Su İşleri Birliği Demo logosu",
        en: "Anadolu Water Works Union Demo logo",
        ru: "Логотип «Anadolu Su İşleri Birliği Demo»",
        uz: "Anadolu Su İşleri Birliği Demo logotipi",
      },
      image: { kind: "logo", initials: "AS", variant: 1 },
    },
    {
      name: "Tashkent Metro Demo",
      altText: {
        tr: "Tashkent Metro Demo logosu",
        en: "Tashkent Metro Demo logo",
        ru: "Логотип «Tashkent Metro Demo»",
        uz: "Tashkent Metro Demo logotipi",
      },
      image: { kind: "logo", initials: "TM", variant: 2 },
    },
    {
      name: "Karadeniz Enerji Dağıtım Demo",
      altText: {
        tr: "Karadeniz Enerji Dağıtım Demo logosu",
        en: "Black Sea Power Distribution Demo logo",
        ru: "Логотип «Karadeniz Enerji Dağıtım Demo»",
        uz: "Karadeniz Enerji Dağıtım Demo logotipi",
      },
      image: { kind: "logo", initials: "KE", variant: 3 },
    },
    {
      name: "Silk Road Logistics Demo",
      altText: {
        tr: "Silk Road Logistics Demo logosu",
        en: "Silk Road Logistics Demo logo",
        ru: "Логотип «Silk Road Logistics Demo»",
        uz: "Silk Road Logistics Demo logotipi",
      },
      image: { kind: "logo", initials: "SR", variant: 4 },
    },
    {
      name: "Başkent Altyapı Yatırımları Demo",
      altText: {
        tr: "Başkent Altyapı Yatırımları Demo logosu",
        en: "Capital Infrastructure Investments Demo logo",
        ru: "Логотип «Başkent Altyapı Yatırımları Demo»",
        uz: "Başkent Altyapı Yatırımları Demo logotipi",
      },
      image: { kind: "logo", initials: "BA", variant: 5 },
    },
    {
      name: "Central Asia Agro Fund Demo",
      altText: {
        tr: "Central Asia Agro Fund Demo logosu",
        en: "Central Asia Agro Fund Demo logo",
        ru: "Логотип «Central Asia Agro Fund Demo»",
        uz: "Central Asia Agro Fund Demo logotipi",
      },
      image: { kind: "logo", initials: "CA", variant: 6 },
    },
  ],

  pages: [
    // A draft: not published, so it has no public URL until an admin publishes it.
    {
      key: "career-opportunities",
      type: "kurumsal",
      published: false,
      slugs: { tr: "kariyer-firsatlari", en: "career-opportunities", ru: "career-opportunities", uz: "karyera-imkoniyatlari" },
      translations: {
        tr: { title: "Kariyer Fırsatları", content: "<p>Açık pozisyonlarımız yakında bu sayfada yayımlanacak.</p>" },
        en: { title: "Career Opportunities", content: "<p>Our open positions will be published on this page soon.</p>" },
        ru: { title: "Вакансии", content: "<p>Скоро на этой странице появятся наши открытые вакансии.</p>" },
        uz: { title: "Boʻsh ish oʻrinlari", content: "<p>Ochiq ish oʻrinlarimiz tez orada shu sahifada eʼlon qilinadi.</p>" },
      },
    },
    // ------------------------------------------------------------ kurumsal
    {
      key: "about",
      type: "kurumsal",
      published: true,
      slugs: { tr: "hakkimizda", en: "about", ru: "about", uz: "biz-haqimizda" },
      translations: {
        tr: {
          title: "Hakkımızda",
          content:
            "<h2>Örnek İnşaat Mühendislik A.Ş.</h2>" +
            "<p>1994 yılında Ankara'da birkaç mühendisin kurduğu küçük bir proje ofisi olarak yola çıkan Örnek İnşaat, bugün altyapıdan enerjiye, tarihi yapıların restorasyonundan tarımsal sulamaya uzanan geniş bir alanda anahtar teslim projeler üstlenen bir mühendislik ve taahhüt şirketidir.</p>" +
            "<p>2008 yılında açtığımız Taşkent ofisiyle Özbekistan ve Orta Asya pazarlarına adım attık. Bugün iki ülkede 850'yi aşkın çalışanımız ve kendi makine parkımızla, tasarımdan devreye almaya kadar projenin her aşamasını tek elden yönetiyoruz.</p>" +
            "<h3>Değerlerimiz</h3>" +
            "<ul>" +
            "<li><strong>Güvenlik:</strong> Şantiyedeki herkesin akşam evine sağ salim dönmesi her şeyden önce gelir.</li>" +
            "<li><strong>Şeffaflık:</strong> Maliyeti, takvimi ve riskleri işverenlerimizle açıkça paylaşırız.</li>" +
            "<li><strong>Kalıcılık:</strong> İnşa ettiğimiz her yapının on yıllar boyunca güvenle hizmet vermesini hedefleriz.</li>" +
            "</ul>" +
            "<p>Vizyonumuz, faaliyet gösterdiğimiz bölgenin en güvenilir mühendislik ve taahhüt ortağı olmak; misyonumuz ise her projeyi zamanında, bütçesi içinde ve çevreye saygılı biçimde teslim etmektir.</p>",
        },
        en: {
          title: "About Us",
          content:
            "<h2>Ornek Construction &amp; Engineering</h2>" +
            "<p>Ornek started out in 1994 as a small design office set up in Ankara by a handful of engineers. Today it is an engineering and contracting company that takes on turnkey work in a wide range of fields, from infrastructure and energy to heritage restoration and agricultural irrigation.</p>" +
            "<p>Opening our Tashkent office in 2008 took us into Uzbekistan and the wider Central Asian market. With more than 850 people in two countries and a machine fleet of our own, we now run every stage of a project under one roof, from design through to commissioning.</p>" +
            "<h3>What we stand for</h3>" +
            "<ul>" +
            "<li><strong>Safety:</strong> Everyone on site goes home safe at the end of the day. Nothing comes before that.</li>" +
            "<li><strong>Transparency:</strong> We are open with our clients about cost, schedule and risk.</li>" +
            "<li><strong>Durability:</strong> Every structure we build is meant to serve safely for decades.</li>" +
            "</ul>" +
            "<p>Our vision is to be the most trusted engineering and contracting partner in the regions where we work. Our mission is to hand over every project on time, within budget and with care for the environment.</p>",
        },
        ru: {
          title: "О компании",
          content:
            "<h2>«Орнек Иншаат Мюхендислик»</h2>" +
            "<p>Компания «Орнек Иншаат» начиналась в 1994 году как небольшое проектное бюро, основанное в Анкаре несколькими инженерами. Сегодня это инженерно-строительная компания, которая реализует проекты «под ключ» в самых разных областях — от инфраструктуры и энергетики до реставрации памятников и сельскохозяйственного орошения.</p>" +
            "<p>С открытием офиса в Ташкенте в 2008 году мы вышли на рынки Узбекистана и Центральной Азии. Более 850 сотрудников в двух странах и собственный парк техники позволяют нам вести проект целиком — от проектирования до ввода в эксплуатацию.</p>" +
            "<h3>Наши ценности</h3>" +
            "<ul>" +
            "<li><strong>Безопасность:</strong> каждый, кто работает на площадке, должен вечером вернуться домой целым и невредимым. Это важнее всего.</li>" +
            "<li><strong>Открытость:</strong> мы честно обсуждаем с заказчиками стоимость, сроки и риски.</li>" +
            "<li><strong>Долговечность:</strong> мы строим так, чтобы наши объекты надёжно служили десятилетиями.</li>" +
            "</ul>" +
            "<p>Мы стремимся быть самым надёжным инженерно-строительным партнёром в регионах нашего присутствия и сдавать каждый объект в срок, в рамках бюджета и с заботой об окружающей среде.</p>",
        },
        uz: {
          title: "Biz haqimizda",
          content:
            "<h2>Örnek İnşaat Mühendislik</h2>" +
            "<p>Örnek İnşaat 1994-yilda Anqarada bir necha muhandis tomonidan kichik loyihalash byurosi sifatida tashkil etilgan. Bugun u infratuzilma va energetikadan tarixiy obidalarni restavratsiya qilish hamda qishloq xoʻjaligi sugʻorish tizimlarigacha boʻlgan keng sohalarda kalit topshirish asosida loyihalarni amalga oshiruvchi muhandislik-qurilish kompaniyasidir.</p>" +
            "<p>2008-yilda Toshkentda ofis ochib, Oʻzbekiston va Markaziy Osiyo bozoriga kirib keldik. Bugun ikki mamlakatdagi 850 nafardan ortiq xodimimiz va oʻz texnika parkimiz yordamida loyihaning barcha bosqichlarini — loyihalashdan foydalanishga topshirishgacha — bir qoʻldan boshqaramiz.</p>" +
            "<h3>Qadriyatlarimiz</h3>" +
            "<ul>" +
            "<li><strong>Xavfsizlik:</strong> qurilish maydonidagi har bir inson kechqurun uyiga sogʻ-salomat qaytishi hamma narsadan muhim.</li>" +
            "<li><strong>Ochiqlik:</strong> xarajatlar, muddatlar va xatarlarni buyurtmachilarimiz bilan ochiq muhokama qilamiz.</li>" +
            "<li><strong>Mustahkamlik:</strong> biz qurgan har bir inshoot oʻn yillar davomida ishonchli xizmat qilishi kerak.</li>" +
            "</ul>" +
            "<p>Maqsadimiz — faoliyat yuritayotgan mintaqalarimizda eng ishonchli muhandislik va qurilish hamkori boʻlish, har bir loyihani oʻz vaqtida, belgilangan byudjet doirasida va atrof-muhitni asragan holda topshirishdir.</p>",
        },
      },
    },
    {
      key: "quality-policy",
      type: "kurumsal",
      published: true,
      slugs: { tr: "kalite-politikasi", en: "quality-policy", ru: "quality-policy", uz: "sifat-siyosati" },
      translations: {
        tr: {
          title: "Kalite Politikası",
          content:
            "<h2>Kalite Politikamız</h2>" +
            "<p>Kaliteyi yalnızca son kontrolde aranan bir özellik olarak değil, teklif hazırlığından kesin kabule kadar her adımda güvence altına alınması gereken bir sorumluluk olarak görüyoruz. Entegre yönetim sistemimiz kalite, çevre ve iş sağlığı ile güvenliğini tek bir çatı altında ele alır.</p>" +
            "<h3>İlkelerimiz</h3>" +
            "<ul>" +
            "<li>İşverenlerimizin beklentilerini ve sözleşme şartlarını eksiksiz anlamak ve karşılamak</li>" +
            "<li>Yürürlükteki mevzuata, ulusal ve uluslararası standartlara ve teknik şartnamelere tam uyum sağlamak</li>" +
            "<li>Malzeme, tedarikçi ve alt yüklenici seçiminde ölçülebilir kalite kriterleri uygulamak</li>" +
            "<li>Hataları kaynağında önlemek için risk temelli planlama yapmak</li>" +
            "<li>Çalışanlarımızın eğitimine ve mesleki yetkinliğine sürekli yatırım yapmak</li>" +
            "<li>Her projenin sonunda edindiğimiz dersleri kayıt altına alıp bir sonraki işe taşımak</li>" +
            "</ul>" +
            "<p>Bu politika tüm şantiyelerimizde ve ofislerimizde çalışanlarımızla paylaşılır, üst yönetimin yıllık gözden geçirmesiyle güncel tutulur.</p>",
        },
        en: {
          title: "Quality Policy",
          content:
            "<h2>Our Quality Policy</h2>" +
            "<p>For us, quality is not something to check for at the end. It is a responsibility we secure at every step, from preparing a bid to final acceptance. Our integrated management system covers quality, the environment and occupational health and safety as a single whole.</p>" +
            "<h3>Our principles</h3>" +
            "<ul>" +
            "<li>Fully understand and meet our clients' expectations and contract requirements</li>" +
            "<li>Comply fully with applicable law, national and international standards and technical specifications</li>" +
            "<li>Apply measurable quality criteria when selecting materials, suppliers and subcontractors</li>" +
            "<li>Plan on the basis of risk so that defects are prevented at the source</li>" +
            "<li>Keep investing in the training and professional skills of our people</li>" +
            "<li>Record the lessons of every project and carry them into the next one</li>" +
            "</ul>" +
            "<p>This policy is shared with everyone on our sites and in our offices, and top management reviews it every year to keep it current.</p>",
        },
        ru: {
          title: "Политика в области качества",
          content:
            "<h2>Наша политика в области качества</h2>" +
            "<p>Качество для нас — не пункт финальной проверки, а ответственность, которую мы обеспечиваем на каждом этапе: от подготовки тендерного предложения до окончательной приёмки. Наша интегрированная система менеджмента объединяет качество, охрану окружающей среды, охрану труда и промышленную безопасность.</p>" +
            "<h3>Наши принципы</h3>" +
            "<ul>" +
            "<li>В полной мере понимать и выполнять ожидания заказчиков и условия договора</li>" +
            "<li>Строго соблюдать действующее законодательство, национальные и международные стандарты, технические требования</li>" +
            "<li>Применять измеримые критерии качества при выборе материалов, поставщиков и субподрядчиков</li>" +
            "<li>Планировать работы с учётом рисков, чтобы предотвращать ошибки у их источника</li>" +
            "<li>Постоянно вкладывать в обучение и профессиональный рост сотрудников</li>" +
            "<li>Фиксировать уроки каждого проекта и применять их в следующем</li>" +
            "</ul>" +
            "<p>Политика доводится до сведения сотрудников на всех объектах и в офисах и ежегодно пересматривается высшим руководством.</p>",
        },
        uz: {
          title: "Sifat siyosati",
          content:
            "<h2>Sifat siyosatimiz</h2>" +
            "<p>Biz uchun sifat faqat yakuniy tekshiruvda qidiriladigan xususiyat emas, balki tender taklifini tayyorlashdan yakuniy qabulgacha boʻlgan har bir bosqichda taʼminlanadigan masʼuliyatdir. Integratsiyalashgan boshqaruv tizimimiz sifat, atrof-muhit muhofazasi hamda mehnat muhofazasi va xavfsizligini yagona tizimda qamrab oladi.</p>" +
            "<h3>Tamoyillarimiz</h3>" +
            "<ul>" +
            "<li>Buyurtmachilarning kutganlari va shartnoma shartlarini toʻliq tushunish hamda bajarish</li>" +
            "<li>Amaldagi qonunchilik, milliy va xalqaro standartlar hamda texnik talablarga toʻliq rioya qilish</li>" +
            "<li>Materiallar, yetkazib beruvchilar va subpudratchilarni tanlashda oʻlchanadigan sifat mezonlarini qoʻllash</li>" +
            "<li>Xatolarning oldini manbaning oʻzida olish uchun xatarlarga asoslangan rejalashtirish</li>" +
            "<li>Xodimlarimizning bilimi va kasbiy mahoratiga doimiy sarmoya kiritish</li>" +
            "<li>Har bir loyihadan olingan saboqlarni qayd etib, keyingi ishlarda qoʻllash</li>" +
            "</ul>" +
            "<p>Ushbu siyosat barcha qurilish maydonlari va ofislarimizdagi xodimlarga yetkaziladi hamda yuqori rahbariyat tomonidan har yili qayta koʻrib chiqiladi.</p>",
        },
      },
    },
    {
      key: "documents",
      type: "kurumsal",
      published: true,
      slugs: { tr: "belgeler", en: "documents", ru: "documents", uz: "hujjatlar" },
      translations: {
        tr: {
          title: "Belgeler",
          content:
            "<h2>Belgelerimiz ve Sertifikalarımız</h2>" +
            "<p>Yönetim sistemlerimiz bağımsız belgelendirme kuruluşlarınca her yıl denetlenmektedir. Aşağıdaki belgeler Ankara genel merkezimizi, Taşkent ofisimizi ve bunlara bağlı tüm şantiyeleri kapsar.</p>" +
            "<ul>" +
            "<li><strong>ISO 9001:2015</strong> Kalite Yönetim Sistemi</li>" +
            "<li><strong>ISO 14001:2015</strong> Çevre Yönetim Sistemi</li>" +
            "<li><strong>ISO 45001:2018</strong> İş Sağlığı ve Güvenliği Yönetim Sistemi</li>" +
            "<li><strong>ISO 50001:2018</strong> Enerji Yönetim Sistemi</li>" +
            "<li>Yapı müteahhitliği yetki belgesi</li>" +
            "<li>Özbekistan Cumhuriyeti inşaat faaliyeti lisansı</li>" +
            "</ul>" +
            "<p>İhale ve ön yeterlik süreçleri için belgelerin güncel kopyalarını <a href=\"mailto:info@ornek-insaat.example\">info@ornek-insaat.example</a> adresinden talep edebilirsiniz.</p>",
        },
        en: {
          title: "Documents",
          content:
            "<h2>Certificates and Documents</h2>" +
            "<p>Independent certification bodies audit our management systems every year. The certificates below cover our Ankara head office, our Tashkent office and all the sites they run.</p>" +
            "<ul>" +
            "<li><strong>ISO 9001:2015</strong> Quality Management System</li>" +
            "<li><strong>ISO 14001:2015</strong> Environmental Management System</li>" +
            "<li><strong>ISO 45001:2018</strong> Occupational Health and Safety Management System</li>" +
            "<li><strong>ISO 50001:2018</strong> Energy Management System</li>" +
            "<li>Building contractor authorisation certificate (Türkiye)</li>" +
            "<li>Construction licence of the Republic of Uzbekistan</li>" +
            "</ul>" +
            "<p>For tenders and prequalification, current copies can be requested at <a href=\"mailto:info@ornek-insaat.example\">info@ornek-insaat.example</a>.</p>",
        },
        ru: {
          title: "Документы",
          content:
            "<h2>Сертификаты и документы</h2>" +
            "<p>Наши системы менеджмента ежегодно проходят аудит независимых органов по сертификации. Перечисленные ниже документы распространяются на головной офис в Анкаре, офис в Ташкенте и все объекты, которыми они руководят.</p>" +
            "<ul>" +
            "<li><strong>ISO 9001:2015</strong> — система менеджмента качества</li>" +
            "<li><strong>ISO 14001:2015</strong> — система экологического менеджмента</li>" +
            "<li><strong>ISO 45001:2018</strong> — система менеджмента охраны здоровья и безопасности труда</li>" +
            "<li><strong>ISO 50001:2018</strong> — система энергетического менеджмента</li>" +
            "<li>Разрешение на деятельность строительного подрядчика (Турция)</li>" +
            "<li>Лицензия на строительную деятельность в Республике Узбекистан</li>" +
            "</ul>" +
            "<p>Актуальные копии документов для тендеров и предквалификации можно запросить по адресу <a href=\"mailto:info@ornek-insaat.example\">info@ornek-insaat.example</a>.</p>",
        },
        uz: {
          title: "Hujjatlar",
          content:
            "<h2>Sertifikatlar va hujjatlar</h2>" +
            "<p>Boshqaruv tizimlarimiz har yili mustaqil sertifikatlash organlari tomonidan audit qilinadi. Quyidagi hujjatlar Anqaradagi bosh ofisimiz, Toshkentdagi ofisimiz va ularga qarashli barcha qurilish maydonlarini qamrab oladi.</p>" +
            "<ul>" +
            "<li><strong>ISO 9001:2015</strong> — sifat menejmenti tizimi</li>" +
            "<li><strong>ISO 14001:2015</strong> — ekologik menejment tizimi</li>" +
            "<li><strong>ISO 45001:2018</strong> — mehnat muhofazasi va xavfsizligi menejmenti tizimi</li>" +
            "<li><strong>ISO 50001:2018</strong> — energiya menejmenti tizimi</li>" +
            "<li>Qurilish pudratchisi faoliyatiga ruxsatnoma (Turkiya)</li>" +
            "<li>Oʻzbekiston Respublikasida qurilish faoliyati uchun litsenziya</li>" +
            "</ul>" +
            "<p>Tender va malaka tanlovi uchun hujjatlarning amaldagi nusxalarini <a href=\"mailto:info@ornek-insaat.example\">info@ornek-insaat.example</a> manzili orqali soʻrashingiz mumkin.</p>",
        },
      },
    },
    {
      key: "human-resources",
      type: "kurumsal",
      published: true,
      slugs: { tr: "insan-kaynaklari", en: "human-resources", ru: "human-resources", uz: "inson-resurslari" },
      translations: {
        tr: {
          title: "İnsan Kaynakları",
          content:
            "<h2>Bizimle Çalışın</h2>" +
            "<p>Projelerimizi mümkün kılan, sahada ve ofiste omuz omuza çalışan insanlarımızdır. Mühendisten operatöre, ustabaşından idari kadroya kadar herkesin güvenli bir ortamda öğrenip gelişebildiği bir çalışma kültürü oluşturmayı amaçlıyoruz.</p>" +
            "<h3>Neler sunuyoruz?</h3>" +
            "<ul>" +
            "<li>Türkiye ve Orta Asya'da farklı ölçeklerdeki projelerde görev alma fırsatı</li>" +
            "<li>Yeni mezun mühendisler için şantiyeler arası rotasyonlu iki yıllık gelişim programı</li>" +
            "<li>Düzenli iş güvenliği, mesleki ve teknik eğitimler</li>" +
            "<li>Performansa dayalı, açık ve ölçülebilir kariyer ilerlemesi</li>" +
            "</ul>" +
            "<p>Açık pozisyonlarımıza ya da genel başvuru için özgeçmişinizi <a href=\"mailto:kariyer@ornek-insaat.example\">kariyer@ornek-insaat.example</a> adresine gönderebilirsiniz. Başvurular gizlilik içinde değerlendirilir; kişisel verileriniz yalnızca işe alım süreci için kullanılır.</p>",
        },
        en: {
          title: "Human Resources",
          content:
            "<h2>Work With Us</h2>" +
            "<p>Our projects are made possible by people working side by side on site and in the office. We aim for a culture in which everyone, from engineers and operators to foremen and administrative staff, can learn and grow in a safe environment.</p>" +
            "<h3>What we offer</h3>" +
            "<ul>" +
            "<li>The chance to work on projects of every size in Türkiye and Central Asia</li>" +
            "<li>A two-year development programme for graduate engineers, rotating between sites</li>" +
            "<li>Regular safety, professional and technical training</li>" +
            "<li>Clear, performance-based career progression</li>" +
            "</ul>" +
            "<p>To apply for an open position or send a general application, email your CV to <a href=\"mailto:kariyer@ornek-insaat.example\">kariyer@ornek-insaat.example</a>. Applications are treated in confidence, and your personal data is used only for recruitment.</p>",
        },
        ru: {
          title: "Карьера",
          content:
            "<h2>Работайте с нами</h2>" +
            "<p>Наши проекты становятся реальностью благодаря людям, которые трудятся плечом к плечу на стройплощадках и в офисах. Мы создаём рабочую среду, в которой каждый — от инженера и машиниста до прораба и административного сотрудника — может безопасно работать, учиться и расти.</p>" +
            "<h3>Что мы предлагаем</h3>" +
            "<ul>" +
            "<li>Участие в проектах разного масштаба в Турции и Центральной Азии</li>" +
            "<li>Двухлетнюю программу развития для молодых инженеров с ротацией между объектами</li>" +
            "<li>Регулярное обучение по охране труда, профессиональным и техническим навыкам</li>" +
            "<li>Прозрачный карьерный рост, основанный на результатах работы</li>" +
            "</ul>" +
            "<p>Чтобы откликнуться на вакансию или отправить резюме на будущее, напишите на <a href=\"mailto:kariyer@ornek-insaat.example\">kariyer@ornek-insaat.example</a>. Все заявки рассматриваются конфиденциально, а персональные данные используются только для подбора персонала.</p>",
        },
        uz: {
          title: "Inson resurslari",
          content:
            "<h2>Biz bilan ishlang</h2>" +
            "<p>Loyihalarimizni qurilish maydonlarida va ofislarda yelkama-yelka mehnat qilayotgan insonlarimiz roʻyobga chiqaradi. Muhandisdan texnika operatorigacha, ish boshqaruvchisidan maʼmuriy xodimgacha — har kim xavfsiz muhitda oʻrganib, rivojlana oladigan ish madaniyatini yaratishga intilamiz.</p>" +
            "<h3>Biz nimalarni taklif qilamiz?</h3>" +
            "<ul>" +
            "<li>Turkiya va Markaziy Osiyodagi turli koʻlamdagi loyihalarda ishlash imkoniyati</li>" +
            "<li>Yosh muhandislar uchun qurilish maydonlari oʻrtasida rotatsiyali ikki yillik rivojlanish dasturi</li>" +
            "<li>Mehnat xavfsizligi, kasbiy va texnik mavzularda muntazam oʻquvlar</li>" +
            "<li>Natijalarga asoslangan, shaffof martaba oʻsishi</li>" +
            "</ul>" +
            "<p>Boʻsh ish oʻrinlariga ariza berish yoki rezyumeingizni umumiy bazaga qoldirish uchun <a href=\"mailto:kariyer@ornek-insaat.example\">kariyer@ornek-insaat.example</a> manziliga yozing. Arizalar maxfiy tarzda koʻrib chiqiladi, shaxsiy maʼlumotlaringiz faqat ishga qabul qilish maqsadida ishlatiladi.</p>",
        },
      },
    },
    {
      key: "references",
      type: "kurumsal",
      published: true,
      slugs: { tr: "referanslar", en: "references", ru: "references", uz: "tavsiyalar" },
      translations: {
        tr: {
          title: "Referanslar",
          content:
            "<h2>Referanslarımız</h2>" +
            "<p>Otuz yılı aşkın süredir kamu kurumları, belediyeler ve özel sektör işverenleri için iki yüzü aşkın projeyi başarıyla tamamladık. Aşağıda bitirdiğimiz işlerden küçük bir seçki yer alıyor.</p>" +
            "<ul>" +
            "<li><strong>Ankara Çevre Yolu Viyadüğü</strong> (2019–2023): 1.240 m uzunluğunda ardgermeli beton viyadük</li>" +
            "<li><strong>Bursa Tarihi Han Restorasyonu</strong> (2020–2022): 17. yüzyıldan kalma kervansarayın aslına uygun onarımı</li>" +
            "<li><strong>Semerkant Konut ve Ticaret Kompleksi</strong> (2018–2021): 620 konut ve 14.000 m² ticari alan</li>" +
            "<li><strong>Namangan İçme Suyu İsale Hattı</strong> (2014–2016): 42 km çelik boru hattı ve iki terfi merkezi</li>" +
            "<li><strong>Sivas Tarihi Taş Köprü Onarımı</strong> (2016–2017): yedi gözlü taş köprünün güçlendirilmesi</li>" +
            "</ul>" +
            "<p>Referans listemizin tamamını ve işveren yazılarını talep üzerine paylaşıyoruz. Güncel çalışmalarımız için Projeler bölümümüze göz atabilirsiniz.</p>",
        },
        en: {
          title: "References",
          content:
            "<h2>Our References</h2>" +
            "<p>Over more than thirty years we have completed well over two hundred projects for government agencies, municipalities and private clients. Below is a short selection of finished work.</p>" +
            "<ul>" +
            "<li><strong>Ankara Ring Road Viaduct</strong> (2019–2023): a 1,240 m post-tensioned concrete viaduct</li>" +
            "<li><strong>Bursa Historic Caravanserai Restoration</strong> (2020–2022): faithful repair of a 17th-century inn</li>" +
            "<li><strong>Samarkand Residential and Retail Complex</strong> (2018–2021): 620 homes and 14,000 m² of retail space</li>" +
            "<li><strong>Namangan Drinking Water Transmission Line</strong> (2014–2016): 42 km of steel pipeline and two pumping stations</li>" +
            "<li><strong>Sivas Historic Stone Bridge Repair</strong> (2016–2017): strengthening of a seven-arch stone bridge</li>" +
            "</ul>" +
            "<p>Our full reference list and client letters are available on request. For current work, see the Projects section of this site.</p>",
        },
        ru: {
          title: "Референции",
          content:
            "<h2>Наши референции</h2>" +
            "<p>За более чем тридцать лет мы успешно завершили свыше двухсот проектов для государственных ведомств, муниципалитетов и частных заказчиков. Ниже — небольшая подборка реализованных объектов.</p>" +
            "<ul>" +
            "<li><strong>Виадук на кольцевой дороге Анкары</strong> (2019–2023): преднапряжённый железобетонный виадук длиной 1240 м</li>" +
            "<li><strong>Реставрация исторического караван-сарая в Бурсе</strong> (2020–2022): восстановление постройки XVII века в подлинном виде</li>" +
            "<li><strong>Жилой и торговый комплекс в Самарканде</strong> (2018–2021): 620 квартир и 14 000 м² торговых площадей</li>" +
            "<li><strong>Магистральный водовод в Намангане</strong> (2014–2016): 42 км стального трубопровода и две насосные станции</li>" +
            "<li><strong>Ремонт исторического каменного моста в Сивасе</strong> (2016–2017): усиление семипролётного каменного моста</li>" +
            "</ul>" +
            "<p>Полный список референций и отзывы заказчиков предоставляются по запросу. О текущих работах рассказывает раздел «Проекты».</p>",
        },
        uz: {
          title: "Tavsiyalar",
          content:
            "<h2>Bizning tavsiyalarimiz</h2>" +
            "<p>Oʻttiz yildan ortiq vaqt davomida davlat tashkilotlari, shahar hokimliklari va xususiy buyurtmachilar uchun ikki yuzdan ortiq loyihani muvaffaqiyatli yakunladik. Quyida tugallangan ishlarimizdan kichik bir tanlov keltirilgan.</p>" +
            "<ul>" +
            "<li><strong>Anqara aylanma yoʻli viaduki</strong> (2019–2023): uzunligi 1240 m boʻlgan oldindan zoʻriqtirilgan temir-beton viaduk</li>" +
            "<li><strong>Bursadagi tarixiy karvonsaroy restavratsiyasi</strong> (2020–2022): XVII asrga oid karvonsaroyni asl holida tiklash</li>" +
            "<li><strong>Samarqand turar-joy va savdo majmuasi</strong> (2018–2021): 620 ta xonadon va 14 000 m² savdo maydoni</li>" +
            "<li><strong>Namangan ichimlik suvi magistral quvuri</strong> (2014–2016): 42 km poʻlat quvur va ikkita nasos stansiyasi</li>" +
            "<li><strong>Sivasdagi tarixiy tosh koʻprikni taʼmirlash</strong> (2016–2017): yetti ravoqli tosh koʻprikni mustahkamlash</li>" +
            "</ul>" +
            "<p>Tavsiyalarimizning toʻliq roʻyxati va buyurtmachilarning xatlari soʻrov boʻyicha taqdim etiladi. Joriy ishlarimiz bilan «Loyihalar» boʻlimida tanishishingiz mumkin.</p>",
        },
      },
    },

    // ------------------------------------------------------------ faaliyetler
    {
      key: "infrastructure",
      type: "faaliyetler",
      published: true,
      slugs: { tr: "altyapi", en: "infrastructure", ru: "infrastructure", uz: "infratuzilma" },
      translations: {
        tr: {
          title: "Altyapı",
          content:
            "<h2>Altyapı</h2>" +
            "<p>Kentleri ve bölgeleri birbirine bağlayan yollar, köprüler ve viyadükler ile gündelik hayatın görünmeyen ama vazgeçilmez parçası olan su ve kanalizasyon şebekeleri, faaliyetlerimizin temelini oluşturur.</p>" +
            "<p>Zemin etütlerinden statik projelendirmeye, kazı ve dolgu işlerinden asfalt kaplamaya kadar bütün süreci kendi mühendislik kadromuz ve makine parkımızla yürütüyoruz. Kent içi işlerde trafiği ve çevre sakinlerini en az etkileyen aşamalı yapım yöntemlerini tercih ediyoruz.</p>" +
            "<h3>Başlıca hizmetlerimiz</h3>" +
            "<ul>" +
            "<li>Otoyol, devlet yolu ve kent içi yol yapımı</li>" +
            "<li>Betonarme ve çelik köprüler, viyadükler ve alt geçitler</li>" +
            "<li>İçme suyu isale hatları, depolar ve dağıtım şebekeleri</li>" +
            "<li>Kanalizasyon ve yağmur suyu kolektörleri</li>" +
            "</ul>",
        },
        en: {
          title: "Infrastructure",
          content:
            "<h2>Infrastructure</h2>" +
            "<p>Roads, bridges and viaducts that connect cities and regions, and the water and sewer networks that quietly keep daily life running, are at the core of what we do.</p>" +
            "<p>We handle the whole process with our own engineers and machine fleet, from ground investigation and structural design to earthworks and final paving. In urban areas we favour phased construction methods that keep disruption to traffic and residents to a minimum.</p>" +
            "<h3>Main services</h3>" +
            "<ul>" +
            "<li>Motorways, trunk roads and urban streets</li>" +
            "<li>Reinforced concrete and steel bridges, viaducts and underpasses</li>" +
            "<li>Water transmission mains, reservoirs and distribution networks</li>" +
            "<li>Sewers and stormwater collectors</li>" +
            "</ul>",
        },
        ru: {
          title: "Инфраструктура",
          content:
            "<h2>Инфраструктура</h2>" +
            "<p>Основа нашей деятельности — дороги, мосты и виадуки, связывающие города и регионы, а также сети водоснабжения и канализации, без которых невозможна повседневная жизнь, хотя их почти не видно.</p>" +
            "<p>Весь цикл работ — от инженерных изысканий и расчёта конструкций до земляных работ и устройства асфальтового покрытия — мы выполняем силами собственных специалистов и техники. В городских условиях мы применяем поэтапные методы строительства, чтобы как можно меньше мешать движению транспорта и жителям.</p>" +
            "<h3>Основные услуги</h3>" +
            "<ul>" +
            "<li>Строительство автомагистралей, региональных и городских дорог</li>" +
            "<li>Железобетонные и стальные мосты, виадуки и путепроводы</li>" +
            "<li>Магистральные водоводы, резервуары и распределительные сети</li>" +
            "<li>Канализационные и ливневые коллекторы</li>" +
            "</ul>",
        },
        uz: {
          title: "Infratuzilma",
          content:
            "<h2>Infratuzilma</h2>" +
            "<p>Shahar va hududlarni bir-biriga bogʻlovchi yoʻllar, koʻpriklar va viaduklar, shuningdek koʻzga deyarli tashlanmasa-da, kundalik hayotni taʼminlovchi suv va kanalizatsiya tarmoqlari faoliyatimizning asosini tashkil etadi.</p>" +
            "<p>Geologik qidiruv va konstruktiv hisob-kitoblardan tortib yer ishlari va asfalt yotqizishgacha boʻlgan butun jarayonni oʻz muhandislarimiz va texnikamiz bilan bajaramiz. Shahar sharoitida transport harakati va aholiga imkon qadar kam noqulaylik tugʻdiradigan bosqichma-bosqich qurilish usullarini qoʻllaymiz.</p>" +
            "<h3>Asosiy xizmatlarimiz</h3>" +
            "<ul>" +
            "<li>Avtomagistrallar, respublika va shahar yoʻllari qurilishi</li>" +
            "<li>Temir-beton va poʻlat koʻpriklar, viaduklar va yoʻl oʻtkazgichlar</li>" +
            "<li>Magistral suv quvurlari, suv omborlari va taqsimlash tarmoqlari</li>" +
            "<li>Kanalizatsiya va yomgʻir suvi kollektorlari</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "superstructure",
      type: "faaliyetler",
      published: true,
      slugs: { tr: "ustyapi", en: "superstructure", ru: "superstructure", uz: "yuqori-tuzilma" },
      translations: {
        tr: {
          title: "Üstyapı",
          content:
            "<h2>Üstyapı</h2>" +
            "<p>Konut kompleksleri, ofis binaları, hastaneler, okullar ve alışveriş merkezleri gibi yapıları, tasarımdan anahtar teslime kadar bütüncül bir yaklaşımla inşa ediyoruz.</p>" +
            "<p>Deprem bölgelerinde yıllar içinde edindiğimiz deneyim, taşıyıcı sistemlerde hem güncel yönetmeliklere uygun hem de ekonomik çözümler geliştirmemizi sağlıyor. BIM tabanlı koordinasyonla mimari, statik ve tesisat projelerini daha şantiyeye çıkmadan birlikte kontrol ediyor, sahadaki sürprizleri en aza indiriyoruz.</p>" +
            "<p>Enerji verimliliği yüksek cepheler, yeşil bina sertifikasyonuna uygun detaylar ve yapıyı kullanacak insanların konforu, tasarım sürecimizin ayrılmaz parçalarıdır.</p>",
        },
        en: {
          title: "Superstructure",
          content:
            "<h2>Superstructure</h2>" +
            "<p>We build housing complexes, office buildings, hospitals, schools and shopping centres with an integrated approach that runs from design to turnkey handover.</p>" +
            "<p>Years of work in earthquake zones have taught us to design structural systems that meet the latest codes while remaining economical. Using BIM-based coordination, we check architectural, structural and building services designs together before work starts on site, which keeps surprises to a minimum.</p>" +
            "<p>Energy-efficient façades, details suited to green building certification and the comfort of the people who will use the building are built into our design process from the start.</p>",
        },
        ru: {
          title: "Здания и сооружения",
          content:
            "<h2>Здания и сооружения</h2>" +
            "<p>Мы строим жилые комплексы, офисные здания, больницы, школы и торговые центры, применяя комплексный подход — от проектирования до сдачи объекта «под ключ».</p>" +
            "<p>Многолетний опыт работы в сейсмоопасных районах позволяет нам находить конструктивные решения, которые отвечают самым современным нормам и при этом остаются экономичными. Благодаря BIM-координации архитектурные, конструктивные и инженерные разделы проекта проверяются совместно ещё до начала работ, что сводит к минимуму неожиданности на площадке.</p>" +
            "<p>Энергоэффективные фасады, решения, соответствующие требованиям «зелёной» сертификации, и комфорт будущих пользователей — неотъемлемая часть нашего проектирования.</p>",
        },
        uz: {
          title: "Bino va inshootlar",
          content:
            "<h2>Bino va inshootlar</h2>" +
            "<p>Turar-joy majmualari, ofis binolari, shifoxonalar, maktablar va savdo markazlarini loyihalashdan tortib kalit topshirishgacha yaxlit yondashuv asosida quramiz.</p>" +
            "<p>Seysmik faol hududlarda yillar davomida orttirgan tajribamiz eng soʻnggi meʼyorlarga javob beradigan va ayni paytda tejamli konstruktiv yechimlarni ishlab chiqish imkonini beradi. BIM asosidagi muvofiqlashtirish yordamida arxitektura, konstruktiv va muhandislik tarmoqlari loyihalarini qurilish boshlanishidan oldin birgalikda tekshirib, maydondagi kutilmagan holatlarni kamaytiramiz.</p>" +
            "<p>Energiya tejamkor fasadlar, «yashil» bino sertifikatlash talablariga mos yechimlar va binodan foydalanadigan insonlarning qulayligi loyihalash jarayonimizning ajralmas qismidir.</p>",
        },
      },
    },
    {
      key: "restoration",
      type: "faaliyetler",
      published: true,
      slugs: { tr: "restorasyon", en: "restoration", ru: "restoration", uz: "restavratsiya" },
      translations: {
        tr: {
          title: "Restorasyon",
          content:
            "<h2>Restorasyon</h2>" +
            "<p>Tarihi yapılar, geçmişle bugün arasında kurulmuş köprülerdir. Hanları, camileri, köprüleri ve sivil mimarlık örneklerini özgün dokularına saygı göstererek ve koruma biliminin ilkelerine bağlı kalarak onarıyoruz.</p>" +
            "<p>Her restorasyon çalışmasına ayrıntılı rölöve, malzeme analizleri ve arşiv araştırmasıyla başlıyoruz. Restoratör mimarlar, sanat tarihçileri ve deneyimli taş ustalarından oluşan ekibimiz, koruma kurullarıyla yakın iş birliği içinde çalışır.</p>" +
            "<ul>" +
            "<li>Rölöve, restitüsyon ve restorasyon projeleri</li>" +
            "<li>Yığma yapıların yapısal güçlendirilmesi</li>" +
            "<li>Geleneksel kireç harçları ve taş işçiliği</li>" +
            "<li>Ahşap ve kalem işi süslemelerin korunması</li>" +
            "</ul>",
        },
        en: {
          title: "Restoration",
          content:
            "<h2>Restoration</h2>" +
            "<p>Historic buildings are bridges between the past and the present. We repair inns, mosques, bridges and examples of vernacular architecture with respect for their original fabric and in line with the principles of conservation science.</p>" +
            "<p>Every restoration begins with a detailed measured survey, material analysis and archival research. Our team of conservation architects, art historians and experienced stonemasons works closely with the heritage authorities throughout.</p>" +
            "<ul>" +
            "<li>Measured surveys, reconstruction studies and restoration designs</li>" +
            "<li>Structural strengthening of masonry buildings</li>" +
            "<li>Traditional lime mortars and stonework</li>" +
            "<li>Conservation of carved timber and painted decoration</li>" +
            "</ul>",
        },
        ru: {
          title: "Реставрация",
          content:
            "<h2>Реставрация</h2>" +
            "<p>Исторические здания связывают прошлое с настоящим. Мы восстанавливаем караван-сараи, мечети, мосты и памятники гражданской архитектуры, бережно сохраняя их подлинную структуру и следуя принципам научной реставрации.</p>" +
            "<p>Каждая работа начинается с подробных обмерных чертежей, анализа материалов и архивных изысканий. Наша команда, в которую входят архитекторы-реставраторы, искусствоведы и опытные мастера по камню, работает в тесном взаимодействии с органами охраны культурного наследия.</p>" +
            "<ul>" +
            "<li>Обмерные чертежи, проекты реконструкции и реставрации</li>" +
            "<li>Конструктивное усиление каменных и кирпичных зданий</li>" +
            "<li>Традиционные известковые растворы и работы по камню</li>" +
            "<li>Консервация резьбы по дереву и росписей</li>" +
            "</ul>",
        },
        uz: {
          title: "Restavratsiya",
          content:
            "<h2>Restavratsiya</h2>" +
            "<p>Tarixiy binolar oʻtmish bilan bugunni bogʻlab turuvchi koʻprikdir. Karvonsaroylar, masjidlar, koʻpriklar va xalq meʼmorchiligi namunalarini asl tuzilishini ehtiyotkorlik bilan saqlagan holda, ilmiy restavratsiya tamoyillariga amal qilib tiklaymiz.</p>" +
            "<p>Har bir restavratsiya ishini batafsil oʻlchov chizmalari, materiallar tahlili va arxiv tadqiqotlaridan boshlaymiz. Restavrator meʼmorlar, sanʼatshunoslar va tajribali tosh ustalaridan iborat jamoamiz madaniy meros muhofazasi organlari bilan yaqin hamkorlikda ishlaydi.</p>" +
            "<ul>" +
            "<li>Oʻlchov chizmalari, rekonstruksiya va restavratsiya loyihalari</li>" +
            "<li>Gʻisht va tosh binolarni konstruktiv mustahkamlash</li>" +
            "<li>Anʼanaviy ohak qorishmalari va toshtaroshlik ishlari</li>" +
            "<li>Yogʻoch oʻymakorligi va naqshinkor bezaklarni saqlash</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "energy",
      type: "faaliyetler",
      published: true,
      slugs: { tr: "enerji", en: "energy", ru: "energy", uz: "energiya" },
      translations: {
        tr: {
          title: "Enerji",
          content:
            "<h2>Enerji</h2>" +
            "<p>Güneş ve rüzgâr santralleri, hidroelektrik tesisler ve enerji iletim altyapısında inşaat ve elektromekanik montaj işleri üstleniyoruz.</p>" +
            "<p>Arazi hazırlığı ve temel imalatından trafo merkezlerinin kurulmasına, şebeke bağlantısından devreye almaya kadar tüm aşamaları birlikte planlıyoruz. Enerji yatırımlarında takvimin önemini biliyor, üretime geçiş tarihini projenin en kritik hedefi olarak ele alıyoruz.</p>" +
            "<p>Yenilenebilir enerji projelerinde santrallerin yerel ekosisteme etkisini en aza indiren yapım yöntemlerini seçiyor, işin bitiminde sahayı doğaya uyumlu biçimde düzenliyoruz.</p>",
        },
        en: {
          title: "Energy",
          content:
            "<h2>Energy</h2>" +
            "<p>We carry out civil works and electromechanical installation for solar and wind farms, hydropower plants and power transmission infrastructure.</p>" +
            "<p>Site preparation, foundations, substations, grid connection and commissioning are all planned as one programme. We know how much the schedule matters in energy investments, so we treat the date of first power as the most critical target of the project.</p>" +
            "<p>On renewable energy projects we choose construction methods that keep the impact on the local ecosystem as small as possible, and we leave the site landscaped in harmony with its surroundings.</p>",
        },
        ru: {
          title: "Энергетика",
          content:
            "<h2>Энергетика</h2>" +
            "<p>Мы выполняем строительные и электромонтажные работы на солнечных и ветровых электростанциях, ГЭС и объектах электросетевой инфраструктуры.</p>" +
            "<p>Подготовку площадки и фундаменты, строительство подстанций, подключение к сети и пусконаладку мы планируем как единый процесс. Мы понимаем, насколько важны сроки для инвесторов в энергетике, поэтому дата выдачи первой мощности для нас — ключевая цель проекта.</p>" +
            "<p>На объектах возобновляемой энергетики мы выбираем методы строительства, которые минимально влияют на местную экосистему, а по завершении работ благоустраиваем территорию в гармонии с окружающей природой.</p>",
        },
        uz: {
          title: "Energetika",
          content:
            "<h2>Energetika</h2>" +
            "<p>Quyosh va shamol elektr stansiyalari, gidroelektr stansiyalari hamda elektr uzatish infratuzilmasida qurilish va elektromontaj ishlarini bajaramiz.</p>" +
            "<p>Maydonni tayyorlash va poydevor ishlaridan podstansiyalar qurilishi, tarmoqqa ulanish va ishga tushirishgacha boʻlgan barcha bosqichlarni yagona jarayon sifatida rejalashtiramiz. Energetika investitsiyalarida muddatlar qanchalik muhimligini bilamiz, shu sababli birinchi quvvat berish sanasi biz uchun loyihaning eng muhim maqsadidir.</p>" +
            "<p>Qayta tiklanuvchi energetika loyihalarida mahalliy ekotizimga taʼsirni kamaytiradigan qurilish usullarini tanlaymiz va ishlar yakunida hududni atrof tabiatga mos ravishda obodonlashtiramiz.</p>",
        },
      },
    },
    {
      key: "industrial-plants",
      type: "faaliyetler",
      published: true,
      slugs: {
        tr: "endustriyel-tesisler",
        en: "industrial-plants",
        ru: "industrial-plants",
        uz: "sanoat-qurilmalari",
      },
      translations: {
        tr: {
          title: "Endüstriyel Tesisler",
          content:
            "<h2>Endüstriyel Tesisler</h2>" +
            "<p>Fabrikalar, lojistik merkezleri, depolama tesisleri ve arıtma tesisleri gibi sanayi yapılarını, işletmenin üretim süreçlerini merkeze alarak tasarlıyor ve inşa ediyoruz.</p>" +
            "<p>Geniş açıklıklı çelik yapılar, ağır makine temelleri ve yüksek dayanımlı endüstriyel zeminlerdeki uzmanlığımızla tesisin en kısa sürede üretime geçmesini hedefliyoruz. Faaliyetteki tesislerde ise üretimi durdurmadan kapasite artışı ve modernizasyon çalışmaları yürütüyoruz.</p>" +
            "<ul>" +
            "<li>Üretim ve montaj fabrikaları</li>" +
            "<li>Lojistik merkezleri ve soğuk hava depoları</li>" +
            "<li>Endüstriyel ve evsel atık su arıtma tesisleri</li>" +
            "</ul>",
        },
        en: {
          title: "Industrial Plants",
          content:
            "<h2>Industrial Plants</h2>" +
            "<p>We design and build factories, logistics centres, storage facilities and treatment plants with the operator's production processes at the centre of every decision.</p>" +
            "<p>Drawing on our experience with long-span steel structures, heavy machine foundations and high-strength industrial floors, we aim to get each plant into production as quickly as possible. At operating plants we carry out capacity expansions and upgrades without stopping production.</p>" +
            "<ul>" +
            "<li>Manufacturing and assembly plants</li>" +
            "<li>Logistics centres and cold stores</li>" +
            "<li>Industrial and municipal wastewater treatment plants</li>" +
            "</ul>",
        },
        ru: {
          title: "Промышленные объекты",
          content:
            "<h2>Промышленные объекты</h2>" +
            "<p>Мы проектируем и строим заводы, логистические центры, складские комплексы и очистные сооружения, ставя во главу угла технологические процессы заказчика.</p>" +
            "<p>Опыт возведения большепролётных стальных конструкций, фундаментов под тяжёлое оборудование и высокопрочных промышленных полов позволяет нам в кратчайшие сроки выводить предприятия на выпуск продукции. На действующих производствах мы проводим расширение мощностей и модернизацию без остановки выпуска.</p>" +
            "<ul>" +
            "<li>Производственные и сборочные заводы</li>" +
            "<li>Логистические центры и холодильные склады</li>" +
            "<li>Промышленные и городские очистные сооружения</li>" +
            "</ul>",
        },
        uz: {
          title: "Sanoat obyektlari",
          content:
            "<h2>Sanoat obyektlari</h2>" +
            "<p>Zavodlar, logistika markazlari, omborxona majmualari va tozalash inshootlarini buyurtmachining ishlab chiqarish jarayonlarini markazga qoʻygan holda loyihalaymiz va quramiz.</p>" +
            "<p>Katta oraliqli poʻlat konstruksiyalar, ogʻir uskunalar uchun poydevorlar va yuqori mustahkamlikdagi sanoat pollari boʻyicha tajribamiz korxonani imkon qadar tez ishga tushirish imkonini beradi. Faoliyat yuritayotgan korxonalarda esa ishlab chiqarishni toʻxtatmasdan quvvatlarni kengaytirish va modernizatsiya ishlarini olib boramiz.</p>" +
            "<ul>" +
            "<li>Ishlab chiqarish va yigʻuv zavodlari</li>" +
            "<li>Logistika markazlari va sovutgichli omborlar</li>" +
            "<li>Sanoat va maishiy oqova suvlarni tozalash inshootlari</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "agricultural-irrigation",
      type: "faaliyetler",
      published: true,
      slugs: {
        tr: "tarimsal-sulama",
        en: "agricultural-irrigation",
        ru: "agricultural-irrigation",
        uz: "qishloq-sugorish",
      },
      translations: {
        tr: {
          title: "Tarımsal Sulama",
          content:
            "<h2>Tarımsal Sulama</h2>" +
            "<p>Suyun her damlasının değerli olduğu bilinciyle tarım arazilerine verimli ve sürdürülebilir sulama sistemleri kazandırıyoruz.</p>" +
            "<p>Sulama göletleri ve regülatörlerden ana kanallara, pompa istasyonlarından tarla içi basınçlı borulu şebekelere kadar sulama altyapısının tamamını inşa ediyoruz. Açık kanalları kapalı borulu sisteme dönüştürerek buharlaşma ve sızma kaynaklı su kayıplarını önemli ölçüde azaltıyoruz.</p>" +
            "<p>Orta Asya'da eski sulama kanallarının rehabilitasyonunda edindiğimiz deneyim, farklı iklim ve toprak koşullarına uygun çözümler üretmemize yardımcı oluyor. Çalışmalarımızı, çiftçilerin ekim ve hasat takvimini aksatmayacak şekilde planlıyoruz.</p>",
        },
        en: {
          title: "Agricultural Irrigation",
          content:
            "<h2>Agricultural Irrigation</h2>" +
            "<p>Every drop of water counts, and we build irrigation systems that let farmland use it efficiently and sustainably.</p>" +
            "<p>We build the full irrigation chain: small reservoirs and regulators, main canals, pumping stations and pressurised pipe networks out to the field. Converting open canals into closed pipe systems cuts the water lost to evaporation and seepage considerably.</p>" +
            "<p>Our work rehabilitating old irrigation canals in Central Asia has taught us to adapt solutions to very different climates and soils. We schedule our work so that it does not interfere with farmers' planting and harvest seasons.</p>",
        },
        ru: {
          title: "Сельскохозяйственное орошение",
          content:
            "<h2>Сельскохозяйственное орошение</h2>" +
            "<p>Понимая ценность каждой капли воды, мы создаём для сельхозугодий эффективные и экологически устойчивые оросительные системы.</p>" +
            "<p>Мы строим всю оросительную инфраструктуру — от водохранилищ и регуляторов до магистральных каналов, насосных станций и внутрихозяйственных напорных трубопроводных сетей. Перевод открытых каналов в закрытые трубопроводы позволяет значительно сократить потери воды на испарение и фильтрацию.</p>" +
            "<p>Опыт реконструкции старых оросительных каналов в Центральной Азии помогает нам подбирать решения для самых разных климатических и почвенных условий. Работы мы планируем так, чтобы не нарушать график посевной и уборочной кампаний.</p>",
        },
        uz: {
          title: "Qishloq xoʻjaligi sugʻorishi",
          content:
            "<h2>Qishloq xoʻjaligi sugʻorishi</h2>" +
            "<p>Har bir tomchi suvning qadrini bilgan holda, qishloq xoʻjaligi yerlari uchun samarali va barqaror sugʻorish tizimlarini barpo etamiz.</p>" +
            "<p>Suv omborlari va rostlagichlardan magistral kanallargacha, nasos stansiyalaridan dala ichidagi bosimli quvur tarmoqlarigacha boʻlgan butun sugʻorish infratuzilmasini quramiz. Ochiq kanallarni yopiq quvur tizimiga oʻtkazish bugʻlanish va sizib chiqish hisobiga yoʻqotiladigan suv miqdorini sezilarli darajada kamaytiradi.</p>" +
            "<p>Markaziy Osiyodagi eski sugʻorish kanallarini rekonstruksiya qilishda orttirgan tajribamiz turli iqlim va tuproq sharoitlariga mos yechimlarni topishga yordam beradi. Ishlarimizni dehqonlarning ekish va hosil yigʻish mavsumlariga xalal bermaydigan tarzda rejalashtiramiz.</p>",
        },
      },
    },

    // ------------------------------------------------------------ media
    {
      key: "news",
      type: "media",
      published: true,
      slugs: { tr: "haberler", en: "news", ru: "news", uz: "yangiliklar" },
      translations: {
        tr: {
          title: "Haberler",
          content: "<p>Şirketimizden haberler ve duyurular çok yakında bu sayfada yer alacak.</p>",
        },
        en: {
          title: "News",
          content: "<p>Company news and announcements will appear on this page soon.</p>",
        },
        ru: {
          title: "Новости",
          content: "<p>Скоро на этой странице появятся новости и объявления компании.</p>",
        },
        uz: {
          title: "Yangiliklar",
          content: "<p>Tez orada ushbu sahifada kompaniya yangiliklari va eʼlonlari joylashtiriladi.</p>",
        },
      },
    },
    {
      key: "photo-gallery",
      type: "media",
      published: true,
      slugs: { tr: "foto-galeri", en: "photo-gallery", ru: "photo-gallery", uz: "foto-galereya" },
      translations: {
        tr: {
          title: "Foto Galeri",
          content: "<p>Şantiyelerimizden ve tamamlanan projelerimizden fotoğraflar yakında burada.</p>",
        },
        en: {
          title: "Photo Gallery",
          content: "<p>Photos from our sites and completed projects are coming soon.</p>",
        },
        ru: {
          title: "Фотогалерея",
          content: "<p>Скоро здесь появятся фотографии с наших строительных площадок и завершённых объектов.</p>",
        },
        uz: {
          title: "Fotogalereya",
          content: "<p>Qurilish maydonlarimiz va yakunlangan loyihalarimizdan suratlar tez orada shu yerda boʻladi.</p>",
        },
      },
    },
    {
      key: "video-gallery",
      type: "media",
      published: true,
      slugs: { tr: "video-galeri", en: "video-gallery", ru: "video-gallery", uz: "video-galereya" },
      translations: {
        tr: {
          title: "Video Galeri",
          content: "<p>Projelerimizin yapım süreçlerini anlatan videolar çok yakında yayında olacak.</p>",
        },
        en: {
          title: "Video Gallery",
          content: "<p>Videos showing how our projects take shape will be published here soon.</p>",
        },
        ru: {
          title: "Видеогалерея",
          content: "<p>Скоро здесь будут опубликованы видео о том, как строятся наши объекты.</p>",
        },
        uz: {
          title: "Videogalereya",
          content: "<p>Loyihalarimiz qanday barpo etilayotgani haqidagi videolar tez orada shu yerda eʼlon qilinadi.</p>",
        },
      },
    },
  ],

  menu: [
    {
      key: "home",
      parentKey: null,
      path: "/",
      slug: "home",
      order: 0,
      active: true,
      translations: {
        tr: { label: "Ana Sayfa", description: "Örnek İnşaat'a hoş geldiniz" },
        en: { label: "Home", description: "Welcome to Ornek" },
        ru: { label: "Главная", description: "Добро пожаловать" },
        uz: { label: "Bosh sahifa", description: "Xush kelibsiz" },
      },
    },

    // ------------------------------------------------------------ kurumsal
    {
      key: "kurumsal",
      parentKey: null,
      path: "/kurumsal",
      slug: "kurumsal",
      order: 1,
      active: true,
      translations: {
        tr: { label: "Kurumsal", description: "Bizi yakından tanıyın" },
        en: { label: "Corporate", description: "Get to know us" },
        ru: { label: "Компания", description: "Знакомьтесь с нами ближе" },
        uz: { label: "Korporativ", description: "Biz bilan yaqindan tanishing" },
      },
    },
    {
      key: "kurumsal-about",
      parentKey: "kurumsal",
      path: "/kurumsal/hakkimizda",
      slug: "hakkimizda",
      order: 0,
      active: true,
      translations: {
        tr: { label: "Hakkımızda", description: "Tarihçemiz ve değerlerimiz" },
        en: { label: "About Us", description: "Our story and values" },
        ru: { label: "О компании", description: "История и ценности" },
        uz: { label: "Biz haqimizda", description: "Tariximiz va qadriyatlarimiz" },
      },
    },
    {
      key: "kurumsal-quality-policy",
      parentKey: "kurumsal",
      path: "/kurumsal/kalite-politikasi",
      slug: "kalite-politikasi",
      order: 1,
      active: true,
      translations: {
        tr: { label: "Kalite Politikası", description: "Kalite, çevre ve güvenlik ilkelerimiz" },
        en: { label: "Quality Policy", description: "Our quality, environment and safety principles" },
        ru: { label: "Политика качества", description: "Принципы качества и безопасности" },
        uz: { label: "Sifat siyosati", description: "Sifat, ekologiya va xavfsizlik tamoyillarimiz" },
      },
    },
    {
      key: "kurumsal-documents",
      parentKey: "kurumsal",
      path: "/kurumsal/belgeler",
      slug: "belgeler",
      order: 2,
      active: true,
      translations: {
        tr: { label: "Belgeler", description: "ISO sertifikaları ve yetki belgeleri" },
        en: { label: "Documents", description: "ISO certificates and licences" },
        ru: { label: "Документы", description: "Сертификаты ISO и лицензии" },
        uz: { label: "Hujjatlar", description: "ISO sertifikatlari va litsenziyalar" },
      },
    },
    {
      key: "kurumsal-human-resources",
      parentKey: "kurumsal",
      path: "/kurumsal/insan-kaynaklari",
      slug: "insan-kaynaklari",
      order: 3,
      active: true,
      translations: {
        tr: { label: "İnsan Kaynakları", description: "Kariyer fırsatları" },
        en: { label: "Human Resources", description: "Careers at Ornek" },
        ru: { label: "Карьера", description: "Вакансии и развитие" },
        uz: { label: "Inson resurslari", description: "Ish oʻrinlari va martaba" },
      },
    },
    {
      key: "kurumsal-references",
      parentKey: "kurumsal",
      path: "/kurumsal/referanslar",
      slug: "referanslar",
      order: 4,
      active: true,
      translations: {
        tr: { label: "Referanslar", description: "Tamamladığımız işlerden bir seçki" },
        en: { label: "References", description: "A selection of completed work" },
        ru: { label: "Референции", description: "Избранные завершённые объекты" },
        uz: { label: "Tavsiyalar", description: "Tugallangan ishlardan namunalar" },
      },
    },

    // ------------------------------------------------------------ faaliyetler
    {
      key: "faaliyetler",
      parentKey: null,
      path: "/faaliyetler",
      slug: "faaliyetler",
      order: 2,
      active: true,
      translations: {
        tr: { label: "Faaliyetler", description: "Uzmanlık alanlarımız" },
        en: { label: "Activities", description: "Our fields of expertise" },
        ru: { label: "Деятельность", description: "Направления нашей работы" },
        uz: { label: "Faoliyat", description: "Mutaxassislik yoʻnalishlarimiz" },
      },
    },
    {
      key: "faaliyetler-infrastructure",
      parentKey: "faaliyetler",
      path: "/faaliyetler/altyapi",
      slug: "altyapi",
      order: 0,
      active: true,
      translations: {
        tr: { label: "Altyapı", description: "Yol, köprü, su ve kanalizasyon" },
        en: { label: "Infrastructure", description: "Roads, bridges, water and sewers" },
        ru: { label: "Инфраструктура", description: "Дороги, мосты, водоснабжение" },
        uz: { label: "Infratuzilma", description: "Yoʻllar, koʻpriklar, suv tarmoqlari" },
      },
    },
    {
      key: "faaliyetler-superstructure",
      parentKey: "faaliyetler",
      path: "/faaliyetler/ustyapi",
      slug: "ustyapi",
      order: 1,
      active: true,
      translations: {
        tr: { label: "Üstyapı", description: "Konut, ofis ve kamu binaları" },
        en: { label: "Superstructure", description: "Housing, offices and public buildings" },
        ru: { label: "Здания и сооружения", description: "Жильё, офисы, общественные здания" },
        uz: { label: "Bino va inshootlar", description: "Turar-joy, ofis va jamoat binolari" },
      },
    },
    {
      key: "faaliyetler-restoration",
      parentKey: "faaliyetler",
      path: "/faaliyetler/restorasyon",
      slug: "restorasyon",
      order: 2,
      active: true,
      translations: {
        tr: { label: "Restorasyon", description: "Tarihi yapıların onarımı" },
        en: { label: "Restoration", description: "Care for historic buildings" },
        ru: { label: "Реставрация", description: "Восстановление памятников" },
        uz: { label: "Restavratsiya", description: "Tarixiy obidalarni tiklash" },
      },
    },
    {
      key: "faaliyetler-energy",
      parentKey: "faaliyetler",
      path: "/faaliyetler/enerji",
      slug: "enerji",
      order: 3,
      active: true,
      translations: {
        tr: { label: "Enerji", description: "Güneş, rüzgâr ve hidroelektrik" },
        en: { label: "Energy", description: "Solar, wind and hydropower" },
        ru: { label: "Энергетика", description: "Солнце, ветер и ГЭС" },
        uz: { label: "Energetika", description: "Quyosh, shamol va gidroenergetika" },
      },
    },
    {
      key: "faaliyetler-industrial-plants",
      parentKey: "faaliyetler",
      path: "/faaliyetler/endustriyel-tesisler",
      slug: "endustriyel-tesisler",
      order: 4,
      active: true,
      translations: {
        tr: { label: "Endüstriyel Tesisler", description: "Fabrika, lojistik ve arıtma tesisleri" },
        en: { label: "Industrial Plants", description: "Factories, logistics and treatment plants" },
        ru: { label: "Промышленные объекты", description: "Заводы, склады, очистные сооружения" },
        uz: { label: "Sanoat obyektlari", description: "Zavodlar, omborlar, tozalash inshootlari" },
      },
    },
    {
      key: "faaliyetler-agricultural-irrigation",
      parentKey: "faaliyetler",
      path: "/faaliyetler/tarimsal-sulama",
      slug: "tarimsal-sulama",
      order: 5,
      active: true,
      translations: {
        tr: { label: "Tarımsal Sulama", description: "Kanallar ve basınçlı sulama şebekeleri" },
        en: { label: "Agricultural Irrigation", description: "Canals and pressurised irrigation" },
        ru: { label: "Орошение", description: "Каналы и напорные оросительные сети" },
        uz: { label: "Sugʻorish tizimlari", description: "Kanallar va bosimli sugʻorish tarmoqlari" },
      },
    },

    // ------------------------------------------------------------ projeler
    {
      key: "projeler",
      parentKey: null,
      path: "/projeler",
      slug: "projeler",
      order: 3,
      active: true,
      translations: {
        tr: { label: "Projeler", description: "Devam eden ve tamamlanan işlerimiz" },
        en: { label: "Projects", description: "Ongoing and completed work" },
        ru: { label: "Проекты", description: "Текущие и завершённые объекты" },
        uz: { label: "Loyihalar", description: "Davom etayotgan va yakunlangan loyihalar" },
      },
    },
    {
      key: "projects-ongoing",
      parentKey: "projeler",
      path: "/projeler/devam-eden",
      slug: "devam-eden",
      order: 0,
      active: true,
      translations: {
        tr: { label: "Devam Eden Projeler", description: "Şu anda sahada olduğumuz işler" },
        en: { label: "Ongoing Projects", description: "Work currently under way" },
        ru: { label: "Текущие проекты", description: "Объекты, которые строятся сейчас" },
        uz: { label: "Davom etayotgan loyihalar", description: "Hozirda qurilayotgan obyektlar" },
      },
    },
    {
      key: "projects-completed",
      parentKey: "projeler",
      path: "/projeler/tamamlanan",
      slug: "tamamlanan",
      order: 1,
      active: true,
      translations: {
        tr: { label: "Tamamlanan Projeler", description: "Teslim ettiğimiz işler" },
        en: { label: "Completed Projects", description: "Projects we have handed over" },
        ru: { label: "Завершённые проекты", description: "Сданные объекты" },
        uz: { label: "Yakunlangan loyihalar", description: "Topshirilgan obyektlar" },
      },
    },

    // ------------------------------------------------------------ machine park
    {
      key: "machine-park",
      parentKey: null,
      path: "/machine-park",
      slug: "machine-park",
      order: 4,
      active: true,
      translations: {
        tr: { label: "Makine Parkı", description: "Kendi iş makinelerimiz" },
        en: { label: "Machine Park", description: "Our own construction fleet" },
        ru: { label: "Парк техники", description: "Собственная строительная техника" },
        uz: { label: "Texnika parki", description: "Oʻz qurilish texnikamiz" },
      },
    },

    // ------------------------------------------------------------ media
    {
      key: "media",
      parentKey: null,
      path: "/media",
      slug: "media",
      order: 5,
      active: true,
      translations: {
        tr: { label: "Medya", description: "Haberler, fotoğraflar ve videolar" },
        en: { label: "Media", description: "News, photos and videos" },
        ru: { label: "Медиа", description: "Новости, фото и видео" },
        uz: { label: "Media", description: "Yangiliklar, suratlar va videolar" },
      },
    },
    {
      key: "media-news",
      parentKey: "media",
      path: "/media/haberler",
      slug: "haberler",
      order: 0,
      active: true,
      translations: {
        tr: { label: "Haberler", description: "Şirketimizden duyurular" },
        en: { label: "News", description: "Company announcements" },
        ru: { label: "Новости", description: "Объявления компании" },
        uz: { label: "Yangiliklar", description: "Kompaniya eʼlonlari" },
      },
    },
    {
      key: "media-photo-gallery",
      parentKey: "media",
      path: "/media/foto-galeri",
      slug: "foto-galeri",
      order: 1,
      active: true,
      translations: {
        tr: { label: "Foto Galeri", description: "Şantiyelerimizden kareler" },
        en: { label: "Photo Gallery", description: "Pictures from our sites" },
        ru: { label: "Фотогалерея", description: "Снимки с наших объектов" },
        uz: { label: "Fotogalereya", description: "Obyektlarimizdan suratlar" },
      },
    },
    {
      key: "media-video-gallery",
      parentKey: "media",
      path: "/media/video-galeri",
      slug: "video-galeri",
      order: 2,
      active: true,
      translations: {
        tr: { label: "Video Galeri", description: "Projelerimiz hareket halinde" },
        en: { label: "Video Gallery", description: "Our projects in motion" },
        ru: { label: "Видеогалерея", description: "Наши проекты в движении" },
        uz: { label: "Videogalereya", description: "Loyihalarimiz harakatda" },
      },
    },

    // ------------------------------------------------------------ contact
    {
      key: "contact",
      parentKey: null,
      path: "/contact",
      slug: "contact",
      order: 6,
      active: true,
      translations: {
        tr: { label: "İletişim", description: "Bize ulaşın" },
        en: { label: "Contact", description: "Get in touch" },
        ru: { label: "Контакты", description: "Свяжитесь с нами" },
        uz: { label: "Aloqa", description: "Biz bilan bogʻlaning" },
      },
    },
  ],

  projects: [
    {
      key: "ankara-ring-road-viaduct",
      category: "altyapi",
      status: "published",
      progress: "completed",
      order: 0,
      image: { kind: "project", scene: "altyapi", variant: 1 },
      translations: {
        tr: {
          title: "Ankara Çevre Yolu Viyadüğü",
          description: "Ankara çevre yolunun kuzey kesiminde bir dere vadisini geçen, 1.240 metre uzunluğunda ardgermeli beton viyadük.",
          content:
            "<p>Viyadük, çevre yolunun trafiği yoğun kuzey kesimini bir vadinin üzerinden geçirmek için tasarlandı. Tabliye serbest konsol yöntemiyle inşa edildiği için vadi tabanındaki dere yatağına ve tarım arazilerine hiç dokunulmadı.</p>" +
            "<p>Yapım süresince yoldaki trafik bir kez bile kesilmedi; bütün ağır taşımalar gece saatlerinde yapıldı.</p>" +
            "<ul>" +
            "<li>Toplam uzunluk: 1.240 m</li>" +
            "<li>En yüksek ayak: 68 m</li>" +
            "<li>Açıklık sayısı: 14</li>" +
            "<li>Tamamlanma: 2023</li>" +
            "</ul>",
        },
        en: {
          title: "Ankara Ring Road Viaduct",
          description: "A 1,240-metre post-tensioned concrete viaduct carrying the northern section of the Ankara ring road across a river valley.",
          content:
            "<p>The viaduct was designed to carry the busy northern section of the ring road across a valley. Its deck was built by the balanced cantilever method, so the stream bed and farmland on the valley floor were left untouched.</p>" +
            "<p>Traffic kept flowing for the whole of the works, with all heavy deliveries made at night.</p>" +
            "<ul>" +
            "<li>Total length: 1,240 m</li>" +
            "<li>Tallest pier: 68 m</li>" +
            "<li>Spans: 14</li>" +
            "<li>Completed: 2023</li>" +
            "</ul>",
        },
        ru: {
          title: "Виадук на кольцевой дороге Анкары",
          description: "Преднапряжённый железобетонный виадук длиной 1240 м, по которому северный участок кольцевой дороги Анкары пересекает речную долину.",
          content:
            "<p>Виадук спроектирован, чтобы провести северный участок кольцевой дороги с интенсивным движением через долину. Пролётное строение возводилось методом навесного бетонирования, поэтому русло реки и сельхозугодья на дне долины остались нетронутыми.</p>" +
            "<p>Движение по дороге не прерывалось ни на один день: тяжёлые грузы доставлялись только ночью.</p>" +
            "<ul>" +
            "<li>Общая длина: 1240 м</li>" +
            "<li>Высота самой высокой опоры: 68 м</li>" +
            "<li>Количество пролётов: 14</li>" +
            "<li>Год завершения: 2023</li>" +
            "</ul>",
        },
        uz: {
          title: "Anqara aylanma yoʻli viaduki",
          description: "Anqara aylanma yoʻlining shimoliy qismini daryo vodiysi ustidan oʻtkazuvchi, uzunligi 1240 metr boʻlgan oldindan zoʻriqtirilgan temir-beton viaduk.",
          content:
            "<p>Viaduk aylanma yoʻlning harakat gavjum boʻlgan shimoliy qismini vodiy ustidan oʻtkazish uchun loyihalangan. Oraliq qurilmasi osma betonlash usulida barpo etilgani sababli vodiy tubidagi daryo oʻzani va ekin maydonlariga tegilmadi.</p>" +
            "<p>Ishlar davomida yoʻl harakati bir marta ham toʻxtatilmadi, ogʻir yuklar faqat tunda tashildi.</p>" +
            "<ul>" +
            "<li>Umumiy uzunligi: 1240 m</li>" +
            "<li>Eng baland tayanch: 68 m</li>" +
            "<li>Oraliqlar soni: 14</li>" +
            "<li>Yakunlangan: 2023-yil</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "tashkent-logistics-centre",
      category: "endustriyel",
      status: "published",
      progress: "ongoing",
      order: 1,
      image: { kind: "project", scene: "endustriyel", variant: 2 },
      translations: {
        tr: {
          title: "Taşkent Lojistik Merkezi",
          description: "Taşkent'in güneyinde, demiryolu bağlantılı ve 85.000 m² kapalı alana sahip modern bir lojistik ve dağıtım merkezi.",
          content:
            "<p>Merkez, Özbekistan'ın büyüyen dış ticaret hacmine hizmet etmek üzere tasarlandı. Proje; demiryolu yan hattını, 64 rampalı yükleme alanını ve otomatik raf sistemlerine uygun yüksek tavanlı depoları kapsıyor.</p>" +
            "<p>Çelik yapı montajı büyük ölçüde tamamlandı; şu anda endüstriyel zemin ve soğuk hava deposu imalatları sürüyor.</p>" +
            "<ul>" +
            "<li>Kapalı alan: 85.000 m²</li>" +
            "<li>Yükleme rampası: 64</li>" +
            "<li>Planlanan bitiş: 2027</li>" +
            "</ul>",
        },
        en: {
          title: "Tashkent Logistics Centre",
          description: "A modern, rail-connected logistics and distribution centre with 85,000 m² of covered space in the south of Tashkent.",
          content:
            "<p>The centre is designed to serve Uzbekistan's growing foreign trade. The project includes a rail siding, a loading area with 64 docks and high-bay warehouses ready for automated racking.</p>" +
            "<p>Steel erection is largely complete, and work is now focused on the industrial floors and the cold store.</p>" +
            "<ul>" +
            "<li>Covered area: 85,000 m²</li>" +
            "<li>Loading docks: 64</li>" +
            "<li>Planned completion: 2027</li>" +
            "</ul>",
        },
        ru: {
          title: "Логистический центр в Ташкенте",
          description: "Современный логистический и распределительный центр с железнодорожным подъездом и крытой площадью 85 000 м² на юге Ташкента.",
          content:
            "<p>Центр создаётся, чтобы обслуживать растущий внешнеторговый оборот Узбекистана. Проект включает железнодорожный подъездной путь, зону погрузки на 64 дока и высотные склады, рассчитанные на автоматизированные стеллажные системы.</p>" +
            "<p>Монтаж металлоконструкций в основном завершён; сейчас идут работы по устройству промышленных полов и холодильного склада.</p>" +
            "<ul>" +
            "<li>Крытая площадь: 85 000 м²</li>" +
            "<li>Погрузочные доки: 64</li>" +
            "<li>Плановое завершение: 2027 год</li>" +
            "</ul>",
        },
        uz: {
          title: "Toshkent logistika markazi",
          description: "Toshkentning janubida joylashgan, temir yoʻlga ulangan va 85 000 m² yopiq maydonga ega zamonaviy logistika va taqsimlash markazi.",
          content:
            "<p>Markaz Oʻzbekistonning oʻsib borayotgan tashqi savdosiga xizmat qilish uchun loyihalangan. Loyiha temir yoʻl shoxobchasi, 64 ta yuklash rampasiga ega maydon hamda avtomatlashtirilgan javon tizimlariga moʻljallangan baland shiftli omborlarni oʻz ichiga oladi.</p>" +
            "<p>Poʻlat konstruksiyalar montaji asosan yakunlandi; hozir sanoat pollari va sovutgichli ombor ishlari davom etmoqda.</p>" +
            "<ul>" +
            "<li>Yopiq maydon: 85 000 m²</li>" +
            "<li>Yuklash rampalari: 64</li>" +
            "<li>Rejalashtirilgan yakun: 2027-yil</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "konya-irrigation-network",
      category: "tarimsal",
      status: "published",
      progress: "ongoing",
      order: 2,
      image: { kind: "project", scene: "tarimsal", variant: 3 },
      translations: {
        tr: {
          title: "Konya Ovası Basınçlı Sulama Şebekesi",
          description: "Konya Ovası'nda 12.500 hektar tarım arazisini açık kanaldan basınçlı borulu sulamaya geçiren şebeke projesi.",
          content:
            "<p>Proje kapsamında eski açık kanal sistemi, toprak altına döşenen HDPE ve çelik borulardan oluşan kapalı bir şebekeyle değiştiriliyor. Böylece buharlaşma ve sızma nedeniyle kaybedilen suyun büyük bölümü tasarruf edilecek.</p>" +
            "<p>Üç pompa istasyonundan ilki devreye alındı; tarla prizlerinin montajı hasat dönemleri gözetilerek etaplar halinde sürüyor.</p>" +
            "<ul>" +
            "<li>Sulama alanı: 12.500 ha</li>" +
            "<li>Boru hattı uzunluğu: 410 km</li>" +
            "<li>Pompa istasyonu: 3</li>" +
            "</ul>",
        },
        en: {
          title: "Konya Plain Pressurised Irrigation Network",
          description: "Converting 12,500 hectares of farmland on the Konya Plain from open-canal to pressurised pipe irrigation.",
          content:
            "<p>The old open-canal system is being replaced by a closed network of buried HDPE and steel pipes, saving most of the water that used to be lost to evaporation and seepage.</p>" +
            "<p>The first of three pumping stations is now in service, and field hydrants are being installed in stages planned around the harvest.</p>" +
            "<ul>" +
            "<li>Irrigated area: 12,500 ha</li>" +
            "<li>Pipeline length: 410 km</li>" +
            "<li>Pumping stations: 3</li>" +
            "</ul>",
        },
        ru: {
          title: "Напорная оросительная сеть на Конийской равнине",
          description: "Перевод 12 500 гектаров сельхозугодий Конийской равнины с орошения по открытым каналам на напорную трубопроводную сеть.",
          content:
            "<p>Старая система открытых каналов заменяется закрытой сетью подземных трубопроводов из полиэтилена и стали. Это позволит сберечь большую часть воды, которая раньше терялась на испарение и фильтрацию.</p>" +
            "<p>Первая из трёх насосных станций уже введена в эксплуатацию; гидранты на полях монтируются поэтапно, с учётом сроков уборки урожая.</p>" +
            "<ul>" +
            "<li>Орошаемая площадь: 12 500 га</li>" +
            "<li>Протяжённость трубопроводов: 410 км</li>" +
            "<li>Насосные станции: 3</li>" +
            "</ul>",
        },
        uz: {
          title: "Konya tekisligi bosimli sugʻorish tarmogʻi",
          description: "Konya tekisligidagi 12 500 gektar qishloq xoʻjaligi yerini ochiq kanallardan bosimli quvurli sugʻorishga oʻtkazish loyihasi.",
          content:
            "<p>Loyiha doirasida eski ochiq kanallar tizimi yer ostiga yotqizilgan polietilen va poʻlat quvurlardan iborat yopiq tarmoq bilan almashtirilmoqda. Natijada ilgari bugʻlanish va sizib chiqish tufayli yoʻqolgan suvning katta qismi tejaladi.</p>" +
            "<p>Uchta nasos stansiyasidan birinchisi ishga tushirildi; dala gidrantlarini oʻrnatish hosil yigʻim-terimi mavsumini hisobga olgan holda bosqichma-bosqich olib borilmoqda.</p>" +
            "<ul>" +
            "<li>Sugʻoriladigan maydon: 12 500 ga</li>" +
            "<li>Quvurlar uzunligi: 410 km</li>" +
            "<li>Nasos stansiyalari: 3</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "bursa-caravanserai-restoration",
      category: "restorasyon",
      status: "published",
      progress: "completed",
      order: 3,
      image: { kind: "project", scene: "restorasyon", variant: 4 },
      translations: {
        tr: {
          title: "Bursa Tarihi Han Restorasyonu",
          description: "17. yüzyıldan kalma iki katlı taş hanın aslına uygun olarak onarılıp bir kültür ve zanaat merkezine dönüştürülmesi.",
          content:
            "<p>Uzun yıllar depo olarak kullanılan ve çatısının büyük bölümü çökmüş olan han, kapsamlı bir rölöve ve malzeme araştırmasının ardından restore edildi. Özgün taş ve tuğla örgü korunurken kayıp bölümler geleneksel kireç harcıyla yeniden tamamlandı.</p>" +
            "<p>Bugün yapının avlusu ve 42 odası zanaat atölyeleri ve sergi salonları olarak hizmet veriyor.</p>" +
            "<ul>" +
            "<li>Oda sayısı: 42</li>" +
            "<li>Restore edilen alan: 3.600 m²</li>" +
            "<li>Tamamlanma: 2022</li>" +
            "</ul>",
        },
        en: {
          title: "Bursa Historic Caravanserai Restoration",
          description: "Faithful restoration of a two-storey 17th-century stone inn and its conversion into a centre for culture and crafts.",
          content:
            "<p>Used as a warehouse for decades and with most of its roof collapsed, the inn was restored after a thorough measured survey and materials study. The original stone and brick masonry was kept, and missing sections were rebuilt with traditional lime mortar.</p>" +
            "<p>Today its courtyard and 42 rooms house craft workshops and exhibition spaces.</p>" +
            "<ul>" +
            "<li>Rooms: 42</li>" +
            "<li>Restored floor area: 3,600 m²</li>" +
            "<li>Completed: 2022</li>" +
            "</ul>",
        },
        ru: {
          title: "Реставрация исторического караван-сарая в Бурсе",
          description: "Научная реставрация двухэтажного каменного караван-сарая XVII века и его приспособление под центр культуры и ремёсел.",
          content:
            "<p>Караван-сарай, десятилетиями служивший складом и лишившийся большей части кровли, был отреставрирован после подробных обмеров и исследования материалов. Подлинная каменная и кирпичная кладка сохранена, а утраченные фрагменты восстановлены на традиционном известковом растворе.</p>" +
            "<p>Сегодня во дворе и 42 помещениях здания работают ремесленные мастерские и выставочные залы.</p>" +
            "<ul>" +
            "<li>Количество помещений: 42</li>" +
            "<li>Площадь реставрации: 3600 м²</li>" +
            "<li>Год завершения: 2022</li>" +
            "</ul>",
        },
        uz: {
          title: "Bursadagi tarixiy karvonsaroy restavratsiyasi",
          description: "XVII asrga oid ikki qavatli tosh karvonsaroyni asl holida tiklash va uni madaniyat va hunarmandchilik markaziga aylantirish.",
          content:
            "<p>Uzoq yillar ombor sifatida foydalanilgan va tomining katta qismi qulab tushgan karvonsaroy batafsil oʻlchov ishlari va materiallar tadqiqotidan soʻng restavratsiya qilindi. Asl tosh va gʻisht terimi saqlab qolindi, yoʻqolgan qismlar esa anʼanaviy ohak qorishmasi yordamida qayta tiklandi.</p>" +
            "<p>Bugun binoning hovlisi va 42 ta xonasida hunarmandchilik ustaxonalari va koʻrgazma zallari faoliyat yuritmoqda.</p>" +
            "<ul>" +
            "<li>Xonalar soni: 42</li>" +
            "<li>Restavratsiya qilingan maydon: 3600 m²</li>" +
            "<li>Yakunlangan: 2022-yil</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "kayseri-solar-plant",
      category: "enerji",
      status: "published",
      progress: "ongoing",
      order: 4,
      image: { kind: "project", scene: "enerji", variant: 5 },
      translations: {
        tr: {
          title: "Kayseri Güneş Enerjisi Santrali",
          description: "Kayseri yakınlarında kurulan, tek eksenli güneş takip sistemine sahip 120 MWp gücünde güneş enerjisi santrali.",
          content:
            "<p>Yaklaşık 240 hektarlık bir alana kurulan santralin, tamamlandığında yılda 210 GWh elektrik üretmesi öngörülüyor. İşin kapsamında arazi hazırlığı, çakma kazık temeller, panel montajı, inverter istasyonları ve 154 kV'lık trafo merkezi yer alıyor.</p>" +
            "<p>Birinci etap 2025 sonunda şebekeye bağlandı; ikinci etabın montaj çalışmaları devam ediyor.</p>" +
            "<ul>" +
            "<li>Kurulu güç: 120 MWp</li>" +
            "<li>Yıllık üretim: yaklaşık 210 GWh</li>" +
            "<li>Panel sayısı: yaklaşık 220.000</li>" +
            "</ul>",
        },
        en: {
          title: "Kayseri Solar Power Plant",
          description: "A 120 MWp solar power plant with single-axis trackers near Kayseri.",
          content:
            "<p>Spread over about 240 hectares, the plant is expected to generate around 210 GWh a year once complete. Our scope covers site preparation, driven pile foundations, module installation, inverter stations and a 154 kV substation.</p>" +
            "<p>Phase one was connected to the grid at the end of 2025, and installation of phase two is under way.</p>" +
            "<ul>" +
            "<li>Installed capacity: 120 MWp</li>" +
            "<li>Annual output: about 210 GWh</li>" +
            "<li>Modules: about 220,000</li>" +
            "</ul>",
        },
        ru: {
          title: "Солнечная электростанция в Кайсери",
          description: "Солнечная электростанция пиковой мощностью 120 МВт с одноосевыми трекерами вблизи Кайсери.",
          content:
            "<p>Станция площадью около 240 гектаров после завершения будет вырабатывать порядка 210 ГВт·ч электроэнергии в год. В объём наших работ входят подготовка площадки, забивные свайные фундаменты, монтаж модулей, инверторные станции и подстанция 154 кВ.</p>" +
            "<p>Первая очередь подключена к сети в конце 2025 года, идёт монтаж второй очереди.</p>" +
            "<ul>" +
            "<li>Пиковая мощность: 120 МВт</li>" +
            "<li>Годовая выработка: около 210 ГВт·ч</li>" +
            "<li>Количество модулей: около 220 000</li>" +
            "</ul>",
        },
        uz: {
          title: "Kayseri quyosh elektr stansiyasi",
          description: "Kayseri yaqinida qurilayotgan, bir oʻqli kuzatuv tizimlari bilan jihozlangan, eng yuqori quvvati 120 MVt boʻlgan quyosh elektr stansiyasi.",
          content:
            "<p>Taxminan 240 gektar maydonda barpo etilayotgan stansiya toʻliq ishga tushgach, yiliga qariyb 210 GVt·soat elektr energiyasi ishlab chiqarishi kutilmoqda. Ishlarimiz hajmiga maydonni tayyorlash, qoqma qoziqli poydevorlar, panellarni montaj qilish, inverter stansiyalari va 154 kV li podstansiya kiradi.</p>" +
            "<p>Birinchi navbat 2025-yil oxirida tarmoqqa ulandi, ikkinchi navbatning montaj ishlari davom etmoqda.</p>" +
            "<ul>" +
            "<li>Eng yuqori quvvat: 120 MVt</li>" +
            "<li>Yillik ishlab chiqarish: taxminan 210 GVt·soat</li>" +
            "<li>Panellar soni: taxminan 220 000</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "samarkand-residential-complex",
      category: "ustyapi",
      status: "published",
      progress: "completed",
      order: 5,
      image: { kind: "project", scene: "ustyapi", variant: 6 },
      translations: {
        tr: {
          title: "Semerkant Konut ve Ticaret Kompleksi",
          description: "Semerkant'ta 620 konut, ticari alanlar ve peyzajlı avlulardan oluşan karma kullanımlı bir yaşam kompleksi.",
          content:
            "<p>Kompleks, cephe dili kentin tarihi dokusuyla uyumlu olacak şekilde tasarlanan dokuz bloktan oluşuyor. Bölgenin yüksek deprem riski göz önüne alınarak taşıyıcı sistem betonarme perde duvarlarla çözüldü.</p>" +
            "<p>Zemin katlardaki dükkânlar ve blokların çevrelediği, araç trafiğinden arındırılmış peyzajlı avlular sakinlere huzurlu bir yaşam alanı sunuyor.</p>" +
            "<ul>" +
            "<li>Konut sayısı: 620</li>" +
            "<li>Ticari alan: 14.000 m²</li>" +
            "<li>Blok sayısı: 9</li>" +
            "<li>Tamamlanma: 2021</li>" +
            "</ul>",
        },
        en: {
          title: "Samarkand Residential and Retail Complex",
          description: "A mixed-use development in Samarkand with 620 homes, retail space and landscaped courtyards.",
          content:
            "<p>The complex consists of nine blocks whose façades were designed to sit comfortably alongside the city's historic fabric. Because of the region's high seismic risk, the structure relies on reinforced concrete shear walls.</p>" +
            "<p>Shops on the ground floors and car-free, landscaped courtyards enclosed by the blocks give residents a calm place to live.</p>" +
            "<ul>" +
            "<li>Homes: 620</li>" +
            "<li>Retail space: 14,000 m²</li>" +
            "<li>Blocks: 9</li>" +
            "<li>Completed: 2021</li>" +
            "</ul>",
        },
        ru: {
          title: "Жилой и торговый комплекс в Самарканде",
          description: "Многофункциональный комплекс в Самарканде: 620 квартир, торговые площади и озеленённые дворы.",
          content:
            "<p>Комплекс состоит из девяти корпусов, фасады которых спроектированы в гармонии с историческим обликом города. С учётом высокой сейсмичности региона несущая система выполнена с железобетонными диафрагмами жёсткости.</p>" +
            "<p>Магазины на первых этажах и озеленённые дворы внутри квартала, закрытые для автомобилей, создают для жителей спокойную и уютную среду.</p>" +
            "<ul>" +
            "<li>Квартир: 620</li>" +
            "<li>Торговые площади: 14 000 м²</li>" +
            "<li>Корпусов: 9</li>" +
            "<li>Год завершения: 2021</li>" +
            "</ul>",
        },
        uz: {
          title: "Samarqand turar-joy va savdo majmuasi",
          description: "Samarqanddagi 620 ta xonadon, savdo maydonlari va koʻkalamzorlashtirilgan hovlilardan iborat koʻp funksiyali majmua.",
          content:
            "<p>Majmua fasadlari shaharning tarixiy qiyofasiga uygʻun tarzda loyihalangan toʻqqizta binodan iborat. Mintaqaning yuqori seysmikligini hisobga olib, koʻtaruvchi tizim temir-beton diafragma devorlar asosida yechilgan.</p>" +
            "<p>Birinchi qavatlardagi doʻkonlar hamda binolar bilan oʻralgan, avtomobillardan xoli koʻkalamzor hovlilar aholiga osoyishta yashash muhitini taqdim etadi.</p>" +
            "<ul>" +
            "<li>Xonadonlar soni: 620</li>" +
            "<li>Savdo maydoni: 14 000 m²</li>" +
            "<li>Binolar soni: 9</li>" +
            "<li>Yakunlangan: 2021-yil</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "fergana-canal-rehabilitation",
      category: "tarimsal",
      status: "draft",
      progress: "ongoing",
      order: 6,
      image: { kind: "project", scene: "tarimsal", variant: 7 },
      translations: {
        tr: {
          title: "Fergana Vadisi Sulama Kanalı Rehabilitasyonu",
          description: "Fergana Vadisi'nde 38 km uzunluğundaki ana sulama kanalının kaplaması ve su yapılarıyla birlikte yenilenmesi.",
          content:
            "<p>Sovyet döneminde inşa edilen ana kanalın yıpranmış beton kaplaması yenileniyor; debi ölçüm ve dağıtım yapıları modern kapaklarla donatılıyor. Çalışmalar ağırlıklı olarak sulama sezonu dışındaki aylarda yürütülüyor.</p>" +
            "<p>Proje tamamlandığında kanaldan beslenen yaklaşık 30.000 hektar arazide su kayıplarının üçte bir oranında azalması bekleniyor.</p>" +
            "<ul>" +
            "<li>Kanal uzunluğu: 38 km</li>" +
            "<li>Yenilenen su yapısı: 46</li>" +
            "<li>Planlanan bitiş: 2027</li>" +
            "</ul>",
        },
        en: {
          title: "Fergana Valley Irrigation Canal Rehabilitation",
          description: "Renewal of a 38 km main irrigation canal in the Fergana Valley, including its lining and control structures.",
          content:
            "<p>The worn concrete lining of this Soviet-era main canal is being replaced, and its flow measurement and distribution structures are being fitted with modern gates. Most of the work is scheduled for the months outside the irrigation season.</p>" +
            "<p>Once complete, the project is expected to cut water losses by a third across some 30,000 hectares of land fed by the canal.</p>" +
            "<ul>" +
            "<li>Canal length: 38 km</li>" +
            "<li>Control structures renewed: 46</li>" +
            "<li>Planned completion: 2027</li>" +
            "</ul>",
        },
        ru: {
          title: "Реконструкция оросительного канала в Ферганской долине",
          description: "Обновление облицовки и гидротехнических сооружений магистрального оросительного канала длиной 38 км в Ферганской долине.",
          content:
            "<p>На магистральном канале, построенном ещё в советское время, заменяется изношенная бетонная облицовка, а водомерные и вододелительные сооружения оснащаются современными затворами. Основной объём работ приходится на месяцы вне поливного сезона.</p>" +
            "<p>После завершения проекта потери воды на орошаемых землях площадью около 30 000 гектаров, которые питает канал, должны сократиться на треть.</p>" +
            "<ul>" +
            "<li>Длина канала: 38 км</li>" +
            "<li>Реконструируемых сооружений: 46</li>" +
            "<li>Плановое завершение: 2027 год</li>" +
            "</ul>",
        },
        uz: {
          title: "Fargʻona vodiysi sugʻorish kanalini rekonstruksiya qilish",
          description: "Fargʻona vodiysidagi 38 km uzunlikdagi magistral sugʻorish kanalining qoplamasi va gidrotexnik inshootlarini yangilash.",
          content:
            "<p>Sovet davrida qurilgan magistral kanalning eskirgan beton qoplamasi almashtirilmoqda, suv oʻlchash va taqsimlash inshootlari esa zamonaviy zatvorlar bilan jihozlanmoqda. Asosiy ishlar sugʻorish mavsumidan tashqari oylarda bajariladi.</p>" +
            "<p>Loyiha yakunlangach, kanaldan suv oladigan qariyb 30 000 gektar yerda suv isrofi uchdan bir qismga kamayishi kutilmoqda.</p>" +
            "<ul>" +
            "<li>Kanal uzunligi: 38 km</li>" +
            "<li>Yangilanadigan inshootlar: 46</li>" +
            "<li>Rejalashtirilgan yakun: 2027-yil</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "eskisehir-technopark-offices",
      category: "ustyapi",
      status: "draft",
      progress: "completed",
      order: 7,
      image: { kind: "project", scene: "ustyapi", variant: 8 },
      translations: {
        tr: {
          title: "Eskişehir Teknopark Ofis Binaları",
          description: "Eskişehir'de teknoloji şirketleri için tasarlanan, üç bloktan oluşan 38.000 m² kapalı alanlı bir ofis kampüsü.",
          content:
            "<p>Kampüs esnek ofis katları, laboratuvarlar ve ortak bir konferans merkezinden oluşuyor. Cephelerdeki güneş kırıcılar ve yüksek performanslı camlar sayesinde binaların soğutma yükü önemli ölçüde azaltıldı.</p>" +
            "<p>Yeşil bina sertifikasyonu ölçütleri gözetilerek tasarlanan binalar 2024 yılında kullanıma açıldı.</p>" +
            "<ul>" +
            "<li>Kapalı alan: 38.000 m²</li>" +
            "<li>Blok sayısı: 3</li>" +
            "<li>Tamamlanma: 2024</li>" +
            "</ul>",
        },
        en: {
          title: "Eskişehir Technopark Office Buildings",
          description: "A three-block office campus with 38,000 m² of floor space, designed for technology companies in Eskişehir.",
          content:
            "<p>The campus combines flexible office floors, laboratories and a shared conference centre. Solar shading and high-performance glazing on the façades cut the buildings' cooling load considerably.</p>" +
            "<p>Designed with green building certification criteria in mind, the buildings opened in 2024.</p>" +
            "<ul>" +
            "<li>Floor area: 38,000 m²</li>" +
            "<li>Blocks: 3</li>" +
            "<li>Completed: 2024</li>" +
            "</ul>",
        },
        ru: {
          title: "Офисные здания технопарка в Эскишехире",
          description: "Офисный кампус из трёх корпусов общей площадью 38 000 м² для технологических компаний Эскишехира.",
          content:
            "<p>В кампусе размещаются гибкие офисные этажи, лаборатории и общий конференц-центр. Солнцезащитные элементы и высокоэффективное остекление фасадов позволили заметно снизить нагрузку на системы охлаждения.</p>" +
            "<p>Здания, спроектированные с учётом критериев «зелёной» сертификации, введены в эксплуатацию в 2024 году.</p>" +
            "<ul>" +
            "<li>Общая площадь: 38 000 м²</li>" +
            "<li>Корпусов: 3</li>" +
            "<li>Год завершения: 2024</li>" +
            "</ul>",
        },
        uz: {
          title: "Eskishehir texnopark ofis binolari",
          description: "Eskishehirdagi texnologiya kompaniyalari uchun moʻljallangan, uchta binodan iborat, umumiy maydoni 38 000 m² boʻlgan ofis kampusi.",
          content:
            "<p>Kampus moslashuvchan ofis qavatlari, laboratoriyalar va umumiy konferensiya markazidan iborat. Fasadlardagi quyoshdan himoya elementlari va yuqori samarali oynalar tufayli binolarni sovutishga sarflanadigan energiya sezilarli darajada kamaydi.</p>" +
            "<p>«Yashil» bino sertifikatlash mezonlarini hisobga olib loyihalangan binolar 2024-yilda foydalanishga topshirildi.</p>" +
            "<ul>" +
            "<li>Umumiy maydon: 38 000 m²</li>" +
            "<li>Binolar soni: 3</li>" +
            "<li>Yakunlangan: 2024-yil</li>" +
            "</ul>",
        },
      },
    },
    {
      key: "sivas-stone-bridge-repair",
      category: "restorasyon",
      status: "archived",
      progress: "completed",
      order: 8,
      image: { kind: "project", scene: "restorasyon", variant: 9 },
      translations: {
        tr: {
          title: "Sivas Tarihi Taş Köprü Onarımı",
          description: "Yedi gözlü tarihi bir taş köprünün yapısal olarak güçlendirilmesi ve özgün görünümüne kavuşturulması.",
          content:
            "<p>Taşkınların etkisiyle ayaklarının temelinde oyulmalar oluşan köprü, su altı incelemelerinin ardından güçlendirildi. Ayak temelleri, tarihi dokuya müdahaleyi en aza indiren enjeksiyon yöntemiyle sağlamlaştırıldı.</p>" +
            "<p>Sonradan eklenen beton korkuluklar sökülerek yerlerine arşiv fotoğraflarına dayanan taş korkuluklar yapıldı.</p>" +
            "<ul>" +
            "<li>Köprü uzunluğu: 164 m</li>" +
            "<li>Göz sayısı: 7</li>" +
            "<li>Tamamlanma: 2017</li>" +
            "</ul>",
        },
        en: {
          title: "Sivas Historic Stone Bridge Repair",
          description: "Structural strengthening of a seven-arch historic stone bridge and the return of its original appearance.",
          content:
            "<p>Floods had scoured the foundations of the bridge's piers. After underwater surveys, the piers were strengthened by grout injection, a method that keeps intervention in the historic fabric to a minimum.</p>" +
            "<p>Later concrete railings were removed and replaced with stone parapets rebuilt from archive photographs.</p>" +
            "<ul>" +
            "<li>Bridge length: 164 m</li>" +
            "<li>Arches: 7</li>" +
            "<li>Completed: 2017</li>" +
            "</ul>",
        },
        ru: {
          title: "Ремонт исторического каменного моста в Сивасе",
          description: "Конструктивное усиление исторического семипролётного каменного моста и возвращение ему подлинного облика.",
          content:
            "<p>Паводки подмыли основания опор моста. После подводного обследования опоры были укреплены методом инъектирования, который сводит к минимуму вмешательство в историческую кладку.</p>" +
            "<p>Поздние бетонные ограждения демонтировали и заменили каменными парапетами, воссозданными по архивным фотографиям.</p>" +
            "<ul>" +
            "<li>Длина моста: 164 м</li>" +
            "<li>Количество пролётов: 7</li>" +
            "<li>Год завершения: 2017</li>" +
            "</ul>",
        },
        uz: {
          title: "Sivasdagi tarixiy tosh koʻprikni taʼmirlash",
          description: "Yetti ravoqli tarixiy tosh koʻprikni konstruktiv mustahkamlash va unga asl qiyofasini qaytarish.",
          content:
            "<p>Toshqinlar koʻprik tayanchlarining poydevorini yuvib ketgan edi. Suv osti tekshiruvlaridan soʻng tayanchlar tarixiy terimga aralashuvni eng kam darajaga tushiradigan inyeksiya usulida mustahkamlandi.</p>" +
            "<p>Keyinchalik qoʻshilgan beton toʻsiqlar olib tashlanib, ularning oʻrniga arxiv fotosuratlari asosida tosh panjaralar tiklandi.</p>" +
            "<ul>" +
            "<li>Koʻprik uzunligi: 164 m</li>" +
            "<li>Ravoqlar soni: 7</li>" +
            "<li>Yakunlangan: 2017-yil</li>" +
            "</ul>",
        },
      },
    },
  ],

  slides: [
    {
      key: "slide-1",
      order: 0,
      active: true,
      buttonLink: "/projeler",
      image: { kind: "hero", scene: "bridge", variant: 1 },
      translations: {
        tr: {
          title: "Geleceği Birlikte İnşa Ediyoruz",
          description: "Türkiye'den Orta Asya'ya, otuz yılı aşkın deneyimle kalıcı eserler üretiyoruz.",
          buttonText: "Projelerimiz",
        },
        en: {
          title: "Building the Future Together",
          description: "From Türkiye to Central Asia, we have been creating lasting works for more than thirty years.",
          buttonText: "Discover our projects",
        },
        ru: {
          title: "Строим будущее вместе",
          description: "Более тридцати лет мы создаём долговечные объекты — от Турции до Центральной Азии.",
          buttonText: "Наши проекты",
        },
        uz: {
          title: "Kelajakni birgalikda quramiz",
          description: "Oʻttiz yildan ortiq vaqt davomida Turkiyadan Markaziy Osiyogacha mustahkam inshootlar barpo etib kelmoqdamiz.",
          buttonText: "Loyihalarimiz",
        },
      },
    },
    {
      key: "slide-2",
      order: 1,
      active: true,
      buttonLink: "/faaliyetler",
      image: { kind: "hero", scene: "towers", variant: 2 },
      translations: {
        tr: {
          title: "Altı Alanda Tek Çözüm Ortağı",
          description: "Altyapıdan enerjiye, restorasyondan sulamaya kadar projenin her aşamasını tek elden yönetiyoruz.",
          buttonText: "Faaliyet Alanlarımız",
        },
        en: {
          title: "One Partner, Six Fields",
          description: "From infrastructure and energy to restoration and irrigation, we run every stage of a project under one roof.",
          buttonText: "Explore what we do",
        },
        ru: {
          title: "Один партнёр — шесть направлений",
          description: "От инфраструктуры и энергетики до реставрации и орошения — мы ведём все этапы проекта своими силами.",
          buttonText: "Направления деятельности",
        },
        uz: {
          title: "Bitta hamkor — oltita yoʻnalish",
          description: "Infratuzilma va energetikadan restavratsiya va sugʻorishgacha — loyihaning barcha bosqichlarini bir qoʻldan boshqaramiz.",
          buttonText: "Faoliyat yoʻnalishlarimiz",
        },
      },
    },
    {
      key: "slide-3",
      order: 2,
      active: true,
      buttonLink: "/kurumsal/hakkimizda",
      image: { kind: "hero", scene: "industrial", variant: 3 },
      translations: {
        tr: {
          title: "Güven Üzerine Kurulu 30 Yıl",
          description: "1994'ten bu yana güvenlik, kalite ve şeffaflıktan ödün vermeden çalışıyoruz.",
          buttonText: "Bizi Tanıyın",
        },
        en: {
          title: "30 Years Built on Trust",
          description: "Since 1994 we have worked without compromising on safety, quality or transparency.",
          buttonText: "About us",
        },
        ru: {
          title: "30 лет, построенных на доверии",
          description: "С 1994 года мы работаем без компромиссов в вопросах безопасности, качества и открытости.",
          buttonText: "О компании",
        },
        uz: {
          title: "Ishonchga asoslangan 30 yil",
          description: "1994-yildan beri xavfsizlik, sifat va ochiqlik borasida hech qanday murosaga bormasdan ishlaymiz.",
          buttonText: "Biz haqimizda",
        },
      },
    },
    {
      key: "slide-4",
      order: 3,
      active: false,
      buttonLink: "/contact",
      image: { kind: "hero", scene: "dam", variant: 4 },
      translations: {
        tr: {
          title: "Suyun ve Enerjinin Mühendisleri",
          description: "Baraj, kanal ve santral projeleriniz için ekibimizle görüşün.",
          buttonText: "Bize Ulaşın",
        },
        en: {
          title: "Engineers of Water and Power",
          description: "Talk to our team about your dam, canal or power plant project.",
          buttonText: "Contact us",
        },
        ru: {
          title: "Инженеры воды и энергии",
          description: "Обсудите с нашей командой ваш проект плотины, канала или электростанции.",
          buttonText: "Связаться с нами",
        },
        uz: {
          title: "Suv va energiya muhandislari",
          description: "Toʻgʻon, kanal yoki elektr stansiyasi loyihangizni jamoamiz bilan muhokama qiling.",
          buttonText: "Biz bilan bogʻlaning",
        },
      },
    },
  ],

  equipment: [
    {
      key: "eq-1",
      category: "Ekskavatör",
      modelName: "ÖRN-EX 320",
      order: 0,
      visible: true,
      image: { kind: "equipment", machine: "excavator", variant: 1 },
      translations: {
        tr: {
          name: "Paletli Ekskavatör",
          description: "32 ton çalışma ağırlığına ve 1,6 m³ kova kapasitesine sahip, kazı ve yükleme işlerinde kullanılan paletli ekskavatör.",
        },
        en: {
          name: "Crawler Excavator",
          description: "A 32-tonne crawler excavator with a 1.6 m³ bucket, used for digging and loading.",
        },
        ru: {
          name: "Гусеничный экскаватор",
          description: "Гусеничный экскаватор массой 32 т с ковшом 1,6 м³ для земляных и погрузочных работ.",
        },
        uz: {
          name: "Zanjirli ekskavator",
          description: "Ish ogʻirligi 32 tonna, chomichi 1,6 m³ boʻlgan, qazish va yuklash ishlari uchun zanjirli ekskavator.",
        },
      },
    },
    {
      key: "eq-2",
      category: "Kule Vinç",
      modelName: "ÖRN-TC 6012",
      order: 1,
      visible: true,
      image: { kind: "equipment", machine: "crane", variant: 2 },
      translations: {
        tr: {
          name: "Kule Vinç",
          description: "60 metre bom uzunluğuna ve 12 ton azami kaldırma kapasitesine sahip kule vinç; bom ucunda 2,4 ton kaldırabilir.",
        },
        en: {
          name: "Tower Crane",
          description: "A tower crane with a 60 m jib and a maximum lifting capacity of 12 tonnes, handling 2.4 tonnes at the jib tip.",
        },
        ru: {
          name: "Башенный кран",
          description: "Башенный кран со стрелой 60 м и максимальной грузоподъёмностью 12 т; на конце стрелы поднимает до 2,4 т.",
        },
        uz: {
          name: "Minorali kran",
          description: "Strelasi 60 metr, maksimal yuk koʻtarish quvvati 12 tonna boʻlgan minorali kran; strela uchida 2,4 tonnagacha yuk koʻtaradi.",
        },
      },
    },
    {
      key: "eq-3",
      category: "Lastikli Yükleyici",
      modelName: "ÖRN-WL 180",
      order: 2,
      visible: true,
      image: { kind: "equipment", machine: "loader", variant: 3 },
      translations: {
        tr: {
          name: "Lastikli Yükleyici",
          description: "18 ton çalışma ağırlığı ve 3,5 m³ kova kapasitesiyle malzeme yükleme ve stok sahası işleri için kullanılır.",
        },
        en: {
          name: "Wheel Loader",
          description: "An 18-tonne wheel loader with a 3.5 m³ bucket for material handling and stockpile work.",
        },
        ru: {
          name: "Фронтальный погрузчик",
          description: "Колёсный фронтальный погрузчик массой 18 т с ковшом 3,5 м³ для погрузки материалов и работы на складах сыпучих грузов.",
        },
        uz: {
          name: "Gʻildirakli yuklagich",
          description: "Ish ogʻirligi 18 tonna, chomichi 3,5 m³ boʻlgan, material yuklash va sochiluvchan yuk omborlarida ishlash uchun yuklagich.",
        },
      },
    },
    {
      key: "eq-4",
      category: "Damperli Kamyon",
      modelName: "ÖRN-DT 400",
      order: 3,
      visible: true,
      image: { kind: "equipment", machine: "dump-truck", variant: 4 },
      translations: {
        tr: {
          name: "Damperli Kamyon",
          description: "8x4 çekişli, 32 ton taşıma kapasiteli ve 20 m³ kasa hacimli hafriyat kamyonu.",
        },
        en: {
          name: "Dump Truck",
          description: "An 8x4 earthmoving truck with a 32-tonne payload and a 20 m³ body.",
        },
        ru: {
          name: "Самосвал",
          description: "Самосвал с колёсной формулой 8×4, грузоподъёмностью 32 т и объёмом кузова 20 м³.",
        },
        uz: {
          name: "Samosval",
          description: "8×4 gʻildirak formulali, yuk koʻtarish quvvati 32 tonna va kuzov hajmi 20 m³ boʻlgan samosval.",
        },
      },
    },
    {
      key: "eq-5",
      category: "Dozer",
      modelName: "ÖRN-DZ 150",
      order: 4,
      visible: true,
      image: { kind: "equipment", machine: "bulldozer", variant: 5 },
      translations: {
        tr: {
          name: "Paletli Dozer",
          description: "150 kW motor gücüne ve 5,6 m³ bıçak kapasitesine sahip, yol yapımı ve arazi tesviyesi için kullanılan dozer.",
        },
        en: {
          name: "Crawler Dozer",
          description: "A 150 kW crawler dozer with a 5.6 m³ blade for road building and site grading.",
        },
        ru: {
          name: "Гусеничный бульдозер",
          description: "Бульдозер мощностью 150 кВт с отвалом объёмом 5,6 м³ для дорожного строительства и планировки площадок.",
        },
        uz: {
          name: "Zanjirli buldozer",
          description: "Dvigatel quvvati 150 kVt, otvali 5,6 m³ boʻlgan, yoʻl qurilishi va maydonlarni tekislash uchun buldozer.",
        },
      },
    },
    {
      key: "eq-6",
      category: "Beton Mikseri",
      modelName: "ÖRN-CM 12",
      order: 5,
      visible: false,
      image: { kind: "equipment", machine: "concrete-mixer", variant: 6 },
      translations: {
        tr: {
          name: "Transmikser",
          description: "12 m³ tambur hacmiyle taze betonu santralden şantiyeye taşıyan transmikser.",
        },
        en: {
          name: "Truck Mixer",
          description: "A truck mixer with a 12 m³ drum that carries fresh concrete from the batching plant to site.",
        },
        ru: {
          name: "Автобетоносмеситель",
          description: "Автобетоносмеситель с барабаном 12 м³ для доставки бетонной смеси с завода на объект.",
        },
        uz: {
          name: "Avtobetonaralashtirgich",
          description: "Barabani 12 m³ boʻlgan, tayyor beton qorishmasini zavoddan qurilish maydoniga yetkazuvchi avtobetonaralashtirgich.",
        },
      },
    },
    {
      key: "eq-7",
      category: "Silindir",
      modelName: "ÖRN-VR 13",
      order: 6,
      visible: true,
      image: { kind: "equipment", machine: "roller", variant: 7 },
      translations: {
        tr: {
          name: "Titreşimli Silindir",
          description: "13 ton ağırlığında ve 2,1 m tambur genişliğinde, dolgu ve yol tabanı sıkıştırmada kullanılan tek tamburlu silindir.",
        },
        en: {
          name: "Vibratory Roller",
          description: "A 13-tonne single-drum vibratory roller with a 2.1 m drum for compacting fills and road bases.",
        },
        ru: {
          name: "Виброкаток",
          description: "Грунтовый виброкаток массой 13 т с вальцом шириной 2,1 м для уплотнения насыпей и дорожных оснований.",
        },
        uz: {
          name: "Vibratsion katok",
          description: "Ogʻirligi 13 tonna, valets kengligi 2,1 metr boʻlgan, toʻkma grunt va yoʻl asoslarini zichlash uchun bir valetsli katok.",
        },
      },
    },
  ],

  media: [
    { fileName: "santiye-genel-gorunum.png", image: { kind: "hero", scene: "towers", variant: 5 } },
    { fileName: "viyaduk-gun-batimi.png", image: { kind: "hero", scene: "bridge", variant: 6 } },
    { fileName: "baraj-rezervuar-alani.png", image: { kind: "hero", scene: "dam", variant: 7 } },
  ],

  users: [
    {
      email: "admin@ornek-insaat.example",
      password: "OrnekDemo!2026",
      role: "admin",
      fullName: "Demo Yönetici",
    },
    {
      email: "uye@ornek-insaat.example",
      password: "OrnekDemo!2026",
      role: "member",
      fullName: "Demo Üye",
    },
  ],
};
