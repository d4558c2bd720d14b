import type { PlaceDayTable } from "./types";

export const DAYS_ASIA_2: PlaceDayTable = {
  "IND Delhi": {
    days: [
      [
        "see",
        [
          "Delhi: Old Delhi and the Jama Masjid",
          "Delhi: la Vecchia Delhi e la Jama Masjid",
          "Delhi: la Vieja Delhi y la Jama Masjid",
          "Delhi : le Vieux Delhi et la Jama Masjid",
          "Delhi: Alt-Delhi und die Jama Masjid",
        ],
        [
          "A cycle rickshaw through the lanes of Chandni Chowk, up the steps of the Jama Masjid and past the red walls of the Red Fort, ending at the langar kitchen of Gurudwara Sis Ganj.",
          "In risciò a pedali tra i vicoli di Chandni Chowk, su per la scalinata della Jama Masjid e lungo le mura rosse del Forte Rosso, fino alla cucina comune del Gurudwara Sis Ganj.",
          "En rickshaw de pedales por los callejones de Chandni Chowk, subiendo la escalinata de la Jama Masjid y bordeando las murallas del Fuerte Rojo, hasta la cocina comunitaria del Gurudwara Sis Ganj.",
          "En cyclo-pousse dans les ruelles de Chandni Chowk, puis les marches de la Jama Masjid et les remparts du Fort Rouge, jusqu'à la cuisine communautaire du gurdwara Sis Ganj.",
          "Mit der Fahrradrikscha durch die Gassen von Chandni Chowk, die Treppen der Jama Masjid hinauf und an den roten Mauern des Roten Forts vorbei bis zur Gemeinschaftsküche des Gurdwara Sis Ganj.",
        ],
      ],
      [
        "see",
        [
          "Delhi: Humayun's Tomb and the Qutub Minar",
          "Delhi: la tomba di Humayun e il Qutb Minar",
          "Delhi: la tumba de Humayun y el Qutb Minar",
          "Delhi : le tombeau d'Humayun et le Qutb Minar",
          "Delhi: Humayun-Mausoleum und Qutb Minar",
        ],
        [
          "New Delhi's Mughal and sultanate past: the gardens of Humayun's Tomb, the Sufi shrine of Nizamuddin, and the tall fluted Qutub Minar beside the iron pillar in Mehrauli.",
          "Il passato moghul e dei sultani di Nuova Delhi: i giardini della tomba di Humayun, il santuario sufi di Nizamuddin e l'alto Qutb Minar scanalato accanto alla colonna di ferro di Mehrauli.",
          "El pasado mogol y de los sultanes de Nueva Delhi: los jardines de la tumba de Humayun, el santuario sufí de Nizamuddin y el alto Qutb Minar acanalado junto al pilar de hierro de Mehrauli.",
          "Le passé moghol et sultanien de New Delhi : les jardins du tombeau d'Humayun, le sanctuaire soufi de Nizamuddin et le haut Qutb Minar cannelé près du pilier de fer de Mehrauli.",
          "Das Erbe der Moguln und Sultane in Neu-Delhi: die Gärten des Humayun-Mausoleums, der Sufi-Schrein von Nizamuddin und der hohe, kannelierte Qutb Minar neben der Eisernen Säule von Mehrauli.",
        ],
      ],
      [
        "food",
        [
          "Delhi: parathas, kebabs and chaat",
          "Delhi: paratha, kebab e chaat",
          "Delhi: parathas, kebabs y chaat",
          "Delhi : parathas, kebabs et chaat",
          "Delhi: Parathas, Kebabs und Chaat",
        ],
        [
          "A food walk in Old Delhi: stuffed parathas in Paranthe Wali Gali, kebabs near the Jama Masjid, chaat and jalebi from the street stalls, and the spice stalls of Khari Baoli.",
          "Una passeggiata gastronomica nella Vecchia Delhi: paratha ripieni in Paranthe Wali Gali, kebab vicino alla Jama Masjid, chaat e jalebi dai banchi di strada e le spezie di Khari Baoli.",
          "Un paseo gastronómico por la Vieja Delhi: parathas rellenos en Paranthe Wali Gali, kebabs junto a la Jama Masjid, chaat y jalebi de los puestos callejeros y las especias de Khari Baoli.",
          "Une balade gourmande dans le Vieux Delhi : parathas farcis de Paranthe Wali Gali, kebabs près de la Jama Masjid, chaat et jalebi des étals de rue, et les épices de Khari Baoli.",
          "Ein kulinarischer Gang durch Alt-Delhi: gefüllte Parathas in der Paranthe Wali Gali, Kebabs bei der Jama Masjid, Chaat und Jalebi von den Straßenständen und die Gewürzhändler von Khari Baoli.",
        ],
      ],
    ],
  },
  "IND Taj Mahal": {
    days: [
      [
        "see",
        [
          "Taj Mahal: sunrise on the mausoleum",
          "Taj Mahal: l'alba sul mausoleo",
          "Taj Mahal: amanecer sobre el mausoleo",
          "Taj Mahal : le mausolée au lever du soleil",
          "Taj Mahal: Sonnenaufgang über dem Mausoleum",
        ],
        [
          "Through the great gate at first light to the white marble tomb Shah Jahan built for Mumtaz Mahal, its inlaid flowers and calligraphy, then across the river to the Mehtab Bagh garden; if the day falls on a Friday, when the Taj Mahal is closed, the sunrise on its dome is watched from the Mehtab Bagh.",
          "Dal grande portale alle prime luci fino alla tomba di marmo bianco che Shah Jahan fece costruire per Mumtaz Mahal, con i fiori intarsiati e le calligrafie, poi oltre il fiume al giardino Mehtab Bagh; se il giorno cade di venerdì, quando il Taj Mahal è chiuso, l'alba sulla sua cupola si guarda dal Mehtab Bagh.",
          "Por la gran puerta con la primera luz hasta la tumba de mármol blanco que Shah Jahan levantó para Mumtaz Mahal, con sus flores incrustadas y caligrafías, y luego al otro lado del río, al jardín Mehtab Bagh; si el día cae en viernes, cuando el Taj Mahal cierra, el amanecer sobre su cúpula se contempla desde el Mehtab Bagh.",
          "Par la grande porte aux premières lueurs jusqu'au tombeau de marbre blanc élevé par Shah Jahan pour Mumtaz Mahal, ses fleurs incrustées et ses calligraphies, puis sur l'autre rive au jardin Mehtab Bagh ; si la journée tombe un vendredi, jour de fermeture du Taj Mahal, le lever du soleil sur sa coupole se regarde depuis le Mehtab Bagh.",
          "Im ersten Licht durch das große Tor zum weißen Marmorgrab, das Shah Jahan für Mumtaz Mahal baute, mit Intarsienblumen und Kalligrafie, danach über den Fluss zum Garten Mehtab Bagh; fällt der Tag auf einen Freitag, an dem das Taj Mahal geschlossen ist, sieht man den Sonnenaufgang über seiner Kuppel vom Mehtab Bagh aus.",
        ],
      ],
    ],
  },
  "IND Agra": {
    days: [
      [
        "see",
        [
          "Agra: the Red Fort of Agra",
          "Agra: il Forte Rosso di Agra",
          "Agra: el Fuerte Rojo de Agra",
          "Agra : le Fort rouge d'Agra",
          "Agra: das Rote Fort von Agra",
        ],
        [
          "The sandstone walls and marble halls of Agra Fort, where Shah Jahan spent his last years looking out at the Taj, then the riverside tomb of Itimad-ud-Daulah, the Baby Taj.",
          "Le mura di arenaria e le sale di marmo del Forte di Agra, dove Shah Jahan passò gli ultimi anni guardando il Taj, poi la tomba di Itimad-ud-Daulah sul fiume, il piccolo Taj.",
          "Las murallas de arenisca y las salas de mármol del Fuerte de Agra, donde Shah Jahan pasó sus últimos años mirando el Taj, y luego la tumba de Itimad-ud-Daulah junto al río, el pequeño Taj.",
          "Les remparts de grès et les salles de marbre du fort d'Agra, où Shah Jahan finit ses jours face au Taj, puis le tombeau d'Itimad-ud-Daulah au bord de la rivière, le « petit Taj ».",
          "Die Sandsteinmauern und Marmorsäle des Forts von Agra, wo Shah Jahan seine letzten Jahre mit Blick auf den Taj verbrachte, dann das Grabmal des Itimad-ud-Daulah am Fluss, der kleine Taj.",
        ],
      ],
      [
        "see",
        [
          "Agra: Sikandra and the marble workshops",
          "Agra: Sikandra e le botteghe del marmo",
          "Agra: Sikandra y los talleres de mármol",
          "Agra : Sikandra et les ateliers du marbre",
          "Agra: Sikandra und die Marmorwerkstätten",
        ],
        [
          "Akbar's tomb at Sikandra among deer and langur monkeys, then a workshop where descendants of the Taj's craftsmen still set stones into marble in the pietra dura style.",
          "La tomba di Akbar a Sikandra tra cervi e scimmie langur, poi una bottega dove i discendenti degli artigiani del Taj incastonano ancora pietre nel marmo a pietra dura.",
          "La tumba de Akbar en Sikandra entre ciervos y monos langur, y luego un taller donde descendientes de los artesanos del Taj aún incrustan piedras en el mármol al estilo pietra dura.",
          "Le tombeau d'Akbar à Sikandra parmi les daims et les langurs, puis un atelier où les descendants des artisans du Taj incrustent encore des pierres dans le marbre, en pietra dura.",
          "Akbars Grabmal in Sikandra zwischen Hirschen und Languren, danach eine Werkstatt, in der Nachfahren der Taj-Handwerker noch heute Steine in Pietra-dura-Technik in Marmor setzen.",
        ],
      ],
      [
        "food",
        [
          "Agra: petha and Mughlai cooking",
          "Agra: petha e cucina moghul",
          "Agra: petha y cocina mogol",
          "Agra : petha et cuisine moghole",
          "Agra: Petha und Mogul-Küche",
        ],
        [
          "Agra's sweet petha, candied ash gourd, at the old shops of Noori Darwaza, bedai and jalebi for breakfast in the Kinari Bazaar, and a Mughlai supper of korma and biryani.",
          "Il petha di Agra, zucca candita, nelle vecchie botteghe di Noori Darwaza, bedai e jalebi a colazione nel Kinari Bazaar e una cena moghul di korma e biryani.",
          "El petha de Agra, calabaza confitada, en las viejas tiendas de Noori Darwaza, bedai y jalebi de desayuno en el Kinari Bazaar y una cena mogol de korma y biryani.",
          "Le petha d'Agra, courge confite, dans les vieilles boutiques de Noori Darwaza, bedai et jalebi au petit-déjeuner dans le Kinari Bazaar, puis un dîner moghol de korma et de biryani.",
          "Agras Petha, kandierter Wachskürbis, in den alten Läden am Noori Darwaza, Bedai und Jalebi zum Frühstück im Kinari-Basar und ein Mogul-Abendessen mit Korma und Biryani.",
        ],
      ],
    ],
  },
  "IND Fatehpur Sikri": {
    days: [
      [
        "see",
        [
          "Fatehpur Sikri: Akbar's abandoned capital",
          "Fatehpur Sikri: la capitale abbandonata di Akbar",
          "Fatehpur Sikri: la capital abandonada de Akbar",
          "Fatehpur Sikri : la capitale abandonnée d'Akbar",
          "Fatehpur Sikri: Akbars verlassene Hauptstadt",
        ],
        [
          "The red sandstone palaces of Akbar's short-lived capital: the Diwan-i-Khas and its carved pillar, the Panch Mahal, and the Buland Darwaza gate of the mosque with Salim Chishti's white tomb.",
          "I palazzi di arenaria rossa della capitale effimera di Akbar: il Diwan-i-Khas con la sua colonna scolpita, il Panch Mahal e la porta Buland Darwaza della moschea con la tomba bianca di Salim Chishti.",
          "Los palacios de arenisca roja de la efímera capital de Akbar: el Diwan-i-Khas y su columna tallada, el Panch Mahal y la puerta Buland Darwaza de la mezquita con la tumba blanca de Salim Chishti.",
          "Les palais de grès rouge de l'éphémère capitale d'Akbar : le Diwan-i-Khas et son pilier sculpté, le Panch Mahal, et la porte Buland Darwaza de la mosquée avec le tombeau blanc de Salim Chishti.",
          "Die Paläste aus rotem Sandstein von Akbars kurzlebiger Hauptstadt: der Diwan-i-Khas mit seiner geschnitzten Säule, der Panch Mahal und das Tor Buland Darwaza der Moschee mit Salim Chishtis weißem Grab.",
        ],
      ],
    ],
  },
  "IND Ranthambore": {
    months: [10, 6],
    days: [
      [
        "game",
        [
          "Ranthambore: morning jeep safari",
          "Ranthambore: safari in jeep al mattino",
          "Ranthambore: safari matinal en jeep",
          "Ranthambore : safari en jeep le matin",
          "Ranthambore: Jeepsafari am Morgen",
        ],
        [
          "An open jeep into the park's zones at dawn, tracking tigers by the alarm calls of sambar and langurs around the lakes of Padam Talao and Rajbagh, below the ruined walls of the fort.",
          "In jeep scoperta nelle zone del parco all'alba, seguendo la tigre dai richiami d'allarme di sambar e langur intorno ai laghi di Padam Talao e Rajbagh, sotto le mura in rovina del forte.",
          "En jeep abierto por las zonas del parque al amanecer, siguiendo al tigre por los gritos de alarma de sambares y langures en torno a los lagos Padam Talao y Rajbagh, bajo las ruinas del fuerte.",
          "En jeep ouverte dans les zones du parc à l'aube, sur la piste du tigre guidée par les cris d'alerte des sambars et des langurs autour des lacs Padam Talao et Rajbagh, sous les remparts du fort.",
          "Im offenen Jeep im Morgengrauen in die Zonen des Parks, den Tigern auf der Spur, die die Warnrufe von Sambarhirschen und Languren an den Seen Padam Talao und Rajbagh verraten, unter den Mauern des Forts.",
        ],
      ],
      [
        "game",
        [
          "Ranthambore: afternoon canter and the fort",
          "Ranthambore: canter pomeridiano e il forte",
          "Ranthambore: canter de tarde y el fuerte",
          "Ranthambore : canter l'après-midi et le fort",
          "Ranthambore: Nachmittags-Canter und das Fort",
        ],
        [
          "A climb to Ranthambore Fort and its Ganesh temple inside the park, then an afternoon drive by canter through dry forest where leopards, sloth bears, crocodiles and spotted deer are met.",
          "Una salita al Forte di Ranthambore e al suo tempio di Ganesh dentro il parco, poi un giro pomeridiano in canter nella foresta secca, tra leopardi, orsi labiati, coccodrilli e cervi pomellati.",
          "Una subida al Fuerte de Ranthambore y su templo de Ganesh dentro del parque, y luego una salida de tarde en canter por el bosque seco, con leopardos, osos bezudos, cocodrilos y ciervos moteados.",
          "Une montée au fort de Ranthambore et à son temple de Ganesh dans le parc, puis une sortie en canter l'après-midi dans la forêt sèche, où vivent léopards, ours lippus, crocodiles et cerfs axis.",
          "Ein Aufstieg zum Fort Ranthambore und seinem Ganesha-Tempel im Park, dann eine Nachmittagsfahrt im Canter durch Trockenwald mit Leoparden, Lippenbären, Krokodilen und Axishirschen.",
        ],
      ],
    ],
  },
  "IND Jaipur": {
    days: [
      [
        "see",
        [
          "Jaipur: Amber Fort and the stepwells",
          "Jaipur: il Forte di Amber e i pozzi a gradini",
          "Jaipur: el Fuerte de Amber y los pozos escalonados",
          "Jaipur : le fort d'Amber et les puits à degrés",
          "Jaipur: Fort Amber und die Stufenbrunnen",
        ],
        [
          "Up to Amber Fort above Maota Lake, its mirror hall of Sheesh Mahal and its ramparts, then the Panna Meena stepwell and a stop at the Jal Mahal palace floating in Man Sagar lake.",
          "Su al Forte di Amber sopra il lago Maota, con la sala degli specchi di Sheesh Mahal e i bastioni, poi il pozzo a gradini di Panna Meena e una sosta al Jal Mahal, il palazzo sul lago Man Sagar.",
          "Subida al Fuerte de Amber sobre el lago Maota, con la sala de los espejos de Sheesh Mahal y sus murallas, luego el pozo escalonado de Panna Meena y una parada ante el Jal Mahal, el palacio del lago Man Sagar.",
          "Montée au fort d'Amber au-dessus du lac Maota, sa salle des glaces du Sheesh Mahal et ses remparts, puis le puits à degrés de Panna Meena et une halte devant le Jal Mahal, posé sur le lac Man Sagar.",
          "Hinauf zum Fort Amber über dem Maota-See, mit dem Spiegelsaal Sheesh Mahal und den Wehrgängen, dann der Stufenbrunnen Panna Meena und ein Halt am Wasserpalast Jal Mahal im Man-Sagar-See.",
        ],
      ],
      [
        "see",
        [
          "Jaipur: the Pink City and Jantar Mantar",
          "Jaipur: la Città Rosa e il Jantar Mantar",
          "Jaipur: la Ciudad Rosa y el Jantar Mantar",
          "Jaipur : la Ville rose et le Jantar Mantar",
          "Jaipur: die Rosa Stadt und das Jantar Mantar",
        ],
        [
          "The Pink City on foot: the latticed facade of the Hawa Mahal, the City Palace of the maharajas, the giant stone instruments of Jantar Mantar, and the bazaars of Johari and Bapu.",
          "La Città Rosa a piedi: la facciata traforata dell'Hawa Mahal, il City Palace dei maharaja, i giganteschi strumenti di pietra del Jantar Mantar e i bazar di Johari e Bapu.",
          "La Ciudad Rosa a pie: la fachada calada del Hawa Mahal, el City Palace de los maharajás, los gigantescos instrumentos de piedra del Jantar Mantar y los bazares de Johari y Bapu.",
          "La Ville rose à pied : la façade ajourée du Hawa Mahal, le City Palace des maharajas, les instruments de pierre géants du Jantar Mantar et les bazars de Johari et de Bapu.",
          "Die Rosa Stadt zu Fuß: die durchbrochene Fassade des Hawa Mahal, der City Palace der Maharadschas, die riesigen Steininstrumente des Jantar Mantar und die Basare Johari und Bapu.",
        ],
      ],
      [
        "food",
        [
          "Jaipur: dal baati and lassi",
          "Jaipur: dal baati e lassi",
          "Jaipur: dal baati y lassi",
          "Jaipur : dal baati et lassi",
          "Jaipur: Dal Baati und Lassi",
        ],
        [
          "Rajasthani cooking in Jaipur: pyaaz kachori for breakfast, a thick lassi in a clay cup on MI Road, and a lunch of dal baati churma and gatte ki sabzi with a local family.",
          "La cucina del Rajasthan a Jaipur: pyaaz kachori a colazione, un lassi denso in una tazza di terracotta su MI Road e un pranzo di dal baati churma e gatte ki sabzi con una famiglia del posto.",
          "La cocina de Rajastán en Jaipur: pyaaz kachori de desayuno, un lassi espeso en taza de barro en MI Road y un almuerzo de dal baati churma y gatte ki sabzi con una familia local.",
          "La cuisine du Rajasthan à Jaipur : pyaaz kachori au petit-déjeuner, un lassi épais dans un gobelet d'argile sur MI Road et un déjeuner de dal baati churma et de gatte ki sabzi chez une famille.",
          "Rajasthanische Küche in Jaipur: Pyaaz Kachori zum Frühstück, ein dicker Lassi im Tonbecher an der MI Road und ein Mittagessen mit Dal Baati Churma und Gatte ki Sabzi bei einer Familie.",
        ],
      ],
    ],
  },
  "IND Pushkar": {
    days: [
      [
        "see",
        [
          "Pushkar: the lake and its ghats",
          "Pushkar: il lago e i suoi ghat",
          "Pushkar: el lago y sus ghats",
          "Pushkar : le lac et ses ghats",
          "Pushkar: der See und seine Ghats",
        ],
        [
          "Around the holy lake by its fifty-odd ghats, to the rare Brahma temple, then up Savitri hill for the view over the town and the sound of the evening aarti on the water.",
          "Intorno al lago sacro lungo una cinquantina di ghat, fino al raro tempio di Brahma, poi su per la collina di Savitri per la vista sulla cittadina e l'aarti della sera sull'acqua.",
          "Alrededor del lago sagrado por sus cincuenta ghats, hasta el raro templo de Brahma, y luego subida a la colina de Savitri para ver el pueblo y oír el aarti de la tarde sobre el agua.",
          "Le tour du lac sacré par sa cinquantaine de ghats, jusqu'au rare temple de Brahma, puis la colline de Savitri pour la vue sur la ville et l'aarti du soir sur l'eau.",
          "Rund um den heiligen See über seine rund fünfzig Ghats zum seltenen Brahma-Tempel, dann hinauf auf den Savitri-Hügel mit Blick über den Ort und dem abendlichen Aarti am Wasser.",
        ],
      ],
      [
        "food",
        [
          "Pushkar: malpua and the sweet shops",
          "Pushkar: malpua e le pasticcerie",
          "Pushkar: malpua y las dulcerías",
          "Pushkar : malpua et confiseries",
          "Pushkar: Malpua und die Süßwarenläden",
        ],
        [
          "A vegetarian town's food: malpua fried in ghee on the Sadar Bazaar, falafel and thalis from the rooftop cafes, and rose products from the rose fields that surround Pushkar.",
          "La cucina di una cittadina vegetariana: malpua fritti nel ghi sul Sadar Bazaar, falafel e thali dei caffè sulle terrazze e i prodotti delle rose coltivate intorno a Pushkar.",
          "La cocina de un pueblo vegetariano: malpua fritos en ghee en el Sadar Bazaar, falafel y thalis de los cafés en las azoteas y los productos de las rosas que rodean Pushkar.",
          "La cuisine d'une ville végétarienne : malpua frits au ghee sur le Sadar Bazaar, falafels et thalis des cafés en terrasse, et les produits des roseraies qui entourent Pushkar.",
          "Die Küche eines vegetarischen Ortes: in Ghee gebackene Malpua im Sadar-Basar, Falafel und Thalis der Dachcafés und Rosenprodukte aus den Rosenfeldern rund um Pushkar.",
        ],
      ],
    ],
  },
  "IND Jodhpur": {
    days: [
      [
        "see",
        [
          "Jodhpur: Mehrangarh Fort",
          "Jodhpur: il forte di Mehrangarh",
          "Jodhpur: el fuerte de Mehrangarh",
          "Jodhpur : le fort de Mehrangarh",
          "Jodhpur: das Fort Mehrangarh",
        ],
        [
          "Up to Mehrangarh, the fort on its cliff above the blue houses, through its seven gates to the palace rooms and the cannon-lined ramparts, then down to the marble cenotaph of Jaswant Thada.",
          "Su a Mehrangarh, il forte sulla rupe sopra le case blu, attraverso le sue sette porte fino alle sale del palazzo e ai bastioni con i cannoni, poi giù al cenotafio di marmo di Jaswant Thada.",
          "Subida a Mehrangarh, el fuerte sobre su acantilado encima de las casas azules, por sus siete puertas hasta las salas del palacio y las murallas con cañones, y bajada al cenotafio de mármol de Jaswant Thada.",
          "Montée à Mehrangarh, le fort sur sa falaise au-dessus des maisons bleues, par ses sept portes jusqu'aux salles du palais et aux remparts garnis de canons, puis le cénotaphe de marbre de Jaswant Thada.",
          "Hinauf nach Mehrangarh, dem Fort auf seinem Felsen über den blauen Häusern, durch die sieben Tore zu den Palasträumen und den Wällen mit Kanonen, dann hinab zum Marmor-Kenotaph Jaswant Thada.",
        ],
      ],
      [
        "see",
        [
          "Jodhpur: the Blue City and the clock tower",
          "Jodhpur: la Città Blu e la torre dell'orologio",
          "Jodhpur: la Ciudad Azul y la torre del reloj",
          "Jodhpur : la Ville bleue et la tour de l'Horloge",
          "Jodhpur: die Blaue Stadt und der Uhrturm",
        ],
        [
          "A walk down through the blue lanes of Brahmpuri to the Sardar Market and its clock tower, the old Toorji ka Jhalra stepwell, and the Umaid Bhawan palace on its hill at the far end of town.",
          "Una passeggiata tra i vicoli blu di Brahmpuri fino al Sardar Market e alla torre dell'orologio, al vecchio pozzo a gradini Toorji ka Jhalra e al palazzo Umaid Bhawan sulla sua collina.",
          "Un paseo por los callejones azules de Brahmpuri hasta el Sardar Market y su torre del reloj, el viejo pozo escalonado de Toorji ka Jhalra y el palacio Umaid Bhawan en su colina.",
          "Une descente dans les ruelles bleues de Brahmpuri jusqu'au Sardar Market et sa tour de l'Horloge, le vieux puits à degrés Toorji ka Jhalra et le palais d'Umaid Bhawan sur sa colline.",
          "Ein Gang durch die blauen Gassen von Brahmpuri zum Sardar-Markt mit seinem Uhrturm, zum alten Stufenbrunnen Toorji ka Jhalra und zum Palast Umaid Bhawan auf seinem Hügel.",
        ],
      ],
      [
        "food",
        [
          "Jodhpur: mirchi vada and makhaniya lassi",
          "Jodhpur: mirchi vada e makhaniya lassi",
          "Jodhpur: mirchi vada y makhaniya lassi",
          "Jodhpur : mirchi vada et makhaniya lassi",
          "Jodhpur: Mirchi Vada und Makhaniya Lassi",
        ],
        [
          "Jodhpur's street food around the clock tower: mirchi vada and pyaaz kachori hot from the pan, the saffron makhaniya lassi of the old lassi shops, and mawa kachori for dessert.",
          "Il cibo di strada di Jodhpur intorno alla torre dell'orologio: mirchi vada e pyaaz kachori appena fritti, il makhaniya lassi allo zafferano delle vecchie botteghe e la mawa kachori per dolce.",
          "La comida callejera de Jodhpur junto a la torre del reloj: mirchi vada y pyaaz kachori recién fritos, el makhaniya lassi con azafrán de las viejas lasserías y mawa kachori de postre.",
          "La cuisine de rue de Jodhpur autour de la tour de l'Horloge : mirchi vada et pyaaz kachori sortis de la friture, le makhaniya lassi au safran des vieilles échoppes et la mawa kachori en dessert.",
          "Jodhpurs Straßenküche rund um den Uhrturm: Mirchi Vada und Pyaaz Kachori frisch aus der Pfanne, der Safran-Makhaniya-Lassi der alten Lassi-Läden und Mawa Kachori zum Nachtisch.",
        ],
      ],
    ],
  },
  "IND Thar Desert": {
    months: [9, 3],
    days: [
      [
        "see",
        [
          "Thar Desert: camels to the Sam dunes",
          "Deserto del Thar: in cammello alle dune di Sam",
          "Desierto de Thar: en camello a las dunas de Sam",
          "Désert du Thar : à dos de chameau aux dunes de Sam",
          "Wüste Thar: mit Kamelen zu den Dünen von Sam",
        ],
        [
          "With camel drivers from the desert villages across scrub and sand to the dunes of Sam or Khuri, for the sunset from the crest and a night under the stars with folk music of the Manganiyar.",
          "Con i cammellieri dei villaggi del deserto tra sterpaglie e sabbia fino alle dune di Sam o Khuri, per il tramonto dalla cresta e una notte sotto le stelle con la musica popolare dei Manganiyar.",
          "Con los camelleros de las aldeas del desierto entre matorral y arena hasta las dunas de Sam o Khuri, para el atardecer desde la cresta y una noche de estrellas con la música de los Manganiyar.",
          "Avec les chameliers des villages du désert, à travers broussailles et sable jusqu'aux dunes de Sam ou de Khuri, pour le coucher du soleil sur la crête et une nuit étoilée au son des Manganiyar.",
          "Mit Kameltreibern aus den Wüstendörfern durch Buschland und Sand zu den Dünen von Sam oder Khuri, zum Sonnenuntergang auf dem Kamm und einer Sternennacht mit der Volksmusik der Manganiyar.",
        ],
      ],
      [
        "see",
        [
          "Thar Desert: Kuldhara and the desert villages",
          "Deserto del Thar: Kuldhara e i villaggi del deserto",
          "Desierto de Thar: Kuldhara y las aldeas del desierto",
          "Désert du Thar : Kuldhara et les villages du désert",
          "Wüste Thar: Kuldhara und die Wüstendörfer",
        ],
        [
          "The empty stone lanes of Kuldhara, a village abandoned by its Paliwal Brahmins two centuries ago, the Jain temples of Lodurva, and a visit to a Bishnoi or Rajput hamlet of round mud houses.",
          "I vicoli di pietra deserti di Kuldhara, villaggio abbandonato dai bramini Paliwal due secoli fa, i templi giainisti di Lodurva e la visita a un borgo bishnoi o rajput di case tonde di fango.",
          "Las callejas de piedra vacías de Kuldhara, aldea abandonada por sus brahmanes paliwal hace dos siglos, los templos jainistas de Lodurva y la visita a un caserío bishnoi o rajput de casas redondas de barro.",
          "Les ruelles de pierre désertes de Kuldhara, village abandonné par ses brahmanes paliwal il y a deux siècles, les temples jaïns de Lodurva et un hameau bishnoï ou rajpoute de maisons rondes en terre.",
          "Die leeren Steingassen von Kuldhara, vor zwei Jahrhunderten von seinen Paliwal-Brahmanen verlassen, die Jain-Tempel von Lodurva und ein Weiler der Bishnoi oder Rajputen mit runden Lehmhäusern.",
        ],
      ],
    ],
  },
  "IND Jaisalmer": {
    days: [
      [
        "see",
        [
          "Jaisalmer: the living fort and the havelis",
          "Jaisalmer: il forte abitato e gli haveli",
          "Jaisalmer: el fuerte habitado y los havelis",
          "Jaisalmer : le fort habité et les havelis",
          "Jaisalmer: das bewohnte Fort und die Havelis",
        ],
        [
          "Inside the golden sandstone fort where people still live, to the Jain temples and the maharaja's palace, then the carved facades of Patwon ki Haveli and the evening light on Gadisar Lake.",
          "Dentro il forte di arenaria dorata ancora abitato, fino ai templi giainisti e al palazzo del maharaja, poi le facciate scolpite della Patwon ki Haveli e la luce della sera sul lago Gadisar.",
          "Dentro del fuerte de arenisca dorada donde aún vive gente, hasta los templos jainistas y el palacio del maharajá, y luego las fachadas talladas de la Patwon ki Haveli y la luz de la tarde en el lago Gadisar.",
          "Dans le fort de grès doré toujours habité, jusqu'aux temples jaïns et au palais du maharaja, puis les façades sculptées de la Patwon ki Haveli et la lumière du soir sur le lac Gadisar.",
          "Ins noch bewohnte Fort aus goldenem Sandstein zu den Jain-Tempeln und dem Palast des Maharadschas, dann die geschnitzten Fassaden der Patwon ki Haveli und das Abendlicht am Gadisar-See.",
        ],
      ],
      [
        "food",
        [
          "Jaisalmer: ker sangri and desert cooking",
          "Jaisalmer: ker sangri e cucina del deserto",
          "Jaisalmer: ker sangri y cocina del desierto",
          "Jaisalmer : ker sangri et cuisine du désert",
          "Jaisalmer: Ker Sangri und Wüstenküche",
        ],
        [
          "Cooking of the desert with a family in the fort: ker sangri of dried desert beans and berries, bajra roti, kadhi and the sweet ghotua laddoo of Jaisalmer's old sweet shops.",
          "La cucina del deserto con una famiglia del forte: ker sangri di bacche e baccelli essiccati del deserto, roti di bajra, kadhi e i dolci ghotua laddoo delle vecchie pasticcerie di Jaisalmer.",
          "Cocina del desierto con una familia del fuerte: ker sangri de bayas y vainas secas del desierto, roti de bajra, kadhi y los dulces ghotua laddoo de las viejas dulcerías de Jaisalmer.",
          "La cuisine du désert chez une famille du fort : ker sangri de baies et de gousses séchées, roti de bajra, kadhi et les douceurs ghotua laddoo des vieilles confiseries de Jaisalmer.",
          "Wüstenküche bei einer Familie im Fort: Ker Sangri aus getrockneten Wüstenbeeren und -schoten, Bajra-Roti, Kadhi und die süßen Ghotua Laddoo aus den alten Süßwarenläden von Jaisalmer.",
        ],
      ],
    ],
  },
  "IND Udaipur": {
    days: [
      [
        "see",
        [
          "Udaipur: the City Palace and Lake Pichola",
          "Udaipur: il City Palace e il lago Pichola",
          "Udaipur: el City Palace y el lago Pichola",
          "Udaipur : le City Palace et le lac Pichola",
          "Udaipur: der City Palace und der Pichola-See",
        ],
        [
          "The courtyards and mirror rooms of the City Palace of the Mewar ranas, then a boat on Lake Pichola past the Lake Palace to the island of Jag Mandir as the light turns gold.",
          "I cortili e le sale degli specchi del City Palace dei rana di Mewar, poi in barca sul lago Pichola davanti al Lake Palace fino all'isola di Jag Mandir, quando la luce si fa dorata.",
          "Los patios y salas de espejos del City Palace de los ranas de Mewar, y luego en barca por el lago Pichola frente al Lake Palace hasta la isla de Jag Mandir, cuando la luz se vuelve dorada.",
          "Les cours et salles des miroirs du City Palace des ranas du Mewar, puis un bateau sur le lac Pichola devant le Lake Palace jusqu'à l'île de Jag Mandir, quand la lumière devient dorée.",
          "Die Höfe und Spiegelsäle des City Palace der Ranas von Mewar, dann mit dem Boot über den Pichola-See am Lake Palace vorbei zur Insel Jag Mandir, wenn das Licht golden wird.",
        ],
      ],
      [
        "see",
        [
          "Udaipur: Jagdish Temple and the old lanes",
          "Udaipur: il tempio di Jagdish e i vicoli antichi",
          "Udaipur: el templo de Jagdish y las callejas",
          "Udaipur : le temple de Jagdish et les vieilles ruelles",
          "Udaipur: Jagdish-Tempel und die Altstadtgassen",
        ],
        [
          "The carved Jagdish Temple, the miniature painters' studios of the old lanes, Gangaur Ghat and the Bagore ki Haveli, then the gardens of Saheliyon ki Bari and the view from the Sajjangarh hilltop palace.",
          "Il tempio scolpito di Jagdish, le botteghe dei pittori di miniature nei vicoli, il Gangaur Ghat e la Bagore ki Haveli, poi i giardini di Saheliyon ki Bari e la vista dal palazzo di Sajjangarh.",
          "El templo tallado de Jagdish, los talleres de pintores de miniaturas en las callejas, el Gangaur Ghat y la Bagore ki Haveli, luego los jardines de Saheliyon ki Bari y la vista desde el palacio de Sajjangarh.",
          "Le temple sculpté de Jagdish, les ateliers de miniaturistes des vieilles ruelles, le Gangaur Ghat et la Bagore ki Haveli, puis les jardins de Saheliyon ki Bari et la vue du palais de Sajjangarh.",
          "Der reich verzierte Jagdish-Tempel, die Ateliers der Miniaturmaler in den Gassen, der Gangaur Ghat und die Bagore ki Haveli, dann die Gärten von Saheliyon ki Bari und der Blick vom Palast Sajjangarh.",
        ],
      ],
      [
        "food",
        [
          "Udaipur: a Mewari cooking class",
          "Udaipur: lezione di cucina del Mewar",
          "Udaipur: clase de cocina del Mewar",
          "Udaipur : cours de cuisine du Mewar",
          "Udaipur: Mewar-Kochkurs",
        ],
        [
          "A cooking class in a family home of the old town: spices ground by hand, laal maas or a vegetable curry, chapati rolled on the stone, and masala chai on a rooftop above the lake.",
          "Una lezione di cucina in una casa di famiglia del centro storico: spezie macinate a mano, laal maas o un curry di verdure, chapati stesi sulla pietra e masala chai su una terrazza sopra il lago.",
          "Una clase de cocina en una casa familiar del casco antiguo: especias molidas a mano, laal maas o un curry de verduras, chapatis estirados sobre la piedra y masala chai en una azotea sobre el lago.",
          "Un cours de cuisine dans une maison de la vieille ville : épices moulues à la main, laal maas ou curry de légumes, chapatis abaissés sur la pierre et masala chai sur un toit au-dessus du lac.",
          "Ein Kochkurs in einem Familienhaus der Altstadt: von Hand gemahlene Gewürze, Laal Maas oder ein Gemüsecurry, auf dem Stein ausgerollte Chapati und Masala Chai auf einer Dachterrasse über dem See.",
        ],
      ],
    ],
  },
  "IND Varanasi": {
    days: [
      [
        "see",
        [
          "Varanasi: dawn on the Ganges",
          "Varanasi: l'alba sul Gange",
          "Varanasi: amanecer en el Ganges",
          "Varanasi : l'aube sur le Gange",
          "Varanasi: Morgengrauen am Ganges",
        ],
        [
          "A rowing boat on the Ganges at dawn past the bathing ghats and the cremation pyres of Manikarnika, then on foot through the lanes to the Kashi Vishwanath temple, with the Ganga Aarti at Dashashwamedh at dusk.",
          "In barca a remi sul Gange all'alba lungo i ghat delle abluzioni e le pire di Manikarnika, poi a piedi nei vicoli fino al tempio di Kashi Vishwanath e, al tramonto, la Ganga Aarti a Dashashwamedh.",
          "En barca de remos por el Ganges al amanecer ante los ghats de las abluciones y las piras de Manikarnika, luego a pie por las callejas hasta el templo de Kashi Vishwanath, y al anochecer la Ganga Aarti en Dashashwamedh.",
          "En barque à rames sur le Gange à l'aube, devant les ghats des ablutions et les bûchers de Manikarnika, puis à pied dans les ruelles jusqu'au temple de Kashi Vishwanath, et la Ganga Aarti de Dashashwamedh au crépuscule.",
          "Im Ruderboot bei Sonnenaufgang auf dem Ganges an den Bade-Ghats und den Scheiterhaufen von Manikarnika vorbei, dann zu Fuß zum Kashi-Vishwanath-Tempel und abends die Ganga Aarti am Dashashwamedh Ghat.",
        ],
      ],
      [
        "see",
        [
          "Varanasi: Sarnath and the silk weavers",
          "Varanasi: Sarnath e i tessitori di seta",
          "Varanasi: Sarnath y los tejedores de seda",
          "Varanasi : Sarnath et les tisserands de soie",
          "Varanasi: Sarnath und die Seidenweber",
        ],
        [
          "Sarnath, where the Buddha gave his first sermon, with the Dhamek Stupa and the lion capital of Ashoka in its museum, then the handlooms of the weavers of Banarasi silk brocade.",
          "Sarnath, dove il Buddha tenne il primo sermone, con lo stupa di Dhamek e il capitello dei leoni di Ashoka nel museo, poi i telai a mano dei tessitori del broccato di seta di Benares.",
          "Sarnath, donde Buda dio su primer sermón, con la estupa de Dhamek y el capitel de los leones de Ashoka en su museo, y luego los telares manuales de los tejedores del brocado de seda de Benarés.",
          "Sarnath, où le Bouddha prêcha son premier sermon, avec le stupa de Dhamek et le chapiteau aux lions d'Ashoka dans son musée, puis les métiers à bras des tisserands du brocart de soie de Bénarès.",
          "Sarnath, wo Buddha seine erste Predigt hielt, mit dem Dhamek-Stupa und dem Löwenkapitell Ashokas im Museum, danach die Handwebstühle der Weber des Seidenbrokats von Benares.",
        ],
      ],
      [
        "food",
        [
          "Varanasi: kachori, lassi and Banarasi paan",
          "Varanasi: kachori, lassi e paan di Benares",
          "Varanasi: kachori, lassi y paan de Benarés",
          "Varanasi : kachori, lassi et paan de Bénarès",
          "Varanasi: Kachori, Lassi und Banarasi Paan",
        ],
        [
          "Breakfast of kachori sabzi and jalebi in the lanes, a clay-cup lassi topped with malai near Godowlia, tamatar chaat in the afternoon, and a Banarasi paan folded by a paan-wallah.",
          "Colazione di kachori sabzi e jalebi nei vicoli, un lassi in coccio coperto di malai vicino a Godowlia, tamatar chaat nel pomeriggio e un paan di Benares piegato dal paan-wallah.",
          "Desayuno de kachori sabzi y jalebi en las callejas, un lassi en taza de barro con malai cerca de Godowlia, tamatar chaat por la tarde y un paan de Benarés doblado por el paan-wallah.",
          "Petit-déjeuner de kachori sabzi et de jalebi dans les ruelles, un lassi en gobelet d'argile nappé de malai près de Godowlia, un tamatar chaat l'après-midi et un paan de Bénarès plié par le paan-wallah.",
          "Frühstück mit Kachori Sabzi und Jalebi in den Gassen, ein Lassi mit Malai im Tonbecher bei Godowlia, nachmittags Tamatar Chaat und ein vom Paan-Wallah gefaltetes Banarasi Paan.",
        ],
      ],
    ],
  },
  "IND Khajuraho": {
    days: [
      [
        "see",
        [
          "Khajuraho: the Western Group of temples",
          "Khajuraho: il gruppo occidentale dei templi",
          "Khajuraho: el grupo occidental de templos",
          "Khajuraho : le groupe occidental des temples",
          "Khajuraho: die westliche Tempelgruppe",
        ],
        [
          "The Chandela temples of the Western Group, with the Kandariya Mahadeva and Lakshmana covered in dancers, gods and the famous erotic carvings, then the Jain temples of the Eastern Group.",
          "I templi chandela del gruppo occidentale, con il Kandariya Mahadeva e il Lakshmana coperti di danzatrici, divinità e delle celebri sculture erotiche, poi i templi giainisti del gruppo orientale.",
          "Los templos chandela del grupo occidental, con el Kandariya Mahadeva y el Lakshmana cubiertos de bailarinas, dioses y las célebres tallas eróticas, y luego los templos jainistas del grupo oriental.",
          "Les temples chandela du groupe occidental, dont le Kandariya Mahadeva et le Lakshmana couverts de danseuses, de dieux et des célèbres sculptures érotiques, puis les temples jaïns du groupe oriental.",
          "Die Chandela-Tempel der westlichen Gruppe, darunter Kandariya Mahadeva und Lakshmana voller Tänzerinnen, Götter und der berühmten erotischen Reliefs, dann die Jain-Tempel der östlichen Gruppe.",
        ],
      ],
      [
        "food",
        [
          "Khajuraho: Bundelkhand village cooking",
          "Khajuraho: cucina dei villaggi del Bundelkhand",
          "Khajuraho: cocina de aldea del Bundelkhand",
          "Khajuraho : cuisine villageoise du Bundelkhand",
          "Khajuraho: Dorfküche des Bundelkhand",
        ],
        [
          "Village cooking of Bundelkhand outside Khajuraho: millet and wheat rotis on a wood fire, bafauri steamed gram dumplings, and a meal eaten on the floor of a farm kitchen.",
          "La cucina di villaggio del Bundelkhand fuori Khajuraho: roti di miglio e grano sul fuoco di legna, bafauri di ceci al vapore e un pasto consumato sul pavimento di una cucina contadina.",
          "La cocina de aldea del Bundelkhand en las afueras de Khajuraho: rotis de mijo y trigo al fuego de leña, bafauri de garbanzo al vapor y una comida sentados en el suelo de una cocina campesina.",
          "La cuisine villageoise du Bundelkhand aux abords de Khajuraho : rotis de mil et de blé au feu de bois, bafauri de pois chiche à la vapeur et un repas pris au sol dans une cuisine de ferme.",
          "Dorfküche des Bundelkhand bei Khajuraho: Hirse- und Weizen-Roti über dem Holzfeuer, gedämpfte Bafauri aus Kichererbsen und ein Essen auf dem Boden einer Bauernküche.",
        ],
      ],
    ],
  },
  "IND Leh": {
    days: [
      [
        "see",
        [
          "Leh: the palace, Shanti Stupa and the bazaar",
          "Leh: il palazzo, lo Shanti Stupa e il bazar",
          "Leh: el palacio, la Shanti Stupa y el bazar",
          "Leh : le palais, le Shanti Stupa et le bazar",
          "Leh: der Palast, die Shanti-Stupa und der Basar",
        ],
        [
          "A slow day to get used to the height: the nine-floor Leh Palace above the old town, the white Shanti Stupa at sunset, and the main bazaar where Ladakhi women sell apricots and vegetables.",
          "Una giornata tranquilla per abituarsi alla quota: il palazzo di Leh a nove piani sopra la città vecchia, il bianco Shanti Stupa al tramonto e il bazar dove le donne ladakhe vendono albicocche e verdure.",
          "Un día tranquilo para hacerse a la altura: el palacio de Leh de nueve pisos sobre el casco viejo, la blanca Shanti Stupa al atardecer y el bazar donde las mujeres ladakhi venden albaricoques y verduras.",
          "Une journée tranquille pour s'habituer à l'altitude : le palais de Leh à neuf étages au-dessus de la vieille ville, le Shanti Stupa blanc au couchant et le bazar où les Ladakhies vendent abricots et légumes.",
          "Ein ruhiger Tag zur Gewöhnung an die Höhe: der neunstöckige Palast über der Altstadt, die weiße Shanti-Stupa bei Sonnenuntergang und der Basar, wo ladakhische Frauen Aprikosen und Gemüse verkaufen.",
        ],
      ],
      [
        "food",
        [
          "Leh: thukpa, momos and butter tea",
          "Leh: thukpa, momo e tè al burro",
          "Leh: thukpa, momos y té con mantequilla",
          "Leh : thukpa, momos et thé au beurre",
          "Leh: Thukpa, Momos und Buttertee",
        ],
        [
          "Ladakhi food in Leh: thukpa and skyu noodle stew, steamed momos, khambir bread from the bakery ovens of the old town, apricot jam, and salty butter tea churned in a wooden tube.",
          "La cucina ladakha a Leh: thukpa e skyu, stufato di pasta, momo al vapore, pane khambir dei forni della città vecchia, marmellata di albicocche e tè salato al burro sbattuto in un tubo di legno.",
          "La cocina ladakhi en Leh: thukpa y skyu, guiso de pasta, momos al vapor, pan khambir de los hornos del casco viejo, mermelada de albaricoque y té salado con mantequilla batido en un tubo de madera.",
          "La cuisine ladakhie à Leh : thukpa et skyu, ragoût de pâtes, momos vapeur, pain khambir des fours de la vieille ville, confiture d'abricot et thé salé au beurre baratté dans un tube de bois.",
          "Ladakhische Küche in Leh: Thukpa und Skyu-Nudeleintopf, gedämpfte Momos, Khambir-Brot aus den Backöfen der Altstadt, Aprikosenmarmelade und salziger Buttertee, im Holzrohr geschlagen.",
        ],
      ],
    ],
  },
  "IND Ladakh": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Ladakh: from Chilling into the Markha Valley",
          "Ladakh: da Chilling nella valle di Markha",
          "Ladakh: de Chilling al valle de Markha",
          "Ladakh : de Chilling à la vallée de la Markha",
          "Ladakh: von Chilling ins Markha-Tal",
        ],
        [
          "Across the Zanskar River by the footbridge at Chilling and up the Markha Valley through willows and barley fields to Skiu, where the group sleeps in a village homestay.",
          "Oltre lo Zanskar sulla passerella di Chilling e su per la valle di Markha tra salici e campi d'orzo fino a Skiu, dove il gruppo dorme in una casa del villaggio.",
          "Se cruza el Zanskar por la pasarela de Chilling y se remonta el valle de Markha entre sauces y campos de cebada hasta Skiu, donde el grupo duerme en una casa del pueblo.",
          "Passage du Zanskar par la passerelle de Chilling, puis montée dans la vallée de la Markha entre saules et champs d'orge jusqu'à Skiu, où le groupe dort chez l'habitant.",
          "Über den Zanskar auf der Brücke von Chilling und hinauf ins Markha-Tal zwischen Weiden und Gerstenfeldern bis Skiu, wo die Gruppe in einem Dorf bei einer Familie übernachtet.",
        ],
      ],
      [
        "trek",
        [
          "Ladakh: up the valley to Markha and Hankar",
          "Ladakh: su per la valle fino a Markha e Hankar",
          "Ladakh: valle arriba hasta Markha y Hankar",
          "Ladakh : remontée de la vallée jusqu'à Markha et Hankar",
          "Ladakh: talaufwärts nach Markha und Hankar",
        ],
        [
          "Through river crossings and red cliffs to the village of Markha and its cliff-top gompa, then on past ruined forts and chortens to Hankar, the last village below the high pastures.",
          "Tra guadi e pareti rosse fino al villaggio di Markha e al suo gompa sulla rupe, poi oltre forti in rovina e chorten fino a Hankar, l'ultimo villaggio sotto i pascoli alti.",
          "Entre vadeos y paredes rojas hasta la aldea de Markha y su gompa sobre el risco, y luego más allá de fuertes en ruinas y chortens hasta Hankar, la última aldea bajo los pastos altos.",
          "Entre gués et falaises rouges jusqu'au village de Markha et son gompa perché, puis au-delà de forts en ruine et de chortens jusqu'à Hankar, dernier village sous les hauts pâturages.",
          "Durch Furten und rote Felswände zum Dorf Markha mit seiner Gompa auf dem Felsen, dann an Festungsruinen und Chörten vorbei nach Hankar, dem letzten Dorf unter den Hochweiden.",
        ],
      ],
      [
        "trek",
        [
          "Ladakh: the Nimaling plateau below Kang Yatse",
          "Ladakh: l'altopiano di Nimaling sotto il Kang Yatse",
          "Ladakh: la meseta de Nimaling bajo el Kang Yatse",
          "Ladakh : le plateau de Nimaling sous le Kang Yatse",
          "Ladakh: die Hochebene Nimaling unter dem Kang Yatse",
        ],
        [
          "Up past the Tso Chaktsi lakes to the summer pastures of Nimaling, where herders keep yaks, dzo and goats and the camp sits below the snow dome of Kang Yatse.",
          "Su oltre i laghetti di Tso Chaktsi fino ai pascoli estivi di Nimaling, dove i pastori tengono yak, dzo e capre e il campo sta ai piedi della cupola nevosa del Kang Yatse.",
          "Subida junto a los lagos de Tso Chaktsi hasta los pastos de verano de Nimaling, donde los pastores guardan yaks, dzos y cabras y el campamento queda bajo la cúpula nevada del Kang Yatse.",
          "Montée par les lacs de Tso Chaktsi jusqu'aux alpages de Nimaling, où les bergers gardent yacks, dzos et chèvres, et le camp se dresse sous le dôme neigeux du Kang Yatse.",
          "Hinauf an den Seen von Tso Chaktsi vorbei zu den Sommerweiden von Nimaling, wo Hirten Yaks, Dzos und Ziegen halten und das Lager unter der Schneekuppe des Kang Yatse liegt.",
        ],
      ],
      [
        "trek",
        [
          "Ladakh: over the Kongmaru La to Shang Sumdo",
          "Ladakh: oltre il Kongmaru La fino a Shang Sumdo",
          "Ladakh: por el Kongmaru La hasta Shang Sumdo",
          "Ladakh : par le Kongmaru La jusqu'à Shang Sumdo",
          "Ladakh: über den Kongmaru La nach Shang Sumdo",
        ],
        [
          "Up to the prayer flags of the Kongmaru La at about 5,200 m, with the Zanskar and Karakoram ranges in view, then down a narrow red gorge to Chokdo and the road at Shang Sumdo.",
          "Su fino alle bandiere di preghiera del Kongmaru La, a circa 5.200 m, con le catene dello Zanskar e del Karakorum in vista, poi giù per una stretta gola rossa fino a Chokdo e alla strada di Shang Sumdo.",
          "Subida hasta las banderas de oración del Kongmaru La, a unos 5.200 m, con las cordilleras del Zanskar y el Karakórum a la vista, y bajada por un estrecho cañón rojo hasta Chokdo y la carretera de Shang Sumdo.",
          "Montée aux drapeaux de prière du Kongmaru La, vers 5 200 m, face aux chaînes du Zanskar et du Karakoram, puis descente par une étroite gorge rouge jusqu'à Chokdo et la route de Shang Sumdo.",
          "Hinauf zu den Gebetsfahnen des Kongmaru La auf rund 5.200 m mit Blick auf Zanskar- und Karakorum-Kette, dann durch eine enge rote Schlucht hinab nach Chokdo und zur Straße bei Shang Sumdo.",
        ],
      ],
      [
        "see",
        [
          "Ladakh: Thiksey and Hemis monasteries",
          "Ladakh: i monasteri di Thiksey e Hemis",
          "Ladakh: los monasterios de Thiksey y Hemis",
          "Ladakh : les monastères de Thiksey et d'Hemis",
          "Ladakh: die Klöster Thiksey und Hemis",
        ],
        [
          "Morning prayers with the monks of Thiksey, stacked up its hill like a small Potala, then Hemis, the largest monastery of Ladakh, and the palace ruins of Shey along the Indus.",
          "La preghiera del mattino con i monaci di Thiksey, arroccato sulla collina come un piccolo Potala, poi Hemis, il monastero più grande del Ladakh, e le rovine del palazzo di Shey lungo l'Indo.",
          "La oración de la mañana con los monjes de Thiksey, escalonado en su colina como un pequeño Potala, luego Hemis, el mayor monasterio de Ladakh, y las ruinas del palacio de Shey junto al Indo.",
          "La prière du matin avec les moines de Thiksey, étagé sur sa colline comme un petit Potala, puis Hemis, le plus grand monastère du Ladakh, et les ruines du palais de Shey au bord de l'Indus.",
          "Morgengebet mit den Mönchen von Thiksey, das wie ein kleiner Potala am Hang klebt, dann Hemis, das größte Kloster Ladakhs, und die Palastruinen von Shey am Indus.",
        ],
      ],
    ],
  },
  "IND Rishikesh": {
    days: [
      [
        "see",
        [
          "Rishikesh: the ashrams and the Ganga Aarti",
          "Rishikesh: gli ashram e la Ganga Aarti",
          "Rishikesh: los ashrams y la Ganga Aarti",
          "Rishikesh : les ashrams et la Ganga Aarti",
          "Rishikesh: die Ashrams und die Ganga Aarti",
        ],
        [
          "Across the Ganges by the Ram Jhula and Lakshman Jhula bridges, a morning yoga class, the Beatles' old Chaurasi Kutia ashram in the forest, and the evening aarti at Parmarth Niketan.",
          "Oltre il Gange sui ponti Ram Jhula e Lakshman Jhula, una lezione di yoga al mattino, il vecchio ashram dei Beatles, Chaurasi Kutia, nel bosco, e l'aarti della sera a Parmarth Niketan.",
          "Se cruza el Ganges por los puentes Ram Jhula y Lakshman Jhula, clase de yoga por la mañana, el viejo ashram de los Beatles, Chaurasi Kutia, en el bosque, y el aarti del atardecer en Parmarth Niketan.",
          "La traversée du Gange par les ponts Ram Jhula et Lakshman Jhula, un cours de yoga le matin, le vieil ashram des Beatles, Chaurasi Kutia, dans la forêt, et l'aarti du soir à Parmarth Niketan.",
          "Über den Ganges auf den Brücken Ram Jhula und Lakshman Jhula, eine Yogastunde am Morgen, der alte Beatles-Ashram Chaurasi Kutia im Wald und das Abend-Aarti in Parmarth Niketan.",
        ],
      ],
      [
        "food",
        [
          "Rishikesh: ashram thalis and ayurvedic cooking",
          "Rishikesh: thali degli ashram e cucina ayurvedica",
          "Rishikesh: thalis de ashram y cocina ayurvédica",
          "Rishikesh : thalis d'ashram et cuisine ayurvédique",
          "Rishikesh: Ashram-Thalis und ayurvedische Küche",
        ],
        [
          "A vegetarian and alcohol-free town's food: a sattvic thali in an ashram dining hall, an ayurvedic cooking lesson with kitchari and ginger-lemon tea, and aloo puri at the stalls by the river.",
          "La cucina di una città vegetariana e senza alcol: un thali sattvico nel refettorio di un ashram, una lezione di cucina ayurvedica con kitchari e tè zenzero e limone e aloo puri ai banchi sul fiume.",
          "La cocina de un pueblo vegetariano y sin alcohol: un thali sáttvico en el comedor de un ashram, una clase de cocina ayurvédica con kitchari y té de jengibre y limón y aloo puri en los puestos del río.",
          "La cuisine d'une ville végétarienne et sans alcool : un thali sattvique au réfectoire d'un ashram, un cours de cuisine ayurvédique avec kitchari et thé gingembre-citron, et des aloo puri au bord du fleuve.",
          "Die Küche eines vegetarischen, alkoholfreien Ortes: ein sattvisches Thali im Speisesaal eines Ashrams, ein Ayurveda-Kochkurs mit Kitchari und Ingwer-Zitronen-Tee und Aloo Puri an den Ständen am Fluss.",
        ],
      ],
    ],
  },
  "IND Mumbai": {
    days: [
      [
        "see",
        [
          "Mumbai: the Gateway of India and Elephanta",
          "Mumbai: il Gateway of India ed Elephanta",
          "Mumbai: la Puerta de la India y Elephanta",
          "Mumbai : la Porte de l'Inde et Elephanta",
          "Mumbai: das Gateway of India und Elephanta",
        ],
        [
          "From the Gateway of India by ferry across the bay to Elephanta Island and its rock-cut cave temples, with the great three-headed Shiva, then back for the Taj hotel facade and Colaba Causeway; if the day falls on a Monday, when the caves are closed, the sculpture galleries of the CSMVS museum instead of the ferry.",
          "Dal Gateway of India in traghetto attraverso la baia fino all'isola di Elephanta e ai suoi templi scavati nella roccia, con il grande Shiva a tre teste, poi ritorno davanti all'hotel Taj e lungo la Colaba Causeway; se il giorno cade di lunedì, quando le grotte sono chiuse, al posto del traghetto le sale di scultura del museo CSMVS.",
          "De la Puerta de la India en ferri por la bahía hasta la isla de Elephanta y sus templos excavados en la roca, con el gran Shiva de tres cabezas, y vuelta a la fachada del hotel Taj y la Colaba Causeway; si el día cae en lunes, cuando las cuevas cierran, en lugar del ferri las salas de escultura del museo CSMVS.",
          "De la Porte de l'Inde en ferry à travers la baie jusqu'à l'île d'Elephanta et ses temples creusés dans le roc, avec le grand Shiva à trois têtes, puis retour devant l'hôtel Taj et la Colaba Causeway ; si la journée tombe un lundi, jour de fermeture des grottes, les salles de sculpture du musée CSMVS au lieu du ferry.",
          "Vom Gateway of India mit der Fähre über die Bucht zur Insel Elephanta mit ihren Felsentempeln und dem großen dreiköpfigen Shiva, zurück dann zur Fassade des Taj-Hotels und zur Colaba Causeway; fällt der Tag auf einen Montag, an dem die Höhlen geschlossen sind, statt der Fähre die Skulpturensäle des Museums CSMVS.",
        ],
      ],
      [
        "see",
        [
          "Mumbai: Dhobi Ghat, Marine Drive and the Victorian Fort",
          "Mumbai: Dhobi Ghat, Marine Drive e il Fort vittoriano",
          "Mumbai: Dhobi Ghat, Marine Drive y el Fort victoriano",
          "Mumbai : Dhobi Ghat, Marine Drive et le Fort victorien",
          "Mumbai: Dhobi Ghat, Marine Drive und das viktorianische Fort",
        ],
        [
          "The Gothic station of Chhatrapati Shivaji Terminus and the Fort quarter, the open-air laundry of Dhobi Ghat, the dabbawalas' lunch relay, and Marine Drive's curve to Chowpatty Beach at dusk.",
          "La stazione gotica di Chhatrapati Shivaji Terminus e il quartiere del Fort, la lavanderia all'aperto di Dhobi Ghat, la staffetta dei pranzi dei dabbawala e la curva di Marine Drive fino a Chowpatty al tramonto.",
          "La estación gótica de Chhatrapati Shivaji Terminus y el barrio del Fort, la lavandería al aire libre de Dhobi Ghat, el relevo de almuerzos de los dabbawalas y la curva de Marine Drive hasta Chowpatty al anochecer.",
          "La gare gothique de Chhatrapati Shivaji Terminus et le quartier du Fort, la blanchisserie à ciel ouvert de Dhobi Ghat, le relais des déjeuners des dabbawalas et la courbe de Marine Drive jusqu'à Chowpatty au crépuscule.",
          "Der gotische Bahnhof Chhatrapati Shivaji Terminus und das Fort-Viertel, die Freiluftwäscherei Dhobi Ghat, die Mittagsstafette der Dabbawalas und der Bogen des Marine Drive bis zum Chowpatty Beach in der Dämmerung.",
        ],
      ],
      [
        "food",
        [
          "Mumbai: vada pav, pav bhaji and Irani cafes",
          "Mumbai: vada pav, pav bhaji e caffè iraniani",
          "Mumbai: vada pav, pav bhaji y cafés iraníes",
          "Mumbai : vada pav, pav bhaji et cafés iraniens",
          "Mumbai: Vada Pav, Pav Bhaji und Irani-Cafés",
        ],
        [
          "Mumbai's street food: vada pav from a stall, pav bhaji and bhel puri at Chowpatty, berry pulao and bun maska with chai in an old Irani cafe of the Fort, and the Crawford Market stalls.",
          "Il cibo di strada di Mumbai: vada pav da un chiosco, pav bhaji e bhel puri a Chowpatty, berry pulao e bun maska con chai in un vecchio caffè iraniano del Fort e le bancarelle del Crawford Market.",
          "La comida callejera de Mumbai: vada pav de un puesto, pav bhaji y bhel puri en Chowpatty, berry pulao y bun maska con chai en un viejo café iraní del Fort y los puestos del Crawford Market.",
          "La cuisine de rue de Mumbai : vada pav d'une échoppe, pav bhaji et bhel puri à Chowpatty, berry pulao et bun maska avec un chai dans un vieux café iranien du Fort, et les étals du Crawford Market.",
          "Mumbais Straßenküche: Vada Pav vom Stand, Pav Bhaji und Bhel Puri am Chowpatty, Berry Pulao und Bun Maska mit Chai in einem alten Irani-Café im Fort und die Stände des Crawford Market.",
        ],
      ],
      [
        "night",
        [
          "Mumbai by night in Bandra and Lower Parel",
          "Mumbai di notte a Bandra e Lower Parel",
          "Mumbai de noche en Bandra y Lower Parel",
          "Mumbai la nuit à Bandra et Lower Parel",
          "Mumbai bei Nacht in Bandra und Lower Parel",
        ],
        [
          "An evening along the Bandra seafront and Carter Road, then the bars and clubs of Bandra and of the old cotton mills turned into venues in Lower Parel, where the city goes out late.",
          "Una serata sul lungomare di Bandra e su Carter Road, poi i bar e i club di Bandra e delle vecchie filande di cotone di Lower Parel trasformate in locali, dove la città esce fino a tardi.",
          "Una noche por el paseo marítimo de Bandra y Carter Road, y luego los bares y clubes de Bandra y de las viejas fábricas de algodón de Lower Parel convertidas en locales, donde la ciudad sale hasta tarde.",
          "Une soirée sur le front de mer de Bandra et Carter Road, puis les bars et clubs de Bandra et des anciennes filatures de coton de Lower Parel devenues lieux de sortie, où la ville veille tard.",
          "Ein Abend an der Uferpromenade von Bandra und der Carter Road, dann die Bars und Clubs von Bandra und der zu Lokalen umgebauten alten Baumwollspinnereien von Lower Parel, wo die Stadt lange ausgeht.",
        ],
      ],
    ],
  },
  "IND Goa": {
    months: [10, 5],
    days: [
      [
        "see",
        [
          "Goa: Old Goa and the Latin Quarter of Panaji",
          "Goa: la Vecchia Goa e il quartiere latino di Panaji",
          "Goa: la Vieja Goa y el barrio latino de Panaji",
          "Goa : la Vieille Goa et le quartier latin de Panaji",
          "Goa: Alt-Goa und das Latin Quarter von Panaji",
        ],
        [
          "The Portuguese churches of Old Goa, with the Basilica of Bom Jesus and St Francis Xavier's tomb and the Se Cathedral, then the painted houses of Fontainhas in Panaji and a spice farm in Ponda.",
          "Le chiese portoghesi della Vecchia Goa, con la basilica del Bom Jesus e la tomba di san Francesco Saverio e la cattedrale della Sé, poi le case dipinte di Fontainhas a Panaji e una piantagione di spezie a Ponda.",
          "Las iglesias portuguesas de la Vieja Goa, con la basílica del Bom Jesús y la tumba de san Francisco Javier y la catedral de la Sé, luego las casas pintadas de Fontainhas en Panaji y una finca de especias en Ponda.",
          "Les églises portugaises de la Vieille Goa, avec la basilique du Bom Jesus et le tombeau de saint François Xavier et la cathédrale Sé, puis les maisons peintes de Fontainhas à Panaji et une plantation d'épices à Ponda.",
          "Die portugiesischen Kirchen von Alt-Goa mit der Basilika Bom Jesus, dem Grab des heiligen Franz Xaver und der Sé-Kathedrale, dann die bunten Häuser von Fontainhas in Panaji und eine Gewürzfarm bei Ponda.",
        ],
      ],
      [
        "beach",
        [
          "Goa: the beaches of the south",
          "Goa: le spiagge del sud",
          "Goa: las playas del sur",
          "Goa : les plages du sud",
          "Goa: die Strände des Südens",
        ],
        [
          "A day on Palolem's palm-lined crescent or the quieter sand of Agonda: swimming, a fishing boat out to look for dolphins, and fish curry rice at a beach shack.",
          "Una giornata sulla mezzaluna di palme di Palolem o sulla sabbia più tranquilla di Agonda: bagni, un'uscita su una barca da pesca in cerca di delfini e fish curry rice in un chiosco sulla spiaggia.",
          "Un día en la media luna de palmeras de Palolem o en la arena más tranquila de Agonda: baños, una salida en barca de pescadores en busca de delfines y fish curry rice en un chiringuito.",
          "Une journée sur le croissant bordé de palmiers de Palolem ou le sable plus calme d'Agonda : baignade, sortie en barque de pêcheur à la recherche des dauphins et fish curry rice dans une paillote.",
          "Ein Tag an Palolems palmengesäumter Bucht oder am ruhigeren Sand von Agonda: Baden, eine Fahrt im Fischerboot zu den Delfinen und Fish Curry Rice in einer Strandhütte.",
        ],
      ],
      [
        "night",
        [
          "Goa by night at Anjuna and Vagator",
          "Goa di notte ad Anjuna e Vagator",
          "Goa de noche en Anjuna y Vagator",
          "Goa la nuit à Anjuna et Vagator",
          "Goa bei Nacht in Anjuna und Vagator",
        ],
        [
          "North Goa at nightfall: sunset from the ramparts of Chapora Fort above the cliffs of Vagator, then the beach bars of Anjuna and the clubs where Goa trance was born.",
          "Il nord di Goa al calar della sera: il tramonto dai bastioni del forte di Chapora, sopra le scogliere di Vagator, poi i bar sulla spiaggia di Anjuna e i club dove è nata la Goa trance.",
          "El norte de Goa al caer la noche: el atardecer desde las murallas del fuerte de Chapora, sobre los acantilados de Vagator, y luego los bares de playa de Anjuna y los clubes donde nació el Goa trance.",
          "Le nord de Goa à la tombée du jour : le couchant depuis les remparts du fort de Chapora, au-dessus des falaises de Vagator, puis les bars de plage d'Anjuna et les clubs où est née la Goa trance.",
          "Nord-Goa am Abend: der Sonnenuntergang von den Mauern des Forts Chapora über den Klippen von Vagator, dann die Strandbars von Anjuna und die Clubs, in denen Goa-Trance entstand.",
        ],
      ],
    ],
  },
  "IND Hampi": {
    days: [
      [
        "see",
        [
          "Hampi: the ruins of Vijayanagara",
          "Hampi: le rovine di Vijayanagara",
          "Hampi: las ruinas de Vijayanagara",
          "Hampi : les ruines de Vijayanagara",
          "Hampi: die Ruinen von Vijayanagara",
        ],
        [
          "Among the boulder hills of the old Vijayanagara capital: the living Virupaksha temple, the stone chariot and musical pillars of the Vittala temple, the Lotus Mahal and the elephant stables.",
          "Tra le colline di massi dell'antica capitale di Vijayanagara: il tempio ancora in uso di Virupaksha, il carro di pietra e le colonne musicali del tempio di Vittala, il Lotus Mahal e le stalle degli elefanti.",
          "Entre las colinas de rocas de la antigua capital de Vijayanagara: el templo vivo de Virupaksha, el carro de piedra y las columnas musicales del templo de Vittala, el Lotus Mahal y los establos de elefantes.",
          "Parmi les collines de blocs de l'ancienne capitale de Vijayanagara : le temple vivant de Virupaksha, le char de pierre et les piliers musicaux du temple de Vittala, le Lotus Mahal et les écuries des éléphants.",
          "Zwischen den Felsbrockenhügeln der alten Hauptstadt Vijayanagara: der lebendige Virupaksha-Tempel, der Steinwagen und die klingenden Säulen des Vittala-Tempels, der Lotus Mahal und die Elefantenställe.",
        ],
      ],
      [
        "food",
        [
          "Hampi: banana-leaf meals and coracles",
          "Hampi: pasti su foglia di banano e coracle",
          "Hampi: comidas en hoja de plátano y coracles",
          "Hampi : repas sur feuille de bananier et coracles",
          "Hampi: Essen vom Bananenblatt und Korbboote",
        ],
        [
          "A round coracle boat across the Tungabhadra to the village of Anegundi, and a Karnataka meal on a banana leaf: jolada rotti, ennegai brinjal curry, rice, sambar and buttermilk.",
          "Su un coracle rotondo attraverso il Tungabhadra fino al villaggio di Anegundi e un pasto del Karnataka su foglia di banano: jolada rotti, curry di melanzane ennegai, riso, sambar e latticello.",
          "En un coracle redondo por el Tungabhadra hasta la aldea de Anegundi y una comida de Karnataka en hoja de plátano: jolada rotti, curry de berenjena ennegai, arroz, sambar y suero de mantequilla.",
          "En coracle rond sur la Tungabhadra jusqu'au village d'Anegundi, et un repas du Karnataka sur feuille de bananier : jolada rotti, curry d'aubergines ennegai, riz, sambar et babeurre.",
          "Im runden Korbboot über die Tungabhadra ins Dorf Anegundi und ein Karnataka-Essen vom Bananenblatt: Jolada Rotti, Ennegai-Auberginencurry, Reis, Sambar und Buttermilch.",
        ],
      ],
    ],
  },
  "IND Kerala backwaters": {
    days: [
      [
        "see",
        [
          "Kerala backwaters: a houseboat on Vembanad",
          "Backwaters del Kerala: in houseboat sul Vembanad",
          "Backwaters de Kerala: en casa flotante por el Vembanad",
          "Backwaters du Kerala : en kettuvallam sur le Vembanad",
          "Backwaters von Kerala: im Hausboot auf dem Vembanad",
        ],
        [
          "Aboard a kettuvallam, the thatched rice-barge houseboat, along the canals and lagoons of Alappuzha and Kuttanad, past paddy fields below sea level, toddy tappers and village churches.",
          "A bordo di un kettuvallam, la vecchia chiatta del riso coperta di paglia, tra i canali e le lagune di Alappuzha e Kuttanad, davanti a risaie sotto il livello del mare, raccoglitori di toddy e chiese di villaggio.",
          "A bordo de un kettuvallam, la barcaza arrocera con techo de palma, por los canales y lagunas de Alappuzha y Kuttanad, entre arrozales bajo el nivel del mar, recolectores de toddy e iglesias de aldea.",
          "À bord d'un kettuvallam, l'ancienne barge à riz au toit de palmes, sur les canaux et lagunes d'Alappuzha et du Kuttanad, le long de rizières sous le niveau de la mer, de récolteurs de toddy et d'églises de village.",
          "An Bord eines Kettuvallam, des strohgedeckten Reiskahns, durch die Kanäle und Lagunen von Alappuzha und Kuttanad, vorbei an Reisfeldern unter dem Meeresspiegel, Palmweinzapfern und Dorfkirchen.",
        ],
      ],
      [
        "see",
        [
          "Kerala backwaters: canoe through the village canals",
          "Backwaters del Kerala: in canoa tra i canali dei villaggi",
          "Backwaters de Kerala: en canoa por los canales de las aldeas",
          "Backwaters du Kerala : en pirogue dans les canaux des villages",
          "Backwaters von Kerala: im Kanu durch die Dorfkanäle",
        ],
        [
          "A small canoe paddled into the narrow canals of Kumarakom or Kainakary, too tight for houseboats, with kingfishers and egrets, coir makers, and a lunch of karimeen fish fried in a village home.",
          "In una piccola canoa a remi nei canali stretti di Kumarakom o Kainakary, dove le houseboat non passano, tra martin pescatori e garzette, artigiani del cocco e un pranzo di pesce karimeen fritto in una casa.",
          "En una pequeña canoa a remo por los canales estrechos de Kumarakom o Kainakary, donde no pasan las casas flotantes, entre martines pescadores y garcetas, artesanos de la fibra de coco y un almuerzo de karimeen frito en una casa.",
          "En petite pirogue à la pagaie dans les canaux étroits de Kumarakom ou de Kainakary, trop serrés pour les houseboats, entre martins-pêcheurs et aigrettes, artisans de la fibre de coco et déjeuner de karimeen frit chez l'habitant.",
          "Im kleinen Paddelkanu in die engen Kanäle von Kumarakom oder Kainakary, zu schmal für Hausboote, mit Eisvögeln und Reihern, Kokosfaser-Handwerkern und gebratenem Karimeen-Fisch zum Mittagessen bei einer Familie.",
        ],
      ],
    ],
  },
  "IND Kochi": {
    days: [
      [
        "see",
        [
          "Kochi: Fort Kochi and the Chinese fishing nets",
          "Kochi: Fort Kochi e le reti da pesca cinesi",
          "Kochi: Fort Kochi y las redes de pesca chinas",
          "Kochi : Fort Kochi et les carrelets chinois",
          "Kochi: Fort Kochi und die chinesischen Fischernetze",
        ],
        [
          "Fort Kochi on foot: the giant Chinese fishing nets worked from the shore, St Francis Church where Vasco da Gama was first buried, the Dutch houses, and the Santa Cruz Basilica.",
          "Fort Kochi a piedi: le gigantesche reti da pesca cinesi manovrate dalla riva, la chiesa di San Francesco dove fu sepolto Vasco da Gama, le case olandesi e la basilica di Santa Cruz.",
          "Fort Kochi a pie: las gigantescas redes de pesca chinas manejadas desde la orilla, la iglesia de San Francisco donde fue enterrado Vasco da Gama, las casas holandesas y la basílica de Santa Cruz.",
          "Fort Kochi à pied : les carrelets chinois géants manœuvrés depuis le rivage, l'église Saint-François où fut d'abord enterré Vasco de Gama, les maisons hollandaises et la basilique Santa Cruz.",
          "Fort Kochi zu Fuß: die riesigen chinesischen Fischernetze, vom Ufer aus bedient, die Franziskuskirche, in der Vasco da Gama zuerst begraben lag, die holländischen Häuser und die Santa-Cruz-Basilika.",
        ],
      ],
      [
        "see",
        [
          "Kochi: Mattancherry and Jew Town",
          "Kochi: Mattancherry e Jew Town",
          "Kochi: Mattancherry y Jew Town",
          "Kochi : Mattancherry et Jew Town",
          "Kochi: Mattancherry und Jew Town",
        ],
        [
          "The murals of the Mattancherry Palace, the blue Chinese tiles of the Paradesi Synagogue in Jew Town, the ginger and pepper warehouses, and a kathakali performance with the make-up applied in view.",
          "I murali del palazzo di Mattancherry, le piastrelle blu cinesi della sinagoga Paradesi a Jew Town, i magazzini di zenzero e pepe e uno spettacolo di kathakali con il trucco applicato davanti al pubblico.",
          "Los murales del palacio de Mattancherry, los azulejos azules chinos de la sinagoga Paradesi en Jew Town, los almacenes de jengibre y pimienta y una función de kathakali con el maquillaje a la vista.",
          "Les fresques du palais de Mattancherry, les carreaux bleus chinois de la synagogue Paradesi à Jew Town, les entrepôts de gingembre et de poivre, et un spectacle de kathakali avec le maquillage sous les yeux du public.",
          "Die Wandmalereien des Mattancherry-Palasts, die blauen chinesischen Kacheln der Paradesi-Synagoge in Jew Town, die Ingwer- und Pfefferlager und eine Kathakali-Vorführung, bei der man beim Schminken zusieht.",
        ],
      ],
      [
        "food",
        [
          "Kochi: appam, fish moilee and the spice market",
          "Kochi: appam, fish moilee e il mercato delle spezie",
          "Kochi: appam, fish moilee y el mercado de especias",
          "Kochi : appam, fish moilee et marché aux épices",
          "Kochi: Appam, Fish Moilee und der Gewürzmarkt",
        ],
        [
          "Kerala cooking in a Kochi home: appam with stew, fish moilee in coconut milk, meen pollichathu wrapped in banana leaf, after buying the catch of the day by the fishing nets.",
          "La cucina del Kerala in una casa di Kochi: appam con stufato, fish moilee al latte di cocco, meen pollichathu avvolto nella foglia di banano, dopo aver comprato il pescato del giorno vicino alle reti.",
          "Cocina de Kerala en una casa de Kochi: appam con guiso, fish moilee en leche de coco y meen pollichathu envuelto en hoja de plátano, tras comprar la pesca del día junto a las redes.",
          "La cuisine du Kerala chez une famille de Kochi : appam et ragoût, fish moilee au lait de coco, meen pollichathu en feuille de bananier, après l'achat de la pêche du jour près des carrelets.",
          "Kerala-Küche bei einer Familie in Kochi: Appam mit Eintopf, Fish Moilee in Kokosmilch und Meen Pollichathu im Bananenblatt, nachdem der Fang des Tages bei den Fischernetzen gekauft wurde.",
        ],
      ],
    ],
  },
  "NPL Kathmandu": {
    days: [
      [
        "see",
        [
          "Kathmandu: Durbar Square and Swayambhunath",
          "Kathmandu: Durbar Square e Swayambhunath",
          "Katmandú: la plaza Durbar y Swayambhunath",
          "Katmandou : Durbar Square et Swayambhunath",
          "Kathmandu: Durbar Square und Swayambhunath",
        ],
        [
          "The pagoda temples and old royal palace of Kathmandu Durbar Square, the window of the living goddess Kumari, then the steps up to Swayambhunath stupa and its monkeys above the valley.",
          "I templi a pagoda e l'antico palazzo reale di Durbar Square, la finestra della dea vivente Kumari, poi la scalinata fino allo stupa di Swayambhunath e alle sue scimmie sopra la valle.",
          "Los templos pagoda y el antiguo palacio real de la plaza Durbar, la ventana de la diosa viviente Kumari, y luego la escalinata hasta la estupa de Swayambhunath y sus monos sobre el valle.",
          "Les temples-pagodes et l'ancien palais royal de Durbar Square, la fenêtre de la déesse vivante Kumari, puis l'escalier jusqu'au stupa de Swayambhunath et ses singes au-dessus de la vallée.",
          "Die Pagodentempel und der alte Königspalast am Durbar Square, das Fenster der lebenden Göttin Kumari, dann die Treppe hinauf zur Stupa von Swayambhunath mit ihren Affen über dem Tal.",
        ],
      ],
      [
        "see",
        [
          "Kathmandu: Boudhanath and Pashupatinath",
          "Kathmandu: Boudhanath e Pashupatinath",
          "Katmandú: Boudhanath y Pashupatinath",
          "Katmandou : Boudhanath et Pashupatinath",
          "Kathmandu: Boudhanath und Pashupatinath",
        ],
        [
          "The ghats of Pashupatinath on the Bagmati, where sadhus sit and Hindu cremations take place, then the great white dome of Boudhanath, walked clockwise with Tibetan pilgrims at dusk.",
          "I ghat di Pashupatinath sul Bagmati, dove siedono i sadhu e si svolgono le cremazioni indù, poi la grande cupola bianca di Boudhanath, percorsa in senso orario con i pellegrini tibetani al crepuscolo.",
          "Los ghats de Pashupatinath junto al Bagmati, donde se sientan los sadhus y se celebran las cremaciones hindúes, y luego la gran cúpula blanca de Boudhanath, rodeada con los peregrinos tibetanos al anochecer.",
          "Les ghats de Pashupatinath sur la Bagmati, où s'assoient les sadhus et où ont lieu les crémations hindoues, puis le grand dôme blanc de Boudhanath, contourné avec les pèlerins tibétains au crépuscule.",
          "Die Ghats von Pashupatinath an der Bagmati mit Sadhus und hinduistischen Einäscherungen, dann die große weiße Kuppel von Boudhanath, im Uhrzeigersinn mit tibetischen Pilgern in der Abenddämmerung umrundet.",
        ],
      ],
      [
        "food",
        [
          "Kathmandu: momos and Newari feasts",
          "Kathmandu: momo e banchetti newari",
          "Katmandú: momos y banquetes newar",
          "Katmandou : momos et festins newars",
          "Kathmandu: Momos und Newar-Festessen",
        ],
        [
          "Momos folded by hand in a cooking class, dal bhat with the family that teaches it, and a Newari spread in Asan or Indra Chowk: beaten rice, choila, bara lentil cakes and juju dhau yogurt.",
          "Momo chiusi a mano in una lezione di cucina, dal bhat con la famiglia che la tiene e un pasto newari ad Asan o Indra Chowk: riso schiacciato, choila, frittelle bara di lenticchie e yogurt juju dhau.",
          "Momos cerrados a mano en una clase de cocina, dal bhat con la familia que la imparte y un festín newar en Asan o Indra Chowk: arroz aplastado, choila, tortitas bara de lenteja y yogur juju dhau.",
          "Des momos pliés à la main lors d'un cours de cuisine, le dal bhat avec la famille qui l'enseigne, et un repas newar à Asan ou Indra Chowk : riz battu, choila, galettes bara de lentilles et yaourt juju dhau.",
          "Von Hand gefaltete Momos im Kochkurs, Dal Bhat mit der gastgebenden Familie und ein Newar-Mahl in Asan oder Indra Chowk: geschlagener Reis, Choila, Bara-Linsenküchlein und Juju-Dhau-Joghurt.",
        ],
      ],
    ],
  },
  "NPL Bhaktapur": {
    days: [
      [
        "see",
        [
          "Bhaktapur: the squares and the potters",
          "Bhaktapur: le piazze e i vasai",
          "Bhaktapur: las plazas y los alfareros",
          "Bhaktapur : les places et les potiers",
          "Bhaktapur: die Plätze und die Töpfer",
        ],
        [
          "The three squares of the old Newar city: the Golden Gate and 55-Window Palace of Durbar Square, the five-roofed Nyatapola temple of Taumadhi, Pottery Square with its wheels, and Dattatreya's wood carvings.",
          "Le tre piazze dell'antica città newari: la Porta d'Oro e il palazzo delle 55 finestre in Durbar Square, il tempio a cinque tetti di Nyatapola a Taumadhi, la piazza dei vasai con i torni e gli intagli di Dattatreya.",
          "Las tres plazas de la vieja ciudad newar: la Puerta de Oro y el palacio de las 55 ventanas en la plaza Durbar, el templo de cinco tejados de Nyatapola en Taumadhi, la plaza de los alfareros y las tallas de Dattatreya.",
          "Les trois places de la vieille cité newar : la Porte d'or et le palais aux 55 fenêtres de Durbar Square, le temple à cinq toits de Nyatapola à Taumadhi, la place des potiers et les bois sculptés de Dattatreya.",
          "Die drei Plätze der alten Newar-Stadt: das Goldene Tor und der Palast der 55 Fenster am Durbar Square, der fünfdachige Nyatapola-Tempel am Taumadhi, der Töpferplatz und die Holzschnitzereien am Dattatreya.",
        ],
      ],
      [
        "food",
        [
          "Bhaktapur: juju dhau, the king of curds",
          "Bhaktapur: juju dhau, il re degli yogurt",
          "Bhaktapur: juju dhau, el rey de los yogures",
          "Bhaktapur : juju dhau, le roi des yaourts",
          "Bhaktapur: Juju Dhau, der König der Joghurts",
        ],
        [
          "Bhaktapur's famous juju dhau, sweet buffalo-milk yogurt set in clay pots, eaten with a Newari lunch of bara, chatamari rice crepes and spiced potatoes in a family kitchen off the squares.",
          "Il celebre juju dhau di Bhaktapur, yogurt dolce di latte di bufala rappreso in vasi di terracotta, con un pranzo newari di bara, crêpe di riso chatamari e patate speziate in una cucina di famiglia.",
          "El célebre juju dhau de Bhaktapur, yogur dulce de leche de búfala cuajado en vasijas de barro, con un almuerzo newar de bara, crepes de arroz chatamari y patatas especiadas en una cocina familiar.",
          "Le célèbre juju dhau de Bhaktapur, yaourt sucré de lait de bufflonne pris dans des pots d'argile, avec un déjeuner newar de bara, de crêpes de riz chatamari et de pommes de terre épicées dans une cuisine familiale.",
          "Bhaktapurs berühmter Juju Dhau, süßer Büffelmilchjoghurt im Tontopf, zu einem Newar-Mittagessen mit Bara, Chatamari-Reisfladen und gewürzten Kartoffeln in einer Familienküche.",
        ],
      ],
    ],
  },
  "NPL Patan": {
    days: [
      [
        "see",
        [
          "Patan: Durbar Square and the Golden Temple",
          "Patan: Durbar Square e il Tempio d'Oro",
          "Patan: la plaza Durbar y el Templo Dorado",
          "Patan : Durbar Square et le Temple d'or",
          "Patan: Durbar Square und der Goldene Tempel",
        ],
        [
          "Patan's Durbar Square with the stone Krishna Mandir and the courtyards of the Patan Museum, the Golden Temple of Hiranya Varna Mahavihar, and the metalworkers beating bronze statues in the lanes.",
          "Durbar Square di Patan con il Krishna Mandir di pietra e i cortili del museo di Patan, il Tempio d'Oro di Hiranya Varna Mahavihar e gli artigiani che battono statue di bronzo nei vicoli.",
          "La plaza Durbar de Patan con el Krishna Mandir de piedra y los patios del museo de Patan, el Templo Dorado de Hiranya Varna Mahavihar y los artesanos que martillan estatuas de bronce en las callejas.",
          "Durbar Square de Patan avec le Krishna Mandir de pierre et les cours du musée de Patan, le Temple d'or de Hiranya Varna Mahavihar et les dinandiers qui martèlent des statues de bronze dans les ruelles.",
          "Patans Durbar Square mit dem steinernen Krishna Mandir und den Höfen des Patan-Museums, der Goldene Tempel Hiranya Varna Mahavihar und die Metallhandwerker, die in den Gassen Bronzefiguren treiben.",
        ],
      ],
      [
        "food",
        [
          "Patan: a Newari kitchen and the Mangal Bazaar",
          "Patan: una cucina newari e il Mangal Bazaar",
          "Patan: una cocina newar y el Mangal Bazaar",
          "Patan : une cuisine newar et le Mangal Bazaar",
          "Patan: eine Newar-Küche und der Mangal-Basar",
        ],
        [
          "Yomari, the steamed rice dumplings filled with molasses and sesame, kwati bean soup and spiced buffalo meat in a Newari eatery, after shopping for spices at the Mangal Bazaar.",
          "Yomari, i ravioli di riso al vapore ripieni di melassa e sesamo, zuppa di fagioli kwati e carne di bufalo speziata in una trattoria newari, dopo la spesa di spezie al Mangal Bazaar.",
          "Yomari, las bolas de arroz al vapor rellenas de melaza y sésamo, sopa de legumbres kwati y carne de búfalo especiada en una casa de comidas newar, tras comprar especias en el Mangal Bazaar.",
          "Des yomari, chaussons de riz vapeur fourrés de mélasse et de sésame, la soupe de haricots kwati et le buffle épicé dans une gargote newar, après l'achat d'épices au Mangal Bazaar.",
          "Yomari, gedämpfte Reisknödel mit Melasse und Sesam, Kwati-Bohnensuppe und gewürztes Büffelfleisch in einem Newar-Lokal, nach dem Gewürzeinkauf im Mangal-Basar.",
        ],
      ],
    ],
  },
  "NPL Nagarkot": {
    days: [
      [
        "see",
        [
          "Nagarkot: Himalayan sunrise and the ridge walk",
          "Nagarkot: l'alba sull'Himalaya e il sentiero di cresta",
          "Nagarkot: amanecer en el Himalaya y la cresta",
          "Nagarkot : lever de soleil sur l'Himalaya et la crête",
          "Nagarkot: Sonnenaufgang über dem Himalaya und der Gratweg",
        ],
        [
          "Sunrise from the viewing tower over a line of Himalayan peaks from Langtang towards Everest on clear mornings, then a walk down through pine woods and terraced villages to Changu Narayan temple.",
          "L'alba dalla torre panoramica su una fila di vette himalayane dal Langtang verso l'Everest nelle mattine limpide, poi una discesa a piedi tra pinete e villaggi a terrazze fino al tempio di Changu Narayan.",
          "El amanecer desde la torre mirador sobre una hilera de cumbres del Himalaya, del Langtang hacia el Everest en las mañanas claras, y luego un descenso a pie por pinares y aldeas en terrazas hasta el templo de Changu Narayan.",
          "Le lever du soleil depuis la tour d'observation sur une ligne de sommets himalayens, du Langtang vers l'Everest par temps clair, puis une descente à pied entre pinèdes et villages en terrasses jusqu'au temple de Changu Narayan.",
          "Sonnenaufgang vom Aussichtsturm über eine Reihe von Himalaya-Gipfeln vom Langtang bis Richtung Everest an klaren Morgen, dann zu Fuß durch Kiefernwald und Terrassendörfer hinab zum Tempel Changu Narayan.",
        ],
      ],
    ],
  },
  "NPL Pokhara": {
    days: [
      [
        "see",
        [
          "Pokhara: Phewa Lake and the Peace Pagoda",
          "Pokhara: il lago Phewa e la Pagoda della Pace",
          "Pokhara: el lago Phewa y la Pagoda de la Paz",
          "Pokhara : le lac Phewa et la pagode de la Paix",
          "Pokhara: der Phewa-See und die Friedenspagode",
        ],
        [
          "A wooden doonga across Phewa Lake to the island temple of Tal Barahi, then the climb through forest to the World Peace Pagoda for the reflection of Machhapuchhre in the water.",
          "In doonga di legno sul lago Phewa fino al tempio sull'isola di Tal Barahi, poi la salita nel bosco fino alla Pagoda della Pace per il riflesso del Machhapuchhre nell'acqua.",
          "En doonga de madera por el lago Phewa hasta el templo de la isla de Tal Barahi, y luego la subida por el bosque hasta la Pagoda de la Paz, con el Machhapuchhre reflejado en el agua.",
          "En doonga de bois sur le lac Phewa jusqu'au temple de l'île de Tal Barahi, puis la montée en forêt jusqu'à la pagode de la Paix, avec le Machhapuchhre qui se reflète dans l'eau.",
          "Im hölzernen Doonga über den Phewa-See zum Inseltempel Tal Barahi, dann durch den Wald hinauf zur Weltfriedenspagode, wo sich der Machhapuchhre im Wasser spiegelt.",
        ],
      ],
      [
        "see",
        [
          "Pokhara: Sarangkot at dawn",
          "Pokhara: Sarangkot all'alba",
          "Pokhara: Sarangkot al amanecer",
          "Pokhara : Sarangkot à l'aube",
          "Pokhara: Sarangkot im Morgengrauen",
        ],
        [
          "Up to Sarangkot before dawn for the first light on Dhaulagiri, the Annapurnas and Machhapuchhre, then the Tibetan settlement of Tashi Palkhel and the gorge of Davis Falls.",
          "Su a Sarangkot prima dell'alba per la prima luce sul Dhaulagiri, sugli Annapurna e sul Machhapuchhre, poi l'insediamento tibetano di Tashi Palkhel e la gola delle Davis Falls.",
          "Subida a Sarangkot antes del alba para la primera luz sobre el Dhaulagiri, los Annapurnas y el Machhapuchhre, y luego el asentamiento tibetano de Tashi Palkhel y la garganta de las Davis Falls.",
          "Montée à Sarangkot avant l'aube pour la première lumière sur le Dhaulagiri, les Annapurnas et le Machhapuchhre, puis le camp tibétain de Tashi Palkhel et la gorge des Davis Falls.",
          "Vor Sonnenaufgang hinauf nach Sarangkot zum ersten Licht auf Dhaulagiri, Annapurnas und Machhapuchhre, dann die tibetische Siedlung Tashi Palkhel und die Schlucht der Davis Falls.",
        ],
      ],
      [
        "food",
        [
          "Pokhara: Thakali dal bhat and lakeside fish",
          "Pokhara: dal bhat thakali e pesce del lago",
          "Pokhara: dal bhat thakali y pescado del lago",
          "Pokhara : dal bhat thakali et poisson du lac",
          "Pokhara: Thakali-Dal-Bhat und Fisch vom See",
        ],
        [
          "A Thakali set of dal bhat with buckwheat dhido, gundruk and pickles, the recipe of the Kali Gandaki traders, and fish from the lakes fried at the stalls along the shore.",
          "Un dal bhat thakali con dhido di grano saraceno, gundruk e sottaceti, la ricetta dei mercanti del Kali Gandaki, e pesce dei laghi fritto ai banchi lungo la riva.",
          "Un dal bhat thakali con dhido de trigo sarraceno, gundruk y encurtidos, la receta de los comerciantes del Kali Gandaki, y pescado de los lagos frito en los puestos de la orilla.",
          "Un dal bhat thakali avec dhido de sarrasin, gundruk et pickles, la recette des marchands de la Kali Gandaki, et du poisson des lacs frit aux étals du rivage.",
          "Ein Thakali-Dal-Bhat mit Buchweizen-Dhido, Gundruk und Pickles, das Rezept der Händler vom Kali Gandaki, und Fisch aus den Seen, an den Ständen am Ufer gebraten.",
        ],
      ],
    ],
  },
  "NPL Annapurna": {
    months: [9, 5],
    days: [
      [
        "trek",
        [
          "Annapurna: up the Modi Khola to Chhomrong",
          "Annapurna: su per il Modi Khola fino a Chhomrong",
          "Annapurna: por el Modi Khola hasta Chhomrong",
          "Annapurna : remontée de la Modi Khola jusqu'à Chhomrong",
          "Annapurna: die Modi Khola hinauf nach Chhomrong",
        ],
        [
          "Up the stone steps of the Modi Khola valley through Gurung villages and terraced fields to Chhomrong, with the summit of Annapurna South filling the head of the valley.",
          "Su per i gradini di pietra della valle del Modi Khola tra villaggi gurung e campi a terrazze fino a Chhomrong, con la cima dell'Annapurna Sud in fondo alla valle.",
          "Por los escalones de piedra del valle del Modi Khola entre aldeas gurung y campos en terrazas hasta Chhomrong, con la cumbre del Annapurna Sur cerrando el valle.",
          "Par les marches de pierre de la vallée de la Modi Khola, entre villages gurungs et cultures en terrasses, jusqu'à Chhomrong, l'Annapurna Sud au fond de la vallée.",
          "Über die Steinstufen des Modi-Khola-Tals durch Gurung-Dörfer und Terrassenfelder nach Chhomrong, wo die Annapurna South das Talende füllt.",
        ],
      ],
      [
        "trek",
        [
          "Annapurna: through the bamboo forest to Deurali",
          "Annapurna: nella foresta di bambù fino a Deurali",
          "Annapurna: por el bosque de bambú hasta Deurali",
          "Annapurna : par la forêt de bambous jusqu'à Deurali",
          "Annapurna: durch den Bambuswald nach Deurali",
        ],
        [
          "Down and up the long stone staircases from Chhomrong, then into the gorge through bamboo and rhododendron forest past Bamboo and Dovan to the teahouses of Deurali.",
          "Giù e su per le lunghe scalinate di pietra da Chhomrong, poi nella gola tra foreste di bambù e rododendri, oltre Bamboo e Dovan, fino ai lodge di Deurali.",
          "Bajada y subida por las largas escaleras de piedra desde Chhomrong, y luego la garganta entre bosques de bambú y rododendros, pasando Bamboo y Dovan, hasta los albergues de Deurali.",
          "Descente puis remontée des longs escaliers de pierre depuis Chhomrong, puis la gorge entre bambous et rhododendrons, par Bamboo et Dovan, jusqu'aux lodges de Deurali.",
          "Die langen Steintreppen von Chhomrong hinab und wieder hinauf, dann in die Schlucht durch Bambus- und Rhododendronwald über Bamboo und Dovan zu den Lodges von Deurali.",
        ],
      ],
      [
        "trek",
        [
          "Annapurna: into the Sanctuary to Base Camp",
          "Annapurna: nel Santuario fino al campo base",
          "Annapurna: al Santuario y el campo base",
          "Annapurna : dans le Sanctuaire jusqu'au camp de base",
          "Annapurna: ins Heiligtum zum Basislager",
        ],
        [
          "Past Machhapuchhre Base Camp into the glacial bowl of the Annapurna Sanctuary, to the lodges of Annapurna Base Camp at about 4,130 m, ringed by Annapurna I, Hiunchuli and Gangapurna.",
          "Oltre il campo base del Machhapuchhre nell'anfiteatro glaciale del Santuario dell'Annapurna, fino ai lodge del campo base a circa 4.130 m, chiusi tra Annapurna I, Hiunchuli e Gangapurna.",
          "Pasado el campo base del Machhapuchhre, se entra en el anfiteatro glaciar del Santuario del Annapurna hasta los albergues del campo base, a unos 4.130 m, rodeados por el Annapurna I, el Hiunchuli y el Gangapurna.",
          "Passé le camp de base du Machhapuchhre, le cirque glaciaire du Sanctuaire de l'Annapurna jusqu'aux lodges du camp de base, vers 4 130 m, cernés par l'Annapurna I, le Hiunchuli et le Gangapurna.",
          "Am Machhapuchhre-Basislager vorbei in das Gletscheramphitheater des Annapurna-Heiligtums zu den Lodges des Basislagers auf rund 4.130 m, umringt von Annapurna I, Hiunchuli und Gangapurna.",
        ],
      ],
      [
        "trek",
        [
          "Annapurna: down to the hot springs of Jhinu Danda",
          "Annapurna: giù alle sorgenti calde di Jhinu Danda",
          "Annapurna: bajada a las aguas termales de Jhinu Danda",
          "Annapurna : descente aux sources chaudes de Jhinu Danda",
          "Annapurna: hinab zu den heißen Quellen von Jhinu Danda",
        ],
        [
          "Sunrise on the south face of Annapurna from Base Camp, then the long descent down the gorge to Jhinu Danda and a soak in the hot springs by the Modi Khola.",
          "L'alba sulla parete sud dell'Annapurna dal campo base, poi la lunga discesa lungo la gola fino a Jhinu Danda e un bagno nelle sorgenti calde sul Modi Khola.",
          "El amanecer sobre la cara sur del Annapurna desde el campo base y luego el largo descenso por la garganta hasta Jhinu Danda y un baño en las aguas termales junto al Modi Khola.",
          "Le lever du soleil sur la face sud de l'Annapurna depuis le camp de base, puis la longue descente de la gorge jusqu'à Jhinu Danda et un bain dans les sources chaudes au bord de la Modi Khola.",
          "Sonnenaufgang an der Annapurna-Südwand vom Basislager, dann der lange Abstieg durch die Schlucht nach Jhinu Danda und ein Bad in den heißen Quellen an der Modi Khola.",
        ],
      ],
      [
        "see",
        [
          "Annapurna: Ghandruk and its Gurung museum",
          "Annapurna: Ghandruk e il suo museo gurung",
          "Annapurna: Ghandruk y su museo gurung",
          "Annapurna : Ghandruk et son musée gurung",
          "Annapurna: Ghandruk und sein Gurung-Museum",
        ],
        [
          "A day in Ghandruk, the slate-roofed Gurung village facing Annapurna South and Machhapuchhre, with its small museum of Gurung life and the homes of Gurkha veterans.",
          "Una giornata a Ghandruk, il villaggio gurung dai tetti d'ardesia davanti all'Annapurna Sud e al Machhapuchhre, con il suo piccolo museo della vita gurung e le case dei veterani gurkha.",
          "Un día en Ghandruk, la aldea gurung de tejados de pizarra frente al Annapurna Sur y el Machhapuchhre, con su pequeño museo de la vida gurung y las casas de los veteranos gurkha.",
          "Une journée à Ghandruk, village gurung aux toits d'ardoise face à l'Annapurna Sud et au Machhapuchhre, avec son petit musée de la vie gurung et les maisons des anciens Gurkhas.",
          "Ein Tag in Ghandruk, dem Gurung-Dorf mit Schieferdächern gegenüber Annapurna South und Machhapuchhre, mit seinem kleinen Museum zum Leben der Gurung und den Häusern ehemaliger Gurkhas.",
        ],
      ],
    ],
  },
  "NPL Poon Hill": {
    days: [
      [
        "trek",
        [
          "Poon Hill: from Nayapul to Tikhedhunga",
          "Poon Hill: da Nayapul a Tikhedhunga",
          "Poon Hill: de Nayapul a Tikhedhunga",
          "Poon Hill : de Nayapul à Tikhedhunga",
          "Poon Hill: von Nayapul nach Tikhedhunga",
        ],
        [
          "From the trailhead at Nayapul along the Bhurungdi Khola, past mule trains and tea stops in Birethanti and Hille, to the teahouses of Tikhedhunga by a suspension bridge.",
          "Dall'inizio del sentiero a Nayapul lungo il Bhurungdi Khola, tra carovane di muli e soste per il tè a Birethanti e Hille, fino ai lodge di Tikhedhunga accanto a un ponte sospeso.",
          "Desde el inicio del sendero en Nayapul a lo largo del Bhurungdi Khola, entre recuas de mulas y paradas de té en Birethanti y Hille, hasta los albergues de Tikhedhunga junto a un puente colgante.",
          "Du départ du sentier à Nayapul le long de la Bhurungdi Khola, entre caravanes de mules et haltes thé à Birethanti et Hille, jusqu'aux lodges de Tikhedhunga près d'un pont suspendu.",
          "Vom Ausgangspunkt Nayapul entlang der Bhurungdi Khola, vorbei an Maultierkarawanen und Teepausen in Birethanti und Hille, zu den Lodges von Tikhedhunga an einer Hängebrücke.",
        ],
      ],
      [
        "trek",
        [
          "Poon Hill: up the Ulleri steps to Ghorepani",
          "Poon Hill: su per i gradini di Ulleri fino a Ghorepani",
          "Poon Hill: por los escalones de Ulleri hasta Ghorepani",
          "Poon Hill : les marches d'Ulleri jusqu'à Ghorepani",
          "Poon Hill: die Stufen von Ulleri hinauf nach Ghorepani",
        ],
        [
          "Up the thousands of stone steps to the Magar village of Ulleri, then through rhododendron forest to Ghorepani, the teahouse village on the ridge below Poon Hill.",
          "Su per le migliaia di gradini di pietra fino al villaggio magar di Ulleri, poi nella foresta di rododendri fino a Ghorepani, il villaggio di lodge sulla cresta sotto Poon Hill.",
          "Subida por miles de escalones de piedra hasta la aldea magar de Ulleri y luego por el bosque de rododendros hasta Ghorepani, el pueblo de albergues en la cresta bajo Poon Hill.",
          "Montée par des milliers de marches de pierre jusqu'au village magar d'Ulleri, puis à travers la forêt de rhododendrons jusqu'à Ghorepani, village de lodges sur la crête au pied de Poon Hill.",
          "Tausende Steinstufen hinauf ins Magar-Dorf Ulleri, dann durch Rhododendronwald nach Ghorepani, dem Lodge-Dorf auf dem Kamm unter dem Poon Hill.",
        ],
      ],
      [
        "trek",
        [
          "Poon Hill: sunrise and the ridge to Tadapani",
          "Poon Hill: l'alba e la cresta fino a Tadapani",
          "Poon Hill: amanecer y la cresta hasta Tadapani",
          "Poon Hill : lever du soleil et la crête jusqu'à Tadapani",
          "Poon Hill: Sonnenaufgang und der Grat nach Tadapani",
        ],
        [
          "Up Poon Hill in the dark for sunrise over Dhaulagiri and the Annapurnas, then along the ridge by Deurali and through mossy forest to Tadapani.",
          "Su a Poon Hill col buio per l'alba sul Dhaulagiri e sugli Annapurna, poi lungo la cresta per Deurali e nella foresta coperta di muschio fino a Tadapani.",
          "Subida a Poon Hill a oscuras para el amanecer sobre el Dhaulagiri y los Annapurnas, y luego por la cresta de Deurali y el bosque cubierto de musgo hasta Tadapani.",
          "Montée à Poon Hill de nuit pour le lever du soleil sur le Dhaulagiri et les Annapurnas, puis la crête par Deurali et la forêt moussue jusqu'à Tadapani.",
          "Im Dunkeln auf den Poon Hill zum Sonnenaufgang über Dhaulagiri und Annapurnas, dann über den Grat bei Deurali und durch bemoosten Wald nach Tadapani.",
        ],
      ],
      [
        "see",
        [
          "Poon Hill: Ghorepani's forests and viewpoints",
          "Poon Hill: i boschi e i belvedere di Ghorepani",
          "Poon Hill: los bosques y miradores de Ghorepani",
          "Poon Hill : forêts et belvédères de Ghorepani",
          "Poon Hill: Wälder und Aussichtspunkte um Ghorepani",
        ],
        [
          "A day on foot around Ghorepani: the rhododendron forest, Nepal's national flower in tree form, the viewpoint of Gurung Hill, and the long line of white peaks from Dhaulagiri to Machhapuchhre.",
          "Una giornata a piedi intorno a Ghorepani: la foresta di rododendri, il fiore nazionale del Nepal in forma d'albero, il belvedere di Gurung Hill e la lunga fila di cime bianche dal Dhaulagiri al Machhapuchhre.",
          "Un día a pie por Ghorepani: el bosque de rododendros, la flor nacional de Nepal en forma de árbol, el mirador de Gurung Hill y la larga fila de cumbres blancas del Dhaulagiri al Machhapuchhre.",
          "Une journée à pied autour de Ghorepani : la forêt de rhododendrons, fleur nationale du Népal en arbre, le belvédère de Gurung Hill et la longue ligne de sommets blancs du Dhaulagiri au Machhapuchhre.",
          "Ein Tag zu Fuß rund um Ghorepani: der Rhododendronwald, Nepals Nationalblume als Baum, der Aussichtspunkt Gurung Hill und die lange Reihe weißer Gipfel vom Dhaulagiri bis zum Machhapuchhre.",
        ],
      ],
    ],
  },
  "NPL Namche Bazaar": {
    days: [
      [
        "see",
        [
          "Namche Bazaar: the Sherpa capital and Everest View",
          "Namche Bazaar: la capitale sherpa e l'Everest View",
          "Namche Bazaar: la capital sherpa y el Everest View",
          "Namche Bazaar : la capitale sherpa et l'Everest View",
          "Namche Bazaar: die Sherpa-Hauptstadt und Everest View",
        ],
        [
          "An acclimatization day in the horseshoe of Namche: up to Syangboche and the Everest View terrace for the first sight of Everest, Lhotse and Ama Dablam, the Sherpa museum, and the lodges and trekking shops stacked up the slope of the village.",
          "Una giornata di acclimatamento nel ferro di cavallo di Namche: su a Syangboche e alla terrazza dell'Everest View per la prima vista di Everest, Lhotse e Ama Dablam, il museo sherpa, i lodge e i negozi da trekking disposti a gradoni sul pendio del villaggio.",
          "Un día de aclimatación en la herradura de Namche: subida a Syangboche y a la terraza del Everest View para ver por primera vez el Everest, el Lhotse y el Ama Dablam, el museo sherpa, los lodges y las tiendas de montaña escalonados en la ladera del pueblo.",
          "Une journée d'acclimatation dans le fer à cheval de Namche : montée à Syangboche et à la terrasse de l'Everest View pour voir enfin l'Everest, le Lhotse et l'Ama Dablam, le musée sherpa, les lodges et les boutiques de trekking étagés sur la pente du village.",
          "Ein Akklimatisierungstag im Hufeisen von Namche: hinauf nach Syangboche zur Terrasse des Everest View mit dem ersten Blick auf Everest, Lhotse und Ama Dablam, das Sherpa-Museum, die Lodges und Ausrüstungsläden, die sich am Hang des Ortes stapeln.",
        ],
      ],
      [
        "food",
        [
          "Namche Bazaar: Sherpa stew and the bakeries",
          "Namche Bazaar: stufato sherpa e le panetterie",
          "Namche Bazaar: guiso sherpa y las panaderías",
          "Namche Bazaar : ragoût sherpa et boulangeries",
          "Namche Bazaar: Sherpa-Eintopf und die Bäckereien",
        ],
        [
          "Sherpa cooking in Namche: shakpa stew of potatoes and hand-torn noodles, riki kur potato pancakes with yak cheese, butter tea, and apple pie in the bakeries that feed the trail.",
          "La cucina sherpa a Namche: lo stufato shakpa di patate e pasta tirata a mano, le frittelle di patate riki kur con formaggio di yak, il tè al burro e la torta di mele delle panetterie del sentiero.",
          "La cocina sherpa en Namche: el guiso shakpa de patatas y pasta cortada a mano, las tortitas de patata riki kur con queso de yak, el té con mantequilla y la tarta de manzana de las panaderías del camino.",
          "La cuisine sherpa à Namche : le ragoût shakpa de pommes de terre et de pâtes déchirées à la main, les galettes riki kur au fromage de yack, le thé au beurre et la tarte aux pommes des boulangeries du sentier.",
          "Sherpa-Küche in Namche: Shakpa-Eintopf aus Kartoffeln und handgerissenen Nudeln, Riki-Kur-Kartoffelpuffer mit Yakkäse, Buttertee und Apfelkuchen aus den Bäckereien am Weg.",
        ],
      ],
    ],
  },
  "NPL Everest Base Camp": {
    months: [9, 5],
    days: [
      [
        "trek",
        [
          "Everest Base Camp: from Lukla to Phakding",
          "Campo base dell'Everest: da Lukla a Phakding",
          "Campo base del Everest: de Lukla a Phakding",
          "Camp de base de l'Everest : de Lukla à Phakding",
          "Everest-Basislager: von Lukla nach Phakding",
        ],
        [
          "From the airstrip at Lukla down into the Dudh Koshi valley, past mani walls and prayer wheels, to the teahouses of Phakding by the river.",
          "Dalla pista di Lukla giù nella valle del Dudh Koshi, lungo muri mani e ruote di preghiera, fino ai lodge di Phakding sul fiume.",
          "Desde la pista de Lukla hacia el valle del Dudh Koshi, entre muros mani y molinillos de oración, hasta los albergues de Phakding junto al río.",
          "De la piste de Lukla dans la vallée de la Dudh Koshi, le long des murs de mani et des moulins à prières, jusqu'aux lodges de Phakding au bord de la rivière.",
          "Von der Landepiste in Lukla hinab ins Tal des Dudh Koshi, vorbei an Mani-Mauern und Gebetsmühlen, zu den Lodges von Phakding am Fluss.",
        ],
      ],
      [
        "trek",
        [
          "Everest Base Camp: up the Hillary Bridge to Namche",
          "Campo base dell'Everest: dal ponte Hillary a Namche",
          "Campo base del Everest: del puente Hillary a Namche",
          "Camp de base de l'Everest : du pont Hillary à Namche",
          "Everest-Basislager: über die Hillary-Brücke nach Namche",
        ],
        [
          "Into Sagarmatha National Park at Monjo, across the high Hillary suspension bridge, and up the long climb to Namche Bazaar, with a first glimpse of Everest on the way.",
          "Nel parco nazionale di Sagarmatha a Monjo, sull'alto ponte sospeso Hillary e su per la lunga salita fino a Namche Bazaar, con un primo scorcio dell'Everest lungo il cammino.",
          "Entrada al parque nacional de Sagarmatha en Monjo, el alto puente colgante Hillary y la larga subida hasta Namche Bazaar, con una primera vista del Everest por el camino.",
          "Entrée dans le parc national de Sagarmatha à Monjo, le haut pont suspendu Hillary et la longue montée jusqu'à Namche Bazaar, avec un premier aperçu de l'Everest en chemin.",
          "Bei Monjo in den Sagarmatha-Nationalpark, über die hohe Hillary-Hängebrücke und den langen Anstieg nach Namche Bazaar, unterwegs ein erster Blick auf den Everest.",
        ],
      ],
      [
        "trek",
        [
          "Everest Base Camp: Tengboche monastery",
          "Campo base dell'Everest: il monastero di Tengboche",
          "Campo base del Everest: el monasterio de Tengboche",
          "Camp de base de l'Everest : le monastère de Tengboche",
          "Everest-Basislager: das Kloster Tengboche",
        ],
        [
          "Along the balcony trail above the Dudh Koshi with Ama Dablam ahead, down to the river and up to Tengboche monastery for the monks' afternoon chanting, then on to Dingboche.",
          "Lungo il sentiero a balcone sopra il Dudh Koshi con l'Ama Dablam davanti, giù al fiume e su al monastero di Tengboche per i canti dei monaci, poi avanti fino a Dingboche.",
          "Por el sendero balcón sobre el Dudh Koshi con el Ama Dablam de frente, bajada al río y subida al monasterio de Tengboche para los cantos de los monjes, y luego hasta Dingboche.",
          "Par le sentier en balcon au-dessus de la Dudh Koshi, l'Ama Dablam en face, descente à la rivière puis montée au monastère de Tengboche pour les chants des moines, et suite jusqu'à Dingboche.",
          "Auf dem Balkonweg über dem Dudh Koshi mit der Ama Dablam voraus, hinab zum Fluss und hinauf zum Kloster Tengboche zu den Gesängen der Mönche, dann weiter nach Dingboche.",
        ],
      ],
      [
        "trek",
        [
          "Everest Base Camp: Gorak Shep and the Base Camp",
          "Campo base dell'Everest: Gorak Shep e il campo base",
          "Campo base del Everest: Gorak Shep y el campo base",
          "Camp de base de l'Everest : Gorak Shep et le camp de base",
          "Everest-Basislager: Gorak Shep und das Basislager",
        ],
        [
          "From Lobuche along the moraine of the Khumbu Glacier to the lodges of Gorak Shep, then on over rock and ice to Everest Base Camp at about 5,364 m below the Khumbu Icefall.",
          "Da Lobuche lungo la morena del ghiacciaio del Khumbu fino ai lodge di Gorak Shep, poi tra roccia e ghiaccio fino al campo base dell'Everest, a circa 5.364 m sotto la seraccata del Khumbu.",
          "Desde Lobuche por la morrena del glaciar del Khumbu hasta los albergues de Gorak Shep, y luego entre roca y hielo hasta el campo base del Everest, a unos 5.364 m bajo la cascada de hielo del Khumbu.",
          "De Lobuche par la moraine du glacier du Khumbu jusqu'aux lodges de Gorak Shep, puis entre roche et glace jusqu'au camp de base de l'Everest, vers 5 364 m, sous la cascade de glace du Khumbu.",
          "Von Lobuche über die Moräne des Khumbu-Gletschers zu den Lodges von Gorak Shep, dann über Fels und Eis zum Everest-Basislager auf rund 5.364 m unter dem Khumbu-Eisbruch.",
        ],
      ],
      [
        "trek",
        [
          "Everest Base Camp: sunrise on Kala Patthar",
          "Campo base dell'Everest: l'alba sul Kala Patthar",
          "Campo base del Everest: amanecer en el Kala Patthar",
          "Camp de base de l'Everest : lever du soleil au Kala Patthar",
          "Everest-Basislager: Sonnenaufgang auf dem Kala Patthar",
        ],
        [
          "Up Kala Patthar above Gorak Shep in the dark for sunrise on the summit of Everest, Nuptse and Pumori, the closest view of the mountain on the trek, then down the valley to Pheriche.",
          "Su al Kala Patthar sopra Gorak Shep col buio per l'alba sulla vetta dell'Everest, del Nuptse e del Pumori, la vista più vicina della montagna del trekking, poi giù per la valle fino a Pheriche.",
          "Subida al Kala Patthar sobre Gorak Shep a oscuras para el amanecer sobre la cumbre del Everest, el Nuptse y el Pumori, la vista más cercana de la montaña, y bajada por el valle hasta Pheriche.",
          "Montée au Kala Patthar au-dessus de Gorak Shep dans la nuit pour le lever du soleil sur le sommet de l'Everest, le Nuptse et le Pumori, la vue la plus proche de la montagne, puis descente vers Pheriche.",
          "Im Dunkeln auf den Kala Patthar über Gorak Shep zum Sonnenaufgang am Gipfel von Everest, Nuptse und Pumori, dem nächsten Blick auf den Berg, dann talabwärts nach Pheriche.",
        ],
      ],
      [
        "see",
        [
          "Everest Base Camp: Khumjung and the Hillary school",
          "Campo base dell'Everest: Khumjung e la scuola di Hillary",
          "Campo base del Everest: Khumjung y la escuela de Hillary",
          "Camp de base de l'Everest : Khumjung et l'école Hillary",
          "Everest-Basislager: Khumjung und die Hillary-Schule",
        ],
        [
          "A day among the Sherpa villages of Khumjung and Khunde: the school Edmund Hillary founded, the monastery said to keep a yeti scalp, and potato fields walled in stone under Khumbila.",
          "Una giornata tra i villaggi sherpa di Khumjung e Khunde: la scuola fondata da Edmund Hillary, il monastero che custodirebbe uno scalpo di yeti e i campi di patate cinti di pietra sotto il Khumbila.",
          "Un día entre las aldeas sherpa de Khumjung y Khunde: la escuela que fundó Edmund Hillary, el monasterio que guardaría un cuero cabelludo de yeti y los campos de patatas cercados de piedra bajo el Khumbila.",
          "Une journée dans les villages sherpas de Khumjung et de Khunde : l'école fondée par Edmund Hillary, le monastère qui garderait un scalp de yéti et les champs de pommes de terre murés sous le Khumbila.",
          "Ein Tag in den Sherpa-Dörfern Khumjung und Khunde: die von Edmund Hillary gegründete Schule, das Kloster mit dem angeblichen Yeti-Skalp und ummauerte Kartoffelfelder unter dem Khumbila.",
        ],
      ],
    ],
  },
  "NPL Chitwan National Park": {
    days: [
      [
        "game",
        [
          "Chitwan National Park: jeep safari in the grasslands",
          "Parco nazionale di Chitwan: safari in jeep nelle praterie",
          "Parque nacional de Chitwan: safari en jeep por las praderas",
          "Parc national de Chitwan : safari en jeep dans les prairies",
          "Chitwan-Nationalpark: Jeepsafari im Grasland",
        ],
        [
          "A jeep drive through sal forest and tall elephant grass looking for one-horned rhinos, sambar and spotted deer, sloth bears and, with luck, a tiger, with a stop at the gharial breeding station.",
          "In jeep tra la foresta di sal e l'alta erba degli elefanti in cerca di rinoceronti unicorni, sambar e cervi pomellati, orsi labiati e, con fortuna, una tigre, con sosta al centro di allevamento dei gaviali.",
          "En jeep por el bosque de sal y la alta hierba de elefante en busca de rinocerontes indios, sambares y ciervos moteados, osos bezudos y, con suerte, un tigre, con parada en el centro de cría de gaviales.",
          "En jeep dans la forêt de sals et les hautes herbes à éléphants, à la recherche de rhinocéros unicornes, sambars et cerfs axis, ours lippus et, avec de la chance, d'un tigre, avec halte au centre d'élevage des gavials.",
          "Im Jeep durch Salwald und hohes Elefantengras auf der Suche nach Panzernashörnern, Sambar- und Axishirschen, Lippenbären und mit Glück einem Tiger, mit Halt an der Gavial-Zuchtstation.",
        ],
      ],
      [
        "game",
        [
          "Chitwan National Park: dugout canoe and jungle walk",
          "Parco nazionale di Chitwan: piroga e camminata nella giungla",
          "Parque nacional de Chitwan: piragua y caminata por la selva",
          "Parc national de Chitwan : pirogue et marche dans la jungle",
          "Chitwan-Nationalpark: Einbaum und Dschungelwanderung",
        ],
        [
          "Down the Rapti River in a dugout canoe past mugger crocodiles, kingfishers and storks, then a walking safari into the forest with Tharu naturalist guides who read the tracks of rhino and tiger.",
          "Lungo il fiume Rapti in piroga tra coccodrilli palustri, martin pescatori e cicogne, poi un safari a piedi nella foresta con guide naturaliste tharu che leggono le tracce di rinoceronti e tigri.",
          "Por el río Rapti en piragua entre cocodrilos de los pantanos, martines pescadores y cigüeñas, y luego un safari a pie por el bosque con guías naturalistas tharu que leen las huellas de rinocerontes y tigres.",
          "Descente de la Rapti en pirogue parmi les crocodiles des marais, martins-pêcheurs et cigognes, puis un safari à pied en forêt avec des guides naturalistes tharus qui lisent les traces du rhinocéros et du tigre.",
          "Im Einbaum den Rapti hinab an Sumpfkrokodilen, Eisvögeln und Störchen vorbei, dann eine Fußpirsch in den Wald mit Tharu-Naturführern, die Nashorn- und Tigerspuren lesen.",
        ],
      ],
    ],
  },
  "NPL Lumbini": {
    days: [
      [
        "see",
        [
          "Lumbini: the Buddha's birthplace",
          "Lumbini: il luogo di nascita del Buddha",
          "Lumbini: el lugar de nacimiento de Buda",
          "Lumbini : le lieu de naissance du Bouddha",
          "Lumbini: der Geburtsort Buddhas",
        ],
        [
          "The Maya Devi Temple over the marker stone of the Buddha's birth, the Ashoka pillar and the sacred pond, then by bicycle along the canal past the monasteries built by Buddhist nations.",
          "Il tempio di Maya Devi sopra la pietra che segna la nascita del Buddha, la colonna di Ashoka e lo stagno sacro, poi in bicicletta lungo il canale tra i monasteri costruiti dai paesi buddhisti.",
          "El templo de Maya Devi sobre la piedra que marca el nacimiento de Buda, el pilar de Ashoka y el estanque sagrado, y luego en bicicleta junto al canal entre los monasterios de los países budistas.",
          "Le temple de Maya Devi au-dessus de la pierre qui marque la naissance du Bouddha, le pilier d'Ashoka et le bassin sacré, puis à vélo le long du canal parmi les monastères bâtis par les pays bouddhistes.",
          "Der Maya-Devi-Tempel über dem Stein, der Buddhas Geburt markiert, die Ashoka-Säule und der heilige Teich, dann mit dem Rad entlang des Kanals an den Klöstern buddhistischer Länder vorbei.",
        ],
      ],
      [
        "food",
        [
          "Lumbini: Tharu and Madhesi cooking",
          "Lumbini: cucina tharu e madhesi",
          "Lumbini: cocina tharu y madhesi",
          "Lumbini : cuisine tharu et madhesi",
          "Lumbini: Tharu- und Madhesi-Küche",
        ],
        [
          "Food of the Terai plains in a village near Lumbini: dhikri steamed rice rolls and snail or fish curry of the Tharu, litti chokha, and fresh sugar cane juice from the roadside presses.",
          "La cucina della pianura del Terai in un villaggio vicino a Lumbini: dhikri, rotoli di riso al vapore, curry di lumache o di pesce dei tharu, litti chokha e succo di canna pressato al momento.",
          "La cocina de la llanura del Terai en una aldea cerca de Lumbini: dhikri, rollos de arroz al vapor, curry de caracoles o pescado de los tharu, litti chokha y zumo de caña recién prensado.",
          "La cuisine de la plaine du Téraï dans un village près de Lumbini : dhikri, rouleaux de riz vapeur, curry d'escargots ou de poisson des Tharus, litti chokha et jus de canne pressé au bord de la route.",
          "Die Küche der Terai-Ebene in einem Dorf bei Lumbini: Dhikri-Reisrollen, Schnecken- oder Fischcurry der Tharu, Litti Chokha und frisch gepresster Zuckerrohrsaft vom Straßenrand.",
        ],
      ],
    ],
  },
  "BTN Paro": {
    days: [
      [
        "see",
        [
          "Paro: Rinpung Dzong and the National Museum",
          "Paro: il Rinpung Dzong e il Museo nazionale",
          "Paro: el Rinpung Dzong y el Museo Nacional",
          "Paro : le Rinpung Dzong et le Musée national",
          "Paro: der Rinpung Dzong und das Nationalmuseum",
        ],
        [
          "Across the covered cantilever bridge to Rinpung Dzong, fortress and monastery above the Paro Chhu, up to the watchtower of Ta Dzong that holds the National Museum, and the old temple of Kyichu Lhakhang.",
          "Oltre il ponte coperto a sbalzo fino al Rinpung Dzong, fortezza e monastero sopra il Paro Chhu, su alla torre di guardia del Ta Dzong che ospita il Museo nazionale e al vecchio tempio di Kyichu Lhakhang.",
          "Por el puente cubierto de madera hasta el Rinpung Dzong, fortaleza y monasterio sobre el Paro Chhu, subida a la atalaya del Ta Dzong, que alberga el Museo Nacional, y el viejo templo de Kyichu Lhakhang.",
          "Par le pont couvert en encorbellement jusqu'au Rinpung Dzong, forteresse et monastère au-dessus de la Paro Chhu, puis la tour de guet du Ta Dzong qui abrite le Musée national et le vieux temple de Kyichu Lhakhang.",
          "Über die überdachte Auslegerbrücke zum Rinpung Dzong, Festung und Kloster über dem Paro Chhu, hinauf zum Wachturm Ta Dzong mit dem Nationalmuseum und zum alten Tempel Kyichu Lhakhang.",
        ],
      ],
      [
        "food",
        [
          "Paro: ema datshi and a farmhouse meal",
          "Paro: ema datshi e un pasto in una fattoria",
          "Paro: ema datshi y una comida en una granja",
          "Paro : ema datshi et repas à la ferme",
          "Paro: Ema Datshi und ein Essen auf dem Bauernhof",
        ],
        [
          "A meal in a painted Paro farmhouse: ema datshi of chillies and cheese, red rice, buckwheat pancakes, butter tea and ara, the farm spirit, with a hot-stone bath for those who want one.",
          "Un pasto in una fattoria dipinta di Paro: ema datshi di peperoncini e formaggio, riso rosso, frittelle di grano saraceno, tè al burro e ara, la grappa di casa, con un bagno alle pietre calde per chi vuole.",
          "Una comida en una granja pintada de Paro: ema datshi de guindillas y queso, arroz rojo, tortitas de trigo sarraceno, té con mantequilla y ara, el licor de la casa, con baño de piedras calientes para quien quiera.",
          "Un repas dans une ferme peinte de Paro : ema datshi de piments au fromage, riz rouge, galettes de sarrasin, thé au beurre et ara, l'eau-de-vie de la ferme, avec un bain aux pierres chaudes pour qui le souhaite.",
          "Ein Essen in einem bemalten Bauernhaus bei Paro: Ema Datshi aus Chili und Käse, roter Reis, Buchweizenpfannkuchen, Buttertee und Ara, der Hofschnaps, dazu wer will ein Heißsteinbad.",
        ],
      ],
    ],
  },
  "BTN Tiger's Nest": {
    days: [
      [
        "see",
        [
          "Tiger's Nest: the climb to Paro Taktsang",
          "Nido della Tigre: la salita al Paro Taktsang",
          "Nido del Tigre: la subida al Paro Taktsang",
          "Nid du Tigre : la montée au Paro Taktsang",
          "Tigernest: der Aufstieg zum Paro Taktsang",
        ],
        [
          "Up through pine forest hung with prayer flags, past the cafeteria viewpoint, to the monastery clinging to its cliff where Guru Rinpoche is said to have flown on a tigress, and down the same trail.",
          "Su nella pineta piena di bandiere di preghiera, oltre il belvedere della caffetteria, fino al monastero aggrappato alla rupe dove Guru Rinpoche sarebbe giunto in volo su una tigre, e giù per lo stesso sentiero.",
          "Subida por un pinar cubierto de banderas de oración, pasando el mirador de la cafetería, hasta el monasterio colgado del acantilado donde Guru Rinpoche habría llegado volando sobre una tigresa, y bajada por el mismo sendero.",
          "Montée dans la forêt de pins tendue de drapeaux de prière, par le belvédère de la cafétéria, jusqu'au monastère accroché à sa falaise où Guru Rinpoché serait arrivé sur une tigresse, et retour par le même sentier.",
          "Durch Kiefernwald voller Gebetsfahnen hinauf, am Aussichtspunkt der Cafeteria vorbei, zum Kloster an der Felswand, wohin Guru Rinpoche auf einer Tigerin geflogen sein soll, und auf demselben Weg zurück.",
        ],
      ],
    ],
  },
  "BTN Druk Path": {
    months: [3, 11],
    days: [
      [
        "trek",
        [
          "Druk Path: from Paro to Jele Dzong",
          "Druk Path: da Paro a Jele Dzong",
          "Druk Path: de Paro a Jele Dzong",
          "Druk Path : de Paro à Jele Dzong",
          "Druk Path: von Paro nach Jele Dzong",
        ],
        [
          "From the National Museum above Paro up through blue pine and apple orchards to the ridge camp below Jele Dzong, with the Paro valley and Chomolhari behind.",
          "Dal Museo nazionale sopra Paro su tra pini blu e meleti fino al campo in cresta sotto il Jele Dzong, con la valle di Paro e il Chomolhari alle spalle.",
          "Desde el Museo Nacional sobre Paro, subida entre pinos azules y manzanares hasta el campamento en la cresta bajo el Jele Dzong, con el valle de Paro y el Chomolhari detrás.",
          "Du Musée national au-dessus de Paro, montée entre pins bleus et vergers de pommiers jusqu'au camp sur la crête sous le Jele Dzong, la vallée de Paro et le Chomolhari derrière.",
          "Vom Nationalmuseum über Paro durch Blaukiefern und Apfelgärten hinauf zum Lager auf dem Kamm unter dem Jele Dzong, das Paro-Tal und den Chomolhari im Rücken.",
        ],
      ],
      [
        "trek",
        [
          "Druk Path: through rhododendrons to Jimilang Tsho",
          "Druk Path: tra i rododendri fino al Jimilang Tsho",
          "Druk Path: entre rododendros hasta el Jimilang Tsho",
          "Druk Path : entre rhododendrons jusqu'au Jimilang Tsho",
          "Druk Path: durch Rhododendren zum Jimilang Tsho",
        ],
        [
          "Along the ridge through forests of rhododendron and past yak herders' camps, by Jangchulakha, to the lake of Jimilang Tsho, known for its giant trout.",
          "Lungo la cresta tra foreste di rododendri e accampamenti di pastori di yak, per Jangchulakha, fino al lago Jimilang Tsho, noto per le sue trote giganti.",
          "Por la cresta entre bosques de rododendros y campamentos de pastores de yaks, por Jangchulakha, hasta el lago Jimilang Tsho, conocido por sus truchas gigantes.",
          "Le long de la crête dans les forêts de rhododendrons, près des camps de bergers de yacks, par Jangchulakha, jusqu'au lac Jimilang Tsho, réputé pour ses truites géantes.",
          "Über den Kamm durch Rhododendronwälder und an Lagern der Yakhirten vorbei über Jangchulakha zum See Jimilang Tsho, der für seine riesigen Forellen bekannt ist.",
        ],
      ],
      [
        "trek",
        [
          "Druk Path: past Simkotra Tsho to Phajoding",
          "Druk Path: oltre il Simkotra Tsho fino a Phajoding",
          "Druk Path: pasando el Simkotra Tsho hasta Phajoding",
          "Druk Path : par le Simkotra Tsho jusqu'à Phajoding",
          "Druk Path: am Simkotra Tsho vorbei nach Phajoding",
        ],
        [
          "By the lakes of Janetsho and Simkotra Tsho, over the last pass with a view of Gangkar Puensum on clear days, down to the monastery of Phajoding and on through forest to Thimphu.",
          "Lungo i laghi di Janetsho e Simkotra Tsho, oltre l'ultimo passo con vista sul Gangkar Puensum nei giorni limpidi, giù al monastero di Phajoding e poi nel bosco fino a Thimphu.",
          "Junto a los lagos Janetsho y Simkotra Tsho, por el último paso con vistas al Gangkar Puensum los días claros, bajada al monasterio de Phajoding y luego por el bosque hasta Thimphu.",
          "Par les lacs de Janetsho et de Simkotra Tsho, le dernier col avec vue sur le Gangkar Puensum par temps clair, la descente au monastère de Phajoding puis à travers la forêt jusqu'à Thimphu.",
          "An den Seen Janetsho und Simkotra Tsho vorbei über den letzten Pass mit Blick auf den Gangkar Puensum an klaren Tagen, hinab zum Kloster Phajoding und durch den Wald nach Thimphu.",
        ],
      ],
      [
        "see",
        [
          "Druk Path: the lakes and Phajoding monastery",
          "Druk Path: i laghi e il monastero di Phajoding",
          "Druk Path: los lagos y el monasterio de Phajoding",
          "Druk Path : les lacs et le monastère de Phajoding",
          "Druk Path: die Seen und das Kloster Phajoding",
        ],
        [
          "A day at the high lakes of the Druk Path, walking among yak pastures and the meditation huts of Phajoding, where young monks study above the whole Thimphu valley.",
          "Una giornata ai laghi alti del Druk Path, tra pascoli di yak e le capanne di meditazione di Phajoding, dove giovani monaci studiano sopra tutta la valle di Thimphu.",
          "Un día en los lagos altos del Druk Path, entre pastos de yaks y las cabañas de meditación de Phajoding, donde estudian jóvenes monjes sobre todo el valle de Thimphu.",
          "Une journée aux lacs d'altitude du Druk Path, entre pâturages à yacks et ermitages de Phajoding, où de jeunes moines étudient au-dessus de toute la vallée de Thimphu.",
          "Ein Tag an den Hochseen des Druk Path, zwischen Yakweiden und den Meditationshütten von Phajoding, wo junge Mönche über dem ganzen Thimphu-Tal lernen.",
        ],
      ],
    ],
  },
  "BTN Thimphu": {
    days: [
      [
        "see",
        [
          "Thimphu: Tashichho Dzong and the Buddha Dordenma",
          "Thimphu: il Tashichho Dzong e il Buddha Dordenma",
          "Thimphu: el Tashichho Dzong y el Buda Dordenma",
          "Thimphu : le Tashichho Dzong et le Bouddha Dordenma",
          "Thimphu: Tashichho Dzong und der Buddha Dordenma",
        ],
        [
          "The giant bronze Buddha Dordenma above the valley, the white Memorial Chorten circled by elderly pilgrims, and Tashichho Dzong, seat of the government and the monk body, at the evening flag lowering.",
          "Il gigantesco Buddha Dordenma di bronzo sopra la valle, il bianco Memorial Chorten girato dagli anziani pellegrini e il Tashichho Dzong, sede del governo e del clero, all'ammainabandiera della sera.",
          "El gigantesco Buda Dordenma de bronce sobre el valle, el blanco Memorial Chorten rodeado por peregrinos ancianos y el Tashichho Dzong, sede del gobierno y del clero, al arriar la bandera por la tarde.",
          "Le Bouddha Dordenma géant de bronze au-dessus de la vallée, le Memorial Chorten blanc où tournent les pèlerins âgés, et le Tashichho Dzong, siège du gouvernement et du clergé, à la descente du drapeau le soir.",
          "Der riesige bronzene Buddha Dordenma über dem Tal, der weiße Memorial Chorten, den ältere Pilger umrunden, und der Tashichho Dzong, Sitz von Regierung und Mönchskörperschaft, beim abendlichen Flaggeneinholen.",
        ],
      ],
      [
        "see",
        [
          "Thimphu: the arts school, the takin and the archers",
          "Thimphu: la scuola delle arti, il takin e gli arcieri",
          "Thimphu: la escuela de artes, el takin y los arqueros",
          "Thimphu : l'école des arts, le takin et les archers",
          "Thimphu: Kunstschule, Takin und Bogenschützen",
        ],
        [
          "Students painting thangkas and carving masks at the School of Traditional Arts, the takin, Bhutan's national animal, in the Motithang preserve, and an archery match at Changlimithang.",
          "Gli studenti che dipingono thangka e scolpiscono maschere alla scuola delle arti tradizionali, il takin, animale nazionale del Bhutan, nella riserva di Motithang, e una gara di tiro con l'arco a Changlimithang.",
          "Estudiantes que pintan thangkas y tallan máscaras en la escuela de artes tradicionales, el takin, animal nacional de Bután, en la reserva de Motithang, y una competición de tiro con arco en Changlimithang.",
          "Les élèves qui peignent des thangkas et sculptent des masques à l'école des arts traditionnels, le takin, animal national du Bhoutan, dans la réserve de Motithang, et un concours de tir à l'arc à Changlimithang.",
          "Schüler, die an der Schule für traditionelle Künste Thangkas malen und Masken schnitzen, der Takin, Bhutans Nationaltier, im Gehege von Motithang, und ein Bogenschießwettkampf in Changlimithang.",
        ],
      ],
      [
        "food",
        [
          "Thimphu: red rice, datshi and momos",
          "Thimphu: riso rosso, datshi e momo",
          "Thimphu: arroz rojo, datshi y momos",
          "Thimphu : riz rouge, datshi et momos",
          "Thimphu: roter Reis, Datshi und Momos",
        ],
        [
          "A lunch of kewa datshi, potatoes in melted cheese, shakam paa dried beef, red rice and cheese momos, and, if the day falls on a weekend, the Centenary Farmers' Market by the river, with its piles of chillies and dried yak cheese.",
          "Un pranzo di kewa datshi, patate nel formaggio fuso, manzo essiccato shakam paa, riso rosso e momo al formaggio e, se il giorno cade nel fine settimana, il Centenary Farmers' Market sul fiume, con cumuli di peperoncini e formaggio di yak essiccato.",
          "Un almuerzo de kewa datshi, patatas con queso fundido, carne seca shakam paa, arroz rojo y momos de queso y, si el día cae en fin de semana, el Centenary Farmers' Market junto al río, con sus montones de guindillas y queso de yak seco.",
          "Un déjeuner de kewa datshi, pommes de terre au fromage fondu, de bœuf séché shakam paa, de riz rouge et de momos au fromage, et, si la journée tombe un week-end, le Centenary Farmers' Market au bord de la rivière, avec ses tas de piments et de fromage de yack séché.",
          "Ein Mittagessen mit Kewa Datshi, Kartoffeln in geschmolzenem Käse, Trockenfleisch Shakam Paa, rotem Reis und Käsemomos und, fällt der Tag auf ein Wochenende, der Centenary Farmers' Market am Fluss mit Bergen von Chilis und getrocknetem Yakkäse.",
        ],
      ],
    ],
  },
  "BTN Dochula Pass": {
    days: [
      [
        "see",
        [
          "Dochula Pass: the 108 chortens",
          "Passo Dochula: i 108 chorten",
          "Paso de Dochula: los 108 chortens",
          "Col de Dochula : les 108 chortens",
          "Dochula-Pass: die 108 Chörten",
        ],
        [
          "The 108 Druk Wangyal chortens on the pass at about 3,100 m, the temple beside them, and on clear days the line of snow peaks of the eastern Himalaya, with a walk in the Royal Botanical Park.",
          "I 108 chorten di Druk Wangyal sul passo a circa 3.100 m, il tempio accanto e nei giorni limpidi la fila di cime innevate dell'Himalaya orientale, con una passeggiata nel Parco botanico reale.",
          "Los 108 chortens de Druk Wangyal en el paso, a unos 3.100 m, el templo de al lado y, los días claros, la fila de cumbres nevadas del Himalaya oriental, con un paseo por el Parque Botánico Real.",
          "Les 108 chortens de Druk Wangyal sur le col, vers 3 100 m, le temple voisin et, par temps clair, la ligne des sommets enneigés de l'Himalaya oriental, avec une balade dans le Parc botanique royal.",
          "Die 108 Druk-Wangyal-Chörten auf dem Pass in rund 3.100 m Höhe, der Tempel daneben und an klaren Tagen die Kette der Schneegipfel des Osthimalaya, dazu ein Gang durch den Königlichen Botanischen Park.",
        ],
      ],
      [
        "see",
        [
          "Dochula Pass: the Lungchutse trail",
          "Passo Dochula: il sentiero del Lungchutse",
          "Paso de Dochula: el sendero del Lungchutse",
          "Col de Dochula : le sentier du Lungchutse",
          "Dochula-Pass: der Weg zum Lungchutse",
        ],
        [
          "A walk from the pass up through rhododendron and hemlock forest to the small Lungchutse temple, with a wider view of the high Himalaya than from the road.",
          "Una camminata dal passo tra rododendri e tsughe fino al piccolo tempio di Lungchutse, con una vista sull'alto Himalaya più ampia che dalla strada.",
          "Una caminata desde el paso entre rododendros y tsugas hasta el pequeño templo de Lungchutse, con una vista del alto Himalaya más amplia que desde la carretera.",
          "Une marche du col à travers rhododendrons et pruches jusqu'au petit temple de Lungchutse, avec une vue sur le haut Himalaya plus vaste que depuis la route.",
          "Eine Wanderung vom Pass durch Rhododendron- und Hemlockwald zum kleinen Tempel Lungchutse, mit weiterem Blick auf den Hochhimalaya als von der Straße.",
        ],
      ],
    ],
  },
  "BTN Punakha": {
    days: [
      [
        "see",
        [
          "Punakha: Chimi Lhakhang and the rice terraces",
          "Punakha: il Chimi Lhakhang e le risaie",
          "Punakha: el Chimi Lhakhang y los arrozales",
          "Punakha : le Chimi Lhakhang et les rizières",
          "Punakha: Chimi Lhakhang und die Reisterrassen",
        ],
        [
          "Across the rice terraces to Chimi Lhakhang, the fertility temple of the Divine Madman, then the long suspension bridge over the Po Chhu and the Khamsum Yulley Namgyal chorten above the valley.",
          "Tra le risaie a terrazze fino al Chimi Lhakhang, il tempio della fertilità del Folle Divino, poi il lungo ponte sospeso sul Po Chhu e il chorten di Khamsum Yulley Namgyal sopra la valle.",
          "Entre arrozales en terrazas hasta el Chimi Lhakhang, el templo de la fertilidad del Loco Divino, y luego el largo puente colgante sobre el Po Chhu y el chorten de Khamsum Yulley Namgyal sobre el valle.",
          "À travers les rizières en terrasses jusqu'au Chimi Lhakhang, temple de la fertilité du Fou divin, puis le long pont suspendu sur la Po Chhu et le chorten de Khamsum Yulley Namgyal au-dessus de la vallée.",
          "Durch die Reisterrassen zum Chimi Lhakhang, dem Fruchtbarkeitstempel des Göttlichen Narren, dann die lange Hängebrücke über den Po Chhu und der Chörten Khamsum Yulley Namgyal über dem Tal.",
        ],
      ],
      [
        "food",
        [
          "Punakha: red rice and a valley farm",
          "Punakha: riso rosso e una fattoria della valle",
          "Punakha: arroz rojo y una granja del valle",
          "Punakha : riz rouge et ferme de la vallée",
          "Punakha: roter Reis und ein Hof im Tal",
        ],
        [
          "Lunch at a farm in the warm Punakha valley: red rice from the terraces, jasha maru chicken stew, shamu datshi mushrooms with cheese, and the oranges and chillies the valley grows.",
          "Pranzo in una fattoria della tiepida valle di Punakha: riso rosso delle terrazze, stufato di pollo jasha maru, funghi shamu datshi al formaggio e le arance e i peperoncini della valle.",
          "Almuerzo en una granja del templado valle de Punakha: arroz rojo de las terrazas, guiso de pollo jasha maru, setas shamu datshi con queso y las naranjas y guindillas del valle.",
          "Déjeuner dans une ferme de la douce vallée de Punakha : riz rouge des terrasses, ragoût de poulet jasha maru, champignons shamu datshi au fromage, et les oranges et piments de la vallée.",
          "Mittagessen auf einem Hof im milden Punakha-Tal: roter Reis von den Terrassen, Hühnereintopf Jasha Maru, Pilze Shamu Datshi mit Käse und die Orangen und Chilis des Tals.",
        ],
      ],
    ],
  },
  "BTN Punakha Dzong": {
    days: [
      [
        "see",
        [
          "Punakha Dzong: the palace of great happiness",
          "Punakha Dzong: il palazzo della grande felicità",
          "Punakha Dzong: el palacio de la gran felicidad",
          "Punakha Dzong : le palais du grand bonheur",
          "Punakha Dzong: der Palast des großen Glücks",
        ],
        [
          "The dzong at the meeting of the Pho Chhu and Mo Chhu, reached by a wooden cantilever bridge, with its whitewashed courtyards, jacaranda trees and the gilded assembly hall of the winter monk body.",
          "Il dzong alla confluenza del Pho Chhu e del Mo Chhu, raggiunto da un ponte di legno a sbalzo, con i cortili imbiancati, gli alberi di jacaranda e la sala dorata del clero che vi passa l'inverno.",
          "El dzong en la confluencia del Pho Chhu y el Mo Chhu, al que se llega por un puente de madera, con sus patios encalados, sus jacarandas y la sala dorada del clero que inverna allí.",
          "Le dzong au confluent de la Pho Chhu et de la Mo Chhu, rejoint par un pont de bois en encorbellement, avec ses cours blanchies, ses jacarandas et la salle dorée du clergé qui y passe l'hiver.",
          "Der Dzong am Zusammenfluss von Pho Chhu und Mo Chhu, über eine hölzerne Auslegerbrücke erreicht, mit weiß getünchten Höfen, Jacarandas und der vergoldeten Halle der dort überwinternden Mönche.",
        ],
      ],
    ],
  },
  "BTN Phobjikha Valley": {
    days: [
      [
        "see",
        [
          "Phobjikha Valley: Gangtey monastery and the cranes",
          "Valle di Phobjikha: il monastero di Gangtey e le gru",
          "Valle de Phobjikha: el monasterio de Gangtey y las grullas",
          "Vallée de Phobjikha : le monastère de Gangtey et les grues",
          "Phobjikha-Tal: Kloster Gangtey und die Kraniche",
        ],
        [
          "Gangtey Goenpa on its hill above the glacial valley, then the information hall of the black-necked cranes that winter in the marsh, with its telescopes over the valley floor.",
          "Il Gangtey Goenpa sulla sua collina sopra la valle glaciale, poi il centro informativo sulle gru dal collo nero che svernano nella palude, con i suoi cannocchiali sul fondovalle.",
          "El Gangtey Goenpa en su colina sobre el valle glaciar, y luego el centro de información de las grullas cuellinegras que invernan en la marisma, con sus telescopios sobre el fondo del valle.",
          "Le Gangtey Goenpa sur sa colline au-dessus de la vallée glaciaire, puis la maison d'information des grues à cou noir qui hivernent dans le marais, avec ses longues-vues sur le fond de vallée.",
          "Das Kloster Gangtey Goenpa auf seinem Hügel über dem Gletschertal, dann das Informationshaus zu den Schwarzhalskranichen, die im Sumpf überwintern, mit Fernrohren über den Talboden.",
        ],
      ],
      [
        "see",
        [
          "Phobjikha Valley: the Gangtey nature trail",
          "Valle di Phobjikha: il sentiero natura di Gangtey",
          "Valle de Phobjikha: el sendero natural de Gangtey",
          "Vallée de Phobjikha : le sentier nature de Gangtey",
          "Phobjikha-Tal: der Gangtey-Naturpfad",
        ],
        [
          "The Gangtey nature trail from the monastery down through pine woods and bamboo to the edge of the marsh and the village of Khewang, past potato fields and farmhouses.",
          "Il sentiero natura di Gangtey dal monastero giù tra pinete e bambù fino al bordo della palude e al villaggio di Khewang, tra campi di patate e case contadine.",
          "El sendero natural de Gangtey desde el monasterio, bajando entre pinos y bambú hasta el borde de la marisma y la aldea de Khewang, entre campos de patatas y granjas.",
          "Le sentier nature de Gangtey, du monastère à travers pins et bambous jusqu'au bord du marais et au village de Khewang, entre champs de pommes de terre et fermes.",
          "Der Gangtey-Naturpfad vom Kloster durch Kiefern und Bambus hinab zum Rand des Sumpfes und ins Dorf Khewang, an Kartoffelfeldern und Bauernhäusern vorbei.",
        ],
      ],
    ],
  },
  "BTN Bumthang": {
    days: [
      [
        "see",
        [
          "Bumthang: Jakar Dzong and Jambay Lhakhang",
          "Bumthang: il Jakar Dzong e il Jambay Lhakhang",
          "Bumthang: el Jakar Dzong y el Jambay Lhakhang",
          "Bumthang : le Jakar Dzong et le Jambay Lhakhang",
          "Bumthang: Jakar Dzong und Jambay Lhakhang",
        ],
        [
          "The valleys of Bumthang, the spiritual heart of Bhutan: Jakar Dzong above the town, the 7th-century Jambay Lhakhang, Kurjey Lhakhang with the body print of Guru Rinpoche, and Tamshing's old murals.",
          "Le valli di Bumthang, cuore spirituale del Bhutan: il Jakar Dzong sopra la cittadina, il Jambay Lhakhang del VII secolo, il Kurjey Lhakhang con l'impronta del corpo di Guru Rinpoche e gli antichi murali di Tamshing.",
          "Los valles de Bumthang, corazón espiritual de Bután: el Jakar Dzong sobre el pueblo, el Jambay Lhakhang del siglo VII, el Kurjey Lhakhang con la huella del cuerpo de Guru Rinpoche y los viejos murales de Tamshing.",
          "Les vallées de Bumthang, cœur spirituel du Bhoutan : le Jakar Dzong au-dessus de la ville, le Jambay Lhakhang du VIIe siècle, le Kurjey Lhakhang et l'empreinte du corps de Guru Rinpoché, et les vieilles fresques de Tamshing.",
          "Die Täler von Bumthang, Bhutans spirituelles Herz: Jakar Dzong über dem Ort, der Jambay Lhakhang aus dem 7. Jahrhundert, Kurjey Lhakhang mit dem Körperabdruck Guru Rinpoches und die alten Wandbilder von Tamshing.",
        ],
      ],
      [
        "food",
        [
          "Bumthang: buckwheat, honey and Red Panda beer",
          "Bumthang: grano saraceno, miele e birra Red Panda",
          "Bumthang: trigo sarraceno, miel y cerveza Red Panda",
          "Bumthang : sarrasin, miel et bière Red Panda",
          "Bumthang: Buchweizen, Honig und Red-Panda-Bier",
        ],
        [
          "Bumthang's own food: puta buckwheat noodles and khuli pancakes, Swiss-style cheese and honey from the Swiss Farm project, and the unfiltered Red Panda wheat beer brewed in the valley.",
          "La cucina di Bumthang: i tagliolini di grano saraceno puta e le frittelle khuli, il formaggio e il miele del progetto Swiss Farm e la birra di frumento non filtrata Red Panda prodotta nella valle.",
          "La cocina propia de Bumthang: los fideos de trigo sarraceno puta y las tortitas khuli, el queso y la miel del proyecto Swiss Farm y la cerveza de trigo sin filtrar Red Panda que se elabora en el valle.",
          "La cuisine de Bumthang : les nouilles de sarrasin puta et les galettes khuli, le fromage et le miel du projet Swiss Farm, et la bière de blé non filtrée Red Panda brassée dans la vallée.",
          "Bumthangs eigene Küche: Puta-Buchweizennudeln und Khuli-Pfannkuchen, Käse und Honig aus dem Swiss-Farm-Projekt und das ungefilterte Weizenbier Red Panda, das im Tal gebraut wird.",
        ],
      ],
    ],
  },
  "LKA Colombo": {
    days: [
      [
        "see",
        [
          "Colombo: Pettah, the Fort and Galle Face",
          "Colombo: Pettah, il Fort e Galle Face",
          "Colombo: Pettah, el Fort y Galle Face",
          "Colombo : Pettah, le Fort et Galle Face",
          "Colombo: Pettah, das Fort und Galle Face",
        ],
        [
          "The bazaar lanes of Pettah and the red-and-white Jami Ul-Alfar mosque, the colonial Fort quarter and the old Dutch Hospital, then Galle Face Green by the sea as families fly kites at dusk.",
          "I vicoli del bazar di Pettah e la moschea bianca e rossa Jami Ul-Alfar, il quartiere coloniale del Fort e il vecchio Ospedale olandese, poi il prato di Galle Face sul mare, dove le famiglie fanno volare gli aquiloni al tramonto.",
          "Las callejas del bazar de Pettah y la mezquita roja y blanca Jami Ul-Alfar, el barrio colonial del Fort y el viejo Hospital Holandés, y luego el paseo de Galle Face junto al mar, donde las familias vuelan cometas al atardecer.",
          "Les ruelles du bazar de Pettah et la mosquée rouge et blanche Jami Ul-Alfar, le quartier colonial du Fort et l'ancien hôpital hollandais, puis Galle Face Green face à la mer, où les familles font voler des cerfs-volants le soir.",
          "Die Basargassen von Pettah und die rot-weiße Jami-Ul-Alfar-Moschee, das koloniale Fort-Viertel und das alte Holländische Krankenhaus, dann Galle Face Green am Meer, wo Familien abends Drachen steigen lassen.",
        ],
      ],
      [
        "see",
        [
          "Colombo: Gangaramaya and Independence Square",
          "Colombo: il Gangaramaya e Independence Square",
          "Colombo: el Gangaramaya e Independence Square",
          "Colombo : le Gangaramaya et Independence Square",
          "Colombo: Gangaramaya und der Unabhängigkeitsplatz",
        ],
        [
          "The crowded Gangaramaya temple and its lake pavilion of Seema Malaka by Geoffrey Bawa, the National Museum, Independence Square, and Bawa's own house and garden at Number 11.",
          "L'affollato tempio di Gangaramaya e il padiglione sul lago di Seema Malaka di Geoffrey Bawa, il Museo nazionale, Independence Square e la casa e il giardino di Bawa al Number 11.",
          "El concurrido templo de Gangaramaya y el pabellón sobre el lago de Seema Malaka, obra de Geoffrey Bawa, el Museo Nacional, Independence Square y la casa y el jardín de Bawa en el Number 11.",
          "Le temple foisonnant de Gangaramaya et le pavillon lacustre de Seema Malaka signé Geoffrey Bawa, le Musée national, Independence Square, et la maison-jardin de Bawa au Number 11.",
          "Der überladene Gangaramaya-Tempel und Geoffrey Bawas Seepavillon Seema Malaka, das Nationalmuseum, der Unabhängigkeitsplatz und Bawas eigenes Haus mit Garten, Number 11.",
        ],
      ],
      [
        "food",
        [
          "Colombo: hoppers, kottu and crab",
          "Colombo: hopper, kottu e granchio",
          "Colombo: hoppers, kottu y cangrejo",
          "Colombo : hoppers, kottu et crabe",
          "Colombo: Hoppers, Kottu und Krabben",
        ],
        [
          "Egg hoppers and string hoppers at breakfast, the clatter of kottu roti chopped on the griddle, isso wade prawn fritters at Galle Face, and a Jaffna-style crab curry.",
          "Hopper all'uovo e string hopper a colazione, il tintinnio del kottu roti tagliato sulla piastra, frittelle di gamberi isso wade a Galle Face e un curry di granchio alla maniera di Jaffna.",
          "Hoppers con huevo y string hoppers en el desayuno, el repiqueteo del kottu roti picado en la plancha, buñuelos de gambas isso wade en Galle Face y un curry de cangrejo al estilo de Jaffna.",
          "Hoppers à l'œuf et string hoppers au petit-déjeuner, le cliquetis du kottu roti haché sur la plaque, beignets de crevettes isso wade à Galle Face et un curry de crabe à la mode de Jaffna.",
          "Egg Hoppers und String Hoppers zum Frühstück, das Klappern des auf der Platte gehackten Kottu Roti, Isso-Wade-Garnelenküchlein am Galle Face und ein Krabbencurry nach Jaffna-Art.",
        ],
      ],
    ],
  },
  "LKA Negombo": {
    days: [
      [
        "see",
        [
          "Negombo: the fish market and the Dutch canal",
          "Negombo: il mercato del pesce e il canale olandese",
          "Negombo: el mercado de pescado y el canal holandés",
          "Negombo : le marché aux poissons et le canal hollandais",
          "Negombo: der Fischmarkt und der holländische Kanal",
        ],
        [
          "The Lellama fish market and the beach where fish are dried in the sun, the outrigger oruwa canoes of the lagoon, St Mary's Church, and a boat along the old Dutch canal.",
          "Il mercato del pesce di Lellama e la spiaggia dove il pesce secca al sole, le piroghe a bilanciere oruwa della laguna, la chiesa di Santa Maria e un giro in barca sul vecchio canale olandese.",
          "El mercado de pescado de Lellama y la playa donde el pescado se seca al sol, las piraguas con balancín oruwa de la laguna, la iglesia de Santa María y un paseo en barca por el viejo canal holandés.",
          "Le marché aux poissons de Lellama et la plage où le poisson sèche au soleil, les pirogues à balancier oruwa de la lagune, l'église Sainte-Marie et un tour en bateau sur le vieux canal hollandais.",
          "Der Fischmarkt von Lellama und der Strand, an dem Fisch in der Sonne trocknet, die Auslegerkanus Oruwa der Lagune, die Marienkirche und eine Bootsfahrt auf dem alten holländischen Kanal.",
        ],
      ],
      [
        "food",
        [
          "Negombo: lagoon prawns and crab curry",
          "Negombo: gamberi di laguna e curry di granchio",
          "Negombo: gambas de la laguna y curry de cangrejo",
          "Negombo : crevettes de la lagune et curry de crabe",
          "Negombo: Lagunengarnelen und Krabbencurry",
        ],
        [
          "The catch of the lagoon and the sea cooked the Negombo way: lagoon prawns and crab in a thick curry, ambul thiyal sour fish, and fresh king coconut on the beach.",
          "Il pescato della laguna e del mare cucinato alla maniera di Negombo: gamberi e granchi della laguna in un curry denso, il pesce acidulo ambul thiyal e il cocco re fresco sulla spiaggia.",
          "La pesca de la laguna y del mar cocinada a la manera de Negombo: gambas y cangrejos de la laguna en un curry espeso, el pescado agrio ambul thiyal y coco rey fresco en la playa.",
          "La pêche de la lagune et de la mer cuisinée à la mode de Negombo : crevettes et crabes de la lagune en curry épais, poisson aigre ambul thiyal et noix de coco royale sur la plage.",
          "Der Fang aus Lagune und Meer nach Art von Negombo: Lagunengarnelen und Krabben in dickem Curry, saurer Fisch Ambul Thiyal und frische Königskokosnuss am Strand.",
        ],
      ],
    ],
  },
  "LKA Anuradhapura": {
    days: [
      [
        "see",
        [
          "Anuradhapura: the sacred city",
          "Anuradhapura: la città sacra",
          "Anuradhapura: la ciudad sagrada",
          "Anuradhapura : la ville sacrée",
          "Anuradhapura: die heilige Stadt",
        ],
        [
          "By bicycle around the first capital of Sri Lanka: the Sri Maha Bodhi, grown from a cutting of the Buddha's tree, the white dome of Ruwanwelisaya, the Jetavanaramaya and the Abhayagiri monastery.",
          "In bicicletta nella prima capitale dello Sri Lanka: lo Sri Maha Bodhi, nato da una talea dell'albero del Buddha, la cupola bianca del Ruwanwelisaya, il Jetavanaramaya e il monastero di Abhayagiri.",
          "En bicicleta por la primera capital de Sri Lanka: el Sri Maha Bodhi, nacido de un esqueje del árbol de Buda, la cúpula blanca del Ruwanwelisaya, el Jetavanaramaya y el monasterio de Abhayagiri.",
          "À vélo dans la première capitale du Sri Lanka : le Sri Maha Bodhi, né d'une bouture de l'arbre du Bouddha, le dôme blanc du Ruwanwelisaya, le Jetavanaramaya et le monastère d'Abhayagiri.",
          "Mit dem Fahrrad durch Sri Lankas erste Hauptstadt: der Sri Maha Bodhi, aus einem Ableger von Buddhas Baum gewachsen, die weiße Kuppel des Ruwanwelisaya, der Jetavanaramaya und das Kloster Abhayagiri.",
        ],
      ],
    ],
  },
  "LKA Sigiriya": {
    days: [
      [
        "see",
        [
          "Sigiriya: the Lion Rock",
          "Sigiriya: la Rocca del Leone",
          "Sigiriya: la Roca del León",
          "Sigiriya : le Rocher du Lion",
          "Sigiriya: der Löwenfelsen",
        ],
        [
          "Through the water gardens of King Kashyapa, up the iron stairs past the painted maidens of the frescoes and the Mirror Wall, between the giant lion paws to the palace ruins on the summit.",
          "Tra i giardini d'acqua del re Kashyapa, su per le scale di ferro oltre le fanciulle degli affreschi e il Muro dello Specchio, tra le gigantesche zampe del leone fino alle rovine del palazzo in cima.",
          "Por los jardines acuáticos del rey Kashyapa, subiendo las escaleras de hierro junto a las doncellas de los frescos y el Muro del Espejo, entre las gigantescas garras del león hasta las ruinas del palacio en la cima.",
          "Par les jardins d'eau du roi Kashyapa, puis les escaliers de fer devant les demoiselles des fresques et le Mur miroir, entre les pattes géantes du lion jusqu'aux ruines du palais au sommet.",
          "Durch die Wassergärten König Kashyapas, die Eisentreppen hinauf an den Wolkenmädchen der Fresken und der Spiegelwand vorbei, zwischen den riesigen Löwenpranken zu den Palastruinen auf dem Gipfel.",
        ],
      ],
      [
        "see",
        [
          "Sigiriya: Pidurangala at sunrise",
          "Sigiriya: Pidurangala all'alba",
          "Sigiriya: Pidurangala al amanecer",
          "Sigiriya : Pidurangala au lever du soleil",
          "Sigiriya: Pidurangala bei Sonnenaufgang",
        ],
        [
          "Up Pidurangala rock past its reclining Buddha and a last scramble over boulders, for sunrise facing the Lion Rock across the forest, then a village walk and a bullock cart among the paddies.",
          "Su per la rocca di Pidurangala oltre il Buddha disteso e un'ultima arrampicata tra i massi, per l'alba davanti alla Rocca del Leone sopra la foresta, poi una passeggiata nel villaggio e un carro di buoi tra le risaie.",
          "Subida a la roca de Pidurangala junto a su Buda reclinado y una última trepada entre rocas, para el amanecer frente a la Roca del León sobre la selva, y luego un paseo por la aldea y un carro de bueyes entre arrozales.",
          "Montée au rocher de Pidurangala, devant son Bouddha couché et par une dernière escalade entre les blocs, pour le lever du soleil face au Rocher du Lion au-dessus de la forêt, puis le village et une charrette à bœufs dans les rizières.",
          "Hinauf auf den Pidurangala-Felsen am liegenden Buddha vorbei und über letzte Felsblöcke, zum Sonnenaufgang gegenüber dem Löwenfelsen über dem Wald, dann ein Dorfgang und ein Ochsenkarren durch die Reisfelder.",
        ],
      ],
    ],
  },
  "LKA Dambulla": {
    days: [
      [
        "see",
        [
          "Dambulla: the cave temples",
          "Dambulla: i templi nelle grotte",
          "Dambulla: los templos en las cuevas",
          "Dambulla : les temples troglodytes",
          "Dambulla: die Höhlentempel",
        ],
        [
          "Up the granite outcrop to the five cave temples of Dambulla, with their reclining Buddhas and ceilings painted edge to edge, and the view over the plain to Sigiriya's rock.",
          "Su per lo sperone di granito fino ai cinque templi in grotta di Dambulla, con i Buddha distesi e i soffitti dipinti da parte a parte, e la vista sulla pianura fino alla rocca di Sigiriya.",
          "Subida por el peñón de granito hasta los cinco templos en cueva de Dambulla, con sus Budas reclinados y sus techos pintados de lado a lado, y la vista sobre la llanura hasta la roca de Sigiriya.",
          "Montée sur l'affleurement de granit jusqu'aux cinq grottes-temples de Dambulla, leurs Bouddhas couchés et leurs plafonds peints d'un bord à l'autre, avec la vue sur la plaine jusqu'au rocher de Sigiriya.",
          "Den Granitfelsen hinauf zu den fünf Höhlentempeln von Dambulla mit liegenden Buddhas und vollständig bemalten Decken, mit Blick über die Ebene bis zum Felsen von Sigiriya.",
        ],
      ],
      [
        "food",
        [
          "Dambulla: the wholesale market and rice and curry",
          "Dambulla: il mercato all'ingrosso e riso e curry",
          "Dambulla: el mercado mayorista y arroz con curry",
          "Dambulla : le marché de gros et le riz-curry",
          "Dambulla: der Großmarkt und Reis mit Curry",
        ],
        [
          "Dambulla's wholesale market, the great vegetable market of the island, then a village lunch of rice and curry: jackfruit, dhal, gotu kola salad, pol sambol, and curd with kithul treacle.",
          "Il Dedicated Economic Centre di Dambulla, il grande mercato ortofrutticolo dell'isola, poi un pranzo di villaggio con riso e curry: jackfruit, dhal, insalata di gotu kola, pol sambol e cagliata con melassa di kithul.",
          "El Dedicated Economic Centre de Dambulla, el gran mercado de verduras de la isla, y luego un almuerzo de aldea de arroz y curry: yaca, dhal, ensalada de gotu kola, pol sambol y cuajada con melaza de kithul.",
          "Le Dedicated Economic Centre de Dambulla, grand marché aux légumes de l'île, puis un déjeuner villageois de riz et curry : jacquier, dhal, salade de gotu kola, pol sambol et caillé à la mélasse de kithul.",
          "Das Dedicated Economic Centre in Dambulla, der große Gemüsemarkt der Insel, dann ein Dorfessen mit Reis und Curry: Jackfrucht, Dhal, Gotu-Kola-Salat, Pol Sambol und Dickmilch mit Kithul-Sirup.",
        ],
      ],
    ],
  },
  "LKA Kandy": {
    days: [
      [
        "see",
        [
          "Kandy: the Temple of the Tooth",
          "Kandy: il Tempio del Dente",
          "Kandy: el Templo del Diente",
          "Kandy : le temple de la Dent",
          "Kandy: der Zahntempel",
        ],
        [
          "Around Kandy Lake to the Temple of the Sacred Tooth Relic for the drums and offerings of the evening puja, then a show of Kandyan dancers and fire walkers in the old town.",
          "Intorno al lago di Kandy fino al Tempio della Sacra Reliquia del Dente per i tamburi e le offerte della puja serale, poi uno spettacolo di danzatori kandiani e camminatori sul fuoco.",
          "Alrededor del lago de Kandy hasta el Templo de la Reliquia del Diente para los tambores y ofrendas de la puja de la tarde, y luego un espectáculo de danzas kandianas y caminantes sobre el fuego.",
          "Le tour du lac de Kandy jusqu'au temple de la Dent sacrée pour les tambours et les offrandes de la puja du soir, puis un spectacle de danseurs kandyens et de marcheurs sur le feu.",
          "Rund um den Kandy-See zum Tempel der Zahnreliquie zu Trommeln und Opfergaben der Abend-Puja, dann eine Vorführung kandyscher Tänzer und Feuerläufer.",
        ],
      ],
      [
        "see",
        [
          "Kandy: Peradeniya gardens and the hill temples",
          "Kandy: i giardini di Peradeniya e i templi sulle colline",
          "Kandy: los jardines de Peradeniya y los templos de las colinas",
          "Kandy : les jardins de Peradeniya et les temples des collines",
          "Kandy: die Gärten von Peradeniya und die Hügeltempel",
        ],
        [
          "The Royal Botanic Gardens of Peradeniya with their avenue of palms, orchid house and giant Javan fig, then the 14th-century hill temples of Gadaladeniya, Lankatilaka and Embekke with its carved wooden pillars.",
          "L'Orto botanico reale di Peradeniya con il viale delle palme, la serra delle orchidee e il gigantesco fico di Giava, poi i templi collinari del XIV secolo di Gadaladeniya, Lankatilaka ed Embekke con le colonne di legno scolpite.",
          "El Jardín Botánico Real de Peradeniya con su avenida de palmeras, su orquidario y su ficus gigante de Java, y luego los templos del siglo XIV de Gadaladeniya, Lankatilaka y Embekke con sus columnas de madera tallada.",
          "Le jardin botanique royal de Peradeniya, son allée de palmiers, sa serre à orchidées et son figuier géant de Java, puis les temples du XIVe siècle de Gadaladeniya, Lankatilaka et Embekke aux piliers de bois sculpté.",
          "Der Königliche Botanische Garten von Peradeniya mit Palmenallee, Orchideenhaus und riesigem Java-Feigenbaum, dann die Hügeltempel des 14. Jahrhunderts Gadaladeniya, Lankatilaka und Embekke mit geschnitzten Holzsäulen.",
        ],
      ],
      [
        "food",
        [
          "Kandy: the central market and a spice garden",
          "Kandy: il mercato centrale e un giardino delle spezie",
          "Kandy: el mercado central y un jardín de especias",
          "Kandy : le marché central et un jardin d'épices",
          "Kandy: der Zentralmarkt und ein Gewürzgarten",
        ],
        [
          "The Kandy Municipal Market's stalls of dried fish, curry leaves and jaggery, a spice garden of cinnamon, cardamom and cloves at Matale, and a rice and curry lunch cooked with them.",
          "I banchi del mercato municipale di Kandy con pesce secco, foglie di curry e jaggery, un giardino delle spezie di cannella, cardamomo e chiodi di garofano a Matale e un pranzo di riso e curry cucinato con queste.",
          "Los puestos del mercado municipal de Kandy con pescado seco, hojas de curry y jaggery, un jardín de especias de canela, cardamomo y clavo en Matale y un almuerzo de arroz y curry cocinado con ellas.",
          "Les étals du marché municipal de Kandy, poisson séché, feuilles de curry et jaggery, un jardin d'épices de cannelle, cardamome et girofle à Matale, et un déjeuner de riz-curry préparé avec elles.",
          "Die Stände des Stadtmarkts von Kandy mit Trockenfisch, Curryblättern und Jaggery, ein Gewürzgarten mit Zimt, Kardamom und Nelken bei Matale und ein damit gekochtes Reis-und-Curry-Mittagessen.",
        ],
      ],
    ],
  },
  "LKA Nuwara Eliya": {
    days: [
      [
        "see",
        [
          "Nuwara Eliya: tea estates and Gregory Lake",
          "Nuwara Eliya: le tenute del tè e il lago Gregory",
          "Nuwara Eliya: las fincas de té y el lago Gregory",
          "Nuwara Eliya : les domaines de thé et le lac Gregory",
          "Nuwara Eliya: Teeplantagen und der Gregory-See",
        ],
        [
          "A tea factory of the hill country, from withering troughs to the tasting room, and the Tamil pluckers on the slopes, then the mock-Tudor post office, Victoria Park and a walk by Gregory Lake.",
          "Una fabbrica di tè degli altopiani, dai letti di appassimento alla sala di degustazione, le raccoglitrici tamil sui pendii, poi l'ufficio postale in stile Tudor, il Victoria Park e una passeggiata sul lago Gregory.",
          "Una fábrica de té de las tierras altas, de las artesas de marchitado a la sala de cata, y las recolectoras tamiles en las laderas, y luego la oficina de correos de estilo Tudor, el Victoria Park y un paseo por el lago Gregory.",
          "Une usine à thé des hautes terres, des claies de flétrissage à la salle de dégustation, les cueilleuses tamoules sur les pentes, puis la poste néo-Tudor, le Victoria Park et une promenade au bord du lac Gregory.",
          "Eine Teefabrik im Hochland, vom Welktrog bis zum Verkostungsraum, und die tamilischen Pflückerinnen an den Hängen, dann die Post im Tudorstil, der Victoria Park und ein Spaziergang am Gregory-See.",
        ],
      ],
      [
        "food",
        [
          "Nuwara Eliya: high-grown tea and hill vegetables",
          "Nuwara Eliya: tè d'alta quota e ortaggi di montagna",
          "Nuwara Eliya: té de altura y verduras de montaña",
          "Nuwara Eliya : thé d'altitude et légumes des collines",
          "Nuwara Eliya: Hochlandtee und Gemüse der Berge",
        ],
        [
          "A tasting of high-grown Ceylon teas, from pale whites to strong broken orange pekoe, the leeks, carrots and strawberries of the hill farms at the market, and a Tamil estate lunch of roti and dhal.",
          "Una degustazione di tè di Ceylon d'alta quota, dai bianchi pallidi al forte broken orange pekoe, porri, carote e fragole delle fattorie di collina al mercato e un pranzo tamil di piantagione con roti e dhal.",
          "Una cata de tés de Ceilán de altura, de los blancos pálidos al fuerte broken orange pekoe, los puerros, zanahorias y fresas de las granjas de montaña en el mercado y un almuerzo tamil de plantación con roti y dhal.",
          "Une dégustation de thés de Ceylan d'altitude, des blancs pâles au puissant broken orange pekoe, les poireaux, carottes et fraises des fermes des collines au marché, et un déjeuner tamoul de plantation, roti et dhal.",
          "Eine Verkostung von Ceylon-Hochlandtees, vom hellen Weißtee bis zum kräftigen Broken Orange Pekoe, Lauch, Karotten und Erdbeeren der Bergbauern auf dem Markt und ein tamilisches Plantagenessen mit Roti und Dhal.",
        ],
      ],
    ],
  },
  "LKA Adam's Peak": {
    days: [
      [
        "see",
        [
          "Adam's Peak: the night climb to Sri Pada",
          "Picco d'Adamo: la salita notturna allo Sri Pada",
          "Pico de Adán: la subida nocturna al Sri Pada",
          "Pic d'Adam : l'ascension nocturne du Sri Pada",
          "Adams Peak: der Nachtaufstieg zum Sri Pada",
        ],
        [
          "From Dalhousie in the small hours up some 5,000 steps with pilgrims to the shrine of the sacred footprint on the summit, for sunrise and the peak's triangular shadow cast over the hills.",
          "Da Dalhousie nel cuore della notte su per circa 5.000 gradini con i pellegrini fino al santuario dell'impronta sacra in vetta, per l'alba e l'ombra triangolare della montagna proiettata sulle colline.",
          "Desde Dalhousie de madrugada, subida por unos 5.000 escalones con los peregrinos hasta el santuario de la huella sagrada en la cima, para el amanecer y la sombra triangular del pico sobre las colinas.",
          "De Dalhousie au cœur de la nuit, quelque 5 000 marches avec les pèlerins jusqu'au sanctuaire de l'empreinte sacrée au sommet, pour le lever du soleil et l'ombre triangulaire du pic projetée sur les collines.",
          "Von Dalhousie mitten in der Nacht mit Pilgern rund 5.000 Stufen hinauf zum Schrein des heiligen Fußabdrucks auf dem Gipfel, zu Sonnenaufgang und dem dreieckigen Schatten des Berges über den Hügeln.",
        ],
      ],
      [
        "see",
        [
          "Adam's Peak: the Maskeliya tea valleys",
          "Picco d'Adamo: le valli del tè di Maskeliya",
          "Pico de Adán: los valles de té de Maskeliya",
          "Pic d'Adam : les vallées de thé de Maskeliya",
          "Adams Peak: die Teetäler von Maskeliya",
        ],
        [
          "A walk through the tea estates of Maskeliya below the peak, past the Maskeliya reservoir and the waterfalls of the valley, to the lines where the estate families live.",
          "Una camminata tra le tenute del tè di Maskeliya sotto la montagna, lungo il lago artificiale di Maskeliya e le cascate della valle, fino alle case delle famiglie delle piantagioni.",
          "Una caminata por las fincas de té de Maskeliya bajo el pico, junto al embalse de Maskeliya y las cascadas del valle, hasta las viviendas donde viven las familias de la plantación.",
          "Une marche dans les domaines de thé de Maskeliya sous le pic, le long du réservoir de Maskeliya et des cascades de la vallée, jusqu'aux logements des familles de la plantation.",
          "Eine Wanderung durch die Teeplantagen von Maskeliya unter dem Gipfel, am Maskeliya-Stausee und den Wasserfällen des Tals vorbei zu den Siedlungen der Plantagenfamilien.",
        ],
      ],
    ],
  },
  "LKA Ella": {
    days: [
      [
        "see",
        [
          "Ella: Nine Arches Bridge and Little Adam's Peak",
          "Ella: il ponte dei Nove Archi e il Little Adam's Peak",
          "Ella: el puente de los Nueve Arcos y el Little Adam's Peak",
          "Ella : le pont des Neuf Arches et le Little Adam's Peak",
          "Ella: die Nine Arches Bridge und der Little Adam's Peak",
        ],
        [
          "Along the railway through the tea to the stone Nine Arches Bridge as a blue train crosses, then up Little Adam's Peak for the view through Ella Gap, and the Ravana Falls below the town.",
          "Lungo la ferrovia tra il tè fino al ponte di pietra dei Nove Archi al passaggio di un treno blu, poi su al Little Adam's Peak per la vista sulla Ella Gap e le cascate di Ravana sotto il paese.",
          "Por la vía del tren entre el té hasta el puente de piedra de los Nueve Arcos cuando pasa un tren azul, luego subida al Little Adam's Peak para la vista de Ella Gap, y las cataratas de Ravana bajo el pueblo.",
          "Le long de la voie ferrée dans le thé jusqu'au pont de pierre des Neuf Arches au passage d'un train bleu, puis le Little Adam's Peak pour la vue sur l'Ella Gap, et les chutes de Ravana sous le village.",
          "Entlang der Bahnstrecke durch den Tee zur steinernen Nine Arches Bridge, wenn ein blauer Zug darüberfährt, dann hinauf auf den Little Adam's Peak mit Blick durch die Ella Gap und zu den Ravana-Fällen.",
        ],
      ],
      [
        "food",
        [
          "Ella: a Sri Lankan cooking class",
          "Ella: lezione di cucina srilankese",
          "Ella: clase de cocina de Sri Lanka",
          "Ella : cours de cuisine sri-lankaise",
          "Ella: Sri-lankischer Kochkurs",
        ],
        [
          "A home cooking class in Ella: coconut scraped by hand, a spread of curries of dhal, beetroot, pumpkin and jackfruit, coconut roti and seeni sambol, with tea from the estate up the road.",
          "Una lezione di cucina in casa a Ella: cocco grattato a mano, una tavola di curry di dhal, barbabietola, zucca e jackfruit, roti al cocco e seeni sambol, con il tè della piantagione vicina.",
          "Una clase de cocina casera en Ella: coco rallado a mano, una mesa de curris de dhal, remolacha, calabaza y yaca, roti de coco y seeni sambol, con té de la finca de al lado.",
          "Un cours de cuisine chez l'habitant à Ella : coco râpée à la main, une tablée de currys de dhal, betterave, potiron et jacquier, roti à la coco et seeni sambol, avec le thé du domaine voisin.",
          "Ein Kochkurs bei einer Familie in Ella: Kokos von Hand geraspelt, eine Tafel aus Currys von Dhal, Roter Bete, Kürbis und Jackfrucht, Kokos-Roti und Seeni Sambol, dazu Tee von der Plantage nebenan.",
        ],
      ],
    ],
  },
  "LKA Yala National Park": {
    months: [11, 8],
    days: [
      [
        "game",
        [
          "Yala National Park: leopards at dawn",
          "Parco nazionale di Yala: leopardi all'alba",
          "Parque nacional de Yala: leopardos al amanecer",
          "Parc national de Yala : léopards à l'aube",
          "Yala-Nationalpark: Leoparden im Morgengrauen",
        ],
        [
          "A jeep at the gates at first light into Block 1, among rock outcrops and waterholes where Yala's leopards rest, with elephants, sloth bears, crocodiles and peacocks along the tracks.",
          "In jeep ai cancelli alle prime luci nel Blocco 1, tra speroni di roccia e pozze dove riposano i leopardi di Yala, con elefanti, orsi labiati, coccodrilli e pavoni lungo le piste.",
          "En jeep a las puertas con la primera luz hacia el Bloque 1, entre peñascos y charcas donde descansan los leopardos de Yala, con elefantes, osos bezudos, cocodrilos y pavos reales en las pistas.",
          "En jeep aux portes dès l'aube dans le Bloc 1, entre affleurements rocheux et points d'eau où se reposent les léopards de Yala, avec éléphants, ours lippus, crocodiles et paons le long des pistes.",
          "Im Jeep beim ersten Licht an den Toren, hinein in Block 1 zwischen Felsbuckeln und Wasserlöchern, wo Yalas Leoparden ruhen, mit Elefanten, Lippenbären, Krokodilen und Pfauen an den Pisten.",
        ],
      ],
      [
        "game",
        [
          "Yala National Park: afternoon drive to the coast",
          "Parco nazionale di Yala: safari pomeridiano verso la costa",
          "Parque nacional de Yala: safari de tarde hacia la costa",
          "Parc national de Yala : safari de l'après-midi vers la côte",
          "Yala-Nationalpark: Nachmittagspirsch zur Küste",
        ],
        [
          "An afternoon drive through scrub and lagoons to the dunes of the coast, with painted storks, water buffalo and spotted deer, and the tsunami memorial at Patanangala beach.",
          "Un safari pomeridiano tra boscaglia e lagune fino alle dune della costa, con tantali indiani, bufali d'acqua e cervi pomellati, e il memoriale dello tsunami sulla spiaggia di Patanangala.",
          "Un safari de tarde entre matorral y lagunas hasta las dunas de la costa, con tántalos indios, búfalos de agua y ciervos moteados, y el memorial del tsunami en la playa de Patanangala.",
          "Une sortie l'après-midi entre broussailles et lagunes jusqu'aux dunes de la côte, avec tantales indiens, buffles d'eau et cerfs axis, et le mémorial du tsunami sur la plage de Patanangala.",
          "Eine Nachmittagsfahrt durch Buschland und Lagunen zu den Dünen der Küste, mit Buntstörchen, Wasserbüffeln und Axishirschen und dem Tsunami-Denkmal am Strand von Patanangala.",
        ],
      ],
    ],
  },
  "LKA Mirissa": {
    days: [
      [
        "see",
        [
          "Mirissa: Coconut Tree Hill and Parrot Rock",
          "Mirissa: Coconut Tree Hill e Parrot Rock",
          "Mirissa: Coconut Tree Hill y Parrot Rock",
          "Mirissa : Coconut Tree Hill et Parrot Rock",
          "Mirissa: Coconut Tree Hill und Parrot Rock",
        ],
        [
          "The palm-covered headland of Coconut Tree Hill above the sea, the climb up Parrot Rock at the end of the bay, and the fishing port where the boats unload tuna in the morning.",
          "Il promontorio di palme di Coconut Tree Hill sopra il mare, la salita su Parrot Rock in fondo alla baia e il porto dei pescatori dove al mattino si scarica il tonno.",
          "El cabo cubierto de palmeras de Coconut Tree Hill sobre el mar, la subida a Parrot Rock al final de la bahía y el puerto pesquero donde las barcas descargan atún por la mañana.",
          "Le promontoire planté de cocotiers de Coconut Tree Hill au-dessus de la mer, la montée sur Parrot Rock au bout de la baie et le port de pêche où l'on décharge le thon le matin.",
          "Die palmenbestandene Landzunge Coconut Tree Hill über dem Meer, der Aufstieg auf den Parrot Rock am Ende der Bucht und der Fischerhafen, wo morgens Thunfisch entladen wird.",
        ],
      ],
      [
        "beach",
        [
          "Mirissa: surf lessons on the bay",
          "Mirissa: lezioni di surf nella baia",
          "Mirissa: clases de surf en la bahía",
          "Mirissa : cours de surf dans la baie",
          "Mirissa: Surfstunden in der Bucht",
        ],
        [
          "A surf lesson on the gentle reef break at the east end of Mirissa's bay or on the beginners' waves of Weligama next door, then swimming and fresh fish grilled on the sand.",
          "Una lezione di surf sulla dolce onda di reef in fondo alla baia di Mirissa o sulle onde per principianti della vicina Weligama, poi bagni e pesce fresco alla griglia sulla sabbia.",
          "Una clase de surf en la suave ola de arrecife al este de la bahía de Mirissa o en las olas para principiantes de la vecina Weligama, y luego baños y pescado fresco a la parrilla en la arena.",
          "Un cours de surf sur la douce vague de récif à l'est de la baie de Mirissa ou sur les vagues pour débutants de Weligama, tout proche, puis baignade et poisson frais grillé sur le sable.",
          "Eine Surfstunde am sanften Riffbreak im Osten der Bucht von Mirissa oder an den Anfängerwellen im nahen Weligama, danach Baden und frisch gegrillter Fisch im Sand.",
        ],
      ],
    ],
  },
  "LKA Galle": {
    days: [
      [
        "see",
        [
          "Galle: the ramparts of Galle Fort",
          "Galle: i bastioni del Forte di Galle",
          "Galle: las murallas del Fuerte de Galle",
          "Galle : les remparts du fort de Galle",
          "Galle: die Wälle des Forts von Galle",
        ],
        [
          "Around the Dutch ramparts of Galle Fort from the clock tower to the lighthouse and Flag Rock, through lanes of colonial houses, the Dutch Reformed Church and the old warehouses of the VOC.",
          "Il giro dei bastioni olandesi del Forte di Galle dalla torre dell'orologio al faro e a Flag Rock, tra vicoli di case coloniali, la Chiesa riformata olandese e i vecchi magazzini della VOC.",
          "La vuelta a las murallas holandesas del Fuerte de Galle, de la torre del reloj al faro y Flag Rock, entre callejas de casas coloniales, la Iglesia Reformada Holandesa y los viejos almacenes de la VOC.",
          "Le tour des remparts hollandais du fort de Galle, de la tour de l'Horloge au phare et à Flag Rock, par des ruelles de maisons coloniales, l'église réformée hollandaise et les anciens entrepôts de la VOC.",
          "Rund um die holländischen Wälle des Forts von Galle vom Uhrturm zum Leuchtturm und Flag Rock, durch Gassen mit Kolonialhäusern, vorbei an der Holländisch-Reformierten Kirche und den alten VOC-Lagerhäusern.",
        ],
      ],
      [
        "food",
        [
          "Galle: stilt fishermen and ambul thiyal",
          "Galle: pescatori sui pali e ambul thiyal",
          "Galle: pescadores en zancos y ambul thiyal",
          "Galle : pêcheurs sur échasses et ambul thiyal",
          "Galle: Stelzenfischer und Ambul Thiyal",
        ],
        [
          "The stilt fishermen of Koggala and the fish market by the bus stand, then a southern cooking lesson: ambul thiyal, the sour tuna of the coast cooked with goraka, and a coconut sambol.",
          "I pescatori sui pali di Koggala e il mercato del pesce vicino alla stazione degli autobus, poi una lezione di cucina del sud: l'ambul thiyal, il tonno acidulo della costa cotto con la goraka, e un sambol al cocco.",
          "Los pescadores en zancos de Koggala y el mercado de pescado junto a la estación de autobuses, y luego una clase de cocina del sur: el ambul thiyal, el atún agrio de la costa cocido con goraka, y un sambol de coco.",
          "Les pêcheurs sur échasses de Koggala et le marché aux poissons près de la gare routière, puis un cours de cuisine du sud : l'ambul thiyal, thon aigre de la côte cuit au goraka, et un sambol de coco.",
          "Die Stelzenfischer von Koggala und der Fischmarkt am Busbahnhof, dann ein Kochkurs des Südens: Ambul Thiyal, der saure Thunfisch der Küste mit Goraka gegart, und ein Kokos-Sambol.",
        ],
      ],
    ],
  },
  "MDV Malé": {
    days: [
      [
        "see",
        [
          "Malé: the Old Friday Mosque and the fish market",
          "Malé: l'antica moschea del venerdì e il mercato del pesce",
          "Malé: la antigua mezquita del viernes y el mercado de pescado",
          "Malé : la vieille mosquée du vendredi et le marché aux poissons",
          "Malé: die alte Freitagsmoschee und der Fischmarkt",
        ],
        [
          "The coral-stone Old Friday Mosque of 1658 with its carved tombstones, the Sultan Park, the gold dome of the Grand Friday Mosque, and the fish market where tuna is cut at the quay.",
          "La moschea del venerdì del 1658 in pietra di corallo con le sue lapidi scolpite, il Sultan Park, la cupola dorata del Centro islamico e il mercato del pesce dove il tonno si taglia sulla banchina.",
          "La antigua mezquita del viernes de 1658, de piedra de coral, con sus lápidas talladas, el Sultan Park, la cúpula dorada del Centro Islámico y el mercado de pescado donde se corta el atún en el muelle.",
          "La vieille mosquée du vendredi de 1658 en pierre de corail et ses stèles sculptées, le Sultan Park, le dôme doré du Centre islamique et le marché aux poissons où l'on découpe le thon sur le quai.",
          "Die alte Freitagsmoschee von 1658 aus Korallenstein mit ihren geschnitzten Grabsteinen, der Sultanspark, die goldene Kuppel des Islamischen Zentrums und der Fischmarkt, wo am Kai Thunfisch zerlegt wird.",
        ],
      ],
      [
        "see",
        [
          "Malé: the islands of Hulhumalé and Villimalé",
          "Malé: le isole di Hulhumalé e Villimalé",
          "Malé: las islas de Hulhumalé y Villimalé",
          "Malé : les îles de Hulhumalé et Villimalé",
          "Malé: die Inseln Hulhumalé und Villimalé",
        ],
        [
          "Across the Sinamalé bridge to the beaches of Hulhumalé, and by ferry to the quiet streets and shore walk of Villimalé, a short ride from the crowded capital island.",
          "Oltre il ponte di Sinamalé fino alle spiagge di Hulhumalé, poi in traghetto nelle vie tranquille e sul lungomare di Villimalé, a due passi dall'affollata isola capitale.",
          "Se cruza el puente de Sinamalé hasta las playas de Hulhumalé y se toma el ferri a las calles tranquilas y el paseo costero de Villimalé, a un paso de la abarrotada isla capital.",
          "Le pont de Sinamalé jusqu'aux plages de Hulhumalé, puis le ferry vers les rues calmes et le sentier côtier de Villimalé, tout près de l'île capitale surpeuplée.",
          "Über die Sinamalé-Brücke zu den Stränden von Hulhumalé und mit der Fähre in die ruhigen Straßen und auf den Uferweg von Villimalé, nur einen Katzensprung von der dichten Hauptstadtinsel.",
        ],
      ],
      [
        "food",
        [
          "Malé: mas huni and short eats",
          "Malé: mas huni e short eats",
          "Malé: mas huni y short eats",
          "Malé : mas huni et short eats",
          "Malé: Mas Huni und Short Eats",
        ],
        [
          "Maldivian breakfast of mas huni, tuna with coconut and onion, on roshi flatbread, then the local market's dried tuna and betel, and an afternoon of short eats, gulha and bajiya, with sweet tea.",
          "La colazione maldiviana di mas huni, tonno con cocco e cipolla, sul pane roshi, poi il tonno essiccato e il betel del mercato e un pomeriggio di short eats, gulha e bajiya, con tè dolce.",
          "El desayuno maldivo de mas huni, atún con coco y cebolla, sobre pan roshi, luego el atún seco y el betel del mercado y una tarde de short eats, gulha y bajiya, con té dulce.",
          "Le petit-déjeuner maldivien de mas huni, thon à la coco et à l'oignon, sur pain roshi, puis le thon séché et le bétel du marché, et un après-midi de short eats, gulha et bajiya, avec du thé sucré.",
          "Maledivisches Frühstück mit Mas Huni, Thunfisch mit Kokos und Zwiebel, auf Roshi-Fladenbrot, dann getrockneter Thunfisch und Betel auf dem Markt und nachmittags Short Eats, Gulha und Bajiya mit süßem Tee.",
        ],
      ],
    ],
  },
  "MDV North Malé Atoll": {
    days: [
      [
        "see",
        [
          "North Malé Atoll: the island of Thulusdhoo",
          "Atollo di Malé Nord: l'isola di Thulusdhoo",
          "Atolón de Malé Norte: la isla de Thulusdhoo",
          "Atoll de Malé Nord : l'île de Thulusdhoo",
          "Nord-Malé-Atoll: die Insel Thulusdhoo",
        ],
        [
          "A day on Thulusdhoo, a local island of the atoll: its sandy lanes, the factory that bottles the country's cola, and the reef breaks that draw surfers to Cokes and Chickens.",
          "Una giornata a Thulusdhoo, isola abitata dell'atollo: le sue vie di sabbia, la fabbrica che imbottiglia la cola del paese e le onde di reef che attirano i surfisti a Cokes e Chickens.",
          "Un día en Thulusdhoo, isla habitada del atolón: sus calles de arena, la fábrica que embotella la cola del país y las olas de arrecife que atraen a los surfistas a Cokes y Chickens.",
          "Une journée à Thulusdhoo, île habitée de l'atoll : ses rues de sable, l'usine qui embouteille le cola du pays et les vagues de récif qui attirent les surfeurs à Cokes et Chickens.",
          "Ein Tag auf Thulusdhoo, einer Einheimischeninsel des Atolls: Sandgassen, die Fabrik, die die Cola des Landes abfüllt, und die Riffwellen, die Surfer zu Cokes und Chickens locken.",
        ],
      ],
      [
        "boat",
        [
          "North Malé Atoll: reef snorkel and Banana Reef",
          "Atollo di Malé Nord: snorkeling al Banana Reef",
          "Atolón de Malé Norte: esnórquel en el Banana Reef",
          "Atoll de Malé Nord : snorkeling au Banana Reef",
          "Nord-Malé-Atoll: Schnorcheln am Banana Reef",
        ],
        [
          "A dhoni out to the house reefs and to Banana Reef, one of the first dive sites of the Maldives, to snorkel with turtles, reef sharks and schools of fusiliers, with a sandbank stop.",
          "Un dhoni verso i reef delle isole e il Banana Reef, uno dei primi siti d'immersione delle Maldive, per nuotare con maschera tra tartarughe, squali di barriera e banchi di fucilieri, con sosta su un banco di sabbia.",
          "Un dhoni hacia los arrecifes y el Banana Reef, uno de los primeros puntos de buceo de Maldivas, para hacer esnórquel con tortugas, tiburones de arrecife y bancos de fusileros, con parada en un banco de arena.",
          "Un dhoni vers les récifs et le Banana Reef, l'un des premiers sites de plongée des Maldives, pour nager avec masque et tuba parmi tortues, requins de récif et bancs de fusiliers, avec halte sur un banc de sable.",
          "Mit dem Dhoni zu den Hausriffen und zum Banana Reef, einem der ersten Tauchplätze der Malediven, zum Schnorcheln mit Schildkröten, Riffhaien und Füsilierschwärmen, mit Halt auf einer Sandbank.",
        ],
      ],
    ],
  },
  "MDV Ari Atoll": {
    days: [
      [
        "boat",
        [
          "Ari Atoll: whale sharks of the south",
          "Atollo di Ari: gli squali balena del sud",
          "Atolón de Ari: los tiburones ballena del sur",
          "Atoll d'Ari : les requins-baleines du sud",
          "Ari-Atoll: die Walhaie des Südens",
        ],
        [
          "A dhoni along the outer reef of South Ari between Dhigurah and Dhidhdhoo, where whale sharks feed near the surface all year, with a local guide to snorkel with them at the right distance.",
          "Un dhoni lungo il reef esterno di Ari Sud tra Dhigurah e Dhidhdhoo, dove gli squali balena si nutrono in superficie tutto l'anno, con una guida locale per nuotare con loro alla giusta distanza.",
          "Un dhoni por el arrecife exterior de Ari Sur entre Dhigurah y Dhidhdhoo, donde los tiburones ballena se alimentan cerca de la superficie todo el año, con un guía local para nadar con ellos a la distancia justa.",
          "Un dhoni le long du récif extérieur d'Ari Sud entre Dhigurah et Dhidhdhoo, où les requins-baleines se nourrissent près de la surface toute l'année, avec un guide local pour nager avec eux à bonne distance.",
          "Mit dem Dhoni am Außenriff von Süd-Ari zwischen Dhigurah und Dhidhdhoo entlang, wo Walhaie das ganze Jahr nahe der Oberfläche fressen, mit einem lokalen Guide, um im richtigen Abstand mit ihnen zu schwimmen.",
        ],
      ],
      [
        "beach",
        [
          "Ari Atoll: the long sandbank of Dhigurah",
          "Atollo di Ari: il lungo banco di sabbia di Dhigurah",
          "Atolón de Ari: el largo banco de arena de Dhigurah",
          "Atoll d'Ari : le long banc de sable de Dhigurah",
          "Ari-Atoll: die lange Sandbank von Dhigurah",
        ],
        [
          "A day on Dhigurah, with its sandbank running out into the lagoon, a bikini beach for swimming, the reef at the end of the island for turtles, and the village lanes under breadfruit trees.",
          "Una giornata a Dhigurah, con la lingua di sabbia che si allunga nella laguna, la bikini beach per i bagni, il reef in fondo all'isola con le tartarughe e i vicoli del villaggio sotto gli alberi del pane.",
          "Un día en Dhigurah, con su banco de arena que se adentra en la laguna, la bikini beach para bañarse, el arrecife al final de la isla con tortugas y las callejas del pueblo bajo los árboles del pan.",
          "Une journée à Dhigurah, son banc de sable qui s'avance dans le lagon, la bikini beach pour se baigner, le récif au bout de l'île et ses tortues, et les ruelles du village sous les arbres à pain.",
          "Ein Tag auf Dhigurah mit seiner Sandbank, die weit in die Lagune reicht, dem Bikinistrand zum Baden, dem Riff am Inselende mit Schildkröten und den Dorfgassen unter Brotfruchtbäumen.",
        ],
      ],
    ],
  },
  "MDV Baa Atoll": {
    days: [
      [
        "boat",
        [
          "Baa Atoll: the reefs and Hanifaru Bay",
          "Atollo di Baa: i reef e Hanifaru Bay",
          "Atolón de Baa: los arrecifes y Hanifaru Bay",
          "Atoll de Baa : les récifs et Hanifaru Bay",
          "Baa-Atoll: die Riffe und die Hanifaru Bay",
        ],
        [
          "A boat through the UNESCO biosphere reserve of Baa Atoll to snorkel its reefs and thilas with turtles and reef fish, and to Hanifaru Bay, the protected lagoon where manta rays gather to feed from May to November.",
          "In barca nella riserva della biosfera UNESCO dell'atollo di Baa per lo snorkeling su reef e thila tra tartarughe e pesci, fino a Hanifaru Bay, la laguna protetta dove le mante si radunano a nutrirsi da maggio a novembre.",
          "En barco por la reserva de la biosfera de la UNESCO del atolón de Baa para hacer esnórquel en sus arrecifes y thilas entre tortugas y peces, hasta Hanifaru Bay, la laguna protegida donde las mantas se reúnen a comer de mayo a noviembre.",
          "En bateau dans la réserve de biosphère de l'UNESCO de l'atoll de Baa pour nager sur ses récifs et ses thilas parmi tortues et poissons, jusqu'à Hanifaru Bay, le lagon protégé où les raies manta se rassemblent de mai à novembre.",
          "Mit dem Boot durchs UNESCO-Biosphärenreservat des Baa-Atolls zum Schnorcheln an Riffen und Thilas mit Schildkröten und Rifffischen, bis zur geschützten Hanifaru Bay, wo sich von Mai bis November die Mantas sammeln.",
        ],
      ],
      [
        "see",
        [
          "Baa Atoll: Dharavandhoo and the reef",
          "Atollo di Baa: Dharavandhoo e il reef",
          "Atolón de Baa: Dharavandhoo y el arrecife",
          "Atoll de Baa : Dharavandhoo et le récif",
          "Baa-Atoll: Dharavandhoo und das Riff",
        ],
        [
          "A day on Dharavandhoo, the local island of the atoll, with its village of coral-stone walls, the lacquer-work tradition of Baa and the house reef off the beach for turtles and reef fish.",
          "Una giornata a Dharavandhoo, isola abitata dell'atollo, con il villaggio dai muri di pietra di corallo, la tradizione delle lacche di Baa e il reef davanti alla spiaggia con tartarughe e pesci.",
          "Un día en Dharavandhoo, isla habitada del atolón, con su pueblo de muros de piedra de coral, la tradición de las lacas de Baa y el arrecife frente a la playa con tortugas y peces.",
          "Une journée à Dharavandhoo, île habitée de l'atoll, son village aux murs de pierre de corail, la tradition des laques de Baa et le récif au large de la plage, avec tortues et poissons.",
          "Ein Tag auf Dharavandhoo, der Einheimischeninsel des Atolls, mit Korallensteinmauern im Dorf, der Lackkunst-Tradition von Baa und dem Hausriff vor dem Strand mit Schildkröten und Rifffischen.",
        ],
      ],
    ],
  },
  "MDV South Malé Atoll": {
    days: [
      [
        "boat",
        [
          "South Malé Atoll: Guraidhoo Kandu and Cocoa Corner",
          "Atollo di Malé Sud: Guraidhoo Kandu e Cocoa Corner",
          "Atolón de Malé Sur: Guraidhoo Kandu y Cocoa Corner",
          "Atoll de Malé Sud : Guraidhoo Kandu et Cocoa Corner",
          "Süd-Malé-Atoll: Guraidhoo Kandu und Cocoa Corner",
        ],
        [
          "Aboard a safari dhoni through the channels of South Malé Atoll, to dive or snorkel Guraidhoo Kandu and Cocoa Corner, where reef sharks and eagle rays ride the current at the atoll's edge.",
          "A bordo di un dhoni da crociera nei canali dell'atollo di Malé Sud, per immersioni o snorkeling a Guraidhoo Kandu e Cocoa Corner, dove squali grigi di barriera e aquile di mare cavalcano la corrente sul bordo dell'atollo.",
          "A bordo de un dhoni de crucero por los canales del atolón de Malé Sur, para bucear o hacer esnórquel en Guraidhoo Kandu y Cocoa Corner, donde tiburones grises de arrecife y águilas marinas surcan la corriente al borde del atolón.",
          "À bord d'un dhoni de croisière dans les passes de l'atoll de Malé Sud, plongée ou snorkeling à Guraidhoo Kandu et Cocoa Corner, où requins gris de récif et raies léopards remontent le courant au bord de l'atoll.",
          "An Bord eines Safari-Dhonis durch die Kanäle des Süd-Malé-Atolls, zum Tauchen oder Schnorcheln am Guraidhoo Kandu und Cocoa Corner, wo Graue Riffhaie und Adlerrochen am Atollrand in der Strömung stehen.",
        ],
      ],
      [
        "boat",
        [
          "South Malé Atoll: sandbanks and dolphins",
          "Atollo di Malé Sud: banchi di sabbia e delfini",
          "Atolón de Malé Sur: bancos de arena y delfines",
          "Atoll de Malé Sud : bancs de sable et dauphins",
          "Süd-Malé-Atoll: Sandbänke und Delfine",
        ],
        [
          "Sailing the lagoon between Guraidhoo, Maafushi and the resort islands, with stops on a bare sandbank to swim, spinner dolphins in the channels at dusk, and a night at anchor off a local island.",
          "In navigazione nella laguna tra Guraidhoo, Maafushi e le isole resort, con soste su un banco di sabbia nudo per nuotare, delfini stenella nei canali al tramonto e una notte all'ancora davanti a un'isola abitata.",
          "Navegando por la laguna entre Guraidhoo, Maafushi y las islas resort, con paradas en un banco de arena desnudo para nadar, delfines girador en los canales al atardecer y una noche fondeados frente a una isla habitada.",
          "Navigation dans le lagon entre Guraidhoo, Maafushi et les îles-hôtels, avec des haltes sur un banc de sable nu pour nager, des dauphins à long bec dans les passes au crépuscule et une nuit au mouillage devant une île habitée.",
          "Segeln in der Lagune zwischen Guraidhoo, Maafushi und den Resortinseln, mit Badestopps auf einer nackten Sandbank, Spinnerdelfinen in den Kanälen bei Sonnenuntergang und einer Nacht vor Anker vor einer Einheimischeninsel.",
        ],
      ],
    ],
  },
  "MDV Maafushi": {
    days: [
      [
        "see",
        [
          "Maafushi: life on a local island",
          "Maafushi: la vita su un'isola abitata",
          "Maafushi: la vida en una isla habitada",
          "Maafushi : la vie d'une île habitée",
          "Maafushi: Leben auf einer Einheimischeninsel",
        ],
        [
          "A walk around Maafushi, one of the first local islands to open to visitors: the fishermen's port, the mosque and school, the boat builders, and the bikini beach set apart for foreigners.",
          "Un giro di Maafushi, una delle prime isole abitate aperte ai visitatori: il porto dei pescatori, la moschea e la scuola, i costruttori di barche e la bikini beach riservata agli stranieri.",
          "Un paseo por Maafushi, una de las primeras islas habitadas abiertas a los visitantes: el puerto de pescadores, la mezquita y la escuela, los carpinteros de ribera y la bikini beach reservada a los extranjeros.",
          "Le tour de Maafushi, l'une des premières îles habitées ouvertes aux visiteurs : le port des pêcheurs, la mosquée et l'école, les charpentiers de marine et la bikini beach réservée aux étrangers.",
          "Ein Rundgang über Maafushi, eine der ersten Einheimischeninseln für Besucher: Fischerhafen, Moschee und Schule, die Bootsbauer und der für Ausländer abgetrennte Bikinistrand.",
        ],
      ],
      [
        "boat",
        [
          "Maafushi: turtles, sandbank and a picnic island",
          "Maafushi: tartarughe, banco di sabbia e isola picnic",
          "Maafushi: tortugas, banco de arena e isla de pícnic",
          "Maafushi : tortues, banc de sable et île pique-nique",
          "Maafushi: Schildkröten, Sandbank und Picknickinsel",
        ],
        [
          "A speedboat from Maafushi to snorkel with turtles and reef sharks on the nearby reefs, a stop on a sandbank, and lunch on an uninhabited picnic island.",
          "In motoscafo da Maafushi per lo snorkeling con tartarughe e squali di barriera sui reef vicini, una sosta su un banco di sabbia e il pranzo su un'isola disabitata.",
          "En lancha desde Maafushi para hacer esnórquel con tortugas y tiburones de arrecife en los arrecifes cercanos, una parada en un banco de arena y almuerzo en una isla deshabitada.",
          "En vedette depuis Maafushi pour nager avec tortues et requins de récif sur les récifs voisins, une halte sur un banc de sable et le déjeuner sur une île déserte.",
          "Mit dem Schnellboot von Maafushi zum Schnorcheln mit Schildkröten und Riffhaien an den nahen Riffen, ein Halt auf einer Sandbank und Mittagessen auf einer unbewohnten Picknickinsel.",
        ],
      ],
    ],
  },
  "MDV Fulidhoo": {
    days: [
      [
        "see",
        [
          "Fulidhoo: the village and its bodu beru drums",
          "Fulidhoo: il villaggio e i tamburi bodu beru",
          "Fulidhoo: la aldea y sus tambores bodu beru",
          "Fulidhoo : le village et ses tambours bodu beru",
          "Fulidhoo: das Dorf und seine Bodu-Beru-Trommeln",
        ],
        [
          "The small island of Fulidhoo in Vaavu Atoll, with a few hundred people, sandy lanes, nurse sharks and stingrays in the shallows of the jetty, and an evening of bodu beru drumming.",
          "La piccola isola di Fulidhoo nell'atollo di Vaavu, con poche centinaia di abitanti, vie di sabbia, squali nutrice e razze nell'acqua bassa del pontile e una serata di tamburi bodu beru.",
          "La pequeña isla de Fulidhoo en el atolón de Vaavu, con unos cientos de habitantes, calles de arena, tiburones nodriza y rayas en las aguas bajas del muelle y una noche de tambores bodu beru.",
          "La petite île de Fulidhoo dans l'atoll de Vaavu, quelques centaines d'habitants, des rues de sable, des requins-nourrices et des raies dans l'eau peu profonde de la jetée, et une soirée de tambours bodu beru.",
          "Die kleine Insel Fulidhoo im Vaavu-Atoll mit wenigen hundert Einwohnern, Sandgassen, Ammenhaien und Rochen im flachen Wasser am Anleger und einem Abend mit Bodu-Beru-Trommeln.",
        ],
      ],
      [
        "boat",
        [
          "Fulidhoo: the reefs of Vaavu and Alimatha",
          "Fulidhoo: i reef di Vaavu e Alimatha",
          "Fulidhoo: los arrecifes de Vaavu y Alimatha",
          "Fulidhoo : les récifs de Vaavu et Alimatha",
          "Fulidhoo: die Riffe von Vaavu und Alimatha",
        ],
        [
          "A boat across Vaavu Atoll to the reefs of Alimatha, where nurse sharks gather in numbers, and to Fotteyo Kandu, known for its soft corals, with snorkel stops on the way.",
          "In barca attraverso l'atollo di Vaavu fino ai reef di Alimatha, dove gli squali nutrice si radunano in gran numero, e a Fotteyo Kandu, noto per i coralli molli, con soste di snorkeling lungo la strada.",
          "En barca por el atolón de Vaavu hasta los arrecifes de Alimatha, donde se reúnen muchos tiburones nodriza, y a Fotteyo Kandu, conocido por sus corales blandos, con paradas de esnórquel por el camino.",
          "En bateau à travers l'atoll de Vaavu jusqu'aux récifs d'Alimatha, où se rassemblent les requins-nourrices, et à Fotteyo Kandu, réputé pour ses coraux mous, avec des arrêts snorkeling en chemin.",
          "Mit dem Boot durch das Vaavu-Atoll zu den Riffen von Alimatha, wo sich viele Ammenhaie sammeln, und zum Fotteyo Kandu mit seinen Weichkorallen, mit Schnorchelstopps unterwegs.",
        ],
      ],
    ],
  },
  "UZB Tashkent": {
    days: [
      [
        "see",
        [
          "Tashkent: Khast Imam and the Chorsu Bazaar",
          "Tashkent: Khast Imam e il bazar di Chorsu",
          "Taskent: Khast Imam y el bazar de Chorsu",
          "Tachkent : Khast Imam et le bazar de Chorsu",
          "Taschkent: Khast Imam und der Chorsu-Basar",
        ],
        [
          "The Khast Imam complex, whose library keeps the Uthman Quran, one of the oldest in the world, then the blue dome of the Chorsu Bazaar and the madrasa of Kukeldash beside it.",
          "Il complesso di Khast Imam, la cui biblioteca custodisce il Corano di Uthman, uno dei più antichi al mondo, poi la cupola azzurra del bazar di Chorsu e la madrasa di Kukeldash accanto.",
          "El complejo de Khast Imam, cuya biblioteca guarda el Corán de Uthman, uno de los más antiguos del mundo, y luego la cúpula azul del bazar de Chorsu y la madrasa de Kukeldash a su lado.",
          "Le complexe de Khast Imam, dont la bibliothèque garde le Coran d'Othman, l'un des plus anciens du monde, puis la coupole bleue du bazar de Chorsu et la médersa Koukeldach voisine.",
          "Der Khast-Imam-Komplex, dessen Bibliothek den Uthman-Koran verwahrt, einen der ältesten der Welt, dann die blaue Kuppel des Chorsu-Basars und die Kukeldasch-Medrese daneben.",
        ],
      ],
      [
        "see",
        [
          "Tashkent: the metro stations and Amir Timur Square",
          "Tashkent: le stazioni della metropolitana e piazza Amir Timur",
          "Taskent: las estaciones de metro y la plaza Amir Timur",
          "Tachkent : les stations de métro et la place Amir Timour",
          "Taschkent: die Metrostationen und der Amir-Timur-Platz",
        ],
        [
          "A ride through the Soviet metro's decorated stations, Kosmonavtlar, Alisher Navoi and Tashkent, then Amir Timur Square, the Navoi Opera built by Japanese prisoners, and the applied arts museum.",
          "Un giro tra le stazioni decorate della metropolitana sovietica, Kosmonavtlar, Alisher Navoi e Tashkent, poi piazza Amir Timur, l'Opera Navoi costruita da prigionieri giapponesi e il museo delle arti applicate.",
          "Un recorrido por las estaciones decoradas del metro soviético, Kosmonavtlar, Alisher Navoi y Tashkent, y luego la plaza Amir Timur, la Ópera Navoi construida por prisioneros japoneses y el museo de artes aplicadas.",
          "Un parcours dans les stations décorées du métro soviétique, Kosmonavtlar, Alisher Navoï et Tachkent, puis la place Amir Timour, l'Opéra Navoï bâti par des prisonniers japonais et le musée des Arts appliqués.",
          "Eine Fahrt durch die verzierten Stationen der sowjetischen Metro, Kosmonavtlar, Alisher Navoi und Taschkent, dann der Amir-Timur-Platz, die von japanischen Kriegsgefangenen gebaute Navoi-Oper und das Museum für angewandte Kunst.",
        ],
      ],
      [
        "food",
        [
          "Tashkent: plov from the giant kazans",
          "Tashkent: il plov dei grandi kazan",
          "Taskent: el plov de los grandes kazanes",
          "Tachkent : le plov des grands kazans",
          "Taschkent: Plov aus den großen Kasans",
        ],
        [
          "Plov cooked for hundreds in giant kazans at the Besh Qozon plov house at midday, then the Chorsu Bazaar's halls of dried fruit, nuts, kurt cheese balls and round patir bread.",
          "Il plov cucinato per centinaia di persone in enormi kazan alla casa del plov Besh Qozon a mezzogiorno, poi le sale del bazar di Chorsu con frutta secca, noci, palline di formaggio kurt e il pane tondo patir.",
          "El plov cocinado para cientos de personas en enormes kazanes en la casa del plov Besh Qozon a mediodía, y luego las naves del bazar de Chorsu con fruta seca, nueces, bolitas de queso kurt y el pan redondo patir.",
          "Le plov cuit pour des centaines de convives dans d'immenses kazans à la maison du plov Besh Qozon à midi, puis les halles du bazar de Chorsu, fruits secs, noix, boulettes de fromage kurt et pain rond patir.",
          "Mittags Plov für Hunderte aus riesigen Kasans im Plov-Haus Besh Qozon, dann die Hallen des Chorsu-Basars mit Trockenobst, Nüssen, Kurt-Käsekugeln und rundem Patir-Brot.",
        ],
      ],
    ],
  },
  "UZB Samarkand": {
    days: [
      [
        "see",
        [
          "Samarkand: the Registan",
          "Samarcanda: il Registan",
          "Samarcanda: el Registán",
          "Samarcande : le Registan",
          "Samarkand: der Registan",
        ],
        [
          "The three madrasas of the Registan, Ulugh Beg, Sher-Dor with its tigers and Tilya-Kori with its gilded mosque, then Timur's ribbed dome at the Gur-e-Amir mausoleum, lit after dark.",
          "Le tre madrase del Registan, Ulugh Beg, Sher-Dor con le sue tigri e Tilya-Kori con la moschea dorata, poi la cupola a costoloni del mausoleo di Timur, il Gur-e-Amir, illuminato di sera.",
          "Las tres madrasas del Registán, Ulugh Beg, Sher-Dor con sus tigres y Tilya-Kori con su mezquita dorada, y luego la cúpula acanalada del mausoleo de Tamerlán, el Gur-e-Amir, iluminado de noche.",
          "Les trois médersas du Registan, Ouloug Beg, Cher-Dor et ses tigres, Tilla-Kari et sa mosquée dorée, puis la coupole côtelée du mausolée de Tamerlan, le Gour-Emir, illuminé le soir.",
          "Die drei Medresen des Registan, Ulugh Beg, Scher-Dor mit seinen Tigern und Tilla-Kori mit der vergoldeten Moschee, dann die gerippte Kuppel von Timurs Mausoleum Gur-Emir, abends beleuchtet.",
        ],
      ],
      [
        "see",
        [
          "Samarkand: Shah-i-Zinda and Bibi-Khanym",
          "Samarcanda: Shah-i-Zinda e Bibi-Khanym",
          "Samarcanda: Shah-i-Zinda y Bibi-Khanym",
          "Samarcande : Chah-i-Zinda et Bibi-Khanoum",
          "Samarkand: Schah-i-Sinda und Bibi-Chanum",
        ],
        [
          "The street of tiled tombs of Shah-i-Zinda, the vast Bibi-Khanym mosque, the Siab Bazaar, and Ulugh Beg's observatory on its hill, with the great arc of his sextant.",
          "La via delle tombe maiolicate di Shah-i-Zinda, l'enorme moschea di Bibi-Khanym, il bazar di Siab e l'osservatorio di Ulugh Beg sulla collina, con il grande arco del suo sestante.",
          "La calle de tumbas de azulejos de Shah-i-Zinda, la enorme mezquita de Bibi-Khanym, el bazar de Siab y el observatorio de Ulugh Beg en su colina, con el gran arco de su sextante.",
          "La rue des tombeaux de faïence de Chah-i-Zinda, l'immense mosquée Bibi-Khanoum, le bazar Siab et l'observatoire d'Ouloug Beg sur sa colline, avec le grand arc de son sextant.",
          "Die Gräberstraße von Schah-i-Sinda mit ihren Fliesen, die riesige Bibi-Chanum-Moschee, der Siab-Basar und Ulugh Begs Observatorium auf seinem Hügel mit dem großen Bogen des Sextanten.",
        ],
      ],
      [
        "see",
        [
          "Samarkand: Afrosiab and the Konigil paper mill",
          "Samarcanda: Afrosiab e la cartiera di Konigil",
          "Samarcanda: Afrosiab y el molino de papel de Konigil",
          "Samarcande : Afrassiab et le moulin à papier de Konigil",
          "Samarkand: Afrasiab und die Papiermühle von Konigil",
        ],
        [
          "The mound of Afrosiab, the city Alexander knew, with its 7th-century murals of ambassadors, then the village of Konigil, where paper is made from mulberry bark at a water mill.",
          "La collina di Afrosiab, la città che conobbe Alessandro, con i suoi affreschi degli ambasciatori del VII secolo, poi il villaggio di Konigil, dove la carta si fa con la corteccia di gelso in un mulino ad acqua.",
          "El cerro de Afrosiab, la ciudad que conoció Alejandro, con sus murales de embajadores del siglo VII, y luego la aldea de Konigil, donde se hace papel con corteza de morera en un molino de agua.",
          "La butte d'Afrassiab, la ville qu'a connue Alexandre, et ses fresques des ambassadeurs du VIIe siècle, puis le village de Konigil, où l'on fabrique le papier d'écorce de mûrier dans un moulin à eau.",
          "Der Hügel Afrasiab, die Stadt, die Alexander kannte, mit Gesandten-Wandbildern aus dem 7. Jahrhundert, dann das Dorf Konigil, wo an einer Wassermühle Papier aus Maulbeerbaumrinde entsteht.",
        ],
      ],
      [
        "food",
        [
          "Samarkand: Samarkand non and the Siab Bazaar",
          "Samarcanda: il non di Samarcanda e il bazar di Siab",
          "Samarcanda: el non de Samarcanda y el bazar de Siab",
          "Samarcande : le pain non et le bazar Siab",
          "Samarkand: Samarkand-Non und der Siab-Basar",
        ],
        [
          "Samarkand's heavy stamped non bread from the tandyr ovens of the old town, the halva and dried apricots of the Siab Bazaar, and a Samarkand plov with its separate layers of rice and meat.",
          "Il pesante pane non timbrato di Samarcanda dai forni tandyr della città vecchia, l'halva e le albicocche secche del bazar di Siab e il plov di Samarcanda, con il riso e la carne a strati separati.",
          "El pesado pan non estampado de Samarcanda de los hornos tandyr del casco viejo, la halva y los orejones del bazar de Siab y el plov de Samarcanda, con el arroz y la carne en capas separadas.",
          "Le lourd pain non estampillé de Samarcande sorti des fours tandyr de la vieille ville, la halva et les abricots secs du bazar Siab, et le plov de Samarcande, riz et viande en couches séparées.",
          "Das schwere, gestempelte Non-Brot Samarkands aus den Tandyr-Öfen der Altstadt, Halva und getrocknete Aprikosen vom Siab-Basar und Samarkander Plov mit getrennten Schichten aus Reis und Fleisch.",
        ],
      ],
    ],
  },
  "UZB Shahrisabz": {
    days: [
      [
        "see",
        [
          "Shahrisabz: Timur's White Palace",
          "Shahrisabz: il Palazzo Bianco di Timur",
          "Shahrisabz: el Palacio Blanco de Tamerlán",
          "Shahrisabz : le Palais blanc de Tamerlan",
          "Shahrisabz: Timurs Weißer Palast",
        ],
        [
          "Timur's birthplace over the Takhtakaracha pass: the broken gate of the Ak-Saray, his White Palace, the Kok Gumbaz mosque, and the crypt he had dug for himself at Dorus Saodat.",
          "Il luogo natale di Timur oltre il passo di Takhtakaracha: il portale spezzato dell'Ak-Saray, il suo Palazzo Bianco, la moschea di Kok Gumbaz e la cripta che si fece scavare a Dorus Saodat.",
          "El lugar de nacimiento de Tamerlán pasado el puerto de Takhtakaracha: la puerta rota del Ak-Saray, su Palacio Blanco, la mezquita de Kok Gumbaz y la cripta que se hizo excavar en Dorus Saodat.",
          "La ville natale de Tamerlan, par-delà le col de Takhtakaratcha : le portail brisé de l'Ak-Saraï, son Palais blanc, la mosquée Kok Goumbaz et la crypte qu'il se fit creuser à Dorous Saodat.",
          "Timurs Geburtsort jenseits des Takhtakaracha-Passes: das zerbrochene Portal des Ak-Saray, seines Weißen Palastes, die Kok-Gumbaz-Moschee und die Gruft, die er sich in Dorus Saodat graben ließ.",
        ],
      ],
      [
        "food",
        [
          "Shahrisabz: embroidery and a tandyr lunch",
          "Shahrisabz: ricami e pranzo al tandyr",
          "Shahrisabz: bordados y almuerzo de tandyr",
          "Shahrisabz : broderies et déjeuner au tandyr",
          "Shahrisabz: Stickereien und ein Tandyr-Essen",
        ],
        [
          "The embroiderers of Shahrisabz at their frames, then a family lunch of tandyr gusht, lamb slow-roasted in the clay oven, with the shakarob tomato salad and green tea.",
          "Le ricamatrici di Shahrisabz ai loro telai, poi un pranzo in famiglia di tandyr gusht, agnello cotto lentamente nel forno d'argilla, con l'insalata di pomodori shakarob e tè verde.",
          "Las bordadoras de Shahrisabz en sus bastidores y luego un almuerzo familiar de tandyr gusht, cordero asado lentamente en el horno de barro, con la ensalada de tomate shakarob y té verde.",
          "Les brodeuses de Shahrisabz à leurs métiers, puis un déjeuner en famille de tandyr gusht, agneau cuit lentement dans le four d'argile, avec la salade de tomates shakarob et du thé vert.",
          "Die Stickerinnen von Shahrisabz an ihren Rahmen, dann ein Familienessen mit Tandyr Gusht, langsam im Lehmofen gegartem Lamm, dazu Shakarob-Tomatensalat und grüner Tee.",
        ],
      ],
    ],
  },
  "UZB Bukhara": {
    days: [
      [
        "see",
        [
          "Bukhara: Lyab-i Hauz and the trading domes",
          "Bukhara: Lyab-i Hauz e le cupole dei mercanti",
          "Bujará: Lyab-i Hauz y las cúpulas comerciales",
          "Boukhara : Lyabi-Khaouz et les coupoles marchandes",
          "Buchara: Labi Hauz und die Handelskuppeln",
        ],
        [
          "Around the pool of Lyab-i Hauz under its old mulberries, through the domed bazaars of the goldsmiths and money changers, to the Kalon minaret and mosque and the Mir-i-Arab madrasa.",
          "Intorno alla vasca di Lyab-i Hauz sotto i vecchi gelsi, tra i bazar a cupola dei gioiellieri e dei cambiavalute, fino al minareto e alla moschea Kalon e alla madrasa Mir-i-Arab.",
          "Alrededor del estanque de Lyab-i Hauz bajo sus viejas moreras, por los bazares abovedados de joyeros y cambistas, hasta el minarete y la mezquita Kalon y la madrasa Mir-i-Arab.",
          "Autour du bassin de Lyabi-Khaouz sous ses vieux mûriers, par les bazars à coupoles des joailliers et des changeurs, jusqu'au minaret et à la mosquée Kalon et à la médersa Mir-i-Arab.",
          "Rund um das Becken Labi Hauz unter alten Maulbeerbäumen, durch die Kuppelbasare der Juweliere und Geldwechsler zum Kalon-Minarett, zur Kalon-Moschee und zur Mir-i-Arab-Medrese.",
        ],
      ],
      [
        "see",
        [
          "Bukhara: the Ark and the Samanid Mausoleum",
          "Bukhara: l'Ark e il mausoleo dei Samanidi",
          "Bujará: el Ark y el mausoleo samánida",
          "Boukhara : l'Ark et le mausolée des Samanides",
          "Buchara: die Zitadelle Ark und das Samaniden-Mausoleum",
        ],
        [
          "The Ark fortress of the emirs, the wooden columns of the Bolo Hauz mosque, the brick lace of the 10th-century Samanid Mausoleum, and the four towers of Chor Minor in the lanes.",
          "La fortezza dell'Ark degli emiri, le colonne di legno della moschea Bolo Hauz, il merletto di mattoni del mausoleo dei Samanidi del X secolo e le quattro torri di Chor Minor tra i vicoli.",
          "La fortaleza del Ark de los emires, las columnas de madera de la mezquita Bolo Hauz, el encaje de ladrillo del mausoleo samánida del siglo X y las cuatro torres de Chor Minor entre las callejas.",
          "La forteresse de l'Ark des émirs, les colonnes de bois de la mosquée Bolo Khaouz, la dentelle de brique du mausolée des Samanides du Xe siècle et les quatre tours de Tchor Minor dans les ruelles.",
          "Die Festung Ark der Emire, die Holzsäulen der Bolo-Hauz-Moschee, die Ziegelspitze des Samaniden-Mausoleums aus dem 10. Jahrhundert und die vier Türme von Tschor Minor in den Gassen.",
        ],
      ],
      [
        "food",
        [
          "Bukhara: oshi sofi and a caravanserai supper",
          "Bukhara: oshi sofi e cena in un caravanserraglio",
          "Bujará: oshi sofi y una cena en un caravasar",
          "Boukhara : oshi sofi et dîner dans un caravansérail",
          "Buchara: Oshi Sofi und ein Abendessen in der Karawanserei",
        ],
        [
          "Bukhara's own plov, oshi sofi, cooked in a pot sealed with dough, the gingerbread and nabot crystal sugar of the bazaar, and green tea under the mulberries of Lyab-i Hauz.",
          "Il plov di Buchara, l'oshi sofi cotto in una pentola sigillata con la pasta, il panpepato e lo zucchero in cristalli nabot del bazar e il tè verde sotto i gelsi di Lyab-i Hauz.",
          "El plov propio de Bujará, el oshi sofi cocinado en una olla sellada con masa, el pan de jengibre y el azúcar cristalizado nabot del bazar y el té verde bajo las moreras de Lyab-i Hauz.",
          "Le plov de Boukhara, l'oshi sofi cuit dans une marmite scellée à la pâte, le pain d'épices et le sucre cristallisé nabot du bazar, et le thé vert sous les mûriers de Lyabi-Khaouz.",
          "Bucharas eigener Plov, Oshi Sofi, im mit Teig versiegelten Topf gegart, Lebkuchen und Kristallzucker Nabot vom Basar und grüner Tee unter den Maulbeerbäumen am Labi Hauz.",
        ],
      ],
    ],
  },
  "UZB Kyzylkum Desert": {
    months: [4, 10],
    days: [
      [
        "see",
        [
          "Kyzylkum Desert: camels and a yurt camp",
          "Deserto del Kyzylkum: cammelli e campo di yurte",
          "Desierto de Kyzylkum: camellos y campamento de yurtas",
          "Désert du Kyzylkoum : chameaux et camp de yourtes",
          "Wüste Kysylkum: Kamele und ein Jurtenlager",
        ],
        [
          "A camel ride among saxaul bushes and red sand to a yurt camp near the Nuratau range, with a Kazakh herder's dinner, an akyn singing with his dombra by the fire, and a sky full of stars.",
          "In cammello tra cespugli di saxaul e sabbia rossa fino a un campo di yurte vicino ai monti Nuratau, con la cena di un pastore kazako, un akyn che canta con la dombra accanto al fuoco e un cielo pieno di stelle.",
          "En camello entre arbustos de saxaul y arena roja hasta un campamento de yurtas cerca de la sierra de Nuratau, con la cena de un pastor kazajo, un akyn que canta con su dombra junto al fuego y un cielo lleno de estrellas.",
          "À dos de chameau entre les saxauls et le sable rouge jusqu'à un camp de yourtes près des monts Nouratau, avec le dîner d'un berger kazakh, un akyn qui chante à la dombra près du feu et un ciel constellé.",
          "Auf Kamelen zwischen Saxaulbüschen und rotem Sand zu einem Jurtenlager am Nuratau-Gebirge, mit dem Abendessen eines kasachischen Hirten, einem Akyn, der am Feuer zur Dombra singt, und einem Sternenhimmel.",
        ],
      ],
      [
        "see",
        [
          "Kyzylkum Desert: Nurata and its sacred spring",
          "Deserto del Kyzylkum: Nurata e la sua fonte sacra",
          "Desierto de Kyzylkum: Nurata y su manantial sagrado",
          "Désert du Kyzylkoum : Nourata et sa source sacrée",
          "Wüste Kysylkum: Nurata und seine heilige Quelle",
        ],
        [
          "The oasis town of Nurata, with its spring full of sacred fish, the ruins of a fortress said to be Alexander's, and a walk through a Tajik village of the Nuratau foothills.",
          "L'oasi di Nurata, con la fonte piena di pesci sacri, le rovine di una fortezza attribuita ad Alessandro e una passeggiata in un villaggio tagico delle colline del Nuratau.",
          "El oasis de Nurata, con su manantial lleno de peces sagrados, las ruinas de una fortaleza atribuida a Alejandro y un paseo por una aldea tayika de las faldas del Nuratau.",
          "L'oasis de Nourata, sa source pleine de poissons sacrés, les ruines d'une forteresse attribuée à Alexandre, et une marche dans un village tadjik des contreforts du Nouratau.",
          "Die Oasenstadt Nurata mit ihrer Quelle voller heiliger Fische, den Ruinen einer Festung, die Alexander zugeschrieben wird, und ein Gang durch ein tadschikisches Dorf am Fuß des Nuratau.",
        ],
      ],
    ],
  },
  "UZB Aydar Lake": {
    months: [4, 10],
    days: [
      [
        "see",
        [
          "Aydar Lake: a swim in the desert",
          "Lago Aydar: un bagno nel deserto",
          "Lago Aydar: un baño en el desierto",
          "Lac Aydar : une baignade dans le désert",
          "Aydarkul-See: Baden in der Wüste",
        ],
        [
          "A day at Aydarkul, the long lake the Syr Darya's floods left in the Kyzylkum, for a swim from its sandy shore, fishermen's catch of carp and pike-perch, and waterbirds among the reeds.",
          "Una giornata all'Aydarkul, il lungo lago lasciato dalle piene del Syr Darya nel Kyzylkum, per un bagno dalla riva sabbiosa, il pescato di carpe e lucioperche dei pescatori e gli uccelli acquatici tra le canne.",
          "Un día en el Aydarkul, el largo lago que dejaron las crecidas del Sir Daria en el Kyzylkum, para bañarse desde su orilla arenosa, ver la pesca de carpas y luciopercas y las aves acuáticas entre los juncos.",
          "Une journée à l'Aydarkoul, le long lac laissé par les crues du Syr-Daria dans le Kyzylkoum, pour se baigner depuis sa rive de sable, voir la pêche de carpes et de sandres et les oiseaux d'eau dans les roseaux.",
          "Ein Tag am Aydarkul, dem langen See, den die Hochwasser des Syrdarja in der Kysylkum hinterließen, zum Baden vom Sandufer, mit Karpfen und Zander der Fischer und Wasservögeln im Schilf.",
        ],
      ],
      [
        "see",
        [
          "Aydar Lake: the dunes of the north shore",
          "Lago Aydar: le dune della sponda nord",
          "Lago Aydar: las dunas de la orilla norte",
          "Lac Aydar : les dunes de la rive nord",
          "Aydarkul-See: die Dünen am Nordufer",
        ],
        [
          "A walk over the dunes that run down to the lake's northern shore, with views across blue water to the desert, and a picnic with fish grilled by the shore at sunset.",
          "Una camminata sulle dune che scendono alla sponda nord del lago, con la vista sull'acqua blu e sul deserto, e un picnic con pesce alla griglia sulla riva al tramonto.",
          "Una caminata por las dunas que bajan a la orilla norte del lago, con vistas del agua azul y del desierto, y un pícnic con pescado a la parrilla en la orilla al atardecer.",
          "Une marche sur les dunes qui descendent vers la rive nord du lac, avec la vue sur l'eau bleue et le désert, et un pique-nique de poisson grillé au bord de l'eau au coucher du soleil.",
          "Eine Wanderung über die Dünen, die zum Nordufer des Sees abfallen, mit Blick über blaues Wasser und Wüste, und ein Picknick mit gegrilltem Fisch am Ufer bei Sonnenuntergang.",
        ],
      ],
    ],
  },
  "UZB Khiva": {
    days: [
      [
        "see",
        [
          "Khiva: inside Itchan Kala",
          "Khiva: dentro l'Itchan Kala",
          "Jiva: dentro de Itchan Kala",
          "Khiva : dans l'Itchan Kala",
          "Chiwa: in der Itchan Kala",
        ],
        [
          "Within the mud-brick walls of Itchan Kala: the stubby turquoise Kalta Minor minaret, the Kunya Ark, the forest of carved columns of the Juma Mosque, and sunset from the Islam Khoja minaret.",
          "Dentro le mura di mattoni crudi dell'Itchan Kala: il tozzo minareto turchese Kalta Minor, il Kunya Ark, la foresta di colonne scolpite della moschea Juma e il tramonto dal minareto di Islam Khoja.",
          "Dentro de las murallas de adobe de Itchan Kala: el achaparrado minarete turquesa Kalta Minor, el Kunya Ark, el bosque de columnas talladas de la mezquita Juma y el atardecer desde el minarete de Islam Khoja.",
          "Dans les remparts de brique crue de l'Itchan Kala : le trapu minaret turquoise Kalta Minor, le Kounya Ark, la forêt de colonnes sculptées de la mosquée Djouma et le couchant depuis le minaret d'Islam Khodja.",
          "Innerhalb der Lehmziegelmauern der Itchan Kala: das gedrungene türkise Minarett Kalta Minor, die Kunya-Ark, der Säulenwald der Juma-Moschee und der Sonnenuntergang vom Minarett Islam Khoja.",
        ],
      ],
      [
        "see",
        [
          "Khiva: Tash Hauli and the Pahlavon Mahmud shrine",
          "Khiva: Tash Hauli e il mausoleo di Pahlavon Mahmud",
          "Jiva: Tash Hauli y el mausoleo de Pahlavon Mahmud",
          "Khiva : Tach Khaouli et le mausolée de Pakhlavan Makhmoud",
          "Chiwa: Tasch Hauli und das Pahlavon-Mahmud-Mausoleum",
        ],
        [
          "The harem courtyards of the Tash Hauli palace in blue tile, the green dome of the Pahlavon Mahmud mausoleum, the woodcarvers' workshops, and the Nurullabay palace outside the west gate.",
          "I cortili dell'harem del palazzo Tash Hauli in maiolica blu, la cupola verde del mausoleo di Pahlavon Mahmud, le botteghe degli intagliatori e il palazzo Nurullabay fuori dalla porta ovest.",
          "Los patios del harén del palacio Tash Hauli en azulejo azul, la cúpula verde del mausoleo de Pahlavon Mahmud, los talleres de tallistas y el palacio Nurullabay fuera de la puerta oeste.",
          "Les cours du harem du palais Tach Khaouli en faïence bleue, la coupole verte du mausolée de Pakhlavan Makhmoud, les ateliers des sculpteurs sur bois et le palais Nouroullabaï hors de la porte ouest.",
          "Die Haremshöfe des Palastes Tasch Hauli in blauen Fliesen, die grüne Kuppel des Pahlavon-Mahmud-Mausoleums, die Holzschnitzerwerkstätten und der Nurullabay-Palast vor dem Westtor.",
        ],
      ],
      [
        "food",
        [
          "Khiva: shivit oshi and tukhum barak",
          "Khiva: shivit oshi e tukhum barak",
          "Jiva: shivit oshi y tukhum barak",
          "Khiva : chivit ochi et toukhoum barak",
          "Chiwa: Shivit Oshi und Tukhum Barak",
        ],
        [
          "Khorezm's own dishes: shivit oshi, green noodles made with dill, tukhum barak, egg-filled dumplings, and the fish of the Amu Darya, cooked with a family in the old town.",
          "I piatti del Khorezm: lo shivit oshi, tagliatelle verdi all'aneto, il tukhum barak, ravioli ripieni d'uovo, e il pesce dell'Amu Darya, cucinati con una famiglia della città vecchia.",
          "Los platos del Jorezm: el shivit oshi, fideos verdes hechos con eneldo, el tukhum barak, empanadillas rellenas de huevo, y el pescado del Amu Daria, cocinados con una familia del casco viejo.",
          "Les plats du Khorezm : le chivit ochi, nouilles vertes à l'aneth, le toukhoum barak, raviolis à l'œuf, et le poisson de l'Amou-Daria, cuisinés avec une famille de la vieille ville.",
          "Die Gerichte Choresmiens: Shivit Oshi, grüne Dillnudeln, Tukhum Barak, mit Ei gefüllte Teigtaschen, und Fisch aus dem Amudarja, mit einer Familie in der Altstadt gekocht.",
        ],
      ],
    ],
  },
  "UZB Ayaz Kala": {
    days: [
      [
        "see",
        [
          "Ayaz Kala: the desert fortresses of Khorezm",
          "Ayaz Kala: le fortezze del deserto del Khorezm",
          "Ayaz Kala: las fortalezas del desierto de Jorezm",
          "Ayaz Kala : les forteresses du désert du Khorezm",
          "Ayaz Kala: die Wüstenfestungen Choresmiens",
        ],
        [
          "The mud-brick fortresses of ancient Khorezm in the desert east of the Amu Darya: Ayaz Kala on its hilltop above a salt lake, and the ruins of Toprak Kala and Kyzyl Kala nearby.",
          "Le fortezze di mattoni crudi dell'antico Khorezm nel deserto a est dell'Amu Darya: Ayaz Kala in cima alla collina sopra un lago salato e le rovine di Toprak Kala e Kyzyl Kala lì vicino.",
          "Las fortalezas de adobe del antiguo Jorezm en el desierto al este del Amu Daria: Ayaz Kala en lo alto de su colina sobre un lago salado y las ruinas cercanas de Toprak Kala y Kyzyl Kala.",
          "Les forteresses de brique crue de l'ancien Khorezm dans le désert à l'est de l'Amou-Daria : Ayaz Kala sur sa colline au-dessus d'un lac salé, et les ruines voisines de Toprak Kala et Kyzyl Kala.",
          "Die Lehmziegelfestungen des alten Choresmien in der Wüste östlich des Amudarja: Ayaz Kala auf seinem Hügel über einem Salzsee und die nahen Ruinen von Toprak Kala und Kyzyl Kala.",
        ],
      ],
    ],
  },
  "KGZ Bishkek": {
    days: [
      [
        "see",
        [
          "Bishkek: Ala-Too Square and the Soviet avenues",
          "Bishkek: piazza Ala-Too e i viali sovietici",
          "Bishkek: la plaza Ala-Too y las avenidas soviéticas",
          "Bishkek : la place Ala-Too et les avenues soviétiques",
          "Bishkek: der Ala-Too-Platz und die sowjetischen Boulevards",
        ],
        [
          "The changing of the guard on Ala-Too Square below the Manas statue, the State History Museum, the Oak Park with its sculptures, and the tree-lined boulevards of the Soviet capital.",
          "Il cambio della guardia in piazza Ala-Too sotto la statua di Manas, il Museo statale di storia, il parco delle Querce con le sue sculture e i viali alberati della capitale sovietica.",
          "El cambio de guardia en la plaza Ala-Too bajo la estatua de Manas, el Museo Estatal de Historia, el parque de los Robles con sus esculturas y los bulevares arbolados de la capital soviética.",
          "La relève de la garde sur la place Ala-Too sous la statue de Manas, le Musée d'histoire d'État, le parc des Chênes et ses sculptures, et les boulevards arborés de la capitale soviétique.",
          "Die Wachablösung auf dem Ala-Too-Platz unter der Manas-Statue, das Staatliche Historische Museum, der Eichenpark mit seinen Skulpturen und die baumgesäumten Boulevards der Sowjethauptstadt.",
        ],
      ],
      [
        "see",
        [
          "Bishkek: Burana Tower and the balbals",
          "Bishkek: la torre di Burana e i balbal",
          "Bishkek: la torre de Burana y los balbales",
          "Bishkek : la tour de Bourana et les balbals",
          "Bishkek: der Burana-Turm und die Balbals",
        ],
        [
          "Out into the Chuy valley to the Burana Tower, the minaret of the Karakhanid city of Balasagun, with its field of balbals, the stone grave markers of the Turkic nomads, below the Kyrgyz range.",
          "Nella valle del Chuy fino alla torre di Burana, minareto della città karakhanide di Balasagun, con il suo campo di balbal, le stele funerarie dei nomadi turchi, sotto la catena del Kirghizistan.",
          "Por el valle del Chuy hasta la torre de Burana, minarete de la ciudad karajánida de Balasagun, con su campo de balbales, las estelas funerarias de los nómadas túrquicos, bajo la cordillera de Kirguistán.",
          "Dans la vallée de la Tchouï jusqu'à la tour de Bourana, minaret de la cité karakhanide de Balasagun, et son champ de balbals, stèles funéraires des nomades turcs, sous la chaîne du Kirghiz.",
          "Ins Tschui-Tal zum Burana-Turm, dem Minarett der karachanidischen Stadt Balasagun, mit seinem Feld von Balbals, den steinernen Grabfiguren der Turknomaden, unter dem Kirgisischen Gebirge.",
        ],
      ],
      [
        "food",
        [
          "Bishkek: Osh Bazaar and beshbarmak",
          "Bishkek: il bazar di Osh e il beshbarmak",
          "Bishkek: el bazar de Osh y el beshbarmak",
          "Bishkek : le bazar d'Och et le bechbarmak",
          "Bishkek: der Osch-Basar und Beschbarmak",
        ],
        [
          "The Osh Bazaar's rows of kurut, honey and dried fruit, kymyz mare's milk from the herders' stalls, and a Kyrgyz supper of beshbarmak, lagman noodles and samsa from the tandoor.",
          "Le file di kurut, miele e frutta secca del bazar di Osh, il kymyz di latte di giumenta dei banchi dei pastori e una cena kirghisa di beshbarmak, tagliatelle lagman e samsa dal tandoor.",
          "Las hileras de kurut, miel y fruta seca del bazar de Osh, el kymyz de leche de yegua de los puestos de pastores y una cena kirguisa de beshbarmak, fideos lagman y samsa del tandur.",
          "Les rangées de kurut, de miel et de fruits secs du bazar d'Och, le koumys de lait de jument des étals des bergers et un dîner kirghiz de bechbarmak, nouilles lagman et samsa du tandour.",
          "Die Reihen von Kurut, Honig und Trockenobst im Osch-Basar, Kumys aus Stutenmilch von den Ständen der Hirten und ein kirgisisches Abendessen mit Beschbarmak, Lagman-Nudeln und Samsa aus dem Tandur.",
        ],
      ],
    ],
  },
  "KGZ Ala Archa": {
    days: [
      [
        "see",
        [
          "Ala Archa: the Ak-Sai waterfall trail",
          "Ala Archa: il sentiero della cascata di Ak-Sai",
          "Ala Archa: el sendero de la cascada de Ak-Sai",
          "Ala Archa : le sentier de la cascade d'Ak-Saï",
          "Ala Archa: der Weg zum Ak-Sai-Wasserfall",
        ],
        [
          "Up from the park gate through juniper and spruce on the Ak-Sai trail to the waterfall below the glacier, with the peaks of the Kyrgyz range above and marmots on the slopes.",
          "Dall'ingresso del parco su tra ginepri e abeti lungo il sentiero di Ak-Sai fino alla cascata sotto il ghiacciaio, con le vette della catena kirghisa sopra e le marmotte sui pendii.",
          "Desde la entrada del parque entre enebros y píceas por el sendero de Ak-Sai hasta la cascada bajo el glaciar, con las cumbres de la cordillera kirguisa encima y marmotas en las laderas.",
          "De l'entrée du parc, montée entre genévriers et épicéas par le sentier d'Ak-Saï jusqu'à la cascade sous le glacier, les sommets de la chaîne kirghize au-dessus et des marmottes sur les pentes.",
          "Vom Parkeingang durch Wacholder und Fichten auf dem Ak-Sai-Weg hinauf zum Wasserfall unter dem Gletscher, über sich die Gipfel des Kirgisischen Gebirges und Murmeltiere an den Hängen.",
        ],
      ],
      [
        "see",
        [
          "Ala Archa: the Adygene valley",
          "Ala Archa: la valle di Adygene",
          "Ala Archa: el valle de Adygene",
          "Ala Archa : la vallée d'Adygene",
          "Ala Archa: das Adygene-Tal",
        ],
        [
          "A walk up the Adygene valley past the climbers' memorial cemetery to the high meadows and the glacial lake below the peaks, a quieter side valley of the national park.",
          "Una camminata su per la valle di Adygene oltre il cimitero commemorativo degli alpinisti fino ai prati alti e al lago glaciale sotto le vette, una valle laterale più tranquilla del parco nazionale.",
          "Una caminata por el valle de Adygene pasando el cementerio de los alpinistas hasta los prados altos y el lago glaciar bajo las cumbres, un valle lateral más tranquilo del parque nacional.",
          "Une marche dans la vallée d'Adygene, par le cimetière des alpinistes jusqu'aux prairies d'altitude et au lac glaciaire sous les sommets, vallée latérale plus calme du parc national.",
          "Eine Wanderung durch das Adygene-Tal am Gedenkfriedhof der Bergsteiger vorbei zu den Hochwiesen und dem Gletschersee unter den Gipfeln, ein ruhigeres Seitental des Nationalparks.",
        ],
      ],
    ],
  },
  "KGZ Issyk-Kul": {
    days: [
      [
        "see",
        [
          "Issyk-Kul: the petroglyphs of Cholpon-Ata and the south shore",
          "Issyk-Kul: i petroglifi di Cholpon-Ata e la riva sud",
          "Issyk-Kul: los petroglifos de Cholpon-Ata y la orilla sur",
          "Issyk-Koul : les pétroglyphes de Tcholpon-Ata et la rive sud",
          "Yssykköl: die Felsbilder von Tscholpon-Ata und das Südufer",
        ],
        [
          "The open-air field of Cholpon-Ata petroglyphs, ibex and hunters pecked into boulders, then round to the quiet south shore, the red Skazka canyon and an eagle hunter's show at Bokonbaevo.",
          "Il campo all'aperto dei petroglifi di Cholpon-Ata, stambecchi e cacciatori incisi sui massi, poi la tranquilla riva sud, il canyon rosso di Skazka e un'esibizione di cacciatori con l'aquila a Bokonbaevo.",
          "El campo al aire libre de los petroglifos de Cholpon-Ata, íbices y cazadores grabados en las rocas, y luego la tranquila orilla sur, el cañón rojo de Skazka y una exhibición de cazadores con águila en Bokonbaevo.",
          "Le champ de pétroglyphes de Tcholpon-Ata, bouquetins et chasseurs piquetés dans les blocs, puis la rive sud plus calme, le canyon rouge de Skazka et une démonstration de chasse à l'aigle à Bokonbaïevo.",
          "Das Freiluftfeld der Felsbilder von Tscholpon-Ata mit in Felsblöcke gepickten Steinböcken und Jägern, dann das ruhige Südufer, der rote Skazka-Canyon und eine Vorführung der Adlerjäger in Bokonbajewo.",
        ],
      ],
      [
        "see",
        [
          "Issyk-Kul: on the lake that never freezes",
          "Issyk-Kul: sul lago che non gela mai",
          "Issyk-Kul: en el lago que nunca se hiela",
          "Issyk-Koul : sur le lac qui ne gèle jamais",
          "Yssykköl: auf dem See, der nie zufriert",
        ],
        [
          "A boat out on the lake that never freezes, ringed by the snow peaks of the Tian Shan, and, from June to September, a swim from a sandy beach of the south shore near a yurt camp.",
          "In barca sul lago che non gela mai, circondato dalle vette innevate del Tian Shan, e, da giugno a settembre, un bagno da una spiaggia sabbiosa della riva sud vicino a un campo di yurte.",
          "En barco por el lago que nunca se hiela, rodeado por las cumbres nevadas del Tian Shan, y, de junio a septiembre, un baño desde una playa de arena de la orilla sur junto a un campamento de yurtas.",
          "En bateau sur le lac qui ne gèle jamais, cerné par les sommets enneigés du Tian Shan, et, de juin à septembre, une baignade depuis une plage de sable de la rive sud près d'un camp de yourtes.",
          "Mit dem Boot auf den See, der nie zufriert, umringt von den Schneegipfeln des Tian Shan, und von Juni bis September ein Bad von einem Sandstrand am Südufer bei einem Jurtenlager.",
        ],
      ],
    ],
  },
  "KGZ Karakol": {
    days: [
      [
        "see",
        [
          "Karakol: the wooden cathedral and the Dungan mosque",
          "Karakol: la cattedrale di legno e la moschea dungana",
          "Karakol: la catedral de madera y la mezquita dungana",
          "Karakol : la cathédrale de bois et la mosquée doungane",
          "Karakol: die Holzkathedrale und die Dunganen-Moschee",
        ],
        [
          "The Russian Orthodox cathedral of the Holy Trinity, built of wood, the Dungan mosque built like a Chinese temple without a nail, and, if the day falls on a Sunday, the animal market on the edge of town.",
          "La cattedrale ortodossa russa della Santissima Trinità, costruita in legno, la moschea dungana fatta come un tempio cinese senza un chiodo e, se il giorno cade di domenica, il mercato del bestiame ai margini della città.",
          "La catedral ortodoxa rusa de la Santísima Trinidad, de madera, la mezquita dungana construida como un templo chino sin un solo clavo y, si el día cae en domingo, el mercado de animales a las afueras.",
          "La cathédrale orthodoxe russe de la Sainte-Trinité, tout en bois, la mosquée doungane bâtie comme un temple chinois sans un clou et, si la journée tombe un dimanche, le marché aux bestiaux en bordure de ville.",
          "Die russisch-orthodoxe Dreifaltigkeitskathedrale aus Holz, die wie ein chinesischer Tempel ohne einen Nagel gebaute Dunganen-Moschee und, fällt der Tag auf einen Sonntag, der Viehmarkt am Stadtrand.",
        ],
      ],
      [
        "food",
        [
          "Karakol: ashlyan-fu and a Dungan dinner",
          "Karakol: ashlyan-fu e una cena dungana",
          "Karakol: ashlyan-fu y una cena dungana",
          "Karakol : achlian-fou et dîner doungane",
          "Karakol: Ashlyan-Fu und ein Dunganen-Essen",
        ],
        [
          "Karakol's ashlyan-fu, cold noodles in a sour spicy broth, at the bazaar's stalls, and a Dungan family dinner of many small dishes, a tradition brought by the Hui who fled China.",
          "L'ashlyan-fu di Karakol, tagliatelle fredde in un brodo acido e piccante, ai banchi del bazar, e una cena in una famiglia dungana con molti piccoli piatti, tradizione portata dagli hui fuggiti dalla Cina.",
          "El ashlyan-fu de Karakol, fideos fríos en un caldo ácido y picante, en los puestos del bazar, y una cena en casa de una familia dungana con muchos platillos, tradición de los hui que huyeron de China.",
          "L'achlian-fou de Karakol, nouilles froides dans un bouillon aigre et pimenté, aux étals du bazar, et un dîner chez une famille doungane aux nombreux petits plats, tradition des Hui venus de Chine.",
          "Karakols Ashlyan-Fu, kalte Nudeln in saurer, scharfer Brühe, an den Basarständen, und ein Abendessen bei einer Dunganen-Familie mit vielen kleinen Gerichten, Tradition der aus China geflohenen Hui.",
        ],
      ],
    ],
  },
  "KGZ Ala-Kul": {
    months: [7, 9],
    days: [
      [
        "trek",
        [
          "Ala-Kul: up the Karakol gorge to Sirota",
          "Ala-Kul: su per la gola del Karakol fino a Sirota",
          "Ala-Kul: por la garganta del Karakol hasta Sirota",
          "Ala-Kul : la gorge du Karakol jusqu'à Sirota",
          "Ala-Kul: die Karakol-Schlucht hinauf nach Sirota",
        ],
        [
          "From the Karakol valley up through spruce forest along the river to the Sirota camp below the lake's outlet, where the trail steepens towards the moraine.",
          "Dalla valle del Karakol su tra gli abeti lungo il fiume fino al campo di Sirota sotto l'emissario del lago, dove il sentiero si fa ripido verso la morena.",
          "Desde el valle del Karakol subiendo entre píceas junto al río hasta el campamento de Sirota bajo el desagüe del lago, donde el sendero se empina hacia la morrena.",
          "De la vallée du Karakol, montée entre les épicéas le long de la rivière jusqu'au camp de Sirota sous l'émissaire du lac, où le sentier se raidit vers la moraine.",
          "Vom Karakol-Tal durch Fichtenwald am Fluss entlang hinauf zum Lager Sirota unterhalb des Seeabflusses, wo der Pfad zur Moräne steiler wird.",
        ],
      ],
      [
        "trek",
        [
          "Ala-Kul: the turquoise lake and the pass",
          "Ala-Kul: il lago turchese e il passo",
          "Ala-Kul: el lago turquesa y el paso",
          "Ala-Kul : le lac turquoise et le col",
          "Ala-Kul: der türkisfarbene See und der Pass",
        ],
        [
          "Up the moraine beside the waterfall to the turquoise lake of Ala-Kul under its glaciers, then over the Ala-Kul pass at about 3,900 m and down scree to the valley of Altyn-Arashan.",
          "Su per la morena accanto alla cascata fino al lago turchese di Ala-Kul sotto i suoi ghiacciai, poi oltre il passo di Ala-Kul a circa 3.900 m e giù per i ghiaioni fino alla valle di Altyn-Arashan.",
          "Subida por la morrena junto a la cascada hasta el lago turquesa de Ala-Kul bajo sus glaciares, luego el paso de Ala-Kul, a unos 3.900 m, y bajada por pedreras al valle de Altyn-Arashan.",
          "Montée par la moraine près de la cascade jusqu'au lac turquoise d'Ala-Kul sous ses glaciers, puis le col d'Ala-Kul, vers 3 900 m, et la descente dans les éboulis vers la vallée d'Altyn-Arashan.",
          "Über die Moräne neben dem Wasserfall hinauf zum türkisfarbenen Ala-Kul unter seinen Gletschern, dann über den Ala-Kul-Pass auf rund 3.900 m und durch Geröll hinab ins Tal von Altyn-Arashan.",
        ],
      ],
      [
        "trek",
        [
          "Ala-Kul: the hot springs of Altyn-Arashan",
          "Ala-Kul: le sorgenti calde di Altyn-Arashan",
          "Ala-Kul: las aguas termales de Altyn-Arashan",
          "Ala-Kul : les sources chaudes d'Altyn-Arashan",
          "Ala-Kul: die heißen Quellen von Altyn-Arashan",
        ],
        [
          "A soak in the hot spring pools of Altyn-Arashan below Palatka peak, then down the long valley through spruce and pastures to the road at Ak-Suu.",
          "Un bagno nelle vasche delle sorgenti calde di Altyn-Arashan sotto il picco Palatka, poi giù per la lunga valle tra abeti e pascoli fino alla strada di Ak-Suu.",
          "Un baño en las pozas termales de Altyn-Arashan bajo el pico Palatka, y luego bajada por el largo valle entre píceas y pastos hasta la carretera de Ak-Suu.",
          "Un bain dans les bassins des sources chaudes d'Altyn-Arashan sous le pic Palatka, puis la descente de la longue vallée entre épicéas et pâturages jusqu'à la route d'Ak-Suu.",
          "Ein Bad in den heißen Quellbecken von Altyn-Arashan unter dem Palatka-Gipfel, dann das lange Tal durch Fichten und Weiden hinab zur Straße bei Ak-Suu.",
        ],
      ],
      [
        "see",
        [
          "Ala-Kul: a day in the Altyn-Arashan valley",
          "Ala-Kul: una giornata nella valle di Altyn-Arashan",
          "Ala-Kul: un día en el valle de Altyn-Arashan",
          "Ala-Kul : une journée dans la vallée d'Altyn-Arashan",
          "Ala-Kul: ein Tag im Tal von Altyn-Arashan",
        ],
        [
          "A day walk up the Arashan river to the foot of Palatka peak, among herders' summer pastures and horses, returning to the hot springs and the guesthouses of the valley.",
          "Una camminata lungo il fiume Arashan fino ai piedi del picco Palatka, tra i pascoli estivi dei pastori e i cavalli, con il ritorno alle sorgenti calde e alle guesthouse della valle.",
          "Una caminata por el río Arashan hasta el pie del pico Palatka, entre pastos de verano y caballos, volviendo a las aguas termales y a las casas de huéspedes del valle.",
          "Une marche le long de la rivière Arashan jusqu'au pied du pic Palatka, entre les estives des bergers et leurs chevaux, avec retour aux sources chaudes et aux maisons d'hôtes de la vallée.",
          "Eine Tageswanderung am Arashan entlang bis zum Fuß des Palatka, zwischen Sommerweiden und Pferden der Hirten, zurück zu den heißen Quellen und den Gästehäusern des Tals.",
        ],
      ],
    ],
  },
  "KGZ Jeti-Ögüz": {
    days: [
      [
        "see",
        [
          "Jeti-Ögüz: the Seven Bulls and Broken Heart rocks",
          "Jeti-Ögüz: le rocce dei Sette Tori e del Cuore Spezzato",
          "Jeti-Ögüz: las rocas de los Siete Toros y el Corazón Roto",
          "Jeti-Ögüz : les rochers des Sept Taureaux et du Cœur brisé",
          "Jeti-Ögüz: die Felsen der Sieben Stiere und des Gebrochenen Herzens",
        ],
        [
          "The red sandstone cliffs of the Seven Bulls and the split rock called Broken Heart at the mouth of the valley, then up to the Valley of Flowers and, in summer, its herders' yurts.",
          "Le pareti di arenaria rossa dei Sette Tori e la roccia spaccata detta Cuore Spezzato all'imbocco della valle, poi su fino alla Valle dei Fiori e, d'estate, alle yurte dei pastori.",
          "Los riscos de arenisca roja de los Siete Toros y la roca partida llamada Corazón Roto a la entrada del valle, y luego la subida al Valle de las Flores y, en verano, las yurtas de los pastores.",
          "Les falaises de grès rouge des Sept Taureaux et le rocher fendu du Cœur brisé à l'entrée de la vallée, puis la montée à la vallée des Fleurs et, en été, ses yourtes de bergers.",
          "Die roten Sandsteinfelsen der Sieben Stiere und der gespaltene Felsen Gebrochenes Herz am Taleingang, dann hinauf ins Tal der Blumen, im Sommer mit den Jurten der Hirten.",
        ],
      ],
      [
        "see",
        [
          "Jeti-Ögüz: the walk to the Kok-Jaiyk meadows",
          "Jeti-Ögüz: la camminata ai prati di Kok-Jaiyk",
          "Jeti-Ögüz: la caminata a los prados de Kok-Jaiyk",
          "Jeti-Ögüz : la marche aux prairies de Kok-Jaiyk",
          "Jeti-Ögüz: die Wanderung zu den Wiesen von Kok-Jaiyk",
        ],
        [
          "A walk through spruce forest up the valley to the broad meadows of Kok-Jaiyk and a waterfall, and, in summer, tea and fresh kymyz in a herder's yurt.",
          "Una camminata nel bosco di abeti su per la valle fino agli ampi prati di Kok-Jaiyk e a una cascata e, d'estate, tè e kymyz fresco nella yurta di un pastore.",
          "Una caminata por el bosque de píceas valle arriba hasta los amplios prados de Kok-Jaiyk y una cascada y, en verano, té y kymyz fresco en la yurta de un pastor.",
          "Une marche en forêt d'épicéas en remontant la vallée jusqu'aux vastes prairies de Kok-Jaiyk et à une cascade, puis, en été, thé et koumys frais dans la yourte d'un berger.",
          "Eine Wanderung durch Fichtenwald talaufwärts zu den weiten Wiesen von Kok-Jaiyk und einem Wasserfall, im Sommer mit Tee und frischem Kumys in der Jurte eines Hirten.",
        ],
      ],
    ],
  },
  "KGZ Song-Köl": {
    months: [6, 9],
    days: [
      [
        "see",
        [
          "Song-Köl: on horseback around the high lake",
          "Song-Köl: a cavallo intorno al lago d'alta quota",
          "Song-Köl: a caballo alrededor del lago de altura",
          "Song-Köl : à cheval autour du lac d'altitude",
          "Song-Köl: zu Pferd um den Hochsee",
        ],
        [
          "On horseback along the shore of the lake at about 3,000 m, among the summer pastures where herders bring their horses, sheep and yaks, sleeping in a family's yurt camp.",
          "A cavallo lungo la riva del lago a circa 3.000 m, tra i pascoli estivi dove i pastori portano cavalli, pecore e yak, dormendo nel campo di yurte di una famiglia.",
          "A caballo por la orilla del lago, a unos 3.000 m, entre los pastos de verano adonde los pastores llevan caballos, ovejas y yaks, durmiendo en el campamento de yurtas de una familia.",
          "À cheval le long du lac, vers 3 000 m, parmi les estives où les bergers mènent chevaux, moutons et yacks, avec la nuit dans le camp de yourtes d'une famille.",
          "Zu Pferd am Ufer des Sees auf rund 3.000 m, zwischen den Sommerweiden, auf die Hirten Pferde, Schafe und Yaks treiben, mit Übernachtung im Jurtenlager einer Familie.",
        ],
      ],
      [
        "see",
        [
          "Song-Köl: herders' life and kok-boru",
          "Song-Köl: la vita dei pastori e il kok-boru",
          "Song-Köl: la vida de los pastores y el kok-boru",
          "Song-Köl : la vie des bergers et le kok-boru",
          "Song-Köl: Hirtenleben und Kok-Boru",
        ],
        [
          "A day with a herding family: milking mares for kymyz, felt-making for the yurt, and a game of kok-boru, the horseback tussle over a goat carcass, on the pastures by the water.",
          "Una giornata con una famiglia di pastori: la mungitura delle giumente per il kymyz, la lavorazione del feltro per la yurta e una partita di kok-boru, la lotta a cavallo per una carcassa di capra, sui pascoli vicino all'acqua.",
          "Un día con una familia de pastores: el ordeño de las yeguas para el kymyz, la fabricación de fieltro para la yurta y una partida de kok-boru, la lucha a caballo por una cabra, en los pastos junto al agua.",
          "Une journée avec une famille de bergers : la traite des juments pour le koumys, le feutre pour la yourte et une partie de kok-boru, la lutte à cheval pour une carcasse de chèvre, sur les pâturages au bord de l'eau.",
          "Ein Tag mit einer Hirtenfamilie: Stuten melken für Kumys, Filz für die Jurte walken und eine Partie Kok-Boru, das Reiterringen um einen Ziegenkadaver, auf den Weiden am Wasser.",
        ],
      ],
    ],
  },
  "KGZ Naryn": {
    days: [
      [
        "see",
        [
          "Naryn: the river gorge and the Salkyn-Tor",
          "Naryn: la gola del fiume e il Salkyn-Tor",
          "Naryn: la garganta del río y el Salkyn-Tor",
          "Naryn : la gorge de la rivière et le Salkyn-Tor",
          "Naryn: die Flussschlucht und der Salkyn-Tor",
        ],
        [
          "The town strung along the Naryn river gorge, its blue-roofed mosque and regional museum, and a walk in the spruce forests of the Salkyn-Tor park above the river.",
          "La cittadina distesa lungo la gola del fiume Naryn, la moschea dal tetto blu e il museo regionale, e una camminata nelle foreste di abeti del parco Salkyn-Tor sopra il fiume.",
          "El pueblo estirado a lo largo de la garganta del río Naryn, su mezquita de tejado azul y el museo regional, y un paseo por los bosques de píceas del parque Salkyn-Tor sobre el río.",
          "La ville étirée le long de la gorge de la Naryn, sa mosquée au toit bleu et son musée régional, et une marche dans les forêts d'épicéas du parc de Salkyn-Tor au-dessus de la rivière.",
          "Die Stadt entlang der Schlucht des Naryn, ihre Moschee mit blauem Dach und das Regionalmuseum, dazu ein Gang durch die Fichtenwälder des Salkyn-Tor-Parks über dem Fluss.",
        ],
      ],
      [
        "food",
        [
          "Naryn: horse-meat chuchuk and boorsok",
          "Naryn: chuchuk di cavallo e boorsok",
          "Naryn: chuchuk de caballo y boorsok",
          "Naryn : tchoutchouk de cheval et boorsok",
          "Naryn: Pferdewurst Tschutschuk und Boorsok",
        ],
        [
          "The herders' food of the Naryn highlands: chuchuk horse-meat sausage, naryn of chopped noodles and meat that shares the town's name, boorsok fried dough and a bowl of kymyz.",
          "Il cibo dei pastori degli altopiani di Naryn: la salsiccia di cavallo chuchuk, il naryn di pasta e carne tritate che porta il nome della città, il boorsok di pasta fritta e una ciotola di kymyz.",
          "La comida de los pastores de las tierras altas de Naryn: la salchicha de caballo chuchuk, el naryn de pasta y carne picadas que comparte nombre con el pueblo, el boorsok de masa frita y un cuenco de kymyz.",
          "La cuisine des bergers des hautes terres de Naryn : la saucisse de cheval tchoutchouk, le naryn de pâtes et de viande hachées qui porte le nom de la ville, le boorsok frit et un bol de koumys.",
          "Die Hirtenküche des Naryn-Hochlands: Pferdewurst Tschutschuk, Naryn aus gehackten Nudeln und Fleisch, das wie die Stadt heißt, frittiertes Boorsok und eine Schale Kumys.",
        ],
      ],
    ],
  },
  "KGZ Tash Rabat": {
    days: [
      [
        "see",
        [
          "Tash Rabat: the stone caravanserai",
          "Tash Rabat: il caravanserraglio di pietra",
          "Tash Rabat: el caravasar de piedra",
          "Tash Rabat : le caravansérail de pierre",
          "Tash Rabat: die steinerne Karawanserei",
        ],
        [
          "The 15th-century stone caravanserai of Tash Rabat in a side valley of the At-Bashy range, its domed hall and cells, and a walk up the valley towards the ridge that looks over to Chatyr-Kul lake.",
          "Il caravanserraglio di pietra del XV secolo di Tash Rabat in una valle laterale della catena di At-Bashy, con la sala a cupola e le celle, e una camminata su per la valle verso la cresta che guarda il lago Chatyr-Kul.",
          "El caravasar de piedra del siglo XV de Tash Rabat en un valle lateral de la sierra de At-Bashy, con su sala abovedada y sus celdas, y una caminata valle arriba hacia la cresta que mira al lago Chatyr-Kul.",
          "Le caravansérail de pierre du XVe siècle de Tash Rabat dans une vallée latérale de la chaîne d'At-Bachy, sa salle à coupole et ses cellules, et une marche vers la crête qui domine le lac Tchatyr-Koul.",
          "Die steinerne Karawanserei von Tash Rabat aus dem 15. Jahrhundert in einem Seitental der At-Baschy-Kette, mit Kuppelhalle und Zellen, und eine Wanderung talaufwärts zum Grat mit Blick zum Tschatyr-Köl.",
        ],
      ],
    ],
  },
  "KGZ Osh": {
    days: [
      [
        "see",
        [
          "Osh: Sulaiman-Too, the sacred mountain",
          "Osh: il Sulaiman-Too, la montagna sacra",
          "Osh: el Sulaiman-Too, la montaña sagrada",
          "Osh : le Soulaïman-Too, la montagne sacrée",
          "Osh: der Sulaiman-Too, der heilige Berg",
        ],
        [
          "Up the sacred mountain of Sulaiman-Too in the middle of the city, past rocks polished by pilgrims seeking cures, to Babur's House and the museum set inside a cave.",
          "Su per la montagna sacra di Sulaiman-Too in mezzo alla città, tra rocce levigate dai pellegrini in cerca di guarigione, fino alla Casa di Babur e al museo dentro una grotta.",
          "Subida a la montaña sagrada de Sulaiman-Too en medio de la ciudad, entre rocas pulidas por los peregrinos que buscan curarse, hasta la Casa de Babur y el museo dentro de una cueva.",
          "Montée sur la montagne sacrée du Soulaïman-Too au milieu de la ville, entre les rochers polis par les pèlerins en quête de guérison, jusqu'à la maison de Babur et au musée installé dans une grotte.",
          "Hinauf auf den heiligen Berg Sulaiman-Too mitten in der Stadt, an von heilungssuchenden Pilgern blank polierten Felsen vorbei zum Haus Baburs und zum Museum in einer Höhle.",
        ],
      ],
      [
        "see",
        [
          "Osh: the Jayma Bazaar and the Uzbek quarter",
          "Osh: il bazar di Jayma e il quartiere uzbeko",
          "Osh: el bazar de Jayma y el barrio uzbeko",
          "Osh : le bazar Jayma et le quartier ouzbek",
          "Osh: der Jayma-Basar und das usbekische Viertel",
        ],
        [
          "The Jayma Bazaar stretched along the Ak-Buura river, one of the oldest markets of the Silk Road, then the walled courtyards of the Uzbek mahalla and the Rabat Abdullah Khan mosque.",
          "Il bazar di Jayma lungo il fiume Ak-Buura, uno dei mercati più antichi della Via della Seta, poi i cortili cintati della mahalla uzbeka e la moschea di Rabat Abdullah Khan.",
          "El bazar de Jayma a lo largo del río Ak-Buura, uno de los mercados más antiguos de la Ruta de la Seda, y luego los patios amurallados de la mahalla uzbeka y la mezquita de Rabat Abdullah Khan.",
          "Le bazar Jayma étiré le long de l'Ak-Bououra, l'un des plus vieux marchés de la route de la soie, puis les cours fermées de la mahalla ouzbèke et la mosquée Rabat Abdoullah Khan.",
          "Der Jayma-Basar entlang des Ak-Buura, einer der ältesten Märkte der Seidenstraße, dann die ummauerten Höfe der usbekischen Mahalla und die Moschee Rabat Abdullah Khan.",
        ],
      ],
      [
        "food",
        [
          "Osh: Osh plov and samsa",
          "Osh: il plov di Osh e la samsa",
          "Osh: el plov de Osh y la samsa",
          "Osh : le plov d'Och et les samsa",
          "Osh: Osch-Plov und Samsa",
        ],
        [
          "The southern Kyrgyz table, close to the Uzbek: Osh plov of yellow carrots and devzira rice, samsa from the bazaar's clay ovens, and shashlik grilled along the river at dusk.",
          "La tavola del sud kirghiso, vicina a quella uzbeka: il plov di Osh con carote gialle e riso devzira, la samsa dei forni d'argilla del bazar e lo shashlik grigliato lungo il fiume al tramonto.",
          "La mesa del sur kirguís, cercana a la uzbeka: el plov de Osh con zanahorias amarillas y arroz devzira, la samsa de los hornos de barro del bazar y el shashlik asado junto al río al atardecer.",
          "La table du sud kirghiz, proche de l'ouzbèke : le plov d'Och aux carottes jaunes et au riz devzira, les samsa des fours d'argile du bazar et les chachliks grillés au bord de la rivière le soir.",
          "Die südkirgisische Küche, der usbekischen nah: Osch-Plov mit gelben Möhren und Devzira-Reis, Samsa aus den Lehmöfen des Basars und am Fluss gegrillter Schaschlik in der Dämmerung.",
        ],
      ],
    ],
  },
  "KAZ Almaty": {
    days: [
      [
        "see",
        [
          "Almaty: Panfilov Park and the Green Bazaar",
          "Almaty: il parco Panfilov e il Bazar Verde",
          "Almaty: el parque Panfilov y el Bazar Verde",
          "Almaty : le parc Panfilov et le Bazar vert",
          "Almaty: der Panfilow-Park und der Grüne Basar",
        ],
        [
          "The wooden Ascension Cathedral of Panfilov Park, built without nails and still standing after the 1911 earthquake, the museum of Kazakh folk instruments, and the halls of the Green Bazaar.",
          "La cattedrale dell'Ascensione nel parco Panfilov, in legno senza chiodi e rimasta in piedi dopo il terremoto del 1911, il museo degli strumenti popolari kazaki e le sale del Bazar Verde.",
          "La catedral de la Ascensión del parque Panfilov, de madera sin clavos y en pie tras el terremoto de 1911, el museo de instrumentos populares kazajos y las naves del Bazar Verde.",
          "La cathédrale de l'Ascension du parc Panfilov, en bois sans clous et restée debout après le séisme de 1911, le musée des instruments populaires kazakhs et les halles du Bazar vert.",
          "Die hölzerne Christi-Himmelfahrts-Kathedrale im Panfilow-Park, ohne Nägel gebaut und nach dem Erdbeben von 1911 noch stehend, das Museum kasachischer Volksinstrumente und die Hallen des Grünen Basars.",
        ],
      ],
      [
        "see",
        [
          "Almaty: Kok-Tobe and the Medeu valley",
          "Almaty: il Kok-Tobe e la valle di Medeu",
          "Almaty: el Kok-Tobe y el valle de Medeu",
          "Almaty : le Kok-Tobe et la vallée de Medeu",
          "Almaty: Kok-Tobe und das Medeu-Tal",
        ],
        [
          "By cable car up Kok-Tobe hill for the city spread below the Zailiysky Alatau, then up the Medeu valley to the high-altitude skating rink and the Shymbulak ski area by gondola.",
          "In funivia sulla collina di Kok-Tobe per la città distesa sotto lo Zailiysky Alatau, poi su per la valle di Medeu fino al palaghiaccio d'alta quota e in cabinovia all'area sciistica di Shymbulak.",
          "En teleférico a la colina de Kok-Tobe para ver la ciudad a los pies del Zailiysky Alatau, y luego por el valle de Medeu hasta la pista de patinaje de altura y en góndola a la estación de Shymbulak.",
          "En téléphérique sur la colline de Kok-Tobe pour la ville étalée sous le Zailiyski Alataou, puis la vallée de Medeu jusqu'à la patinoire d'altitude et, en télécabine, le domaine de Chymboulak.",
          "Mit der Seilbahn auf den Kok-Tobe mit Blick auf die Stadt unter dem Transili-Alatau, dann das Medeu-Tal hinauf zur Höhen-Eisbahn und mit der Gondel ins Skigebiet Schymbulak.",
        ],
      ],
      [
        "food",
        [
          "Almaty: beshbarmak, kazy and apples",
          "Almaty: beshbarmak, kazy e mele",
          "Almaty: beshbarmak, kazy y manzanas",
          "Almaty : bechbarmak, kazy et pommes",
          "Almaty: Beschbarmak, Kasy und Äpfel",
        ],
        [
          "Almaty, the 'father of apples', at the Green Bazaar: aport apples, horse-meat kazy sausage, kurt and shubat camel milk, then a Kazakh dinner of beshbarmak and baursak.",
          "Almaty, il «padre delle mele», al Bazar Verde: mele aport, salsiccia di cavallo kazy, kurt e shubat di latte di cammella, poi una cena kazaka di beshbarmak e baursak.",
          "Almaty, el «padre de las manzanas», en el Bazar Verde: manzanas aport, salchicha de caballo kazy, kurt y shubat de leche de camella, y luego una cena kazaja de beshbarmak y baursak.",
          "Almaty, le « père des pommes », au Bazar vert : pommes aport, saucisse de cheval kazy, kurt et chubat de lait de chamelle, puis un dîner kazakh de bechbarmak et de baoursak.",
          "Almaty, der „Vater der Äpfel“, auf dem Grünen Basar: Aport-Äpfel, Pferdewurst Kasy, Kurt und Schubat aus Kamelmilch, dann ein kasachisches Abendessen mit Beschbarmak und Baursak.",
        ],
      ],
    ],
  },
  "KAZ Charyn Canyon": {
    days: [
      [
        "see",
        [
          "Charyn Canyon: the Valley of Castles",
          "Canyon di Charyn: la Valle dei Castelli",
          "Cañón de Charyn: el Valle de los Castillos",
          "Canyon de Charyn : la vallée des Châteaux",
          "Scharyn-Canyon: das Tal der Burgen",
        ],
        [
          "Down into the Valley of Castles, a walk between red rock towers carved by wind and water, to the Charyn River at the bottom, shaded by a grove of rare Sogdian ash.",
          "Giù nella Valle dei Castelli, una camminata tra torri di roccia rossa scolpite da vento e acqua fino al fiume Charyn sul fondo, all'ombra di un boschetto di rari frassini di Sogdiana.",
          "Bajada al Valle de los Castillos, una caminata entre torres de roca roja talladas por el viento y el agua hasta el río Charyn en el fondo, a la sombra de un bosquecillo del raro fresno de Sogdiana.",
          "Descente dans la vallée des Châteaux, une marche entre des tours de roche rouge sculptées par le vent et l'eau jusqu'à la rivière Charyn au fond, à l'ombre d'un bosquet de rares frênes de Sogdiane.",
          "Hinab ins Tal der Burgen, eine Wanderung zwischen von Wind und Wasser geformten roten Felstürmen bis zum Scharyn-Fluss am Grund, im Schatten eines Hains seltener Sogdischer Eschen.",
        ],
      ],
      [
        "see",
        [
          "Charyn Canyon: the rim viewpoints and Moon Canyon",
          "Canyon di Charyn: i belvedere sul bordo e il Canyon della Luna",
          "Cañón de Charyn: los miradores del borde y el Cañón de la Luna",
          "Canyon de Charyn : les belvédères du bord et le canyon de la Lune",
          "Scharyn-Canyon: Aussichtspunkte am Rand und der Mond-Canyon",
        ],
        [
          "Along the rim of the canyon between viewpoints over its layered walls, to the pale side gorges of the Yellow and Moon canyons, and the steppe of the Charyn plateau.",
          "Lungo il bordo del canyon tra i belvedere sulle sue pareti stratificate, fino alle gole laterali chiare dei canyon Giallo e della Luna e alla steppa dell'altopiano di Charyn.",
          "Por el borde del cañón entre miradores sobre sus paredes estratificadas, hasta las gargantas claras de los cañones Amarillo y de la Luna y la estepa de la meseta de Charyn.",
          "Le long du bord du canyon entre les belvédères sur ses parois stratifiées, jusqu'aux gorges pâles des canyons Jaune et de la Lune et la steppe du plateau de Charyn.",
          "Am Rand des Canyons entlang von Aussichtspunkt zu Aussichtspunkt über die geschichteten Wände, zu den hellen Seitenschluchten des Gelben und des Mond-Canyons und zur Steppe des Scharyn-Plateaus.",
        ],
      ],
    ],
  },
  "KAZ Kolsai Lakes": {
    months: [5, 10],
    days: [
      [
        "see",
        [
          "Kolsai Lakes: the trail from the first to the second lake",
          "Laghi di Kolsai: il sentiero dal primo al secondo lago",
          "Lagos Kolsai: el sendero del primer al segundo lago",
          "Lacs de Kolsai : le sentier du premier au deuxième lac",
          "Kolsai-Seen: der Weg vom ersten zum zweiten See",
        ],
        [
          "From the first Kolsai lake among Tian Shan spruce up the forest trail along the stream to the second lake, on foot or on horseback with a guide from the village of Saty.",
          "Dal primo lago di Kolsai tra gli abeti del Tian Shan su per il sentiero nel bosco lungo il torrente fino al secondo lago, a piedi o a cavallo con una guida del villaggio di Saty.",
          "Desde el primer lago Kolsai entre píceas del Tian Shan por el sendero del bosque junto al arroyo hasta el segundo lago, a pie o a caballo con un guía del pueblo de Saty.",
          "Du premier lac de Kolsai parmi les épicéas du Tian Shan, montée par le sentier forestier le long du torrent jusqu'au deuxième lac, à pied ou à cheval avec un guide du village de Saty.",
          "Vom ersten Kolsai-See zwischen Tian-Shan-Fichten auf dem Waldweg am Bach entlang hinauf zum zweiten See, zu Fuß oder zu Pferd mit einem Führer aus dem Dorf Saty.",
        ],
      ],
      [
        "see",
        [
          "Kolsai Lakes: the sunken forest of Kaindy",
          "Laghi di Kolsai: la foresta sommersa di Kaindy",
          "Lagos Kolsai: el bosque sumergido de Kaindy",
          "Lacs de Kolsai : la forêt engloutie de Kaindy",
          "Kolsai-Seen: der versunkene Wald von Kaindy",
        ],
        [
          "By 4x4 up the gorge to Lake Kaindy, formed by a landslide in 1911, where the bare trunks of drowned spruce still rise from the blue-green water.",
          "In 4x4 su per la gola fino al lago Kaindy, nato da una frana nel 1911, dove i tronchi spogli degli abeti annegati spuntano ancora dall'acqua verde-azzurra.",
          "En 4x4 por la garganta hasta el lago Kaindy, formado por un corrimiento de tierra en 1911, donde los troncos desnudos de las píceas ahogadas aún emergen del agua verdeazulada.",
          "En 4x4 par la gorge jusqu'au lac Kaindy, né d'un glissement de terrain en 1911, où les troncs nus des épicéas noyés sortent encore de l'eau bleu-vert.",
          "Im Geländewagen durch die Schlucht zum Kaindy-See, 1911 durch einen Bergsturz entstanden, wo die kahlen Stämme ertrunkener Fichten noch aus dem blaugrünen Wasser ragen.",
        ],
      ],
    ],
  },
  "KAZ Big Almaty Lake": {
    months: [6, 10],
    days: [
      [
        "see",
        [
          "Big Almaty Lake: the turquoise reservoir",
          "Lago Grande di Almaty: il bacino turchese",
          "Gran Lago de Almaty: el embalse turquesa",
          "Grand lac d'Almaty : le réservoir turquoise",
          "Großer Almaty-See: das türkisfarbene Becken",
        ],
        [
          "Up the Ile-Alatau gorge to the turquoise lake at about 2,500 m under the peaks of Soviet, Ozyorny and Tourist, with the old observatory of Tien Shan above it.",
          "Su per la gola dell'Ile-Alatau fino al lago turchese a circa 2.500 m sotto le cime Sovetov, Ozyorny e Tourist, con il vecchio osservatorio del Tian Shan più in alto.",
          "Subida por la garganta del Ile-Alatau hasta el lago turquesa, a unos 2.500 m, bajo los picos Sovetov, Ozyorny y Tourist, con el viejo observatorio del Tian Shan encima.",
          "Montée par la gorge de l'Ile-Alataou jusqu'au lac turquoise, vers 2 500 m, sous les pics Sovetov, Ozyorny et Tourist, avec le vieil observatoire du Tian Shan au-dessus.",
          "Durch die Schlucht des Ile-Alatau hinauf zum türkisfarbenen See auf rund 2.500 m unter den Gipfeln Sowjetow, Osjorny und Tourist, darüber das alte Tian-Shan-Observatorium.",
        ],
      ],
      [
        "see",
        [
          "Big Almaty Lake: the Big Almaty Peak trail",
          "Lago Grande di Almaty: il sentiero del Picco Grande di Almaty",
          "Gran Lago de Almaty: el sendero del Pico Gran Almaty",
          "Grand lac d'Almaty : le sentier du pic du Grand Almaty",
          "Großer Almaty-See: der Weg zum Großen Almaty-Gipfel",
        ],
        [
          "A hike from the lake up the ridge trail towards Big Almaty Peak, through alpine meadows with marmots, for the view down on the lake and across the range to the steppe.",
          "Un'escursione dal lago su per il sentiero di cresta verso il Picco Grande di Almaty, tra prati alpini con le marmotte, per la vista sul lago e oltre la catena fino alla steppa.",
          "Una caminata desde el lago por el sendero de la cresta hacia el Pico Gran Almaty, entre prados alpinos con marmotas, para ver el lago desde arriba y la sierra hasta la estepa.",
          "Une randonnée du lac par le sentier de crête vers le pic du Grand Almaty, dans les alpages à marmottes, pour la vue plongeante sur le lac et, par-delà la chaîne, sur la steppe.",
          "Eine Wanderung vom See über den Gratweg Richtung Großer Almaty-Gipfel, durch Almwiesen mit Murmeltieren, mit Blick hinab auf den See und über die Kette bis zur Steppe.",
        ],
      ],
    ],
  },
  "KAZ Altyn-Emel": {
    days: [
      [
        "see",
        [
          "Altyn-Emel: the Singing Dune",
          "Altyn-Emel: la Duna che Canta",
          "Altyn-Emel: la Duna Cantante",
          "Altyn-Emel : la Dune chantante",
          "Altyn-Emel: die Singende Düne",
        ],
        [
          "By 4x4 across the park's steppe, past herds of kulan and goitered gazelles, to the Singing Dune, whose sand hums underfoot as it slides, and the climb to its crest above the Ili valley.",
          "In 4x4 attraverso la steppa del parco, tra branchi di kulan e gazzelle gozzute, fino alla Duna che Canta, la cui sabbia ronza sotto i piedi quando scivola, e la salita alla sua cresta sopra la valle dell'Ili.",
          "En 4x4 por la estepa del parque, entre manadas de kulanes y gacelas persas, hasta la Duna Cantante, cuya arena zumba bajo los pies al deslizarse, y la subida a su cresta sobre el valle del Ili.",
          "En 4x4 à travers la steppe du parc, parmi les hardes de koulans et de gazelles à goitre, jusqu'à la Dune chantante, dont le sable bourdonne sous les pas, et la montée sur sa crête au-dessus de la vallée de l'Ili.",
          "Im Geländewagen durch die Steppe des Parks, an Kulan-Herden und Kropfgazellen vorbei, zur Singenden Düne, deren Sand beim Rutschen unter den Füßen summt, und hinauf auf ihren Kamm über dem Ili-Tal.",
        ],
      ],
      [
        "see",
        [
          "Altyn-Emel: the Aktau mountains",
          "Altyn-Emel: i monti Aktau",
          "Altyn-Emel: los montes Aktau",
          "Altyn-Emel : les monts Aktau",
          "Altyn-Emel: die Aktau-Berge",
        ],
        [
          "The bare clay hills of Aktau, banded white, red and ochre like a painted desert, where fossils of ancient animals lie in the layers, and the Katutau lava hills nearby.",
          "Le colline d'argilla nuda di Aktau, a strisce bianche, rosse e ocra come un deserto dipinto, con fossili di animali antichi negli strati, e le vicine colline di lava di Katutau.",
          "Las colinas de arcilla desnuda de Aktau, a franjas blancas, rojas y ocres como un desierto pintado, con fósiles de animales antiguos en sus capas, y las cercanas colinas de lava de Katutau.",
          "Les collines d'argile nue d'Aktau, rayées de blanc, de rouge et d'ocre comme un désert peint, avec des fossiles d'animaux anciens dans leurs couches, et les collines de lave voisines de Katoutaou.",
          "Die kahlen Tonhügel von Aktau, weiß, rot und ocker gebändert wie eine gemalte Wüste, mit Fossilien urzeitlicher Tiere in den Schichten, und die nahen Lavahügel von Katutau.",
        ],
      ],
    ],
  },
  "KAZ Turkistan": {
    days: [
      [
        "see",
        [
          "Turkistan: the mausoleum of Khoja Ahmed Yasawi",
          "Turkestan: il mausoleo di Khoja Ahmed Yasawi",
          "Turkestán: el mausoleo de Khoja Ahmed Yasawi",
          "Turkestan : le mausolée de Khoja Ahmed Yasawi",
          "Türkistan: das Mausoleum des Khoja Ahmed Yasawi",
        ],
        [
          "The unfinished giant of Timur's architecture, the mausoleum of the Sufi poet Khoja Ahmed Yasawi with its turquoise ribbed dome and bronze cauldron, and the underground mosque of Hilvet.",
          "Il gigante incompiuto dell'architettura di Timur, il mausoleo del poeta sufi Khoja Ahmed Yasawi con la cupola turchese a costoloni e il calderone di bronzo, e la moschea sotterranea di Hilvet.",
          "El gigante inacabado de la arquitectura de Tamerlán, el mausoleo del poeta sufí Khoja Ahmed Yasawi con su cúpula turquesa acanalada y su caldero de bronce, y la mezquita subterránea de Hilvet.",
          "Le géant inachevé de l'architecture de Tamerlan, le mausolée du poète soufi Khoja Ahmed Yasawi, sa coupole côtelée turquoise et son chaudron de bronze, et la mosquée souterraine de Hilvet.",
          "Der unvollendete Riese timuridischer Baukunst, das Mausoleum des Sufi-Dichters Khoja Ahmed Yasawi mit türkiser Rippenkuppel und Bronzekessel, und die unterirdische Moschee Hilvet.",
        ],
      ],
      [
        "see",
        [
          "Turkistan: the ruins of Otrar and Arystan Bab",
          "Turkestan: le rovine di Otrar e Arystan Bab",
          "Turkestán: las ruinas de Otrar y Arystan Bab",
          "Turkestan : les ruines d'Otrar et Arystan Bab",
          "Türkistan: die Ruinen von Otrar und Arystan Bab",
        ],
        [
          "The mound of Otrar, the Silk Road city whose governor provoked Genghis Khan's invasion, and the mausoleum of Arystan Bab, Yasawi's teacher, where pilgrims stop first.",
          "La collina di Otrar, la città della Via della Seta il cui governatore provocò l'invasione di Gengis Khan, e il mausoleo di Arystan Bab, maestro di Yasawi, dove i pellegrini si fermano per primi.",
          "El cerro de Otrar, la ciudad de la Ruta de la Seda cuyo gobernador provocó la invasión de Gengis Kan, y el mausoleo de Arystan Bab, maestro de Yasawi, donde los peregrinos se detienen primero.",
          "La butte d'Otrar, la cité de la route de la soie dont le gouverneur provoqua l'invasion de Gengis Khan, et le mausolée d'Arystan Bab, maître de Yasawi, où les pèlerins s'arrêtent d'abord.",
          "Der Hügel von Otrar, der Seidenstraßenstadt, deren Statthalter den Einfall Dschingis Khans auslöste, und das Mausoleum des Arystan Bab, Lehrer Yasawis, bei dem die Pilger zuerst halten.",
        ],
      ],
      [
        "food",
        [
          "Turkistan: shubat and a southern dastarkhan",
          "Turkestan: shubat e un dastarkhan del sud",
          "Turkestán: shubat y un dastarjan del sur",
          "Turkestan : chubat et dastarkhan du sud",
          "Türkistan: Schubat und ein südlicher Dastarchan",
        ],
        [
          "A southern Kazakh dastarkhan, the laden table of guests: shubat fermented camel milk, lamb kuyrdak, samsa, plov and melons of the Syr Darya, in a family home near the shrine.",
          "Un dastarkhan del sud del Kazakistan, la tavola imbandita per gli ospiti: shubat di latte di cammella fermentato, kuyrdak d'agnello, samsa, plov e meloni del Syr Darya, in una casa vicino al santuario.",
          "Un dastarjan del sur de Kazajistán, la mesa colmada para los invitados: shubat de leche de camella fermentada, kuyrdak de cordero, samsa, plov y melones del Sir Daria, en una casa cerca del santuario.",
          "Un dastarkhan du sud kazakh, la table garnie des invités : chubat de lait de chamelle fermenté, kouyrdak d'agneau, samsa, plov et melons du Syr-Daria, dans une maison près du sanctuaire.",
          "Ein südkasachischer Dastarchan, die gedeckte Gästetafel: Schubat aus vergorener Kamelmilch, Lamm-Kuyrdak, Samsa, Plov und Melonen vom Syrdarja, bei einer Familie nahe dem Heiligtum.",
        ],
      ],
    ],
  },
  "KAZ Astana": {
    days: [
      [
        "see",
        [
          "Astana: Baiterek and the Left Bank",
          "Astana: il Baiterek e la riva sinistra",
          "Astana: el Baiterek y la orilla izquierda",
          "Astana : le Baïterek et la rive gauche",
          "Astana: Baiterek und das linke Ufer",
        ],
        [
          "Up the Baiterek tower to the golden sphere for the view along the axis of the new capital, from the Akorda palace to the Khan Shatyr tent, built on the steppe since 1997.",
          "Su nella torre Baiterek fino alla sfera dorata per la vista lungo l'asse della nuova capitale, dal palazzo Akorda alla tenda di Khan Shatyr, costruita nella steppa dal 1997.",
          "Subida a la torre Baiterek hasta la esfera dorada para ver el eje de la nueva capital, del palacio Akorda a la tienda de Khan Shatyr, levantada en la estepa desde 1997.",
          "Montée dans la tour Baïterek jusqu'à la sphère dorée pour la vue sur l'axe de la nouvelle capitale, du palais Akorda à la tente de Khan Chatyr, bâtie dans la steppe depuis 1997.",
          "Hinauf auf den Baiterek-Turm zur goldenen Kugel mit Blick über die Achse der neuen Hauptstadt, vom Akorda-Palast bis zum Zelt Khan Shatyr, seit 1997 in die Steppe gebaut.",
        ],
      ],
      [
        "see",
        [
          "Astana: the Pyramid and the National Museum",
          "Astana: la Piramide e il Museo nazionale",
          "Astana: la Pirámide y el Museo Nacional",
          "Astana : la Pyramide et le Musée national",
          "Astana: die Pyramide und das Nationalmuseum",
        ],
        [
          "Norman Foster's Palace of Peace and Reconciliation, a glass pyramid, the gold man of the Saka in the National Museum, and the Hazrat Sultan mosque, one of the largest in Central Asia.",
          "Il Palazzo della Pace e della Riconciliazione di Norman Foster, una piramide di vetro, l'uomo d'oro dei saci al Museo nazionale e la moschea Hazrat Sultan, una delle più grandi dell'Asia centrale.",
          "El Palacio de la Paz y la Reconciliación de Norman Foster, una pirámide de vidrio, el hombre de oro de los sacas en el Museo Nacional y la mezquita Hazrat Sultan, una de las mayores de Asia Central.",
          "Le Palais de la paix et de la réconciliation de Norman Foster, une pyramide de verre, l'homme d'or des Saces au Musée national et la mosquée Hazrat Sultan, l'une des plus grandes d'Asie centrale.",
          "Norman Fosters Palast des Friedens und der Eintracht, eine Glaspyramide, der Goldene Mann der Saken im Nationalmuseum und die Hazrat-Sultan-Moschee, eine der größten Zentralasiens.",
        ],
      ],
      [
        "food",
        [
          "Astana: kazy, baursak and a Kazakh feast",
          "Astana: kazy, baursak e un banchetto kazako",
          "Astana: kazy, baursak y un banquete kazajo",
          "Astana : kazy, baoursak et festin kazakh",
          "Astana: Kasy, Baursak und ein kasachisches Festmahl",
        ],
        [
          "The meat hall of the central market, with horse-meat kazy, shuzhuk and zhal, then a Kazakh feast of beshbarmak served on a platter with the sheep's head set before the most respected guest.",
          "Il padiglione delle carni del mercato centrale, con kazy, shuzhuk e zhal di cavallo, poi un banchetto kazako di beshbarmak servito su un vassoio con la testa di montone per l'ospite d'onore.",
          "La nave de carnes del mercado central, con kazy, shuzhuk y zhal de caballo, y luego un banquete kazajo de beshbarmak servido en una fuente con la cabeza de cordero para el invitado de honor.",
          "La halle aux viandes du marché central, avec kazy, chouzhouk et zhal de cheval, puis un festin kazakh de bechbarmak servi sur un plateau avec la tête de mouton pour l'invité d'honneur.",
          "Die Fleischhalle des Zentralmarkts mit Pferdewurst Kasy, Schuschuk und Schal, dann ein kasachisches Festmahl mit Beschbarmak auf der Platte, samt Schafskopf für den Ehrengast.",
        ],
      ],
    ],
  },
  "TJK Dushanbe": {
    days: [
      [
        "see",
        [
          "Dushanbe: Rudaki Avenue and the National Museum",
          "Dushanbe: il viale Rudaki e il Museo nazionale",
          "Dusambé: la avenida Rudaki y el Museo Nacional",
          "Douchanbé : l'avenue Roudaki et le Musée national",
          "Duschanbe: der Rudaki-Boulevard und das Nationalmuseum",
        ],
        [
          "Along the plane trees of Rudaki Avenue, past the Ismoil Somoni statue and the giant flagpole, to the Museum of Antiquities and its sleeping Buddha from Ajina Tepa, 13 m long.",
          "Lungo i platani del viale Rudaki, oltre la statua di Ismoil Somoni e il gigantesco pennone, fino al Museo delle antichità e al suo Buddha dormiente di 13 metri di Ajina Tepa.",
          "Por los plátanos de la avenida Rudaki, pasando la estatua de Ismoil Somoni y el gigantesco mástil, hasta el Museo de Antigüedades y su Buda durmiente de 13 metros de Ajina Tepa.",
          "Sous les platanes de l'avenue Roudaki, devant la statue d'Ismoïl Somoni et le mât géant, jusqu'au musée des Antiquités et son Bouddha couché de 13 mètres venu d'Ajina Tepa.",
          "Unter den Platanen des Rudaki-Boulevards an der Statue Ismoil Somonis und dem Riesenfahnenmast vorbei zum Altertumsmuseum mit dem 13 Meter langen schlafenden Buddha aus Ajina Tepa.",
        ],
      ],
      [
        "see",
        [
          "Dushanbe: Hisor fortress",
          "Dushanbe: la fortezza di Hisor",
          "Dusambé: la fortaleza de Hisor",
          "Douchanbé : la forteresse de Hissor",
          "Duschanbe: die Festung Hissor",
        ],
        [
          "Out to the rebuilt gate of Hisor fortress, seat of the beks of eastern Bukhara, with its old madrasa and caravanserai, below the Hisor range.",
          "Fino alla porta ricostruita della fortezza di Hisor, sede dei bek della Buchara orientale, con la vecchia madrasa e il caravanserraglio, sotto la catena di Hisor.",
          "Hasta la puerta reconstruida de la fortaleza de Hisor, sede de los beks de la Bujará oriental, con su vieja madrasa y su caravasar, bajo la sierra de Hisor.",
          "Jusqu'à la porte reconstruite de la forteresse de Hissor, siège des beks de la Boukharie orientale, avec sa vieille médersa et son caravansérail, sous la chaîne de Hissor.",
          "Zum wiederaufgebauten Tor der Festung Hissor, Sitz der Beks von Ostbuchara, mit alter Medrese und Karawanserei unter der Hissor-Kette.",
        ],
      ],
      [
        "food",
        [
          "Dushanbe: qurutob and the Mehrgon market",
          "Dushanbe: qurutob e il mercato Mehrgon",
          "Dusambé: qurutob y el mercado Mehrgon",
          "Douchanbé : qouroutob et le marché Mehrgon",
          "Duschanbe: Qurutob und der Mehrgon-Markt",
        ],
        [
          "The Mehrgon market's halls of dried fruit, nuts and spices, then qurutob, the national dish of torn flatbread soaked in kurut yogurt sauce with onions, eaten with the hands from a wooden bowl.",
          "Le sale del mercato Mehrgon con frutta secca, noci e spezie, poi il qurutob, piatto nazionale di focaccia spezzata intinta in salsa di kurut con cipolle, mangiato con le mani da una ciotola di legno.",
          "Las naves del mercado Mehrgon con fruta seca, nueces y especias, y luego el qurutob, el plato nacional de pan roto empapado en salsa de kurut con cebolla, comido con las manos de un cuenco de madera.",
          "Les halles du marché Mehrgon, fruits secs, noix et épices, puis le qouroutob, plat national de pain émietté imbibé de sauce au kurut et aux oignons, mangé à la main dans un bol de bois.",
          "Die Hallen des Mehrgon-Markts mit Trockenobst, Nüssen und Gewürzen, dann Qurutob, das Nationalgericht aus zerrissenem Fladenbrot in Kurut-Sauce mit Zwiebeln, mit den Händen aus der Holzschale gegessen.",
        ],
      ],
    ],
  },
  "TJK Iskanderkul": {
    months: [5, 10],
    days: [
      [
        "see",
        [
          "Iskanderkul: Alexander's lake and the waterfall",
          "Iskanderkul: il lago di Alessandro e la cascata",
          "Iskanderkul: el lago de Alejandro y la cascada",
          "Iskanderkul : le lac d'Alexandre et la cascade",
          "Iskanderkul: Alexanders See und der Wasserfall",
        ],
        [
          "The turquoise lake named for Alexander the Great, ringed by the Fann peaks, with a walk round its shore and down the Iskander Darya to the thundering 'Fan Niagara' waterfall.",
          "Il lago turchese che prende il nome da Alessandro Magno, circondato dalle vette dei Fann, con una passeggiata lungo la riva e giù per l'Iskander Darya fino al fragore della cascata «Niagara dei Fann».",
          "El lago turquesa que debe su nombre a Alejandro Magno, rodeado por los picos de los Fann, con un paseo por su orilla y bajando el Iskander Daria hasta la atronadora cascada «Niágara de los Fann».",
          "Le lac turquoise qui doit son nom à Alexandre le Grand, cerné par les sommets des Fann, avec une balade sur sa rive puis le long de l'Iskander Daria jusqu'à la cascade grondante du « Niagara des Fann ».",
          "Der türkisfarbene See, nach Alexander dem Großen benannt und von den Fan-Gipfeln umringt, mit einem Gang am Ufer und das Iskander-Darja hinab zum tosenden „Fan-Niagara“-Wasserfall.",
        ],
      ],
      [
        "see",
        [
          "Iskanderkul: the Snake Lake and Sarytag",
          "Iskanderkul: il Lago dei Serpenti e Sarytag",
          "Iskanderkul: el Lago de las Serpientes y Sarytag",
          "Iskanderkul : le lac des Serpents et Sarytag",
          "Iskanderkul: der Schlangensee und Sarytag",
        ],
        [
          "A walk to the small Snake Lake behind the shore, then up the valley to the village of Sarytag, with tea in a Tajik home and the trail towards the Kulikalon lakes.",
          "Una camminata fino al piccolo Lago dei Serpenti dietro la riva, poi su per la valle fino al villaggio di Sarytag, con il tè in una casa tagica e il sentiero verso i laghi di Kulikalon.",
          "Una caminata hasta el pequeño Lago de las Serpientes detrás de la orilla, y luego valle arriba hasta la aldea de Sarytag, con té en una casa tayika y el sendero hacia los lagos de Kulikalon.",
          "Une marche jusqu'au petit lac des Serpents derrière la rive, puis la vallée jusqu'au village de Sarytag, avec le thé chez une famille tadjike et le sentier vers les lacs de Koulikalon.",
          "Ein Gang zum kleinen Schlangensee hinter dem Ufer, dann talaufwärts ins Dorf Sarytag, mit Tee in einem tadschikischen Haus und dem Weg Richtung Kulikalon-Seen.",
        ],
      ],
    ],
  },
  "TJK Fann Mountains": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Fann Mountains: Artuch to the Kulikalon lakes",
          "Monti Fann: da Artuch ai laghi di Kulikalon",
          "Montes Fann: de Artuch a los lagos de Kulikalon",
          "Monts Fann : d'Artuch aux lacs de Koulikalon",
          "Fan-Gebirge: von Artuch zu den Kulikalon-Seen",
        ],
        [
          "From the old alpine camp of Artuch over the Kaznok saddle and down through juniper to the Kulikalon bowl, a meadow of small lakes under the wall of Chimtarga and Energiya.",
          "Dal vecchio campo alpino di Artuch oltre la sella di Kaznok e giù tra i ginepri fino alla conca di Kulikalon, un prato di laghetti sotto la parete del Chimtarga e dell'Energiya.",
          "Desde el viejo campamento alpino de Artuch por el collado de Kaznok y bajando entre enebros hasta la cuenca de Kulikalon, un prado de pequeños lagos bajo la pared del Chimtarga y el Energiya.",
          "De l'ancien camp alpin d'Artuch par le col de Kaznok et la descente entre les genévriers jusqu'au cirque de Koulikalon, prairie semée de petits lacs sous la paroi du Chimtarga et de l'Energiya.",
          "Vom alten Alpinlager Artuch über den Kaznok-Sattel und durch Wacholder hinab in den Kessel von Kulikalon, eine Wiese voller kleiner Seen unter der Wand von Chimtarga und Energija.",
        ],
      ],
      [
        "trek",
        [
          "Fann Mountains: over the Alauddin Pass",
          "Monti Fann: oltre il passo Alauddin",
          "Montes Fann: por el paso de Alauddin",
          "Monts Fann : par le col d'Alaouddine",
          "Fan-Gebirge: über den Alauddin-Pass",
        ],
        [
          "Up the scree to the Alauddin Pass at about 3,860 m, with the Fann peaks all around, and down to the turquoise Alauddin lakes and the camp by the shore.",
          "Su per i ghiaioni fino al passo Alauddin a circa 3.860 m, con le vette dei Fann tutto intorno, e giù fino ai laghi turchesi di Alauddin e al campo sulla riva.",
          "Subida por la pedrera hasta el paso de Alauddin, a unos 3.860 m, con los picos de los Fann alrededor, y bajada a los lagos turquesa de Alauddin y al campamento en la orilla.",
          "Montée dans les éboulis jusqu'au col d'Alaouddine, vers 3 860 m, entouré des sommets des Fann, puis descente vers les lacs turquoise d'Alaouddine et le camp sur la rive.",
          "Durch Geröll hinauf zum Alauddin-Pass auf rund 3.860 m, ringsum die Fan-Gipfel, und hinab zu den türkisfarbenen Alauddin-Seen und zum Lager am Ufer.",
        ],
      ],
      [
        "trek",
        [
          "Fann Mountains: to the Mutnye lakes below Chimtarga",
          "Monti Fann: ai laghi Mutnye sotto il Chimtarga",
          "Montes Fann: a los lagos Mutnye bajo el Chimtarga",
          "Monts Fann : aux lacs Moutnyé sous le Chimtarga",
          "Fan-Gebirge: zu den Mutnye-Seen unter dem Chimtarga",
        ],
        [
          "Up the valley from Alauddin to the milky Mutnye lakes, fed by glaciers at the foot of Chimtarga, the highest peak of the Fann at 5,489 m, and back down to the Alauddin camp.",
          "Su per la valle da Alauddin fino ai laghi lattiginosi Mutnye, alimentati dai ghiacciai ai piedi del Chimtarga, la vetta più alta dei Fann con i suoi 5.489 m, e ritorno al campo di Alauddin.",
          "Valle arriba desde Alauddin hasta los lechosos lagos Mutnye, alimentados por glaciares al pie del Chimtarga, la cumbre más alta de los Fann con 5.489 m, y vuelta al campamento de Alauddin.",
          "Remontée de la vallée d'Alaouddine jusqu'aux lacs laiteux Moutnyé, nourris par les glaciers au pied du Chimtarga, plus haut sommet des Fann à 5 489 m, et retour au camp d'Alaouddine.",
          "Von Alauddin talaufwärts zu den milchigen Mutnye-Seen, von Gletschern am Fuß des Chimtarga gespeist, mit 5.489 m dem höchsten Gipfel des Fan-Gebirges, und zurück zum Alauddin-Lager.",
        ],
      ],
      [
        "trek",
        [
          "Fann Mountains: down to Iskanderkul",
          "Monti Fann: giù fino all'Iskanderkul",
          "Montes Fann: bajada al Iskanderkul",
          "Monts Fann : descente vers l'Iskanderkul",
          "Fan-Gebirge: hinab zum Iskanderkul",
        ],
        [
          "Down the Chapdara valley through juniper and birch woods, past shepherds' summer huts, to the road and the blue water of Iskanderkul.",
          "Giù per la valle di Chapdara tra boschi di ginepri e betulle, oltre le capanne estive dei pastori, fino alla strada e all'acqua blu dell'Iskanderkul.",
          "Bajada por el valle de Chapdara entre bosques de enebros y abedules, pasando las cabañas de verano de los pastores, hasta la carretera y el agua azul del Iskanderkul.",
          "Descente de la vallée de Tchapdara entre genévriers et bouleaux, devant les cabanes d'été des bergers, jusqu'à la route et l'eau bleue de l'Iskanderkul.",
          "Das Chapdara-Tal hinab durch Wacholder- und Birkenwälder, an den Sommerhütten der Hirten vorbei, zur Straße und zum blauen Wasser des Iskanderkul.",
        ],
      ],
      [
        "see",
        [
          "Fann Mountains: the Seven Lakes of Marguzor",
          "Monti Fann: i Sette Laghi di Marguzor",
          "Montes Fann: los Siete Lagos de Marguzor",
          "Monts Fann : les Sept Lacs de Marguzor",
          "Fan-Gebirge: die Sieben Seen von Marguzor",
        ],
        [
          "The Haft Kul, seven lakes strung along a valley of the western Fann, each a different blue or green, walked from lake to lake among apricot orchards and Tajik villages.",
          "Gli Haft Kul, sette laghi in fila lungo una valle dei Fann occidentali, ciascuno di un blu o un verde diverso, percorsi da lago a lago tra albicocchi e villaggi tagichi.",
          "Los Haft Kul, siete lagos encadenados en un valle de los Fann occidentales, cada uno de un azul o un verde distinto, recorridos de lago en lago entre albaricoqueros y aldeas tayikas.",
          "Les Haft Koul, sept lacs en chapelet dans une vallée des Fann occidentaux, chacun d'un bleu ou d'un vert différent, parcourus de lac en lac entre abricotiers et villages tadjiks.",
          "Die Haft Kul, sieben Seen aufgereiht in einem Tal des westlichen Fan-Gebirges, jeder in anderem Blau oder Grün, zu Fuß von See zu See zwischen Aprikosengärten und tadschikischen Dörfern.",
        ],
      ],
    ],
  },
  "TJK Khujand": {
    days: [
      [
        "see",
        [
          "Khujand: the citadel and the Panjshanbe Bazaar",
          "Khujand: la cittadella e il bazar di Panjshanbe",
          "Khujand: la ciudadela y el bazar de Panjshanbe",
          "Khujand : la citadelle et le bazar Panchanbé",
          "Khujand: die Zitadelle und der Pandschschanbe-Basar",
        ],
        [
          "The city founded by Alexander as Alexandria Eschate: its citadel above the Syr Darya, the Sheikh Muslihiddin mosque, and the painted hall of the Panjshanbe Bazaar.",
          "La città fondata da Alessandro come Alessandria Eschate: la cittadella sopra il Syr Darya, la moschea di Sheikh Muslihiddin e la sala dipinta del bazar di Panjshanbe.",
          "La ciudad fundada por Alejandro como Alejandría Escate: su ciudadela sobre el Sir Daria, la mezquita de Sheikh Muslihiddin y la nave pintada del bazar de Panjshanbe.",
          "La ville fondée par Alexandre sous le nom d'Alexandrie Eschatè : sa citadelle au-dessus du Syr-Daria, la mosquée de Cheikh Mouslihiddine et la halle peinte du bazar Panchanbé.",
          "Die von Alexander als Alexandria Eschate gegründete Stadt: die Zitadelle über dem Syrdarja, die Moschee des Scheichs Muslihiddin und die bemalte Halle des Pandschschanbe-Basars.",
        ],
      ],
      [
        "see",
        [
          "Khujand: Istaravshan's old town",
          "Khujand: la città vecchia di Istaravshan",
          "Khujand: el casco antiguo de Istaravshan",
          "Khujand : la vieille ville d'Istaravchan",
          "Khujand: die Altstadt von Istarawschan",
        ],
        [
          "Out to Istaravshan, one of the oldest towns of the Fergana valley: the Mug Teppe citadel, the blue dome of the Kok Gumbaz madrasa, and the knife-makers and blacksmiths of its bazaar.",
          "Fino a Istaravshan, una delle città più antiche della valle di Fergana: la cittadella di Mug Teppe, la cupola blu della madrasa Kok Gumbaz e i coltellinai e fabbri del suo bazar.",
          "Hasta Istaravshan, una de las ciudades más antiguas del valle de Fergana: la ciudadela de Mug Teppe, la cúpula azul de la madrasa Kok Gumbaz y los cuchilleros y herreros de su bazar.",
          "Jusqu'à Istaravchan, l'une des plus vieilles villes de la vallée de Ferghana : la citadelle de Moug Teppé, la coupole bleue de la médersa Kok Goumbaz, et les couteliers et forgerons de son bazar.",
          "Nach Istarawschan, einer der ältesten Städte des Ferghanatals: die Zitadelle Mug Teppe, die blaue Kuppel der Kok-Gumbaz-Medrese und die Messerschmiede und Schmiede seines Basars.",
        ],
      ],
      [
        "food",
        [
          "Khujand: oshi palov and Fergana fruit",
          "Khujand: oshi palov e la frutta di Fergana",
          "Khujand: oshi palov y la fruta de Fergana",
          "Khujand : ochi palov et fruits de Ferghana",
          "Khujand: Oshi Palov und Obst aus Ferghana",
        ],
        [
          "Fergana valley abundance in the Panjshanbe Bazaar: apricots, grapes, melons and pomegranates in season, sugared nuts, and a Khujand oshi palov cooked over a wood fire in a kazan.",
          "L'abbondanza della valle di Fergana nel bazar di Panjshanbe: albicocche, uva, meloni e melograni di stagione, noci zuccherate e un oshi palov di Khujand cotto nel kazan sul fuoco di legna.",
          "La abundancia del valle de Fergana en el bazar de Panjshanbe: albaricoques, uvas, melones y granadas de temporada, nueces garrapiñadas y un oshi palov de Khujand cocinado en kazán a la leña.",
          "L'abondance de la vallée de Ferghana au bazar Panchanbé : abricots, raisins, melons et grenades de saison, noix sucrées, et un ochi palov de Khujand cuit au feu de bois dans un kazan.",
          "Die Fülle des Ferghanatals im Pandschschanbe-Basar: Aprikosen, Trauben, Melonen und Granatäpfel der Saison, kandierte Nüsse und ein Khujander Oshi Palov, im Kasan über Holzfeuer gekocht.",
        ],
      ],
    ],
  },
  "TJK Khorog": {
    days: [
      [
        "see",
        [
          "Khorog: the botanical garden and the Pamiri house",
          "Khorog: l'orto botanico e la casa pamiri",
          "Khorog: el jardín botánico y la casa pamirí",
          "Khorog : le jardin botanique et la maison pamirie",
          "Khorog: der Botanische Garten und das Pamir-Haus",
        ],
        [
          "The Pamir Botanical Garden on the slopes above the Gunt, one of the highest in the world, the city park by the river, and a Pamiri house with its five pillars and skylight, each with a meaning.",
          "L'Orto botanico del Pamir sui pendii sopra il Gunt, tra i più alti del mondo, il parco cittadino sul fiume e una casa pamiri con i cinque pilastri e il lucernario, ognuno con il suo significato.",
          "El Jardín Botánico del Pamir en las laderas sobre el Gunt, uno de los más altos del mundo, el parque de la ciudad junto al río y una casa pamirí con sus cinco pilares y su claraboya, cada uno con su sentido.",
          "Le jardin botanique du Pamir sur les pentes au-dessus du Gount, l'un des plus hauts du monde, le parc de la ville au bord de la rivière, et une maison pamirie, ses cinq piliers et son puits de lumière chargés de sens.",
          "Der Pamir-Botanische Garten an den Hängen über dem Gunt, einer der höchstgelegenen der Welt, der Stadtpark am Fluss und ein Pamir-Haus mit fünf Säulen und Dachlaterne, jedes mit eigener Bedeutung.",
        ],
      ],
      [
        "food",
        [
          "Khorog: Pamiri bread and shirchoy",
          "Khorog: il pane pamiri e lo shirchoy",
          "Khorog: el pan pamirí y el shirchoy",
          "Khorog : le pain pamiri et le chirtchoï",
          "Khorog: Pamir-Brot und Schirtschoi",
        ],
        [
          "Pamiri home cooking: shirchoy, salted milk tea with butter and bread broken into it, kulcha bread from the tandoor, mulberries and apricots dried on the roofs, all shared at the table of a local family.",
          "La cucina di casa del Pamir: lo shirchoy, tè al latte salato con burro e pane spezzato dentro, il pane kulcha dal tandoor, gelsi e albicocche seccati sui tetti, il tutto alla tavola di una famiglia del posto.",
          "La cocina casera pamirí: el shirchoy, té con leche salada, mantequilla y pan desmigado, el pan kulcha del tandur, moras y albaricoques secados en los tejados, todo compartido a la mesa de una familia del lugar.",
          "La cuisine familiale du Pamir : le chirtchoï, thé au lait salé avec beurre et pain émietté, le pain koultcha du tandour, les mûres et abricots séchés sur les toits, le tout partagé à la table d'une famille du pays.",
          "Pamirische Hausküche: Schirtschoi, gesalzener Milchtee mit Butter und hineingebrochenem Brot, Kultscha aus dem Tandur, auf den Dächern getrocknete Maulbeeren und Aprikosen, alles am Tisch einer Familie aus dem Ort.",
        ],
      ],
    ],
  },
  "TJK Wakhan Valley": {
    days: [
      [
        "see",
        [
          "Wakhan Valley: Yamchun fort and Bibi Fatima springs",
          "Valle del Wakhan: la fortezza di Yamchun e le sorgenti di Bibi Fatima",
          "Valle de Wakhan: la fortaleza de Yamchun y las fuentes de Bibi Fatima",
          "Vallée du Wakhan : le fort de Yamtchoun et les sources de Bibi Fatima",
          "Wachan-Tal: die Festung Yamchun und die Quellen von Bibi Fatima",
        ],
        [
          "Along the Panj river with Afghanistan and the Hindu Kush across the water, up to the walls of Yamchun fort and the hot springs of Bibi Fatima above it.",
          "Lungo il fiume Panj, con l'Afghanistan e l'Hindu Kush oltre l'acqua, fino alle mura della fortezza di Yamchun e alle sorgenti calde di Bibi Fatima più in alto.",
          "A lo largo del río Panj, con Afganistán y el Hindu Kush al otro lado del agua, hasta las murallas de la fortaleza de Yamchun y las aguas termales de Bibi Fatima más arriba.",
          "Le long du Piandj, l'Afghanistan et l'Hindou Kouch sur l'autre rive, jusqu'aux remparts du fort de Yamtchoun et aux sources chaudes de Bibi Fatima au-dessus.",
          "Entlang des Pandsch, jenseits des Wassers Afghanistan und der Hindukusch, hinauf zu den Mauern der Festung Yamchun und den heißen Quellen von Bibi Fatima darüber.",
        ],
      ],
      [
        "see",
        [
          "Wakhan Valley: Langar petroglyphs and Vrang stupa",
          "Valle del Wakhan: i petroglifi di Langar e lo stupa di Vrang",
          "Valle de Wakhan: los petroglifos de Langar y la estupa de Vrang",
          "Vallée du Wakhan : les pétroglyphes de Langar et le stupa de Vrang",
          "Wachan-Tal: die Felsbilder von Langar und die Stupa von Vrang",
        ],
        [
          "The Buddhist stupa terraces and caves of Vrang, the village museum of the Sufi scholar Mubarak Kadam at Yamg, and the thousands of petroglyphs on the rocks above Langar.",
          "Le terrazze e le grotte dello stupa buddhista di Vrang, il museo di villaggio del dotto sufi Mubarak Kadam a Yamg e le migliaia di petroglifi sulle rocce sopra Langar.",
          "Las terrazas y cuevas de la estupa budista de Vrang, el museo de aldea del sabio sufí Mubarak Kadam en Yamg y los miles de petroglifos en las rocas sobre Langar.",
          "Les terrasses et grottes du stupa bouddhique de Vrang, le petit musée du savant soufi Moubarak Kadam à Yamg et les milliers de pétroglyphes sur les rochers au-dessus de Langar.",
          "Die buddhistischen Stupa-Terrassen und Höhlen von Vrang, das Dorfmuseum des Sufi-Gelehrten Mubarak Kadam in Yamg und die Tausenden Felsbilder über Langar.",
        ],
      ],
    ],
  },
  "TJK Murghab": {
    days: [
      [
        "see",
        [
          "Murghab: the Pamir plateau and Karakul lake",
          "Murghab: l'altopiano del Pamir e il lago Karakul",
          "Murgab: la meseta del Pamir y el lago Karakul",
          "Mourghab : le plateau du Pamir et le lac Karakoul",
          "Murgab: das Pamir-Plateau und der Karakul-See",
        ],
        [
          "The high plateau around Murghab at about 3,600 m, its container bazaar and Kyrgyz yurts, and out along the Pamir Highway to the great high lake of Karakul below the Chinese border.",
          "L'altopiano intorno a Murghab a circa 3.600 m, il bazar fatto di container e le yurte kirghise, e lungo la Pamir Highway fino al grande lago d'alta quota di Karakul sotto il confine cinese.",
          "La meseta alrededor de Murghab, a unos 3.600 m, su bazar de contenedores y sus yurtas kirguisas, y por la Pamir Highway hasta el gran lago de altura de Karakul bajo la frontera china.",
          "Le haut plateau autour de Mourghab, vers 3 600 m, son bazar de conteneurs et ses yourtes kirghizes, puis la Pamir Highway jusqu'au grand lac d'altitude de Karakoul sous la frontière chinoise.",
          "Das Hochplateau um Murgab auf rund 3.600 m, der Containerbasar und die kirgisischen Jurten, dann über den Pamir Highway zum großen Hochgebirgssee Karakul an der chinesischen Grenze.",
        ],
      ],
      [
        "food",
        [
          "Murghab: yak and a Kyrgyz yurt meal",
          "Murghab: yak e un pasto in una yurta kirghisa",
          "Murgab: yak y una comida en una yurta kirguisa",
          "Mourghab : yack et repas dans une yourte kirghize",
          "Murgab: Yak und ein Essen in der kirgisischen Jurte",
        ],
        [
          "A meal with a Kyrgyz herding family of the eastern Pamir: yak meat and noodles, kaymak cream, kurut and bread, with tea brewed on a stove burning dried dung.",
          "Un pasto con una famiglia di pastori kirghisi del Pamir orientale: carne di yak e tagliatelle, panna kaymak, kurut e pane, con il tè preparato su una stufa a sterco secco.",
          "Una comida con una familia de pastores kirguises del Pamir oriental: carne de yak y fideos, nata kaymak, kurut y pan, con té hecho en una estufa de estiércol seco.",
          "Un repas chez une famille de bergers kirghiz du Pamir oriental : viande de yack et nouilles, crème kaymak, kurut et pain, avec le thé préparé sur un poêle à bouse séchée.",
          "Ein Essen bei einer kirgisischen Hirtenfamilie im Ostpamir: Yakfleisch und Nudeln, Kaymak-Rahm, Kurut und Brot, dazu Tee vom Ofen, der mit getrocknetem Dung beheizt wird.",
        ],
      ],
    ],
  },
  "JOR Amman": {
    days: [
      [
        "see",
        [
          "Amman: the Citadel and the Roman ruins",
          "Amman: la Cittadella e il teatro romano",
          "Amman: la Ciudadela y el teatro romano",
          "Amman : la Citadelle et le théâtre romain",
          "Amman: die Zitadelle und das römische Theater",
        ],
        [
          "Up Jebel al-Qal'a to the Temple of Hercules and the Umayyad palace of the Citadel, then down to the Roman auditorium cut into the hill and the souks of downtown around the King Hussein mosque.",
          "Su al Jebel al-Qal'a fino al tempio di Ercole e al palazzo omayyade della Cittadella, poi giù al teatro romano scavato nella collina e ai suq del centro intorno alla moschea di Re Hussein.",
          "Subida al Jebel al-Qal'a hasta el templo de Hércules y el palacio omeya de la Ciudadela, y bajada al teatro romano excavado en la colina y a los zocos del centro en torno a la mezquita del Rey Husein.",
          "Montée au Djebel al-Qal'a jusqu'au temple d'Hercule et au palais omeyyade de la Citadelle, puis descente vers le théâtre romain taillé dans la colline et les souks du centre autour de la mosquée du roi Hussein.",
          "Hinauf auf den Jebel al-Qal'a zum Herkulestempel und zum Omaijadenpalast der Zitadelle, dann hinab zum in den Hang gebauten römischen Theater und in die Souks der Innenstadt um die König-Hussein-Moschee.",
        ],
      ],
      [
        "see",
        [
          "Amman: Rainbow Street and Jebel Weibdeh",
          "Amman: Rainbow Street e Jebel Weibdeh",
          "Amman: Rainbow Street y Jebel Weibdeh",
          "Amman : Rainbow Street et Jebel Weibdeh",
          "Amman: Rainbow Street und Jebel Weibdeh",
        ],
        [
          "The old stone houses of Jebel Amman along Rainbow Street, the galleries and cafes of Jebel Weibdeh around Darat al Funun, and the stairways that link the hills to the downtown valley.",
          "Le vecchie case di pietra del Jebel Amman lungo Rainbow Street, le gallerie e i caffè del Jebel Weibdeh intorno a Darat al Funun e le scalinate che uniscono le colline alla valle del centro.",
          "Las viejas casas de piedra del Jebel Amman en Rainbow Street, las galerías y cafés del Jebel Weibdeh en torno a Darat al Funun y las escalinatas que unen las colinas con el valle del centro.",
          "Les vieilles maisons de pierre du Djebel Amman le long de Rainbow Street, les galeries et cafés du Djebel Weibdeh autour de Darat al Funun, et les escaliers qui relient les collines à la vallée du centre.",
          "Die alten Steinhäuser des Jebel Amman entlang der Rainbow Street, Galerien und Cafés in Jebel Weibdeh rund um Darat al Funun und die Treppen, die die Hügel mit dem Tal der Innenstadt verbinden.",
        ],
      ],
      [
        "food",
        [
          "Amman: falafel, knafeh and mansaf",
          "Amman: falafel, knafeh e mansaf",
          "Amman: falafel, knafeh y mansaf",
          "Amman : falafels, knafeh et mansaf",
          "Amman: Falafel, Knafeh und Mansaf",
        ],
        [
          "Falafel and hummus at Hashem in the downtown alley, warm knafeh from Habibah's counter, the spice and coffee shops of the souk, and mansaf, lamb cooked in jameed yogurt, Jordan's feast dish.",
          "Falafel e hummus da Hashem nel vicolo del centro, knafeh calda al banco di Habibah, le botteghe di spezie e caffè del suq e il mansaf, agnello cotto nello yogurt jameed, il piatto delle feste giordano.",
          "Falafel y hummus en Hashem, en el callejón del centro, knafeh caliente en el mostrador de Habibah, las tiendas de especias y café del zoco y el mansaf, cordero cocido en yogur jameed, el plato de fiesta jordano.",
          "Falafels et houmous chez Hashem dans la ruelle du centre, knafeh chaude au comptoir de Habibah, les boutiques d'épices et de café du souk, et le mansaf, agneau cuit au yaourt jameed, plat de fête jordanien.",
          "Falafel und Hummus bei Hashem in der Gasse der Innenstadt, warmes Knafeh von Habibahs Theke, die Gewürz- und Kaffeeläden des Souks und Mansaf, in Jameed-Joghurt gegartes Lamm, Jordaniens Festessen.",
        ],
      ],
    ],
  },
  "JOR Jerash": {
    days: [
      [
        "see",
        [
          "Jerash: the Roman city of Gerasa",
          "Jerash: la città romana di Gerasa",
          "Jerash: la ciudad romana de Gerasa",
          "Jerash : la cité romaine de Gérasa",
          "Gerasa: die römische Stadt Jerash",
        ],
        [
          "Through Hadrian's Arch and the hippodrome to the oval plaza, along the colonnaded cardo with its chariot ruts, up to the Temple of Artemis and the great southern auditorium, where bagpipers still play.",
          "Attraverso l'Arco di Adriano e l'ippodromo fino alla piazza ovale, lungo il cardo colonnato con i solchi dei carri, su al tempio di Artemide e al teatro sud, dove suonano ancora le cornamuse.",
          "Por el Arco de Adriano y el hipódromo hasta la plaza oval, a lo largo del cardo con columnas y sus surcos de carros, hasta el templo de Artemisa y el teatro sur, donde aún tocan gaiteros.",
          "Par l'arc d'Hadrien et l'hippodrome jusqu'à la place ovale, le long du cardo à colonnades et ses ornières de chars, jusqu'au temple d'Artémis et au théâtre sud, où jouent encore des joueurs de cornemuse.",
          "Durch den Hadriansbogen und am Hippodrom vorbei zum Ovalen Platz, über den Cardo mit Säulen und Wagenspuren hinauf zum Artemistempel und zum Südtheater, wo noch Dudelsackspieler spielen.",
        ],
      ],
    ],
  },
  "JOR Mount Nebo": {
    days: [
      [
        "see",
        [
          "Mount Nebo: Moses' view of the Promised Land",
          "Monte Nebo: la vista di Mosè sulla Terra Promessa",
          "Monte Nebo: la vista de Moisés sobre la Tierra Prometida",
          "Mont Nébo : la vue de Moïse sur la Terre promise",
          "Berg Nebo: Moses' Blick auf das Gelobte Land",
        ],
        [
          "The summit where Moses is said to have seen the Promised Land, with the Franciscan Memorial Church and its Byzantine mosaics, the serpent cross, and the view over the Jordan Valley and Dead Sea.",
          "La cima da cui Mosè avrebbe visto la Terra Promessa, con la chiesa francescana del Memoriale e i suoi mosaici bizantini, la croce serpentina e la vista sulla valle del Giordano e sul Mar Morto.",
          "La cumbre desde la que Moisés habría visto la Tierra Prometida, con la iglesia franciscana del Memorial y sus mosaicos bizantinos, la cruz de la serpiente y la vista del valle del Jordán y el Mar Muerto.",
          "Le sommet d'où Moïse aurait vu la Terre promise, avec l'église franciscaine du Mémorial et ses mosaïques byzantines, la croix-serpent et la vue sur la vallée du Jourdain et la mer Morte.",
          "Der Gipfel, von dem Moses das Gelobte Land gesehen haben soll, mit der franziskanischen Gedächtniskirche und ihren byzantinischen Mosaiken, dem Schlangenkreuz und dem Blick über Jordantal und Totes Meer.",
        ],
      ],
    ],
  },
  "JOR Madaba": {
    days: [
      [
        "see",
        [
          "Madaba: the mosaic map and the churches",
          "Madaba: la mappa a mosaico e le chiese",
          "Madaba: el mapa de mosaico y las iglesias",
          "Madaba : la carte en mosaïque et les églises",
          "Madaba: die Mosaikkarte und die Kirchen",
        ],
        [
          "The 6th-century mosaic map of the Holy Land on the floor of St George's Church, with Jerusalem at its heart, then the Archaeological Park, the Church of the Apostles and a mosaic workshop.",
          "La mappa a mosaico della Terra Santa del VI secolo sul pavimento della chiesa di San Giorgio, con Gerusalemme al centro, poi il parco archeologico, la chiesa degli Apostoli e una bottega di mosaico.",
          "El mapa de mosaico de Tierra Santa del siglo VI en el suelo de la iglesia de San Jorge, con Jerusalén en el centro, y luego el parque arqueológico, la iglesia de los Apóstoles y un taller de mosaico.",
          "La carte en mosaïque de la Terre sainte du VIe siècle au sol de l'église Saint-Georges, avec Jérusalem en son cœur, puis le parc archéologique, l'église des Apôtres et un atelier de mosaïque.",
          "Die Mosaikkarte des Heiligen Landes aus dem 6. Jahrhundert im Boden der Georgskirche mit Jerusalem in der Mitte, dann der Archäologische Park, die Apostelkirche und eine Mosaikwerkstatt.",
        ],
      ],
      [
        "food",
        [
          "Madaba: a Jordanian cooking lesson",
          "Madaba: lezione di cucina giordana",
          "Madaba: clase de cocina jordana",
          "Madaba : cours de cuisine jordanienne",
          "Madaba: jordanischer Kochkurs",
        ],
        [
          "A cooking lesson in a Madaba home: maqluba, the upside-down rice pot, flipped at the table, with mutabal, fattoush, za'atar bread from the baker and sweet mint tea.",
          "Una lezione di cucina in una casa di Madaba: la maqluba, la pentola di riso capovolta, rovesciata a tavola, con mutabal, fattoush, pane allo za'atar del fornaio e tè dolce alla menta.",
          "Una clase de cocina en una casa de Madaba: la maqluba, la olla de arroz volteada, que se vuelca en la mesa, con mutabal, fattoush, pan de za'atar de la panadería y té dulce con menta.",
          "Un cours de cuisine chez une famille de Madaba : la maqlouba, marmite de riz renversée à table, avec moutabal, fattouche, pain au zaatar du boulanger et thé sucré à la menthe.",
          "Ein Kochkurs in einem Haus in Madaba: Maqluba, der Reistopf, der am Tisch gestürzt wird, dazu Mutabal, Fattoush, Za'atar-Brot vom Bäcker und süßer Minztee.",
        ],
      ],
    ],
  },
  "JOR Wadi Mujib": {
    months: [4, 10],
    days: [
      [
        "see",
        [
          "Wadi Mujib: the Siq Trail in the river",
          "Wadi Mujib: il Siq Trail nel fiume",
          "Wadi Mujib: el Siq Trail por el río",
          "Wadi Mujib : le Siq Trail dans la rivière",
          "Wadi Mujib: der Siq Trail im Fluss",
        ],
        [
          "Wading and swimming up the Mujib river between sandstone walls from the Dead Sea road, with ropes over small cascades, to the waterfall at the end of the gorge, in life jackets and with a guide.",
          "Guadando e nuotando su per il fiume Mujib tra pareti di arenaria dalla strada del Mar Morto, con corde sulle piccole cascate, fino alla cascata in fondo alla gola, con giubbotto e guida.",
          "Vadeando y nadando río Mujib arriba entre paredes de arenisca desde la carretera del Mar Muerto, con cuerdas en las pequeñas cascadas, hasta la cascada del final del cañón, con chaleco y guía.",
          "En marchant et nageant dans le Mujib entre les parois de grès depuis la route de la mer Morte, avec des cordes aux petites cascades, jusqu'à la chute au fond de la gorge, gilet sur le dos et guide en tête.",
          "Watend und schwimmend den Mujib zwischen Sandsteinwänden von der Straße am Toten Meer hinauf, mit Seilen an kleinen Kaskaden, bis zum Wasserfall am Ende der Schlucht, mit Schwimmweste und Führer.",
        ],
      ],
      [
        "see",
        [
          "Wadi Mujib: the Ibex Trail above the gorge",
          "Wadi Mujib: il sentiero dello Stambecco sopra la gola",
          "Wadi Mujib: el sendero del Íbice sobre el cañón",
          "Wadi Mujib : le sentier du Bouquetin au-dessus de la gorge",
          "Wadi Mujib: der Steinbock-Pfad über der Schlucht",
        ],
        [
          "A dry trail of the Mujib reserve climbing from the Dead Sea shore into the mountains, where Nubian ibex graze on the ledges, with views down on the lowest sea on earth.",
          "Un sentiero asciutto della riserva del Mujib che sale dalla riva del Mar Morto nelle montagne, dove gli stambecchi di Nubia pascolano sulle cenge, con la vista sul mare più basso della Terra.",
          "Un sendero seco de la reserva del Mujib que sube desde la orilla del Mar Muerto a las montañas, donde los íbices de Nubia pastan en las cornisas, con vistas al mar más bajo de la Tierra.",
          "Un sentier sec de la réserve du Mujib qui monte de la rive de la mer Morte dans la montagne, où paissent les bouquetins de Nubie sur les corniches, avec vue sur la mer la plus basse du globe.",
          "Ein trockener Weg des Mujib-Reservats vom Ufer des Toten Meeres in die Berge, wo Nubische Steinböcke auf den Felsbändern äsen, mit Blick auf das tiefstgelegene Meer der Erde.",
        ],
      ],
    ],
  },
  "JOR Dead Sea": {
    days: [
      [
        "see",
        [
          "Dead Sea: Bethany beyond the Jordan",
          "Mar Morto: Betania oltre il Giordano",
          "Mar Muerto: Betania al otro lado del Jordán",
          "Mer Morte : Béthanie au-delà du Jourdain",
          "Totes Meer: Bethanien jenseits des Jordan",
        ],
        [
          "The baptism site of Bethany beyond the Jordan, a short walk through tamarisks to the river that marks the border, with the ruins of Byzantine churches by the water.",
          "Il luogo del battesimo di Betania oltre il Giordano, una breve camminata tra le tamerici fino al fiume che segna il confine, con le rovine di chiese bizantine sull'acqua.",
          "El lugar del bautismo de Betania al otro lado del Jordán, un breve paseo entre tamarindos hasta el río que marca la frontera, con las ruinas de iglesias bizantinas junto al agua.",
          "Le site du baptême de Béthanie au-delà du Jourdain, une courte marche entre les tamaris jusqu'au fleuve qui fait frontière, avec les ruines d'églises byzantines au bord de l'eau.",
          "Die Taufstelle Bethanien jenseits des Jordan, ein kurzer Weg durch Tamarisken zum Fluss, der die Grenze bildet, mit Ruinen byzantinischer Kirchen am Wasser.",
        ],
      ],
      [
        "beach",
        [
          "Dead Sea: a float and a mud bath",
          "Mar Morto: galleggiare e fare i fanghi",
          "Mar Muerto: flotar y un baño de barro",
          "Mer Morte : flotter et bain de boue",
          "Totes Meer: Schweben und Schlammbad",
        ],
        [
          "A day on the Jordanian shore at more than 400 m below sea level: floating in water too salty to sink in, black mud smeared from head to toe, and a freshwater rinse after.",
          "Una giornata sulla riva giordana a oltre 400 m sotto il livello del mare: galleggiare in un'acqua troppo salata per affondare, fango nero spalmato dalla testa ai piedi e una doccia d'acqua dolce.",
          "Un día en la orilla jordana a más de 400 m bajo el nivel del mar: flotar en un agua demasiado salada para hundirse, barro negro de la cabeza a los pies y un aclarado con agua dulce.",
          "Une journée sur la rive jordanienne à plus de 400 m sous le niveau de la mer : flotter dans une eau trop salée pour couler, boue noire de la tête aux pieds et rinçage à l'eau douce.",
          "Ein Tag am jordanischen Ufer über 400 m unter dem Meeresspiegel: Schweben in Wasser, zu salzig zum Untergehen, schwarzer Schlamm von Kopf bis Fuß und danach eine Süßwasserdusche.",
        ],
      ],
    ],
  },
  "JOR Dana": {
    days: [
      [
        "trek",
        [
          "Dana: down Wadi Dana to Feynan",
          "Riserva di Dana: giù per il Wadi Dana fino a Feynan",
          "Reserva de Dana: por el Wadi Dana hasta Feynan",
          "Réserve de Dana : descente du Wadi Dana jusqu'à Feynan",
          "Dana-Reservat: durch das Wadi Dana nach Feynan",
        ],
        [
          "From the stone village of Dana down Wadi Dana, from juniper highlands to sand and acacia, to the candlelit Feynan ecolodge near ancient copper mines.",
          "Dal villaggio di pietra di Dana giù per il Wadi Dana, dagli altopiani di ginepri alla sabbia e alle acacie, fino all'ecolodge di Feynan illuminato a candele vicino alle antiche miniere di rame.",
          "Desde la aldea de piedra de Dana bajando el Wadi Dana, de las tierras altas de enebros a la arena y las acacias, hasta el ecolodge de Feynan, iluminado con velas junto a antiguas minas de cobre.",
          "Du village de pierre de Dana, descente du Wadi Dana, des hauteurs à genévriers au sable et aux acacias, jusqu'à l'écolodge de Feynan éclairé à la bougie près d'anciennes mines de cuivre.",
          "Vom Steindorf Dana das Wadi Dana hinab, vom Wacholderhochland zu Sand und Akazien, zur kerzenbeleuchteten Feynan-Ecolodge bei antiken Kupferminen.",
        ],
      ],
      [
        "trek",
        [
          "Dana: from Feynan into the Bedouin hills",
          "Riserva di Dana: da Feynan tra le colline beduine",
          "Reserva de Dana: de Feynan a las colinas beduinas",
          "Réserve de Dana : de Feynan aux collines bédouines",
          "Dana-Reservat: von Feynan in die Beduinenberge",
        ],
        [
          "From Feynan south through the wadis past Bedouin tents and goat herds, along the old routes of the Dana to Petra trail, to a wild camp below the sandstone hills.",
          "Da Feynan verso sud tra i wadi, oltre tende beduine e greggi di capre, lungo le vecchie vie del sentiero da Dana a Petra, fino a un campo libero sotto le colline di arenaria.",
          "Desde Feynan hacia el sur por los wadis, junto a tiendas beduinas y rebaños de cabras, por las viejas rutas del camino de Dana a Petra, hasta un campamento libre bajo las colinas de arenisca.",
          "De Feynan vers le sud par les wadis, près des tentes bédouines et des troupeaux de chèvres, sur les vieux chemins de la piste de Dana à Pétra, jusqu'à un bivouac sous les collines de grès.",
          "Von Feynan nach Süden durch die Wadis, an Beduinenzelten und Ziegenherden vorbei, auf den alten Wegen des Dana-Petra-Trails zu einem Wildlager unter den Sandsteinhügeln.",
        ],
      ],
      [
        "trek",
        [
          "Dana: Little Petra and the back door to Petra",
          "Riserva di Dana: la Piccola Petra e l'ingresso posteriore a Petra",
          "Reserva de Dana: la Pequeña Petra y la puerta trasera de Petra",
          "Réserve de Dana : la Petite Pétra et l'entrée arrière de Pétra",
          "Dana-Reservat: Klein-Petra und der Hintereingang nach Petra",
        ],
        [
          "Up through the canyons to Little Petra, then along the hill trail to reach Petra by its back door, arriving at the Monastery from above as the light falls.",
          "Su tra i canyon fino alla Piccola Petra, poi lungo il sentiero delle colline per entrare a Petra dalla porta di servizio, arrivando al Monastero dall'alto quando cala la luce.",
          "Subida por los cañones hasta la Pequeña Petra y luego por el sendero de las colinas para entrar en Petra por la puerta trasera, llegando al Monasterio desde arriba al caer la luz.",
          "Montée dans les canyons jusqu'à la Petite Pétra, puis le sentier des collines pour entrer à Pétra par l'arrière, en arrivant au Monastère par le haut quand la lumière baisse.",
          "Durch die Canyons hinauf nach Klein-Petra, dann auf dem Höhenweg durch den Hintereingang nach Petra, mit der Ankunft am Kloster von oben, wenn das Licht sinkt.",
        ],
      ],
      [
        "see",
        [
          "Dana: the village and the Rummana trail",
          "Riserva di Dana: il villaggio e il sentiero di Rummana",
          "Reserva de Dana: la aldea y el sendero de Rummana",
          "Réserve de Dana : le village et le sentier de Rummana",
          "Dana-Reservat: das Dorf und der Rummana-Pfad",
        ],
        [
          "The Ottoman stone village of Dana on its cliff, then the Rummana trail to the summit above the campsite, with griffon vultures overhead and the rift valley falling away to Wadi Araba.",
          "Il villaggio ottomano di pietra di Dana sulla rupe, poi il sentiero di Rummana fino alla cima sopra il campeggio, con i grifoni in volo e la fossa tettonica che precipita verso il Wadi Araba.",
          "La aldea otomana de piedra de Dana en su acantilado, y luego el sendero de Rummana hasta la cima sobre el campamento, con buitres leonados en el cielo y el valle del Rift cayendo hacia el Wadi Araba.",
          "Le village ottoman de pierre de Dana sur sa falaise, puis le sentier de Rummana jusqu'au sommet au-dessus du camping, les vautours fauves au-dessus et le rift qui plonge vers le Wadi Araba.",
          "Das osmanische Steindorf Dana auf seiner Klippe, dann der Rummana-Pfad zum Gipfel über dem Camp, Gänsegeier über den Köpfen und der Grabenbruch, der zum Wadi Araba abfällt.",
        ],
      ],
    ],
  },
  "JOR Wadi Musa": {
    days: [
      [
        "see",
        [
          "Wadi Musa: Moses' spring and the Petra museum",
          "Wadi Musa: la fonte di Mosè e il museo di Petra",
          "Wadi Musa: la fuente de Moisés y el museo de Petra",
          "Wadi Musa : la source de Moïse et le musée de Pétra",
          "Wadi Musa: die Mosesquelle und das Petra-Museum",
        ],
        [
          "Ain Musa, the spring where Moses is said to have struck the rock, the Petra Museum by the visitor gate, and the view from the hill road over the town and Petra's mountains.",
          "Ain Musa, la fonte dove Mosè avrebbe percosso la roccia, il museo di Petra vicino all'ingresso e la vista dalla strada in collina sulla cittadina e sulle montagne di Petra.",
          "Ain Musa, la fuente donde Moisés habría golpeado la roca, el museo de Petra junto a la entrada y la vista desde la carretera de la colina sobre el pueblo y las montañas de Petra.",
          "Aïn Moussa, la source où Moïse aurait frappé le rocher, le musée de Pétra près de l'entrée du site et la vue depuis la route des hauteurs sur la ville et les montagnes de Pétra.",
          "Ain Musa, die Quelle, an der Moses an den Felsen geschlagen haben soll, das Petra-Museum am Besuchereingang und der Blick von der Höhenstraße über den Ort und die Berge von Petra.",
        ],
      ],
      [
        "food",
        [
          "Wadi Musa: zarb and a Bedouin kitchen",
          "Wadi Musa: zarb e una cucina beduina",
          "Wadi Musa: zarb y una cocina beduina",
          "Wadi Musa : zarb et cuisine bédouine",
          "Wadi Musa: Zarb und eine Beduinenküche",
        ],
        [
          "A cooking evening in Wadi Musa: maqluba or galayah tomato stew made with local cooks, and zarb, lamb and vegetables cooked in a pit under the sand, lifted out at the table.",
          "Una serata di cucina a Wadi Musa: maqluba o galayah di pomodori preparati con cuoche del posto e lo zarb, agnello e verdure cotti in una buca sotto la sabbia, tirati fuori davanti agli ospiti.",
          "Una velada de cocina en Wadi Musa: maqluba o galayah de tomate preparados con cocineras locales y el zarb, cordero y verduras cocidos en un hoyo bajo la arena y sacados ante los comensales.",
          "Une soirée cuisine à Wadi Musa : maqlouba ou galayah de tomates préparées avec des cuisinières du pays, et le zarb, agneau et légumes cuits dans une fosse sous le sable, sortis devant les convives.",
          "Ein Kochabend in Wadi Musa: Maqluba oder Galayah-Tomateneintopf mit einheimischen Köchinnen und Zarb, Lamm und Gemüse in einer Grube unter dem Sand gegart und vor den Gästen gehoben.",
        ],
      ],
    ],
  },
  "JOR Little Petra": {
    days: [
      [
        "see",
        [
          "Little Petra: Siq al-Barid and the painted ceiling",
          "Piccola Petra: Siq al-Barid e il soffitto dipinto",
          "Pequeña Petra: Siq al-Barid y el techo pintado",
          "Petite Pétra : Siq al-Barid et le plafond peint",
          "Klein-Petra: Siq al-Barid und die bemalte Decke",
        ],
        [
          "The Nabataean suburb of Siq al-Barid, where caravans rested, with rock-cut halls, cisterns and a rare painted ceiling of vines and birds, and the Neolithic village of Beidha nearby.",
          "Il sobborgo nabateo di Siq al-Barid, dove sostavano le carovane, con sale scavate nella roccia, cisterne e un raro soffitto dipinto di viti e uccelli, e il vicino villaggio neolitico di Beidha.",
          "El arrabal nabateo de Siq al-Barid, donde descansaban las caravanas, con salas excavadas en la roca, cisternas y un raro techo pintado de vides y pájaros, y la cercana aldea neolítica de Beidha.",
          "Le faubourg nabatéen de Siq al-Barid, halte des caravanes, avec ses salles taillées dans le roc, ses citernes et un rare plafond peint de vignes et d'oiseaux, et le village néolithique de Beidha tout proche.",
          "Die nabatäische Vorstadt Siq al-Barid, Rastplatz der Karawanen, mit Felsensälen, Zisternen und einer seltenen bemalten Decke mit Reben und Vögeln, und nahebei das jungsteinzeitliche Dorf Beidha.",
        ],
      ],
    ],
  },
  "JOR Petra": {
    days: [
      [
        "see",
        [
          "Petra: the Siq and the Treasury",
          "Petra: il Siq e il Tesoro",
          "Petra: el Siq y el Tesoro",
          "Pétra : le Siq et le Trésor",
          "Petra: der Siq und das Schatzhaus",
        ],
        [
          "Early through the Siq, the narrow gorge that opens onto the Treasury, then down the Street of Facades past the rock-cut auditorium to the Royal Tombs, with a local guide from the Bdul Bedouin.",
          "Di buon'ora nel Siq, la stretta gola che si apre sul Tesoro, poi giù per la Via delle Facciate oltre il teatro fino alle Tombe Reali, con una guida locale dei beduini bdul.",
          "Temprano por el Siq, el estrecho desfiladero que se abre al Tesoro, y luego por la Calle de las Fachadas pasando el teatro hasta las Tumbas Reales, con un guía local de los beduinos bdul.",
          "Tôt par le Siq, l'étroite gorge qui débouche sur le Trésor, puis la rue des Façades et le théâtre jusqu'aux Tombeaux royaux, avec un guide local issu des Bédouins bdoul.",
          "Früh durch den Siq, die enge Schlucht, die sich zum Schatzhaus öffnet, dann über die Fassadenstraße am Theater vorbei zu den Königsgräbern, mit einem Guide vom Beduinenstamm der Bdul.",
        ],
      ],
      [
        "see",
        [
          "Petra: the Monastery and the High Place",
          "Petra: il Monastero e l'Altura del Sacrificio",
          "Petra: el Monasterio y el Lugar Alto",
          "Pétra : le Monastère et le Haut Lieu",
          "Petra: das Kloster und der Opferplatz",
        ],
        [
          "About 800 rock-cut steps up to Ad Deir, the Monastery, and the viewpoints over Wadi Araba, or the stairs to the High Place of Sacrifice; the way back passes the Great Temple and the colonnaded street.",
          "Circa 800 gradini scavati nella roccia fino ad Ad Deir, il Monastero, e ai belvedere sul Wadi Araba, oppure la scala dell'Altura del Sacrificio; il ritorno passa dal Grande Tempio e dalla via colonnata.",
          "Unos 800 escalones tallados en la roca hasta Ad Deir, el Monasterio, y los miradores sobre el Wadi Araba, o la escalera al Lugar Alto del Sacrificio; la vuelta pasa por el Gran Templo y la calle columnada.",
          "Quelque 800 marches taillées dans le roc jusqu'à Ad Deir, le Monastère, et les belvédères sur le Wadi Araba, ou l'escalier du Haut Lieu du sacrifice ; le retour passe par le Grand Temple et la rue à colonnades.",
          "Rund 800 in den Fels gehauene Stufen hinauf nach Ad Deir, dem Kloster, und zu den Aussichtspunkten über dem Wadi Araba, oder die Treppe zum Opferplatz; zurück geht es am Großen Tempel und der Säulenstraße vorbei.",
        ],
      ],
    ],
  },
  "JOR Wadi Rum": {
    days: [
      [
        "see",
        [
          "Wadi Rum: by jeep among the red mountains",
          "Wadi Rum: in jeep tra le montagne rosse",
          "Wadi Rum: en jeep entre las montañas rojas",
          "Wadi Rum : en jeep parmi les montagnes rouges",
          "Wadi Rum: im Jeep zwischen den roten Bergen",
        ],
        [
          "With Bedouin drivers across the red sand to Lawrence's Spring, the Khazali canyon and its Thamudic inscriptions, the Um Frouth rock bridge and a dune for sunset, then a night in a desert camp.",
          "Con autisti beduini sulla sabbia rossa fino alla fonte di Lawrence, al canyon di Khazali con le sue iscrizioni thamudiche, al ponte di roccia di Um Frouth e a una duna per il tramonto, poi la notte in un campo nel deserto.",
          "Con conductores beduinos por la arena roja hasta la fuente de Lawrence, el cañón de Khazali y sus inscripciones tamúdicas, el puente de roca de Um Frouth y una duna para el atardecer, y la noche en un campamento.",
          "Avec des chauffeurs bédouins sur le sable rouge jusqu'à la source de Lawrence, le canyon de Khazali et ses inscriptions thamoudéennes, le pont de roche d'Um Frouth et une dune au couchant, puis la nuit au camp.",
          "Mit Beduinenfahrern über den roten Sand zur Lawrence-Quelle, zum Khazali-Canyon mit thamudischen Inschriften, zur Felsbrücke Um Frouth und auf eine Düne zum Sonnenuntergang, dann eine Nacht im Wüstencamp.",
        ],
      ],
      [
        "see",
        [
          "Wadi Rum: camels and the Burdah rock bridge",
          "Wadi Rum: cammelli e il ponte di roccia di Burdah",
          "Wadi Rum: camellos y el puente de roca de Burdah",
          "Wadi Rum : dromadaires et le pont de roche de Burdah",
          "Wadi Rum: Kamele und die Felsbrücke Burdah",
        ],
        [
          "A camel ride out of Rum village along the valley below Jebel Rum, then a scramble with a Bedouin guide up to the Burdah rock bridge, high on its mountain, and zarb cooked under the sand at camp.",
          "In cammello dal villaggio di Rum lungo la valle sotto il Jebel Rum, poi un'arrampicata con una guida beduina fino al ponte di roccia di Burdah, alto sulla sua montagna, e lo zarb cotto sotto la sabbia al campo.",
          "En camello desde la aldea de Rum por el valle bajo el Jebel Rum, y luego una trepada con un guía beduino hasta el puente de roca de Burdah, en lo alto de su montaña, y zarb cocido bajo la arena en el campamento.",
          "À dos de dromadaire depuis le village de Rum dans la vallée sous le Djebel Rum, puis une escalade avec un guide bédouin jusqu'au pont de roche de Burdah, haut perché, et le zarb cuit sous le sable au camp.",
          "Auf Kamelen vom Dorf Rum durch das Tal unter dem Jebel Rum, dann mit einem Beduinenführer hinauf zur hoch gelegenen Felsbrücke Burdah, und im Camp unter dem Sand gegartes Zarb.",
        ],
      ],
    ],
  },
  "JOR Aqaba": {
    days: [
      [
        "see",
        [
          "Aqaba: the Mamluk fort and the old port",
          "Aqaba: il forte mamelucco e il porto vecchio",
          "Aqaba: el fuerte mameluco y el puerto viejo",
          "Aqaba : le fort mamelouk et le vieux port",
          "Aqaba: das Mamlukenfort und der alte Hafen",
        ],
        [
          "The Mamluk fort where Lawrence and the Arab Revolt raised their flag in 1917, the ruins of Islamic Ayla, one of the oldest churches in the world, and the fish market by the port.",
          "Il forte mamelucco dove Lawrence e la Rivolta araba alzarono la bandiera nel 1917, le rovine dell'Ayla islamica, una delle chiese più antiche del mondo e il mercato del pesce vicino al porto.",
          "El fuerte mameluco donde Lawrence y la Revuelta Árabe izaron su bandera en 1917, las ruinas de la Ayla islámica, una de las iglesias más antiguas del mundo y el mercado de pescado junto al puerto.",
          "Le fort mamelouk où Lawrence et la Révolte arabe hissèrent leur drapeau en 1917, les ruines d'Ayla l'islamique, l'une des plus vieilles églises du monde et le marché aux poissons près du port.",
          "Das Mamlukenfort, wo Lawrence und der Arabische Aufstand 1917 ihre Fahne hissten, die Ruinen des islamischen Ayla, eine der ältesten Kirchen der Welt, und der Fischmarkt am Hafen.",
        ],
      ],
      [
        "beach",
        [
          "Aqaba: the coral reefs of the Red Sea",
          "Aqaba: snorkeling sui reef del Mar Rosso",
          "Aqaba: esnórquel en los arrecifes del mar Rojo",
          "Aqaba : snorkeling sur les récifs de la mer Rouge",
          "Aqaba: Schnorcheln an den Riffen des Roten Meeres",
        ],
        [
          "A day on the south beach in the Aqaba Marine Park, swimming out to the Japanese Garden coral reef and the sunken Cedar Pride wreck, or watching the reef from a glass-bottom boat.",
          "Una giornata sulla spiaggia sud nel parco marino di Aqaba, nuotando fino al reef di corallo del Japanese Garden e al relitto della Cedar Pride, o guardando il reef da una barca col fondo di vetro.",
          "Un día en la playa sur del parque marino de Aqaba, nadando hasta el arrecife de coral del Japanese Garden y el pecio del Cedar Pride, o viendo el arrecife desde un barco con fondo de cristal.",
          "Une journée sur la plage sud dans le parc marin d'Aqaba, à nager jusqu'au récif corallien du Japanese Garden et à l'épave du Cedar Pride, ou à voir le récif depuis un bateau à fond de verre.",
          "Ein Tag am Südstrand im Meerespark von Aqaba, schwimmend zum Korallenriff Japanese Garden und zum Wrack der Cedar Pride, oder das Riff vom Glasbodenboot aus betrachten.",
        ],
      ],
    ],
  },
  "ISR Tel Aviv": {
    days: [
      [
        "see",
        [
          "Tel Aviv: the White City and Rothschild Boulevard",
          "Tel Aviv: la Città Bianca e il viale Rothschild",
          "Tel Aviv: la Ciudad Blanca y el bulevar Rothschild",
          "Tel Aviv : la Ville blanche et le boulevard Rothschild",
          "Tel Aviv: die Weiße Stadt und der Rothschild-Boulevard",
        ],
        [
          "The Bauhaus buildings of the White City along Rothschild Boulevard and around Dizengoff Square, Independence Hall, and the old lanes of Neve Tzedek, the first quarter built outside Jaffa.",
          "Gli edifici Bauhaus della Città Bianca lungo il viale Rothschild e intorno a piazza Dizengoff, la Sala dell'Indipendenza e i vicoli di Neve Tzedek, il primo quartiere costruito fuori da Giaffa.",
          "Los edificios Bauhaus de la Ciudad Blanca en el bulevar Rothschild y en torno a la plaza Dizengoff, el Salón de la Independencia y las callejas de Neve Tzedek, el primer barrio construido fuera de Jaffa.",
          "Les immeubles Bauhaus de la Ville blanche sur le boulevard Rothschild et autour de la place Dizengoff, la salle de l'Indépendance et les ruelles de Neve Tzedek, premier quartier bâti hors de Jaffa.",
          "Die Bauhausbauten der Weißen Stadt am Rothschild-Boulevard und rund um den Dizengoff-Platz, die Unabhängigkeitshalle und die Gassen von Neve Tzedek, dem ersten Viertel außerhalb Jaffas.",
        ],
      ],
      [
        "see",
        [
          "Tel Aviv: the seafront promenade and the old port",
          "Tel Aviv: il lungomare e il vecchio porto",
          "Tel Aviv: el paseo marítimo y el puerto viejo",
          "Tel Aviv : la promenade du front de mer et le vieux port",
          "Tel Aviv: die Strandpromenade und der alte Hafen",
        ],
        [
          "By bicycle along the seafront promenade from Jaffa to the old port of Namal, past Gordon and Frishman beaches and the matkot players, to the Yarkon Park at the river mouth.",
          "In bicicletta lungo la passeggiata a mare da Giaffa al vecchio porto di Namal, oltre le spiagge Gordon e Frishman e i giocatori di matkot, fino al parco Yarkon alla foce del fiume.",
          "En bicicleta por el paseo marítimo de Jaffa al viejo puerto de Namal, pasando las playas Gordon y Frishman y los jugadores de matkot, hasta el parque Yarkon en la desembocadura del río.",
          "À vélo sur la promenade du front de mer, de Jaffa au vieux port de Namal, par les plages Gordon et Frishman et les joueurs de matkot, jusqu'au parc Yarkon à l'embouchure du fleuve.",
          "Mit dem Rad über die Strandpromenade von Jaffa zum alten Hafen Namal, vorbei an Gordon- und Frishman-Strand und den Matkot-Spielern, bis zum Yarkon-Park an der Flussmündung.",
        ],
      ],
      [
        "food",
        [
          "Tel Aviv: Carmel Market and sabich",
          "Tel Aviv: il mercato del Carmelo e il sabich",
          "Tel Aviv: el mercado del Carmelo y el sabich",
          "Tel Aviv : le marché du Carmel et le sabich",
          "Tel Aviv: der Carmel-Markt und Sabich",
        ],
        [
          "The stalls of the Carmel Market and the Yemenite Quarter's food lanes: sabich pita with fried aubergine and egg, hummus with ful, Yemenite jachnun, and fresh pomegranate juice; if the day falls on a Saturday, when the market is shut for the Sabbath, the hummus houses of Jaffa instead.",
          "I banchi del mercato del Carmelo e i vicoli gastronomici del quartiere yemenita: pita sabich con melanzane fritte e uovo, hummus con ful, jachnun yemenita e succo di melagrana fresco; se il giorno cade di sabato, quando il mercato chiude per lo Shabbat, le trattorie di hummus di Giaffa.",
          "Los puestos del mercado del Carmelo y las callejas del barrio yemení: pita sabich con berenjena frita y huevo, hummus con ful, jachnun yemení y zumo de granada recién hecho; si el día cae en sábado, cuando el mercado cierra por el sabbat, las casas de hummus de Jaffa.",
          "Les étals du marché du Carmel et les ruelles gourmandes du quartier yéménite : pita sabich à l'aubergine frite et à l'œuf, houmous au foul, jachnoun yéménite et jus de grenade frais ; si la journée tombe un samedi, jour où le marché ferme pour le shabbat, les maisons de houmous de Jaffa.",
          "Die Stände des Carmel-Markts und die Essgassen des Jemenitischen Viertels: Sabich-Pita mit gebratener Aubergine und Ei, Hummus mit Ful, jemenitisches Jachnun und frischer Granatapfelsaft; fällt der Tag auf einen Samstag, an dem der Markt wegen des Schabbats geschlossen ist, stattdessen die Hummus-Lokale von Jaffa.",
        ],
      ],
      [
        "night",
        [
          "Tel Aviv by night on Rothschild and Florentin",
          "Tel Aviv di notte su Rothschild e a Florentin",
          "Tel Aviv de noche en Rothschild y Florentin",
          "Tel Aviv la nuit sur Rothschild et à Florentin",
          "Tel Aviv bei Nacht am Rothschild und in Florentin",
        ],
        [
          "A city that goes out late: the kiosks and bars of Rothschild Boulevard, the street art and small bars of Florentin, and the clubs that fill after midnight, especially on Thursdays.",
          "Una città che esce tardi: i chioschi e i bar del viale Rothschild, la street art e i piccoli bar di Florentin e i club che si riempiono dopo mezzanotte, soprattutto il giovedì.",
          "Una ciudad que sale tarde: los quioscos y bares del bulevar Rothschild, el arte urbano y los pequeños bares de Florentin y los clubes que se llenan pasada la medianoche, sobre todo los jueves.",
          "Une ville qui sort tard : les kiosques et les bars du boulevard Rothschild, le street art et les petits bars de Florentin, et les clubs qui se remplissent après minuit, surtout le jeudi.",
          "Eine Stadt, die spät ausgeht: die Kioske und Bars am Rothschild-Boulevard, Street-Art und kleine Bars in Florentin und die Clubs, die sich nach Mitternacht füllen, vor allem donnerstags.",
        ],
      ],
    ],
  },
  "ISR Jaffa": {
    days: [
      [
        "see",
        [
          "Jaffa: the old port and the flea market",
          "Giaffa: il porto antico e il mercato delle pulci",
          "Jaffa: el puerto antiguo y el mercado de pulgas",
          "Jaffa : le vieux port et le marché aux puces",
          "Jaffa: der alte Hafen und der Flohmarkt",
        ],
        [
          "The old stone town of Jaffa on its hill above the sea: the clock tower, St Peter's Church, the lanes named for the zodiac, the ancient port and, except on a Saturday, when it is shut, the Shuk HaPishpeshim flea market.",
          "La vecchia città di pietra di Giaffa sulla collina sopra il mare: la torre dell'orologio, la chiesa di San Pietro, i vicoli con i nomi dello zodiaco, l'antico porto e, tranne il sabato, quando è chiuso, il mercato delle pulci Shuk HaPishpeshim.",
          "La vieja ciudad de piedra de Jaffa en su colina sobre el mar: la torre del reloj, la iglesia de San Pedro, las callejas con nombres del zodiaco, el antiguo puerto y, salvo en sábado, cuando cierra, el mercado de pulgas Shuk HaPishpeshim.",
          "La vieille ville de pierre de Jaffa sur sa colline au-dessus de la mer : la tour de l'Horloge, l'église Saint-Pierre, les ruelles aux noms du zodiaque, le port antique et, sauf le samedi, jour de sa fermeture, le marché aux puces Shouk HaPishpeshim.",
          "Die alte Steinstadt Jaffa auf ihrem Hügel über dem Meer: der Uhrturm, die Petruskirche, die nach dem Tierkreis benannten Gassen, der antike Hafen und, außer samstags, wenn er geschlossen ist, der Flohmarkt Shuk HaPishpeshim.",
        ],
      ],
    ],
  },
  "ISR Caesarea": {
    days: [
      [
        "see",
        [
          "Caesarea: Herod's port city",
          "Cesarea: la città portuale di Erode",
          "Cesarea: la ciudad portuaria de Herodes",
          "Césarée : la cité portuaire d'Hérode",
          "Caesarea: Herodes' Hafenstadt",
        ],
        [
          "Herod's port city on the sea: the Roman auditorium still used for concerts, the hippodrome, the palace on its promontory, the Crusader walls, and the arches of the aqueduct on the beach.",
          "La città portuale di Erode sul mare: il teatro romano usato ancora per i concerti, l'ippodromo, il palazzo sul promontorio, le mura crociate e gli archi dell'acquedotto sulla spiaggia.",
          "La ciudad portuaria de Herodes junto al mar: el teatro romano que aún acoge conciertos, el hipódromo, el palacio en su promontorio, las murallas cruzadas y los arcos del acueducto en la playa.",
          "La cité portuaire d'Hérode au bord de la mer : le théâtre romain qui accueille encore des concerts, l'hippodrome, le palais sur son promontoire, les remparts croisés et les arches de l'aqueduc sur la plage.",
          "Herodes' Hafenstadt am Meer: das römische Theater, in dem noch Konzerte stattfinden, das Hippodrom, der Palast auf seinem Vorsprung, die Kreuzfahrermauern und die Bögen des Aquädukts am Strand.",
        ],
      ],
    ],
  },
  "ISR Haifa": {
    days: [
      [
        "see",
        [
          "Haifa: the Bahá'í Gardens",
          "Haifa: i Giardini Bahá'í",
          "Haifa: los Jardines Bahá'í",
          "Haifa : les jardins bahá'ís",
          "Haifa: die Bahai-Gärten",
        ],
        [
          "Down the nineteen terraces of the Bahá'í Gardens on Mount Carmel to the gold-domed Shrine of the Báb, then the German Colony at their foot and the view over the bay to Acre.",
          "Giù per le diciannove terrazze dei Giardini Bahá'í sul monte Carmelo fino al santuario del Báb dalla cupola dorata, poi la Colonia tedesca ai loro piedi e la vista sulla baia fino ad Acri.",
          "Bajando las diecinueve terrazas de los Jardines Bahá'í en el monte Carmelo hasta el santuario del Báb de cúpula dorada, y luego la Colonia Alemana a sus pies y la vista de la bahía hasta Acre.",
          "La descente des dix-neuf terrasses des jardins bahá'ís sur le mont Carmel jusqu'au mausolée du Báb au dôme doré, puis la Colonie allemande à leur pied et la vue sur la baie jusqu'à Saint-Jean-d'Acre.",
          "Die neunzehn Terrassen der Bahai-Gärten am Karmel hinab zum goldgekuppelten Schrein des Báb, dann die Deutsche Kolonie an ihrem Fuß und der Blick über die Bucht bis Akko.",
        ],
      ],
      [
        "see",
        [
          "Haifa: Stella Maris and the Wadi Nisnas quarter",
          "Haifa: Stella Maris e il quartiere di Wadi Nisnas",
          "Haifa: Stella Maris y el barrio de Wadi Nisnas",
          "Haifa : Stella Maris et le quartier de Wadi Nisnas",
          "Haifa: Stella Maris und das Viertel Wadi Nisnas",
        ],
        [
          "The Carmelite monastery of Stella Maris above Elijah's Cave, the cable car down to the shore, and the Arab quarter of Wadi Nisnas with its murals and shops.",
          "Il monastero carmelitano di Stella Maris sopra la grotta di Elia, la funivia fino alla riva e il quartiere arabo di Wadi Nisnas con i suoi murales e le sue botteghe.",
          "El monasterio carmelita de Stella Maris sobre la cueva de Elías, el teleférico hasta la orilla y el barrio árabe de Wadi Nisnas con sus murales y sus tiendas.",
          "Le monastère carmélite de Stella Maris au-dessus de la grotte d'Élie, le téléphérique jusqu'au rivage et le quartier arabe de Wadi Nisnas, ses fresques et ses boutiques.",
          "Das Karmeliterkloster Stella Maris über der Eliashöhle, die Seilbahn hinab zum Ufer und das arabische Viertel Wadi Nisnas mit seinen Wandbildern und Läden.",
        ],
      ],
      [
        "food",
        [
          "Haifa: hummus and knafeh of Wadi Nisnas",
          "Haifa: hummus e knafeh di Wadi Nisnas",
          "Haifa: hummus y knafeh de Wadi Nisnas",
          "Haifa : houmous et knafeh de Wadi Nisnas",
          "Haifa: Hummus und Knafeh in Wadi Nisnas",
        ],
        [
          "Haifa's Arab kitchens: hummus and falafel in Wadi Nisnas, shawarma in the lower town, and knafeh with Nabulsi cheese, then the Talpiot market of the Hadar quarter.",
          "Le cucine arabe di Haifa: hummus e falafel a Wadi Nisnas, shawarma nella città bassa e knafeh al formaggio nabulsi, poi il mercato Talpiot del quartiere Hadar.",
          "Las cocinas árabes de Haifa: hummus y falafel en Wadi Nisnas, shawarma en la ciudad baja y knafeh con queso nabulsi, y luego el mercado Talpiot del barrio de Hadar.",
          "Les cuisines arabes de Haïfa : houmous et falafels à Wadi Nisnas, chawarma dans la ville basse et knafeh au fromage nabulsi, puis le marché Talpiot du quartier Hadar.",
          "Haifas arabische Küchen: Hummus und Falafel in Wadi Nisnas, Schawarma in der Unterstadt und Knafeh mit Nabulsi-Käse, dann der Talpiot-Markt im Viertel Hadar.",
        ],
      ],
    ],
  },
  "ISR Acre": {
    days: [
      [
        "see",
        [
          "Acre: the Crusader halls and the sea walls",
          "San Giovanni d'Acri: le sale crociate e le mura sul mare",
          "Acre: las salas cruzadas y las murallas del mar",
          "Saint-Jean-d'Acre : les salles croisées et les remparts",
          "Akko: die Kreuzfahrerhallen und die Seemauern",
        ],
        [
          "The vaulted halls of the Knights Hospitaller under the citadel, the Templar tunnel to the sea, the green-domed al-Jazzar mosque, Khan al-Umdan, and a walk along Ottoman sea walls.",
          "Le sale a volta dei Cavalieri Ospitalieri sotto la cittadella, il tunnel dei Templari fino al mare, la moschea di al-Jazzar dalla cupola verde, il Khan al-Umdan e una passeggiata sulle mura ottomane.",
          "Las salas abovedadas de los Caballeros Hospitalarios bajo la ciudadela, el túnel templario hasta el mar, la mezquita de al-Jazzar de cúpula verde, el Khan al-Umdan y un paseo por las murallas otomanas.",
          "Les salles voûtées des chevaliers Hospitaliers sous la citadelle, le tunnel des Templiers jusqu'à la mer, la mosquée al-Jazzar au dôme vert, le Khan al-Umdan et une promenade sur les remparts ottomans.",
          "Die Gewölbehallen der Johanniter unter der Zitadelle, der Templertunnel zum Meer, die grün gekuppelte Al-Jazzar-Moschee, der Khan al-Umdan und ein Gang auf den osmanischen Seemauern.",
        ],
      ],
      [
        "food",
        [
          "Acre: the souk and Uri Buri's fish",
          "San Giovanni d'Acri: il suq e il pesce di Uri Buri",
          "Acre: el zoco y el pescado de Uri Buri",
          "Saint-Jean-d'Acre : le souk et le poisson d'Uri Buri",
          "Akko: der Souk und Uri Buris Fisch",
        ],
        [
          "The old souk of Acre with its spice sellers, the hummus of Said by the market, sweets from the Arab bakeries, and fish straight from the port at Uri Buri by the lighthouse.",
          "Il vecchio suq di Acri con i venditori di spezie, l'hummus di Said vicino al mercato, i dolci delle pasticcerie arabe e il pesce appena sbarcato da Uri Buri vicino al faro.",
          "El viejo zoco de Acre con sus vendedores de especias, el hummus de Said junto al mercado, los dulces de las pastelerías árabes y el pescado recién llegado del puerto en Uri Buri, junto al faro.",
          "Le vieux souk d'Acre et ses marchands d'épices, le houmous de Saïd près du marché, les douceurs des pâtisseries arabes et le poisson tout juste débarqué chez Uri Buri près du phare.",
          "Der alte Souk von Akko mit seinen Gewürzhändlern, der Hummus von Said am Markt, Süßes aus arabischen Bäckereien und Fisch frisch aus dem Hafen bei Uri Buri am Leuchtturm.",
        ],
      ],
    ],
  },
  "ISR Sea of Galilee": {
    days: [
      [
        "see",
        [
          "Sea of Galilee: Capernaum and the Mount of Beatitudes",
          "Lago di Tiberiade: Cafarnao e il monte delle Beatitudini",
          "Mar de Galilea: Cafarnaúm y el monte de las Bienaventuranzas",
          "Lac de Tibériade : Capharnaüm et le mont des Béatitudes",
          "See Genezareth: Kafarnaum und der Berg der Seligpreisungen",
        ],
        [
          "The northern shore of Jesus' ministry: the church of the Mount of Beatitudes, the loaves and fishes mosaic of Tabgha, and the synagogue and Peter's house at Capernaum.",
          "La riva nord della predicazione di Gesù: la chiesa del monte delle Beatitudini, il mosaico dei pani e dei pesci di Tabgha e la sinagoga e la casa di Pietro a Cafarnao.",
          "La orilla norte de la predicación de Jesús: la iglesia del monte de las Bienaventuranzas, el mosaico de los panes y los peces de Tabgha y la sinagoga y la casa de Pedro en Cafarnaúm.",
          "La rive nord de la prédication de Jésus : l'église du mont des Béatitudes, la mosaïque des pains et des poissons de Tabgha, la synagogue et la maison de Pierre à Capharnaüm.",
          "Das Nordufer des Wirkens Jesu: die Kirche auf dem Berg der Seligpreisungen, das Brot-und-Fisch-Mosaik von Tabgha und die Synagoge und das Haus des Petrus in Kafarnaum.",
        ],
      ],
      [
        "see",
        [
          "Sea of Galilee: a wooden boat and Magdala",
          "Lago di Tiberiade: una barca di legno e Magdala",
          "Mar de Galilea: una barca de madera y Magdala",
          "Lac de Tibériade : un bateau de bois et Magdala",
          "See Genezareth: ein Holzboot und Magdala",
        ],
        [
          "Across the lake on a wooden boat like the 2,000-year-old one found in the mud at Ginosar, then the excavated synagogue of Magdala and St Peter's fish for lunch in Tiberias.",
          "Sul lago su una barca di legno come quella di 2.000 anni trovata nel fango di Ginosar, poi la sinagoga scavata di Magdala e il pesce di San Pietro a pranzo a Tiberiade.",
          "Travesía del lago en una barca de madera como la de hace 2.000 años hallada en el barro de Ginosar, y luego la sinagoga excavada de Magdala y pez de San Pedro de almuerzo en Tiberíades.",
          "La traversée du lac sur un bateau de bois semblable à celui de 2 000 ans retrouvé dans la vase de Ginosar, puis la synagogue fouillée de Magdala et un poisson de saint Pierre à Tibériade.",
          "Über den See im Holzboot, wie jenes 2.000 Jahre alte aus dem Schlamm von Ginosar, dann die ausgegrabene Synagoge von Magdala und Petrusfisch zum Mittagessen in Tiberias.",
        ],
      ],
    ],
  },
  "ISR Jerusalem": {
    days: [
      [
        "see",
        [
          "Jerusalem: the Old City's four quarters",
          "Gerusalemme: i quattro quartieri della Città Vecchia",
          "Jerusalén: los cuatro barrios de la Ciudad Vieja",
          "Jérusalem : les quatre quartiers de la Vieille Ville",
          "Jerusalem: die vier Viertel der Altstadt",
        ],
        [
          "In through the Jaffa Gate to the Western Wall, along the Via Dolorosa to the Church of the Holy Sepulchre, and through the Christian, Armenian, Jewish and Muslim quarters.",
          "Dalla Porta di Giaffa al Muro Occidentale, lungo la Via Dolorosa fino alla basilica del Santo Sepolcro e attraverso i quartieri cristiano, armeno, ebraico e musulmano.",
          "Por la Puerta de Jaffa hasta el Muro Occidental, por la Vía Dolorosa hasta la iglesia del Santo Sepulcro y a través de los barrios cristiano, armenio, judío y musulmán.",
          "Par la porte de Jaffa jusqu'au mur Occidental, le long de la Via Dolorosa jusqu'au Saint-Sépulcre, à travers les quartiers chrétien, arménien, juif et musulman.",
          "Durch das Jaffator zur Klagemauer, über die Via Dolorosa zur Grabeskirche und durch das christliche, armenische, jüdische und muslimische Viertel.",
        ],
      ],
      [
        "see",
        [
          "Jerusalem: the Mount of Olives and the Temple Mount",
          "Gerusalemme: il Monte degli Ulivi e la Spianata delle Moschee",
          "Jerusalén: el monte de los Olivos y la Explanada de las Mezquitas",
          "Jérusalem : le mont des Oliviers et l'esplanade des Mosquées",
          "Jerusalem: der Ölberg und der Tempelberg",
        ],
        [
          "The esplanade of the Temple Mount in its visiting hours, with the Dome of the Rock and al-Aqsa seen from outside, then the panorama from the Mount of Olives and the walk down to Gethsemane; if the day falls on a Friday or a Saturday, when the esplanade is closed to visitors, the Western Wall below it instead.",
          "La Spianata delle Moschee negli orari di visita, con la Cupola della Roccia e al-Aqsa viste dall'esterno, poi il panorama dal Monte degli Ulivi e la discesa a piedi fino al Getsemani; se il giorno cade di venerdì o di sabato, quando la spianata è chiusa ai visitatori, il Muro del Pianto ai suoi piedi.",
          "La Explanada de las Mezquitas en su horario de visita, con la Cúpula de la Roca y al-Aqsa vistas desde fuera, y luego el panorama desde el monte de los Olivos y la bajada a pie hasta Getsemaní; si el día cae en viernes o sábado, cuando la explanada cierra a los visitantes, el Muro de las Lamentaciones a sus pies.",
          "L'esplanade des Mosquées aux heures de visite, avec le dôme du Rocher et al-Aqsa vus de l'extérieur, puis le panorama du mont des Oliviers et la descente à pied jusqu'au jardin de Gethsémani ; si la journée tombe un vendredi ou un samedi, jours où l'esplanade est fermée aux visiteurs, le mur des Lamentations à son pied.",
          "Der Tempelberg zu den Besuchszeiten, mit Felsendom und al-Aqsa von außen, dann das Panorama vom Ölberg und der Abstieg zu Fuß zum Garten Gethsemane; fällt der Tag auf einen Freitag oder Samstag, an dem der Tempelberg für Besucher geschlossen ist, stattdessen die Klagemauer zu seinen Füßen.",
        ],
      ],
      [
        "see",
        [
          "Jerusalem: Yad Vashem and the Israel Museum",
          "Gerusalemme: Yad Vashem e il Museo d'Israele",
          "Jerusalén: Yad Vashem y el Museo de Israel",
          "Jérusalem : Yad Vashem et le musée d'Israël",
          "Jerusalem: Yad Vashem und das Israel-Museum",
        ],
        [
          "The Holocaust memorial of Yad Vashem on Mount Herzl, then the Israel Museum's Shrine of the Book with the Dead Sea Scrolls and its model of Second Temple Jerusalem; if the day falls on a Saturday, when Yad Vashem is closed, the archaeology wing of the Israel Museum instead.",
          "Il memoriale della Shoah di Yad Vashem sul monte Herzl, poi il Santuario del Libro del Museo d'Israele con i rotoli del Mar Morto e il plastico della Gerusalemme del Secondo Tempio; se il giorno cade di sabato, quando Yad Vashem è chiuso, le sale di archeologia del Museo d'Israele.",
          "El memorial del Holocausto de Yad Vashem en el monte Herzl, y luego el Santuario del Libro del Museo de Israel con los manuscritos del Mar Muerto y la maqueta de la Jerusalén del Segundo Templo; si el día cae en sábado, cuando Yad Vashem cierra, las salas de arqueología del Museo de Israel.",
          "Le mémorial de la Shoah de Yad Vashem sur le mont Herzl, puis le sanctuaire du Livre du musée d'Israël et ses manuscrits de la mer Morte, et la maquette de Jérusalem au temps du Second Temple ; si la journée tombe un samedi, jour de fermeture de Yad Vashem, les salles d'archéologie du musée d'Israël.",
          "Die Holocaust-Gedenkstätte Yad Vashem auf dem Herzlberg, dann der Schrein des Buches im Israel-Museum mit den Schriftrollen vom Toten Meer und dem Modell Jerusalems zur Zeit des Zweiten Tempels; fällt der Tag auf einen Samstag, an dem Yad Vashem geschlossen ist, stattdessen die Archäologie-Säle des Israel-Museums.",
        ],
      ],
      [
        "food",
        [
          "Jerusalem: Mahane Yehuda and the Old City's hummus",
          "Gerusalemme: Mahane Yehuda e l'hummus della Città Vecchia",
          "Jerusalén: Mahane Yehuda y el hummus de la Ciudad Vieja",
          "Jérusalem : Mahane Yehuda et le houmous de la Vieille Ville",
          "Jerusalem: Mahane Yehuda und der Hummus der Altstadt",
        ],
        [
          "Hummus at Abu Shukri in the Muslim Quarter, ka'ak sesame bread from a street cart, then the stalls of the Mahane Yehuda market, its halva, rugelach from Marzipan bakery and Jerusalem mixed grill; if the day falls on a Saturday, when the market is shut for the Sabbath, the souks of the Old City instead.",
          "Hummus da Abu Shukri nel quartiere musulmano, pane al sesamo ka'ak da un carretto, poi i banchi del mercato di Mahane Yehuda, l'halva, i rugelach della pasticceria Marzipan e il misto di carne alla gerosolimitana; se il giorno cade di sabato, quando il mercato chiude per lo Shabbat, i suk della Città Vecchia.",
          "Hummus en Abu Shukri en el barrio musulmán, pan de sésamo ka'ak de un carrito, y luego los puestos del mercado de Mahane Yehuda, su halva, los rugelach de la pastelería Marzipan y la parrillada de Jerusalén; si el día cae en sábado, cuando el mercado cierra por el sabbat, los zocos de la Ciudad Vieja.",
          "Houmous chez Abou Choukri dans le quartier musulman, pain au sésame ka'ak d'une charrette, puis les étals du marché Mahane Yehuda, sa halva, les rugelach de la pâtisserie Marzipan et le mixed grill de Jérusalem ; si la journée tombe un samedi, jour où le marché ferme pour le shabbat, les souks de la vieille ville.",
          "Hummus bei Abu Shukri im muslimischen Viertel, Sesambrot Ka'ak vom Straßenkarren, dann die Stände des Mahane-Yehuda-Markts mit Halva, Rugelach der Bäckerei Marzipan und Jerusalemer Mixed Grill; fällt der Tag auf einen Samstag, an dem der Markt wegen des Schabbats geschlossen ist, stattdessen die Souks der Altstadt.",
        ],
      ],
    ],
  },
  "ISR Masada": {
    days: [
      [
        "see",
        [
          "Masada: Herod's fortress above the Dead Sea",
          "Masada: la fortezza di Erode sul Mar Morto",
          "Masada: la fortaleza de Herodes sobre el Mar Muerto",
          "Masada : la forteresse d'Hérode au-dessus de la mer Morte",
          "Masada: Herodes' Festung über dem Toten Meer",
        ],
        [
          "Up the Snake Path at dawn or by cable car to Herod's fortress on its plateau: the hanging northern palace, the storerooms and bathhouse, and the Roman siege ramp of the last Jewish rebels' stand.",
          "Su per il Sentiero del Serpente all'alba o in funivia fino alla fortezza di Erode sul suo altopiano: il palazzo nord sospeso, i magazzini e le terme e la rampa d'assedio romana dell'ultima resistenza ebraica.",
          "Por el Camino de la Serpiente al amanecer o en teleférico hasta la fortaleza de Herodes en su meseta: el palacio norte colgado, los almacenes y termas y la rampa de asedio romana de la última resistencia judía.",
          "Par le sentier du Serpent à l'aube ou en téléphérique jusqu'à la forteresse d'Hérode sur son plateau : le palais nord suspendu, les entrepôts et les thermes, et la rampe de siège romaine du dernier combat juif.",
          "Auf dem Schlangenpfad im Morgengrauen oder mit der Seilbahn zur Festung des Herodes auf ihrem Plateau: der hängende Nordpalast, Magazine und Badehaus und die römische Belagerungsrampe gegen die letzten jüdischen Rebellen.",
        ],
      ],
    ],
  },
  "ISR Dead Sea": {
    days: [
      [
        "see",
        [
          "Dead Sea: the springs of Ein Gedi",
          "Mar Morto: le sorgenti di Ein Gedi",
          "Mar Muerto: los manantiales de Ein Gedi",
          "Mer Morte : les sources d'Ein Gedi",
          "Totes Meer: die Quellen von Ein Gedi",
        ],
        [
          "A walk up Nahal David in the Ein Gedi reserve to David's Waterfall, with ibex and rock hyrax on the cliffs, and the ancient synagogue of Ein Gedi with its mosaic floor.",
          "Una camminata lungo il Nahal David nella riserva di Ein Gedi fino alla cascata di Davide, con stambecchi e irace delle rocce sulle pareti, e l'antica sinagoga di Ein Gedi con il suo mosaico.",
          "Una caminata por el Nahal David en la reserva de Ein Gedi hasta la cascada de David, con íbices y damanes en las paredes, y la antigua sinagoga de Ein Gedi con su suelo de mosaico.",
          "Une marche dans le Nahal David de la réserve d'Ein Gedi jusqu'à la cascade de David, avec bouquetins et damans sur les parois, et l'ancienne synagogue d'Ein Gedi et son sol de mosaïque.",
          "Eine Wanderung durch den Nahal David im Reservat Ein Gedi zum David-Wasserfall, mit Steinböcken und Klippschliefern an den Felsen, und die antike Synagoge von Ein Gedi mit ihrem Mosaikboden.",
        ],
      ],
      [
        "beach",
        [
          "Dead Sea: floating at Ein Bokek",
          "Mar Morto: galleggiare a Ein Bokek",
          "Mar Muerto: flotar en Ein Bokek",
          "Mer Morte : flotter à Ein Bokek",
          "Totes Meer: Schweben in Ein Bokek",
        ],
        [
          "A day on the public beach of Ein Bokek, floating in the dense salt water at the lowest point on earth, with mineral mud and the pale cliffs of the Judean Desert behind.",
          "Una giornata sulla spiaggia pubblica di Ein Bokek, galleggiando nell'acqua densa di sale nel punto più basso della Terra, con il fango minerale e le pareti chiare del deserto di Giuda alle spalle.",
          "Un día en la playa pública de Ein Bokek, flotando en el agua densa de sal en el punto más bajo de la Tierra, con barro mineral y los riscos claros del desierto de Judea detrás.",
          "Une journée sur la plage publique d'Ein Bokek, à flotter dans l'eau saturée de sel au point le plus bas du globe, avec la boue minérale et les falaises pâles du désert de Judée derrière.",
          "Ein Tag am öffentlichen Strand von Ein Bokek, schwebend im dichten Salzwasser am tiefsten Punkt der Erde, mit Mineralschlamm und den hellen Klippen der Judäischen Wüste im Rücken.",
        ],
      ],
    ],
  },
  "ISR Negev": {
    days: [
      [
        "see",
        [
          "Negev: the Ramon Crater",
          "Deserto del Negev: il cratere di Ramon",
          "Desierto del Néguev: el cráter de Ramón",
          "Désert du Néguev : le cratère de Ramon",
          "Negev-Wüste: der Ramon-Krater",
        ],
        [
          "The rim of Makhtesh Ramon at Mitzpe Ramon, an erosion crater 40 km long, then down into it to the Ammonite Wall, the prism-shaped rocks of the Carpentry, and the sands of many hues.",
          "Il bordo del Makhtesh Ramon a Mitzpe Ramon, un cratere d'erosione lungo 40 km, poi giù all'interno fino al Muro delle Ammoniti, alle rocce prismatiche della Falegnameria e alle sabbie multicolori.",
          "El borde del Makhtesh Ramón en Mitzpe Ramón, un cráter de erosión de 40 km, y luego bajada a su interior hasta el Muro de los Amonites, las rocas prismáticas de la Carpintería y las arenas de colores.",
          "Le bord du Makhtesh Ramon à Mitzpe Ramon, cratère d'érosion long de 40 km, puis la descente à l'intérieur jusqu'au mur des Ammonites, aux roches prismatiques de la Menuiserie et aux sables multicolores.",
          "Der Rand des Makhtesh Ramon bei Mitzpe Ramon, eines 40 km langen Erosionskraters, dann hinab zur Ammonitenwand, den prismenförmigen Felsen der Schreinerei und den bunten Sanden.",
        ],
      ],
      [
        "see",
        [
          "Negev: Avdat and Ben-Gurion's Sde Boker",
          "Deserto del Negev: Avdat e la Sde Boker di Ben Gurion",
          "Desierto del Néguev: Avdat y el Sde Boker de Ben Gurión",
          "Désert du Néguev : Avdat et Sde Boker de Ben Gourion",
          "Negev-Wüste: Avdat und Ben-Gurions Sde Boker",
        ],
        [
          "The Nabataean town of Avdat on the Incense Route, with its Byzantine churches and winepresses, Ben-Gurion's desert hut at Sde Boker, and the springs of Ein Avdat in a white canyon.",
          "La città nabatea di Avdat sulla Via dell'Incenso, con le chiese bizantine e i torchi, la casetta nel deserto di Ben Gurion a Sde Boker e le sorgenti di Ein Avdat in un canyon bianco.",
          "La ciudad nabatea de Avdat en la Ruta del Incienso, con sus iglesias bizantinas y lagares, la cabaña de Ben Gurión en el desierto en Sde Boker y los manantiales de Ein Avdat en un cañón blanco.",
          "La cité nabatéenne d'Avdat sur la route de l'Encens, ses églises byzantines et ses pressoirs, la cabane de Ben Gourion dans le désert à Sde Boker et les sources d'Ein Avdat dans un canyon blanc.",
          "Die Nabatäerstadt Avdat an der Weihrauchstraße mit byzantinischen Kirchen und Weinpressen, Ben-Gurions Wüstenhütte in Sde Boker und die Quellen von Ein Avdat in einem weißen Canyon.",
        ],
      ],
    ],
  },
  "LBN Beirut": {
    days: [
      [
        "see",
        [
          "Beirut: downtown, the Corniche and Pigeon Rocks",
          "Beirut: il centro, la Corniche e la Roccia dei Piccioni",
          "Beirut: el centro, la Corniche y la Roca de las Palomas",
          "Beyrouth : le centre, la Corniche et la grotte aux Pigeons",
          "Beirut: Innenstadt, Corniche und Taubenfelsen",
        ],
        [
          "The rebuilt downtown with the Mohammad al-Amin mosque and St George's cathedral over Roman baths, then the Corniche promenade west to Raouché and the sea arches of Pigeon Rocks.",
          "Il centro ricostruito con la moschea Mohammad al-Amin e la cattedrale di San Giorgio sopra le terme romane, poi la passeggiata della Corniche verso ovest fino a Raouché e agli archi della Roccia dei Piccioni.",
          "El centro reconstruido con la mezquita Mohammad al-Amin y la catedral de San Jorge sobre termas romanas, y luego el paseo de la Corniche hacia el oeste hasta Raouché y los arcos de la Roca de las Palomas.",
          "Le centre reconstruit, la mosquée Mohammad al-Amine et la cathédrale Saint-Georges sur des thermes romains, puis la promenade de la Corniche vers l'ouest jusqu'à Raouché et les arches de la grotte aux Pigeons.",
          "Die wiederaufgebaute Innenstadt mit der Mohammad-al-Amin-Moschee und der Georgskathedrale über römischen Thermen, dann die Corniche nach Westen bis Raouché und zu den Felsbögen der Taubenfelsen.",
        ],
      ],
      [
        "see",
        [
          "Beirut: the National Museum and Gemmayzeh",
          "Beirut: il Museo nazionale e Gemmayzeh",
          "Beirut: el Museo Nacional y Gemmayzeh",
          "Beyrouth : le Musée national et Gemmayzé",
          "Beirut: das Nationalmuseum und Gemmayzeh",
        ],
        [
          "The National Museum, whose collection was walled in behind concrete through the civil war, then the stairs and old houses of Gemmayzeh and Mar Mikhael and the Sursock Museum on its hill.",
          "Il Museo nazionale, la cui collezione fu murata dietro il cemento durante la guerra civile, poi le scalinate e le vecchie case di Gemmayzeh e Mar Mikhael e il museo Sursock sulla collina.",
          "El Museo Nacional, cuya colección se tapió tras el hormigón durante la guerra civil, y luego las escalinatas y casas antiguas de Gemmayzeh y Mar Mikhael y el museo Sursock en su colina.",
          "Le Musée national, dont les collections furent emmurées sous le béton pendant la guerre civile, puis les escaliers et vieilles maisons de Gemmayzé et Mar Mikhaël, et le musée Sursock sur sa colline.",
          "Das Nationalmuseum, dessen Sammlung im Bürgerkrieg hinter Beton eingemauert wurde, dann die Treppen und alten Häuser von Gemmayzeh und Mar Mikhael und das Sursock-Museum auf seinem Hügel.",
        ],
      ],
      [
        "food",
        [
          "Beirut: manoushe, mezze and Souk el Tayeb",
          "Beirut: manoushe, mezze e Souk el Tayeb",
          "Beirut: manoushe, mezze y Souk el Tayeb",
          "Beyrouth : manouché, mezzés et Souk el Tayeb",
          "Beirut: Manousche, Mezze und Souk el Tayeb",
        ],
        [
          "Za'atar manoushe from the local bakery oven at breakfast, the farmers of Souk el Tayeb, and a long Lebanese mezze of hummus, tabbouleh, kibbeh nayyeh and fattoush with arak.",
          "Manoushe allo za'atar dal forno di quartiere a colazione, i contadini del Souk el Tayeb e un lungo mezze libanese di hummus, tabbouleh, kibbeh nayyeh e fattoush con l'arak.",
          "Manoushe de za'atar del horno del barrio en el desayuno, los campesinos del Souk el Tayeb y un largo mezze libanés de hummus, tabulé, kibbeh nayyeh y fattoush con arak.",
          "La manouché au zaatar du four de quartier au petit-déjeuner, les paysans du Souk el Tayeb et un long mezzé libanais de houmous, taboulé, kebbé nayé et fattouche avec l'arak.",
          "Za'atar-Manousche aus dem Ofen des Viertels zum Frühstück, die Bauern des Souk el Tayeb und ein langes libanesisches Mezze mit Hummus, Taboulé, Kibbeh Nayyeh und Fattoush zum Arak.",
        ],
      ],
      [
        "night",
        [
          "Beirut by night in Mar Mikhael",
          "Beirut di notte a Mar Mikhael",
          "Beirut de noche en Mar Mikhael",
          "Beyrouth la nuit à Mar Mikhaël",
          "Beirut bei Nacht in Mar Mikhael",
        ],
        [
          "The bars of Armenia Street in Mar Mikhael and the stairs of Gemmayzeh, then the rooftops and clubs where Beirut dances until dawn, among them the underground club of the Quarantina port area.",
          "I bar di rue d'Arménie a Mar Mikhael e le scalinate di Gemmayzeh, poi le terrazze e i club dove Beirut balla fino all'alba, tra cui il club sotterraneo della zona portuale della Quarantina.",
          "Los bares de la calle Armenia en Mar Mikhael y las escalinatas de Gemmayzeh, y luego las azoteas y clubes donde Beirut baila hasta el alba, entre ellos el club subterráneo de la zona portuaria de la Quarantina.",
          "Les bars de la rue d'Arménie à Mar Mikhaël et les escaliers de Gemmayzé, puis les toits-terrasses et les clubs où Beyrouth danse jusqu'à l'aube, dont le club souterrain du quartier portuaire de la Quarantaine.",
          "Die Bars der Armenia Street in Mar Mikhael und die Treppen von Gemmayzeh, dann die Dachterrassen und Clubs, in denen Beirut bis zum Morgen tanzt, darunter der unterirdische Club im Hafengebiet Quarantina.",
        ],
      ],
    ],
  },
  "LBN Byblos": {
    days: [
      [
        "see",
        [
          "Byblos: the Crusader castle and the old port",
          "Biblo: il castello crociato e il porto antico",
          "Biblos: el castillo cruzado y el puerto antiguo",
          "Byblos : le château croisé et le vieux port",
          "Byblos: die Kreuzfahrerburg und der alte Hafen",
        ],
        [
          "One of the oldest continuously inhabited towns in the world: the Crusader castle over seven thousand years of ruins, the Obelisk Temple, the Phoenician royal tombs, the old souk and the fishing port.",
          "Una delle città abitate ininterrottamente più antiche del mondo: il castello crociato su settemila anni di rovine, il tempio degli Obelischi, le tombe reali fenicie, il vecchio suq e il porto dei pescatori.",
          "Una de las ciudades habitadas sin interrupción más antiguas del mundo: el castillo cruzado sobre siete mil años de ruinas, el templo de los Obeliscos, las tumbas reales fenicias, el viejo zoco y el puerto pesquero.",
          "L'une des plus vieilles villes habitées sans interruption au monde : le château croisé sur sept mille ans de ruines, le temple aux Obélisques, les tombeaux royaux phéniciens, le vieux souk et le port de pêche.",
          "Eine der ältesten durchgehend bewohnten Städte der Welt: die Kreuzfahrerburg über siebentausend Jahren Ruinen, der Obeliskentempel, die phönizischen Königsgräber, der alte Souk und der Fischerhafen.",
        ],
      ],
      [
        "food",
        [
          "Byblos: fish by the port and Batroun lemonade",
          "Biblo: pesce sul porto e limonata di Batroun",
          "Biblos: pescado en el puerto y limonada de Batroun",
          "Byblos : poisson sur le port et limonade de Batroun",
          "Byblos: Fisch am Hafen und Limonade aus Batroun",
        ],
        [
          "Sultan Ibrahim, the red mullet of the coast, and sayadieh fish rice on the terraces of the Byblos port, then up the coast to Batroun for its famous lemonade and a winery in the hills.",
          "Il sultan Ibrahim, la triglia della costa, e il riso al pesce sayadieh sulle terrazze del porto di Biblo, poi lungo la costa fino a Batroun per la sua celebre limonata e una cantina in collina.",
          "El sultan Ibrahim, el salmonete de la costa, y el arroz con pescado sayadieh en las terrazas del puerto de Biblos, y luego costa arriba hasta Batroun por su famosa limonada y una bodega en las colinas.",
          "Le sultan Ibrahim, rouget de la côte, et le riz au poisson sayadieh sur les terrasses du port de Byblos, puis Batroun, plus au nord, pour sa célèbre limonade et un domaine viticole dans les collines.",
          "Sultan Ibrahim, die Rotbarbe der Küste, und Sayadieh-Fischreis auf den Terrassen am Hafen von Byblos, dann die Küste hinauf nach Batroun zur berühmten Limonade und zu einem Weingut in den Hügeln.",
        ],
      ],
    ],
  },
  "LBN Jeita Grotto": {
    days: [
      [
        "see",
        [
          "Jeita Grotto: the upper and lower caves",
          "Grotta di Jeita: le grotte superiori e inferiori",
          "Gruta de Jeita: las cuevas superior e inferior",
          "Grotte de Jeita : les galeries supérieure et inférieure",
          "Jeita-Grotte: obere und untere Höhle",
        ],
        [
          "On foot through the great halls of the upper gallery among stalactites and the long stalactite curtains, then, except in the depth of winter, when high water closes it, by small boat across the underground river of the lower cave.",
          "A piedi tra le grandi sale della galleria superiore tra stalattiti e lunghe cortine calcaree, poi, tranne nel cuore dell'inverno, quando la piena la chiude, in barchetta sul fiume sotterraneo della grotta inferiore.",
          "A pie por las grandes salas de la galería superior entre estalactitas y largas cortinas de roca, y luego, salvo en pleno invierno, cuando la crecida la cierra, en barca por el río subterráneo de la cueva inferior.",
          "À pied dans les grandes salles de la galerie supérieure parmi les stalactites et les longs drapés de calcite, puis, sauf au cœur de l'hiver, quand les hautes eaux la ferment, en barque sur la rivière souterraine de la grotte inférieure.",
          "Zu Fuß durch die großen Säle der oberen Galerie zwischen Tropfsteinen und langen Sintervorhängen, dann, außer im tiefen Winter, wenn das Hochwasser sie schließt, im kleinen Boot über den unterirdischen Fluss der unteren Höhle.",
        ],
      ],
    ],
  },
  "LBN Qadisha Valley": {
    days: [
      [
        "see",
        [
          "Qadisha Valley: the Cedars of God and the rock monasteries",
          "Valle di Qadisha: i Cedri di Dio e i monasteri rupestri",
          "Valle de Qadisha: los Cedros de Dios y los monasterios rupestres",
          "Vallée de la Qadisha : les Cèdres de Dieu et les monastères rupestres",
          "Kadischa-Tal: die Zedern Gottes und die Felsenklöster",
        ],
        [
          "The ancient cedar grove of the Cedars of God above Bsharri, the Gibran Museum in the poet's hermitage, and the path down into the holy valley to the cave monastery of Qannoubine.",
          "L'antico bosco dei Cedri di Dio sopra Bsharri, il museo Gibran nell'eremo del poeta e il sentiero che scende nella valle santa fino al monastero rupestre di Qannoubine.",
          "El antiguo bosque de los Cedros de Dios sobre Bsharri, el museo Gibran en la ermita del poeta y el sendero que baja al valle santo hasta el monasterio rupestre de Qannoubine.",
          "L'antique forêt des Cèdres de Dieu au-dessus de Bcharré, le musée Gibran dans l'ermitage du poète et le sentier qui descend dans la vallée sainte jusqu'au monastère troglodyte de Qannoubine.",
          "Der uralte Zedernhain der Zedern Gottes über Bscharre, das Gibran-Museum in der Einsiedelei des Dichters und der Pfad hinab ins heilige Tal zum Höhlenkloster Qannoubine.",
        ],
      ],
      [
        "see",
        [
          "Qadisha Valley: Mar Lichaa and Deir Qozhaya",
          "Valle di Qadisha: Mar Lichaa e Deir Qozhaya",
          "Valle de Qadisha: Mar Lichaa y Deir Qozhaya",
          "Vallée de la Qadisha : Mar Lichaa et Deir Qozhaya",
          "Kadischa-Tal: Mar Lichaa und Deir Qozhaya",
        ],
        [
          "A walk along the valley floor between the hermitages in the cliffs, from the monastery of Mar Lichaa to Deir Qozhaya and its old printing press, one of the first in the Middle East.",
          "Una camminata sul fondovalle tra gli eremi nella roccia, dal monastero di Mar Lichaa a Deir Qozhaya e alla sua vecchia tipografia, una delle prime del Medio Oriente.",
          "Una caminata por el fondo del valle entre las ermitas de los acantilados, del monasterio de Mar Lichaa a Deir Qozhaya y su vieja imprenta, una de las primeras de Oriente Medio.",
          "Une marche au fond de la vallée entre les ermitages des falaises, du monastère de Mar Lichaa à Deir Qozhaya et sa vieille imprimerie, l'une des premières du Moyen-Orient.",
          "Eine Wanderung auf dem Talgrund zwischen den Einsiedeleien in den Felswänden, vom Kloster Mar Lichaa nach Deir Qozhaya mit seiner alten Druckerpresse, einer der ersten im Nahen Osten.",
        ],
      ],
    ],
  },
  "LBN Baalbek": {
    days: [
      [
        "see",
        [
          "Baalbek: the temples of Bacchus and Jupiter",
          "Baalbek: i templi di Bacco e di Giove",
          "Baalbek: los templos de Baco y Júpiter",
          "Baalbek : les temples de Bacchus et de Jupiter",
          "Baalbek: die Tempel von Bacchus und Jupiter",
        ],
        [
          "The Roman sanctuary of Heliopolis: the six standing columns of the Temple of Jupiter, the nearly whole Temple of Bacchus, the great courts, and the Stone of the Pregnant Woman in its quarry.",
          "Il santuario romano di Heliopolis: le sei colonne in piedi del tempio di Giove, il tempio di Bacco quasi intatto, i grandi cortili e la Pietra della Donna Incinta nella sua cava.",
          "El santuario romano de Heliópolis: las seis columnas en pie del templo de Júpiter, el templo de Baco casi entero, los grandes patios y la Piedra de la Mujer Embarazada en su cantera.",
          "Le sanctuaire romain d'Héliopolis : les six colonnes debout du temple de Jupiter, le temple de Bacchus presque intact, les grandes cours et la Pierre de la femme enceinte dans sa carrière.",
          "Das römische Heiligtum von Heliopolis: die sechs stehenden Säulen des Jupitertempels, der fast vollständige Bacchustempel, die großen Höfe und der Stein der Schwangeren in seinem Steinbruch.",
        ],
      ],
    ],
  },
  "LBN Tyre": {
    days: [
      [
        "see",
        [
          "Tyre: the hippodrome and the Al-Bass ruins",
          "Tiro: l'ippodromo e le rovine di Al-Bass",
          "Tiro: el hipódromo y las ruinas de Al-Bass",
          "Tyr : l'hippodrome et les ruines d'Al-Bass",
          "Tyros: das Hippodrom und die Ruinen von Al-Bass",
        ],
        [
          "The Roman city of Tyre by the sea: the colonnaded road and great arch of Al-Bass, one of the largest Roman hippodromes, the necropolis, and the columns of the sea quarter on the peninsula.",
          "La città romana di Tiro sul mare: la strada colonnata e il grande arco di Al-Bass, uno dei più grandi ippodromi romani, la necropoli e le colonne del quartiere sul mare nella penisola.",
          "La ciudad romana de Tiro junto al mar: la vía columnada y el gran arco de Al-Bass, uno de los mayores hipódromos romanos, la necrópolis y las columnas del barrio marítimo en la península.",
          "La cité romaine de Tyr au bord de la mer : la voie à colonnades et le grand arc d'Al-Bass, l'un des plus grands hippodromes romains, la nécropole et les colonnes du quartier maritime sur la presqu'île.",
          "Das römische Tyros am Meer: die Säulenstraße und der große Bogen von Al-Bass, eines der größten römischen Hippodrome, die Nekropole und die Säulen des Meeresviertels auf der Halbinsel.",
        ],
      ],
      [
        "food",
        [
          "Tyre: the fishing port and the old souk",
          "Tiro: il porto dei pescatori e il vecchio suq",
          "Tiro: el puerto pesquero y el viejo zoco",
          "Tyr : le port de pêche et le vieux souk",
          "Tyros: der Fischerhafen und der alte Souk",
        ],
        [
          "The fishing boats of Tyre's old port and the Christian quarter behind, the souk's sweets and spices, and fish grilled by the water with tahini sauce and a view of the sea.",
          "Le barche da pesca del porto vecchio di Tiro e il quartiere cristiano alle spalle, i dolci e le spezie del suq e il pesce alla griglia sull'acqua con salsa di tahina e vista sul mare.",
          "Las barcas de pesca del puerto viejo de Tiro y el barrio cristiano detrás, los dulces y especias del zoco y el pescado a la parrilla junto al agua con salsa de tahina y vista al mar.",
          "Les barques du vieux port de Tyr et le quartier chrétien derrière, les douceurs et épices du souk, et le poisson grillé au bord de l'eau avec sauce tahiné face à la mer.",
          "Die Fischerboote im alten Hafen von Tyros und das christliche Viertel dahinter, Süßes und Gewürze aus dem Souk und am Wasser gegrillter Fisch mit Tahini-Sauce und Meerblick.",
        ],
      ],
    ],
  },
  "OMN Muscat": {
    days: [
      [
        "see",
        [
          "Muscat: the Grand Mosque and the Royal Opera House",
          "Mascate: la Grande Moschea e la Royal Opera House",
          "Mascate: la Gran Mezquita y la Royal Opera House",
          "Mascate : la Grande Mosquée et la Royal Opera House",
          "Maskat: die Große Moschee und das Royal Opera House",
        ],
        [
          "The Sultan Qaboos Grand Mosque in the morning visiting hours, with its hand-woven Persian carpet and chandelier, then the white marble of the Royal Opera House in Shatti al-Qurum; if the day falls on a Friday, when the mosque is closed to visitors, its domes and minarets from outside and a walk on Qurum beach.",
          "La Grande Moschea del Sultano Qabus negli orari di visita del mattino, con il suo tappeto persiano tessuto a mano e il lampadario, poi il marmo bianco della Royal Opera House a Shatti al-Qurum; se il giorno cade di venerdì, quando la moschea è chiusa ai visitatori, cupole e minareti visti da fuori e una passeggiata sulla spiaggia di Qurum.",
          "La Gran Mezquita del Sultán Qabus en el horario de visita de la mañana, con su alfombra persa tejida a mano y su lámpara, y luego el mármol blanco de la Royal Opera House en Shatti al-Qurum; si el día cae en viernes, cuando la mezquita cierra a los visitantes, sus cúpulas y minaretes desde fuera y un paseo por la playa de Qurum.",
          "La Grande Mosquée du sultan Qabous aux heures de visite du matin, son tapis persan tissé à la main et son lustre, puis le marbre blanc de la Royal Opera House à Shatti al-Qurum ; si la journée tombe un vendredi, jour où la mosquée est fermée aux visiteurs, ses coupoles et ses minarets vus de l'extérieur et une promenade sur la plage de Qurum.",
          "Die Sultan-Qabus-Moschee zu den morgendlichen Besuchszeiten mit ihrem handgeknüpften Perserteppich und dem Kronleuchter, dann der weiße Marmor des Royal Opera House in Shatti al-Qurum; fällt der Tag auf einen Freitag, an dem die Moschee für Besucher geschlossen ist, ihre Kuppeln und Minarette von außen und ein Spaziergang am Strand von Qurum.",
        ],
      ],
      [
        "see",
        [
          "Muscat: Old Muscat and the Mutrah Corniche",
          "Mascate: la vecchia Mascate e la Corniche di Mutrah",
          "Mascate: el viejo Mascate y la Corniche de Mutrah",
          "Mascate : le vieux Mascate et la corniche de Mutrah",
          "Maskat: Alt-Maskat und die Corniche von Mutrah",
        ],
        [
          "The Al Alam palace between the Portuguese forts of Jalali and Mirani in Old Muscat, the Bait Al Zubair museum, then the Mutrah Corniche, its dhows, fish market and the lanes of the Mutrah Souq.",
          "Il palazzo Al Alam tra i forti portoghesi di Jalali e Mirani nella vecchia Mascate, il museo Bait Al Zubair, poi la Corniche di Mutrah, i suoi dhow, il mercato del pesce e i vicoli del suq di Mutrah.",
          "El palacio Al Alam entre los fuertes portugueses de Jalali y Mirani en el viejo Mascate, el museo Bait Al Zubair, y luego la Corniche de Mutrah, sus dhows, el mercado de pescado y las callejas del zoco de Mutrah.",
          "Le palais Al Alam entre les forts portugais de Jalali et Mirani dans le vieux Mascate, le musée Bait Al Zubair, puis la corniche de Mutrah, ses boutres, le marché aux poissons et les ruelles du souk de Mutrah.",
          "Der Al-Alam-Palast zwischen den portugiesischen Forts Jalali und Mirani in Alt-Maskat, das Museum Bait Al Zubair, dann die Corniche von Mutrah mit Dhaus, Fischmarkt und den Gassen des Mutrah-Souks.",
        ],
      ],
      [
        "food",
        [
          "Muscat: shuwa, halwa and Omani coffee",
          "Mascate: shuwa, halwa e caffè omanita",
          "Mascate: shuwa, halwa y café omaní",
          "Mascate : shuwa, halwa et café omanais",
          "Maskat: Shuwa, Halwa und omanischer Kaffee",
        ],
        [
          "Omani kahwa with cardamom and dates, the sticky halwa of the Mutrah Souq's sweet makers, frankincense smoking in the stalls, and an Omani meal of shuwa lamb, mishkak skewers and kingfish.",
          "Il kahwa omanita al cardamomo con i datteri, l'halwa appiccicosa dei dolciai del suq di Mutrah, l'incenso che fuma nei banchi e un pasto omanita di agnello shuwa, spiedini mishkak e sgombro reale.",
          "El kahwa omaní con cardamomo y dátiles, la halwa pegajosa de los dulceros del zoco de Mutrah, el incienso humeando en los puestos y una comida omaní de cordero shuwa, brochetas mishkak y carite.",
          "Le kahwa omanais à la cardamome avec des dattes, la halwa collante des confiseurs du souk de Mutrah, l'encens qui fume dans les échoppes et un repas omanais d'agneau shuwa, de brochettes mishkak et de thazard.",
          "Omanischer Kahwa mit Kardamom und Datteln, die klebrige Halwa der Zuckerbäcker im Mutrah-Souk, glimmender Weihrauch an den Ständen und ein omanisches Essen mit Shuwa-Lamm, Mishkak-Spießen und Königsmakrele.",
        ],
      ],
    ],
  },
  "OMN Sur": {
    days: [
      [
        "see",
        [
          "Sur: the dhow yard and the lighthouse of Ayjah",
          "Sur: il cantiere dei dhow e il faro di Ayjah",
          "Sur: el astillero de dhows y el faro de Ayjah",
          "Sur : le chantier des boutres et le phare d'Ayjah",
          "Sur: die Dhau-Werft und der Leuchtturm von Ayjah",
        ],
        [
          "The yard where Sur's shipwrights still build wooden dhows by hand, the restored ocean-going dhow Fatah Al Khair, and across the lagoon to the white houses and lighthouse of Ayjah.",
          "Il cantiere dove i maestri d'ascia di Sur costruiscono ancora a mano i dhow di legno, il dhow oceanico restaurato Fatah Al Khair e, oltre la laguna, le case bianche e il faro di Ayjah.",
          "El astillero donde los carpinteros de ribera de Sur aún construyen a mano dhows de madera, el dhow de altura restaurado Fatah Al Khair y, al otro lado de la laguna, las casas blancas y el faro de Ayjah.",
          "Le chantier où les charpentiers de Sur construisent encore les boutres de bois à la main, le boutre hauturier restauré Fatah Al Khair et, de l'autre côté de la lagune, les maisons blanches et le phare d'Ayjah.",
          "Die Werft, auf der Surs Schiffbauer noch von Hand hölzerne Dhaus bauen, die restaurierte Hochsee-Dhau Fatah Al Khair und jenseits der Lagune die weißen Häuser und der Leuchtturm von Ayjah.",
        ],
      ],
      [
        "food",
        [
          "Sur: the fish market and dried shark",
          "Sur: il mercato del pesce e lo squalo essiccato",
          "Sur: el mercado de pescado y el tiburón seco",
          "Sur : le marché aux poissons et le requin séché",
          "Sur: der Fischmarkt und getrockneter Hai",
        ],
        [
          "Sur's morning fish market with tuna, kingfish and sardines laid out on the floor, then the coast's own dishes: mashuai grilled kingfish with lemon rice, and shark dried and cooked as mashuai or in a salad.",
          "Il mercato del pesce del mattino di Sur con tonni, sgombri reali e sardine stesi a terra, poi i piatti della costa: il mashuai, sgombro reale grigliato con riso al limone, e lo squalo essiccato cucinato in insalata.",
          "El mercado de pescado matinal de Sur con atunes, caritas y sardinas en el suelo, y luego los platos de la costa: el mashuai, carite a la parrilla con arroz al limón, y el tiburón seco en ensalada.",
          "Le marché aux poissons du matin à Sur, thons, thazards et sardines étalés au sol, puis les plats de la côte : le mashuai, thazard grillé et riz au citron, et le requin séché préparé en salade.",
          "Surs morgendlicher Fischmarkt mit Thunfisch, Königsmakrele und Sardinen auf dem Boden, dann die Gerichte der Küste: Mashuai, gegrillte Königsmakrele mit Zitronenreis, und getrockneter Hai als Salat.",
        ],
      ],
    ],
  },
  "OMN Ras al Jinz": {
    days: [
      [
        "see",
        [
          "Ras al Jinz: green turtles at night",
          "Ras al Jinz: le tartarughe verdi di notte",
          "Ras al Jinz: tortugas verdes de noche",
          "Ras al Jinz : les tortues vertes la nuit",
          "Ras al Jinz: Suppenschildkröten bei Nacht",
        ],
        [
          "The reserve's guided night walk on the beach where green turtles come ashore to dig their nests and lay, or hatchlings run to the sea, with rangers and red light only.",
          "La camminata notturna guidata della riserva sulla spiaggia dove le tartarughe verdi salgono a scavare il nido e deporre, o dove i piccoli corrono verso il mare, con i ranger e solo luce rossa.",
          "La caminata nocturna guiada de la reserva por la playa donde las tortugas verdes salen a cavar el nido y desovar, o las crías corren al mar, con guardas y solo luz roja.",
          "La sortie nocturne guidée de la réserve sur la plage où les tortues vertes viennent creuser leur nid et pondre, ou les petits courent vers la mer, avec les rangers et une lumière rouge seulement.",
          "Die geführte Nachtwanderung des Reservats am Strand, an dem Suppenschildkröten an Land kommen, Nester graben und Eier legen oder Jungtiere ins Meer laufen, mit Rangern und nur rotem Licht.",
        ],
      ],
      [
        "beach",
        [
          "Ras al Jinz: the easternmost shore of Arabia",
          "Ras al Jinz: la costa più orientale dell'Arabia",
          "Ras al Jinz: la costa más oriental de Arabia",
          "Ras al Jinz : le rivage le plus oriental d'Arabie",
          "Ras al Jinz: die östlichste Küste Arabiens",
        ],
        [
          "The cape at the eastern tip of the Arabian Peninsula, with its Bronze Age site and small museum, and the coves of Ras al Hadd nearby for a swim where the Gulf of Oman meets the Arabian Sea.",
          "Il capo all'estremità orientale della penisola arabica, con il sito dell'età del bronzo e il piccolo museo, e le calette di Ras al Hadd per un bagno dove il golfo dell'Oman incontra il mare Arabico.",
          "El cabo en el extremo oriental de la península arábiga, con su yacimiento de la Edad del Bronce y su pequeño museo, y las calas de Ras al Hadd para un baño donde el golfo de Omán se une al mar Arábigo.",
          "Le cap à la pointe orientale de la péninsule Arabique, son site de l'âge du bronze et son petit musée, et les criques de Ras al Hadd pour une baignade là où le golfe d'Oman rencontre la mer d'Arabie.",
          "Das Kap an der Ostspitze der Arabischen Halbinsel mit seiner bronzezeitlichen Fundstätte und dem kleinen Museum und die Buchten von Ras al Hadd zum Baden, wo der Golf von Oman auf das Arabische Meer trifft.",
        ],
      ],
    ],
  },
  "OMN Wadi Shab": {
    days: [
      [
        "see",
        [
          "Wadi Shab: the pools and the hidden cave",
          "Wadi Shab: le piscine naturali e la grotta nascosta",
          "Wadi Shab: las pozas y la cueva escondida",
          "Wadi Shab : les vasques et la grotte cachée",
          "Wadi Shab: die Becken und die versteckte Höhle",
        ],
        [
          "Across the creek by boat, then up the gorge past palm groves and falaj channels to the turquoise pools, swimming through the last narrow gap into a cave with a waterfall inside.",
          "Oltre il torrente in barca, poi su per la gola tra palmeti e canali falaj fino alle piscine turchesi, nuotando nell'ultima stretta fessura fino a una grotta con una cascata all'interno.",
          "Se cruza el arroyo en barca y se sube por el cañón entre palmerales y canales falaj hasta las pozas turquesa, nadando por la última rendija hasta una cueva con una cascada dentro.",
          "La traversée du ruisseau en barque, puis la remontée de la gorge entre palmeraies et canaux falaj jusqu'aux vasques turquoise, en nageant par l'ultime fente jusqu'à une grotte où tombe une cascade.",
          "Mit dem Boot über den Bach, dann die Schlucht hinauf an Palmenhainen und Falaj-Kanälen vorbei zu den türkisfarbenen Becken und schwimmend durch den letzten engen Spalt in eine Höhle mit Wasserfall.",
        ],
      ],
      [
        "see",
        [
          "Wadi Shab: Wadi Tiwi and the Bimmah Sinkhole",
          "Wadi Shab: il Wadi Tiwi e il Bimmah Sinkhole",
          "Wadi Shab: el Wadi Tiwi y el Bimmah Sinkhole",
          "Wadi Shab : le Wadi Tiwi et le gouffre de Bimmah",
          "Wadi Shab: das Wadi Tiwi und das Bimmah-Sinkloch",
        ],
        [
          "The next gorge along the coast, Wadi Tiwi, with its terraced villages and banana groves, then a swim in the Bimmah Sinkhole, a pool of blue-green water in a limestone hollow near the shore.",
          "La gola vicina del Wadi Tiwi con i villaggi a terrazze e i bananeti, poi un bagno nel Bimmah Sinkhole, una vasca d'acqua verde-azzurra in una dolina calcarea vicino alla costa.",
          "El cañón vecino del Wadi Tiwi con sus aldeas en terrazas y platanares, y luego un baño en el Bimmah Sinkhole, una poza de agua verdeazulada en una dolina caliza junto a la costa.",
          "La gorge voisine du Wadi Tiwi, ses villages en terrasses et ses bananeraies, puis une baignade dans le gouffre de Bimmah, bassin d'eau bleu-vert dans une doline calcaire près du rivage.",
          "Die Nachbarschlucht Wadi Tiwi mit Terrassendörfern und Bananenhainen, dann ein Bad im Bimmah-Sinkloch, einem blaugrünen Becken in einer Kalkdoline nahe der Küste.",
        ],
      ],
    ],
  },
  "OMN Wahiba Sands": {
    days: [
      [
        "see",
        [
          "Wahiba Sands: dune drive and a Bedouin camp",
          "Deserto di Wahiba: tra le dune e un campo beduino",
          "Desierto de Wahiba: dunas y un campamento beduino",
          "Désert des Wahiba : les dunes et un camp bédouin",
          "Wahiba-Wüste: Dünenfahrt und ein Beduinenlager",
        ],
        [
          "By 4x4 into the orange dunes of the Sharqiya Sands, to a Bedouin family for coffee and dates, a camel ride, and sunset from a high crest before a night in a desert camp.",
          "In 4x4 tra le dune arancioni delle Sharqiya Sands, da una famiglia beduina per caffè e datteri, una cavalcata in cammello e il tramonto da un'alta cresta prima della notte in un campo nel deserto.",
          "En 4x4 por las dunas anaranjadas de las Sharqiya Sands, a casa de una familia beduina para café y dátiles, un paseo en camello y el atardecer desde una cresta alta antes de la noche en un campamento.",
          "En 4x4 dans les dunes orangées des Sharqiya Sands, chez une famille bédouine pour le café et les dattes, une balade à dos de dromadaire et le couchant sur une haute crête avant la nuit au camp.",
          "Im Geländewagen in die orangefarbenen Dünen der Sharqiya Sands, zu einer Beduinenfamilie auf Kaffee und Datteln, ein Kamelritt und der Sonnenuntergang auf einem hohen Kamm vor der Nacht im Wüstencamp.",
        ],
      ],
      [
        "see",
        [
          "Wahiba Sands: Wadi Bani Khalid",
          "Deserto di Wahiba: il Wadi Bani Khalid",
          "Desierto de Wahiba: el Wadi Bani Khalid",
          "Désert des Wahiba : le Wadi Bani Khalid",
          "Wahiba-Wüste: das Wadi Bani Khalid",
        ],
        [
          "The green pools of Wadi Bani Khalid at the edge of the sands, among palms and boulders, for a swim and a walk up to the Moqal cave, then the mud-walled village of Al Mintirib.",
          "Le piscine verdi del Wadi Bani Khalid ai margini delle sabbie, tra palme e massi, per un bagno e una camminata fino alla grotta di Moqal, poi il villaggio di fango di Al Mintirib.",
          "Las pozas verdes del Wadi Bani Khalid al borde de las arenas, entre palmeras y rocas, para un baño y una caminata hasta la cueva de Moqal, y luego la aldea de adobe de Al Mintirib.",
          "Les vasques vertes du Wadi Bani Khalid au bord des sables, entre palmiers et rochers, pour une baignade et une marche jusqu'à la grotte de Moqal, puis le village de terre d'Al Mintirib.",
          "Die grünen Becken des Wadi Bani Khalid am Rand der Sande, zwischen Palmen und Felsen, zum Baden und für einen Gang zur Moqal-Höhle, dann das Lehmdorf Al Mintirib.",
        ],
      ],
    ],
  },
  "OMN Nizwa": {
    days: [
      [
        "see",
        [
          "Nizwa: the fort and the souk",
          "Nizwa: il forte e il suq",
          "Nizwa: el fuerte y el zoco",
          "Nizwa : le fort et le souk",
          "Nizwa: das Fort und der Souk",
        ],
        [
          "The great round tower of Nizwa Fort and its rooftop view over the palm oasis, the souk's silversmiths and potters, and, if the day falls on a Friday, the early-morning goat and cattle auction under the walls.",
          "La grande torre rotonda del forte di Nizwa e la vista dal tetto sull'oasi di palme, gli argentieri e i vasai del suq e, se il giorno cade di venerdì, l'asta mattutina di capre e bovini sotto le mura.",
          "La gran torre redonda del fuerte de Nizwa y su vista desde lo alto sobre el oasis de palmeras, los plateros y alfareros del zoco y, si el día cae en viernes, la subasta matinal de cabras y vacas bajo las murallas.",
          "La grande tour ronde du fort de Nizwa et la vue depuis le toit sur l'oasis de palmiers, les orfèvres et potiers du souk et, si la journée tombe un vendredi, la vente aux enchères matinale de chèvres et de bovins sous les remparts.",
          "Der große Rundturm des Forts von Nizwa mit Blick vom Dach über die Palmenoase, die Silberschmiede und Töpfer des Souks und, fällt der Tag auf einen Freitag, frühmorgens die Ziegen- und Rinderauktion unter den Mauern.",
        ],
      ],
      [
        "food",
        [
          "Nizwa: dates, halwa and the souk",
          "Nizwa: datteri, halwa e il suq",
          "Nizwa: dátiles, halwa y el zoco",
          "Nizwa : dattes, halwa et le souk",
          "Nizwa: Datteln, Halwa und der Souk",
        ],
        [
          "The date hall of the Nizwa souk with a dozen varieties to taste, halwa stirred in copper pots over wood fires, and a lunch of harees and shuwa in a house in the oasis.",
          "La sala dei datteri del suq di Nizwa con una dozzina di varietà da assaggiare, l'halwa mescolata in pentole di rame sul fuoco di legna e un pranzo di harees e shuwa in una casa dell'oasi.",
          "La nave de dátiles del zoco de Nizwa con una docena de variedades para probar, la halwa removida en ollas de cobre al fuego de leña y un almuerzo de harees y shuwa en una casa del oasis.",
          "La halle aux dattes du souk de Nizwa et sa douzaine de variétés à goûter, la halwa remuée dans des chaudrons de cuivre au feu de bois, et un déjeuner de harees et de shuwa dans une maison de l'oasis.",
          "Die Dattelhalle des Souks von Nizwa mit einem Dutzend Sorten zum Probieren, Halwa, in Kupferkesseln über Holzfeuer gerührt, und ein Mittagessen mit Harees und Shuwa in einem Haus der Oase.",
        ],
      ],
    ],
  },
  "OMN Jebel Shams": {
    days: [
      [
        "trek",
        [
          "Jebel Shams: the Balcony Walk to As Sab",
          "Jebel Shams: il Balcony Walk fino ad As Sab",
          "Jebel Shams: el Balcony Walk hasta As Sab",
          "Jebel Shams : le Balcony Walk jusqu'à As Sab",
          "Jebel Shams: der Balcony Walk nach As Sab",
        ],
        [
          "From the village of Al Khitaym along the W6 ledge path on the rim of Wadi Ghul, the Grand Canyon of Arabia, to the abandoned stone village of As Sab tucked under the cliff.",
          "Dal villaggio di Al Khitaym lungo il sentiero a cengia W6 sul bordo del Wadi Ghul, il Grand Canyon d'Arabia, fino al villaggio di pietra abbandonato di As Sab, nascosto sotto la parete.",
          "Desde la aldea de Al Khitaym por el sendero en cornisa W6 al borde del Wadi Ghul, el Gran Cañón de Arabia, hasta la aldea de piedra abandonada de As Sab, escondida bajo el acantilado.",
          "Du village d'Al Khitaym par le sentier en corniche W6 au bord du Wadi Ghul, le Grand Canyon d'Arabie, jusqu'au village de pierre abandonné d'As Sab, blotti sous la falaise.",
          "Vom Dorf Al Khitaym auf dem Felsbandweg W6 am Rand des Wadi Ghul, des Grand Canyon Arabiens, zum verlassenen Steindorf As Sab unter der Felswand.",
        ],
      ],
      [
        "trek",
        [
          "Jebel Shams: up to the south summit",
          "Jebel Shams: su fino alla cima sud",
          "Jebel Shams: subida a la cumbre sur",
          "Jebel Shams : montée au sommet sud",
          "Jebel Shams: hinauf zum Südgipfel",
        ],
        [
          "A long climb from the plateau camps up the marked summit trail through juniper and wild olive to the south summit, the highest point walkers may reach on Oman's highest mountain.",
          "Una lunga salita dai campi dell'altopiano lungo il sentiero segnato tra ginepri e olivi selvatici fino alla cima sud, il punto più alto raggiungibile a piedi sulla montagna più alta dell'Oman.",
          "Una larga subida desde los campamentos de la meseta por el sendero marcado entre enebros y olivos silvestres hasta la cumbre sur, el punto más alto al que se puede llegar a pie en la montaña más alta de Omán.",
          "Une longue montée depuis les camps du plateau par le sentier balisé entre genévriers et oliviers sauvages jusqu'au sommet sud, point le plus haut accessible aux marcheurs sur la plus haute montagne d'Oman.",
          "Ein langer Aufstieg von den Camps der Hochebene auf dem markierten Gipfelweg durch Wacholder und wilde Oliven zum Südgipfel, dem höchsten für Wanderer erlaubten Punkt auf Omans höchstem Berg.",
        ],
      ],
      [
        "trek",
        [
          "Jebel Shams: down to Misfat al Abriyeen",
          "Jebel Shams: giù fino a Misfat al Abriyeen",
          "Jebel Shams: bajada a Misfat al Abriyeen",
          "Jebel Shams : descente vers Misfat al Abriyeen",
          "Jebel Shams: hinab nach Misfat al Abriyeen",
        ],
        [
          "Down from the mountain to the terraced village of Misfat al Abriyeen, a walk along its falaj channel through date palms and banana groves between houses of stone and mud.",
          "Giù dalla montagna fino al villaggio a terrazze di Misfat al Abriyeen, una camminata lungo il suo canale falaj tra palme da dattero e banani, tra case di pietra e fango.",
          "Bajada de la montaña a la aldea en terrazas de Misfat al Abriyeen, una caminata junto a su canal falaj entre palmeras datileras y platanares, entre casas de piedra y barro.",
          "Descente de la montagne vers le village en terrasses de Misfat al Abriyeen, une marche le long de son falaj entre palmiers dattiers et bananiers, parmi les maisons de pierre et de terre.",
          "Vom Berg hinab ins Terrassendorf Misfat al Abriyeen, ein Gang entlang seines Falaj-Kanals durch Dattelpalmen und Bananen zwischen Häusern aus Stein und Lehm.",
        ],
      ],
      [
        "see",
        [
          "Jebel Shams: the Wadi Ghul canyon and Al Hamra",
          "Jebel Shams: il canyon del Wadi Ghul e Al Hamra",
          "Jebel Shams: el cañón del Wadi Ghul y Al Hamra",
          "Jebel Shams : le canyon du Wadi Ghul et Al Hamra",
          "Jebel Shams: der Wadi-Ghul-Canyon und Al Hamra",
        ],
        [
          "The viewpoints over the sheer drop of Wadi Ghul, weavers of goat-hair rugs along the mountain road, and the old mud-brick houses of Al Hamra and its Bait al Safah museum.",
          "I belvedere sul precipizio del Wadi Ghul, i tessitori di tappeti di pelo di capra lungo la strada di montagna e le vecchie case di fango di Al Hamra con il museo Bait al Safah.",
          "Los miradores sobre el abismo del Wadi Ghul, los tejedores de alfombras de pelo de cabra en la carretera de montaña y las viejas casas de adobe de Al Hamra con su museo Bait al Safah.",
          "Les belvédères sur le vide vertigineux du Wadi Ghul, les tisserands de tapis en poil de chèvre le long de la route de montagne et les vieilles maisons de terre d'Al Hamra et son musée Bait al Safah.",
          "Die Aussichtspunkte über dem Abgrund des Wadi Ghul, die Weber von Ziegenhaarteppichen an der Bergstraße und die alten Lehmhäuser von Al Hamra mit dem Museum Bait al Safah.",
        ],
      ],
    ],
  },
  "OMN Jebel Akhdar": {
    days: [
      [
        "see",
        [
          "Jebel Akhdar: the rose terraces of Saiq plateau",
          "Jebel Akhdar: le terrazze delle rose dell'altopiano di Saiq",
          "Jebel Akhdar: las terrazas de rosas de la meseta de Saiq",
          "Jebel Akhdar : les terrasses de roses du plateau de Saiq",
          "Jebel Akhdar: die Rosenterrassen des Saiq-Plateaus",
        ],
        [
          "The three-villages walk of the Saiq plateau, from Al Aqor through Al Ain to Ash Shirayjah, along falaj channels and terraces of pomegranates, walnuts and the roses pressed for rosewater.",
          "Il sentiero dei tre villaggi dell'altopiano di Saiq, da Al Aqor per Al Ain fino ad Ash Shirayjah, lungo canali falaj e terrazze di melograni, noci e le rose spremute per l'acqua di rose.",
          "La ruta de las tres aldeas de la meseta de Saiq, de Al Aqor por Al Ain hasta Ash Shirayjah, junto a canales falaj y terrazas de granados, nogales y las rosas que se destilan para el agua de rosas.",
          "La marche des trois villages du plateau de Saiq, d'Al Aqor à Ash Shirayjah par Al Ain, le long des falaj et des terrasses de grenadiers, de noyers et des roses distillées pour l'eau de rose.",
          "Der Drei-Dörfer-Weg auf dem Saiq-Plateau, von Al Aqor über Al Ain nach Ash Shirayjah, an Falaj-Kanälen und Terrassen mit Granatäpfeln, Walnüssen und den Rosen für Rosenwasser entlang.",
        ],
      ],
      [
        "see",
        [
          "Jebel Akhdar: Diana's Point and Wadi Bani Habib",
          "Jebel Akhdar: Diana's Point e il Wadi Bani Habib",
          "Jebel Akhdar: Diana's Point y el Wadi Bani Habib",
          "Jebel Akhdar : Diana's Point et le Wadi Bani Habib",
          "Jebel Akhdar: Diana's Point und das Wadi Bani Habib",
        ],
        [
          "The viewpoint named for Princess Diana's visit over the canyon and terraced villages, then down into Wadi Bani Habib to the ruined stone village among old walnut trees.",
          "Il belvedere che prende nome dalla visita della principessa Diana sopra il canyon e i villaggi a terrazze, poi giù nel Wadi Bani Habib fino al villaggio di pietra in rovina tra vecchi noci.",
          "El mirador que debe su nombre a la visita de la princesa Diana sobre el cañón y las aldeas en terrazas, y luego bajada al Wadi Bani Habib hasta la aldea de piedra en ruinas entre viejos nogales.",
          "Le belvédère nommé d'après la visite de la princesse Diana au-dessus du canyon et des villages en terrasses, puis la descente dans le Wadi Bani Habib jusqu'au village de pierre en ruine parmi de vieux noyers.",
          "Der nach dem Besuch von Prinzessin Diana benannte Aussichtspunkt über Canyon und Terrassendörfern, dann hinab ins Wadi Bani Habib zum verfallenen Steindorf zwischen alten Walnussbäumen.",
        ],
      ],
    ],
  },
  "OMN Bahla Fort": {
    days: [
      [
        "see",
        [
          "Bahla Fort: the walls of Bahla and Jabrin castle",
          "Forte di Bahla: le mura di Bahla e il castello di Jabrin",
          "Fuerte de Bahla: las murallas de Bahla y el castillo de Jabrin",
          "Fort de Bahla : les remparts de Bahla et le château de Jabrin",
          "Festung Bahla: die Mauern von Bahla und das Schloss Jabrin",
        ],
        [
          "The mud-brick fort of Bahla and its oasis walls, the potters of the town, and the 17th-century castle of Jabrin nearby, with its painted wooden ceilings and hidden rooms.",
          "Il forte di mattoni crudi di Bahla e le mura della sua oasi, i vasai della cittadina e il vicino castello di Jabrin del XVII secolo, con i soffitti di legno dipinto e le stanze nascoste.",
          "El fuerte de adobe de Bahla y las murallas de su oasis, los alfareros del pueblo y el cercano castillo de Jabrin del siglo XVII, con sus techos de madera pintada y sus salas escondidas.",
          "Le fort de brique crue de Bahla et les remparts de son oasis, les potiers de la ville et, tout près, le château de Jabrin du XVIIe siècle, ses plafonds de bois peint et ses pièces cachées.",
          "Die Lehmziegelfestung von Bahla und die Mauern ihrer Oase, die Töpfer des Ortes und nahebei das Schloss Jabrin aus dem 17. Jahrhundert mit bemalten Holzdecken und versteckten Räumen.",
        ],
      ],
    ],
  },
  "OMN Musandam": {
    days: [
      [
        "see",
        [
          "Musandam: Khasab and the Jebel Harim road",
          "Musandam: Khasab e la strada del Jebel Harim",
          "Musandam: Khasab y la pista del Jebel Harim",
          "Musandam : Khasab et la piste du Jebel Harim",
          "Musandam: Khasab und die Piste zum Jebel Harim",
        ],
        [
          "Khasab's Portuguese fort and port, then by 4x4 up the mountain track towards Jebel Harim, past fossils in the rock and stone houses, to the Khor Najd viewpoint over the fjord.",
          "Il forte portoghese e il porto di Khasab, poi in 4x4 su per la pista verso il Jebel Harim, tra fossili nella roccia e case di pietra, fino al belvedere di Khor Najd sul fiordo.",
          "El fuerte portugués y el puerto de Khasab, y luego en 4x4 por la pista de montaña hacia el Jebel Harim, entre fósiles en la roca y casas de piedra, hasta el mirador de Khor Najd sobre el fiordo.",
          "Le fort portugais et le port de Khasab, puis en 4x4 par la piste de montagne vers le Jebel Harim, entre fossiles dans la roche et maisons de pierre, jusqu'au belvédère de Khor Najd sur le fjord.",
          "Das portugiesische Fort und der Hafen von Khasab, dann im Geländewagen die Bergpiste Richtung Jebel Harim hinauf, vorbei an Fossilien im Fels und Steinhäusern, zum Aussichtspunkt Khor Najd über dem Fjord.",
        ],
      ],
      [
        "boat",
        [
          "Musandam: a dhow in the fjords of Khor Sham",
          "Musandam: in dhow nei fiordi di Khor Sham",
          "Musandam: en dhow por los fiordos de Khor Sham",
          "Musandam : en boutre dans les fjords de Khor Sham",
          "Musandam: mit der Dhau durch die Fjorde von Khor Sham",
        ],
        [
          "A wooden dhow into the fjord of Khor Sham between bare cliffs, with dolphins swimming alongside, the fishing village of Nadifi, and a swim to snorkel at Telegraph Island.",
          "Un dhow di legno nel fiordo di Khor Sham tra pareti spoglie, con i delfini che nuotano accanto, il villaggio di pescatori di Nadifi e un bagno con maschera all'isola del Telegrafo.",
          "Un dhow de madera por el fiordo de Khor Sham entre acantilados desnudos, con delfines nadando al costado, la aldea pesquera de Nadifi y un baño con esnórquel en la isla del Telégrafo.",
          "Un boutre de bois dans le fjord de Khor Sham entre des falaises nues, des dauphins le long de la coque, le village de pêcheurs de Nadifi et une baignade avec masque à l'île du Télégraphe.",
          "Mit einer hölzernen Dhau in den Fjord Khor Sham zwischen kahlen Felswänden, Delfine an der Bordwand, das Fischerdorf Nadifi und Schnorcheln an der Telegrafeninsel.",
        ],
      ],
    ],
  },
  "ARE Dubai": {
    days: [
      [
        "see",
        [
          "Dubai: the creek, Al Fahidi and the souks",
          "Dubai: il creek, Al Fahidi e i suq",
          "Dubái: el creek, Al Fahidi y los zocos",
          "Dubaï : la crique, Al Fahidi et les souks",
          "Dubai: der Creek, Al Fahidi und die Souks",
        ],
        [
          "The wind-tower houses of Al Fahidi and the Dubai Museum's fort, an abra water taxi across the creek, and the gold, spice and perfume souks of Deira.",
          "Le case con le torri del vento di Al Fahidi e il forte del museo di Dubai, un abra, il taxi d'acqua, attraverso il creek e i suq dell'oro, delle spezie e dei profumi di Deira.",
          "Las casas de torres de viento de Al Fahidi y el fuerte del museo de Dubái, un abra, el taxi acuático, a través del creek, y los zocos del oro, las especias y los perfumes de Deira.",
          "Les maisons à tours à vent d'Al Fahidi et le fort du musée de Dubaï, un abra, le bateau-taxi, pour traverser la crique, et les souks de l'or, des épices et des parfums de Deira.",
          "Die Windturmhäuser von Al Fahidi und das Fort des Dubai-Museums, ein Abra-Wassertaxi über den Creek und die Gold-, Gewürz- und Parfumsouks von Deira.",
        ],
      ],
      [
        "see",
        [
          "Dubai: Burj Khalifa and the Palm",
          "Dubai: il Burj Khalifa e la Palm",
          "Dubái: el Burj Khalifa y la Palm",
          "Dubaï : la Burj Khalifa et la Palm",
          "Dubai: Burj Khalifa und die Palm",
        ],
        [
          "Up the Burj Khalifa to the viewing decks above the desert city, the Dubai Fountain at its foot, then out along the Palm Jumeirah and the beach by the sail of the Burj Al Arab.",
          "Su nel Burj Khalifa fino alle terrazze panoramiche sopra la città nel deserto, la Dubai Fountain ai suoi piedi, poi lungo la Palm Jumeirah e la spiaggia davanti alla vela del Burj Al Arab.",
          "Subida al Burj Khalifa hasta los miradores sobre la ciudad en el desierto, la Dubai Fountain a sus pies, y luego por la Palm Jumeirah y la playa frente a la vela del Burj Al Arab.",
          "Montée dans la Burj Khalifa jusqu'aux terrasses au-dessus de la ville du désert, la Dubai Fountain à son pied, puis la Palm Jumeirah et la plage face à la voile du Burj Al Arab.",
          "Hinauf auf den Burj Khalifa zu den Aussichtsplattformen über der Wüstenstadt, die Dubai Fountain zu seinen Füßen, dann hinaus über die Palm Jumeirah und zum Strand am Segel des Burj Al Arab.",
        ],
      ],
      [
        "food",
        [
          "Dubai: Emirati breakfast and Deira's kitchens",
          "Dubai: colazione emiratina e le cucine di Deira",
          "Dubái: desayuno emiratí y las cocinas de Deira",
          "Dubaï : petit-déjeuner émirien et cuisines de Deira",
          "Dubai: emiratisches Frühstück und Deiras Küchen",
        ],
        [
          "An Emirati breakfast of balaleet, chebab pancakes with date syrup and karak tea, then the food lanes of Deira and Al Karama, from Iranian kebabs to Keralan fish curry, and luqaimat at dusk.",
          "Una colazione emiratina di balaleet, frittelle chebab allo sciroppo di datteri e tè karak, poi le vie gastronomiche di Deira e Al Karama, dai kebab iraniani al curry di pesce del Kerala, e i luqaimat al tramonto.",
          "Un desayuno emiratí de balaleet, tortitas chebab con sirope de dátil y té karak, y luego las calles gastronómicas de Deira y Al Karama, de los kebabs iraníes al curry de pescado de Kerala, y luqaimat al atardecer.",
          "Un petit-déjeuner émirien de balaleet, crêpes chebab au sirop de dattes et thé karak, puis les rues gourmandes de Deira et d'Al Karama, des kebabs iraniens au curry de poisson du Kerala, et des luqaimat au crépuscule.",
          "Ein emiratisches Frühstück mit Balaleet, Chebab-Pfannkuchen mit Dattelsirup und Karak-Tee, dann die Essgassen von Deira und Al Karama, von iranischen Kebabs bis zu keralischem Fischcurry, und Luqaimat in der Dämmerung.",
        ],
      ],
      [
        "night",
        [
          "Dubai by night in the Marina and on the rooftops",
          "Dubai di notte alla Marina e sulle terrazze",
          "Dubái de noche en la Marina y las azoteas",
          "Dubaï la nuit à la Marina et sur les toits",
          "Dubai bei Nacht in der Marina und auf den Dächern",
        ],
        [
          "Dubai Marina's promenade at night, a rooftop bar among the towers, and the beach clubs and nightclubs of the hotels, the city's licensed places to go out late.",
          "La passeggiata della Dubai Marina di sera, un bar sul tetto tra i grattacieli e i beach club e le discoteche degli hotel, i locali autorizzati dove la città esce fino a tardi.",
          "El paseo de la Dubai Marina de noche, un bar en una azotea entre las torres y los clubes de playa y discotecas de los hoteles, los locales autorizados donde la ciudad sale hasta tarde.",
          "La promenade de Dubai Marina le soir, un bar sur un toit entre les tours, et les clubs de plage et boîtes de nuit des hôtels, les lieux autorisés où la ville sort tard.",
          "Die Promenade der Dubai Marina am Abend, eine Dachbar zwischen den Türmen und die Beachclubs und Nachtclubs der Hotels, die lizenzierten Orte, an denen die Stadt spät ausgeht.",
        ],
      ],
    ],
  },
  "ARE Dubai Desert Conservation Reserve": {
    days: [
      [
        "see",
        [
          "Dubai Desert Conservation Reserve: oryx and the red dunes",
          "Riserva del deserto di Dubai: orici e dune rosse",
          "Reserva del desierto de Dubái: órices y dunas rojas",
          "Réserve du désert de Dubaï : oryx et dunes rouges",
          "Wüstenschutzgebiet Dubai: Oryx und rote Dünen",
        ],
        [
          "With the reserve's licensed guides among the red dunes, where Arabian oryx and sand gazelles graze, then a falconry display and a Bedouin-style camp dinner under the stars.",
          "Con le guide autorizzate della riserva tra le dune rosse, dove pascolano orici d'Arabia e gazzelle delle sabbie, poi un'esibizione di falconeria e una cena in un campo in stile beduino sotto le stelle.",
          "Con los guías autorizados de la reserva entre las dunas rojas, donde pastan órices de Arabia y gacelas de arena, y luego una exhibición de cetrería y una cena en un campamento de estilo beduino bajo las estrellas.",
          "Avec les guides agréés de la réserve dans les dunes rouges, où paissent oryx d'Arabie et gazelles des sables, puis une démonstration de fauconnerie et un dîner au camp à la bédouine sous les étoiles.",
          "Mit den lizenzierten Führern des Reservats in die roten Dünen, wo Arabische Oryx und Sandgazellen äsen, dann eine Falknervorführung und ein Abendessen im Camp nach Beduinenart unter den Sternen.",
        ],
      ],
      [
        "see",
        [
          "Dubai Desert Conservation Reserve: camels at dawn",
          "Riserva del deserto di Dubai: cammelli all'alba",
          "Reserva del desierto de Dubái: camellos al amanecer",
          "Réserve du désert de Dubaï : chameaux à l'aube",
          "Wüstenschutzgebiet Dubai: Kamele im Morgengrauen",
        ],
        [
          "A camel trek across the dunes at sunrise, with the guide reading tracks of foxes, beetles and gazelles in the sand, then Arabic coffee and dates in the camp.",
          "Un giro in cammello sulle dune all'alba, con la guida che legge nella sabbia le tracce di volpi, coleotteri e gazzelle, poi caffè arabo e datteri al campo.",
          "Una travesía en camello por las dunas al amanecer, con el guía leyendo en la arena las huellas de zorros, escarabajos y gacelas, y luego café árabe y dátiles en el campamento.",
          "Une balade à dos de dromadaire dans les dunes au lever du soleil, le guide lisant dans le sable les traces de renards, de scarabées et de gazelles, puis café arabe et dattes au camp.",
          "Ein Kamelritt über die Dünen bei Sonnenaufgang, der Führer liest Spuren von Füchsen, Käfern und Gazellen im Sand, danach arabischer Kaffee und Datteln im Camp.",
        ],
      ],
    ],
  },
  "ARE Abu Dhabi": {
    days: [
      [
        "see",
        [
          "Abu Dhabi: the Sheikh Zayed Grand Mosque",
          "Abu Dhabi: la Grande Moschea dello Sceicco Zayed",
          "Abu Dabi: la Gran Mezquita del Jeque Zayed",
          "Abou Dabi : la grande mosquée Cheikh Zayed",
          "Abu Dhabi: die Scheich-Zayid-Moschee",
        ],
        [
          "The white marble of the Sheikh Zayed Grand Mosque, its 82 domes, inlaid flowers and one of the largest hand-knotted carpets in the world, then Qasr Al Watan, the presidential palace.",
          "Il marmo bianco della Grande Moschea dello Sceicco Zayed, le sue 82 cupole, i fiori intarsiati e uno dei tappeti annodati a mano più grandi del mondo, poi Qasr Al Watan, il palazzo presidenziale.",
          "El mármol blanco de la Gran Mezquita del Jeque Zayed, sus 82 cúpulas, sus flores incrustadas y una de las mayores alfombras anudadas a mano del mundo, y luego Qasr Al Watan, el palacio presidencial.",
          "Le marbre blanc de la grande mosquée Cheikh Zayed, ses 82 coupoles, ses fleurs incrustées et l'un des plus grands tapis noués main du monde, puis Qasr Al Watan, le palais présidentiel.",
          "Der weiße Marmor der Scheich-Zayid-Moschee mit 82 Kuppeln, Intarsienblumen und einem der größten handgeknüpften Teppiche der Welt, dann Qasr Al Watan, der Präsidentenpalast.",
        ],
      ],
      [
        "see",
        [
          "Abu Dhabi: the Louvre and Qasr Al Hosn",
          "Abu Dhabi: il Louvre e Qasr Al Hosn",
          "Abu Dabi: el Louvre y Qasr Al Hosn",
          "Abou Dabi : le Louvre et Qasr Al Hosn",
          "Abu Dhabi: der Louvre und Qasr Al Hosn",
        ],
        [
          "The Louvre Abu Dhabi under Jean Nouvel's dome of light on Saadiyat Island, then Qasr Al Hosn, the old fort of the ruling family, and the Corniche along the Gulf; if the day falls on a Monday, when the Louvre is closed, the boardwalk through the Jubail mangroves instead.",
          "Il Louvre Abu Dhabi sotto la cupola di luce di Jean Nouvel sull'isola di Saadiyat, poi Qasr Al Hosn, il vecchio forte della famiglia regnante, e la Corniche sul Golfo; se il giorno cade di lunedì, quando il Louvre è chiuso, la passerella tra le mangrovie di Jubail.",
          "El Louvre Abu Dabi bajo la cúpula de luz de Jean Nouvel en la isla de Saadiyat, y luego Qasr Al Hosn, el viejo fuerte de la familia reinante, y la Corniche a orillas del Golfo; si el día cae en lunes, cuando el Louvre cierra, la pasarela entre los manglares de Jubail.",
          "Le Louvre Abou Dabi sous la coupole de lumière de Jean Nouvel sur l'île de Saadiyat, puis Qasr Al Hosn, le vieux fort de la famille régnante, et la Corniche le long du Golfe ; si la journée tombe un lundi, jour de fermeture du Louvre, la promenade sur pilotis dans les mangroves de Jubail.",
          "Der Louvre Abu Dhabi unter Jean Nouvels Lichtkuppel auf der Insel Saadiyat, dann Qasr Al Hosn, das alte Fort der Herrscherfamilie, und die Corniche am Golf; fällt der Tag auf einen Montag, an dem der Louvre geschlossen ist, stattdessen der Holzsteg durch die Mangroven von Jubail.",
        ],
      ],
      [
        "food",
        [
          "Abu Dhabi: the Mina port markets and machboos",
          "Abu Dhabi: i mercati del porto di Mina e il machboos",
          "Abu Dabi: los mercados del puerto de Mina y el machbús",
          "Abou Dabi : les marchés du port de Mina et le machbous",
          "Abu Dhabi: die Märkte am Mina-Hafen und Machboos",
        ],
        [
          "The fish, date and vegetable markets of Mina Zayed port, with fish cooked to order next door, then an Emirati lunch of chicken or lamb machboos, spiced rice with dried lime.",
          "I mercati del pesce, dei datteri e della verdura del porto di Mina Zayed, con il pesce cucinato su richiesta accanto, poi un pranzo emiratino di machboos di pollo o agnello, riso speziato al lime secco.",
          "Los mercados de pescado, dátiles y verduras del puerto de Mina Zayed, con el pescado cocinado al momento al lado, y luego un almuerzo emiratí de machbús de pollo o cordero, arroz especiado con lima seca.",
          "Les marchés aux poissons, aux dattes et aux légumes du port de Mina Zayed, avec le poisson cuit à la demande à côté, puis un déjeuner émirien de machbous de poulet ou d'agneau, riz épicé au citron séché.",
          "Die Fisch-, Dattel- und Gemüsemärkte des Hafens Mina Zayed mit Fisch, der nebenan auf Bestellung gegart wird, dann ein emiratisches Mittagessen mit Machboos von Huhn oder Lamm, gewürztem Reis mit Trockenlimette.",
        ],
      ],
    ],
  },
  "ARE Liwa Oasis": {
    days: [
      [
        "see",
        [
          "Liwa Oasis: the dune of Moreeb",
          "Oasi di Liwa: la duna di Moreeb",
          "Oasis de Liwa: la duna de Moreeb",
          "Oasis de Liwa : la dune de Moreeb",
          "Oase Liwa: die Düne von Moreeb",
        ],
        [
          "The edge of the Empty Quarter at Liwa: Moreeb Dune, one of the tallest in the world, at sunrise, then the date plantations of the crescent of oasis villages and the Mezaira'a fort.",
          "Il limite del Rub' al-Khali a Liwa: la duna di Moreeb, una delle più alte del mondo, all'alba, poi i palmeti da dattero della mezzaluna di villaggi dell'oasi e il forte di Mezaira'a.",
          "El borde del Rub al-Jali en Liwa: la duna de Moreeb, una de las más altas del mundo, al amanecer, y luego los palmerales de dátiles de la media luna de aldeas del oasis y el fuerte de Mezaira'a.",
          "La lisière du Rub al-Khali à Liwa : la dune de Moreeb, l'une des plus hautes du monde, au lever du soleil, puis les palmeraies du croissant de villages de l'oasis et le fort de Mezaira'a.",
          "Der Rand der Rub al-Chali bei Liwa: die Moreeb-Düne, eine der höchsten der Welt, bei Sonnenaufgang, dann die Dattelpflanzungen im Halbmond der Oasendörfer und das Fort von Mezaira'a.",
        ],
      ],
      [
        "see",
        [
          "Liwa Oasis: camels into the Empty Quarter",
          "Oasi di Liwa: in cammello nel Rub' al-Khali",
          "Oasis de Liwa: en camello por el Rub al-Jali",
          "Oasis de Liwa : à dos de chameau dans le Rub al-Khali",
          "Oase Liwa: mit Kamelen in die Rub al-Chali",
        ],
        [
          "A camel ride and a walk among the great salmon-pink dunes of the Rub' al-Khali, with a camel farm at the oasis and a night under the desert sky.",
          "Una cavalcata in cammello e una camminata tra le grandi dune color salmone del Rub' al-Khali, con un allevamento di cammelli nell'oasi e una notte sotto il cielo del deserto.",
          "Un paseo en camello y una caminata entre las grandes dunas color salmón del Rub al-Jali, con una granja de camellos en el oasis y una noche bajo el cielo del desierto.",
          "Une balade à dos de chameau et une marche dans les grandes dunes saumon du Rub al-Khali, avec un élevage de chameaux dans l'oasis et une nuit sous le ciel du désert.",
          "Ein Kamelritt und eine Wanderung zwischen den großen lachsfarbenen Dünen der Rub al-Chali, dazu eine Kamelfarm in der Oase und eine Nacht unter dem Wüstenhimmel.",
        ],
      ],
    ],
  },
  "ARE Al Ain": {
    days: [
      [
        "see",
        [
          "Al Ain: the oasis and Jebel Hafeet",
          "Al Ain: l'oasi e il Jebel Hafeet",
          "Al Ain: el oasis y el Jebel Hafeet",
          "Al Ain : l'oasis et le Jebel Hafeet",
          "Al Ain: die Oase und der Jebel Hafeet",
        ],
        [
          "The shaded paths of Al Ain Oasis between date palms watered by ancient falaj channels, the Al Jahili fort, and the drive up Jebel Hafeet for the view over the garden city at dusk.",
          "I sentieri ombrosi dell'oasi di Al Ain tra palme da dattero irrigate da antichi canali falaj, il forte di Al Jahili e la salita al Jebel Hafeet per la vista sulla città giardino al tramonto.",
          "Los senderos sombreados del oasis de Al Ain entre palmeras regadas por antiguos canales falaj, el fuerte de Al Jahili y la subida al Jebel Hafeet para ver la ciudad jardín al atardecer.",
          "Les allées ombragées de l'oasis d'Al Ain entre les palmiers arrosés par d'anciens falaj, le fort d'Al Jahili et la montée au Jebel Hafeet pour la vue sur la ville-jardin au crépuscule.",
          "Die schattigen Wege der Oase Al Ain zwischen Dattelpalmen, bewässert von alten Falaj-Kanälen, das Fort Al Jahili und die Fahrt auf den Jebel Hafeet mit Blick über die Gartenstadt in der Dämmerung.",
        ],
      ],
      [
        "food",
        [
          "Al Ain: the camel market and dates",
          "Al Ain: il mercato dei cammelli e i datteri",
          "Al Ain: el mercado de camellos y los dátiles",
          "Al Ain : le marché aux chameaux et les dattes",
          "Al Ain: der Kamelmarkt und Datteln",
        ],
        [
          "The morning camel market of Al Ain, the last of its kind in the Emirates, the date stalls of the old souk, and camel milk and an Emirati harees lunch in town.",
          "Il mercato dei cammelli del mattino di Al Ain, l'ultimo del genere negli Emirati, i banchi di datteri del vecchio suq, il latte di cammella e un pranzo emiratino di harees in città.",
          "El mercado de camellos matinal de Al Ain, el último de su clase en los Emiratos, los puestos de dátiles del viejo zoco, leche de camella y un almuerzo emiratí de harees en la ciudad.",
          "Le marché aux chameaux du matin d'Al Ain, le dernier de ce genre aux Émirats, les étals de dattes du vieux souk, le lait de chamelle et un déjeuner émirien de harees en ville.",
          "Der morgendliche Kamelmarkt von Al Ain, der letzte seiner Art in den Emiraten, die Dattelstände im alten Souk, Kamelmilch und ein emiratisches Harees-Mittagessen in der Stadt.",
        ],
      ],
    ],
  },
  "SAU Riyadh": {
    days: [
      [
        "see",
        [
          "Riyadh: Masmak Fort and the National Museum",
          "Riad: il forte di Masmak e il Museo nazionale",
          "Riad: el fuerte de Masmak y el Museo Nacional",
          "Riyad : le fort de Masmak et le Musée national",
          "Riad: das Masmak-Fort und das Nationalmuseum",
        ],
        [
          "The mud-brick Masmak Fort, taken by Ibn Saud in 1902, the souk of Al Zal and Deera's old square, and the National Museum's galleries from rock art to the Hijaz railway.",
          "Il forte di mattoni crudi di Masmak, preso da Ibn Saud nel 1902, il suq di Al Zal e la vecchia piazza di Deera, e le sale del Museo nazionale, dall'arte rupestre alla ferrovia dell'Hegiaz.",
          "El fuerte de adobe de Masmak, tomado por Ibn Saud en 1902, el zoco de Al Zal y la vieja plaza de Deera, y las salas del Museo Nacional, del arte rupestre al ferrocarril del Hiyaz.",
          "Le fort de brique crue de Masmak, pris par Ibn Saoud en 1902, le souk d'Al Zal et la vieille place de Deera, et les salles du Musée national, de l'art rupestre au chemin de fer du Hedjaz.",
          "Das Lehmziegelfort Masmak, 1902 von Ibn Saud eingenommen, der Souk Al Zal und der alte Platz von Deera und die Säle des Nationalmuseums von der Felskunst bis zur Hedschasbahn.",
        ],
      ],
      [
        "see",
        [
          "Riyadh: the Edge of the World",
          "Riad: il Bordo del Mondo",
          "Riad: el Borde del Mundo",
          "Riyad : le Bout du monde",
          "Riad: der Rand der Welt",
        ],
        [
          "Out across the Najd plateau to Jebel Fihrayn, the Edge of the World, where the Tuwaiq escarpment falls away in sheer cliffs over the old caravan plain, for the walk along the rim at sunset.",
          "Attraverso l'altopiano del Najd fino al Jebel Fihrayn, il Bordo del Mondo, dove la scarpata del Tuwaiq precipita a picco sulla vecchia pianura delle carovane, per una camminata sul bordo al tramonto.",
          "A través de la meseta del Najd hasta el Jebel Fihrayn, el Borde del Mundo, donde el escarpe del Tuwaiq cae a pico sobre la vieja llanura de las caravanas, para caminar por el borde al atardecer.",
          "À travers le plateau du Najd jusqu'au Jebel Fihrayn, le Bout du monde, où l'escarpement du Tuwaiq plonge à pic sur l'ancienne plaine des caravanes, pour marcher le long du bord au couchant.",
          "Über das Nadschd-Plateau zum Jebel Fihrayn, dem Rand der Welt, wo die Tuwaiq-Stufe in senkrechten Wänden zur alten Karawanenebene abfällt, zu einem Gang an der Kante bei Sonnenuntergang.",
        ],
      ],
      [
        "food",
        [
          "Riyadh: kabsa, jareesh and Saudi coffee",
          "Riad: kabsa, jareesh e caffè saudita",
          "Riad: kabsa, jareesh y café saudí",
          "Riyad : kabsa, jarish et café saoudien",
          "Riad: Kabsa, Jareesh und saudischer Kaffee",
        ],
        [
          "Najdi cooking in Riyadh: kabsa rice with lamb, jareesh of cracked wheat, marqooq stew, and pale Saudi coffee with cardamom and saffron poured from a dallah with dates.",
          "La cucina del Najd a Riad: riso kabsa con agnello, jareesh di grano spezzato, stufato marqooq e il chiaro caffè saudita con cardamomo e zafferano versato dalla dallah con i datteri.",
          "La cocina del Najd en Riad: arroz kabsa con cordero, jareesh de trigo partido, guiso marqooq y el claro café saudí con cardamomo y azafrán servido de la dallah con dátiles.",
          "La cuisine du Najd à Riyad : riz kabsa à l'agneau, jarish de blé concassé, ragoût marqouq et le café saoudien clair à la cardamome et au safran versé de la dallah, avec des dattes.",
          "Nadschdische Küche in Riad: Kabsa-Reis mit Lamm, Jareesh aus geschrotetem Weizen, Marqooq-Eintopf und heller saudischer Kaffee mit Kardamom und Safran aus der Dallah, dazu Datteln.",
        ],
      ],
    ],
  },
  "SAU Diriyah": {
    days: [
      [
        "see",
        [
          "Diriyah: At-Turaif, the first Saudi capital",
          "Diriyah: At-Turaif, la prima capitale saudita",
          "Diriyah: At-Turaif, la primera capital saudí",
          "Diriyah : At-Turaif, la première capitale saoudienne",
          "Diriyah: At-Turaif, die erste saudische Hauptstadt",
        ],
        [
          "The mud-brick palaces and lanes of At-Turaif above Wadi Hanifa, seat of the first Saudi state, with the Salwa Palace galleries, then dinner on the Bujairi terrace across the wadi.",
          "I palazzi e i vicoli di mattoni crudi di At-Turaif sopra il Wadi Hanifa, sede del primo stato saudita, con le sale del palazzo Salwa, poi la cena sulla terrazza di Bujairi oltre il wadi.",
          "Los palacios y callejas de adobe de At-Turaif sobre el Wadi Hanifa, sede del primer estado saudí, con las salas del palacio Salwa, y luego la cena en la terraza de Bujairi al otro lado del wadi.",
          "Les palais et ruelles de brique crue d'At-Turaif au-dessus du Wadi Hanifa, siège du premier État saoudien, avec les salles du palais Salwa, puis le dîner sur la terrasse de Bujairi de l'autre côté du wadi.",
          "Die Lehmpaläste und Gassen von At-Turaif über dem Wadi Hanifa, Sitz des ersten saudischen Staates, mit den Sälen des Salwa-Palasts, dann Abendessen auf der Bujairi-Terrasse jenseits des Wadis.",
        ],
      ],
    ],
  },
  "SAU Al Ula": {
    days: [
      [
        "see",
        [
          "Al Ula: the old town and the oasis",
          "Al-'Ula: la città vecchia e l'oasi",
          "Al Ula: el casco antiguo y el oasis",
          "Al-Ula : la vieille ville et l'oasis",
          "al-Ula: die Altstadt und die Oase",
        ],
        [
          "The abandoned mud-brick old town of AlUla below its castle, the oasis trail through palms and citrus farms, and the mirrored Maraya building reflecting the sandstone of Ashar valley.",
          "La città vecchia abbandonata di mattoni crudi di AlUla sotto il castello, il sentiero dell'oasi tra palme e agrumeti e l'edificio a specchi di Maraya che riflette l'arenaria della valle di Ashar.",
          "El casco antiguo abandonado de adobe de AlUla bajo su castillo, el sendero del oasis entre palmeras y huertos de cítricos y el edificio de espejos de Maraya que refleja la arenisca del valle de Ashar.",
          "La vieille ville de brique crue abandonnée d'AlUla sous son château, le sentier de l'oasis entre palmiers et agrumes, et le bâtiment-miroir de Maraya qui reflète le grès de la vallée d'Ashar.",
          "Die verlassene Lehmziegel-Altstadt von AlUla unter ihrer Burg, der Oasenpfad durch Palmen und Zitrusgärten und das verspiegelte Maraya-Gebäude, das den Sandstein des Ashar-Tals spiegelt.",
        ],
      ],
      [
        "see",
        [
          "Al Ula: Dadan and the inscriptions of Jabal Ikmah",
          "Al-'Ula: Dadan e le iscrizioni del Jabal Ikmah",
          "Al Ula: Dadan y las inscripciones del Jabal Ikmah",
          "Al-Ula : Dadan et les inscriptions du Jabal Ikmah",
          "al-Ula: Dadan und die Inschriften des Jabal Ikmah",
        ],
        [
          "The tombs of Dadan cut into the cliff and guarded by carved lions, capital of the Dadanite and Lihyanite kingdoms, and the canyon of Jabal Ikmah with its hundreds of ancient inscriptions.",
          "Le tombe di Dadan scavate nella parete e custodite da leoni scolpiti, capitale dei regni dadanita e lihyanita, e il canyon del Jabal Ikmah con centinaia di antiche iscrizioni.",
          "Las tumbas de Dadan excavadas en el acantilado y guardadas por leones tallados, capital de los reinos dadanita y lihyanita, y el cañón del Jabal Ikmah con cientos de inscripciones antiguas.",
          "Les tombeaux de Dadan taillés dans la falaise et gardés par des lions sculptés, capitale des royaumes dadanite et lihyanite, et le canyon du Jabal Ikmah et ses centaines d'inscriptions anciennes.",
          "Die in die Felswand gehauenen, von Löwenreliefs bewachten Gräber von Dadan, Hauptstadt der dadanitischen und lihyanitischen Reiche, und die Schlucht des Jabal Ikmah mit Hunderten alter Inschriften.",
        ],
      ],
      [
        "food",
        [
          "Al Ula: the farms of the oasis",
          "Al-'Ula: le fattorie dell'oasi",
          "Al Ula: las granjas del oasis",
          "Al-Ula : les fermes de l'oasis",
          "al-Ula: die Höfe der Oase",
        ],
        [
          "A visit to a farm of the AlUla oasis for its dates, citrus and moringa, then Saudi dishes with local produce: kabsa, saleeg rice cooked in milk, and date sweets with coffee.",
          "La visita a una fattoria dell'oasi di AlUla con i suoi datteri, agrumi e moringa, poi piatti sauditi con i prodotti locali: kabsa, riso saleeg cotto nel latte e dolci ai datteri con il caffè.",
          "La visita a una granja del oasis de AlUla con sus dátiles, cítricos y moringa, y luego platos saudíes con productos locales: kabsa, arroz saleeg cocido en leche y dulces de dátil con café.",
          "La visite d'une ferme de l'oasis d'AlUla, ses dattes, ses agrumes et son moringa, puis des plats saoudiens aux produits locaux : kabsa, riz saleeg cuit au lait et douceurs aux dattes avec le café.",
          "Besuch eines Hofes der Oase AlUla mit Datteln, Zitrusfrüchten und Moringa, dann saudische Gerichte aus lokalen Zutaten: Kabsa, in Milch gekochter Saleeg-Reis und Dattelsüßes zum Kaffee.",
        ],
      ],
    ],
  },
  "SAU Hegra": {
    days: [
      [
        "see",
        [
          "Hegra: the Nabataean tombs of Al-Hijr",
          "Hegra: le tombe nabatee di al-Hijr",
          "Hegra: las tumbas nabateas de Al-Hijr",
          "Hégra : les tombeaux nabatéens d'al-Hijr",
          "Hegra: die nabatäischen Gräber von al-Hidschr",
        ],
        [
          "By the official shuttle tour among the 111 tombs of Hegra, Petra's southern sister: the lone Qasr al-Farid cut from a single rock, Jabal al-Banat, and the Diwan meeting hall of Jabal Ithlib.",
          "Con il tour ufficiale in navetta tra le 111 tombe di Hegra, sorella meridionale di Petra: il solitario Qasr al-Farid scavato in un'unica roccia, il Jabal al-Banat e la sala delle riunioni del Diwan nel Jabal Ithlib.",
          "En el tour oficial en lanzadera entre las 111 tumbas de Hegra, hermana meridional de Petra: el solitario Qasr al-Farid tallado en una sola roca, el Jabal al-Banat y la sala del Diwan en el Jabal Ithlib.",
          "Par la visite officielle en navette parmi les 111 tombeaux de Hégra, sœur méridionale de Pétra : le solitaire Qasr al-Farid taillé dans un seul rocher, le Jabal al-Banat et la salle du Diwan au Jabal Ithlib.",
          "Mit der offiziellen Shuttle-Tour zwischen den 111 Gräbern von Hegra, Petras südlicher Schwester: der einsame, aus einem einzigen Felsen gehauene Qasr al-Farid, der Jabal al-Banat und der Versammlungssaal Diwan am Jabal Ithlib.",
        ],
      ],
    ],
  },
  "SAU Elephant Rock": {
    days: [
      [
        "see",
        [
          "Elephant Rock: Jabal AlFil at dusk",
          "Roccia dell'Elefante: il Jabal AlFil al tramonto",
          "Roca del Elefante: el Jabal AlFil al atardecer",
          "Rocher de l'Éléphant : le Jabal AlFil au crépuscule",
          "Elefantenfelsen: der Jabal AlFil in der Dämmerung",
        ],
        [
          "The sandstone monolith shaped like an elephant with its trunk to the ground, seen from the sunken seating around it at sunset and under the night sky of the AlUla desert.",
          "Il monolite di arenaria a forma di elefante con la proboscide a terra, visto dalle sedute scavate nella sabbia intorno al tramonto e sotto il cielo notturno del deserto di AlUla.",
          "El monolito de arenisca con forma de elefante con la trompa en el suelo, visto desde los asientos hundidos a su alrededor al atardecer y bajo el cielo nocturno del desierto de AlUla.",
          "Le monolithe de grès en forme d'éléphant, la trompe au sol, vu depuis les assises creusées autour de lui au coucher du soleil et sous le ciel nocturne du désert d'AlUla.",
          "Der Sandsteinmonolith in Elefantengestalt mit dem Rüssel am Boden, gesehen von den eingelassenen Sitzplätzen ringsum bei Sonnenuntergang und unter dem Nachthimmel der Wüste von AlUla.",
        ],
      ],
      [
        "see",
        [
          "Elephant Rock: the Sharaan canyons and rock arches",
          "Roccia dell'Elefante: i canyon di Sharaan e gli archi di roccia",
          "Roca del Elefante: los cañones de Sharaan y los arcos de roca",
          "Rocher de l'Éléphant : les canyons de Sharaan et les arches",
          "Elefantenfelsen: die Sharaan-Canyons und Felsbögen",
        ],
        [
          "A desert day in the rock country around Elephant Rock: the sandstone canyons of the Sharaan reserve, the Rainbow Rock arch, and a 4x4 among the stacks of the Valley of the Arts.",
          "Una giornata nel deserto di rocce intorno alla Roccia dell'Elefante: i canyon di arenaria della riserva di Sharaan, l'arco del Rainbow Rock e un giro in 4x4 tra i pinnacoli della Valle delle Arti.",
          "Un día en el desierto de rocas en torno a la Roca del Elefante: los cañones de arenisca de la reserva de Sharaan, el arco del Rainbow Rock y un recorrido en 4x4 entre los pináculos del Valle de las Artes.",
          "Une journée dans le désert de roches autour du Rocher de l'Éléphant : les canyons de grès de la réserve de Sharaan, l'arche du Rainbow Rock et un tour en 4x4 parmi les pitons de la vallée des Arts.",
          "Ein Wüstentag im Felsland um den Elefantenfelsen: die Sandsteinschluchten des Sharaan-Reservats, der Felsbogen Rainbow Rock und eine Geländewagenfahrt zwischen den Türmen des Tals der Künste.",
        ],
      ],
    ],
  },
  "SAU Jeddah": {
    days: [
      [
        "see",
        [
          "Jeddah: Al-Balad, the old town",
          "Gedda: Al-Balad, la città vecchia",
          "Yeda: Al-Balad, el casco antiguo",
          "Djeddah : Al-Balad, la vieille ville",
          "Dschidda: Al-Balad, die Altstadt",
        ],
        [
          "The coral-stone tower houses of Al-Balad with their wooden rawasheen balconies, Nasseef House, the Al-Shafi'i mosque, and the souks of the old gateway for pilgrims to Mecca.",
          "Le case a torre di pietra corallina di Al-Balad con i balconi di legno rawasheen, la casa Nasseef, la moschea di Al-Shafi'i e i suq dell'antica porta dei pellegrini per la Mecca.",
          "Las casas torre de piedra de coral de Al-Balad con sus balcones de madera rawasheen, la casa Nasseef, la mezquita de Al-Shafi'i y los zocos de la antigua puerta de los peregrinos a La Meca.",
          "Les maisons-tours en pierre de corail d'Al-Balad et leurs balcons de bois rawasheen, la maison Nasseef, la mosquée Al-Shafi'i et les souks de l'ancienne porte des pèlerins vers La Mecque.",
          "Die Turmhäuser aus Korallenstein in Al-Balad mit ihren hölzernen Rawasheen-Erkern, das Nasseef-Haus, die Al-Shafi'i-Moschee und die Souks des alten Pilgertors nach Mekka.",
        ],
      ],
      [
        "see",
        [
          "Jeddah: the Corniche and the Floating Mosque",
          "Gedda: la Corniche e la moschea galleggiante",
          "Yeda: la Corniche y la mezquita flotante",
          "Djeddah : la Corniche et la mosquée flottante",
          "Dschidda: die Corniche und die schwimmende Moschee",
        ],
        [
          "Along the Red Sea Corniche to the Al-Rahma mosque standing over the water, the King Fahd Fountain, and the sculptures of the open-air museum by the sea.",
          "Lungo la Corniche sul Mar Rosso fino alla moschea Al-Rahma costruita sull'acqua, la fontana di Re Fahd e le sculture del museo all'aperto sul mare.",
          "Por la Corniche del mar Rojo hasta la mezquita Al-Rahma, alzada sobre el agua, la fuente del Rey Fahd y las esculturas del museo al aire libre junto al mar.",
          "Le long de la Corniche de la mer Rouge jusqu'à la mosquée Al-Rahma dressée au-dessus de l'eau, la fontaine du Roi-Fahd et les sculptures du musée en plein air au bord de la mer.",
          "Entlang der Corniche am Roten Meer zur Al-Rahma-Moschee über dem Wasser, zum König-Fahd-Springbrunnen und zu den Skulpturen des Freilichtmuseums am Meer.",
        ],
      ],
      [
        "food",
        [
          "Jeddah: saleeg, mutabbaq and the fish market",
          "Gedda: saleeg, mutabbaq e il mercato del pesce",
          "Yeda: saleeg, mutabbaq y el mercado de pescado",
          "Djeddah : saleeg, mutabbaq et le marché aux poissons",
          "Dschidda: Saleeg, Mutabbaq und der Fischmarkt",
        ],
        [
          "Hijazi food in Al-Balad: ful medames and tamees bread at dawn, mutabbaq pancakes folded on the griddle, the Bangalah fish market, and saleeg, rice cooked in broth and milk.",
          "Cucina dell'Hegiaz ad Al-Balad: ful medames e pane tamees all'alba, frittelle mutabbaq piegate sulla piastra, il mercato del pesce di Bangalah e il saleeg, riso cotto nel brodo e nel latte.",
          "Cocina del Hiyaz en Al-Balad: ful medames y pan tamees al alba, tortas mutabbaq dobladas en la plancha, el mercado de pescado de Bangalah y el saleeg, arroz cocido en caldo y leche.",
          "La cuisine du Hedjaz à Al-Balad : foul médamès et pain tamees à l'aube, crêpes mutabbaq pliées sur la plaque, le marché aux poissons de Bangalah et le saleeg, riz cuit au bouillon et au lait.",
          "Hedschas-Küche in Al-Balad: Ful Medames und Tamees-Brot im Morgengrauen, auf der Platte gefaltete Mutabbaq-Pfannkuchen, der Fischmarkt Bangalah und Saleeg, in Brühe und Milch gekochter Reis.",
        ],
      ],
    ],
  },
  "IRN Tehran": {
    days: [
      [
        "see",
        [
          "Tehran: Golestan Palace and the Grand Bazaar",
          "Teheran: il palazzo del Golestan e il Gran Bazar",
          "Teherán: el palacio de Golestán y el Gran Bazar",
          "Téhéran : le palais du Golestan et le Grand Bazar",
          "Teheran: der Golestan-Palast und der Große Basar",
        ],
        [
          "The mirrored halls and tiled courtyards of the Qajar Golestan Palace, then, except on a Friday, when it is shut, into the covered lanes of the Grand Bazaar, with its carpet sellers, spice merchants and the Imam Mosque.",
          "Le sale di specchi e i cortili maiolicati del palazzo qajar del Golestan, poi, tranne il venerdì, quando è chiuso, nei vicoli coperti del Gran Bazar, tra venditori di tappeti, mercanti di spezie e la moschea dell'Imam.",
          "Las salas de espejos y los patios de azulejos del palacio qajar de Golestán, y luego, salvo en viernes, cuando cierra, las callejas cubiertas del Gran Bazar, con sus vendedores de alfombras, sus especieros y la mezquita del Imán.",
          "Les salles de miroirs et les cours carrelées du palais qadjar du Golestan, puis, sauf le vendredi, jour de sa fermeture, les allées couvertes du Grand Bazar, ses marchands de tapis et d'épices et la mosquée de l'Imam.",
          "Die Spiegelsäle und gefliesten Höfe des Kadscharen-Palasts Golestan, dann, außer freitags, wenn er geschlossen ist, in die überdachten Gassen des Großen Basars mit Teppichhändlern, Gewürzkaufleuten und der Imam-Moschee.",
        ],
      ],
      [
        "see",
        [
          "Tehran: the Crown Jewels and the National Museum",
          "Teheran: i gioielli della Corona e il Museo nazionale",
          "Teherán: las joyas de la Corona y el Museo Nacional",
          "Téhéran : les joyaux de la Couronne et le Musée national",
          "Teheran: die Kronjuwelen und das Nationalmuseum",
        ],
        [
          "The National Museum of Iran from Susa to the Sasanians, the treasury of the Crown Jewels with the Darya-e Noor diamond, and the northern Tajrish bazaar and Sa'dabad palaces below the Alborz.",
          "Il Museo nazionale dell'Iran da Susa ai Sasanidi, il tesoro dei gioielli della Corona con il diamante Darya-e Noor e, a nord, il bazar di Tajrish e i palazzi di Sa'dabad sotto l'Alborz.",
          "El Museo Nacional de Irán de Susa a los sasánidas, el tesoro de las joyas de la Corona con el diamante Darya-e Noor y, al norte, el bazar de Tajrish y los palacios de Sa'dabad bajo el Alborz.",
          "Le Musée national d'Iran de Suse aux Sassanides, le trésor des joyaux de la Couronne et le diamant Darya-e Noor, puis au nord le bazar de Tajrish et les palais de Sa'dabad sous l'Alborz.",
          "Das Nationalmuseum Irans von Susa bis zu den Sassaniden, die Schatzkammer der Kronjuwelen mit dem Diamanten Darya-e Noor und im Norden der Tajrish-Basar und die Sa'dabad-Paläste unter dem Elburs.",
        ],
      ],
      [
        "food",
        [
          "Tehran: chelow kebab and ash reshteh",
          "Teheran: chelow kebab e ash reshteh",
          "Teherán: chelow kebab y ash reshteh",
          "Téhéran : chelow kebab et ash reshteh",
          "Teheran: Chelow Kebab und Ash Reshteh",
        ],
        [
          "Chelow kebab with saffron rice and grilled tomato in an old bazaar kitchen, dizi stew pounded at the table, ash reshteh noodle soup, and faloodeh and saffron ice cream for dessert.",
          "Chelow kebab con riso allo zafferano e pomodoro grigliato in una vecchia cucina del bazar, lo stufato dizi pestato a tavola, la zuppa di tagliolini ash reshteh e faloodeh e gelato allo zafferano per dessert.",
          "Chelow kebab con arroz al azafrán y tomate asado en una vieja cocina del bazar, el guiso dizi machacado en la mesa, la sopa de fideos ash reshteh y faloodeh y helado de azafrán de postre.",
          "Chelow kebab au riz safrané et tomate grillée dans une vieille cantine du bazar, le ragoût dizi pilé à table, la soupe de nouilles ash reshteh, et faloodeh et glace au safran en dessert.",
          "Chelow Kebab mit Safranreis und gegrillter Tomate in einer alten Basarküche, am Tisch zerstampfter Dizi-Eintopf, Nudelsuppe Ash Reshteh und zum Nachtisch Faloodeh und Safraneis.",
        ],
      ],
    ],
  },
  "IRN Kashan": {
    days: [
      [
        "see",
        [
          "Kashan: the merchant houses and Fin Garden",
          "Kashan: le case dei mercanti e il giardino di Fin",
          "Kashan: las casas de los mercaderes y el jardín de Fin",
          "Kashan : les maisons de marchands et le jardin de Fin",
          "Kashan: die Kaufmannshäuser und der Fin-Garten",
        ],
        [
          "The sunken courtyards and stucco of the Tabatabaei and Borujerdi houses, the Sultan Amir Ahmad bathhouse and its rooftop domes, and the Fin Garden, a Persian garden of running water.",
          "I cortili interrati e gli stucchi delle case Tabatabaei e Borujerdi, il bagno di Sultan Amir Ahmad con le cupole sul tetto e il giardino di Fin, un giardino persiano di acque correnti.",
          "Los patios hundidos y los estucos de las casas Tabatabaei y Borujerdi, el baño de Sultan Amir Ahmad con sus cúpulas en la azotea y el jardín de Fin, un jardín persa de aguas corrientes.",
          "Les cours en contrebas et les stucs des maisons Tabatabaei et Borujerdi, le hammam de Sultan Amir Ahmad et ses coupoles sur le toit, et le jardin de Fin, jardin persan aux eaux vives.",
          "Die abgesenkten Höfe und Stuckarbeiten der Häuser Tabatabaei und Borujerdi, das Badehaus Sultan Amir Ahmad mit seinen Dachkuppeln und der Fin-Garten, ein persischer Garten mit fließendem Wasser.",
        ],
      ],
      [
        "food",
        [
          "Kashan: rosewater and the bazaar",
          "Kashan: l'acqua di rose e il bazar",
          "Kashan: el agua de rosas y el bazar",
          "Kashan : l'eau de rose et le bazar",
          "Kashan: Rosenwasser und der Basar",
        ],
        [
          "Kashan's rosewater, distilled from the Damask roses of nearby Qamsar, the sweets and spices of the vaulted bazaar and its Timche-ye Amin od-Dowleh dome, and tea in an old caravanserai.",
          "L'acqua di rose di Kashan, distillata dalle rose damascene della vicina Qamsar, i dolci e le spezie del bazar a volte con la cupola del Timche-ye Amin od-Dowleh e il tè in un vecchio caravanserraglio.",
          "El agua de rosas de Kashan, destilada de las rosas de Damasco de la cercana Qamsar, los dulces y especias del bazar abovedado con la cúpula del Timche-ye Amin od-Dowleh y té en un viejo caravasar.",
          "L'eau de rose de Kashan, distillée des roses de Damas de Qamsar toute proche, les douceurs et épices du bazar voûté et sa coupole du Timche-ye Amin od-Dowleh, et le thé dans un vieux caravansérail.",
          "Kashans Rosenwasser aus den Damaszenerrosen des nahen Qamsar, Süßes und Gewürze aus dem gewölbten Basar mit der Kuppel des Timche-ye Amin od-Dowleh und Tee in einer alten Karawanserei.",
        ],
      ],
    ],
  },
  "IRN Abyaneh": {
    days: [
      [
        "see",
        [
          "Abyaneh: the red village of the Karkas mountains",
          "Abyaneh: il villaggio rosso dei monti Karkas",
          "Abyaneh: la aldea roja de los montes Karkas",
          "Abyaneh : le village rouge des monts Karkas",
          "Abyaneh: das rote Dorf im Karkas-Gebirge",
        ],
        [
          "The red mud-brick village of Abyaneh terraced on its slope, its carved wooden doors and Zoroastrian fire temple, and the old women in flowered headscarves who keep its dialect alive.",
          "Il villaggio di mattoni crudi rossi di Abyaneh a terrazze sul pendio, le porte di legno scolpito e il tempio del fuoco zoroastriano e le anziane col foulard a fiori che ne tengono vivo il dialetto.",
          "La aldea de adobe rojo de Abyaneh escalonada en su ladera, sus puertas de madera tallada y su templo del fuego zoroastriano, y las ancianas de pañuelo floreado que mantienen vivo su dialecto.",
          "Le village de brique crue rouge d'Abyaneh étagé sur sa pente, ses portes de bois sculpté et son temple du feu zoroastrien, et les vieilles femmes au foulard fleuri qui gardent vivant son dialecte.",
          "Das rote Lehmziegeldorf Abyaneh, an seinem Hang terrassiert, mit geschnitzten Holztüren, zoroastrischem Feuertempel und den alten Frauen mit geblümten Kopftüchern, die seinen Dialekt lebendig halten.",
        ],
      ],
    ],
  },
  "IRN Isfahan": {
    days: [
      [
        "see",
        [
          "Isfahan: Naqsh-e Jahan Square",
          "Isfahan: piazza Naqsh-e Jahan",
          "Isfahán: la plaza Naqsh-e Jahan",
          "Ispahan : la place Naqsh-e Jahan",
          "Isfahan: der Naqsch-e-Dschahan-Platz",
        ],
        [
          "Shah Abbas's great square: the blue Shah Mosque, the honey-domed Sheikh Lotfollah Mosque, the music room of Ali Qapu palace, and the Qeysarie gate into the bazaar.",
          "La grande piazza di Shah Abbas: la moschea blu dello Scià, la moschea di Sheikh Lotfollah dalla cupola color miele, la sala della musica del palazzo Ali Qapu e la porta Qeysarie del bazar.",
          "La gran plaza de Shah Abbas: la mezquita azul del Sah, la mezquita de Sheikh Lotfollah de cúpula color miel, la sala de música del palacio de Ali Qapu y la puerta Qeysarie del bazar.",
          "La grande place de Chah Abbas : la mosquée bleue du Chah, la mosquée Cheikh Lotfollah à la coupole couleur de miel, le salon de musique du palais d'Ali Qapu et la porte Qeysarie du bazar.",
          "Schah Abbas' großer Platz: die blaue Schah-Moschee, die honigfarbene Kuppel der Scheich-Lotfollah-Moschee, das Musikzimmer des Ali-Qapu-Palasts und das Qeysarie-Tor zum Basar.",
        ],
      ],
      [
        "see",
        [
          "Isfahan: the Jameh Mosque and the bridges",
          "Isfahan: la moschea Jameh e i ponti",
          "Isfahán: la mezquita Jameh y los puentes",
          "Ispahan : la mosquée Jameh et les ponts",
          "Isfahan: die Freitagsmoschee und die Brücken",
        ],
        [
          "The Jameh Mosque, a thousand years of Persian architecture under one roof, then the Armenian Vank Cathedral in New Julfa and the arches of the Si-o-se Pol and Khaju bridges at dusk.",
          "La moschea Jameh, mille anni di architettura persiana sotto un solo tetto, poi la cattedrale armena di Vank a Nuova Julfa e gli archi dei ponti Si-o-se Pol e Khaju al tramonto.",
          "La mezquita Jameh, mil años de arquitectura persa bajo un mismo techo, y luego la catedral armenia de Vank en Nueva Julfa y los arcos de los puentes Si-o-se Pol y Khaju al anochecer.",
          "La mosquée Jameh, mille ans d'architecture persane sous un même toit, puis la cathédrale arménienne de Vank à la Nouvelle-Djoulfa et les arches des ponts Si-o-se Pol et Khadjou au crépuscule.",
          "Die Freitagsmoschee, tausend Jahre persischer Baukunst unter einem Dach, dann die armenische Vank-Kathedrale in Neu-Dschulfa und die Bögen der Brücken Si-o-se Pol und Khaju in der Dämmerung.",
        ],
      ],
      [
        "food",
        [
          "Isfahan: beryani, gaz and the bazaar",
          "Isfahan: beryani, gaz e il bazar",
          "Isfahán: beryani, gaz y el bazar",
          "Ispahan : beryani, gaz et le bazar",
          "Isfahan: Beryani, Gaz und der Basar",
        ],
        [
          "Isfahan's beryani, minced lamb and lung cooked flat and served on bread, gaz nougat with pistachio, and the spice and copper lanes of the bazaar, with tea in a teahouse under the Khaju bridge.",
          "Il beryani di Isfahan, carne e polmone d'agnello tritati cotti piatti e serviti sul pane, il torrone gaz al pistacchio e i vicoli delle spezie e del rame del bazar, con il tè sotto il ponte Khaju.",
          "El beryani de Isfahán, cordero y pulmón picados cocinados planos y servidos sobre pan, el turrón gaz con pistacho y las callejas de especias y cobre del bazar, con té bajo el puente Khaju.",
          "Le beryani d'Ispahan, agneau et poumon hachés cuits à plat et servis sur du pain, le nougat gaz à la pistache et les allées des épices et du cuivre du bazar, avec un thé sous le pont Khadjou.",
          "Isfahans Beryani, flach gegartes Hackfleisch und Lunge vom Lamm auf Brot, Gaz-Nougat mit Pistazien und die Gewürz- und Kupfergassen des Basars, dazu Tee unter der Khaju-Brücke.",
        ],
      ],
    ],
  },
  "IRN Varzaneh": {
    days: [
      [
        "see",
        [
          "Varzaneh: the dunes and the white chadors",
          "Varzaneh: le dune e i chador bianchi",
          "Varzaneh: las dunas y los chadores blancos",
          "Varzaneh : les dunes et les tchadors blancs",
          "Varzaneh: die Dünen und die weißen Tschadors",
        ],
        [
          "The sand dunes at the edge of Varzaneh for sunset and a camel ride, and the town itself, where women still wear white chadors, with its old mosque and the ox-driven well of Gav Chah.",
          "Le dune di sabbia ai margini di Varzaneh per il tramonto e una cavalcata in cammello, e la cittadina, dove le donne portano ancora il chador bianco, con la vecchia moschea e il pozzo Gav Chah mosso dai buoi.",
          "Las dunas de arena al borde de Varzaneh para el atardecer y un paseo en camello, y el pueblo, donde las mujeres aún visten chador blanco, con su vieja mezquita y el pozo Gav Chah movido por bueyes.",
          "Les dunes aux portes de Varzaneh pour le coucher du soleil et une balade à dos de chameau, et la ville, où les femmes portent encore le tchador blanc, avec sa vieille mosquée et le puits Gav Chah actionné par des bœufs.",
          "Die Sanddünen am Rand von Varzaneh zum Sonnenuntergang und für einen Kamelritt, und der Ort, in dem Frauen noch weiße Tschadors tragen, mit alter Moschee und dem von Ochsen betriebenen Brunnen Gav Chah.",
        ],
      ],
      [
        "see",
        [
          "Varzaneh: the Gavkhouni salt marsh",
          "Varzaneh: la palude salata di Gavkhouni",
          "Varzaneh: la marisma salada de Gavkhouni",
          "Varzaneh : le marais salé de Gavkhouni",
          "Varzaneh: der Salzsumpf Gavkhouni",
        ],
        [
          "Out to the Gavkhouni wetland where the Zayanderud river ends in salt flats, the old pigeon towers of the farmland, and the stars over the sand after dark.",
          "Fino alla zona umida di Gavkhouni dove lo Zayanderud finisce nelle distese di sale, le vecchie torri colombaie dei campi e le stelle sulla sabbia dopo il tramonto.",
          "Hasta el humedal de Gavkhouni donde el río Zayanderud muere en salinas, los viejos palomares de los campos y las estrellas sobre la arena al caer la noche.",
          "Jusqu'aux marais de Gavkhouni où le Zayanderoud finit dans les étendues de sel, les vieilles tours à pigeons des champs et les étoiles au-dessus du sable à la nuit tombée.",
          "Hinaus zum Feuchtgebiet Gavkhouni, wo der Zayandeh Rud in Salzflächen endet, zu den alten Taubentürmen der Felder und nach Einbruch der Dunkelheit die Sterne über dem Sand.",
        ],
      ],
    ],
  },
  "IRN Yazd": {
    days: [
      [
        "see",
        [
          "Yazd: wind towers and the Jameh Mosque",
          "Yazd: le torri del vento e la moschea Jameh",
          "Yazd: las torres de viento y la mezquita Jameh",
          "Yazd : les tours à vent et la mosquée Jameh",
          "Yazd: Windtürme und die Freitagsmoschee",
        ],
        [
          "The mud-brick old town of Yazd among its wind towers, the tiled portal and tall minarets of the Jameh Mosque, the Dowlat Abad garden, and the three-tiered facade of Amir Chakhmaq.",
          "La città vecchia di mattoni crudi di Yazd tra le torri del vento, il portale maiolicato e gli alti minareti della moschea Jameh, il giardino di Dowlat Abad e la facciata a tre ordini di Amir Chakhmaq.",
          "El casco antiguo de adobe de Yazd entre sus torres de viento, el pórtico de azulejos y los altos minaretes de la mezquita Jameh, el jardín de Dowlat Abad y la fachada de tres pisos de Amir Chakhmaq.",
          "La vieille ville de brique crue de Yazd parmi ses tours à vent, le portail de faïence et les hauts minarets de la mosquée Jameh, le jardin de Dowlat Abad et la façade à trois étages d'Amir Tchakhmaq.",
          "Die Lehmziegel-Altstadt von Yazd zwischen Windtürmen, das Fliesenportal und die hohen Minarette der Freitagsmoschee, der Garten Dowlat Abad und die dreigeschossige Fassade von Amir Chakhmaq.",
        ],
      ],
      [
        "see",
        [
          "Yazd: the Zoroastrian fire temple and the Towers of Silence",
          "Yazd: il tempio del fuoco e le Torri del Silenzio",
          "Yazd: el templo del fuego y las Torres del Silencio",
          "Yazd : le temple du feu et les tours du Silence",
          "Yazd: der Feuertempel und die Türme des Schweigens",
        ],
        [
          "The Atash Behram, where a flame has burned for some 1,500 years, the Towers of Silence on their hills outside town where Zoroastrians once exposed their dead, and a zurkhaneh session at night.",
          "L'Atash Behram, dove una fiamma arde da circa 1.500 anni, le Torri del Silenzio sulle colline fuori città dove gli zoroastriani esponevano i morti e una sessione di zurkhaneh la sera.",
          "El Atash Behram, donde arde una llama desde hace unos 1.500 años, las Torres del Silencio en sus colinas a las afueras, donde los zoroastrianos exponían a sus muertos, y una sesión de zurjané por la noche.",
          "L'Atash Behram, où brûle une flamme depuis quelque 1 500 ans, les tours du Silence sur leurs collines hors de la ville, où les zoroastriens exposaient leurs morts, et une séance de zourkhaneh le soir.",
          "Der Atash Behram, in dem seit rund 1.500 Jahren eine Flamme brennt, die Türme des Schweigens auf den Hügeln vor der Stadt, wo Zoroastrier ihre Toten aussetzten, und abends eine Zurkhaneh-Vorführung.",
        ],
      ],
      [
        "food",
        [
          "Yazd: qottab, baklava and a qanat",
          "Yazd: qottab, baklava e un qanat",
          "Yazd: qottab, baklava y un qanat",
          "Yazd : qottab, baklava et un qanat",
          "Yazd: Qottab, Baklava und ein Qanat",
        ],
        [
          "Yazd's sweets from Haj Khalifeh's shop, qottab filled with almond and cardamom and Yazdi baklava, then an underground qanat and the yakhchal ice house, and a dinner of shole zard in a courtyard.",
          "I dolci di Yazd della bottega di Haj Khalifeh, qottab ripieni di mandorla e cardamomo e baklava yazdi, poi un qanat sotterraneo e la ghiacciaia yakhchal, e una cena con shole zard in un cortile.",
          "Los dulces de Yazd de la tienda de Haj Khalifeh, qottab rellenos de almendra y cardamomo y baklava yazdí, luego un qanat subterráneo y la nevera yakhchal, y una cena con shole zard en un patio.",
          "Les douceurs de Yazd de la boutique de Haj Khalifeh, qottab à l'amande et à la cardamome et baklava yazdi, puis un qanat souterrain et la glacière yakhchal, et un dîner de shole zard dans une cour.",
          "Yazds Süßigkeiten aus dem Laden von Haj Khalifeh, Qottab mit Mandel und Kardamom und Yazdi-Baklava, dann ein unterirdischer Qanat und das Eishaus Yakhchal und ein Abendessen mit Shole Zard im Innenhof.",
        ],
      ],
    ],
  },
  "IRN Shiraz": {
    days: [
      [
        "see",
        [
          "Shiraz: the Pink Mosque and the poets' tombs",
          "Shiraz: la Moschea Rosa e le tombe dei poeti",
          "Shiraz: la Mezquita Rosa y las tumbas de los poetas",
          "Chiraz : la mosquée Rose et les tombeaux des poètes",
          "Schiras: die Rosa Moschee und die Dichtergräber",
        ],
        [
          "Morning light through the stained glass of the Nasir al-Mulk mosque, the tomb of Hafez in its garden where Iranians come to recite his verses, and the tomb of Saadi.",
          "La luce del mattino nelle vetrate della moschea Nasir al-Molk, la tomba di Hafez nel suo giardino dove gli iraniani vengono a recitarne i versi e la tomba di Saadi.",
          "La luz de la mañana en las vidrieras de la mezquita Nasir al-Molk, la tumba de Hafez en su jardín, donde los iraníes acuden a recitar sus versos, y la tumba de Saadi.",
          "La lumière du matin dans les vitraux de la mosquée Nasir al-Molk, le tombeau de Hafez dans son jardin où les Iraniens viennent réciter ses vers, et le tombeau de Saadi.",
          "Morgenlicht durch die Buntglasfenster der Nasir-al-Molk-Moschee, das Grab des Hafis in seinem Garten, wo Iraner seine Verse rezitieren, und das Grab Saadis.",
        ],
      ],
      [
        "see",
        [
          "Shiraz: the Eram Garden and the Vakil Bazaar",
          "Shiraz: il giardino di Eram e il bazar Vakil",
          "Shiraz: el jardín de Eram y el bazar Vakil",
          "Chiraz : le jardin d'Eram et le bazar Vakil",
          "Schiras: der Eram-Garten und der Vakil-Basar",
        ],
        [
          "The cypresses and pools of the Eram Garden, the Karim Khan citadel, the vaulted Vakil Bazaar with its caravanserais, except on a Friday, when it is shut, and the mirror-tiled shrine of Shah Cheragh at night.",
          "I cipressi e le vasche del giardino di Eram, la cittadella di Karim Khan, il bazar Vakil a volte con i suoi caravanserragli, tranne il venerdì, quando è chiuso, e il santuario a mosaico di specchi di Shah Cheragh di sera.",
          "Los cipreses y estanques del jardín de Eram, la ciudadela de Karim Khan, el bazar abovedado de Vakil con sus caravasares, salvo en viernes, cuando cierra, y el santuario de mosaico de espejos de Shah Cheragh de noche.",
          "Les cyprès et bassins du jardin d'Eram, la citadelle de Karim Khan, le bazar voûté Vakil et ses caravansérails, sauf le vendredi, jour de sa fermeture, et le sanctuaire aux mosaïques de miroirs de Chah Tcheragh le soir.",
          "Die Zypressen und Becken des Eram-Gartens, die Zitadelle Karim Khans, der gewölbte Vakil-Basar mit seinen Karawansereien, außer freitags, wenn er geschlossen ist, und der spiegelverkleidete Schrein Shah Cheragh am Abend.",
        ],
      ],
      [
        "food",
        [
          "Shiraz: kalam polo and faloodeh",
          "Shiraz: kalam polo e faloodeh",
          "Shiraz: kalam polo y faloodeh",
          "Chiraz : kalam polo et faloodeh",
          "Schiras: Kalam Polo und Faloodeh",
        ],
        [
          "Shirazi cooking in a family home: kalam polo, rice with cabbage and herbs, Shirazi salad with sour verjuice, and faloodeh, frozen rice noodles with lime, the city's own dessert.",
          "La cucina di Shiraz in una casa di famiglia: kalam polo, riso con cavolo ed erbe, insalata shirazi con agresto e faloodeh, vermicelli di riso ghiacciati al lime, il dolce della città.",
          "La cocina de Shiraz en una casa familiar: kalam polo, arroz con col y hierbas, ensalada shirazi con agraz y faloodeh, fideos de arroz helados con lima, el postre propio de la ciudad.",
          "La cuisine de Chiraz chez une famille : kalam polo, riz au chou et aux herbes, salade chirazi au verjus et faloodeh, vermicelles de riz glacés au citron vert, le dessert de la ville.",
          "Schirazer Küche bei einer Familie: Kalam Polo, Reis mit Kohl und Kräutern, Schirazi-Salat mit saurem Verjus und Faloodeh, gefrorene Reisnudeln mit Limette, das Dessert der Stadt.",
        ],
      ],
    ],
  },
  "IRN Persepolis": {
    days: [
      [
        "see",
        [
          "Persepolis: the ceremonial capital of Darius",
          "Persepoli: la capitale cerimoniale di Dario",
          "Persépolis: la capital ceremonial de Darío",
          "Persépolis : la capitale cérémonielle de Darius",
          "Persepolis: die Zeremonialhauptstadt des Dareios",
        ],
        [
          "Up the double stairway of Persepolis through the Gate of All Nations, along the reliefs of tribute bearers of the Apadana, to the Hall of a Hundred Columns, burned by Alexander.",
          "Su per la doppia scalinata di Persepoli attraverso la Porta di Tutte le Nazioni, lungo i rilievi dei portatori di tributi dell'Apadana, fino alla Sala delle Cento Colonne, incendiata da Alessandro.",
          "Subida por la doble escalinata de Persépolis a través de la Puerta de Todas las Naciones, junto a los relieves de portadores de tributos de la Apadana, hasta la Sala de las Cien Columnas, incendiada por Alejandro.",
          "L'escalier double de Persépolis, la porte de Toutes les Nations, les reliefs des porteurs de tributs de l'Apadana, jusqu'à la salle aux Cent Colonnes incendiée par Alexandre.",
          "Die Doppeltreppe von Persepolis hinauf durch das Tor aller Länder, an den Reliefs der Tributbringer des Apadana entlang zur Hundertsäulenhalle, die Alexander niederbrannte.",
        ],
      ],
      [
        "see",
        [
          "Persepolis: Naqsh-e Rostam and Pasargadae",
          "Persepoli: Naqsh-e Rostam e Pasargade",
          "Persépolis: Naqsh-e Rostam y Pasargada",
          "Persépolis : Naqsh-e Rostam et Pasargades",
          "Persepolis: Naqsch-e Rostam und Pasargadae",
        ],
        [
          "The rock tombs of Darius and Xerxes cut high in the cliff of Naqsh-e Rostam above Sasanian reliefs, then the plain of Pasargadae and the stone tomb of Cyrus the Great.",
          "Le tombe rupestri di Dario e Serse scavate in alto nella parete di Naqsh-e Rostam sopra i rilievi sasanidi, poi la piana di Pasargade e la tomba di pietra di Ciro il Grande.",
          "Las tumbas rupestres de Darío y Jerjes excavadas en lo alto del acantilado de Naqsh-e Rostam sobre relieves sasánidas, y luego la llanura de Pasargada y la tumba de piedra de Ciro el Grande.",
          "Les tombeaux rupestres de Darius et Xerxès taillés haut dans la falaise de Naqsh-e Rostam au-dessus des reliefs sassanides, puis la plaine de Pasargades et le tombeau de pierre de Cyrus le Grand.",
          "Die Felsgräber von Dareios und Xerxes hoch in der Wand von Naqsch-e Rostam über sassanidischen Reliefs, dann die Ebene von Pasargadae und das steinerne Grab Kyros' des Großen.",
        ],
      ],
    ],
  },
  "PAK Islamabad": {
    days: [
      [
        "see",
        [
          "Islamabad: Faisal Mosque and the Margalla Hills",
          "Islamabad: la moschea Faisal e le colline Margalla",
          "Islamabad: la mezquita Faisal y las colinas Margalla",
          "Islamabad : la mosquée Faisal et les collines de Margalla",
          "Islamabad: die Faisal-Moschee und die Margalla-Hügel",
        ],
        [
          "The tent-shaped Faisal Mosque at the foot of the Margalla Hills, a walk on Trail 3 up through the forest to the Daman-e-Koh viewpoint, and the Pakistan Monument shaped like a flower.",
          "La moschea Faisal a forma di tenda ai piedi delle colline Margalla, una camminata sul Trail 3 nel bosco fino al belvedere di Daman-e-Koh e il Pakistan Monument a forma di fiore.",
          "La mezquita Faisal en forma de tienda al pie de las colinas Margalla, una caminata por el Trail 3 a través del bosque hasta el mirador de Daman-e-Koh y el Pakistan Monument en forma de flor.",
          "La mosquée Faisal en forme de tente au pied des collines de Margalla, une marche sur le Trail 3 dans la forêt jusqu'au belvédère de Daman-e-Koh, et le Pakistan Monument en forme de fleur.",
          "Die zeltförmige Faisal-Moschee am Fuß der Margalla-Hügel, eine Wanderung auf dem Trail 3 durch den Wald zum Aussichtspunkt Daman-e-Koh und das blütenförmige Pakistan Monument.",
        ],
      ],
      [
        "see",
        [
          "Islamabad: Taxila and the Gandhara Buddhists",
          "Islamabad: Taxila e i buddhisti del Gandhara",
          "Islamabad: Taxila y los budistas de Gandhara",
          "Islamabad : Taxila et les bouddhistes du Gandhara",
          "Islamabad: Taxila und die Buddhisten von Gandhara",
        ],
        [
          "Out to Taxila, the Gandhara city Alexander passed through: the Taxila Museum's Greco-Buddhist sculpture, the monastery of Jaulian with its stupas, and the excavated streets of Sirkap.",
          "Fino a Taxila, la città del Gandhara dove passò Alessandro: la scultura greco-buddhista del museo di Taxila, il monastero di Jaulian con i suoi stupa e le strade scavate di Sirkap.",
          "Hasta Taxila, la ciudad de Gandhara por la que pasó Alejandro: la escultura grecobudista del museo de Taxila, el monasterio de Jaulian con sus estupas y las calles excavadas de Sirkap.",
          "Jusqu'à Taxila, la cité du Gandhara où passa Alexandre : la sculpture gréco-bouddhique du musée de Taxila, le monastère de Jaulian et ses stupas, et les rues fouillées de Sirkap.",
          "Nach Taxila, der Gandhara-Stadt, durch die Alexander zog: die griechisch-buddhistische Skulptur des Taxila-Museums, das Kloster Jaulian mit seinen Stupas und die ausgegrabenen Straßen von Sirkap.",
        ],
      ],
      [
        "food",
        [
          "Islamabad: Saidpur village and chapli kebab",
          "Islamabad: il villaggio di Saidpur e il chapli kebab",
          "Islamabad: la aldea de Saidpur y el chapli kebab",
          "Islamabad : le village de Saidpur et le chapli kebab",
          "Islamabad: das Dorf Saidpur und Chapli Kebab",
        ],
        [
          "Dinner in the old village of Saidpur below the hills, with chapli kebab from the Pashtun grills, karahi cooked in the wok it is named for, naan from the tandoor and sweet doodh patti tea.",
          "Cena nel vecchio villaggio di Saidpur sotto le colline, con il chapli kebab delle griglie pashtun, il karahi cotto nel wok da cui prende il nome, il naan dal tandoor e il tè dolce doodh patti.",
          "Cena en la vieja aldea de Saidpur bajo las colinas, con chapli kebab de las parrillas pastunes, karahi cocinado en el wok que le da nombre, naan del tandur y té dulce doodh patti.",
          "Dîner dans le vieux village de Saidpur sous les collines, avec le chapli kebab des grills pachtounes, le karahi cuit dans le wok qui lui donne son nom, le naan du tandour et le thé doodh patti sucré.",
          "Abendessen im alten Dorf Saidpur unter den Hügeln, mit Chapli Kebab vom paschtunischen Grill, Karahi aus der namensgebenden Pfanne, Naan aus dem Tandur und süßem Doodh-Patti-Tee.",
        ],
      ],
    ],
  },
  "PAK Lahore": {
    days: [
      [
        "see",
        [
          "Lahore: the Badshahi Mosque and Lahore Fort",
          "Lahore: la moschea Badshahi e il forte di Lahore",
          "Lahore: la mezquita Badshahi y el fuerte de Lahore",
          "Lahore : la mosquée Badshahi et le fort de Lahore",
          "Lahore: die Badshahi-Moschee und das Fort von Lahore",
        ],
        [
          "The red sandstone Badshahi Mosque and its vast courtyard, the Mughal halls and Sheesh Mahal of Lahore Fort with its painted Picture Wall, and the Sikh shrine of Ranjit Singh between them.",
          "La moschea Badshahi di arenaria rossa e il suo vasto cortile, le sale moghul e lo Sheesh Mahal del forte di Lahore con il suo muro dipinto e, in mezzo, il santuario sikh di Ranjit Singh.",
          "La mezquita Badshahi de arenisca roja y su vasto patio, las salas mogoles y el Sheesh Mahal del fuerte de Lahore con su muro pintado y, entre ambos, el santuario sij de Ranjit Singh.",
          "La mosquée Badshahi de grès rouge et son immense cour, les salles mogholes et le Sheesh Mahal du fort de Lahore avec son mur peint, et entre les deux le sanctuaire sikh de Ranjit Singh.",
          "Die Badshahi-Moschee aus rotem Sandstein mit ihrem riesigen Hof, die Mogulsäle und der Sheesh Mahal des Forts von Lahore mit seiner bemalten Bilderwand und dazwischen der Sikh-Schrein Ranjit Singhs.",
        ],
      ],
      [
        "see",
        [
          "Lahore: the Walled City and Wazir Khan Mosque",
          "Lahore: la città murata e la moschea di Wazir Khan",
          "Lahore: la ciudad amurallada y la mezquita de Wazir Khan",
          "Lahore : la vieille ville fortifiée et la mosquée Wazir Khan",
          "Lahore: die Altstadt und die Wazir-Khan-Moschee",
        ],
        [
          "Through Delhi Gate into the Walled City, the tile-covered Wazir Khan Mosque and the Shahi Hammam, the bazaars, and at dusk the qawwali or the flag ceremony at the Wagah border.",
          "Dalla Porta di Delhi nella città murata, la moschea di Wazir Khan coperta di maioliche e lo Shahi Hammam, i bazar e al tramonto il qawwali o la cerimonia della bandiera al confine di Wagah.",
          "Por la Puerta de Delhi a la ciudad amurallada, la mezquita de Wazir Khan cubierta de azulejos y el Shahi Hammam, los bazares y al atardecer el qawwali o la ceremonia de la bandera en la frontera de Wagah.",
          "Par la porte de Delhi dans la vieille ville fortifiée, la mosquée Wazir Khan couverte de faïences et le Shahi Hammam, les bazars, et au crépuscule le qawwali ou la cérémonie du drapeau à la frontière de Wagah.",
          "Durch das Delhi-Tor in die ummauerte Altstadt, die fliesenbedeckte Wazir-Khan-Moschee und der Shahi Hammam, die Basare und abends Qawwali oder die Flaggenzeremonie an der Grenze bei Wagah.",
        ],
      ],
      [
        "food",
        [
          "Lahore: nihari, paye and Food Street",
          "Lahore: nihari, paye e Food Street",
          "Lahore: nihari, paye y Food Street",
          "Lahore : nihari, paye et Food Street",
          "Lahore: Nihari, Paye und die Food Street",
        ],
        [
          "Lahore, the food capital of Pakistan: nihari and paye for breakfast, lassi in a steel glass, halwa puri, and dinner on Fort Road Food Street facing the lit-up Badshahi Mosque.",
          "Lahore, capitale gastronomica del Pakistan: nihari e paye a colazione, lassi in un bicchiere d'acciaio, halwa puri e cena sulla Food Street di Fort Road davanti alla moschea Badshahi illuminata.",
          "Lahore, capital gastronómica de Pakistán: nihari y paye de desayuno, lassi en vaso de acero, halwa puri y cena en la Food Street de Fort Road frente a la mezquita Badshahi iluminada.",
          "Lahore, capitale gourmande du Pakistan : nihari et paye au petit-déjeuner, lassi dans un gobelet d'acier, halwa puri, et dîner sur la Food Street de Fort Road face à la mosquée Badshahi illuminée.",
          "Lahore, Pakistans Hauptstadt des Essens: Nihari und Paye zum Frühstück, Lassi im Stahlbecher, Halwa Puri und Abendessen an der Food Street der Fort Road gegenüber der beleuchteten Badshahi-Moschee.",
        ],
      ],
    ],
  },
  "PAK Hunza Valley": {
    months: [5, 10],
    days: [
      [
        "trek",
        [
          "Hunza Valley: from Hopar up the Bualtar glacier",
          "Valle di Hunza: da Hopar lungo il ghiacciaio Bualtar",
          "Valle de Hunza: de Hopar por el glaciar Bualtar",
          "Vallée de la Hunza : de Hopar le long du glacier Bualtar",
          "Hunza-Tal: von Hopar am Bualtar-Gletscher hinauf",
        ],
        [
          "From the villages of Hopar in Nagar, across the moraine of the Bualtar glacier and up through juniper to the summer pastures and camp of Hapakun.",
          "Dai villaggi di Hopar nel Nagar, attraverso la morena del ghiacciaio Bualtar e su tra i ginepri fino ai pascoli estivi e al campo di Hapakun.",
          "Desde las aldeas de Hopar en Nagar, por la morrena del glaciar Bualtar y subiendo entre enebros hasta los pastos de verano y el campamento de Hapakun.",
          "Des villages de Hopar dans le Nagar, à travers la moraine du glacier Bualtar puis entre les genévriers jusqu'aux estives et au camp de Hapakun.",
          "Von den Dörfern von Hopar in Nagar über die Moräne des Bualtar-Gletschers und durch Wacholder hinauf zu den Sommerweiden und zum Lager Hapakun.",
        ],
      ],
      [
        "trek",
        [
          "Hunza Valley: Rush Lake above the Miar glacier",
          "Valle di Hunza: il lago Rush sopra il ghiacciaio Miar",
          "Valle de Hunza: el lago Rush sobre el glaciar Miar",
          "Vallée de la Hunza : le lac Rush au-dessus du glacier Miar",
          "Hunza-Tal: der Rush-See über dem Miar-Gletscher",
        ],
        [
          "Along the Miar glacier and up to Rush Lake at about 4,700 m, one of the highest alpine lakes in Pakistan, with Spantik, Malubiting and on clear days K2 in view.",
          "Lungo il ghiacciaio Miar e su fino al lago Rush a circa 4.700 m, uno dei laghi alpini più alti del Pakistan, con lo Spantik, il Malubiting e nei giorni limpidi il K2 in vista.",
          "Junto al glaciar Miar y subiendo hasta el lago Rush, a unos 4.700 m, uno de los lagos alpinos más altos de Pakistán, con el Spantik, el Malubiting y, los días claros, el K2 a la vista.",
          "Le long du glacier Miar puis jusqu'au lac Rush, vers 4 700 m, l'un des plus hauts lacs alpins du Pakistan, avec le Spantik, le Malubiting et, par temps clair, le K2 en vue.",
          "Am Miar-Gletscher entlang hinauf zum Rush-See auf rund 4.700 m, einem der höchsten Bergseen Pakistans, mit Spantik, Malubiting und an klaren Tagen dem K2 im Blick.",
        ],
      ],
      [
        "trek",
        [
          "Hunza Valley: Rush Peak and the descent to Hopar",
          "Valle di Hunza: il Rush Peak e la discesa a Hopar",
          "Valle de Hunza: el Rush Peak y el descenso a Hopar",
          "Vallée de la Hunza : le Rush Peak et la descente vers Hopar",
          "Hunza-Tal: der Rush Peak und der Abstieg nach Hopar",
        ],
        [
          "An early climb up Rush Peak above the lake for the sweep of Karakoram peaks, then the long descent by Chidin Harai and the glacier back to the villages of Hopar.",
          "Una salita all'alba sul Rush Peak sopra il lago per l'ampio panorama delle vette del Karakorum, poi la lunga discesa per Chidin Harai e il ghiacciaio fino ai villaggi di Hopar.",
          "Una subida temprana al Rush Peak sobre el lago para ver el gran panorama de cumbres del Karakórum, y luego el largo descenso por Chidin Harai y el glaciar hasta las aldeas de Hopar.",
          "Une montée matinale au Rush Peak au-dessus du lac pour le grand panorama des sommets du Karakoram, puis la longue descente par Chidin Harai et le glacier jusqu'aux villages de Hopar.",
          "Frühmorgens auf den Rush Peak über dem See mit dem Rundblick über die Karakorum-Gipfel, dann der lange Abstieg über Chidin Harai und den Gletscher zurück zu den Dörfern von Hopar.",
        ],
      ],
      [
        "see",
        [
          "Hunza Valley: the Passu Cones and the suspension bridges",
          "Valle di Hunza: i Passu Cones e i ponti sospesi",
          "Valle de Hunza: los Passu Cones y los puentes colgantes",
          "Vallée de la Hunza : les Passu Cones et les ponts suspendus",
          "Hunza-Tal: die Passu Cones und die Hängebrücken",
        ],
        [
          "Upper Hunza in Gojal: the jagged Passu Cones above the Karakoram Highway, the swaying Hussaini suspension bridge over the river, and a walk onto the edge of the Passu glacier.",
          "L'alta Hunza nel Gojal: le guglie dei Passu Cones sopra la Karakoram Highway, il traballante ponte sospeso di Hussaini sul fiume e una camminata fino al bordo del ghiacciaio di Passu.",
          "La alta Hunza en Gojal: las agujas de los Passu Cones sobre la Karakoram Highway, el bamboleante puente colgante de Hussaini sobre el río y una caminata hasta el borde del glaciar de Passu.",
          "La haute Hunza dans le Gojal : les aiguilles des Passu Cones au-dessus de la Karakoram Highway, le pont suspendu branlant de Hussaini sur la rivière et une marche jusqu'au bord du glacier de Passu.",
          "Das obere Hunza in Gojal: die zackigen Passu Cones über dem Karakorum Highway, die schwankende Hussaini-Hängebrücke über dem Fluss und ein Gang bis an den Rand des Passu-Gletschers.",
        ],
      ],
    ],
  },
  "PAK Karimabad": {
    days: [
      [
        "see",
        [
          "Karimabad: Baltit and Altit forts",
          "Karimabad: i forti di Baltit e Altit",
          "Karimabad: los fuertes de Baltit y Altit",
          "Karimabad : les forts de Baltit et d'Altit",
          "Karimabad: die Forts Baltit und Altit",
        ],
        [
          "Baltit Fort, the old palace of the Mirs of Hunza above Karimabad, Altit Fort on its cliff over the river, and the view of Rakaposhi and Ultar Sar from the Eagle's Nest at sunset.",
          "Il forte di Baltit, vecchio palazzo dei Mir di Hunza sopra Karimabad, il forte di Altit sulla rupe sopra il fiume e la vista sul Rakaposhi e sull'Ultar Sar dall'Eagle's Nest al tramonto.",
          "El fuerte de Baltit, viejo palacio de los Mir de Hunza sobre Karimabad, el fuerte de Altit en su acantilado sobre el río y la vista del Rakaposhi y el Ultar Sar desde el Eagle's Nest al atardecer.",
          "Le fort de Baltit, ancien palais des Mirs de Hunza au-dessus de Karimabad, le fort d'Altit sur sa falaise au-dessus de la rivière et la vue sur le Rakaposhi et l'Ultar Sar depuis l'Eagle's Nest au couchant.",
          "Das Fort Baltit, der alte Palast der Mire von Hunza über Karimabad, das Fort Altit auf seinem Felsen über dem Fluss und der Blick auf Rakaposhi und Ultar Sar vom Eagle's Nest bei Sonnenuntergang.",
        ],
      ],
      [
        "food",
        [
          "Karimabad: apricots, walnut cake and Hunza cooking",
          "Karimabad: albicocche, torta di noci e cucina hunza",
          "Karimabad: albaricoques, pastel de nuez y cocina hunza",
          "Karimabad : abricots, gâteau aux noix et cuisine hunza",
          "Karimabad: Aprikosen, Walnusskuchen und Hunza-Küche",
        ],
        [
          "The apricots of Hunza, fresh or dried on the roofs, chapshuro meat pies, diram fitti of sprouted wheat with apricot oil, and walnut cake in the cafes of the main street.",
          "Le albicocche di Hunza, fresche o essiccate sui tetti, i tortini di carne chapshuro, il diram fitti di grano germogliato con olio di albicocca e la torta di noci nei caffè della via principale.",
          "Los albaricoques de Hunza, frescos o secados en los tejados, las empanadas de carne chapshuro, el diram fitti de trigo germinado con aceite de albaricoque y el pastel de nuez de los cafés de la calle principal.",
          "Les abricots de Hunza, frais ou séchés sur les toits, les tourtes à la viande chapshuro, le diram fitti de blé germé à l'huile d'abricot et le gâteau aux noix des cafés de la rue principale.",
          "Hunzas Aprikosen, frisch oder auf den Dächern getrocknet, Chapshuro-Fleischpasteten, Diram Fitti aus gekeimtem Weizen mit Aprikosenöl und Walnusskuchen in den Cafés der Hauptstraße.",
        ],
      ],
    ],
  },
  "PAK Attabad Lake": {
    months: [4, 11],
    days: [
      [
        "see",
        [
          "Attabad Lake: a boat on the turquoise water",
          "Lago Attabad: in barca sull'acqua turchese",
          "Lago Attabad: en barca por el agua turquesa",
          "Lac Attabad : en bateau sur l'eau turquoise",
          "Attabad-See: mit dem Boot auf dem türkisfarbenen Wasser",
        ],
        [
          "A boat on the lake formed when a landslide dammed the Hunza River in 2010, its turquoise water between bare peaks, and the tunnels of the rebuilt Karakoram Highway along the shore.",
          "In barca sul lago nato quando una frana sbarrò il fiume Hunza nel 2010, con l'acqua turchese tra vette spoglie e le gallerie della Karakoram Highway ricostruita lungo la riva.",
          "En barca por el lago que se formó cuando un corrimiento de tierra cerró el río Hunza en 2010, con su agua turquesa entre picos desnudos y los túneles de la Karakoram Highway reconstruida junto a la orilla.",
          "En bateau sur le lac né quand un glissement de terrain barra la Hunza en 2010, son eau turquoise entre des sommets nus et les tunnels de la Karakoram Highway reconstruite le long de la rive.",
          "Mit dem Boot auf dem See, der entstand, als 2010 ein Bergsturz den Hunza-Fluss aufstaute, türkisfarbenes Wasser zwischen kahlen Gipfeln und die Tunnel des neu gebauten Karakorum Highway am Ufer.",
        ],
      ],
      [
        "see",
        [
          "Attabad Lake: Gulmit and the Borith lake walk",
          "Lago Attabad: Gulmit e la camminata al lago Borith",
          "Lago Attabad: Gulmit y la caminata al lago Borith",
          "Lac Attabad : Gulmit et la marche au lac Borith",
          "Attabad-See: Gulmit und die Wanderung zum Borith-See",
        ],
        [
          "The Wakhi village of Gulmit above the lake, its carpet workshop and old houses, then a walk up to the small Borith lake and the view over the Ghulkin glacier.",
          "Il villaggio wakhi di Gulmit sopra il lago, il suo laboratorio di tappeti e le vecchie case, poi una camminata fino al piccolo lago Borith e la vista sul ghiacciaio di Ghulkin.",
          "La aldea wakhi de Gulmit sobre el lago, su taller de alfombras y sus casas antiguas, y luego una caminata hasta el pequeño lago Borith y la vista del glaciar de Ghulkin.",
          "Le village wakhi de Gulmit au-dessus du lac, son atelier de tapis et ses vieilles maisons, puis une marche jusqu'au petit lac Borith et la vue sur le glacier de Ghulkin.",
          "Das Wakhi-Dorf Gulmit über dem See mit seiner Teppichwerkstatt und alten Häusern, dann eine Wanderung zum kleinen Borith-See mit Blick auf den Ghulkin-Gletscher.",
        ],
      ],
    ],
  },
  "PAK Khunjerab Pass": {
    months: [4, 11],
    days: [
      [
        "see",
        [
          "Khunjerab Pass: the border at 4,693 m",
          "Passo Khunjerab: il confine a 4.693 m",
          "Paso de Khunjerab: la frontera a 4.693 m",
          "Col de Khunjerab : la frontière à 4 693 m",
          "Khunjerab-Pass: die Grenze auf 4.693 m",
        ],
        [
          "Up the Karakoram Highway through Khunjerab National Park to the pass at 4,693 m, the highest paved border crossing in the world, with its gate to China, yaks and Himalayan marmots.",
          "Su per la Karakoram Highway attraverso il parco nazionale di Khunjerab fino al passo a 4.693 m, il valico asfaltato più alto del mondo, con la porta verso la Cina, gli yak e le marmotte himalayane.",
          "Por la Karakoram Highway a través del parque nacional de Khunjerab hasta el paso a 4.693 m, el paso fronterizo asfaltado más alto del mundo, con su puerta hacia China, yaks y marmotas del Himalaya.",
          "La Karakoram Highway à travers le parc national de Khunjerab jusqu'au col à 4 693 m, le plus haut poste-frontière routier goudronné du monde, sa porte vers la Chine, les yacks et les marmottes de l'Himalaya.",
          "Über den Karakorum Highway durch den Khunjerab-Nationalpark hinauf zum Pass auf 4.693 m, dem höchsten asphaltierten Grenzübergang der Welt, mit dem Tor nach China, Yaks und Himalaya-Murmeltieren.",
        ],
      ],
      [
        "see",
        [
          "Khunjerab Pass: Sost and the Khunjerab park",
          "Passo Khunjerab: Sost e il parco di Khunjerab",
          "Paso de Khunjerab: Sost y el parque de Khunjerab",
          "Col de Khunjerab : Sost et le parc de Khunjerab",
          "Khunjerab-Pass: Sost und der Khunjerab-Park",
        ],
        [
          "The border town of Sost and the valleys of Khunjerab National Park below the pass, with a ranger's eye for Marco Polo sheep, ibex and the blue sheep on the slopes.",
          "La cittadina di confine di Sost e le valli del parco nazionale di Khunjerab sotto il passo, con l'occhio di un ranger per pecore di Marco Polo, stambecchi e bharal sui pendii.",
          "El pueblo fronterizo de Sost y los valles del parque nacional de Khunjerab bajo el paso, con la mirada de un guarda para buscar ovejas de Marco Polo, íbices y bharales en las laderas.",
          "La ville-frontière de Sost et les vallées du parc national de Khunjerab sous le col, avec l'œil d'un ranger pour repérer mouflons de Marco Polo, bouquetins et bharals sur les pentes.",
          "Der Grenzort Sost und die Täler des Khunjerab-Nationalparks unterhalb des Passes, mit dem Blick eines Rangers für Marco-Polo-Schafe, Steinböcke und Blauschafe an den Hängen.",
        ],
      ],
    ],
  },
  "PAK Skardu": {
    days: [
      [
        "see",
        [
          "Skardu: Shangrila, Kachura and Shigar Fort",
          "Skardu: Shangrila, Kachura e il forte di Shigar",
          "Skardu: Shangrila, Kachura y el fuerte de Shigar",
          "Skardu : Shangrila, Kachura et le fort de Shigar",
          "Skardu: Shangrila, Kachura und das Fort Shigar",
        ],
        [
          "The Kachura lakes in the hills above Skardu, the Skardu fort on its rock, and out to Shigar, where the restored Shigar Fort of the Amacha rajas guards the way to the Baltoro.",
          "I laghi di Kachura sulle colline sopra Skardu, il forte di Skardu sulla sua rocca e fino a Shigar, dove il forte restaurato dei raja Amacha sorveglia la via verso il Baltoro.",
          "Los lagos de Kachura en las colinas sobre Skardu, el fuerte de Skardu en su peña y hasta Shigar, donde el fuerte restaurado de los rajás Amacha guarda el camino hacia el Baltoro.",
          "Les lacs de Kachura dans les collines au-dessus de Skardu, le fort de Skardu sur son rocher et jusqu'à Shigar, où le fort restauré des rajas Amacha garde la route du Baltoro.",
          "Die Kachura-Seen in den Hügeln über Skardu, das Fort von Skardu auf seinem Felsen und hinaus nach Shigar, wo das restaurierte Fort der Amacha-Radschas den Weg zum Baltoro bewacht.",
        ],
      ],
      [
        "food",
        [
          "Skardu: Balti cooking and apricot kernels",
          "Skardu: cucina balti e noccioli di albicocca",
          "Skardu: cocina balti y huesos de albaricoque",
          "Skardu : cuisine balti et amandes d'abricot",
          "Skardu: Balti-Küche und Aprikosenkerne",
        ],
        [
          "The food of Baltistan: mamtu dumplings, balay noodle soup, marzan of barley flour with apricot oil, butter tea, and the dried apricots and kernels of the Skardu bazaar.",
          "La cucina del Baltistan: ravioli mamtu, zuppa di pasta balay, marzan di farina d'orzo con olio di albicocca, tè al burro e le albicocche secche e i noccioli del bazar di Skardu.",
          "La cocina del Baltistán: empanadillas mamtu, sopa de fideos balay, marzan de harina de cebada con aceite de albaricoque, té con mantequilla y los orejones y huesos de albaricoque del bazar de Skardu.",
          "La cuisine du Baltistan : raviolis mamtu, soupe de nouilles balay, marzan de farine d'orge à l'huile d'abricot, thé au beurre, et les abricots secs et amandes d'abricot du bazar de Skardu.",
          "Die Küche Baltistans: Mamtu-Teigtaschen, Balay-Nudelsuppe, Marzan aus Gerstenmehl mit Aprikosenöl, Buttertee und die getrockneten Aprikosen und Kerne des Basars von Skardu.",
        ],
      ],
    ],
  },
  "PAK Fairy Meadows": {
    months: [5, 10],
    days: [
      [
        "trek",
        [
          "Fairy Meadows: from Raikot Bridge to the meadows",
          "Fairy Meadows: dal ponte di Raikot ai prati",
          "Fairy Meadows: del puente de Raikot a los prados",
          "Fairy Meadows : du pont de Raikot aux prairies",
          "Fairy Meadows: von der Raikot-Brücke zu den Wiesen",
        ],
        [
          "By jeep from Raikot Bridge on the Karakoram Highway up the narrow track to Tattu, then on foot through pine forest to the log cabins of Fairy Meadows facing Nanga Parbat.",
          "In jeep dal ponte di Raikot sulla Karakoram Highway su per la stretta pista fino a Tattu, poi a piedi nella pineta fino alle baite di tronchi di Fairy Meadows davanti al Nanga Parbat.",
          "En jeep desde el puente de Raikot en la Karakoram Highway por la estrecha pista hasta Tattu, y luego a pie por el pinar hasta las cabañas de troncos de Fairy Meadows frente al Nanga Parbat.",
          "En jeep du pont de Raikot sur la Karakoram Highway par l'étroite piste jusqu'à Tattu, puis à pied dans la forêt de pins jusqu'aux cabanes de rondins de Fairy Meadows face au Nanga Parbat.",
          "Im Jeep von der Raikot-Brücke am Karakorum Highway die schmale Piste hinauf nach Tattu, dann zu Fuß durch Kiefernwald zu den Blockhütten der Fairy Meadows gegenüber dem Nanga Parbat.",
        ],
      ],
      [
        "trek",
        [
          "Fairy Meadows: to Beyal Camp",
          "Fairy Meadows: fino al Beyal Camp",
          "Fairy Meadows: hasta el Beyal Camp",
          "Fairy Meadows : jusqu'au Beyal Camp",
          "Fairy Meadows: zum Beyal Camp",
        ],
        [
          "Through the forest and along the Raikot glacier to the shepherds' huts of Beyal Camp, with the Rakhiot face of Nanga Parbat rising ever closer.",
          "Nel bosco e lungo il ghiacciaio di Raikot fino alle capanne dei pastori del Beyal Camp, con la parete Rakhiot del Nanga Parbat sempre più vicina.",
          "Por el bosque y a lo largo del glaciar de Raikot hasta las cabañas de pastores del Beyal Camp, con la cara Rakhiot del Nanga Parbat cada vez más cerca.",
          "Par la forêt et le long du glacier de Raikot jusqu'aux huttes de bergers du Beyal Camp, la face Rakhiot du Nanga Parbat de plus en plus proche.",
          "Durch den Wald und am Raikot-Gletscher entlang zu den Hirtenhütten des Beyal Camp, die Rakhiot-Flanke des Nanga Parbat immer näher.",
        ],
      ],
      [
        "trek",
        [
          "Fairy Meadows: Nanga Parbat Base Camp",
          "Fairy Meadows: il campo base del Nanga Parbat",
          "Fairy Meadows: el campo base del Nanga Parbat",
          "Fairy Meadows : le camp de base du Nanga Parbat",
          "Fairy Meadows: das Basislager des Nanga Parbat",
        ],
        [
          "Past the viewpoint over the glacier to the Nanga Parbat Base Camp at about 3,900 m under the north face of the ninth-highest mountain on earth, and back down to Fairy Meadows.",
          "Oltre il belvedere sul ghiacciaio fino al campo base del Nanga Parbat a circa 3.900 m, sotto la parete nord della nona montagna più alta della Terra, e ritorno a Fairy Meadows.",
          "Pasado el mirador sobre el glaciar hasta el campo base del Nanga Parbat, a unos 3.900 m, bajo la cara norte de la novena montaña más alta de la Tierra, y vuelta a Fairy Meadows.",
          "Par le belvédère sur le glacier jusqu'au camp de base du Nanga Parbat, vers 3 900 m, sous la face nord de la neuvième montagne du globe, puis retour à Fairy Meadows.",
          "Am Aussichtspunkt über dem Gletscher vorbei zum Nanga-Parbat-Basislager auf rund 3.900 m unter der Nordwand des neunthöchsten Bergs der Erde und zurück zu den Fairy Meadows.",
        ],
      ],
      [
        "see",
        [
          "Fairy Meadows: dawn on Nanga Parbat and the lake",
          "Fairy Meadows: l'alba sul Nanga Parbat e il laghetto",
          "Fairy Meadows: amanecer en el Nanga Parbat y el lago",
          "Fairy Meadows : l'aube sur le Nanga Parbat et le lac",
          "Fairy Meadows: Morgengrauen am Nanga Parbat und der See",
        ],
        [
          "Dawn light on the snow of Nanga Parbat from the meadow, its reflection in the small lake among the pines, and a quiet day of short walks around the cabins.",
          "La luce dell'alba sulla neve del Nanga Parbat dal prato, il suo riflesso nel laghetto tra i pini e una giornata tranquilla di brevi passeggiate intorno alle baite.",
          "La luz del alba sobre la nieve del Nanga Parbat desde el prado, su reflejo en el pequeño lago entre los pinos y un día tranquilo de paseos cortos alrededor de las cabañas.",
          "La lumière de l'aube sur la neige du Nanga Parbat depuis la prairie, son reflet dans le petit lac entre les pins et une journée calme de courtes balades autour des cabanes.",
          "Morgenlicht auf dem Schnee des Nanga Parbat von der Wiese aus, seine Spiegelung im kleinen See zwischen den Kiefern und ein ruhiger Tag mit kurzen Spaziergängen rund um die Hütten.",
        ],
      ],
    ],
  },
  "GEO Tbilisi": {
    days: [
      [
        "see",
        [
          "Tbilisi: the old town, Narikala and the sulfur baths",
          "Tbilisi: la città vecchia, Narikala e i bagni sulfurei",
          "Tiflis: el casco antiguo, Narikala y los baños de azufre",
          "Tbilissi : la vieille ville, Narikala et les bains sulfureux",
          "Tiflis: Altstadt, Narikala und die Schwefelbäder",
        ],
        [
          "Through the carved balconies of the old town to Sioni Cathedral and the leaning clock tower, up to Narikala fortress by cable car, and down to the brick domes of the Abanotubani sulfur baths.",
          "Tra i balconi intagliati della città vecchia fino alla cattedrale di Sioni e alla torre dell'orologio storta, su alla fortezza di Narikala in funivia e giù fino alle cupole di mattoni dei bagni sulfurei di Abanotubani.",
          "Entre los balcones tallados del casco antiguo hasta la catedral de Sioni y la torre del reloj torcida, subida en teleférico a la fortaleza de Narikala y bajada a las cúpulas de ladrillo de los baños de azufre de Abanotubani.",
          "Parmi les balcons sculptés de la vieille ville jusqu'à la cathédrale de Sioni et la tour de l'horloge penchée, montée en téléphérique à la forteresse de Narikala, puis descente vers les coupoles de brique des bains sulfureux d'Abanotoubani.",
          "Vorbei an den geschnitzten Balkonen der Altstadt zur Sioni-Kathedrale und zum schiefen Uhrturm, mit der Seilbahn hinauf zur Festung Narikala und hinab zu den Ziegelkuppeln der Schwefelbäder von Abanotubani.",
        ],
      ],
      [
        "see",
        [
          "Tbilisi: Rustaveli Avenue and the Dry Bridge market",
          "Tbilisi: il viale Rustaveli e il mercato del Ponte Secco",
          "Tiflis: la avenida Rustaveli y el mercado del Puente Seco",
          "Tbilissi : l'avenue Roustavéli et le marché du Pont sec",
          "Tiflis: der Rustaweli-Boulevard und der Markt an der Trockenen Brücke",
        ],
        [
          "The Georgian National Museum's gold of Colchis, Rustaveli Avenue's old palaces and opera house, the Soviet relics of the Dry Bridge flea market, and the Holy Trinity Cathedral on its hill.",
          "L'oro della Colchide al Museo nazionale georgiano, i vecchi palazzi e l'opera del viale Rustaveli, i cimeli sovietici del mercatino del Ponte Secco e la cattedrale della Santissima Trinità sulla collina.",
          "El oro de la Cólquida en el Museo Nacional de Georgia, los viejos palacios y la ópera de la avenida Rustaveli, las reliquias soviéticas del mercadillo del Puente Seco y la catedral de la Santísima Trinidad en su colina.",
          "L'or de Colchide au Musée national géorgien, les vieux palais et l'opéra de l'avenue Roustavéli, les reliques soviétiques de la brocante du Pont sec et la cathédrale de la Sainte-Trinité sur sa colline.",
          "Das Gold von Kolchis im Georgischen Nationalmuseum, die alten Paläste und die Oper am Rustaweli-Boulevard, Sowjet-Relikte auf dem Flohmarkt an der Trockenen Brücke und die Dreifaltigkeitskathedrale auf ihrem Hügel.",
        ],
      ],
      [
        "food",
        [
          "Tbilisi: khachapuri, khinkali and qvevri wine",
          "Tbilisi: khachapuri, khinkali e vino in qvevri",
          "Tiflis: khachapuri, khinkali y vino de qvevri",
          "Tbilissi : khatchapouri, khinkali et vin de qvevri",
          "Tiflis: Chatschapuri, Chinkali und Qvevri-Wein",
        ],
        [
          "Adjarian khachapuri with egg and butter, khinkali dumplings eaten by their knot, pkhali and badrijani, then a tasting of amber wines fermented in clay qvevri, with a supra toast or two.",
          "Khachapuri adjaro con uovo e burro, ravioli khinkali mangiati tenendoli per il nodo, pkhali e badrijani, poi una degustazione di vini ambrati fermentati nei qvevri di terracotta, con un brindisi da supra.",
          "Khachapuri adjaro con huevo y mantequilla, khinkali comidos cogiéndolos por el nudo, pkhali y badrijani, y luego una cata de vinos ámbar fermentados en qvevri de barro, con algún brindis de supra.",
          "Khatchapouri adjar à l'œuf et au beurre, khinkali qu'on tient par leur nœud, pkhali et badrijani, puis une dégustation de vins ambrés fermentés en qvevri d'argile, avec un toast ou deux de supra.",
          "Adscharisches Chatschapuri mit Ei und Butter, Chinkali, am Knoten gehalten, Pchali und Badridschani, dann eine Verkostung von Bernsteinweinen aus Ton-Qvevri mit dem einen oder anderen Supra-Trinkspruch.",
        ],
      ],
      [
        "night",
        [
          "Tbilisi by night in Fabrika and the clubs",
          "Tbilisi di notte alla Fabrika e nei club",
          "Tiflis de noche en Fabrika y los clubes",
          "Tbilissi la nuit à Fabrika et dans les clubs",
          "Tiflis bei Nacht in der Fabrika und den Clubs",
        ],
        [
          "The courtyard bars of Fabrika, a Soviet sewing factory turned hostel and venue, wine bars of Sololaki, and the techno clubs that made Tbilisi a name in the night, Bassiani under the football stadium.",
          "I bar nel cortile della Fabrika, fabbrica di cucito sovietica diventata ostello e locale, le enoteche di Sololaki e i club techno che hanno reso famosa Tbilisi di notte, come il Bassiani sotto lo stadio.",
          "Los bares del patio de Fabrika, fábrica de costura soviética convertida en albergue y local, los bares de vino de Sololaki y los clubes techno que dieron fama nocturna a Tiflis, como el Bassiani bajo el estadio.",
          "Les bars dans la cour de Fabrika, atelier de couture soviétique devenu auberge et lieu de sortie, les bars à vin de Sololaki et les clubs techno qui ont fait la réputation nocturne de Tbilissi, dont le Bassiani sous le stade.",
          "Die Hofbars der Fabrika, einer sowjetischen Nähfabrik, heute Hostel und Treffpunkt, Weinbars in Sololaki und die Technoclubs, die Tiflis nachts berühmt machten, etwa das Bassiani unter dem Fußballstadion.",
        ],
      ],
    ],
  },
  "GEO Mtskheta": {
    days: [
      [
        "see",
        [
          "Mtskheta: Svetitskhoveli and Jvari",
          "Mtskheta: Svetitskhoveli e Jvari",
          "Mtskheta: Svetitskhoveli y Jvari",
          "Mtskheta : Svetitskhoveli et Djvari",
          "Mtskheta: Swetizchoweli und Dschwari",
        ],
        [
          "The old royal capital at the meeting of the Aragvi and Mtkvari: Svetitskhoveli Cathedral, said to hold Christ's robe, the Samtavro convent, and the 6th-century Jvari monastery on its hill above.",
          "L'antica capitale reale alla confluenza dell'Aragvi e del Mtkvari: la cattedrale di Svetitskhoveli, che custodirebbe la tunica di Cristo, il convento di Samtavro e il monastero di Jvari del VI secolo sulla collina.",
          "La antigua capital real en la confluencia del Aragvi y el Mtkvari: la catedral de Svetitskhoveli, que guardaría la túnica de Cristo, el convento de Samtavro y el monasterio de Jvari del siglo VI en su colina.",
          "L'ancienne capitale royale au confluent de l'Aragvi et de la Koura : la cathédrale de Svetitskhoveli, qui garderait la tunique du Christ, le couvent de Samtavro et le monastère de Djvari du VIe siècle sur sa colline.",
          "Die alte Königsstadt am Zusammenfluss von Aragwi und Mtkwari: die Swetizchoweli-Kathedrale, die das Gewand Christi bergen soll, das Kloster Samtawro und auf dem Hügel das Kloster Dschwari aus dem 6. Jahrhundert.",
        ],
      ],
      [
        "food",
        [
          "Mtskheta: lobiani, churchkhela and a family winery",
          "Mtskheta: lobiani, churchkhela e una cantina di famiglia",
          "Mtskheta: lobiani, churchkhela y una bodega familiar",
          "Mtskheta : lobiani, tchourtchkhela et cave familiale",
          "Mtskheta: Lobiani, Tschurtschchela und ein Familienweingut",
        ],
        [
          "Lobiani bean bread baked in a clay tone oven, churchkhela, walnuts strung and dipped in grape juice, from the stalls by the cathedral, and lunch and wine at a family winery nearby.",
          "Il lobiani, pane ai fagioli cotto nel forno di terracotta tone, le churchkhela, noci infilate e immerse nel succo d'uva, dai banchi vicino alla cattedrale, e pranzo e vino in una cantina di famiglia.",
          "El lobiani, pan de alubias cocido en el horno de barro tone, las churchkhela, nueces ensartadas y bañadas en mosto, de los puestos junto a la catedral, y almuerzo y vino en una bodega familiar cercana.",
          "Le lobiani, pain aux haricots cuit dans le four d'argile tone, les tchourtchkhela, noix enfilées et trempées dans le jus de raisin, des étals près de la cathédrale, et déjeuner et vin dans une cave familiale voisine.",
          "Lobiani, Bohnenbrot aus dem Tonofen Tone, Tschurtschchela, aufgefädelte und in Traubensaft getauchte Walnüsse, von den Ständen an der Kathedrale, und Mittagessen mit Wein bei einem Familienweingut.",
        ],
      ],
    ],
  },
  "GEO Kazbegi": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Kazbegi: up to Gergeti Trinity Church",
          "Kazbegi: su alla chiesa della Trinità di Gergeti",
          "Kazbegi: subida a la iglesia de la Trinidad de Gergeti",
          "Kazbegi : montée à l'église de la Trinité de Guergueti",
          "Kasbegi: hinauf zur Dreifaltigkeitskirche von Gergeti",
        ],
        [
          "From Stepantsminda up the path to Gergeti Trinity Church on its ridge under Mount Kazbek, then on across the alpine meadows to the Sabertse pass viewpoint over the Gergeti glacier.",
          "Da Stepantsminda su per il sentiero fino alla chiesa della Trinità di Gergeti sulla cresta sotto il Kazbek, poi oltre sui prati alpini fino al belvedere del passo Sabertse sul ghiacciaio di Gergeti.",
          "Desde Stepantsminda por el sendero hasta la iglesia de la Trinidad de Gergeti en su cresta bajo el Kazbek, y luego por los prados alpinos hasta el mirador del paso Sabertse sobre el glaciar de Gergeti.",
          "De Stepantsminda par le sentier jusqu'à l'église de la Trinité de Guergueti sur sa crête sous le Kazbek, puis à travers les alpages jusqu'au belvédère du col de Sabertse sur le glacier de Guergueti.",
          "Von Stepanzminda den Pfad hinauf zur Dreifaltigkeitskirche von Gergeti auf ihrem Grat unter dem Kasbek, dann über Almwiesen zum Aussichtspunkt am Sabertse-Pass über dem Gergeti-Gletscher.",
        ],
      ],
      [
        "trek",
        [
          "Kazbegi: Juta to the Chaukhi lakes",
          "Kazbegi: da Juta ai laghi di Chaukhi",
          "Kazbegi: de Juta a los lagos de Chaukhi",
          "Kazbegi : de Djouta aux lacs de Tchaoukhi",
          "Kasbegi: von Dschuta zu den Tschauchi-Seen",
        ],
        [
          "From the Khevsur village of Juta up the valley below the jagged Chaukhi massif to the camp by the small lakes at the foot of the Chaukhi pass.",
          "Dal villaggio khevsuro di Juta su per la valle sotto il frastagliato massiccio del Chaukhi fino al campo vicino ai laghetti ai piedi del passo Chaukhi.",
          "Desde la aldea jevsur de Juta valle arriba bajo el recortado macizo del Chaukhi hasta el campamento junto a los pequeños lagos al pie del paso de Chaukhi.",
          "Du village khevsour de Djouta, remontée de la vallée sous le massif déchiqueté du Tchaoukhi jusqu'au camp près des petits lacs au pied du col de Tchaoukhi.",
          "Vom Chewsuren-Dorf Dschuta talaufwärts unter dem zerklüfteten Tschauchi-Massiv zum Lager an den kleinen Seen am Fuß des Tschauchi-Passes.",
        ],
      ],
      [
        "trek",
        [
          "Kazbegi: over the Chaukhi pass to Roshka",
          "Kazbegi: oltre il passo Chaukhi fino a Roshka",
          "Kazbegi: por el paso de Chaukhi hasta Roshka",
          "Kazbegi : par le col de Tchaoukhi jusqu'à Rochka",
          "Kasbegi: über den Tschauchi-Pass nach Roschka",
        ],
        [
          "Up the scree to the Chaukhi pass at about 3,340 m, down past the blue, green and white Abudelauri lakes, and on to the stone village of Roshka in Khevsureti.",
          "Su per il ghiaione fino al passo Chaukhi a circa 3.340 m, giù oltre i laghi blu, verde e bianco di Abudelauri e fino al villaggio di pietra di Roshka in Khevsureti.",
          "Subida por la pedrera hasta el paso de Chaukhi, a unos 3.340 m, bajada junto a los lagos azul, verde y blanco de Abudelauri y hasta la aldea de piedra de Roshka, en Jevsuretia.",
          "Montée dans les éboulis jusqu'au col de Tchaoukhi, vers 3 340 m, descente par les lacs bleu, vert et blanc d'Aboudelaouri et jusqu'au village de pierre de Rochka, en Khevsourétie.",
          "Durch Geröll hinauf zum Tschauchi-Pass auf rund 3.340 m, hinab an den blauen, grünen und weißen Abudelauri-Seen vorbei und weiter zum Steindorf Roschka in Chewsuretien.",
        ],
      ],
      [
        "see",
        [
          "Kazbegi: the Truso valley",
          "Kazbegi: la valle del Truso",
          "Kazbegi: el valle de Truso",
          "Kazbegi : la vallée de Trouso",
          "Kasbegi: das Truso-Tal",
        ],
        [
          "A walk up the Truso valley along the Terek, past travertine springs and mineral pools, to the abandoned Ossetian villages and the Zakagori fortress at the end of the road.",
          "Una camminata su per la valle del Truso lungo il Terek, tra sorgenti di travertino e pozze minerali, fino ai villaggi osseti abbandonati e alla fortezza di Zakagori in fondo alla strada.",
          "Una caminata por el valle de Truso junto al Terek, entre manantiales de travertino y pozas minerales, hasta las aldeas osetas abandonadas y la fortaleza de Zakagori al final del camino.",
          "Une marche dans la vallée de Trouso le long du Terek, entre sources de travertin et bassins minéraux, jusqu'aux villages ossètes abandonnés et à la forteresse de Zakagori au bout du chemin.",
          "Eine Wanderung durch das Truso-Tal am Terek entlang, vorbei an Travertinquellen und Mineralbecken, zu verlassenen ossetischen Dörfern und zur Festung Zakagori am Ende des Weges.",
        ],
      ],
    ],
  },
  "GEO Kakheti": {
    days: [
      [
        "see",
        [
          "Kakheti: Alaverdi, Gremi and the qvevri cellars",
          "Cachezia: Alaverdi, Gremi e le cantine dei qvevri",
          "Kajetia: Alaverdi, Gremi y las bodegas de qvevri",
          "Kakhétie : Alaverdi, Gremi et les caves à qvevri",
          "Kachetien: Alaverdi, Gremi und die Qvevri-Keller",
        ],
        [
          "The 11th-century Alaverdi cathedral and its monks' wine cellar, the hilltop citadel of Gremi, and a family marani where wine ferments in qvevri buried in the ground.",
          "La cattedrale di Alaverdi dell'XI secolo e la cantina dei suoi monaci, la cittadella di Gremi sulla collina e un marani di famiglia dove il vino fermenta nei qvevri interrati.",
          "La catedral de Alaverdi del siglo XI y la bodega de sus monjes, la ciudadela de Gremi en su colina y un marani familiar donde el vino fermenta en qvevri enterrados.",
          "La cathédrale d'Alaverdi du XIe siècle et le chai de ses moines, la citadelle de Gremi sur sa colline et un marani familial où le vin fermente dans des qvevri enterrés.",
          "Die Kathedrale von Alaverdi aus dem 11. Jahrhundert mit dem Weinkeller ihrer Mönche, die Zitadelle von Gremi auf ihrem Hügel und ein Familien-Marani, in dem Wein in eingegrabenen Qvevri gärt.",
        ],
      ],
      [
        "see",
        [
          "Kakheti: Telavi, Tsinandali and the Alazani valley",
          "Cachezia: Telavi, Tsinandali e la valle dell'Alazani",
          "Kajetia: Telavi, Tsinandali y el valle del Alazani",
          "Kakhétie : Telavi, Tsinandali et la vallée de l'Alazani",
          "Kachetien: Telawi, Zinandali und das Alasani-Tal",
        ],
        [
          "The old market town of Telavi with its giant plane tree and King Erekle's palace, the Chavchavadze estate of Tsinandali and its gardens, and vineyards across the Alazani valley to the Caucasus.",
          "La vecchia città mercato di Telavi con il suo platano gigante e il palazzo di re Erekle, la tenuta dei Chavchavadze a Tsinandali con i giardini e i vigneti della valle dell'Alazani fino al Caucaso.",
          "La vieja ciudad de mercado de Telavi con su plátano gigante y el palacio del rey Erekle, la finca de los Chavchavadze en Tsinandali con sus jardines y los viñedos del valle del Alazani hasta el Cáucaso.",
          "La vieille ville marchande de Telavi, son platane géant et le palais du roi Erekle, le domaine des Tchavtchavadze à Tsinandali et ses jardins, et les vignes de la vallée de l'Alazani jusqu'au Caucase.",
          "Die alte Marktstadt Telawi mit ihrer Riesenplatane und dem Palast König Erekles, das Tschawtschawadse-Gut Zinandali mit seinen Gärten und Weinberge im Alasani-Tal bis zum Kaukasus.",
        ],
      ],
    ],
  },
  "GEO Sighnaghi": {
    days: [
      [
        "see",
        [
          "Sighnaghi: the walls and Bodbe monastery",
          "Sighnaghi: le mura e il monastero di Bodbe",
          "Sighnaghi: las murallas y el monasterio de Bodbe",
          "Sighnaghi : les remparts et le monastère de Bodbe",
          "Sighnaghi: die Mauern und das Kloster Bodbe",
        ],
        [
          "Along the towers of Sighnaghi's 18th-century walls above the Alazani valley, the Pirosmani paintings of the local museum, and Bodbe monastery, where St Nino is buried.",
          "Lungo le torri delle mura settecentesche di Sighnaghi sopra la valle dell'Alazani, i dipinti di Pirosmani del museo locale e il monastero di Bodbe, dove è sepolta santa Nino.",
          "A lo largo de las torres de la muralla del siglo XVIII de Sighnaghi sobre el valle del Alazani, los cuadros de Pirosmani del museo local y el monasterio de Bodbe, donde está enterrada santa Nino.",
          "Le long des tours des remparts du XVIIIe siècle de Sighnaghi au-dessus de la vallée de l'Alazani, les tableaux de Pirosmani du musée local et le monastère de Bodbe, où repose sainte Nino.",
          "Entlang der Türme der Stadtmauer aus dem 18. Jahrhundert über dem Alasani-Tal, die Pirosmani-Bilder des örtlichen Museums und das Kloster Bodbe, in dem die heilige Nino begraben liegt.",
        ],
      ],
      [
        "food",
        [
          "Sighnaghi: mtsvadi and a supra with saperavi",
          "Sighnaghi: mtsvadi e una supra con il saperavi",
          "Sighnaghi: mtsvadi y una supra con saperavi",
          "Sighnaghi : mtsvadi et supra au saperavi",
          "Sighnaghi: Mzwadi und eine Supra mit Saperawi",
        ],
        [
          "A Kakhetian supra in a family home: mtsvadi pork grilled over vine cuttings, shoti bread from the tone oven, chakapuli stew of lamb and tarragon, and saperavi poured by the tamada.",
          "Una supra della Cachezia in una casa di famiglia: mtsvadi di maiale grigliato sui tralci di vite, pane shoti dal forno tone, stufato chakapuli di agnello e dragoncello e saperavi versato dal tamada.",
          "Una supra de Kajetia en una casa familiar: mtsvadi de cerdo asado sobre sarmientos, pan shoti del horno tone, guiso chakapuli de cordero y estragón y saperavi servido por el tamada.",
          "Une supra kakhète chez une famille : mtsvadi de porc grillé sur les sarments, pain shoti du four tone, ragoût tchakapouli d'agneau à l'estragon et saperavi versé par le tamada.",
          "Eine kachetische Supra bei einer Familie: Mzwadi vom Schwein über Rebholz gegrillt, Schoti-Brot aus dem Tone-Ofen, Tschakapuli-Eintopf aus Lamm und Estragon und Saperawi, eingeschenkt vom Tamada.",
        ],
      ],
    ],
  },
  "GEO Kutaisi": {
    days: [
      [
        "see",
        [
          "Kutaisi: Bagrati Cathedral and the Green Bazaar",
          "Kutaisi: la cattedrale di Bagrati e il Bazar Verde",
          "Kutaisi: la catedral de Bagrati y el Bazar Verde",
          "Kutaisi : la cathédrale de Bagrati et le Bazar vert",
          "Kutaisi: die Bagrati-Kathedrale und der Grüne Basar",
        ],
        [
          "Bagrati Cathedral on its hill above the Rioni, the old town's houses and the Colchis fountain, and the Green Bazaar, with its spices, cheeses and churchkhela.",
          "La cattedrale di Bagrati sulla collina sopra il Rioni, le case della città vecchia e la fontana della Colchide e il Bazar Verde con le sue spezie, i formaggi e le churchkhela.",
          "La catedral de Bagrati en su colina sobre el Rioni, las casas del casco antiguo y la fuente de la Cólquida, y el Bazar Verde con sus especias, quesos y churchkhela.",
          "La cathédrale de Bagrati sur sa colline au-dessus du Rioni, les maisons de la vieille ville et la fontaine de Colchide, et le Bazar vert, ses épices, ses fromages et ses tchourtchkhela.",
          "Die Bagrati-Kathedrale auf ihrem Hügel über dem Rioni, die Häuser der Altstadt und der Kolchis-Brunnen und der Grüne Basar mit Gewürzen, Käse und Tschurtschchela.",
        ],
      ],
      [
        "see",
        [
          "Kutaisi: Prometheus Cave and the Okatse canyon",
          "Kutaisi: la grotta di Prometeo e il canyon di Okatse",
          "Kutaisi: la cueva de Prometeo y el cañón de Okatse",
          "Kutaisi : la grotte de Prométhée et le canyon d'Okatse",
          "Kutaisi: die Prometheus-Höhle und die Okatse-Schlucht",
        ],
        [
          "The stalactite halls of Prometheus Cave and its underground river, then the hanging walkway along the cliff of the Okatse canyon, in the forested hills of Imereti.",
          "Le sale di stalattiti della grotta di Prometeo con il suo fiume sotterraneo, poi la passerella sospesa lungo la parete del canyon di Okatse, tra le colline boscose dell'Imerezia.",
          "Las salas de estalactitas de la cueva de Prometeo y su río subterráneo, y luego la pasarela colgada del acantilado del cañón de Okatse, en las colinas boscosas de Imereti.",
          "Les salles à stalactites de la grotte de Prométhée et sa rivière souterraine, puis la passerelle suspendue le long de la falaise du canyon d'Okatse, dans les collines boisées d'Iméréthie.",
          "Die Tropfsteinsäle der Prometheus-Höhle mit ihrem unterirdischen Fluss, dann der Hängesteg an der Felswand der Okatse-Schlucht in den bewaldeten Hügeln Imeretiens.",
        ],
      ],
      [
        "food",
        [
          "Kutaisi: Imeretian khachapuri and pkhlovani",
          "Kutaisi: khachapuri imereti e pkhlovani",
          "Kutaisi: khachapuri imeretio y pkhlovani",
          "Kutaisi : khatchapouri iméréthien et pkhlovani",
          "Kutaisi: imeretisches Chatschapuri und Pchlowani",
        ],
        [
          "The round Imeretian khachapuri filled with the local cheese, pkhlovani pie of greens, elarji cornmeal with sulguni, and a tasting of the region's tsolikouri white wines.",
          "Il khachapuri tondo dell'Imerezia ripieno del formaggio locale, la torta di verdure pkhlovani, l'elarji di farina di mais con il sulguni e una degustazione dei vini bianchi tsolikouri della regione.",
          "El khachapuri redondo de Imereti relleno del queso local, la empanada de verduras pkhlovani, el elarji de harina de maíz con sulguni y una cata de los vinos blancos tsolikouri de la región.",
          "Le khatchapouri rond d'Iméréthie fourré au fromage local, la tourte aux herbes pkhlovani, l'elarji de semoule de maïs au soulgouni et une dégustation des vins blancs tsolikouri de la région.",
          "Das runde imeretische Chatschapuri mit dem Käse der Gegend, Pchlowani-Kräuterkuchen, Elardschi aus Maismehl mit Sulguni und eine Verkostung der Zolikouri-Weißweine der Region.",
        ],
      ],
    ],
  },
  "GEO Gelati Monastery": {
    days: [
      [
        "see",
        [
          "Gelati Monastery: the golden mosaics of David the Builder",
          "Monastero di Gelati: i mosaici d'oro di Davide il Costruttore",
          "Monasterio de Gelati: los mosaicos de oro de David el Constructor",
          "Monastère de Gelati : les mosaïques d'or de David le Bâtisseur",
          "Kloster Gelati: die Goldmosaiken Davids des Erbauers",
        ],
        [
          "The monastery and academy founded by King David the Builder in 1106, the gold-ground mosaic of the Virgin in its apse, frescoes of Georgian kings, and the king's tomb under the gate, with Motsameta nearby.",
          "Il monastero e accademia fondato da re Davide il Costruttore nel 1106, il mosaico della Vergine a fondo oro nell'abside, gli affreschi dei re georgiani e la tomba del re sotto la porta, con Motsameta vicino.",
          "El monasterio y academia fundado por el rey David el Constructor en 1106, el mosaico de la Virgen sobre fondo de oro en el ábside, los frescos de reyes georgianos y la tumba del rey bajo la puerta, con Motsameta cerca.",
          "Le monastère et académie fondé par le roi David le Bâtisseur en 1106, la mosaïque de la Vierge sur fond d'or dans l'abside, les fresques des rois géorgiens et la tombe du roi sous la porte, avec Motsameta tout près.",
          "Das 1106 von König David dem Erbauer gegründete Kloster und Akademie, das Goldgrundmosaik der Muttergottes in der Apsis, Fresken georgischer Könige und das Königsgrab unter dem Tor, nahebei Motsameta.",
        ],
      ],
    ],
  },
  "GEO Svaneti": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Svaneti: from Mestia to Zhabeshi",
          "Svanezia: da Mestia a Zhabeshi",
          "Esvanetia: de Mestia a Zhabeshi",
          "Svanétie : de Mestia à Jabechi",
          "Swanetien: von Mestia nach Schabeschi",
        ],
        [
          "Out of Mestia and up to the ridge with the twin peaks of Ushba behind, then down through the villages of Tsvirmi and Tsaldashi to the guesthouses of Zhabeshi in the Mulkhura valley.",
          "Fuori da Mestia e su fino alla cresta con le due cime dell'Ushba alle spalle, poi giù per i villaggi di Tsvirmi e Tsaldashi fino alle guesthouse di Zhabeshi nella valle del Mulkhura.",
          "Se sale de Mestia hasta la cresta con las dos cumbres del Ushba detrás, y luego se baja por las aldeas de Tsvirmi y Tsaldashi hasta las casas de huéspedes de Zhabeshi en el valle del Mulkhura.",
          "Au départ de Mestia, montée jusqu'à la crête avec les deux sommets de l'Ouchba derrière, puis descente par les villages de Tsvirmi et Tsaldachi jusqu'aux maisons d'hôtes de Jabechi dans la vallée de la Moulkhoura.",
          "Aus Mestia hinauf zum Kamm mit dem Doppelgipfel des Uschba im Rücken, dann durch die Dörfer Zwirmi und Zaldaschi hinab zu den Gästehäusern von Schabeschi im Mulchura-Tal.",
        ],
      ],
      [
        "trek",
        [
          "Svaneti: Zhabeshi to Adishi",
          "Svanezia: da Zhabeshi ad Adishi",
          "Esvanetia: de Zhabeshi a Adishi",
          "Svanétie : de Jabechi à Adichi",
          "Swanetien: von Schabeschi nach Adischi",
        ],
        [
          "Up through the forest to the ski slopes of Tetnuldi and along the ridge under the white pyramid of Tetnuldi, then down to Adishi, a village of stone towers with a few families left.",
          "Su nel bosco fino alle piste di Tetnuldi e lungo la cresta sotto la piramide bianca del Tetnuldi, poi giù fino ad Adishi, villaggio di torri di pietra dove restano poche famiglie.",
          "Subida por el bosque hasta las pistas de Tetnuldi y por la cresta bajo la pirámide blanca del Tetnuldi, y bajada a Adishi, aldea de torres de piedra donde quedan pocas familias.",
          "Montée en forêt jusqu'aux pistes de Tetnouldi, puis la crête sous la pyramide blanche du Tetnouldi, et la descente vers Adichi, village de tours de pierre où vivent encore quelques familles.",
          "Durch den Wald hinauf zu den Pisten von Tetnuldi, über den Kamm unter der weißen Pyramide des Tetnuldi und hinab nach Adischi, einem Dorf aus Steintürmen mit wenigen verbliebenen Familien.",
        ],
      ],
      [
        "trek",
        [
          "Svaneti: over the Chkhunderi Pass to Iprali",
          "Svanezia: oltre il passo Chkhunderi fino a Iprali",
          "Esvanetia: por el paso de Chkhunderi hasta Iprali",
          "Svanétie : par le col de Tchkhounderi jusqu'à Iprali",
          "Swanetien: über den Tschchunderi-Pass nach Iprali",
        ],
        [
          "Across the Adishischala river, on horseback or wading, to the foot of the Adishi glacier, up to the Chkhunderi Pass facing its icefall, and down through Khalde to Iprali.",
          "Attraverso il fiume Adishischala, a cavallo o a guado, fino ai piedi del ghiacciaio di Adishi, su al passo Chkhunderi davanti alla sua seraccata e giù per Khalde fino a Iprali.",
          "Se cruza el río Adishischala, a caballo o vadeando, hasta el pie del glaciar de Adishi, se sube al paso de Chkhunderi frente a su cascada de hielo y se baja por Khalde hasta Iprali.",
          "La traversée de l'Adichichala, à cheval ou à gué, jusqu'au pied du glacier d'Adichi, la montée au col de Tchkhounderi face à sa cascade de glace et la descente par Khalde jusqu'à Iprali.",
          "Über den Adischischala-Fluss, zu Pferd oder watend, zum Fuß des Adischi-Gletschers, hinauf zum Tschchunderi-Pass gegenüber dem Eisbruch und über Chalde hinab nach Iprali.",
        ],
      ],
      [
        "trek",
        [
          "Svaneti: along the Enguri to Ushguli",
          "Svanezia: lungo l'Enguri fino a Ushguli",
          "Esvanetia: a lo largo del Enguri hasta Ushguli",
          "Svanétie : le long de l'Ingouri jusqu'à Ouchgouli",
          "Swanetien: am Enguri entlang nach Uschguli",
        ],
        [
          "Along the upper Enguri valley and through the forest to Ushguli, one of the highest inhabited villages of Europe, its Svan towers below Shkhara, Georgia's highest peak.",
          "Lungo l'alta valle dell'Enguri e nel bosco fino a Ushguli, uno dei villaggi abitati più alti d'Europa, con le sue torri svane sotto lo Shkhara, la vetta più alta della Georgia.",
          "Por el alto valle del Enguri y el bosque hasta Ushguli, una de las aldeas habitadas más altas de Europa, con sus torres esvanas bajo el Shkhara, la cumbre más alta de Georgia.",
          "Le long de la haute vallée de l'Ingouri et à travers la forêt jusqu'à Ouchgouli, l'un des plus hauts villages habités d'Europe, ses tours svanes sous le Chkhara, plus haut sommet de Géorgie.",
          "Durch das obere Enguri-Tal und den Wald nach Uschguli, einem der höchstgelegenen bewohnten Dörfer Europas, mit seinen Swanentürmen unter der Schchara, dem höchsten Gipfel Georgiens.",
        ],
      ],
      [
        "see",
        [
          "Svaneti: Ushguli and the Shkhara glacier",
          "Svanezia: Ushguli e il ghiacciaio dello Shkhara",
          "Esvanetia: Ushguli y el glaciar del Shkhara",
          "Svanétie : Ouchgouli et le glacier du Chkhara",
          "Swanetien: Uschguli und der Schchara-Gletscher",
        ],
        [
          "A day in Ushguli's four hamlets, the Lamaria church on its hill, the village museum in a tower, and a walk up the valley to the foot of the Shkhara glacier.",
          "Una giornata nei quattro borghi di Ushguli, la chiesa di Lamaria sulla collina, il museo del villaggio in una torre e una camminata su per la valle fino ai piedi del ghiacciaio dello Shkhara.",
          "Un día en los cuatro caseríos de Ushguli, la iglesia de Lamaria en su colina, el museo del pueblo en una torre y una caminata valle arriba hasta el pie del glaciar del Shkhara.",
          "Une journée dans les quatre hameaux d'Ouchgouli, l'église de Lamaria sur sa colline, le musée du village dans une tour et une marche dans la vallée jusqu'au pied du glacier du Chkhara.",
          "Ein Tag in den vier Weilern von Uschguli, die Lamaria-Kirche auf ihrem Hügel, das Dorfmuseum in einem Turm und eine Wanderung talaufwärts bis zum Fuß des Schchara-Gletschers.",
        ],
      ],
    ],
  },
  "GEO Mestia": {
    days: [
      [
        "see",
        [
          "Mestia: the Svan towers and the museum",
          "Mestia: le torri svane e il museo",
          "Mestia: las torres esvanas y el museo",
          "Mestia : les tours svanes et le musée",
          "Mestia: die Swanentürme und das Museum",
        ],
        [
          "The medieval stone watchtowers of Mestia's old quarters, the Svaneti Museum's icons and gospels saved from the valley churches, and the Margiani house museum inside a tower.",
          "Le torri di difesa medievali di pietra dei vecchi quartieri di Mestia, le icone e i vangeli del Museo della Svanezia salvati dalle chiese della valle e la casa museo Margiani dentro una torre.",
          "Las torres defensivas medievales de piedra de los viejos barrios de Mestia, los iconos y evangelios del Museo de Esvanetia salvados de las iglesias del valle y la casa museo Margiani dentro de una torre.",
          "Les tours de défense médiévales en pierre des vieux quartiers de Mestia, les icônes et évangiles du musée de Svanétie sauvés des églises de la vallée, et la maison-musée Margiani dans une tour.",
          "Die mittelalterlichen Wehrtürme aus Stein in Mestias alten Vierteln, die Ikonen und Evangeliare des Swanetien-Museums aus den Kirchen des Tals und das Hausmuseum Margiani in einem Turm.",
        ],
      ],
      [
        "food",
        [
          "Mestia: kubdari and Svan salt",
          "Mestia: kubdari e sale svano",
          "Mestia: kubdari y sal esvana",
          "Mestia : koubdari et sel svane",
          "Mestia: Kubdari und Swanensalz",
        ],
        [
          "Svan food in a family guesthouse: kubdari, bread filled with spiced meat, chvishtari cornbread with cheese, tashmijabi potatoes and cheese, and the herb-laden Svan salt to take home.",
          "La cucina svana in una guesthouse di famiglia: il kubdari, pane ripieno di carne speziata, il pane di mais chvishtari al formaggio, il tashmijabi di patate e formaggio e il sale svano alle erbe.",
          "Cocina esvana en una casa de huéspedes familiar: kubdari, pan relleno de carne especiada, pan de maíz chvishtari con queso, tashmijabi de patata y queso, y la sal esvana con hierbas para llevarse.",
          "La cuisine svane dans une maison d'hôtes : le koubdari, pain fourré de viande épicée, le pain de maïs tchvichtari au fromage, le tachmidjabi de pommes de terre au fromage et le sel svane aux herbes.",
          "Swanische Küche in einem Familiengästehaus: Kubdari, mit gewürztem Fleisch gefülltes Brot, Tschwischtari-Maisbrot mit Käse, Taschmidschabi aus Kartoffeln und Käse und das kräuterreiche Swanensalz.",
        ],
      ],
    ],
  },
  "GEO Borjomi": {
    days: [
      [
        "see",
        [
          "Borjomi: the mineral springs and the national park",
          "Borjomi: le sorgenti minerali e il parco nazionale",
          "Borjomi: los manantiales minerales y el parque nacional",
          "Borjomi : les sources minérales et le parc national",
          "Bordschomi: die Mineralquellen und der Nationalpark",
        ],
        [
          "The spa town of the tsars: the Mineral Water Park and its warm sulfur pools, the Romanov summer palace at Likani, and a walk into the forest of the Borjomi-Kharagauli National Park.",
          "La città termale degli zar: il parco delle acque minerali e le sue vasche sulfuree tiepide, il palazzo estivo dei Romanov a Likani e una camminata nel bosco del parco nazionale Borjomi-Kharagauli.",
          "La ciudad balneario de los zares: el parque del agua mineral y sus piscinas de azufre tibias, el palacio de verano de los Romanov en Likani y una caminata por el bosque del parque nacional Borjomi-Kharagauli.",
          "La ville d'eaux des tsars : le parc des eaux minérales et ses bassins sulfureux tièdes, le palais d'été des Romanov à Likani et une marche en forêt dans le parc national de Borjomi-Kharagauli.",
          "Der Kurort der Zaren: der Mineralwasserpark mit seinen warmen Schwefelbecken, der Sommerpalast der Romanows in Likani und eine Waldwanderung im Nationalpark Bordschomi-Charagauli.",
        ],
      ],
      [
        "food",
        [
          "Borjomi: the mineral water and a Meskhetian table",
          "Borjomi: l'acqua minerale e una tavola della Meschezia",
          "Borjomi: el agua mineral y una mesa de Mesjetia",
          "Borjomi : l'eau minérale et une table de Meskhétie",
          "Bordschomi: das Mineralwasser und ein meschetischer Tisch",
        ],
        [
          "A glass of the salty Borjomi water straight from the spring, then a Meskhetian meal: tenili string cheese of the region, chicken chkmeruli in garlic and milk, and khachapuri.",
          "Un bicchiere della salata acqua di Borjomi direttamente dalla fonte, poi un pasto della Meschezia: il formaggio filato tenili della regione, il pollo chkmeruli all'aglio e latte e il khachapuri.",
          "Un vaso de la salada agua de Borjomi directamente del manantial, y luego una comida de Mesjetia: el queso hilado tenili de la región, el pollo chkmeruli con ajo y leche y el khachapuri.",
          "Un verre de l'eau salée de Borjomi tirée de la source, puis un repas de Meskhétie : le fromage filé tenili de la région, le poulet tchkmerouli à l'ail et au lait, et le khatchapouri.",
          "Ein Glas des salzigen Bordschomi-Wassers direkt aus der Quelle, dann ein meschetisches Essen: der Fadenkäse Tenili der Gegend, Huhn Tschkmeruli in Knoblauch und Milch und Chatschapuri.",
        ],
      ],
    ],
  },
  "GEO Vardzia": {
    days: [
      [
        "see",
        [
          "Vardzia: Queen Tamar's cave city",
          "Vardzia: la città rupestre della regina Tamar",
          "Vardzia: la ciudad rupestre de la reina Tamar",
          "Vardzia : la cité troglodyte de la reine Tamar",
          "Vardzia: die Höhlenstadt der Königin Tamar",
        ],
        [
          "The cave monastery of Vardzia carved in the cliff above the Mtkvari in the 12th century, its tunnels, chambers and the frescoed Church of the Dormition with Queen Tamar's portrait, and Khertvisi fortress.",
          "Il monastero rupestre di Vardzia scavato nella parete sopra il Mtkvari nel XII secolo, i suoi tunnel, le celle e la chiesa affrescata della Dormizione con il ritratto della regina Tamar, e la fortezza di Khertvisi.",
          "El monasterio rupestre de Vardzia excavado en el acantilado sobre el Mtkvari en el siglo XII, sus túneles, celdas y la iglesia de la Dormición con frescos y el retrato de la reina Tamar, y la fortaleza de Khertvisi.",
          "Le monastère troglodyte de Vardzia creusé dans la falaise au-dessus de la Koura au XIIe siècle, ses tunnels, ses cellules et l'église de la Dormition et son portrait de la reine Tamar, et la forteresse de Khertvisi.",
          "Das im 12. Jahrhundert in die Felswand über dem Mtkwari gehauene Höhlenkloster Vardzia mit Tunneln, Zellen und der freskierten Mariä-Entschlafens-Kirche mit dem Bildnis der Königin Tamar, dazu die Festung Chertwissi.",
        ],
      ],
    ],
  },
  "ARM Yerevan": {
    days: [
      [
        "see",
        [
          "Yerevan: the Cascade and Republic Square",
          "Erevan: la Cascata e piazza della Repubblica",
          "Ereván: la Cascada y la plaza de la República",
          "Erevan : la Cascade et la place de la République",
          "Jerewan: die Kaskade und der Platz der Republik",
        ],
        [
          "Up the Cascade's stairs and sculpture gardens for Mount Ararat across the border on clear days, the pink tuff buildings of Republic Square, and the Matenadaran library of ancient manuscripts.",
          "Su per le scalinate e i giardini di sculture della Cascata per vedere l'Ararat oltre il confine nei giorni limpidi, gli edifici di tufo rosa di piazza della Repubblica e la biblioteca di antichi manoscritti del Matenadaran.",
          "Subida por las escalinatas y jardines de esculturas de la Cascada para ver el Ararat al otro lado de la frontera los días claros, los edificios de toba rosa de la plaza de la República y la biblioteca de manuscritos del Matenadaran.",
          "Montée par les escaliers et jardins de sculptures de la Cascade pour l'Ararat par-delà la frontière par temps clair, les édifices de tuf rose de la place de la République et la bibliothèque de manuscrits anciens du Maténadaran.",
          "Die Treppen und Skulpturengärten der Kaskade hinauf mit Blick auf den Ararat jenseits der Grenze an klaren Tagen, die Bauten aus rosa Tuff am Platz der Republik und die Handschriftenbibliothek Matenadaran.",
        ],
      ],
      [
        "see",
        [
          "Yerevan: Tsitsernakaberd and Echmiadzin",
          "Erevan: Tsitsernakaberd ed Echmiadzin",
          "Ereván: Tsitsernakaberd y Echmiadzin",
          "Erevan : Tsitsernakaberd et Etchmiadzin",
          "Jerewan: Zizernakaberd und Etschmiadsin",
        ],
        [
          "The Armenian Genocide memorial and museum of Tsitsernakaberd on its hill, then Echmiadzin, seat of the Armenian Church, with its 4th-century cathedral, and the ruins of Zvartnots.",
          "Il memoriale e museo del genocidio armeno di Tsitsernakaberd sulla collina, poi Echmiadzin, sede della Chiesa armena, con la cattedrale del IV secolo, e le rovine di Zvartnots.",
          "El memorial y museo del genocidio armenio de Tsitsernakaberd en su colina, y luego Echmiadzin, sede de la Iglesia armenia, con su catedral del siglo IV, y las ruinas de Zvartnots.",
          "Le mémorial et musée du génocide arménien de Tsitsernakaberd sur sa colline, puis Etchmiadzin, siège de l'Église arménienne et sa cathédrale du IVe siècle, et les ruines de Zvartnots.",
          "Die Gedenkstätte und das Museum des Völkermords an den Armeniern in Zizernakaberd auf ihrem Hügel, dann Etschmiadsin, Sitz der Armenischen Kirche mit ihrer Kathedrale aus dem 4. Jahrhundert, und die Ruinen von Swartnoz.",
        ],
      ],
      [
        "food",
        [
          "Yerevan: lavash, khorovats and brandy",
          "Erevan: lavash, khorovats e brandy",
          "Ereván: lavash, khorovats y brandy",
          "Erevan : lavash, khorovats et brandy",
          "Jerewan: Lawasch, Chorowaz und Brandy",
        ],
        [
          "The GUM market's dried fruit, sujukh walnut sweets and herbs, lavash slapped onto the walls of a tonir oven, a khorovats barbecue, and a tasting at the Ararat brandy cellars.",
          "La frutta secca, i dolci di noci sujukh e le erbe del mercato GUM, il lavash steso sulle pareti del forno tonir, un barbecue di khorovats e una degustazione nelle cantine del brandy Ararat.",
          "La fruta seca, los dulces de nuez sujukh y las hierbas del mercado GUM, el lavash pegado a las paredes del horno tonir, una barbacoa de khorovats y una cata en las bodegas del brandy Ararat.",
          "Les fruits secs, les douceurs aux noix soudjoukh et les herbes du marché GUM, le lavash plaqué contre les parois du four tonir, un barbecue de khorovats et une dégustation aux chais du brandy Ararat.",
          "Trockenobst, Walnusssüßigkeit Sudschuch und Kräuter vom GUM-Markt, Lawasch, an die Wand des Tonir-Ofens geklatscht, ein Chorowaz-Grillfest und eine Verkostung in den Kellern des Ararat-Brandys.",
        ],
      ],
    ],
  },
  "ARM Mount Aragats": {
    months: [6, 10],
    days: [
      [
        "see",
        [
          "Mount Aragats: Kari Lake and the south summit trail",
          "Monte Aragats: il lago Kari e il sentiero della cima sud",
          "Monte Aragats: el lago Kari y el sendero de la cumbre sur",
          "Mont Aragats : le lac Kari et le sentier du sommet sud",
          "Aragaz: der Kari-See und der Weg zum Südgipfel",
        ],
        [
          "Up the mountain road to Kari Lake at about 3,200 m, then a hike up the south summit of Armenia's highest mountain over snowfields and scree, with the crater rim at the top.",
          "Su per la strada di montagna fino al lago Kari a circa 3.200 m, poi un'escursione sulla cima sud della montagna più alta dell'Armenia tra nevai e ghiaioni, con il bordo del cratere in cima.",
          "Por la carretera de montaña hasta el lago Kari, a unos 3.200 m, y luego una subida a la cumbre sur de la montaña más alta de Armenia entre neveros y pedreras, con el borde del cráter arriba.",
          "La route de montagne jusqu'au lac Kari, vers 3 200 m, puis l'ascension du sommet sud de la plus haute montagne d'Arménie par névés et éboulis, avec le bord du cratère au sommet.",
          "Die Bergstraße hinauf zum Kari-See auf rund 3.200 m, dann eine Wanderung auf den Südgipfel des höchsten Bergs Armeniens über Schneefelder und Geröll bis zum Kraterrand.",
        ],
      ],
      [
        "see",
        [
          "Mount Aragats: Amberd fortress and the alphabet park",
          "Monte Aragats: la fortezza di Amberd e il parco dell'alfabeto",
          "Monte Aragats: la fortaleza de Amberd y el parque del alfabeto",
          "Mont Aragats : la forteresse d'Amberd et le parc de l'alphabet",
          "Aragaz: die Festung Amberd und der Alphabetpark",
        ],
        [
          "The hillside fortress of Amberd and its church on a spur above two gorges, the Saghmosavank monastery on the Kasakh canyon, and the giant stone letters of the Armenian alphabet monument.",
          "La fortezza di Amberd e la sua chiesa su uno sperone sopra due gole, il monastero di Saghmosavank sul canyon del Kasakh e le gigantesche lettere di pietra del monumento all'alfabeto armeno.",
          "La fortaleza de Amberd y su iglesia en un espolón sobre dos gargantas, el monasterio de Saghmosavank sobre el cañón del Kasakh y las gigantescas letras de piedra del monumento al alfabeto armenio.",
          "La forteresse d'Amberd et son église sur un éperon au-dessus de deux gorges, le monastère de Saghmosavank au bord du canyon du Kasakh et les lettres de pierre géantes du monument à l'alphabet arménien.",
          "Die Festung Amberd mit ihrer Kirche auf einem Sporn über zwei Schluchten, das Kloster Saghmosawank an der Kasach-Schlucht und die riesigen Steinbuchstaben des Denkmals für das armenische Alphabet.",
        ],
      ],
    ],
  },
  "ARM Garni": {
    days: [
      [
        "see",
        [
          "Garni: the Hellenistic temple and the Symphony of Stones",
          "Garni: il tempio ellenistico e la Sinfonia delle Pietre",
          "Garni: el templo helenístico y la Sinfonía de las Piedras",
          "Garni : le temple hellénistique et la Symphonie des pierres",
          "Garni: der hellenistische Tempel und die Symphonie der Steine",
        ],
        [
          "The colonnaded pagan temple of Garni on the edge of the gorge, the Roman bath mosaic beside it, and the walk down to the basalt columns of the Symphony of Stones, then lavash baking in a village home.",
          "Il tempio pagano colonnato di Garni sul bordo della gola, il mosaico delle terme romane accanto e la discesa alle colonne di basalto della Sinfonia delle Pietre, poi il lavash cotto in una casa del villaggio.",
          "El templo pagano de columnas de Garni al borde de la garganta, el mosaico de las termas romanas al lado y la bajada a las columnas de basalto de la Sinfonía de las Piedras, y luego lavash horneado en una casa del pueblo.",
          "Le temple païen à colonnes de Garni au bord de la gorge, la mosaïque des thermes romains à côté, la descente vers les orgues basaltiques de la Symphonie des pierres, puis le lavash cuit chez une famille du village.",
          "Der heidnische Säulentempel von Garni am Rand der Schlucht, das Mosaik der römischen Therme daneben und der Abstieg zu den Basaltsäulen der Symphonie der Steine, dann Lawaschbacken bei einer Familie im Dorf.",
        ],
      ],
    ],
  },
  "ARM Geghard": {
    days: [
      [
        "see",
        [
          "Geghard: the monastery cut into the rock",
          "Geghard: il monastero scavato nella roccia",
          "Geghard: el monasterio excavado en la roca",
          "Geghard : le monastère taillé dans le roc",
          "Geghard: das in den Fels gehauene Kloster",
        ],
        [
          "The monastery of the Holy Lance at the head of the Azat gorge, its churches hollowed out of the cliff, the spring inside the rock, and a choir singing in the acoustics of the upper chamber.",
          "Il monastero della Santa Lancia in fondo alla gola dell'Azat, le chiese scavate nella parete, la sorgente dentro la roccia e un coro che canta nell'acustica della camera superiore.",
          "El monasterio de la Santa Lanza al fondo de la garganta del Azat, sus iglesias vaciadas en el acantilado, el manantial dentro de la roca y un coro que canta con la acústica de la cámara superior.",
          "Le monastère de la Sainte-Lance au bout de la gorge de l'Azat, ses églises creusées dans la falaise, la source dans la roche et un chœur qui chante dans l'acoustique de la salle haute.",
          "Das Kloster der Heiligen Lanze am Ende der Azat-Schlucht, seine aus der Felswand gehöhlten Kirchen, die Quelle im Gestein und ein Chor, der in der Akustik der oberen Kammer singt.",
        ],
      ],
    ],
  },
  "ARM Khor Virap": {
    days: [
      [
        "see",
        [
          "Khor Virap: the monastery facing Ararat",
          "Khor Virap: il monastero davanti all'Ararat",
          "Khor Virap: el monasterio frente al Ararat",
          "Khor Virap : le monastère face à l'Ararat",
          "Khor Virap: das Kloster vor dem Ararat",
        ],
        [
          "The monastery on its hill before the snow cone of Mount Ararat, the pit where St Gregory the Illuminator was held for thirteen years, and the Areni wine caves and wineries nearby.",
          "Il monastero sulla collina davanti al cono innevato dell'Ararat, la fossa dove san Gregorio l'Illuminatore fu tenuto per tredici anni e le grotte e le cantine del vino di Areni lì vicino.",
          "El monasterio en su colina ante el cono nevado del Ararat, el foso donde san Gregorio el Iluminador estuvo preso trece años y las cuevas y bodegas del vino de Areni cerca.",
          "Le monastère sur sa colline devant le cône enneigé de l'Ararat, la fosse où saint Grégoire l'Illuminateur fut retenu treize ans, et non loin les grottes et caves à vin d'Areni.",
          "Das Kloster auf seinem Hügel vor dem Schneekegel des Ararat, die Grube, in der Gregor der Erleuchter dreizehn Jahre gefangen war, und nahebei die Weinhöhlen und Kellereien von Areni.",
        ],
      ],
    ],
  },
  "ARM Noravank": {
    days: [
      [
        "see",
        [
          "Noravank: the red monastery of the Amaghu gorge",
          "Noravank: il monastero rosso della gola dell'Amaghu",
          "Noravank: el monasterio rojo de la garganta del Amaghu",
          "Noravank : le monastère rouge de la gorge de l'Amaghou",
          "Noravank: das rote Kloster der Amaghu-Schlucht",
        ],
        [
          "Up the red cliffs of the Amaghu gorge to Noravank, the two-level church of Momik with its narrow outside stairs, the carved tympanums, and the Areni-1 cave where the oldest known shoe was found.",
          "Su tra le pareti rosse della gola dell'Amaghu fino a Noravank, la chiesa a due piani di Momik con la stretta scala esterna, i timpani scolpiti e la grotta Areni-1 dove fu trovata la scarpa più antica conosciuta.",
          "Por los acantilados rojos de la garganta del Amaghu hasta Noravank, la iglesia de dos pisos de Momik con su estrecha escalera exterior, los tímpanos tallados y la cueva Areni-1, donde se halló el zapato más antiguo conocido.",
          "Par les falaises rouges de la gorge de l'Amaghou jusqu'à Noravank, l'église à deux niveaux de Momik et son étroit escalier extérieur, les tympans sculptés et la grotte Areni-1, où fut trouvée la plus vieille chaussure connue.",
          "Zwischen den roten Wänden der Amaghu-Schlucht hinauf nach Noravank, zur zweistöckigen Kirche des Momik mit ihrer schmalen Außentreppe, den Reliefs der Tympana und zur Höhle Areni-1, wo der älteste bekannte Schuh gefunden wurde.",
        ],
      ],
    ],
  },
  "ARM Goris": {
    days: [
      [
        "see",
        [
          "Goris: the cave town of Old Khndzoresk",
          "Goris: il villaggio rupestre di Khndzoresk",
          "Goris: el pueblo rupestre de Khndzoresk",
          "Goris : le village troglodyte de Khndzoresk",
          "Goris: das Höhlendorf Alt-Chndsoresk",
        ],
        [
          "The stone houses of Goris below its rock pinnacles, then Old Khndzoresk, a village of cave dwellings lived in until the 1950s, reached over a swinging suspension bridge across the gorge.",
          "Le case di pietra di Goris sotto i pinnacoli di roccia, poi la vecchia Khndzoresk, villaggio di abitazioni in grotta abitate fino agli anni Cinquanta, raggiunto da un ponte sospeso oscillante sulla gola.",
          "Las casas de piedra de Goris bajo sus agujas de roca, y luego el viejo Khndzoresk, aldea de viviendas rupestres habitadas hasta los años cincuenta, al que se llega por un puente colgante sobre la garganta.",
          "Les maisons de pierre de Goris sous leurs aiguilles rocheuses, puis le vieux Khndzoresk, village d'habitations troglodytes occupées jusqu'aux années 1950, rejoint par un pont suspendu qui se balance au-dessus de la gorge.",
          "Die Steinhäuser von Goris unter ihren Felsnadeln, dann Alt-Chndsoresk, ein Dorf aus Höhlenwohnungen, bis in die 1950er bewohnt, erreicht über eine schwankende Hängebrücke über der Schlucht.",
        ],
      ],
      [
        "food",
        [
          "Goris: mulberry oghi and a Syunik table",
          "Goris: oghi di gelso e una tavola del Syunik",
          "Goris: oghi de mora y una mesa de Syunik",
          "Goris : oghi de mûre et table du Syunik",
          "Goris: Maulbeer-Oghi und ein Tisch aus Sjunik",
        ],
        [
          "Goris's fruit brandies, oghi of mulberry, cornel and apricot, with a Syunik meal of khash or spas yogurt soup, herb-filled zhengyalov hats bread and pickled vegetables.",
          "Le acquaviti di frutta di Goris, l'oghi di gelso, corniolo e albicocca, con un pasto del Syunik: khash o zuppa di yogurt spas, il pane alle erbe zhengyalov hats e verdure sottaceto.",
          "Los aguardientes de fruta de Goris, el oghi de mora, cornejo y albaricoque, con una comida de Syunik: khash o sopa de yogur spas, el pan de hierbas zhengyalov hats y encurtidos.",
          "Les eaux-de-vie de fruits de Goris, l'oghi de mûre, de cornouille et d'abricot, avec un repas du Syunik : khash ou soupe au yaourt spas, pain aux herbes zhengyalov hats et légumes au vinaigre.",
          "Die Obstbrände von Goris, Oghi aus Maulbeere, Kornelkirsche und Aprikose, zu einem Essen aus Sjunik: Chasch oder Joghurtsuppe Spas, Kräuterbrot Zhengyalov Hats und eingelegtes Gemüse.",
        ],
      ],
    ],
  },
  "ARM Tatev": {
    days: [
      [
        "see",
        [
          "Tatev: the Wings of Tatev and the monastery",
          "Tatev: le Ali di Tatev e il monastero",
          "Tatev: las Alas de Tatev y el monasterio",
          "Tatev : les Ailes de Tatev et le monastère",
          "Tatev: die Flügel von Tatev und das Kloster",
        ],
        [
          "Across the Vorotan gorge on the Wings of Tatev cable car to the fortified 9th-century monastery on its cliff, with its swaying pillar, and down to the Devil's Bridge and its warm springs.",
          "Oltre la gola del Vorotan con la funivia Ali di Tatev fino al monastero fortificato del IX secolo sulla sua rupe, con la colonna oscillante, e giù fino al Ponte del Diavolo e alle sue sorgenti tiepide.",
          "Sobre la garganta del Vorotan en el teleférico Alas de Tatev hasta el monasterio fortificado del siglo IX en su acantilado, con su columna oscilante, y bajada al Puente del Diablo y sus manantiales tibios.",
          "Au-dessus de la gorge du Vorotan par le téléphérique des Ailes de Tatev jusqu'au monastère fortifié du IXe siècle sur sa falaise et sa colonne oscillante, puis la descente au pont du Diable et ses sources tièdes.",
          "Mit der Seilbahn Flügel von Tatev über die Worotan-Schlucht zum befestigten Kloster aus dem 9. Jahrhundert auf seiner Klippe, mit der schwankenden Säule, und hinab zur Teufelsbrücke und ihren warmen Quellen.",
        ],
      ],
    ],
  },
  "ARM Lake Sevan": {
    days: [
      [
        "see",
        [
          "Lake Sevan: Sevanavank on its peninsula",
          "Lago Sevan: Sevanavank sulla penisola",
          "Lago Sevan: Sevanavank en su península",
          "Lac Sevan : Sevanavank sur sa presqu'île",
          "Sewansee: Sewanawank auf seiner Halbinsel",
        ],
        [
          "Up the steps of the Sevanavank peninsula to its two black stone churches above the blue lake at about 1,900 m, and the swim beaches and fish stalls along the shore.",
          "Su per i gradini della penisola di Sevanavank fino alle due chiese di pietra nera sopra il lago blu a circa 1.900 m, e le spiagge e i banchi del pesce lungo la riva.",
          "Subida por los escalones de la península de Sevanavank hasta sus dos iglesias de piedra negra sobre el lago azul, a unos 1.900 m, y las playas y puestos de pescado de la orilla.",
          "Montée par les marches de la presqu'île de Sevanavank jusqu'à ses deux églises de pierre noire au-dessus du lac bleu, vers 1 900 m, et les plages et étals de poisson le long du rivage.",
          "Die Stufen der Halbinsel von Sewanawank hinauf zu den zwei Kirchen aus schwarzem Stein über dem blauen See auf rund 1.900 m, dazu Badestrände und Fischstände am Ufer.",
        ],
      ],
      [
        "see",
        [
          "Lake Sevan: Noratus cemetery and Hayravank",
          "Lago Sevan: il cimitero di Noratus e Hayravank",
          "Lago Sevan: el cementerio de Noratus y Hayravank",
          "Lac Sevan : le cimetière de Noratus et Hayravank",
          "Sewansee: der Friedhof von Noratus und Hajrawank",
        ],
        [
          "The field of carved khachkar cross-stones at the Noratus cemetery on the western shore, the little monastery of Hayravank above the water, and a lunch of the lake's ishkhan trout.",
          "Il campo di khachkar, croci di pietra scolpite, del cimitero di Noratus sulla riva ovest, il piccolo monastero di Hayravank sull'acqua e un pranzo con la trota ishkhan del lago.",
          "El campo de khachkars, cruces de piedra talladas, del cementerio de Noratus en la orilla oeste, el pequeño monasterio de Hayravank sobre el agua y un almuerzo con la trucha ishkhan del lago.",
          "Le champ de khatchkars, croix de pierre sculptées, du cimetière de Noratus sur la rive ouest, le petit monastère de Hayravank au-dessus de l'eau et un déjeuner de truite ichkhan du lac.",
          "Das Feld geschnitzter Kreuzsteine, Chatschkare, auf dem Friedhof von Noratus am Westufer, das kleine Kloster Hajrawank über dem Wasser und ein Mittagessen mit der Ischchan-Forelle des Sees.",
        ],
      ],
    ],
  },
  "ARM Dilijan": {
    days: [
      [
        "see",
        [
          "Dilijan: Haghartsin and Goshavank",
          "Dilijan: Haghartsin e Goshavank",
          "Dilijan: Haghartsin y Goshavank",
          "Dilijan : Haghartsin et Gochavank",
          "Dilijan: Haghartsin und Goschawank",
        ],
        [
          "The forest monasteries of Dilijan National Park: Haghartsin among beech and hornbeam, Goshavank with its lace-carved khachkar, and the restored craft street of Sharambeyan in town.",
          "I monasteri nel bosco del parco nazionale di Dilijan: Haghartsin tra faggi e carpini, Goshavank con il suo khachkar scolpito come un merletto e la via degli artigiani di Sharambeyan restaurata in città.",
          "Los monasterios del bosque del parque nacional de Dilijan: Haghartsin entre hayas y carpes, Goshavank con su khachkar tallado como un encaje y la calle artesana restaurada de Sharambeyan en el pueblo.",
          "Les monastères forestiers du parc national de Dilijan : Haghartsin parmi hêtres et charmes, Gochavank et son khatchkar ciselé comme une dentelle, et la rue artisanale restaurée de Charambeyan en ville.",
          "Die Waldklöster des Dilijan-Nationalparks: Haghartsin zwischen Buchen und Hainbuchen, Goschawank mit seinem wie Spitze gemeißelten Chatschkar und die restaurierte Handwerkerstraße Scharambejan im Ort.",
        ],
      ],
      [
        "food",
        [
          "Dilijan: mountain honey and a Tavush lunch",
          "Dilijan: miele di montagna e un pranzo del Tavush",
          "Dilijan: miel de montaña y un almuerzo de Tavush",
          "Dilijan : miel de montagne et déjeuner du Tavush",
          "Dilijan: Bergbienenhonig und ein Mittagessen aus Tawusch",
        ],
        [
          "The honey, herbal teas and berry jams of Dilijan's forests, then lunch in a village home: dolma in grape leaves, cheese, matsun yogurt, and gata sweet bread from the oven.",
          "Il miele, le tisane e le confetture di bacche dei boschi di Dilijan, poi il pranzo in una casa di villaggio: dolma in foglie di vite, formaggio, yogurt matsun e il pane dolce gata appena sfornato.",
          "La miel, las infusiones y las mermeladas de bayas de los bosques de Dilijan, y luego el almuerzo en una casa de pueblo: dolma en hojas de parra, queso, yogur matsun y el pan dulce gata recién horneado.",
          "Le miel, les tisanes et les confitures de baies des forêts de Dilijan, puis le déjeuner chez l'habitant : dolmas en feuilles de vigne, fromage, yaourt matsoun et gata, pain sucré sorti du four.",
          "Honig, Kräutertees und Beerenmarmeladen aus den Wäldern von Dilijan, dann Mittagessen bei einer Familie im Dorf: Dolma in Weinblättern, Käse, Matsun-Joghurt und süßes Gata-Brot aus dem Ofen.",
        ],
      ],
    ],
  },
  "AZE Baku": {
    days: [
      [
        "see",
        [
          "Baku: Icherisheher and the Maiden Tower",
          "Baku: Icherisheher e la Torre della Vergine",
          "Bakú: Icherisheher y la Torre de la Doncella",
          "Bakou : Itcheri Cheher et la tour de la Vierge",
          "Baku: Icherisheher und der Jungfrauenturm",
        ],
        [
          "Inside the walls of Icherisheher, the old town: the Maiden Tower above the bay, the Palace of the Shirvanshahs and its bathhouse, caravanserais, and the carpet sellers of the lanes.",
          "Dentro le mura di Icherisheher, la città vecchia: la Torre della Vergine sopra la baia, il palazzo degli Shirvanshah e il suo hammam, i caravanserragli e i venditori di tappeti dei vicoli.",
          "Dentro de las murallas de Icherisheher, el casco antiguo: la Torre de la Doncella sobre la bahía, el palacio de los Shirvanshahs y su baño, los caravasares y los vendedores de alfombras de las callejas.",
          "Dans les remparts d'Itcheri Cheher, la vieille ville : la tour de la Vierge au-dessus de la baie, le palais des Chirvanchahs et son hammam, les caravansérails et les marchands de tapis des ruelles.",
          "Innerhalb der Mauern von Icherisheher, der Altstadt: der Jungfrauenturm über der Bucht, der Palast der Schirwanschahs mit seinem Badehaus, Karawansereien und die Teppichhändler der Gassen.",
        ],
      ],
      [
        "see",
        [
          "Baku: the Flame Towers and the Boulevard",
          "Baku: le Flame Towers e il Boulevard",
          "Bakú: las Flame Towers y el Bulevar",
          "Bakou : les Flame Towers et le Boulevard",
          "Baku: die Flame Towers und der Boulevard",
        ],
        [
          "The oil-boom mansions along the Caspian boulevard, the carpet museum shaped like a rolled carpet, Zaha Hadid's flowing white building, and the Flame Towers lit up from Highland Park at night.",
          "I palazzi del boom del petrolio lungo il boulevard sul Caspio, il museo del tappeto a forma di tappeto arrotolato, il fluido edificio bianco di Zaha Hadid e le Flame Towers illuminate viste dall'Highland Park la sera.",
          "Las mansiones del auge del petróleo en el bulevar del Caspio, el museo de la alfombra con forma de alfombra enrollada, el fluido edificio blanco de Zaha Hadid y las Flame Towers iluminadas desde el Highland Park de noche.",
          "Les demeures du boom pétrolier le long du boulevard de la Caspienne, le musée du tapis en forme de tapis roulé, le bâtiment blanc tout en courbes de Zaha Hadid et les Flame Towers illuminées vues du Highland Park le soir.",
          "Die Villen des Ölbooms am Kaspischen Boulevard, das Teppichmuseum in Form eines eingerollten Teppichs, Zaha Hadids fließender weißer Bau und die beleuchteten Flame Towers vom Highland Park aus bei Nacht.",
        ],
      ],
      [
        "food",
        [
          "Baku: plov, qutab and tea with jam",
          "Baku: plov, qutab e tè con la marmellata",
          "Bakú: plov, qutab y té con mermelada",
          "Bakou : plov, qoutab et thé à la confiture",
          "Baku: Plov, Qutab und Tee mit Konfitüre",
        ],
        [
          "The Taza Bazaar's saffron, pomegranates and sturgeon, qutab flatbreads with greens or meat, a shah plov baked in a crust of lavash, and black tea from a pear-shaped glass with cherry jam.",
          "Lo zafferano, le melagrane e lo storione del Taza Bazar, le piadine qutab alle erbe o alla carne, lo shah plov cotto in una crosta di lavash e il tè nero nel bicchiere a pera con marmellata di ciliegie.",
          "El azafrán, las granadas y el esturión del Taza Bazar, las tortas qutab de verduras o carne, el shah plov horneado en una costra de lavash y el té negro en vaso en forma de pera con mermelada de cereza.",
          "Le safran, les grenades et l'esturgeon du Taza Bazar, les galettes qoutab aux herbes ou à la viande, le shah plov cuit dans une croûte de lavash et le thé noir en verre tulipe avec la confiture de cerises.",
          "Safran, Granatäpfel und Stör vom Taza-Basar, Qutab-Fladen mit Kräutern oder Fleisch, Schah-Plov in einer Kruste aus Lawasch und Schwarztee im birnenförmigen Glas mit Kirschkonfitüre.",
        ],
      ],
    ],
  },
  "AZE Gobustan": {
    days: [
      [
        "see",
        [
          "Gobustan: the petroglyphs and the mud volcanoes",
          "Gobustan: i petroglifi e i vulcani di fango",
          "Gobustán: los petroglifos y los volcanes de lodo",
          "Gobustan : les pétroglyphes et les volcans de boue",
          "Gobustan: die Felsbilder und die Schlammvulkane",
        ],
        [
          "The rock art of Gobustan, dancers, boats and wild bulls carved over thousands of years among the boulders, a Roman legion's inscription, then by old Lada to the bubbling mud volcanoes nearby.",
          "L'arte rupestre di Gobustan, danzatori, barche e tori selvatici incisi nell'arco di millenni tra i massi, un'iscrizione di una legione romana, poi in vecchia Lada fino ai vicini vulcani di fango gorgoglianti.",
          "El arte rupestre de Gobustán, bailarines, barcas y toros salvajes grabados durante milenios entre las rocas, la inscripción de una legión romana, y luego en un viejo Lada hasta los volcanes de lodo burbujeantes.",
          "L'art rupestre de Gobustan, danseurs, barques et taureaux sauvages gravés au fil des millénaires parmi les blocs, l'inscription d'une légion romaine, puis en vieille Lada jusqu'aux volcans de boue qui bouillonnent tout près.",
          "Die Felskunst von Gobustan, über Jahrtausende zwischen Felsblöcken eingeritzte Tänzer, Boote und Wildrinder, eine Inschrift einer römischen Legion, dann im alten Lada zu den blubbernden Schlammvulkanen nahebei.",
        ],
      ],
    ],
  },
  "AZE Yanar Dag": {
    days: [
      [
        "see",
        [
          "Yanar Dag: the burning hillside and Ateshgah",
          "Yanar Dag: la collina che brucia e l'Ateshgah",
          "Yanar Dag: la ladera en llamas y el Ateshgah",
          "Yanar Dag : la colline qui brûle et l'Atechgah",
          "Yanar Dag: der brennende Hang und der Ateschgah",
        ],
        [
          "The hillside on the Absheron peninsula where natural gas has burned without stop for decades, best at dusk, and the Ateshgah fire temple of Surakhani, where Hindu and Zoroastrian pilgrims kept a flame.",
          "La collina della penisola di Absheron dove il gas naturale brucia senza sosta da decenni, più bella al tramonto, e il tempio del fuoco Ateshgah di Surakhani, dove pellegrini indù e zoroastriani tenevano viva una fiamma.",
          "La ladera de la península de Absherón donde el gas natural arde sin parar desde hace décadas, mejor al atardecer, y el templo del fuego Ateshgah de Surakhani, donde peregrinos hindúes y zoroastrianos mantenían una llama.",
          "Le flanc de colline de la péninsule d'Abcheron où le gaz naturel brûle sans arrêt depuis des décennies, plus beau au crépuscule, et le temple du feu Atechgah de Sourakhany, où pèlerins hindous et zoroastriens entretenaient une flamme.",
          "Der Hang auf der Halbinsel Abşeron, an dem seit Jahrzehnten ununterbrochen Erdgas brennt, am schönsten in der Dämmerung, und der Feuertempel Ateschgah in Suraxanı, wo hinduistische und zoroastrische Pilger eine Flamme hüteten.",
        ],
      ],
    ],
  },
  "AZE Shamakhi": {
    days: [
      [
        "see",
        [
          "Shamakhi: the Juma Mosque and Yeddi Gumbaz",
          "Shamakhi: la moschea Juma e Yeddi Gumbaz",
          "Shamakhi: la mezquita Juma y Yeddi Gumbaz",
          "Shamakhi : la mosquée Djouma et Yeddi Goumbaz",
          "Shamakhi: die Juma-Moschee und Yeddi Gumbaz",
        ],
        [
          "The old capital of the Shirvanshahs: the Juma Mosque, among the oldest in the Caucasus, the royal tombs of Yeddi Gumbaz on the hill, and the Diri Baba mausoleum set into a cliff beside the road.",
          "L'antica capitale degli Shirvanshah: la moschea Juma, tra le più antiche del Caucaso, le tombe reali di Yeddi Gumbaz sulla collina e il mausoleo di Diri Baba incastonato in una parete lungo la strada.",
          "La antigua capital de los Shirvanshahs: la mezquita Juma, de las más antiguas del Cáucaso, las tumbas reales de Yeddi Gumbaz en la colina y el mausoleo de Diri Baba encajado en un acantilado por el camino.",
          "L'ancienne capitale des Chirvanchahs : la mosquée Djouma, parmi les plus anciennes du Caucase, les tombeaux royaux de Yeddi Goumbaz sur la colline et le mausolée de Diri Baba encastré dans une falaise en chemin.",
          "Die alte Hauptstadt der Schirwanschahs: die Juma-Moschee, eine der ältesten des Kaukasus, die Königsgräber von Yeddi Gumbaz auf dem Hügel und das in eine Felswand gesetzte Mausoleum Diri Baba am Weg.",
        ],
      ],
      [
        "food",
        [
          "Shamakhi: Shirvan wines and the local table",
          "Shamakhi: i vini dello Shirvan e la cucina locale",
          "Shamakhi: los vinos de Shirván y la cocina local",
          "Shamakhi : les vins du Chirvan et la cuisine locale",
          "Shamakhi: die Weine von Schirwan und die Landesküche",
        ],
        [
          "A tasting at one of the wineries of the Shamakhi hills, at the heart of Azerbaijan's wine revival, with a lunch of dushbara dumplings in broth, lamb kebab and piti.",
          "Una degustazione in una delle cantine delle colline di Shamakhi, cuore della rinascita del vino azero, con un pranzo di ravioli dushbara in brodo, kebab d'agnello e piti.",
          "Una cata en una de las bodegas de las colinas de Shamakhi, corazón del renacer del vino azerí, con un almuerzo de empanadillas dushbara en caldo, kebab de cordero y piti.",
          "Une dégustation dans l'un des domaines des collines de Shamakhi, cœur du renouveau du vin azerbaïdjanais, avec un déjeuner de raviolis douchbara en bouillon, kebab d'agneau et piti.",
          "Eine Verkostung auf einem der Weingüter in den Hügeln von Shamakhi, dem Zentrum der Wiedergeburt des aserbaidschanischen Weins, mit einem Mittagessen aus Duschbara-Teigtaschen in Brühe, Lammkebab und Piti.",
        ],
      ],
    ],
  },
  "AZE Lahij": {
    days: [
      [
        "see",
        [
          "Lahij: the coppersmiths' village",
          "Lahij: il villaggio dei ramai",
          "Lahij: la aldea de los caldereros",
          "Lahij : le village des chaudronniers",
          "Lahij: das Dorf der Kupferschmiede",
        ],
        [
          "Up the Girdimanchay gorge to the stone village of Lahij, its cobbled main street of coppersmiths hammering trays and pots, the old water and sewer system, and the carpet weavers' looms.",
          "Su per la gola del Girdimanchay fino al villaggio di pietra di Lahij, con la via principale acciottolata dei ramai che battono vassoi e pentole, l'antico sistema di acque e fognature e i telai delle tessitrici di tappeti.",
          "Por la garganta del Girdimanchay hasta la aldea de piedra de Lahij, con su calle mayor empedrada de caldereros que martillean bandejas y ollas, el viejo sistema de aguas y alcantarillas y los telares de alfombras.",
          "Par la gorge du Girdimantchaï jusqu'au village de pierre de Lahij, sa grand-rue pavée de chaudronniers qui martèlent plateaux et marmites, son vieux réseau d'eau et d'égouts et les métiers des tisseuses de tapis.",
          "Durch die Girdimanchay-Schlucht hinauf ins Steindorf Lahij mit seiner gepflasterten Hauptstraße voller Kupferschmiede, die Tabletts und Töpfe hämmern, dem alten Wasser- und Kanalsystem und den Webstühlen der Teppichweberinnen.",
        ],
      ],
    ],
  },
  "AZE Sheki": {
    days: [
      [
        "see",
        [
          "Sheki: the Khan's Palace and the caravanserai",
          "Şəki: il palazzo del Khan e il caravanserraglio",
          "Sheki: el palacio del Kan y el caravasar",
          "Cheki : le palais du Khan et le caravansérail",
          "Scheki: der Khanspalast und die Karawanserei",
        ],
        [
          "The summer palace of the Sheki khans, its facade of shebeke stained glass set in wood without nails or glue and walls painted with hunts and battles, and the great Upper Caravanserai.",
          "Il palazzo estivo dei khan di Şəki, la facciata di vetrate shebeke incastonate nel legno senza chiodi né colla e le pareti dipinte di cacce e battaglie, e il grande Caravanserraglio Superiore.",
          "El palacio de verano de los kanes de Sheki, su fachada de vidrieras shebeke encajadas en madera sin clavos ni cola y sus muros pintados con cacerías y batallas, y el gran Caravasar Superior.",
          "Le palais d'été des khans de Cheki, sa façade de vitraux shebeke sertis dans le bois sans clou ni colle et ses murs peints de chasses et de batailles, et le grand caravansérail Supérieur.",
          "Der Sommerpalast der Khane von Scheki, seine Fassade aus Schebeke-Buntglas, ohne Nägel und Leim in Holz gefasst, die mit Jagden und Schlachten bemalten Wände und die große Obere Karawanserei.",
        ],
      ],
      [
        "food",
        [
          "Sheki: piti and Sheki halva",
          "Şəki: piti e halva di Şəki",
          "Sheki: piti y halva de Sheki",
          "Cheki : piti et halva de Cheki",
          "Scheki: Piti und Scheki-Halva",
        ],
        [
          "Sheki's piti, lamb and chickpeas slow-cooked in a clay pot and eaten in two stages, and Sheki halva, layers of rice-flour lace filled with nuts and syrup, watched in the making on the main street.",
          "Il piti di Şəki, agnello e ceci cotti lentamente in una pentola di terracotta e mangiati in due tempi, e l'halva di Şəki, strati di pizzo di farina di riso con noci e sciroppo, preparata sotto gli occhi nella via principale.",
          "El piti de Sheki, cordero y garbanzos cocidos lentamente en olla de barro y comidos en dos tiempos, y la halva de Sheki, capas de encaje de harina de arroz con nueces y almíbar, hecha a la vista en la calle mayor.",
          "Le piti de Cheki, agneau et pois chiches mijotés dans un pot d'argile et mangés en deux temps, et la halva de Cheki, dentelle de farine de riz fourrée de noix et de sirop, préparée sous les yeux dans la grand-rue.",
          "Schekis Piti, Lamm und Kichererbsen, langsam im Tontopf gegart und in zwei Gängen gegessen, und Scheki-Halva, Spitzenschichten aus Reismehl mit Nüssen und Sirup, auf der Hauptstraße vor den Augen hergestellt.",
        ],
      ],
    ],
  },
  "TUR Istanbul": {
    days: [
      [
        "see",
        [
          "Istanbul: Hagia Sophia and the Blue Mosque",
          "Istanbul: Santa Sofia e la Moschea Blu",
          "Estambul: Santa Sofía y la Mezquita Azul",
          "Istanbul : Sainte-Sophie et la Mosquée bleue",
          "Istanbul: Hagia Sophia und die Blaue Moschee",
        ],
        [
          "Sultanahmet on foot: the dome and mosaics of Hagia Sophia, the six minarets and Iznik tiles of the Blue Mosque, the Hippodrome's obelisks, and the columns of the Basilica Cistern underground.",
          "Sultanahmet a piedi: la cupola e i mosaici di Santa Sofia, i sei minareti e le maioliche di Iznik della Moschea Blu, gli obelischi dell'Ippodromo e le colonne sotterranee della Cisterna Basilica.",
          "Sultanahmet a pie: la cúpula y los mosaicos de Santa Sofía, los seis minaretes y los azulejos de Iznik de la Mezquita Azul, los obeliscos del Hipódromo y las columnas subterráneas de la Cisterna Basílica.",
          "Sultanahmet à pied : la coupole et les mosaïques de Sainte-Sophie, les six minarets et les faïences d'Iznik de la Mosquée bleue, les obélisques de l'Hippodrome et les colonnes souterraines de la Citerne basilique.",
          "Sultanahmet zu Fuß: Kuppel und Mosaiken der Hagia Sophia, die sechs Minarette und Iznik-Fliesen der Blauen Moschee, die Obelisken des Hippodroms und die Säulen der unterirdischen Cisterna Basilica.",
        ],
      ],
      [
        "see",
        [
          "Istanbul: Topkapı Palace and the Grand Bazaar",
          "Istanbul: il palazzo di Topkapı e il Gran Bazar",
          "Estambul: el palacio de Topkapı y el Gran Bazar",
          "Istanbul : le palais de Topkapı et le Grand Bazar",
          "Istanbul: der Topkapı-Palast und der Große Basar",
        ],
        [
          "The courts, harem and treasury of Topkapı Palace above the Golden Horn, then the Süleymaniye Mosque of Sinan and the covered lanes of the Grand Bazaar and the Spice Bazaar; if the day falls on a Tuesday, when the palace is closed, Gülhane Park below its walls, and on a Sunday, when the Grand Bazaar is shut, the Spice Bazaar alone.",
          "I cortili, l'harem e il tesoro del palazzo di Topkapı sopra il Corno d'Oro, poi la moschea di Solimano di Sinan e i vicoli coperti del Gran Bazar e del Bazar delle Spezie; se il giorno cade di martedì, quando il palazzo è chiuso, il parco di Gülhane sotto le sue mura, e di domenica, quando il Gran Bazar è chiuso, il solo Bazar delle Spezie.",
          "Los patios, el harén y el tesoro del palacio de Topkapı sobre el Cuerno de Oro, y luego la mezquita de Süleymaniye de Sinan y las callejas cubiertas del Gran Bazar y del Bazar de las Especias; si el día cae en martes, cuando el palacio cierra, el parque de Gülhane bajo sus murallas, y en domingo, cuando el Gran Bazar cierra, solo el Bazar de las Especias.",
          "Les cours, le harem et le trésor du palais de Topkapı au-dessus de la Corne d'Or, puis la mosquée Süleymaniye de Sinan et les allées couvertes du Grand Bazar et du Bazar aux épices ; si la journée tombe un mardi, jour de fermeture du palais, le parc de Gülhane au pied de ses murs, et un dimanche, jour de fermeture du Grand Bazar, le Bazar aux épices seul.",
          "Die Höfe, der Harem und die Schatzkammer des Topkapı-Palasts über dem Goldenen Horn, dann Sinans Süleymaniye-Moschee und die überdachten Gassen des Großen Basars und des Gewürzbasars; fällt der Tag auf einen Dienstag, an dem der Palast geschlossen ist, der Gülhane-Park unter seinen Mauern, und an einem Sonntag, an dem der Große Basar geschlossen ist, nur der Gewürzbasar.",
        ],
      ],
      [
        "see",
        [
          "Istanbul: the Bosphorus, Galata and Balat",
          "Istanbul: il Bosforo, Galata e Balat",
          "Estambul: el Bósforo, Gálata y Balat",
          "Istanbul : le Bosphore, Galata et Balat",
          "Istanbul: der Bosporus, Galata und Balat",
        ],
        [
          "A public ferry up the Bosphorus past Dolmabahçe palace and the wooden yalı mansions to Anadolu Kavağı, then the Galata Tower and the bright houses and churches of Fener and Balat.",
          "Un traghetto pubblico su per il Bosforo oltre il palazzo di Dolmabahçe e le ville di legno yalı fino ad Anadolu Kavağı, poi la Torre di Galata e le case vivaci e le chiese di Fener e Balat.",
          "Un ferri público Bósforo arriba ante el palacio de Dolmabahçe y las mansiones de madera yalı hasta Anadolu Kavağı, y luego la Torre de Gálata y las casas vivas y las iglesias de Fener y Balat.",
          "Un ferry public sur le Bosphore devant le palais de Dolmabahçe et les yalı de bois jusqu'à Anadolu Kavağı, puis la tour de Galata et les maisons vives et les églises de Fener et Balat.",
          "Mit der Linienfähre den Bosporus hinauf an Dolmabahçe-Palast und hölzernen Yalı-Villen vorbei bis Anadolu Kavağı, dann der Galataturm und die bunten Häuser und Kirchen von Fener und Balat.",
        ],
      ],
      [
        "food",
        [
          "Istanbul: simit, balık ekmek and meyhane mezes",
          "Istanbul: simit, balık ekmek e mezze da meyhane",
          "Estambul: simit, balık ekmek y mezes de meyhane",
          "Istanbul : simit, balık ekmek et mezzés de meyhane",
          "Istanbul: Simit, Balık Ekmek und Meyhane-Mezze",
        ],
        [
          "A simit and tea on the ferry, a Kadıköy market walk with pickle juice, lahmacun and baklava from Karaköy Güllüoğlu, balık ekmek at Eminönü, and a meyhane dinner of mezes and rakı.",
          "Un simit e un tè sul traghetto, il mercato di Kadıköy con il succo di sottaceti, lahmacun e baklava di Karaköy Güllüoğlu, balık ekmek a Eminönü e una cena in meyhane con mezze e rakı.",
          "Un simit y un té en el ferri, el mercado de Kadıköy con su zumo de encurtidos, lahmacun y baklava de Karaköy Güllüoğlu, balık ekmek en Eminönü y una cena en un meyhane con mezes y rakı.",
          "Un simit et un thé sur le ferry, le marché de Kadıköy et son jus de pickles, lahmacun et baklava de Karaköy Güllüoğlu, balık ekmek à Eminönü, et un dîner de meyhane avec mezzés et rakı.",
          "Ein Simit und Tee auf der Fähre, der Markt von Kadıköy mit Gurkensaft, Lahmacun und Baklava von Karaköy Güllüoğlu, Balık Ekmek in Eminönü und ein Meyhane-Abend mit Mezze und Rakı.",
        ],
      ],
      [
        "night",
        [
          "Istanbul by night in Beyoğlu and Karaköy",
          "Istanbul di notte a Beyoğlu e Karaköy",
          "Estambul de noche en Beyoğlu y Karaköy",
          "Istanbul la nuit à Beyoğlu et Karaköy",
          "Istanbul bei Nacht in Beyoğlu und Karaköy",
        ],
        [
          "Up İstiklal Avenue at night, the meyhanes of Nevizade and the rooftop bars of Cihangir and Karaköy over the Golden Horn, and the clubs of Beyoğlu that stay open until dawn.",
          "Su per il viale İstiklal la sera, le meyhane di Nevizade e i bar sui tetti di Cihangir e Karaköy sul Corno d'Oro, e i club di Beyoğlu aperti fino all'alba.",
          "Por la avenida İstiklal de noche, las meyhanes de Nevizade y los bares en azoteas de Cihangir y Karaköy sobre el Cuerno de Oro, y los clubes de Beyoğlu abiertos hasta el alba.",
          "L'avenue İstiklal le soir, les meyhanes de Nevizade et les bars sur les toits de Cihangir et Karaköy face à la Corne d'Or, et les clubs de Beyoğlu ouverts jusqu'à l'aube.",
          "Die İstiklal-Straße am Abend, die Meyhanes von Nevizade und die Dachbars von Cihangir und Karaköy über dem Goldenen Horn und die Clubs von Beyoğlu, die bis zum Morgen offen haben.",
        ],
      ],
    ],
  },
  "TUR Ankara": {
    days: [
      [
        "see",
        [
          "Ankara: Anıtkabir and the Museum of Anatolian Civilizations",
          "Ankara: l'Anıtkabir e il Museo delle civiltà anatoliche",
          "Ankara: el Anıtkabir y el Museo de las Civilizaciones de Anatolia",
          "Ankara : l'Anıtkabir et le musée des Civilisations anatoliennes",
          "Ankara: Anıtkabir und das Museum für anatolische Zivilisationen",
        ],
        [
          "Atatürk's mausoleum of Anıtkabir and the changing of its guard, then the Museum of Anatolian Civilizations, from Çatalhöyük's wall paintings to Hittite reliefs, below the citadel.",
          "Il mausoleo di Atatürk, l'Anıtkabir, con il cambio della guardia, poi il Museo delle civiltà anatoliche, dalle pitture murali di Çatalhöyük ai rilievi ittiti, sotto la cittadella.",
          "El mausoleo de Atatürk, el Anıtkabir, y su cambio de guardia, y luego el Museo de las Civilizaciones de Anatolia, de las pinturas murales de Çatalhöyük a los relieves hititas, bajo la ciudadela.",
          "Le mausolée d'Atatürk, l'Anıtkabir, et sa relève de la garde, puis le musée des Civilisations anatoliennes, des peintures murales de Çatalhöyük aux reliefs hittites, sous la citadelle.",
          "Atatürks Mausoleum Anıtkabir mit Wachablösung, dann das Museum für anatolische Zivilisationen von den Wandbildern Çatalhöyüks bis zu hethitischen Reliefs, unterhalb der Zitadelle.",
        ],
      ],
      [
        "see",
        [
          "Ankara: the citadel and Hattusa",
          "Ankara: la cittadella e Hattusa",
          "Ankara: la ciudadela y Hattusa",
          "Ankara : la citadelle et Hattusa",
          "Ankara: die Zitadelle und Hattuscha",
        ],
        [
          "The old Ottoman houses inside Ankara's citadel walls, the Temple of Augustus, then out to Hattusa, the Hittite capital, with its Lion Gate and the rock sanctuary of Yazılıkaya.",
          "Le vecchie case ottomane dentro le mura della cittadella di Ankara, il tempio di Augusto, poi fino a Hattusa, la capitale ittita, con la Porta dei Leoni e il santuario rupestre di Yazılıkaya.",
          "Las viejas casas otomanas dentro de las murallas de la ciudadela de Ankara, el templo de Augusto, y luego Hattusa, la capital hitita, con su Puerta de los Leones y el santuario rupestre de Yazılıkaya.",
          "Les vieilles maisons ottomanes dans les remparts de la citadelle d'Ankara, le temple d'Auguste, puis Hattusa, la capitale hittite, sa porte des Lions et le sanctuaire rupestre de Yazılıkaya.",
          "Die alten osmanischen Häuser innerhalb der Zitadellenmauern Ankaras, der Augustustempel, dann hinaus nach Hattuscha, der Hethiterhauptstadt, mit dem Löwentor und dem Felsheiligtum Yazılıkaya.",
        ],
      ],
      [
        "food",
        [
          "Ankara: Ankara tava and the Ulus market",
          "Ankara: Ankara tava e il mercato di Ulus",
          "Ankara: Ankara tava y el mercado de Ulus",
          "Ankara : Ankara tava et le marché d'Ulus",
          "Ankara: Ankara Tava und der Markt von Ulus",
        ],
        [
          "The Ulus market halls below the citadel for pastırma and dried fruit, then Ankara tava, lamb baked over orzo, and İskender kebab with melted butter, with sweet aşure for dessert.",
          "Le sale del mercato di Ulus sotto la cittadella per pastırma e frutta secca, poi l'Ankara tava, agnello cotto al forno su un letto di pasta a risoni, e l'İskender kebab con il burro fuso, con l'aşure dolce per dessert.",
          "Las naves del mercado de Ulus bajo la ciudadela, con pastırma y fruta seca, y luego el Ankara tava, cordero al horno sobre pasta menuda, y el İskender kebab con mantequilla fundida, con aşure de postre.",
          "Les halles du marché d'Ulus sous la citadelle pour la pastırma et les fruits secs, puis l'Ankara tava, agneau cuit sur des pâtes langues d'oiseau, et l'İskender kebab au beurre fondu, avec l'aşure en dessert.",
          "Die Markthallen von Ulus unter der Zitadelle für Pastırma und Trockenobst, dann Ankara Tava, Lamm über Kritharaki gebacken, und İskender Kebab mit zerlassener Butter, zum Nachtisch Aşure.",
        ],
      ],
    ],
  },
  "TUR Cappadocia": {
    days: [
      [
        "see",
        [
          "Cappadocia: balloons at dawn and the Rose Valley",
          "Cappadocia: mongolfiere all'alba e la Valle delle Rose",
          "Capadocia: globos al amanecer y el Valle Rosa",
          "Cappadoce : montgolfières à l'aube et la vallée Rose",
          "Kappadokien: Ballone im Morgengrauen und das Rosental",
        ],
        [
          "A hot-air balloon over the fairy chimneys at sunrise, weather allowing, or the sight of a hundred of them from the hills, then a walk through the Rose and Red valleys to the rock churches of Çavuşin.",
          "Una mongolfiera sui camini delle fate all'alba, tempo permettendo, o lo spettacolo di cento palloni dalle colline, poi una camminata nelle valli Rosa e Rossa fino alle chiese rupestri di Çavuşin.",
          "Un globo aerostático sobre las chimeneas de hadas al amanecer, si el tiempo lo permite, o la vista de un centenar de ellos desde las colinas, y luego un paseo por los valles Rosa y Rojo hasta las iglesias rupestres de Çavuşin.",
          "Une montgolfière au-dessus des cheminées de fées au lever du soleil, si le temps le permet, ou le spectacle d'une centaine d'entre elles depuis les collines, puis une marche dans les vallées Rose et Rouge jusqu'aux églises rupestres de Çavuşin.",
          "Eine Ballonfahrt über die Feenkamine bei Sonnenaufgang, wenn das Wetter mitspielt, oder der Blick auf hundert Ballone von den Hügeln, dann eine Wanderung durch Rosen- und Rotes Tal zu den Felsenkirchen von Çavuşin.",
        ],
      ],
      [
        "see",
        [
          "Cappadocia: Derinkuyu and the Ihlara Valley",
          "Cappadocia: Derinkuyu e la valle di Ihlara",
          "Capadocia: Derinkuyu y el valle de Ihlara",
          "Cappadoce : Derinkuyu et la vallée d'Ihlara",
          "Kappadokien: Derinkuyu und das Ihlara-Tal",
        ],
        [
          "Down through the levels of the underground city of Derinkuyu, with its rolling stone doors and air shafts, then a walk along the river in the Ihlara gorge past frescoed churches to Belisırma.",
          "Giù per i livelli della città sotterranea di Derinkuyu, con le porte di pietra a ruota e i pozzi d'aria, poi una camminata lungo il fiume nella gola di Ihlara tra chiese affrescate fino a Belisırma.",
          "Bajada por los niveles de la ciudad subterránea de Derinkuyu, con sus puertas de piedra rodantes y sus pozos de aire, y luego un paseo junto al río en la garganta de Ihlara entre iglesias con frescos hasta Belisırma.",
          "La descente dans les niveaux de la ville souterraine de Derinkuyu, ses portes de pierre roulantes et ses puits d'aération, puis une marche au bord de la rivière dans la gorge d'Ihlara, entre églises peintes, jusqu'à Belisırma.",
          "Hinab durch die Stockwerke der unterirdischen Stadt Derinkuyu mit Rollsteintüren und Luftschächten, dann eine Wanderung am Fluss durch die Ihlara-Schlucht an freskierten Kirchen vorbei bis Belisırma.",
        ],
      ],
    ],
  },
  "TUR Göreme": {
    days: [
      [
        "see",
        [
          "Göreme: the Open-Air Museum and Uçhisar",
          "Göreme: il museo all'aperto e Uçhisar",
          "Göreme: el museo al aire libre y Uçhisar",
          "Göreme : le musée en plein air et Uçhisar",
          "Göreme: das Freilichtmuseum und Uçhisar",
        ],
        [
          "The rock-cut monastery churches of the Göreme Open-Air Museum, with the frescoes of the Dark Church, then the climb up Uçhisar castle and the Pigeon Valley walk back to town.",
          "Le chiese rupestri dei monasteri del museo all'aperto di Göreme con gli affreschi della Chiesa Oscura, poi la salita al castello di Uçhisar e la camminata nella Valle dei Piccioni fino al paese.",
          "Las iglesias rupestres monásticas del museo al aire libre de Göreme, con los frescos de la Iglesia Oscura, y luego la subida al castillo de Uçhisar y el camino de vuelta por el Valle de las Palomas.",
          "Les églises monastiques taillées dans le roc du musée en plein air de Göreme et les fresques de l'Église sombre, puis la montée au château d'Uçhisar et le retour à pied par la vallée des Pigeons.",
          "Die Felsenkirchen der Klöster im Freilichtmuseum Göreme mit den Fresken der Dunklen Kirche, dann der Aufstieg auf die Burg Uçhisar und zurück durch das Taubental in den Ort.",
        ],
      ],
      [
        "food",
        [
          "Göreme: testi kebab and Avanos pottery",
          "Göreme: testi kebab e le ceramiche di Avanos",
          "Göreme: testi kebab y la cerámica de Avanos",
          "Göreme : testi kebab et poteries d'Avanos",
          "Göreme: Testi Kebab und die Töpfer von Avanos",
        ],
        [
          "The potters of Avanos on the Red River, then testi kebab, meat sealed in a clay jug and cracked open at the table, with Cappadocian wine from the Ürgüp vineyards and dried apricots.",
          "I vasai di Avanos sul Fiume Rosso, poi il testi kebab, carne sigillata in una brocca di terracotta e rotta a tavola, con il vino della Cappadocia dei vigneti di Ürgüp e albicocche secche.",
          "Los alfareros de Avanos junto al río Rojo, y luego el testi kebab, carne sellada en una jarra de barro que se rompe en la mesa, con vino de Capadocia de los viñedos de Ürgüp y orejones.",
          "Les potiers d'Avanos au bord du fleuve Rouge, puis le testi kebab, viande scellée dans une jarre d'argile brisée à table, avec le vin de Cappadoce des vignes d'Ürgüp et des abricots secs.",
          "Die Töpfer von Avanos am Roten Fluss, dann Testi Kebab, Fleisch im versiegelten Tonkrug, der am Tisch aufgeschlagen wird, dazu kappadokischer Wein aus den Weinbergen von Ürgüp und getrocknete Aprikosen.",
        ],
      ],
    ],
  },
  "TUR Konya": {
    days: [
      [
        "see",
        [
          "Konya: the Mevlana Museum and the tomb of Shams",
          "Konya: il museo di Mevlana e la tomba di Shams",
          "Konya: el museo de Mevlana y la tumba de Shams",
          "Konya : le musée de Mevlana et le tombeau de Shams",
          "Konya: das Mevlana-Museum und das Grab von Schams",
        ],
        [
          "The green-tiled tomb of Rumi in the Mevlana Museum, the dervish lodge around it, the tomb of his companion Shams of Tabriz nearby, and, if the day falls on a Saturday, an evening sema of the whirling dervishes at the Mevlana Cultural Hall.",
          "La tomba dalle maioliche verdi di Rumi nel museo di Mevlana, la confraternita dei dervisci intorno, la vicina tomba del suo compagno Shams di Tabriz e, se il giorno cade di sabato, una cerimonia sema serale dei dervisci rotanti nella sala culturale di Mevlana.",
          "La tumba de azulejos verdes de Rumi en el museo de Mevlana, la logia de los derviches a su alrededor, la cercana tumba de su compañero Shams de Tabriz y, si el día cae en sábado, una ceremonia sema nocturna de los derviches giróvagos en la sala cultural de Mevlana.",
          "Le tombeau aux tuiles vertes de Rumi au musée de Mevlana, la tekke des derviches autour, le tombeau tout proche de son compagnon Shams de Tabriz et, si la journée tombe un samedi, une cérémonie sema des derviches tourneurs en soirée au centre culturel de Mevlana.",
          "Das grün gekachelte Grab Rumis im Mevlana-Museum, der Derwischkonvent ringsum, das nahe Grab seines Gefährten Schams-e Tabrizi und, fällt der Tag auf einen Samstag, abends eine Sema-Zeremonie der tanzenden Derwische im Mevlana-Kulturzentrum.",
        ],
      ],
      [
        "see",
        [
          "Konya: the Seljuk madrasas and Çatalhöyük",
          "Konya: le madrase selgiuchidi e Çatalhöyük",
          "Konya: las madrasas selyúcidas y Çatalhöyük",
          "Konya : les médersas seldjoukides et Çatalhöyük",
          "Konya: die Seldschuken-Medresen und Çatalhöyük",
        ],
        [
          "The tile museum of the Karatay Madrasa and the carved portal of the Ince Minare, on Alaeddin hill, then out to Çatalhöyük, one of the first towns in the world, nine thousand years old.",
          "Il museo delle maioliche della madrasa Karatay e il portale scolpito dell'Ince Minare sulla collina di Alaeddin, poi fino a Çatalhöyük, una delle prime città del mondo, vecchia di novemila anni.",
          "El museo de azulejos de la madrasa Karatay y el portal tallado del Ince Minare en la colina de Alaeddin, y luego Çatalhöyük, una de las primeras ciudades del mundo, de nueve mil años.",
          "Le musée de la céramique de la médersa Karatay et le portail sculpté de l'Ince Minare près de la colline d'Alaeddin, puis Çatalhöyük, l'une des premières villes du monde, vieille de neuf mille ans.",
          "Das Fliesenmuseum der Karatay-Medrese und das gemeißelte Portal der Ince Minare am Alaeddin-Hügel, dann hinaus nach Çatalhöyük, einer der ersten Städte der Welt, neuntausend Jahre alt.",
        ],
      ],
      [
        "food",
        [
          "Konya: etli ekmek and fırın kebabı",
          "Konya: etli ekmek e fırın kebabı",
          "Konya: etli ekmek y fırın kebabı",
          "Konya : etli ekmek et fırın kebabı",
          "Konya: Etli Ekmek und Fırın Kebabı",
        ],
        [
          "Konya's etli ekmek, a very long thin flatbread topped with minced lamb, fırın kebabı of lamb slow-roasted in a wood oven, and the sweet sac arası and höşmerim of the old bazaar near Rumi's tomb.",
          "L'etli ekmek di Konya, una focaccia lunghissima e sottile con carne d'agnello tritata, il fırın kebabı di agnello cotto lentamente nel forno a legna e i dolci sac arası e höşmerim del vecchio bazar vicino alla tomba di Rumi.",
          "El etli ekmek de Konya, un pan plano larguísimo y fino cubierto de cordero picado, el fırın kebabı de cordero asado lentamente en horno de leña y los dulces sac arası y höşmerim del viejo bazar junto a la tumba de Rumi.",
          "L'etli ekmek de Konya, galette très longue et fine garnie d'agneau haché, le fırın kebabı d'agneau rôti lentement au feu de bois, et les douceurs sac arası et höşmerim du vieux bazar près du tombeau de Rumi.",
          "Konyas Etli Ekmek, ein sehr langes, dünnes Fladenbrot mit Lammhack, Fırın Kebabı, langsam im Holzofen gegartes Lamm, und die Süßspeisen Sac Arası und Höşmerim aus dem alten Basar nahe Rumis Grab.",
        ],
      ],
    ],
  },
  "TUR Pamukkale": {
    days: [
      [
        "see",
        [
          "Pamukkale: barefoot on the travertine terraces",
          "Pamukkale: a piedi nudi sulle terrazze di travertino",
          "Pamukkale: descalzos por las terrazas de travertino",
          "Pamukkale : pieds nus sur les terrasses de travertin",
          "Pamukkale: barfuß über die Sinterterrassen",
        ],
        [
          "Up the white travertine terraces barefoot through warm, shallow pools of calcium-rich spring water, with the plain of the Lycus below, at sunset when the white turns pink.",
          "Su per le terrazze bianche di travertino a piedi nudi tra pozze tiepide e basse d'acqua sorgiva ricca di calcio, con la piana del Lico sotto, al tramonto quando il bianco diventa rosa.",
          "Subida descalzos por las terrazas blancas de travertino entre pozas tibias y poco profundas de agua de manantial rica en calcio, con la llanura del Lico abajo, al atardecer cuando el blanco se vuelve rosa.",
          "La montée pieds nus sur les terrasses de travertin blanc, dans des vasques tièdes et peu profondes d'eau de source calcaire, la plaine du Lycos en contrebas, au couchant quand le blanc vire au rose.",
          "Barfuß die weißen Sinterterrassen hinauf durch warme, flache Becken kalkreichen Quellwassers, unten die Ebene des Lykos, bei Sonnenuntergang, wenn das Weiß rosa wird.",
        ],
      ],
      [
        "see",
        [
          "Pamukkale: Laodicea and the red springs of Karahayıt",
          "Pamukkale: Laodicea e le sorgenti rosse di Karahayıt",
          "Pamukkale: Laodicea y los manantiales rojos de Karahayıt",
          "Pamukkale : Laodicée et les sources rouges de Karahayıt",
          "Pamukkale: Laodikeia und die roten Quellen von Karahayıt",
        ],
        [
          "The excavated streets, temples and stadium of Laodicea, one of the Seven Churches of Revelation, across the valley, and the iron-red hot springs of the village of Karahayıt.",
          "Le strade, i templi e lo stadio scavati di Laodicea, una delle sette Chiese dell'Apocalisse, dall'altra parte della valle, e le sorgenti calde rosso ferro del villaggio di Karahayıt.",
          "Las calles, templos y estadio excavados de Laodicea, una de las siete iglesias del Apocalipsis, al otro lado del valle, y las aguas termales rojizas del pueblo de Karahayıt.",
          "Les rues, temples et stade fouillés de Laodicée, l'une des sept Églises de l'Apocalypse, de l'autre côté de la vallée, et les sources chaudes rouge de fer du village de Karahayıt.",
          "Die ausgegrabenen Straßen, Tempel und das Stadion von Laodikeia, einer der sieben Gemeinden der Offenbarung, jenseits des Tals, und die eisenroten heißen Quellen des Dorfes Karahayıt.",
        ],
      ],
    ],
  },
  "TUR Hierapolis": {
    days: [
      [
        "see",
        [
          "Hierapolis: the Roman spa city and its necropolis",
          "Hierapolis: la città termale romana e la sua necropoli",
          "Hierápolis: la ciudad termal romana y su necrópolis",
          "Hiérapolis : la cité thermale romaine et sa nécropole",
          "Hierapolis: die römische Bäderstadt und ihre Nekropole",
        ],
        [
          "Above the travertines, the Roman spa city of Hierapolis: the vast necropolis of sarcophagi, Frontinus Street and its gate, the great auditorium on the hill, and a swim among fallen columns in the Antique Pool.",
          "Sopra i travertini, la città termale romana di Hierapolis: la vasta necropoli di sarcofagi, la via di Frontino con la sua porta, il grande teatro sulla collina e un bagno tra le colonne cadute della Piscina Antica.",
          "Sobre los travertinos, la ciudad termal romana de Hierápolis: la vasta necrópolis de sarcófagos, la calle de Frontino y su puerta, el gran teatro en la colina y un baño entre columnas caídas en la Piscina Antigua.",
          "Au-dessus des travertins, la cité thermale romaine d'Hiérapolis : la vaste nécropole de sarcophages, la rue de Frontin et sa porte, le grand théâtre sur la colline et une baignade parmi les colonnes tombées de la Piscine antique.",
          "Über den Sinterterrassen die römische Bäderstadt Hierapolis: die weite Nekropole voller Sarkophage, die Frontinusstraße mit ihrem Tor, das große Theater am Hang und ein Bad zwischen umgestürzten Säulen im Antiken Becken.",
        ],
      ],
    ],
  },
  "TUR Ephesus": {
    days: [
      [
        "see",
        [
          "Ephesus: the Library of Celsus and the Terrace Houses",
          "Efeso: la Biblioteca di Celso e le Case a Terrazza",
          "Éfeso: la Biblioteca de Celso y las Casas de Ladera",
          "Éphèse : la bibliothèque de Celsus et les maisons en terrasse",
          "Ephesos: die Celsus-Bibliothek und die Hanghäuser",
        ],
        [
          "Down the marble Curetes Street from the Magnesian Gate, past the Temple of Hadrian, to the two-level facade of the Library of Celsus, with the frescoes and mosaics of the roofed Terrace Houses.",
          "Giù per la via dei Cureti in marmo dalla Porta di Magnesia, oltre il tempio di Adriano, fino alla facciata a due ordini della Biblioteca di Celso, con gli affreschi e i mosaici delle Case a Terrazza coperte.",
          "Bajada por la calle de los Curetes de mármol desde la Puerta de Magnesia, pasando el templo de Adriano, hasta la fachada de dos pisos de la Biblioteca de Celso, con los frescos y mosaicos de las Casas de Ladera cubiertas.",
          "La descente de la rue des Courètes en marbre depuis la porte de Magnésie, devant le temple d'Hadrien, jusqu'à la façade à deux niveaux de la bibliothèque de Celsus, avec les fresques et mosaïques des maisons en terrasse couvertes.",
          "Die marmorne Kuretenstraße vom Magnesischen Tor hinab, am Hadrianstempel vorbei zur zweigeschossigen Fassade der Celsus-Bibliothek, dazu Fresken und Mosaiken der überdachten Hanghäuser.",
        ],
      ],
      [
        "see",
        [
          "Ephesus: Selçuk, St John's Basilica and the Virgin's House",
          "Efeso: Selçuk, la basilica di San Giovanni e la Casa della Vergine",
          "Éfeso: Selçuk, la basílica de San Juan y la Casa de la Virgen",
          "Éphèse : Selçuk, la basilique Saint-Jean et la maison de la Vierge",
          "Ephesos: Selçuk, die Johannesbasilika und das Haus der Maria",
        ],
        [
          "The lone column of the Temple of Artemis, one of the Seven Wonders, the Basilica of St John and the İsa Bey mosque in Selçuk, and the House of the Virgin Mary on Mount Koressos.",
          "L'unica colonna del tempio di Artemide, una delle sette meraviglie, la basilica di San Giovanni e la moschea di İsa Bey a Selçuk e la Casa della Vergine Maria sul monte Koressos.",
          "La columna solitaria del templo de Artemisa, una de las siete maravillas, la basílica de San Juan y la mezquita de İsa Bey en Selçuk y la Casa de la Virgen María en el monte Koressos.",
          "La colonne solitaire du temple d'Artémis, l'une des Sept Merveilles, la basilique Saint-Jean et la mosquée İsa Bey à Selçuk, et la maison de la Vierge Marie sur le mont Koressos.",
          "Die einsame Säule des Artemistempels, eines der sieben Weltwunder, die Johannesbasilika und die İsa-Bey-Moschee in Selçuk und das Haus der Jungfrau Maria auf dem Berg Koressos.",
        ],
      ],
    ],
  },
  "TUR Şirince": {
    days: [
      [
        "see",
        [
          "Şirince: the hill village above the olive groves",
          "Şirince: il villaggio di collina sopra gli uliveti",
          "Şirince: la aldea de colina sobre los olivares",
          "Şirince : le village perché au-dessus des oliveraies",
          "Şirince: das Bergdorf über den Olivenhainen",
        ],
        [
          "The white and timbered houses of the old Greek village of Şirince on its hillside, the churches of St John the Baptist and of the Virgin, and a walk among olive groves and vineyards.",
          "Le case bianche e a graticcio del vecchio villaggio greco di Şirince sul pendio, le chiese di San Giovanni Battista e della Vergine e una camminata tra uliveti e vigneti.",
          "Las casas blancas y de entramado de la vieja aldea griega de Şirince en su ladera, las iglesias de San Juan Bautista y de la Virgen y un paseo entre olivares y viñas.",
          "Les maisons blanches à colombages du vieux village grec de Şirince à flanc de colline, les églises Saint-Jean-Baptiste et de la Vierge, et une marche entre oliveraies et vignes.",
          "Die weißen Fachwerkhäuser des alten griechischen Dorfes Şirince am Hang, die Kirchen Johannes des Täufers und der Jungfrau und ein Spaziergang durch Olivenhaine und Weinberge.",
        ],
      ],
      [
        "food",
        [
          "Şirince: fruit wines and a village breakfast",
          "Şirince: vini di frutta e colazione di villaggio",
          "Şirince: vinos de fruta y desayuno de aldea",
          "Şirince : vins de fruits et petit-déjeuner villageois",
          "Şirince: Obstweine und ein Dorffrühstück",
        ],
        [
          "A long village breakfast of olives, cheeses, gözleme and fig jam, then a tasting of the sweet fruit wines Şirince is known for, blackberry, peach and melon, and its olive oil soaps.",
          "Una lunga colazione di villaggio con olive, formaggi, gözleme e marmellata di fichi, poi una degustazione dei vini di frutta dolci per cui Şirince è nota, di mora, pesca e melone, e i suoi saponi all'olio d'oliva.",
          "Un largo desayuno de aldea con aceitunas, quesos, gözleme y mermelada de higo, y luego una cata de los vinos dulces de fruta por los que se conoce Şirince, de mora, melocotón y melón, y sus jabones de aceite de oliva.",
          "Un long petit-déjeuner villageois d'olives, fromages, gözleme et confiture de figues, puis une dégustation des vins de fruits sucrés qui font la renommée de Şirince, mûre, pêche et melon, et ses savons à l'huile d'olive.",
          "Ein langes Dorffrühstück mit Oliven, Käse, Gözleme und Feigenmarmelade, dann eine Verkostung der süßen Obstweine, für die Şirince bekannt ist, Brombeere, Pfirsich und Melone, und seiner Olivenölseifen.",
        ],
      ],
    ],
  },
  "TUR Bodrum": {
    days: [
      [
        "see",
        [
          "Bodrum: the castle of St Peter and the Mausoleum",
          "Bodrum: il castello di San Pietro e il Mausoleo",
          "Bodrum: el castillo de San Pedro y el Mausoleo",
          "Bodrum : le château Saint-Pierre et le Mausolée",
          "Bodrum: die Petrusburg und das Mausoleum",
        ],
        [
          "The Crusader castle of St Peter on its peninsula, with the Museum of Underwater Archaeology and its Bronze Age wrecks, the site of the Mausoleum of Halicarnassus, and the ancient auditorium above the bay.",
          "Il castello crociato di San Pietro sulla penisola, con il museo di archeologia subacquea e i suoi relitti dell'età del bronzo, il sito del Mausoleo di Alicarnasso e il teatro antico sopra la baia.",
          "El castillo cruzado de San Pedro en su península, con el museo de arqueología subacuática y sus pecios de la Edad del Bronce, el sitio del Mausoleo de Halicarnaso y el teatro antiguo sobre la bahía.",
          "Le château croisé Saint-Pierre sur sa presqu'île, son musée d'archéologie sous-marine et ses épaves de l'âge du bronze, le site du Mausolée d'Halicarnasse et le théâtre antique au-dessus de la baie.",
          "Die Kreuzfahrerburg St. Peter auf ihrer Halbinsel mit dem Museum für Unterwasserarchäologie und seinen bronzezeitlichen Wracks, die Stätte des Mausoleums von Halikarnassos und das antike Theater über der Bucht.",
        ],
      ],
      [
        "food",
        [
          "Bodrum: the fish market and Aegean mezes",
          "Bodrum: il mercato del pesce e i mezze dell'Egeo",
          "Bodrum: el mercado de pescado y los mezes del Egeo",
          "Bodrum : le marché aux poissons et les mezzés égéens",
          "Bodrum: der Fischmarkt und ägäische Mezze",
        ],
        [
          "Bodrum's fish market, where the catch bought at the counter is cooked at the tables around it, with Aegean mezes of wild greens, sea beans and octopus, and a mandarin sorbet of the peninsula.",
          "Il mercato del pesce di Bodrum, dove il pescato comprato al banco si fa cucinare ai tavoli intorno, con mezze dell'Egeo di erbe selvatiche, salicornia e polpo e un sorbetto al mandarino della penisola.",
          "El mercado de pescado de Bodrum, donde la pesca comprada en el mostrador se cocina en las mesas de alrededor, con mezes del Egeo de hierbas silvestres, salicornia y pulpo y un sorbete de mandarina de la península.",
          "Le marché aux poissons de Bodrum, où la pêche achetée à l'étal est cuisinée aux tables autour, avec des mezzés égéens d'herbes sauvages, de salicorne et de poulpe et un sorbet à la mandarine de la presqu'île.",
          "Bodrums Fischmarkt, wo der am Tresen gekaufte Fang an den Tischen ringsum zubereitet wird, mit ägäischen Mezze aus Wildkräutern, Queller und Oktopus und einem Mandarinensorbet der Halbinsel.",
        ],
      ],
      [
        "night",
        [
          "Bodrum by night on Bar Street",
          "Bodrum di notte sulla Bar Street",
          "Bodrum de noche en la Bar Street",
          "Bodrum la nuit sur la Bar Street",
          "Bodrum bei Nacht in der Bar Street",
        ],
        [
          "Along Bodrum's Bar Street by the water below the castle, the bars of the marina, and the big open-air clubs of Gümbet that keep the bay awake all night.",
          "Lungo la Bar Street di Bodrum sull'acqua sotto il castello, i bar della marina e i grandi club all'aperto di Gümbet che tengono sveglia la baia tutta la notte.",
          "Por la Bar Street de Bodrum junto al agua bajo el castillo, los bares del puerto deportivo y los grandes clubes al aire libre de Gümbet, que mantienen despierta la bahía toda la noche.",
          "La Bar Street de Bodrum au bord de l'eau sous le château, les bars de la marina et les grands clubs en plein air de Gümbet qui tiennent la baie éveillée toute la nuit.",
          "Die Bar Street von Bodrum am Wasser unter der Burg, die Bars der Marina und die großen Open-Air-Clubs von Gümbet, die die Bucht die ganze Nacht wach halten.",
        ],
      ],
    ],
  },
  "TUR Gulf of Gökova": {
    months: [5, 10],
    days: [
      [
        "boat",
        [
          "Gulf of Gökova: Sedir Island and Cleopatra's Beach",
          "Golfo di Gökova: l'isola di Sedir e la spiaggia di Cleopatra",
          "Golfo de Gökova: la isla de Sedir y la playa de Cleopatra",
          "Golfe de Gökova : l'île de Sedir et la plage de Cléopâtre",
          "Golf von Gökova: die Insel Sedir und der Kleopatra-Strand",
        ],
        [
          "Aboard a gulet to Sedir Island, where the sand of Cleopatra's Beach is said to have been brought from Egypt, with the ruins of ancient Kedrai and its auditorium, and a swim in the pine-lined bays.",
          "A bordo di un caicco fino all'isola di Sedir, dove la sabbia della spiaggia di Cleopatra sarebbe stata portata dall'Egitto, con le rovine dell'antica Kedrai e il suo teatro, e un bagno nelle baie tra i pini.",
          "A bordo de una goleta hasta la isla de Sedir, cuya arena de la playa de Cleopatra habría sido traída de Egipto, con las ruinas de la antigua Kedrai y su teatro, y un baño en las calas rodeadas de pinos.",
          "À bord d'une goélette jusqu'à l'île de Sedir, dont le sable de la plage de Cléopâtre aurait été apporté d'Égypte, avec les ruines de l'antique Kedrai et son théâtre, et une baignade dans les criques bordées de pins.",
          "An Bord einer Gulet zur Insel Sedir, deren Kleopatra-Strand aus Sand aus Ägypten bestehen soll, mit den Ruinen des antiken Kedrai und seinem Theater und Baden in den kiefernbestandenen Buchten.",
        ],
      ],
      [
        "boat",
        [
          "Gulf of Gökova: English Cove and the Seven Islands",
          "Golfo di Gökova: la baia degli Inglesi e le Sette Isole",
          "Golfo de Gökova: la cala de los Ingleses y las Siete Islas",
          "Golfe de Gökova : la crique des Anglais et les Sept Îles",
          "Golf von Gökova: die Englische Bucht und die Sieben Inseln",
        ],
        [
          "Along the south shore of the gulf to İngiliz Limanı, the cove where British boats hid in the war, the Yedi Adalar, seven islets in clear water, and a night at anchor in the bay of Löngöz.",
          "Lungo la riva sud del golfo fino a İngiliz Limanı, la baia dove si nascondevano le barche britanniche in guerra, le Yedi Adalar, sette isolotti nell'acqua limpida, e una notte all'ancora nella baia di Löngöz.",
          "Por la orilla sur del golfo hasta İngiliz Limanı, la cala donde se escondían los barcos británicos en la guerra, las Yedi Adalar, siete islotes en aguas claras, y una noche fondeados en la bahía de Löngöz.",
          "Le long de la rive sud du golfe jusqu'à İngiliz Limanı, la crique où se cachaient les bateaux britanniques pendant la guerre, les Yedi Adalar, sept îlots dans l'eau claire, et une nuit au mouillage dans la baie de Löngöz.",
          "Entlang des Südufers des Golfs nach İngiliz Limanı, der Bucht, in der sich im Krieg britische Boote versteckten, zu den Yedi Adalar, sieben Inselchen in klarem Wasser, und eine Nacht vor Anker in der Bucht von Löngöz.",
        ],
      ],
      [
        "boat",
        [
          "Gulf of Gökova: Çökertme and the northern coves",
          "Golfo di Gökova: Çökertme e le baie del nord",
          "Golfo de Gökova: Çökertme y las calas del norte",
          "Golfe de Gökova : Çökertme et les criques du nord",
          "Golf von Gökova: Çökertme und die Buchten im Norden",
        ],
        [
          "The northern shore of the gulf from Akyaka and the reed-lined Azmak river to the fishing hamlet of Çökertme, the coves of Akbük and Alakışla, and the pine-backed bay of Ören.",
          "La riva nord del golfo da Akyaka e dal fiume Azmak tra le canne fino al borgo di pescatori di Çökertme, le baie di Akbük e Alakışla e la baia di Ören sotto i pini.",
          "La orilla norte del golfo desde Akyaka y el río Azmak entre juncos hasta la aldea pesquera de Çökertme, las calas de Akbük y Alakışla y la bahía de Ören bajo los pinos.",
          "La rive nord du golfe, d'Akyaka et de la rivière Azmak bordée de roseaux jusqu'au hameau de pêcheurs de Çökertme, les criques d'Akbük et d'Alakışla et la baie d'Ören adossée aux pins.",
          "Das Nordufer des Golfs von Akyaka und dem schilfgesäumten Azmak-Fluss bis zum Fischerweiler Çökertme, die Buchten von Akbük und Alakışla und die von Kiefern gesäumte Bucht von Ören.",
        ],
      ],
    ],
  },
  "TUR Fethiye": {
    days: [
      [
        "see",
        [
          "Fethiye: the Lycian rock tombs and Kayaköy",
          "Fethiye: le tombe rupestri licie e Kayaköy",
          "Fethiye: las tumbas rupestres licias y Kayaköy",
          "Fethiye : les tombeaux rupestres lyciens et Kayaköy",
          "Fethiye: die lykischen Felsgräber und Kayaköy",
        ],
        [
          "The temple-fronted Tomb of Amyntas cut into the cliff above town, then the ghost village of Kayaköy, hundreds of roofless Greek stone houses abandoned in the 1923 population exchange.",
          "La tomba di Amyntas con facciata a tempio scavata nella parete sopra la città, poi il villaggio fantasma di Kayaköy, centinaia di case greche di pietra senza tetto abbandonate nello scambio di popolazioni del 1923.",
          "La tumba de Amintas con fachada de templo excavada en el acantilado sobre la ciudad, y luego la aldea fantasma de Kayaköy, cientos de casas griegas de piedra sin tejado abandonadas en el intercambio de población de 1923.",
          "Le tombeau d'Amyntas à façade de temple taillé dans la falaise au-dessus de la ville, puis le village fantôme de Kayaköy, des centaines de maisons grecques de pierre sans toit abandonnées lors de l'échange de populations de 1923.",
          "Das Grab des Amyntas mit Tempelfassade in der Felswand über der Stadt, dann das Geisterdorf Kayaköy, Hunderte dachlose griechische Steinhäuser, verlassen beim Bevölkerungsaustausch von 1923.",
        ],
      ],
      [
        "food",
        [
          "Fethiye: fish from the market and gözleme",
          "Fethiye: pesce del mercato e gözleme",
          "Fethiye: pescado del mercado y gözleme",
          "Fethiye : poisson du marché et gözleme",
          "Fethiye: Fisch vom Markt und Gözleme",
        ],
        [
          "Fethiye's fish market, with the catch chosen at the slab and grilled at the restaurants around it, thin gözleme rolled out and cooked on the griddle, and, if the day falls on a Tuesday, the big market's village cheeses, olives and pine honey.",
          "Il mercato del pesce di Fethiye, con il pescato scelto al banco e grigliato nei ristoranti intorno, la gözleme, sfoglia sottile cotta sulla piastra, e, se il giorno cade di martedì, il grande mercato con formaggi di villaggio, olive e miele di pino.",
          "El mercado de pescado de Fethiye, con la pesca elegida en el mostrador y asada en los restaurantes de alrededor, las finas tortas gözleme hechas en la plancha y, si el día cae en martes, el gran mercado con quesos de aldea, aceitunas y miel de pino.",
          "Le marché aux poissons de Fethiye, la pêche choisie à l'étal et grillée dans les restaurants autour, de fines galettes gözleme cuites sur la plaque et, si la journée tombe un mardi, le grand marché avec fromages de village, olives et miel de pin.",
          "Fethiyes Fischmarkt, wo der Fang am Tresen ausgesucht und in den Lokalen ringsum gegrillt wird, auf der heißen Platte gebackene Gözleme und, fällt der Tag auf einen Dienstag, der große Markt mit Dorfkäse, Oliven und Pinienhonig.",
        ],
      ],
    ],
  },
  "TUR Ölüdeniz": {
    days: [
      [
        "see",
        [
          "Ölüdeniz: paragliding from Babadağ",
          "Ölüdeniz: parapendio dal Babadağ",
          "Ölüdeniz: parapente desde el Babadağ",
          "Ölüdeniz : parapente depuis le Babadağ",
          "Ölüdeniz: Gleitschirmfliegen vom Babadağ",
        ],
        [
          "Up Babadağ by cable car or road for the view over the lagoon, and for those who wish a tandem paraglide down to the beach, one of the best-known flights in the world.",
          "Su al Babadağ in funivia o in auto per la vista sulla laguna e, per chi vuole, un volo in parapendio biposto fino alla spiaggia, uno dei voli più noti al mondo.",
          "Subida al Babadağ en teleférico o por carretera para ver la laguna y, para quien quiera, un vuelo en parapente biplaza hasta la playa, uno de los vuelos más conocidos del mundo.",
          "Montée au Babadağ en téléphérique ou par la route pour la vue sur le lagon et, pour qui le souhaite, un vol en parapente biplace jusqu'à la plage, l'un des vols les plus connus au monde.",
          "Mit der Seilbahn oder auf der Straße auf den Babadağ mit Blick auf die Lagune und wer mag im Tandem-Gleitschirm hinab zum Strand, einer der bekanntesten Flüge der Welt.",
        ],
      ],
      [
        "beach",
        [
          "Ölüdeniz: the Blue Lagoon",
          "Ölüdeniz: la Laguna Blu",
          "Ölüdeniz: la Laguna Azul",
          "Ölüdeniz : le Lagon bleu",
          "Ölüdeniz: die Blaue Lagune",
        ],
        [
          "A day at the Blue Lagoon of Ölüdeniz, its sheltered still water and pebble spit of Belcekız beach, for swimming in the warm months and a paddle across the lagoon under the pine slopes.",
          "Una giornata alla Laguna Blu di Ölüdeniz, con l'acqua calma e riparata e la lingua di ciottoli della spiaggia di Belcekız, per nuotare nei mesi caldi e pagaiare attraverso la laguna sotto i pendii di pini.",
          "Un día en la Laguna Azul de Ölüdeniz, con su agua quieta y resguardada y la lengua de guijarros de la playa de Belcekız, para nadar en los meses cálidos y remar por la laguna bajo las laderas de pinos.",
          "Une journée au Lagon bleu d'Ölüdeniz, son eau calme et abritée et la langue de galets de la plage de Belcekız, pour nager à la belle saison et pagayer sur le lagon sous les pentes de pins.",
          "Ein Tag an der Blauen Lagune von Ölüdeniz mit ihrem geschützten, stillen Wasser und der Kiesnehrung des Strandes Belcekız, in den warmen Monaten zum Schwimmen und Paddeln über die Lagune unter den Kiefernhängen.",
        ],
      ],
    ],
  },
  "TUR Gulf of Fethiye": {
    months: [5, 10],
    days: [
      [
        "boat",
        [
          "Gulf of Fethiye: the Twelve Islands",
          "Golfo di Fethiye: le Dodici Isole",
          "Golfo de Fethiye: las Doce Islas",
          "Golfe de Fethiye : les Douze Îles",
          "Golf von Fethiye: die Zwölf Inseln",
        ],
        [
          "A gulet among the twelve islands of the gulf: Tersane Island and its ruined shipyard village, Yassıca's shallow channels, and swims in the clear water of Aquarium Bay and Cold Water Bay.",
          "Un caicco tra le dodici isole del golfo: l'isola di Tersane e il suo villaggio-cantiere in rovina, i bassi canali di Yassıca e i bagni nell'acqua limpida della baia dell'Acquario e della baia dell'Acqua Fredda.",
          "Una goleta entre las doce islas del golfo: la isla de Tersane y su aldea de astilleros en ruinas, los canales poco profundos de Yassıca y baños en el agua clara de la bahía del Acuario y la bahía del Agua Fría.",
          "Une goélette parmi les douze îles du golfe : l'île de Tersane et son village-chantier en ruine, les chenaux peu profonds de Yassıca et des baignades dans l'eau claire de la baie de l'Aquarium et de la baie de l'Eau froide.",
          "Eine Gulet zwischen den zwölf Inseln des Golfs: die Insel Tersane mit ihrem verfallenen Werftdorf, die flachen Kanäle von Yassıca und Baden im klaren Wasser der Aquarium- und der Kaltwasserbucht.",
        ],
      ],
      [
        "boat",
        [
          "Gulf of Fethiye: Gemiler Island and Butterfly Valley",
          "Golfo di Fethiye: l'isola di Gemiler e la Valle delle Farfalle",
          "Golfo de Fethiye: la isla de Gemiler y el Valle de las Mariposas",
          "Golfe de Fethiye : l'île de Gemiler et la vallée des Papillons",
          "Golf von Fethiye: die Insel Gemiler und das Schmetterlingstal",
        ],
        [
          "By boat along the coast to Gemiler Island, St Nicholas Island, with its Byzantine churches and covered processional way, and into Butterfly Valley, the beach at the foot of a gorge reached only by sea or steep path.",
          "In barca lungo la costa fino all'isola di Gemiler, l'isola di San Nicola, con le chiese bizantine e la via processionale coperta, e nella Valle delle Farfalle, la spiaggia ai piedi di una gola raggiungibile solo dal mare o da un ripido sentiero.",
          "En barco por la costa hasta la isla de Gemiler, isla de San Nicolás, con sus iglesias bizantinas y su vía procesional cubierta, y al Valle de las Mariposas, la playa al pie de un cañón a la que solo se llega por mar o por un sendero empinado.",
          "En bateau le long de la côte jusqu'à l'île de Gemiler, l'île Saint-Nicolas, ses églises byzantines et sa voie processionnelle couverte, puis la vallée des Papillons, plage au pied d'une gorge accessible seulement par la mer ou un sentier raide.",
          "Mit dem Boot entlang der Küste zur Insel Gemiler, der Nikolausinsel, mit byzantinischen Kirchen und überdachtem Prozessionsweg, und ins Schmetterlingstal, einen Strand am Fuß einer Schlucht, nur per Boot oder steilem Pfad erreichbar.",
        ],
      ],
    ],
  },
  "TUR Lycian Way": {
    days: [
      [
        "trek",
        [
          "Lycian Way: from Ovacık to Faralya",
          "Via Licia: da Ovacık a Faralya",
          "Ruta Licia: de Ovacık a Faralya",
          "Voie lycienne : d'Ovacık à Faralya",
          "Lykischer Weg: von Ovacık nach Faralya",
        ],
        [
          "From the start of the trail above Ölüdeniz along the slopes of Babadağ through pine forest and the hamlet of Kozağaçı, to the village of Faralya on the cliffs above Butterfly Valley.",
          "Dall'inizio del sentiero sopra Ölüdeniz lungo i pendii del Babadağ tra pinete e la frazione di Kozağaçı fino al villaggio di Faralya sulle scogliere sopra la Valle delle Farfalle.",
          "Desde el inicio del sendero sobre Ölüdeniz por las laderas del Babadağ entre pinares y la aldea de Kozağaçı hasta el pueblo de Faralya, en los acantilados sobre el Valle de las Mariposas.",
          "Du départ du sentier au-dessus d'Ölüdeniz, le long des pentes du Babadağ dans les pins et par le hameau de Kozağaçı, jusqu'au village de Faralya sur les falaises au-dessus de la vallée des Papillons.",
          "Vom Beginn des Weges über Ölüdeniz an den Hängen des Babadağ durch Kiefernwald und den Weiler Kozağaçı zum Dorf Faralya auf den Klippen über dem Schmetterlingstal.",
        ],
      ],
      [
        "trek",
        [
          "Lycian Way: Faralya to Kabak",
          "Via Licia: da Faralya a Kabak",
          "Ruta Licia: de Faralya a Kabak",
          "Voie lycienne : de Faralya à Kabak",
          "Lykischer Weg: von Faralya nach Kabak",
        ],
        [
          "Along the cliff path from Faralya with the sea far below, past terraced fields to the Kabak valley, its camps among the pines and the wild beach at the foot of the gorge.",
          "Lungo il sentiero sulla scogliera da Faralya con il mare molto più in basso, tra campi a terrazze fino alla valle di Kabak, con i suoi campi tra i pini e la spiaggia selvaggia ai piedi della gola.",
          "Por el sendero del acantilado desde Faralya con el mar muy abajo, entre campos en terrazas hasta el valle de Kabak, con sus campamentos entre los pinos y la playa salvaje al pie del cañón.",
          "Par le sentier des falaises depuis Faralya, la mer tout en bas, entre les champs en terrasses jusqu'à la vallée de Kabak, ses camps sous les pins et sa plage sauvage au pied de la gorge.",
          "Auf dem Klippenpfad von Faralya, das Meer tief unten, an Terrassenfeldern vorbei ins Kabak-Tal mit seinen Camps unter Kiefern und dem wilden Strand am Fuß der Schlucht.",
        ],
      ],
      [
        "trek",
        [
          "Lycian Way: Kabak to Alınca",
          "Via Licia: da Kabak ad Alınca",
          "Ruta Licia: de Kabak a Alınca",
          "Voie lycienne : de Kabak à Alınca",
          "Lykischer Weg: von Kabak nach Alınca",
        ],
        [
          "A steep climb from Kabak up the old mule path through forest and past springs, to the mountain village of Alınca on its ledge high above the sea, with the Greek island of Rhodes on the horizon on clear days.",
          "Una ripida salita da Kabak per la vecchia mulattiera tra boschi e sorgenti fino al villaggio di montagna di Alınca, sulla sua cengia alta sul mare, con l'isola greca di Rodi all'orizzonte nei giorni limpidi.",
          "Una subida empinada desde Kabak por el viejo camino de mulas entre bosques y fuentes hasta la aldea de montaña de Alınca, en su repisa muy por encima del mar, con la isla griega de Rodas en el horizonte los días claros.",
          "Une montée raide depuis Kabak par le vieux chemin muletier, entre forêts et sources, jusqu'au village de montagne d'Alınca sur sa corniche au-dessus de la mer, l'île grecque de Rhodes à l'horizon par temps clair.",
          "Ein steiler Aufstieg von Kabak über den alten Maultierpfad durch Wald und an Quellen vorbei ins Bergdorf Alınca auf seinem Felsband hoch über dem Meer, an klaren Tagen mit der griechischen Insel Rhodos am Horizont.",
        ],
      ],
      [
        "trek",
        [
          "Lycian Way: Alınca down to Gey and Bel",
          "Via Licia: da Alınca giù fino a Gey e Bel",
          "Ruta Licia: de Alınca bajando a Gey y Bel",
          "Voie lycienne : d'Alınca à Gey et Bel",
          "Lykischer Weg: von Alınca hinab nach Gey und Bel",
        ],
        [
          "Along the high balcony path from Alınca through juniper and over rocky ground to the villages of Gey and Bel, with village homestays and gözleme cooked on the griddle.",
          "Lungo l'alto sentiero a balcone da Alınca tra ginepri e terreno roccioso fino ai villaggi di Gey e Bel, con l'ospitalità nelle case del villaggio e la gözleme cotta sulla piastra.",
          "Por el alto sendero balcón desde Alınca entre enebros y terreno rocoso hasta las aldeas de Gey y Bel, con alojamiento en casas del pueblo y gözleme hecha en la plancha.",
          "Par le haut sentier en balcon depuis Alınca, entre genévriers et terrain rocheux, jusqu'aux villages de Gey et de Bel, l'accueil chez l'habitant et la gözleme cuite sur la plaque.",
          "Auf dem hohen Balkonweg von Alınca durch Wacholder und über felsigen Grund zu den Dörfern Gey und Bel, mit Unterkunft bei Familien und Gözleme von der Eisenplatte.",
        ],
      ],
      [
        "see",
        [
          "Lycian Way: the ruins of Xanthos and Letoon",
          "Via Licia: le rovine di Xanthos e del Letoon",
          "Ruta Licia: las ruinas de Janto y el Letoon",
          "Voie lycienne : les ruines de Xanthos et du Létôon",
          "Lykischer Weg: die Ruinen von Xanthos und Letoon",
        ],
        [
          "A day at the Lycian sites along the way: Xanthos, the capital, with its pillar tombs and auditorium, and the sanctuary of Leto at Letoon, its temples half in water.",
          "Una giornata ai siti licii lungo la via: Xanthos, la capitale, con le tombe a pilastro e il teatro, e il santuario di Latona al Letoon, con i templi mezzi nell'acqua.",
          "Un día en los yacimientos licios del camino: Janto, la capital, con sus tumbas pilar y su teatro, y el santuario de Leto en el Letoon, con sus templos medio en el agua.",
          "Une journée sur les sites lyciens du chemin : Xanthos, la capitale, ses tombeaux-piliers et son théâtre, et le sanctuaire de Léto au Létôon, ses temples à demi dans l'eau.",
          "Ein Tag an den lykischen Stätten am Weg: Xanthos, die Hauptstadt, mit Pfeilergräbern und Theater, und das Heiligtum der Leto im Letoon, dessen Tempel halb im Wasser stehen.",
        ],
      ],
    ],
  },
  "TUR Kaş": {
    days: [
      [
        "see",
        [
          "Kaş: the old town and the King's Tomb",
          "Kaş: la città vecchia e la Tomba del Re",
          "Kaş: el casco antiguo y la Tumba del Rey",
          "Kaş : la vieille ville et le tombeau du Roi",
          "Kaş: die Altstadt und das Königsgrab",
        ],
        [
          "The bougainvillea lanes of Kaş above the port, the Lycian King's Tomb standing in the street, the ancient auditorium of Antiphellos facing the sea, and the Greek island of Kastellorizo offshore.",
          "I vicoli di buganvillee di Kaş sopra il porto, la Tomba del Re licia in mezzo alla strada, il teatro antico di Antiphellos davanti al mare e l'isola greca di Kastellorizo al largo.",
          "Las callejas de buganvillas de Kaş sobre el puerto, la Tumba del Rey licia en medio de la calle, el teatro antiguo de Antiphellos frente al mar y la isla griega de Kastellorizo enfrente.",
          "Les ruelles à bougainvillées de Kaş au-dessus du port, le tombeau lycien du Roi planté dans la rue, le théâtre antique d'Antiphellos face à la mer et l'île grecque de Kastellorizo au large.",
          "Die Bougainvilleagassen von Kaş über dem Hafen, das lykische Königsgrab mitten auf der Straße, das antike Theater von Antiphellos mit Meerblick und vor der Küste die griechische Insel Kastellorizo.",
        ],
      ],
      [
        "boat",
        [
          "Kaş: by boat to the sunken city of Kekova",
          "Kaş: in barca alla città sommersa di Kekova",
          "Kaş: en barco a la ciudad hundida de Kekova",
          "Kaş : en bateau vers la cité engloutie de Kekova",
          "Kaş: mit dem Boot zur versunkenen Stadt von Kekova",
        ],
        [
          "A boat along the coast to Kekova Island, over the sunken Lycian houses and stairs along its shore, seen through clear water, to the castle village of Kaleköy and its sarcophagi standing in the sea, with swims in the bays in the warm months.",
          "In barca lungo la costa fino all'isola di Kekova, sopra le case e le scale licie sommerse lungo la sua riva, viste nell'acqua limpida, fino al villaggio del castello di Kaleköy con i sarcofagi nel mare, e bagni nelle baie nei mesi caldi.",
          "En barco por la costa hasta la isla de Kekova, sobre las casas y escaleras licias hundidas de su orilla, vistas en el agua clara, hasta la aldea del castillo de Kaleköy y sus sarcófagos en el mar, con baños en las calas en los meses cálidos.",
          "En bateau le long de la côte jusqu'à l'île de Kekova, au-dessus des maisons et escaliers lyciens engloutis le long de sa rive, vus dans l'eau claire, jusqu'au village fortifié de Kaleköy et ses sarcophages dans la mer, avec baignades dans les criques à la belle saison.",
          "Mit dem Boot entlang der Küste zur Insel Kekova, über die versunkenen lykischen Häuser und Treppen an ihrem Ufer im klaren Wasser, zum Burgdorf Kaleköy mit seinen Sarkophagen im Meer, in den warmen Monaten mit Badestopps in den Buchten.",
        ],
      ],
      [
        "food",
        [
          "Kaş: mezes and grilled fish on the port",
          "Kaş: mezze e pesce alla griglia sul porto",
          "Kaş: mezes y pescado a la parrilla en el puerto",
          "Kaş : mezzés et poisson grillé sur le port",
          "Kaş: Mezze und gegrillter Fisch am Hafen",
        ],
        [
          "Dinner on the port of Kaş, with Aegean mezes, sea bream or grouper from the grill and local rakı or wine, preceded, if the day falls on a Friday, by the weekly market for village cheeses, olives and herbs.",
          "Una cena sul porto di Kaş con mezze dell'Egeo, orata o cernia alla griglia e rakı o vino locale, preceduta, se il giorno cade di venerdì, dal mercato settimanale con formaggi di villaggio, olive ed erbe.",
          "Una cena en el puerto de Kaş con mezes del Egeo, dorada o mero a la parrilla y rakı o vino local, precedida, si el día cae en viernes, por el mercado semanal con quesos de aldea, aceitunas y hierbas.",
          "Un dîner sur le port de Kaş, mezzés égéens, daurade ou mérou grillé, avec du rakı ou du vin local, précédé, si la journée tombe un vendredi, du marché hebdomadaire pour les fromages de village, les olives et les herbes.",
          "Ein Abendessen am Hafen von Kaş mit ägäischen Mezze, Dorade oder Zackenbarsch vom Grill und Rakı oder Wein aus der Gegend und, fällt der Tag auf einen Freitag, vorher noch der Wochenmarkt mit Dorfkäse, Oliven und Kräutern.",
        ],
      ],
    ],
  },
  "TUR Patara": {
    days: [
      [
        "see",
        [
          "Patara: the Lycian capital in the dunes",
          "Patara: la capitale licia tra le dune",
          "Patara: la capital licia entre las dunas",
          "Patara : la capitale lycienne dans les dunes",
          "Patara: die lykische Hauptstadt in den Dünen",
        ],
        [
          "The ruins of Patara half buried in sand: the restored Lycian League assembly house, the colonnaded street, the lighthouse of Nero, and the arch at the city gate.",
          "Le rovine di Patara mezze sepolte nella sabbia: la sala restaurata dell'assemblea della Lega licia, la via colonnata, il faro di Nerone e l'arco alla porta della città.",
          "Las ruinas de Patara medio enterradas en la arena: la sala restaurada de la asamblea de la Liga licia, la calle columnada, el faro de Nerón y el arco de la puerta de la ciudad.",
          "Les ruines de Patara à demi ensablées : la salle restaurée de l'assemblée de la Ligue lycienne, la rue à colonnades, le phare de Néron et l'arc de la porte de la ville.",
          "Die halb im Sand begrabenen Ruinen von Patara: das restaurierte Versammlungshaus des Lykischen Bundes, die Säulenstraße, der Leuchtturm des Nero und der Bogen am Stadttor.",
        ],
      ],
      [
        "beach",
        [
          "Patara: the long beach of the turtles",
          "Patara: la lunga spiaggia delle tartarughe",
          "Patara: la larga playa de las tortugas",
          "Patara : la longue plage des tortues",
          "Patara: der lange Strand der Schildkröten",
        ],
        [
          "A day on Patara's wild beach, some 18 km of sand backed by dunes and protected for the loggerhead turtles that nest there, with swimming in the open sea in the warm months and no buildings in sight.",
          "Una giornata sulla spiaggia selvaggia di Patara, circa 18 km di sabbia con le dune alle spalle, protetta per le tartarughe caretta che vi nidificano, con bagni in mare aperto nei mesi caldi e nessun edificio in vista.",
          "Un día en la playa salvaje de Patara, unos 18 km de arena con dunas detrás, protegida por las tortugas bobas que anidan allí, con baños en mar abierto en los meses cálidos y ningún edificio a la vista.",
          "Une journée sur la plage sauvage de Patara, quelque 18 km de sable adossés aux dunes et protégés pour les tortues caouannes qui y pondent, baignade en pleine mer à la belle saison et aucun bâtiment en vue.",
          "Ein Tag an Pataras wildem Strand, rund 18 km Sand mit Dünen dahinter, geschützt für die Unechten Karettschildkröten, die dort nisten, Baden im offenen Meer in den warmen Monaten und kein Gebäude in Sicht.",
        ],
      ],
    ],
  },
  "TUR Antalya": {
    days: [
      [
        "see",
        [
          "Antalya: Kaleiçi and the old port",
          "Antalya: Kaleiçi e il porto vecchio",
          "Antalya: Kaleiçi y el puerto viejo",
          "Antalya : Kaleiçi et le vieux port",
          "Antalya: Kaleiçi und der alte Hafen",
        ],
        [
          "Through Hadrian's Gate into Kaleiçi, the old town of Ottoman houses and the fluted Yivli Minaret, down to the Roman port below the cliffs, and the Antalya Museum's statues from Perge.",
          "Dalla Porta di Adriano dentro Kaleiçi, la città vecchia di case ottomane e il minareto scanalato Yivli, giù fino al porto romano sotto le scogliere, e le statue di Perge del museo di Antalya.",
          "Por la Puerta de Adriano a Kaleiçi, el casco antiguo de casas otomanas y el minarete acanalado Yivli, bajando al puerto romano bajo los acantilados, y las estatuas de Perge del museo de Antalya.",
          "Par la porte d'Hadrien dans Kaleiçi, la vieille ville aux maisons ottomanes et au minaret cannelé Yivli, jusqu'au port romain sous les falaises, et les statues de Pergé du musée d'Antalya.",
          "Durch das Hadrianstor nach Kaleiçi, in die Altstadt mit osmanischen Häusern und dem kannelierten Yivli-Minarett, hinab zum römischen Hafen unter den Klippen und zu den Statuen aus Perge im Antalya-Museum.",
        ],
      ],
      [
        "see",
        [
          "Antalya: Perge and Aspendos",
          "Antalya: Perge e Aspendos",
          "Antalya: Perge y Aspendos",
          "Antalya : Pergé et Aspendos",
          "Antalya: Perge und Aspendos",
        ],
        [
          "The colonnaded streets, baths and stadium of Perge, then the Roman auditorium of Aspendos, the best preserved of the ancient world, still used for performances, and its aqueduct.",
          "Le vie colonnate, le terme e lo stadio di Perge, poi il teatro romano di Aspendos, il meglio conservato del mondo antico, usato ancora per gli spettacoli, e il suo acquedotto.",
          "Las calles columnadas, las termas y el estadio de Perge, y luego el teatro romano de Aspendos, el mejor conservado del mundo antiguo, que aún acoge espectáculos, y su acueducto.",
          "Les rues à colonnades, les thermes et le stade de Pergé, puis le théâtre romain d'Aspendos, le mieux conservé du monde antique, qui accueille encore des spectacles, et son aqueduc.",
          "Die Säulenstraßen, Thermen und das Stadion von Perge, dann das römische Theater von Aspendos, das besterhaltene der Antike, noch heute bespielt, und sein Aquädukt.",
        ],
      ],
      [
        "food",
        [
          "Antalya: piyaz, şiş köfte and the bazaar",
          "Antalya: piyaz, şiş köfte e il bazar",
          "Antalya: piyaz, şiş köfte y el bazar",
          "Antalya : piyaz, şiş köfte et le bazar",
          "Antalya: Piyaz, Şiş Köfte und der Basar",
        ],
        [
          "Antalya's own dishes: piyaz of white beans with tahini dressing and şiş köfte, then the Kaleiçi bazaar's citrus, bitter orange jam and pomegranate molasses, and tahinli pide for dessert.",
          "I piatti di Antalya: il piyaz di fagioli bianchi condito con tahina e lo şiş köfte, poi gli agrumi, la marmellata di arance amare e la melassa di melagrana del bazar di Kaleiçi e la tahinli pide per dolce.",
          "Los platos de Antalya: el piyaz de alubias blancas con aliño de tahina y el şiş köfte, y luego los cítricos, la mermelada de naranja amarga y la melaza de granada del bazar de Kaleiçi y tahinli pide de postre.",
          "Les plats d'Antalya : le piyaz de haricots blancs à la sauce tahiné et le şiş köfte, puis les agrumes, la confiture d'oranges amères et la mélasse de grenade du bazar de Kaleiçi, et la tahinli pide en dessert.",
          "Antalyas eigene Gerichte: Piyaz aus weißen Bohnen mit Tahini-Dressing und Şiş Köfte, dann Zitrusfrüchte, Bitterorangenmarmelade und Granatapfelsirup vom Basar in Kaleiçi und Tahinli Pide zum Nachtisch.",
        ],
      ],
    ],
  },
};
