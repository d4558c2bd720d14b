import type { PlaceDayTable } from "./types";

export const DAYS_EUROPE_2: PlaceDayTable = {
  "DNK Copenhagen": {
    days: [
      [
        "see",
        [
          "Copenhagen: Nyhavn, Amalienborg and the Little Mermaid",
          "Copenaghen: Nyhavn, Amalienborg e la Sirenetta",
          "Copenhague: Nyhavn, Amalienborg y la Sirenita",
          "Copenhague : Nyhavn, Amalienborg et la Petite Sirène",
          "Kopenhagen: Nyhavn, Amalienborg und die Kleine Meerjungfrau",
        ],
        [
          "A walk from the painted gabled houses of Nyhavn to Amalienborg, the royal palace square, for the changing of the guard, then along the water past the Kastellet star fort to the Little Mermaid.",
          "Una passeggiata dalle case colorate a timpano di Nyhavn ad Amalienborg, la piazza del palazzo reale, per il cambio della guardia, poi lungo l'acqua oltre la fortezza a stella del Kastellet fino alla Sirenetta.",
          "Un paseo desde las casas de colores de Nyhavn hasta Amalienborg, la plaza del palacio real, para el cambio de guardia, y después junto al agua, pasando por la fortaleza en estrella del Kastellet, hasta la Sirenita.",
          "Une balade des maisons à pignons colorées de Nyhavn jusqu'à Amalienborg, la place du palais royal, pour la relève de la garde, puis le long de l'eau par la citadelle en étoile du Kastellet jusqu'à la Petite Sirène.",
          "Ein Spaziergang von den bunten Giebelhäusern in Nyhavn nach Amalienborg, dem Schlossplatz der Königsfamilie, zur Wachablösung, dann am Wasser entlang vorbei an der Sternfestung Kastellet bis zur Kleinen Meerjungfrau.",
        ],
      ],
      [
        "see",
        [
          "Copenhagen: Rosenborg, Christiansborg and Christianshavn",
          "Copenaghen: Rosenborg, Christiansborg e Christianshavn",
          "Copenhague: Rosenborg, Christiansborg y Christianshavn",
          "Copenhague : Rosenborg, Christiansborg et Christianshavn",
          "Kopenhagen: Rosenborg, Christiansborg und Christianshavn",
        ],
        [
          "The crown jewels in Rosenborg Castle and its King's Garden, the parliament and royal halls of Christiansborg, then across to the canals of Christianshavn and the corkscrew spire of Vor Frelsers Kirke, climbed by an outside stair.",
          "I gioielli della corona nel castello di Rosenborg e il suo Giardino del Re, il parlamento e le sale reali di Christiansborg, poi oltre il ponte tra i canali di Christianshavn fino alla guglia a spirale della Chiesa del Salvatore.",
          "Las joyas de la corona en el castillo de Rosenborg y su Jardín del Rey, el parlamento y los salones reales de Christiansborg, y después los canales de Christianshavn y la aguja en espiral de la iglesia de Nuestro Salvador.",
          "Les joyaux de la couronne au château de Rosenborg et son Jardin du Roi, le parlement et les salles royales de Christiansborg, puis les canaux de Christianshavn et la flèche en tire-bouchon de l'église du Sauveur.",
          "Die Kronjuwelen im Schloss Rosenborg und sein Königsgarten, Parlament und Prunksäle von Christiansborg, dann hinüber zu den Kanälen von Christianshavn und zur Spiralturmspitze der Erlöserkirche.",
        ],
      ],
      [
        "food",
        [
          "Copenhagen: smørrebrød and Torvehallerne",
          "Copenaghen: smørrebrød e Torvehallerne",
          "Copenhague: smørrebrød y Torvehallerne",
          "Copenhague : smørrebrød et Torvehallerne",
          "Kopenhagen: Smørrebrød und Torvehallerne",
        ],
        [
          "Tasting at Torvehallerne, the glass market halls by Nørreport, then a lunch of smørrebrød, open rye sandwiches with pickled herring, roast pork or shrimp, and a cinnamon pastry from a local bakery.",
          "Assaggi a Torvehallerne, i mercati coperti in vetro vicino a Nørreport, poi un pranzo di smørrebrød, tartine di pane di segale con aringa marinata, arrosto di maiale o gamberetti, e una girella alla cannella da un forno di quartiere.",
          "Degustación en Torvehallerne, los mercados de cristal junto a Nørreport, y después un almuerzo de smørrebrød, rebanadas de pan de centeno con arenque marinado, cerdo asado o gambas, y un bollo de canela de una panadería de barrio.",
          "Dégustation à Torvehallerne, les halles de verre près de Nørreport, puis un déjeuner de smørrebrød, tartines de pain de seigle au hareng mariné, au rôti de porc ou aux crevettes, et une brioche à la cannelle d'une boulangerie de quartier.",
          "Kostproben in den gläsernen Markthallen Torvehallerne am Nørreport, dann Smørrebrød zum Mittag, belegte Roggenbrote mit eingelegtem Hering, Schweinebraten oder Krabben, und eine Zimtschnecke vom Bäcker um die Ecke.",
        ],
      ],
    ],
  },
  "DNK Kronborg": {
    days: [
      [
        "see",
        [
          "Kronborg: Hamlet's castle at Helsingør",
          "Kronborg: il castello di Amleto a Helsingør",
          "Kronborg: el castillo de Hamlet en Helsingør",
          "Kronborg : le château d'Hamlet à Helsingør",
          "Kronborg: Hamlets Schloss in Helsingør",
        ],
        [
          "The Renaissance castle on the Øresund strait that Shakespeare made Elsinore: the ballroom, the royal chambers, the casemates where Holger the Dane sleeps, and the ramparts looking across to Sweden.",
          "Il castello rinascimentale sullo stretto dell'Øresund che Shakespeare trasformò in Elsinore: la sala da ballo, gli appartamenti reali, le casematte dove dorme Holger Danske e i bastioni affacciati sulla Svezia.",
          "El castillo renacentista sobre el estrecho de Øresund que Shakespeare convirtió en Elsinor: el salón de baile, las estancias reales, las casamatas donde duerme Holger el Danés y las murallas frente a Suecia.",
          "Le château Renaissance sur le détroit de l'Øresund dont Shakespeare fit Elseneur : la salle de bal, les appartements royaux, les casemates où dort Ogier le Danois et les remparts face à la Suède.",
          "Das Renaissanceschloss am Öresund, das Shakespeare zu Helsingør machte: der Ballsaal, die königlichen Gemächer, die Kasematten, in denen Holger Danske schläft, und die Wälle mit Blick hinüber nach Schweden.",
        ],
      ],
    ],
  },
  "DNK Møns Klint": {
    days: [
      [
        "see",
        [
          "Møns Klint: the white chalk cliffs",
          "Møns Klint: le bianche scogliere di gesso",
          "Møns Klint: los acantilados blancos de creta",
          "Møns Klint : les falaises de craie blanche",
          "Møns Klint: die weißen Kreidefelsen",
        ],
        [
          "Down the long wooden stairway through the beech forest to the shore below the white chalk cliffs, a walk along the beach looking for fossils among the flint, and back up to the clifftop paths.",
          "Giù per la lunga scalinata di legno nel bosco di faggi fino alla riva sotto le bianche scogliere di gesso, una passeggiata sulla spiaggia in cerca di fossili tra le selci e di nuovo su, ai sentieri in cima.",
          "Bajada por la larga escalera de madera a través del hayedo hasta la orilla, bajo los acantilados blancos, un paseo por la playa buscando fósiles entre el sílex y regreso a los senderos de lo alto.",
          "Descente par le long escalier de bois à travers la hêtraie jusqu'au rivage, au pied des falaises blanches, balade sur la plage à la recherche de fossiles parmi les silex, puis retour aux sentiers du sommet.",
          "Über die lange Holztreppe durch den Buchenwald hinunter ans Ufer unter den weißen Kreideklippen, am Strand entlang auf Fossiliensuche zwischen den Feuersteinen und wieder hinauf zu den Wegen an der Kante.",
        ],
      ],
      [
        "see",
        [
          "Møns Klint: Liselund and the island of Møn",
          "Møns Klint: Liselund e l'isola di Møn",
          "Møns Klint: Liselund y la isla de Møn",
          "Møns Klint : Liselund et l'île de Møn",
          "Møns Klint: Liselund und die Insel Møn",
        ],
        [
          "The romantic park of Liselund with its thatched manor above the cliffs, then the frescoed village churches of Elmelunde and Keldby, painted by the Elmelunde Master, and the little town of Stege.",
          "Il parco romantico di Liselund con il suo maniero dal tetto di paglia sopra le scogliere, poi le chiese di villaggio affrescate di Elmelunde e Keldby, dipinte dal Maestro di Elmelunde, e la cittadina di Stege.",
          "El parque romántico de Liselund con su casa señorial de tejado de paja sobre los acantilados, después las iglesias rurales de Elmelunde y Keldby, con frescos del Maestro de Elmelunde, y el pueblecito de Stege.",
          "Le parc romantique de Liselund et son manoir au toit de chaume au-dessus des falaises, puis les églises de village d'Elmelunde et de Keldby, peintes à fresque par le Maître d'Elmelunde, et la petite ville de Stege.",
          "Der romantische Park Liselund mit seinem reetgedeckten Herrenhaus über den Klippen, dann die Dorfkirchen von Elmelunde und Keldby mit den Fresken des Elmelunde-Meisters und das Städtchen Stege.",
        ],
      ],
    ],
  },
  "DNK Roskilde": {
    days: [
      [
        "see",
        [
          "Roskilde: the cathedral and the Viking Ship Museum",
          "Roskilde: la cattedrale e il Museo delle navi vichinghe",
          "Roskilde: la catedral y el Museo de Barcos Vikingos",
          "Roskilde : la cathédrale et le musée des Navires vikings",
          "Roskilde: der Dom und das Wikingerschiffsmuseum",
        ],
        [
          "The brick cathedral where Danish kings and queens have been buried for a thousand years, then down to the fjord and the five Viking ships raised from its bed, with the boatyard where replicas are built.",
          "La cattedrale in mattoni dove da mille anni sono sepolti i re e le regine di Danimarca, poi giù al fiordo e alle cinque navi vichinghe ripescate dal fondale, con il cantiere dove se ne costruiscono le repliche.",
          "La catedral de ladrillo donde reyes y reinas de Dinamarca llevan mil años enterrados, y después el fiordo y los cinco barcos vikingos rescatados de su fondo, con el astillero donde se construyen réplicas.",
          "La cathédrale de brique où reposent depuis mille ans les rois et reines du Danemark, puis le fjord et les cinq navires vikings remontés de son fond, avec le chantier où l'on construit des répliques.",
          "Der Backsteindom, in dem seit tausend Jahren Dänemarks Könige und Königinnen begraben liegen, dann hinunter zum Fjord und zu den fünf Wikingerschiffen, die aus ihm geborgen wurden, samt der Werft für Nachbauten.",
        ],
      ],
      [
        "food",
        [
          "Roskilde: Danish farm food by the fjord",
          "Roskilde: cucina contadina danese sul fiordo",
          "Roskilde: cocina campesina danesa junto al fiordo",
          "Roskilde : cuisine paysanne danoise au bord du fjord",
          "Roskilde: dänische Landküche am Fjord",
        ],
        [
          "A lunch of frikadeller meatballs and stegt flæsk, crisp pork with parsley sauce, a glass of Danish craft beer and, if the day falls on a Wednesday or a Saturday, the market stalls on the square by the town hall.",
          "Un pranzo di frikadeller, le polpette danesi, e stegt flæsk, pancetta croccante con salsa al prezzemolo, un bicchiere di birra artigianale danese e, se il giorno cade di mercoledì o di sabato, le bancarelle del mercato in piazza accanto al municipio.",
          "Un almuerzo de frikadeller, las albóndigas danesas, y stegt flæsk, panceta crujiente con salsa de perejil, un vaso de cerveza artesana danesa y, si el día cae en miércoles o en sábado, los puestos del mercado en la plaza junto al ayuntamiento.",
          "Un déjeuner de frikadeller, les boulettes danoises, et de stegt flæsk, poitrine croustillante à la sauce au persil, un verre de bière artisanale danoise et, si la journée tombe un mercredi ou un samedi, les étals du marché sur la place près de l'hôtel de ville.",
          "Mittagessen mit Frikadeller und Stegt Flæsk, knusprigem Schweinebauch mit Petersiliensauce, ein Glas dänisches Craft-Bier und, fällt der Tag auf einen Mittwoch oder Samstag, die Marktstände am Platz beim Rathaus.",
        ],
      ],
    ],
  },
  "DNK Odense": {
    days: [
      [
        "see",
        [
          "Odense: the town of Hans Christian Andersen",
          "Odense: la città di Hans Christian Andersen",
          "Odense: la ciudad de Hans Christian Andersen",
          "Odense : la ville de Hans Christian Andersen",
          "Odense: die Stadt von Hans Christian Andersen",
        ],
        [
          "The H.C. Andersen House museum and its fairy-tale garden, the small yellow house of his childhood, the cobbled lanes of the old quarter and St. Canute's Cathedral, where a Danish king lies.",
          "Il museo H.C. Andersens Hus con il suo giardino delle fiabe, la casetta gialla della sua infanzia, i vicoli acciottolati del quartiere vecchio e la cattedrale di San Canuto, dove riposa un re danese.",
          "El museo H.C. Andersens Hus y su jardín de cuentos, la casita amarilla de su infancia, las callejuelas empedradas del barrio antiguo y la catedral de San Canuto, donde reposa un rey danés.",
          "Le musée H.C. Andersens Hus et son jardin de contes, la petite maison jaune de son enfance, les ruelles pavées du vieux quartier et la cathédrale Saint-Knud, où repose un roi danois.",
          "Das Museum H.C. Andersens Hus mit seinem Märchengarten, das kleine gelbe Haus seiner Kindheit, die Kopfsteingassen der Altstadt und der Knudsdom, in dem ein dänischer König ruht.",
        ],
      ],
      [
        "food",
        [
          "Odense: Funen's kitchen and Den Fynske Landsby",
          "Odense: la cucina di Fionia e Den Fynske Landsby",
          "Odense: la cocina de Fionia y Den Fynske Landsby",
          "Odense : la cuisine de Fionie et Den Fynske Landsby",
          "Odense: Fünens Küche und Den Fynske Landsby",
        ],
        [
          "The open-air village of Den Fynske Landsby, with its farmhouses and mill from old Funen, then a table of Funen specialties: æbleskiver pancake balls, local cheese, and rye bread with smoked fish.",
          "Il villaggio all'aperto di Den Fynske Landsby, con fattorie e mulino della vecchia Fionia, poi una tavola di specialità dell'isola: le frittelle tonde æbleskiver, formaggi locali e pane di segale con pesce affumicato.",
          "El museo al aire libre de Den Fynske Landsby, con granjas y molino de la antigua Fionia, y después una mesa de especialidades de la isla: buñuelos æbleskiver, quesos locales y pan de centeno con pescado ahumado.",
          "Le village-musée en plein air de Den Fynske Landsby, avec ses fermes et son moulin de la Fionie d'antan, puis une table de spécialités de l'île : beignets ronds æbleskiver, fromages locaux et pain de seigle au poisson fumé.",
          "Das Freilichtdorf Den Fynske Landsby mit Bauernhöfen und Mühle aus dem alten Fünen, dann ein Tisch mit Inselspezialitäten: Æbleskiver-Pfannkuchenbällchen, Käse aus der Gegend und Roggenbrot mit Räucherfisch.",
        ],
      ],
    ],
  },
  "DNK Aarhus": {
    days: [
      [
        "see",
        [
          "Aarhus: ARoS and the Old Town museum",
          "Aarhus: l'ARoS e il museo Den Gamle By",
          "Aarhus: el ARoS y el museo Den Gamle By",
          "Aarhus : l'ARoS et le musée Den Gamle By",
          "Aarhus: ARoS und das Freilichtmuseum Den Gamle By",
        ],
        [
          "The ARoS art museum and the rainbow walkway on its roof, then Den Gamle By, a town of old timbered houses and workshops brought from all over Denmark, and the Latin Quarter lanes by the cathedral.",
          "Il museo d'arte ARoS e la passerella arcobaleno sul tetto, poi Den Gamle By, una città di vecchie case a graticcio e botteghe riportate da tutta la Danimarca, e i vicoli del Quartiere Latino accanto al duomo.",
          "El museo de arte ARoS y la pasarela arcoíris de su tejado, después Den Gamle By, una ciudad de antiguas casas de entramado y talleres traídos de toda Dinamarca, y las callejas del Barrio Latino junto a la catedral.",
          "Le musée d'art ARoS et la passerelle arc-en-ciel sur son toit, puis Den Gamle By, une ville de vieilles maisons à colombages et d'ateliers venus de tout le Danemark, et les ruelles du Quartier latin près de la cathédrale.",
          "Das Kunstmuseum ARoS mit dem Regenbogen-Rundgang auf dem Dach, dann Den Gamle By, eine Stadt aus alten Fachwerkhäusern und Werkstätten aus ganz Dänemark, und die Gassen des Lateinerviertels am Dom.",
        ],
      ],
      [
        "see",
        [
          "Aarhus: Moesgaard and the port front",
          "Aarhus: Moesgaard e il nuovo lungomare",
          "Aarhus: Moesgaard y el frente marítimo",
          "Aarhus : Moesgaard et le front de mer",
          "Aarhus: Moesgaard und die neue Hafenfront",
        ],
        [
          "Moesgaard Museum, under its sloping grass roof, where the Grauballe Man lies in the prehistory halls, then back to the docklands of Aarhus Ø and the Iceberg apartments on the bay.",
          "Il museo di Moesgaard, sotto il suo tetto d'erba inclinato, dove l'Uomo di Grauballe riposa nelle sale della preistoria, poi il nuovo quartiere portuale di Aarhus Ø e i palazzi dell'Iceberg sulla baia.",
          "El museo de Moesgaard, bajo su tejado de césped inclinado, donde yace el Hombre de Grauballe en las salas de prehistoria, y después los muelles de Aarhus Ø y los edificios Iceberg sobre la bahía.",
          "Le musée de Moesgaard, sous son toit d'herbe en pente, où repose l'homme de Grauballe dans les salles de préhistoire, puis les docks d'Aarhus Ø et les immeubles de l'Iceberg sur la baie.",
          "Das Moesgaard Museum unter seinem schrägen Grasdach, wo der Grauballe-Mann in den Sälen der Vorgeschichte liegt, dann zurück in die Docklands von Aarhus Ø und zu den Iceberg-Wohnhäusern an der Bucht.",
        ],
      ],
      [
        "food",
        [
          "Aarhus: Aarhus Street Food and New Nordic tables",
          "Aarhus: Aarhus Street Food e nuova cucina nordica",
          "Aarhus: Aarhus Street Food y nueva cocina nórdica",
          "Aarhus : Aarhus Street Food et nouvelle cuisine nordique",
          "Aarhus: Aarhus Street Food und neue nordische Küche",
        ],
        [
          "Lunch among the stalls of Aarhus Street Food in the old bus garage, then Jutland produce in the Latin Quarter: rye bread, smoked herring, local cheeses and a dinner of New Nordic plates.",
          "Pranzo tra i banchi di Aarhus Street Food nella vecchia rimessa degli autobus, poi i prodotti dello Jutland nel Quartiere Latino: pane di segale, aringa affumicata, formaggi locali e una cena di nuova cucina nordica.",
          "Almuerzo entre los puestos de Aarhus Street Food, en la antigua cochera de autobuses, y después productos de Jutlandia en el Barrio Latino: pan de centeno, arenque ahumado, quesos locales y una cena de nueva cocina nórdica.",
          "Déjeuner parmi les stands d'Aarhus Street Food dans l'ancien dépôt de bus, puis les produits du Jutland dans le Quartier latin : pain de seigle, hareng fumé, fromages locaux et un dîner de nouvelle cuisine nordique.",
          "Mittagessen zwischen den Ständen von Aarhus Street Food im alten Busdepot, dann Jütländisches im Lateinerviertel: Roggenbrot, Räucherhering, Käse aus der Region und ein Abendessen der neuen nordischen Küche.",
        ],
      ],
    ],
  },
  "DNK Skagen": {
    days: [
      [
        "see",
        [
          "Skagen: Grenen, where two seas meet",
          "Skagen: Grenen, dove s'incontrano due mari",
          "Skagen: Grenen, donde se unen dos mares",
          "Skagen : Grenen, là où deux mers se rencontrent",
          "Skagen: Grenen, wo zwei Meere aufeinandertreffen",
        ],
        [
          "Out to Grenen, the sand tip of Denmark where the Skagerrak and the Kattegat waves clash, then the Råbjerg Mile wandering dune and the sand-buried church, its white tower rising from the dunes.",
          "Fino a Grenen, la punta di sabbia della Danimarca dove si scontrano le onde dello Skagerrak e del Kattegat, poi la duna mobile di Råbjerg Mile e la chiesa sepolta dalla sabbia, con la torre bianca che spunta dalle dune.",
          "Hasta Grenen, la punta de arena de Dinamarca donde chocan las olas del Skagerrak y el Kattegat, y después la duna móvil de Råbjerg Mile y la iglesia enterrada por la arena, con su torre blanca entre las dunas.",
          "Jusqu'à Grenen, la pointe de sable du Danemark où s'affrontent les vagues du Skagerrak et du Kattegat, puis la dune mouvante de Råbjerg Mile et l'église ensablée, sa tour blanche dressée dans les dunes.",
          "Hinaus nach Grenen, zur Sandspitze Dänemarks, wo die Wellen von Skagerrak und Kattegat aufeinanderprallen, dann die Wanderdüne Råbjerg Mile und die versandete Kirche, deren weißer Turm aus den Dünen ragt.",
        ],
      ],
      [
        "food",
        [
          "Skagen: the painters and the fish of the port",
          "Skagen: i pittori e il pesce del porto",
          "Skagen: los pintores y el pescado del puerto",
          "Skagen : les peintres et le poisson du port",
          "Skagen: die Maler und der Fisch vom Hafen",
        ],
        [
          "The Skagens Museum, home of the painters of the blue hour, and Brøndums Hotel where they met, then the fish sheds of the port for shrimp on rye bread and smoked fish from the smokehouses.",
          "Lo Skagens Museum, casa dei pittori dell'ora blu, e il Brøndums Hotel dove si riunivano, poi le baracche del pesce al porto per gamberetti su pane di segale e pesce affumicato dai vecchi affumicatoi.",
          "El Skagens Museum, hogar de los pintores de la hora azul, y el Brøndums Hotel donde se reunían, y después las casetas del puerto para comer gambas sobre pan de centeno y pescado de los ahumaderos.",
          "Le Skagens Museum, maison des peintres de l'heure bleue, et le Brøndums Hotel où ils se retrouvaient, puis les cabanes du port pour des crevettes sur pain de seigle et du poisson sorti des fumoirs.",
          "Das Skagens Museum der Maler der blauen Stunde und Brøndums Hotel, wo sie sich trafen, dann die Fischbuden am Hafen für Krabben auf Roggenbrot und Räucherfisch aus den Räuchereien.",
        ],
      ],
    ],
  },
  "NLD Amsterdam": {
    days: [
      [
        "see",
        [
          "Amsterdam: the canal ring and the Jordaan",
          "Amsterdam: l'anello dei canali e il Jordaan",
          "Amsterdam: el anillo de canales y el Jordaan",
          "Amsterdam : la ceinture des canaux et le Jordaan",
          "Amsterdam: der Grachtengürtel und der Jordaan",
        ],
        [
          "A walk along the Herengracht, Keizersgracht and Prinsengracht past gabled merchants' houses, to the Anne Frank House and the little bridges and courtyard almshouses of the Jordaan, then a canal boat through the ring.",
          "Una passeggiata lungo Herengracht, Keizersgracht e Prinsengracht tra le case a timpano dei mercanti, fino alla Casa di Anna Frank e ai ponticelli e cortili degli ospizi del Jordaan, poi un battello tra i canali.",
          "Un paseo por el Herengracht, el Keizersgracht y el Prinsengracht entre casas de mercaderes con frontón, hasta la Casa de Ana Frank y los puentecillos y patios de los hofjes del Jordaan, y después un barco por los canales.",
          "Balade le long du Herengracht, du Keizersgracht et du Prinsengracht, entre maisons de marchands à pignons, jusqu'à la maison d'Anne Frank et aux petits ponts et cours d'hospices du Jordaan, puis un bateau sur les canaux.",
          "Ein Spaziergang an Herengracht, Keizersgracht und Prinsengracht entlang der Giebelhäuser der Kaufleute, zum Anne-Frank-Haus und zu den Brücken und Hofjes des Jordaan, dann eine Grachtenfahrt durch den Ring.",
        ],
      ],
      [
        "see",
        [
          "Amsterdam: the Rijksmuseum and the Van Gogh Museum",
          "Amsterdam: il Rijksmuseum e il Museo Van Gogh",
          "Amsterdam: el Rijksmuseum y el Museo Van Gogh",
          "Amsterdam : le Rijksmuseum et le musée Van Gogh",
          "Amsterdam: Rijksmuseum und Van Gogh Museum",
        ],
        [
          "Museumplein: Rembrandt's Night Watch and Vermeer's Milkmaid in the Rijksmuseum, the sunflowers and self-portraits of the Van Gogh Museum, and a rest in the Vondelpark.",
          "Museumplein: la Ronda di notte di Rembrandt e la Lattaia di Vermeer al Rijksmuseum, i girasoli e gli autoritratti del Museo Van Gogh e una pausa nel Vondelpark.",
          "Museumplein: La ronda de noche de Rembrandt y La lechera de Vermeer en el Rijksmuseum, los girasoles y autorretratos del Museo Van Gogh y un descanso en el Vondelpark.",
          "Museumplein : la Ronde de nuit de Rembrandt et la Laitière de Vermeer au Rijksmuseum, les tournesols et autoportraits du musée Van Gogh, et une pause au Vondelpark.",
          "Museumplein: Rembrandts Nachtwache und Vermeers Dienstmagd mit Milchkrug im Rijksmuseum, die Sonnenblumen und Selbstbildnisse im Van Gogh Museum und eine Pause im Vondelpark.",
        ],
      ],
      [
        "food",
        [
          "Amsterdam: herring, cheese and the Albert Cuyp market",
          "Amsterdam: aringa, formaggi e il mercato Albert Cuyp",
          "Amsterdam: arenque, quesos y el mercado Albert Cuyp",
          "Amsterdam : hareng, fromages et le marché Albert Cuyp",
          "Amsterdam: Hering, Käse und der Albert-Cuyp-Markt",
        ],
        [
          "The Albert Cuyp market in De Pijp for fresh stroopwafels and aged Gouda, raw herring with onions at a fish stall, and an evening of bitterballen and jenever in an old brown café.",
          "Il mercato Albert Cuyp nel De Pijp per stroopwafel appena fatti e Gouda stagionato, aringa cruda con cipolla a un chiosco del pesce e una serata di bitterballen e jenever in un vecchio caffè bruin.",
          "El mercado Albert Cuyp en De Pijp para stroopwafels recién hechos y gouda curado, arenque crudo con cebolla en un puesto de pescado y una velada de bitterballen y jenever en un viejo café marrón.",
          "Le marché Albert Cuyp dans De Pijp pour des stroopwafels tout chauds et du gouda affiné, du hareng cru aux oignons à un stand de poisson, et une soirée de bitterballen et de genièvre dans un vieux café brun.",
          "Der Albert-Cuyp-Markt in De Pijp mit frischen Stroopwafels und altem Gouda, roher Hering mit Zwiebeln an einer Fischbude und ein Abend mit Bitterballen und Jenever in einem alten braunen Café.",
        ],
      ],
      [
        "night",
        [
          "Amsterdam: Leidseplein, Rembrandtplein and the canals by night",
          "Amsterdam: Leidseplein, Rembrandtplein e i canali di notte",
          "Amsterdam: Leidseplein, Rembrandtplein y los canales de noche",
          "Amsterdam : Leidseplein, Rembrandtplein et les canaux la nuit",
          "Amsterdam: Leidseplein, Rembrandtplein und die Grachten bei Nacht",
        ],
        [
          "The canal bridges lit up after dark, then the bars and music halls around Leidseplein and Rembrandtplein, with Paradiso and Melkweg, the city's famous concert halls, for whoever wants to go on late.",
          "I ponti dei canali illuminati dopo il tramonto, poi i bar e i locali intorno a Leidseplein e Rembrandtplein, con il Paradiso e il Melkweg, le celebri sale concerti della città, per chi vuole fare tardi.",
          "Los puentes de los canales iluminados al anochecer, y después los bares y salas de Leidseplein y Rembrandtplein, con el Paradiso y el Melkweg, las célebres salas de conciertos, para quien quiera trasnochar.",
          "Les ponts des canaux illuminés à la nuit tombée, puis les bars et salles autour de Leidseplein et Rembrandtplein, avec le Paradiso et le Melkweg, les célèbres salles de concert, pour qui veut finir tard.",
          "Die beleuchteten Grachtenbrücken nach Einbruch der Dunkelheit, dann die Bars und Clubs rund um Leidseplein und Rembrandtplein, mit Paradiso und Melkweg, den berühmten Konzertsälen, für alle, die lange bleiben wollen.",
        ],
      ],
    ],
  },
  "NLD Haarlem": {
    days: [
      [
        "see",
        [
          "Haarlem: the Grote Markt and the Frans Hals Museum",
          "Haarlem: la Grote Markt e il Museo Frans Hals",
          "Haarlem: la Grote Markt y el Museo Frans Hals",
          "Haarlem : la Grote Markt et le musée Frans Hals",
          "Haarlem: der Grote Markt und das Frans Hals Museum",
        ],
        [
          "The Grote Markt and St. Bavo's church with its great Müller organ, the Frans Hals Museum in an old almshouse, the hidden hofjes courtyards, and the De Adriaan windmill on the Spaarne river.",
          "La Grote Markt e la chiesa di San Bavone con il grande organo Müller, il Museo Frans Hals in un antico ospizio, i cortili nascosti degli hofjes e il mulino De Adriaan sul fiume Spaarne.",
          "La Grote Markt y la iglesia de San Bavón con su gran órgano Müller, el Museo Frans Hals en un antiguo asilo, los patios escondidos de los hofjes y el molino De Adriaan junto al río Spaarne.",
          "La Grote Markt et l'église Saint-Bavon avec son grand orgue Müller, le musée Frans Hals dans un ancien hospice, les cours cachées des hofjes et le moulin De Adriaan sur la Spaarne.",
          "Der Grote Markt und die St.-Bavo-Kirche mit der großen Müller-Orgel, das Frans Hals Museum in einem alten Altenstift, die versteckten Hofjes und die Mühle De Adriaan am Spaarne.",
        ],
      ],
      [
        "food",
        [
          "Haarlem: Jopen beer and Dutch cheese",
          "Haarlem: la birra Jopen e i formaggi olandesi",
          "Haarlem: la cerveza Jopen y los quesos holandeses",
          "Haarlem : la bière Jopen et les fromages hollandais",
          "Haarlem: Jopen-Bier und holländischer Käse",
        ],
        [
          "A tasting of Haarlem's revived beers in the Jopenkerk, a brewery inside a former church, aged Dutch cheeses from a cheese shop of the old town, poffertjes, the little butter pancakes, and, if the day falls on a Saturday, the market on the Grote Markt.",
          "Una degustazione delle birre storiche di Haarlem alla Jopenkerk, un birrificio in un'ex chiesa, formaggi olandesi stagionati da una bottega del centro, i poffertjes, minuscoli pancake al burro, e, se il giorno cade di sabato, il mercato sulla Grote Markt.",
          "Una cata de las cervezas históricas de Haarlem en la Jopenkerk, una cervecería dentro de una antigua iglesia, quesos holandeses curados de una quesería del centro, poffertjes, tortitas diminutas con mantequilla, y, si el día cae en sábado, el mercado de la Grote Markt.",
          "Une dégustation des bières historiques de Haarlem à la Jopenkerk, brasserie installée dans une ancienne église, des fromages hollandais affinés chez un fromager de la vieille ville, des poffertjes, mini-crêpes au beurre, et, si la journée tombe un samedi, le marché de la Grote Markt.",
          "Eine Verkostung der alten Haarlemer Biere in der Jopenkerk, einer Brauerei in einer früheren Kirche, gereifter holländischer Käse aus einem Käseladen der Altstadt, Poffertjes, kleine Butterpfannkuchen, und, fällt der Tag auf einen Samstag, der Markt auf dem Grote Markt.",
        ],
      ],
    ],
  },
  "NLD Keukenhof": {
    months: [3, 5],
    days: [
      [
        "see",
        [
          "Keukenhof: the spring gardens in bloom",
          "Keukenhof: i giardini in fiore",
          "Keukenhof: los jardines en flor",
          "Keukenhof : les jardins en fleurs",
          "Keukenhof: die Gärten in voller Blüte",
        ],
        [
          "Millions of tulips, hyacinths and daffodils planted in drifts under the old beeches of the Keukenhof gardens, the flower shows in the pavilions, and the windmill looking over the striped bulb fields.",
          "Milioni di tulipani, giacinti e narcisi piantati a macchie sotto i vecchi faggi dei giardini di Keukenhof, le mostre floreali nei padiglioni e il mulino che domina i campi di bulbi a strisce.",
          "Millones de tulipanes, jacintos y narcisos plantados en manchas bajo las viejas hayas de los jardines de Keukenhof, las exposiciones florales de los pabellones y el molino sobre los campos de bulbos a franjas.",
          "Des millions de tulipes, jacinthes et narcisses plantés en nappes sous les vieux hêtres des jardins de Keukenhof, les expositions florales des pavillons et le moulin dominant les champs de bulbes rayés.",
          "Millionen Tulpen, Hyazinthen und Narzissen in breiten Bändern unter den alten Buchen der Keukenhof-Gärten, die Blumenschauen in den Pavillons und die Windmühle über den gestreiften Zwiebelfeldern.",
        ],
      ],
      [
        "see",
        [
          "Keukenhof: by bike through the bulb fields",
          "Keukenhof: in bicicletta tra i campi di bulbi",
          "Keukenhof: en bicicleta entre los campos de bulbos",
          "Keukenhof : à vélo dans les champs de bulbes",
          "Keukenhof: mit dem Rad durch die Blumenfelder",
        ],
        [
          "A bike ride out of the gardens along the flat lanes of the Bollenstreek, between fields of tulips in bands of red, yellow and purple, to Lisse and the dunes by the North Sea.",
          "Un giro in bicicletta fuori dai giardini lungo le stradine piatte del Bollenstreek, tra campi di tulipani a fasce rosse, gialle e viola, fino a Lisse e alle dune del Mare del Nord.",
          "Un paseo en bicicleta fuera de los jardines por los caminos llanos del Bollenstreek, entre campos de tulipanes en franjas rojas, amarillas y moradas, hasta Lisse y las dunas del mar del Norte.",
          "Une balade à vélo hors des jardins sur les routes plates du Bollenstreek, entre des champs de tulipes en bandes rouges, jaunes et violettes, jusqu'à Lisse et aux dunes de la mer du Nord.",
          "Eine Radtour aus den Gärten hinaus über die flachen Wege der Bollenstreek, zwischen Tulpenfeldern in roten, gelben und violetten Streifen, bis Lisse und zu den Dünen an der Nordsee.",
        ],
      ],
    ],
  },
  "NLD Leiden": {
    days: [
      [
        "see",
        [
          "Leiden: canals, the university and Rembrandt's town",
          "Leida: canali, università e la città di Rembrandt",
          "Leiden: canales, universidad y la ciudad de Rembrandt",
          "Leyde : canaux, université et la ville de Rembrandt",
          "Leiden: Grachten, Universität und Rembrandts Stadt",
        ],
        [
          "The canals of the Rapenburg and the oldest university of the Netherlands with its botanical garden, the Burcht mound fort, the mill De Valk, and the lanes where Rembrandt was born and learned to paint.",
          "I canali del Rapenburg e la più antica università dei Paesi Bassi con il suo orto botanico, il forte sulla collinetta della Burcht, il mulino De Valk e i vicoli dove Rembrandt nacque e imparò a dipingere.",
          "Los canales del Rapenburg y la universidad más antigua de los Países Bajos con su jardín botánico, el fuerte sobre el montículo de la Burcht, el molino De Valk y las calles donde nació Rembrandt y aprendió a pintar.",
          "Les canaux du Rapenburg et la plus ancienne université des Pays-Bas avec son jardin botanique, le fort sur la motte de la Burcht, le moulin De Valk et les ruelles où Rembrandt naquit et apprit à peindre.",
          "Die Grachten am Rapenburg und die älteste Universität der Niederlande mit ihrem Botanischen Garten, die Burg auf dem Erdhügel, die Mühle De Valk und die Gassen, in denen Rembrandt geboren wurde und malen lernte.",
        ],
      ],
      [
        "food",
        [
          "Leiden: Leiden cheese and the canals",
          "Leida: il formaggio di Leida e i canali",
          "Leiden: el queso de Leiden y los canales",
          "Leyde : le fromage de Leyde et les canaux",
          "Leiden: Leidener Käse und die Grachten",
        ],
        [
          "Leidse kaas, the town's cumin cheese, tasted in a cheese shop, smoked eel, a drink on a terrace along the Nieuwe Rijn canal and, if the day falls on a Wednesday or a Saturday, the market on its banks, with fresh waffles.",
          "La Leidse kaas, il formaggio al cumino della città, assaggiata in una bottega di formaggi, anguilla affumicata, un drink su una terrazza lungo il canale Nieuwe Rijn e, se il giorno cade di mercoledì o di sabato, il mercato sulle sue sponde, con le cialde appena fatte.",
          "La Leidse kaas, el queso al comino de la ciudad, probada en una quesería, anguila ahumada, una copa en una terraza junto al canal Nieuwe Rijn y, si el día cae en miércoles o en sábado, el mercado en sus orillas, con gofres recién hechos.",
          "La Leidse kaas, le fromage au cumin de la ville, goûtée chez un fromager, de l'anguille fumée, un verre en terrasse au bord du canal Nieuwe Rijn et, si la journée tombe un mercredi ou un samedi, le marché sur ses quais, avec ses gaufres chaudes.",
          "Leidse Kaas, der Kreuzkümmelkäse der Stadt, verkostet in einem Käseladen, Räucheraal, ein Getränk auf einer Terrasse an der Gracht Nieuwe Rijn und, fällt der Tag auf einen Mittwoch oder Samstag, der Markt an ihren Ufern mit frischen Waffeln.",
        ],
      ],
    ],
  },
  "NLD The Hague": {
    days: [
      [
        "see",
        [
          "The Hague: the Mauritshuis and the Binnenhof",
          "L'Aia: il Mauritshuis e il Binnenhof",
          "La Haya: el Mauritshuis y el Binnenhof",
          "La Haye : le Mauritshuis et le Binnenhof",
          "Den Haag: das Mauritshuis und der Binnenhof",
        ],
        [
          "Vermeer's Girl with a Pearl Earring and View of Delft in the Mauritshuis, the Hofvijver pond and the medieval Binnenhof courtyard of Dutch politics, and the Peace Palace that houses the world court.",
          "La Ragazza con l'orecchino di perla e la Veduta di Delft di Vermeer al Mauritshuis, lo stagno dell'Hofvijver e il cortile medievale del Binnenhof, cuore della politica olandese, e il Palazzo della Pace sede della Corte internazionale.",
          "La joven de la perla y la Vista de Delft de Vermeer en el Mauritshuis, el estanque del Hofvijver y el patio medieval del Binnenhof, corazón de la política neerlandesa, y el Palacio de la Paz, sede de la Corte Internacional.",
          "La Jeune Fille à la perle et la Vue de Delft de Vermeer au Mauritshuis, l'étang du Hofvijver et la cour médiévale du Binnenhof, cœur de la politique néerlandaise, et le palais de la Paix qui abrite la Cour internationale.",
          "Vermeers Mädchen mit dem Perlenohrring und die Ansicht von Delft im Mauritshuis, der Hofvijver und der mittelalterliche Binnenhof als Herz der niederländischen Politik, dazu der Friedenspalast mit dem Internationalen Gerichtshof.",
        ],
      ],
      [
        "see",
        [
          "The Hague: Scheveningen and the North Sea",
          "L'Aia: Scheveningen e il Mare del Nord",
          "La Haya: Scheveningen y el mar del Norte",
          "La Haye : Scheveningen et la mer du Nord",
          "Den Haag: Scheveningen und die Nordsee",
        ],
        [
          "Out to Scheveningen, the seaside quarter of the city, for the long sandy beach, the pier and the Kurhaus, then the dunes path and the fishing port, with the Escher museum in a former palace on the way back.",
          "Fino a Scheveningen, il quartiere sul mare della città, per la lunga spiaggia di sabbia, il molo e il Kurhaus, poi il sentiero tra le dune e il porto dei pescatori, con il museo di Escher in un ex palazzo al ritorno.",
          "Hasta Scheveningen, el barrio marinero de la ciudad, con su larga playa de arena, el muelle y el Kurhaus, después el sendero de las dunas y el puerto pesquero, y a la vuelta el museo de Escher en un antiguo palacio.",
          "Direction Scheveningen, le quartier balnéaire de la ville, pour la longue plage de sable, la jetée et le Kurhaus, puis le sentier des dunes et le port de pêche, avec au retour le musée Escher dans un ancien palais.",
          "Hinaus nach Scheveningen, dem Seebad der Stadt, mit langem Sandstrand, Pier und Kurhaus, dann der Dünenweg und der Fischereihafen, und auf dem Rückweg das Escher-Museum in einem früheren Palais.",
        ],
      ],
      [
        "food",
        [
          "The Hague: Indonesian rijsttafel and Scheveningen herring",
          "L'Aia: rijsttafel indonesiana e aringhe di Scheveningen",
          "La Haya: rijsttafel indonesia y arenques de Scheveningen",
          "La Haye : rijsttafel indonésienne et harengs de Scheveningen",
          "Den Haag: indonesische Reistafel und Scheveninger Hering",
        ],
        [
          "Herring from the fish stalls of Scheveningen port, then the city's Indonesian heritage at dinner: a rijsttafel of rendang, sate, sambal and a dozen small dishes around the rice.",
          "Aringa dai banchi del pesce al porto di Scheveningen, poi a cena l'eredità indonesiana della città: una rijsttafel di rendang, satay, sambal e una dozzina di piattini attorno al riso.",
          "Arenque de los puestos de pescado del puerto de Scheveningen y, en la cena, la herencia indonesia de la ciudad: una rijsttafel de rendang, satay, sambal y una docena de platillos alrededor del arroz.",
          "Du hareng aux étals du port de Scheveningen, puis au dîner l'héritage indonésien de la ville : une rijsttafel de rendang, saté, sambal et une douzaine de petits plats autour du riz.",
          "Hering von den Fischständen im Hafen von Scheveningen, dann zum Abendessen das indonesische Erbe der Stadt: eine Reistafel mit Rendang, Saté, Sambal und einem Dutzend kleiner Gerichte rund um den Reis.",
        ],
      ],
    ],
  },
  "NLD Delft": {
    days: [
      [
        "see",
        [
          "Delft: the Markt, the two churches and Delft Blue",
          "Delft: il Markt, le due chiese e il Blu di Delft",
          "Delft: el Markt, las dos iglesias y el azul de Delft",
          "Delft : le Markt, les deux églises et le bleu de Delft",
          "Delft: der Markt, die zwei Kirchen und Delfter Blau",
        ],
        [
          "The Markt between the town hall and the Nieuwe Kerk, where the House of Orange is buried, the leaning tower of the Oude Kerk, Vermeer's canals, and the painters at work in the Royal Delft pottery.",
          "Il Markt tra il municipio e la Nieuwe Kerk, dove è sepolta la casa d'Orange, la torre pendente della Oude Kerk, i canali di Vermeer e i pittori al lavoro nella manifattura Royal Delft.",
          "El Markt entre el ayuntamiento y la Nieuwe Kerk, donde está enterrada la casa de Orange, la torre inclinada de la Oude Kerk, los canales de Vermeer y los pintores trabajando en la fábrica Royal Delft.",
          "Le Markt entre l'hôtel de ville et la Nieuwe Kerk, où repose la maison d'Orange, la tour penchée de l'Oude Kerk, les canaux de Vermeer et les peintres au travail à la faïencerie Royal Delft.",
          "Der Markt zwischen Rathaus und Nieuwe Kerk, der Grablege des Hauses Oranien, der schiefe Turm der Oude Kerk, Vermeers Grachten und die Malerinnen und Maler bei der Arbeit in der Manufaktur Royal Delft.",
        ],
      ],
      [
        "food",
        [
          "Delft: Dutch pancakes and stroopwafels",
          "Delft: pannenkoeken e stroopwafel",
          "Delft: tortitas holandesas y stroopwafels",
          "Delft : crêpes hollandaises et stroopwafels",
          "Delft: Pfannkuchen und Stroopwafels",
        ],
        [
          "Lunch of pannenkoeken, the large Dutch pancakes with apple or bacon, a warm stroopwafel, a local beer by the canal and, if the day falls on a Thursday, the market on the Markt for cheese and fish.",
          "Pranzo a base di pannenkoeken, le grandi crêpe olandesi con mela o pancetta, uno stroopwafel caldo, una birra locale sul canale e, se il giorno cade di giovedì, il mercato sul Markt tra formaggi e pesce.",
          "Almuerzo de pannenkoeken, las grandes tortitas holandesas con manzana o beicon, un stroopwafel caliente, una cerveza local junto al canal y, si el día cae en jueves, el mercado del Markt con quesos y pescado.",
          "Déjeuner de pannenkoeken, les grandes crêpes hollandaises aux pommes ou au lard, un stroopwafel tiède, une bière locale au bord du canal et, si la journée tombe un jeudi, le marché sur le Markt pour le fromage et le poisson.",
          "Zum Mittag Pannenkoeken, die großen holländischen Pfannkuchen mit Apfel oder Speck, eine warme Stroopwafel, ein Bier aus der Gegend an der Gracht und, fällt der Tag auf einen Donnerstag, der Wochenmarkt auf dem Marktplatz mit Käse und Fisch.",
        ],
      ],
    ],
  },
  "NLD Rotterdam": {
    days: [
      [
        "see",
        [
          "Rotterdam: the Cube Houses and the Markthal",
          "Rotterdam: le Case Cubiche e la Markthal",
          "Rotterdam: las Casas Cubo y el Markthal",
          "Rotterdam : les maisons cubes et le Markthal",
          "Rotterdam: die Kubushäuser und die Markthal",
        ],
        [
          "The city rebuilt after 1940 as a gallery of modern building: the tilted Cube Houses, the arch of the Markthal with its painted ceiling, the Erasmus Bridge and the skyscrapers of the Kop van Zuid.",
          "La città ricostruita dopo il 1940 come una galleria di architettura moderna: le Case Cubiche inclinate, l'arco della Markthal con il soffitto dipinto, il ponte Erasmus e i grattacieli del Kop van Zuid.",
          "La ciudad reconstruida después de 1940 como una galería de arquitectura moderna: las Casas Cubo inclinadas, el arco del Markthal con su techo pintado, el puente Erasmus y los rascacielos del Kop van Zuid.",
          "La ville reconstruite après 1940 comme une galerie d'architecture moderne : les maisons cubes inclinées, l'arche du Markthal et son plafond peint, le pont Érasme et les gratte-ciel du Kop van Zuid.",
          "Die nach 1940 neu gebaute Stadt als Galerie moderner Architektur: die gekippten Kubushäuser, der Bogen der Markthal mit der bemalten Decke, die Erasmusbrücke und die Hochhäuser am Kop van Zuid.",
        ],
      ],
      [
        "see",
        [
          "Rotterdam: the port by boat and Delfshaven",
          "Rotterdam: il porto in battello e Delfshaven",
          "Rotterdam: el puerto en barco y Delfshaven",
          "Rotterdam : le port en bateau et Delfshaven",
          "Rotterdam: der Hafen per Boot und Delfshaven",
        ],
        [
          "A Spido boat tour among the docks, cranes and container ships of Europe's largest port, then old Delfshaven, the canal quarter spared by the bombs, where the Pilgrim Fathers set sail.",
          "Un giro in battello Spido tra darsene, gru e portacontainer del più grande porto d'Europa, poi la vecchia Delfshaven, il quartiere sui canali risparmiato dalle bombe, da dove salparono i Padri Pellegrini.",
          "Un recorrido en barco Spido entre dársenas, grúas y portacontenedores del mayor puerto de Europa, y después el viejo Delfshaven, el barrio de canales que se salvó de las bombas, de donde zarparon los Padres Peregrinos.",
          "Un tour en bateau Spido parmi les bassins, les grues et les porte-conteneurs du plus grand port d'Europe, puis le vieux Delfshaven, quartier de canaux épargné par les bombes, d'où partirent les Pères pèlerins.",
          "Eine Spido-Hafenrundfahrt zwischen Docks, Kränen und Containerschiffen des größten Hafens Europas, dann das alte Delfshaven, das von den Bomben verschonte Grachtenviertel, von dem die Pilgerväter aufbrachen.",
        ],
      ],
      [
        "food",
        [
          "Rotterdam: the Markthal and Katendrecht",
          "Rotterdam: la Markthal e Katendrecht",
          "Rotterdam: el Markthal y Katendrecht",
          "Rotterdam : le Markthal et Katendrecht",
          "Rotterdam: die Markthal und Katendrecht",
        ],
        [
          "Tasting through the stalls of the Markthal, from kibbeling fried fish to Dutch cheese, then across the river to Katendrecht, the old sailors' quarter, for a local beer and Surinamese roti in one of its cafés.",
          "Assaggi tra i banchi della Markthal, dal pesce fritto kibbeling ai formaggi olandesi, poi oltre il fiume a Katendrecht, il vecchio quartiere dei marinai, per una birra locale e il roti del Suriname in uno dei suoi caffè.",
          "Degustación por los puestos del Markthal, del pescado frito kibbeling a los quesos holandeses, y después, al otro lado del río, Katendrecht, el viejo barrio de los marineros, para una cerveza local y roti de Surinam en uno de sus cafés.",
          "Dégustation parmi les étals du Markthal, du poisson frit kibbeling aux fromages hollandais, puis de l'autre côté du fleuve Katendrecht, le vieux quartier des marins, pour une bière locale et un roti surinamais dans l'un de ses cafés.",
          "Kostproben an den Ständen der Markthal, von frittiertem Kibbeling bis zum holländischen Käse, dann über den Fluss nach Katendrecht, ins alte Seemannsviertel, für ein Bier aus der Gegend und surinamisches Roti in einem seiner Cafés.",
        ],
      ],
    ],
  },
  "NLD Kinderdijk": {
    days: [
      [
        "see",
        [
          "Kinderdijk: the nineteen windmills",
          "Kinderdijk: i diciannove mulini a vento",
          "Kinderdijk: los diecinueve molinos",
          "Kinderdijk : les dix-neuf moulins",
          "Kinderdijk: die neunzehn Windmühlen",
        ],
        [
          "The nineteen 18th-century windmills standing along the drainage canals of the Alblasserwaard polder, a walk or a small boat along the dikes, and inside a working mill where the miller's family still lives.",
          "I diciannove mulini a vento del Settecento allineati lungo i canali di bonifica del polder dell'Alblasserwaard, una passeggiata o un battello lungo le dighe e la visita di un mulino dove vive ancora la famiglia del mugnaio.",
          "Los diecinueve molinos del siglo XVIII alineados junto a los canales de drenaje del pólder del Alblasserwaard, un paseo o una barca por los diques y la visita a un molino donde aún vive la familia del molinero.",
          "Les dix-neuf moulins du XVIIIe siècle alignés le long des canaux de drainage du polder de l'Alblasserwaard, une balade à pied ou en bateau sur les digues, et la visite d'un moulin où vit encore la famille du meunier.",
          "Die neunzehn Windmühlen aus dem 18. Jahrhundert an den Entwässerungskanälen des Polders Alblasserwaard, ein Spaziergang oder eine Bootsfahrt an den Deichen und eine Mühle, in der die Müllerfamilie noch wohnt.",
        ],
      ],
    ],
  },
  "NLD Utrecht": {
    days: [
      [
        "see",
        [
          "Utrecht: the Dom Tower and the wharf canals",
          "Utrecht: la torre del Duomo e i canali con le cantine",
          "Utrecht: la torre de la catedral y los canales de muelles",
          "Utrecht : la tour du Dom et les canaux à quais",
          "Utrecht: der Domturm und die Werftkeller-Grachten",
        ],
        [
          "The 465 steps up the Dom Tower, the tallest church tower in the Netherlands, the cloister garden of the cathedral, and the Oudegracht, where old wharf cellars at water level now hold cafés.",
          "I 465 gradini della torre del Duomo, il campanile più alto dei Paesi Bassi, il giardino del chiostro della cattedrale e l'Oudegracht, dove le vecchie cantine sul pelo dell'acqua ospitano oggi caffè.",
          "Los 465 escalones de la torre de la catedral, la más alta de los Países Bajos, el jardín del claustro y el Oudegracht, donde las antiguas bodegas de los muelles, a ras del agua, son hoy cafés.",
          "Les 465 marches de la tour du Dom, le plus haut clocher des Pays-Bas, le jardin du cloître de la cathédrale et l'Oudegracht, où les anciennes caves des quais, au ras de l'eau, abritent aujourd'hui des cafés.",
          "Die 465 Stufen auf den Domturm, den höchsten Kirchturm der Niederlande, der Kreuzganggarten des Doms und die Oudegracht, wo die alten Werftkeller auf Wasserhöhe heute Cafés beherbergen.",
        ],
      ],
      [
        "see",
        [
          "Utrecht: Miffy, Rietveld and the museum quarter",
          "Utrecht: Miffy, Rietveld e il quartiere dei musei",
          "Utrecht: Miffy, Rietveld y el barrio de los museos",
          "Utrecht : Miffy, Rietveld et le quartier des musées",
          "Utrecht: Miffy, Rietveld und das Museumsviertel",
        ],
        [
          "The Rietveld Schröder House, the De Stijl icon built in 1924, the Centraal Museum and the Miffy house of Dick Bruna, and the quiet canals of the Museumkwartier.",
          "La Casa Rietveld Schröder, icona del De Stijl costruita nel 1924, il Centraal Museum e la casa di Miffy di Dick Bruna, e i canali tranquilli del Museumkwartier.",
          "La Casa Rietveld Schröder, icono del De Stijl construido en 1924, el Centraal Museum y la casa de Miffy de Dick Bruna, y los tranquilos canales del Museumkwartier.",
          "La maison Rietveld Schröder, icône du De Stijl bâtie en 1924, le Centraal Museum et la maison de Miffy de Dick Bruna, et les canaux tranquilles du Museumkwartier.",
          "Das Rietveld-Schröder-Haus, die 1924 gebaute Ikone des De Stijl, das Centraal Museum mit dem Miffy-Haus von Dick Bruna und die stillen Grachten im Museumkwartier.",
        ],
      ],
      [
        "food",
        [
          "Utrecht: the Vredenburg market and wharf cellar dinners",
          "Utrecht: il mercato del Vredenburg e cene nelle cantine sul canale",
          "Utrecht: el mercado de Vredenburg y cenas junto al canal",
          "Utrecht : le marché du Vredenburg et dîner sur les quais",
          "Utrecht: der Vredenburg-Markt und Abendessen am Werftkeller",
        ],
        [
          "The Vredenburg market for cheese, fish and stroopwafels, an afternoon of Dutch apple pie in a canal café, and dinner on a wharf terrace by the water of the Oudegracht.",
          "Il mercato del Vredenburg tra formaggi, pesce e stroopwafel, un pomeriggio di torta di mele olandese in un caffè sul canale e la cena su una terrazza delle vecchie cantine, a filo dell'Oudegracht.",
          "El mercado de Vredenburg con quesos, pescado y stroopwafels, una tarde de tarta de manzana holandesa en un café junto al canal y la cena en una terraza de los muelles, a ras del Oudegracht.",
          "Le marché du Vredenburg pour le fromage, le poisson et les stroopwafels, un après-midi de tarte aux pommes hollandaise dans un café du canal, et le dîner sur une terrasse des quais, au ras de l'Oudegracht.",
          "Der Vredenburg-Markt mit Käse, Fisch und Stroopwafels, am Nachmittag holländischer Apfelkuchen in einem Grachtencafé und Abendessen auf einer Werftterrasse direkt an der Oudegracht.",
        ],
      ],
    ],
  },
  "BEL Brussels": {
    days: [
      [
        "see",
        [
          "Brussels: the Grand-Place and the old lanes",
          "Bruxelles: la Grand-Place e i vicoli antichi",
          "Bruselas: la Grand-Place y las callejuelas antiguas",
          "Bruxelles : la Grand-Place et les vieilles ruelles",
          "Brüssel: die Grand-Place und die alten Gassen",
        ],
        [
          "The Grand-Place ringed by gilded guild houses and the Gothic town hall, the Manneken Pis, the glass-roofed Royal Saint-Hubert Galleries, and the comic-strip murals painted on the walls of the old town.",
          "La Grand-Place circondata dalle case dorate delle corporazioni e dal municipio gotico, il Manneken Pis, le Galleries Royales Saint-Hubert dal tetto di vetro e i murales dei fumetti dipinti sui muri del centro storico.",
          "La Grand-Place rodeada de las casas doradas de los gremios y el ayuntamiento gótico, el Manneken Pis, las Galerías Reales Saint-Hubert bajo su techo de cristal y los murales de cómic pintados en las fachadas del casco antiguo.",
          "La Grand-Place bordée des maisons dorées des corporations et de l'hôtel de ville gothique, le Manneken-Pis, les Galeries royales Saint-Hubert sous leur verrière et les fresques de BD peintes sur les murs du vieux centre.",
          "Die Grand-Place mit den vergoldeten Zunfthäusern und dem gotischen Rathaus, das Manneken Pis, die glasgedeckten Königlichen Galerien Saint-Hubert und die Comic-Wandbilder an den Mauern der Altstadt.",
        ],
      ],
      [
        "see",
        [
          "Brussels: the Atomium, the Sablon and Art Nouveau",
          "Bruxelles: l'Atomium, il Sablon e l'Art Nouveau",
          "Bruselas: el Atomium, el Sablon y el art nouveau",
          "Bruxelles : l'Atomium, le Sablon et l'Art nouveau",
          "Brüssel: das Atomium, der Sablon und der Jugendstil",
        ],
        [
          "The steel spheres of the Atomium, the Magritte Museum on the Mont des Arts, the antique dealers and chocolate makers of the Sablon, and the Art Nouveau façades of Victor Horta in Saint-Gilles and Ixelles; if the day falls on a Monday, when the Magritte Museum is closed, the view from the gardens of the Mont des Arts instead.",
          "Le sfere d'acciaio dell'Atomium, il Museo Magritte sul Mont des Arts, gli antiquari e i cioccolatieri del Sablon e le facciate Art Nouveau di Victor Horta a Saint-Gilles e Ixelles; se il giorno cade di lunedì, quando il Museo Magritte è chiuso, la vista dai giardini del Mont des Arts.",
          "Las esferas de acero del Atomium, el Museo Magritte en el Mont des Arts, los anticuarios y chocolateros del Sablon y las fachadas art nouveau de Victor Horta en Saint-Gilles e Ixelles; si el día cae en lunes, cuando el Museo Magritte cierra, la vista desde los jardines del Mont des Arts.",
          "Les sphères d'acier de l'Atomium, le musée Magritte au Mont des Arts, les antiquaires et chocolatiers du Sablon et les façades Art nouveau de Victor Horta à Saint-Gilles et Ixelles ; si la journée tombe un lundi, jour de fermeture du musée Magritte, la vue depuis les jardins du Mont des Arts.",
          "Die Stahlkugeln des Atomiums, das Magritte-Museum am Mont des Arts, die Antiquitätenhändler und Chocolatiers am Sablon und die Jugendstilfassaden von Victor Horta in Saint-Gilles und Ixelles; fällt der Tag auf einen Montag, an dem das Magritte-Museum geschlossen ist, stattdessen der Blick von den Gärten des Mont des Arts.",
        ],
      ],
      [
        "food",
        [
          "Brussels: frites, waffles and pralines",
          "Bruxelles: frites, waffle e praline",
          "Bruselas: patatas fritas, gofres y bombones",
          "Bruxelles : frites, gaufres et pralines",
          "Brüssel: Fritten, Waffeln und Pralinen",
        ],
        [
          "Twice-fried frites in a paper cone from a friterie, a Brussels waffle, pralines at the chocolate makers of the Sablon, and moules-frites with a glass of gueuze, the sour lambic beer brewed at Cantillon.",
          "Frites fritte due volte nel cartoccio di una friterie, un waffle di Bruxelles, praline dai cioccolatieri del Sablon e moules-frites con un bicchiere di gueuze, la birra lambic acidula prodotta da Cantillon.",
          "Patatas fritas dos veces en cucurucho de una friterie, un gofre de Bruselas, bombones en las chocolaterías del Sablon y mejillones con patatas acompañados de una gueuze, la cerveza lambic ácida que elabora Cantillon.",
          "Des frites cuites deux fois dans un cornet de friterie, une gaufre de Bruxelles, des pralines chez les chocolatiers du Sablon et des moules-frites avec une gueuze, la lambic acidulée brassée chez Cantillon.",
          "Zweimal frittierte Fritten in der Tüte aus einer Friterie, eine Brüsseler Waffel, Pralinen bei den Chocolatiers am Sablon und Moules-frites mit einem Glas Gueuze, dem sauren Lambic-Bier der Brauerei Cantillon.",
        ],
      ],
    ],
  },
  "BEL Ghent": {
    days: [
      [
        "see",
        [
          "Ghent: the Ghent Altarpiece and the Graslei",
          "Gand: il Polittico di Gand e la Graslei",
          "Gante: el Políptico de Gante y la Graslei",
          "Gand : l'Agneau mystique et la Graslei",
          "Gent: der Genter Altar und die Graslei",
        ],
        [
          "The Van Eyck brothers' Adoration of the Mystic Lamb in St. Bavo's Cathedral, the belfry and the Cloth Hall, then the medieval guild houses of the Graslei and Korenlei mirrored in the river Leie.",
          "L'Adorazione dell'Agnello Mistico dei fratelli Van Eyck nella cattedrale di San Bavone, il beffroi e la Halle dei Panni, poi le case medievali delle corporazioni sulla Graslei e la Korenlei specchiate nel fiume Lys.",
          "La Adoración del Cordero Místico de los hermanos Van Eyck en la catedral de San Bavón, el campanario y la Lonja de los Paños, y después las casas gremiales de la Graslei y la Korenlei reflejadas en el río Lys.",
          "L'Adoration de l'Agneau mystique des frères Van Eyck dans la cathédrale Saint-Bavon, le beffroi et la halle aux draps, puis les maisons de corporations de la Graslei et de la Korenlei qui se reflètent dans la Lys.",
          "Die Anbetung des Lammes der Brüder van Eyck in der St.-Bavo-Kathedrale, der Belfried und die Tuchhalle, dann die mittelalterlichen Zunfthäuser an Graslei und Korenlei, die sich in der Leie spiegeln.",
        ],
      ],
      [
        "see",
        [
          "Ghent: Gravensteen castle and Patershol",
          "Gand: il castello Gravensteen e il Patershol",
          "Gante: el castillo Gravensteen y el Patershol",
          "Gand : le château des Comtes et le Patershol",
          "Gent: die Burg Gravensteen und das Patershol",
        ],
        [
          "The moated Gravensteen, castle of the counts of Flanders, the lanes of the Patershol quarter, the Vrijdagmarkt square, and a small boat along the canals under the three towers.",
          "Il Gravensteen circondato dal fossato, castello dei conti di Fiandra, i vicoli del quartiere Patershol, la piazza del Vrijdagmarkt e un battello sui canali sotto le tre torri.",
          "El Gravensteen rodeado de foso, castillo de los condes de Flandes, las callejuelas del barrio del Patershol, la plaza del Vrijdagmarkt y una barca por los canales bajo las tres torres.",
          "Le Gravensteen entouré de ses douves, château des comtes de Flandre, les ruelles du quartier du Patershol, la place du Marché du Vendredi et un bateau sur les canaux sous les trois tours.",
          "Der Gravensteen mit seinem Wassergraben, Burg der Grafen von Flandern, die Gassen des Patershol-Viertels, der Platz Vrijdagmarkt und eine Bootsfahrt auf den Kanälen unter den drei Türmen.",
        ],
      ],
      [
        "food",
        [
          "Ghent: waterzooi, cuberdons and Ghent mustard",
          "Gand: waterzooi, cuberdon e senape di Gand",
          "Gante: waterzooi, cuberdons y mostaza de Gante",
          "Gand : waterzooi, cuberdons et moutarde de Gand",
          "Gent: Waterzooi, Cuberdons und Genter Senf",
        ],
        [
          "Ghent's own table: waterzooi, the creamy chicken or fish stew, purple cone-shaped cuberdons, raspberry gum drops sold from carts, mustard ladled from the barrel at Tierenteyn, and a Belgian beer in an old tavern.",
          "La tavola di Gand: il waterzooi, stufato cremoso di pollo o pesce, i cuberdon, caramelle viola a cono vendute dai carretti, la senape versata dal barile da Tierenteyn e una birra belga in una vecchia taverna.",
          "La mesa de Gante: el waterzooi, guiso cremoso de pollo o pescado, los cuberdons, caramelos morados en forma de cono vendidos en carritos, la mostaza servida del barril en Tierenteyn y una cerveza belga en una vieja taberna.",
          "La table gantoise : le waterzooi, ragoût crémeux de poulet ou de poisson, les cuberdons, bonbons violets en cône vendus sur des charrettes, la moutarde puisée au tonneau chez Tierenteyn et une bière belge dans une vieille taverne.",
          "Gents eigene Küche: Waterzooi, der cremige Eintopf mit Huhn oder Fisch, die violetten kegelförmigen Cuberdons von den Handkarren, Senf aus dem Fass bei Tierenteyn und ein belgisches Bier in einer alten Schänke.",
        ],
      ],
    ],
  },
  "BEL Bruges": {
    days: [
      [
        "see",
        [
          "Bruges: the Markt, the Belfry and the Burg",
          "Bruges: il Markt, il Beffroi e il Burg",
          "Brujas: el Markt, el Campanario y el Burg",
          "Bruges : le Markt, le Beffroi et le Burg",
          "Brügge: der Markt, der Belfried und der Burg",
        ],
        [
          "The Markt under the Belfry and its 366 steps, the Burg square with the Gothic town hall and the Basilica of the Holy Blood, then a boat along the Dijver and the Rozenhoedkaai, the most painted corner of Bruges.",
          "Il Markt sotto il Beffroi e i suoi 366 gradini, la piazza del Burg con il municipio gotico e la Basilica del Sangue Sacro, poi un battello lungo il Dijver e il Rozenhoedkaai, l'angolo più dipinto di Bruges.",
          "El Markt bajo el Campanario y sus 366 escalones, la plaza del Burg con el ayuntamiento gótico y la basílica de la Santa Sangre, y después una barca por el Dijver y el Rozenhoedkaai, el rincón más pintado de Brujas.",
          "Le Markt au pied du Beffroi et de ses 366 marches, la place du Burg avec l'hôtel de ville gothique et la basilique du Saint-Sang, puis un bateau sur le Dijver et le Rozenhoedkaai, le coin le plus peint de Bruges.",
          "Der Markt unter dem Belfried mit seinen 366 Stufen, der Burgplatz mit dem gotischen Rathaus und der Heilig-Blut-Basilika, dann eine Bootsfahrt über den Dijver und den Rozenhoedkaai, den meistgemalten Winkel von Brügge.",
        ],
      ],
      [
        "see",
        [
          "Bruges: the Beguinage, Memling and Michelangelo",
          "Bruges: il Beghinaggio, Memling e Michelangelo",
          "Brujas: el beaterio, Memling y Miguel Ángel",
          "Bruges : le béguinage, Memling et Michel-Ange",
          "Brügge: der Beginenhof, Memling und Michelangelo",
        ],
        [
          "The white houses of the Beguinage around their lawn of trees, the Minnewater lake, Michelangelo's Madonna in the Church of Our Lady, and the Flemish Primitives of the Groeninge and the Memling museums; if the day falls on a Monday, when both museums are closed, the windmills on the ramparts of Sint-Anna instead.",
          "Le case bianche del Beghinaggio attorno al prato alberato, il lago Minnewater, la Madonna di Michelangelo nella chiesa di Nostra Signora e i primitivi fiamminghi dei musei Groeninge e Memling; se il giorno cade di lunedì, quando i due musei sono chiusi, i mulini a vento sui bastioni di Sint-Anna.",
          "Las casas blancas del beaterio alrededor de su prado arbolado, el lago Minnewater, la Virgen de Miguel Ángel en la iglesia de Nuestra Señora y los primitivos flamencos de los museos Groeninge y Memling; si el día cae en lunes, cuando los dos museos cierran, los molinos de viento de las murallas de Sint-Anna.",
          "Les maisons blanches du béguinage autour de leur pelouse plantée d'arbres, le lac d'Amour, la Madone de Michel-Ange dans l'église Notre-Dame et les primitifs flamands des musées Groeninge et Memling ; si la journée tombe un lundi, jour de fermeture des deux musées, les moulins à vent sur les remparts de Sint-Anna.",
          "Die weißen Häuser des Beginenhofs um ihren Baumrasen, der Minnewater, Michelangelos Madonna in der Liebfrauenkirche und die flämischen Primitiven im Groeninge- und im Memling-Museum; fällt der Tag auf einen Montag, an dem beide Museen geschlossen sind, stattdessen die Windmühlen auf den Wällen von Sint-Anna.",
        ],
      ],
      [
        "food",
        [
          "Bruges: chocolate, lace and De Halve Maan",
          "Bruges: cioccolato, merletti e De Halve Maan",
          "Brujas: chocolate, encaje y De Halve Maan",
          "Bruges : chocolat, dentelle et De Halve Maan",
          "Brügge: Schokolade, Spitze und De Halve Maan",
        ],
        [
          "The brewery of De Halve Maan, whose beer runs to the bottling plant by a pipeline under the streets, chocolate makers' workshops, and a Flemish dinner of carbonade, beef stewed in dark beer.",
          "Il birrificio De Halve Maan, la cui birra scorre all'imbottigliamento in una condotta sotto le strade, i laboratori dei cioccolatieri e una cena fiamminga di carbonade, manzo stufato nella birra scura.",
          "La cervecería De Halve Maan, cuya cerveza viaja hasta la embotelladora por una tubería bajo las calles, los talleres de los chocolateros y una cena flamenca de carbonade, ternera guisada en cerveza negra.",
          "La brasserie De Halve Maan, dont la bière file vers l'embouteillage par un pipeline sous les rues, les ateliers des chocolatiers et un dîner flamand de carbonade, bœuf mijoté à la bière brune.",
          "Die Brauerei De Halve Maan, deren Bier durch eine Leitung unter den Straßen zur Abfüllung fließt, die Werkstätten der Chocolatiers und ein flämisches Abendessen mit Stoofvlees, in dunklem Bier geschmortem Rind.",
        ],
      ],
    ],
  },
  "BEL Antwerp": {
    days: [
      [
        "see",
        [
          "Antwerp: Rubens, the cathedral and the Grote Markt",
          "Anversa: Rubens, la cattedrale e la Grote Markt",
          "Amberes: Rubens, la catedral y la Grote Markt",
          "Anvers : Rubens, la cathédrale et la Grote Markt",
          "Antwerpen: Rubens, die Kathedrale und der Grote Markt",
        ],
        [
          "Rubens's altarpieces in the Cathedral of Our Lady, the guild houses and Brabo fountain of the Grote Markt, the Rubens House, and the printing workshop of the Plantin-Moretus Museum.",
          "Le pale d'altare di Rubens nella cattedrale di Nostra Signora, le case delle corporazioni e la fontana di Brabo sulla Grote Markt, la Casa di Rubens e la stamperia del Museo Plantin-Moretus.",
          "Los retablos de Rubens en la catedral de Nuestra Señora, las casas gremiales y la fuente de Brabo en la Grote Markt, la Casa de Rubens y la imprenta del Museo Plantin-Moretus.",
          "Les retables de Rubens dans la cathédrale Notre-Dame, les maisons des corporations et la fontaine de Brabo sur la Grote Markt, la maison de Rubens et l'imprimerie du musée Plantin-Moretus.",
          "Rubens' Altarbilder in der Liebfrauenkathedrale, die Zunfthäuser und der Brabobrunnen am Grote Markt, das Rubenshaus und die Druckerei im Museum Plantin-Moretus.",
        ],
      ],
      [
        "see",
        [
          "Antwerp: the station, the diamonds and the MAS",
          "Anversa: la stazione, i diamanti e il MAS",
          "Amberes: la estación, los diamantes y el MAS",
          "Anvers : la gare, les diamants et le MAS",
          "Antwerpen: der Bahnhof, die Diamanten und das MAS",
        ],
        [
          "The domed hall of Antwerpen-Centraal, the diamond quarter beside it, then the docks of Eilandje and the roof of the MAS museum, looking out over the port and the river Scheldt.",
          "La sala a cupola della stazione di Antwerpen-Centraal, il quartiere dei diamanti lì accanto, poi le darsene dell'Eilandje e il tetto del museo MAS, affacciato sul porto e sulla Schelda.",
          "El vestíbulo con cúpula de la estación Antwerpen-Centraal, el barrio de los diamantes a su lado, y después los muelles del Eilandje y la azotea del museo MAS, sobre el puerto y el río Escalda.",
          "Le hall à coupole de la gare d'Anvers-Central, le quartier des diamantaires voisin, puis les bassins de l'Eilandje et le toit du musée MAS, face au port et à l'Escaut.",
          "Die Kuppelhalle von Antwerpen-Centraal, das Diamantenviertel daneben, dann die Docks am Eilandje und das Dach des MAS mit Blick über den Hafen und die Schelde.",
        ],
      ],
      [
        "food",
        [
          "Antwerp: bolleke, Antwerp hands and Elixir d'Anvers",
          "Anversa: bolleke, manine di Anversa ed Elixir d'Anvers",
          "Amberes: bolleke, manitas de Amberes y Elixir d'Anvers",
          "Anvers : bolleke, mains d'Anvers et Elixir d'Anvers",
          "Antwerpen: Bolleke, Antwerpse Handjes und Elixir d'Anvers",
        ],
        [
          "A bolleke of De Koninck amber ale in its round glass, the hand-shaped almond treats called Antwerpse handjes, a glass of Elixir d'Anvers, the city's herbal liqueur, and a Flemish dinner of eel in green herb sauce.",
          "Un bolleke di De Koninck, la ambrata nel suo bicchiere tondo, i biscotti a forma di mano Antwerpse handjes, un bicchierino di Elixir d'Anvers, il liquore d'erbe della città, e una cena fiamminga di anguilla in salsa verde alle erbe.",
          "Un bolleke de De Koninck, la ámbar en su copa redonda, las galletas en forma de mano Antwerpse handjes, una copita de Elixir d'Anvers, el licor de hierbas de la ciudad, y una cena flamenca de anguila en salsa verde de hierbas.",
          "Un bolleke de De Koninck, l'ambrée dans son verre rond, les biscuits en forme de main Antwerpse handjes, un petit verre d'Elixir d'Anvers, la liqueur de plantes de la ville, et un dîner flamand d'anguille au vert.",
          "Ein Bolleke De Koninck, das Amberbier im runden Glas, die handförmigen Kekse Antwerpse Handjes, ein Gläschen Elixir d'Anvers, der Kräuterlikör der Stadt, und ein flämisches Abendessen mit Aal in grüner Kräutersauce.",
        ],
      ],
    ],
  },
  "BEL Leuven": {
    days: [
      [
        "see",
        [
          "Leuven: the town hall and the university library",
          "Lovanio: il municipio e la biblioteca universitaria",
          "Lovaina: el ayuntamiento y la biblioteca universitaria",
          "Louvain : l'hôtel de ville et la bibliothèque universitaire",
          "Löwen: das Rathaus und die Universitätsbibliothek",
        ],
        [
          "The lace-like Gothic town hall on the Grote Markt, St. Peter's Church with its Dirk Bouts altarpiece, the tower of the university library, and the little streets of the Groot Begijnhof.",
          "Il municipio gotico ricamato come un merletto sulla Grote Markt, la chiesa di San Pietro con il trittico di Dirk Bouts, la torre della biblioteca universitaria e le stradine del Groot Begijnhof.",
          "El ayuntamiento gótico, labrado como un encaje, en la Grote Markt, la iglesia de San Pedro con el retablo de Dirk Bouts, la torre de la biblioteca universitaria y las callejuelas del Groot Begijnhof.",
          "L'hôtel de ville gothique ciselé comme une dentelle sur la Grote Markt, l'église Saint-Pierre et son retable de Dirk Bouts, la tour de la bibliothèque universitaire et les ruelles du Grand Béguinage.",
          "Das wie Spitze gearbeitete gotische Rathaus am Grote Markt, die Peterskirche mit dem Altar von Dirk Bouts, der Turm der Universitätsbibliothek und die Gässchen des Großen Beginenhofs.",
        ],
      ],
      [
        "food",
        [
          "Leuven: the Oude Markt and Flemish beers",
          "Lovanio: l'Oude Markt e le birre fiamminghe",
          "Lovaina: el Oude Markt y las cervezas flamencas",
          "Louvain : l'Oude Markt et les bières flamandes",
          "Löwen: der Oude Markt und flämische Biere",
        ],
        [
          "The Oude Markt, a square lined end to end with student bars, a tasting of Flemish abbey and local beers in the town where Stella Artois is brewed, and stoofvlees with frites at dinner.",
          "L'Oude Markt, una piazza piena di bar studenteschi da un capo all'altro, una degustazione di birre d'abbazia e locali nella città dove si produce la Stella Artois e stoofvlees con frites a cena.",
          "El Oude Markt, una plaza llena de bares de estudiantes de punta a punta, una cata de cervezas de abadía y locales en la ciudad donde se elabora la Stella Artois y stoofvlees con patatas fritas en la cena.",
          "L'Oude Markt, une place bordée de bars étudiants d'un bout à l'autre, une dégustation de bières d'abbaye et locales dans la ville où l'on brasse la Stella Artois, et du stoofvlees-frites au dîner.",
          "Der Oude Markt, ein Platz voller Studentenkneipen von einem Ende zum anderen, eine Probe flämischer Abtei- und Stadtbiere in der Stadt, in der Stella Artois gebraut wird, und abends Stoofvlees mit Fritten.",
        ],
      ],
    ],
  },
  "BEL Dinant": {
    days: [
      [
        "see",
        [
          "Dinant: the citadel and the Meuse",
          "Dinant: la cittadella e la Mosa",
          "Dinant: la ciudadela y el Mosa",
          "Dinant : la citadelle et la Meuse",
          "Dinant: die Zitadelle und die Maas",
        ],
        [
          "The onion dome of the collegiate church against the cliff, the cable car or 408 steps up to the citadel, the house of Adolphe Sax, inventor of the saxophone, and a boat on the Meuse below the Bayard rock.",
          "La cupola a cipolla della collegiata contro la rupe, la funivia o i 408 gradini fino alla cittadella, la casa di Adolphe Sax, inventore del sassofono, e un battello sulla Mosa sotto la roccia Bayard.",
          "La cúpula bulbosa de la colegiata contra el acantilado, el teleférico o los 408 escalones hasta la ciudadela, la casa de Adolphe Sax, inventor del saxofón, y una barca por el Mosa bajo la roca Bayard.",
          "Le bulbe de la collégiale contre la falaise, le téléphérique ou les 408 marches jusqu'à la citadelle, la maison d'Adolphe Sax, inventeur du saxophone, et un bateau sur la Meuse sous le rocher Bayard.",
          "Die Zwiebelhaube der Stiftskirche vor der Felswand, die Seilbahn oder 408 Stufen zur Zitadelle, das Haus von Adolphe Sax, dem Erfinder des Saxofons, und eine Bootsfahrt auf der Maas unter dem Bayard-Felsen.",
        ],
      ],
      [
        "food",
        [
          "Dinant: couques and the Leffe abbey beer",
          "Dinant: le couques e la birra d'abbazia Leffe",
          "Dinant: las couques y la cerveza de abadía Leffe",
          "Dinant : les couques et la bière d'abbaye de Leffe",
          "Dinant: Couques und das Abteibier von Leffe",
        ],
        [
          "The couque de Dinant, a honey bake so hard it is made in carved wooden forms, the Maison Leffe telling the story of the abbey beer, and Ardennes ham and trout for lunch.",
          "La couque de Dinant, un biscotto al miele così duro da cuocere in stampi di legno intagliato, la Maison Leffe con la storia della birra d'abbazia e prosciutto delle Ardenne e trota a pranzo.",
          "La couque de Dinant, una galleta de miel tan dura que se hornea en moldes de madera tallada, la Maison Leffe con la historia de la cerveza de abadía y jamón de las Ardenas y trucha para almorzar.",
          "La couque de Dinant, biscuit au miel si dur qu'on le cuit dans des moules en bois sculpté, la Maison Leffe et l'histoire de la bière d'abbaye, puis jambon d'Ardenne et truite au déjeuner.",
          "Die Couque de Dinant, ein Honiggebäck, so hart, dass es in geschnitzten Holzmodeln gebacken wird, die Maison Leffe mit der Geschichte des Abteibiers und mittags Ardenner Schinken und Forelle.",
        ],
      ],
    ],
  },
  "CHE Zurich": {
    days: [
      [
        "see",
        [
          "Zurich: the old town on both banks of the Limmat",
          "Zurigo: la città vecchia sulle due rive della Limmat",
          "Zúrich: el casco antiguo a ambas orillas del Limmat",
          "Zurich : la vieille ville sur les deux rives de la Limmat",
          "Zürich: die Altstadt an beiden Ufern der Limmat",
        ],
        [
          "The twin towers of the Grossmünster, Chagall's stained glass in the Fraumünster, the view from the Lindenhof terrace, and the guild houses and lanes of the Niederdorf down to the lake.",
          "Le torri gemelle del Grossmünster, le vetrate di Chagall nel Fraumünster, la vista dalla terrazza del Lindenhof e le case delle corporazioni e i vicoli del Niederdorf fino al lago.",
          "Las torres gemelas del Grossmünster, las vidrieras de Chagall en el Fraumünster, la vista desde la terraza del Lindenhof y las casas gremiales y callejas del Niederdorf hasta el lago.",
          "Les tours jumelles du Grossmünster, les vitraux de Chagall au Fraumünster, la vue depuis la terrasse du Lindenhof, et les maisons de corporations et ruelles du Niederdorf jusqu'au lac.",
          "Die Doppeltürme des Grossmünsters, Chagalls Fenster im Fraumünster, der Blick von der Lindenhof-Terrasse und die Zunfthäuser und Gassen des Niederdorfs bis hinunter zum See.",
        ],
      ],
      [
        "see",
        [
          "Zurich: the lake, the Kunsthaus and Uetliberg",
          "Zurigo: il lago, il Kunsthaus e l'Uetliberg",
          "Zúrich: el lago, el Kunsthaus y el Uetliberg",
          "Zurich : le lac, le Kunsthaus et l'Uetliberg",
          "Zürich: der See, das Kunsthaus und der Uetliberg",
        ],
        [
          "The Kunsthaus and its Giacometti and Monet halls, or, if the day falls on a Monday, when it is closed, Chagall's windows in the Fraumünster, then a boat on Lake Zurich from Bürkliplatz, and the train up the Uetliberg for the view across the city and the lake to the Alps.",
          "Il Kunsthaus con le sue sale di Giacometti e Monet o, se il giorno cade di lunedì, quando è chiuso, le vetrate di Chagall al Fraumünster, poi un battello sul lago di Zurigo da Bürkliplatz e il treno sull'Uetliberg per la vista sulla città e sul lago fino alle Alpi.",
          "El Kunsthaus con sus salas de Giacometti y Monet o, si el día cae en lunes, cuando cierra, las vidrieras de Chagall del Fraumünster, luego un barco por el lago de Zúrich desde Bürkliplatz y el tren al Uetliberg para ver la ciudad y el lago hasta los Alpes.",
          "Le Kunsthaus et ses salles Giacometti et Monet ou, si la journée tombe un lundi, jour de sa fermeture, les vitraux de Chagall du Fraumünster, puis un bateau sur le lac de Zurich depuis Bürkliplatz et le train jusqu'à l'Uetliberg pour la vue sur la ville et le lac jusqu'aux Alpes.",
          "Das Kunsthaus mit seinen Sälen für Giacometti und Monet oder, fällt der Tag auf einen Montag, an dem es geschlossen ist, Chagalls Fenster im Fraumünster, dann eine Schifffahrt auf dem Zürichsee ab Bürkliplatz und die Bahn auf den Uetliberg mit Blick über Stadt und See bis zu den Alpen.",
        ],
      ],
      [
        "food",
        [
          "Zurich: Geschnetzeltes, Luxemburgerli and the Viadukt",
          "Zurigo: Geschnetzeltes, Luxemburgerli e il Viadukt",
          "Zúrich: Geschnetzeltes, Luxemburgerli y el Viadukt",
          "Zurich : émincé zurichois, Luxemburgerli et le Viadukt",
          "Zürich: Geschnetzeltes, Luxemburgerli und das Viadukt",
        ],
        [
          "The market hall under the railway arches of Im Viadukt, Luxemburgerli macarons at Sprüngli on Paradeplatz, and Zürcher Geschnetzeltes, veal in cream sauce with a golden rösti, in an old guild house.",
          "Il mercato coperto sotto gli archi ferroviari di Im Viadukt, i Luxemburgerli, piccoli macaron di Sprüngli su Paradeplatz, e lo Zürcher Geschnetzeltes, vitello alla panna con rösti dorato, in una vecchia sede di corporazione.",
          "El mercado bajo los arcos del ferrocarril de Im Viadukt, los Luxemburgerli, pequeños macarons de Sprüngli en Paradeplatz, y el Zürcher Geschnetzeltes, ternera en salsa de nata con rösti dorado, en una antigua casa gremial.",
          "La halle sous les arches ferroviaires d'Im Viadukt, les Luxemburgerli, petits macarons de Sprüngli sur la Paradeplatz, et l'émincé de veau à la zurichoise avec un rösti doré, dans une ancienne maison de corporation.",
          "Die Markthalle unter den Bahnbögen im Viadukt, Luxemburgerli bei Sprüngli am Paradeplatz und Zürcher Geschnetzeltes mit goldener Rösti in einem alten Zunfthaus.",
        ],
      ],
    ],
  },
  "CHE Lucerne": {
    days: [
      [
        "see",
        [
          "Lucerne: the Chapel Bridge and the Lion Monument",
          "Lucerna: il Ponte della Cappella e il Leone",
          "Lucerna: el puente de la Capilla y el León",
          "Lucerne : le pont de la Chapelle et le Lion",
          "Luzern: die Kapellbrücke und das Löwendenkmal",
        ],
        [
          "The covered Chapel Bridge and its Water Tower, the painted squares of the old town, the dying Lion of Lucerne carved in the rock, and the towers of the Musegg wall above the rooftops.",
          "Il ponte coperto della Cappella con la sua Torre dell'Acqua, le piazze affrescate della città vecchia, il Leone morente scolpito nella roccia e le torri delle mura della Musegg sopra i tetti.",
          "El puente cubierto de la Capilla con su Torre del Agua, las plazas pintadas del casco antiguo, el León moribundo tallado en la roca y las torres de la muralla de Musegg sobre los tejados.",
          "Le pont couvert de la Chapelle et sa tour de l'Eau, les places peintes de la vieille ville, le Lion mourant taillé dans la roche et les tours du rempart de la Musegg au-dessus des toits.",
          "Die gedeckte Kapellbrücke mit dem Wasserturm, die bemalten Plätze der Altstadt, der in den Fels gehauene sterbende Löwe und die Türme der Museggmauer über den Dächern.",
        ],
      ],
      [
        "see",
        [
          "Lucerne: the lake and Mount Rigi",
          "Lucerna: il lago e il Rigi",
          "Lucerna: el lago y el monte Rigi",
          "Lucerne : le lac et le Rigi",
          "Luzern: der Vierwaldstättersee und die Rigi",
        ],
        [
          "A paddle steamer across Lake Lucerne to Vitznau, then Europe's oldest mountain railway up the Rigi, the queen of the mountains, for the view over the lakes and the Alps, and down by cable car to Weggis.",
          "Un battello a vapore sul lago dei Quattro Cantoni fino a Vitznau, poi la più antica ferrovia di montagna d'Europa sul Rigi, la regina delle montagne, per la vista su laghi e Alpi, e discesa in funivia a Weggis.",
          "Un vapor de ruedas por el lago de los Cuatro Cantones hasta Vitznau, y después el tren de montaña más antiguo de Europa hasta el Rigi, la reina de las montañas, con vistas a los lagos y los Alpes, y bajada en teleférico a Weggis.",
          "Un bateau à vapeur sur le lac des Quatre-Cantons jusqu'à Vitznau, puis le plus ancien train de montagne d'Europe jusqu'au Rigi, la reine des montagnes, pour la vue sur les lacs et les Alpes, et retour en téléphérique par Weggis.",
          "Mit dem Raddampfer über den Vierwaldstättersee nach Vitznau, dann mit der ältesten Bergbahn Europas auf die Rigi, die Königin der Berge, mit Blick über Seen und Alpen, und per Luftseilbahn hinunter nach Weggis.",
        ],
      ],
      [
        "food",
        [
          "Lucerne: Chügelipastete and Alpine cheeses",
          "Lucerna: Chügelipastete e formaggi d'alpeggio",
          "Lucerna: Chügelipastete y quesos alpinos",
          "Lucerne : Chügelipastete et fromages d'alpage",
          "Luzern: Chügelipastete und Alpkäse",
        ],
        [
          "A cheese tasting of Sbrinz and Alpine cheeses, the Luzerner Chügelipastete, a puff-pastry pie of veal and mushrooms, for lunch in an old tavern, and, if the day falls on a Tuesday or a Saturday, the market along the Reuss.",
          "Una degustazione di Sbrinz e formaggi d'alpeggio, la Luzerner Chügelipastete, torta di sfoglia con vitello e funghi, a pranzo in una vecchia osteria e, se il giorno cade di martedì o di sabato, il mercato lungo la Reuss.",
          "Una cata de Sbrinz y quesos alpinos, la Luzerner Chügelipastete, pastel de hojaldre con ternera y setas, para almorzar en una vieja taberna y, si el día cae en martes o en sábado, el mercado junto al Reuss.",
          "Une dégustation de Sbrinz et de fromages d'alpage, la Luzerner Chügelipastete, bouchée feuilletée au veau et aux champignons, au déjeuner dans une vieille auberge et, si la journée tombe un mardi ou un samedi, le marché le long de la Reuss.",
          "Eine Probe von Sbrinz und Alpkäse, zum Mittag die Luzerner Chügelipastete mit Kalbfleisch und Pilzen in einer alten Gaststube und, fällt der Tag auf einen Dienstag oder Samstag, der Markt an der Reuss.",
        ],
      ],
    ],
  },
  "CHE Interlaken": {
    days: [
      [
        "see",
        [
          "Interlaken: between Lake Thun and Lake Brienz",
          "Interlaken: tra il lago di Thun e il lago di Brienz",
          "Interlaken: entre el lago de Thun y el lago de Brienz",
          "Interlaken : entre lac de Thoune et lac de Brienz",
          "Interlaken: zwischen Thuner- und Brienzersee",
        ],
        [
          "The Höhematte meadow with the Jungfrau rising behind it, the old lanes of Unterseen across the Aare, and the lakeside village of Brienz on turquoise Lake Brienz, home of the Swiss woodcarvers and their school.",
          "Il prato dell'Höhematte con la Jungfrau che si alza alle spalle, i vicoli di Unterseen oltre l'Aare e Brienz, sul turchese lago di Brienz, il paese degli intagliatori svizzeri e della loro scuola.",
          "El prado de la Höhematte con la Jungfrau alzándose detrás, las callejuelas de Unterseen al otro lado del Aar y Brienz, a orillas del turquesa lago de Brienz, el pueblo de los tallistas suizos y de su escuela.",
          "La prairie de la Höhematte avec la Jungfrau qui se dresse derrière, les ruelles d'Unterseen de l'autre côté de l'Aar et Brienz, au bord du lac turquoise de Brienz, le village des sculpteurs sur bois et de leur école.",
          "Die Höhematte mit der Jungfrau im Hintergrund, die Gassen von Unterseen jenseits der Aare und Brienz am türkisfarbenen Brienzersee, das Dorf der Holzschnitzer und ihrer Schnitzlerschule.",
        ],
      ],
      [
        "food",
        [
          "Interlaken: fondue, rösti and a mountain dairy",
          "Interlaken: fonduta, rösti e un caseificio di montagna",
          "Interlaken: fondue, rösti y una quesería de montaña",
          "Interlaken : fondue, rösti et fromagerie de montagne",
          "Interlaken: Fondue, Rösti und eine Bergkäserei",
        ],
        [
          "A visit to a Bernese Oberland cheese dairy, then a table of Swiss mountain food: cheese fondue, rösti with fried egg, Älplermagronen pasta with apple sauce, and meringues with double cream.",
          "La visita a un caseificio dell'Oberland bernese, poi una tavola di cucina di montagna svizzera: fonduta di formaggio, rösti con uovo fritto, Älplermagronen con composta di mele e meringhe con doppia panna.",
          "Visita a una quesería del Oberland bernés y después una mesa de cocina de montaña suiza: fondue de queso, rösti con huevo frito, Älplermagronen con compota de manzana y merengues con doble nata.",
          "Visite d'une fromagerie de l'Oberland bernois, puis une table de cuisine de montagne suisse : fondue au fromage, rösti à l'œuf, Älplermagronen à la compote de pommes et meringues à la double crème.",
          "Besuch in einer Käserei des Berner Oberlands, dann ein Tisch voller Schweizer Bergküche: Käsefondue, Rösti mit Spiegelei, Älplermagronen mit Apfelmus und Meringues mit Doppelrahm.",
        ],
      ],
    ],
  },
  "CHE Grindelwald": {
    days: [
      [
        "see",
        [
          "Grindelwald: First and the Eiger north face",
          "Grindelwald: First e la parete nord dell'Eiger",
          "Grindelwald: First y la cara norte del Eiger",
          "Grindelwald : First et la face nord de l'Eiger",
          "Grindelwald: First und die Eiger-Nordwand",
        ],
        [
          "The gondola up to First and the Cliff Walk bolted to its rock face, facing the Eiger north face, the Wetterhorn and the glaciers above the village, then back down among the chalets and meadows of the valley.",
          "La cabinovia fino a First e il Cliff Walk ancorato alla parete di roccia, di fronte alla parete nord dell'Eiger, al Wetterhorn e ai ghiacciai sopra il paese, poi giù tra gli chalet e i prati della valle.",
          "La telecabina hasta First y el Cliff Walk anclado a la pared de roca, frente a la cara norte del Eiger, el Wetterhorn y los glaciares sobre el pueblo, y de vuelta entre los chalés y prados del valle.",
          "La télécabine jusqu'à First et le Cliff Walk accroché à sa paroi, face à la face nord de l'Eiger, au Wetterhorn et aux glaciers au-dessus du village, puis redescente parmi les chalets et les prés de la vallée.",
          "Mit der Gondel hinauf nach First und auf den am Fels verankerten Cliff Walk, gegenüber Eiger-Nordwand, Wetterhorn und den Gletschern über dem Dorf, dann zurück zwischen Chalets und Wiesen im Tal.",
        ],
      ],
    ],
  },
  "CHE Jungfrau": {
    days: [
      [
        "see",
        [
          "Jungfrau: by rail to the Jungfraujoch",
          "Jungfrau: in treno allo Jungfraujoch",
          "Jungfrau: en tren al Jungfraujoch",
          "Jungfrau : en train au Jungfraujoch",
          "Jungfrau: mit der Bahn aufs Jungfraujoch",
        ],
        [
          "The cogwheel train to Kleine Scheidegg and then through the tunnel inside the Eiger to the Jungfraujoch, the Sphinx terrace over the Aletsch glacier, the Ice Palace carved in the glacier and the snow plateau.",
          "Il trenino a cremagliera fino alla Kleine Scheidegg e poi nel tunnel dentro l'Eiger fino allo Jungfraujoch, la terrazza della Sphinx sul ghiacciaio dell'Aletsch, il Palazzo di ghiaccio scavato nel ghiacciaio e il pianoro innevato.",
          "El tren cremallera hasta Kleine Scheidegg y después por el túnel dentro del Eiger hasta el Jungfraujoch, la terraza de la Sphinx sobre el glaciar Aletsch, el Palacio de Hielo excavado en el glaciar y la meseta nevada.",
          "Le train à crémaillère jusqu'à la Petite Scheidegg, puis le tunnel creusé dans l'Eiger jusqu'au Jungfraujoch, la terrasse du Sphinx sur le glacier d'Aletsch, le palais de glace taillé dans le glacier et le plateau de neige.",
          "Mit der Zahnradbahn zur Kleinen Scheidegg und durch den Tunnel im Eiger aufs Jungfraujoch, die Sphinx-Terrasse über dem Aletschgletscher, der ins Eis gegrabene Eispalast und das Schneeplateau.",
        ],
      ],
      [
        "see",
        [
          "Jungfrau: Lauterbrunnen, Mürren and the Schilthorn",
          "Jungfrau: Lauterbrunnen, Mürren e lo Schilthorn",
          "Jungfrau: Lauterbrunnen, Mürren y el Schilthorn",
          "Jungfrau : Lauterbrunnen, Mürren et le Schilthorn",
          "Jungfrau: Lauterbrunnen, Mürren und das Schilthorn",
        ],
        [
          "The Lauterbrunnen valley of sheer walls and waterfalls, the Staubbach falling from the cliff, then up by cable car to the car-free village of Mürren and the Schilthorn summit, facing the Eiger, Mönch and Jungfrau.",
          "La valle di Lauterbrunnen tra pareti a picco e cascate, lo Staubbach che cade dalla rupe, poi in funivia fino a Mürren, paese senza auto, e in vetta allo Schilthorn, di fronte a Eiger, Mönch e Jungfrau.",
          "El valle de Lauterbrunnen, de paredes verticales y cascadas, el Staubbach cayendo del acantilado, y después en teleférico hasta Mürren, pueblo sin coches, y la cima del Schilthorn, frente al Eiger, el Mönch y la Jungfrau.",
          "La vallée de Lauterbrunnen, ses parois à pic et ses cascades, le Staubbach qui tombe de la falaise, puis le téléphérique jusqu'à Mürren, village sans voitures, et le sommet du Schilthorn, face à l'Eiger, au Mönch et à la Jungfrau.",
          "Das Lauterbrunnental mit seinen senkrechten Wänden und Wasserfällen, der Staubbachfall an der Felswand, dann mit der Seilbahn ins autofreie Mürren und aufs Schilthorn, gegenüber von Eiger, Mönch und Jungfrau.",
        ],
      ],
    ],
  },
  "CHE Zermatt": {
    days: [
      [
        "see",
        [
          "Zermatt: the Gornergrat railway",
          "Zermatt: il trenino del Gornergrat",
          "Zermatt: el tren del Gornergrat",
          "Zermatt : le train du Gornergrat",
          "Zermatt: die Gornergratbahn",
        ],
        [
          "The cogwheel railway up to the Gornergrat, facing the Matterhorn, Monte Rosa and the Gorner glacier, then the car-free village: the old larch barns of the Hinterdorf and the mountaineers' graveyard.",
          "Il trenino a cremagliera fino al Gornergrat, di fronte al Cervino, al Monte Rosa e al ghiacciaio del Gorner, poi il paese senza auto: i vecchi granai in larice dell'Hinterdorf e il cimitero degli alpinisti.",
          "El tren cremallera hasta el Gornergrat, frente al Cervino, el Monte Rosa y el glaciar del Gorner, y después el pueblo sin coches: los viejos graneros de alerce del Hinterdorf y el cementerio de los alpinistas.",
          "Le train à crémaillère jusqu'au Gornergrat, face au Cervin, au mont Rose et au glacier du Gorner, puis le village sans voitures : les vieux raccards de mélèze du Hinterdorf et le cimetière des alpinistes.",
          "Mit der Zahnradbahn auf den Gornergrat, gegenüber Matterhorn, Monte Rosa und Gornergletscher, dann das autofreie Dorf: die alten Lärchenstadel im Hinterdorf und der Bergsteigerfriedhof.",
        ],
      ],
      [
        "food",
        [
          "Zermatt: raclette and Valais wines",
          "Zermatt: raclette e vini del Vallese",
          "Zermatt: raclette y vinos del Valais",
          "Zermatt : raclette et vins du Valais",
          "Zermatt: Raclette und Walliser Weine",
        ],
        [
          "A Valais table: raclette scraped from the half wheel by the fire, air-dried beef and rye bread, and a tasting of the canton's wines, Fendant, Petite Arvine and Cornalin, in a mountain restaurant.",
          "Una tavola del Vallese: raclette raschiata dalla mezza forma accanto al fuoco, carne secca e pane di segale, e una degustazione dei vini del cantone, Fendant, Petite Arvine e Cornalin, in un ristorante di montagna.",
          "Una mesa del Valais: raclette raspada de la media rueda junto al fuego, carne secada al aire y pan de centeno, y una cata de los vinos del cantón, Fendant, Petite Arvine y Cornalin, en un restaurante de montaña.",
          "Une table valaisanne : raclette raclée sur la demi-meule au coin du feu, viande séchée et pain de seigle, et une dégustation des vins du canton, fendant, petite arvine et cornalin, dans un restaurant d'altitude.",
          "Ein Walliser Tisch: Raclette, am Feuer vom halben Laib geschabt, Trockenfleisch und Roggenbrot und eine Probe der Weine des Kantons, Fendant, Petite Arvine und Cornalin, in einem Bergrestaurant.",
        ],
      ],
    ],
  },
  "CHE Matterhorn": {
    months: [7, 9],
    days: [
      [
        "trek",
        [
          "Matterhorn: the Europaweg to the Europahütte",
          "Cervino: l'Europaweg fino all'Europahütte",
          "Cervino: el Europaweg hasta la Europahütte",
          "Cervin : l'Europaweg jusqu'à l'Europahütte",
          "Matterhorn: auf dem Europaweg zur Europahütte",
        ],
        [
          "From Grächen along the high balcony path of the Europaweg, high above the Mattertal, past the Grathorn and under the Dom, the highest peak wholly in Switzerland, to the night at the Europahütte.",
          "Da Grächen lungo il sentiero panoramico in quota dell'Europaweg, alto sulla Mattertal, oltre il Grathorn e sotto il Dom, la vetta più alta interamente svizzera, fino alla notte all'Europahütte.",
          "Desde Grächen por el sendero balcón del Europaweg, muy por encima del Mattertal, pasando el Grathorn y bajo el Dom, la cumbre más alta enteramente suiza, hasta la noche en la Europahütte.",
          "De Grächen par le sentier en balcon de l'Europaweg, haut au-dessus du Mattertal, en passant le Grathorn et sous le Dom, le plus haut sommet entièrement suisse, jusqu'à la nuit à l'Europahütte.",
          "Von Grächen auf dem Höhenweg Europaweg hoch über dem Mattertal, am Grathorn vorbei und unter dem Dom, dem höchsten ganz in der Schweiz liegenden Gipfel, zur Übernachtung in der Europahütte.",
        ],
      ],
      [
        "trek",
        [
          "Matterhorn: over the Charles Kuonen bridge to Zermatt",
          "Cervino: sul ponte Charles Kuonen fino a Zermatt",
          "Cervino: por el puente Charles Kuonen hasta Zermatt",
          "Cervin : par le pont Charles Kuonen jusqu'à Zermatt",
          "Matterhorn: über die Charles-Kuonen-Brücke nach Zermatt",
        ],
        [
          "Across the Charles Kuonen suspension bridge, nearly 500 steps long, then along the slopes through larch woods and the hamlet of Täschalp to Zermatt, with the Matterhorn growing ahead all the way.",
          "Sul ponte sospeso Charles Kuonen, lungo quasi 500 passi, poi lungo i versanti tra boschi di larici e l'alpeggio di Täschalp fino a Zermatt, con il Cervino che cresce davanti per tutto il cammino.",
          "Por el puente colgante Charles Kuonen, de casi 500 pasos, y después por las laderas entre alerces y el caserío de Täschalp hasta Zermatt, con el Cervino creciendo delante todo el camino.",
          "Par la passerelle suspendue Charles Kuonen, longue de près de 500 pas, puis à flanc de pente à travers les mélèzes et le hameau de Täschalp jusqu'à Zermatt, le Cervin grandissant devant tout au long du chemin.",
          "Über die Hängebrücke Charles Kuonen, fast 500 Schritte lang, dann am Hang durch Lärchenwälder und über die Täschalp nach Zermatt, das Matterhorn die ganze Zeit vor Augen.",
        ],
      ],
      [
        "trek",
        [
          "Matterhorn: through Zmutt to the Schönbielhütte",
          "Cervino: per Zmutt fino alla Schönbielhütte",
          "Cervino: por Zmutt hasta la Schönbielhütte",
          "Cervin : par Zmutt jusqu'à la Schönbielhütte",
          "Matterhorn: über Zmutt zur Schönbielhütte",
        ],
        [
          "Up from Zermatt through the old hamlet of Zmutt and along the moraine of the Zmutt glacier, under the Matterhorn's north face, to the Schönbielhütte facing the Dent d'Hérens.",
          "Su da Zermatt attraverso l'antico villaggio di Zmutt e lungo la morena del ghiacciaio di Zmutt, sotto la parete nord del Cervino, fino alla Schönbielhütte di fronte alla Dent d'Hérens.",
          "Subida desde Zermatt por la vieja aldea de Zmutt y a lo largo de la morrena del glaciar de Zmutt, bajo la cara norte del Cervino, hasta la Schönbielhütte frente a la Dent d'Hérens.",
          "Montée depuis Zermatt par le vieux hameau de Zmutt et le long de la moraine du glacier de Zmutt, sous la face nord du Cervin, jusqu'à la Schönbielhütte face à la Dent d'Hérens.",
          "Von Zermatt hinauf durch den alten Weiler Zmutt und entlang der Moräne des Zmuttgletschers, unter der Matterhorn-Nordwand, zur Schönbielhütte gegenüber der Dent d'Hérens.",
        ],
      ],
      [
        "trek",
        [
          "Matterhorn: Schwarzsee and the Hörnli hut",
          "Cervino: lo Schwarzsee e la capanna Hörnli",
          "Cervino: el Schwarzsee y el refugio Hörnli",
          "Cervin : le Schwarzsee et la cabane du Hörnli",
          "Matterhorn: Schwarzsee und die Hörnlihütte",
        ],
        [
          "From the chapel by the Schwarzsee up the rocky ridge path to the Hörnli hut at the foot of the Matterhorn's northeast ridge, the base of the classic climb, and down past the lake to Zermatt.",
          "Dalla cappella sullo Schwarzsee su per il sentiero di cresta roccioso fino alla capanna Hörnli, ai piedi della cresta nord-est del Cervino, base della via classica, e discesa lungo il lago fino a Zermatt.",
          "Desde la capilla del Schwarzsee por el sendero rocoso de la cresta hasta el refugio Hörnli, al pie de la arista noreste del Cervino, base de la vía clásica, y bajada por el lago hasta Zermatt.",
          "De la chapelle du Schwarzsee par le sentier rocheux de l'arête jusqu'à la cabane du Hörnli, au pied de l'arête nord-est du Cervin, base de la voie classique, puis descente par le lac jusqu'à Zermatt.",
          "Von der Kapelle am Schwarzsee über den felsigen Gratweg zur Hörnlihütte am Fuß des Nordostgrats des Matterhorns, dem Ausgangspunkt der klassischen Route, und über den See zurück nach Zermatt.",
        ],
      ],
      [
        "see",
        [
          "Matterhorn: the Matterhorn Glacier Paradise",
          "Cervino: il Matterhorn Glacier Paradise",
          "Cervino: el Matterhorn Glacier Paradise",
          "Cervin : le Matterhorn Glacier Paradise",
          "Matterhorn: das Matterhorn Glacier Paradise",
        ],
        [
          "The cable cars up to the Klein Matterhorn, the highest cable car station in Europe, for the platform over the glaciers from Mont Blanc to Monte Rosa and the glacier palace carved deep in the ice.",
          "Le funivie fino al Piccolo Cervino, la stazione più alta d'Europa, per la piattaforma sui ghiacciai dal Monte Bianco al Monte Rosa e il palazzo di ghiaccio scavato nel ghiacciaio.",
          "Los teleféricos hasta el Pequeño Cervino, la estación más alta de Europa, para la plataforma sobre los glaciares del Mont Blanc al Monte Rosa y el palacio de hielo excavado en el glaciar.",
          "Les téléphériques jusqu'au Petit Cervin, la plus haute station d'Europe, pour la plateforme sur les glaciers du mont Blanc au mont Rose et le palais de glace creusé dans le glacier.",
          "Mit den Seilbahnen aufs Klein Matterhorn, die höchste Bergstation Europas, zur Plattform über den Gletschern vom Mont Blanc bis zum Monte Rosa und zum Gletscherpalast tief im Eis.",
        ],
      ],
    ],
  },
  "CHE Lake Geneva": {
    days: [
      [
        "see",
        [
          "Lake Geneva: the Lavaux vineyard terraces",
          "Lago di Ginevra: i vigneti terrazzati del Lavaux",
          "Lago Lemán: los viñedos en terrazas de Lavaux",
          "Lac Léman : les vignes en terrasses de Lavaux",
          "Genfersee: die Weinterrassen des Lavaux",
        ],
        [
          "A walk down through the stone-walled terraces of Lavaux, from Chexbres to the wine villages of Epesses and Cully above the lake, with a tasting of Chasselas in a winemaker's cellar.",
          "Una camminata in discesa tra i terrazzamenti a muretti del Lavaux, da Chexbres ai villaggi del vino di Epesses e Cully sopra il lago, con una degustazione di Chasselas nella cantina di un vignaiolo.",
          "Una caminata cuesta abajo entre las terrazas de muros de piedra de Lavaux, de Chexbres a los pueblos vinícolas de Epesses y Cully sobre el lago, con una cata de chasselas en la bodega de un viticultor.",
          "Une descente à pied dans les terrasses aux murets de Lavaux, de Chexbres aux villages vignerons d'Epesses et de Cully au-dessus du lac, avec une dégustation de chasselas dans la cave d'un vigneron.",
          "Eine Wanderung bergab durch die Trockenmauer-Terrassen des Lavaux, von Chexbres zu den Weindörfern Epesses und Cully über dem See, mit einer Chasselas-Probe im Keller eines Winzers.",
        ],
      ],
      [
        "see",
        [
          "Lake Geneva: Montreux and the Château de Chillon",
          "Lago di Ginevra: Montreux e il castello di Chillon",
          "Lago Lemán: Montreux y el castillo de Chillon",
          "Lac Léman : Montreux et le château de Chillon",
          "Genfersee: Montreux und Schloss Chillon",
        ],
        [
          "A Belle Époque paddle steamer along the shore to Montreux and its lakeside promenade with the Freddie Mercury statue, then on to the Château de Chillon, the castle standing in the water that Byron made famous.",
          "Un battello a vapore Belle Époque lungo la riva fino a Montreux e al suo lungolago con la statua di Freddie Mercury, poi il castello di Chillon, la fortezza sull'acqua resa celebre da Byron.",
          "Un vapor de ruedas Belle Époque por la orilla hasta Montreux y su paseo junto al lago con la estatua de Freddie Mercury, y después el castillo de Chillon, la fortaleza sobre el agua que hizo famosa Byron.",
          "Un bateau à vapeur Belle Époque le long de la rive jusqu'à Montreux et son quai avec la statue de Freddie Mercury, puis le château de Chillon, la forteresse posée sur l'eau que Byron rendit célèbre.",
          "Mit einem Belle-Époque-Raddampfer am Ufer entlang nach Montreux mit seiner Seepromenade und der Statue von Freddie Mercury, dann zum Schloss Chillon, der von Byron berühmt gemachten Burg im Wasser.",
        ],
      ],
    ],
  },
  "CHE Lausanne": {
    days: [
      [
        "see",
        [
          "Lausanne: the cathedral and the Olympic Museum",
          "Losanna: la cattedrale e il Museo Olimpico",
          "Lausana: la catedral y el Museo Olímpico",
          "Lausanne : la cathédrale et le Musée olympique",
          "Lausanne: die Kathedrale und das Olympische Museum",
        ],
        [
          "The Gothic cathedral on its hill, where a watchman still calls the hours at night, the stepped lanes and covered stairs of the old town, and down at Ouchy on the lake the Olympic Museum and its gardens.",
          "La cattedrale gotica sulla collina, dove un guardiano annuncia ancora le ore di notte, i vicoli a gradini e le scale coperte della città vecchia e giù a Ouchy, sul lago, il Museo Olimpico con i suoi giardini.",
          "La catedral gótica en su colina, donde un vigía aún canta las horas por la noche, las calles escalonadas y las escaleras cubiertas del casco antiguo y, abajo en Ouchy, junto al lago, el Museo Olímpico y sus jardines.",
          "La cathédrale gothique sur sa colline, où un guet crie encore les heures la nuit, les ruelles en escalier et les escaliers couverts de la vieille ville, et en bas à Ouchy, au bord du lac, le Musée olympique et ses jardins.",
          "Die gotische Kathedrale auf ihrem Hügel, wo nachts noch ein Turmwächter die Stunden ausruft, die Treppengassen und überdachten Stiegen der Altstadt und unten in Ouchy am See das Olympische Museum mit seinen Gärten.",
        ],
      ],
      [
        "food",
        [
          "Lausanne: papet vaudois and Lavaux wine",
          "Losanna: il papet vaudois e il vino del Lavaux",
          "Lausana: el papet vaudois y el vino de Lavaux",
          "Lausanne : le papet vaudois et le vin de Lavaux",
          "Lausanne: Papet vaudois und Wein aus dem Lavaux",
        ],
        [
          "Papet vaudois, leeks and potatoes with the smoked saucisson of the canton, in a café of the old town, a glass of Lavaux white, and, if the day falls on a Wednesday or a Saturday, the market in the streets around the Place de la Palud.",
          "Il papet vaudois, porri e patate con il salame affumicato del cantone, in un caffè della città vecchia, un bicchiere di bianco del Lavaux e, se il giorno cade di mercoledì o di sabato, il mercato nelle vie intorno a Place de la Palud.",
          "El papet vaudois, puerros y patatas con el embutido ahumado del cantón, en un café del casco antiguo, una copa de blanco de Lavaux y, si el día cae en miércoles o en sábado, el mercado por las calles de la Place de la Palud.",
          "Un papet vaudois, poireaux et pommes de terre au saucisson fumé du canton, dans un café de la vieille ville, un verre de blanc de Lavaux et, si la journée tombe un mercredi ou un samedi, le marché dans les rues autour de la place de la Palud.",
          "Papet vaudois, Lauch und Kartoffeln mit der geräucherten Waadtländer Wurst, in einem Café der Altstadt, ein Glas Weißwein aus dem Lavaux und, fällt der Tag auf einen Mittwoch oder Samstag, der Markt in den Gassen um die Place de la Palud.",
        ],
      ],
    ],
  },
  "CHE Geneva": {
    days: [
      [
        "see",
        [
          "Geneva: the Jet d'Eau and the old town",
          "Ginevra: il Jet d'Eau e la città vecchia",
          "Ginebra: el Jet d'Eau y el casco antiguo",
          "Genève : le Jet d'eau et la vieille ville",
          "Genf: der Jet d'Eau und die Altstadt",
        ],
        [
          "The Jet d'Eau shooting high over the lake, the flower clock of the Jardin Anglais, then up to St. Pierre Cathedral and its towers, the Place du Bourg-de-Four, and the Reformation Wall in the Parc des Bastions.",
          "Il Jet d'Eau che zampilla sulla rada del lago, l'orologio fiorito del Jardin Anglais, poi su alla cattedrale di Saint-Pierre e alle sue torri, la Place du Bourg-de-Four e il Muro dei Riformatori nel Parc des Bastions.",
          "El Jet d'Eau sobre la rada del lago, el reloj de flores del Jardin Anglais, y después la catedral de San Pedro y sus torres, la Place du Bourg-de-Four y el Muro de los Reformadores en el Parc des Bastions.",
          "Le Jet d'eau jaillissant sur la rade, l'horloge fleurie du Jardin anglais, puis la cathédrale Saint-Pierre et ses tours, la place du Bourg-de-Four et le mur des Réformateurs au parc des Bastions.",
          "Der Jet d'Eau über der Seebucht, die Blumenuhr im Jardin Anglais, dann hinauf zur Kathedrale Saint-Pierre und ihren Türmen, zur Place du Bourg-de-Four und zur Reformationsmauer im Parc des Bastions.",
        ],
      ],
      [
        "see",
        [
          "Geneva: the Palais des Nations and the Red Cross",
          "Ginevra: il Palazzo delle Nazioni e la Croce Rossa",
          "Ginebra: el Palacio de las Naciones y la Cruz Roja",
          "Genève : le palais des Nations et la Croix-Rouge",
          "Genf: der Palais des Nations und das Rote Kreuz",
        ],
        [
          "International Geneva: the Broken Chair before the Palais des Nations and a guided tour of the UN halls, then the International Red Cross and Red Crescent Museum, and the lakeside parks of Mon Repos.",
          "La Ginevra internazionale: la Broken Chair davanti al Palazzo delle Nazioni e la visita guidata delle sale dell'ONU, poi il Museo internazionale della Croce Rossa e della Mezzaluna Rossa e i parchi sul lago di Mon Repos.",
          "La Ginebra internacional: la Broken Chair ante el Palacio de las Naciones y la visita guiada a las salas de la ONU, después el Museo Internacional de la Cruz Roja y la Media Luna Roja y los parques junto al lago de Mon Repos.",
          "La Genève internationale : la Broken Chair devant le palais des Nations et la visite guidée des salles de l'ONU, puis le Musée international de la Croix-Rouge et du Croissant-Rouge et les parcs au bord du lac de Mon Repos.",
          "Das internationale Genf: der Broken Chair vor dem Palais des Nations und eine Führung durch die Säle der UNO, dann das Internationale Rotkreuz- und Rothalbmondmuseum und die Seeparks von Mon Repos.",
        ],
      ],
      [
        "food",
        [
          "Geneva: Carouge, longeole and Swiss chocolate",
          "Ginevra: Carouge, longeole e cioccolato svizzero",
          "Ginebra: Carouge, longeole y chocolate suizo",
          "Genève : Carouge, longeole et chocolat suisse",
          "Genf: Carouge, Longeole und Schweizer Schokolade",
        ],
        [
          "The Sardinian-built quarter of Carouge with its market and artisans, a tasting at a Geneva chocolate maker, and dinner of longeole, the fennel sausage of the canton, or perch fillets from the lake.",
          "Il quartiere di Carouge, costruito dai Savoia, con il suo mercato e le botteghe artigiane, una degustazione da un cioccolatiere ginevrino e a cena la longeole, la salsiccia al finocchio del cantone, o filetti di pesce persico del lago.",
          "El barrio de Carouge, construido por los Saboya, con su mercado y sus artesanos, una cata en un chocolatero ginebrino y, de cena, la longeole, la salchicha al hinojo del cantón, o filetes de perca del lago.",
          "Le quartier sarde de Carouge, son marché et ses artisans, une dégustation chez un chocolatier genevois, et au dîner la longeole, saucisse au fenouil du canton, ou des filets de perche du lac.",
          "Das von Savoyen erbaute Viertel Carouge mit Markt und Handwerkern, eine Verkostung bei einem Genfer Chocolatier und zum Abendessen Longeole, die Fenchelwurst des Kantons, oder Egli-Filets aus dem See.",
        ],
      ],
    ],
  },
  "CHE St. Moritz": {
    days: [
      [
        "see",
        [
          "St. Moritz: the lake and Muottas Muragl",
          "Sankt Moritz: il lago e il Muottas Muragl",
          "Saint Moritz: el lago y el Muottas Muragl",
          "Saint-Moritz : le lac et le Muottas Muragl",
          "St. Moritz: der See und Muottas Muragl",
        ],
        [
          "A walk round the lake below the leaning tower of the old church, the Segantini Museum and its Alpine triptych, then the funicular up Muottas Muragl for the view down the chain of Engadine lakes.",
          "Una passeggiata intorno al lago sotto la torre pendente della vecchia chiesa, il Museo Segantini e il suo trittico alpino, poi la funicolare del Muottas Muragl per la vista sulla catena dei laghi dell'Engadina.",
          "Un paseo alrededor del lago bajo la torre inclinada de la vieja iglesia, el Museo Segantini y su tríptico alpino, y después el funicular al Muottas Muragl para ver la cadena de lagos de la Engadina.",
          "Une balade autour du lac sous la tour penchée de la vieille église, le musée Segantini et son triptyque alpin, puis le funiculaire du Muottas Muragl pour la vue sur le chapelet des lacs de l'Engadine.",
          "Ein Spaziergang um den See unter dem schiefen Turm der alten Kirche, das Segantini Museum mit dem Alpentriptychon, dann mit der Standseilbahn auf Muottas Muragl mit Blick über die Engadiner Seenkette.",
        ],
      ],
      [
        "see",
        [
          "St. Moritz: the Bernina line and Diavolezza",
          "Sankt Moritz: la linea del Bernina e la Diavolezza",
          "Saint Moritz: la línea del Bernina y la Diavolezza",
          "Saint-Moritz : la ligne de la Bernina et la Diavolezza",
          "St. Moritz: die Berninalinie und die Diavolezza",
        ],
        [
          "The red train of the Bernina line over the pass past the Morteratsch glacier, then the cable car to Diavolezza, facing Piz Palü and Piz Bernina, the highest peak of the Eastern Alps.",
          "Il trenino rosso della linea del Bernina oltre il passo, davanti al ghiacciaio del Morteratsch, poi la funivia della Diavolezza, di fronte al Piz Palü e al Piz Bernina, la vetta più alta delle Alpi orientali.",
          "El tren rojo de la línea del Bernina por el puerto, junto al glaciar de Morteratsch, y después el teleférico a la Diavolezza, frente al Piz Palü y el Piz Bernina, la cumbre más alta de los Alpes orientales.",
          "Le train rouge de la ligne de la Bernina par le col, devant le glacier du Morteratsch, puis le téléphérique de la Diavolezza, face au Piz Palü et au Piz Bernina, le plus haut sommet des Alpes orientales.",
          "Mit dem roten Zug der Berninalinie über den Pass am Morteratschgletscher vorbei, dann mit der Seilbahn auf die Diavolezza, gegenüber Piz Palü und Piz Bernina, dem höchsten Gipfel der Ostalpen.",
        ],
      ],
      [
        "food",
        [
          "St. Moritz: capuns, Bündnerfleisch and nut tart",
          "Sankt Moritz: capuns, Bündnerfleisch e torta di noci",
          "Saint Moritz: capuns, Bündnerfleisch y tarta de nueces",
          "Saint-Moritz : capuns, viande des Grisons et tourte aux noix",
          "St. Moritz: Capuns, Bündnerfleisch und Nusstorte",
        ],
        [
          "The Graubünden table: capuns, chard leaves wrapped round spätzle dough, air-dried Bündnerfleisch sliced thin, pizokel, and the Engadine nut tart, walnuts in caramel under shortcrust, with coffee.",
          "La tavola dei Grigioni: i capuns, foglie di bietola avvolte attorno all'impasto di spätzle, il Bündnerfleisch essiccato tagliato sottile, i pizokel e la torta di noci engadinese, noci caramellate nella frolla, col caffè.",
          "La mesa de los Grisones: capuns, hojas de acelga envolviendo masa de spätzle, Bündnerfleisch secado al aire en lonchas finas, pizokel y la tarta de nueces de la Engadina, nueces caramelizadas en masa quebrada, con café.",
          "La table des Grisons : les capuns, feuilles de blette roulées autour d'une pâte à spätzli, la viande des Grisons séchée en fines tranches, les pizokel et la tourte engadinoise aux noix caramélisées, avec le café.",
          "Die Bündner Küche: Capuns, Mangoldblätter um Spätzliteig, hauchdünn geschnittenes Bündnerfleisch, Pizokel und zum Kaffee die Engadiner Nusstorte mit karamellisierten Walnüssen im Mürbeteig.",
        ],
      ],
    ],
  },
  "CHE Lake Lugano": {
    days: [
      [
        "see",
        [
          "Lake Lugano: Lugano and Monte Brè",
          "Lago di Lugano: Lugano e il Monte Brè",
          "Lago de Lugano: Lugano y el Monte Brè",
          "Lac de Lugano : Lugano et le Monte Brè",
          "Luganersee: Lugano und der Monte Brè",
        ],
        [
          "The arcades of Via Nassa and the Piazza della Riforma, the Luini frescoes in Santa Maria degli Angioli, the lakeside Parco Ciani, and the funicular up Monte Brè for the view of the lake and the Alps.",
          "I portici di via Nassa e piazza della Riforma, gli affreschi del Luini in Santa Maria degli Angioli, il Parco Ciani sul lago e la funicolare del Monte Brè per la vista sul lago e sulle Alpi.",
          "Los soportales de la Via Nassa y la Piazza della Riforma, los frescos de Luini en Santa Maria degli Angioli, el Parco Ciani junto al lago y el funicular del Monte Brè para ver el lago y los Alpes.",
          "Les arcades de la via Nassa et la piazza della Riforma, les fresques de Luini à Santa Maria degli Angioli, le parc Ciani au bord du lac et le funiculaire du Monte Brè pour la vue sur le lac et les Alpes.",
          "Die Arkaden der Via Nassa und die Piazza della Riforma, die Luini-Fresken in Santa Maria degli Angioli, der Parco Ciani am Ufer und die Standseilbahn auf den Monte Brè mit Blick über See und Alpen.",
        ],
      ],
      [
        "see",
        [
          "Lake Lugano: by boat to Gandria and Morcote",
          "Lago di Lugano: in battello a Gandria e Morcote",
          "Lago de Lugano: en barco a Gandria y Morcote",
          "Lac de Lugano : en bateau à Gandria et Morcote",
          "Luganersee: mit dem Schiff nach Gandria und Morcote",
        ],
        [
          "A boat across the lake to Gandria, its stone houses stacked above the water, the olive path along the shore, then on to Morcote, its arcaded lanes and the steps up to the church of Santa Maria del Sasso.",
          "Un battello sul lago fino a Gandria, con le case di pietra ammassate sull'acqua, il sentiero dell'olivo lungo la riva, poi Morcote, i suoi vicoli porticati e la scalinata fino alla chiesa di Santa Maria del Sasso.",
          "Un barco por el lago hasta Gandria, con sus casas de piedra apiladas sobre el agua, el sendero del olivo por la orilla, y después Morcote, sus callejas porticadas y la escalinata hasta la iglesia de Santa Maria del Sasso.",
          "Un bateau sur le lac jusqu'à Gandria, ses maisons de pierre empilées au-dessus de l'eau, le sentier de l'olivier le long de la rive, puis Morcote, ses ruelles à arcades et l'escalier jusqu'à l'église Santa Maria del Sasso.",
          "Mit dem Schiff nach Gandria, dessen Steinhäuser sich über dem Wasser stapeln, auf dem Olivenweg am Ufer entlang, dann nach Morcote mit seinen Laubengassen und der Treppe zur Kirche Santa Maria del Sasso.",
        ],
      ],
    ],
  },
  "AUT Vienna": {
    days: [
      [
        "see",
        [
          "Vienna: St. Stephen's, the Hofburg and the Ring",
          "Vienna: Santo Stefano, la Hofburg e il Ring",
          "Viena: San Esteban, el Hofburg y el Ring",
          "Vienne : Saint-Étienne, la Hofburg et le Ring",
          "Wien: Stephansdom, Hofburg und Ringstraße",
        ],
        [
          "The tiled roof and south tower of St. Stephen's Cathedral, the Graben and the Kohlmarkt, the Hofburg with the Sisi Museum and the imperial apartments, and the Ringstrasse palaces from the opera to the parliament.",
          "Il tetto di tegole colorate e la torre sud del duomo di Santo Stefano, il Graben e il Kohlmarkt, la Hofburg con il Museo di Sissi e gli appartamenti imperiali e i palazzi del Ring dall'Opera al Parlamento.",
          "El tejado de tejas de colores y la torre sur de la catedral de San Esteban, el Graben y el Kohlmarkt, el Hofburg con el Museo de Sissi y los aposentos imperiales, y los palacios del Ring de la Ópera al Parlamento.",
          "Le toit de tuiles vernissées et la tour sud de la cathédrale Saint-Étienne, le Graben et le Kohlmarkt, la Hofburg avec le musée Sissi et les appartements impériaux, et les palais du Ring de l'Opéra au Parlement.",
          "Das bunte Ziegeldach und der Südturm des Stephansdoms, Graben und Kohlmarkt, die Hofburg mit Sisi Museum und Kaiserappartements und die Prachtbauten der Ringstraße von der Oper bis zum Parlament.",
        ],
      ],
      [
        "see",
        [
          "Vienna: Schönbrunn and Klimt's Kiss at the Belvedere",
          "Vienna: Schönbrunn e il Bacio di Klimt al Belvedere",
          "Viena: Schönbrunn y El beso de Klimt en el Belvedere",
          "Vienne : Schönbrunn et le Baiser de Klimt au Belvédère",
          "Wien: Schönbrunn und Klimts Kuss im Belvedere",
        ],
        [
          "The state rooms of Schönbrunn Palace and the climb through its gardens to the Gloriette, then the Belvedere, the baroque palace of Prince Eugene, where Klimt's The Kiss hangs in the Upper Belvedere.",
          "Le sale di rappresentanza del castello di Schönbrunn e la salita nei giardini fino alla Gloriette, poi il Belvedere, il palazzo barocco del principe Eugenio, dove il Bacio di Klimt è esposto nel Belvedere Superiore.",
          "Los salones de gala del palacio de Schönbrunn y la subida por sus jardines hasta la Gloriette, y después el Belvedere, el palacio barroco del príncipe Eugenio, donde cuelga El beso de Klimt en el Belvedere Superior.",
          "Les salles d'apparat du château de Schönbrunn et la montée à travers les jardins jusqu'à la Gloriette, puis le Belvédère, palais baroque du prince Eugène, où le Baiser de Klimt est accroché au Belvédère supérieur.",
          "Die Prunkräume von Schloss Schönbrunn und der Weg durch den Schlosspark hinauf zur Gloriette, dann das Belvedere, das Barockschloss des Prinzen Eugen, wo Klimts Kuss im Oberen Belvedere hängt.",
        ],
      ],
      [
        "food",
        [
          "Vienna: coffeehouses, the Naschmarkt and a Heuriger",
          "Vienna: caffè storici, il Naschmarkt e un Heuriger",
          "Viena: cafés históricos, el Naschmarkt y un Heuriger",
          "Vienne : cafés viennois, le Naschmarkt et un Heuriger",
          "Wien: Kaffeehaus, Naschmarkt und Heuriger",
        ],
        [
          "A Melange and Sachertorte in an old coffeehouse, the stalls of the Naschmarkt, a Wiener Schnitzel at lunch, and an evening at a Heuriger wine tavern in Grinzing, with the new wine of the Vienna hills.",
          "Un Melange e una Sachertorte in un caffè storico, le bancarelle del Naschmarkt, una Wiener Schnitzel a pranzo e la sera un Heuriger, osteria del vino a Grinzing, con il vino novello delle colline viennesi.",
          "Un Melange y una Sachertorte en un viejo café, los puestos del Naschmarkt, un Wiener Schnitzel al mediodía y por la noche un Heuriger, taberna de vino en Grinzing, con el vino nuevo de las colinas de Viena.",
          "Un Melange et une Sachertorte dans un vieux café, les étals du Naschmarkt, un Wiener Schnitzel au déjeuner et le soir un Heuriger, taverne à vin de Grinzing, avec le vin nouveau des collines viennoises.",
          "Eine Melange und Sachertorte im alten Kaffeehaus, die Stände am Naschmarkt, ein Wiener Schnitzel zu Mittag und am Abend ein Heuriger in Grinzing mit dem jungen Wein der Wiener Hügel.",
        ],
      ],
    ],
  },
  "AUT Wachau": {
    days: [
      [
        "see",
        ["Wachau: Melk Abbey", "Wachau: l'abbazia di Melk", "Wachau: la abadía de Melk", "Wachau : l'abbaye de Melk", "Wachau: Stift Melk"],
        [
          "The golden baroque Benedictine abbey of Melk on its rock above the Danube: the marble hall, the library of painted ceilings and old books, the domed church, and the terrace over the river.",
          "L'abbazia benedettina di Melk, oro e barocco, sulla rupe sopra il Danubio: la sala dei marmi, la biblioteca dai soffitti affrescati e dai libri antichi, la chiesa a cupola e la terrazza sul fiume.",
          "La abadía benedictina de Melk, dorada y barroca, sobre su roca junto al Danubio: la sala de mármol, la biblioteca de techos pintados y libros antiguos, la iglesia con cúpula y la terraza sobre el río.",
          "L'abbaye bénédictine de Melk, dorée et baroque, sur son rocher au-dessus du Danube : la salle de marbre, la bibliothèque aux plafonds peints et aux livres anciens, l'église à coupole et la terrasse sur le fleuve.",
          "Das goldgelbe Barockstift Melk auf seinem Felsen über der Donau: der Marmorsaal, die Bibliothek mit bemalten Decken und alten Büchern, die Kuppelkirche und die Terrasse über dem Fluss.",
        ],
      ],
      [
        "see",
        [
          "Wachau: Dürnstein, vineyards and apricots",
          "Wachau: Dürnstein, vigneti e albicocche",
          "Wachau: Dürnstein, viñedos y albaricoques",
          "Wachau : Dürnstein, vignes et abricots",
          "Wachau: Dürnstein, Weinberge und Marillen",
        ],
        [
          "The blue-and-white tower of Dürnstein's abbey church, the climb to the ruined castle where Richard the Lionheart was held, and a tasting of Grüner Veltliner and apricot brandy in the terraced vineyards of Spitz and Weissenkirchen.",
          "Il campanile azzurro e bianco dell'abbazia di Dürnstein, la salita al castello in rovina dove fu prigioniero Riccardo Cuor di Leone e una degustazione di Grüner Veltliner e acquavite di albicocca tra i vigneti terrazzati di Spitz e Weissenkirchen.",
          "La torre azul y blanca de la abadía de Dürnstein, la subida al castillo en ruinas donde estuvo preso Ricardo Corazón de León y una cata de Grüner Veltliner y aguardiente de albaricoque entre los viñedos en terrazas de Spitz y Weissenkirchen.",
          "Le clocher bleu et blanc de l'abbaye de Dürnstein, la montée au château en ruine où fut retenu Richard Cœur de Lion, et une dégustation de grüner veltliner et d'eau-de-vie d'abricot dans les vignes en terrasses de Spitz et Weissenkirchen.",
          "Der blau-weiße Turm der Stiftskirche Dürnstein, der Aufstieg zur Burgruine, in der Richard Löwenherz gefangen saß, und eine Probe von Grünem Veltliner und Marillenbrand in den Weinterrassen von Spitz und Weißenkirchen.",
        ],
      ],
    ],
  },
  "AUT Salzburg": {
    days: [
      [
        "see",
        [
          "Salzburg: Mozart's old town and the fortress",
          "Salisburgo: la città vecchia di Mozart e la fortezza",
          "Salzburgo: el casco antiguo de Mozart y la fortaleza",
          "Salzbourg : la vieille ville de Mozart et la forteresse",
          "Salzburg: Mozarts Altstadt und die Festung",
        ],
        [
          "The Getreidegasse and its wrought-iron shop signs, Mozart's birthplace, the cathedral and the Residenz squares, and the funicular up to the Hohensalzburg fortress over the domes and the Salzach.",
          "La Getreidegasse con le sue insegne in ferro battuto, la casa natale di Mozart, il duomo e le piazze della Residenz, e la funicolare fino alla fortezza di Hohensalzburg sopra le cupole e il Salzach.",
          "La Getreidegasse y sus letreros de hierro forjado, la casa natal de Mozart, la catedral y las plazas de la Residenz, y el funicular hasta la fortaleza de Hohensalzburg sobre las cúpulas y el Salzach.",
          "La Getreidegasse et ses enseignes en fer forgé, la maison natale de Mozart, la cathédrale et les places de la Residenz, et le funiculaire jusqu'à la forteresse de Hohensalzburg au-dessus des coupoles et de la Salzach.",
          "Die Getreidegasse mit ihren schmiedeeisernen Zunftzeichen, Mozarts Geburtshaus, der Dom und die Plätze um die Residenz und mit der Festungsbahn hinauf zur Festung Hohensalzburg über Kuppeln und Salzach.",
        ],
      ],
      [
        "see",
        [
          "Salzburg: Mirabell Gardens and the Kapuzinerberg",
          "Salisburgo: i giardini Mirabell e il Kapuzinerberg",
          "Salzburgo: los jardines Mirabell y el Kapuzinerberg",
          "Salzbourg : les jardins Mirabell et le Kapuzinerberg",
          "Salzburg: der Mirabellgarten und der Kapuzinerberg",
        ],
        [
          "Across the river to the Mirabell Gardens and the steps of The Sound of Music, the house where Mozart's family lived, the St. Sebastian cemetery, and the path up the Kapuzinerberg for the view of the old town.",
          "Oltre il fiume verso i giardini Mirabell e la scalinata di Tutti insieme appassionatamente, la casa dove visse la famiglia Mozart, il cimitero di San Sebastiano e il sentiero sul Kapuzinerberg per la vista sulla città vecchia.",
          "Al otro lado del río, los jardines Mirabell y la escalinata de Sonrisas y lágrimas, la casa donde vivió la familia Mozart, el cementerio de San Sebastián y el sendero al Kapuzinerberg para ver el casco antiguo.",
          "De l'autre côté de la rivière, les jardins Mirabell et l'escalier de La Mélodie du bonheur, la maison où vécut la famille Mozart, le cimetière Saint-Sébastien et le sentier du Kapuzinerberg pour la vue sur la vieille ville.",
          "Über den Fluss zum Mirabellgarten und zur Treppe aus The Sound of Music, zum Mozart-Wohnhaus, zum Sebastiansfriedhof und über den Weg auf den Kapuzinerberg mit Blick auf die Altstadt.",
        ],
      ],
      [
        "food",
        [
          "Salzburg: Nockerl, Mozartkugeln and Augustiner beer",
          "Salisburgo: Nockerl, Mozartkugeln e birra Augustiner",
          "Salzburgo: Nockerl, Mozartkugeln y cerveza Augustiner",
          "Salzbourg : Nockerl, Mozartkugeln et bière Augustiner",
          "Salzburg: Nockerl, Mozartkugeln und Augustiner Bräu",
        ],
        [
          "The stalls of the Grünmarkt, the original Mozartkugeln handmade at Fürst, beer from the stone jugs of the Augustiner Bräu in Mülln, and Salzburger Nockerl, a soufflé of three golden peaks, for dessert.",
          "Le bancarelle del Grünmarkt, le Mozartkugeln originali fatte a mano da Fürst, la birra dei boccali di pietra dell'Augustiner Bräu a Mülln e, per dessert, i Salzburger Nockerl, un soufflé a tre picchi dorati.",
          "Los puestos del Grünmarkt, los Mozartkugeln originales hechos a mano en Fürst, la cerveza de las jarras de piedra del Augustiner Bräu en Mülln y, de postre, los Salzburger Nockerl, un suflé de tres picos dorados.",
          "Les étals du Grünmarkt, les Mozartkugeln originales faites main chez Fürst, la bière des chopes de grès de l'Augustiner Bräu à Mülln et, en dessert, les Salzburger Nockerl, un soufflé à trois sommets dorés.",
          "Die Stände am Grünmarkt, die Original-Mozartkugeln von Hand bei Fürst, Bier aus dem Steinkrug im Augustiner Bräu in Mülln und zum Nachtisch Salzburger Nockerl mit ihren drei goldenen Gipfeln.",
        ],
      ],
    ],
  },
  "AUT Hallstatt": {
    days: [
      [
        "see",
        [
          "Hallstatt: the village on the lake",
          "Hallstatt: il paese sul lago",
          "Hallstatt: el pueblo sobre el lago",
          "Hallstatt : le village sur le lac",
          "Hallstatt: das Dorf am See",
        ],
        [
          "The market square and the wooden houses stacked between the mountain and the Hallstätter See, the painted skulls of the Beinhaus ossuary by the church, and the lakeshore path with the famous view back over the village.",
          "La piazza del mercato e le case di legno strette tra la montagna e l'Hallstätter See, i teschi dipinti dell'ossario Beinhaus accanto alla chiesa e il sentiero lungo la riva con la celebre vista sul paese.",
          "La plaza del mercado y las casas de madera apretadas entre la montaña y el Hallstätter See, las calaveras pintadas del osario Beinhaus junto a la iglesia y el sendero de la orilla con la famosa vista del pueblo.",
          "La place du marché et les maisons de bois serrées entre la montagne et le Hallstätter See, les crânes peints de l'ossuaire Beinhaus près de l'église et le chemin du bord du lac avec la célèbre vue sur le village.",
          "Der Marktplatz und die Holzhäuser, eng zwischen Berg und Hallstätter See gestaffelt, die bemalten Schädel im Beinhaus an der Kirche und der Uferweg mit dem berühmten Blick zurück auf das Dorf.",
        ],
      ],
    ],
  },
  "AUT Salzkammergut": {
    days: [
      [
        "see",
        [
          "Salzkammergut: St. Wolfgang and the Wolfgangsee",
          "Salzkammergut: St. Wolfgang e il Wolfgangsee",
          "Salzkammergut: St. Wolfgang y el Wolfgangsee",
          "Salzkammergut : St. Wolfgang et le Wolfgangsee",
          "Salzkammergut: St. Wolfgang und der Wolfgangsee",
        ],
        [
          "Along the shore of the Wolfgangsee to St. Wolfgang, the Michael Pacher altar in its pilgrimage church and the White Horse Inn on the shore, then the village of St. Gilgen where Mozart's mother was born.",
          "Lungo la riva del Wolfgangsee fino a St. Wolfgang, l'altare di Michael Pacher nella chiesa del pellegrinaggio e l'albergo del Cavallino Bianco sulla riva, poi St. Gilgen, il paese natale della madre di Mozart.",
          "Por la orilla del Wolfgangsee hasta St. Wolfgang, el altar de Michael Pacher en la iglesia de peregrinación y la posada del Caballito Blanco a orillas del lago, y después St. Gilgen, el pueblo natal de la madre de Mozart.",
          "Le long du Wolfgangsee jusqu'à St. Wolfgang, l'autel de Michael Pacher dans l'église de pèlerinage et l'Auberge du Cheval-Blanc sur la rive, puis St. Gilgen, village natal de la mère de Mozart.",
          "Am Ufer des Wolfgangsees entlang nach St. Wolfgang, zum Pacher-Altar in der Wallfahrtskirche und zum Weißen Rössl am Ufer, dann nach St. Gilgen, dem Geburtsort von Mozarts Mutter.",
        ],
      ],
      [
        "see",
        [
          "Salzkammergut: Mondsee, Traunsee and Gmunden",
          "Salzkammergut: Mondsee, Traunsee e Gmunden",
          "Salzkammergut: Mondsee, Traunsee y Gmunden",
          "Salzkammergut : Mondsee, Traunsee et Gmunden",
          "Salzkammergut: Mondsee, Traunsee und Gmunden",
        ],
        [
          "The yellow basilica of Mondsee where The Sound of Music wedding was filmed, then Gmunden on the Traunsee: its ceramics workshops and the Schloss Ort castle on an island joined to the shore by a wooden bridge.",
          "La basilica gialla di Mondsee dove fu girato il matrimonio di Tutti insieme appassionatamente, poi Gmunden sul Traunsee: le sue ceramiche e il castello di Schloss Ort su un'isola legata alla riva da un ponte di legno.",
          "La basílica amarilla de Mondsee donde se rodó la boda de Sonrisas y lágrimas, y después Gmunden, a orillas del Traunsee: su cerámica y el castillo de Schloss Ort en una isla unida a la orilla por un puente de madera.",
          "La basilique jaune de Mondsee où fut tourné le mariage de La Mélodie du bonheur, puis Gmunden sur le Traunsee : ses faïenceries et le château de Schloss Ort sur une île reliée à la rive par un pont de bois.",
          "Die gelbe Basilika von Mondsee, in der die Hochzeit aus The Sound of Music gedreht wurde, dann Gmunden am Traunsee mit seinen Keramikwerkstätten und dem Seeschloss Ort auf einer Insel, mit dem Ufer durch eine Holzbrücke verbunden.",
        ],
      ],
    ],
  },
  "AUT Grossglockner": {
    months: [5, 10],
    days: [
      [
        "see",
        [
          "Grossglockner: the High Alpine Road",
          "Grossglockner: la strada alpina del Grossglockner",
          "Grossglockner: la carretera alpina del Grossglockner",
          "Grossglockner : la route alpine du Grossglockner",
          "Großglockner: die Hochalpenstraße",
        ],
        [
          "The Grossglockner High Alpine Road climbing in hairpins to the Hochtor pass, a stop at the Edelweissspitze lookout over more than thirty peaks above 3,000 m, and marmots by the road at Fuscher Törl.",
          "La strada alpina del Grossglockner che sale a tornanti fino al passo dell'Hochtor, una sosta al belvedere dell'Edelweissspitze su oltre trenta vette sopra i 3.000 m e le marmotte lungo la strada al Fuscher Törl.",
          "La carretera alpina del Grossglockner subiendo en curvas hasta el paso del Hochtor, una parada en el mirador de la Edelweissspitze sobre más de treinta cumbres de más de 3.000 m y marmotas junto a la carretera en el Fuscher Törl.",
          "La route alpine du Grossglockner qui grimpe en lacets jusqu'au col du Hochtor, une halte au belvédère de l'Edelweissspitze face à plus de trente sommets de plus de 3 000 m, et les marmottes au bord de la route au Fuscher Törl.",
          "Die Großglockner-Hochalpenstraße in Kehren hinauf zum Hochtor, ein Halt an der Edelweißspitze mit Blick auf über dreißig Dreitausender und Murmeltiere am Straßenrand beim Fuscher Törl.",
        ],
      ],
      [
        "see",
        [
          "Grossglockner: the Pasterze glacier",
          "Grossglockner: il ghiacciaio del Pasterze",
          "Grossglockner: el glaciar Pasterze",
          "Grossglockner : le glacier de la Pasterze",
          "Großglockner: die Pasterze",
        ],
        [
          "The Kaiser-Franz-Josefs-Höhe facing the summit of the Grossglockner, the highest in Austria, the Gamsgrube trail above the Pasterze glacier, and the church of Heiligenblut below the peak.",
          "La Kaiser-Franz-Josefs-Höhe di fronte alla vetta del Grossglockner, la più alta d'Austria, il sentiero della Gamsgrube sopra il ghiacciaio del Pasterze e la chiesa di Heiligenblut sotto la montagna.",
          "La Kaiser-Franz-Josefs-Höhe frente a la cumbre del Grossglockner, la más alta de Austria, el sendero de la Gamsgrube sobre el glaciar Pasterze y la iglesia de Heiligenblut al pie de la montaña.",
          "La Kaiser-Franz-Josefs-Höhe face au sommet du Grossglockner, le plus haut d'Autriche, le sentier de la Gamsgrube au-dessus du glacier de la Pasterze, et l'église de Heiligenblut au pied du pic.",
          "Die Kaiser-Franz-Josefs-Höhe gegenüber dem Gipfel des Großglockners, des höchsten Bergs Österreichs, der Gamsgrubenweg über der Pasterze und die Kirche von Heiligenblut unter dem Berg.",
        ],
      ],
    ],
  },
  "AUT Innsbruck": {
    days: [
      [
        "see",
        [
          "Innsbruck: the Golden Roof and the Hofkirche",
          "Innsbruck: il Tettuccio d'Oro e la Hofkirche",
          "Innsbruck: el Tejadillo de Oro y la Hofkirche",
          "Innsbruck : le Petit Toit d'or et la Hofkirche",
          "Innsbruck: das Goldene Dachl und die Hofkirche",
        ],
        [
          "The Golden Roof of Emperor Maximilian over the old town, the painted houses along the Inn, the Hofburg, and the Hofkirche, where 28 bronze giants keep watch over the emperor's empty tomb.",
          "Il Tettuccio d'Oro dell'imperatore Massimiliano sulla città vecchia, le case dipinte lungo l'Inn, la Hofburg e la Hofkirche, dove 28 giganti di bronzo vegliano sulla tomba vuota dell'imperatore.",
          "El Tejadillo de Oro del emperador Maximiliano sobre el casco antiguo, las casas pintadas a orillas del Inn, el Hofburg y la Hofkirche, donde 28 gigantes de bronce velan la tumba vacía del emperador.",
          "Le Petit Toit d'or de l'empereur Maximilien sur la vieille ville, les maisons peintes au bord de l'Inn, la Hofburg et la Hofkirche, où 28 géants de bronze veillent sur le tombeau vide de l'empereur.",
          "Das Goldene Dachl Kaiser Maximilians über der Altstadt, die bunten Häuser am Inn, die Hofburg und die Hofkirche, in der 28 bronzene Schwarze Mander das leere Grab des Kaisers bewachen.",
        ],
      ],
      [
        "see",
        [
          "Innsbruck: the Nordkette and Bergisel",
          "Innsbruck: la Nordkette e il Bergisel",
          "Innsbruck: la Nordkette y el Bergisel",
          "Innsbruck : la Nordkette et le Bergisel",
          "Innsbruck: die Nordkette und der Bergisel",
        ],
        [
          "The Hungerburg funicular from the middle of town and the cable cars up the Nordkette to the Hafelekar ridge, then the Bergisel ski jump by Zaha Hadid, looking down on the city and the Inn valley.",
          "La funicolare dell'Hungerburg dal cuore della città e le funivie della Nordkette fino alla cresta dell'Hafelekar, poi il trampolino del Bergisel di Zaha Hadid, con la città e la valle dell'Inn ai piedi.",
          "El funicular de Hungerburg desde el corazón de la ciudad y los teleféricos de la Nordkette hasta la cresta del Hafelekar, y después el trampolín del Bergisel de Zaha Hadid, sobre la ciudad y el valle del Inn.",
          "Le funiculaire de la Hungerburg depuis le cœur de la ville et les téléphériques de la Nordkette jusqu'à l'arête du Hafelekar, puis le tremplin du Bergisel de Zaha Hadid, au-dessus de la ville et de la vallée de l'Inn.",
          "Mit der Hungerburgbahn aus der Stadtmitte und den Seilbahnen der Nordkette hinauf zum Hafelekar, dann die Bergisel-Schanze von Zaha Hadid mit Blick auf die Stadt und das Inntal.",
        ],
      ],
      [
        "food",
        [
          "Innsbruck: Tiroler Gröstl and Kaspressknödel",
          "Innsbruck: Tiroler Gröstl e Kaspressknödel",
          "Innsbruck: Tiroler Gröstl y Kaspressknödel",
          "Innsbruck : Tiroler Gröstl et Kaspressknödel",
          "Innsbruck: Tiroler Gröstl und Kaspressknödel",
        ],
        [
          "The Markthalle by the Inn for Tyrolean bacon and mountain cheese, then a tavern lunch of Tiroler Gröstl, potatoes and beef fried with an egg, Kaspressknödel cheese dumplings in broth, and apple strudel.",
          "Il mercato coperto sull'Inn per speck tirolese e formaggi di malga, poi un pranzo in osteria di Tiroler Gröstl, patate e manzo saltati con un uovo, Kaspressknödel, canederli al formaggio in brodo, e strudel di mele.",
          "El mercado cubierto junto al Inn para tocino tirolés y quesos de montaña, y después un almuerzo en una taberna de Tiroler Gröstl, patatas y ternera salteadas con huevo, Kaspressknödel, albóndigas de queso en caldo, y strudel de manzana.",
          "La Markthalle au bord de l'Inn pour le lard tyrolien et les fromages d'alpage, puis un déjeuner de Tiroler Gröstl, pommes de terre et bœuf sautés avec un œuf, de Kaspressknödel, quenelles au fromage en bouillon, et de strudel aux pommes.",
          "Die Markthalle am Inn mit Tiroler Speck und Bergkäse, dann Mittagessen im Gasthaus: Tiroler Gröstl mit Spiegelei, Kaspressknödel in der Suppe und Apfelstrudel.",
        ],
      ],
    ],
  },
  "AUT Zillertal": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Zillertal: up from Finkenberg to the Gamshütte",
          "Zillertal: da Finkenberg alla Gamshütte",
          "Zillertal: de Finkenberg a la Gamshütte",
          "Zillertal : de Finkenberg à la Gamshütte",
          "Zillertal: von Finkenberg zur Gamshütte",
        ],
        [
          "The start of the Berliner Höhenweg: a steep path up through spruce and larch from Finkenberg to the Gamshütte, perched on a shoulder of the Grinbergspitzen, with the whole valley of Mayrhofen below.",
          "L'inizio del Berliner Höhenweg: un sentiero ripido tra abeti e larici da Finkenberg alla Gamshütte, appollaiata su una spalla delle Grinbergspitzen, con tutta la valle di Mayrhofen ai piedi.",
          "El comienzo del Berliner Höhenweg: un sendero empinado entre abetos y alerces de Finkenberg a la Gamshütte, colgada de un hombro de las Grinbergspitzen, con todo el valle de Mayrhofen a los pies.",
          "Le départ du Berliner Höhenweg : un sentier raide à travers épicéas et mélèzes de Finkenberg à la Gamshütte, perchée sur un épaulement des Grinbergspitzen, avec toute la vallée de Mayrhofen en contrebas.",
          "Der Auftakt des Berliner Höhenwegs: ein steiler Pfad durch Fichten und Lärchen von Finkenberg zur Gamshütte auf einer Schulter der Grinbergspitzen, das ganze Tal um Mayrhofen unter sich.",
        ],
      ],
      [
        "trek",
        [
          "Zillertal: the long traverse to the Friesenberghaus",
          "Zillertal: la lunga traversata al Friesenberghaus",
          "Zillertal: la larga travesía al Friesenberghaus",
          "Zillertal : la longue traversée au Friesenberghaus",
          "Zillertal: die lange Querung zum Friesenberghaus",
        ],
        [
          "The longest stage, contouring high above the Tuxertal on a narrow path with cables, over streams and boulder fields, to the Friesenberghaus beside its small lake under the Hoher Riffler.",
          "La tappa più lunga, a mezza costa alta sopra la Tuxertal su un sentiero stretto attrezzato con cavi, tra torrenti e pietraie, fino al Friesenberghaus accanto al suo laghetto sotto l'Hoher Riffler.",
          "La etapa más larga, a media ladera muy por encima del Tuxertal por un sendero estrecho con cables, entre arroyos y pedreras, hasta el Friesenberghaus junto a su pequeño lago bajo el Hoher Riffler.",
          "L'étape la plus longue, en balcon haut au-dessus du Tuxertal sur un sentier étroit équipé de câbles, entre torrents et pierriers, jusqu'au Friesenberghaus au bord de son petit lac sous le Hoher Riffler.",
          "Die längste Etappe, hoch über dem Tuxertal auf schmalem, seilversichertem Pfad über Bäche und Blockfelder, zum Friesenberghaus an seinem kleinen See unter dem Hohen Riffler.",
        ],
      ],
      [
        "trek",
        [
          "Zillertal: past the Olpererhütte to the Furtschaglhaus",
          "Zillertal: oltre l'Olpererhütte fino al Furtschaglhaus",
          "Zillertal: por la Olpererhütte hasta el Furtschaglhaus",
          "Zillertal : par l'Olpererhütte jusqu'au Furtschaglhaus",
          "Zillertal: über die Olpererhütte zum Furtschaglhaus",
        ],
        [
          "Along the balcony path to the Olpererhütte and its famous little bridge, down to the turquoise Schlegeis reservoir, and up the valley beyond to the Furtschaglhaus under the glaciers of the Hochfeiler.",
          "Lungo il sentiero a balcone fino all'Olpererhütte e al suo famoso ponticello, giù al lago turchese dello Schlegeis e su per la valle fino al Furtschaglhaus, sotto i ghiacciai del Gran Pilastro.",
          "Por el sendero balcón hasta la Olpererhütte y su famoso puentecillo, bajada al embalse turquesa del Schlegeis y subida por el valle hasta el Furtschaglhaus, bajo los glaciares del Hochfeiler.",
          "Par le sentier en balcon jusqu'à l'Olpererhütte et sa célèbre petite passerelle, descente vers le lac turquoise du Schlegeis et remontée de la vallée jusqu'au Furtschaglhaus, sous les glaciers du Hochfeiler.",
          "Auf dem Balkonweg zur Olpererhütte mit ihrer berühmten kleinen Brücke, hinab zum türkisfarbenen Schlegeisspeicher und durch das Tal hinauf zum Furtschaglhaus unter den Gletschern des Hochfeilers.",
        ],
      ],
      [
        "trek",
        [
          "Zillertal: over the Schönbichler Horn to the Berliner Hütte",
          "Zillertal: sullo Schönbichler Horn fino alla Berliner Hütte",
          "Zillertal: por el Schönbichler Horn hasta la Berliner Hütte",
          "Zillertal : par le Schönbichler Horn jusqu'à la Berliner Hütte",
          "Zillertal: über das Schönbichler Horn zur Berliner Hütte",
        ],
        [
          "The high point of the route: a rocky climb with cables to the Schönbichler Horn at 3,134 m, facing the Waxegg and Hornkees glaciers, and down to the Berliner Hütte, the grand old hut with its great wooden hall.",
          "Il punto più alto del percorso: una salita rocciosa con cavi fino allo Schönbichler Horn a 3.134 m, di fronte ai ghiacciai Waxegg e Hornkees, e discesa alla Berliner Hütte, il grande rifugio storico con la sala rivestita di legno.",
          "El punto más alto de la ruta: una subida rocosa con cables hasta el Schönbichler Horn, a 3.134 m, frente a los glaciares Waxegg y Hornkees, y bajada a la Berliner Hütte, el gran refugio histórico con su salón forrado de madera.",
          "Le point culminant du parcours : une montée rocheuse équipée de câbles jusqu'au Schönbichler Horn à 3 134 m, face aux glaciers du Waxegg et du Hornkees, puis descente à la Berliner Hütte, le grand refuge d'antan et sa salle lambrissée.",
          "Der höchste Punkt der Route: ein seilversicherter Felsanstieg aufs Schönbichler Horn auf 3.134 m, gegenüber Waxegg- und Hornkees, und hinunter zur Berliner Hütte, der großen alten Hütte mit ihrem holzgetäfelten Saal.",
        ],
      ],
      [
        "see",
        [
          "Zillertal: the Hintertux glacier and Mayrhofen",
          "Zillertal: il ghiacciaio di Hintertux e Mayrhofen",
          "Zillertal: el glaciar de Hintertux y Mayrhofen",
          "Zillertal : le glacier de Hintertux et Mayrhofen",
          "Zillertal: der Hintertuxer Gletscher und Mayrhofen",
        ],
        [
          "The cable cars up the Hintertux glacier to the panorama terrace at 3,250 m and the natural ice palace inside the glacier, then the village of Mayrhofen and a Zillertal cheese dairy.",
          "Le funivie del ghiacciaio di Hintertux fino alla terrazza panoramica a 3.250 m e il palazzo di ghiaccio naturale dentro il ghiacciaio, poi il paese di Mayrhofen e un caseificio della Zillertal.",
          "Los teleféricos del glaciar de Hintertux hasta la terraza panorámica a 3.250 m y el palacio de hielo natural dentro del glaciar, y después el pueblo de Mayrhofen y una quesería del Zillertal.",
          "Les téléphériques du glacier de Hintertux jusqu'à la terrasse panoramique à 3 250 m et le palais de glace naturel dans le glacier, puis le village de Mayrhofen et une fromagerie du Zillertal.",
          "Mit den Seilbahnen auf den Hintertuxer Gletscher zur Panoramaterrasse auf 3.250 m und in den Natur-Eis-Palast im Gletscher, dann das Dorf Mayrhofen und eine Zillertaler Sennerei.",
        ],
      ],
    ],
  },
  "AUT Kitzbühel": {
    days: [
      [
        "see",
        [
          "Kitzbühel: the old town and the Hahnenkamm",
          "Kitzbühel: la città vecchia e l'Hahnenkamm",
          "Kitzbühel: el casco antiguo y el Hahnenkamm",
          "Kitzbühel : la vieille ville et le Hahnenkamm",
          "Kitzbühel: die Altstadt und das Hahnenkamm",
        ],
        [
          "The painted gabled houses of the Vorderstadt and Hinterstadt, the two churches on their hill, and the gondola up the Hahnenkamm to the top of the Streif, the most feared downhill course of the World Cup.",
          "Le case dipinte a timpano della Vorderstadt e della Hinterstadt, le due chiese sulla collina e la cabinovia dell'Hahnenkamm fino alla partenza della Streif, la discesa più temuta della Coppa del Mondo.",
          "Las casas pintadas de frontón de la Vorderstadt y la Hinterstadt, las dos iglesias en su colina y la telecabina al Hahnenkamm hasta la salida de la Streif, el descenso más temido de la Copa del Mundo.",
          "Les maisons peintes à pignon de la Vorderstadt et de la Hinterstadt, les deux églises sur leur colline et la télécabine du Hahnenkamm jusqu'au départ de la Streif, la descente la plus redoutée de la Coupe du monde.",
          "Die bemalten Giebelhäuser von Vorderstadt und Hinterstadt, die beiden Kirchen auf ihrem Hügel und mit der Gondel aufs Hahnenkamm zum Start der Streif, der gefürchtetsten Abfahrt des Weltcups.",
        ],
      ],
      [
        "food",
        [
          "Kitzbühel: Tyrolean alpine huts and Kaiserschmarrn",
          "Kitzbühel: baite tirolesi e Kaiserschmarrn",
          "Kitzbühel: cabañas tirolesas y Kaiserschmarrn",
          "Kitzbühel : chalets d'alpage tyroliens et Kaiserschmarrn",
          "Kitzbühel: Tiroler Almen und Kaiserschmarrn",
        ],
        [
          "Lunch in a mountain hut above the town: Speckknödel in broth, Kasspatzln with fried onions, and Kaiserschmarrn, the torn sugared pancake with plum compote, with a glass of schnapps from the valley.",
          "Pranzo in una baita sopra la città: Speckknödel in brodo, Kasspatzln con cipolla fritta e Kaiserschmarrn, la frittata dolce a pezzi con composta di prugne, con un bicchierino di grappa della valle.",
          "Almuerzo en una cabaña de montaña sobre la ciudad: Speckknödel en caldo, Kasspatzln con cebolla frita y Kaiserschmarrn, la tortita troceada y azucarada con compota de ciruela, con un chupito de aguardiente del valle.",
          "Déjeuner dans un chalet d'alpage au-dessus de la ville : Speckknödel en bouillon, Kasspatzln aux oignons frits et Kaiserschmarrn, la crêpe déchirée et sucrée à la compote de prunes, avec un verre d'eau-de-vie de la vallée.",
          "Mittagessen auf einer Alm über der Stadt: Speckknödel in der Suppe, Kasspatzln mit Röstzwiebeln und Kaiserschmarrn mit Zwetschkenröster, dazu ein Schnaps aus dem Tal.",
        ],
      ],
    ],
  },
  "POL Warsaw": {
    days: [
      [
        "see",
        [
          "Warsaw: the rebuilt Old Town and the Royal Route",
          "Varsavia: la Città Vecchia ricostruita e la Via Reale",
          "Varsovia: el casco antiguo reconstruido y la Vía Real",
          "Varsovie : la vieille ville reconstruite et la Voie royale",
          "Warschau: die wiederaufgebaute Altstadt und der Königsweg",
        ],
        [
          "The Old Town raised again brick by brick after 1945: the Royal Castle on Castle Square, the Market Square and its mermaid, the Barbican walls, then down the Royal Route of Krakowskie Przedmieście and Nowy Świat.",
          "La Città Vecchia ricostruita mattone su mattone dopo il 1945: il Castello Reale in piazza del Castello, la piazza del Mercato con la sua sirena, le mura del Barbacane, poi la Via Reale di Krakowskie Przedmieście e Nowy Świat.",
          "El casco antiguo reconstruido ladrillo a ladrillo después de 1945: el Castillo Real en la plaza del Castillo, la plaza del Mercado y su sirena, las murallas de la Barbacana, y después la Vía Real de Krakowskie Przedmieście y Nowy Świat.",
          "La vieille ville relevée brique par brique après 1945 : le château royal sur la place du Château, la place du Marché et sa sirène, les remparts de la Barbacane, puis la Voie royale de Krakowskie Przedmieście et Nowy Świat.",
          "Die nach 1945 Stein für Stein wiederaufgebaute Altstadt: das Königsschloss am Schlossplatz, der Marktplatz mit der Meerjungfrau, die Mauern der Barbakane, dann der Königsweg über Krakowskie Przedmieście und Nowy Świat.",
        ],
      ],
      [
        "see",
        [
          "Warsaw: Łazienki Park and the Uprising Museum",
          "Varsavia: il parco Łazienki e il Museo dell'Insurrezione",
          "Varsovia: el parque Łazienki y el Museo del Alzamiento",
          "Varsovie : le parc Łazienki et le musée de l'Insurrection",
          "Warschau: der Łazienki-Park und das Museum des Aufstands",
        ],
        [
          "The Chopin monument and the Palace on the Isle in Łazienki Park, then the Warsaw Rising Museum telling the 63 days of 1944, and POLIN, the museum of a thousand years of Polish Jews, on the site of the ghetto; if the day falls on a Tuesday, when both museums are closed, the Palace of Culture and Science and the view from its terrace instead.",
          "Il monumento a Chopin e il Palazzo sull'Isola nel parco Łazienki, poi il Museo dell'Insurrezione di Varsavia sui 63 giorni del 1944 e il POLIN, museo di mille anni di ebrei polacchi, sul luogo del ghetto; se il giorno cade di martedì, quando i due musei sono chiusi, il Palazzo della Cultura e della Scienza e la vista dalla sua terrazza.",
          "El monumento a Chopin y el Palacio sobre el Agua en el parque Łazienki, y después el Museo del Alzamiento de Varsovia sobre los 63 días de 1944 y el POLIN, museo de mil años de judíos polacos, en el lugar del gueto; si el día cae en martes, cuando los dos museos cierran, el Palacio de la Cultura y la Ciencia y la vista desde su terraza.",
          "Le monument à Chopin et le palais sur l'Île dans le parc Łazienki, puis le musée de l'Insurrection de Varsovie et ses 63 jours de 1944, et POLIN, musée de mille ans de Juifs polonais, sur le site du ghetto ; si la journée tombe un mardi, jour de fermeture des deux musées, le palais de la Culture et de la Science et la vue depuis sa terrasse.",
          "Das Chopin-Denkmal und das Palais auf der Insel im Łazienki-Park, dann das Museum des Warschauer Aufstands über die 63 Tage von 1944 und POLIN, das Museum von tausend Jahren polnischer Juden, auf dem Gelände des Ghettos; fällt der Tag auf einen Dienstag, an dem beide Museen geschlossen sind, stattdessen der Kulturpalast und der Blick von seiner Terrasse.",
        ],
      ],
      [
        "food",
        [
          "Warsaw: pierogi, żurek and a milk bar",
          "Varsavia: pierogi, żurek e un bar mleczny",
          "Varsovia: pierogi, żurek y un bar de leche",
          "Varsovie : pierogi, żurek et bar à lait",
          "Warschau: Pierogi, Żurek und eine Milchbar",
        ],
        [
          "Lunch in a bar mleczny, the old canteens of the People's Republic, on żurek sour rye soup and pierogi, then the food hall of Hala Koszyki, and a vodka tasting with herring and pickles.",
          "Pranzo in un bar mleczny, le vecchie mense della Repubblica Popolare, con żurek, zuppa acida di segale, e pierogi, poi il mercato gastronomico di Hala Koszyki e una degustazione di vodka con aringhe e sottaceti.",
          "Almuerzo en un bar mleczny, los antiguos comedores de la República Popular, con żurek, sopa agria de centeno, y pierogi, después el mercado gastronómico de Hala Koszyki y una cata de vodka con arenque y encurtidos.",
          "Déjeuner dans un bar mleczny, les vieilles cantines de la République populaire, d'un żurek, soupe aigre au seigle, et de pierogi, puis la halle gourmande Hala Koszyki et une dégustation de vodka avec harengs et cornichons.",
          "Mittagessen in einer Bar mleczny, den alten Kantinen der Volksrepublik, mit saurer Roggensuppe Żurek und Pierogi, dann die Markthalle Hala Koszyki und eine Wodkaprobe mit Hering und Salzgurken.",
        ],
      ],
    ],
  },
  "POL Gdańsk": {
    days: [
      [
        "see",
        [
          "Gdańsk: the Long Market and the Crane",
          "Danzica: il Mercato Lungo e la Gru",
          "Gdansk: el Mercado Largo y la Grúa",
          "Gdańsk : le Long Marché et la Grue",
          "Danzig: der Lange Markt und das Krantor",
        ],
        [
          "Through the Golden Gate down the Royal Way to the Long Market, Neptune's Fountain and the Artus Court, into the brick giant of St. Mary's Church, and out to the river Motława and the medieval wooden Crane.",
          "Dalla Porta d'Oro lungo la Via Reale fino al Mercato Lungo, la fontana di Nettuno e la Corte di Artù, dentro il gigante di mattoni della chiesa di Santa Maria e fuori sulla Motława, fino alla Gru medievale di legno.",
          "Por la Puerta Dorada y la Vía Real hasta el Mercado Largo, la fuente de Neptuno y la Corte de Artus, dentro del gigante de ladrillo de la iglesia de Santa María y fuera, junto al Motława, hasta la Grúa medieval de madera.",
          "Par la Porte d'Or et la Voie royale jusqu'au Long Marché, à la fontaine de Neptune et à la cour d'Artus, dans le géant de brique de l'église Notre-Dame, puis sur la Motława jusqu'à la Grue médiévale en bois.",
          "Durch das Goldene Tor über den Königsweg zum Langen Markt, zum Neptunbrunnen und zum Artushof, hinein in den Backsteinriesen der Marienkirche und hinaus an die Mottlau zum mittelalterlichen hölzernen Krantor.",
        ],
      ],
      [
        "see",
        [
          "Gdańsk: the shipyard, Solidarity and Westerplatte",
          "Danzica: il cantiere, Solidarność e Westerplatte",
          "Gdansk: el astillero, Solidaridad y Westerplatte",
          "Gdańsk : le chantier naval, Solidarność et Westerplatte",
          "Danzig: die Werft, Solidarność und die Westerplatte",
        ],
        [
          "The gate of the shipyard where Solidarity was born in 1980, the museum of the movement beside it, then Westerplatte, where the first shots of the Second World War were fired, and the Museum of the Second World War.",
          "Il cancello del cantiere navale dove nel 1980 nacque Solidarność, il museo del movimento lì accanto, poi Westerplatte, dove furono sparati i primi colpi della Seconda guerra mondiale, e il Museo della Seconda guerra mondiale.",
          "La puerta del astillero donde nació Solidaridad en 1980, el museo del movimiento a su lado, y después Westerplatte, donde sonaron los primeros disparos de la Segunda Guerra Mundial, y el Museo de la Segunda Guerra Mundial.",
          "La porte du chantier naval où naquit Solidarność en 1980, le musée du mouvement à côté, puis Westerplatte, où furent tirés les premiers coups de la Seconde Guerre mondiale, et le musée de la Seconde Guerre mondiale.",
          "Das Werfttor, an dem 1980 die Solidarność entstand, das Museum der Bewegung daneben, dann die Westerplatte, wo die ersten Schüsse des Zweiten Weltkriegs fielen, und das Museum des Zweiten Weltkriegs.",
        ],
      ],
      [
        "food",
        [
          "Gdańsk: Baltic fish and Goldwasser",
          "Danzica: pesce del Baltico e Goldwasser",
          "Gdansk: pescado del Báltico y Goldwasser",
          "Gdańsk : poissons de la Baltique et Goldwasser",
          "Danzig: Ostseefisch und Goldwasser",
        ],
        [
          "The stalls of Hala Targowa, the old market hall, smoked Baltic fish and herring in sour cream, pierogi with fish, and a glass of Goldwasser, the herbal liqueur of Gdańsk with flakes of gold leaf.",
          "I banchi di Hala Targowa, il vecchio mercato coperto, pesce affumicato del Baltico e aringhe alla panna acida, pierogi di pesce e un bicchierino di Goldwasser, il liquore alle erbe di Danzica con scaglie d'oro.",
          "Los puestos de Hala Targowa, el viejo mercado cubierto, pescado ahumado del Báltico y arenque con nata agria, pierogi de pescado y una copita de Goldwasser, el licor de hierbas de Gdansk con copos de pan de oro.",
          "Les étals de Hala Targowa, l'ancienne halle, poissons fumés de la Baltique et harengs à la crème aigre, pierogi au poisson et un verre de Goldwasser, la liqueur aux herbes de Gdańsk aux paillettes d'or.",
          "Die Stände der alten Markthalle Hala Targowa, geräucherter Ostseefisch und Hering in saurer Sahne, Pierogi mit Fisch und ein Glas Danziger Goldwasser, der Kräuterlikör mit Blattgoldflocken.",
        ],
      ],
    ],
  },
  "POL Malbork": {
    days: [
      [
        "see",
        [
          "Malbork: the castle of the Teutonic Knights",
          "Malbork: il castello dei Cavalieri Teutonici",
          "Malbork: el castillo de los caballeros teutónicos",
          "Malbork : le château des chevaliers Teutoniques",
          "Malbork: die Marienburg des Deutschen Ordens",
        ],
        [
          "The largest brick castle in the world, seat of the grand masters of the Teutonic Order on the river Nogat: the High Castle and its chapel, the vaulted Grand Refectory, and the walls seen from the far bank.",
          "Il più grande castello di mattoni del mondo, sede dei gran maestri dell'Ordine Teutonico sul fiume Nogat: il Castello Alto e la sua cappella, il Grande Refettorio a volte e le mura viste dalla riva opposta.",
          "El mayor castillo de ladrillo del mundo, sede de los grandes maestres de la Orden Teutónica junto al río Nogat: el Castillo Alto y su capilla, el Gran Refectorio abovedado y las murallas vistas desde la otra orilla.",
          "Le plus grand château de brique du monde, siège des grands maîtres de l'ordre Teutonique sur la Nogat : le Haut Château et sa chapelle, le grand réfectoire voûté et les remparts vus de l'autre rive.",
          "Die größte Backsteinburg der Welt, Sitz der Hochmeister des Deutschen Ordens an der Nogat: das Hochschloss mit seiner Kapelle, der gewölbte Große Remter und die Mauern vom anderen Ufer aus gesehen.",
        ],
      ],
    ],
  },
  "POL Toruń": {
    days: [
      [
        "see",
        [
          "Toruń: Copernicus's Gothic town",
          "Toruń: la città gotica di Copernico",
          "Toruń: la ciudad gótica de Copérnico",
          "Toruń : la ville gothique de Copernic",
          "Toruń: die gotische Stadt des Kopernikus",
        ],
        [
          "The brick Gothic old town on the Vistula: the old town hall and its tower, the house where Copernicus was born, the Cathedral of the Saints Johns, and the leaning tower in the old walls.",
          "La città vecchia in gotico di mattoni sulla Vistola: il vecchio municipio e la sua torre, la casa natale di Copernico, la cattedrale dei Santi Giovanni e la torre pendente nelle antiche mura.",
          "El casco antiguo de gótico de ladrillo junto al Vístula: el antiguo ayuntamiento y su torre, la casa natal de Copérnico, la catedral de los Santos Juanes y la torre inclinada de la vieja muralla.",
          "La vieille ville gothique de brique sur la Vistule : l'ancien hôtel de ville et sa tour, la maison natale de Copernic, la cathédrale des Saints-Jean et la tour penchée des anciens remparts.",
          "Die backsteingotische Altstadt an der Weichsel: das alte Rathaus mit seinem Turm, das Geburtshaus des Kopernikus, die Kathedrale der beiden Johannes und der schiefe Turm in der alten Stadtmauer.",
        ],
      ],
      [
        "see",
        [
          "Toruń: the Teutonic castle ruins and the Vistula walls",
          "Toruń: le rovine del castello teutonico e le mura sulla Vistola",
          "Toruń: las ruinas del castillo teutónico y las murallas del Vístula",
          "Toruń : les ruines du château teutonique et les remparts de la Vistule",
          "Toruń: die Ordensburgruine und die Weichselmauern",
        ],
        [
          "The ruins of the Teutonic Knights' castle pulled down by the townspeople in 1454, the gates and towers of the river wall, and a walk along the Vistula boulevard for the skyline of spires from the water.",
          "Le rovine del castello dei Cavalieri Teutonici abbattuto dai cittadini nel 1454, le porte e le torri delle mura sul fiume e una passeggiata lungo il boulevard della Vistola per il profilo dei campanili visto dall'acqua.",
          "Las ruinas del castillo de los caballeros teutónicos derribado por los vecinos en 1454, las puertas y torres de la muralla fluvial y un paseo por el bulevar del Vístula para ver el perfil de agujas desde el agua.",
          "Les ruines du château des chevaliers Teutoniques abattu par les bourgeois en 1454, les portes et tours du rempart fluvial et une promenade sur le boulevard de la Vistule pour la silhouette des clochers vue de l'eau.",
          "Die Ruine der Ordensburg, 1454 von den Bürgern geschleift, die Tore und Türme der Flussmauer und ein Spaziergang auf dem Weichselboulevard mit Blick auf die Turmsilhouette vom Wasser aus.",
        ],
      ],
      [
        "food",
        [
          "Toruń: gingerbread and Kujawy cooking",
          "Toruń: pan di zenzero e cucina della Cuiavia",
          "Toruń: pan de jengibre y cocina de Cuyavia",
          "Toruń : pain d'épices et cuisine de Cujavie",
          "Toruń: Lebkuchen und kujawische Küche",
        ],
        [
          "The Living Museum of Gingerbread, where the group bakes and presses piernik in carved wooden forms as the town has done since the Middle Ages, then a Polish lunch of duck with apples and beetroot.",
          "Il Museo vivente del pan di zenzero, dove il gruppo impasta e stampa il piernik negli stampi di legno intagliato come in città si fa dal Medioevo, poi un pranzo polacco di anatra con mele e barbabietole.",
          "El Museo Vivo del Pan de Jengibre, donde el grupo amasa y moldea piernik en moldes de madera tallada como se hace en la ciudad desde la Edad Media, y después un almuerzo polaco de pato con manzanas y remolacha.",
          "Le Musée vivant du pain d'épices, où le groupe pétrit et moule le piernik dans des moules de bois sculpté comme la ville le fait depuis le Moyen Âge, puis un déjeuner polonais de canard aux pommes et betteraves.",
          "Das Lebende Lebkuchenmuseum, in dem die Gruppe Piernik knetet und in geschnitzte Holzmodel drückt wie in der Stadt seit dem Mittelalter, dann ein polnisches Mittagessen mit Ente, Äpfeln und Roter Bete.",
        ],
      ],
    ],
  },
  "POL Wrocław": {
    days: [
      [
        "see",
        [
          "Wrocław: the Rynek and Cathedral Island",
          "Breslavia: il Rynek e l'Isola della Cattedrale",
          "Breslavia: el Rynek y la isla de la Catedral",
          "Wrocław : le Rynek et l'île de la Cathédrale",
          "Breslau: der Ring und die Dominsel",
        ],
        [
          "The Rynek and its Gothic town hall, the bronze dwarfs hidden all over the streets, the university's baroque Aula Leopoldina, and over the bridges to Ostrów Tumski, where a lamplighter lights the gas lamps at dusk.",
          "Il Rynek con il municipio gotico, i nanetti di bronzo nascosti sui marciapiedi, l'Aula Leopoldina barocca dell'università e, oltre i ponti, Ostrów Tumski, dove un lampionaio accende i lampioni a gas al tramonto.",
          "El Rynek y su ayuntamiento gótico, los enanitos de bronce escondidos por las aceras, el Aula Leopoldina barroca de la universidad y, cruzando los puentes, Ostrów Tumski, donde un farolero enciende las farolas de gas al anochecer.",
          "Le Rynek et son hôtel de ville gothique, les nains de bronze cachés sur les trottoirs, l'Aula Leopoldina baroque de l'université et, par les ponts, Ostrów Tumski, où un allumeur allume les réverbères à gaz au crépuscule.",
          "Der Ring mit dem gotischen Rathaus, die auf den Gehwegen versteckten Bronzezwerge, die barocke Aula Leopoldina der Universität und über die Brücken zur Dominsel, wo ein Laternenanzünder in der Dämmerung die Gaslaternen entzündet.",
        ],
      ],
      [
        "see",
        [
          "Wrocław: the Racławice Panorama and Centennial Hall",
          "Breslavia: il Panorama di Racławice e la Sala del Centenario",
          "Breslavia: el Panorama de Racławice y el Salón del Centenario",
          "Wrocław : le panorama de Racławice et la Halle du Centenaire",
          "Breslau: das Panorama von Racławice und die Jahrhunderthalle",
        ],
        [
          "The Racławice Panorama, a painting 114 m around of the 1794 battle, then the concrete dome of the Centennial Hall, a World Heritage site, and the Japanese Garden beside it.",
          "Il Panorama di Racławice, un dipinto circolare di 114 m della battaglia del 1794, poi la cupola in cemento della Sala del Centenario, patrimonio mondiale, e il Giardino giapponese lì accanto.",
          "El Panorama de Racławice, una pintura circular de 114 m de la batalla de 1794, y después la cúpula de hormigón del Salón del Centenario, patrimonio mundial, y el Jardín japonés a su lado.",
          "Le panorama de Racławice, une toile circulaire de 114 m de la bataille de 1794, puis la coupole de béton de la Halle du Centenaire, inscrite au patrimoine mondial, et le jardin japonais voisin.",
          "Das Panorama von Racławice, ein 114 m langes Rundgemälde der Schlacht von 1794, dann die Betonkuppel der Jahrhunderthalle, Welterbe, und der Japanische Garten nebenan.",
        ],
      ],
      [
        "food",
        [
          "Wrocław: Hala Targowa and Silesian cooking",
          "Breslavia: Hala Targowa e cucina slesiana",
          "Breslavia: Hala Targowa y cocina silesia",
          "Wrocław : Hala Targowa et cuisine silésienne",
          "Breslau: die Markthalle und schlesische Küche",
        ],
        [
          "The stalls of Hala Targowa, the old market hall by the Oder, Silesian dumplings with beef roulade and red cabbage, and Polish craft beer in the vaulted cellars of the Piwnica Świdnicka under the town hall.",
          "I banchi di Hala Targowa, il vecchio mercato coperto sull'Oder, gnocchi slesiani con involtini di manzo e cavolo rosso e birra artigianale polacca nelle cantine a volte della Piwnica Świdnicka sotto il municipio.",
          "Los puestos de Hala Targowa, el viejo mercado cubierto junto al Óder, ñoquis silesios con rollo de ternera y col lombarda, y cerveza artesana polaca en las bodegas abovedadas de la Piwnica Świdnicka bajo el ayuntamiento.",
          "Les étals de Hala Targowa, l'ancienne halle au bord de l'Oder, quenelles silésiennes avec paupiette de bœuf et chou rouge, et bière artisanale polonaise dans les caves voûtées de la Piwnica Świdnicka sous l'hôtel de ville.",
          "Die Stände der alten Markthalle an der Oder, schlesische Klöße mit Rinderroulade und Rotkohl und polnisches Craft-Bier in den Gewölben des Schweidnitzer Kellers unter dem Rathaus.",
        ],
      ],
    ],
  },
  "POL Kraków": {
    days: [
      [
        "see",
        [
          "Kraków: the Main Square and St. Mary's",
          "Cracovia: la Piazza del Mercato e Santa Maria",
          "Cracovia: la Plaza del Mercado y Santa María",
          "Cracovie : la place du Marché et Notre-Dame",
          "Krakau: der Hauptmarkt und die Marienkirche",
        ],
        [
          "The great Main Market Square and the Cloth Hall, the trumpet call from the tower of St. Mary's Basilica and the carved altar of Veit Stoss inside, then the Florian Gate and the Collegium Maius of the university.",
          "La grande Piazza del Mercato e il Mercato dei Tessuti, lo squillo di tromba dalla torre della basilica di Santa Maria e l'altare scolpito di Veit Stoss all'interno, poi la Porta di San Floriano e il Collegium Maius dell'università.",
          "La gran Plaza del Mercado y la Lonja de los Paños, el toque de trompeta desde la torre de la basílica de Santa María y el retablo tallado de Veit Stoss en su interior, y después la Puerta de San Florián y el Collegium Maius de la universidad.",
          "La grande place du Marché et la halle aux draps, l'appel de trompette depuis la tour de la basilique Notre-Dame et le retable sculpté de Veit Stoss à l'intérieur, puis la porte Saint-Florian et le Collegium Maius de l'université.",
          "Der große Hauptmarkt mit den Tuchhallen, das Trompetensignal vom Turm der Marienkirche und der geschnitzte Altar von Veit Stoß im Innern, dann das Florianstor und das Collegium Maius der Universität.",
        ],
      ],
      [
        "see",
        [
          "Kraków: Wawel Hill and Kazimierz",
          "Cracovia: il colle del Wawel e Kazimierz",
          "Cracovia: la colina de Wawel y Kazimierz",
          "Cracovie : la colline du Wawel et Kazimierz",
          "Krakau: der Wawel und Kazimierz",
        ],
        [
          "Up Wawel Hill to the royal castle and the cathedral where Poland's kings are crowned and buried, then down to Kazimierz, the old Jewish town, its synagogues, the Remuh cemetery and the cafés of Szeroka street.",
          "Su al colle del Wawel, al castello reale e alla cattedrale dove furono incoronati e sepolti i re di Polonia, poi giù a Kazimierz, l'antica città ebraica, con le sinagoghe, il cimitero Remuh e i caffè di via Szeroka.",
          "Subida a la colina de Wawel, al castillo real y la catedral donde se coronaba y enterraba a los reyes de Polonia, y bajada a Kazimierz, la antigua ciudad judía, con sus sinagogas, el cementerio Remuh y los cafés de la calle Szeroka.",
          "Montée sur la colline du Wawel, au château royal et à la cathédrale où les rois de Pologne étaient couronnés et inhumés, puis descente vers Kazimierz, l'ancienne ville juive, ses synagogues, le cimetière Remuh et les cafés de la rue Szeroka.",
          "Hinauf auf den Wawel zum Königsschloss und zur Kathedrale, in der Polens Könige gekrönt und begraben wurden, dann hinunter nach Kazimierz, in die alte jüdische Stadt mit Synagogen, dem Remuh-Friedhof und den Cafés der Szeroka-Straße.",
        ],
      ],
      [
        "food",
        [
          "Kraków: obwarzanek, pierogi and Plac Nowy",
          "Cracovia: obwarzanek, pierogi e Plac Nowy",
          "Cracovia: obwarzanek, pierogi y Plac Nowy",
          "Cracovie : obwarzanek, pierogi et Plac Nowy",
          "Krakau: Obwarzanek, Pierogi und Plac Nowy",
        ],
        [
          "The obwarzanek, Kraków's braided bread ring from the street carts, the Stary Kleparz market, pierogi and żurek served in a bread bowl at lunch, and a zapiekanka from the round hall of Plac Nowy in Kazimierz.",
          "L'obwarzanek, la ciambella intrecciata di Cracovia dei carretti di strada, il mercato di Stary Kleparz, pierogi e żurek servito in una pagnotta a pranzo e una zapiekanka dal padiglione rotondo di Plac Nowy a Kazimierz.",
          "El obwarzanek, la rosca trenzada de Cracovia de los carritos callejeros, el mercado de Stary Kleparz, pierogi y żurek servido en un pan a mediodía y una zapiekanka del pabellón redondo de Plac Nowy en Kazimierz.",
          "L'obwarzanek, l'anneau de pain tressé de Cracovie vendu sur les charrettes, le marché de Stary Kleparz, pierogi et żurek servi dans une miche au déjeuner, et une zapiekanka du pavillon rond de Plac Nowy à Kazimierz.",
          "Der Obwarzanek, der geflochtene Krakauer Brotring von den Straßenwagen, der Markt Stary Kleparz, Pierogi und Żurek im Brotlaib zum Mittag und eine Zapiekanka aus der runden Halle am Plac Nowy in Kazimierz.",
        ],
      ],
    ],
  },
  "POL Wieliczka": {
    days: [
      [
        "see",
        [
          "Wieliczka: the salt mine and St. Kinga's Chapel",
          "Wieliczka: la miniera di sale e la cappella di Santa Kinga",
          "Wieliczka: la mina de sal y la capilla de Santa Kinga",
          "Wieliczka : la mine de sel et la chapelle Sainte-Kinga",
          "Wieliczka: das Salzbergwerk und die Kinga-Kapelle",
        ],
        [
          "Down the wooden stairs into the salt mine worked for seven centuries, through chambers and brine lakes to St. Kinga's Chapel, where miners carved the chandeliers, the altar and the Last Supper from rock salt.",
          "Giù per le scale di legno nella miniera di sale sfruttata per sette secoli, tra camere e laghi salati fino alla cappella di Santa Kinga, dove i minatori scolpirono nel salgemma lampadari, altare e Ultima Cena.",
          "Bajada por las escaleras de madera a la mina de sal explotada durante siete siglos, entre cámaras y lagos de salmuera hasta la capilla de Santa Kinga, donde los mineros tallaron en sal gema lámparas, altar y Última Cena.",
          "Descente par les escaliers de bois dans la mine de sel exploitée pendant sept siècles, de salles en lacs de saumure jusqu'à la chapelle Sainte-Kinga, où les mineurs ont sculpté dans le sel gemme lustres, autel et Cène.",
          "Über Holztreppen hinab ins sieben Jahrhunderte lang betriebene Salzbergwerk, durch Kammern und Solseen zur Kinga-Kapelle, in der Bergleute Leuchter, Altar und Abendmahl aus Steinsalz gehauen haben.",
        ],
      ],
    ],
  },
  "POL Tatra Mountains": {
    months: [6, 10],
    days: [
      [
        "trek",
        [
          "Tatra Mountains: from Kuźnice to Hala Gąsienicowa",
          "Monti Tatra: da Kuźnice a Hala Gąsienicowa",
          "Montes Tatras: de Kuźnice a Hala Gąsienicowa",
          "Tatras : de Kuźnice à Hala Gąsienicowa",
          "Tatra: von Kuźnice zur Hala Gąsienicowa",
        ],
        [
          "From Kuźnice above Zakopane up through spruce forest and the Boczań ridge to the meadows of Hala Gąsienicowa, the shepherds' huts and the stone Murowaniec hut, under the granite of the High Tatras.",
          "Da Kuźnice sopra Zakopane, su tra le abetaie e la cresta del Boczań fino ai pascoli di Hala Gąsienicowa, le capanne dei pastori e il rifugio in pietra Murowaniec, sotto il granito degli Alti Tatra.",
          "Desde Kuźnice, sobre Zakopane, subida entre abetos y por la loma del Boczań hasta los pastos de Hala Gąsienicowa, las chozas de pastores y el refugio de piedra Murowaniec, bajo el granito de los Altos Tatras.",
          "De Kuźnice au-dessus de Zakopane, montée à travers les épicéas et la crête du Boczań jusqu'aux alpages de Hala Gąsienicowa, aux cabanes de bergers et au refuge de pierre Murowaniec, sous le granit des Hautes Tatras.",
          "Von Kuźnice oberhalb von Zakopane durch Fichtenwald über den Rücken des Boczań zu den Almen der Hala Gąsienicowa mit ihren Hirtenhütten und der steinernen Murowaniec-Hütte unter dem Granit der Hohen Tatra.",
        ],
      ],
      [
        "trek",
        [
          "Tatra Mountains: over the Zawrat pass to Five Ponds Valley",
          "Monti Tatra: oltre il passo Zawrat alla Valle dei Cinque Laghi",
          "Montes Tatras: por el paso Zawrat al valle de los Cinco Lagos",
          "Tatras : par le col Zawrat à la vallée des Cinq Lacs",
          "Tatra: über den Zawrat ins Tal der Fünf Seen",
        ],
        [
          "Past the Czarny Staw lake and up chains and iron steps to the Zawrat pass, then down into the Valley of the Five Polish Ponds, its glacial lakes strung below the ridges, to the hut by the largest of them.",
          "Oltre il lago Czarny Staw e su per catene e staffe di ferro fino al passo Zawrat, poi giù nella Valle dei Cinque Laghi Polacchi, con i laghi glaciali in fila sotto le creste, fino al rifugio accanto al più grande.",
          "Pasado el lago Czarny Staw, subida por cadenas y peldaños de hierro hasta el paso Zawrat, y bajada al valle de los Cinco Lagos Polacos, con sus lagos glaciares en fila bajo las crestas, hasta el refugio junto al mayor.",
          "Au-delà du lac Czarny Staw, montée par chaînes et échelons de fer jusqu'au col Zawrat, puis descente dans la vallée des Cinq Lacs polonais, ses lacs glaciaires alignés sous les crêtes, jusqu'au refuge près du plus grand.",
          "Am Czarny Staw vorbei über Ketten und Eisentritte zum Zawrat-Pass, dann hinunter ins Tal der Fünf Polnischen Seen mit seinen Gletscherseen unter den Graten, zur Hütte am größten von ihnen.",
        ],
      ],
      [
        "trek",
        [
          "Tatra Mountains: over Szpiglasowa to Morskie Oko",
          "Monti Tatra: oltre la Szpiglasowa fino al Morskie Oko",
          "Montes Tatras: por el Szpiglasowa hasta el Morskie Oko",
          "Tatras : par la Szpiglasowa jusqu'au Morskie Oko",
          "Tatra: über den Szpiglasowa-Sattel zum Morskie Oko",
        ],
        [
          "Up to the Szpiglasowa pass on the Slovak border and down the Ceprostrada path to Morskie Oko, the Eye of the Sea, the largest lake of the Tatras under the walls of Mięguszowiecki peaks, and its old wooden hut.",
          "Su fino al passo della Szpiglasowa sul confine slovacco e giù per il sentiero Ceprostrada fino al Morskie Oko, l'Occhio del Mare, il lago più grande dei Tatra sotto le pareti dei Mięguszowiecki, con il suo vecchio rifugio di legno.",
          "Subida al paso de Szpiglasowa en la frontera eslovaca y bajada por la Ceprostrada hasta el Morskie Oko, el Ojo del Mar, el mayor lago de los Tatras bajo las paredes de los Mięguszowiecki, y su viejo refugio de madera.",
          "Montée au col de la Szpiglasowa sur la frontière slovaque et descente par la Ceprostrada jusqu'au Morskie Oko, l'Œil de la mer, le plus grand lac des Tatras sous les parois des Mięguszowiecki, et son vieux refuge de bois.",
          "Hinauf zum Szpiglasowa-Sattel an der slowakischen Grenze und über die Ceprostrada hinab zum Morskie Oko, dem Meerauge, dem größten See der Tatra unter den Wänden der Mięguszowiecki-Gipfel, und seiner alten Holzhütte.",
        ],
      ],
      [
        "trek",
        [
          "Tatra Mountains: up Rysy, the summit of Poland",
          "Monti Tatra: sul Rysy, la vetta della Polonia",
          "Montes Tatras: al Rysy, la cumbre de Polonia",
          "Tatras : au Rysy, le sommet de la Pologne",
          "Tatra: auf die Rysy, den Gipfel Polens",
        ],
        [
          "Above Morskie Oko to the Black Pond and up chains on granite slabs to the summit of Rysy at 2,499 m, the highest point of Poland, on the Slovak border, with the whole Tatra range around.",
          "Sopra il Morskie Oko fino al Czarny Staw e su per catene sulle placche di granito fino alla vetta del Rysy a 2.499 m, il punto più alto della Polonia, sul confine slovacco, con tutta la catena dei Tatra intorno.",
          "Por encima del Morskie Oko hasta el Czarny Staw y subida por cadenas sobre placas de granito hasta la cima del Rysy, a 2.499 m, el punto más alto de Polonia, en la frontera eslovaca, con toda la cordillera alrededor.",
          "Au-dessus du Morskie Oko jusqu'au lac Noir et montée par chaînes sur les dalles de granit jusqu'au sommet du Rysy à 2 499 m, point culminant de la Pologne, sur la frontière slovaque, avec toutes les Tatras autour.",
          "Über dem Morskie Oko zum Schwarzen See und an Ketten über Granitplatten auf den Gipfel der Rysy mit 2.499 m, den höchsten Punkt Polens an der slowakischen Grenze, die ganze Tatra ringsum.",
        ],
      ],
      [
        "see",
        [
          "Tatra Mountains: Kasprowy Wierch and the ridge",
          "Monti Tatra: il Kasprowy Wierch e la cresta",
          "Montes Tatras: el Kasprowy Wierch y la cresta",
          "Tatras : le Kasprowy Wierch et la crête",
          "Tatra: der Kasprowy Wierch und der Grat",
        ],
        [
          "The cable car from Kuźnice up Kasprowy Wierch on the border ridge, a walk along the crest facing the peaks of both the Polish and Slovak Tatras, and down past the cross of Giewont's sleeping knight.",
          "La funivia da Kuźnice al Kasprowy Wierch sulla cresta di confine, una camminata sul crinale di fronte alle vette dei Tatra polacchi e slovacchi e la discesa verso la croce del Giewont, il cavaliere addormentato.",
          "El teleférico de Kuźnice al Kasprowy Wierch, en la cresta fronteriza, una caminata por la cumbre frente a los picos de los Tatras polacos y eslovacos y la bajada hacia la cruz del Giewont, el caballero dormido.",
          "Le téléphérique de Kuźnice jusqu'au Kasprowy Wierch sur la crête frontière, une marche sur l'arête face aux sommets des Tatras polonaises et slovaques, et la descente vers la croix du Giewont, le chevalier endormi.",
          "Mit der Seilbahn von Kuźnice auf den Kasprowy Wierch am Grenzkamm, eine Gratwanderung mit Blick auf die Gipfel der polnischen und slowakischen Tatra und hinunter zum Kreuz des Giewont, des schlafenden Ritters.",
        ],
      ],
    ],
  },
  "POL Zakopane": {
    days: [
      [
        "see",
        [
          "Zakopane: wooden villas and Gubałówka",
          "Zakopane: ville di legno e Gubałówka",
          "Zakopane: villas de madera y Gubałówka",
          "Zakopane : villas de bois et Gubałówka",
          "Zakopane: Holzvillen und Gubałówka",
        ],
        [
          "The Krupówki street, the wooden villas of the Zakopane style and the Villa Koliba museum, the old church and the artists' graves of the Pęksowy Brzyzek cemetery, and the funicular up Gubałówka facing the Tatras.",
          "La via Krupówki, le ville di legno in stile Zakopane e il museo di Villa Koliba, la vecchia chiesa e le tombe degli artisti nel cimitero di Pęksowy Brzyzek e la funicolare sul Gubałówka di fronte ai Tatra.",
          "La calle Krupówki, las villas de madera del estilo Zakopane y el museo de Villa Koliba, la vieja iglesia y las tumbas de artistas del cementerio de Pęksowy Brzyzek y el funicular a Gubałówka frente a los Tatras.",
          "La rue Krupówki, les villas de bois du style de Zakopane et le musée de la villa Koliba, la vieille église et les tombes d'artistes du cimetière de Pęksowy Brzyzek, et le funiculaire de Gubałówka face aux Tatras.",
          "Die Krupówki-Straße, die Holzvillen im Zakopane-Stil und das Museum Villa Koliba, die alte Kirche und die Künstlergräber auf dem Friedhof Pęksowy Brzyzek und die Standseilbahn auf die Gubałówka gegenüber der Tatra.",
        ],
      ],
      [
        "food",
        [
          "Zakopane: oscypek and a highlanders' tavern",
          "Zakopane: oscypek e una taverna dei montanari",
          "Zakopane: oscypek y una taberna montañesa",
          "Zakopane : oscypek et taverne montagnarde",
          "Zakopane: Oscypek und eine Góralen-Schänke",
        ],
        [
          "Oscypek, the smoked sheep's cheese pressed in carved wooden forms, grilled with cranberry jam at the market below Gubałówka, then dinner of kwaśnica sauerkraut soup and lamb in a karczma with a band of górale fiddlers.",
          "L'oscypek, il formaggio di pecora affumicato pressato in stampi intagliati, alla griglia con marmellata di mirtilli rossi al mercato sotto il Gubałówka, poi a cena kwaśnica, zuppa di crauti, e agnello in una karczma con violinisti górale.",
          "El oscypek, el queso de oveja ahumado prensado en moldes tallados, a la brasa con mermelada de arándanos rojos en el mercado bajo Gubałówka, y de cena kwaśnica, sopa de chucrut, y cordero en una karczma con violinistas górale.",
          "L'oscypek, fromage de brebis fumé pressé dans des moules sculptés, grillé avec de la confiture d'airelles au marché sous Gubałówka, puis au dîner la kwaśnica, soupe de choucroute, et l'agneau dans une karczma avec des violoneux górale.",
          "Oscypek, der geräucherte, in geschnitzte Formen gepresste Schafskäse, gegrillt mit Preiselbeeren am Markt unter der Gubałówka, dann abends Kwaśnica-Sauerkrautsuppe und Lamm in einer Karczma mit Góralen-Geigern.",
        ],
      ],
    ],
  },
  "POL Bieszczady": {
    days: [
      [
        "see",
        [
          "Bieszczady: the Połonina Wetlińska ridge",
          "Bieszczady: la cresta della Połonina Wetlińska",
          "Bieszczady: la cresta de la Połonina Wetlińska",
          "Bieszczady : la crête de la Połonina Wetlińska",
          "Bieszczady: der Kamm der Połonina Wetlińska",
        ],
        [
          "A walk up through beech forest to the open grass ridge of the Połonina Wetlińska and the Chatka Puchatka hut on its crest, looking over wild, empty hills to the Ukrainian border.",
          "Una camminata su tra le faggete fino alla cresta erbosa e aperta della Połonina Wetlińska e al rifugio Chatka Puchatka in cima, con lo sguardo su colline selvagge e vuote fino al confine ucraino.",
          "Una caminata entre hayedos hasta la cresta de hierba abierta de la Połonina Wetlińska y el refugio Chatka Puchatka en lo alto, mirando colinas salvajes y vacías hasta la frontera ucraniana.",
          "Une montée à travers la hêtraie jusqu'à la crête herbeuse et ouverte de la Połonina Wetlińska et au refuge Chatka Puchatka sur son sommet, face à des collines sauvages et vides jusqu'à la frontière ukrainienne.",
          "Eine Wanderung durch Buchenwald hinauf auf den offenen Graskamm der Połonina Wetlińska zur Hütte Chatka Puchatka auf dem Grat, mit Blick über wilde, leere Hügel bis zur ukrainischen Grenze.",
        ],
      ],
      [
        "see",
        [
          "Bieszczady: wooden churches and Lake Solina",
          "Bieszczady: chiese di legno e il lago di Solina",
          "Bieszczady: iglesias de madera y el lago Solina",
          "Bieszczady : églises de bois et lac de Solina",
          "Bieszczady: Holzkirchen und der Solina-See",
        ],
        [
          "The wooden Greek Catholic churches of the vanished Boyko villages, the open-air museum of Sanok, and the shores of Lake Solina, with the chance of meeting the European bison that roam the forests.",
          "Le chiese greco-cattoliche di legno dei villaggi boiki scomparsi, il museo all'aperto di Sanok e le rive del lago di Solina, con la possibilità di incontrare i bisonti europei che vagano nei boschi.",
          "Las iglesias grecocatólicas de madera de las desaparecidas aldeas boikas, el museo al aire libre de Sanok y las orillas del lago Solina, con la posibilidad de cruzarse con los bisontes europeos que recorren los bosques.",
          "Les églises gréco-catholiques en bois des villages boïkos disparus, le musée en plein air de Sanok et les rives du lac de Solina, avec la chance de croiser les bisons d'Europe qui parcourent les forêts.",
          "Die hölzernen griechisch-katholischen Kirchen der verschwundenen Bojkendörfer, das Freilichtmuseum von Sanok und die Ufer des Solina-Sees, mit der Chance, den Wisenten der Wälder zu begegnen.",
        ],
      ],
    ],
  },
  "CZE Prague": {
    days: [
      [
        "see",
        [
          "Prague: the Old Town Square and Charles Bridge",
          "Praga: la piazza della Città Vecchia e il Ponte Carlo",
          "Praga: la plaza de la Ciudad Vieja y el puente de Carlos",
          "Prague : la place de la Vieille-Ville et le pont Charles",
          "Prag: der Altstädter Ring und die Karlsbrücke",
        ],
        [
          "The Old Town Square between the Týn church and the astronomical clock striking the hour, the lanes of Josefov and its synagogues, then across the Charles Bridge among its baroque saints to the Lesser Town.",
          "La piazza della Città Vecchia tra la chiesa di Týn e l'orologio astronomico che batte le ore, i vicoli di Josefov e le sue sinagoghe, poi il Ponte Carlo tra i santi barocchi fino a Malá Strana.",
          "La plaza de la Ciudad Vieja entre la iglesia de Týn y el reloj astronómico dando la hora, las callejas de Josefov y sus sinagogas, y después el puente de Carlos entre sus santos barrocos hasta Malá Strana.",
          "La place de la Vieille-Ville entre l'église de Týn et l'horloge astronomique qui sonne l'heure, les ruelles de Josefov et ses synagogues, puis le pont Charles parmi ses saints baroques jusqu'à Malá Strana.",
          "Der Altstädter Ring zwischen Teynkirche und der zur vollen Stunde schlagenden astronomischen Uhr, die Gassen von Josefov mit ihren Synagogen, dann über die Karlsbrücke zwischen barocken Heiligen auf die Kleinseite.",
        ],
      ],
      [
        "see",
        [
          "Prague: the castle, St. Vitus and the Lesser Town",
          "Praga: il Castello, San Vito e Malá Strana",
          "Praga: el Castillo, San Vito y Malá Strana",
          "Prague : le Château, Saint-Guy et Malá Strana",
          "Prag: die Burg, der Veitsdom und die Kleinseite",
        ],
        [
          "Up to Prague Castle: the Gothic St. Vitus Cathedral with its Mucha window, the Old Royal Palace and the tiny houses of Golden Lane, then down the Nerudova street to the baroque St. Nicholas Church.",
          "Su al Castello di Praga: la cattedrale gotica di San Vito con la vetrata di Mucha, l'antico Palazzo Reale e le casette del Vicolo d'Oro, poi giù per via Nerudova fino alla chiesa barocca di San Nicola.",
          "Subida al Castillo de Praga: la catedral gótica de San Vito con la vidriera de Mucha, el antiguo Palacio Real y las casitas del Callejón del Oro, y bajada por la calle Nerudova hasta la iglesia barroca de San Nicolás.",
          "Montée au Château de Prague : la cathédrale gothique Saint-Guy et son vitrail de Mucha, l'ancien palais royal et les maisonnettes de la Ruelle d'or, puis descente par la rue Nerudova jusqu'à l'église baroque Saint-Nicolas.",
          "Hinauf zur Prager Burg: der gotische Veitsdom mit dem Mucha-Fenster, der Alte Königspalast und die Häuschen im Goldenen Gässchen, dann die Nerudova hinunter zur barocken Nikolauskirche.",
        ],
      ],
      [
        "food",
        [
          "Prague: svíčková, trdelník and Czech lager",
          "Praga: svíčková, trdelník e birra ceca",
          "Praga: svíčková, trdelník y cerveza checa",
          "Prague : svíčková, trdelník et bière tchèque",
          "Prag: Svíčková, Trdelník und tschechisches Bier",
        ],
        [
          "The farmers' market at Náplavka on the riverbank, a lunch of svíčková, beef in cream sauce with bread dumplings, and Pilsner drawn from the tank in an old beer hall, with chlebíčky open sandwiches.",
          "Il mercato contadino di Náplavka sulla riva del fiume, un pranzo di svíčková, manzo in salsa di panna con knedlíky di pane, e Pilsner spillata dal serbatoio in una vecchia birreria, con le tartine chlebíčky.",
          "El mercado de productores de Náplavka en la orilla del río, un almuerzo de svíčková, ternera en salsa de nata con knedlíky de pan, y Pilsner tirada del tanque en una vieja cervecería, con tostas chlebíčky.",
          "Le marché fermier de Náplavka sur la berge, un déjeuner de svíčková, bœuf à la sauce crème avec knedlíky de pain, et une Pilsner tirée de la cuve dans une vieille brasserie, avec des tartines chlebíčky.",
          "Der Bauernmarkt an der Náplavka am Flussufer, Svíčková zu Mittag, Rindfleisch in Rahmsauce mit Semmelknödeln, und Pilsner frisch aus dem Tank in einer alten Bierhalle, dazu belegte Brote Chlebíčky.",
        ],
      ],
      [
        "night",
        [
          "Prague: jazz cellars and beer halls by night",
          "Praga: cantine jazz e birrerie di notte",
          "Praga: sótanos de jazz y cervecerías de noche",
          "Prague : caves de jazz et brasseries la nuit",
          "Prag: Jazzkeller und Bierhallen bei Nacht",
        ],
        [
          "The lit castle seen from the river, then the vaulted jazz cellars of the Old Town like Reduta and AghaRTA, the beer halls of the New Town, and for those who stay out, the bars of Vinohrady and Žižkov.",
          "Il castello illuminato visto dal fiume, poi le cantine jazz a volte della Città Vecchia come Reduta e AghaRTA, le birrerie della Città Nuova e, per chi resta fuori, i bar di Vinohrady e Žižkov.",
          "El castillo iluminado visto desde el río, y después los sótanos de jazz abovedados de la Ciudad Vieja como Reduta y AghaRTA, las cervecerías de la Ciudad Nueva y, para quien siga, los bares de Vinohrady y Žižkov.",
          "Le château illuminé vu du fleuve, puis les caves de jazz voûtées de la Vieille-Ville comme Reduta et AghaRTA, les brasseries de la Nouvelle-Ville et, pour qui reste dehors, les bars de Vinohrady et Žižkov.",
          "Die beleuchtete Burg vom Fluss aus, dann die gewölbten Jazzkeller der Altstadt wie Reduta und AghaRTA, die Bierhallen der Neustadt und für alle, die bleiben, die Bars in Vinohrady und Žižkov.",
        ],
      ],
    ],
  },
  "CZE Kutná Hora": {
    days: [
      [
        "see",
        [
          "Kutná Hora: St. Barbara's and the Sedlec Ossuary",
          "Kutná Hora: Santa Barbara e l'ossario di Sedlec",
          "Kutná Hora: Santa Bárbara y el osario de Sedlec",
          "Kutná Hora : Sainte-Barbe et l'ossuaire de Sedlec",
          "Kutná Hora: St. Barbara und das Beinhaus von Sedletz",
        ],
        [
          "The silver town's cathedral of St. Barbara with its tent-like roofs, the Italian Court where the coins were minted, and the Sedlec Ossuary, where the bones of forty thousand people form a chandelier and coats of arms.",
          "La cattedrale di Santa Barbara della città dell'argento con i suoi tetti a tenda, la Corte Italiana dove si batteva moneta e l'ossario di Sedlec, dove le ossa di quarantamila persone formano un lampadario e stemmi.",
          "La catedral de Santa Bárbara de la ciudad de la plata con sus tejados en forma de tienda, la Corte Italiana donde se acuñaba moneda y el osario de Sedlec, donde los huesos de cuarenta mil personas forman una lámpara y escudos.",
          "La cathédrale Sainte-Barbe de la ville de l'argent et ses toits en tentes, la Cour italienne où l'on frappait la monnaie, et l'ossuaire de Sedlec, où les os de quarante mille personnes forment un lustre et des blasons.",
          "Die Barbarakathedrale der Silberstadt mit ihren zeltartigen Dächern, der Welsche Hof, in dem Münzen geprägt wurden, und das Beinhaus von Sedletz, wo die Knochen von vierzigtausend Menschen einen Leuchter und Wappen bilden.",
        ],
      ],
      [
        "food",
        [
          "Kutná Hora: Bohemian cooking and local wine",
          "Kutná Hora: cucina boema e vino locale",
          "Kutná Hora: cocina bohemia y vino local",
          "Kutná Hora : cuisine de Bohême et vin local",
          "Kutná Hora: böhmische Küche und Wein aus der Gegend",
        ],
        [
          "A Bohemian lunch of roast pork with dumplings and sauerkraut, a tasting of wine from the vineyards under St. Barbara's and kolache pastries with poppy seed, then the medieval silver mine tunnels.",
          "Un pranzo boemo di arrosto di maiale con knedlíky e crauti, una degustazione del vino delle vigne sotto Santa Barbara e dolcetti kolache ai semi di papavero, poi i cunicoli della miniera d'argento medievale.",
          "Un almuerzo bohemio de cerdo asado con knedlíky y chucrut, una cata del vino de las viñas bajo Santa Bárbara y pastelitos kolache de semillas de amapola, y después las galerías de la mina de plata medieval.",
          "Un déjeuner de Bohême, rôti de porc, knedlíky et choucroute, une dégustation du vin des vignes sous Sainte-Barbe et des kolache au pavot, puis les galeries de la mine d'argent médiévale.",
          "Ein böhmisches Mittagessen mit Schweinebraten, Knödeln und Sauerkraut, eine Probe vom Wein der Rebhänge unter St. Barbara und Mohn-Kolatschen, dann die Stollen des mittelalterlichen Silberbergwerks.",
        ],
      ],
    ],
  },
  "CZE Brno": {
    days: [
      [
        "see",
        [
          "Brno: Špilberk, the cathedral and the Cabbage Market",
          "Brno: lo Špilberk, la cattedrale e il Mercato dei Cavoli",
          "Brno: el Špilberk, la catedral y el Mercado de la Col",
          "Brno : le Špilberk, la cathédrale et le marché aux Choux",
          "Brno: der Spielberg, der Dom und der Krautmarkt",
        ],
        [
          "The Zelný trh, the Cabbage Market, with its baroque fountain and the labyrinth of cellars beneath it, the Cathedral of Saints Peter and Paul on its hill, and the casemates of Špilberk fortress, once a Habsburg prison.",
          "Lo Zelný trh, il Mercato dei Cavoli, con la fontana barocca e il labirinto di cantine sotterranee, la cattedrale dei Santi Pietro e Paolo sulla collina e le casematte della fortezza dello Špilberk, un tempo carcere asburgico.",
          "El Zelný trh, el Mercado de la Col, con su fuente barroca y el laberinto de sótanos bajo él, la catedral de San Pedro y San Pablo en su colina y las casamatas de la fortaleza de Špilberk, antigua cárcel de los Habsburgo.",
          "Le Zelný trh, le marché aux Choux, avec sa fontaine baroque et le labyrinthe de caves sous ses pavés, la cathédrale Saints-Pierre-et-Paul sur sa colline et les casemates de la forteresse du Špilberk, ancienne prison des Habsbourg.",
          "Der Zelný trh, der Krautmarkt, mit seinem Barockbrunnen und dem Kellerlabyrinth darunter, der Dom St. Peter und Paul auf seinem Hügel und die Kasematten der Festung Spielberg, einst Kerker der Habsburger.",
        ],
      ],
      [
        "see",
        [
          "Brno: Villa Tugendhat and Mendel's abbey",
          "Brno: Villa Tugendhat e l'abbazia di Mendel",
          "Brno: la Villa Tugendhat y la abadía de Mendel",
          "Brno : la villa Tugendhat et l'abbaye de Mendel",
          "Brno: die Villa Tugendhat und Mendels Abtei",
        ],
        [
          "Villa Tugendhat, Mies van der Rohe's modernist house with its onyx wall, then the Augustinian abbey where Gregor Mendel grew the peas that founded genetics, and the bone chapel under St. James.",
          "Villa Tugendhat, la casa modernista di Mies van der Rohe con la parete di onice, poi l'abbazia agostiniana dove Gregor Mendel coltivò i piselli che fondarono la genetica, e l'ossario sotto San Giacomo.",
          "La Villa Tugendhat, la casa moderna de Mies van der Rohe con su pared de ónice, y después la abadía agustina donde Gregor Mendel cultivó los guisantes que fundaron la genética, y el osario bajo Santiago.",
          "La villa Tugendhat, maison moderniste de Mies van der Rohe et son mur d'onyx, puis l'abbaye augustinienne où Gregor Mendel cultiva les petits pois fondateurs de la génétique, et l'ossuaire sous Saint-Jacques.",
          "Die Villa Tugendhat, Mies van der Rohes modernes Haus mit der Onyxwand, dann die Augustinerabtei, in der Gregor Mendel die Erbsen der Vererbungslehre zog, und das Beinhaus unter St. Jakob.",
        ],
      ],
      [
        "food",
        [
          "Brno: Moravian wine and the Cabbage Market",
          "Brno: vini moravi e il Mercato dei Cavoli",
          "Brno: vinos de Moravia y el Mercado de la Col",
          "Brno : vins de Moravie et le marché aux Choux",
          "Brno: Mährischer Wein und der Krautmarkt",
        ],
        [
          "The stalls of the Cabbage Market, then a tasting of Moravian whites, Welschriesling and Pálava, with Moravian sparrow, roast pork with sauerkraut, and the cocktail bars for which the city is known.",
          "Le bancarelle del Mercato dei Cavoli, poi una degustazione di bianchi moravi, Welschriesling e Pálava, con il moravský vrabec, arrosto di maiale con crauti, e i cocktail bar per cui la città è nota.",
          "Los puestos del Mercado de la Col, y después una cata de blancos moravos, Welschriesling y Pálava, con moravský vrabec, cerdo asado con chucrut, y los bares de cócteles por los que la ciudad es conocida.",
          "Les étals du marché aux Choux, puis une dégustation de blancs moraves, welschriesling et pálava, avec le moinelet morave, rôti de porc à la choucroute, et les bars à cocktails qui ont fait la réputation de la ville.",
          "Die Stände am Krautmarkt, dann eine Probe mährischer Weißweine, Welschriesling und Pálava, mit Mährischem Spatz, Schweinebraten mit Kraut, und die Cocktailbars, für die die Stadt bekannt ist.",
        ],
      ],
    ],
  },
  "CZE Telč": {
    days: [
      [
        "see",
        [
          "Telč: the square of Renaissance gables",
          "Telč: la piazza dei frontoni rinascimentali",
          "Telč: la plaza de los frontones renacentistas",
          "Telč : la place aux pignons Renaissance",
          "Telč: der Platz der Renaissancegiebel",
        ],
        [
          "The long market square of arcaded houses with painted and sgraffito gables in pastel tones, the Renaissance chateau with its golden coffered ceilings, and the fishponds that ring the little town.",
          "La lunga piazza del mercato con le case porticate dai frontoni dipinti e graffiti in tinte pastello, il castello rinascimentale con i soffitti a cassettoni dorati e gli stagni che circondano la cittadina.",
          "La larga plaza del mercado de casas con soportales y frontones pintados y esgrafiados en tonos pastel, el palacio renacentista con sus artesonados dorados y los estanques que rodean el pueblo.",
          "La longue place du marché aux maisons à arcades et aux pignons peints ou en sgraffite aux tons pastel, le château Renaissance et ses plafonds à caissons dorés, et les étangs qui entourent la petite ville.",
          "Der lange Marktplatz mit Laubenhäusern, deren Giebel in Pastelltönen bemalt oder mit Sgraffito verziert sind, das Renaissanceschloss mit seinen goldenen Kassettendecken und die Fischteiche rings um das Städtchen.",
        ],
      ],
      [
        "food",
        [
          "Telč: carp from the ponds and Vysočina cooking",
          "Telč: carpa degli stagni e cucina della Vysočina",
          "Telč: carpa de los estanques y cocina de Vysočina",
          "Telč : carpe des étangs et cuisine de Vysočina",
          "Telč: Karpfen aus den Teichen und Küche der Vysočina",
        ],
        [
          "Carp and trout from the ponds of the Vysočina highlands, potato pancakes, bramboráky, with garlic, and a slice of the region's poppy-seed and plum cakes in a café on the square.",
          "Carpa e trota degli stagni degli altopiani della Vysočina, frittelle di patate bramboráky all'aglio e una fetta dei dolci della regione ai semi di papavero e prugne in un caffè sulla piazza.",
          "Carpa y trucha de los estanques de las tierras altas de Vysočina, tortitas de patata bramboráky con ajo y un trozo de los pasteles de la región de amapola y ciruela en un café de la plaza.",
          "Carpe et truite des étangs des hautes terres de Vysočina, galettes de pommes de terre bramboráky à l'ail et une part des gâteaux au pavot et aux prunes de la région dans un café de la place.",
          "Karpfen und Forelle aus den Teichen des Hochlands Vysočina, Kartoffelpuffer Bramboráky mit Knoblauch und ein Stück Mohn- und Pflaumenkuchen der Gegend in einem Café am Platz.",
        ],
      ],
    ],
  },
  "CZE Český Krumlov": {
    days: [
      [
        "see",
        [
          "Český Krumlov: the castle and the Vltava bend",
          "Český Krumlov: il castello e l'ansa della Moldava",
          "Český Krumlov: el castillo y el meandro del Moldava",
          "Český Krumlov : le château et la boucle de la Vltava",
          "Český Krumlov: das Schloss und die Moldauschleife",
        ],
        [
          "The painted tower and courtyards of the castle, the cloak bridge over the moat where the castle bears live, then down to the old town wrapped in a loop of the Vltava and St. Vitus church.",
          "La torre dipinta e i cortili del castello, il ponte del Mantello sul fossato dove vivono gli orsi del castello, poi giù nella città vecchia avvolta da un'ansa della Moldava e la chiesa di San Vito.",
          "La torre pintada y los patios del castillo, el puente de la Capa sobre el foso donde viven los osos del castillo, y después el casco antiguo envuelto por un meandro del Moldava y la iglesia de San Vito.",
          "La tour peinte et les cours du château, le pont-manteau au-dessus des douves où vivent les ours du château, puis la vieille ville enveloppée dans une boucle de la Vltava et l'église Saint-Guy.",
          "Der bemalte Turm und die Höfe des Schlosses, die Mantelbrücke über dem Graben, in dem die Schlossbären leben, dann hinunter in die von einer Moldauschleife umschlossene Altstadt und zur Veitskirche.",
        ],
      ],
      [
        "food",
        [
          "Český Krumlov: Eggenberg beer and South Bohemian trout",
          "Český Krumlov: birra Eggenberg e trota della Boemia meridionale",
          "Český Krumlov: cerveza Eggenberg y trucha del sur de Bohemia",
          "Český Krumlov : bière Eggenberg et truite de Bohême du Sud",
          "Český Krumlov: Eggenberg-Bier und südböhmische Forelle",
        ],
        [
          "A visit to the Eggenberg brewery below the castle, a lunch of trout from South Bohemian ponds or roast duck with red cabbage, and honey cake in a riverside café by the Vltava.",
          "Una visita al birrificio Eggenberg sotto il castello, un pranzo di trota degli stagni della Boemia meridionale o anatra arrosto con cavolo rosso e torta al miele in un caffè sulla Moldava.",
          "Una visita a la cervecería Eggenberg bajo el castillo, un almuerzo de trucha de los estanques del sur de Bohemia o pato asado con lombarda, y pastel de miel en un café junto al Moldava.",
          "Une visite de la brasserie Eggenberg sous le château, un déjeuner de truite des étangs de Bohême du Sud ou de canard rôti au chou rouge, et un gâteau au miel dans un café au bord de la Vltava.",
          "Ein Besuch der Brauerei Eggenberg unter dem Schloss, mittags Forelle aus südböhmischen Teichen oder Entenbraten mit Rotkohl und Honigkuchen in einem Café an der Moldau.",
        ],
      ],
    ],
  },
  "CZE Karlovy Vary": {
    days: [
      [
        "see",
        [
          "Karlovy Vary: the colonnades and hot springs",
          "Karlovy Vary: i colonnati e le sorgenti calde",
          "Karlovy Vary: las columnatas y los manantiales",
          "Karlovy Vary : les colonnades et les sources chaudes",
          "Karlsbad: die Kolonnaden und heißen Quellen",
        ],
        [
          "A walk along the Teplá river past pastel spa houses and the Mill Colonnade, tasting the warm springs from a porcelain spa cup, the Vřídlo geyser shooting up under glass, and the funicular to the Diana lookout tower.",
          "Una passeggiata lungo il fiume Teplá tra le case termali color pastello e il Colonnato del Mulino, assaggiando le sorgenti calde dalla tazza di porcellana, il geyser Vřídlo sotto la cupola di vetro e la funicolare alla torre Diana.",
          "Un paseo por el río Teplá entre balnearios de color pastel y la Columnata del Molino, probando los manantiales calientes en la taza de porcelana, el géiser Vřídlo bajo cristal y el funicular a la torre mirador Diana.",
          "Une promenade le long de la Teplá entre maisons thermales pastel et colonnade du Moulin, en goûtant les sources chaudes dans la tasse de porcelaine, le geyser Vřídlo sous sa verrière et le funiculaire jusqu'à la tour Diana.",
          "Ein Spaziergang an der Teplá entlang vorbei an pastellfarbenen Kurhäusern und der Mühlbrunnkolonnade, Quellwasser aus dem Porzellanbecher, der Sprudel Vřídlo unter Glas und die Standseilbahn zum Aussichtsturm Diana.",
        ],
      ],
      [
        "food",
        [
          "Karlovy Vary: spa wafers and Becherovka",
          "Karlovy Vary: cialde termali e Becherovka",
          "Karlovy Vary: obleas del balneario y Becherovka",
          "Karlovy Vary : gaufrettes thermales et Becherovka",
          "Karlsbad: Oblaten und Becherovka",
        ],
        [
          "Thin round spa wafers baked warm with hazelnut or chocolate, a visit to the Jan Becher museum for the herbal liqueur Becherovka, and the Moser glassworks, where crystal is blown and cut by hand.",
          "Le sottili cialde termali rotonde sfornate calde alla nocciola o al cioccolato, la visita al museo Jan Becher per il liquore alle erbe Becherovka e la vetreria Moser, dove il cristallo è soffiato e tagliato a mano.",
          "Las finas obleas redondas del balneario, recién horneadas con avellana o chocolate, la visita al museo Jan Becher del licor de hierbas Becherovka y la fábrica de vidrio Moser, donde el cristal se sopla y talla a mano.",
          "Les fines gaufrettes rondes de la station, tièdes, à la noisette ou au chocolat, la visite du musée Jan Becher pour la liqueur aux herbes Becherovka, et la verrerie Moser, où le cristal est soufflé et taillé à la main.",
          "Dünne runde Karlsbader Oblaten, warm mit Haselnuss oder Schokolade, ein Besuch im Jan-Becher-Museum des Kräuterlikörs Becherovka und die Glashütte Moser, wo Kristall von Hand geblasen und geschliffen wird.",
        ],
      ],
    ],
  },
  "CZE Bohemian Switzerland": {
    days: [
      [
        "see",
        [
          "Bohemian Switzerland: the Pravčická Gate",
          "Svizzera boema: la Porta di Pravčice",
          "Suiza bohemia: la Puerta de Pravčice",
          "Suisse bohémienne : la porte de Pravčice",
          "Böhmische Schweiz: das Prebischtor",
        ],
        [
          "A forest path from Hřensko up to the Pravčická Gate, the largest natural sandstone arch in Europe, and the Falcon's Nest chateau built beneath it, looking over a sea of rock towers and pine forest.",
          "Un sentiero nel bosco da Hřensko fino alla Porta di Pravčice, il più grande arco naturale di arenaria d'Europa, e il castelletto del Nido del Falco costruito sotto, su un mare di torri di roccia e pinete.",
          "Un sendero por el bosque desde Hřensko hasta la Puerta de Pravčice, el mayor arco natural de arenisca de Europa, y el palacete del Nido del Halcón construido a sus pies, sobre un mar de torres de roca y pinares.",
          "Un sentier forestier de Hřensko jusqu'à la porte de Pravčice, la plus grande arche naturelle de grès d'Europe, et le petit château du Nid de faucon bâti à ses pieds, face à une mer de tours rocheuses et de pinèdes.",
          "Ein Waldweg von Hřensko hinauf zum Prebischtor, dem größten natürlichen Sandsteinbogen Europas, und zum darunter gebauten Falkennest, mit Blick über ein Meer aus Felstürmen und Kiefernwald.",
        ],
      ],
      [
        "see",
        [
          "Bohemian Switzerland: the Elbe gorge and Jetřichovice rocks",
          "Svizzera boema: la gola dell'Elba e le rocce di Jetřichovice",
          "Suiza bohemia: el cañón del Elba y las rocas de Jetřichovice",
          "Suisse bohémienne : les gorges de l'Elbe et les rochers de Jetřichovice",
          "Böhmische Schweiz: das Elbtal und die Dittersbacher Felsen",
        ],
        [
          "Along the sandstone canyon of the Elbe at Hřensko, then the trail between the rock lookouts of Jetřichovice, Mariina vyhlídka and Vilemínina stěna, with wooden ladders to summits over the forest.",
          "Lungo il canyon di arenaria dell'Elba a Hřensko, poi il sentiero tra i belvedere in roccia di Jetřichovice, Mariina vyhlídka e Vilemínina stěna, con scalette di legno verso cime sopra il bosco.",
          "A lo largo del cañón de arenisca del Elba en Hřensko, y después el sendero entre los miradores de roca de Jetřichovice, Mariina vyhlídka y Vilemínina stěna, con escaleras de madera hasta cumbres sobre el bosque.",
          "Le long du canyon de grès de l'Elbe à Hřensko, puis le sentier entre les belvédères rocheux de Jetřichovice, Mariina vyhlídka et Vilemínina stěna, avec des échelles de bois vers des sommets au-dessus de la forêt.",
          "Durch den Sandsteincanyon der Elbe bei Hřensko, dann der Weg zwischen den Felsaussichten von Jetřichovice, Marienfelsen und Wilhelminenwand, mit Holzleitern auf Gipfel über dem Wald.",
        ],
      ],
    ],
  },
  "HUN Budapest": {
    days: [
      [
        "see",
        [
          "Budapest: Castle Hill and the Fisherman's Bastion",
          "Budapest: la collina del Castello e il Bastione dei Pescatori",
          "Budapest: la colina del Castillo y el Bastión de los Pescadores",
          "Budapest : la colline du Château et le Bastion des pêcheurs",
          "Budapest: der Burgberg und die Fischerbastei",
        ],
        [
          "Across the Chain Bridge and up to Buda Castle Hill: the Matthias Church with its tiled roof, the white turrets of the Fisherman's Bastion over the Danube and Parliament, and the Royal Palace and its courtyards.",
          "Sul Ponte delle Catene e su alla collina del Castello di Buda: la chiesa di Mattia con il tetto di maioliche, le torrette bianche del Bastione dei Pescatori sul Danubio e sul Parlamento e il Palazzo Reale con i suoi cortili.",
          "Por el puente de las Cadenas y subida a la colina del Castillo de Buda: la iglesia de Matías con su tejado de cerámica, las torrecillas blancas del Bastión de los Pescadores sobre el Danubio y el Parlamento, y el Palacio Real y sus patios.",
          "Par le pont des Chaînes jusqu'à la colline du Château de Buda : l'église Matthias et son toit de tuiles vernissées, les tourelles blanches du Bastion des pêcheurs face au Danube et au Parlement, et le palais royal et ses cours.",
          "Über die Kettenbrücke hinauf auf den Budaer Burgberg: die Matthiaskirche mit ihrem Keramikdach, die weißen Türmchen der Fischerbastei über Donau und Parlament und der Königspalast mit seinen Höfen.",
        ],
      ],
      [
        "see",
        [
          "Budapest: Parliament, the Basilica and the thermal baths",
          "Budapest: il Parlamento, la Basilica e le terme",
          "Budapest: el Parlamento, la Basílica y los baños termales",
          "Budapest : le Parlement, la basilique et les bains thermaux",
          "Budapest: Parlament, Basilika und Thermalbäder",
        ],
        [
          "A guided visit of the Parliament and the Holy Crown, the Shoes on the Danube Bank memorial, St. Stephen's Basilica and the Andrássy Avenue to Heroes' Square, ending in the hot pools of the Széchenyi baths.",
          "Visita guidata al Parlamento e alla Sacra Corona, il memoriale delle Scarpe sulla riva del Danubio, la basilica di Santo Stefano e il viale Andrássy fino alla piazza degli Eroi, per finire nelle vasche calde delle terme Széchenyi.",
          "Visita guiada al Parlamento y la Santa Corona, el memorial de los Zapatos en la orilla del Danubio, la basílica de San Esteban y la avenida Andrássy hasta la plaza de los Héroes, para acabar en las piscinas calientes del balneario Széchenyi.",
          "Visite guidée du Parlement et de la Sainte Couronne, le mémorial des Chaussures au bord du Danube, la basilique Saint-Étienne et l'avenue Andrássy jusqu'à la place des Héros, pour finir dans les bassins chauds des bains Széchenyi.",
          "Führung durch das Parlament mit der Heiligen Krone, das Mahnmal der Schuhe am Donauufer, die Stephansbasilika und die Andrássy út bis zum Heldenplatz, zum Abschluss in den heißen Becken des Széchenyi-Bads.",
        ],
      ],
      [
        "food",
        [
          "Budapest: the Great Market Hall and goulash",
          "Budapest: il Mercato Centrale e il gulasch",
          "Budapest: el Gran Mercado y el gulash",
          "Budapest : la Grande Halle et le goulash",
          "Budapest: die Große Markthalle und Gulasch",
        ],
        [
          "The Great Market Hall for paprika, salami and lángos, fried dough with sour cream and cheese, goulash soup and chicken paprikash at lunch, and a shot of pálinka fruit brandy or a glass of Tokaji.",
          "Il Mercato Centrale per paprika, salame e lángos, pasta fritta con panna acida e formaggio, zuppa gulasch e pollo alla paprika a pranzo e un bicchierino di pálinka, l'acquavite di frutta, o un calice di Tokaji.",
          "El Gran Mercado para pimentón, salami y lángos, masa frita con nata agria y queso, sopa gulash y pollo al pimentón en el almuerzo, y un chupito de pálinka, aguardiente de fruta, o una copa de Tokaji.",
          "La Grande Halle pour le paprika, le salami et le lángos, pâte frite à la crème aigre et au fromage, soupe goulash et poulet au paprika au déjeuner, et un verre de pálinka, eau-de-vie de fruits, ou de tokaji.",
          "Die Große Markthalle mit Paprika, Salami und Lángos, frittiertem Teig mit Schmand und Käse, zu Mittag Gulaschsuppe und Paprikahuhn, dazu ein Pálinka, der Obstbrand, oder ein Glas Tokajer.",
        ],
      ],
      [
        "night",
        [
          "Budapest: the ruin bars of the Jewish Quarter",
          "Budapest: i ruin bar del quartiere ebraico",
          "Budapest: los ruin bars del barrio judío",
          "Budapest : les ruin bars du quartier juif",
          "Budapest: die Ruinenbars im jüdischen Viertel",
        ],
        [
          "A boat along the Danube under the lit Parliament and bridges, then the ruin bars of the old Jewish Quarter, Szimpla Kert first, courtyards of crumbling houses filled with odd furniture, music and fröccs wine spritzers.",
          "Un battello sul Danubio sotto il Parlamento e i ponti illuminati, poi i ruin bar del vecchio quartiere ebraico, Szimpla Kert per primo, cortili di case cadenti pieni di mobili strani, musica e fröccs, il vino con la soda.",
          "Un barco por el Danubio bajo el Parlamento y los puentes iluminados, y después los ruin bars del viejo barrio judío, Szimpla Kert el primero, patios de casas desvencijadas llenos de muebles raros, música y fröccs, vino con soda.",
          "Un bateau sur le Danube sous le Parlement et les ponts illuminés, puis les ruin bars du vieux quartier juif, Szimpla Kert en tête, cours d'immeubles décrépits remplies de meubles insolites, de musique et de fröccs, le vin à l'eau gazeuse.",
          "Eine Schifffahrt auf der Donau unter dem beleuchteten Parlament und den Brücken, dann die Ruinenbars im alten jüdischen Viertel, allen voran Szimpla Kert, Höfe verfallener Häuser voller schräger Möbel, Musik und Fröccs-Weinschorle.",
        ],
      ],
    ],
  },
  "HUN Szentendre": {
    days: [
      [
        "see",
        [
          "Szentendre: the Serbian churches and artists' lanes",
          "Szentendre: le chiese serbe e i vicoli degli artisti",
          "Szentendre: las iglesias serbias y las calles de artistas",
          "Szentendre : les églises serbes et les ruelles d'artistes",
          "Szentendre: serbische Kirchen und Künstlergassen",
        ],
        [
          "The baroque Main Square and its plague cross, the Orthodox churches built by Serbian merchants, the Margit Kovács ceramics museum, and the lanes of galleries climbing to the church hill over the Danube.",
          "La barocca piazza principale con la croce della peste, le chiese ortodosse costruite dai mercanti serbi, il museo delle ceramiche di Margit Kovács e i vicoli di gallerie che salgono al colle della chiesa sul Danubio.",
          "La plaza Mayor barroca y su cruz de la peste, las iglesias ortodoxas construidas por mercaderes serbios, el museo de cerámica de Margit Kovács y las callejas de galerías que suben a la colina de la iglesia sobre el Danubio.",
          "La place principale baroque et sa croix de la peste, les églises orthodoxes bâties par les marchands serbes, le musée de céramique de Margit Kovács et les ruelles de galeries qui montent vers la colline de l'église au-dessus du Danube.",
          "Der barocke Hauptplatz mit Pestkreuz, die von serbischen Kaufleuten gebauten orthodoxen Kirchen, das Keramikmuseum von Margit Kovács und die Galeriegassen hinauf zum Kirchhügel über der Donau.",
        ],
      ],
      [
        "food",
        [
          "Szentendre: marzipan, lángos and the Skanzen",
          "Szentendre: marzapane, lángos e lo Skanzen",
          "Szentendre: mazapán, lángos y el Skanzen",
          "Szentendre : massepain, lángos et le Skanzen",
          "Szentendre: Marzipan, Lángos und das Skanzen",
        ],
        [
          "The Skanzen open-air museum of Hungarian village houses, with bread from its old ovens, the marzipan museum and its sugar sculptures, and lángos and a glass of Hungarian wine on the riverbank.",
          "Lo Skanzen, museo all'aperto delle case contadine ungheresi, con il pane dei vecchi forni, il museo del marzapane e le sue sculture di zucchero e lángos con un bicchiere di vino ungherese sulla riva del fiume.",
          "El Skanzen, museo al aire libre de casas rurales húngaras, con el pan de sus viejos hornos, el museo del mazapán y sus esculturas de azúcar, y lángos con una copa de vino húngaro a orillas del río.",
          "Le Skanzen, musée en plein air des maisons de village hongroises, avec le pain de ses vieux fours, le musée du massepain et ses sculptures en sucre, et un lángos avec un verre de vin hongrois au bord du fleuve.",
          "Das Freilichtmuseum Skanzen mit ungarischen Dorfhäusern und Brot aus alten Öfen, das Marzipanmuseum mit seinen Zuckerfiguren und Lángos mit einem Glas ungarischem Wein am Ufer.",
        ],
      ],
    ],
  },
  "HUN Eger": {
    days: [
      [
        "see",
        [
          "Eger: the castle and the minaret",
          "Eger: il castello e il minareto",
          "Eger: el castillo y el minarete",
          "Eger : le château et le minaret",
          "Eger: die Burg und das Minarett",
        ],
        [
          "Eger Castle, where the town held off the Ottoman army in 1552, the slender Ottoman minaret, the northernmost in Europe, the baroque Lyceum with its camera obscura, and the great basilica.",
          "Il castello di Eger, dove la città respinse l'esercito ottomano nel 1552, il sottile minareto ottomano, il più settentrionale d'Europa, il Liceo barocco con la sua camera oscura e la grande basilica.",
          "El castillo de Eger, donde la ciudad resistió al ejército otomano en 1552, el esbelto minarete otomano, el más septentrional de Europa, el Liceo barroco con su cámara oscura y la gran basílica.",
          "Le château d'Eger, où la ville tint tête à l'armée ottomane en 1552, le fin minaret ottoman, le plus septentrional d'Europe, le lycée baroque et sa chambre noire, et la grande basilique.",
          "Die Burg von Eger, in der die Stadt 1552 dem osmanischen Heer standhielt, das schlanke osmanische Minarett, das nördlichste Europas, das barocke Lyzeum mit seiner Camera obscura und die große Basilika.",
        ],
      ],
      [
        "food",
        [
          "Eger: Bull's Blood in the Valley of the Beautiful Women",
          "Eger: Sangue di Toro nella Valle delle Belle Donne",
          "Eger: Sangre de Toro en el Valle de las Mujeres Hermosas",
          "Eger : Sang de taureau dans la vallée des Belles-Femmes",
          "Eger: Stierblut im Tal der schönen Frauen",
        ],
        [
          "The Szépasszony-völgy, a horseshoe of wine cellars cut into the tuff, for a tasting of Egri Bikavér, the Bull's Blood red, and Egri Csillag whites, with a dinner of stew and cheese between the cellars.",
          "La Szépasszony-völgy, un ferro di cavallo di cantine scavate nel tufo, per una degustazione di Egri Bikavér, il rosso Sangue di Toro, e bianchi Egri Csillag, con una cena di stufato e formaggi tra le cantine.",
          "El Szépasszony-völgy, una herradura de bodegas excavadas en la toba, para una cata de Egri Bikavér, el tinto Sangre de Toro, y blancos Egri Csillag, con una cena de guiso y quesos entre las bodegas.",
          "Le Szépasszony-völgy, un fer à cheval de caves creusées dans le tuf, pour une dégustation d'Egri Bikavér, le rouge Sang de taureau, et de blancs Egri Csillag, avec un dîner de ragoût et de fromages entre les caves.",
          "Das Szépasszony-völgy, ein Hufeisen aus in den Tuff gegrabenen Weinkellern, für eine Probe von Egri Bikavér, dem Stierblut, und weißem Egri Csillag, mit einem Abendessen aus Eintopf und Käse zwischen den Kellern.",
        ],
      ],
    ],
  },
  "HUN Tokaj": {
    days: [
      [
        "see",
        [
          "Tokaj: the cellars of the wine of kings",
          "Tokaj: le cantine del vino dei re",
          "Tokaj: las bodegas del vino de los reyes",
          "Tokaj : les caves du vin des rois",
          "Tokaj: die Keller des Königsweins",
        ],
        [
          "The little town of Tokaj at the foot of its vine-clad hill, the dark, fungus-covered tunnels of old cellars where the wine ages, and a tasting of Tokaji aszú, the sweet wine of grapes withered by noble rot, and dry Furmint.",
          "La cittadina di Tokaj ai piedi della sua collina di vigne, i cunicoli coperti di muffa delle antiche cantine dove il vino invecchia e una degustazione di Tokaji aszú, il vino dolce da uve appassite dalla muffa nobile, e Furmint secco.",
          "El pueblo de Tokaj al pie de su colina de viñas, las galerías cubiertas de moho de las viejas bodegas donde envejece el vino y una cata de Tokaji aszú, el vino dulce de uvas pasificadas por la podredumbre noble, y Furmint seco.",
          "La petite ville de Tokaj au pied de sa colline de vignes, les galeries moisies des vieilles caves où vieillit le vin, et une dégustation de tokaji aszú, le vin liquoreux de raisins flétris par la pourriture noble, et de furmint sec.",
          "Das Städtchen Tokaj am Fuß seines Rebhügels, die schimmelbedeckten Gänge alter Keller, in denen der Wein reift, und eine Probe von Tokaji Aszú, dem Süßwein aus edelfaulen Trauben, und trockenem Furmint.",
        ],
      ],
      [
        "see",
        [
          "Tokaj: Sárospatak and the vineyard villages",
          "Tokaj: Sárospatak e i villaggi dei vigneti",
          "Tokaj: Sárospatak y los pueblos de viñedos",
          "Tokaj : Sárospatak et les villages viticoles",
          "Tokaj: Sárospatak und die Weindörfer",
        ],
        [
          "Through the vineyard villages of Tarcal, Mád and Tolcsva, then Sárospatak: the Rákóczi castle of the princes of Transylvania and the old Reformed College with its great library.",
          "Tra i villaggi dei vigneti di Tarcal, Mád e Tolcsva, poi Sárospatak: il castello Rákóczi dei principi di Transilvania e l'antico Collegio Riformato con la sua grande biblioteca.",
          "Por los pueblos vinícolas de Tarcal, Mád y Tolcsva, y después Sárospatak: el castillo Rákóczi de los príncipes de Transilvania y el antiguo Colegio Reformado con su gran biblioteca.",
          "Par les villages viticoles de Tarcal, Mád et Tolcsva, puis Sárospatak : le château Rákóczi des princes de Transylvanie et l'ancien Collège réformé et sa grande bibliothèque.",
          "Durch die Weindörfer Tarcal, Mád und Tolcsva, dann Sárospatak: die Rákóczi-Burg der Fürsten von Siebenbürgen und das alte Reformierte Kollegium mit seiner großen Bibliothek.",
        ],
      ],
    ],
  },
  "HUN Hortobágy": {
    months: [4, 10],
    days: [
      [
        "see",
        [
          "Hortobágy: the puszta and its herdsmen",
          "Hortobágy: la puszta e i suoi mandriani",
          "Hortobágy: la puszta y sus pastores",
          "Hortobágy : la puszta et ses gardiens de troupeaux",
          "Hortobágy: die Puszta und ihre Hirten",
        ],
        [
          "The great grass plain of the puszta, the Nine-Arch Bridge and the old csárda inn, and a cart ride to the herds of long-horned steppe cattle, curly-horned racka sheep and the csikós horsemen standing on their galloping horses.",
          "La grande pianura erbosa della puszta, il Ponte dai Nove Archi e la vecchia csárda, e un giro in carro fino alle mandrie di bovini grigi, alle pecore racka dalle corna a spirale e ai csikós in piedi sui cavalli al galoppo.",
          "La gran llanura de hierba de la puszta, el puente de los Nueve Arcos y la vieja csárda, y un paseo en carro hasta los rebaños de vacas grises, las ovejas racka de cuernos en espiral y los csikós de pie sobre sus caballos al galope.",
          "La grande plaine herbeuse de la puszta, le pont aux Neuf Arches et la vieille csárda, et une promenade en charrette vers les troupeaux de bœufs gris, les moutons racka aux cornes en spirale et les csikós debout sur leurs chevaux au galop.",
          "Die weite Grasebene der Puszta, die Neunbogenbrücke und die alte Csárda und eine Kutschfahrt zu den Herden der Grauen Steppenrinder, den Zackelschafen mit gedrehten Hörnern und den Csikós, die stehend auf galoppierenden Pferden reiten.",
        ],
      ],
      [
        "see",
        [
          "Hortobágy: the fishponds and the birds of the plain",
          "Hortobágy: gli stagni e gli uccelli della pianura",
          "Hortobágy: los estanques y las aves de la llanura",
          "Hortobágy : les étangs et les oiseaux de la plaine",
          "Hortobágy: die Fischteiche und die Vögel der Ebene",
        ],
        [
          "A walk on the boardwalks and towers of the Hortobágy fishponds among reed beds full of herons, egrets and pygmy cormorants, and the bird hospital and shepherds' museum in the village.",
          "Una camminata su passerelle e torrette degli stagni di Hortobágy tra i canneti pieni di aironi, garzette e marangoni minori, e l'ospedale degli uccelli e il museo dei pastori nel villaggio.",
          "Un paseo por las pasarelas y torres de los estanques de Hortobágy entre carrizales llenos de garzas, garcetas y cormoranes pigmeos, y el hospital de aves y el museo de los pastores en el pueblo.",
          "Une marche sur les passerelles et tours des étangs de Hortobágy parmi les roselières pleines de hérons, d'aigrettes et de cormorans pygmées, puis l'hôpital des oiseaux et le musée des bergers au village.",
          "Ein Gang über Stege und Beobachtungstürme an den Fischteichen von Hortobágy durch Schilf voller Reiher, Silberreiher und Zwergscharben, dann die Vogelklinik und das Hirtenmuseum im Dorf.",
        ],
      ],
    ],
  },
  "HUN Lake Balaton": {
    days: [
      [
        "see",
        [
          "Lake Balaton: the Tihany peninsula",
          "Lago Balaton: la penisola di Tihany",
          "Lago Balaton: la península de Tihany",
          "Lac Balaton : la presqu'île de Tihany",
          "Plattensee: die Halbinsel Tihany",
        ],
        [
          "The Benedictine abbey of Tihany on its hill over the water, the thatched houses of the old village, the inner lake and lavender slopes of the peninsula, and the view from the abbey terrace over the water to the south shore.",
          "L'abbazia benedettina di Tihany sulla collina sopra l'acqua, le case dal tetto di paglia del vecchio villaggio, il lago interno e i pendii di lavanda della penisola e la vista dalla terrazza dell'abbazia sull'acqua fino alla sponda sud.",
          "La abadía benedictina de Tihany en su colina sobre el agua, las casas de tejado de paja del viejo pueblo, el lago interior y las laderas de lavanda de la península, y la vista desde la terraza de la abadía sobre el agua hasta la orilla sur.",
          "L'abbaye bénédictine de Tihany sur sa colline au-dessus de l'eau, les maisons au toit de chaume du vieux village, le lac intérieur et les pentes de lavande de la presqu'île, et la vue depuis la terrasse de l'abbaye sur l'eau jusqu'à la rive sud.",
          "Die Benediktinerabtei Tihany auf ihrem Hügel über dem Wasser, die reetgedeckten Häuser des alten Dorfs, der Innere See und die Lavendelhänge der Halbinsel und der Blick von der Abteiterrasse über das Wasser zum Südufer.",
        ],
      ],
      [
        "see",
        [
          "Lake Balaton: Badacsony, Keszthely and Hévíz",
          "Lago Balaton: Badacsony, Keszthely e Hévíz",
          "Lago Balaton: Badacsony, Keszthely y Hévíz",
          "Lac Balaton : Badacsony, Keszthely et Hévíz",
          "Plattensee: Badacsony, Keszthely und Hévíz",
        ],
        [
          "The volcanic hill of Badacsony and its vineyards for a glass of Olaszrizling, the Festetics Palace and its library in Keszthely, and a swim in the warm thermal lake of Hévíz, among water lilies.",
          "La collina vulcanica di Badacsony e i suoi vigneti per un bicchiere di Olaszrizling, il Palazzo Festetics e la sua biblioteca a Keszthely e un bagno nel caldo lago termale di Hévíz, tra le ninfee.",
          "La colina volcánica de Badacsony y sus viñedos para una copa de Olaszrizling, el palacio Festetics y su biblioteca en Keszthely y un baño en el cálido lago termal de Hévíz, entre nenúfares.",
          "La colline volcanique de Badacsony et ses vignes pour un verre d'olaszrizling, le palais Festetics et sa bibliothèque à Keszthely, et une baignade dans le lac thermal tiède de Hévíz, parmi les nénuphars.",
          "Der Vulkanberg Badacsony und seine Weinberge für ein Glas Olaszrizling, das Schloss Festetics mit seiner Bibliothek in Keszthely und ein Bad im warmen Thermalsee von Hévíz zwischen Seerosen.",
        ],
      ],
    ],
  },
  "HUN Pécs": {
    days: [
      [
        "see",
        [
          "Pécs: the mosque church and the early Christian tombs",
          "Pécs: la moschea-chiesa e le tombe paleocristiane",
          "Pécs: la mezquita-iglesia y las tumbas paleocristianas",
          "Pécs : la mosquée-église et les tombes paléochrétiennes",
          "Pécs: die Moscheekirche und die frühchristlichen Gräber",
        ],
        [
          "Széchenyi Square and the green-domed Mosque of Pasha Qasim, now a church, the painted burial chambers of the early Christian necropolis of Sopianae, the four-towered cathedral, and the Zsolnay Quarter of ceramics.",
          "Piazza Széchenyi e la moschea di Pascià Qasim dalla cupola verde, oggi chiesa, le camere sepolcrali dipinte della necropoli paleocristiana di Sopianae, la cattedrale a quattro torri e il quartiere delle ceramiche Zsolnay.",
          "La plaza Széchenyi y la mezquita de Pachá Qasim de cúpula verde, hoy iglesia, las cámaras funerarias pintadas de la necrópolis paleocristiana de Sopianae, la catedral de cuatro torres y el barrio de la cerámica Zsolnay.",
          "La place Széchenyi et la mosquée du pacha Qasim à coupole verte, aujourd'hui église, les chambres funéraires peintes de la nécropole paléochrétienne de Sopianae, la cathédrale aux quatre tours et le quartier des céramiques Zsolnay.",
          "Der Széchenyi-Platz und die grün gekuppelte Moschee des Pascha Qasim, heute Kirche, die bemalten Grabkammern der frühchristlichen Nekropole von Sopianae, der viertürmige Dom und das Zsolnay-Viertel der Keramik.",
        ],
      ],
      [
        "food",
        [
          "Pécs: Villány reds and fish soup",
          "Pécs: rossi di Villány e zuppa di pesce",
          "Pécs: tintos de Villány y sopa de pescado",
          "Pécs : rouges de Villány et soupe de poisson",
          "Pécs: Rotweine aus Villány und Fischsuppe",
        ],
        [
          "The reds of the nearby Villány hills, Cabernet Franc and Kékfrankos, tasted in a cellar row, then halászlé, the paprika fish soup of the south, and a slice of Zserbó cake layered with walnuts and apricot jam.",
          "I rossi delle vicine colline di Villány, Cabernet Franc e Kékfrankos, degustati in una fila di cantine, poi l'halászlé, la zuppa di pesce alla paprika del sud, e una fetta di torta Zserbó a strati di noci e albicocche.",
          "Los tintos de las cercanas colinas de Villány, cabernet franc y kékfrankos, catados en una hilera de bodegas, y después halászlé, la sopa de pescado con pimentón del sur, y un trozo de pastel Zserbó con capas de nuez y albaricoque.",
          "Les rouges des collines voisines de Villány, cabernet franc et kékfrankos, dégustés dans une rangée de caves, puis l'halászlé, la soupe de poisson au paprika du sud, et une part de gâteau Zserbó aux noix et à l'abricot.",
          "Die Rotweine der nahen Villányer Hügel, Cabernet Franc und Kékfrankos, in einer Kellerzeile verkostet, dann Halászlé, die Paprika-Fischsuppe des Südens, und ein Stück Zserbó-Kuchen mit Walnüssen und Aprikosenmarmelade.",
        ],
      ],
    ],
  },
  "HRV Zagreb": {
    days: [
      [
        "see",
        [
          "Zagreb: the Upper Town and St. Mark's",
          "Zagabria: la Città Alta e San Marco",
          "Zagreb: la Ciudad Alta y San Marcos",
          "Zagreb : la Ville haute et Saint-Marc",
          "Zagreb: die Oberstadt und die Markuskirche",
        ],
        [
          "The funicular up to the Upper Town, St. Mark's Church and its tiled roof of coats of arms, the Stone Gate shrine, the Lotrščak Tower and its noon cannon, and the Museum of Broken Relationships.",
          "La funicolare fino alla Città Alta, la chiesa di San Marco con il tetto di maioliche a stemmi, il santuario della Porta di Pietra, la torre Lotrščak con il cannone di mezzogiorno e il Museo delle relazioni interrotte.",
          "El funicular a la Ciudad Alta, la iglesia de San Marcos con su tejado de escudos en cerámica, el santuario de la Puerta de Piedra, la torre Lotrščak y su cañón del mediodía y el Museo de las Relaciones Rotas.",
          "Le funiculaire jusqu'à la Ville haute, l'église Saint-Marc et son toit de tuiles aux armoiries, le sanctuaire de la Porte de pierre, la tour Lotrščak et son canon de midi, et le musée des Relations brisées.",
          "Mit der Standseilbahn in die Oberstadt, die Markuskirche mit ihrem Wappendach aus bunten Ziegeln, der Schrein im Steinernen Tor, der Lotrščak-Turm mit seiner Mittagskanone und das Museum der zerbrochenen Beziehungen.",
        ],
      ],
      [
        "see",
        [
          "Zagreb: the cathedral, Ban Jelačić Square and the Lower Town",
          "Zagabria: la cattedrale, piazza Ban Jelačić e la Città Bassa",
          "Zagreb: la catedral, la plaza Ban Jelačić y la Ciudad Baja",
          "Zagreb : la cathédrale, la place Ban-Jelačić et la Ville basse",
          "Zagreb: die Kathedrale, der Ban-Jelačić-Platz und die Unterstadt",
        ],
        [
          "The twin spires of the cathedral of Kaptol, Ban Jelačić Square, the horseshoe of parks and pavilions of the Lower Town with the Art Pavilion and the national opera house, and the arcades of Mirogoj cemetery.",
          "Le guglie gemelle della cattedrale del Kaptol, piazza Ban Jelačić, il ferro di cavallo di parchi e padiglioni della Città Bassa con il Padiglione dell'Arte e il teatro nazionale e i portici del cimitero di Mirogoj.",
          "Las agujas gemelas de la catedral del Kaptol, la plaza Ban Jelačić, la herradura de parques y pabellones de la Ciudad Baja con el Pabellón del Arte y el teatro nacional, y las arcadas del cementerio de Mirogoj.",
          "Les flèches jumelles de la cathédrale du Kaptol, la place Ban-Jelačić, le fer à cheval de parcs et pavillons de la Ville basse avec le pavillon des Arts et le théâtre national, et les arcades du cimetière de Mirogoj.",
          "Die Doppeltürme der Kathedrale auf dem Kaptol, der Ban-Jelačić-Platz, das Hufeisen aus Parks und Pavillons der Unterstadt mit Kunstpavillon und Nationaltheater und die Arkaden des Friedhofs Mirogoj.",
        ],
      ],
      [
        "food",
        [
          "Zagreb: Dolac market and štrukli",
          "Zagabria: il mercato di Dolac e gli štrukli",
          "Zagreb: el mercado de Dolac y los štrukli",
          "Zagreb : le marché de Dolac et les štrukli",
          "Zagreb: der Dolac-Markt und Štrukli",
        ],
        [
          "The red umbrellas of Dolac market and the farm women selling fresh cheese and cream, then baked štrukli, cheese-filled pastry, at lunch, and a glass of Zagorje white in a café of Tkalčićeva street.",
          "Gli ombrelloni rossi del mercato di Dolac e le contadine che vendono formaggio fresco e panna, poi a pranzo gli štrukli al forno, sfoglia ripiena di formaggio, e un bianco dello Zagorje in un caffè di via Tkalčićeva.",
          "Las sombrillas rojas del mercado de Dolac y las campesinas que venden queso fresco y nata, después štrukli al horno, hojaldre relleno de queso, en el almuerzo, y un blanco del Zagorje en un café de la calle Tkalčićeva.",
          "Les parasols rouges du marché de Dolac et les paysannes qui vendent fromage frais et crème, puis des štrukli gratinés, feuilleté au fromage, au déjeuner, et un blanc du Zagorje dans un café de la rue Tkalčićeva.",
          "Die roten Schirme des Dolac-Markts und die Bäuerinnen mit Frischkäse und Sahne, dann überbackene Štrukli, mit Käse gefüllter Teig, zu Mittag und ein Weißwein aus dem Zagorje in einem Café der Tkalčićeva.",
        ],
      ],
    ],
  },
  "HRV Plitvice Lakes": {
    days: [
      [
        "see",
        [
          "Plitvice Lakes: the Lower Lakes and the Great Waterfall",
          "Laghi di Plitvice: i Laghi Inferiori e la Grande Cascata",
          "Lagos de Plitvice: los Lagos Inferiores y la Gran Cascada",
          "Lacs de Plitvice : les lacs inférieurs et la Grande Cascade",
          "Plitvicer Seen: die unteren Seen und der Große Wasserfall",
        ],
        [
          "The wooden boardwalks over the turquoise Lower Lakes in their limestone canyon, the Veliki slap falling 78 m, the highest waterfall in Croatia, and the viewpoint over the terraced lakes from the canyon rim.",
          "Le passerelle di legno sui Laghi Inferiori color turchese nel loro canyon calcareo, il Veliki slap che cade da 78 m, la cascata più alta della Croazia, e il belvedere sui laghi a terrazze dal bordo del canyon.",
          "Las pasarelas de madera sobre los Lagos Inferiores turquesa en su cañón calizo, el Veliki slap, que cae 78 m, la cascada más alta de Croacia, y el mirador sobre los lagos escalonados desde el borde del cañón.",
          "Les passerelles de bois sur les lacs inférieurs turquoise dans leur canyon calcaire, le Veliki slap qui chute de 78 m, la plus haute cascade de Croatie, et le belvédère sur les lacs en terrasses depuis le bord du canyon.",
          "Die Holzstege über die türkisfarbenen unteren Seen in ihrem Kalksteincanyon, der 78 m hohe Veliki slap, der höchste Wasserfall Kroatiens, und der Blick vom Canyonrand über die gestuften Seen.",
        ],
      ],
      [
        "see",
        [
          "Plitvice Lakes: the Upper Lakes",
          "Laghi di Plitvice: i Laghi Superiori",
          "Lagos de Plitvice: los Lagos Superiores",
          "Lacs de Plitvice : les lacs supérieurs",
          "Plitvicer Seen: die oberen Seen",
        ],
        [
          "Along Lake Kozjak, the largest, and up the chain of the Upper Lakes, Gradinsko, Galovac and Okrugljak, where water spills over travertine barriers through beech forest in dozens of falls.",
          "Lungo il lago Kozjak, il più grande, e su per la catena dei Laghi Superiori, Gradinsko, Galovac e Okrugljak, dove l'acqua trabocca dalle barriere di travertino nella faggeta in decine di cascate.",
          "Por el lago Kozjak, el mayor, y subiendo la cadena de los Lagos Superiores, Gradinsko, Galovac y Okrugljak, donde el agua se desborda por barreras de travertino entre hayedos en decenas de cascadas.",
          "Le long du lac Kozjak, le plus grand, puis en remontant la chaîne des lacs supérieurs, Gradinsko, Galovac et Okrugljak, où l'eau déborde des barrières de travertin dans la hêtraie en dizaines de cascades.",
          "Am Kozjak-See entlang, dem größten, und die Kette der oberen Seen hinauf, Gradinsko, Galovac und Okrugljak, wo das Wasser in Dutzenden Fällen über Sinterbarrieren durch den Buchenwald stürzt.",
        ],
      ],
    ],
  },
  "HRV Istria": {
    days: [
      [
        "see",
        [
          "Istria: Motovun, Grožnjan and the truffle hills",
          "Istria: Motovun, Grožnjan e le colline del tartufo",
          "Istria: Motovun, Grožnjan y las colinas de la trufa",
          "Istrie : Motovun, Grožnjan et les collines à truffes",
          "Istrien: Motovun, Grožnjan und die Trüffelhügel",
        ],
        [
          "The hilltop towns of inland Istria: the walls of Motovun over the Mirna valley, the artists' lanes of Grožnjan, a truffle hunt with a dog in the oak woods, and pasta with truffle and Malvazija wine.",
          "I borghi in collina dell'Istria interna: le mura di Montona sulla valle del Quieto, i vicoli degli artisti di Grisignana, una caccia al tartufo con il cane nei querceti e fuži al tartufo con Malvasia.",
          "Los pueblos en lo alto de la Istria interior: las murallas de Motovun sobre el valle del Mirna, las callejas de artistas de Grožnjan, una búsqueda de trufas con perro en los robledales y pasta con trufa y vino Malvazija.",
          "Les villages perchés de l'Istrie intérieure : les remparts de Motovun sur la vallée de la Mirna, les ruelles d'artistes de Grožnjan, une chasse à la truffe avec un chien dans les chênaies, et des pâtes à la truffe avec un malvazija.",
          "Die Bergstädtchen im Inneren Istriens: die Mauern von Motovun über dem Mirnatal, die Künstlergassen von Grožnjan, eine Trüffelsuche mit Hund in den Eichenwäldern und Pasta mit Trüffel und Malvazija.",
        ],
      ],
      [
        "beach",
        [
          "Istria: the coves of Cape Kamenjak and Pula's arena",
          "Istria: le calette di Capo Promontore e l'arena di Pola",
          "Istria: las calas del cabo Kamenjak y la arena de Pula",
          "Istrie : les criques du cap Kamenjak et l'arène de Pula",
          "Istrien: die Buchten am Kap Kamenjak und die Arena von Pula",
        ],
        [
          "The Roman arena of Pula in the morning, then the wild tip of Cape Kamenjak, a nature reserve of pebble coves and clear water for swimming in the warm months, with flat rocks for sunbathing.",
          "L'anfiteatro romano di Pola al mattino, poi la punta selvaggia di Capo Promontore, riserva naturale di calette di ciottoli e acqua limpida per nuotare nei mesi caldi, con scogli piatti per prendere il sole.",
          "El anfiteatro romano de Pula por la mañana, y después la punta salvaje del cabo Kamenjak, reserva natural de calas de guijarros y agua transparente para nadar en los meses cálidos, con rocas planas para tomar el sol.",
          "L'amphithéâtre romain de Pula le matin, puis la pointe sauvage du cap Kamenjak, réserve naturelle de criques de galets et d'eau limpide pour nager à la belle saison, avec des rochers plats pour lézarder.",
          "Am Morgen das römische Amphitheater von Pula, dann die wilde Spitze des Kaps Kamenjak, ein Naturschutzgebiet mit Kieselbuchten und klarem Wasser zum Schwimmen in den warmen Monaten und flachen Felsen zum Sonnen.",
        ],
      ],
    ],
  },
  "HRV Rovinj": {
    days: [
      [
        "see",
        [
          "Rovinj: the old town and St. Euphemia",
          "Rovigno: la città vecchia e Sant'Eufemia",
          "Rovinj: el casco antiguo y Santa Eufemia",
          "Rovinj : la vieille ville et Sainte-Euphémie",
          "Rovinj: die Altstadt und die Euphemia-Kirche",
        ],
        [
          "The Balbi Arch, the steep cobbled Grisia street of painters and the houses rising from the sea, up to the church of St. Euphemia and its Venetian bell tower, with the islands of Katarina and Crveni otok offshore.",
          "L'arco dei Balbi, la ripida via Grisia dei pittori e le case che salgono dal mare fino alla chiesa di Sant'Eufemia e al suo campanile veneziano, con le isole di Santa Caterina e Sant'Andrea al largo.",
          "El arco Balbi, la empinada calle Grisia de los pintores y las casas que surgen del mar hasta la iglesia de Santa Eufemia y su campanario veneciano, con las islas de Katarina y Crveni otok enfrente.",
          "L'arc des Balbi, la rue Grisia pentue des peintres et les maisons qui sortent de la mer, jusqu'à l'église Sainte-Euphémie et son campanile vénitien, face aux îles Katarina et Crveni otok.",
          "Der Balbi-Bogen, die steile Malergasse Grisia und die aus dem Meer steigenden Häuser, hinauf zur Euphemia-Kirche mit ihrem venezianischen Glockenturm, vor der Küste die Inseln Katarina und Crveni otok.",
        ],
      ],
      [
        "food",
        [
          "Rovinj: Istrian olive oil, seafood and batana boats",
          "Rovigno: olio istriano, pesce e batane",
          "Rovinj: aceite istriano, marisco y batanas",
          "Rovinj : huile d'Istrie, fruits de mer et batanas",
          "Rovinj: istrisches Olivenöl, Meeresfrüchte und Batanas",
        ],
        [
          "The house of the batana, the flat-bottomed fishing boat of Rovinj, a tasting of Istrian olive oils, and a seafood dinner by the port: Adriatic scampi, fish on the grill and Malvazija white.",
          "La casa della batana, la barca da pesca a fondo piatto di Rovigno, una degustazione di oli d'oliva istriani e una cena di pesce sul porto: scampi dell'Adriatico, pesce alla griglia e Malvasia bianca.",
          "La casa de la batana, la barca de pesca de fondo plano de Rovinj, una cata de aceites de oliva istrianos y una cena de marisco junto al puerto: cigalas del Adriático, pescado a la brasa y blanco Malvazija.",
          "La maison de la batana, la barque de pêche à fond plat de Rovinj, une dégustation d'huiles d'olive d'Istrie et un dîner de la mer sur le port : langoustines de l'Adriatique, poisson grillé et malvazija blanc.",
          "Das Haus der Batana, des flachen Fischerboots von Rovinj, eine Probe istrischer Olivenöle und ein Abendessen am Hafen mit Adria-Scampi, gegrilltem Fisch und weißem Malvazija.",
        ],
      ],
    ],
  },
  "HRV Zadar": {
    days: [
      [
        "see",
        [
          "Zadar: the Sea Organ and the Roman forum",
          "Zara: l'Organo marino e il foro romano",
          "Zadar: el Órgano del Mar y el foro romano",
          "Zadar : l'Orgue marin et le forum romain",
          "Zadar: die Meeresorgel und das römische Forum",
        ],
        [
          "The Roman forum and the round pre-Romanesque church of St. Donatus, the cathedral of St. Anastasia, then the waterfront Sea Organ played by the waves and the Greeting to the Sun lighting up at dusk.",
          "Il foro romano e la chiesa preromanica rotonda di San Donato, la cattedrale di Sant'Anastasia, poi sul lungomare l'Organo marino suonato dalle onde e il Saluto al Sole che si accende al tramonto.",
          "El foro romano y la iglesia prerrománica redonda de San Donato, la catedral de Santa Anastasia, y después en el paseo marítimo el Órgano del Mar que tocan las olas y el Saludo al Sol que se enciende al anochecer.",
          "Le forum romain et l'église préromane ronde Saint-Donat, la cathédrale Sainte-Anastasie, puis sur le front de mer l'Orgue marin joué par les vagues et la Salutation au Soleil qui s'illumine au crépuscule.",
          "Das römische Forum und die runde vorromanische Kirche St. Donatus, die Kathedrale St. Anastasia, dann an der Uferpromenade die von den Wellen gespielte Meeresorgel und der Gruß an die Sonne, der in der Dämmerung aufleuchtet.",
        ],
      ],
      [
        "food",
        [
          "Zadar: Maraschino and Pag cheese",
          "Zara: Maraschino e formaggio di Pago",
          "Zadar: marrasquino y queso de Pag",
          "Zadar : marasquin et fromage de Pag",
          "Zadar: Maraschino und Pager Käse",
        ],
        [
          "The morning market under the old walls, a glass of Maraschino, the cherry liqueur made in Zadar since the 16th century, Paški sir, the salty sheep's cheese of the island of Pag, and Dalmatian smoked ham.",
          "Il mercato del mattino sotto le vecchie mura, un bicchierino di Maraschino, il liquore di ciliegie prodotto a Zara dal Cinquecento, il Paški sir, il sapido pecorino dell'isola di Pago, e prosciutto dalmata.",
          "El mercado de la mañana bajo las viejas murallas, una copita de marrasquino, el licor de cerezas que se hace en Zadar desde el siglo XVI, el Paški sir, el sabroso queso de oveja de la isla de Pag, y jamón dálmata.",
          "Le marché du matin sous les vieux remparts, un verre de marasquin, la liqueur de cerises produite à Zadar depuis le XVIe siècle, le Paški sir, fromage de brebis salé de l'île de Pag, et le jambon dalmate.",
          "Der Morgenmarkt unter den alten Mauern, ein Glas Maraschino, der seit dem 16. Jahrhundert in Zadar gebrannte Kirschlikör, Paški sir, der würzige Schafskäse der Insel Pag, und dalmatinischer Schinken.",
        ],
      ],
    ],
  },
  "HRV Krka": {
    months: [4, 10],
    days: [
      [
        "see",
        [
          "Krka: Skradinski buk",
          "Krka: lo Skradinski buk",
          "Krka: el Skradinski buk",
          "Krka : le Skradinski buk",
          "Krka: der Skradinski buk",
        ],
        [
          "A boat up the river from Skradin, then the wooden trail around Skradinski buk, seventeen travertine cascades spilling into a green pool, past the old watermills and the early hydroelectric plant.",
          "Un battello sul fiume da Scardona, poi il sentiero di legno intorno allo Skradinski buk, diciassette cascate di travertino che si gettano in una pozza verde, oltre i vecchi mulini ad acqua e l'antica centrale idroelettrica.",
          "Un barco río arriba desde Skradin y después la pasarela de madera alrededor del Skradinski buk, diecisiete cascadas de travertino que caen en una poza verde, junto a los viejos molinos y la antigua central hidroeléctrica.",
          "Un bateau sur la rivière depuis Skradin, puis le sentier de bois autour du Skradinski buk, dix-sept cascades de travertin plongeant dans un bassin vert, le long des vieux moulins à eau et de l'ancienne centrale hydroélectrique.",
          "Mit dem Boot flussaufwärts von Skradin, dann auf Holzstegen rund um den Skradinski buk, siebzehn Sinterkaskaden, die in ein grünes Becken stürzen, vorbei an alten Wassermühlen und dem frühen Wasserkraftwerk.",
        ],
      ],
      [
        "see",
        [
          "Krka: Visovac island and Roški slap",
          "Krka: l'isola di Visovac e il Roški slap",
          "Krka: la isla de Visovac y el Roški slap",
          "Krka : l'île de Visovac et le Roški slap",
          "Krka: die Insel Visovac und der Roški slap",
        ],
        [
          "A boat to the Franciscan monastery on the islet of Visovac in the middle of the river lake, then on to Roški slap, its cascades called the necklaces, and the old stone watermills along the bank.",
          "Un battello fino al monastero francescano sull'isolotto di Visovac in mezzo al lago fluviale, poi il Roški slap con le sue cascate dette le collane e i vecchi mulini in pietra lungo la riva.",
          "Un barco hasta el monasterio franciscano del islote de Visovac, en medio del lago del río, y después el Roški slap, con sus cascadas llamadas los collares, y los viejos molinos de piedra en la orilla.",
          "Un bateau jusqu'au monastère franciscain de l'îlot de Visovac, au milieu du lac de la rivière, puis le Roški slap et ses cascades dites les colliers, et les vieux moulins de pierre sur la berge.",
          "Mit dem Boot zum Franziskanerkloster auf der Insel Visovac mitten im Flusssee, dann weiter zum Roški slap mit seinen Kaskaden, den Halsketten, und den alten steinernen Mühlen am Ufer.",
        ],
      ],
    ],
  },
  "HRV Šibenik": {
    days: [
      [
        "see",
        [
          "Šibenik: St. James Cathedral and the fortresses",
          "Šibenik: la cattedrale di San Giacomo e le fortezze",
          "Šibenik: la catedral de Santiago y las fortalezas",
          "Šibenik : la cathédrale Saint-Jacques et les forteresses",
          "Šibenik: die Jakobskathedrale und die Festungen",
        ],
        [
          "The cathedral of St. James, built wholly of stone, even its vaults and roof, and ringed with 71 carved heads, the stepped lanes of the old town up to St. Michael's Fortress, and the shore path along the St. Anthony Channel to St. Nicholas Fortress.",
          "La cattedrale di San Giacomo, costruita interamente in pietra, volte e tetto compresi, e cinta da 71 teste scolpite, i vicoli a gradini della città vecchia fino alla fortezza di San Michele e il sentiero lungo il canale di Sant'Antonio fino alla fortezza di San Nicola.",
          "La catedral de Santiago, construida solo en piedra, bóvedas y tejado incluidos, y rodeada de 71 cabezas esculpidas, las callejas escalonadas del casco antiguo hasta la fortaleza de San Miguel y el sendero del canal de San Antonio hasta la fortaleza de San Nicolás.",
          "La cathédrale Saint-Jacques, bâtie tout en pierre, voûtes et toit compris, et ceinte de 71 têtes sculptées, les ruelles en escalier de la vieille ville jusqu'à la forteresse Saint-Michel et le sentier du canal Saint-Antoine jusqu'à la forteresse Saint-Nicolas.",
          "Die ganz aus Stein gebaute Jakobskathedrale, selbst Gewölbe und Dach, mit ihrem Fries aus 71 Steinköpfen, die Treppengassen der Altstadt hinauf zur Michaelsfestung und der Uferweg am Antoniuskanal entlang zur Nikolausfestung.",
        ],
      ],
      [
        "food",
        [
          "Šibenik: Dalmatian peka and Babić wine",
          "Šibenik: peka dalmata e vino Babić",
          "Šibenik: peka dálmata y vino Babić",
          "Šibenik : peka dalmate et vin babić",
          "Šibenik: dalmatinische Peka und Babić-Wein",
        ],
        [
          "A peka of lamb or octopus slow-cooked under an iron bell in the embers, Šibenik's own Babić red from the stone-walled vineyards of Primošten, and fresh fish from the morning market.",
          "Una peka di agnello o polpo cotta lentamente sotto la campana di ferro nella brace, il rosso Babić dei vigneti a muretti di Primošten e pesce fresco dal mercato del mattino.",
          "Una peka de cordero o pulpo cocinada a fuego lento bajo la campana de hierro entre las brasas, el tinto Babić de los viñedos de muros de piedra de Primošten y pescado fresco del mercado de la mañana.",
          "Une peka d'agneau ou de poulpe mijotée sous la cloche de fer dans les braises, le babić, rouge des vignes aux murets de pierre de Primošten, et du poisson frais du marché du matin.",
          "Eine Peka mit Lamm oder Oktopus, langsam unter der Eisenglocke in der Glut gegart, der Babić, der Rotwein aus den Steinmauer-Weinbergen von Primošten, und frischer Fisch vom Morgenmarkt.",
        ],
      ],
    ],
  },
  "HRV Trogir": {
    days: [
      [
        "see",
        [
          "Trogir: the island town and Radovan's portal",
          "Trogir: la città sull'isola e il portale di Radovan",
          "Trogir: la ciudad isla y el pórtico de Radovan",
          "Trogir : la ville-île et le portail de Radovan",
          "Trogir: die Inselstadt und das Portal des Radovan",
        ],
        [
          "The medieval town on its islet between two bridges: the cathedral of St. Lawrence and the carved Romanesque portal of master Radovan, the town loggia, the palaces of the seafront and the Kamerlengo fortress.",
          "La città medievale sul suo isolotto tra due ponti: la cattedrale di San Lorenzo e il portale romanico scolpito da mastro Radovan, la loggia, i palazzi del lungomare e la fortezza del Camerlengo.",
          "La ciudad medieval en su islote entre dos puentes: la catedral de San Lorenzo y el pórtico románico tallado por el maestro Radovan, la logia, los palacios del paseo marítimo y la fortaleza del Kamerlengo.",
          "La ville médiévale sur son îlot entre deux ponts : la cathédrale Saint-Laurent et le portail roman sculpté par maître Radovan, la loggia, les palais du front de mer et la forteresse du Kamerlengo.",
          "Die mittelalterliche Stadt auf ihrer Insel zwischen zwei Brücken: der Laurentiusdom mit dem romanischen Portal von Meister Radovan, die Loggia, die Paläste an der Uferpromenade und die Festung Kamerlengo.",
        ],
      ],
      [
        "food",
        [
          "Trogir: pašticada and the fish market",
          "Trogir: pašticada e il mercato del pesce",
          "Trogir: pašticada y el mercado de pescado",
          "Trogir : pašticada et marché aux poissons",
          "Trogir: Pašticada und der Fischmarkt",
        ],
        [
          "The fish and produce market by the bridge, then pašticada, beef braised for hours in wine and prunes and served with gnocchi, the great Sunday dish of Dalmatia, and rožata custard for dessert.",
          "Il mercato del pesce e della verdura accanto al ponte, poi la pašticada, manzo brasato per ore nel vino con le prugne e servito con gli gnocchi, il grande piatto della domenica dalmata, e la rožata per dessert.",
          "El mercado de pescado y verduras junto al puente, y después la pašticada, ternera estofada durante horas en vino con ciruelas y servida con ñoquis, el gran plato dominical de Dalmacia, y rožata de postre.",
          "Le marché aux poissons et aux légumes près du pont, puis la pašticada, bœuf braisé des heures au vin et aux pruneaux servi avec des gnocchis, le grand plat du dimanche en Dalmatie, et la rožata en dessert.",
          "Der Fisch- und Gemüsemarkt an der Brücke, dann Pašticada, stundenlang in Wein und Backpflaumen geschmortes Rind mit Gnocchi, das große Sonntagsgericht Dalmatiens, und Rožata-Pudding zum Nachtisch.",
        ],
      ],
    ],
  },
  "HRV Split": {
    days: [
      [
        "see",
        [
          "Split: inside Diocletian's Palace",
          "Spalato: dentro il Palazzo di Diocleziano",
          "Split: dentro del Palacio de Diocleciano",
          "Split : dans le palais de Dioclétien",
          "Split: im Diokletianpalast",
        ],
        [
          "The Roman emperor's palace that became a town: the vaulted cellars, the Peristyle, the cathedral in Diocletian's mausoleum and its bell tower, the Temple of Jupiter, and Gregory of Nin's statue by the Golden Gate.",
          "Il palazzo dell'imperatore romano diventato città: i sotterranei a volta, il Peristilio, la cattedrale nel mausoleo di Diocleziano e il suo campanile, il tempio di Giove e la statua di Gregorio di Nona alla Porta Aurea.",
          "El palacio del emperador romano convertido en ciudad: los sótanos abovedados, el Peristilo, la catedral en el mausoleo de Diocleciano y su campanario, el templo de Júpiter y la estatua de Gregorio de Nin junto a la Puerta Dorada.",
          "Le palais de l'empereur romain devenu ville : les caves voûtées, le péristyle, la cathédrale dans le mausolée de Dioclétien et son clocher, le temple de Jupiter et la statue de Grégoire de Nin près de la Porte dorée.",
          "Der Palast des römischen Kaisers, der zur Stadt wurde: die gewölbten Keller, das Peristyl, die Kathedrale im Mausoleum Diokletians mit ihrem Glockenturm, der Jupitertempel und die Statue des Grgur Ninski am Goldenen Tor.",
        ],
      ],
      [
        "see",
        [
          "Split: the Riva and Marjan hill",
          "Spalato: la Riva e la collina del Marjan",
          "Split: la Riva y la colina de Marjan",
          "Split : la Riva et la colline du Marjan",
          "Split: die Riva und der Marjan",
        ],
        [
          "The palm-lined Riva promenade, the Venetian squares of the old town and the fish market, then up the steps of Marjan hill through pine woods to the lookout over the town, the port and the islands.",
          "Il lungomare della Riva con le palme, le piazze veneziane della città vecchia e la pescheria, poi su per le scale della collina del Marjan tra le pinete fino al belvedere sulla città, sul porto e sulle isole.",
          "El paseo de la Riva con sus palmeras, las plazas venecianas del casco antiguo y la pescadería, y después las escaleras de la colina de Marjan entre pinares hasta el mirador sobre la ciudad, el puerto y las islas.",
          "La promenade de la Riva bordée de palmiers, les places vénitiennes de la vieille ville et la poissonnerie, puis les escaliers de la colline du Marjan à travers les pins jusqu'au belvédère sur la ville, le port et les îles.",
          "Die palmengesäumte Riva, die venezianischen Plätze der Altstadt und der Fischmarkt, dann die Stufen auf den Marjan durch Pinienwald zum Aussichtspunkt über Stadt, Hafen und Inseln.",
        ],
      ],
      [
        "food",
        [
          "Split: the Pazar market and black risotto",
          "Spalato: il mercato del Pazar e il risotto nero",
          "Split: el mercado Pazar y el risotto negro",
          "Split : le marché du Pazar et le risotto noir",
          "Split: der Pazar-Markt und schwarzes Risotto",
        ],
        [
          "The Pazar green market under the palace walls and the fish market, then a konoba for black cuttlefish risotto, grilled sardines, soparnik chard pie from the Poljica hills, and Plavac Mali red.",
          "Il mercato ortofrutticolo del Pazar sotto le mura del palazzo e la pescheria, poi una konoba per risotto nero di seppia, sardine alla griglia, soparnik, torta di bietole della Poljica, e rosso Plavac Mali.",
          "El mercado de verduras del Pazar bajo las murallas del palacio y la pescadería, y después una konoba para risotto negro de sepia, sardinas a la brasa, soparnik, pastel de acelgas de Poljica, y tinto Plavac Mali.",
          "Le marché du Pazar sous les murs du palais et la poissonnerie, puis une konoba pour un risotto noir à la seiche, des sardines grillées, le soparnik, tourte aux blettes de Poljica, et un rouge plavac mali.",
          "Der Pazar-Markt unter den Palastmauern und der Fischmarkt, dann eine Konoba für schwarzes Sepia-Risotto, gegrillte Sardinen, Soparnik, den Mangoldkuchen aus Poljica, und roten Plavac Mali.",
        ],
      ],
      [
        "night",
        [
          "Split: the palace lanes and Bačvice by night",
          "Spalato: i vicoli del palazzo e Bačvice di notte",
          "Split: las callejas del palacio y Bačvice de noche",
          "Split : les ruelles du palais et Bačvice la nuit",
          "Split: die Palastgassen und Bačvice bei Nacht",
        ],
        [
          "Klapa singers under the dome of the Vestibule, bars tucked into the lanes and Roman walls of the palace, and for those who go on, the beach bars and clubs of Bačvice.",
          "I cantori di klapa sotto la cupola del Vestibolo, i bar nascosti tra i vicoli e le mura romane del palazzo e, per chi continua, i bar sulla spiaggia e i locali di Bačvice.",
          "Los cantantes de klapa bajo la cúpula del Vestíbulo, los bares escondidos entre las callejas y los muros romanos del palacio y, para quien siga, los bares de playa y discotecas de Bačvice.",
          "Les chanteurs de klapa sous la coupole du Vestibule, les bars nichés dans les ruelles et les murs romains du palais, et pour qui continue, les bars de plage et les clubs de Bačvice.",
          "Klapa-Sänger unter der Kuppel des Vestibüls, Bars in den Gassen und römischen Mauern des Palasts und für alle, die weitermachen, die Strandbars und Clubs von Bačvice.",
        ],
      ],
    ],
  },
  "HRV Dalmatian Islands": {
    months: [5, 10],
    days: [
      [
        "boat",
        [
          "Dalmatian Islands: Šolta and the Blue Lagoon",
          "Isole della Dalmazia: Solta e la Laguna Blu",
          "Islas de Dalmacia: Šolta y la Laguna Azul",
          "Îles dalmates : Šolta et le Lagon bleu",
          "Dalmatinische Inseln: Šolta und die Blaue Lagune",
        ],
        [
          "Under sail out of Split to the fishing port of Maslinica on Šolta, then the Blue Lagoon between the islets off Drvenik Veli for a swim in clear shallow water, and the night at anchor in a quiet bay.",
          "In barca a vela da Spalato fino al porticciolo di Maslinica su Solta, poi la Laguna Blu tra gli isolotti di Zirona Grande per un bagno in acque basse e limpide, e la notte alla fonda in una baia tranquilla.",
          "A vela desde Split hasta el puerto pesquero de Maslinica en Šolta, después la Laguna Azul entre los islotes de Drvenik Veli para nadar en aguas claras y poco profundas, y la noche fondeados en una bahía tranquila.",
          "À la voile depuis Split jusqu'au port de pêche de Maslinica sur Šolta, puis le Lagon bleu entre les îlots de Drvenik Veli pour une baignade en eau claire et peu profonde, et la nuit au mouillage dans une baie tranquille.",
          "Unter Segeln von Split zum Fischerhafen Maslinica auf Šolta, dann die Blaue Lagune zwischen den Inselchen vor Drvenik Veli zum Baden in klarem, flachem Wasser und die Nacht vor Anker in einer stillen Bucht.",
        ],
      ],
      [
        "boat",
        [
          "Dalmatian Islands: Vis and the Blue Cave",
          "Isole della Dalmazia: Lissa e la Grotta Azzurra",
          "Islas de Dalmacia: Vis y la Cueva Azul",
          "Îles dalmates : Vis et la Grotte bleue",
          "Dalmatinische Inseln: Vis und die Blaue Grotte",
        ],
        [
          "Out to Vis, the farthest island, for the Blue Cave of Biševo lit by the sun through the water, the cove of Stiniva between its cliffs, and the old fishing town of Komiža with its fishermen's museum.",
          "Fino a Lissa, l'isola più lontana, per la Grotta Azzurra di Busi illuminata dal sole attraverso l'acqua, la caletta di Stiniva tra le sue rupi e il vecchio paese di pescatori di Comisa con il suo museo della pesca.",
          "Hasta Vis, la isla más lejana, para la Cueva Azul de Biševo iluminada por el sol a través del agua, la cala de Stiniva entre sus acantilados y el viejo pueblo pesquero de Komiža con su museo de la pesca.",
          "Jusqu'à Vis, l'île la plus lointaine, pour la Grotte bleue de Biševo éclairée par le soleil à travers l'eau, la crique de Stiniva entre ses falaises et le vieux port de Komiža et son musée de la pêche.",
          "Hinaus nach Vis, der entlegensten Insel, zur Blauen Grotte von Biševo, die die Sonne durchs Wasser erleuchtet, zur Bucht Stiniva zwischen ihren Felsen und in den alten Fischerort Komiža mit seinem Fischereimuseum.",
        ],
      ],
      [
        "boat",
        [
          "Dalmatian Islands: the Pakleni islands and Korčula channel",
          "Isole della Dalmazia: le isole Spalmadori e il canale di Curzola",
          "Islas de Dalmacia: las islas Pakleni y el canal de Korčula",
          "Îles dalmates : les îles Pakleni et le canal de Korčula",
          "Dalmatinische Inseln: die Pakleni-Inseln und der Korčula-Kanal",
        ],
        [
          "Among the pine-covered Pakleni islands off Hvar, with a swim at Palmižana, then down the Pelješac channel to the walled town of Korčula, mooring at its old port beneath the towers.",
          "Tra le isole Spalmadori coperte di pini davanti a Lesina, con un bagno a Palmižana, poi giù lungo il canale di Sabbioncello fino alla città murata di Curzola, ormeggiando al vecchio porto sotto le torri.",
          "Entre las islas Pakleni cubiertas de pinos frente a Hvar, con un baño en Palmižana, y después por el canal de Pelješac hasta la ciudad amurallada de Korčula, amarrando en su viejo puerto bajo las torres.",
          "Parmi les îles Pakleni couvertes de pins face à Hvar, avec une baignade à Palmižana, puis le canal de Pelješac jusqu'à la ville fortifiée de Korčula, amarrage dans son vieux port au pied des tours.",
          "Zwischen den kiefernbedeckten Pakleni-Inseln vor Hvar mit einem Bad bei Palmižana, dann durch den Pelješac-Kanal zur ummauerten Stadt Korčula und Anlegen im alten Hafen unter den Türmen.",
        ],
      ],
    ],
  },
  "HRV Hvar": {
    months: [5, 10],
    days: [
      [
        "see",
        [
          "Hvar: the main square, the fortress and Stari Grad",
          "Lesina: la piazza, la fortezza e Cittavecchia",
          "Hvar: la plaza, la fortaleza y Stari Grad",
          "Hvar : la grand-place, la forteresse et Stari Grad",
          "Hvar: der Hauptplatz, die Festung und Stari Grad",
        ],
        [
          "The great square of Hvar town, the cathedral and the Venetian arsenal with one of the oldest public playhouses in Europe, the climb to the Spanish fortress, and the Greek field divisions of the Stari Grad plain.",
          "La grande piazza di Lesina, la cattedrale e l'arsenale veneziano con uno dei più antichi teatri pubblici d'Europa, la salita alla fortezza spagnola e i campi greci della piana di Cittavecchia.",
          "La gran plaza de la ciudad de Hvar, la catedral y el arsenal veneciano con uno de los teatros públicos más antiguos de Europa, la subida a la fortaleza española y las parcelas griegas de la llanura de Stari Grad.",
          "La grand-place de Hvar, la cathédrale et l'arsenal vénitien avec l'un des plus anciens théâtres publics d'Europe, la montée à la forteresse espagnole et les parcelles grecques de la plaine de Stari Grad.",
          "Der große Platz von Hvar-Stadt, die Kathedrale und das venezianische Arsenal mit einem der ältesten öffentlichen Theater Europas, der Aufstieg zur Spanischen Festung und die griechischen Flurteilungen der Ebene von Stari Grad.",
        ],
      ],
      [
        "boat",
        [
          "Hvar: lavender hills and the Pakleni islands",
          "Lesina: colline di lavanda e le isole Spalmadori",
          "Hvar: colinas de lavanda y las islas Pakleni",
          "Hvar : collines de lavande et îles Pakleni",
          "Hvar: Lavendelhügel und die Pakleni-Inseln",
        ],
        [
          "A water taxi from the port to the Pakleni islands, pine-fringed islets with coves for swimming at Palmižana and Jerolim, and back past the old lavender terraces and stone villages of the hills.",
          "Un taxi d'acqua dal porto alle isole Spalmadori, isolotti orlati di pini con calette per nuotare a Palmižana e Jerolim, e ritorno davanti alle vecchie terrazze di lavanda e ai villaggi di pietra delle colline.",
          "Un taxi acuático desde el puerto hasta las islas Pakleni, islotes bordeados de pinos con calas para nadar en Palmižana y Jerolim, y regreso frente a las viejas terrazas de lavanda y los pueblos de piedra de las colinas.",
          "Un bateau-taxi du port vers les îles Pakleni, îlots frangés de pins avec des criques pour nager à Palmižana et Jerolim, et retour devant les vieilles terrasses de lavande et les villages de pierre des collines.",
          "Mit dem Wassertaxi vom Hafen zu den Pakleni-Inseln, kiefernumsäumten Inselchen mit Badebuchten bei Palmižana und Jerolim, und zurück vorbei an alten Lavendelterrassen und Steindörfern der Hügel.",
        ],
      ],
      [
        "night",
        [
          "Hvar: the port bars and Carpe Diem",
          "Lesina: i bar del porto e il Carpe Diem",
          "Hvar: los bares del puerto y Carpe Diem",
          "Hvar : les bars du port et le Carpe Diem",
          "Hvar: die Hafenbars und das Carpe Diem",
        ],
        [
          "Sundown cocktails at the bars along the port as the yachts come in, then the clubs of Hvar town and, for the late ones, a boat across to the Carpe Diem beach club on the island of Marinkovac.",
          "Cocktail al tramonto nei bar del porto mentre arrivano gli yacht, poi i locali di Lesina e, per i nottambuli, una barca fino al beach club Carpe Diem sull'isolotto di Marinkovac.",
          "Cócteles al atardecer en los bares del puerto mientras llegan los yates, después las discotecas de la ciudad de Hvar y, para los trasnochadores, una barca hasta el club de playa Carpe Diem en el islote de Marinkovac.",
          "Cocktails au coucher du soleil dans les bars du port à l'arrivée des yachts, puis les clubs de Hvar et, pour les noctambules, un bateau jusqu'au club de plage Carpe Diem sur l'îlot de Marinkovac.",
          "Cocktails zum Sonnenuntergang in den Bars am Hafen, wenn die Jachten einlaufen, dann die Clubs von Hvar-Stadt und für die Nachtschwärmer ein Boot hinüber zum Beachclub Carpe Diem auf Marinkovac.",
        ],
      ],
    ],
  },
  "HRV Brač": {
    days: [
      [
        "see",
        [
          "Brač: the stone island and Vidova Gora",
          "Brač: l'isola della pietra e la Vidova Gora",
          "Brač: la isla de la piedra y la Vidova Gora",
          "Brač : l'île de la pierre et la Vidova Gora",
          "Brač: die Steininsel und die Vidova Gora",
        ],
        [
          "The white stone quarries of Pučišća and its stonemasons' school, the hermitage of Blaca tucked in a cliff, and the road up to Vidova Gora, the highest summit of the Adriatic islands, over Bol and Hvar.",
          "Le cave di pietra bianca di Pučišća e la sua scuola di scalpellini, l'eremo di Blaca nascosto in una rupe e la strada fino alla Vidova Gora, la vetta più alta delle isole adriatiche, sopra Bol e Lesina.",
          "Las canteras de piedra blanca de Pučišća y su escuela de canteros, la ermita de Blaca escondida en un acantilado y la carretera a la Vidova Gora, la cumbre más alta de las islas del Adriático, sobre Bol y Hvar.",
          "Les carrières de pierre blanche de Pučišća et leur école de tailleurs de pierre, l'ermitage de Blaca niché dans une falaise, et la route de la Vidova Gora, le plus haut sommet des îles de l'Adriatique, au-dessus de Bol et de Hvar.",
          "Die weißen Steinbrüche von Pučišća und ihre Steinmetzschule, die in eine Felswand gebaute Einsiedelei Blaca und die Straße hinauf zur Vidova Gora, dem höchsten Gipfel der Adriainseln, über Bol und Hvar.",
        ],
      ],
      [
        "beach",
        [
          "Brač: Zlatni Rat at Bol",
          "Brač: lo Zlatni Rat a Bol",
          "Brač: Zlatni Rat en Bol",
          "Brač : Zlatni Rat à Bol",
          "Brač: Zlatni Rat bei Bol",
        ],
        [
          "Zlatni Rat, the Golden Horn, a spit of fine pebbles that shifts its tip with the wind and current, reached on the pine-shaded promenade from Bol, with clear water on both sides and windsurfers off the point.",
          "Lo Zlatni Rat, il Corno d'Oro, una lingua di ciottoli fini che sposta la punta col vento e la corrente, raggiunto dal lungomare ombreggiato di pini da Bol, con acqua limpida sui due lati e windsurf al largo della punta.",
          "Zlatni Rat, el Cuerno de Oro, una lengua de guijarros finos que mueve su punta con el viento y la corriente, al que se llega por el paseo de pinos desde Bol, con agua clara a ambos lados y windsurfistas frente a la punta.",
          "Zlatni Rat, la Corne d'or, une langue de fins galets dont la pointe bouge avec le vent et le courant, rejointe par la promenade ombragée de pins depuis Bol, avec une eau claire des deux côtés et des véliplanchistes au large de la pointe.",
          "Zlatni Rat, das Goldene Horn, eine Landzunge aus feinem Kies, deren Spitze mit Wind und Strömung wandert, über die Kiefernpromenade von Bol erreicht, mit klarem Wasser auf beiden Seiten und Windsurfern vor der Spitze.",
        ],
      ],
    ],
  },
  "HRV Korčula": {
    days: [
      [
        "see",
        [
          "Korčula: the walled town of Marco Polo",
          "Curzola: la città murata di Marco Polo",
          "Korčula: la ciudad amurallada de Marco Polo",
          "Korčula : la ville fortifiée de Marco Polo",
          "Korčula: die ummauerte Stadt Marco Polos",
        ],
        [
          "The walled town laid out like a fishbone to catch the breeze, St. Mark's Cathedral and its tower, the house said to be Marco Polo's, and the Land Gate and the round towers of the old walls over the sea.",
          "La città murata disegnata a spina di pesce per prendere la brezza, la cattedrale di San Marco e la sua torre, la casa che si dice di Marco Polo e la Porta di Terra con i torrioni rotondi delle mura sul mare.",
          "La ciudad amurallada trazada en espina de pez para atrapar la brisa, la catedral de San Marcos y su torre, la casa que dicen de Marco Polo y la Puerta de Tierra con los torreones redondos de la muralla sobre el mar.",
          "La ville fortifiée tracée en arête de poisson pour capter la brise, la cathédrale Saint-Marc et sa tour, la maison dite de Marco Polo, et la porte de Terre et les tours rondes des remparts sur la mer.",
          "Die wie eine Fischgräte angelegte ummauerte Stadt, die den Wind einfängt, der Markusdom und sein Turm, das angebliche Haus Marco Polos und das Landtor mit den runden Türmen der Mauer über dem Meer.",
        ],
      ],
      [
        "boat",
        [
          "Korčula: Lumbarda's Grk wine and the islets",
          "Curzola: il Grk di Lumbarda e gli isolotti",
          "Korčula: el vino Grk de Lumbarda y los islotes",
          "Korčula : le grk de Lumbarda et les îlots",
          "Korčula: Grk-Wein aus Lumbarda und die Inselchen",
        ],
        [
          "A small boat to the islet of Badija and its Franciscan monastery, in the warm months a swim off the sandy coves of Lumbarda, and a glass of Grk, the white wine that grows only in Lumbarda's sand.",
          "Una barchetta fino all'isolotto di Badija e al suo convento francescano, nei mesi caldi un bagno nelle calette sabbiose di Lumbarda e un bicchiere di Grk, il bianco che cresce solo nella sabbia di Lumbarda.",
          "Una barca hasta el islote de Badija y su monasterio franciscano, en los meses cálidos un baño en las calas de arena de Lumbarda y una copa de Grk, el vino blanco que solo crece en la arena de Lumbarda.",
          "Un petit bateau jusqu'à l'îlot de Badija et son monastère franciscain, à la belle saison une baignade dans les criques de sable de Lumbarda et un verre de grk, le blanc qui ne pousse que dans le sable de Lumbarda.",
          "Mit einem kleinen Boot zur Insel Badija und ihrem Franziskanerkloster, in den warmen Monaten ein Bad in den Sandbuchten von Lumbarda und ein Glas Grk, der Weißwein, der nur im Sand von Lumbarda wächst.",
        ],
      ],
    ],
  },
  "HRV Mljet": {
    days: [
      [
        "see",
        [
          "Mljet: the national park and the lakes",
          "Meleda: il parco nazionale e i laghi",
          "Mljet: el parque nacional y los lagos",
          "Mljet : le parc national et les lacs",
          "Mljet: der Nationalpark und die Seen",
        ],
        [
          "The pine forest of the national park around the two saltwater lakes, Veliko and Malo jezero, a walk or a bike ride on the lakeshore path, and a boat to the Benedictine monastery on St. Mary's islet.",
          "La pineta del parco nazionale attorno ai due laghi di acqua salata, Veliko e Malo jezero, una camminata o un giro in bici sul sentiero della riva e una barca al monastero benedettino sull'isolotto di Santa Maria.",
          "El pinar del parque nacional alrededor de los dos lagos de agua salada, Veliko y Malo jezero, un paseo a pie o en bicicleta por la orilla y una barca al monasterio benedictino del islote de Santa María.",
          "La pinède du parc national autour des deux lacs d'eau salée, Veliko et Malo jezero, une balade à pied ou à vélo sur le sentier des rives, et un bateau vers le monastère bénédictin de l'îlot Sainte-Marie.",
          "Der Kiefernwald des Nationalparks um die beiden Salzwasserseen Veliko und Malo jezero, zu Fuß oder mit dem Rad auf dem Uferweg und mit dem Boot zum Benediktinerkloster auf der Marieninsel.",
        ],
      ],
      [
        "beach",
        [
          "Mljet: Saplunara and the Mali most bridge",
          "Meleda: Saplunara e il ponte di Mali most",
          "Mljet: Saplunara y el puente de Mali most",
          "Mljet : Saplunara et le pont de Mali most",
          "Mljet: Saplunara und die Brücke Mali most",
        ],
        [
          "The sandy bay of Saplunara at the wild eastern end of the island, shallow and sheltered by pines, and, in the warm months, a swim at the Mali most bridge, where the lakes meet and the water is often warmer than the sea.",
          "La baia sabbiosa di Saplunara all'estremità orientale e selvaggia dell'isola, bassa e riparata dai pini, e, nei mesi caldi, un bagno al ponte di Mali most, dove i laghi si incontrano e l'acqua è spesso più calda del mare.",
          "La bahía de arena de Saplunara, en el extremo oriental y salvaje de la isla, poco profunda y resguardada por pinos, y, en los meses cálidos, un baño en el puente de Mali most, donde se unen los lagos y el agua suele estar más templada que el mar.",
          "La baie de sable de Saplunara à l'extrémité est et sauvage de l'île, peu profonde et abritée par les pins, et, à la belle saison, une baignade au pont de Mali most, où les lacs se rejoignent et où l'eau est souvent plus douce que la mer.",
          "Die Sandbucht Saplunara am wilden Ostende der Insel, flach und von Kiefern geschützt, und in den warmen Monaten ein Bad an der Brücke Mali most, wo sich die Seen treffen und das Wasser oft wärmer ist als das Meer.",
        ],
      ],
    ],
  },
  "HRV Dubrovnik": {
    days: [
      [
        "see",
        [
          "Dubrovnik: the city walls and the Stradun",
          "Dubrovnik: le mura e lo Stradun",
          "Dubrovnik: las murallas y el Stradun",
          "Dubrovnik : les remparts et le Stradun",
          "Dubrovnik: die Stadtmauer und der Stradun",
        ],
        [
          "The full circuit of the city walls above the orange roofs and the sea, the marble Stradun from the Pile Gate to the Sponza Palace, the Rector's Palace, and the old pharmacy of the Franciscan monastery.",
          "Il giro completo delle mura sopra i tetti arancioni e il mare, lo Stradun di marmo dalla Porta Pile al Palazzo Sponza, il Palazzo del Rettore e l'antica farmacia del convento francescano.",
          "La vuelta completa a las murallas sobre los tejados naranjas y el mar, el Stradun de mármol de la puerta de Pile al palacio Sponza, el Palacio del Rector y la vieja farmacia del monasterio franciscano.",
          "Le tour complet des remparts au-dessus des toits orange et de la mer, le Stradun de marbre de la porte Pile au palais Sponza, le palais des Recteurs et la vieille pharmacie du monastère franciscain.",
          "Der ganze Rundgang auf der Stadtmauer über den orangefarbenen Dächern und dem Meer, der marmorne Stradun vom Pile-Tor zum Sponza-Palast, der Rektorenpalast und die alte Apotheke des Franziskanerklosters.",
        ],
      ],
      [
        "see",
        [
          "Dubrovnik: Mount Srđ and the Lovrijenac fortress",
          "Dubrovnik: il monte Srđ e la fortezza di Lovrijenac",
          "Dubrovnik: el monte Srđ y la fortaleza de Lovrijenac",
          "Dubrovnik : le mont Srđ et la forteresse de Lovrijenac",
          "Dubrovnik: der Srđ und die Festung Lovrijenac",
        ],
        [
          "The cable car up Mount Srđ for the view of the walled town and the Elaphiti islands, then the Lovrijenac fortress on its rock outside the walls, the Dominican monastery, and the old port under the Revelin.",
          "La funivia sul monte Srđ per la vista sulla città murata e sulle isole Elafiti, poi la fortezza di Lovrijenac sulla sua rupe fuori dalle mura, il convento domenicano e il porto vecchio sotto il Revelin.",
          "El teleférico al monte Srđ para ver la ciudad amurallada y las islas Elafiti, y después la fortaleza de Lovrijenac sobre su roca fuera de las murallas, el monasterio dominico y el puerto viejo bajo el Revelin.",
          "Le téléphérique du mont Srđ pour la vue sur la ville fortifiée et les îles Élaphites, puis la forteresse de Lovrijenac sur son rocher hors les murs, le monastère dominicain et le vieux port sous le Revelin.",
          "Mit der Seilbahn auf den Srđ mit Blick auf die ummauerte Stadt und die Elaphiten, dann die Festung Lovrijenac auf ihrem Felsen vor den Mauern, das Dominikanerkloster und der alte Hafen unter dem Revelin.",
        ],
      ],
      [
        "food",
        [
          "Dubrovnik: Ston oysters and Dubrovnik rozata",
          "Dubrovnik: ostriche di Stagno e rozata",
          "Dubrovnik: ostras de Ston y rozata",
          "Dubrovnik : huîtres de Ston et rozata",
          "Dubrovnik: Austern aus Ston und Rozata",
        ],
        [
          "The Gundulić Square morning market, oysters and mussels from the bay of Mali Ston, black risotto and grilled fish in a konoba of the old town, and rozata, the caramel custard of Dubrovnik.",
          "Il mercato del mattino in piazza Gundulić, ostriche e cozze della baia di Stagno Piccolo, risotto nero e pesce alla griglia in una konoba della città vecchia e la rozata, il budino al caramello di Dubrovnik.",
          "El mercado matinal de la plaza Gundulić, ostras y mejillones de la bahía de Mali Ston, risotto negro y pescado a la brasa en una konoba del casco antiguo y la rozata, el flan de caramelo de Dubrovnik.",
          "Le marché du matin de la place Gundulić, huîtres et moules de la baie de Mali Ston, risotto noir et poisson grillé dans une konoba de la vieille ville, et la rozata, la crème caramel de Dubrovnik.",
          "Der Morgenmarkt auf dem Gundulić-Platz, Austern und Muscheln aus der Bucht von Mali Ston, schwarzes Risotto und gegrillter Fisch in einer Konoba der Altstadt und Rozata, der Karamellpudding von Dubrovnik.",
        ],
      ],
    ],
  },
  "SVN Ljubljana": {
    days: [
      [
        "see",
        [
          "Ljubljana: Plečnik's bridges and the castle",
          "Lubiana: i ponti di Plečnik e il castello",
          "Liubliana: los puentes de Plečnik y el castillo",
          "Ljubljana : les ponts de Plečnik et le château",
          "Ljubljana: Plečniks Brücken und die Burg",
        ],
        [
          "The Triple Bridge and Prešeren Square, the riverside colonnades and market that Jože Plečnik designed along the Ljubljanica, the Dragon Bridge, and the funicular up to the castle over the red roofs.",
          "Il Triplo Ponte e piazza Prešeren, i colonnati e il mercato sul fiume disegnati da Jože Plečnik lungo la Ljubljanica, il Ponte dei Draghi e la funicolare fino al castello sopra i tetti rossi.",
          "El Triple Puente y la plaza Prešeren, las columnatas y el mercado junto al río que Jože Plečnik diseñó a lo largo del Ljubljanica, el Puente de los Dragones y el funicular hasta el castillo sobre los tejados rojos.",
          "Le Triple Pont et la place Prešeren, les colonnades et le marché au bord de l'eau dessinés par Jože Plečnik le long de la Ljubljanica, le pont des Dragons et le funiculaire jusqu'au château au-dessus des toits rouges.",
          "Die Drei Brücken und der Prešeren-Platz, die Kolonnaden und der Markt, die Jože Plečnik an der Ljubljanica entwarf, die Drachenbrücke und mit der Standseilbahn hinauf zur Burg über den roten Dächern.",
        ],
      ],
      [
        "see",
        [
          "Ljubljana: Tivoli Park, Metelkova and the National Library",
          "Lubiana: il parco Tivoli, Metelkova e la Biblioteca Nazionale",
          "Liubliana: el parque Tivoli, Metelkova y la Biblioteca Nacional",
          "Ljubljana : le parc Tivoli, Metelkova et la Bibliothèque nationale",
          "Ljubljana: Tivoli-Park, Metelkova und die Nationalbibliothek",
        ],
        [
          "Plečnik's National and University Library with its stone-and-brick façade, the Congress Square and Roman wall, the avenues of Tivoli Park, and the graffiti-covered barracks of Metelkova, the free art quarter.",
          "La Biblioteca Nazionale e Universitaria di Plečnik con la facciata di pietra e mattoni, piazza del Congresso e le mura romane, i viali del parco Tivoli e le caserme coperte di graffiti di Metelkova, il quartiere libero dell'arte.",
          "La Biblioteca Nacional y Universitaria de Plečnik con su fachada de piedra y ladrillo, la plaza del Congreso y la muralla romana, las avenidas del parque Tivoli y los cuarteles llenos de grafitis de Metelkova, el barrio libre del arte.",
          "La Bibliothèque nationale et universitaire de Plečnik et sa façade de pierre et de brique, la place du Congrès et le mur romain, les allées du parc Tivoli et les casernes couvertes de graffitis de Metelkova, le quartier libre des arts.",
          "Plečniks National- und Universitätsbibliothek mit ihrer Fassade aus Stein und Ziegel, der Kongressplatz und die römische Mauer, die Alleen des Tivoli-Parks und die bemalten Kasernen von Metelkova, das freie Kunstviertel.",
        ],
      ],
      [
        "food",
        [
          "Ljubljana: the central market, klobasa and potica",
          "Lubiana: il mercato centrale, klobasa e potica",
          "Liubliana: el mercado central, klobasa y potica",
          "Ljubljana : le marché central, klobasa et potica",
          "Ljubljana: der Zentralmarkt, Klobasa und Potica",
        ],
        [
          "The central market under Plečnik's colonnades for pumpkin seed oil, honey and cheese, a Carniolan sausage with mustard and horseradish, štruklji dumplings, and a slice of potica, the rolled walnut cake.",
          "Il mercato centrale sotto i colonnati di Plečnik per olio di semi di zucca, miele e formaggi, una salsiccia della Carniola con senape e rafano, gli štruklji e una fetta di potica, il dolce arrotolato alle noci.",
          "El mercado central bajo las columnatas de Plečnik para aceite de pepitas de calabaza, miel y quesos, una salchicha de Carniola con mostaza y rábano picante, štruklji y un trozo de potica, el pastel enrollado de nueces.",
          "Le marché central sous les colonnades de Plečnik pour l'huile de pépins de courge, le miel et le fromage, une saucisse de Carniole à la moutarde et au raifort, des štruklji et une part de potica, le gâteau roulé aux noix.",
          "Der Zentralmarkt unter Plečniks Kolonnaden mit Kürbiskernöl, Honig und Käse, eine Krainer Wurst mit Senf und Meerrettich, Štruklji und ein Stück Potica, der gerollte Walnusskuchen.",
        ],
      ],
    ],
  },
  "SVN Lake Bled": {
    days: [
      [
        "see",
        [
          "Lake Bled: by pletna to the island church",
          "Lago di Bled: in pletna alla chiesa dell'isola",
          "Lago Bled: en pletna a la iglesia de la isla",
          "Lac de Bled : en pletna jusqu'à l'église de l'île",
          "Bleder See: mit der Pletna zur Inselkirche",
        ],
        [
          "A pletna, the wooden boat rowed standing, across to the islet and the 99 steps up to the Church of the Assumption and its wishing bell, then up to Bled Castle on its cliff above the water.",
          "Una pletna, la barca di legno vogata in piedi, fino all'isolotto e ai 99 gradini della chiesa dell'Assunta con la sua campana dei desideri, poi su al castello di Bled sulla rupe sopra l'acqua.",
          "Una pletna, la barca de madera que se rema de pie, hasta el islote y los 99 escalones de la iglesia de la Asunción con su campana de los deseos, y después el castillo de Bled en su acantilado sobre el agua.",
          "Une pletna, la barque de bois menée debout à la rame, jusqu'à l'îlot et aux 99 marches de l'église de l'Assomption et sa cloche des vœux, puis le château de Bled sur sa falaise au-dessus de l'eau.",
          "Mit der Pletna, dem im Stehen geruderten Holzboot, zur Insel und die 99 Stufen hinauf zur Marienkirche mit ihrer Wunschglocke, dann hinauf zur Burg Bled auf ihrem Felsen über dem Wasser.",
        ],
      ],
      [
        "see",
        [
          "Lake Bled: Ojstrica, the lakeshore path and kremšnita",
          "Lago di Bled: l'Ojstrica, il giro del lago e la kremšnita",
          "Lago Bled: el Ojstrica, la vuelta al lago y la kremšnita",
          "Lac de Bled : l'Ojstrica, le tour du lac et la kremšnita",
          "Bleder See: Ojstrica, Uferweg und Kremšnita",
        ],
        [
          "A short steep path up to the Ojstrica lookout for the postcard view of the island and castle with the Julian Alps behind, the walk around the lake, and a slice of kremšnita, the cream cake of Bled.",
          "Un breve sentiero ripido fino al belvedere dell'Ojstrica per la vista da cartolina su isola e castello con le Alpi Giulie dietro, il giro a piedi del lago e una fetta di kremšnita, la torta alla crema di Bled.",
          "Un sendero corto y empinado hasta el mirador del Ojstrica para la vista de postal de la isla y el castillo con los Alpes Julianos detrás, la vuelta al lago a pie y un trozo de kremšnita, el pastel de crema de Bled.",
          "Un court sentier raide jusqu'au belvédère de l'Ojstrica pour la vue de carte postale sur l'île et le château, les Alpes juliennes derrière, le tour du lac à pied et une part de kremšnita, le gâteau à la crème de Bled.",
          "Ein kurzer steiler Pfad hinauf zum Aussichtspunkt Ojstrica mit dem Postkartenblick auf Insel und Burg vor den Julischen Alpen, der Weg rund um den See und ein Stück Kremšnita, die Cremeschnitte von Bled.",
        ],
      ],
    ],
  },
  "SVN Lake Bohinj": {
    days: [
      [
        "see",
        [
          "Lake Bohinj: St. John's church and the Savica falls",
          "Lago di Bohinj: San Giovanni e la cascata Savica",
          "Lago Bohinj: San Juan y la cascada Savica",
          "Lac de Bohinj : Saint-Jean et la cascade Savica",
          "Wocheiner See: die Johanneskirche und der Savica-Fall",
        ],
        [
          "The frescoed church of St. John the Baptist by the stone bridge at Ribčev Laz, the path along the still glacial lake, and the five hundred steps up through the forest to the Savica waterfall.",
          "La chiesa affrescata di San Giovanni Battista accanto al ponte di pietra di Ribčev Laz, il sentiero lungo il quieto lago glaciale e i cinquecento gradini nel bosco fino alla cascata Savica.",
          "La iglesia con frescos de San Juan Bautista junto al puente de piedra de Ribčev Laz, el sendero a lo largo del tranquilo lago glaciar y los quinientos escalones por el bosque hasta la cascada Savica.",
          "L'église à fresques de Saint-Jean-Baptiste près du pont de pierre de Ribčev Laz, le sentier le long du lac glaciaire immobile et les cinq cents marches dans la forêt jusqu'à la cascade Savica.",
          "Die freskengeschmückte Kirche Johannes des Täufers an der Steinbrücke von Ribčev Laz, der Weg am stillen Gletschersee entlang und die fünfhundert Stufen durch den Wald hinauf zum Savica-Fall.",
        ],
      ],
      [
        "see",
        [
          "Lake Bohinj: Vogel and the Bohinj cheese",
          "Lago di Bohinj: il Vogel e il formaggio di Bohinj",
          "Lago Bohinj: el Vogel y el queso de Bohinj",
          "Lac de Bohinj : le Vogel et le fromage de Bohinj",
          "Wocheiner See: der Vogel und der Wocheiner Käse",
        ],
        [
          "The cable car up Vogel for the view over the lake to Triglav, then down in the valley the Alpine dairy museum of Stara Fužina and a tasting of Mohant, the pungent cheese made only in Bohinj.",
          "La funivia del Vogel per la vista sul lago fino al Triglav, poi giù a valle il museo caseario alpino di Stara Fužina e un assaggio di Mohant, il formaggio pungente fatto solo a Bohinj.",
          "El teleférico del Vogel para ver el lago hasta el Triglav, y después, en el valle, el museo alpino de la leche de Stara Fužina y una cata de Mohant, el queso intenso que solo se hace en Bohinj.",
          "Le téléphérique du Vogel pour la vue sur le lac jusqu'au Triglav, puis dans la vallée le musée alpin du lait de Stara Fužina et une dégustation de mohant, le fromage puissant fait seulement à Bohinj.",
          "Mit der Seilbahn auf den Vogel mit Blick über den See bis zum Triglav, dann im Tal das Almmuseum von Stara Fužina und eine Probe von Mohant, dem kräftigen Käse, den es nur in Bohinj gibt.",
        ],
      ],
    ],
  },
  "SVN Triglav": {
    months: [7, 9],
    days: [
      [
        "trek",
        [
          "Triglav: up to the Seven Lakes Valley",
          "Triglav: fino alla valle dei Sette Laghi",
          "Triglav: subida al valle de los Siete Lagos",
          "Triglav : montée à la vallée des Sept Lacs",
          "Triglav: hinauf ins Tal der Sieben Seen",
        ],
        [
          "From above Bohinj up the Komarča cliff by path and steps past the Black Lake to the Valley of the Triglav Lakes, a chain of glacial tarns among limestone and dwarf pine, to the hut by the Double Lake.",
          "Da sopra Bohinj su per la parete della Komarča tra sentiero e gradini, oltre il Lago Nero, fino alla valle dei Laghi del Triglav, una catena di laghetti glaciali tra calcare e pino mugo, al rifugio del Lago Doppio.",
          "Desde lo alto de Bohinj por la pared de la Komarča, entre sendero y peldaños, pasando el Lago Negro, hasta el valle de los Lagos del Triglav, una cadena de lagunas glaciares entre caliza y pino negro, al refugio del Lago Doble.",
          "Au-dessus de Bohinj par la paroi de la Komarča, sentier et marches, le long du Lac noir jusqu'à la vallée des Lacs du Triglav, chapelet de lacs glaciaires entre calcaire et pins nains, jusqu'au refuge du Lac double.",
          "Von oberhalb Bohinj über die Komarča-Wand auf Pfad und Stufen am Schwarzen See vorbei ins Tal der Triglav-Seen, eine Kette von Karseen zwischen Kalk und Latschen, zur Hütte am Doppelsee.",
        ],
      ],
      [
        "trek",
        [
          "Triglav: across the karst plateau to Kredarica",
          "Triglav: sull'altopiano carsico fino al Kredarica",
          "Triglav: por la meseta kárstica hasta Kredarica",
          "Triglav : à travers le plateau karstique jusqu'à Kredarica",
          "Triglav: über das Karstplateau zur Kredarica",
        ],
        [
          "Up the valley past the last lakes and over the stony Hribarice plateau, a moonscape of limestone, to the Triglavski dom on Kredarica, the highest hut in Slovenia, under the summit.",
          "Su per la valle oltre gli ultimi laghi e attraverso l'altopiano pietroso delle Hribarice, un paesaggio lunare di calcare, fino al Triglavski dom sul Kredarica, il rifugio più alto della Slovenia, sotto la vetta.",
          "Valle arriba, pasando los últimos lagos, y a través de la meseta pedregosa de Hribarice, un paisaje lunar de caliza, hasta el Triglavski dom en Kredarica, el refugio más alto de Eslovenia, bajo la cumbre.",
          "Remontée de la vallée au-delà des derniers lacs et traversée du plateau pierreux des Hribarice, paysage lunaire de calcaire, jusqu'au Triglavski dom sur le Kredarica, le plus haut refuge de Slovénie, sous le sommet.",
          "Das Tal hinauf an den letzten Seen vorbei und über die steinige Hochfläche der Hribarice, eine Mondlandschaft aus Kalk, zum Triglavski dom auf der Kredarica, der höchsten Hütte Sloweniens unter dem Gipfel.",
        ],
      ],
      [
        "trek",
        [
          "Triglav: the summit and down to the Vrata valley",
          "Triglav: la vetta e la discesa in val Vrata",
          "Triglav: la cumbre y bajada al valle de Vrata",
          "Triglav : le sommet et la descente au val Vrata",
          "Triglav: der Gipfel und hinab ins Vrata-Tal",
        ],
        [
          "Early on the protected path with iron pegs and cables over Mali Triglav to the Aljaž Tower on the summit at 2,864 m, the top of Slovenia, then down the Prag route under the north face to the Vrata valley.",
          "Presto sulla via attrezzata con staffe e cavi oltre il Mali Triglav fino alla torretta Aljaž in vetta, a 2.864 m, il tetto della Slovenia, poi giù per la via del Prag sotto la parete nord fino alla val Vrata.",
          "Temprano por la vía equipada con grapas y cables sobre el Mali Triglav hasta la torrecilla Aljaž en la cumbre, a 2.864 m, el techo de Eslovenia, y bajada por la ruta del Prag bajo la cara norte hasta el valle de Vrata.",
          "Tôt sur la voie équipée de crampons et de câbles par le Mali Triglav jusqu'à la tourelle Aljaž au sommet, à 2 864 m, le toit de la Slovénie, puis descente par la voie du Prag sous la face nord jusqu'au val Vrata.",
          "Früh auf dem mit Eisenstiften und Seilen gesicherten Steig über den Mali Triglav zum Aljaž-Turm auf dem Gipfel in 2.864 m, dem Dach Sloweniens, dann über den Prag-Weg unter der Nordwand ins Vrata-Tal.",
        ],
      ],
      [
        "see",
        [
          "Triglav: the Vrata valley and the north face",
          "Triglav: la val Vrata e la parete nord",
          "Triglav: el valle de Vrata y la cara norte",
          "Triglav : le val Vrata et la face nord",
          "Triglav: das Vrata-Tal und die Nordwand",
        ],
        [
          "Up the Vrata valley past the Peričnik waterfall, where a path runs behind the falling water, to the Aljažev dom and the giant piton memorial to the partisans, under the vast north face of Triglav.",
          "Su per la val Vrata oltre la cascata Peričnik, dove un sentiero passa dietro l'acqua che cade, fino all'Aljažev dom e al grande chiodo da roccia in memoria dei partigiani, sotto l'immensa parete nord del Triglav.",
          "Valle de Vrata arriba, pasando la cascada Peričnik, donde un sendero pasa detrás del agua, hasta el Aljažev dom y el enorme clavo de escalada en memoria de los partisanos, bajo la inmensa cara norte del Triglav.",
          "Remontée du val Vrata par la cascade Peričnik, où un sentier passe derrière la chute, jusqu'à l'Aljažev dom et au piton géant dédié aux partisans, sous l'immense face nord du Triglav.",
          "Das Vrata-Tal hinauf am Peričnik-Fall vorbei, wo ein Pfad hinter dem Wasser verläuft, zum Aljažev dom und zum riesigen Kletterhaken als Denkmal für die Partisanen, unter der gewaltigen Triglav-Nordwand.",
        ],
      ],
    ],
  },
  "SVN Soča Valley": {
    days: [
      [
        "see",
        [
          "Soča Valley: Kobarid and the Kozjak waterfall",
          "Valle dell'Isonzo: Caporetto e la cascata Kozjak",
          "Valle del Soča: Kobarid y la cascada Kozjak",
          "Vallée de la Soča : Kobarid et la cascade Kozjak",
          "Soča-Tal: Kobarid und der Kozjak-Fall",
        ],
        [
          "The Kobarid Museum of the Isonzo Front of the First World War, the Italian ossuary on the hill, and the path over the Napoleon Bridge to the Kozjak waterfall, hidden in a cave-like rock chamber.",
          "Il Museo di Caporetto sul fronte dell'Isonzo della Prima guerra mondiale, l'ossario italiano sulla collina e il sentiero oltre il ponte napoleonico fino alla cascata Kozjak, nascosta in una sala di roccia simile a una grotta.",
          "El Museo de Kobarid del frente del Isonzo de la Primera Guerra Mundial, el osario italiano en la colina y el sendero por el puente de Napoleón hasta la cascada Kozjak, escondida en una cámara de roca como una cueva.",
          "Le musée de Kobarid sur le front de l'Isonzo de la Première Guerre mondiale, l'ossuaire italien sur la colline et le sentier par le pont de Napoléon jusqu'à la cascade Kozjak, cachée dans une salle rocheuse en forme de grotte.",
          "Das Museum von Kobarid über die Isonzofront des Ersten Weltkriegs, das italienische Beinhaus auf dem Hügel und der Weg über die Napoleonbrücke zum Kozjak-Fall in seiner höhlenartigen Felskammer.",
        ],
      ],
      [
        "see",
        [
          "Soča Valley: Trenta and the Great Soča Gorge",
          "Valle dell'Isonzo: Trenta e la Grande gola dell'Isonzo",
          "Valle del Soča: Trenta y el Gran Cañón del Soča",
          "Vallée de la Soča : Trenta et les grandes gorges de la Soča",
          "Soča-Tal: Trenta und die Große Soča-Schlucht",
        ],
        [
          "Up the emerald river through Bovec to the Great Soča Gorge, where the water cuts a narrow slot through white rock, the suspension bridges of the Soča Trail, and the source of the river in the Trenta valley.",
          "Su lungo il fiume color smeraldo per Bovec fino alla Grande gola dell'Isonzo, dove l'acqua incide una fessura stretta nella roccia bianca, i ponti sospesi del sentiero dell'Isonzo e la sorgente del fiume in val Trenta.",
          "Río arriba por las aguas esmeralda, pasando Bovec, hasta el Gran Cañón del Soča, donde el agua abre una ranura estrecha en la roca blanca, los puentes colgantes del sendero del Soča y el nacimiento del río en el valle de Trenta.",
          "En remontant la rivière émeraude par Bovec jusqu'aux grandes gorges de la Soča, où l'eau taille une fente étroite dans la roche blanche, les passerelles suspendues du sentier de la Soča et la source de la rivière dans le val Trenta.",
          "Den smaragdgrünen Fluss hinauf über Bovec zur Großen Soča-Schlucht, wo das Wasser einen schmalen Spalt in den weißen Fels schneidet, über die Hängebrücken des Soča-Wegs bis zur Quelle im Trenta-Tal.",
        ],
      ],
    ],
  },
  "SVN Postojna Cave": {
    days: [
      [
        "see",
        [
          "Postojna Cave: by train into the cave and Predjama Castle",
          "Grotte di Postumia: in trenino nella grotta e il castello di Predjama",
          "Cueva de Postojna: en tren a la cueva y el castillo de Predjama",
          "Grotte de Postojna : en train dans la grotte et le château de Predjama",
          "Höhle von Postojna: mit der Bahn in die Höhle und Burg Predjama",
        ],
        [
          "The little train deep into the Postojna cave, then on foot among stalactites, the white Brilliant and the concert hall, with the olm, the blind cave salamander, and Predjama Castle built into the mouth of a cliff cave.",
          "Il trenino nel cuore delle Grotte di Postumia, poi a piedi tra le stalattiti, il bianco Brillante e la sala da concerto, con il proteo, la salamandra cieca delle grotte, e il castello di Predjama costruito nell'imbocco di una grotta.",
          "El trenecito hasta el fondo de la cueva de Postojna, y después a pie entre estalactitas, el blanco Brillante y la sala de conciertos, con el proteo, la salamandra ciega de las cuevas, y el castillo de Predjama construido en la boca de una cueva.",
          "Le petit train au cœur de la grotte de Postojna, puis à pied parmi les stalactites, le Brillant tout blanc et la salle de concert, avec le protée, la salamandre aveugle des grottes, et le château de Predjama bâti dans l'entrée d'une grotte.",
          "Mit der Höhlenbahn tief in die Höhle von Postojna, dann zu Fuß zwischen Tropfsteinen, dem weißen Brillanten und dem Konzertsaal, dazu der Grottenolm, und die Burg Predjama, die in den Eingang einer Felshöhle gebaut ist.",
        ],
      ],
    ],
  },
  "SVN Piran": {
    days: [
      [
        "see",
        [
          "Piran: Tartini Square and the Venetian walls",
          "Pirano: piazza Tartini e le mura veneziane",
          "Piran: la plaza Tartini y las murallas venecianas",
          "Piran : la place Tartini et les remparts vénitiens",
          "Piran: der Tartini-Platz und die venezianischen Mauern",
        ],
        [
          "The oval Tartini Square and its Venetian Gothic house, the lanes of the peninsula up to St. George's Church and its campanile over the sea, and the town walls with the view across the gulf to Trieste.",
          "L'ovale piazza Tartini e la sua casa in gotico veneziano, i vicoli della penisola fino alla chiesa di San Giorgio e al campanile sul mare e le mura con la vista sul golfo fino a Trieste.",
          "La plaza ovalada Tartini y su casa de gótico veneciano, las callejas de la península hasta la iglesia de San Jorge y su campanario sobre el mar, y las murallas con vistas al golfo hasta Trieste.",
          "La place ovale Tartini et sa maison de gothique vénitien, les ruelles de la presqu'île jusqu'à l'église Saint-Georges et son campanile sur la mer, et les remparts avec la vue sur le golfe jusqu'à Trieste.",
          "Der ovale Tartini-Platz mit seinem venezianisch-gotischen Haus, die Gassen der Halbinsel hinauf zur Georgskirche und ihrem Campanile über dem Meer und die Stadtmauer mit Blick über den Golf bis Triest.",
        ],
      ],
      [
        "food",
        [
          "Piran: the Sečovlje salt pans and Adriatic fish",
          "Pirano: le saline di Sicciole e il pesce dell'Adriatico",
          "Piran: las salinas de Sečovlje y el pescado del Adriático",
          "Piran : les salines de Sečovlje et le poisson de l'Adriatique",
          "Piran: die Salinen von Sečovlje und Adriafisch",
        ],
        [
          "The Sečovlje salt pans, where salt is still raked by hand in the old way, then Piran sea salt and fleur de sel on grilled sea bass and squid, with a glass of Refošk or Malvazija from the Slovenian coast.",
          "Le saline di Sicciole, dove il sale si raccoglie ancora a mano all'antica, poi sale marino e fior di sale di Pirano su branzino e calamari alla griglia, con un bicchiere di Refosco o Malvasia della costa slovena.",
          "Las salinas de Sečovlje, donde la sal aún se rastrilla a mano a la antigua, y después sal marina y flor de sal de Piran sobre lubina y calamares a la brasa, con una copa de Refošk o Malvazija de la costa eslovena.",
          "Les salines de Sečovlje, où le sel se ratisse encore à la main à l'ancienne, puis le sel marin et la fleur de sel de Piran sur du bar et des calmars grillés, avec un verre de refošk ou de malvazija de la côte slovène.",
          "Die Salinen von Sečovlje, wo Salz noch von Hand auf alte Weise gerecht wird, dann Piraner Meersalz und Fleur de Sel auf gegrilltem Wolfsbarsch und Tintenfisch, dazu ein Glas Refošk oder Malvazija von der slowenischen Küste.",
        ],
      ],
    ],
  },
  "GRC Athens": {
    days: [
      [
        "see",
        [
          "Athens: the Acropolis and the Parthenon",
          "Atene: l'Acropoli e il Partenone",
          "Atenas: la Acrópolis y el Partenón",
          "Athènes : l'Acropole et le Parthénon",
          "Athen: die Akropolis und der Parthenon",
        ],
        [
          "Early up the Sacred Rock past the Propylaea to the Parthenon, the Erechtheion and its Caryatids, then down to the Acropolis Museum, where the frieze is shown in the light facing the real temple.",
          "Presto sulla Rocca Sacra oltre i Propilei fino al Partenone, all'Eretteo e alle sue Cariatidi, poi giù al Museo dell'Acropoli, dove il fregio è esposto alla luce di fronte al tempio vero.",
          "Temprano a la Roca Sagrada, por los Propileos hasta el Partenón, el Erecteion y sus Cariátides, y después el Museo de la Acrópolis, donde el friso se expone a la luz frente al templo real.",
          "Tôt sur le Rocher sacré par les Propylées jusqu'au Parthénon, à l'Érechthéion et ses Caryatides, puis descente au musée de l'Acropole, où la frise est exposée en pleine lumière face au vrai temple.",
          "Früh auf den Heiligen Felsen, durch die Propyläen zum Parthenon und zum Erechtheion mit seinen Karyatiden, dann hinunter ins Akropolismuseum, wo der Fries im Licht gegenüber dem echten Tempel gezeigt wird.",
        ],
      ],
      [
        "see",
        [
          "Athens: the Agora, Plaka and the National Museum",
          "Atene: l'Agorà, la Plaka e il Museo Nazionale",
          "Atenas: el Ágora, Plaka y el Museo Nacional",
          "Athènes : l'Agora, Plaka et le Musée national",
          "Athen: die Agora, die Plaka und das Nationalmuseum",
        ],
        [
          "The Ancient Agora and the Temple of Hephaestus, the lanes of Plaka and the island houses of Anafiotika under the rock, and the National Archaeological Museum with the mask of Agamemnon and the bronze of Artemision.",
          "L'Agorà antica e il tempio di Efesto, i vicoli della Plaka e le casette isolane dell'Anafiotika sotto la rocca e il Museo Archeologico Nazionale con la maschera di Agamennone e il bronzo di Capo Artemisio.",
          "El Ágora antigua y el templo de Hefesto, las callejas de Plaka y las casitas isleñas de Anafiotika bajo la roca, y el Museo Arqueológico Nacional con la máscara de Agamenón y el bronce del cabo Artemisio.",
          "L'Agora antique et le temple d'Héphaïstos, les ruelles de Plaka et les maisons insulaires d'Anafiotika sous le rocher, et le Musée national archéologique avec le masque d'Agamemnon et le bronze de l'Artémision.",
          "Die antike Agora und der Hephaistostempel, die Gassen der Plaka und die Inselhäuschen von Anafiotika unter dem Felsen und das Archäologische Nationalmuseum mit der Maske des Agamemnon und dem Bronzegott vom Kap Artemision.",
        ],
      ],
      [
        "food",
        [
          "Athens: the Varvakios market and a taverna",
          "Atene: il mercato Varvakios e una taverna",
          "Atenas: el mercado Varvakios y una taberna",
          "Athènes : le marché Varvakios et une taverne",
          "Athen: der Varvakios-Markt und eine Taverne",
        ],
        [
          "The fish and meat halls of the Varvakios central market on Athinas street and the spice shops around it, souvlaki and koulouri sesame rings, and dinner of meze, mousakas and retsina in a taverna of Psyrri.",
          "Le sale del pesce e della carne del mercato centrale Varvakios in via Athinas e le botteghe di spezie intorno, souvlaki e koulouri al sesamo e una cena di meze, moussakà e retsina in una taverna di Psyrri.",
          "Las naves de pescado y carne del mercado central Varvakios en la calle Athinas y las tiendas de especias alrededor, souvlaki y koulouri de sésamo, y una cena de meze, musaka y retsina en una taberna de Psyrri.",
          "Les halles aux poissons et aux viandes du marché central Varvakios rue Athinas et les épiceries autour, souvlaki et koulouri au sésame, et un dîner de mezzés, moussaka et retsina dans une taverne de Psyrri.",
          "Die Fisch- und Fleischhallen des Zentralmarkts Varvakios an der Athinas-Straße und die Gewürzläden ringsum, Souvlaki und Sesamkringel Koulouri und ein Abendessen mit Meze, Moussaka und Retsina in einer Taverne in Psyrri.",
        ],
      ],
    ],
  },
  "GRC Cape Sounion": {
    days: [
      [
        "see",
        [
          "Cape Sounion: the Temple of Poseidon",
          "Capo Sounion: il tempio di Poseidone",
          "Cabo Sunión: el templo de Poseidón",
          "Cap Sounion : le temple de Poséidon",
          "Kap Sounion: der Poseidontempel",
        ],
        [
          "The coast road of the Athenian Riviera to the marble columns of the Temple of Poseidon on the cliff at the tip of Attica, Byron's name carved in a column, and sunset over the Aegean islands.",
          "La strada costiera della Riviera ateniese fino alle colonne di marmo del tempio di Poseidone sulla scogliera all'estremità dell'Attica, il nome di Byron inciso in una colonna e il tramonto sulle isole dell'Egeo.",
          "La carretera de la Riviera ateniense hasta las columnas de mármol del templo de Poseidón sobre el acantilado en la punta del Ática, el nombre de Byron grabado en una columna y la puesta de sol sobre las islas del Egeo.",
          "La route côtière de la Riviera athénienne jusqu'aux colonnes de marbre du temple de Poséidon sur la falaise à la pointe de l'Attique, le nom de Byron gravé dans une colonne et le coucher du soleil sur les îles de l'Égée.",
          "Die Küstenstraße der Athener Riviera zu den Marmorsäulen des Poseidontempels auf der Klippe an der Spitze Attikas, Byrons in eine Säule geritzter Name und Sonnenuntergang über den Inseln der Ägäis.",
        ],
      ],
    ],
  },
  "GRC Saronic Gulf": {
    months: [4, 10],
    days: [
      [
        "boat",
        [
          "Saronic Gulf: Aegina and Agistri",
          "Golfo Saronico: Egina e Agistri",
          "Golfo Sarónico: Egina y Agistri",
          "Golfe Saronique : Égine et Agistri",
          "Saronischer Golf: Ägina und Agistri",
        ],
        [
          "Out of the port of Piraeus to Aegina, the Temple of Aphaia among the pines and pistachios sold on the quay, then across to pine-covered Agistri for a swim in the clear coves of Dragonera.",
          "Dal porto del Pireo fino a Egina, il tempio di Afaia tra i pini e i pistacchi venduti sul molo, poi verso Agistri coperta di pini per un bagno nelle calette limpide di Dragonera.",
          "Desde el puerto del Pireo hasta Egina, el templo de Afaya entre pinos y los pistachos que se venden en el muelle, y después a Agistri, cubierta de pinos, para nadar en las calas claras de Dragonera.",
          "Du port du Pirée jusqu'à Égine, le temple d'Aphaïa parmi les pins et les pistaches vendues sur le quai, puis vers Agistri couverte de pins pour une baignade dans les criques limpides de Dragonera.",
          "Vom Hafen Piräus nach Ägina, zum Aphaiatempel zwischen Kiefern und zu den am Kai verkauften Pistazien, dann hinüber ins kiefernbedeckte Agistri zum Baden in den klaren Buchten von Dragonera.",
        ],
      ],
      [
        "boat",
        [
          "Saronic Gulf: Poros and car-free Hydra",
          "Golfo Saronico: Poros e Idra senz'auto",
          "Golfo Sarónico: Poros e Hidra sin coches",
          "Golfe Saronique : Poros et Hydra sans voitures",
          "Saronischer Golf: Poros und das autofreie Hydra",
        ],
        [
          "Through the narrow strait of Poros under its clock tower, then to Hydra, the island without cars where donkeys carry the loads up from a port ringed by stone captains' mansions, and a swim off the rocks.",
          "Attraverso lo stretto canale di Poros sotto la torre dell'orologio, poi Idra, l'isola senz'auto dove gli asini portano i carichi su dal porto cinto dalle dimore in pietra dei capitani, e un bagno dagli scogli.",
          "Por el estrecho canal de Poros bajo su torre del reloj, y después Hidra, la isla sin coches donde los burros suben la carga desde un puerto rodeado de mansiones de piedra de capitanes, y un baño desde las rocas.",
          "Par l'étroit chenal de Poros sous sa tour de l'horloge, puis Hydra, l'île sans voitures où les ânes montent les charges depuis un port cerné de demeures de capitaines en pierre, et une baignade depuis les rochers.",
          "Durch die enge Meerenge von Poros unter dem Uhrturm, dann nach Hydra, der autofreien Insel, wo Esel die Lasten vom Hafen hinauftragen, umringt von steinernen Kapitänshäusern, und ein Bad von den Felsen aus.",
        ],
      ],
    ],
  },
  "GRC Nafplio": {
    days: [
      [
        "see",
        [
          "Nafplio: Palamidi and the old town",
          "Nauplia: il Palamidi e la città vecchia",
          "Nauplia: el Palamidi y el casco antiguo",
          "Nauplie : le Palamède et la vieille ville",
          "Nafplio: das Palamidi und die Altstadt",
        ],
        [
          "The 999 steps up to the Venetian Palamidi fortress over the gulf, the marble Syntagma Square of Greece's first capital, the neoclassical lanes of the old town, and the little castle of Bourtzi on its islet.",
          "I 999 gradini fino alla fortezza veneziana del Palamidi sul golfo, la piazza Syntagma di marmo della prima capitale della Grecia, i vicoli neoclassici della città vecchia e il castelletto del Bourtzi sul suo isolotto.",
          "Los 999 escalones hasta la fortaleza veneciana del Palamidi sobre el golfo, la plaza Syntagma de mármol de la primera capital de Grecia, las callejas neoclásicas del casco antiguo y el castillito del Bourtzi en su islote.",
          "Les 999 marches jusqu'à la forteresse vénitienne du Palamède au-dessus du golfe, la place Syntagma de marbre de la première capitale de la Grèce, les ruelles néoclassiques de la vieille ville et le petit fort du Bourtzi sur son îlot.",
          "Die 999 Stufen hinauf zur venezianischen Festung Palamidi über dem Golf, der marmorne Syntagma-Platz der ersten Hauptstadt Griechenlands, die klassizistischen Gassen der Altstadt und die kleine Burg Bourtzi auf ihrem Inselchen.",
        ],
      ],
      [
        "food",
        [
          "Nafplio: Nemea wine and Argolid oranges",
          "Nauplia: vino di Nemea e arance dell'Argolide",
          "Nauplia: vino de Nemea y naranjas de la Argólida",
          "Nauplie : vin de Némée et oranges d'Argolide",
          "Nafplio: Nemea-Wein und Orangen der Argolis",
        ],
        [
          "A tasting of Agiorgitiko red in a winery of Nemea, the orange groves of the Argolid plain, and a seafront dinner in Nafplio of grilled octopus, gemista and loukoumades with honey.",
          "Una degustazione di rosso Agiorgitiko in una cantina di Nemea, gli aranceti della piana dell'Argolide e una cena sul lungomare di Nauplia con polpo alla griglia, gemista e loukoumades al miele.",
          "Una cata de tinto Agiorgitiko en una bodega de Nemea, los naranjales de la llanura de la Argólida y una cena junto al mar en Nauplia con pulpo a la brasa, gemista y loukoumades con miel.",
          "Une dégustation d'agiorgitiko rouge dans un domaine de Némée, les orangeraies de la plaine d'Argolide et un dîner en bord de mer à Nauplie, poulpe grillé, gemista et loukoumades au miel.",
          "Eine Probe roten Agiorgitikos in einem Weingut in Nemea, die Orangenhaine der Ebene der Argolis und ein Abendessen am Meer in Nafplio mit gegrilltem Oktopus, Gemista und Loukoumades mit Honig.",
        ],
      ],
    ],
  },
  "GRC Mycenae": {
    days: [
      [
        "see",
        [
          "Mycenae: the Lion Gate and the Treasury of Atreus",
          "Micene: la Porta dei Leoni e il Tesoro di Atreo",
          "Micenas: la Puerta de los Leones y el Tesoro de Atreo",
          "Mycènes : la porte des Lionnes et le trésor d'Atrée",
          "Mykene: das Löwentor und das Schatzhaus des Atreus",
        ],
        [
          "The Cyclopean walls and the Lion Gate of Agamemnon's citadel, the royal grave circle where the gold masks were found, the palace on the summit, and the beehive tomb of the Treasury of Atreus.",
          "Le mura ciclopiche e la Porta dei Leoni della cittadella di Agamennone, il circolo delle tombe reali dove furono trovate le maschere d'oro, il palazzo in cima e la tomba a tholos del Tesoro di Atreo.",
          "Las murallas ciclópeas y la Puerta de los Leones de la ciudadela de Agamenón, el círculo de tumbas reales donde se hallaron las máscaras de oro, el palacio en la cima y la tumba de cúpula del Tesoro de Atreo.",
          "Les murs cyclopéens et la porte des Lionnes de la citadelle d'Agamemnon, le cercle des tombes royales où furent trouvés les masques d'or, le palais au sommet et la tombe à coupole du trésor d'Atrée.",
          "Die Zyklopenmauern und das Löwentor der Burg des Agamemnon, das Gräberrund, in dem die Goldmasken gefunden wurden, der Palast auf dem Gipfel und das Kuppelgrab des Schatzhauses des Atreus.",
        ],
      ],
    ],
  },
  "GRC Epidaurus": {
    days: [
      [
        "see",
        [
          "Epidaurus: the ancient playhouse and Asclepius's sanctuary",
          "Epidauro: il teatro antico e il santuario di Asclepio",
          "Epidauro: el teatro antiguo y el santuario de Asclepio",
          "Épidaure : le théâtre antique et le sanctuaire d'Asclépios",
          "Epidauros: das antike Theater und das Asklepios-Heiligtum",
        ],
        [
          "The best-kept open-air playhouse of ancient Greece, where a coin dropped on the stage is heard in the top row, and the healing sanctuary of Asclepius with its tholos, stadium and museum among the pines.",
          "Il teatro meglio conservato della Grecia antica, dove una moneta caduta sulla scena si sente dall'ultima fila, e il santuario guaritore di Asclepio con la sua tholos, lo stadio e il museo tra i pini.",
          "El teatro mejor conservado de la Grecia antigua, donde una moneda que cae en la escena se oye desde la última fila, y el santuario sanador de Asclepio con su tholos, el estadio y el museo entre pinos.",
          "Le théâtre le mieux conservé de la Grèce antique, où une pièce tombée sur la scène s'entend du dernier rang, et le sanctuaire guérisseur d'Asclépios avec sa tholos, son stade et son musée parmi les pins.",
          "Das besterhaltene Theater des antiken Griechenlands, in dem eine auf die Bühne fallende Münze bis in die oberste Reihe zu hören ist, und das Heilheiligtum des Asklepios mit Tholos, Stadion und Museum unter Kiefern.",
        ],
      ],
    ],
  },
  "GRC Olympia": {
    days: [
      [
        "see",
        [
          "Olympia: the sanctuary of Zeus and the ancient stadium",
          "Olimpia: il santuario di Zeus e lo stadio antico",
          "Olimpia: el santuario de Zeus y el estadio antiguo",
          "Olympie : le sanctuaire de Zeus et le stade antique",
          "Olympia: das Zeusheiligtum und das antike Stadion",
        ],
        [
          "Through the vaulted tunnel into the stadium of the first Olympic Games, the Temple of Zeus and the Temple of Hera where the flame is lit, Phidias's workshop, and the Hermes of Praxiteles in the museum.",
          "Attraverso la galleria a volta nello stadio dei primi Giochi olimpici, il tempio di Zeus e il tempio di Hera dove si accende la fiamma, la bottega di Fidia e l'Hermes di Prassitele nel museo.",
          "Por el túnel abovedado al estadio de los primeros Juegos Olímpicos, el templo de Zeus y el templo de Hera, donde se enciende la llama, el taller de Fidias y el Hermes de Praxíteles en el museo.",
          "Par le tunnel voûté dans le stade des premiers Jeux olympiques, le temple de Zeus et le temple d'Héra où s'allume la flamme, l'atelier de Phidias et l'Hermès de Praxitèle au musée.",
          "Durch den gewölbten Gang ins Stadion der ersten Olympischen Spiele, der Zeustempel und der Heratempel, an dem die Flamme entzündet wird, die Werkstatt des Phidias und der Hermes des Praxiteles im Museum.",
        ],
      ],
    ],
  },
  "GRC Patras": {
    days: [
      [
        "see",
        [
          "Patras: the castle, St. Andrew's and the Roman odeon",
          "Patrasso: il castello, Sant'Andrea e l'odeon romano",
          "Patras: el castillo, San Andrés y el odeón romano",
          "Patras : le château, Saint-André et l'odéon romain",
          "Patras: die Burg, die Andreaskirche und das römische Odeon",
        ],
        [
          "The stepped streets of the upper town to the Byzantine and Venetian castle, the restored Roman odeon, and the great basilica of St. Andrew, who was martyred here, holding the relic of his cross.",
          "Le vie a gradini della città alta fino al castello bizantino e veneziano, l'odeon romano restaurato e la grande basilica di Sant'Andrea, martirizzato qui, che custodisce la reliquia della sua croce.",
          "Las calles escalonadas de la ciudad alta hasta el castillo bizantino y veneciano, el odeón romano restaurado y la gran basílica de San Andrés, martirizado aquí, que guarda la reliquia de su cruz.",
          "Les rues en escalier de la ville haute jusqu'au château byzantin et vénitien, l'odéon romain restauré et la grande basilique Saint-André, martyrisé ici, qui garde la relique de sa croix.",
          "Die Treppenstraßen der Oberstadt hinauf zur byzantinisch-venezianischen Burg, das restaurierte römische Odeon und die große Basilika des Apostels Andreas, der hier den Märtyrertod starb, mit der Reliquie seines Kreuzes.",
        ],
      ],
      [
        "see",
        [
          "Patras: the Rio–Antirrio bridge and the Gulf of Corinth",
          "Patrasso: il ponte Rio-Antirrio e il golfo di Corinto",
          "Patras: el puente Río-Antirrío y el golfo de Corinto",
          "Patras : le pont Rion-Antirion et le golfe de Corinthe",
          "Patras: die Rio-Andirrio-Brücke und der Golf von Korinth",
        ],
        [
          "The cable-stayed Rio–Antirrio bridge over the mouth of the Gulf of Corinth, the Venetian castle of Rio at its foot, and over the water the little port of Nafpaktos, Lepanto, with its walls running down to the old port.",
          "Il ponte strallato Rio-Antirrio sulla bocca del golfo di Corinto, il castello veneziano di Rio ai suoi piedi e, oltre l'acqua, il porticciolo di Naupatto, Lepanto, con le mura che scendono fino al bacino del porto.",
          "El puente atirantado Río-Antirrío sobre la boca del golfo de Corinto, el castillo veneciano de Río a sus pies y, al otro lado del agua, el puertecito de Naupacto, Lepanto, con sus murallas bajando hasta la dársena.",
          "Le pont à haubans Rion-Antirion sur l'entrée du golfe de Corinthe, le château vénitien de Rion à son pied et, de l'autre côté, le petit port de Naupacte, Lépante, ses remparts descendant jusqu'au bassin.",
          "Die Schrägseilbrücke Rio-Andirrio über die Mündung des Golfs von Korinth, die venezianische Burg von Rio an ihrem Fuß und drüben der kleine Hafen von Nafpaktos, Lepanto, dessen Mauern bis zum Hafenbecken hinabreichen.",
        ],
      ],
      [
        "food",
        [
          "Patras: Achaia Clauss and Mavrodaphne",
          "Patrasso: Achaia Clauss e il Mavrodafne",
          "Patras: Achaia Clauss y el Mavrodafne",
          "Patras : Achaia Clauss et le mavrodaphné",
          "Patras: Achaia Clauss und Mavrodaphne",
        ],
        [
          "The 19th-century stone cellars of the Achaia Clauss winery on its hill above the city and their casks of sweet Mavrodaphne, then fish by the sea at Rio and a galaktoboureko custard pie.",
          "Le cantine in pietra ottocentesche della tenuta Achaia Clauss sulla collina sopra la città con le botti di Mavrodafne dolce, poi pesce sul mare a Rio e una galaktoboureko, torta di crema e sfoglia.",
          "Las bodegas de piedra del siglo XIX de Achaia Clauss en su colina sobre la ciudad y sus barricas de Mavrodafne dulce, y después pescado junto al mar en Río y un galaktoboureko, pastel de crema y hojaldre.",
          "Les chais de pierre du XIXe siècle du domaine Achaia Clauss sur sa colline au-dessus de la ville et leurs fûts de mavrodaphné doux, puis du poisson au bord de la mer à Rion et un galaktoboureko, feuilleté à la crème.",
          "Die steinernen Keller des Weinguts Achaia Clauss aus dem 19. Jahrhundert auf dem Hügel über der Stadt mit ihren Fässern süßen Mavrodaphnes, dann Fisch am Meer in Rio und ein Galaktoboureko, Grießcreme im Blätterteig.",
        ],
      ],
    ],
  },
  "GRC Delphi": {
    days: [
      [
        "see",
        [
          "Delphi: the sanctuary of Apollo",
          "Delfi: il santuario di Apollo",
          "Delfos: el santuario de Apolo",
          "Delphes : le sanctuaire d'Apollon",
          "Delphi: das Heiligtum des Apollon",
        ],
        [
          "Up the Sacred Way past the treasuries of the Greek cities to the Temple of Apollo, where the oracle spoke, then on to the great stone playhouse and the stadium high on the slopes of Parnassus above the olive valley.",
          "Su per la Via Sacra oltre i tesori delle città greche fino al tempio di Apollo, dove parlava l'oracolo, poi ancora al teatro e allo stadio alti sulle pendici del Parnaso sopra la valle degli ulivi.",
          "Por la Vía Sagrada, pasando los tesoros de las ciudades griegas, hasta el templo de Apolo, donde hablaba el oráculo, y después al teatro y al estadio, en lo alto de las laderas del Parnaso sobre el valle de olivos.",
          "Par la Voie sacrée, le long des trésors des cités grecques, jusqu'au temple d'Apollon où parlait l'oracle, puis plus haut le théâtre et le stade, sur les pentes du Parnasse au-dessus de la vallée des oliviers.",
          "Die Heilige Straße hinauf an den Schatzhäusern der griechischen Städte vorbei zum Apollontempel, wo das Orakel sprach, dann weiter zum Theater und zum Stadion hoch an den Hängen des Parnass über dem Olivental.",
        ],
      ],
      [
        "see",
        [
          "Delphi: the Charioteer and the Tholos of Athena",
          "Delfi: l'Auriga e la Tholos di Atena",
          "Delfos: el Auriga y el Tolos de Atenea",
          "Delphes : l'Aurige et la Tholos d'Athéna",
          "Delphi: der Wagenlenker und die Tholos der Athena",
        ],
        [
          "The museum and its bronze Charioteer, the Sphinx of the Naxians and the twin kouroi, then the Castalian Spring, and down to the round Tholos in the sanctuary of Athena Pronaia under the cliffs.",
          "Il museo con l'Auriga di bronzo, la Sfinge dei Nassi e i kouroi gemelli, poi la fonte Castalia e giù fino alla Tholos rotonda nel santuario di Atena Pronaia sotto le rupi.",
          "El museo con su Auriga de bronce, la Esfinge de los Naxios y los kuroi gemelos, después la fuente Castalia y bajada al Tolos redondo en el santuario de Atenea Pronaia bajo los acantilados.",
          "Le musée et son Aurige de bronze, le Sphinx des Naxiens et les kouroi jumeaux, puis la fontaine Castalie et la descente jusqu'à la Tholos ronde du sanctuaire d'Athéna Pronaia sous les falaises.",
          "Das Museum mit dem bronzenen Wagenlenker, der Sphinx der Naxier und den Zwillingskouroi, dann die Kastalische Quelle und hinunter zur runden Tholos im Heiligtum der Athena Pronaia unter den Felswänden.",
        ],
      ],
    ],
  },
  "GRC Arachova": {
    days: [
      [
        "see",
        [
          "Arachova: the mountain village of Parnassus",
          "Arachova: il paese di montagna del Parnaso",
          "Arájova: el pueblo de montaña del Parnaso",
          "Arachova : le village de montagne du Parnasse",
          "Arachova: das Bergdorf am Parnass",
        ],
        [
          "The stone houses and stepped lanes of Arachova on the flank of Parnassus, the clock tower of St. George's church on its rock, and the monastery of Hosios Loukas and its golden Byzantine mosaics in the valley.",
          "Le case di pietra e i vicoli a gradini di Arachova sul fianco del Parnaso, la torre dell'orologio della chiesa di San Giorgio sulla sua rupe e il monastero di Hosios Loukas con i mosaici bizantini dorati nella valle.",
          "Las casas de piedra y las callejas escalonadas de Arájova en la ladera del Parnaso, la torre del reloj de la iglesia de San Jorge sobre su roca y el monasterio de Hosios Loukas con sus mosaicos bizantinos dorados en el valle.",
          "Les maisons de pierre et les ruelles en escalier d'Arachova au flanc du Parnasse, la tour de l'horloge de l'église Saint-Georges sur son rocher, et le monastère d'Hosios Loukas et ses mosaïques byzantines dorées dans la vallée.",
          "Die Steinhäuser und Treppengassen von Arachova an der Flanke des Parnass, der Uhrturm der Georgskirche auf ihrem Felsen und im Tal das Kloster Hosios Loukas mit seinen goldenen byzantinischen Mosaiken.",
        ],
      ],
      [
        "food",
        [
          "Arachova: formaela cheese and Parnassus wine",
          "Arachova: formaela e vino del Parnaso",
          "Arájova: queso formaela y vino del Parnaso",
          "Arachova : fromage formaela et vin du Parnasse",
          "Arachova: Formaela-Käse und Wein vom Parnass",
        ],
        [
          "Formaela, the hard sheep and goat cheese of Arachova, fried in the pan, lamb kontosouvli turned on the spit, mountain tea and honey from the shops, and a glass of local red in a taverna by the fire.",
          "La formaela, il formaggio duro di pecora e capra di Arachova, fritta in padella, l'agnello kontosouvli girato allo spiedo, tè di montagna e miele delle botteghe e un rosso locale in una taverna accanto al fuoco.",
          "La formaela, el queso duro de oveja y cabra de Arájova, frita en la sartén, el cordero kontosouvli girado en el espetón, té de montaña y miel de las tiendas y un tinto local en una taberna junto al fuego.",
          "La formaela, fromage dur de brebis et de chèvre d'Arachova, poêlée, l'agneau kontosouvli tourné à la broche, le thé de montagne et le miel des boutiques, et un rouge local dans une taverne au coin du feu.",
          "Formaela, der feste Schaf- und Ziegenkäse von Arachova, in der Pfanne gebraten, Lamm-Kontosouvli vom Spieß, Bergtee und Honig aus den Läden und ein Rotwein aus der Gegend in einer Taverne am Kamin.",
        ],
      ],
    ],
  },
  "GRC Kalambaka": {
    days: [
      [
        "see",
        [
          "Kalambaka: the old town under the rocks",
          "Kalambaka: il paese vecchio sotto le rocce",
          "Kalambaka: el pueblo viejo bajo las rocas",
          "Kalambaka : la vieille ville sous les rochers",
          "Kalambaka: der alte Ort unter den Felsen",
        ],
        [
          "The Byzantine church of the Dormition with its frescoes and marble pulpit, the old quarter climbing to the foot of the rock pillars, and the village of Kastraki with the hermit caves in the cliffs above.",
          "La chiesa bizantina della Dormizione con gli affreschi e il pulpito di marmo, il quartiere vecchio che sale fino ai piedi delle torri di roccia e il villaggio di Kastraki con le grotte degli eremiti nelle rupi.",
          "La iglesia bizantina de la Dormición con sus frescos y su púlpito de mármol, el barrio viejo que sube hasta el pie de los pilares de roca y el pueblo de Kastraki con las cuevas de ermitaños en los acantilados.",
          "L'église byzantine de la Dormition, ses fresques et sa chaire de marbre, le vieux quartier qui monte au pied des piliers rocheux et le village de Kastraki avec les grottes d'ermites dans les falaises au-dessus.",
          "Die byzantinische Kirche der Entschlafung mit Fresken und Marmorkanzel, das alte Viertel, das bis an den Fuß der Felssäulen steigt, und das Dorf Kastraki mit den Einsiedlerhöhlen in den Wänden darüber.",
        ],
      ],
      [
        "food",
        [
          "Kalambaka: Thessalian pies and tsipouro",
          "Kalambaka: pite della Tessaglia e tsipouro",
          "Kalambaka: pasteles de Tesalia y tsipouro",
          "Kalambaka : tourtes de Thessalie et tsipouro",
          "Kalambaka: thessalische Pitas und Tsipouro",
        ],
        [
          "Thessalian pies of wild greens and feta in handmade filo, spetsofai sausage with peppers, and a tsipouro bar where each small flask of the grape spirit comes with its own plate of meze.",
          "Le pite della Tessaglia di erbe selvatiche e feta in fillo fatta a mano, la salsiccia spetsofai con i peperoni e un bar del tsipouro, dove ogni fiaschetta dell'acquavite d'uva arriva con il suo piattino di meze.",
          "Pasteles de Tesalia de hierbas silvestres y feta en filo hecha a mano, salchicha spetsofai con pimientos y un bar de tsipouro, donde cada frasquito del aguardiente de uva llega con su platito de meze.",
          "Les tourtes de Thessalie aux herbes sauvages et à la feta en pâte filo faite main, la saucisse spetsofaï aux poivrons, et un bar à tsipouro où chaque petite fiole d'eau-de-vie de raisin arrive avec son assiette de mezzés.",
          "Thessalische Pitas mit Wildkräutern und Feta in handgezogenem Filoteig, Spetsofai-Wurst mit Paprika und eine Tsipouro-Bar, in der jedes Fläschchen Tresterbrand mit seinem eigenen Teller Meze kommt.",
        ],
      ],
    ],
  },
  "GRC Meteora": {
    days: [
      [
        "see",
        [
          "Meteora: the Great Meteoron and Varlaam",
          "Meteore: il Grande Meteora e Varlaam",
          "Meteora: el Gran Meteoro y Varlaam",
          "Météores : le Grand Météore et Varlaam",
          "Meteora: das Große Meteoron und Varlaam",
        ],
        [
          "Up the steps cut in the rock to the Great Meteoron, the largest of the monasteries perched on the sandstone pillars, its frescoed church and old kitchen, then Varlaam and the net once used to hoist monks up; each monastery closes one or two days a week, and on those days another of the six takes its place.",
          "Su per i gradini scavati nella roccia fino al Grande Meteora, il più grande dei monasteri appollaiati sui pilastri di arenaria, con la chiesa affrescata e la vecchia cucina, poi Varlaam e la rete con cui un tempo si issavano i monaci; ogni monastero chiude uno o due giorni alla settimana, e in quei giorni ne prende il posto un altro dei sei.",
          "Por los escalones tallados en la roca hasta el Gran Meteoro, el mayor de los monasterios encaramados en los pilares de arenisca, su iglesia con frescos y su vieja cocina, y después Varlaam y la red con que antes se izaba a los monjes; cada monasterio cierra uno o dos días por semana, y esos días otro de los seis ocupa su lugar.",
          "Par les marches taillées dans la roche jusqu'au Grand Météore, le plus grand des monastères perchés sur les piliers de grès, son église à fresques et sa vieille cuisine, puis Varlaam et le filet qui hissait jadis les moines ; chaque monastère ferme un ou deux jours par semaine, et ces jours-là un autre des six prend sa place.",
          "Über in den Fels gehauene Stufen hinauf zum Großen Meteoron, dem größten der auf Sandsteinsäulen thronenden Klöster, mit freskengeschmückter Kirche und alter Küche, dann Varlaam und das Netz, mit dem einst Mönche hinaufgezogen wurden; jedes Kloster hat einen oder zwei Ruhetage in der Woche, an denen ein anderes der sechs an seine Stelle tritt.",
        ],
      ],
      [
        "see",
        [
          "Meteora: Roussanou, St. Stephen and sunset on the rocks",
          "Meteore: Roussanou, Santo Stefano e il tramonto sulle rocce",
          "Meteora: Roussanou, San Esteban y el atardecer en las rocas",
          "Météores : Roussanou, Saint-Étienne et le coucher du soleil",
          "Meteora: Roussanou, Agios Stefanos und Sonnenuntergang",
        ],
        [
          "The nunneries of Roussanou, reached by a bridge over the void, and St. Stephen, then an old monks' footpath between the pillars to Holy Trinity, and sunset over the plain of Thessaly from the rocks; a monastery on its weekly closing day is seen from outside.",
          "I monasteri femminili di Roussanou, raggiunto da un ponte sul vuoto, e di Santo Stefano, poi un vecchio sentiero dei monaci tra i pilastri fino alla Santa Trinità e il tramonto sulla piana della Tessaglia dalle rocce; il monastero nel suo giorno di chiusura settimanale si vede solo da fuori.",
          "Los conventos de Roussanou, al que se llega por un puente sobre el vacío, y de San Esteban, después un viejo sendero de monjes entre los pilares hasta la Santísima Trinidad y el atardecer sobre la llanura de Tesalia desde las rocas; el monasterio que cierra ese día de la semana se ve solo por fuera.",
          "Les couvents de Roussanou, rejoint par un pont au-dessus du vide, et de Saint-Étienne, puis un vieux sentier de moines entre les piliers jusqu'à la Sainte-Trinité, et le coucher du soleil sur la plaine de Thessalie depuis les rochers ; un monastère dans son jour de fermeture hebdomadaire se voit de l'extérieur.",
          "Die Frauenklöster Roussanou, über eine Brücke über dem Abgrund erreicht, und Agios Stefanos, dann ein alter Mönchspfad zwischen den Säulen zur Heiligen Dreifaltigkeit und Sonnenuntergang über der thessalischen Ebene von den Felsen aus; ein Kloster an seinem wöchentlichen Ruhetag sieht man nur von außen.",
        ],
      ],
    ],
  },
  "GRC Zagori": {
    months: [5, 10],
    days: [
      [
        "trek",
        [
          "Zagori: from Monodendri down into the Vikos Gorge",
          "Zagoria: da Monodendri giù nella gola di Vikos",
          "Zagori: de Monodendri a la garganta de Vikos",
          "Zagori : de Monodendri dans les gorges du Vikos",
          "Zagori: von Monodendri hinab in die Vikos-Schlucht",
        ],
        [
          "From the stone village of Monodendri past the monastery of Agia Paraskevi on the cliff edge and down the stone steps into the Vikos Gorge, one of the deepest in the world, to the stony riverbed.",
          "Dal villaggio di pietra di Monodendri oltre il monastero di Agia Paraskevi sul ciglio della rupe e giù per i gradini di pietra nella gola di Vikos, una delle più profonde del mondo, fino al letto sassoso del fiume.",
          "Desde el pueblo de piedra de Monodendri, pasando el monasterio de Agia Paraskevi al borde del precipicio, y por los escalones de piedra hasta la garganta de Vikos, una de las más profundas del mundo, hasta el lecho pedregoso del río.",
          "Du village de pierre de Monodendri par le monastère d'Agia Paraskevi au bord de la falaise, puis par les marches de pierre dans les gorges du Vikos, parmi les plus profondes du monde, jusqu'au lit caillouteux de la rivière.",
          "Vom Steindorf Monodendri vorbei am Kloster Agia Paraskevi an der Felskante und über Steinstufen hinab in die Vikos-Schlucht, eine der tiefsten der Welt, bis ins steinige Flussbett.",
        ],
      ],
      [
        "trek",
        [
          "Zagori: through the gorge to the Voidomatis springs",
          "Zagoria: lungo la gola fino alle sorgenti del Voidomatis",
          "Zagori: por la garganta hasta las fuentes del Voidomatis",
          "Zagori : à travers les gorges jusqu'aux sources du Voïdomatis",
          "Zagori: durch die Schlucht zu den Voidomatis-Quellen",
        ],
        [
          "The length of the gorge under sheer walls of a thousand feet and more, through plane and oak woods, to the icy springs of the Voidomatis, where the river appears, and up to the village of Vikos for the night.",
          "La gola in tutta la sua lunghezza sotto pareti alte mille metri, tra boschi di platani e querce, fino alle sorgenti gelide del Voidomatis, dove nasce il fiume, e su al villaggio di Vikos per la notte.",
          "La garganta a lo largo bajo paredes de mil metros, entre bosques de plátanos y robles, hasta las fuentes heladas del Voidomatis, donde nace el río, y subida al pueblo de Vikos para pasar la noche.",
          "Les gorges sur toute leur longueur sous des parois de mille mètres, entre platanes et chênes, jusqu'aux sources glacées du Voïdomatis, où naît la rivière, puis la montée au village de Vikos pour la nuit.",
          "Die Schlucht in ganzer Länge unter tausend Meter hohen Wänden, durch Platanen- und Eichenwald, zu den eiskalten Quellen des Voidomatis, wo der Fluss entspringt, und hinauf ins Dorf Vikos zur Übernachtung.",
        ],
      ],
      [
        "trek",
        [
          "Zagori: from Vikos to the Papingo villages",
          "Zagoria: da Vikos ai villaggi di Papingo",
          "Zagori: de Vikos a los pueblos de Papingo",
          "Zagori : de Vikos aux villages de Papingo",
          "Zagori: von Vikos zu den Papingo-Dörfern",
        ],
        [
          "Down to the springs again and along the river under the Towers of Astraka, then up the old mule path to Megalo and Mikro Papingo, slate-roofed villages at the foot of the limestone walls.",
          "Di nuovo giù alle sorgenti e lungo il fiume sotto le Torri dell'Astraka, poi su per la vecchia mulattiera fino a Megalo e Mikro Papingo, villaggi dai tetti di lastre ai piedi delle pareti calcaree.",
          "Bajada de nuevo a las fuentes y por el río bajo las Torres de Astraka, y subida por el viejo camino de mulas hasta Megalo y Mikro Papingo, pueblos de tejados de lajas al pie de las paredes calizas.",
          "Retour aux sources et le long de la rivière sous les Tours d'Astraka, puis montée par le vieux chemin muletier jusqu'à Megalo et Mikro Papingo, villages aux toits de lauze au pied des parois calcaires.",
          "Wieder hinab zu den Quellen und am Fluss entlang unter den Türmen der Astraka, dann den alten Maultierpfad hinauf nach Megalo und Mikro Papingo, Dörfer mit Schieferdächern am Fuß der Kalkwände.",
        ],
      ],
      [
        "trek",
        [
          "Zagori: up to the Astraka refuge and the Dragon Lake",
          "Zagoria: al rifugio dell'Astraka e al Lago del Drago",
          "Zagori: al refugio de Astraka y el Lago del Dragón",
          "Zagori : au refuge d'Astraka et au lac du Dragon",
          "Zagori: zur Astraka-Hütte und zum Drachensee",
        ],
        [
          "From Mikro Papingo up to the Astraka refuge on its saddle, then over the high pastures of the Sarakatsani shepherds to the Drakolimni, the alpine Dragon Lake of Mount Tymfi, full of newts.",
          "Da Mikro Papingo su fino al rifugio dell'Astraka sulla sella, poi sui pascoli alti dei pastori sarakatsani fino alla Drakolimni, il Lago del Drago alpino del monte Tymfi, pieno di tritoni.",
          "Desde Mikro Papingo hasta el refugio de Astraka en su collado, y después por los pastos altos de los pastores sarakatsanos hasta la Drakolimni, el Lago del Dragón alpino del monte Tymfi, lleno de tritones.",
          "De Mikro Papingo au refuge d'Astraka sur son col, puis par les hauts pâturages des bergers saracatsanes jusqu'à la Drakolimni, le lac du Dragon alpin du mont Tymphé, plein de tritons.",
          "Von Mikro Papingo hinauf zur Astraka-Hütte auf ihrem Sattel, dann über die Hochweiden der Sarakatsanen-Hirten zur Drakolimni, dem alpinen Drachensee des Tymfi, voller Molche.",
        ],
      ],
      [
        "see",
        [
          "Zagori: the stone bridges and the Beloi viewpoint",
          "Zagoria: i ponti di pietra e il belvedere di Beloi",
          "Zagori: los puentes de piedra y el mirador de Beloi",
          "Zagori : les ponts de pierre et le belvédère de Beloï",
          "Zagori: die Steinbrücken und der Beloi-Aussichtspunkt",
        ],
        [
          "The arched stone bridges of central Zagori, Kokkori and the triple-arched bridge of Plakidas near Kipi, the mansions of Dilofo, and the Beloi lookout straight down into the Vikos Gorge.",
          "I ponti di pietra ad arco dello Zagori centrale, Kokkori e il ponte a tre archi di Plakidas vicino a Kipi, le dimore di Dilofo e il belvedere di Beloi a strapiombo sulla gola di Vikos.",
          "Los puentes de piedra en arco del Zagori central, Kokkori y el puente de tres arcos de Plakidas cerca de Kipi, las mansiones de Dilofo y el mirador de Beloi, en vertical sobre la garganta de Vikos.",
          "Les ponts de pierre en arc du Zagori central, Kokkori et le pont à trois arches de Plakidas près de Kipi, les demeures de Dilofo et le belvédère de Beloï, à pic sur les gorges du Vikos.",
          "Die steinernen Bogenbrücken im mittleren Zagori, Kokkori und die Dreibogenbrücke von Plakidas bei Kipi, die Herrenhäuser von Dilofo und der Aussichtspunkt Beloi senkrecht über der Vikos-Schlucht.",
        ],
      ],
    ],
  },
  "GRC Thessaloniki": {
    days: [
      [
        "see",
        [
          "Thessaloniki: the White Tower and the Rotunda",
          "Salonicco: la Torre Bianca e la Rotonda",
          "Tesalónica: la Torre Blanca y la Rotonda",
          "Thessalonique : la tour Blanche et la Rotonde",
          "Thessaloniki: der Weiße Turm und die Rotunde",
        ],
        [
          "The White Tower on the seafront promenade, the Arch of Galerius and the Rotunda with its mosaics, the Byzantine churches of Hagia Sophia and St. Demetrius, and the Roman forum in the middle of the city.",
          "La Torre Bianca sul lungomare, l'Arco di Galerio e la Rotonda con i suoi mosaici, le chiese bizantine di Santa Sofia e di San Demetrio e il foro romano nel cuore della città.",
          "La Torre Blanca en el paseo marítimo, el Arco de Galerio y la Rotonda con sus mosaicos, las iglesias bizantinas de Santa Sofía y San Demetrio y el foro romano en pleno corazón de la ciudad.",
          "La tour Blanche sur la promenade du front de mer, l'arc de Galère et la Rotonde et ses mosaïques, les églises byzantines Sainte-Sophie et Saint-Démétrios et le forum romain au cœur de la ville.",
          "Der Weiße Turm an der Uferpromenade, der Galeriusbogen und die Rotunde mit ihren Mosaiken, die byzantinischen Kirchen Hagia Sophia und Hagios Dimitrios und das römische Forum mitten in der Stadt.",
        ],
      ],
      [
        "see",
        [
          "Thessaloniki: Ano Poli and the Byzantine walls",
          "Salonicco: Ano Poli e le mura bizantine",
          "Tesalónica: Ano Poli y las murallas bizantinas",
          "Thessalonique : Ano Poli et les remparts byzantins",
          "Thessaloniki: Ano Poli und die byzantinischen Mauern",
        ],
        [
          "Up through the lanes of Ano Poli, the Ottoman-era upper town of wooden balconies, to the Byzantine walls and the Heptapyrgion fortress, the Vlatadon monastery and its view over the city and the gulf.",
          "Su tra i vicoli di Ano Poli, la città alta di epoca ottomana dai balconi di legno, fino alle mura bizantine e alla fortezza dell'Eptapyrgio, il monastero di Vlatadon e la sua vista sulla città e sul golfo.",
          "Subida por las callejas de Ano Poli, la ciudad alta de época otomana de balcones de madera, hasta las murallas bizantinas y la fortaleza del Heptapyrgion, el monasterio de Vlatadon y su vista sobre la ciudad y el golfo.",
          "Montée par les ruelles d'Ano Poli, la ville haute d'époque ottomane aux balcons de bois, jusqu'aux remparts byzantins et à la forteresse de l'Heptapyrgion, le monastère de Vlatadon et sa vue sur la ville et le golfe.",
          "Hinauf durch die Gassen von Ano Poli, der Oberstadt aus osmanischer Zeit mit hölzernen Erkern, zu den byzantinischen Mauern und der Festung Heptapyrgion, zum Kloster Vlatadon und seinem Blick über Stadt und Golf.",
        ],
      ],
      [
        "food",
        [
          "Thessaloniki: bougatsa, Kapani and Modiano",
          "Salonicco: bougatsa, Kapani e Modiano",
          "Tesalónica: bougatsa, Kapani y Modiano",
          "Thessalonique : bougatsa, Kapani et Modiano",
          "Thessaloniki: Bougatsa, Kapani und Modiano",
        ],
        [
          "Breakfast of bougatsa, filo with custard or cheese, the stalls of the Kapani and Modiano markets, trigona cream cones from Panorama, and an evening of meze and ouzo in the tavernas of Ladadika.",
          "Colazione con la bougatsa, sfoglia con crema o formaggio, i banchi dei mercati Kapani e Modiano, i coni di crema trigona di Panorama e una serata di meze e ouzo nelle taverne di Ladadika.",
          "Desayuno de bougatsa, hojaldre con crema o queso, los puestos de los mercados Kapani y Modiano, los conos de crema trigona de Panorama y una velada de meze y ouzo en las tabernas de Ladadika.",
          "Petit déjeuner de bougatsa, feuilleté à la crème ou au fromage, les étals des marchés Kapani et Modiano, les cornets à la crème trigona de Panorama et une soirée de mezzés et d'ouzo dans les tavernes de Ladadika.",
          "Frühstück mit Bougatsa, Filo mit Creme oder Käse, die Stände der Märkte Kapani und Modiano, Trigona-Cremetüten aus Panorama und ein Abend mit Meze und Ouzo in den Tavernen von Ladadika.",
        ],
      ],
    ],
  },
  "GRC Cyclades": {
    months: [5, 10],
    days: [
      [
        "boat",
        [
          "Cyclades: Antiparos and the islet of Despotiko",
          "Cicladi: Antiparos e l'isolotto di Despotiko",
          "Cícladas: Antíparos y el islote de Despotiko",
          "Cyclades : Antiparos et l'îlot de Despotiko",
          "Kykladen: Antiparos und die Insel Despotiko",
        ],
        [
          "Under sail from Paros to the village of Antiparos, then to the empty islet of Despotiko with its sanctuary of Apollo being dug from the sand, and a swim in the turquoise strait at anchor.",
          "In barca a vela da Paros al paese di Antiparos, poi all'isolotto deserto di Despotiko con il santuario di Apollo che riemerge dalla sabbia e un bagno nello stretto turchese all'ancora.",
          "A vela desde Paros hasta el pueblo de Antíparos, y después al islote desierto de Despotiko, con su santuario de Apolo que se excava en la arena, y un baño fondeados en el estrecho turquesa.",
          "À la voile de Paros au village d'Antiparos, puis vers l'îlot désert de Despotiko et son sanctuaire d'Apollon en cours de fouille dans le sable, et une baignade au mouillage dans le détroit turquoise.",
          "Unter Segeln von Paros zum Dorf Antiparos, dann zur menschenleeren Insel Despotiko mit ihrem Apollonheiligtum, das gerade aus dem Sand gegraben wird, und ein Bad vor Anker in der türkisfarbenen Meerenge.",
        ],
      ],
      [
        "boat",
        [
          "Cyclades: the Small Cyclades and Koufonisia",
          "Cicladi: le Piccole Cicladi e Koufonisia",
          "Cícladas: las Pequeñas Cícladas y Kufonisia",
          "Cyclades : les Petites Cyclades et Koufonissia",
          "Kykladen: die Kleinen Kykladen und Koufonisia",
        ],
        [
          "Across to the Small Cyclades, the low islands between Naxos and Amorgos: the sea caves and white beaches of Koufonisia, the little port of Schinoussa, and the night moored off a fishing village.",
          "Verso le Piccole Cicladi, le isole basse tra Nasso e Amorgo: le grotte marine e le spiagge bianche di Koufonisia, il porticciolo di Schinoussa e la notte all'ormeggio davanti a un villaggio di pescatori.",
          "Rumbo a las Pequeñas Cícladas, las islas bajas entre Naxos y Amorgós: las cuevas marinas y las playas blancas de Kufonisia, el puertecito de Schinoussa y la noche amarrados frente a un pueblo de pescadores.",
          "Cap sur les Petites Cyclades, les îles basses entre Naxos et Amorgos : les grottes marines et les plages blanches de Koufonissia, le petit port de Schinoussa et la nuit amarrés devant un village de pêcheurs.",
          "Hinüber zu den Kleinen Kykladen, den flachen Inseln zwischen Naxos und Amorgos: die Meereshöhlen und weißen Strände von Koufonisia, der kleine Hafen von Schinoussa und die Nacht vor einem Fischerdorf.",
        ],
      ],
      [
        "boat",
        [
          "Cyclades: Milos, Kleftiko and Sarakiniko",
          "Cicladi: Milo, Kleftiko e Sarakiniko",
          "Cícladas: Milos, Kleftiko y Sarakiniko",
          "Cyclades : Milos, Kleftiko et Sarakiniko",
          "Kykladen: Milos, Kleftiko und Sarakiniko",
        ],
        [
          "Along the volcanic coast of Milos to Kleftiko, the pirates' cove of white rock arches and sea caves to swim through, the moon-white stone of Sarakiniko, and the fishermen's boathouses of Klima.",
          "Lungo la costa vulcanica di Milo fino a Kleftiko, la cala dei pirati tra archi di roccia bianca e grotte marine da attraversare a nuoto, la pietra bianca lunare di Sarakiniko e le rimesse dei pescatori di Klima.",
          "Por la costa volcánica de Milos hasta Kleftiko, la cala de los piratas de arcos de roca blanca y cuevas marinas para cruzar a nado, la piedra blanca lunar de Sarakiniko y las casetas de barcas de los pescadores de Klima.",
          "Le long de la côte volcanique de Milos jusqu'à Kleftiko, la crique des pirates aux arches de roche blanche et aux grottes à traverser à la nage, la pierre blanche lunaire de Sarakiniko et les abris à bateaux des pêcheurs de Klima.",
          "An der Vulkanküste von Milos entlang nach Kleftiko, der Piratenbucht mit weißen Felsbögen und Meereshöhlen zum Durchschwimmen, zum mondweißen Gestein von Sarakiniko und den Bootshäusern der Fischer von Klima.",
        ],
      ],
    ],
  },
  "GRC Mykonos": {
    months: [5, 10],
    days: [
      [
        "see",
        [
          "Mykonos: Chora, Little Venice and the windmills",
          "Mykonos: Chora, la Piccola Venezia e i mulini",
          "Mykonos: Chora, la Pequeña Venecia y los molinos",
          "Mykonos : Chora, la Petite Venise et les moulins",
          "Mykonos: Chora, Klein-Venedig und die Windmühlen",
        ],
        [
          "The white lanes of Chora, the Paraportiani church, the houses of Little Venice built over the waves, the row of windmills on the ridge, and a boat across to Delos, the sacred island of Apollo.",
          "I vicoli bianchi di Chora, la chiesa Paraportiani, le case della Piccola Venezia costruite sulle onde, la fila di mulini sul crinale e una barca fino a Delo, l'isola sacra di Apollo.",
          "Las callejas blancas de Chora, la iglesia Paraportiani, las casas de la Pequeña Venecia construidas sobre las olas, la fila de molinos en la loma y un barco a Delos, la isla sagrada de Apolo.",
          "Les ruelles blanches de Chora, l'église Paraportiani, les maisons de la Petite Venise bâties au-dessus des vagues, la rangée de moulins sur la crête et un bateau jusqu'à Délos, l'île sacrée d'Apollon.",
          "Die weißen Gassen von Chora, die Paraportiani-Kirche, die über den Wellen gebauten Häuser von Klein-Venedig, die Reihe der Windmühlen auf dem Kamm und ein Boot hinüber nach Delos, der heiligen Insel Apollons.",
        ],
      ],
      [
        "beach",
        [
          "Mykonos: the south coast beaches",
          "Mykonos: le spiagge della costa sud",
          "Mykonos: las playas de la costa sur",
          "Mykonos : les plages de la côte sud",
          "Mykonos: die Strände der Südküste",
        ],
        [
          "A caique along the south coast from Platys Gialos to the sheltered sandy bays of Psarou, Paradise and Super Paradise, and a quieter swim at Agios Sostis on the north shore.",
          "Un caicco lungo la costa sud da Platys Gialos alle baie sabbiose riparate di Psarou, Paradise e Super Paradise e un bagno più tranquillo ad Agios Sostis sulla costa nord.",
          "Un caique por la costa sur desde Platys Gialos hasta las bahías de arena resguardadas de Psarou, Paradise y Super Paradise, y un baño más tranquilo en Agios Sostis, en la costa norte.",
          "Un caïque le long de la côte sud de Platys Gialos aux baies de sable abritées de Psarou, Paradise et Super Paradise, et une baignade plus tranquille à Agios Sostis sur la côte nord.",
          "Mit dem Kaiki die Südküste entlang von Platys Gialos zu den geschützten Sandbuchten Psarou, Paradise und Super Paradise und ein ruhigeres Bad in Agios Sostis an der Nordküste.",
        ],
      ],
      [
        "night",
        [
          "Mykonos: sunset in Little Venice and the clubs",
          "Mykonos: tramonto alla Piccola Venezia e i club",
          "Mykonos: atardecer en la Pequeña Venecia y los clubes",
          "Mykonos : coucher de soleil à la Petite Venise et les clubs",
          "Mykonos: Sonnenuntergang in Klein-Venedig und die Clubs",
        ],
        [
          "Sunset with a drink on the balconies of Little Venice under the windmills, the bars of the Chora lanes, and for the late ones the beach clubs of Paradise and Super Paradise until dawn.",
          "Il tramonto con un drink sui balconi della Piccola Venezia sotto i mulini, i bar dei vicoli di Chora e, per chi fa tardi, i beach club di Paradise e Super Paradise fino all'alba.",
          "El atardecer con una copa en los balcones de la Pequeña Venecia bajo los molinos, los bares de las callejas de Chora y, para los trasnochadores, los clubes de playa de Paradise y Super Paradise hasta el amanecer.",
          "Le coucher du soleil un verre à la main sur les balcons de la Petite Venise sous les moulins, les bars des ruelles de Chora et, pour les noctambules, les clubs de plage de Paradise et Super Paradise jusqu'à l'aube.",
          "Sonnenuntergang mit einem Drink auf den Balkonen von Klein-Venedig unter den Windmühlen, die Bars in den Gassen von Chora und für Nachtschwärmer die Beachclubs von Paradise und Super Paradise bis zum Morgen.",
        ],
      ],
    ],
  },
  "GRC Naxos": {
    days: [
      [
        "see",
        [
          "Naxos: the Portara, the Kastro and the mountain villages",
          "Nasso: la Portara, il Kastro e i paesi di montagna",
          "Naxos: la Portara, el Kastro y los pueblos de montaña",
          "Naxos : la Portara, le Kastro et les villages de montagne",
          "Naxos: die Portara, das Kastro und die Bergdörfer",
        ],
        [
          "The marble Portara, the great gate of an unfinished temple of Apollo on its islet, the Venetian Kastro above the port, then the marble-paved villages of Halki and Apeiranthos and a giant kouros lying in an ancient quarry.",
          "La Portara di marmo, la grande porta di un tempio incompiuto di Apollo sul suo isolotto, il Kastro veneziano sopra il porto, poi i paesi lastricati di marmo di Halki e Apeiranthos e un kouros gigante sdraiato in un'antica cava.",
          "La Portara de mármol, la gran puerta de un templo inacabado de Apolo en su islote, el Kastro veneciano sobre el puerto, y después los pueblos empedrados de mármol de Halki y Apeiranthos y un kuros gigante tendido en una antigua cantera.",
          "La Portara de marbre, grande porte d'un temple d'Apollon inachevé sur son îlot, le Kastro vénitien au-dessus du port, puis les villages pavés de marbre de Halki et d'Apiranthos et un kouros géant couché dans une ancienne carrière.",
          "Die marmorne Portara, das große Tor eines unvollendeten Apollontempels auf seinem Inselchen, das venezianische Kastro über dem Hafen, dann die marmorgepflasterten Dörfer Halki und Apiranthos und ein riesiger Kouros, der in einem antiken Steinbruch liegt.",
        ],
      ],
      [
        "beach",
        [
          "Naxos: Agios Prokopios and Plaka",
          "Nasso: Agios Prokopios e Plaka",
          "Naxos: Agios Prokopios y Plaka",
          "Naxos : Agios Prokopios et Plaka",
          "Naxos: Agios Prokopios und Plaka",
        ],
        [
          "The long sandy beaches of the west coast, Agios Prokopios, Agia Anna and the dunes and cedars of Plaka, with shallow clear water for swimming in the warm months and Naxian graviera cheese in a beach taverna.",
          "Le lunghe spiagge di sabbia della costa ovest, Agios Prokopios, Agia Anna e le dune e i ginepri di Plaka, con acqua bassa e limpida per nuotare nei mesi caldi e graviera di Nasso in una taverna sulla spiaggia.",
          "Las largas playas de arena de la costa oeste, Agios Prokopios, Agia Anna y las dunas y sabinas de Plaka, con agua clara y poco profunda para nadar en los meses cálidos y queso graviera de Naxos en una taberna de playa.",
          "Les longues plages de sable de la côte ouest, Agios Prokopios, Agia Anna et les dunes et genévriers de Plaka, avec une eau claire et peu profonde pour nager à la belle saison et de la graviera de Naxos dans une taverne de plage.",
          "Die langen Sandstrände der Westküste, Agios Prokopios, Agia Anna und die Dünen und Wacholder von Plaka, mit flachem klarem Wasser zum Schwimmen in den warmen Monaten und Naxos-Graviera in einer Strandtaverne.",
        ],
      ],
    ],
  },
  "GRC Paros": {
    days: [
      [
        "see",
        [
          "Paros: Parikia, Lefkes and Naoussa",
          "Paros: Parikia, Lefkes e Naoussa",
          "Paros: Parikia, Lefkes y Naoussa",
          "Paros : Parikia, Lefkes et Naoussa",
          "Paros: Parikia, Lefkes und Naoussa",
        ],
        [
          "The Byzantine church of the Hundred Doors in Parikia, the marble Byzantine path from the hill village of Lefkes down to Prodromos, and the little fishing port of Naoussa with its Venetian fort.",
          "La chiesa bizantina delle Cento Porte a Parikia, il sentiero bizantino lastricato di marmo dal paese collinare di Lefkes a Prodromos e il porticciolo di pescatori di Naoussa con il suo forte veneziano.",
          "La iglesia bizantina de las Cien Puertas en Parikia, el camino bizantino empedrado de mármol desde el pueblo de Lefkes hasta Prodromos y el puertecito pesquero de Naoussa con su fuerte veneciano.",
          "L'église byzantine aux Cent Portes à Parikia, le sentier byzantin pavé de marbre du village perché de Lefkes jusqu'à Prodromos et le petit port de pêche de Naoussa et son fort vénitien.",
          "Die byzantinische Kirche der Hundert Tore in Parikia, der marmorgepflasterte byzantinische Pfad vom Bergdorf Lefkes hinunter nach Prodromos und der kleine Fischerhafen Naoussa mit seiner venezianischen Festung.",
        ],
      ],
      [
        "beach",
        [
          "Paros: Kolymbithres and Golden Beach",
          "Paros: Kolymbithres e Golden Beach",
          "Paros: Kolymbithres y Golden Beach",
          "Paros : Kolymbithres et Golden Beach",
          "Paros: Kolymbithres und Golden Beach",
        ],
        [
          "The granite rocks carved into smooth pools at Kolymbithres in the bay of Naoussa, then the long sands of Golden Beach on the east coast, where windsurfers ride the wind.",
          "Le rocce di granito scolpite in piscine lisce a Kolymbithres nella baia di Naoussa, poi le lunghe sabbie di Golden Beach sulla costa est, dove i windsurfisti cavalcano il vento.",
          "Las rocas de granito talladas en piscinas lisas de Kolymbithres, en la bahía de Naoussa, y después la larga arena de Golden Beach, en la costa este, donde los windsurfistas aprovechan el viento.",
          "Les rochers de granit sculptés en bassins lisses de Kolymbithres dans la baie de Naoussa, puis les longs sables de Golden Beach sur la côte est, où les véliplanchistes jouent avec le vent.",
          "Die zu glatten Becken geschliffenen Granitfelsen von Kolymbithres in der Bucht von Naoussa, dann der lange Sand von Golden Beach an der Ostküste, wo Windsurfer den Wind reiten.",
        ],
      ],
    ],
  },
  "GRC Santorini": {
    days: [
      [
        "see",
        [
          "Santorini: the caldera path from Fira to Oia",
          "Santorini: il sentiero della caldera da Fira a Oia",
          "Santorini: el sendero de la caldera de Fira a Oia",
          "Santorini : le sentier de la caldeira de Fira à Oia",
          "Santorini: der Calderaweg von Fira nach Oia",
        ],
        [
          "The clifftop path along the rim of the caldera from Fira through Firostefani and Imerovigli to Oia, white houses and blue domes over the drowned volcano, and sunset from the ruined castle of Oia.",
          "Il sentiero a picco lungo il bordo della caldera da Fira a Oia passando per Firostefani e Imerovigli, case bianche e cupole blu sul vulcano sommerso e il tramonto dal castello in rovina di Oia.",
          "El sendero al borde del acantilado de la caldera, de Fira a Oia pasando por Firostefani e Imerovigli, casas blancas y cúpulas azules sobre el volcán sumergido y el atardecer desde el castillo en ruinas de Oia.",
          "Le sentier en corniche au bord de la caldeira de Fira à Oia par Firostefani et Imerovigli, maisons blanches et coupoles bleues au-dessus du volcan englouti, et le coucher du soleil depuis le château en ruine d'Oia.",
          "Der Weg auf dem Rand der Caldera von Fira über Firostefani und Imerovigli nach Oia, weiße Häuser und blaue Kuppeln über dem versunkenen Vulkan und Sonnenuntergang von der Burgruine in Oia.",
        ],
      ],
      [
        "boat",
        [
          "Santorini: the volcano and the hot springs",
          "Santorini: il vulcano e le sorgenti calde",
          "Santorini: el volcán y las aguas termales",
          "Santorini : le volcan et les sources chaudes",
          "Santorini: der Vulkan und die heißen Quellen",
        ],
        [
          "A boat across the caldera to Nea Kameni for the walk up the black lava to the smoking craters, from spring to autumn a swim to the warm springs of Palea Kameni, and the village of Thirassia on the far rim.",
          "Una barca attraverso la caldera fino a Nea Kameni per salire sulla lava nera fino ai crateri fumanti, dalla primavera all'autunno una nuotata fino alle sorgenti calde sulfuree di Palea Kameni e il paese di Thirassia sull'altro bordo.",
          "Un barco por la caldera hasta Nea Kameni para subir por la lava negra hasta los cráteres humeantes, de primavera a otoño un baño hasta las aguas termales sulfurosas de Palea Kameni y el pueblo de Thirassia en el otro borde.",
          "Un bateau à travers la caldeira jusqu'à Nea Kameni pour monter sur la lave noire jusqu'aux cratères fumants, du printemps à l'automne une nage jusqu'aux sources chaudes soufrées de Palea Kameni et le village de Thirassia sur l'autre rive.",
          "Mit dem Boot über die Caldera nach Nea Kameni und über schwarze Lava hinauf zu den dampfenden Kratern, vom Frühjahr bis zum Herbst ein Bad in den warmen Schwefelquellen von Palea Kameni und das Dorf Thirassia auf dem gegenüberliegenden Rand.",
        ],
      ],
      [
        "beach",
        [
          "Santorini: Akrotiri and the Red Beach",
          "Santorini: Akrotiri e la Spiaggia Rossa",
          "Santorini: Akrotiri y la Playa Roja",
          "Santorini : Akrotiri et la plage Rouge",
          "Santorini: Akrotiri und der Rote Strand",
        ],
        [
          "The Bronze Age town of Akrotiri buried by the eruption, its houses two floors high under a great roof, then the Red Beach below its cliffs and the black volcanic sand of Perissa for swimming in the warm months.",
          "La città dell'età del bronzo di Akrotiri sepolta dall'eruzione, con le case a due piani sotto una grande copertura, poi la Spiaggia Rossa sotto le sue rupi e la sabbia vulcanica nera di Perissa per nuotare nei mesi caldi.",
          "La ciudad de la Edad del Bronce de Akrotiri, sepultada por la erupción, con casas de dos plantas bajo una gran cubierta, y después la Playa Roja bajo sus acantilados y la arena volcánica negra de Perissa para nadar en los meses cálidos.",
          "La ville de l'âge du bronze d'Akrotiri ensevelie par l'éruption, ses maisons à deux niveaux sous un grand toit, puis la plage Rouge sous ses falaises et le sable volcanique noir de Perissa pour la baignade à la belle saison.",
          "Die bronzezeitliche Stadt Akrotiri, vom Ausbruch verschüttet, mit zweigeschossigen Häusern unter einem großen Dach, dann der Rote Strand unter seinen Klippen und der schwarze Vulkansand von Perissa zum Baden in den warmen Monaten.",
        ],
      ],
    ],
  },
  "GRC Crete": {
    days: [
      [
        "see",
        [
          "Crete: Knossos and the Heraklion museum",
          "Creta: Cnosso e il museo di Heraklion",
          "Creta: Cnosos y el museo de Heraclión",
          "Crète : Cnossos et le musée d'Héraklion",
          "Kreta: Knossos und das Museum von Heraklion",
        ],
        [
          "The Minoan palace of Knossos, its painted columns, throne room and storerooms of giant jars, then the Heraklion Archaeological Museum with the snake goddesses, the Phaistos Disc and the bull-leaping frescoes.",
          "Il palazzo minoico di Cnosso, le colonne dipinte, la sala del trono e i magazzini di giare giganti, poi il Museo archeologico di Heraklion con le dee dei serpenti, il Disco di Festo e gli affreschi del salto del toro.",
          "El palacio minoico de Cnosos, sus columnas pintadas, el salón del trono y los almacenes de tinajas gigantes, y después el Museo Arqueológico de Heraclión con las diosas de las serpientes, el Disco de Festos y los frescos del salto del toro.",
          "Le palais minoen de Cnossos, ses colonnes peintes, la salle du trône et les magasins de jarres géantes, puis le Musée archéologique d'Héraklion avec les déesses aux serpents, le disque de Phaistos et les fresques du saut du taureau.",
          "Der minoische Palast von Knossos mit bemalten Säulen, Thronsaal und Magazinen voller Riesenkrüge, dann das Archäologische Museum von Heraklion mit den Schlangengöttinnen, dem Diskos von Phaistos und den Stiersprung-Fresken.",
        ],
      ],
      [
        "boat",
        [
          "Crete: Spinalonga and the Mirabello bay",
          "Creta: Spinalonga e il golfo di Mirabello",
          "Creta: Spinalonga y la bahía de Mirabello",
          "Crète : Spinalonga et la baie de Mirabello",
          "Kreta: Spinalonga und die Mirabello-Bucht",
        ],
        [
          "A boat from Elounda or Plaka to Spinalonga, the Venetian island fortress that became Greece's last leper colony, then, in the warm months, a swim in the bay of Mirabello, and the lake by the port of Agios Nikolaos.",
          "Una barca da Elounda o Plaka fino a Spinalonga, la fortezza veneziana sull'isola divenuta l'ultimo lebbrosario della Grecia, poi, nei mesi caldi, un bagno nel golfo di Mirabello, e il lago del porto di Agios Nikolaos.",
          "Un barco desde Elounda o Plaka hasta Spinalonga, la fortaleza veneciana en una isla que fue la última leprosería de Grecia, y después, en los meses cálidos, un baño en la bahía de Mirabello, y el lago portuario de Agios Nikolaos.",
          "Un bateau d'Elounda ou de Plaka vers Spinalonga, l'île-forteresse vénitienne devenue la dernière léproserie de Grèce, puis, à la belle saison, une baignade dans la baie de Mirabello, et le lac du port d'Agios Nikolaos.",
          "Ein Boot von Elounda oder Plaka nach Spinalonga, der venezianischen Inselfestung, die Griechenlands letzte Leprakolonie wurde, dann in den warmen Monaten ein Bad in der Mirabello-Bucht und der Hafensee von Agios Nikolaos.",
        ],
      ],
    ],
  },
  "GRC Chania": {
    days: [
      [
        "see",
        [
          "Chania: the Venetian port and the old town",
          "La Canea: il porto veneziano e la città vecchia",
          "La Canea: el puerto veneciano y el casco antiguo",
          "La Canée : le port vénitien et la vieille ville",
          "Chania: der venezianische Hafen und die Altstadt",
        ],
        [
          "The Venetian port and its lighthouse, the domed Mosque of the Janissaries on the quay, the arsenals, and the lanes of the Topanas and Splantzia quarters with their Venetian doorways and Ottoman minarets.",
          "Il porto veneziano e il suo faro, la moschea dei Giannizzeri con la cupola sul molo, gli arsenali e i vicoli dei quartieri di Topanas e Splantzia con i portali veneziani e i minareti ottomani.",
          "El puerto veneciano y su faro, la mezquita de los Jenízaros con su cúpula en el muelle, los arsenales y las callejas de los barrios de Topanas y Splantzia con sus portales venecianos y minaretes otomanos.",
          "Le port vénitien et son phare, la mosquée des Janissaires et sa coupole sur le quai, les arsenaux et les ruelles des quartiers de Topanas et Splantzia avec leurs portails vénitiens et leurs minarets ottomans.",
          "Der venezianische Hafen mit seinem Leuchtturm, die Kuppelmoschee der Janitscharen am Kai, die Arsenale und die Gassen der Viertel Topanas und Splantzia mit venezianischen Portalen und osmanischen Minaretten.",
        ],
      ],
      [
        "food",
        [
          "Chania: the market hall, dakos and raki",
          "La Canea: il mercato coperto, dakos e raki",
          "La Canea: el mercado cubierto, dakos y raki",
          "La Canée : la halle, le dakos et le raki",
          "Chania: die Markthalle, Dakos und Raki",
        ],
        [
          "The cross-shaped market hall for Cretan honey, herbs and graviera, then dakos, barley rusk with tomato and mizithra, boureki, a baked pie of squash and potato, snails with rosemary, and raki to close the meal.",
          "Il mercato coperto a croce per miele, erbe e graviera cretesi, poi il dakos, fetta d'orzo con pomodoro e mizithra, il boureki di zucchine e patate, le lumache al rosmarino e la raki per chiudere il pasto.",
          "El mercado cubierto en forma de cruz para miel, hierbas y graviera de Creta, y después dakos, pan de cebada con tomate y mizithra, boureki de calabacín y patata, caracoles al romero y raki para terminar la comida.",
          "La halle en forme de croix pour le miel, les herbes et la graviera de Crète, puis le dakos, biscotte d'orge à la tomate et à la mizithra, le boureki de courgettes et pommes de terre, les escargots au romarin et le raki pour finir.",
          "Die kreuzförmige Markthalle mit kretischem Honig, Kräutern und Graviera, dann Dakos, Gerstenzwieback mit Tomate und Mizithra, Boureki aus Zucchini und Kartoffeln, Schnecken mit Rosmarin und zum Abschluss Raki.",
        ],
      ],
    ],
  },
  "GRC Samaria Gorge": {
    months: [5, 10],
    days: [
      [
        "see",
        [
          "Samaria Gorge: down to the Iron Gates and the Libyan Sea",
          "Gola di Samaria: fino alle Porte di Ferro e al mar Libico",
          "Garganta de Samaria: hasta las Puertas de Hierro y el mar de Libia",
          "Gorges de Samaria : jusqu'aux Portes de fer et à la mer de Libye",
          "Samaria-Schlucht: bis zu den Eisernen Toren und zum Libyschen Meer",
        ],
        [
          "From Xyloskalo on the Omalos plateau down the long gorge through cypress and pine, past the abandoned village of Samaria to the Iron Gates, where the walls close to a few steps apart, and the sea at Agia Roumeli, then a boat along the coast.",
          "Da Xyloskalo sull'altopiano di Omalos giù per la lunga gola tra cipressi e pini, oltre il villaggio abbandonato di Samaria fino alle Porte di Ferro, pareti a tre metri l'una dall'altra, e al mare di Agia Roumeli, poi una barca lungo la costa.",
          "Desde Xyloskalo, en la meseta de Omalos, por la larga garganta entre cipreses y pinos, pasando el pueblo abandonado de Samaria hasta las Puertas de Hierro, paredes a tres metros una de otra, y el mar en Agia Roumeli, y después un barco por la costa.",
          "De Xyloskalo sur le plateau d'Omalos, descente des longues gorges entre cyprès et pins, par le village abandonné de Samaria jusqu'aux Portes de fer, parois distantes de trois mètres, et la mer à Agia Roumeli, puis un bateau le long de la côte.",
          "Von Xyloskalo auf der Omalos-Hochebene durch die lange Schlucht zwischen Zypressen und Kiefern, am verlassenen Dorf Samaria vorbei zu den Eisernen Toren, drei Meter breit, und ans Meer bei Agia Roumeli, dann ein Boot an der Küste entlang.",
        ],
      ],
      [
        "see",
        [
          "Samaria Gorge: the Imbros gorge and Frangokastello",
          "Gola di Samaria: la gola di Imbros e Frangokastello",
          "Garganta de Samaria: la garganta de Imbros y Frangokastello",
          "Gorges de Samaria : les gorges d'Imbros et Frangokastello",
          "Samaria-Schlucht: die Imbros-Schlucht und Frangokastello",
        ],
        [
          "The shorter walk down the nearby Imbros gorge, an old shepherds' path through narrows and a rock arch, to the coast of Sfakia and the square Venetian fort of Frangokastello on its sandy shore.",
          "La discesa più breve lungo la vicina gola di Imbros, un vecchio sentiero di pastori tra strettoie e un arco di roccia, fino alla costa di Sfakia e al forte veneziano quadrato di Frangokastello sulla sua spiaggia.",
          "La bajada más corta por la vecina garganta de Imbros, un viejo camino de pastores entre estrechos y un arco de roca, hasta la costa de Sfakiá y el fuerte veneciano cuadrado de Frangokastello sobre su playa.",
          "La descente plus courte des gorges voisines d'Imbros, vieux sentier de bergers entre étroits et arche rocheuse, jusqu'à la côte de Sfakia et au fort vénitien carré de Frangokastello sur sa plage de sable.",
          "Der kürzere Abstieg durch die benachbarte Imbros-Schlucht, einen alten Hirtenpfad durch Engstellen und einen Felsbogen, zur Küste von Sfakia und zur quadratischen venezianischen Festung Frangokastello am Sandstrand.",
        ],
      ],
    ],
  },
  "GRC Corfu": {
    days: [
      [
        "see",
        [
          "Corfu: the old town, the Liston and the fortresses",
          "Corfù: la città vecchia, il Liston e le fortezze",
          "Corfú: el casco antiguo, el Liston y las fortalezas",
          "Corfou : la vieille ville, le Liston et les forteresses",
          "Korfu: die Altstadt, der Liston und die Festungen",
        ],
        [
          "The Venetian lanes of Corfu town, the arcaded Liston on the Spianada where cricket is still played, the Old Fortress on its rocks, the church of St. Spyridon, and the Achilleion palace of Empress Sisi.",
          "I vicoli veneziani di Corfù, il Liston porticato sulla Spianada dove si gioca ancora a cricket, la Fortezza Vecchia sulle sue rocce, la chiesa di San Spiridione e l'Achilleion, il palazzo dell'imperatrice Sissi.",
          "Las callejas venecianas de la ciudad de Corfú, el Liston porticado en la Spianada, donde aún se juega al críquet, la Fortaleza Vieja sobre sus rocas, la iglesia de San Espiridón y el Achilleion, el palacio de la emperatriz Sissi.",
          "Les ruelles vénitiennes de Corfou, le Liston à arcades sur la Spianada où l'on joue encore au cricket, la Vieille Forteresse sur ses rochers, l'église Saint-Spyridon et l'Achilleion, le palais de l'impératrice Sissi.",
          "Die venezianischen Gassen von Korfu-Stadt, der Arkadengang Liston an der Spianada, wo noch Cricket gespielt wird, die Alte Festung auf ihren Felsen, die Spyridonkirche und das Achilleion der Kaiserin Sisi.",
        ],
      ],
      [
        "boat",
        [
          "Corfu: the caves of Paleokastritsa",
          "Corfù: le grotte di Paleokastritsa",
          "Corfú: las cuevas de Paleokastritsa",
          "Corfou : les grottes de Paleokastritsa",
          "Korfu: die Grotten von Paleokastritsa",
        ],
        [
          "The bays of Paleokastritsa under the monastery on its headland, a small boat into the blue sea caves of the cliffs, in the warm months a swim in the clear green water, and the village of Lakones high above the coves.",
          "Le baie di Paleokastritsa sotto il monastero sul promontorio, una barchetta nelle grotte marine azzurre delle scogliere, nei mesi caldi un bagno nell'acqua verde e limpida e il paese di Lakones alto sopra le calette.",
          "Las bahías de Paleokastritsa bajo el monasterio de su promontorio, una barca por las cuevas marinas azules de los acantilados, en los meses cálidos un baño en el agua verde y transparente y el pueblo de Lakones, muy por encima de las calas.",
          "Les baies de Paleokastritsa sous le monastère de leur promontoire, une barque dans les grottes marines bleues des falaises, à la belle saison une baignade dans l'eau verte et limpide et le village de Lakones haut au-dessus des criques.",
          "Die Buchten von Paleokastritsa unter dem Kloster auf der Landzunge, ein kleines Boot in die blauen Meeresgrotten der Steilküste, in den warmen Monaten ein Bad im klaren grünen Wasser und das Dorf Lakones hoch über den Buchten.",
        ],
      ],
    ],
  },
  "ALB Tirana": {
    days: [
      [
        "see",
        [
          "Tirana: Skanderbeg Square and Bunk'Art",
          "Tirana: piazza Skanderbeg e Bunk'Art",
          "Tirana: la plaza Skanderbeg y Bunk'Art",
          "Tirana : la place Skanderbeg et Bunk'Art",
          "Tirana: der Skanderbeg-Platz und Bunk'Art",
        ],
        [
          "Skanderbeg Square and the Et'hem Bey Mosque, the painted façades of the middle of town, the Pyramid of the dictator's years, and Bunk'Art 2, a nuclear bunker turned into a museum of the secret police.",
          "Piazza Skanderbeg e la moschea di Et'hem Bey, le facciate dipinte del cuore della città, la Piramide degli anni della dittatura e Bunk'Art 2, un bunker antiatomico diventato museo della polizia segreta.",
          "La plaza Skanderbeg y la mezquita de Et'hem Bey, las fachadas pintadas del centro, la Pirámide de los años de la dictadura y Bunk'Art 2, un búnker antinuclear convertido en museo de la policía secreta.",
          "La place Skanderbeg et la mosquée Et'hem Bey, les façades peintes du cœur de la ville, la Pyramide des années de dictature et Bunk'Art 2, un abri antiatomique devenu musée de la police secrète.",
          "Der Skanderbeg-Platz und die Et'hem-Bey-Moschee, die bunt bemalten Fassaden der Innenstadt, die Pyramide aus der Zeit der Diktatur und Bunk'Art 2, ein Atombunker, heute Museum der Geheimpolizei.",
        ],
      ],
      [
        "see",
        [
          "Tirana: Blloku and the Dajti cable car",
          "Tirana: il Blloku e la funivia del Dajti",
          "Tirana: el Blloku y el teleférico del Dajti",
          "Tirana : le Blloku et le téléphérique du Dajti",
          "Tirana: der Blloku und die Dajti-Seilbahn",
        ],
        [
          "The Blloku, once the sealed quarter of the party leaders and now full of cafés, the House of Leaves museum of surveillance, and the Dajti Ekspres cable car up the mountain for the view over the city.",
          "Il Blloku, un tempo quartiere chiuso dei capi del partito e oggi pieno di caffè, la Casa delle Foglie, museo della sorveglianza, e la funivia Dajti Ekspres fin sulla montagna per la vista sulla città.",
          "El Blloku, antes el barrio cerrado de los jefes del partido y hoy lleno de cafés, la Casa de las Hojas, museo de la vigilancia, y el teleférico Dajti Ekspres a la montaña para ver la ciudad.",
          "Le Blloku, jadis quartier fermé des dirigeants du parti et aujourd'hui plein de cafés, la Maison des feuilles, musée de la surveillance, et le téléphérique Dajti Ekspres jusqu'à la montagne pour la vue sur la ville.",
          "Der Blloku, einst das abgeriegelte Viertel der Parteiführer und heute voller Cafés, das Haus der Blätter, ein Museum der Überwachung, und die Seilbahn Dajti Ekspres auf den Berg mit Blick über die Stadt.",
        ],
      ],
      [
        "food",
        [
          "Tirana: the New Bazaar and tavë kosi",
          "Tirana: il Pazari i Ri e il tavë kosi",
          "Tirana: el Pazari i Ri y el tavë kosi",
          "Tirana : le Pazari i Ri et le tavë kosi",
          "Tirana: der Pazari i Ri und Tavë Kosi",
        ],
        [
          "The stalls of the Pazari i Ri, the New Bazaar, for olives, cheese and mountain honey, then tavë kosi, lamb baked in yogurt and egg, byrek, and a glass of raki in one of the restaurants around the market.",
          "I banchi del Pazari i Ri, il Nuovo Bazar, per olive, formaggi e miele di montagna, poi il tavë kosi, agnello al forno con yogurt e uova, il byrek e un bicchierino di raki in un ristorante intorno al mercato.",
          "Los puestos del Pazari i Ri, el Nuevo Bazar, para aceitunas, quesos y miel de montaña, y después tavë kosi, cordero al horno con yogur y huevo, byrek y una copita de raki en uno de los restaurantes del mercado.",
          "Les étals du Pazari i Ri, le Nouveau Bazar, pour les olives, les fromages et le miel de montagne, puis le tavë kosi, agneau cuit au four dans le yaourt et l'œuf, le byrek et un verre de raki dans un restaurant autour du marché.",
          "Die Stände im Pazari i Ri, dem Neuen Basar, mit Oliven, Käse und Berghonig, dann Tavë Kosi, in Joghurt und Ei gebackenes Lamm, Byrek und ein Raki in einem der Lokale rund um den Markt.",
        ],
      ],
    ],
  },
  "ALB Krujë": {
    days: [
      [
        "see",
        [
          "Krujë: Skanderbeg's castle and the old bazaar",
          "Kruja: il castello di Scanderbeg e il vecchio bazar",
          "Krujë: el castillo de Skanderbeg y el viejo bazar",
          "Krujë : le château de Skanderbeg et le vieux bazar",
          "Krujë: Skanderbegs Burg und der alte Basar",
        ],
        [
          "The castle from which Skanderbeg held off the Ottomans, with the museum of the national hero, the Ethnographic Museum in an old family house, and the cobbled old bazaar of wooden shops below the walls.",
          "Il castello da cui Scanderbeg tenne testa agli ottomani, con il museo dell'eroe nazionale, il Museo etnografico in una vecchia casa di famiglia e l'antico bazar acciottolato di botteghe di legno sotto le mura.",
          "El castillo desde el que Skanderbeg resistió a los otomanos, con el museo del héroe nacional, el Museo Etnográfico en una vieja casa familiar y el viejo bazar empedrado de tiendas de madera bajo las murallas.",
          "Le château d'où Skanderbeg tint tête aux Ottomans, avec le musée du héros national, le musée ethnographique dans une vieille maison de famille et le vieux bazar pavé aux échoppes de bois sous les remparts.",
          "Die Burg, von der aus Skanderbeg den Osmanen trotzte, mit dem Museum des Nationalhelden, das Ethnografische Museum in einem alten Familienhaus und der gepflasterte alte Basar mit Holzläden unter den Mauern.",
        ],
      ],
      [
        "food",
        [
          "Krujë: olive groves and a mountain lunch",
          "Kruja: uliveti e pranzo di montagna",
          "Krujë: olivares y almuerzo de montaña",
          "Krujë : oliveraies et déjeuner de montagne",
          "Krujë: Olivenhaine und ein Mittagessen am Berg",
        ],
        [
          "Lunch on a farm in the hills below Krujë: home-pressed olive oil, fërgesë of peppers, tomato and cottage cheese, lamb from the spit, and dessert of figs in syrup.",
          "Pranzo in una fattoria sulle colline sotto Kruja: olio spremuto in casa, fërgesë di peperoni, pomodoro e ricotta, agnello allo spiedo e per dessert fichi sciroppati.",
          "Almuerzo en una granja en las colinas bajo Krujë: aceite prensado en casa, fërgesë de pimientos, tomate y requesón, cordero al espetón y de postre higos en almíbar.",
          "Déjeuner dans une ferme des collines sous Krujë : huile pressée à la maison, fërgesë de poivrons, tomates et fromage frais, agneau à la broche et figues au sirop en dessert.",
          "Mittagessen auf einem Hof in den Hügeln unter Krujë: hausgepresstes Olivenöl, Fërgesë aus Paprika, Tomaten und Hüttenkäse, Lamm vom Spieß und zum Nachtisch Feigen in Sirup.",
        ],
      ],
    ],
  },
  "ALB Berat": {
    days: [
      [
        "see",
        [
          "Berat: the town of a thousand windows",
          "Berat: la città dalle mille finestre",
          "Berat: la ciudad de las mil ventanas",
          "Berat : la ville aux mille fenêtres",
          "Berat: die Stadt der tausend Fenster",
        ],
        [
          "The white Ottoman houses of the Mangalem quarter stacked up the hill, the bridge to Gorica, and the castle quarter still lived in, with the icons of Onufri in the church of the Dormition.",
          "Le case ottomane bianche del quartiere di Mangalem ammassate sul colle, il ponte verso Gorica e il quartiere del castello ancora abitato, con le icone di Onufri nella chiesa della Dormizione.",
          "Las casas otomanas blancas del barrio de Mangalem apiladas en la colina, el puente hacia Gorica y el barrio del castillo aún habitado, con los iconos de Onufri en la iglesia de la Dormición.",
          "Les maisons ottomanes blanches du quartier de Mangalem empilées sur la colline, le pont vers Gorica et le quartier du château toujours habité, avec les icônes d'Onufri dans l'église de la Dormition.",
          "Die weißen osmanischen Häuser des Viertels Mangalem, den Hang hinauf gestaffelt, die Brücke nach Gorica und das noch bewohnte Burgviertel mit den Ikonen Onufris in der Kirche der Entschlafung.",
        ],
      ],
      [
        "food",
        [
          "Berat: wine from the Osum valley",
          "Berat: il vino della valle dell'Osum",
          "Berat: el vino del valle del Osum",
          "Berat : le vin de la vallée de l'Osum",
          "Berat: Wein aus dem Osum-Tal",
        ],
        [
          "A family winery below Berat for the native Shesh i Zi red and raki, then a dinner of Berat dishes, stuffed peppers and rice balls, in a guesthouse of the castle quarter.",
          "Una cantina di famiglia sotto Berat per il rosso autoctono Shesh i Zi e la raki, poi una cena di piatti di Berat, melanzane ripiene e polpette di riso, in una pensione del quartiere del castello.",
          "Una bodega familiar bajo Berat para el tinto autóctono Shesh i Zi y la raki, y después una cena de platos de Berat, berenjenas rellenas y bolitas de arroz, en una casa de huéspedes del barrio del castillo.",
          "Un domaine familial sous Berat pour le shesh i zi, rouge de cépage local, et le raki, puis un dîner de plats de Berat, aubergines farcies et boulettes de riz, dans une maison d'hôtes du quartier du château.",
          "Ein Familienweingut unterhalb von Berat für den heimischen Shesh i Zi und Raki, dann ein Abendessen mit Gerichten aus Berat, gefüllten Auberginen und Reisbällchen, in einem Gästehaus im Burgviertel.",
        ],
      ],
    ],
  },
  "ALB Apollonia": {
    days: [
      [
        "see",
        [
          "Apollonia: the Greek city and the monastery",
          "Apollonia: la città greca e il monastero",
          "Apollonia: la ciudad griega y el monasterio",
          "Apollonia : la cité grecque et le monastère",
          "Apollonia: die griechische Stadt und das Kloster",
        ],
        [
          "The ruins of the Greek and Roman city on its hill among olive trees: the façade of the Bouleuterion, the odeon, the long stoa, and the Byzantine monastery of St. Mary with its museum and frescoed church.",
          "Le rovine della città greca e romana sulla sua collina tra gli ulivi: la facciata del Bouleuterion, l'odeon, la lunga stoà e il monastero bizantino di Santa Maria con il museo e la chiesa affrescata.",
          "Las ruinas de la ciudad griega y romana en su colina entre olivos: la fachada del Buleuterio, el odeón, la larga estoa y el monasterio bizantino de Santa María con su museo y su iglesia con frescos.",
          "Les ruines de la cité grecque et romaine sur sa colline parmi les oliviers : la façade du bouleutérion, l'odéon, le long portique et le monastère byzantin de Sainte-Marie avec son musée et son église à fresques.",
          "Die Ruinen der griechischen und römischen Stadt auf ihrem Hügel zwischen Olivenbäumen: die Fassade des Buleuterions, das Odeon, die lange Stoa und das byzantinische Marienkloster mit Museum und Freskenkirche.",
        ],
      ],
    ],
  },
  "ALB Llogara Pass": {
    days: [
      [
        "see",
        [
          "Llogara Pass: over the mountains to the Riviera",
          "Passo di Llogara: oltre i monti verso la Riviera",
          "Paso de Llogara: sobre los montes hacia la Riviera",
          "Col de Llogara : par les montagnes vers la Riviera",
          "Llogara-Pass: über die Berge zur Riviera",
        ],
        [
          "The hairpin road up through black pine forest to the Llogara Pass, the flag-shaped pines bent by the wind, and the view down the cliffs to the Albanian Riviera and the Ionian sea.",
          "La strada a tornanti tra le pinete di pino nero fino al passo di Llogara, i pini a bandiera piegati dal vento e la vista giù per le rupi sulla Riviera albanese e sul mar Ionio.",
          "La carretera de curvas entre pinos negros hasta el paso de Llogara, los pinos en bandera doblados por el viento y la vista acantilado abajo sobre la Riviera albanesa y el mar Jónico.",
          "La route en lacets à travers les pins noirs jusqu'au col de Llogara, les pins en drapeau couchés par le vent et la vue plongeante sur la Riviera albanaise et la mer Ionienne.",
          "Die Serpentinenstraße durch Schwarzkiefernwald hinauf zum Llogara-Pass, die vom Wind zu Fahnen gebogenen Kiefern und der Blick die Klippen hinunter auf die Albanische Riviera und das Ionische Meer.",
        ],
      ],
      [
        "see",
        [
          "Llogara Pass: a walk on Çika and Caesar's Pass",
          "Passo di Llogara: una camminata sul Çika e il passo di Cesare",
          "Paso de Llogara: una caminata por el Çika y el paso de César",
          "Col de Llogara : une marche sur le Çika et le col de César",
          "Llogara-Pass: eine Wanderung am Çika und der Cäsarpass",
        ],
        [
          "A walk in the national park from the pass up the ridge toward Mount Çika, through pines and open limestone, with the bay of Palasa below where Julius Caesar is said to have landed.",
          "Una camminata nel parco nazionale dal passo su per la cresta verso il monte Çika, tra pini e calcare aperto, con sotto la baia di Palasa dove si dice sia sbarcato Giulio Cesare.",
          "Una caminata por el parque nacional desde el paso por la cresta hacia el monte Çika, entre pinos y caliza abierta, con la bahía de Palasa abajo, donde dicen que desembarcó Julio César.",
          "Une marche dans le parc national du col vers le mont Çika par la crête, entre pins et calcaire nu, avec en contrebas la baie de Palasa où Jules César aurait débarqué.",
          "Eine Wanderung im Nationalpark vom Pass den Grat hinauf Richtung Çika, durch Kiefern und offenen Kalk, unter sich die Bucht von Palasa, wo Julius Cäsar gelandet sein soll.",
        ],
      ],
    ],
  },
  "ALB Albanian Riviera": {
    days: [
      [
        "see",
        [
          "Albanian Riviera: Dhërmi, Vuno and Porto Palermo",
          "Riviera albanese: Dhërmi, Vuno e Porto Palermo",
          "Riviera albanesa: Dhërmi, Vuno y Porto Palermo",
          "Riviera albanaise : Dhërmi, Vuno et Porto Palermo",
          "Albanische Riviera: Dhërmi, Vuno und Porto Palermo",
        ],
        [
          "The coast road past the old hill villages of Dhërmi and Vuno, their stone houses and churches above the sea, to the triangular fortress of Ali Pasha on the bay of Porto Palermo.",
          "La strada costiera oltre i vecchi paesi in collina di Dhërmi e Vuno, con le case di pietra e le chiese sopra il mare, fino alla fortezza triangolare di Ali Pascià sulla baia di Porto Palermo.",
          "La carretera de la costa pasando los viejos pueblos en lo alto de Dhërmi y Vuno, con sus casas de piedra e iglesias sobre el mar, hasta la fortaleza triangular de Alí Pachá en la bahía de Porto Palermo.",
          "La route côtière par les vieux villages perchés de Dhërmi et Vuno, leurs maisons de pierre et leurs églises au-dessus de la mer, jusqu'à la forteresse triangulaire d'Ali Pacha dans la baie de Porto Palermo.",
          "Die Küstenstraße vorbei an den alten Bergdörfern Dhërmi und Vuno mit Steinhäusern und Kirchen über dem Meer bis zur dreieckigen Festung Ali Paschas an der Bucht von Porto Palermo.",
        ],
      ],
      [
        "beach",
        [
          "Albanian Riviera: Gjipe and the coves of the coast",
          "Riviera albanese: Gjipe e le calette della costa",
          "Riviera albanesa: Gjipe y las calas de la costa",
          "Riviera albanaise : Gjipe et les criques de la côte",
          "Albanische Riviera: Gjipe und die Buchten der Küste",
        ],
        [
          "A path down a canyon to the cove of Gjipe, white pebbles and clear water between cliffs, then the beaches of Jale and Dhërmi for swimming in the Ionian sea in the warm months.",
          "Un sentiero giù per un canyon fino alla caletta di Gjipe, ciottoli bianchi e acqua limpida tra le rupi, poi le spiagge di Jale e Dhërmi per nuotare nello Ionio nei mesi caldi.",
          "Un sendero por un cañón hasta la cala de Gjipe, guijarros blancos y agua clara entre acantilados, y después las playas de Jale y Dhërmi para nadar en el Jónico en los meses cálidos.",
          "Un sentier au fond d'un canyon jusqu'à la crique de Gjipe, galets blancs et eau claire entre les falaises, puis les plages de Jale et de Dhërmi pour nager dans la mer Ionienne à la belle saison.",
          "Ein Pfad durch einen Canyon hinunter zur Bucht von Gjipe, weiße Kiesel und klares Wasser zwischen Felsen, dann die Strände von Jale und Dhërmi, in den warmen Monaten zum Schwimmen im Ionischen Meer.",
        ],
      ],
    ],
  },
  "ALB Himarë": {
    days: [
      [
        "see",
        [
          "Himarë: the old castle village and the bay",
          "Himara: il vecchio borgo del castello e la baia",
          "Himarë: el viejo pueblo del castillo y la bahía",
          "Himarë : le vieux village du château et la baie",
          "Himara: das alte Burgdorf und die Bucht",
        ],
        [
          "The old village inside the castle walls on the hill, with its Greek-speaking families, small churches and the view over the bay, then down to the seafront of Spilea and the cove of Livadhi.",
          "Il vecchio borgo dentro le mura del castello sulla collina, con le sue famiglie di lingua greca, le chiesette e la vista sulla baia, poi giù sul lungomare di Spilea e alla caletta di Livadhi.",
          "El viejo pueblo dentro de las murallas del castillo en la colina, con sus familias de habla griega, sus iglesitas y la vista sobre la bahía, y después el paseo marítimo de Spilea y la cala de Livadhi.",
          "Le vieux village dans les murs du château sur la colline, ses familles hellénophones, ses petites églises et la vue sur la baie, puis le front de mer de Spilea et la crique de Livadhi.",
          "Das alte Dorf innerhalb der Burgmauern auf dem Hügel mit seinen griechischsprachigen Familien, kleinen Kirchen und dem Blick über die Bucht, dann hinunter an die Uferpromenade von Spilea und zur Bucht Livadhi.",
        ],
      ],
      [
        "food",
        [
          "Himarë: olive oil, lemons and fresh fish",
          "Himara: olio, limoni e pesce fresco",
          "Himarë: aceite, limones y pescado fresco",
          "Himarë : huile d'olive, citrons et poisson frais",
          "Himara: Olivenöl, Zitronen und frischer Fisch",
        ],
        [
          "The olive and citrus terraces around the town, a taste of its oil and wild thyme honey, and a dinner by the water of grilled fish, mussels from Lake Butrint and Greek-style salads.",
          "I terrazzamenti di ulivi e agrumi intorno al paese, un assaggio del suo olio e del miele di timo selvatico e una cena sull'acqua di pesce alla griglia, cozze del lago di Butrinto e insalate alla greca.",
          "Las terrazas de olivos y cítricos alrededor del pueblo, una cata de su aceite y de miel de tomillo silvestre y una cena junto al agua de pescado a la brasa, mejillones del lago de Butrint y ensaladas a la griega.",
          "Les terrasses d'oliviers et d'agrumes autour du bourg, une dégustation de son huile et de miel de thym sauvage, et un dîner au bord de l'eau de poisson grillé, de moules du lac de Butrint et de salades à la grecque.",
          "Die Oliven- und Zitrusterrassen rund um den Ort, eine Kostprobe seines Öls und des Honigs vom wilden Thymian und ein Abendessen am Wasser mit gegrilltem Fisch, Muscheln aus dem Butrint-See und griechischem Salat.",
        ],
      ],
    ],
  },
  "ALB Sarandë": {
    days: [
      [
        "see",
        [
          "Sarandë: Lëkurësi castle and the Blue Eye",
          "Saranda: il castello di Lëkurësi e l'Occhio Blu",
          "Sarandë: el castillo de Lëkurësi y el Ojo Azul",
          "Sarandë : le château de Lëkurësi et l'Œil bleu",
          "Saranda: die Burg Lëkurësi und das Blaue Auge",
        ],
        [
          "The castle of Lëkurësi over the bay and Corfu, the ruined synagogue by the seafront promenade, and the Blue Eye, a spring welling up from a deep blue hole among plane trees in the hills.",
          "Il castello di Lëkurësi sopra la baia e Corfù, la sinagoga in rovina accanto al lungomare e l'Occhio Blu, una sorgente che sgorga da un pozzo blu profondo tra i platani delle colline.",
          "El castillo de Lëkurësi sobre la bahía y Corfú, la sinagoga en ruinas junto al paseo marítimo y el Ojo Azul, un manantial que brota de un pozo azul profundo entre plátanos en las colinas.",
          "Le château de Lëkurësi au-dessus de la baie et de Corfou, la synagogue en ruine près de la promenade du front de mer et l'Œil bleu, une source qui jaillit d'un gouffre bleu profond parmi les platanes des collines.",
          "Die Burg Lëkurësi über der Bucht und Korfu, die Synagogenruine an der Uferpromenade und das Blaue Auge, eine Quelle, die aus einem tiefblauen Loch zwischen Platanen in den Hügeln aufsteigt.",
        ],
      ],
      [
        "food",
        [
          "Sarandë: Ksamil mussels and Ionian fish",
          "Saranda: cozze di Ksamil e pesce dello Ionio",
          "Sarandë: mejillones de Ksamil y pescado del Jónico",
          "Sarandë : moules de Ksamil et poissons ionien",
          "Saranda: Muscheln aus Ksamil und Fisch aus dem Ionischen Meer",
        ],
        [
          "A visit to the mussel farms of Lake Butrint, then mussels and grilled fish at Ksamil, facing its small islands in the turquoise water, and baklava in a café on the Sarandë promenade.",
          "Una visita agli allevamenti di cozze del lago di Butrinto, poi cozze e pesce alla griglia a Ksamil, di fronte alle sue isolette nell'acqua turchese, e baklava in un caffè sul lungomare di Saranda.",
          "Una visita a los criaderos de mejillones del lago de Butrint, y después mejillones y pescado a la brasa en Ksamil, frente a sus islotes en el agua turquesa, y baklava en un café del paseo de Sarandë.",
          "Une visite des parcs à moules du lac de Butrint, puis moules et poisson grillé à Ksamil face à ses îlots dans l'eau turquoise, et baklava dans un café de la promenade de Sarandë.",
          "Ein Besuch der Muschelfarmen im Butrint-See, dann Muscheln und gegrillter Fisch in Ksamil gegenüber seinen kleinen Inseln im türkisfarbenen Wasser und Baklava in einem Café an der Promenade von Saranda.",
        ],
      ],
    ],
  },
  "ALB Butrint": {
    days: [
      [
        "see",
        [
          "Butrint: the ancient city in the lagoon forest",
          "Butrint: la città antica nel bosco della laguna",
          "Butrint: la ciudad antigua en el bosque de la laguna",
          "Butrint : la cité antique dans la forêt de la lagune",
          "Butrint: die antike Stadt im Lagunenwald",
        ],
        [
          "The Greek open-air playhouse, the sanctuary of Asclepius, the Roman baths and the Byzantine baptistery with its mosaic floor, all in woods on a peninsula of the lagoon, up to the Venetian castle over the Vivari channel.",
          "Il teatro greco, il santuario di Asclepio, le terme romane e il battistero bizantino con il pavimento a mosaico, tutto nei boschi di una penisola della laguna, fino al castello veneziano sul canale di Vivari.",
          "El teatro griego, el santuario de Asclepio, las termas romanas y el baptisterio bizantino con su suelo de mosaico, todo entre bosques en una península de la laguna, hasta el castillo veneciano sobre el canal de Vivari.",
          "Le théâtre grec, le sanctuaire d'Asclépios, les thermes romains et le baptistère byzantin au sol de mosaïque, le tout dans les bois d'une presqu'île de la lagune, jusqu'au château vénitien sur le canal de Vivari.",
          "Das griechische Theater, das Asklepios-Heiligtum, die römischen Thermen und das byzantinische Baptisterium mit Mosaikboden, alles im Wald einer Halbinsel der Lagune, bis hinauf zur venezianischen Burg über dem Vivari-Kanal.",
        ],
      ],
    ],
  },
  "ALB Gjirokastër": {
    days: [
      [
        "see",
        [
          "Gjirokastër: the stone town and its castle",
          "Argirocastro: la città di pietra e il castello",
          "Gjirokastër: la ciudad de piedra y su castillo",
          "Gjirokastër : la ville de pierre et son château",
          "Gjirokastra: die Steinstadt und ihre Burg",
        ],
        [
          "The tower houses roofed with stone slabs climbing the mountainside, the Skenduli and Zekate houses with their painted rooms, the old bazaar, and the castle with its arms museum and the view down the Drino valley.",
          "Le case a torre coperte di lastre di pietra che salgono sul fianco del monte, le case Skenduli e Zekate con le sale dipinte, il vecchio bazar e il castello con il museo delle armi e la vista sulla valle del Drino.",
          "Las casas torre con tejados de losas de piedra que trepan por la ladera, las casas Skenduli y Zekate con sus salas pintadas, el viejo bazar y el castillo con su museo de armas y la vista sobre el valle del Drino.",
          "Les maisons-tours aux toits de lauzes grimpant à flanc de montagne, les maisons Skenduli et Zekate et leurs salles peintes, le vieux bazar et le château avec son musée des armes et la vue sur la vallée du Drino.",
          "Die mit Steinplatten gedeckten Turmhäuser am Berghang, die Häuser Skenduli und Zekate mit ihren bemalten Räumen, der alte Basar und die Burg mit Waffenmuseum und Blick ins Drino-Tal.",
        ],
      ],
      [
        "food",
        [
          "Gjirokastër: qifqi and oshaf",
          "Argirocastro: qifqi e oshaf",
          "Gjirokastër: qifqi y oshaf",
          "Gjirokastër : qifqi et oshaf",
          "Gjirokastra: Qifqi und Oshaf",
        ],
        [
          "The dishes of the town: qifqi, rice balls with egg and mint fried in a special pan, shapkat cornbread with greens, oshaf, a pudding of sheep's milk and dried figs, and raki from the Drino valley.",
          "I piatti della città: i qifqi, polpette di riso con uovo e menta fritte in una padella speciale, lo shapkat, pane di mais con verdure, l'oshaf, budino di latte di pecora e fichi secchi, e la raki della valle del Drino.",
          "Los platos de la ciudad: qifqi, bolitas de arroz con huevo y menta fritas en una sartén especial, shapkat, pan de maíz con verduras, oshaf, pudin de leche de oveja e higos secos, y raki del valle del Drino.",
          "Les plats de la ville : les qifqi, boulettes de riz à l'œuf et à la menthe frites dans une poêle spéciale, le shapkat, pain de maïs aux herbes, l'oshaf, crème de lait de brebis aux figues sèches, et le raki de la vallée du Drino.",
          "Die Gerichte der Stadt: Qifqi, Reisbällchen mit Ei und Minze aus einer besonderen Pfanne, Shapkat, Maisbrot mit Grünzeug, Oshaf, ein Pudding aus Schafsmilch und getrockneten Feigen, und Raki aus dem Drino-Tal.",
        ],
      ],
    ],
  },
  "ALB Valbona Valley": {
    months: [6, 10],
    days: [
      [
        "trek",
        [
          "Valbona Valley: up the valley to Rragam",
          "Valle di Valbona: su per la valle fino a Rragam",
          "Valle de Valbona: valle arriba hasta Rragam",
          "Vallée de Valbona : en remontant la vallée jusqu'à Rragam",
          "Valbona-Tal: das Tal hinauf nach Rragam",
        ],
        [
          "Along the white stony bed of the Valbona river between the limestone walls of the Accursed Mountains, past shepherds' houses to the hamlet of Rragam, the last guesthouses under the pass.",
          "Lungo il letto bianco e sassoso del fiume Valbona tra le pareti calcaree delle Montagne Maledette, oltre le case dei pastori fino al casale di Rragam, le ultime pensioni sotto il passo.",
          "Por el lecho blanco y pedregoso del río Valbona entre las paredes calizas de las Montañas Malditas, pasando casas de pastores hasta la aldea de Rragam, las últimas casas de huéspedes bajo el paso.",
          "Le long du lit blanc et caillouteux de la Valbona entre les parois calcaires des Montagnes maudites, par les maisons de bergers jusqu'au hameau de Rragam, les dernières maisons d'hôtes sous le col.",
          "Im weißen, steinigen Bett der Valbona zwischen den Kalkwänden der Verwunschenen Berge, vorbei an Hirtenhäusern bis zum Weiler Rragam mit den letzten Gästehäusern unter dem Pass.",
        ],
      ],
      [
        "trek",
        [
          "Valbona Valley: over the Valbona Pass to Theth",
          "Valle di Valbona: oltre il passo di Valbona fino a Theth",
          "Valle de Valbona: por el paso de Valbona hasta Theth",
          "Vallée de Valbona : par le col de Valbona jusqu'à Theth",
          "Valbona-Tal: über den Valbona-Pass nach Theth",
        ],
        [
          "The classic crossing of the Albanian Alps: up through beech forest and scree to the Valbona Pass, with peaks on every side, and down the long zigzags past a café hut to the village of Theth.",
          "La traversata classica delle Alpi albanesi: su tra faggete e ghiaioni fino al passo di Valbona, con vette tutto intorno, e giù per i lunghi tornanti oltre una baracca-caffè fino al villaggio di Theth.",
          "La travesía clásica de los Alpes albaneses: subida entre hayedos y pedreras hasta el paso de Valbona, con cumbres por todos lados, y bajada por las largas lazadas pasando una cabaña-café hasta el pueblo de Theth.",
          "La traversée classique des Alpes albanaises : montée à travers la hêtraie et les éboulis jusqu'au col de Valbona, des sommets de tous côtés, puis descente par les longs lacets, par une cabane-café, jusqu'au village de Theth.",
          "Die klassische Querung der Albanischen Alpen: durch Buchenwald und Geröll hinauf zum Valbona-Pass mit Gipfeln ringsum und in langen Kehren an einer Hüttenwirtschaft vorbei hinunter ins Dorf Theth.",
        ],
      ],
      [
        "trek",
        [
          "Valbona Valley: from Theth to the Blue Eye",
          "Valle di Valbona: da Theth all'Occhio Blu",
          "Valle de Valbona: de Theth al Ojo Azul",
          "Vallée de Valbona : de Theth à l'Œil bleu",
          "Valbona-Tal: von Theth zum Blauen Auge",
        ],
        [
          "Down the Theth valley past the Grunas waterfall and the village of Nderlysaj to the Blue Eye of Kaprre, a deep turquoise pool fed by a cascade, for a very cold swim, and back up to Theth.",
          "Giù per la valle di Theth oltre la cascata di Grunas e il villaggio di Nderlysaj fino all'Occhio Blu di Kaprre, una pozza turchese profonda alimentata da una cascata, per un bagno gelido, e ritorno a Theth.",
          "Valle de Theth abajo, pasando la cascada de Grunas y el pueblo de Nderlysaj, hasta el Ojo Azul de Kaprre, una poza turquesa profunda alimentada por una cascada, para un baño helado, y regreso a Theth.",
          "Descente de la vallée de Theth par la cascade de Grunas et le village de Nderlysaj jusqu'à l'Œil bleu de Kaprre, un bassin turquoise profond alimenté par une cascade, pour une baignade glacée, puis retour à Theth.",
          "Das Theth-Tal hinunter am Grunas-Wasserfall und am Dorf Nderlysaj vorbei zum Blauen Auge von Kaprre, einem tiefen türkisfarbenen Becken unter einem Wasserfall, für ein eiskaltes Bad, und zurück nach Theth.",
        ],
      ],
      [
        "see",
        [
          "Valbona Valley: the Lake Koman ferry",
          "Valle di Valbona: il traghetto del lago di Koman",
          "Valle de Valbona: el ferri del lago Koman",
          "Vallée de Valbona : le ferry du lac de Koman",
          "Valbona-Tal: die Fähre auf dem Koman-See",
        ],
        [
          "The ferry along Lake Koman, a flooded gorge of the Drin winding between sheer green walls, landing at Fierza for the road up to the Valbona valley and its guesthouses.",
          "Il traghetto sul lago di Koman, una gola allagata del Drin che serpeggia tra pareti verdi a picco, fino all'approdo di Fierza e alla strada che sale alla valle di Valbona e alle sue pensioni.",
          "El ferri por el lago Koman, un cañón inundado del Drin que serpentea entre paredes verdes a pico, hasta el embarcadero de Fierza y la carretera que sube al valle de Valbona y sus casas de huéspedes.",
          "Le ferry sur le lac de Koman, gorge noyée du Drin qui serpente entre des parois vertes à pic, jusqu'à l'embarcadère de Fierza et la route qui monte vers la vallée de Valbona et ses maisons d'hôtes.",
          "Die Fähre über den Koman-See, eine geflutete Schlucht des Drin zwischen senkrechten grünen Wänden, bis zum Anleger Fierza und zur Straße hinauf ins Valbona-Tal mit seinen Gästehäusern.",
        ],
      ],
    ],
  },
  "ALB Theth": {
    days: [
      [
        "see",
        [
          "Theth: the lock-in tower and the mountain church",
          "Theth: la torre del rifugio e la chiesa di montagna",
          "Theth: la torre de encierro y la iglesia de montaña",
          "Theth : la tour d'enfermement et l'église de montagne",
          "Theth: der Sühneturm und die Bergkirche",
        ],
        [
          "The stone church of Theth under the peaks of the Accursed Mountains, the kulla lock-in tower where men hid from blood feuds under the old Kanun law, and the farmsteads scattered in the high valley.",
          "La chiesa di pietra di Theth sotto le vette delle Montagne Maledette, la kulla, la torre dove gli uomini si chiudevano per sfuggire alle vendette di sangue dell'antico Kanun, e le fattorie sparse nell'alta valle.",
          "La iglesia de piedra de Theth bajo las cumbres de las Montañas Malditas, la kulla, la torre donde los hombres se encerraban huyendo de las venganzas de sangre del antiguo Kanun, y las granjas dispersas por el alto valle.",
          "L'église de pierre de Theth sous les sommets des Montagnes maudites, la kulla, tour où les hommes s'enfermaient pour échapper aux vendettas de l'ancien Kanun, et les fermes éparpillées dans la haute vallée.",
          "Die Steinkirche von Theth unter den Gipfeln der Verwunschenen Berge, die Kulla, der Turm, in dem sich Männer nach dem alten Kanun vor der Blutrache einschlossen, und die verstreuten Gehöfte im Hochtal.",
        ],
      ],
    ],
  },
  "ALB Shkodër": {
    days: [
      [
        "see",
        [
          "Shkodër: Rozafa castle and the Marubi photographs",
          "Scutari: il castello di Rozafa e le fotografie Marubi",
          "Shkodër: el castillo de Rozafa y las fotografías Marubi",
          "Shkodër : le château de Rozafa et les photographies Marubi",
          "Shkodra: die Burg Rozafa und die Marubi-Fotografien",
        ],
        [
          "Rozafa castle on its rock over the meeting of three rivers and the lake, the Marubi museum of a century and a half of Albanian photographs, and the pedestrian Kolë Idromeno street, full of bicycles.",
          "Il castello di Rozafa sulla sua rocca sopra la confluenza di tre fiumi e il lago, il museo Marubi con un secolo e mezzo di fotografie albanesi e la pedonale via Kolë Idromeno, piena di biciclette.",
          "El castillo de Rozafa sobre su roca, en la confluencia de tres ríos y el lago, el museo Marubi con siglo y medio de fotografías albanesas y la calle peatonal Kolë Idromeno, llena de bicicletas.",
          "Le château de Rozafa sur son rocher au confluent de trois rivières et du lac, le musée Marubi et son siècle et demi de photographies albanaises, et la rue piétonne Kolë Idromeno, pleine de vélos.",
          "Die Burg Rozafa auf ihrem Felsen über dem Zusammenfluss dreier Flüsse und dem See, das Marubi-Museum mit anderthalb Jahrhunderten albanischer Fotografie und die Fußgängerstraße Kolë Idromeno voller Fahrräder.",
        ],
      ],
      [
        "food",
        [
          "Shkodër: carp from the lake and a village lunch",
          "Scutari: carpa del lago e pranzo in un villaggio",
          "Shkodër: carpa del lago y almuerzo en un pueblo",
          "Shkodër : carpe du lac et déjeuner au village",
          "Shkodra: Karpfen aus dem See und ein Mittagessen im Dorf",
        ],
        [
          "The villages along Lake Shkodër for carp baked with onions and plums, eel from the lake, the cheeses of the northern highlands, and a glass of Kallmet, the red of the Zadrima plain.",
          "I villaggi lungo il lago di Scutari per la carpa al forno con cipolle e prugne, l'anguilla del lago, i formaggi degli altipiani del nord e un bicchiere di Kallmet, il rosso della piana della Zadrima.",
          "Los pueblos del lago de Shkodër para carpa al horno con cebolla y ciruelas, anguila del lago, los quesos de las tierras altas del norte y una copa de Kallmet, el tinto de la llanura de Zadrima.",
          "Les villages du lac de Shkodër pour la carpe au four aux oignons et aux prunes, l'anguille du lac, les fromages des hautes terres du nord et un verre de kallmet, le rouge de la plaine de Zadrima.",
          "Die Dörfer am Shkodra-See für im Ofen gebackenen Karpfen mit Zwiebeln und Pflaumen, Aal aus dem See, Käse aus dem nördlichen Hochland und ein Glas Kallmet, den Rotwein der Zadrima-Ebene.",
        ],
      ],
    ],
  },
  "MNE Podgorica": {
    days: [
      [
        "see",
        [
          "Podgorica: Stara Varoš and the Ribnica",
          "Podgorica: Stara Varoš e la Ribnica",
          "Podgorica: Stara Varoš y el Ribnica",
          "Podgorica : Stara Varoš et la Ribnica",
          "Podgorica: Stara Varoš und die Ribnica",
        ],
        [
          "The Ottoman old quarter of Stara Varoš with its clock tower and mosques, the stone bridge over the Ribnica where it meets the Morača, the Millennium Bridge, and the gilded Cathedral of Christ's Resurrection.",
          "Il vecchio quartiere ottomano di Stara Varoš con la torre dell'orologio e le moschee, il ponte di pietra sulla Ribnica dove incontra la Morača, il ponte del Millennio e la cattedrale dorata della Resurrezione di Cristo.",
          "El viejo barrio otomano de Stara Varoš con su torre del reloj y sus mezquitas, el puente de piedra sobre el Ribnica donde se une al Morača, el puente del Milenio y la catedral dorada de la Resurrección de Cristo.",
          "Le vieux quartier ottoman de Stara Varoš, sa tour de l'horloge et ses mosquées, le pont de pierre sur la Ribnica au confluent de la Morača, le pont du Millénaire et la cathédrale dorée de la Résurrection du Christ.",
          "Das osmanische Altstadtviertel Stara Varoš mit Uhrturm und Moscheen, die Steinbrücke über die Ribnica an ihrer Mündung in die Morača, die Millennium-Brücke und die goldverzierte Christi-Auferstehungs-Kathedrale.",
        ],
      ],
      [
        "see",
        [
          "Podgorica: Roman Doclea and the Cijevna falls",
          "Podgorica: la romana Doclea e le cascate della Cijevna",
          "Podgorica: la romana Doclea y las cascadas del Cijevna",
          "Podgorica : la Doclea romaine et les chutes de la Cijevna",
          "Podgorica: das römische Doclea und die Cijevna-Fälle",
        ],
        [
          "The ruins of Doclea, the Roman city on the edge of town with its forum and basilica, then the falls of the Cijevna river, which run full after rain over a wide rock ledge, and the canyon of the Cijevna.",
          "Le rovine di Doclea, la città romana alle porte della città con il foro e la basilica, poi le cascate della Cijevna, gonfie dopo le piogge, che scendono da un largo gradino di roccia, e il canyon della Cijevna.",
          "Las ruinas de Doclea, la ciudad romana a las afueras con su foro y su basílica, y después las cascadas del río Cijevna, crecidas tras las lluvias, por un ancho escalón de roca, y el cañón del Cijevna.",
          "Les ruines de Doclea, la cité romaine aux portes de la ville avec son forum et sa basilique, puis les chutes de la Cijevna, gonflées après la pluie, qui tombent d'une large marche rocheuse, et le canyon de la Cijevna.",
          "Die Ruinen von Doclea, der Römerstadt am Stadtrand mit Forum und Basilika, dann die nach Regen kräftigen Fälle der Cijevna über eine breite Felsstufe und der Cijevna-Canyon.",
        ],
      ],
      [
        "food",
        [
          "Podgorica: Vranac in the Šipčanik cellar",
          "Podgorica: il Vranac nella cantina di Šipčanik",
          "Podgorica: el Vranac en la bodega de Šipčanik",
          "Podgorica : le vranac dans la cave de Šipčanik",
          "Podgorica: Vranac im Keller Šipčanik",
        ],
        [
          "The Šipčanik cellar of the Plantaže estate, set in a former military aircraft tunnel under a hill, for a tasting of Vranac, Montenegro's dark red, then kačamak, cornmeal with cheese and kajmak, for dinner.",
          "La cantina di Šipčanik della tenuta Plantaže, ricavata in un ex tunnel militare per aerei sotto una collina, per una degustazione di Vranac, il rosso scuro del Montenegro, poi a cena il kačamak, polenta con formaggio e kajmak.",
          "La bodega de Šipčanik de la finca Plantaže, instalada en un antiguo túnel militar para aviones bajo una colina, para una cata de Vranac, el tinto oscuro de Montenegro, y de cena kačamak, harina de maíz con queso y kajmak.",
          "La cave de Šipčanik du domaine Plantaže, installée dans un ancien tunnel militaire pour avions sous une colline, pour une dégustation de vranac, le rouge sombre du Monténégro, puis au dîner le kačamak, semoule de maïs au fromage et au kajmak.",
          "Der Keller Šipčanik des Weinguts Plantaže in einem früheren Flugzeugtunnel des Militärs unter einem Hügel, für eine Probe von Vranac, dem dunklen Roten Montenegros, dann zum Abendessen Kačamak, Maisbrei mit Käse und Kajmak.",
        ],
      ],
    ],
  },
  "MNE Bay of Kotor": {
    days: [
      [
        "see",
        [
          "Bay of Kotor: by boat through the Verige strait",
          "Bocche di Cattaro: in barca attraverso lo stretto delle Catene",
          "Bahía de Kotor: en barco por el estrecho de Verige",
          "Bouches de Kotor : en bateau par le détroit des Chaînes",
          "Bucht von Kotor: mit dem Boot durch die Verige-Enge",
        ],
        [
          "A boat across the fjord-like bay under the mountains, through the Verige strait past the island churches off Perast, to Herceg Novi and the Blue Cave on the Luštica peninsula, for a swim in the warm months.",
          "Una barca attraverso la baia simile a un fiordo sotto le montagne, per lo stretto delle Catene oltre le chiese sugli isolotti davanti a Perast, fino a Castelnuovo e alla Grotta Azzurra della penisola di Luštica, per un bagno nei mesi caldi.",
          "Un barco por la bahía con aire de fiordo bajo las montañas, por el estrecho de Verige, pasando las iglesias de los islotes frente a Perast, hasta Herceg Novi y la Cueva Azul de la península de Luštica, para un baño en los meses cálidos.",
          "Un bateau à travers la baie aux airs de fjord sous les montagnes, par le détroit des Chaînes devant les églises des îlots de Perast, jusqu'à Herceg Novi et la Grotte bleue de la presqu'île de Luštica, pour une baignade à la belle saison.",
          "Mit dem Boot durch die fjordartige Bucht unter den Bergen, durch die Verige-Enge an den Inselkirchen vor Perast vorbei nach Herceg Novi und zur Blauen Grotte auf der Halbinsel Luštica, in den warmen Monaten zum Baden.",
        ],
      ],
      [
        "see",
        [
          "Bay of Kotor: the serpentine road to Lovćen",
          "Bocche di Cattaro: la strada a serpentina verso il Lovćen",
          "Bahía de Kotor: la carretera serpenteante al Lovćen",
          "Bouches de Kotor : la route en lacets vers le Lovćen",
          "Bucht von Kotor: die Serpentinenstraße zum Lovćen",
        ],
        [
          "The 25 hairpins of the old road above Kotor with the whole bay below, the village of Njeguši for smoked ham and cheese, and the steps to the Njegoš Mausoleum on the summit of Mount Lovćen.",
          "I 25 tornanti della vecchia strada sopra Cattaro con tutta la baia ai piedi, il villaggio di Njeguši per prosciutto affumicato e formaggio e i gradini fino al mausoleo di Njegoš in vetta al monte Lovćen.",
          "Las 25 curvas de la vieja carretera sobre Kotor con toda la bahía a los pies, el pueblo de Njeguši para jamón ahumado y queso y los escalones hasta el mausoleo de Njegoš en la cima del monte Lovćen.",
          "Les 25 lacets de la vieille route au-dessus de Kotor avec toute la baie en contrebas, le village de Njeguši pour le jambon fumé et le fromage, et les marches jusqu'au mausolée de Njegoš au sommet du mont Lovćen.",
          "Die 25 Kehren der alten Straße über Kotor mit der ganzen Bucht unter sich, das Dorf Njeguši mit Räucherschinken und Käse und die Stufen zum Njegoš-Mausoleum auf dem Gipfel des Lovćen.",
        ],
      ],
    ],
  },
  "MNE Kotor": {
    days: [
      [
        "see",
        [
          "Kotor: the walled town and the fortress climb",
          "Cattaro: la città murata e la salita alla fortezza",
          "Kotor: la ciudad amurallada y la subida a la fortaleza",
          "Kotor : la ville fortifiée et la montée à la forteresse",
          "Kotor: die ummauerte Stadt und der Aufstieg zur Festung",
        ],
        [
          "The Venetian lanes and squares of the old town, the Cathedral of St. Tryphon, the cats in every doorway, then the 1,350 steps up the walls past the chapel of Our Lady of Remedy to the fortress of St. John.",
          "I vicoli e le piazze veneziane della città vecchia, la cattedrale di San Trifone, i gatti su ogni soglia, poi i 1.350 gradini lungo le mura oltre la chiesetta della Madonna della Salute fino alla fortezza di San Giovanni.",
          "Las callejas y plazas venecianas del casco antiguo, la catedral de San Trifón, los gatos en cada portal, y después los 1.350 escalones por las murallas, pasando la capilla de Nuestra Señora de la Salud, hasta la fortaleza de San Juan.",
          "Les ruelles et places vénitiennes de la vieille ville, la cathédrale Saint-Tryphon, les chats sur chaque seuil, puis les 1 350 marches le long des remparts par la chapelle Notre-Dame-du-Remède jusqu'à la forteresse Saint-Jean.",
          "Die venezianischen Gassen und Plätze der Altstadt, die Kathedrale St. Tryphon, die Katzen in jedem Hauseingang, dann die 1.350 Stufen die Mauern hinauf an der Kapelle Unserer Lieben Frau vom Heil vorbei zur Festung San Giovanni.",
        ],
      ],
      [
        "food",
        [
          "Kotor: the market by the walls and Boka seafood",
          "Cattaro: il mercato sotto le mura e il pesce delle Bocche",
          "Kotor: el mercado junto a las murallas y el marisco de Boka",
          "Kotor : le marché au pied des remparts et les fruits de mer de Boka",
          "Kotor: der Markt an der Mauer und Meeresfrüchte der Boka",
        ],
        [
          "The green market outside the Sea Gate for figs, olives and Njeguši cheese, then mussels from the bay farms, black risotto and buzara shellfish in wine and garlic, with a glass of Krstač white.",
          "Il mercato fuori dalla Porta Marina per fichi, olive e formaggio di Njeguši, poi cozze degli allevamenti della baia, risotto nero e crostacei alla buzara, con vino e aglio, e un bicchiere di bianco Krstač.",
          "El mercado ante la Puerta del Mar para higos, aceitunas y queso de Njeguši, y después mejillones de los viveros de la bahía, risotto negro y marisco a la buzara, con vino y ajo, y una copa de blanco Krstač.",
          "Le marché devant la porte de la Mer pour les figues, les olives et le fromage de Njeguši, puis les moules des parcs de la baie, le risotto noir et les coquillages à la buzara, vin et ail, avec un verre de krstač blanc.",
          "Der Markt vor dem Seetor mit Feigen, Oliven und Njeguši-Käse, dann Muscheln aus den Zuchten der Bucht, schwarzes Risotto und Schalentiere Buzara mit Wein und Knoblauch, dazu ein Glas weißer Krstač.",
        ],
      ],
    ],
  },
  "MNE Perast": {
    days: [
      [
        "see",
        [
          "Perast: the captains' town and Our Lady of the Rocks",
          "Perast: il paese dei capitani e la Madonna dello Scalpello",
          "Perast: el pueblo de los capitanes y Nuestra Señora de las Rocas",
          "Perast : le bourg des capitaines et Notre-Dame-du-Rocher",
          "Perast: die Kapitänsstadt und Maria vom Felsen",
        ],
        [
          "The baroque palaces of the sea captains along the single waterfront street, the tall bell tower of St. Nicholas, and a small boat to Our Lady of the Rocks, the island church built on a reef of sunken ships and stones.",
          "I palazzi barocchi dei capitani lungo l'unica via sul mare, l'alto campanile di San Nicola e una barchetta fino alla Madonna dello Scalpello, la chiesa sull'isolotto costruito su una scogliera di navi affondate e pietre.",
          "Los palacios barrocos de los capitanes a lo largo de la única calle junto al mar, el alto campanario de San Nicolás y una barca hasta Nuestra Señora de las Rocas, la iglesia del islote levantado sobre barcos hundidos y piedras.",
          "Les palais baroques des capitaines le long de l'unique rue du bord de l'eau, le haut clocher de Saint-Nicolas et une barque jusqu'à Notre-Dame-du-Rocher, l'église de l'îlot bâti sur des navires coulés et des pierres.",
          "Die barocken Kapitänspaläste an der einzigen Uferstraße, der hohe Glockenturm von St. Nikolaus und ein kleines Boot zu Maria vom Felsen, der Inselkirche auf einem Riff aus versenkten Schiffen und Steinen.",
        ],
      ],
    ],
  },
  "MNE Budva": {
    days: [
      [
        "see",
        [
          "Budva: the old town on its peninsula",
          "Budva: la città vecchia sulla penisola",
          "Budva: el casco antiguo en su península",
          "Budva : la vieille ville sur sa presqu'île",
          "Budva: die Altstadt auf ihrer Halbinsel",
        ],
        [
          "The walled old town on its little peninsula, the churches of the Holy Trinity and St. John, the citadel over the sea, and the path around the headland to the ballerina statue and Mogren beach.",
          "La città vecchia murata sulla sua piccola penisola, le chiese della Santissima Trinità e di San Giovanni, la cittadella sul mare e il sentiero intorno al promontorio fino alla statua della ballerina e alla spiaggia di Mogren.",
          "El casco antiguo amurallado en su pequeña península, las iglesias de la Santísima Trinidad y San Juan, la ciudadela sobre el mar y el sendero que rodea el cabo hasta la estatua de la bailarina y la playa de Mogren.",
          "La vieille ville fortifiée sur sa petite presqu'île, les églises de la Sainte-Trinité et Saint-Jean, la citadelle au-dessus de la mer et le sentier autour du cap jusqu'à la statue de la danseuse et la plage de Mogren.",
          "Die ummauerte Altstadt auf ihrer kleinen Halbinsel, die Dreifaltigkeits- und die Johanneskirche, die Zitadelle über dem Meer und der Weg um die Landspitze zur Ballerina-Statue und zum Strand Mogren.",
        ],
      ],
      [
        "food",
        [
          "Budva: Njeguši ham and fish from the Adriatic",
          "Budva: prosciutto di Njeguši e pesce dell'Adriatico",
          "Budva: jamón de Njeguši y pescado del Adriático",
          "Budva : jambon de Njeguši et poisson de l'Adriatique",
          "Budva: Njeguši-Schinken und Adriafisch",
        ],
        [
          "A plate of Njeguši smoked ham and cheese, olives from the groves of Paštrovići, then grilled fish and octopus salad by the port, and priganice, fried dough with honey, for dessert.",
          "Un piatto di prosciutto affumicato e formaggio di Njeguši, olive degli uliveti dei Paštrovići, poi pesce alla griglia e insalata di polpo sul porto e le priganice, frittelle col miele, per dessert.",
          "Un plato de jamón ahumado y queso de Njeguši, aceitunas de los olivares de Paštrovići, y después pescado a la brasa y ensalada de pulpo junto al puerto, y priganice, buñuelos con miel, de postre.",
          "Une assiette de jambon fumé et de fromage de Njeguši, des olives des oliveraies de Paštrovići, puis poisson grillé et salade de poulpe sur le port, et des priganice, beignets au miel, en dessert.",
          "Ein Teller Njeguši-Räucherschinken mit Käse, Oliven aus den Hainen von Paštrovići, dann gegrillter Fisch und Oktopussalat am Hafen und zum Nachtisch Priganice, frittierter Teig mit Honig.",
        ],
      ],
      [
        "night",
        [
          "Budva: the Slovenska Plaža promenade by night",
          "Budva: il lungomare di Slovenska Plaža di notte",
          "Budva: el paseo de Slovenska Plaža de noche",
          "Budva : la promenade de Slovenska Plaža la nuit",
          "Budva: die Promenade am Slovenska Plaža bei Nacht",
        ],
        [
          "The old town lanes after dark, then the promenade of Slovenska Plaža with its bars, and in the summer season the open-air clubs along the beach for those who stay out.",
          "I vicoli della città vecchia dopo il tramonto, poi il lungomare di Slovenska Plaža con i suoi bar e nella stagione estiva i club all'aperto sulla spiaggia per chi resta fuori.",
          "Las callejas del casco antiguo al anochecer, y después el paseo de Slovenska Plaža con sus bares y, en temporada de verano, las discotecas al aire libre junto a la playa para quien siga.",
          "Les ruelles de la vieille ville à la nuit tombée, puis la promenade de Slovenska Plaža et ses bars, et, en saison estivale, les clubs en plein air au bord de la plage pour qui reste dehors.",
          "Die Gassen der Altstadt nach Einbruch der Dunkelheit, dann die Promenade am Slovenska Plaža mit ihren Bars und in der Sommersaison die Open-Air-Clubs am Strand für alle, die bleiben.",
        ],
      ],
    ],
  },
  "MNE Budva Riviera": {
    days: [
      [
        "see",
        [
          "Budva Riviera: Pržno and Sveti Stefan",
          "Riviera di Budva: Pržno e Sveti Stefan",
          "Riviera de Budva: Pržno y Sveti Stefan",
          "Riviera de Budva : Pržno et Sveti Stefan",
          "Budva-Riviera: Pržno und Sveti Stefan",
        ],
        [
          "The coast from Pržno to the view of Sveti Stefan from the beach and the hillside road above it, the fishing village on an islet joined to the shore by a causeway, now a private resort.",
          "La costa da Pržno fino alla vista su Sveti Stefan dalla spiaggia e dalla strada sulla collina, il villaggio di pescatori su un isolotto unito alla riva da un istmo, oggi resort privato.",
          "La costa desde Pržno hasta la vista de Sveti Stefan desde la playa y la carretera de la ladera, el pueblo pesquero sobre un islote unido a la orilla por un istmo, hoy complejo privado.",
          "La côte de Pržno jusqu'à la vue sur Sveti Stefan depuis la plage et la route à flanc de colline, le village de pêcheurs sur un îlot relié à la rive par une chaussée, aujourd'hui resort privé.",
          "Die Küste von Pržno bis zum Blick auf Sveti Stefan vom Strand und von der Hangstraße darüber, das über einen Damm mit dem Ufer verbundene Fischerdorf auf einer Insel, heute ein privates Resort.",
        ],
      ],
      [
        "beach",
        [
          "Budva Riviera: Jaz, Mogren and Petrovac",
          "Riviera di Budva: Jaz, Mogren e Petrovac",
          "Riviera de Budva: Jaz, Mogren y Petrovac",
          "Riviera de Budva : Jaz, Mogren et Petrovac",
          "Budva-Riviera: Jaz, Mogren und Petrovac",
        ],
        [
          "A day along the beaches of the riviera: the long pebble bay of Jaz, the two coves of Mogren under the cliffs, and the small town beach of Petrovac below its Venetian fort, for swimming in clear water in the warm months.",
          "Una giornata tra le spiagge della riviera: la lunga baia di ciottoli di Jaz, le due calette di Mogren sotto le rupi e la spiaggetta di Petrovac sotto il forte veneziano, per nuotare in acqua limpida nei mesi caldi.",
          "Un día por las playas de la riviera: la larga bahía de guijarros de Jaz, las dos calas de Mogren bajo los acantilados y la playa del pueblo de Petrovac bajo su fuerte veneciano, para nadar en agua clara en los meses cálidos.",
          "Une journée sur les plages de la riviera : la longue baie de galets de Jaz, les deux criques de Mogren sous les falaises et la petite plage de Petrovac sous son fort vénitien, pour nager dans une eau claire à la belle saison.",
          "Ein Tag an den Stränden der Riviera: die lange Kieselbucht von Jaz, die beiden Buchten von Mogren unter den Klippen und der kleine Stadtstrand von Petrovac unter seiner venezianischen Festung, in den warmen Monaten zum Schwimmen in klarem Wasser.",
        ],
      ],
    ],
  },
  "MNE Lake Skadar": {
    days: [
      [
        "see",
        [
          "Lake Skadar: by boat from Virpazar",
          "Lago di Scutari: in barca da Virpazar",
          "Lago Skadar: en barco desde Virpazar",
          "Lac de Skadar : en bateau depuis Virpazar",
          "Skutarisee: mit dem Boot ab Virpazar",
        ],
        [
          "A wooden boat from Virpazar through channels of water lilies and reeds, past island monasteries and the fortress of Lesendro, looking for herons, cormorants and, with luck, the Dalmatian pelicans that nest here.",
          "Una barca di legno da Virpazar tra canali di ninfee e canneti, oltre i monasteri sulle isole e la fortezza di Lesendro, in cerca di aironi, cormorani e, con un po' di fortuna, dei pellicani ricci che nidificano qui.",
          "Una barca de madera desde Virpazar por canales de nenúfares y carrizos, pasando monasterios en islas y la fortaleza de Lesendro, buscando garzas, cormoranes y, con suerte, los pelícanos ceñudos que anidan aquí.",
          "Une barque en bois depuis Virpazar par des chenaux de nénuphars et de roseaux, devant les monastères des îles et la forteresse de Lesendro, à la recherche des hérons, des cormorans et, avec de la chance, des pélicans frisés qui nichent ici.",
          "Ein Holzboot ab Virpazar durch Kanäle voller Seerosen und Schilf, vorbei an Inselklöstern und der Festung Lesendro, auf der Suche nach Reihern, Kormoranen und mit Glück den Krauskopfpelikanen, die hier brüten.",
        ],
      ],
      [
        "see",
        [
          "Lake Skadar: Rijeka Crnojevića and the wine villages",
          "Lago di Scutari: Rijeka Crnojevića e i villaggi del vino",
          "Lago Skadar: Rijeka Crnojevića y los pueblos del vino",
          "Lac de Skadar : Rijeka Crnojevića et les villages du vin",
          "Skutarisee: Rijeka Crnojevića und die Weindörfer",
        ],
        [
          "The horseshoe bend of the river at Pavlova Strana seen from above, the old stone bridge of Rijeka Crnojevića, and a family cellar in the Crmnica villages for Vranac wine, smoked carp and lake bleak.",
          "L'ansa a ferro di cavallo del fiume a Pavlova Strana vista dall'alto, il vecchio ponte di pietra di Rijeka Crnojevića e una cantina di famiglia nei villaggi della Crmnica per Vranac, carpa affumicata e alborelle del lago.",
          "El meandro en herradura del río en Pavlova Strana visto desde arriba, el viejo puente de piedra de Rijeka Crnojevića y una bodega familiar en los pueblos de Crmnica para vino Vranac, carpa ahumada y alburnos del lago.",
          "Le méandre en fer à cheval de la rivière à Pavlova Strana vu d'en haut, le vieux pont de pierre de Rijeka Crnojevića et une cave familiale des villages de la Crmnica pour le vranac, la carpe fumée et les ablettes du lac.",
          "Die hufeisenförmige Flussschleife bei Pavlova Strana von oben, die alte Steinbrücke von Rijeka Crnojevića und ein Familienkeller in den Dörfern der Crmnica für Vranac, geräucherten Karpfen und Ukelei aus dem See.",
        ],
      ],
    ],
  },
  "MNE Žabljak": {
    days: [
      [
        "see",
        [
          "Žabljak: the Black Lake and the mountain town",
          "Žabljak: il Lago Nero e il paese di montagna",
          "Žabljak: el Lago Negro y el pueblo de montaña",
          "Žabljak : le Lac noir et la ville de montagne",
          "Žabljak: der Schwarze See und der Bergort",
        ],
        [
          "The path from the highest town of the Balkans through spruce forest to the Black Lake under the peak of Međed, the walk around its two basins, and the little church of the Transfiguration in the town.",
          "Il sentiero dal paese più alto dei Balcani tra le abetaie fino al Lago Nero sotto la vetta del Međed, il giro dei suoi due bacini e la chiesetta della Trasfigurazione in paese.",
          "El sendero desde el pueblo más alto de los Balcanes entre abetos hasta el Lago Negro bajo el pico Međed, la vuelta a sus dos cuencas y la pequeña iglesia de la Transfiguración en el pueblo.",
          "Le sentier de la plus haute ville des Balkans à travers les épicéas jusqu'au Lac noir sous le pic du Međed, le tour de ses deux bassins et la petite église de la Transfiguration en ville.",
          "Der Weg vom höchstgelegenen Ort des Balkans durch Fichtenwald zum Schwarzen See unter dem Gipfel des Međed, der Rundweg um seine beiden Becken und die kleine Verklärungskirche im Ort.",
        ],
      ],
      [
        "food",
        [
          "Žabljak: kajmak, cicvara and mountain lamb",
          "Žabljak: kajmak, cicvara e agnello di montagna",
          "Žabljak: kajmak, cicvara y cordero de montaña",
          "Žabljak : kajmak, cicvara et agneau de montagne",
          "Žabljak: Kajmak, Cicvara und Berglamm",
        ],
        [
          "The food of the northern highlands: kajmak cream from the katun summer pastures, cicvara cooked from cheese and cornmeal, lamb in milk baked under the sač lid, and blueberry brandy.",
          "Il cibo degli altipiani del nord: il kajmak degli alpeggi estivi dei katun, la cicvara cotta con formaggio e farina di mais, l'agnello al latte cotto sotto la campana sač e l'acquavite di mirtilli.",
          "La comida de las tierras altas del norte: el kajmak de los pastos de verano de los katun, la cicvara hecha con queso y harina de maíz, el cordero en leche asado bajo la tapa sač y el aguardiente de arándanos.",
          "La cuisine des hautes terres du nord : le kajmak des estives des katun, la cicvara cuite au fromage et à la farine de maïs, l'agneau au lait cuit sous la cloche sač et l'eau-de-vie de myrtilles.",
          "Die Küche des nördlichen Hochlands: Kajmak von den Katun-Sommerweiden, Cicvara aus Käse und Maismehl, Lamm in Milch unter der Sač-Glocke gegart und Heidelbeerschnaps.",
        ],
      ],
    ],
  },
  "MNE Durmitor": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Durmitor: the Black Lake to the Ice Cave",
          "Durmitor: dal Lago Nero alla Grotta di Ghiaccio",
          "Durmitor: del Lago Negro a la Cueva de Hielo",
          "Durmitor : du Lac noir à la grotte de Glace",
          "Durmitor: vom Schwarzen See zur Eishöhle",
        ],
        [
          "From the Black Lake up through forest and the Lokvice cirque to the Ledena Pećina, the Ice Cave, where ice columns stand in the dark all year under the walls of Obla Glava.",
          "Dal Lago Nero su tra i boschi e il circo di Lokvice fino alla Ledena Pećina, la Grotta di Ghiaccio, dove colonne di ghiaccio restano al buio tutto l'anno sotto le pareti dell'Obla Glava.",
          "Desde el Lago Negro, subida entre bosques y el circo de Lokvice hasta la Ledena Pećina, la Cueva de Hielo, donde columnas de hielo permanecen en la oscuridad todo el año bajo las paredes de Obla Glava.",
          "Du Lac noir, montée à travers la forêt et le cirque de Lokvice jusqu'à la Ledena Pećina, la grotte de Glace, où des colonnes de glace se dressent dans le noir toute l'année sous les parois de l'Obla Glava.",
          "Vom Schwarzen See durch Wald und den Kessel von Lokvice hinauf zur Ledena Pećina, der Eishöhle, in der das ganze Jahr Eissäulen im Dunkeln stehen, unter den Wänden der Obla Glava.",
        ],
      ],
      [
        "trek",
        [
          "Durmitor: up Bobotov Kuk from Sedlo",
          "Durmitor: sul Bobotov Kuk dalla sella di Sedlo",
          "Durmitor: al Bobotov Kuk desde Sedlo",
          "Durmitor : le Bobotov Kuk depuis Sedlo",
          "Durmitor: auf den Bobotov Kuk vom Sattel Sedlo",
        ],
        [
          "From the Sedlo saddle across the karst high ground and up the final rocky ridge to Bobotov Kuk at 2,523 m, the highest summit of the massif, with the lakes and the Tara canyon far below.",
          "Dalla sella di Sedlo attraverso gli altipiani carsici e su per l'ultima cresta rocciosa fino al Bobotov Kuk a 2.523 m, la vetta più alta del massiccio, con i laghi e il canyon della Tara molto più in basso.",
          "Desde el collado de Sedlo por las alturas kársticas y subiendo la última cresta rocosa hasta el Bobotov Kuk, a 2.523 m, la cumbre más alta del macizo, con los lagos y el cañón del Tara muy abajo.",
          "Du col de Sedlo à travers les hauteurs karstiques et par la dernière arête rocheuse jusqu'au Bobotov Kuk à 2 523 m, le plus haut sommet du massif, les lacs et le canyon de la Tara loin en contrebas.",
          "Vom Sattel Sedlo über die Karsthochfläche und den letzten Felsgrat hinauf auf den Bobotov Kuk mit 2.523 m, den höchsten Gipfel des Massivs, tief unten die Seen und der Tara-Canyon.",
        ],
      ],
      [
        "trek",
        [
          "Durmitor: down to the Škrka lakes",
          "Durmitor: giù ai laghi di Škrka",
          "Durmitor: bajada a los lagos de Škrka",
          "Durmitor : descente aux lacs de Škrka",
          "Durmitor: hinab zu den Škrka-Seen",
        ],
        [
          "Across the high plateau and down into the deep glacial valley of the Škrka lakes, two green tarns under walls of limestone, to the mountain hut beside them and on to the Sušica canyon.",
          "Attraverso l'altopiano e giù nella profonda valle glaciale dei laghi di Škrka, due laghetti verdi sotto pareti di calcare, fino al rifugio lì accanto e avanti verso il canyon della Sušica.",
          "Por la meseta alta y bajando al profundo valle glaciar de los lagos de Škrka, dos lagunas verdes bajo paredes de caliza, hasta el refugio a su lado y hacia el cañón del Sušica.",
          "À travers le haut plateau puis dans la profonde vallée glaciaire des lacs de Škrka, deux lacs verts sous des parois calcaires, jusqu'au refuge voisin et vers le canyon de la Sušica.",
          "Über die Hochfläche und hinab in das tiefe Gletschertal der Škrka-Seen, zwei grüne Karseen unter Kalkwänden, zur Berghütte daneben und weiter zum Sušica-Canyon.",
        ],
      ],
      [
        "see",
        [
          "Durmitor: the Durmitor Ring road and Sedlo",
          "Durmitor: la strada del Durmitor Ring e Sedlo",
          "Durmitor: la carretera del Durmitor Ring y Sedlo",
          "Durmitor : la route du Durmitor Ring et Sedlo",
          "Durmitor: die Ringstraße und der Sattel Sedlo",
        ],
        [
          "The high road around the massif over the Sedlo pass, past the folded rock layers of Prutaš and the katun summer huts, with stops at the viewpoints over the Sušica canyon and the Pišče plateau.",
          "La strada alta intorno al massiccio oltre il passo di Sedlo, davanti agli strati di roccia piegati del Prutaš e alle capanne estive dei katun, con soste ai belvedere sul canyon della Sušica e sull'altopiano di Pišče.",
          "La carretera alta que rodea el macizo por el paso de Sedlo, frente a los estratos plegados del Prutaš y las cabañas de verano de los katun, con paradas en los miradores del cañón del Sušica y la meseta de Pišče.",
          "La route d'altitude autour du massif par le col de Sedlo, devant les strates plissées du Prutaš et les cabanes d'estive des katun, avec des arrêts aux belvédères du canyon de la Sušica et du plateau de Pišče.",
          "Die Hochstraße rund um das Massiv über den Sedlo-Pass, vorbei an den gefalteten Felsschichten des Prutaš und den Katun-Sommerhütten, mit Halten an den Aussichtspunkten über dem Sušica-Canyon und der Pišče-Hochebene.",
        ],
      ],
    ],
  },
  "MNE Tara Canyon": {
    months: [5, 10],
    days: [
      [
        "see",
        [
          "Tara Canyon: the Đurđevića Tara bridge",
          "Canyon del Tara: il ponte di Đurđevića Tara",
          "Cañón del Tara: el puente de Đurđevića Tara",
          "Canyon de la Tara : le pont de Đurđevića Tara",
          "Tara-Schlucht: die Brücke von Đurđevića Tara",
        ],
        [
          "The white arches of the Đurđevića Tara bridge, 150 m over the river, the cable ride across the canyon for those who want it, and the viewpoint of Ćurevac over the deepest canyon in Europe.",
          "Gli archi bianchi del ponte di Đurđevića Tara, a 150 m sopra il fiume, la zip line attraverso il canyon per chi vuole e il belvedere di Ćurevac sul canyon più profondo d'Europa.",
          "Los arcos blancos del puente de Đurđevića Tara, a 150 m sobre el río, la tirolina que cruza el cañón para quien quiera y el mirador de Ćurevac sobre el cañón más profundo de Europa.",
          "Les arches blanches du pont de Đurđevića Tara, à 150 m au-dessus de la rivière, la tyrolienne au-dessus du canyon pour qui le souhaite et le belvédère de Ćurevac sur le canyon le plus profond d'Europe.",
          "Die weißen Bögen der Brücke von Đurđevića Tara, 150 m über dem Fluss, die Seilrutsche über den Canyon für alle, die möchten, und der Aussichtspunkt Ćurevac über der tiefsten Schlucht Europas.",
        ],
      ],
      [
        "see",
        [
          "Tara Canyon: rafting the Tara",
          "Canyon del Tara: rafting sul Tara",
          "Cañón del Tara: rafting en el Tara",
          "Canyon de la Tara : rafting sur la Tara",
          "Tara-Schlucht: Rafting auf der Tara",
        ],
        [
          "A raft down the clear green Tara from Brštanovica with local guides, through rapids and past waterfalls that fall from the canyon walls, to Šćepan Polje at the Bosnian border.",
          "Un gommone sul Tara verde e limpido da Brštanovica con guide locali, tra rapide e cascate che scendono dalle pareti del canyon, fino a Šćepan Polje sul confine bosniaco.",
          "Una balsa por el Tara verde y transparente desde Brštanovica con guías locales, entre rápidos y cascadas que caen de las paredes del cañón, hasta Šćepan Polje, en la frontera bosnia.",
          "Un raft sur la Tara verte et limpide depuis Brštanovica avec des guides locaux, entre rapides et cascades tombant des parois du canyon, jusqu'à Šćepan Polje à la frontière bosnienne.",
          "Mit dem Schlauchboot auf der klaren grünen Tara ab Brštanovica mit örtlichen Guides, durch Stromschnellen und an Wasserfällen von den Canyonwänden vorbei bis Šćepan Polje an der bosnischen Grenze.",
        ],
      ],
    ],
  },
  "BIH Sarajevo": {
    days: [
      [
        "see",
        [
          "Sarajevo: Baščaršija and the Latin Bridge",
          "Sarajevo: la Baščaršija e il Ponte Latino",
          "Sarajevo: la Baščaršija y el Puente Latino",
          "Sarajevo : la Baščaršija et le pont Latin",
          "Sarajevo: die Baščaršija und die Lateinerbrücke",
        ],
        [
          "The Ottoman bazaar of Baščaršija and its wooden Sebilj fountain, the Gazi Husrev-beg Mosque, the Orthodox and Catholic cathedrals and the synagogue within a few streets, and the Latin Bridge where Franz Ferdinand was shot.",
          "Il bazar ottomano della Baščaršija con la fontana di legno Sebilj, la moschea di Gazi Husrev-beg, le cattedrali ortodossa e cattolica e la sinagoga a poche vie di distanza e il Ponte Latino dove fu ucciso Francesco Ferdinando.",
          "El bazar otomano de Baščaršija y su fuente de madera Sebilj, la mezquita de Gazi Husrev-beg, las catedrales ortodoxa y católica y la sinagoga a pocas calles, y el Puente Latino donde mataron a Francisco Fernando.",
          "Le bazar ottoman de la Baščaršija et sa fontaine de bois Sebilj, la mosquée Gazi Husrev-beg, les cathédrales orthodoxe et catholique et la synagogue à quelques rues, et le pont Latin où fut abattu François-Ferdinand.",
          "Der osmanische Basar Baščaršija mit dem hölzernen Sebilj-Brunnen, die Gazi-Husrev-Beg-Moschee, die orthodoxe und die katholische Kathedrale und die Synagoge nur wenige Straßen auseinander und die Lateinerbrücke, an der Franz Ferdinand erschossen wurde.",
        ],
      ],
      [
        "see",
        [
          "Sarajevo: the siege tunnel and the Yellow Fortress",
          "Sarajevo: il tunnel dell'assedio e la Fortezza Gialla",
          "Sarajevo: el túnel del asedio y la Fortaleza Amarilla",
          "Sarajevo : le tunnel du siège et la forteresse Jaune",
          "Sarajevo: der Tunnel der Belagerung und die Gelbe Bastion",
        ],
        [
          "The Tunnel of Hope dug under the airport during the siege of the 1990s, the Sarajevo roses, shell scars filled with red resin in the streets, the War Childhood Museum, and the view over the valley from the Yellow Fortress at sunset.",
          "Il Tunnel della Speranza scavato sotto l'aeroporto durante l'assedio degli anni Novanta, le rose di Sarajevo nei marciapiedi, il Museo dell'infanzia in guerra e la vista sulla valle dalla Fortezza Gialla al tramonto.",
          "El Túnel de la Esperanza excavado bajo el aeropuerto durante el asedio de los años noventa, las rosas de Sarajevo en las aceras, el Museo de la Infancia en la Guerra y la vista sobre el valle desde la Fortaleza Amarilla al atardecer.",
          "Le tunnel de l'Espoir creusé sous l'aéroport pendant le siège des années 1990, les roses de Sarajevo dans les trottoirs, le musée de l'Enfance en guerre et la vue sur la vallée depuis la forteresse Jaune au coucher du soleil.",
          "Der Tunnel der Hoffnung, während der Belagerung der 1990er unter dem Flughafen gegraben, die Rosen von Sarajevo im Straßenpflaster, das Museum der Kriegskindheit und der Blick über das Tal von der Gelben Bastion bei Sonnenuntergang.",
        ],
      ],
      [
        "food",
        [
          "Sarajevo: ćevapi, burek and Bosnian coffee",
          "Sarajevo: ćevapi, burek e caffè bosniaco",
          "Sarajevo: ćevapi, burek y café bosnio",
          "Sarajevo : ćevapi, burek et café bosnien",
          "Sarajevo: Ćevapi, Burek und bosnischer Kaffee",
        ],
        [
          "Ćevapi in somun bread with onion and kajmak in a Baščaršija grill house, burek of meat from a buregdžinica, Bosnian coffee served in a copper džezva with Turkish delight, and tufahija, baked apple with walnuts.",
          "Ćevapi nel pane somun con cipolla e kajmak in una griglieria della Baščaršija, burek di carne da una buregdžinica, caffè bosniaco servito nella džezva di rame con lokum e la tufahija, mela cotta con le noci.",
          "Ćevapi en pan somun con cebolla y kajmak en una parrilla de Baščaršija, burek de carne de una buregdžinica, café bosnio servido en džezva de cobre con delicias turcas y tufahija, manzana cocida con nueces.",
          "Des ćevapi dans le pain somun avec oignon et kajmak dans une grillade de la Baščaršija, un burek à la viande d'une buregdžinica, le café bosnien servi dans la džezva de cuivre avec des loukoums, et la tufahija, pomme pochée aux noix.",
          "Ćevapi im Somun-Brot mit Zwiebeln und Kajmak in einer Grillstube der Baščaršija, Fleisch-Burek aus einer Buregdžinica, bosnischer Kaffee aus der kupfernen Džezva mit Lokum und Tufahija, gefüllter Apfel mit Walnüssen.",
        ],
      ],
    ],
  },
  "BIH Konjic": {
    days: [
      [
        "see",
        [
          "Konjic: the old bridge and Tito's bunker",
          "Konjic: il ponte vecchio e il bunker di Tito",
          "Konjic: el puente viejo y el búnker de Tito",
          "Konjic : le vieux pont et le bunker de Tito",
          "Konjic: die alte Brücke und Titos Bunker",
        ],
        [
          "The Ottoman stone bridge over the green Neretva, the woodcarvers' workshops of the town, and the ARK D-0, Tito's secret nuclear bunker dug into the mountain, now shown with art installations.",
          "Il ponte ottomano di pietra sulla verde Neretva, le botteghe degli intagliatori della città e l'ARK D-0, il bunker antiatomico segreto di Tito scavato nella montagna, oggi aperto con installazioni d'arte.",
          "El puente otomano de piedra sobre el verde Neretva, los talleres de tallistas de la ciudad y el ARK D-0, el búnker nuclear secreto de Tito excavado en la montaña, hoy abierto con instalaciones de arte.",
          "Le pont ottoman de pierre sur la Neretva verte, les ateliers des sculpteurs sur bois de la ville et l'ARK D-0, le bunker antiatomique secret de Tito creusé dans la montagne, aujourd'hui ouvert avec des installations d'art.",
          "Die osmanische Steinbrücke über die grüne Neretva, die Werkstätten der Holzschnitzer und der ARK D-0, Titos geheimer Atombunker im Berg, heute mit Kunstinstallationen zu besichtigen.",
        ],
      ],
      [
        "food",
        [
          "Konjic: lamb on the spit and Neretva trout",
          "Konjic: agnello allo spiedo e trota della Neretva",
          "Konjic: cordero al espetón y trucha del Neretva",
          "Konjic : agneau à la broche et truite de la Neretva",
          "Konjic: Lamm vom Spieß und Neretva-Forelle",
        ],
        [
          "Lamb roasted on the spit at a roadside inn of the Neretva valley, trout from the river, Herzegovinian cheese aged in a sheepskin sack, and a glass of Žilavka from the vineyards to the south.",
          "Agnello arrosto allo spiedo in una locanda della valle della Neretva, trota del fiume, formaggio erzegovese stagionato nel sacco di pelle di pecora e un bicchiere di Žilavka dei vigneti più a sud.",
          "Cordero asado al espetón en una venta del valle del Neretva, trucha del río, queso de Herzegovina curado en saco de piel de oveja y una copa de Žilavka de los viñedos del sur.",
          "Agneau rôti à la broche dans une auberge de la vallée de la Neretva, truite de la rivière, fromage d'Herzégovine affiné dans un sac en peau de mouton et un verre de žilavka des vignes du sud.",
          "Am Spieß gebratenes Lamm in einem Gasthaus im Neretva-Tal, Forelle aus dem Fluss, im Schafsfellsack gereifter herzegowinischer Käse und ein Glas Žilavka aus den Weinbergen weiter im Süden.",
        ],
      ],
    ],
  },
  "BIH Mostar": {
    days: [
      [
        "see",
        [
          "Mostar: the Old Bridge and the bazaar",
          "Mostar: il Ponte Vecchio e il bazar",
          "Mostar: el Puente Viejo y el bazar",
          "Mostar : le Vieux Pont et le bazar",
          "Mostar: die Alte Brücke und der Basar",
        ],
        [
          "The Stari Most arching high over the Neretva, rebuilt stone by stone after 1993, the divers who leap from it, the Kujundžiluk bazaar, the Koski Mehmed Pasha Mosque and its minaret view, and the Ottoman Bišćević house.",
          "Lo Stari Most che si inarca alto sulla Neretva, ricostruito pietra su pietra dopo il 1993, i tuffatori che si lanciano dal ponte, il bazar Kujundžiluk, la moschea di Koski Mehmed Pascià con la vista dal minareto e la casa ottomana Bišćević.",
          "El Stari Most arqueado sobre el Neretva, reconstruido piedra a piedra después de 1993, los saltadores que se lanzan desde él, el bazar Kujundžiluk, la mezquita de Koski Mehmed Pachá con la vista desde su minarete y la casa otomana Bišćević.",
          "Le Stari Most arqué haut au-dessus de la Neretva, reconstruit pierre par pierre après 1993, les plongeurs qui s'en élancent, le bazar Kujundžiluk, la mosquée Koski Mehmed Pacha et la vue de son minaret, et la maison ottomane Bišćević.",
          "Die Stari Most, hoch über der Neretva gewölbt und nach 1993 Stein für Stein wieder aufgebaut, die Brückenspringer, der Basar Kujundžiluk, die Koski-Mehmed-Pascha-Moschee mit Blick vom Minarett und das osmanische Haus Bišćević.",
        ],
      ],
      [
        "food",
        [
          "Mostar: Herzegovinian wine and japrak",
          "Mostar: vini dell'Erzegovina e japrak",
          "Mostar: vinos de Herzegovina y japrak",
          "Mostar : vins d'Herzégovine et japrak",
          "Mostar: herzegowinischer Wein und Japrak",
        ],
        [
          "A tasting of Žilavka white and Blatina red in a winery near Mostar, then japrak, vine leaves stuffed with rice and meat, and fish from the Neretva in a restaurant facing the bridge.",
          "Una degustazione di bianco Žilavka e rosso Blatina in una cantina vicino a Mostar, poi il japrak, foglie di vite ripiene di riso e carne, e pesce della Neretva in un ristorante affacciato sul ponte.",
          "Una cata de blanco Žilavka y tinto Blatina en una bodega cerca de Mostar, y después japrak, hojas de parra rellenas de arroz y carne, y pescado del Neretva en un restaurante frente al puente.",
          "Une dégustation de žilavka blanc et de blatina rouge dans un domaine près de Mostar, puis le japrak, feuilles de vigne farcies de riz et de viande, et du poisson de la Neretva dans un restaurant face au pont.",
          "Eine Probe von weißem Žilavka und rotem Blatina in einem Weingut bei Mostar, dann Japrak, mit Reis und Fleisch gefüllte Weinblätter, und Fisch aus der Neretva in einem Restaurant mit Blick auf die Brücke.",
        ],
      ],
    ],
  },
  "BIH Blagaj": {
    days: [
      [
        "see",
        [
          "Blagaj: the dervish house at the Buna spring",
          "Blagaj: la casa dei dervisci alla sorgente della Buna",
          "Blagaj: la casa de los derviches en la fuente del Buna",
          "Blagaj : la maison des derviches à la source de la Buna",
          "Blagaj: das Derwischkloster an der Buna-Quelle",
        ],
        [
          "The Blagaj Tekke, a 16th-century dervish house under a sheer cliff where the Buna river springs blue-green from a cave, the stone mills along the water, and the ruins of Stjepan Grad castle above.",
          "La Tekke di Blagaj, casa dei dervisci del Cinquecento sotto una rupe a picco dove la Buna sgorga verde-azzurra da una grotta, i mulini di pietra lungo l'acqua e le rovine del castello di Stjepan Grad più in alto.",
          "La Tekke de Blagaj, casa de derviches del siglo XVI bajo un acantilado vertical donde el río Buna brota verdeazulado de una cueva, los molinos de piedra junto al agua y las ruinas del castillo de Stjepan Grad arriba.",
          "La tekké de Blagaj, maison de derviches du XVIe siècle sous une falaise à pic où la Buna jaillit, bleu-vert, d'une grotte, les moulins de pierre au bord de l'eau et les ruines du château de Stjepan Grad au-dessus.",
          "Die Tekke von Blagaj, ein Derwischhaus aus dem 16. Jahrhundert unter einer senkrechten Felswand, wo die Buna blaugrün aus einer Höhle quillt, die Steinmühlen am Wasser und oben die Ruine der Burg Stjepan Grad.",
        ],
      ],
    ],
  },
  "BIH Kravica Waterfalls": {
    days: [
      [
        "see",
        [
          "Kravica Waterfalls: the travertine half-circle of the Trebižat",
          "Cascate di Kravica: l'anfiteatro di travertino della Trebižat",
          "Cascadas de Kravica: el anfiteatro de travertino del Trebižat",
          "Chutes de Kravica : l'amphithéâtre de travertin de la Trebižat",
          "Kravica-Wasserfälle: das Sinterrund der Trebižat",
        ],
        [
          "The river Trebižat falling in dozens of white curtains over a wide half-circle of travertine into a green pool, the wooden mills and paths around the falls, and the view from the top of the cascades.",
          "La Trebižat che cade in decine di cortine bianche da un ampio semicerchio di travertino in una pozza verde, i mulini di legno e i sentieri intorno alle cascate e la vista dalla cima delle cascate.",
          "El río Trebižat cayendo en decenas de cortinas blancas por un amplio semicírculo de travertino hasta una poza verde, los molinos de madera y senderos alrededor de las cascadas y la vista desde lo alto de los saltos.",
          "La Trebižat qui tombe en dizaines de rideaux blancs d'un large demi-cercle de travertin dans un bassin vert, les moulins de bois et les sentiers autour des chutes, et la vue depuis le haut des cascades.",
          "Die Trebižat, die in Dutzenden weißen Schleiern über ein weites Halbrund aus Sinter in ein grünes Becken fällt, die Holzmühlen und Wege rund um die Fälle und der Blick von oberhalb der Kaskaden.",
        ],
      ],
      [
        "see",
        [
          "Kravica Waterfalls: Koćuša falls and Ljubuški",
          "Cascate di Kravica: le cascate di Koćuša e Ljubuški",
          "Cascadas de Kravica: las cascadas de Koćuša y Ljubuški",
          "Chutes de Kravica : les chutes de Koćuša et Ljubuški",
          "Kravica-Wasserfälle: die Koćuša-Fälle und Ljubuški",
        ],
        [
          "Along the Trebižat to the smaller falls of Koćuša, where old mills stand in the spray, then the town of Ljubuški and the ruined hilltop fortress of Herceg Stjepan above the Herzegovinian plain.",
          "Lungo la Trebižat fino alle cascate più piccole di Koćuša, dove i vecchi mulini stanno negli spruzzi, poi la cittadina di Ljubuški e la fortezza in rovina di Herceg Stjepan sul colle sopra la piana erzegovese.",
          "Por el Trebižat hasta las cascadas más pequeñas de Koćuša, donde los viejos molinos se alzan entre la espuma, y después el pueblo de Ljubuški y la fortaleza en ruinas de Herceg Stjepan sobre la llanura de Herzegovina.",
          "Le long de la Trebižat jusqu'aux chutes plus petites de Koćuša, où de vieux moulins se dressent dans les embruns, puis la petite ville de Ljubuški et la forteresse en ruine d'Herceg Stjepan sur la colline au-dessus de la plaine d'Herzégovine.",
          "An der Trebižat entlang zu den kleineren Koćuša-Fällen, wo alte Mühlen in der Gischt stehen, dann das Städtchen Ljubuški und die Ruine der Festung des Herceg Stjepan auf dem Hügel über der herzegowinischen Ebene.",
        ],
      ],
    ],
  },
  "BIH Počitelj": {
    days: [
      [
        "see",
        [
          "Počitelj: the stone village over the Neretva",
          "Počitelj: il paese di pietra sulla Neretva",
          "Počitelj: el pueblo de piedra sobre el Neretva",
          "Počitelj : le village de pierre au-dessus de la Neretva",
          "Počitelj: das Steindorf über der Neretva",
        ],
        [
          "The Ottoman fortified village climbing a rock above the Neretva: the Hajji Alija mosque, the old hammam and the medrese, and the steep path up to the Gavrankapetan tower for the view down the valley.",
          "Il borgo fortificato ottomano che sale su una rupe sopra la Neretva: la moschea di Hajji Alija, il vecchio hammam e la medrese e il ripido sentiero fino alla torre di Gavrankapetan per la vista sulla valle.",
          "El pueblo fortificado otomano que trepa por una roca sobre el Neretva: la mezquita de Hajji Alija, el viejo hammam y la medrese, y el empinado sendero hasta la torre de Gavrankapetan para ver el valle.",
          "Le village fortifié ottoman qui grimpe sur un rocher au-dessus de la Neretva : la mosquée Hajji Alija, le vieux hammam et la médersa, et le sentier raide jusqu'à la tour Gavrankapetan pour la vue sur la vallée.",
          "Das osmanische Wehrdorf, das einen Felsen über der Neretva hinaufsteigt: die Hadschi-Alija-Moschee, das alte Hamam und die Medrese und der steile Weg zum Turm Gavrankapetan mit Blick das Tal hinunter.",
        ],
      ],
    ],
  },
  "BIH Jajce": {
    days: [
      [
        "see",
        [
          "Jajce: the Pliva waterfall and the royal town",
          "Jajce: la cascata della Pliva e la città dei re",
          "Jajce: la cascada del Pliva y la ciudad real",
          "Jajce : la cascade de la Pliva et la ville royale",
          "Jajce: der Pliva-Wasserfall und die Königsstadt",
        ],
        [
          "The Pliva waterfall dropping into the Vrbas at the foot of the old town, the fortress of the last Bosnian kings, the underground catacombs and the Mithras temple, and the little wooden watermills on the Pliva lakes.",
          "La cascata della Pliva che precipita nel Vrbas ai piedi della città vecchia, la fortezza degli ultimi re bosniaci, le catacombe sotterranee e il tempio di Mitra, e i mulini di legno sui laghi della Pliva.",
          "La cascada del Pliva que cae al Vrbas al pie del casco antiguo, la fortaleza de los últimos reyes bosnios, las catacumbas subterráneas y el templo de Mitra, y los molinos de madera sobre los lagos del Pliva.",
          "La cascade de la Pliva qui tombe dans le Vrbas au pied de la vieille ville, la forteresse des derniers rois de Bosnie, les catacombes souterraines et le temple de Mithra, et les petits moulins de bois sur les lacs de la Pliva.",
          "Der Pliva-Wasserfall, der am Fuß der Altstadt in den Vrbas stürzt, die Festung der letzten bosnischen Könige, die unterirdischen Katakomben und der Mithrastempel und die kleinen hölzernen Wassermühlen an den Pliva-Seen.",
        ],
      ],
      [
        "food",
        [
          "Jajce: Bosnian pot and river trout",
          "Jajce: il bosanski lonac e la trota di fiume",
          "Jajce: el bosanski lonac y la trucha de río",
          "Jajce : le bosanski lonac et la truite de rivière",
          "Jajce: Bosanski Lonac und Flussforelle",
        ],
        [
          "Bosanski lonac, meat and vegetables slow-cooked in a clay pot, trout from the Pliva lakes, pita of pumpkin or spinach, and plum rakija from the orchards of central Bosnia.",
          "Il bosanski lonac, carne e verdure cotte a lungo in una pentola di coccio, trota dei laghi della Pliva, pita di zucca o spinaci e rakija di prugne dei frutteti della Bosnia centrale.",
          "El bosanski lonac, carne y verduras cocinadas lentamente en olla de barro, trucha de los lagos del Pliva, pita de calabaza o espinacas y rakija de ciruela de los huertos de Bosnia central.",
          "Le bosanski lonac, viande et légumes mijotés dans une marmite de terre, la truite des lacs de la Pliva, la pita à la courge ou aux épinards et la rakija de prunes des vergers de Bosnie centrale.",
          "Bosanski Lonac, langsam im Tontopf geschmortes Fleisch mit Gemüse, Forelle aus den Pliva-Seen, Pita mit Kürbis oder Spinat und Pflaumen-Rakija aus den Obstgärten Zentralbosniens.",
        ],
      ],
    ],
  },
  "SRB Belgrade": {
    days: [
      [
        "see",
        [
          "Belgrade: Kalemegdan and the meeting of the rivers",
          "Belgrado: Kalemegdan e la confluenza dei fiumi",
          "Belgrado: Kalemegdan y la confluencia de los ríos",
          "Belgrade : Kalemegdan et le confluent des fleuves",
          "Belgrad: Kalemegdan und der Zusammenfluss",
        ],
        [
          "The fortress of Kalemegdan and its park over the meeting of the Sava and the Danube, the Victor statue, the pedestrian Knez Mihailova street, and the bohemian cobbles of Skadarlija.",
          "La fortezza di Kalemegdan e il suo parco sopra la confluenza di Sava e Danubio, la statua del Vincitore, la pedonale via Knez Mihailova e l'acciottolato bohémien della Skadarlija.",
          "La fortaleza de Kalemegdan y su parque sobre la confluencia del Sava y el Danubio, la estatua del Vencedor, la calle peatonal Knez Mihailova y los adoquines bohemios de Skadarlija.",
          "La forteresse de Kalemegdan et son parc au-dessus du confluent de la Save et du Danube, la statue du Vainqueur, la rue piétonne Knez Mihailova et les pavés bohèmes de Skadarlija.",
          "Die Festung Kalemegdan und ihr Park über dem Zusammenfluss von Save und Donau, die Statue des Siegers, die Fußgängerstraße Knez Mihailova und das Kopfsteinpflaster der Bohème in Skadarlija.",
        ],
      ],
      [
        "see",
        [
          "Belgrade: St. Sava, Tito and Zemun",
          "Belgrado: San Sava, Tito e Zemun",
          "Belgrado: San Sava, Tito y Zemun",
          "Belgrade : Saint-Sava, Tito et Zemun",
          "Belgrad: Sankt Sava, Tito und Zemun",
        ],
        [
          "The vast Church of St. Sava and its gold mosaic dome, Tito's tomb in the House of Flowers, the Nikola Tesla Museum, and the old Danube town of Zemun with its Gardoš tower and fish restaurants on the bank.",
          "L'immensa chiesa di San Sava e la sua cupola a mosaico d'oro, la tomba di Tito nella Casa dei Fiori, il Museo Nikola Tesla e la vecchia Zemun sul Danubio con la torre di Gardoš e i ristoranti di pesce sulla riva.",
          "La enorme iglesia de San Sava y su cúpula de mosaico dorado, la tumba de Tito en la Casa de las Flores, el Museo Nikola Tesla y la vieja Zemun junto al Danubio, con la torre de Gardoš y los restaurantes de pescado en la orilla.",
          "L'immense église Saint-Sava et sa coupole en mosaïque d'or, le tombeau de Tito dans la Maison des fleurs, le musée Nikola Tesla et la vieille ville danubienne de Zemun avec la tour de Gardoš et les restaurants de poisson sur la berge.",
          "Die riesige Sankt-Sava-Kirche mit ihrer goldenen Mosaikkuppel, Titos Grab im Haus der Blumen, das Nikola-Tesla-Museum und das alte Donaustädtchen Zemun mit dem Gardoš-Turm und den Fischrestaurants am Ufer.",
        ],
      ],
      [
        "food",
        [
          "Belgrade: Zeleni Venac market and a kafana dinner",
          "Belgrado: il mercato di Zeleni Venac e una cena in kafana",
          "Belgrado: el mercado de Zeleni Venac y una cena en kafana",
          "Belgrade : le marché de Zeleni Venac et un dîner en kafana",
          "Belgrad: der Markt Zeleni Venac und ein Abend in der Kafana",
        ],
        [
          "The Zeleni Venac market for ajvar, kajmak and paprika, burek with yogurt for breakfast, then a kafana dinner of pljeskavica, sarma and šopska salad, with šljivovica and a tamburica band in Skadarlija.",
          "Il mercato di Zeleni Venac per ajvar, kajmak e paprika, burek con yogurt a colazione, poi una cena in kafana di pljeskavica, sarma e insalata šopska, con šljivovica e un'orchestra di tamburica nella Skadarlija.",
          "El mercado de Zeleni Venac para ajvar, kajmak y pimentón, burek con yogur para desayunar, y después una cena en kafana de pljeskavica, sarma y ensalada šopska, con šljivovica y una banda de tamburica en Skadarlija.",
          "Le marché de Zeleni Venac pour l'ajvar, le kajmak et le paprika, un burek au yaourt au petit déjeuner, puis un dîner en kafana de pljeskavica, sarma et salade chopska, avec šljivovica et orchestre de tamburica à Skadarlija.",
          "Der Markt Zeleni Venac mit Ajvar, Kajmak und Paprika, Burek mit Joghurt zum Frühstück, dann ein Abendessen in der Kafana mit Pljeskavica, Sarma und Šopska-Salat, dazu Šljivovica und eine Tamburica-Kapelle in Skadarlija.",
        ],
      ],
      [
        "night",
        [
          "Belgrade: the splavovi river clubs and Savamala",
          "Belgrado: gli splavovi sul fiume e Savamala",
          "Belgrado: los splavovi del río y Savamala",
          "Belgrade : les splavovi sur le fleuve et Savamala",
          "Belgrad: die Splavovi auf dem Fluss und Savamala",
        ],
        [
          "The bars of Savamala and Dorćol under the old warehouses, then the splavovi, clubs on rafts moored along the Sava and the Danube, where Belgrade's nights run until after sunrise.",
          "I bar di Savamala e Dorćol sotto i vecchi magazzini, poi gli splavovi, locali su zattere ormeggiate lungo la Sava e il Danubio, dove le notti di Belgrado durano fin dopo l'alba.",
          "Los bares de Savamala y Dorćol bajo los viejos almacenes, y después los splavovi, clubes sobre balsas amarradas a lo largo del Sava y el Danubio, donde las noches de Belgrado duran hasta pasado el amanecer.",
          "Les bars de Savamala et de Dorćol sous les vieux entrepôts, puis les splavovi, clubs sur radeaux amarrés le long de la Save et du Danube, où les nuits de Belgrade durent jusqu'après le lever du soleil.",
          "Die Bars in Savamala und Dorćol unter den alten Lagerhäusern, dann die Splavovi, Clubs auf Flößen an Save und Donau, wo Belgrads Nächte bis nach Sonnenaufgang dauern.",
        ],
      ],
    ],
  },
  "SRB Novi Sad": {
    days: [
      [
        "see",
        [
          "Novi Sad: Petrovaradin Fortress and the old town",
          "Novi Sad: la fortezza di Petrovaradin e la città vecchia",
          "Novi Sad: la fortaleza de Petrovaradin y el casco antiguo",
          "Novi Sad : la forteresse de Petrovaradin et la vieille ville",
          "Novi Sad: die Festung Peterwardein und die Altstadt",
        ],
        [
          "Petrovaradin Fortress over the Danube, its clock tower with the hands reversed and the miles of underground galleries, then across the river to Liberty Square, the Catholic cathedral and the pastel Zmaj Jovina street.",
          "La fortezza di Petrovaradin sul Danubio, la torre dell'orologio con le lancette invertite e i chilometri di gallerie sotterranee, poi oltre il fiume piazza della Libertà, la cattedrale cattolica e la pastello via Zmaj Jovina.",
          "La fortaleza de Petrovaradin sobre el Danubio, su torre del reloj con las agujas invertidas y los kilómetros de galerías subterráneas, y después, al otro lado del río, la plaza de la Libertad, la catedral católica y la calle pastel Zmaj Jovina.",
          "La forteresse de Petrovaradin au-dessus du Danube, sa tour de l'horloge aux aiguilles inversées et ses galeries souterraines sans fin, puis de l'autre côté du fleuve la place de la Liberté, la cathédrale catholique et la rue pastel Zmaj Jovina.",
          "Die Festung Peterwardein über der Donau mit ihrem Uhrturm mit vertauschten Zeigern und den kilometerlangen unterirdischen Gängen, dann über den Fluss zum Freiheitsplatz, zur katholischen Kathedrale und in die pastellfarbene Zmaj-Jovina-Straße.",
        ],
      ],
      [
        "see",
        [
          "Novi Sad: the Danube beaches and the Matica Srpska gallery",
          "Novi Sad: le spiagge del Danubio e la galleria Matica Srpska",
          "Novi Sad: las playas del Danubio y la galería Matica Srpska",
          "Novi Sad : les plages du Danube et la galerie Matica Srpska",
          "Novi Sad: die Donaustrände und die Galerie Matica Srpska",
        ],
        [
          "The Matica Srpska gallery of Serbian painting, the synagogue and the Orthodox cathedral of St. George, then the Danube quay and the Štrand, the long river beach under the poplars.",
          "La galleria Matica Srpska della pittura serba, la sinagoga e la cattedrale ortodossa di San Giorgio, poi il lungofiume del Danubio e lo Štrand, la lunga spiaggia fluviale sotto i pioppi.",
          "La galería Matica Srpska de pintura serbia, la sinagoga y la catedral ortodoxa de San Jorge, y después el muelle del Danubio y el Štrand, la larga playa fluvial bajo los álamos.",
          "La galerie Matica Srpska de peinture serbe, la synagogue et la cathédrale orthodoxe Saint-Georges, puis le quai du Danube et le Štrand, la longue plage fluviale sous les peupliers.",
          "Die Galerie Matica Srpska mit serbischer Malerei, die Synagoge und die orthodoxe Georgskathedrale, dann der Donaukai und der Štrand, der lange Flussstrand unter Pappeln.",
        ],
      ],
      [
        "food",
        [
          "Novi Sad: Vojvodina cooking and a salaš farm",
          "Novi Sad: cucina della Vojvodina e una fattoria salaš",
          "Novi Sad: cocina de Voivodina y una granja salaš",
          "Novi Sad : cuisine de Voïvodine et ferme salaš",
          "Novi Sad: Küche der Vojvodina und ein Salaš-Hof",
        ],
        [
          "Lunch at a salaš, an old farmstead of the Pannonian plain, on fish paprikash, smoked sausages, and štrudla with poppy seed, then a tasting of Fruška Gora wines in town.",
          "Pranzo in un salaš, antica fattoria della pianura pannonica, con paprikash di pesce, salsicce affumicate e strudel ai semi di papavero, poi una degustazione di vini della Fruška Gora in città.",
          "Almuerzo en un salaš, una vieja granja de la llanura panónica, con paprikash de pescado, salchichas ahumadas y strudel de amapola, y después una cata de vinos de Fruška Gora en la ciudad.",
          "Déjeuner dans un salaš, vieille ferme de la plaine pannonienne, de paprikash de poisson, de saucisses fumées et de strudel au pavot, puis une dégustation de vins de la Fruška Gora en ville.",
          "Mittagessen auf einem Salaš, einem alten Gehöft der Pannonischen Tiefebene, mit Fischpaprikasch, Räucherwürsten und Mohnstrudel, dann eine Probe von Weinen der Fruška Gora in der Stadt.",
        ],
      ],
      [
        "night",
        [
          "Novi Sad: Laze Telečkog street by night",
          "Novi Sad: via Laze Telečkog di notte",
          "Novi Sad: la calle Laze Telečkog de noche",
          "Novi Sad : la rue Laze Telečkog la nuit",
          "Novi Sad: die Laze-Telečkog-Straße bei Nacht",
        ],
        [
          "The bar street of Laze Telečkog and the courtyards of the old town after dark, the student crowd of the Danube city, and the riverside clubs along the Štrand for those who stay out late.",
          "La via dei bar Laze Telečkog e i cortili della città vecchia dopo il tramonto, il popolo studentesco della città sul Danubio e i locali lungo lo Štrand per chi fa tardi.",
          "La calle de bares Laze Telečkog y los patios del casco antiguo al anochecer, el ambiente estudiantil de la ciudad del Danubio y los clubes del Štrand para quien trasnoche.",
          "La rue des bars Laze Telečkog et les cours de la vieille ville à la nuit tombée, la foule étudiante de la ville du Danube et les clubs au bord du Štrand pour qui veille tard.",
          "Die Kneipenstraße Laze Telečkog und die Innenhöfe der Altstadt nach Einbruch der Dunkelheit, das Studentenleben der Donaustadt und die Clubs am Štrand für alle, die lange bleiben.",
        ],
      ],
    ],
  },
  "SRB Fruška Gora": {
    days: [
      [
        "see",
        [
          "Fruška Gora: the monasteries of the holy mountain",
          "Fruška Gora: i monasteri del monte santo",
          "Fruška Gora: los monasterios de la montaña santa",
          "Fruška Gora : les monastères de la montagne sainte",
          "Fruška Gora: die Klöster des heiligen Bergs",
        ],
        [
          "The forested hills above the Danube and their Orthodox monasteries, Krušedol with its frescoes, Novo Hopovo and Grgeteg, each with its painted church, bell tower and gardens kept by the monks or nuns.",
          "Le colline boscose sopra il Danubio e i loro monasteri ortodossi, Krušedol con gli affreschi, Novo Hopovo e Grgeteg, ognuno con la chiesa dipinta, il campanile e i giardini curati da monaci o monache.",
          "Las colinas boscosas sobre el Danubio y sus monasterios ortodoxos, Krušedol con sus frescos, Novo Hopovo y Grgeteg, cada uno con su iglesia pintada, su campanario y los jardines que cuidan monjes o monjas.",
          "Les collines boisées au-dessus du Danube et leurs monastères orthodoxes, Krušedol et ses fresques, Novo Hopovo et Grgeteg, chacun avec son église peinte, son clocher et ses jardins tenus par moines ou moniales.",
          "Die bewaldeten Hügel über der Donau mit ihren orthodoxen Klöstern, Krušedol mit seinen Fresken, Novo Hopovo und Grgeteg, jedes mit bemalter Kirche, Glockenturm und von Mönchen oder Nonnen gepflegten Gärten.",
        ],
      ],
      [
        "see",
        [
          "Fruška Gora: vineyards and the Iriški Venac ridge",
          "Fruška Gora: vigneti e la cresta di Iriški Venac",
          "Fruška Gora: viñedos y la cresta de Iriški Venac",
          "Fruška Gora : vignes et crête d'Iriški Venac",
          "Fruška Gora: Weinberge und der Kamm Iriški Venac",
        ],
        [
          "A walk in the linden and oak forest of the national park up to the Iriški Venac ridge and its lookout tower, then the village wineries on the southern slopes for Grašac and the sweet Bermet.",
          "Una camminata tra tigli e querce del parco nazionale fino alla cresta di Iriški Venac e alla sua torre panoramica, poi le cantine dei villaggi sui versanti sud per il Grašac e il dolce Bermet.",
          "Un paseo por el bosque de tilos y robles del parque nacional hasta la cresta de Iriški Venac y su torre mirador, y después las bodegas de los pueblos de las laderas sur para el Grašac y el dulce Bermet.",
          "Une marche dans la forêt de tilleuls et de chênes du parc national jusqu'à la crête d'Iriški Venac et sa tour d'observation, puis les caves des villages des versants sud pour le grašac et le bermet doux.",
          "Eine Wanderung durch den Linden- und Eichenwald des Nationalparks hinauf zum Kamm Iriški Venac und seinem Aussichtsturm, dann die Dorfweingüter an den Südhängen für Grašac und den süßen Bermet.",
        ],
      ],
    ],
  },
  "SRB Sremski Karlovci": {
    days: [
      [
        "see",
        [
          "Sremski Karlovci: the baroque town of the patriarchs",
          "Sremski Karlovci: la città barocca dei patriarchi",
          "Sremski Karlovci: la ciudad barroca de los patriarcas",
          "Sremski Karlovci : la ville baroque des patriarches",
          "Sremski Karlovci: die Barockstadt der Patriarchen",
        ],
        [
          "The baroque square of the little Danube town with the Four Lions fountain, the Patriarchal Court, the cathedral of St. Nicholas, the first Serbian gymnasium, and the Chapel of Peace where the treaty of 1699 was signed.",
          "La piazza barocca della cittadina sul Danubio con la fontana dei Quattro Leoni, la Corte patriarcale, la cattedrale di San Nicola, il primo ginnasio serbo e la cappella della Pace dove fu firmato il trattato del 1699.",
          "La plaza barroca del pueblo junto al Danubio con la fuente de los Cuatro Leones, la Corte Patriarcal, la catedral de San Nicolás, el primer gimnasio serbio y la capilla de la Paz, donde se firmó el tratado de 1699.",
          "La place baroque de la petite ville danubienne avec la fontaine des Quatre Lions, la Cour patriarcale, la cathédrale Saint-Nicolas, le premier lycée serbe et la chapelle de la Paix où fut signé le traité de 1699.",
          "Der Barockplatz des Donaustädtchens mit dem Vier-Löwen-Brunnen, der Patriarchenhof, die Nikolauskathedrale, das erste serbische Gymnasium und die Friedenskapelle, in der der Vertrag von 1699 unterzeichnet wurde.",
        ],
      ],
      [
        "food",
        [
          "Sremski Karlovci: Bermet wine and kuglof cake",
          "Sremski Karlovci: il vino Bermet e il kuglof",
          "Sremski Karlovci: el vino Bermet y el kuglof",
          "Sremski Karlovci : le bermet et le kouglof",
          "Sremski Karlovci: Bermet-Wein und Gugelhupf",
        ],
        [
          "The family cellars of the town for a tasting of Bermet, the spiced sweet wine said to have sailed on the Titanic, a slice of kuglof, the marble cake of Srem, and the beehive museum of Živanović.",
          "Le cantine di famiglia della città per una degustazione di Bermet, il vino dolce speziato che si dice fosse a bordo del Titanic, una fetta di kuglof, la torta marmorizzata della Sirmia, e il museo delle arnie di Živanović.",
          "Las bodegas familiares del pueblo para una cata de Bermet, el vino dulce especiado que dicen que viajó en el Titanic, un trozo de kuglof, el bizcocho marmolado de Srem, y el museo de las colmenas de Živanović.",
          "Les caves familiales de la ville pour une dégustation de bermet, le vin doux épicé qui aurait navigué sur le Titanic, une part de kouglof, le gâteau marbré du Srem, et le musée des ruches de Živanović.",
          "Die Familienkeller des Städtchens für eine Probe von Bermet, dem gewürzten Süßwein, der auf der Titanic gewesen sein soll, ein Stück Gugelhupf aus Syrmien und das Bienenstockmuseum der Familie Živanović.",
        ],
      ],
    ],
  },
  "SRB Kraljevo": {
    days: [
      [
        "see",
        [
          "Kraljevo: the red monastery of Žiča",
          "Kraljevo: il monastero rosso di Žiča",
          "Kraljevo: el monasterio rojo de Žiča",
          "Kraljevo : le monastère rouge de Žiča",
          "Kraljevo: das rote Kloster Žiča",
        ],
        [
          "The town of kings on the Ibar and its main square, then the monastery of Žiča, painted blood red, where Serbian kings were crowned and St. Sava founded the independent Serbian church in 1219.",
          "La città dei re sull'Ibar e la sua piazza principale, poi il monastero di Žiča, dipinto di rosso sangue, dove furono incoronati i re serbi e San Sava fondò la chiesa serba autocefala nel 1219.",
          "La ciudad de los reyes junto al Ibar y su plaza mayor, y después el monasterio de Žiča, pintado de rojo sangre, donde se coronaba a los reyes serbios y San Sava fundó la iglesia serbia autocéfala en 1219.",
          "La ville des rois sur l'Ibar et sa grand-place, puis le monastère de Žiča, peint en rouge sang, où furent couronnés les rois serbes et où saint Sava fonda l'Église serbe autocéphale en 1219.",
          "Die Königsstadt am Ibar und ihr Hauptplatz, dann das blutrot gestrichene Kloster Žiča, in dem serbische Könige gekrönt wurden und der heilige Sava 1219 die eigenständige serbische Kirche gründete.",
        ],
      ],
      [
        "food",
        [
          "Kraljevo: the Ibar valley table",
          "Kraljevo: la tavola della valle dell'Ibar",
          "Kraljevo: la mesa del valle del Ibar",
          "Kraljevo : la table de la vallée de l'Ibar",
          "Kraljevo: die Küche des Ibartals",
        ],
        [
          "A roadside inn of the Ibar valley for lamb and pork from the spit, proja cornbread, cheese and kajmak from the Goč hills, and a plum rakija from the orchards of central Serbia.",
          "Una locanda della valle dell'Ibar per agnello e maiale allo spiedo, la proja, pane di mais, formaggio e kajmak delle colline del Goč e una rakija di prugne dei frutteti della Serbia centrale.",
          "Una venta del valle del Ibar para cordero y cerdo al espetón, proja, el pan de maíz, queso y kajmak de las colinas de Goč y una rakija de ciruela de los huertos de Serbia central.",
          "Une auberge de la vallée de l'Ibar pour l'agneau et le porc à la broche, la proja, pain de maïs, le fromage et le kajmak des collines du Goč et une rakija de prunes des vergers de Serbie centrale.",
          "Ein Gasthaus im Ibartal mit Lamm und Schwein vom Spieß, Proja-Maisbrot, Käse und Kajmak aus den Goč-Hügeln und einem Pflaumen-Rakija aus den Obstgärten Zentralserbiens.",
        ],
      ],
    ],
  },
  "SRB Studenica Monastery": {
    days: [
      [
        "see",
        [
          "Studenica Monastery: the white marble church of the Nemanjić",
          "Monastero di Studenica: la chiesa di marmo bianco dei Nemanjić",
          "Monasterio de Studenica: la iglesia de mármol blanco de los Nemanjić",
          "Monastère de Studenica : l'église de marbre blanc des Nemanjić",
          "Kloster Studenica: die Marmorkirche der Nemanjiden",
        ],
        [
          "The walled monastery founded by Stefan Nemanja in the hills above the Ibar: the white marble Church of the Virgin with its 13th-century Crucifixion fresco, the King's Church, and the monks' refectory.",
          "Il monastero cinto da mura fondato da Stefan Nemanja sulle colline sopra l'Ibar: la chiesa della Vergine in marmo bianco con l'affresco della Crocifissione del Duecento, la Chiesa del Re e il refettorio dei monaci.",
          "El monasterio amurallado fundado por Stefan Nemanja en las colinas sobre el Ibar: la iglesia de la Virgen de mármol blanco con su fresco de la Crucifixión del siglo XIII, la Iglesia del Rey y el refectorio de los monjes.",
          "Le monastère fortifié fondé par Stefan Nemanja dans les collines au-dessus de l'Ibar : l'église de la Vierge en marbre blanc et sa Crucifixion peinte au XIIIe siècle, l'église du Roi et le réfectoire des moines.",
          "Das ummauerte Kloster, von Stefan Nemanja in den Hügeln über dem Ibar gegründet: die weiße Marmorkirche der Gottesmutter mit der Kreuzigung aus dem 13. Jahrhundert, die Königskirche und das Refektorium der Mönche.",
        ],
      ],
    ],
  },
  "SRB Tara National Park": {
    days: [
      [
        "see",
        [
          "Tara National Park: Banjska Stena over the Drina canyon",
          "Parco nazionale del Tara: Banjska Stena sul canyon della Drina",
          "Parque nacional Tara: Banjska Stena sobre el cañón del Drina",
          "Parc national de Tara : Banjska Stena au-dessus du canyon de la Drina",
          "Tara-Nationalpark: Banjska Stena über dem Drina-Canyon",
        ],
        [
          "A walk through spruce and fir forest, home of bears and the rare Serbian spruce, to the cliff lookouts of Banjska Stena and Kozji Rid, straight down into the canyon of the Drina and Lake Perućac.",
          "Una camminata tra abeti e pecci, regno degli orsi e del raro abete di Serbia, fino ai belvedere a strapiombo di Banjska Stena e Kozji Rid, a picco sul canyon della Drina e sul lago di Perućac.",
          "Una caminata entre abetos y piceas, reino de osos y de la rara pícea de Serbia, hasta los miradores de Banjska Stena y Kozji Rid, a pico sobre el cañón del Drina y el lago Perućac.",
          "Une marche à travers sapins et épicéas, domaine des ours et du rare épicéa de Serbie, jusqu'aux belvédères à pic de Banjska Stena et Kozji Rid, au-dessus du canyon de la Drina et du lac de Perućac.",
          "Eine Wanderung durch Fichten- und Tannenwald, Heimat von Bären und der seltenen Serbischen Fichte, zu den Felsaussichten Banjska Stena und Kozji Rid, senkrecht über dem Drina-Canyon und dem Perućac-See.",
        ],
      ],
      [
        "see",
        [
          "Tara National Park: the Drina house on the rock and Perućac",
          "Parco nazionale del Tara: la casa sulla roccia della Drina e Perućac",
          "Parque nacional Tara: la casa en la roca del Drina y Perućac",
          "Parc national de Tara : la maison sur le rocher de la Drina et Perućac",
          "Tara-Nationalpark: das Haus auf dem Drina-Felsen und Perućac",
        ],
        [
          "The little wooden house standing on a rock in the middle of the Drina at Bajina Bašta, the Rača monastery in the forest, and a boat on the Perućac lake into the narrows of the Drina canyon.",
          "La casetta di legno su una roccia in mezzo alla Drina a Bajina Bašta, il monastero di Rača nel bosco e una barca sul lago di Perućac fino alle strettoie del canyon della Drina.",
          "La casita de madera sobre una roca en medio del Drina en Bajina Bašta, el monasterio de Rača en el bosque y un barco por el lago Perućac hasta los estrechos del cañón del Drina.",
          "La petite maison de bois posée sur un rocher au milieu de la Drina à Bajina Bašta, le monastère de Rača dans la forêt et un bateau sur le lac de Perućac jusqu'aux étroits du canyon de la Drina.",
          "Das kleine Holzhaus auf einem Felsen mitten in der Drina bei Bajina Bašta, das Kloster Rača im Wald und eine Bootsfahrt über den Perućac-See in die Engstellen des Drina-Canyons.",
        ],
      ],
    ],
  },
  "ROU Bucharest": {
    days: [
      [
        "see",
        [
          "Bucharest: the Palace of the Parliament and the old town",
          "Bucarest: il Palazzo del Parlamento e la città vecchia",
          "Bucarest: el Palacio del Parlamento y el casco antiguo",
          "Bucarest : le palais du Parlement et la vieille ville",
          "Bukarest: der Parlamentspalast und die Altstadt",
        ],
        [
          "A guided tour inside Ceaușescu's Palace of the Parliament, one of the largest buildings on earth, then the lanes of Lipscani, the Stavropoleos monastery and its carved courtyard, and the Caru' cu Bere beer hall.",
          "Una visita guidata dentro il Palazzo del Parlamento di Ceaușescu, uno degli edifici più grandi della Terra, poi i vicoli di Lipscani, il monastero di Stavropoleos con il suo cortile scolpito e la birreria Caru' cu Bere.",
          "Una visita guiada al Palacio del Parlamento de Ceaușescu, uno de los edificios más grandes de la Tierra, y después las callejas de Lipscani, el monasterio de Stavropoleos con su patio tallado y la cervecería Caru' cu Bere.",
          "Une visite guidée du palais du Parlement de Ceaușescu, l'un des plus grands bâtiments du monde, puis les ruelles de Lipscani, le monastère de Stavropoleos et sa cour sculptée, et la brasserie Caru' cu Bere.",
          "Eine Führung durch Ceaușescus Parlamentspalast, eines der größten Gebäude der Erde, dann die Gassen von Lipscani, das Kloster Stavropoleos mit seinem geschnitzten Hof und die Bierhalle Caru' cu Bere.",
        ],
      ],
      [
        "see",
        [
          "Bucharest: Calea Victoriei and the Village Museum",
          "Bucarest: Calea Victoriei e il Museo del Villaggio",
          "Bucarest: la Calea Victoriei y el Museo de la Aldea",
          "Bucarest : Calea Victoriei et le musée du Village",
          "Bukarest: die Calea Victoriei und das Dorfmuseum",
        ],
        [
          "Along the Calea Victoriei past the Romanian Athenaeum and Revolution Square, up the Kiseleff avenue to the Arch of Triumph, and the Village Museum of wooden houses and churches brought from every region.",
          "Lungo la Calea Victoriei davanti all'Ateneo Romeno e a piazza della Rivoluzione, su per il viale Kiseleff fino all'Arco di Trionfo e il Museo del Villaggio con case e chiese di legno portate da ogni regione.",
          "Por la Calea Victoriei, pasando el Ateneo Rumano y la plaza de la Revolución, por la avenida Kiseleff hasta el Arco del Triunfo, y el Museo de la Aldea con casas e iglesias de madera traídas de todas las regiones.",
          "Le long de la Calea Victoriei devant l'Athénée roumain et la place de la Révolution, par l'avenue Kiseleff jusqu'à l'Arc de triomphe, et le musée du Village aux maisons et églises de bois venues de chaque région.",
          "Die Calea Victoriei entlang am Rumänischen Athenäum und am Revolutionsplatz vorbei, die Kiseleff-Allee hinauf zum Triumphbogen und ins Dorfmuseum mit Holzhäusern und Kirchen aus allen Landesteilen.",
        ],
      ],
      [
        "food",
        [
          "Bucharest: Obor market, mici and sarmale",
          "Bucarest: il mercato Obor, mici e sarmale",
          "Bucarest: el mercado Obor, mici y sarmale",
          "Bucarest : le marché Obor, mici et sarmale",
          "Bukarest: der Obor-Markt, Mici und Sarmale",
        ],
        [
          "The Obor market for cheeses, pickles and grilled mici, the garlicky skinless sausages eaten with mustard, then sarmale, cabbage rolls with polenta and sour cream, and papanași doughnuts with jam for dessert.",
          "Il mercato Obor per formaggi, sottaceti e mici alla griglia, le salsicce senza budello all'aglio mangiate con la senape, poi sarmale, involtini di cavolo con polenta e panna acida, e per dessert i papanași, ciambelle con marmellata.",
          "El mercado Obor para quesos, encurtidos y mici a la brasa, las salchichas sin piel con ajo que se comen con mostaza, y después sarmale, rollos de col con polenta y nata agria, y de postre papanași, rosquillas con mermelada.",
          "Le marché Obor pour les fromages, les pickles et les mici grillés, petites saucisses sans peau à l'ail servies avec de la moutarde, puis les sarmale, choux farcis avec polenta et crème, et en dessert les papanași, beignets à la confiture.",
          "Der Obor-Markt mit Käse, Eingelegtem und gegrillten Mici, knoblauchwürzigen Würstchen ohne Darm mit Senf, dann Sarmale, Kohlrouladen mit Polenta und saurer Sahne, und zum Nachtisch Papanași, Krapfen mit Marmelade.",
        ],
      ],
    ],
  },
  "ROU Peleș Castle": {
    days: [
      [
        "see",
        [
          "Peleș Castle: the royal palace of Sinaia",
          "Castello di Peleș: il palazzo reale di Sinaia",
          "Castillo de Peleș: el palacio real de Sinaia",
          "Château de Peleș : le palais royal de Sinaia",
          "Schloss Peleș: der Königspalast von Sinaia",
        ],
        [
          "The neo-Renaissance castle of King Carol I in the forest of the Bucegi mountains at Sinaia: the great hall of carved walnut, the hall of arms and the Moorish salon, then the Pelișor and the old Sinaia monastery.",
          "Il castello neorinascimentale del re Carol I nella foresta dei monti Bucegi a Sinaia: la sala d'onore in noce intagliato, l'armeria e il salone moresco, poi il Pelișor e l'antico monastero di Sinaia.",
          "El castillo neorrenacentista del rey Carol I en el bosque de los montes Bucegi en Sinaia: el salón de honor de nogal tallado, la armería y el salón morisco, y después el Pelișor y el viejo monasterio de Sinaia.",
          "Le château néo-Renaissance du roi Carol Ier dans la forêt des monts Bucegi à Sinaia : la salle d'honneur en noyer sculpté, la salle d'armes et le salon mauresque, puis le Pelișor et le vieux monastère de Sinaia.",
          "Das Neorenaissance-Schloss König Carols I. im Wald der Bucegi-Berge bei Sinaia: die Ehrenhalle aus geschnitztem Nussholz, die Waffenkammer und der maurische Salon, dann das Pelișor und das alte Kloster Sinaia.",
        ],
      ],
    ],
  },
  "ROU Brașov": {
    days: [
      [
        "see",
        [
          "Brașov: the Black Church and the Council Square",
          "Brașov: la Chiesa Nera e piazza del Consiglio",
          "Brașov: la Iglesia Negra y la plaza del Consejo",
          "Brașov : l'Église noire et la place du Conseil",
          "Kronstadt: die Schwarze Kirche und der Marktplatz",
        ],
        [
          "The Council Square of the Saxon town, the Gothic Black Church with its oriental carpets and great organ, Rope Street, one of the narrowest in Europe, the Schei quarter, and the cable car up Tâmpa.",
          "Piazza del Consiglio della città sassone, la Chiesa Nera gotica con i tappeti orientali e il grande organo, la Strada della Corda, una delle più strette d'Europa, il quartiere di Schei e la funivia sulla Tâmpa.",
          "La plaza del Consejo de la ciudad sajona, la Iglesia Negra gótica con sus alfombras orientales y su gran órgano, la calle de la Cuerda, una de las más estrechas de Europa, el barrio de Schei y el teleférico a la Tâmpa.",
          "La place du Conseil de la ville saxonne, l'Église noire gothique avec ses tapis d'Orient et son grand orgue, la rue de la Corde, l'une des plus étroites d'Europe, le quartier de Schei et le téléphérique de la Tâmpa.",
          "Der Marktplatz der Sachsenstadt, die gotische Schwarze Kirche mit ihren Orientteppichen und der großen Orgel, die Seilergasse, eine der schmalsten Europas, die Obere Vorstadt Schei und die Seilbahn auf die Tâmpa.",
        ],
      ],
      [
        "food",
        [
          "Brașov: Transylvanian cooking and kürtőskalács",
          "Brașov: cucina transilvana e kürtőskalács",
          "Brașov: cocina de Transilvania y kürtőskalács",
          "Brașov : cuisine transylvaine et kürtőskalács",
          "Kronstadt: siebenbürgische Küche und Baumstriezel",
        ],
        [
          "Ciorbă de burtă and bean soup in a bread bowl, bulz, polenta baked with sheep's cheese, Transylvanian smoked bacon, and kürtőskalács, the chimney cake turned over embers and rolled in sugar.",
          "La ciorbă de burtă e la zuppa di fagioli in una pagnotta, il bulz, polenta al forno con formaggio di pecora, pancetta affumicata transilvana e il kürtőskalács, il dolce a camino girato sulla brace e passato nello zucchero.",
          "Ciorbă de burtă y sopa de alubias en pan, bulz, polenta al horno con queso de oveja, panceta ahumada de Transilvania y kürtőskalács, el pastel chimenea girado sobre las brasas y rebozado en azúcar.",
          "La ciorbă de burtă et la soupe de haricots dans une miche, le bulz, polenta gratinée au fromage de brebis, le lard fumé de Transylvanie et le kürtőskalács, gâteau cheminée tourné sur les braises et roulé dans le sucre.",
          "Ciorbă de burtă und Bohnensuppe im Brotlaib, Bulz, mit Schafskäse überbackene Polenta, siebenbürgischer Räucherspeck und Baumstriezel, über der Glut gedreht und in Zucker gewälzt.",
        ],
      ],
    ],
  },
  "ROU Bran Castle": {
    days: [
      [
        "see",
        [
          "Bran Castle: the fortress of the Dracula legend",
          "Castello di Bran: la fortezza della leggenda di Dracula",
          "Castillo de Bran: la fortaleza de la leyenda de Drácula",
          "Château de Bran : la forteresse de la légende de Dracula",
          "Schloss Bran: die Burg der Dracula-Legende",
        ],
        [
          "The towered castle on its rock over the Bran pass, tied by legend to Dracula, with the rooms of Queen Marie, narrow stairs between the floors, and the museum of the village houses at its foot, then the Râșnov citadel.",
          "Il castello turrito sulla sua rupe sopra il passo di Bran, legato dalla leggenda a Dracula, con le stanze della regina Maria, le scale strette tra i piani e il museo delle case contadine ai suoi piedi, poi la cittadella di Râșnov.",
          "El castillo de torres sobre su roca en el paso de Bran, unido por la leyenda a Drácula, con las estancias de la reina María, escaleras estrechas entre los pisos y el museo de casas rurales a sus pies, y después la ciudadela de Râșnov.",
          "Le château à tourelles sur son rocher au-dessus du col de Bran, lié par la légende à Dracula, avec les chambres de la reine Marie, les escaliers étroits entre les étages et le musée des maisons paysannes à ses pieds, puis la citadelle de Râșnov.",
          "Die Turmburg auf ihrem Felsen über dem Bran-Pass, durch die Legende mit Dracula verbunden, mit den Räumen Königin Marias, engen Treppen zwischen den Stockwerken und dem Dorfmuseum zu ihren Füßen, dann die Bauernburg Rosenau.",
        ],
      ],
    ],
  },
  "ROU Sighișoara": {
    days: [
      [
        "see",
        [
          "Sighișoara: the citadel and the Clock Tower",
          "Sighișoara: la cittadella e la Torre dell'Orologio",
          "Sighișoara: la ciudadela y la Torre del Reloj",
          "Sighișoara : la citadelle et la tour de l'Horloge",
          "Schäßburg: die Burg und der Stundturm",
        ],
        [
          "The inhabited citadel of the Saxon town: the Clock Tower with its moving figures, the house where Vlad the Impaler was born, the covered Scholars' Stair up to the Church on the Hill, and the guild towers of the walls.",
          "La cittadella abitata della città sassone: la Torre dell'Orologio con le sue figure mobili, la casa natale di Vlad l'Impalatore, la Scala coperta degli Scolari fino alla Chiesa sul Colle e le torri delle corporazioni sulle mura.",
          "La ciudadela habitada de la ciudad sajona: la Torre del Reloj con sus figuras móviles, la casa natal de Vlad el Empalador, la Escalera cubierta de los Escolares hasta la Iglesia de la Colina y las torres gremiales de la muralla.",
          "La citadelle habitée de la ville saxonne : la tour de l'Horloge et ses figurines mobiles, la maison natale de Vlad l'Empaleur, l'escalier couvert des Écoliers jusqu'à l'église de la Colline et les tours des corporations sur les remparts.",
          "Die bewohnte Burg der Sachsenstadt: der Stundturm mit seinen beweglichen Figuren, das Geburtshaus Vlad des Pfählers, die überdachte Schülertreppe hinauf zur Bergkirche und die Zunfttürme der Stadtmauer.",
        ],
      ],
      [
        "food",
        [
          "Sighișoara: the Saxon villages and Biertan",
          "Sighișoara: i villaggi sassoni e Biertan",
          "Sighișoara: las aldeas sajonas y Biertan",
          "Sighișoara : les villages saxons et Biertan",
          "Schäßburg: die Sachsendörfer und Birthälm",
        ],
        [
          "A Saxon village lunch of home-made soup, smoked sausages and plum jam pastries with a family in the hills, and the fortified church of Biertan, with its triple walls and its little room for feuding couples.",
          "Un pranzo in un villaggio sassone con zuppa fatta in casa, salsicce affumicate e dolci alla confettura di prugne da una famiglia sulle colline, e la chiesa fortificata di Biertan, con la tripla cinta e la stanza delle coppie litigiose.",
          "Un almuerzo en una aldea sajona con sopa casera, salchichas ahumadas y pasteles de mermelada de ciruela con una familia en las colinas, y la iglesia fortificada de Biertan, con su triple muralla y su cuarto para parejas peleadas.",
          "Un déjeuner de village saxon, soupe maison, saucisses fumées et pâtisseries à la confiture de prunes, chez une famille des collines, et l'église fortifiée de Biertan, sa triple enceinte et sa chambre des couples brouillés.",
          "Ein Mittagessen in einem Sachsendorf bei einer Familie in den Hügeln, mit hausgemachter Suppe, Räucherwurst und Pflaumenmusgebäck, und die Kirchenburg Birthälm mit ihren drei Mauerringen und dem Ehearrest für zerstrittene Paare.",
        ],
      ],
    ],
  },
  "ROU Sibiu": {
    days: [
      [
        "see",
        [
          "Sibiu: the town with eyes and the Bridge of Lies",
          "Sibiu: la città con gli occhi e il Ponte delle Bugie",
          "Sibiu: la ciudad con ojos y el Puente de las Mentiras",
          "Sibiu : la ville aux yeux et le pont des Mensonges",
          "Hermannstadt: die Stadt mit Augen und die Lügenbrücke",
        ],
        [
          "The Large and Small Squares and the roof windows shaped like eyes, the iron Bridge of Lies, the Evangelical cathedral and its tower, the Brukenthal palace of paintings, and the stairs down to the Lower Town.",
          "La Piazza Grande e la Piccola e gli abbaini a forma di occhi, il Ponte delle Bugie in ferro, la cattedrale evangelica con la sua torre, il palazzo Brukenthal e i suoi dipinti e le scale verso la Città Bassa.",
          "La Plaza Grande y la Pequeña y las buhardillas en forma de ojos, el Puente de las Mentiras de hierro, la catedral evangélica y su torre, el palacio Brukenthal y sus pinturas y las escaleras hacia la Ciudad Baja.",
          "La Grande et la Petite Place et les lucarnes en forme d'yeux, le pont des Mensonges en fer, la cathédrale évangélique et sa tour, le palais Brukenthal et ses tableaux, et les escaliers vers la Ville basse.",
          "Großer und Kleiner Ring mit den augenförmigen Dachgauben, die eiserne Lügenbrücke, die evangelische Stadtpfarrkirche und ihr Turm, das Brukenthal-Palais mit seiner Gemäldesammlung und die Treppen hinab in die Unterstadt.",
        ],
      ],
      [
        "food",
        [
          "Sibiu: the Mărginimea shepherds' villages",
          "Sibiu: i villaggi dei pastori della Mărginimea",
          "Sibiu: los pueblos pastores de la Mărginimea",
          "Sibiu : les villages bergers de la Mărginimea",
          "Hermannstadt: die Hirtendörfer der Mărginimea",
        ],
        [
          "The shepherds' villages of Mărginimea Sibiului, Sibiel with its glass icons and Rășinari, for a lunch of sheep's cheese matured in fir bark, polenta, lamb stew and home-made țuică plum brandy.",
          "I villaggi dei pastori della Mărginimea Sibiului, Sibiel con le sue icone su vetro e Rășinari, per un pranzo di formaggio di pecora stagionato nella corteccia d'abete, polenta, spezzatino d'agnello e țuică fatta in casa.",
          "Los pueblos pastores de la Mărginimea Sibiului, Sibiel con sus iconos sobre vidrio y Rășinari, para un almuerzo de queso de oveja curado en corteza de abeto, polenta, guiso de cordero y țuică casera.",
          "Les villages bergers de la Mărginimea Sibiului, Sibiel et ses icônes sur verre et Rășinari, pour un déjeuner de fromage de brebis affiné dans l'écorce de sapin, de polenta, de ragoût d'agneau et de țuică maison.",
          "Die Hirtendörfer der Mărginimea Sibiului, Sibiel mit seinen Hinterglasikonen und Rășinari, zu einem Mittagessen mit in Tannenrinde gereiftem Schafskäse, Polenta, Lammeintopf und hausgebranntem Țuică.",
        ],
      ],
    ],
  },
  "ROU Făgăraș Mountains": {
    months: [7, 9],
    days: [
      [
        "trek",
        [
          "Făgăraș Mountains: from Bâlea Lake along the ridge to Podragu",
          "Monti Făgăraș: dal lago Bâlea lungo la cresta fino a Podragu",
          "Montes Făgăraș: del lago Bâlea por la cresta hasta Podragu",
          "Monts Făgăraș : du lac Bâlea par la crête jusqu'à Podragu",
          "Fogarascher Gebirge: vom Bâlea-See über den Kamm nach Podragu",
        ],
        [
          "From the glacial Bâlea Lake onto the main ridge of the Transylvanian Alps, past the Fereastra Zmeilor rock window and over the peaks of Laița and Arpașul, down to the Podragu hut beside its lake.",
          "Dal lago glaciale di Bâlea sulla cresta principale delle Alpi transilvaniche, oltre la finestra di roccia della Fereastra Zmeilor e sulle vette di Laița e Arpașul, giù fino al rifugio Podragu accanto al suo lago.",
          "Desde el lago glaciar de Bâlea a la cresta principal de los Alpes de Transilvania, pasando la ventana de roca de Fereastra Zmeilor y por las cumbres de Laița y Arpașul, hasta el refugio Podragu junto a su lago.",
          "Du lac glaciaire de Bâlea sur la crête principale des Alpes de Transylvanie, par la fenêtre rocheuse de Fereastra Zmeilor et les sommets de Laița et d'Arpașul, jusqu'au refuge de Podragu au bord de son lac.",
          "Vom Gletschersee Bâlea auf den Hauptkamm der Transsilvanischen Alpen, am Felsfenster Fereastra Zmeilor vorbei und über Laița und Arpașul hinab zur Podragu-Hütte an ihrem See.",
        ],
      ],
      [
        "trek",
        [
          "Făgăraș Mountains: up Moldoveanu, the roof of Romania",
          "Monti Făgăraș: sul Moldoveanu, il tetto della Romania",
          "Montes Făgăraș: al Moldoveanu, el techo de Rumanía",
          "Monts Făgăraș : le Moldoveanu, toit de la Roumanie",
          "Fogarascher Gebirge: auf den Moldoveanu, das Dach Rumäniens",
        ],
        [
          "Along the narrow crest past Podragu peak and Viștea Mare to the summit of Moldoveanu at 2,544 m, the highest point of Romania, with chamois on the slopes and valleys falling away on both sides.",
          "Lungo la cresta stretta oltre il picco di Podragu e il Viștea Mare fino alla vetta del Moldoveanu a 2.544 m, il punto più alto della Romania, con i camosci sui pendii e le valli che precipitano su entrambi i lati.",
          "Por la estrecha cresta, pasando el pico Podragu y el Viștea Mare, hasta la cima del Moldoveanu, a 2.544 m, el punto más alto de Rumanía, con rebecos en las laderas y valles que caen a ambos lados.",
          "Le long de l'étroite arête par le pic de Podragu et le Viștea Mare jusqu'au sommet du Moldoveanu à 2 544 m, point culminant de la Roumanie, avec des chamois sur les pentes et des vallées plongeant des deux côtés.",
          "Auf dem schmalen Grat am Podragu-Gipfel und am Viștea Mare vorbei zum Gipfel des Moldoveanu mit 2.544 m, dem höchsten Punkt Rumäniens, mit Gämsen an den Hängen und zu beiden Seiten abfallenden Tälern.",
        ],
      ],
      [
        "trek",
        [
          "Făgăraș Mountains: down the Sâmbăta valley to the monastery",
          "Monti Făgăraș: giù per la valle di Sâmbăta fino al monastero",
          "Montes Făgăraș: bajada por el valle de Sâmbăta hasta el monasterio",
          "Monts Făgăraș : descente de la vallée de Sâmbăta jusqu'au monastère",
          "Fogarascher Gebirge: das Sâmbăta-Tal hinab zum Kloster",
        ],
        [
          "Over the Fereastra Mare saddle and down the steep Sâmbăta valley past the hut to the Brâncoveanu monastery at the forest edge, with its frescoed church and wooden bell tower.",
          "Oltre la sella della Fereastra Mare e giù per la ripida valle di Sâmbăta oltre il rifugio fino al monastero di Brâncoveanu al limite del bosco, con la chiesa affrescata e il campanile di legno.",
          "Por el collado de Fereastra Mare y bajada por el empinado valle de Sâmbăta, pasando el refugio, hasta el monasterio de Brâncoveanu al borde del bosque, con su iglesia de frescos y su campanario de madera.",
          "Par le col de Fereastra Mare et la descente de la raide vallée de Sâmbăta, par le refuge, jusqu'au monastère de Brâncoveanu à la lisière de la forêt, son église à fresques et son clocher de bois.",
          "Über den Sattel Fereastra Mare und das steile Sâmbăta-Tal hinab an der Hütte vorbei zum Brâncoveanu-Kloster am Waldrand mit seiner Freskenkirche und dem hölzernen Glockenturm.",
        ],
      ],
      [
        "see",
        [
          "Făgăraș Mountains: the Transfăgărășan road",
          "Monti Făgăraș: la strada Transfăgărășan",
          "Montes Făgăraș: la carretera Transfăgărășan",
          "Monts Făgăraș : la route Transfăgărășan",
          "Fogarascher Gebirge: die Transfogarascher Hochstraße",
        ],
        [
          "The Transfăgărășan road climbing in loops past the Bâlea waterfall to Bâlea Lake and its tunnel under the ridge, down the south side past the Vidraru dam and the real Poenari fortress of Vlad the Impaler.",
          "La strada Transfăgărășan che sale a tornanti oltre la cascata di Bâlea fino al lago Bâlea e al tunnel sotto la cresta, poi giù sul versante sud oltre la diga di Vidraru e la vera fortezza di Poenari di Vlad l'Impalatore.",
          "La carretera Transfăgărășan subiendo en lazos junto a la cascada de Bâlea hasta el lago Bâlea y su túnel bajo la cresta, y bajando por la vertiente sur junto a la presa de Vidraru y la verdadera fortaleza de Poenari de Vlad el Empalador.",
          "La route Transfăgărășan qui grimpe en boucles devant la cascade de Bâlea jusqu'au lac Bâlea et son tunnel sous la crête, puis descend le versant sud par le barrage de Vidraru et la vraie forteresse de Poenari de Vlad l'Empaleur.",
          "Die Transfogarascher Hochstraße in Schleifen am Bâlea-Wasserfall vorbei zum Bâlea-See und durch den Tunnel unter dem Kamm, dann die Südseite hinab an der Vidraru-Staumauer und der echten Burg Poenari Vlad des Pfählers vorbei.",
        ],
      ],
    ],
  },
  "ROU Maramureș": {
    days: [
      [
        "see",
        [
          "Maramureș: the wooden churches",
          "Maramureș: le chiese di legno",
          "Maramureș: las iglesias de madera",
          "Maramureș : les églises de bois",
          "Maramuresch: die Holzkirchen",
        ],
        [
          "The wooden churches of Maramureș with their needle spires, Bârsana, Ieud and Surdești, their painted interiors, the carved wooden gates of the village farmyards, and, if the day falls on a Sunday, the villagers in traditional costume on their way to church.",
          "Le chiese di legno del Maramureș con i campanili ad ago, Bârsana, Ieud e Surdești, i loro interni dipinti, i portali di legno scolpito delle fattorie e, se il giorno cade di domenica, gli abitanti nel costume tradizionale diretti in chiesa.",
          "Las iglesias de madera de Maramureș con sus agujas afiladas, Bârsana, Ieud y Surdești, sus interiores pintados, los portones de madera tallada de las granjas y, si el día cae en domingo, los vecinos con su traje tradicional de camino a la iglesia.",
          "Les églises de bois du Maramureș et leurs flèches aiguës, Bârsana, Ieud et Surdești, leurs intérieurs peints, les portails de bois sculpté des cours de ferme et, si la journée tombe un dimanche, les villageois en costume traditionnel sur le chemin de l'église.",
          "Die Holzkirchen der Maramuresch mit ihren nadelspitzen Türmen, Bârsana, Ieud und Surdești, ihre bemalten Innenräume, die geschnitzten Hoftore der Bauernhöfe und, fällt der Tag auf einen Sonntag, die Dorfleute in ihrer Tracht auf dem Weg zur Kirche.",
        ],
      ],
      [
        "see",
        [
          "Maramureș: the Merry Cemetery and Sighet",
          "Maramureș: il Cimitero Allegro e Sighet",
          "Maramureș: el Cementerio Alegre y Sighet",
          "Maramureș : le Cimetière joyeux et Sighet",
          "Maramuresch: der Fröhliche Friedhof und Sighet",
        ],
        [
          "The Merry Cemetery of Săpânța, where blue wooden crosses carry painted scenes and funny verses about the dead, then the Memorial of the Victims of Communism in the old prison of Sighetu Marmației.",
          "Il Cimitero Allegro di Săpânța, dove le croci di legno blu portano scene dipinte e versi buffi sui defunti, poi il Memoriale delle vittime del comunismo nel vecchio carcere di Sighetu Marmației.",
          "El Cementerio Alegre de Săpânța, donde las cruces de madera azul llevan escenas pintadas y versos graciosos sobre los difuntos, y después el Memorial de las Víctimas del Comunismo en la vieja cárcel de Sighetu Marmației.",
          "Le Cimetière joyeux de Săpânța, où les croix de bois bleues portent des scènes peintes et des vers drôles sur les défunts, puis le mémorial des Victimes du communisme dans l'ancienne prison de Sighetu Marmației.",
          "Der Fröhliche Friedhof von Săpânța, dessen blaue Holzkreuze bemalte Szenen und witzige Verse über die Toten tragen, dann die Gedenkstätte für die Opfer des Kommunismus im alten Gefängnis von Sighetu Marmației.",
        ],
      ],
    ],
  },
  "ROU Suceava": {
    days: [
      [
        "see",
        [
          "Suceava: the Seat Fortress of Stephen the Great",
          "Suceava: la fortezza di Stefano il Grande",
          "Suceava: la fortaleza de Esteban el Grande",
          "Suceava : la forteresse d'Étienne le Grand",
          "Suczawa: die Fürstenburg Stefans des Großen",
        ],
        [
          "The Seat Fortress of Stephen the Great, who held back the Ottomans, the monastery of St. John the New with its painted walls, and the Bucovina Village Museum of wooden farmhouses.",
          "La fortezza di Stefano il Grande, che respinse gli ottomani, il monastero di San Giovanni il Nuovo con le pareti dipinte e il Museo del villaggio della Bucovina con le sue fattorie di legno.",
          "La fortaleza de Esteban el Grande, que frenó a los otomanos, el monasterio de San Juan el Nuevo con sus muros pintados y el Museo de la Aldea de Bucovina con sus granjas de madera.",
          "La forteresse d'Étienne le Grand, qui tint les Ottomans en respect, le monastère Saint-Jean-le-Nouveau et ses murs peints, et le musée du Village de Bucovine et ses fermes de bois.",
          "Die Fürstenburg Stefans des Großen, der den Osmanen widerstand, das Kloster des heiligen Johannes des Neuen mit bemalten Wänden und das Bukowiner Dorfmuseum mit seinen Holzhöfen.",
        ],
      ],
      [
        "food",
        [
          "Suceava: Bucovina cooking and painted eggs",
          "Suceava: cucina della Bucovina e uova dipinte",
          "Suceava: cocina de Bucovina y huevos pintados",
          "Suceava : cuisine de Bucovine et œufs peints",
          "Suczawa: Bukowiner Küche und bemalte Eier",
        ],
        [
          "A visit to a village painter of Easter eggs, then a Bucovina table: ciorbă rădăuțeană, sour chicken soup, mushroom dishes from the forests, and poale-n brâu, sweet cheese pastries.",
          "La visita a una pittrice di uova di Pasqua in un villaggio, poi una tavola della Bucovina: ciorbă rădăuțeană, zuppa acida di pollo, piatti di funghi dei boschi e poale-n brâu, dolci di sfoglia al formaggio.",
          "Una visita a una pintora de huevos de Pascua en un pueblo, y después una mesa de Bucovina: ciorbă rădăuțeană, sopa agria de pollo, platos de setas de los bosques y poale-n brâu, pastelitos dulces de queso.",
          "La visite d'une peintre d'œufs de Pâques dans un village, puis une table de Bucovine : ciorbă rădăuțeană, soupe aigre au poulet, plats de champignons des forêts et poale-n brâu, feuilletés sucrés au fromage.",
          "Ein Besuch bei einer Ostereiermalerin im Dorf, dann ein Bukowiner Tisch: Ciorbă rădăuțeană, saure Hühnersuppe, Pilzgerichte aus den Wäldern und Poale-n brâu, süßes Käsegebäck.",
        ],
      ],
    ],
  },
  "ROU Painted Monasteries of Bucovina": {
    days: [
      [
        "see",
        [
          "Painted Monasteries of Bucovina: Voroneț and Humor",
          "Monasteri dipinti della Bucovina: Voroneț e Humor",
          "Monasterios pintados de Bucovina: Voroneț y Humor",
          "Monastères peints de Bucovine : Voroneț et Humor",
          "Moldauklöster: Voroneț und Humor",
        ],
        [
          "Voroneț and the Last Judgment painted on its west wall in the famous Voroneț blue, then Humor, its outer walls covered in red-toned frescoes of the siege of Constantinople and the saints.",
          "Voroneț e il Giudizio Universale dipinto sulla parete ovest nel celebre blu di Voroneț, poi Humor, con le pareti esterne coperte di affreschi dai toni rossi dell'assedio di Costantinopoli e dei santi.",
          "Voroneț y el Juicio Final pintado en su muro oeste con el famoso azul de Voroneț, y después Humor, con sus muros exteriores cubiertos de frescos en tonos rojos del asedio de Constantinopla y de los santos.",
          "Voroneț et le Jugement dernier peint sur son mur ouest dans le fameux bleu de Voroneț, puis Humor, ses murs extérieurs couverts de fresques aux tons rouges du siège de Constantinople et des saints.",
          "Voroneț mit dem Jüngsten Gericht an der Westwand im berühmten Voroneț-Blau, dann Humor, dessen Außenwände mit rötlichen Fresken der Belagerung Konstantinopels und der Heiligen bedeckt sind.",
        ],
      ],
      [
        "see",
        [
          "Painted Monasteries of Bucovina: Sucevița and Moldovița",
          "Monasteri dipinti della Bucovina: Sucevița e Moldovița",
          "Monasterios pintados de Bucovina: Sucevița y Moldovița",
          "Monastères peints de Bucovine : Sucevița et Moldovița",
          "Moldauklöster: Sucevița und Moldovița",
        ],
        [
          "Moldovița inside its walled courtyard, then over the pass to Sucevița, the largest of the painted monasteries, with its Ladder of Virtues fresco and green-toned walls, kept by the nuns.",
          "Moldovița dentro il suo cortile cinto da mura, poi oltre il passo fino a Sucevița, il più grande dei monasteri dipinti, con l'affresco della Scala delle Virtù e le pareti dai toni verdi, custodito dalle monache.",
          "Moldovița dentro de su patio amurallado, y después por el puerto hasta Sucevița, el mayor de los monasterios pintados, con su fresco de la Escala de las Virtudes y sus muros en tonos verdes, cuidado por las monjas.",
          "Moldovița dans sa cour fortifiée, puis par le col jusqu'à Sucevița, le plus grand des monastères peints, avec sa fresque de l'Échelle des vertus et ses murs aux tons verts, tenu par les moniales.",
          "Moldovița in seinem ummauerten Hof, dann über den Pass nach Sucevița, dem größten der Moldauklöster, mit dem Fresko der Tugendleiter und seinen grünlichen Wänden, von Nonnen betreut.",
        ],
      ],
    ],
  },
  "ROU Danube Delta": {
    months: [4, 10],
    days: [
      [
        "see",
        [
          "Danube Delta: by boat through the channels",
          "Delta del Danubio: in barca tra i canali",
          "Delta del Danubio: en barco por los canales",
          "Delta du Danube : en bateau par les canaux",
          "Donaudelta: mit dem Boot durch die Kanäle",
        ],
        [
          "A small boat from Tulcea into the maze of channels, reed beds and lakes of the delta, looking for white pelicans, pygmy cormorants, egrets and kingfishers, with a fish lunch in a village of reed-roofed houses.",
          "Una barchetta da Tulcea nel labirinto di canali, canneti e laghi del delta, in cerca di pellicani bianchi, marangoni minori, garzette e martin pescatori, con un pranzo di pesce in un villaggio di case dal tetto di canne.",
          "Una barca desde Tulcea por el laberinto de canales, carrizales y lagos del delta, buscando pelícanos blancos, cormoranes pigmeos, garcetas y martines pescadores, con un almuerzo de pescado en un pueblo de casas con tejado de caña.",
          "Une petite embarcation depuis Tulcea dans le dédale de canaux, de roselières et de lacs du delta, à la recherche des pélicans blancs, cormorans pygmées, aigrettes et martins-pêcheurs, avec un déjeuner de poisson dans un village aux toits de roseaux.",
          "Mit einem kleinen Boot ab Tulcea ins Labyrinth aus Kanälen, Schilf und Seen des Deltas, auf der Suche nach Rosapelikanen, Zwergscharben, Silberreihern und Eisvögeln, mit Fischessen in einem Dorf mit Schilfdächern.",
        ],
      ],
      [
        "see",
        [
          "Danube Delta: Letea forest and the village of Mila 23",
          "Delta del Danubio: la foresta di Letea e il villaggio di Mila 23",
          "Delta del Danubio: el bosque de Letea y el pueblo de Mila 23",
          "Delta du Danube : la forêt de Letea et le village de Mila 23",
          "Donaudelta: der Letea-Wald und das Dorf Mila 23",
        ],
        [
          "The Lipovan fishing village of Mila 23 with its blue-painted houses, the wild horses and twisted oaks of the Letea forest among the sand dunes, and fish borscht cooked on the boat.",
          "Il villaggio di pescatori lipoveni di Mila 23 con le case dipinte d'azzurro, i cavalli selvatici e le querce contorte della foresta di Letea tra le dune di sabbia e il borș di pesce cucinato sulla barca.",
          "El pueblo pesquero lipovano de Mila 23 con sus casas pintadas de azul, los caballos salvajes y los robles retorcidos del bosque de Letea entre dunas de arena y el borș de pescado cocinado en la barca.",
          "Le village de pêcheurs lipovènes de Mila 23 et ses maisons peintes en bleu, les chevaux sauvages et les chênes tordus de la forêt de Letea parmi les dunes, et le borș de poisson cuisiné sur le bateau.",
          "Das Lipowaner-Fischerdorf Mila 23 mit seinen blau gestrichenen Häusern, die Wildpferde und knorrigen Eichen des Letea-Walds zwischen Sanddünen und Fischborschtsch, an Bord gekocht.",
        ],
      ],
    ],
  },
  "BGR Sofia": {
    days: [
      [
        "see",
        [
          "Sofia: Alexander Nevsky and the Roman Serdica",
          "Sofia: Aleksandr Nevskij e la romana Serdica",
          "Sofía: Alejandro Nevski y la Sérdica romana",
          "Sofia : Alexandre-Nevski et la Serdica romaine",
          "Sofia: die Alexander-Newski-Kathedrale und das römische Serdica",
        ],
        [
          "The gold domes of the Alexander Nevsky Cathedral, the little Russian church, the Roman streets of Serdica uncovered under the city, the Rotunda of St. George, and the mosque, synagogue and churches of the square of tolerance.",
          "Le cupole d'oro della cattedrale di Aleksandr Nevskij, la chiesetta russa, le strade romane di Serdica riportate alla luce sotto la città, la Rotonda di San Giorgio e moschea, sinagoga e chiese della piazza della tolleranza.",
          "Las cúpulas doradas de la catedral de Alejandro Nevski, la pequeña iglesia rusa, las calles romanas de Sérdica desenterradas bajo la ciudad, la Rotonda de San Jorge y la mezquita, la sinagoga y las iglesias de la plaza de la tolerancia.",
          "Les coupoles dorées de la cathédrale Alexandre-Nevski, la petite église russe, les rues romaines de Serdica mises au jour sous la ville, la rotonde Saint-Georges, et la mosquée, la synagogue et les églises de la place de la tolérance.",
          "Die goldenen Kuppeln der Alexander-Newski-Kathedrale, die kleine Russische Kirche, die unter der Stadt freigelegten römischen Straßen von Serdica, die Georgsrotunde und Moschee, Synagoge und Kirchen am Platz der Toleranz.",
        ],
      ],
      [
        "see",
        [
          "Sofia: Boyana Church and Vitosha",
          "Sofia: la chiesa di Bojana e il Vitoša",
          "Sofía: la iglesia de Boyana y el Vitosha",
          "Sofia : l'église de Boyana et le Vitocha",
          "Sofia: die Kirche von Bojana und das Witoscha-Gebirge",
        ],
        [
          "The Boyana Church at the foot of the mountain with its frescoes of 1259, painted with faces full of life, then up onto Vitosha, Sofia's own mountain, for a walk to the boulder river of Zlatnite Mostove.",
          "La chiesa di Bojana ai piedi della montagna con i suoi affreschi del 1259, dipinti con volti pieni di vita, poi su sul Vitoša, la montagna di Sofia, per una camminata fino al fiume di massi di Zlatnite Mostove.",
          "La iglesia de Boyana al pie de la montaña con sus frescos de 1259, pintados con rostros llenos de vida, y después al Vitosha, la montaña de Sofía, para caminar hasta el río de rocas de Zlatnite Mostove.",
          "L'église de Boyana au pied de la montagne et ses fresques de 1259 aux visages pleins de vie, puis le Vitocha, la montagne de Sofia, pour une marche jusqu'à la rivière de blocs de Zlatnite Mostove.",
          "Die Kirche von Bojana am Fuß des Gebirges mit ihren Fresken von 1259 und lebensvollen Gesichtern, dann hinauf aufs Witoscha-Gebirge, Sofias Hausberg, zu einer Wanderung zum Steinfluss Zlatnite Mostove.",
        ],
      ],
      [
        "food",
        [
          "Sofia: the Women's Market, banitsa and shopska salad",
          "Sofia: il Mercato delle Donne, banitsa e insalata shopska",
          "Sofía: el Mercado de las Mujeres, banitsa y ensalada shopska",
          "Sofia : le marché des Femmes, banitsa et salade chopska",
          "Sofia: der Frauenmarkt, Banitsa und Schopska-Salat",
        ],
        [
          "The Zhenski Pazar, the Women's Market, for honey, rose jam and white cheese, breakfast of banitsa with boza or ayran, and a dinner of shopska salad, kavarma and rakia in a mehana tavern.",
          "Lo Ženski Pazar, il Mercato delle Donne, per miele, marmellata di rose e formaggio bianco, colazione con la banitsa e boza o ayran e una cena di insalata shopska, kavarma e rakia in una mehana.",
          "El Zhenski Pazar, el Mercado de las Mujeres, para miel, mermelada de rosas y queso blanco, desayuno de banitsa con boza o ayran y una cena de ensalada shopska, kavarma y rakia en una mehana.",
          "Le Jenski Pazar, le marché des Femmes, pour le miel, la confiture de roses et le fromage blanc, petit déjeuner de banitsa avec boza ou ayran, et dîner de salade chopska, kavarma et rakia dans une mehana.",
          "Der Schenski Pasar, der Frauenmarkt, mit Honig, Rosenkonfitüre und weißem Käse, zum Frühstück Banitsa mit Boza oder Ayran und zum Abendessen Schopska-Salat, Kavarma und Rakia in einer Mehana.",
        ],
      ],
    ],
  },
  "BGR Rila Monastery": {
    days: [
      [
        "see",
        [
          "Rila Monastery: the striped arcades of the Rila mountains",
          "Monastero di Rila: i portici a strisce dei monti Rila",
          "Monasterio de Rila: las arcadas a rayas de los montes Rila",
          "Monastère de Rila : les arcades rayées du massif du Rila",
          "Kloster Rila: die gestreiften Arkaden im Rila-Gebirge",
        ],
        [
          "The great monastery in its forested valley: the black-and-white striped arcades around the courtyard, the frescoes of the Nativity church, Hrelyu's stone tower, and the old kitchen with its huge chimney.",
          "Il grande monastero nella sua valle boscosa: i portici a strisce bianche e nere intorno al cortile, gli affreschi della chiesa della Natività, la torre di pietra di Hreljo e la vecchia cucina con il suo enorme camino.",
          "El gran monasterio en su valle boscoso: las arcadas a rayas blancas y negras alrededor del patio, los frescos de la iglesia de la Natividad, la torre de piedra de Hrelio y la vieja cocina con su enorme chimenea.",
          "Le grand monastère dans sa vallée boisée : les arcades rayées de noir et de blanc autour de la cour, les fresques de l'église de la Nativité, la tour de pierre de Hrelio et la vieille cuisine à l'immense cheminée.",
          "Das große Kloster in seinem bewaldeten Tal: die schwarz-weiß gestreiften Arkaden um den Hof, die Fresken der Geburtskirche, der steinerne Turm des Hreljo und die alte Küche mit ihrem riesigen Schlot.",
        ],
      ],
    ],
  },
  "BGR Pirin": {
    months: [7, 9],
    days: [
      [
        "trek",
        [
          "Pirin: from Bansko up to the Vihren hut",
          "Pirin: da Bansko fino al rifugio Vihren",
          "Pirin: de Bansko al refugio Vihren",
          "Pirin : de Bansko au refuge Vihren",
          "Pirin: von Bansko zur Vihren-Hütte",
        ],
        [
          "Up the Banderitsa valley past the Baykusheva fir, more than a thousand years old, to the Vihren hut under the marble peak of Vihren, with the glacial Banderitsa lakes above it.",
          "Su per la valle della Banderitsa oltre l'abete di Bajkuševa, vecchio di più di mille anni, fino al rifugio Vihren sotto la vetta di marmo del Vihren, con i laghi glaciali della Banderitsa più in alto.",
          "Valle de Banderitsa arriba, pasando el abeto de Baykusheva, de más de mil años, hasta el refugio Vihren bajo el pico de mármol del Vihren, con los lagos glaciares de Banderitsa encima.",
          "En remontant la vallée de la Banderitsa par le sapin de Baïkouchev, vieux de plus de mille ans, jusqu'au refuge Vihren sous le sommet de marbre du Vihren, avec les lacs glaciaires de la Banderitsa au-dessus.",
          "Das Banderitsa-Tal hinauf an der über tausend Jahre alten Baikuschew-Tanne vorbei zur Vihren-Hütte unter dem Marmorgipfel des Vihren, darüber die Gletscherseen der Banderitsa.",
        ],
      ],
      [
        "trek",
        [
          "Pirin: up Vihren, the marble summit",
          "Pirin: sul Vihren, la vetta di marmo",
          "Pirin: al Vihren, la cumbre de mármol",
          "Pirin : le Vihren, le sommet de marbre",
          "Pirin: auf den Vihren, den Marmorgipfel",
        ],
        [
          "Past the Fish Lake and up the marble slopes to the summit of Vihren at 2,914 m, the highest of the Pirin and the third in the Balkans, with chamois below the Kutelo ridge and lakes on every side.",
          "Oltre il Lago dei Pesci e su per i pendii di marmo fino alla vetta del Vihren a 2.914 m, la più alta del Pirin e la terza dei Balcani, con i camosci sotto la cresta del Kutelo e laghi da ogni lato.",
          "Pasando el Lago de los Peces y subiendo por las laderas de mármol hasta la cumbre del Vihren, a 2.914 m, la más alta del Pirin y la tercera de los Balcanes, con rebecos bajo la cresta del Kutelo y lagos por todas partes.",
          "Par le lac aux Poissons et les pentes de marbre jusqu'au sommet du Vihren à 2 914 m, le plus haut du Pirin et le troisième des Balkans, avec des chamois sous l'arête du Koutelo et des lacs de tous côtés.",
          "Am Fischsee vorbei über die Marmorhänge auf den Gipfel des Vihren mit 2.914 m, den höchsten des Pirin und dritthöchsten des Balkans, mit Gämsen unter dem Kutelo-Grat und Seen auf allen Seiten.",
        ],
      ],
      [
        "trek",
        [
          "Pirin: over the Demyanitsa to the Tevno Lake hut",
          "Pirin: oltre la Demjanica fino al rifugio del lago Tevno",
          "Pirin: por el Demyanitsa hasta el refugio del lago Tevno",
          "Pirin : par la Demianitsa jusqu'au refuge du lac Tevno",
          "Pirin: über die Demjaniza zur Hütte am Tewno-See",
        ],
        [
          "Across the high cirques from the Vihren side to the Demyanitsa valley and over a granite saddle to the small stone hut by the Tevno Lake, in a bowl of granite peaks far from any road.",
          "Attraverso i circhi alti dal versante del Vihren alla valle della Demjanica e oltre una sella di granito fino al piccolo rifugio di pietra sul lago Tevno, in una conca di vette di granito lontana da ogni strada.",
          "Por los circos altos desde la vertiente del Vihren hasta el valle del Demyanitsa y por un collado de granito hasta el pequeño refugio de piedra junto al lago Tevno, en una cuenca de picos de granito lejos de toda carretera.",
          "À travers les hauts cirques du versant du Vihren jusqu'à la vallée de la Demianitsa, puis par un col de granit jusqu'au petit refuge de pierre au bord du lac Tevno, dans une cuvette de pics granitiques loin de toute route.",
          "Über die hohen Kare von der Vihren-Seite ins Tal der Demjaniza und über einen Granitsattel zur kleinen Steinhütte am Tewno-See, in einem Kessel aus Granitgipfeln fern jeder Straße.",
        ],
      ],
      [
        "trek",
        [
          "Pirin: past Popovo Lake to the Bezbog hut",
          "Pirin: oltre il lago Popovo fino al rifugio Bezbog",
          "Pirin: por el lago Popovo hasta el refugio Bezbog",
          "Pirin : par le lac Popovo jusqu'au refuge Bezbog",
          "Pirin: am Popowo-See vorbei zur Bezbog-Hütte",
        ],
        [
          "Down past the chain of lakes to Popovo, the largest lake of the Pirin with its little island, over the last pass to the Bezbog hut and its lake, and down by chairlift to the village of Dobrinishte.",
          "Giù lungo la catena di laghi fino al Popovo, il lago più grande del Pirin con la sua isoletta, oltre l'ultimo passo fino al rifugio Bezbog e al suo lago e giù in seggiovia fino al paese di Dobriniste.",
          "Bajada por la cadena de lagos hasta el Popovo, el mayor lago del Pirin con su islita, por el último paso hasta el refugio Bezbog y su lago, y en telesilla hasta el pueblo de Dobrinishte.",
          "Descente le long du chapelet de lacs jusqu'au Popovo, le plus grand lac du Pirin et son îlot, par le dernier col jusqu'au refuge Bezbog et son lac, puis en télésiège jusqu'au village de Dobrinichte.",
          "Hinab an der Seenkette zum Popowo-See, dem größten des Pirin mit seiner kleinen Insel, über den letzten Pass zur Bezbog-Hütte an ihrem See und mit dem Sessellift hinunter ins Dorf Dobrinischte.",
        ],
      ],
      [
        "see",
        [
          "Pirin: Melnik and the sand pyramids",
          "Pirin: Melnik e le piramidi di sabbia",
          "Pirin: Melnik y las pirámides de arena",
          "Pirin : Melnik et les pyramides de sable",
          "Pirin: Melnik und die Sandpyramiden",
        ],
        [
          "On the south side of the Pirin, the little town of Melnik among its sandstone pyramids, its wine cellars cut into the rock for the local Shiroka Melnishka red, and the Rozhen monastery on the hill.",
          "Sul versante sud del Pirin, la cittadina di Melnik tra le sue piramidi di arenaria, le cantine scavate nella roccia per il rosso locale Shiroka Melnishka e il monastero di Rozhen sulla collina.",
          "En la vertiente sur del Pirin, el pueblecito de Melnik entre sus pirámides de arenisca, sus bodegas excavadas en la roca para el tinto local Shiroka Melnishka y el monasterio de Rozhen en la colina.",
          "Sur le versant sud du Pirin, la petite ville de Melnik parmi ses pyramides de grès, ses caves creusées dans la roche pour le rouge local shiroka melnishka et le monastère de Rozhen sur la colline.",
          "Auf der Südseite des Pirin das Städtchen Melnik zwischen seinen Sandsteinpyramiden, die in den Fels gegrabenen Keller für den heimischen Roten Schiroka Melnischka und das Kloster Roschen auf dem Hügel.",
        ],
      ],
    ],
  },
  "BGR Bansko": {
    days: [
      [
        "see",
        [
          "Bansko: the old town under the Pirin",
          "Bansko: la città vecchia sotto il Pirin",
          "Bansko: el casco antiguo bajo el Pirin",
          "Bansko : la vieille ville sous le Pirin",
          "Bansko: die Altstadt unter dem Pirin",
        ],
        [
          "The stone-walled houses of the old quarter, fortified against raids, the church of the Holy Trinity and its bell tower, the Velyanova house painted by the Bansko school, and the icons of the Bansko masters.",
          "Le case cinte di pietra del quartiere vecchio, fortificate contro le scorrerie, la chiesa della Santissima Trinità e il suo campanile, la casa di Veljan dipinta dalla scuola di Bansko e le icone dei maestri di Bansko.",
          "Las casas amuralladas de piedra del barrio viejo, fortificadas contra las incursiones, la iglesia de la Santísima Trinidad y su campanario, la casa de Velyan pintada por la escuela de Bansko y los iconos de los maestros de Bansko.",
          "Les maisons aux murs de pierre du vieux quartier, fortifiées contre les razzias, l'église de la Sainte-Trinité et son clocher, la maison de Velyan peinte par l'école de Bansko et les icônes des maîtres de Bansko.",
          "Die von Steinmauern umgebenen Häuser des alten Viertels, gegen Überfälle befestigt, die Dreifaltigkeitskirche und ihr Glockenturm, das von der Banskoer Schule ausgemalte Weljan-Haus und die Ikonen der Banskoer Meister.",
        ],
      ],
      [
        "food",
        [
          "Bansko: kapama in a mehana",
          "Bansko: la kapama in una mehana",
          "Bansko: la kapama en una mehana",
          "Bansko : la kapama dans une mehana",
          "Bansko: Kapama in einer Mehana",
        ],
        [
          "Bansko kapama, meats, sauerkraut and rice sealed in a clay pot and baked for hours, with the local sausage called banski starets and Melnik wine, in a mehana with a fire and folk musicians.",
          "La kapama di Bansko, carni, crauti e riso sigillati in una pentola di coccio e cotti per ore, con il salame locale banski starets e vino di Melnik, in una mehana con il fuoco acceso e i suonatori di musica popolare.",
          "La kapama de Bansko, carnes, chucrut y arroz sellados en una olla de barro y horneados durante horas, con el embutido local banski starets y vino de Melnik, en una mehana con chimenea y músicos populares.",
          "La kapama de Bansko, viandes, choucroute et riz scellés dans une marmite de terre et cuits des heures, avec la saucisse locale banski starets et du vin de Melnik, dans une mehana au coin du feu avec des musiciens populaires.",
          "Banskoer Kapama, Fleisch, Sauerkraut und Reis im versiegelten Tontopf stundenlang gegart, dazu die Wurst Banski Starez und Wein aus Melnik, in einer Mehana mit Kaminfeuer und Volksmusikanten.",
        ],
      ],
    ],
  },
  "BGR Plovdiv": {
    days: [
      [
        "see",
        [
          "Plovdiv: the Old Town and the Roman stage",
          "Plovdiv: la Città Vecchia e il teatro romano",
          "Plovdiv: la Ciudad Vieja y el teatro romano",
          "Plovdiv : la vieille ville et le théâtre romain",
          "Plowdiw: die Altstadt und das römische Theater",
        ],
        [
          "The Roman stage of Philippopolis looking over the plain, the painted merchant houses of the Revival on the Old Town hill, the Balabanov and Hindliyan houses, and the Roman stadium under the main street.",
          "La scena romana di Filippopoli affacciata sulla pianura, le case dipinte dei mercanti del Risorgimento bulgaro sul colle della Città Vecchia, le case Balabanov e Hindlijan e lo stadio romano sotto la via principale.",
          "El escenario romano de Filipópolis asomado a la llanura, las casas pintadas de los mercaderes del Renacimiento búlgaro en la colina de la Ciudad Vieja, las casas Balabanov e Hindliyan y el estadio romano bajo la calle principal.",
          "La scène romaine de Philippopolis face à la plaine, les maisons peintes des marchands du Renouveau sur la colline de la vieille ville, les maisons Balabanov et Hindliyan et le stade romain sous la rue principale.",
          "Die römische Bühne von Philippopolis mit Blick über die Ebene, die bemalten Kaufmannshäuser der Wiedergeburtszeit auf dem Altstadthügel, die Häuser Balabanow und Hindlijan und das römische Stadion unter der Hauptstraße.",
        ],
      ],
      [
        "see",
        [
          "Plovdiv: Kapana and Bachkovo Monastery",
          "Plovdiv: il Kapana e il monastero di Bačkovo",
          "Plovdiv: el Kapana y el monasterio de Bachkovo",
          "Plovdiv : le Kapana et le monastère de Bachkovo",
          "Plowdiw: der Kapana und das Kloster Batschkowo",
        ],
        [
          "The Kapana, the Trap, a quarter of craftsmen's lanes painted with murals, then south into the Rhodopes to the Bachkovo monastery, the second of Bulgaria, and the fortress of Asen on its crag.",
          "Il Kapana, la Trappola, quartiere di vicoli di artigiani dipinti di murales, poi a sud nei Rodopi fino al monastero di Bačkovo, il secondo della Bulgaria, e la fortezza di Asen sulla sua rupe.",
          "El Kapana, la Trampa, barrio de callejas de artesanos pintadas con murales, y después al sur, en los Ródopes, el monasterio de Bachkovo, el segundo de Bulgaria, y la fortaleza de Asen sobre su peñasco.",
          "Le Kapana, le Piège, quartier de ruelles d'artisans couvertes de fresques, puis vers le sud dans les Rhodopes jusqu'au monastère de Bachkovo, le deuxième de Bulgarie, et la forteresse d'Assen sur son piton.",
          "Der Kapana, die Falle, ein Viertel aus Handwerkergassen voller Wandbilder, dann südwärts in die Rhodopen zum Kloster Batschkowo, dem zweitgrößten Bulgariens, und zur Asenowa-Festung auf ihrem Felsen.",
        ],
      ],
      [
        "food",
        [
          "Plovdiv: Thracian wines and kavarma",
          "Plovdiv: vini della Tracia e kavarma",
          "Plovdiv: vinos de Tracia y kavarma",
          "Plovdiv : vins de Thrace et kavarma",
          "Plowdiw: thrakische Weine und Kavarma",
        ],
        [
          "A tasting of Mavrud, the dark red of the Thracian plain, and Rubin in a cellar near the city, then kavarma in a clay pot, kyopolou of roasted peppers and lyutenitsa in a restaurant of the Old Town.",
          "Una degustazione di Mavrud, il rosso scuro della pianura tracia, e Rubin in una cantina vicino alla città, poi kavarma nel coccio, kyopolou di peperoni arrosto e lyutenitsa in un ristorante della Città Vecchia.",
          "Una cata de Mavrud, el tinto oscuro de la llanura tracia, y Rubin en una bodega cerca de la ciudad, y después kavarma en cazuela de barro, kyopolou de pimientos asados y lyutenitsa en un restaurante de la Ciudad Vieja.",
          "Une dégustation de mavrud, le rouge sombre de la plaine de Thrace, et de rubin dans une cave près de la ville, puis une kavarma en marmite de terre, du kyopolou de poivrons grillés et de la lyutenitsa dans un restaurant de la vieille ville.",
          "Eine Probe von Mavrud, dem dunklen Roten der Thrakischen Ebene, und Rubin in einem Keller bei der Stadt, dann Kavarma im Tontopf, Kjopolu aus gerösteten Paprika und Ljutenitsa in einem Restaurant der Altstadt.",
        ],
      ],
    ],
  },
  "BGR Rose Valley": {
    days: [
      [
        "see",
        [
          "Rose Valley: the Thracian tombs of Kazanlak",
          "Valle delle Rose: le tombe tracie di Kazanlak",
          "Valle de las Rosas: las tumbas tracias de Kazanlak",
          "Vallée des Roses : les tombes thraces de Kazanlak",
          "Rosental: die thrakischen Gräber von Kasanlak",
        ],
        [
          "The painted Thracian tomb of Kazanlak and its full-size copy, the Valley of the Thracian Kings and the tomb of Seuthes III under its mound, and the Rose Museum with the old copper stills for rose oil.",
          "La tomba tracia dipinta di Kazanlak e la sua copia a grandezza naturale, la Valle dei re traci e la tomba di Seute III sotto il suo tumulo e il Museo della Rosa con i vecchi alambicchi di rame per l'olio di rosa.",
          "La tumba tracia pintada de Kazanlak y su copia a tamaño real, el Valle de los Reyes Tracios y la tumba de Seutes III bajo su túmulo, y el Museo de la Rosa con los viejos alambiques de cobre para el aceite de rosa.",
          "La tombe thrace peinte de Kazanlak et sa copie grandeur nature, la vallée des Rois thraces et la tombe de Seuthès III sous son tumulus, et le musée de la Rose avec ses vieux alambics de cuivre pour l'essence de rose.",
          "Das bemalte Thrakergrab von Kasanlak und seine originalgroße Kopie, das Tal der Thrakischen Könige mit dem Grab Seuthes' III. unter seinem Hügel und das Rosenmuseum mit alten Kupferdestillen für Rosenöl.",
        ],
      ],
      [
        "see",
        [
          "Rose Valley: Shipka Pass and the golden-domed church",
          "Valle delle Rose: il passo di Šipka e la chiesa dalle cupole d'oro",
          "Valle de las Rosas: el paso de Shipka y la iglesia de cúpulas doradas",
          "Vallée des Roses : le col de Chipka et l'église aux coupoles dorées",
          "Rosental: der Schipkapass und die goldgekuppelte Kirche",
        ],
        [
          "The Russian church of Shipka with its gold onion domes on the slope, then up to the Shipka Pass and the 900 steps to the Freedom Monument over the battlefield of 1877 and the Balkan range.",
          "La chiesa russa di Šipka con le cupole a cipolla dorate sul pendio, poi su al passo di Šipka e i 900 gradini fino al Monumento alla Libertà sopra il campo di battaglia del 1877 e la catena dei Balcani.",
          "La iglesia rusa de Shipka con sus cúpulas bulbosas doradas en la ladera, y después el paso de Shipka y los 900 escalones hasta el Monumento a la Libertad sobre el campo de batalla de 1877 y la cordillera de los Balcanes.",
          "L'église russe de Chipka et ses bulbes dorés sur la pente, puis le col de Chipka et les 900 marches jusqu'au monument de la Liberté au-dessus du champ de bataille de 1877 et de la chaîne des Balkans.",
          "Die russische Kirche von Schipka mit ihren goldenen Zwiebeltürmen am Hang, dann hinauf zum Schipkapass und die 900 Stufen zum Freiheitsdenkmal über dem Schlachtfeld von 1877 und dem Balkangebirge.",
        ],
      ],
    ],
  },
  "BGR Veliko Tarnovo": {
    days: [
      [
        "see",
        [
          "Veliko Tarnovo: Tsarevets and the houses over the Yantra",
          "Veliko Tărnovo: Tsarevets e le case sulla Jantra",
          "Veliko Tarnovo: Tsarevets y las casas sobre el Yantra",
          "Veliko Tarnovo : Tsarevets et les maisons sur la Yantra",
          "Weliko Tarnowo: Zarewez und die Häuser über der Jantra",
        ],
        [
          "The walls and patriarch's church of Tsarevets, hill fortress of the medieval Bulgarian tsars, the houses hanging over the loops of the Yantra, the craftsmen's street of Samovodska Charshiya, and nearby Arbanasi.",
          "Le mura e la chiesa patriarcale di Tsarevets, fortezza sul colle degli zar bulgari medievali, le case sospese sulle anse della Jantra, la via degli artigiani di Samovodska Čaršija e la vicina Arbanasi.",
          "Las murallas y la iglesia patriarcal de Tsarevets, fortaleza en la colina de los zares búlgaros medievales, las casas colgadas sobre los meandros del Yantra, la calle de artesanos de Samovodska Charshiya y la cercana Arbanasi.",
          "Les remparts et l'église patriarcale de Tsarevets, forteresse perchée des tsars bulgares médiévaux, les maisons suspendues au-dessus des boucles de la Yantra, la rue des artisans de Samovodska Tcharchiya et Arbanassi toute proche.",
          "Die Mauern und die Patriarchenkirche von Zarewez, der Hügelfestung der mittelalterlichen bulgarischen Zaren, die über den Schleifen der Jantra hängenden Häuser, die Handwerkergasse Samovodska Tscharschija und das nahe Arbanassi.",
        ],
      ],
      [
        "food",
        [
          "Veliko Tarnovo: Arbanasi and a sound-and-light evening",
          "Veliko Tărnovo: Arbanasi e lo spettacolo di luci",
          "Veliko Tarnovo: Arbanasi y el espectáculo de luz",
          "Veliko Tarnovo : Arbanassi et le son et lumière",
          "Weliko Tarnowo: Arbanassi und die Licht-Show",
        ],
        [
          "The painted church of the Nativity and the fortified merchant houses of Arbanasi, a dinner of kapama and Bulgarian wine in a mehana, and, when it runs, the light show playing over the walls of Tsarevets.",
          "La chiesa dipinta della Natività e le case fortificate dei mercanti di Arbanasi, una cena di kapama e vino bulgaro in una mehana e, quando va in scena, lo spettacolo di luci sulle mura di Tsarevets.",
          "La iglesia pintada de la Natividad y las casas fortificadas de mercaderes de Arbanasi, una cena de kapama y vino búlgaro en una mehana y, cuando se celebra, el espectáculo de luces sobre las murallas de Tsarevets.",
          "L'église peinte de la Nativité et les maisons fortifiées des marchands d'Arbanassi, un dîner de kapama et de vin bulgare dans une mehana et, quand il a lieu, le spectacle de lumières sur les remparts de Tsarevets.",
          "Die bemalte Geburtskirche und die wehrhaften Kaufmannshäuser von Arbanassi, ein Abendessen mit Kapama und bulgarischem Wein in einer Mehana und, wenn sie stattfindet, die Lichtshow über den Mauern von Zarewez.",
        ],
      ],
    ],
  },
  "BGR Nesebar": {
    days: [
      [
        "see",
        [
          "Nesebar: the churches of the old peninsula",
          "Nesebar: le chiese dell'antica penisola",
          "Nesebar: las iglesias de la vieja península",
          "Nessebar : les églises de la vieille presqu'île",
          "Nessebar: die Kirchen der alten Halbinsel",
        ],
        [
          "The old town on its rocky peninsula joined to the shore by a causeway, its medieval churches of brick and stone, Christ Pantocrator and St. John Aliturgetos, the ruined Old Metropolis, and the wooden houses of the lanes.",
          "La città vecchia sulla sua penisola rocciosa unita alla costa da un istmo, le chiese medievali di mattoni e pietra, Cristo Pantocratore e San Giovanni Aliturgetos, la Vecchia Metropolia in rovina e le case di legno dei vicoli.",
          "El casco antiguo en su península rocosa unida a la costa por un istmo, sus iglesias medievales de ladrillo y piedra, Cristo Pantocrátor y San Juan Aliturgetos, la Vieja Metrópoli en ruinas y las casas de madera de las callejas.",
          "La vieille ville sur sa presqu'île rocheuse reliée à la côte par une digue, ses églises médiévales de brique et de pierre, le Christ Pantocrator et Saint-Jean-Aliturgetos, la Vieille Métropole en ruine et les maisons de bois des ruelles.",
          "Die Altstadt auf ihrer felsigen Halbinsel, durch einen Damm mit dem Ufer verbunden, ihre mittelalterlichen Kirchen aus Ziegel und Stein, Christus Pantokrator und Johannes Aliturgetos, die verfallene Alte Metropolie und die Holzhäuser der Gassen.",
        ],
      ],
      [
        "food",
        [
          "Nesebar: Black Sea fish and Pomorie wine",
          "Nesebar: pesce del mar Nero e vino di Pomorie",
          "Nesebar: pescado del mar Negro y vino de Pomorie",
          "Nessebar : poisson de la mer Noire et vin de Pomorie",
          "Nessebar: Fisch aus dem Schwarzen Meer und Wein aus Pomorie",
        ],
        [
          "Grilled Black Sea fish, turbot and bluefish with tarator, the cold yogurt and cucumber soup, mussels from the bay, and a glass of Pomorie white or the local Muscat in a restaurant on the old walls.",
          "Pesce del mar Nero alla griglia, rombo e pesce serra, con il tarator, la zuppa fredda di yogurt e cetrioli, cozze della baia e un bicchiere di bianco di Pomorie o di moscato locale in un ristorante sulle vecchie mura.",
          "Pescado del mar Negro a la brasa, rodaballo y anjova con tarator, la sopa fría de yogur y pepino, mejillones de la bahía y una copa de blanco de Pomorie o moscatel local en un restaurante sobre las viejas murallas.",
          "Poisson de la mer Noire grillé, turbot et tassergal, avec le tarator, soupe froide au yaourt et au concombre, des moules de la baie et un verre de blanc de Pomorie ou de muscat local dans un restaurant sur les vieux remparts.",
          "Gegrillter Fisch aus dem Schwarzen Meer, Steinbutt und Blaubarsch, mit Tarator, der kalten Joghurt-Gurken-Suppe, Muscheln aus der Bucht und einem Glas Weißwein aus Pomorie oder heimischem Muskat in einem Restaurant auf der alten Mauer.",
        ],
      ],
    ],
  },
  "BGR Sunny Beach": {
    months: [6, 9],
    days: [
      [
        "see",
        [
          "Sunny Beach: the promenade and Sveti Vlas",
          "Sunny Beach: il lungomare e Sveti Vlas",
          "Sunny Beach: el paseo marítimo y Sveti Vlas",
          "Sunny Beach : la promenade et Sveti Vlas",
          "Sonnenstrand: die Promenade und Sveti Vlas",
        ],
        [
          "The long promenade behind the sands of the resort, north to the marina of Sveti Vlas under the Balkan hills, and south along the shore to the old town of Nesebar on its peninsula.",
          "Il lungo lungomare dietro le sabbie della località, a nord fino al porto turistico di Sveti Vlas sotto le colline dei Balcani e a sud lungo la riva fino alla città vecchia di Nesebar sulla sua penisola.",
          "El largo paseo detrás de la arena del centro turístico, al norte hasta el puerto deportivo de Sveti Vlas bajo las colinas de los Balcanes y al sur por la orilla hasta el casco antiguo de Nesebar en su península.",
          "La longue promenade derrière les sables de la station, au nord jusqu'à la marina de Sveti Vlas sous les collines du Balkan et au sud le long du rivage jusqu'à la vieille ville de Nessebar sur sa presqu'île.",
          "Die lange Promenade hinter dem Sand des Ferienorts, nordwärts zum Jachthafen von Sveti Vlas unter den Balkanhügeln und südwärts am Ufer entlang bis zur Altstadt von Nessebar auf ihrer Halbinsel.",
        ],
      ],
      [
        "beach",
        [
          "Sunny Beach: the sands and the water sports",
          "Sunny Beach: la sabbia e gli sport d'acqua",
          "Sunny Beach: la arena y los deportes acuáticos",
          "Sunny Beach : le sable et les sports nautiques",
          "Sonnenstrand: der Sand und der Wassersport",
        ],
        [
          "A day on five miles of fine sand and gently shelving water, with jet skis, parasailing and banana boats for those who want them, and the dunes of the quieter northern end.",
          "Una giornata sugli otto chilometri di sabbia fine e acqua che digrada dolcemente, con moto d'acqua, parasailing e banana boat per chi vuole e le dune della parte nord, più tranquilla.",
          "Un día en los ocho kilómetros de arena fina y agua que baja suavemente, con motos de agua, parasailing y bananas para quien quiera, y las dunas del extremo norte, más tranquilo.",
          "Une journée sur huit kilomètres de sable fin et d'eau en pente douce, avec jet-skis, parachute ascensionnel et bouées bananes pour qui le souhaite, et les dunes de l'extrémité nord, plus calme.",
          "Ein Tag auf acht Kilometern feinem Sand mit sanft abfallendem Wasser, mit Jetskis, Parasailing und Bananenbooten für alle, die möchten, und den Dünen am ruhigeren Nordende.",
        ],
      ],
      [
        "night",
        [
          "Sunny Beach: the clubs of the strip",
          "Sunny Beach: i locali della passeggiata",
          "Sunny Beach: las discotecas de la avenida",
          "Sunny Beach : les clubs de la promenade",
          "Sonnenstrand: die Clubs der Flaniermeile",
        ],
        [
          "The strip of bars, beach parties and big clubs behind the sands, with Cacao Beach the best known, where the music runs until dawn.",
          "La passeggiata di bar, feste in spiaggia e grandi discoteche dietro la sabbia, il Cacao Beach e i suoi vicini, dove la musica va avanti fino all'alba.",
          "La avenida de bares, fiestas en la playa y grandes discotecas detrás de la arena, el Cacao Beach y sus vecinos, donde la música sigue hasta el amanecer.",
          "La promenade des bars, des fêtes sur la plage et des grands clubs derrière le sable, le Cacao Beach et ses voisins, où la musique tourne jusqu'à l'aube.",
          "Die Meile aus Bars, Strandpartys und großen Clubs hinter dem Sand, das Cacao Beach und seine Nachbarn, wo die Musik bis zum Morgengrauen läuft.",
        ],
      ],
    ],
  },
  "BGR Varna": {
    days: [
      [
        "see",
        [
          "Varna: the Gold of Varna and the Roman baths",
          "Varna: l'oro di Varna e le terme romane",
          "Varna: el oro de Varna y las termas romanas",
          "Varna : l'or de Varna et les thermes romains",
          "Warna: das Gold von Warna und die römischen Thermen",
        ],
        [
          "The Archaeological Museum and the gold of the Varna necropolis, the oldest worked gold in the world, the great Roman baths of Odessos, and the Dormition cathedral in the middle of the city.",
          "Il Museo archeologico e l'oro della necropoli di Varna, il più antico oro lavorato del mondo, le grandi terme romane di Odessos e la cattedrale della Dormizione nel cuore della città.",
          "El Museo Arqueológico y el oro de la necrópolis de Varna, el oro trabajado más antiguo del mundo, las grandes termas romanas de Odessos y la catedral de la Dormición en pleno corazón de la ciudad.",
          "Le Musée archéologique et l'or de la nécropole de Varna, le plus ancien or travaillé au monde, les grands thermes romains d'Odessos et la cathédrale de la Dormition au cœur de la ville.",
          "Das Archäologische Museum mit dem Gold der Nekropole von Warna, dem ältesten bearbeiteten Gold der Welt, die großen römischen Thermen von Odessos und die Mariä-Entschlafens-Kathedrale mitten in der Stadt.",
        ],
      ],
      [
        "see",
        [
          "Varna: the Sea Garden and the Aladzha rock monastery",
          "Varna: il Giardino del Mare e il monastero rupestre di Aladža",
          "Varna: el Jardín del Mar y el monasterio rupestre de Aladzha",
          "Varna : le Jardin de la mer et le monastère rupestre d'Aladja",
          "Warna: der Meeresgarten und das Felsenkloster Aladscha",
        ],
        [
          "The long Sea Garden park above the beaches, then the Aladzha monastery, cells and chapels cut into a limestone cliff in the forest, and the Stone Forest of Pobiti Kamani, columns rising from the sand.",
          "Il lungo parco del Giardino del Mare sopra le spiagge, poi il monastero di Aladža, celle e cappelle scavate in una parete di calcare nel bosco, e la Foresta di Pietra di Pobiti Kamani, colonne che spuntano dalla sabbia.",
          "El largo parque del Jardín del Mar sobre las playas, y después el monasterio de Aladzha, celdas y capillas talladas en un acantilado calizo del bosque, y el Bosque de Piedra de Pobiti Kamani, columnas que brotan de la arena.",
          "Le long parc du Jardin de la mer au-dessus des plages, puis le monastère d'Aladja, cellules et chapelles taillées dans une falaise calcaire en forêt, et la Forêt de pierre de Pobiti Kamani, colonnes surgies du sable.",
          "Der lange Meeresgarten über den Stränden, dann das Kloster Aladscha, Zellen und Kapellen in einer Kalkwand im Wald, und der Steinwald Pobiti Kamani mit Säulen, die aus dem Sand ragen.",
        ],
      ],
      [
        "food",
        [
          "Varna: the fish of the bay and Black Sea mussels",
          "Varna: il pesce della baia e le cozze del mar Nero",
          "Varna: el pescado de la bahía y los mejillones del mar Negro",
          "Varna : le poisson de la baie et les moules de la mer Noire",
          "Warna: Fisch aus der Bucht und Schwarzmeermuscheln",
        ],
        [
          "Mussels from the farms of the Black Sea cooked in a pan, fried sprats and horse mackerel, shopska salad and a glass of Dimyat white from the vineyards of the coast, in a restaurant by the port.",
          "Cozze degli allevamenti del mar Nero in padella, spratti e sugarelli fritti, insalata shopska e un bicchiere di bianco Dimyat dei vigneti della costa, in un ristorante sul porto.",
          "Mejillones de los viveros del mar Negro a la sartén, espadines y jureles fritos, ensalada shopska y una copa de blanco Dimyat de los viñedos de la costa, en un restaurante junto al puerto.",
          "Moules des parcs de la mer Noire à la poêle, sprats et chinchards frits, salade chopska et un verre de dimyat blanc des vignes de la côte, dans un restaurant sur le port.",
          "Muscheln aus den Zuchten des Schwarzen Meers aus der Pfanne, frittierte Sprotten und Stöcker, Schopska-Salat und ein Glas weißer Dimjat von den Weinbergen der Küste in einem Restaurant am Hafen.",
        ],
      ],
    ],
  },
  "MLT Valletta": {
    days: [
      [
        "see",
        [
          "Valletta: St. John's Co-Cathedral and the Upper Barrakka",
          "La Valletta: la concattedrale di San Giovanni e l'Upper Barrakka",
          "La Valeta: la concatedral de San Juan y la Upper Barrakka",
          "La Valette : la co-cathédrale Saint-Jean et l'Upper Barrakka",
          "Valletta: die Ko-Kathedrale St. Johannes und die Upper Barrakka",
        ],
        [
          "The knights' city on its peninsula: the gilded St. John's Co-Cathedral and Caravaggio's Beheading of St. John, the Grandmaster's Palace, and the noon gun fired from the Upper Barrakka Gardens over the great natural port below.",
          "La città dei cavalieri sulla sua penisola: la concattedrale dorata di San Giovanni e la Decollazione del Battista di Caravaggio, il Palazzo del Gran Maestro e il cannone di mezzogiorno sparato dagli Upper Barrakka Gardens sul Grand Harbour.",
          "La ciudad de los caballeros en su península: la concatedral dorada de San Juan y la Decapitación de San Juan de Caravaggio, el Palacio del Gran Maestre y el cañonazo del mediodía desde los Upper Barrakka Gardens sobre el Grand Harbour.",
          "La ville des chevaliers sur sa presqu'île : la co-cathédrale Saint-Jean toute dorée et la Décollation de saint Jean du Caravage, le palais des Grands Maîtres et le canon de midi tiré des Upper Barrakka Gardens sur le Grand Harbour.",
          "Die Ritterstadt auf ihrer Halbinsel: die vergoldete Ko-Kathedrale St. Johannes mit Caravaggios Enthauptung Johannes des Täufers, der Großmeisterpalast und der Mittagsschuss aus den Upper Barrakka Gardens über dem Grand Harbour.",
        ],
      ],
      [
        "see",
        [
          "Valletta: the Three Cities by dgħajsa",
          "La Valletta: le Tre Città in dgħajsa",
          "La Valeta: las Tres Ciudades en dgħajsa",
          "La Valette : les Trois Cités en dgħajsa",
          "Valletta: die Drei Städte per Dgħajsa",
        ],
        [
          "A dgħajsa, the painted water taxi of Malta, across the great port to the Three Cities: Fort St. Angelo in Birgu, the Inquisitor's Palace, the waterfront of yachts, and the lookout of Senglea's Gardjola.",
          "Una dgħajsa, il taxi d'acqua dipinto di Malta, attraverso il Grand Harbour fino alle Tre Città: il Forte Sant'Angelo a Birgu, il Palazzo dell'Inquisitore, il lungomare degli yacht e la vedetta della Gardjola di Senglea.",
          "Una dgħajsa, el taxi acuático pintado de Malta, por el Grand Harbour hasta las Tres Ciudades: el fuerte de San Ángel en Birgu, el Palacio del Inquisidor, el muelle de los yates y la garita de la Gardjola de Senglea.",
          "Une dgħajsa, le bateau-taxi peint de Malte, à travers le Grand Harbour jusqu'aux Trois Cités : le fort Saint-Ange à Birgu, le palais de l'Inquisiteur, les quais des yachts et la vigie de la Gardjola de Senglea.",
          "Mit der Dgħajsa, dem bemalten Wassertaxi Maltas, über den Grand Harbour zu den Drei Städten: Fort St. Angelo in Birgu, der Palast des Inquisitors, die Uferpromenade der Jachten und der Wachturm Gardjola in Senglea.",
        ],
      ],
      [
        "food",
        [
          "Valletta: pastizzi, ftira and rabbit stew",
          "La Valletta: pastizzi, ftira e coniglio in umido",
          "La Valeta: pastizzi, ftira y conejo guisado",
          "La Valette : pastizzi, ftira et ragoût de lapin",
          "Valletta: Pastizzi, Ftira und Kanincheneintopf",
        ],
        [
          "Pastizzi filled with ricotta or peas from a hole-in-the-wall bakery, ftira bread with tuna, capers and olives, a plate of ġbejniet sheep's cheese, and stuffat tal-fenek, the rabbit stew that is Malta's national dish.",
          "Pastizzi ripieni di ricotta o piselli da un forno minuscolo, ftira con tonno, capperi e olive, un piatto di ġbejniet, formaggini di pecora, e lo stuffat tal-fenek, il coniglio in umido piatto nazionale di Malta.",
          "Pastizzi rellenos de requesón o guisantes de una panadería diminuta, ftira con atún, alcaparras y aceitunas, un plato de ġbejniet, quesitos de oveja, y el stuffat tal-fenek, el guiso de conejo que es el plato nacional de Malta.",
          "Des pastizzi à la ricotta ou aux petits pois d'une minuscule boulangerie, la ftira au thon, aux câpres et aux olives, une assiette de ġbejniet, petits fromages de brebis, et le stuffat tal-fenek, ragoût de lapin, plat national de Malte.",
          "Pastizzi mit Ricotta oder Erbsen aus einer winzigen Bäckerei, Ftira-Brot mit Thunfisch, Kapern und Oliven, ein Teller Ġbejniet-Schafskäschen und Stuffat tal-Fenek, der Kanincheneintopf, Maltas Nationalgericht.",
        ],
      ],
    ],
  },
  "MLT Sliema": {
    days: [
      [
        "see",
        [
          "Sliema: the Tower Road front and Manoel Island",
          "Sliema: il lungomare di Tower Road e Manoel Island",
          "Sliema: el paseo de Tower Road y Manoel Island",
          "Sliema : le front de mer de Tower Road et Manoel Island",
          "Sliema: die Tower Road und Manoel Island",
        ],
        [
          "The seafront walk along Tower Road past the rock pools and old watchtowers to St. Julian's and Spinola Bay, and across to Manoel Island and its star fort, facing the bastions of Valletta.",
          "La passeggiata sul lungomare di Tower Road tra le pozze di scoglio e le vecchie torri di guardia fino a St. Julian's e alla baia di Spinola, poi Manoel Island e il suo forte a stella di fronte ai bastioni della Valletta.",
          "El paseo marítimo de Tower Road entre pozas de roca y viejas torres de vigía hasta St. Julian's y la bahía de Spinola, y después Manoel Island y su fuerte en estrella frente a los bastiones de La Valeta.",
          "La promenade de Tower Road le long des bassins rocheux et des vieilles tours de guet jusqu'à St. Julian's et la baie de Spinola, puis Manoel Island et son fort en étoile face aux bastions de La Valette.",
          "Der Uferweg an der Tower Road vorbei an Felsbecken und alten Wachtürmen bis St. Julian's und zur Spinola-Bucht, dann hinüber nach Manoel Island mit seinem Sternfort gegenüber den Bastionen Vallettas.",
        ],
      ],
      [
        "food",
        [
          "Sliema: lampuki pie and Maltese wine",
          "Sliema: torta di lampuki e vini maltesi",
          "Sliema: pastel de lampuki y vinos malteses",
          "Sliema : tourte de lampuki et vins maltais",
          "Sliema: Lampuki-Pastete und maltesischer Wein",
        ],
        [
          "Dinner on the water of St. Julian's: lampuki pie of dolphinfish, octopus stew, bigilla bean dip with galletti crackers, a glass of Maltese Girgentina or Ġellewża wine, and Kinnie, the bitter orange soda.",
          "Cena sull'acqua a St. Julian's: torta di lampuki, la lampuga, stufato di polpo, bigilla, crema di fave con i cracker galletti, un bicchiere di vino maltese Girgentina o Ġellewża e il Kinnie, la bibita all'arancia amara.",
          "Cena junto al agua en St. Julian's: pastel de lampuki, la lampuga, guiso de pulpo, bigilla, crema de habas con galletas galletti, una copa de vino maltés Girgentina o Ġellewża y Kinnie, el refresco de naranja amarga.",
          "Dîner au bord de l'eau à St. Julian's : tourte de lampuki, la coryphène, ragoût de poulpe, bigilla, purée de fèves avec les crackers galletti, un verre de vin maltais girgentina ou ġellewża, et le Kinnie, soda à l'orange amère.",
          "Abendessen am Wasser in St. Julian's: Lampuki-Pastete aus Goldmakrele, Oktopus-Eintopf, Bigilla-Bohnenpaste mit Galletti-Crackern, ein Glas maltesischer Girgentina oder Ġellewża und Kinnie, die Bitterorangenlimonade.",
        ],
      ],
    ],
  },
  "MLT Mdina": {
    days: [
      [
        "see",
        [
          "Mdina: the Silent City and Rabat",
          "Mdina: la Città Silenziosa e Rabat",
          "Mdina: la Ciudad del Silencio y Rabat",
          "Mdina : la Cité du silence et Rabat",
          "Mdina: die Stille Stadt und Rabat",
        ],
        [
          "Through the baroque Main Gate into the walled Silent City of noble palazzi, St. Paul's Cathedral, the bastion view over the island, then the catacombs of St. Paul and St. Agatha in Rabat below the walls.",
          "Dalla porta barocca nella Città Silenziosa cinta di mura e di palazzi nobiliari, la cattedrale di San Paolo, la vista dai bastioni sull'isola, poi le catacombe di San Paolo e Sant'Agata a Rabat sotto le mura.",
          "Por la puerta barroca a la Ciudad del Silencio amurallada, de palacios nobles, la catedral de San Pablo, la vista desde los bastiones sobre la isla, y después las catacumbas de San Pablo y Santa Águeda en Rabat, bajo las murallas.",
          "Par la porte baroque dans la Cité du silence fortifiée aux palais nobles, la cathédrale Saint-Paul, la vue des bastions sur l'île, puis les catacombes Saint-Paul et Sainte-Agathe à Rabat au pied des remparts.",
          "Durch das barocke Haupttor in die ummauerte Stille Stadt mit Adelspalästen, die Paulskathedrale, der Blick von den Bastionen über die Insel, dann die Katakomben von St. Paul und St. Agatha in Rabat unter den Mauern.",
        ],
      ],
    ],
  },
  "MLT Ħaġar Qim": {
    days: [
      [
        "see",
        [
          "Ħaġar Qim: the megalithic temples above the sea",
          "Ħaġar Qim: i templi megalitici sul mare",
          "Ħaġar Qim: los templos megalíticos sobre el mar",
          "Ħaġar Qim : les temples mégalithiques au-dessus de la mer",
          "Ħaġar Qim: die Megalithtempel über dem Meer",
        ],
        [
          "The stone temples of Ħaġar Qim and Mnajdra, older than the pyramids of Egypt, on the cliffs facing the islet of Filfla, where the sun rising at the solstices and equinoxes lights the inner doorways.",
          "I templi di pietra di Ħaġar Qim e Mnajdra, più antichi delle piramidi d'Egitto, sulle scogliere di fronte all'isolotto di Filfla, dove il sole che sorge ai solstizi e agli equinozi illumina le porte interne.",
          "Los templos de piedra de Ħaġar Qim y Mnajdra, más antiguos que las pirámides de Egipto, en los acantilados frente al islote de Filfla, donde el sol que sale en los solsticios y equinoccios ilumina las puertas interiores.",
          "Les temples de pierre de Ħaġar Qim et de Mnajdra, plus anciens que les pyramides d'Égypte, sur les falaises face à l'îlot de Filfla, où le soleil levant des solstices et des équinoxes éclaire les portes intérieures.",
          "Die Steintempel von Ħaġar Qim und Mnajdra, älter als die Pyramiden Ägyptens, auf den Klippen gegenüber der Insel Filfla, wo die aufgehende Sonne zu Sonnenwenden und Tagundnachtgleichen die inneren Türen erleuchtet.",
        ],
      ],
    ],
  },
  "MLT Blue Grotto": {
    days: [
      [
        "see",
        [
          "Blue Grotto: by boat into the sea caves",
          "Grotta Azzurra: in barca nelle grotte marine",
          "Gruta Azul: en barca por las cuevas marinas",
          "Grotte bleue : en barque dans les grottes marines",
          "Blaue Grotte: mit dem Boot in die Meereshöhlen",
        ],
        [
          "A small boat from the cove of Wied iż-Żurrieq under the great arch of the Blue Grotto and into the sea caves, where the sunlight through the water turns the rock and the sea bright blue.",
          "Una barchetta dalla caletta di Wied iż-Żurrieq sotto il grande arco della Grotta Azzurra e dentro le grotte marine, dove la luce del sole attraverso l'acqua accende di azzurro la roccia e il mare.",
          "Una barca desde la cala de Wied iż-Żurrieq bajo el gran arco de la Gruta Azul y dentro de las cuevas marinas, donde la luz del sol a través del agua tiñe de azul intenso la roca y el mar.",
          "Une barque depuis la crique de Wied iż-Żurrieq sous la grande arche de la Grotte bleue et dans les grottes marines, où le soleil à travers l'eau teinte la roche et la mer d'un bleu éclatant.",
          "Ein kleines Boot von der Bucht Wied iż-Żurrieq unter den großen Bogen der Blauen Grotte und in die Meereshöhlen, wo das Sonnenlicht durch das Wasser Fels und Meer leuchtend blau färbt.",
        ],
      ],
    ],
  },
  "MLT Marsaxlokk": {
    days: [
      [
        "see",
        [
          "Marsaxlokk: the luzzu boats and St. Peter's Pool",
          "Marsaxlokk: le barche luzzu e St. Peter's Pool",
          "Marsaxlokk: las barcas luzzu y St. Peter's Pool",
          "Marsaxlokk : les barques luzzu et St. Peter's Pool",
          "Marsaxlokk: die Luzzu-Boote und St. Peter's Pool",
        ],
        [
          "The fishing village's bay full of luzzu boats painted blue, yellow and red with the eye of Osiris on the bow, a walk to the flat rock swimming hole of St. Peter's Pool and, if the day falls on a Sunday, the fish market on the quay.",
          "La baia del villaggio di pescatori piena di luzzu dipinti di blu, giallo e rosso con l'occhio di Osiride sulla prua, una camminata fino alla piscina di roccia di St. Peter's Pool e, se il giorno cade di domenica, il mercato del pesce sul molo.",
          "La bahía del pueblo pesquero llena de luzzu pintados de azul, amarillo y rojo con el ojo de Osiris en la proa, un paseo hasta la piscina de roca de St. Peter's Pool y, si el día cae en domingo, el mercado de pescado en el muelle.",
          "La baie du village de pêcheurs pleine de luzzu peints en bleu, jaune et rouge avec l'œil d'Osiris à la proue, une marche jusqu'à la piscine rocheuse de St. Peter's Pool et, si la journée tombe un dimanche, le marché aux poissons sur le quai.",
          "Die Bucht des Fischerdorfs voller blau, gelb und rot bemalter Luzzu-Boote mit dem Auge des Osiris am Bug, ein Spaziergang zum Felsenbad St. Peter's Pool und, fällt der Tag auf einen Sonntag, der Fischmarkt am Kai.",
        ],
      ],
      [
        "food",
        [
          "Marsaxlokk: the fish of the day on the quay",
          "Marsaxlokk: il pescato del giorno sul molo",
          "Marsaxlokk: la pesca del día en el muelle",
          "Marsaxlokk : la pêche du jour sur le quai",
          "Marsaxlokk: der Fang des Tages am Kai",
        ],
        [
          "Lunch on the quay of the fish just landed by the luzzu boats, grilled sea bream, red mullet and swordfish, aljotta fish soup with garlic and mint, and qubbajt nougat from the stalls.",
          "Pranzo sul molo con il pesce appena sbarcato dai luzzu, orata, triglie e pesce spada alla griglia, l'aljotta, zuppa di pesce con aglio e menta, e il qubbajt, il torrone delle bancarelle.",
          "Almuerzo en el muelle con el pescado recién desembarcado de los luzzu, dorada, salmonete y pez espada a la brasa, aljotta, sopa de pescado con ajo y menta, y el qubbajt, turrón de los puestos.",
          "Déjeuner sur le quai du poisson tout juste débarqué des luzzu, dorade, rouget et espadon grillés, l'aljotta, soupe de poisson à l'ail et à la menthe, et le qubbajt, nougat des étals.",
          "Mittagessen am Kai mit dem frisch von den Luzzus angelandeten Fisch, gegrillter Dorade, Rotbarbe und Schwertfisch, Aljotta, Fischsuppe mit Knoblauch und Minze, und Qubbajt-Nougat von den Ständen.",
        ],
      ],
    ],
  },
  "MLT Gozo": {
    days: [
      [
        "see",
        [
          "Gozo: the Citadel of Victoria and Ġgantija",
          "Gozo: la Cittadella di Victoria e Ġgantija",
          "Gozo: la Ciudadela de Victoria y Ġgantija",
          "Gozo : la Citadelle de Victoria et Ġgantija",
          "Gozo: die Zitadelle von Victoria und Ġgantija",
        ],
        [
          "The ferry across from Ċirkewwa, the walled Citadel on its hill at Victoria, the Ġgantija temples, among the oldest free-standing buildings on earth, and the salt pans of Xwejni cut into the shore rock.",
          "Il traghetto da Ċirkewwa, la Cittadella murata sul colle di Victoria, i templi di Ġgantija, tra le più antiche costruzioni libere della Terra, e le saline di Xwejni scavate nella roccia della costa.",
          "El ferri desde Ċirkewwa, la Ciudadela amurallada en su colina de Victoria, los templos de Ġgantija, entre las construcciones exentas más antiguas de la Tierra, y las salinas de Xwejni excavadas en la roca de la costa.",
          "Le ferry depuis Ċirkewwa, la Citadelle fortifiée sur sa colline à Victoria, les temples de Ġgantija, parmi les plus anciennes constructions isolées du monde, et les salines de Xwejni creusées dans la roche du rivage.",
          "Die Fähre ab Ċirkewwa, die ummauerte Zitadelle auf ihrem Hügel in Victoria, die Tempel von Ġgantija, unter den ältesten freistehenden Bauten der Erde, und die in den Uferfels gehauenen Salinen von Xwejni.",
        ],
      ],
      [
        "beach",
        [
          "Gozo: Ramla Bay and Dwejra",
          "Gozo: la baia di Ramla e Dwejra",
          "Gozo: la bahía de Ramla y Dwejra",
          "Gozo : la baie de Ramla et Dwejra",
          "Gozo: die Ramla-Bucht und Dwejra",
        ],
        [
          "The red sand of Ramla Bay below Calypso's Cave, then the coast of Dwejra where the Azure Window stood, the Inland Sea and its tunnel through the cliff to the open sea, and, in the warm months, a swim in its clear water.",
          "La sabbia rossa della baia di Ramla sotto la Grotta di Calipso, poi la costa di Dwejra dove sorgeva la Finestra Azzurra, l'Inland Sea con il suo tunnel nella scogliera verso il mare aperto e, nei mesi caldi, un bagno nella sua acqua limpida.",
          "La arena roja de la bahía de Ramla bajo la Cueva de Calipso, y después la costa de Dwejra, donde se alzaba la Ventana Azul, el Inland Sea y su túnel en el acantilado hacia mar abierto, y, en los meses cálidos, un baño en su agua transparente.",
          "Le sable rouge de la baie de Ramla sous la grotte de Calypso, puis la côte de Dwejra où se dressait la Fenêtre d'azur, l'Inland Sea et son tunnel dans la falaise vers le large, et, à la belle saison, une baignade dans son eau claire.",
          "Der rote Sand der Ramla-Bucht unter der Kalypso-Höhle, dann die Küste von Dwejra, wo das Azure Window stand, das Inland Sea mit seinem Tunnel durch die Klippe zum offenen Meer und in den warmen Monaten ein Bad im klaren Wasser.",
        ],
      ],
    ],
  },
  "MLT Comino": {
    days: [
      [
        "see",
        [
          "Comino: the island walk and St. Mary's Tower",
          "Comino: il giro dell'isola e la torre di Santa Maria",
          "Comino: el paseo por la isla y la torre de Santa María",
          "Comino : le tour de l'île et la tour Sainte-Marie",
          "Comino: die Inselwanderung und der Marienturm",
        ],
        [
          "A walk across the car-free island on tracks through thyme and garrigue to St. Mary's Tower, built by the knights against pirates, the little chapel of the Return from Egypt, and the cliffs facing Gozo.",
          "Una camminata sull'isola senz'auto su sentieri tra timo e gariga fino alla torre di Santa Maria, costruita dai cavalieri contro i pirati, la chiesetta del Ritorno dall'Egitto e le scogliere di fronte a Gozo.",
          "Un paseo por la isla sin coches por caminos entre tomillo y garriga hasta la torre de Santa María, construida por los caballeros contra los piratas, la capillita del Regreso de Egipto y los acantilados frente a Gozo.",
          "Une marche sur l'île sans voitures par des pistes dans le thym et la garrigue jusqu'à la tour Sainte-Marie, bâtie par les chevaliers contre les pirates, la petite chapelle du Retour d'Égypte et les falaises face à Gozo.",
          "Eine Wanderung über die autofreie Insel auf Pfaden durch Thymian und Garrigue zum Marienturm, den die Ritter gegen Piraten bauten, zur kleinen Kapelle der Rückkehr aus Ägypten und zu den Klippen gegenüber Gozo.",
        ],
      ],
      [
        "boat",
        [
          "Comino: the Blue Lagoon and the caves",
          "Comino: la Laguna Blu e le grotte",
          "Comino: la Laguna Azul y las cuevas",
          "Comino : le Lagon bleu et les grottes",
          "Comino: die Blaue Lagune und die Grotten",
        ],
        [
          "A boat to the Blue Lagoon, the shallow strait of white sand and clear turquoise water between Comino and the islet of Cominotto, a swim in the warm months, and the sea caves of the Comino cliffs by boat.",
          "Una barca fino alla Laguna Blu, lo stretto basso di sabbia bianca e acqua turchese limpida tra Comino e l'isolotto di Cominotto, un bagno nei mesi caldi e le grotte marine delle scogliere di Comino in barca.",
          "Un barco hasta la Laguna Azul, el estrecho poco profundo de arena blanca y agua turquesa entre Comino y el islote de Cominotto, un baño en los meses cálidos y las cuevas marinas de los acantilados de Comino en barca.",
          "Un bateau jusqu'au Lagon bleu, détroit peu profond de sable blanc et d'eau turquoise limpide entre Comino et l'îlot de Cominotto, une baignade à la belle saison et les grottes marines des falaises de Comino en bateau.",
          "Mit dem Boot zur Blauen Lagune, der flachen Meerenge aus weißem Sand und klarem türkisfarbenem Wasser zwischen Comino und der Insel Cominotto, in den warmen Monaten ein Bad und die Meereshöhlen der Klippen Cominos vom Boot aus.",
        ],
      ],
    ],
  },
  "EST Tallinn": {
    days: [
      [
        "see",
        [
          "Tallinn: the Lower Town and Toompea",
          "Tallinn: la Città Bassa e Toompea",
          "Tallinn: la Ciudad Baja y Toompea",
          "Tallinn : la Ville basse et Toompea",
          "Tallinn: die Unterstadt und der Domberg",
        ],
        [
          "The Town Hall Square of the Hanseatic Lower Town, the old town pharmacy, the walls and towers along Viru Gate and Katariina käik, then up to Toompea, the onion domes of Alexander Nevsky and the Kohtuotsa viewpoint.",
          "La piazza del Municipio della Città Bassa anseatica, la vecchia farmacia, le mura e le torri lungo la Porta di Viru e il Katariina käik, poi su a Toompea, le cupole a cipolla di Aleksandr Nevskij e il belvedere di Kohtuotsa.",
          "La plaza del Ayuntamiento de la Ciudad Baja hanseática, la vieja farmacia, las murallas y torres junto a la Puerta de Viru y el Katariina käik, y después Toompea, las cúpulas bulbosas de Alejandro Nevski y el mirador de Kohtuotsa.",
          "La place de l'Hôtel-de-Ville de la Ville basse hanséatique, la vieille pharmacie, les remparts et tours de la porte de Viru et du Katariina käik, puis Toompea, les bulbes d'Alexandre-Nevski et le belvédère de Kohtuotsa.",
          "Der Rathausplatz der hanseatischen Unterstadt, die alte Ratsapotheke, Mauern und Türme an der Viru-Pforte und im Katharinengang, dann hinauf auf den Domberg zu den Zwiebeltürmen der Alexander-Newski-Kathedrale und zum Aussichtspunkt Kohtuotsa.",
        ],
      ],
      [
        "see",
        [
          "Tallinn: Kadriorg, Telliskivi and the seaplane hangars",
          "Tallinn: Kadriorg, Telliskivi e il porto degli idrovolanti",
          "Tallinn: Kadriorg, Telliskivi y el puerto de hidroaviones",
          "Tallinn : Kadriorg, Telliskivi et le port des hydravions",
          "Tallinn: Kadriorg, Telliskivi und der Wasserflugzeughafen",
        ],
        [
          "The baroque Kadriorg Palace built by Peter the Great and the Kumu art museum in its park, the creative quarter of Telliskivi in old factories, and the Lennusadam maritime museum in the domed seaplane hangars.",
          "Il palazzo barocco di Kadriorg costruito da Pietro il Grande e il museo d'arte Kumu nel suo parco, il quartiere creativo di Telliskivi nelle vecchie fabbriche e il museo marittimo Lennusadam negli hangar a cupola degli idrovolanti.",
          "El palacio barroco de Kadriorg construido por Pedro el Grande y el museo de arte Kumu en su parque, el barrio creativo de Telliskivi en viejas fábricas y el museo marítimo Lennusadam en los hangares abovedados de los hidroaviones.",
          "Le palais baroque de Kadriorg bâti par Pierre le Grand et le musée d'art Kumu dans son parc, le quartier créatif de Telliskivi dans d'anciennes usines et le musée maritime Lennusadam dans les hangars à coupoles des hydravions.",
          "Das von Peter dem Großen erbaute Barockschloss Kadriorg und das Kunstmuseum Kumu in seinem Park, das Kreativviertel Telliskivi in alten Fabriken und das Seefahrtsmuseum Lennusadam in den Kuppelhallen der Wasserflugzeuge.",
        ],
      ],
      [
        "food",
        [
          "Tallinn: Balti Jaam market and New Estonian food",
          "Tallinn: il mercato di Balti Jaam e la nuova cucina estone",
          "Tallinn: el mercado de Balti Jaam y la nueva cocina estonia",
          "Tallinn : le marché de Balti Jaam et la nouvelle cuisine estonienne",
          "Tallinn: der Markt Balti Jaam und neue estnische Küche",
        ],
        [
          "The Balti Jaam market by the old station for black rye bread, smoked fish and forest berries, kiluvõileib sprat sandwiches, and a dinner of New Estonian cooking with a glass of Vana Tallinn liqueur.",
          "Il mercato di Balti Jaam accanto alla vecchia stazione per pane nero di segale, pesce affumicato e frutti di bosco, i kiluvõileib, tartine di spratti, e una cena di nuova cucina estone con un bicchierino di liquore Vana Tallinn.",
          "El mercado de Balti Jaam junto a la vieja estación para pan negro de centeno, pescado ahumado y frutos del bosque, kiluvõileib, tostas de espadines, y una cena de nueva cocina estonia con una copa de licor Vana Tallinn.",
          "Le marché de Balti Jaam près de la vieille gare pour le pain noir de seigle, le poisson fumé et les baies des bois, les kiluvõileib, tartines de sprats, et un dîner de nouvelle cuisine estonienne avec un verre de liqueur Vana Tallinn.",
          "Der Markt Balti Jaam am alten Bahnhof mit schwarzem Roggenbrot, Räucherfisch und Waldbeeren, Kiluvõileib-Sprottenbrote und ein Abendessen der neuen estnischen Küche mit einem Glas Vana-Tallinn-Likör.",
        ],
      ],
    ],
  },
  "EST Lahemaa": {
    days: [
      [
        "see",
        [
          "Lahemaa: Palmse manor and the Viru bog",
          "Lahemaa: il maniero di Palmse e la torbiera di Viru",
          "Lahemaa: la mansión de Palmse y la turbera de Viru",
          "Lahemaa : le manoir de Palmse et la tourbière de Viru",
          "Lahemaa: das Gut Palmse und das Viru-Moor",
        ],
        [
          "The boardwalk across the Viru bog, among pools and dwarf pines, to its watchtower, then the Baltic German manor of Palmse, its park, distillery and orangery, in the oldest national park of Estonia.",
          "La passerella attraverso la torbiera di Viru, tra pozze e pini nani, fino alla sua torretta, poi il maniero baltico-tedesco di Palmse con il parco, la distilleria e l'aranciera, nel più antico parco nazionale dell'Estonia.",
          "La pasarela que cruza la turbera de Viru, entre charcas y pinos enanos, hasta su torre de observación, y después la mansión germano-báltica de Palmse, su parque, su destilería y su invernadero, en el parque nacional más antiguo de Estonia.",
          "Le caillebotis à travers la tourbière de Viru, entre mares et pins nains, jusqu'à sa tour d'observation, puis le manoir germano-balte de Palmse, son parc, sa distillerie et son orangerie, dans le plus ancien parc national d'Estonie.",
          "Der Bohlenweg durch das Viru-Moor zwischen Moorseen und Zwergkiefern zu seinem Aussichtsturm, dann das deutschbaltische Gut Palmse mit Park, Brennerei und Orangerie im ältesten Nationalpark Estlands.",
        ],
      ],
      [
        "see",
        [
          "Lahemaa: Käsmu, the captains' village",
          "Lahemaa: Käsmu, il villaggio dei capitani",
          "Lahemaa: Käsmu, el pueblo de los capitanes",
          "Lahemaa : Käsmu, le village des capitaines",
          "Lahemaa: Käsmu, das Kapitänsdorf",
        ],
        [
          "The wooden houses of Käsmu, the village of sea captains, and its maritime museum, the forest path past giant boulders left by the ice age, and the fishing village of Altja with its old net sheds.",
          "Le case di legno di Käsmu, il villaggio dei capitani di mare, e il suo museo marittimo, il sentiero nel bosco tra i massi giganti lasciati dall'era glaciale e il villaggio di pescatori di Altja con le vecchie rimesse per le reti.",
          "Las casas de madera de Käsmu, el pueblo de los capitanes de barco, y su museo marítimo, el sendero del bosque entre rocas gigantes dejadas por la era glacial y el pueblo pesquero de Altja con sus viejos cobertizos de redes.",
          "Les maisons de bois de Käsmu, le village des capitaines au long cours, et son musée maritime, le sentier forestier parmi les blocs géants laissés par l'ère glaciaire et le village de pêcheurs d'Altja et ses vieux hangars à filets.",
          "Die Holzhäuser von Käsmu, dem Dorf der Kapitäne, und sein Seefahrtsmuseum, der Waldweg vorbei an riesigen Findlingen aus der Eiszeit und das Fischerdorf Altja mit seinen alten Netzschuppen.",
        ],
      ],
    ],
  },
  "EST Tartu": {
    days: [
      [
        "see",
        [
          "Tartu: the university town on the Emajõgi",
          "Tartu: la città universitaria sull'Emajõgi",
          "Tartu: la ciudad universitaria junto al Emajõgi",
          "Tartu : la ville universitaire sur l'Emajõgi",
          "Tartu: die Universitätsstadt am Emajõgi",
        ],
        [
          "The Town Hall Square and its leaning house, the white-columned main building of the university, the ruined cathedral on Toome Hill, and the Estonian National Museum in its long glass building on an old airfield.",
          "La piazza del Municipio con la sua casa pendente, l'edificio principale dell'università a colonne bianche, la cattedrale in rovina sulla collina di Toome e il Museo nazionale estone nel lungo edificio di vetro su un vecchio aeroporto.",
          "La plaza del Ayuntamiento y su casa inclinada, el edificio principal de la universidad de columnas blancas, la catedral en ruinas de la colina de Toome y el Museo Nacional de Estonia en su largo edificio de cristal sobre un viejo aeródromo.",
          "La place de l'Hôtel-de-Ville et sa maison penchée, le bâtiment principal de l'université aux colonnes blanches, la cathédrale en ruine sur la colline de Toome et le Musée national estonien dans son long bâtiment de verre sur un ancien aérodrome.",
          "Der Rathausplatz mit seinem schiefen Haus, das weiß gesäulte Hauptgebäude der Universität, die Domruine auf dem Domberg und das Estnische Nationalmuseum in seinem langen Glasbau auf einem alten Flugfeld.",
        ],
      ],
      [
        "food",
        [
          "Tartu: the market hall and Lake Peipus",
          "Tartu: il mercato coperto e il lago Peipus",
          "Tartu: el mercado cubierto y el lago Peipus",
          "Tartu : la halle et le lac Peïpous",
          "Tartu: die Markthalle und der Peipussee",
        ],
        [
          "The Tartu market hall for cheeses and smoked meats, then out to the Old Believer villages on the shore of Lake Peipus for smoked fish, onions hung from every house, and tea from the samovar.",
          "Il mercato coperto di Tartu per formaggi e carni affumicate, poi i villaggi dei Vecchi Credenti sulla riva del lago Peipus per pesce affumicato, cipolle appese a ogni casa e tè dal samovar.",
          "El mercado cubierto de Tartu para quesos y carnes ahumadas, y después los pueblos de los Viejos Creyentes a orillas del lago Peipus para pescado ahumado, cebollas colgadas en cada casa y té del samovar.",
          "La halle de Tartu pour les fromages et les viandes fumées, puis les villages de Vieux-Croyants au bord du lac Peïpous pour le poisson fumé, les oignons pendus à chaque maison et le thé au samovar.",
          "Die Markthalle von Tartu mit Käse und Geräuchertem, dann hinaus in die Dörfer der Altgläubigen am Ufer des Peipussees für Räucherfisch, an jedem Haus hängende Zwiebeln und Tee aus dem Samowar.",
        ],
      ],
    ],
  },
  "EST Soomaa": {
    months: [5, 9],
    days: [
      [
        "see",
        [
          "Soomaa: the Riisa bog boardwalk",
          "Soomaa: la passerella della torbiera di Riisa",
          "Soomaa: la pasarela de la turbera de Riisa",
          "Soomaa : le caillebotis de la tourbière de Riisa",
          "Soomaa: der Bohlenweg im Riisa-Moor",
        ],
        [
          "The boardwalk trail across the raised bog of Riisa, a land of moss, dark pools and stunted pines, with a swim in a bog pool for the brave and the lookout tower over the land of bogs.",
          "Il sentiero su passerella attraverso la torbiera alta di Riisa, un mondo di muschi, pozze scure e pini stentati, con un bagno in una pozza per i coraggiosi e la torretta panoramica sulla terra delle torbiere.",
          "El sendero de pasarelas por la turbera alta de Riisa, un mundo de musgo, charcas oscuras y pinos raquíticos, con un baño en una charca para los valientes y la torre mirador sobre la tierra de las turberas.",
          "Le sentier sur caillebotis à travers la tourbière haute de Riisa, un monde de mousses, de mares sombres et de pins rabougris, avec une baignade dans une mare pour les courageux et la tour d'observation sur le pays des tourbières.",
          "Der Bohlenpfad über das Hochmoor von Riisa, eine Welt aus Moos, dunklen Moorseen und krüppeligen Kiefern, mit einem Bad im Moorauge für Mutige und dem Aussichtsturm über dem Land der Moore.",
        ],
      ],
      [
        "see",
        [
          "Soomaa: by dugout canoe on the rivers",
          "Soomaa: in canoa monossile sui fiumi",
          "Soomaa: en piragua monóxila por los ríos",
          "Soomaa : en pirogue monoxyle sur les rivières",
          "Soomaa: im Einbaum auf den Flüssen",
        ],
        [
          "A paddle on the slow rivers of the park in a haabjas, the traditional dugout canoe of the region, through flooded forest and meadows, with the local guide who keeps the old craft of carving them.",
          "Una pagaiata sui fiumi lenti del parco in un haabjas, la tradizionale canoa monossile della regione, tra boschi e prati allagati, con la guida locale che custodisce l'antica arte di scavarle.",
          "Un paseo en remo por los ríos lentos del parque en un haabjas, la piragua monóxila tradicional de la región, entre bosques y prados inundados, con el guía local que mantiene el viejo oficio de tallarlas.",
          "Une sortie à la pagaie sur les rivières lentes du parc en haabjas, la pirogue monoxyle traditionnelle de la région, à travers forêts et prairies inondées, avec le guide local qui perpétue l'art de les creuser.",
          "Eine Paddeltour auf den langsamen Flüssen des Parks im Haabjas, dem traditionellen Einbaum der Gegend, durch überflutete Wälder und Wiesen, mit dem örtlichen Guide, der das alte Handwerk des Bootsbaus pflegt.",
        ],
      ],
    ],
  },
  "EST Pärnu": {
    days: [
      [
        "see",
        [
          "Pärnu: the summer capital and its beach",
          "Pärnu: la capitale d'estate e la sua spiaggia",
          "Pärnu: la capital del verano y su playa",
          "Pärnu : la capitale d'été et sa plage",
          "Pärnu: die Sommerhauptstadt und ihr Strand",
        ],
        [
          "The wooden villas of the old resort, the Tallinn Gate in the Swedish ramparts, the Elizabeth and St. Catherine churches, the white Mud Baths building, and the long sandy beach of the bay.",
          "Le ville di legno della vecchia località balneare, la Porta di Tallinn nei bastioni svedesi, le chiese di Elisabetta e di Santa Caterina, il bianco edificio dei Bagni di fango e la lunga spiaggia sabbiosa della baia.",
          "Las villas de madera del viejo balneario, la Puerta de Tallin en los baluartes suecos, las iglesias de Isabel y de Santa Catalina, el blanco edificio de los Baños de Barro y la larga playa de arena de la bahía.",
          "Les villas de bois de la vieille station balnéaire, la porte de Tallinn dans les remparts suédois, les églises Élisabeth et Sainte-Catherine, le bâtiment blanc des Bains de boue et la longue plage de sable de la baie.",
          "Die Holzvillen des alten Seebads, das Tallinner Tor im schwedischen Wall, die Elisabeth- und die Katharinenkirche, das weiße Schlammbadhaus und der lange Sandstrand der Bucht.",
        ],
      ],
      [
        "food",
        [
          "Pärnu: smoked fish and Estonian rye",
          "Pärnu: pesce affumicato e segale estone",
          "Pärnu: pescado ahumado y centeno estonio",
          "Pärnu : poisson fumé et seigle estonien",
          "Pärnu: Räucherfisch und estnischer Roggen",
        ],
        [
          "The Pärnu market for flounder and perch smoked over alder, black rye bread and sour cream, then dinner of Baltic herring with dill potatoes and kama, the roasted grain dessert, in the old town.",
          "Il mercato di Pärnu per passere e pesci persici affumicati sull'ontano, pane nero di segale e panna acida, poi a cena aringhe del Baltico con patate all'aneto e kama, il dessert di cereali tostati, nella città vecchia.",
          "El mercado de Pärnu para platija y perca ahumadas con aliso, pan negro de centeno y nata agria, y después una cena de arenque del Báltico con patatas al eneldo y kama, el postre de cereales tostados, en el casco antiguo.",
          "Le marché de Pärnu pour le flet et la perche fumés à l'aulne, le pain noir de seigle et la crème aigre, puis un dîner de hareng de la Baltique aux pommes de terre à l'aneth et de kama, dessert aux céréales grillées, dans la vieille ville.",
          "Der Markt von Pärnu mit über Erlenholz geräucherter Flunder und Barsch, schwarzem Roggenbrot und saurer Sahne, dann zum Abendessen Ostseehering mit Dillkartoffeln und Kama, das Dessert aus geröstetem Getreide, in der Altstadt.",
        ],
      ],
    ],
  },
  "EST Saaremaa": {
    days: [
      [
        "see",
        [
          "Saaremaa: Kuressaare castle and the Kaali crater",
          "Saaremaa: il castello di Kuressaare e il cratere di Kaali",
          "Saaremaa: el castillo de Kuressaare y el cráter de Kaali",
          "Saaremaa : le château de Kuressaare et le cratère de Kaali",
          "Saaremaa: die Burg Kuressaare und der Kaali-Krater",
        ],
        [
          "The ferry across from Virtsu, the bishop's castle of Kuressaare, the best kept medieval castle in the Baltics, the Kaali meteorite crater filled by a round lake, and the wooden windmills of Angla on their ridge.",
          "Il traghetto da Virtsu, il castello vescovile di Kuressaare, il castello medievale meglio conservato del Baltico, il cratere del meteorite di Kaali riempito da un lago rotondo e i mulini a vento di legno di Angla sul crinale.",
          "El ferri desde Virtsu, el castillo episcopal de Kuressaare, el castillo medieval mejor conservado del Báltico, el cráter del meteorito de Kaali lleno por un lago redondo y los molinos de madera de Angla en su loma.",
          "Le ferry depuis Virtsu, le château épiscopal de Kuressaare, le mieux conservé des châteaux médiévaux des pays baltes, le cratère de météorite de Kaali rempli d'un lac rond et les moulins à vent de bois d'Angla sur leur crête.",
          "Die Fähre ab Virtsu, die Bischofsburg von Kuressaare, die besterhaltene mittelalterliche Burg des Baltikums, der vom runden See gefüllte Meteoritenkrater von Kaali und die hölzernen Windmühlen von Angla auf ihrem Rücken.",
        ],
      ],
      [
        "boat",
        [
          "Saaremaa: the Panga cliff and the island of Abruka",
          "Saaremaa: la scogliera di Panga e l'isola di Abruka",
          "Saaremaa: el acantilado de Panga y la isla de Abruka",
          "Saaremaa : la falaise de Panga et l'île d'Abruka",
          "Saaremaa: das Panga-Kliff und die Insel Abruka",
        ],
        [
          "The small ferry from Roomassaare to the island of Abruka, its broadleaf forest, village of a few farms and lighthouse, and back on Saaremaa the limestone cliff of Panga over the open Baltic.",
          "Il piccolo traghetto da Roomassaare all'isola di Abruka, con il suo bosco di latifoglie, il villaggio di poche fattorie e il faro, e di nuovo su Saaremaa la scogliera calcarea di Panga sul Baltico aperto.",
          "El pequeño ferri de Roomassaare a la isla de Abruka, con su bosque de frondosas, su aldea de pocas granjas y su faro, y de vuelta en Saaremaa el acantilado calizo de Panga sobre el Báltico abierto.",
          "Le petit bac de Roomassaare vers l'île d'Abruka, sa forêt de feuillus, son village de quelques fermes et son phare, puis de retour sur Saaremaa la falaise calcaire de Panga face à la Baltique.",
          "Die kleine Fähre von Roomassaare zur Insel Abruka mit ihrem Laubwald, dem Dorf aus wenigen Höfen und dem Leuchtturm, und zurück auf Saaremaa das Kalksteinkliff von Panga über der offenen Ostsee.",
        ],
      ],
    ],
  },
  "LVA Riga": {
    days: [
      [
        "see",
        [
          "Riga: the old town and the House of the Blackheads",
          "Riga: la città vecchia e la Casa delle Teste Nere",
          "Riga: el casco antiguo y la Casa de los Cabezas Negras",
          "Riga : la vieille ville et la maison des Têtes-Noires",
          "Riga: die Altstadt und das Schwarzhäupterhaus",
        ],
        [
          "The gabled House of the Blackheads on the Town Hall Square, St. Peter's Church and the view from its tower, the Dome Cathedral and its great organ, the Three Brothers houses, and the Swedish Gate in the old wall.",
          "La Casa delle Teste Nere con i suoi frontoni sulla piazza del Municipio, la chiesa di San Pietro con l'ascensore sulla torre, il Duomo e il suo grande organo, le case dei Tre Fratelli e la Porta Svedese nelle vecchie mura.",
          "La Casa de los Cabezas Negras con sus frontones en la plaza del Ayuntamiento, la iglesia de San Pedro con el ascensor de su torre, la catedral del Domo y su gran órgano, las casas de los Tres Hermanos y la Puerta Sueca en la vieja muralla.",
          "La maison des Têtes-Noires et ses pignons sur la place de l'Hôtel-de-Ville, l'église Saint-Pierre et l'ascenseur de sa tour, la cathédrale du Dôme et son grand orgue, les maisons des Trois Frères et la porte Suédoise dans le vieux rempart.",
          "Das Schwarzhäupterhaus mit seinen Giebeln am Rathausplatz, die Petrikirche mit dem Aufzug im Turm, der Dom mit seiner großen Orgel, die Häuser der Drei Brüder und das Schwedentor in der alten Mauer.",
        ],
      ],
      [
        "see",
        [
          "Riga: the Art Nouveau streets",
          "Riga: le vie dell'Art Nouveau",
          "Riga: las calles del art nouveau",
          "Riga : les rues Art nouveau",
          "Riga: die Jugendstilstraßen",
        ],
        [
          "The Art Nouveau façades of Alberta and Elizabetes streets, faces, masks and peacocks by Mikhail Eisenstein, the Art Nouveau Museum in an architect's former home, and the Freedom Monument and canal parks.",
          "Le facciate Art Nouveau delle vie Alberta ed Elizabetes, volti, maschere e pavoni di Michail Ejzenštejn, il Museo dell'Art Nouveau nell'appartamento di un architetto e il Monumento alla Libertà e i parchi lungo il canale.",
          "Las fachadas art nouveau de las calles Alberta y Elizabetes, rostros, máscaras y pavos reales de Mijaíl Eisenstein, el Museo del Art Nouveau en el piso de un arquitecto y el Monumento a la Libertad y los parques del canal.",
          "Les façades Art nouveau des rues Alberta et Elizabetes, visages, masques et paons de Mikhaïl Eisenstein, le musée de l'Art nouveau dans l'appartement d'un architecte, et le monument de la Liberté et les parcs du canal.",
          "Die Jugendstilfassaden der Alberta- und der Elizabetes-Straße mit Gesichtern, Masken und Pfauen von Michail Eisenstein, das Jugendstilmuseum in der Wohnung eines Architekten und das Freiheitsdenkmal mit den Kanalparks.",
        ],
      ],
      [
        "food",
        [
          "Riga: the Central Market in the zeppelin hangars",
          "Riga: il Mercato Centrale negli hangar degli zeppelin",
          "Riga: el Mercado Central en los hangares de zepelines",
          "Riga : le marché central dans les hangars à zeppelins",
          "Riga: der Zentralmarkt in den Zeppelinhallen",
        ],
        [
          "The Central Market in five old zeppelin hangars, for smoked fish, rye bread, sauerkraut and forest berries, then pelēkie zirņi, dark peas with bacon, a glass of Black Balsam, and rupjmaize kārtojums, rye bread trifle.",
          "Il Mercato Centrale in cinque vecchi hangar per zeppelin, per pesce affumicato, pane di segale, crauti e frutti di bosco, poi piselli grigi con pancetta, un bicchierino di Balsamo Nero e il rupjmaize kārtojums, dolce di pane di segale.",
          "El Mercado Central en cinco viejos hangares de zepelines, para pescado ahumado, pan de centeno, chucrut y frutos del bosque, y después guisantes grises con tocino, una copa de Bálsamo Negro y rupjmaize kārtojums, postre de pan de centeno.",
          "Le marché central dans cinq anciens hangars à zeppelins, pour le poisson fumé, le pain de seigle, la choucroute et les baies des bois, puis pois gris au lard, un verre de Baume noir et rupjmaize kārtojums, dessert au pain de seigle.",
          "Der Zentralmarkt in fünf alten Zeppelinhallen mit Räucherfisch, Roggenbrot, Sauerkraut und Waldbeeren, dann graue Erbsen mit Speck, ein Glas Schwarzer Balsam und Rupjmaize kārtojums, Schichtdessert aus Roggenbrot.",
        ],
      ],
    ],
  },
  "LVA Rundāle Palace": {
    days: [
      [
        "see",
        [
          "Rundāle Palace: the Baltic Versailles",
          "Palazzo di Rundāle: la Versailles del Baltico",
          "Palacio de Rundāle: el Versalles del Báltico",
          "Palais de Rundāle : le Versailles balte",
          "Schloss Rundāle: das Versailles des Baltikums",
        ],
        [
          "The baroque and rococo palace built by Rastrelli for Duke Biron of Courland: the Gold Hall, the White Hall of stucco, the duke's apartments, and the French garden with its rose garden.",
          "Il palazzo barocco e rococò costruito da Rastrelli per il duca Biron di Curlandia: la Sala d'Oro, la Sala Bianca di stucchi, gli appartamenti del duca e il giardino alla francese con il roseto.",
          "El palacio barroco y rococó construido por Rastrelli para el duque Biron de Curlandia: la Sala de Oro, la Sala Blanca de estucos, los aposentos del duque y el jardín francés con su rosaleda.",
          "Le palais baroque et rococo bâti par Rastrelli pour le duc Biron de Courlande : la salle d'Or, la salle Blanche en stuc, les appartements du duc et le jardin à la française et sa roseraie.",
          "Das von Rastrelli für Herzog Biron von Kurland erbaute Barock- und Rokokoschloss: der Goldene Saal, der Weiße Saal aus Stuck, die Gemächer des Herzogs und der französische Garten mit seinem Rosengarten.",
        ],
      ],
    ],
  },
  "LVA Gauja National Park": {
    days: [
      [
        "see",
        [
          "Gauja National Park: Turaida castle and the sandstone caves",
          "Parco nazionale del Gauja: il castello di Turaida e le grotte di arenaria",
          "Parque nacional del Gauja: el castillo de Turaida y las cuevas de arenisca",
          "Parc national de la Gauja : le château de Turaida et les grottes de grès",
          "Gauja-Nationalpark: die Burg Turaida und die Sandsteinhöhlen",
        ],
        [
          "The red-brick tower of Turaida castle over the forested valley of the Gauja, the Rose of Turaida's grave under its linden, the folk song hill, and the Gūtmanis cave cut into red sandstone.",
          "La torre di mattoni rossi del castello di Turaida sopra la valle boscosa del Gauja, la tomba della Rosa di Turaida sotto il suo tiglio, la collina dei canti popolari e la grotta di Gūtmanis scavata nell'arenaria rossa.",
          "La torre de ladrillo rojo del castillo de Turaida sobre el valle boscoso del Gauja, la tumba de la Rosa de Turaida bajo su tilo, la colina de las canciones populares y la cueva de Gūtmanis excavada en arenisca roja.",
          "La tour de brique rouge du château de Turaida au-dessus de la vallée boisée de la Gauja, la tombe de la Rose de Turaida sous son tilleul, la colline des chants populaires et la grotte de Gūtmanis creusée dans le grès rouge.",
          "Der rote Backsteinturm der Burg Turaida über dem bewaldeten Tal der Gauja, das Grab der Rose von Turaida unter ihrer Linde, der Volksliederhügel und die Gūtmanis-Höhle im roten Sandstein.",
        ],
      ],
      [
        "see",
        [
          "Gauja National Park: Līgatne and the Soviet bunker",
          "Parco nazionale del Gauja: Līgatne e il bunker sovietico",
          "Parque nacional del Gauja: Līgatne y el búnker soviético",
          "Parc national de la Gauja : Līgatne et le bunker soviétique",
          "Gauja-Nationalpark: Līgatne und der Sowjetbunker",
        ],
        [
          "The old paper-mill village of Līgatne with its workers' houses and cellars cut in the cliffs, the secret Soviet bunker hidden under a rest home, and the nature trails where bison, elk and bears live in wide forest enclosures.",
          "Il vecchio villaggio della cartiera di Līgatne con le case operaie e le cantine scavate nelle rupi, il bunker sovietico segreto nascosto sotto una casa di riposo e i sentieri naturalistici dove bisonti, alci e orsi vivono in ampi recinti nel bosco.",
          "El viejo pueblo papelero de Līgatne con sus casas obreras y sus bodegas excavadas en los acantilados, el búnker soviético secreto escondido bajo una casa de reposo y los senderos naturales donde bisontes, alces y osos viven en amplios recintos del bosque.",
          "Le vieux village papetier de Līgatne, ses maisons ouvrières et ses caves creusées dans les falaises, le bunker soviétique secret caché sous une maison de repos et les sentiers nature où bisons, élans et ours vivent dans de vastes enclos forestiers.",
          "Das alte Papiermühlendorf Līgatne mit seinen Arbeiterhäusern und in die Felsen gegrabenen Kellern, der geheime Sowjetbunker unter einem Erholungsheim und die Naturpfade, auf denen Wisente, Elche und Bären in weiten Waldgehegen leben.",
        ],
      ],
    ],
  },
  "LVA Sigulda": {
    days: [
      [
        "see",
        [
          "Sigulda: the castles over the Gauja valley",
          "Sigulda: i castelli sulla valle del Gauja",
          "Sigulda: los castillos sobre el valle del Gauja",
          "Sigulda : les châteaux au-dessus de la vallée de la Gauja",
          "Sigulda: die Burgen über dem Gauja-Tal",
        ],
        [
          "The ruins of the Livonian Order's castle and the New Castle beside it, the view across the Gauja valley to Krimulda manor, and the bob track, where visitors can ride down in a guided bob.",
          "Le rovine del castello dell'Ordine di Livonia e il Castello Nuovo lì accanto, la vista sulla valle del Gauja fino al maniero di Krimulda e la pista di bob dove i visitatori possono scendere in bob.",
          "Las ruinas del castillo de la Orden Livona y el Castillo Nuevo a su lado, la vista sobre el valle del Gauja hasta la mansión de Krimulda y la pista de bobsleigh donde los visitantes pueden bajar en bob.",
          "Les ruines du château de l'ordre Livonien et le Château neuf à côté, la vue sur la vallée de la Gauja jusqu'au manoir de Krimulda, et la piste de bobsleigh où les visiteurs peuvent descendre en bob.",
          "Die Ruinen der Burg des Livländischen Ordens und das Neue Schloss daneben, der Blick über das Gauja-Tal zum Gut Krimulda und die Bobbahn, auf der Besucher selbst im Bob hinunterfahren können.",
        ],
      ],
      [
        "food",
        [
          "Sigulda: a Latvian farm table",
          "Sigulda: la tavola di una fattoria lettone",
          "Sigulda: la mesa de una granja letona",
          "Sigulda : la table d'une ferme lettone",
          "Sigulda: ein lettischer Bauerntisch",
        ],
        [
          "A farm in the Gauja valley for rye bread from the wood oven, caraway cheese, honey and smoked pork, birch sap drink, and a tasting of Latvian berry and apple wines.",
          "Una fattoria nella valle del Gauja per pane di segale del forno a legna, formaggio al cumino, miele e maiale affumicato, linfa di betulla e una degustazione di vini lettoni di bacche e di mele.",
          "Una granja del valle del Gauja para pan de centeno del horno de leña, queso con alcaravea, miel y cerdo ahumado, savia de abedul y una cata de vinos letones de bayas y de manzana.",
          "Une ferme de la vallée de la Gauja pour le pain de seigle du four à bois, le fromage au carvi, le miel et le porc fumé, la sève de bouleau et une dégustation de vins lettons de baies et de pommes.",
          "Ein Hof im Gauja-Tal mit Roggenbrot aus dem Holzofen, Kümmelkäse, Honig und Räucherschwein, Birkensaft und einer Probe lettischer Beeren- und Apfelweine.",
        ],
      ],
    ],
  },
  "LVA Cēsis": {
    days: [
      [
        "see",
        [
          "Cēsis: the castle of the Livonian Order",
          "Cēsis: il castello dell'Ordine di Livonia",
          "Cēsis: el castillo de la Orden Livona",
          "Cēsis : le château de l'ordre Livonien",
          "Cēsis: die Burg des Livländischen Ordens",
        ],
        [
          "The towers of the medieval castle of the Livonian Order, climbed by lantern light, the New Castle and its park, St. John's Church, and the cobbled streets and wooden houses of the old town.",
          "Le torri del castello medievale dell'Ordine di Livonia, salite alla luce di una lanterna, il Castello Nuovo e il suo parco, la chiesa di San Giovanni e le vie acciottolate e le case di legno della città vecchia.",
          "Las torres del castillo medieval de la Orden Livona, subidas a la luz de un farol, el Castillo Nuevo y su parque, la iglesia de San Juan y las calles empedradas y casas de madera del casco antiguo.",
          "Les tours du château médiéval de l'ordre Livonien, gravies à la lueur d'une lanterne, le Château neuf et son parc, l'église Saint-Jean et les rues pavées et maisons de bois de la vieille ville.",
          "Die Türme der mittelalterlichen Burg des Livländischen Ordens, im Laternenschein erstiegen, das Neue Schloss und sein Park, die Johanniskirche und die gepflasterten Gassen und Holzhäuser der Altstadt.",
        ],
      ],
      [
        "food",
        [
          "Cēsis: Cēsu beer and the Vidzeme table",
          "Cēsis: la birra Cēsu e la tavola della Vidzeme",
          "Cēsis: la cerveza Cēsu y la mesa de Vidzeme",
          "Cēsis : la bière Cēsu et la table de Vidzeme",
          "Cēsis: Cēsu-Bier und die Küche Vidzemes",
        ],
        [
          "The home town of the Cēsu brewery, a glass of local beer with smoked cheese and fried rye bread with garlic, and a dinner of pork with sauerkraut and potato pancakes.",
          "La città del birrificio Cēsu, un bicchiere di birra locale con formaggio affumicato e pane di segale fritto all'aglio e una cena di maiale con crauti e frittelle di patate.",
          "La ciudad de la cervecería Cēsu, un vaso de cerveza local con queso ahumado y pan de centeno frito con ajo, y una cena de cerdo con chucrut y tortitas de patata.",
          "La ville de la brasserie Cēsu, un verre de bière locale avec du fromage fumé et du pain de seigle frit à l'ail, et un dîner de porc à la choucroute et de galettes de pommes de terre.",
          "Die Heimat der Brauerei Cēsu, ein Glas Bier mit Räucherkäse und Knoblauch-Roggenbrot aus der Pfanne und ein Abendessen mit Schwein, Sauerkraut und Kartoffelpuffern.",
        ],
      ],
    ],
  },
  "LVA Jūrmala": {
    days: [
      [
        "see",
        [
          "Jūrmala: the wooden villas of the resort",
          "Jūrmala: le ville di legno della località balneare",
          "Jūrmala: las villas de madera del balneario",
          "Jūrmala : les villas de bois de la station",
          "Jūrmala: die Holzvillen des Seebads",
        ],
        [
          "The pedestrian Jomas street of Majori and the carved wooden villas and summer houses of Dzintari and Bulduri among the pines, between the Lielupe river and the sea, and the Dzintari concert hall.",
          "La pedonale via Jomas di Majori e le ville e case estive di legno intagliato di Dzintari e Bulduri tra i pini, tra il fiume Lielupe e il mare, e la sala concerti di Dzintari.",
          "La calle peatonal Jomas de Majori y las villas y casas de verano de madera tallada de Dzintari y Bulduri entre pinos, entre el río Lielupe y el mar, y la sala de conciertos de Dzintari.",
          "La rue piétonne Jomas de Majori et les villas et maisons d'été en bois sculpté de Dzintari et Bulduri parmi les pins, entre la Lielupe et la mer, et la salle de concert de Dzintari.",
          "Die Fußgängerstraße Jomas in Majori und die geschnitzten Holzvillen und Sommerhäuser von Dzintari und Bulduri zwischen Kiefern, zwischen der Lielupe und dem Meer, und die Konzerthalle von Dzintari.",
        ],
      ],
      [
        "beach",
        [
          "Jūrmala: the long white sands of the Gulf of Riga",
          "Jūrmala: la lunga sabbia bianca del golfo di Riga",
          "Jūrmala: la larga arena blanca del golfo de Riga",
          "Jūrmala : le long sable blanc du golfe de Riga",
          "Jūrmala: der lange weiße Sand am Rigaischen Meerbusen",
        ],
        [
          "A walk or a bike ride along the long white sands of the Gulf of Riga behind the pine dunes, a swim in the shallow sea in the warm months, and the white dune of Ragakāpa with its open-air museum of fishermen's boats.",
          "Una passeggiata o un giro in bici sulla lunga sabbia bianca del golfo di Riga dietro le dune a pini, un bagno nel mare basso nei mesi caldi e la duna bianca di Ragakāpa con il museo all'aperto delle barche dei pescatori.",
          "Un paseo a pie o en bicicleta por la larga arena blanca del golfo de Riga tras las dunas de pinos, un baño en el mar poco profundo en los meses cálidos y la duna blanca de Ragakāpa con su museo al aire libre de barcas de pescadores.",
          "Une balade à pied ou à vélo sur le long sable blanc du golfe de Riga derrière les dunes de pins, une baignade dans la mer peu profonde à la belle saison et la dune blanche de Ragakāpa et son musée en plein air des barques de pêcheurs.",
          "Ein Spaziergang oder eine Radtour am langen weißen Sand des Rigaischen Meerbusens hinter den Kieferndünen, in den warmen Monaten ein Bad im flachen Meer und die weiße Düne Ragakāpa mit ihrem Freilichtmuseum der Fischerboote.",
        ],
      ],
    ],
  },
  "LTU Vilnius": {
    days: [
      [
        "see",
        [
          "Vilnius: the baroque old town and the Gate of Dawn",
          "Vilnius: la città vecchia barocca e la Porta dell'Aurora",
          "Vilnius: el casco antiguo barroco y la Puerta de la Aurora",
          "Vilnius : la vieille ville baroque et la porte de l'Aurore",
          "Vilnius: die barocke Altstadt und das Tor der Morgenröte",
        ],
        [
          "The Gate of Dawn and its chapel of the Madonna, the baroque churches of St. Casimir and St. Anne, the courtyards of Vilnius University, the cathedral square, and the view from Gediminas' Tower.",
          "La Porta dell'Aurora con la cappella della Madonna, le chiese barocche di San Casimiro e di Sant'Anna, i cortili dell'università di Vilnius, la piazza della cattedrale e la vista dalla torre di Gediminas.",
          "La Puerta de la Aurora y su capilla de la Virgen, las iglesias barrocas de San Casimiro y Santa Ana, los patios de la universidad de Vilnius, la plaza de la catedral y la vista desde la torre de Gediminas.",
          "La porte de l'Aurore et sa chapelle de la Vierge, les églises baroques Saint-Casimir et Sainte-Anne, les cours de l'université de Vilnius, la place de la cathédrale et la vue depuis la tour de Gediminas.",
          "Das Tor der Morgenröte mit seiner Marienkapelle, die Barockkirchen St. Kasimir und St. Anna, die Höfe der Universität Vilnius, der Kathedralenplatz und der Blick vom Gediminas-Turm.",
        ],
      ],
      [
        "see",
        [
          "Vilnius: Užupis and the Jewish Vilna",
          "Vilnius: Užupis e la Vilna ebraica",
          "Vilnius: Užupis y la Vilna judía",
          "Vilnius : Užupis et la Vilna juive",
          "Vilnius: Užupis und das jüdische Wilna",
        ],
        [
          "The self-proclaimed republic of Užupis across its little river, with its constitution on a wall, the lanes of the old Jewish quarter of the Jerusalem of the North, and the museum of the KGB prison.",
          "L'autoproclamata repubblica di Užupis oltre il suo fiumiciattolo, con la costituzione su un muro, i vicoli del vecchio quartiere ebraico della Gerusalemme del Nord e il museo del carcere del KGB.",
          "La autoproclamada república de Užupis al otro lado de su riachuelo, con su constitución en un muro, las callejas del viejo barrio judío de la Jerusalén del Norte y el museo de la cárcel del KGB.",
          "La république autoproclamée d'Užupis de l'autre côté de sa petite rivière, sa constitution sur un mur, les ruelles de l'ancien quartier juif de la Jérusalem du Nord et le musée de la prison du KGB.",
          "Die selbsternannte Republik Užupis jenseits ihres Flüsschens mit ihrer Verfassung an einer Wand, die Gassen des alten jüdischen Viertels des Jerusalems des Nordens und das Museum im KGB-Gefängnis.",
        ],
      ],
      [
        "food",
        [
          "Vilnius: cepelinai, šaltibarščiai and Halės market",
          "Vilnius: cepelinai, šaltibarščiai e il mercato Halės",
          "Vilnius: cepelinai, šaltibarščiai y el mercado Halės",
          "Vilnius : cepelinai, šaltibarščiai et le marché Halės",
          "Vilnius: Cepelinai, Šaltibarščiai und der Halės-Markt",
        ],
        [
          "The Halės market hall for smoked meats, curd cheese and honey, then cepelinai, potato dumplings with meat and sour cream, pink šaltibarščiai beet soup, and kibinai pastries from the Karaim of Trakai.",
          "Il mercato coperto Halės per carni affumicate, formaggio fresco e miele, poi i cepelinai, gnocchi di patate ripieni di carne con panna acida, la rosa šaltibarščiai, zuppa fredda di barbabietole, e i kibinai dei caraimi di Trakai.",
          "El mercado cubierto Halės para carnes ahumadas, requesón y miel, y después cepelinai, albóndigas de patata rellenas de carne con nata agria, la rosa šaltibarščiai, sopa fría de remolacha, y los kibinai de los caraítas de Trakai.",
          "La halle Halės pour les viandes fumées, le fromage blanc et le miel, puis les cepelinai, quenelles de pommes de terre farcies de viande à la crème, le šaltibarščiai rose, soupe froide de betterave, et les kibinai des Karaïmes de Trakai.",
          "Die Markthalle Halės mit Geräuchertem, Quark und Honig, dann Cepelinai, mit Fleisch gefüllte Kartoffelklöße mit saurer Sahne, die rosa Rote-Bete-Kaltschale Šaltibarščiai und Kibinai, die Teigtaschen der Karäer von Trakai.",
        ],
      ],
    ],
  },
  "LTU Trakai Castle": {
    days: [
      [
        "see",
        [
          "Trakai Castle: the island castle on Lake Galvė",
          "Castello di Trakai: il castello sull'isola del lago Galvė",
          "Castillo de Trakai: el castillo en la isla del lago Galvė",
          "Château de Trakai : le château sur l'île du lac Galvė",
          "Burg Trakai: die Inselburg im Galvė-See",
        ],
        [
          "The red-brick Gothic castle of the grand dukes on its island in Lake Galvė, reached by wooden bridges, its keep and museum, the painted wooden houses of the Karaim community, and the walk along the lakeshore.",
          "Il castello gotico di mattoni rossi dei granduchi sulla sua isola nel lago Galvė, raggiunto da ponti di legno, il mastio e il museo, le case di legno dipinte della comunità caraima e la passeggiata lungo il lago.",
          "El castillo gótico de ladrillo rojo de los grandes duques en su isla del lago Galvė, al que se llega por puentes de madera, su torre del homenaje y su museo, las casas de madera pintadas de la comunidad caraíta y el paseo por la orilla del lago.",
          "Le château gothique de brique rouge des grands-ducs sur son île du lac Galvė, rejoint par des ponts de bois, son donjon et son musée, les maisons de bois peintes de la communauté karaïme et la promenade au bord du lac.",
          "Die gotische Backsteinburg der Großfürsten auf ihrer Insel im Galvė-See, über Holzbrücken erreicht, mit Bergfried und Museum, die bemalten Holzhäuser der Karäergemeinde und der Spaziergang am Seeufer.",
        ],
      ],
    ],
  },
  "LTU Aukštaitija National Park": {
    days: [
      [
        "see",
        [
          "Aukštaitija National Park: the Ladakalnis hill and the lakes",
          "Parco nazionale dell'Aukštaitija: la collina di Ladakalnis e i laghi",
          "Parque nacional de Aukštaitija: la colina de Ladakalnis y los lagos",
          "Parc national d'Aukštaitija : la colline de Ladakalnis et les lacs",
          "Nationalpark Aukštaitija: der Hügel Ladakalnis und die Seen",
        ],
        [
          "The view from Ladakalnis hill over seven lakes in the pine forest, the old watermill of Ginučiai, the wooden village of Salos on its peninsula, and, in the warm months, a canoe between the lakes linked by streams.",
          "La vista dalla collina di Ladakalnis su sette laghi nella pineta, il vecchio mulino ad acqua di Ginučiai, il villaggio di legno di Salos sulla sua penisola e, nei mesi caldi, una canoa tra i laghi legati dai torrenti.",
          "La vista desde la colina de Ladakalnis sobre siete lagos en el pinar, el viejo molino de agua de Ginučiai, el pueblo de madera de Salos en su península y, en los meses cálidos, una canoa entre los lagos unidos por arroyos.",
          "La vue depuis la colline de Ladakalnis sur sept lacs dans la pinède, le vieux moulin à eau de Ginučiai, le village de bois de Salos sur sa presqu'île et, à la belle saison, un canoë entre les lacs reliés par des ruisseaux.",
          "Der Blick vom Hügel Ladakalnis über sieben Seen im Kiefernwald, die alte Wassermühle von Ginučiai, das Holzdorf Salos auf seiner Halbinsel und in den warmen Monaten eine Kanufahrt zwischen den durch Bäche verbundenen Seen.",
        ],
      ],
      [
        "see",
        [
          "Aukštaitija National Park: Stripeikiai and the Palūšė church",
          "Parco nazionale dell'Aukštaitija: Stripeikiai e la chiesa di Palūšė",
          "Parque nacional de Aukštaitija: Stripeikiai y la iglesia de Palūšė",
          "Parc national d'Aukštaitija : Stripeikiai et l'église de Palūšė",
          "Nationalpark Aukštaitija: Stripeikiai und die Kirche von Palūšė",
        ],
        [
          "The wooden church of Palūšė by Lake Lūšiai and its separate bell tower, the ancient beekeeping museum of Stripeikiai with its hollow tree hives, and a walk on the forest trails between the lakes.",
          "La chiesa di legno di Palūšė sul lago Lūšiai con il suo campanile separato, il museo dell'apicoltura antica di Stripeikiai con gli alveari nei tronchi cavi e una camminata sui sentieri del bosco tra i laghi.",
          "La iglesia de madera de Palūšė junto al lago Lūšiai y su campanario aparte, el museo de la apicultura antigua de Stripeikiai con sus colmenas en troncos huecos y un paseo por los senderos del bosque entre los lagos.",
          "L'église de bois de Palūšė au bord du lac Lūšiai et son clocher séparé, le musée de l'apiculture ancienne de Stripeikiai et ses ruches dans des troncs creux, et une marche sur les sentiers forestiers entre les lacs.",
          "Die Holzkirche von Palūšė am Lūšiai-See mit ihrem freistehenden Glockenturm, das Museum der alten Bienenzucht in Stripeikiai mit Beuten in hohlen Stämmen und eine Wanderung auf Waldwegen zwischen den Seen.",
        ],
      ],
    ],
  },
  "LTU Kaunas": {
    days: [
      [
        "see",
        [
          "Kaunas: the old town and the interwar capital",
          "Kaunas: la città vecchia e la capitale tra le due guerre",
          "Kaunas: el casco antiguo y la capital de entreguerras",
          "Kaunas : la vieille ville et la capitale de l'entre-deux-guerres",
          "Kaunas: die Altstadt und die Hauptstadt der Zwischenkriegszeit",
        ],
        [
          "The castle at the meeting of the Nemunas and the Neris, the Town Hall called the White Swan, the House of Perkūnas, then the modernist buildings of the interwar capital along Laisvės alėja and the Christ's Resurrection church.",
          "Il castello alla confluenza di Nemunas e Neris, il municipio detto il Cigno Bianco, la Casa di Perkūnas, poi gli edifici modernisti della capitale tra le due guerre lungo Laisvės alėja e la chiesa della Resurrezione.",
          "El castillo en la confluencia del Nemunas y el Neris, el ayuntamiento llamado el Cisne Blanco, la Casa de Perkūnas, y después los edificios modernistas de la capital de entreguerras por Laisvės alėja y la iglesia de la Resurrección.",
          "Le château au confluent du Niémen et de la Neris, l'hôtel de ville surnommé le Cygne blanc, la maison de Perkūnas, puis les bâtiments modernistes de la capitale de l'entre-deux-guerres le long de Laisvės alėja et l'église de la Résurrection.",
          "Die Burg am Zusammenfluss von Memel und Neris, das Weißer Schwan genannte Rathaus, das Perkūnas-Haus, dann die modernen Bauten der Hauptstadt der Zwischenkriegszeit an der Laisvės alėja und die Auferstehungskirche.",
        ],
      ],
      [
        "see",
        [
          "Kaunas: the Ninth Fort and the Čiurlionis museum",
          "Kaunas: il Nono Forte e il museo Čiurlionis",
          "Kaunas: el Noveno Fuerte y el museo Čiurlionis",
          "Kaunas : le Neuvième Fort et le musée Čiurlionis",
          "Kaunas: das Neunte Fort und das Čiurlionis-Museum",
        ],
        [
          "The paintings of Čiurlionis, painter and composer, in the museum of his name, the Devils' Museum of carved devils, the Sugihara House of the Japanese consul who saved Jewish refugees, and the memorial of the Ninth Fort.",
          "I quadri di Čiurlionis, pittore e compositore, nel museo che porta il suo nome, il Museo dei Diavoli intagliati, la Casa Sugihara del console giapponese che salvò profughi ebrei e il memoriale del Nono Forte.",
          "Los cuadros de Čiurlionis, pintor y compositor, en el museo que lleva su nombre, el Museo de los Diablos tallados, la Casa Sugihara del cónsul japonés que salvó a refugiados judíos y el memorial del Noveno Fuerte.",
          "Les tableaux de Čiurlionis, peintre et compositeur, dans le musée qui porte son nom, le musée des Diables sculptés, la maison Sugihara du consul japonais qui sauva des réfugiés juifs et le mémorial du Neuvième Fort.",
          "Die Bilder von Čiurlionis, Maler und Komponist, im Museum seines Namens, das Teufelsmuseum mit geschnitzten Teufeln, das Sugihara-Haus des japanischen Konsuls, der jüdische Flüchtlinge rettete, und die Gedenkstätte des Neunten Forts.",
        ],
      ],
      [
        "food",
        [
          "Kaunas: Lithuanian beer and kugelis",
          "Kaunas: birra lituana e kugelis",
          "Kaunas: cerveza lituana y kugelis",
          "Kaunas : bière lituanienne et kugelis",
          "Kaunas: litauisches Bier und Kugelis",
        ],
        [
          "Kugelis, the baked potato pudding with bacon, fried rye bread with garlic and cheese, smoked sausage, and a tasting of unfiltered Lithuanian farmhouse beers in a cellar bar of the old town.",
          "Il kugelis, sformato di patate al forno con pancetta, pane di segale fritto con aglio e formaggio, salsiccia affumicata e una degustazione di birre contadine lituane non filtrate in un bar in cantina della città vecchia.",
          "El kugelis, pastel de patata al horno con tocino, pan de centeno frito con ajo y queso, salchicha ahumada y una cata de cervezas de granja lituanas sin filtrar en un bar en un sótano del casco antiguo.",
          "Le kugelis, gratin de pommes de terre au lard, le pain de seigle frit à l'ail et au fromage, la saucisse fumée et une dégustation de bières fermières lituaniennes non filtrées dans un bar en cave de la vieille ville.",
          "Kugelis, der gebackene Kartoffelauflauf mit Speck, gebratenes Knoblauch-Roggenbrot mit Käse, Räucherwurst und eine Probe ungefilterter litauischer Hofbiere in einer Kellerbar der Altstadt.",
        ],
      ],
    ],
  },
  "LTU Šiauliai": {
    days: [
      [
        "see",
        [
          "Šiauliai: the cathedral and the Sun Clock square",
          "Šiauliai: la cattedrale e la piazza della Meridiana",
          "Šiauliai: la catedral y la plaza del Reloj de Sol",
          "Šiauliai : la cathédrale et la place du Cadran solaire",
          "Schaulen: die Kathedrale und der Sonnenuhrplatz",
        ],
        [
          "The white Renaissance cathedral of Saints Peter and Paul, the pedestrian Vilniaus street, the Sun Clock square and its golden archer, and the Art Nouveau villa of the leather maker Chaim Frenkel, now a museum.",
          "La cattedrale rinascimentale bianca dei Santi Pietro e Paolo, la pedonale via Vilniaus, la piazza della Meridiana con il suo arciere d'oro e la villa Art Nouveau del conciatore Chaim Frenkel, oggi museo.",
          "La catedral renacentista blanca de San Pedro y San Pablo, la calle peatonal Vilniaus, la plaza del Reloj de Sol y su arquero dorado y la villa art nouveau del curtidor Chaim Frenkel, hoy museo.",
          "La cathédrale Renaissance blanche Saints-Pierre-et-Paul, la rue piétonne Vilniaus, la place du Cadran solaire et son archer doré, et la villa Art nouveau du tanneur Chaim Frenkel, aujourd'hui musée.",
          "Die weiße Renaissancekathedrale St. Peter und Paul, die Fußgängerstraße Vilniaus, der Sonnenuhrplatz mit seinem goldenen Bogenschützen und die Jugendstilvilla des Lederfabrikanten Chaim Frenkel, heute Museum.",
        ],
      ],
      [
        "see",
        [
          "Šiauliai: the bicycle and cat museums and Lake Talša",
          "Šiauliai: i musei della bicicletta e dei gatti e il lago Talša",
          "Šiauliai: los museos de la bicicleta y de los gatos y el lago Talša",
          "Šiauliai : les musées du vélo et des chats et le lac Talša",
          "Schaulen: Fahrrad- und Katzenmuseum und der Talša-See",
        ],
        [
          "The town's odd museums, the Bicycle Museum of a once-famous factory and the Cat Museum, the Aušra museum of local history in a manor house, and a walk along the shore of Lake Talša.",
          "I curiosi musei della città, il Museo della bicicletta di una fabbrica un tempo celebre e il Museo dei gatti, il museo Aušra di storia locale in un maniero e una passeggiata sulla riva del lago Talša.",
          "Los curiosos museos de la ciudad, el Museo de la Bicicleta de una fábrica antaño famosa y el Museo de los Gatos, el museo Aušra de historia local en una casa señorial y un paseo por la orilla del lago Talša.",
          "Les curieux musées de la ville, le musée du Vélo d'une usine jadis célèbre et le musée des Chats, le musée Aušra d'histoire locale dans un manoir et une promenade au bord du lac Talša.",
          "Die kuriosen Museen der Stadt, das Fahrradmuseum einer einst berühmten Fabrik und das Katzenmuseum, das Aušra-Museum für Stadtgeschichte in einem Gutshaus und ein Spaziergang am Ufer des Talša-Sees.",
        ],
      ],
      [
        "food",
        [
          "Šiauliai: Samogitian cooking and Rūta chocolate",
          "Šiauliai: cucina della Samogizia e cioccolato Rūta",
          "Šiauliai: cocina de Samogitia y chocolate Rūta",
          "Šiauliai : cuisine de Samogitie et chocolat Rūta",
          "Schaulen: schamaitische Küche und Rūta-Schokolade",
        ],
        [
          "The Rūta chocolate factory, making chocolates in the town for over a century, then Samogitian dishes, kastinys, soured butter cream with potatoes, and šakotis, the tree cake baked on a spit over the fire.",
          "La fabbrica di cioccolato Rūta, che produce dolci in città da oltre un secolo, poi i piatti della Samogizia, il kastinys, crema di burro acido con patate, e lo šakotis, il dolce ad albero cotto allo spiedo sul fuoco.",
          "La fábrica de chocolate Rūta, que hace dulces en la ciudad desde hace más de un siglo, y después los platos de Samogitia, el kastinys, crema de mantequilla agria con patatas, y el šakotis, el pastel árbol horneado en espetón sobre el fuego.",
          "La chocolaterie Rūta, qui fabrique des douceurs en ville depuis plus d'un siècle, puis les plats de Samogitie, le kastinys, crème de beurre aigre aux pommes de terre, et le šakotis, gâteau-arbre cuit à la broche sur le feu.",
          "Die Schokoladenfabrik Rūta, die seit über einem Jahrhundert in der Stadt Süßes herstellt, dann schamaitische Gerichte, Kastinys, saure Buttercreme mit Kartoffeln, und Šakotis, der über dem Feuer am Spieß gebackene Baumkuchen.",
        ],
      ],
    ],
  },
  "LTU Hill of Crosses": {
    days: [
      [
        "see",
        [
          "Hill of Crosses: the hill of a hundred thousand crosses",
          "Collina delle Croci: la collina delle centomila croci",
          "Colina de las Cruces: la colina de las cien mil cruces",
          "Colline des Croix : la colline aux cent mille croix",
          "Berg der Kreuze: der Hügel der hunderttausend Kreuze",
        ],
        [
          "The small hill covered in more than a hundred thousand crosses, crucifixes and rosaries, bulldozed three times under Soviet rule and raised again each time, the cross left by John Paul II, and the Franciscan friary behind it.",
          "La piccola collina coperta da oltre centomila croci, crocifissi e rosari, rasa al suolo tre volte sotto il regime sovietico e ogni volta rialzata, la croce lasciata da Giovanni Paolo II e il convento francescano alle spalle.",
          "La pequeña colina cubierta por más de cien mil cruces, crucifijos y rosarios, arrasada tres veces bajo el régimen soviético y levantada de nuevo cada vez, la cruz que dejó Juan Pablo II y el convento franciscano detrás.",
          "La petite colline couverte de plus de cent mille croix, crucifix et chapelets, rasée trois fois sous le régime soviétique et relevée chaque fois, la croix laissée par Jean-Paul II et le couvent franciscain derrière.",
          "Der kleine Hügel mit über hunderttausend Kreuzen, Kruzifixen und Rosenkränzen, unter sowjetischer Herrschaft dreimal planiert und jedes Mal neu errichtet, das Kreuz Johannes Pauls II. und das Franziskanerkloster dahinter.",
        ],
      ],
    ],
  },
  "LTU Klaipėda": {
    days: [
      [
        "see",
        [
          "Klaipėda: the old town of Memel",
          "Klaipėda: la città vecchia di Memel",
          "Klaipėda: el casco antiguo de Memel",
          "Klaipėda : la vieille ville de Memel",
          "Klaipėda: die Altstadt von Memel",
        ],
        [
          "The half-timbered warehouses and lanes of the old town of Memel, the square of the old playhouse with the statue of Ännchen von Tharau, the castle museum, and the sailing ship Meridianas moored in the Danė river.",
          "I magazzini a graticcio e i vicoli della città vecchia di Memel, la piazza del Teatro con la statua di Ännchen von Tharau, il museo del castello e il veliero Meridianas ormeggiato sulla Danė.",
          "Los almacenes de entramado y las callejas del casco antiguo de Memel, la plaza del Teatro con la estatua de Ännchen von Tharau, el museo del castillo y el velero Meridianas amarrado en el río Danė.",
          "Les entrepôts à colombages et les ruelles de la vieille ville de Memel, la place du Théâtre et la statue d'Ännchen von Tharau, le musée du château et le voilier Meridianas amarré sur la Danė.",
          "Die Fachwerkspeicher und Gassen der Memeler Altstadt, der Theaterplatz mit dem Ännchen-von-Tharau-Brunnen, das Burgmuseum und der Segler Meridianas, der in der Dange vor Anker liegt.",
        ],
      ],
      [
        "see",
        [
          "Klaipėda: across to the Sea Museum at Kopgalis",
          "Klaipėda: oltre lo stretto fino al Museo del Mare di Kopgalis",
          "Klaipėda: al otro lado hasta el Museo del Mar de Kopgalis",
          "Klaipėda : de l'autre côté jusqu'au musée de la Mer de Kopgalis",
          "Klaipėda: hinüber zum Meeresmuseum in Kopgalis",
        ],
        [
          "The short ferry across the strait to Smiltynė, the Lithuanian Sea Museum in an old fort at Kopgalis on the tip of the spit, with its seals and aquarium, and the open-air museum of fishermen's houses.",
          "Il breve traghetto oltre lo stretto fino a Smiltynė, il Museo lituano del mare in un vecchio forte a Kopgalis sulla punta della penisola, con le foche e l'acquario, e il museo all'aperto delle case dei pescatori.",
          "El corto ferri que cruza el estrecho hasta Smiltynė, el Museo Lituano del Mar en un viejo fuerte de Kopgalis, en la punta del istmo, con sus focas y su acuario, y el museo al aire libre de casas de pescadores.",
          "Le court bac sur le détroit jusqu'à Smiltynė, le musée lituanien de la Mer dans un vieux fort à Kopgalis, à la pointe de l'isthme, avec ses phoques et son aquarium, et le musée en plein air des maisons de pêcheurs.",
          "Die kurze Fähre über die Meerenge nach Smiltynė, das Litauische Meeresmuseum in einem alten Fort in Kopgalis an der Spitze der Nehrung mit Robben und Aquarium und das Freilichtmuseum der Fischerhäuser.",
        ],
      ],
      [
        "food",
        [
          "Klaipėda: smoked fish and the Švyturys brewery",
          "Klaipėda: pesce affumicato e il birrificio Švyturys",
          "Klaipėda: pescado ahumado y la cervecería Švyturys",
          "Klaipėda : poisson fumé et brasserie Švyturys",
          "Klaipėda: Räucherfisch und die Brauerei Švyturys",
        ],
        [
          "Baltic fish smoked over alder, eel, bream and herring, with rye bread, then a tasting at the Švyturys brewery, the Lighthouse, brewing in the port since 1784.",
          "Pesce del Baltico affumicato sull'ontano, anguilla, abramide e aringa, con pane di segale, poi una degustazione al birrificio Švyturys, il Faro, che produce birra nel porto dal 1784.",
          "Pescado del Báltico ahumado con aliso, anguila, brema y arenque, con pan de centeno, y después una cata en la cervecería Švyturys, el Faro, que elabora cerveza en el puerto desde 1784.",
          "Poissons de la Baltique fumés à l'aulne, anguille, brème et hareng, avec du pain de seigle, puis une dégustation à la brasserie Švyturys, le Phare, qui brasse dans le port depuis 1784.",
          "Über Erlenholz geräucherter Ostseefisch, Aal, Brasse und Hering mit Roggenbrot, dann eine Probe in der Brauerei Švyturys, dem Leuchtturm, die seit 1784 im Hafen braut.",
        ],
      ],
    ],
  },
  "LTU Curonian Spit": {
    days: [
      [
        "see",
        [
          "Curonian Spit: Nida and the Parnidis dune",
          "Penisola dei Curi: Nida e la duna di Parnidis",
          "Istmo de Curlandia: Nida y la duna de Parnidis",
          "Isthme de Courlande : Nida et la dune de Parnidis",
          "Kurische Nehrung: Nidden und die Parnidis-Düne",
        ],
        [
          "The ferry from Klaipėda onto the spit, the pine forest road to the fishermen's village of Nida, its blue and brown wooden houses, Thomas Mann's summer house, and the great Parnidis dune with its sundial over the lagoon.",
          "Il traghetto da Klaipėda sulla penisola, la strada nella pineta fino al villaggio di pescatori di Nida, le sue case di legno blu e marroni, la casa estiva di Thomas Mann e la grande duna di Parnidis con la meridiana sopra la laguna.",
          "El ferri desde Klaipėda al istmo, la carretera por el pinar hasta el pueblo pesquero de Nida, sus casas de madera azules y marrones, la casa de verano de Thomas Mann y la gran duna de Parnidis con su reloj de sol sobre la laguna.",
          "Le bac depuis Klaipėda vers l'isthme, la route à travers la pinède jusqu'au village de pêcheurs de Nida, ses maisons de bois bleues et brunes, la maison d'été de Thomas Mann et la grande dune de Parnidis et son cadran solaire au-dessus de la lagune.",
          "Die Fähre von Klaipėda auf die Nehrung, die Straße durch den Kiefernwald zum Fischerdorf Nidden mit seinen blauen und braunen Holzhäusern, Thomas Manns Sommerhaus und die große Parnidis-Düne mit ihrer Sonnenuhr über dem Haff.",
        ],
      ],
      [
        "beach",
        [
          "Curonian Spit: the Baltic beach and the Hill of Witches",
          "Penisola dei Curi: la spiaggia del Baltico e la Collina delle Streghe",
          "Istmo de Curlandia: la playa del Báltico y la Colina de las Brujas",
          "Isthme de Courlande : la plage de la Baltique et la colline des Sorcières",
          "Kurische Nehrung: der Ostseestrand und der Hexenberg",
        ],
        [
          "The carved wooden figures of the Hill of Witches at Juodkrantė, the heron and cormorant colony in the pines, then across the dunes to the long empty Baltic beach of white sand for a walk, and a swim in the warm months.",
          "Le figure di legno intagliato della Collina delle Streghe a Juodkrantė, la colonia di aironi e cormorani tra i pini, poi oltre le dune fino alla lunga spiaggia deserta di sabbia bianca del Baltico per una camminata e, nei mesi caldi, un bagno.",
          "Las figuras de madera tallada de la Colina de las Brujas en Juodkrantė, la colonia de garzas y cormoranes entre los pinos, y después, cruzando las dunas, la larga playa vacía de arena blanca del Báltico para pasear y, en los meses cálidos, bañarse.",
          "Les figures de bois sculpté de la colline des Sorcières à Juodkrantė, la colonie de hérons et de cormorans dans les pins, puis à travers les dunes la longue plage déserte de sable blanc de la Baltique pour marcher et, à la belle saison, se baigner.",
          "Die geschnitzten Holzfiguren des Hexenbergs in Schwarzort, die Reiher- und Kormorankolonie in den Kiefern, dann über die Dünen zum langen leeren weißen Ostseestrand für einen Spaziergang und in den warmen Monaten ein Bad.",
        ],
      ],
    ],
  },
  "CYP Larnaca": {
    days: [
      [
        "see",
        [
          "Larnaca: St. Lazarus and the Finikoudes front",
          "Larnaca: San Lazzaro e il lungomare di Finikoudes",
          "Lárnaca: San Lázaro y el paseo de Finikoudes",
          "Larnaca : Saint-Lazare et le front de mer de Finikoudes",
          "Larnaka: die Lazaruskirche und die Finikoudes-Promenade",
        ],
        [
          "The stone Church of St. Lazarus, raised over the tomb of the friend of Christ, the palm-lined Finikoudes promenade, the little Ottoman fort on the shore, and the Hala Sultan Tekke mosque beside the salt lake.",
          "La chiesa di pietra di San Lazzaro, costruita sulla tomba dell'amico di Cristo, il lungomare di palme di Finikoudes, il piccolo forte ottomano sulla riva e la moschea di Hala Sultan Tekke accanto al lago salato.",
          "La iglesia de piedra de San Lázaro, levantada sobre la tumba del amigo de Cristo, el paseo de palmeras de Finikoudes, el pequeño fuerte otomano en la orilla y la mezquita de Hala Sultan Tekke junto al lago salado.",
          "L'église de pierre Saint-Lazare, élevée sur le tombeau de l'ami du Christ, la promenade de palmiers de Finikoudes, le petit fort ottoman sur le rivage et la mosquée Hala Sultan Tekke au bord du lac salé.",
          "Die steinerne Lazaruskirche über dem Grab des Freundes Christi, die Palmenpromenade Finikoudes, das kleine osmanische Fort am Ufer und die Moschee Hala Sultan Tekke am Salzsee.",
        ],
      ],
      [
        "see",
        [
          "Larnaca: Lefkara lace and Choirokoitia",
          "Larnaca: i merletti di Lefkara e Choirokoitia",
          "Lárnaca: los encajes de Lefkara y Choirokoitia",
          "Larnaca : les dentelles de Lefkara et Khirokitia",
          "Larnaka: die Spitzen von Lefkara und Choirokoitia",
        ],
        [
          "The hill village of Lefkara, its stone houses and the women making lefkaritika lace and silverwork in their doorways, and the round stone houses of the Neolithic village of Choirokoitia.",
          "Il paese collinare di Lefkara, le sue case di pietra e le donne che lavorano il merletto lefkaritika e l'argento sulla soglia, e le case rotonde di pietra del villaggio neolitico di Choirokoitia.",
          "El pueblo de montaña de Lefkara, sus casas de piedra y las mujeres que hacen el encaje lefkaritika y la platería en sus portales, y las casas redondas de piedra de la aldea neolítica de Choirokoitia.",
          "Le village perché de Lefkara, ses maisons de pierre et les femmes qui font la dentelle lefkaritika et l'argenterie sur le pas de leur porte, et les maisons rondes de pierre du village néolithique de Khirokitia.",
          "Das Bergdorf Lefkara mit seinen Steinhäusern und den Frauen, die vor ihren Türen Lefkaritika-Spitzen und Silberarbeiten fertigen, und die runden Steinhäuser des jungsteinzeitlichen Dorfs Choirokoitia.",
        ],
      ],
      [
        "food",
        [
          "Larnaca: a meze feast and halloumi",
          "Larnaca: un banchetto di meze e halloumi",
          "Lárnaca: un festín de meze y halloumi",
          "Larnaca : un festin de mezzés et le halloumi",
          "Larnaka: ein Meze-Festmahl und Halloumi",
        ],
        [
          "A Cypriot meze of twenty small plates, from grilled halloumi, tahini and koupepia to sheftalia and kleftiko lamb, with Keo beer or Commandaria, the sweet wine of the island, and loukoumades to finish.",
          "Un meze cipriota di venti piattini, dall'halloumi alla griglia, tahina e koupepia fino a sheftalia e agnello kleftiko, con birra Keo o Commandaria, il vino dolce dell'isola, e loukoumades per finire.",
          "Un meze chipriota de veinte platillos, del halloumi a la brasa, tahini y koupepia a la sheftalia y el cordero kleftiko, con cerveza Keo o Commandaria, el vino dulce de la isla, y loukoumades para terminar.",
          "Un meze chypriote de vingt petites assiettes, du halloumi grillé, du tahini et des koupepia aux sheftalia et à l'agneau kleftiko, avec une bière Keo ou de la commandaria, le vin doux de l'île, et des loukoumades pour finir.",
          "Eine zyprische Meze aus zwanzig kleinen Tellern, von gegrilltem Halloumi, Tahini und Koupepia bis zu Sheftalia und Kleftiko-Lamm, mit Keo-Bier oder Commandaria, dem Süßwein der Insel, und Loukoumades zum Schluss.",
        ],
      ],
    ],
  },
  "CYP Nicosia": {
    days: [
      [
        "see",
        [
          "Nicosia: the Venetian walls and the Green Line",
          "Nicosia: le mura veneziane e la Linea Verde",
          "Nicosia: las murallas venecianas y la Línea Verde",
          "Nicosie : les remparts vénitiens et la Ligne verte",
          "Nikosia: die venezianischen Mauern und die Grüne Linie",
        ],
        [
          "The star-shaped Venetian walls and the Famagusta Gate, the Cyprus Museum and its terracotta army, the Laiki Geitonia lanes, the painted Archbishop's church, and the crossing of Ledra Street through the Green Line.",
          "Le mura veneziane a stella e la Porta di Famagosta, il Museo di Cipro e il suo esercito di terracotta, i vicoli della Laiki Geitonia, la chiesa affrescata dell'Arcivescovado e il passaggio di via Ledra attraverso la Linea Verde.",
          "Las murallas venecianas en estrella y la Puerta de Famagusta, el Museo de Chipre y su ejército de terracota, las callejas de Laiki Geitonia, la iglesia pintada del Arzobispado y el paso de la calle Ledra a través de la Línea Verde.",
          "Les remparts vénitiens en étoile et la porte de Famagouste, le musée de Chypre et son armée de terre cuite, les ruelles de Laiki Geitonia, l'église peinte de l'Archevêché et le passage de la rue Ledra à travers la Ligne verte.",
          "Die sternförmigen venezianischen Mauern und das Famagusta-Tor, das Zypern-Museum mit seiner Terrakotta-Armee, die Gassen der Laiki Geitonia, die bemalte Kirche des Erzbistums und der Übergang der Ledra-Straße durch die Grüne Linie.",
        ],
      ],
      [
        "see",
        [
          "Nicosia: the northern old town and the Büyük Han",
          "Nicosia: la città vecchia del nord e il Büyük Han",
          "Nicosia: el casco antiguo del norte y el Büyük Han",
          "Nicosie : la vieille ville du nord et le Büyük Han",
          "Nikosia: die nördliche Altstadt und der Büyük Han",
        ],
        [
          "Across the checkpoint into the north of the divided city: the Büyük Han caravanserai and its courtyard cafés, the Selimiye Mosque in the Gothic cathedral of St. Sophia, and the covered Bandabuliya market.",
          "Oltre il posto di controllo nel nord della città divisa: il caravanserraglio Büyük Han con i caffè del cortile, la moschea Selimiye nella cattedrale gotica di Santa Sofia e il mercato coperto Bandabuliya.",
          "Cruzando el control al norte de la ciudad dividida: el caravasar Büyük Han y los cafés de su patio, la mezquita Selimiye en la catedral gótica de Santa Sofía y el mercado cubierto Bandabuliya.",
          "Par le point de passage dans le nord de la ville divisée : le caravansérail Büyük Han et les cafés de sa cour, la mosquée Selimiye dans la cathédrale gothique Sainte-Sophie et le marché couvert Bandabuliya.",
          "Über den Kontrollpunkt in den Norden der geteilten Stadt: die Karawanserei Büyük Han mit ihren Hofcafés, die Selimiye-Moschee in der gotischen Sophienkathedrale und der überdachte Bandabuliya-Markt.",
        ],
      ],
      [
        "food",
        [
          "Nicosia: the municipal market and souvla",
          "Nicosia: il mercato municipale e la souvla",
          "Nicosia: el mercado municipal y la souvla",
          "Nicosie : le marché municipal et la souvla",
          "Nikosia: der Stadtmarkt und Souvla",
        ],
        [
          "The municipal market for halloumi, carob syrup and loukoumi, then souvla, large pieces of lamb or pork turned slowly over charcoal, with village salad and a glass of Xynisteri white.",
          "Il mercato municipale per halloumi, sciroppo di carruba e loukoumi, poi la souvla, grossi pezzi di agnello o maiale girati lentamente sulla brace, con insalata di campagna e un bicchiere di bianco Xynisteri.",
          "El mercado municipal para halloumi, jarabe de algarroba y loukoumi, y después souvla, grandes trozos de cordero o cerdo girados despacio sobre el carbón, con ensalada de pueblo y una copa de blanco Xynisteri.",
          "Le marché municipal pour le halloumi, le sirop de caroube et le loukoum, puis la souvla, gros morceaux d'agneau ou de porc tournés lentement sur la braise, avec salade villageoise et un verre de xynisteri blanc.",
          "Der Stadtmarkt mit Halloumi, Johannisbrotsirup und Lokum, dann Souvla, große Stücke Lamm oder Schwein, langsam über Holzkohle gedreht, mit Dorfsalat und einem Glas weißem Xynisteri.",
        ],
      ],
    ],
  },
  "CYP Troodos Mountains": {
    days: [
      [
        "trek",
        [
          "Troodos Mountains: the Artemis trail around Mount Olympos",
          "Monti Troodos: il sentiero Artemis intorno al monte Olimpo",
          "Montes Troodos: el sendero Artemis alrededor del monte Olimpo",
          "Massif du Troodos : le sentier Artemis autour du mont Olympe",
          "Troodos-Gebirge: der Artemis-Pfad um den Olympos",
        ],
        [
          "The Artemis trail circling the summit of Mount Olympos, the highest of Cyprus, through black pine and ancient junipers, with views from the mountain down to both coasts of the island.",
          "Il sentiero Artemis che gira intorno alla vetta del monte Olimpo, la più alta di Cipro, tra pini neri e ginepri secolari, con la vista dalla montagna su entrambe le coste dell'isola.",
          "El sendero Artemis que rodea la cumbre del monte Olimpo, la más alta de Chipre, entre pinos negros y enebros centenarios, con vistas desde la montaña a las dos costas de la isla.",
          "Le sentier Artemis qui fait le tour du sommet du mont Olympe, le plus haut de Chypre, à travers les pins noirs et les genévriers séculaires, avec la vue depuis la montagne sur les deux côtes de l'île.",
          "Der Artemis-Pfad rund um den Gipfel des Olympos, den höchsten Zyperns, durch Schwarzkiefern und uralte Wacholder, mit Blick vom Berg hinunter auf beide Küsten der Insel.",
        ],
      ],
      [
        "trek",
        [
          "Troodos Mountains: down the Caledonia trail to Platres",
          "Monti Troodos: giù per il sentiero Caledonia fino a Platres",
          "Montes Troodos: bajada por el sendero Caledonia hasta Platres",
          "Massif du Troodos : descente du sentier Caledonia jusqu'à Platres",
          "Troodos-Gebirge: den Caledonia-Pfad hinab nach Platres",
        ],
        [
          "Down the Kryos stream under alders and plane trees, across it on stepping stones again and again, to the Caledonia waterfall and on to the mountain village of Platres.",
          "Giù lungo il torrente Kryos sotto ontani e platani, guadandolo più volte sulle pietre, fino alla cascata di Caledonia e avanti fino al paese di montagna di Platres.",
          "Bajada por el arroyo Kryos bajo alisos y plátanos, cruzándolo una y otra vez por piedras, hasta la cascada de Caledonia y el pueblo de montaña de Platres.",
          "Descente le long du torrent Kryos sous les aulnes et les platanes, en le traversant sans cesse sur des pierres, jusqu'à la cascade de Caledonia puis au village de montagne de Platres.",
          "Den Kryos-Bach hinab unter Erlen und Platanen, immer wieder über Trittsteine hinüber, zum Caledonia-Wasserfall und weiter ins Bergdorf Platres.",
        ],
      ],
      [
        "trek",
        [
          "Troodos Mountains: the Madari ridge",
          "Monti Troodos: la cresta del Madari",
          "Montes Troodos: la cresta del Madari",
          "Massif du Troodos : la crête du Madari",
          "Troodos-Gebirge: der Madari-Kamm",
        ],
        [
          "The Teisia tis Madaris trail along the rocky ridge of Madari above the Pitsilia villages, with the fire lookout on the summit and the whole island spread out to the sea on clear days.",
          "Il sentiero Teisia tis Madaris lungo la cresta rocciosa del Madari sopra i villaggi della Pitsilia, con la torretta antincendio in vetta e tutta l'isola distesa fino al mare nei giorni limpidi.",
          "El sendero Teisia tis Madaris por la cresta rocosa del Madari sobre los pueblos de Pitsilia, con la torre de vigilancia de incendios en la cumbre y toda la isla extendida hasta el mar en los días claros.",
          "Le sentier Teisia tis Madaris sur la crête rocheuse du Madari au-dessus des villages de la Pitsilia, avec la tour de guet anti-incendie au sommet et toute l'île étalée jusqu'à la mer par temps clair.",
          "Der Pfad Teisia tis Madaris auf dem felsigen Madari-Kamm über den Dörfern der Pitsilia, mit dem Feuerwachturm auf dem Gipfel und bei klarer Sicht der ganzen Insel bis zum Meer.",
        ],
      ],
      [
        "see",
        [
          "Troodos Mountains: the painted churches and Kykkos",
          "Monti Troodos: le chiese dipinte e Kykkos",
          "Montes Troodos: las iglesias pintadas y Kykkos",
          "Massif du Troodos : les églises peintes et Kykkos",
          "Troodos-Gebirge: die bemalten Kirchen und Kykkos",
        ],
        [
          "The barn-roofed Byzantine churches painted inside from floor to roof, St. Nicholas of the Roof at Kakopetria and Panagia tou Araka, then Kykkos Monastery and its gilded icon of the Virgin.",
          "Le chiese bizantine dal tetto a capanna dipinte all'interno dal pavimento al tetto, San Nicola del Tetto a Kakopetria e la Panagia tou Araka, poi il monastero di Kykkos e la sua icona dorata della Vergine.",
          "Las iglesias bizantinas con tejado de granero pintadas por dentro del suelo al techo, San Nicolás del Tejado en Kakopetria y la Panagia tou Araka, y después el monasterio de Kykkos y su icono dorado de la Virgen.",
          "Les églises byzantines au toit de grange peintes de haut en bas à l'intérieur, Saint-Nicolas-du-Toit à Kakopetria et la Panagia tou Araka, puis le monastère de Kykkos et son icône dorée de la Vierge.",
          "Die byzantinischen Scheunendachkirchen, innen vom Boden bis zum Dach bemalt, Agios Nikolaos tis Stegis in Kakopetria und Panagia tou Araka, dann das Kloster Kykkos mit seiner vergoldeten Marienikone.",
        ],
      ],
    ],
  },
  "CYP Kourion": {
    days: [
      [
        "see",
        [
          "Kourion: the clifftop city and the sanctuary of Apollo",
          "Kourion: la città sulla scogliera e il santuario di Apollo",
          "Curium: la ciudad sobre el acantilado y el santuario de Apolo",
          "Kourion : la cité sur la falaise et le sanctuaire d'Apollon",
          "Kourion: die Stadt auf der Klippe und das Apollonheiligtum",
        ],
        [
          "The Greco-Roman city on its cliff above the sea: the open-air stage facing the bay, the mosaic floors of the House of Eustolios, the early basilica, then the sanctuary of Apollo Hylates and Kolossi castle.",
          "La città greco-romana sulla sua scogliera sopra il mare: la cavea all'aperto affacciata sulla baia, i pavimenti a mosaico della Casa di Eustolio, la basilica paleocristiana, poi il santuario di Apollo Hylates e il castello di Kolossi.",
          "La ciudad grecorromana en su acantilado sobre el mar: el graderío al aire libre frente a la bahía, los suelos de mosaico de la Casa de Eustolio, la basílica paleocristiana, y después el santuario de Apolo Hylates y el castillo de Kolossi.",
          "La cité gréco-romaine sur sa falaise au-dessus de la mer : les gradins en plein air face à la baie, les sols de mosaïque de la maison d'Eustolios, la basilique paléochrétienne, puis le sanctuaire d'Apollon Hylatès et le château de Kolossi.",
          "Die griechisch-römische Stadt auf ihrer Klippe über dem Meer: die offenen Zuschauerränge mit Blick auf die Bucht, die Mosaikböden im Haus des Eustolios, die frühchristliche Basilika, dann das Heiligtum des Apollon Hylates und die Burg Kolossi.",
        ],
      ],
    ],
  },
  "CYP Paphos": {
    days: [
      [
        "see",
        [
          "Paphos: the mosaics and the Tombs of the Kings",
          "Pafo: i mosaici e le Tombe dei Re",
          "Pafos: los mosaicos y las Tumbas de los Reyes",
          "Paphos : les mosaïques et les tombeaux des Rois",
          "Paphos: die Mosaiken und die Königsgräber",
        ],
        [
          "The Roman villas of the archaeological park with the mosaics of Dionysus and Theseus, the odeon and the fort of the port, then the Tombs of the Kings, cut into the rock by the sea with their columned courtyards.",
          "Le ville romane del parco archeologico con i mosaici di Dioniso e Teseo, l'odeon e il forte del porto, poi le Tombe dei Re, scavate nella roccia sul mare con i loro cortili a colonne.",
          "Las villas romanas del parque arqueológico con los mosaicos de Dioniso y Teseo, el odeón y el fuerte del puerto, y después las Tumbas de los Reyes, excavadas en la roca junto al mar con sus patios de columnas.",
          "Les villas romaines du parc archéologique et les mosaïques de Dionysos et de Thésée, l'odéon et le fort du port, puis les tombeaux des Rois, taillés dans la roche au bord de la mer avec leurs cours à colonnes.",
          "Die römischen Villen des archäologischen Parks mit den Mosaiken von Dionysos und Theseus, das Odeon und das Hafenfort, dann die Königsgräber, am Meer in den Fels gehauen, mit ihren Säulenhöfen.",
        ],
      ],
      [
        "see",
        [
          "Paphos: Aphrodite's Rock and the old Paphos",
          "Pafo: la Roccia di Afrodite e l'antica Pafo",
          "Pafos: la Roca de Afrodita y la antigua Pafos",
          "Paphos : le rocher d'Aphrodite et la vieille Paphos",
          "Paphos: der Aphrodite-Felsen und Alt-Paphos",
        ],
        [
          "Petra tou Romiou, the rock in the sea where Aphrodite rose from the foam, the sanctuary of Aphrodite at Kouklia, St. Paul's Pillar and the church of Chrysopolitissa, and the upper town of Ktima.",
          "Petra tou Romiou, lo scoglio nel mare dove Afrodite nacque dalla spuma, il santuario di Afrodite a Kouklia, la colonna di San Paolo e la chiesa della Chrysopolitissa e la città alta di Ktima.",
          "Petra tou Romiou, la roca en el mar donde Afrodita nació de la espuma, el santuario de Afrodita en Kouklia, la columna de San Pablo y la iglesia de la Chrysopolitissa, y la ciudad alta de Ktima.",
          "Petra tou Romiou, le rocher dans la mer où Aphrodite naquit de l'écume, le sanctuaire d'Aphrodite à Kouklia, le pilier de saint Paul et l'église de la Chrysopolitissa, et la ville haute de Ktima.",
          "Petra tou Romiou, der Felsen im Meer, an dem Aphrodite dem Schaum entstieg, das Aphrodite-Heiligtum in Kouklia, die Paulussäule und die Kirche Chrysopolitissa und die Oberstadt Ktima.",
        ],
      ],
      [
        "food",
        [
          "Paphos: the wine villages and kleftiko",
          "Pafo: i villaggi del vino e il kleftiko",
          "Pafos: los pueblos del vino y el kleftiko",
          "Paphos : les villages du vin et le kleftiko",
          "Paphos: die Weindörfer und Kleftiko",
        ],
        [
          "A tasting of Maratheftiko and Xynisteri in a winery of the hills above Paphos, then kleftiko, lamb slow-baked in a sealed clay oven, in a village taverna, and soutzoukos, strings of almonds dipped in grape must.",
          "Una degustazione di Maratheftiko e Xynisteri in una cantina delle colline sopra Pafo, poi il kleftiko, agnello cotto lentamente nel forno di argilla sigillato, in una taverna di paese, e i soutzoukos, dolci di mosto e mandorle.",
          "Una cata de Maratheftiko y Xynisteri en una bodega de las colinas sobre Pafos, y después kleftiko, cordero asado lentamente en un horno de barro sellado, en una taberna de pueblo, y soutzoukos, dulces de mosto y almendras.",
          "Une dégustation de maratheftiko et de xynisteri dans un domaine des collines au-dessus de Paphos, puis le kleftiko, agneau cuit lentement dans un four d'argile scellé, dans une taverne de village, et les soutzoukos, confiseries de moût et d'amandes.",
          "Eine Probe von Maratheftiko und Xynisteri in einem Weingut in den Hügeln über Paphos, dann Kleftiko, im versiegelten Lehmofen langsam gegartes Lamm, in einer Dorftaverne und Soutzoukos, Süßes aus Traubenmost und Mandeln.",
        ],
      ],
    ],
  },
  "CYP Akamas Peninsula": {
    days: [
      [
        "see",
        [
          "Akamas Peninsula: the Baths of Aphrodite and the Avakas gorge",
          "Penisola di Akamas: i Bagni di Afrodite e la gola di Avakas",
          "Península de Akamas: los Baños de Afrodita y la garganta de Avakas",
          "Péninsule d'Akamas : les bains d'Aphrodite et les gorges d'Avakas",
          "Akamas-Halbinsel: die Bäder der Aphrodite und die Avakas-Schlucht",
        ],
        [
          "The wild peninsula at the western tip of the island: the Baths of Aphrodite pool in a fig-shaded grotto, the coastal path toward Fontana Amorosa, and the narrow limestone walls of the Avakas gorge.",
          "La penisola selvaggia all'estremità occidentale dell'isola: la vasca dei Bagni di Afrodite in una grotta all'ombra di un fico, il sentiero costiero verso la Fontana Amorosa e le strette pareti calcaree della gola di Avakas.",
          "La península salvaje en el extremo occidental de la isla: la poza de los Baños de Afrodita en una gruta a la sombra de una higuera, el sendero costero hacia la Fontana Amorosa y las estrechas paredes calizas de la garganta de Avakas.",
          "La péninsule sauvage à la pointe ouest de l'île : le bassin des bains d'Aphrodite dans une grotte ombragée d'un figuier, le sentier côtier vers la Fontana Amorosa et les étroites parois calcaires des gorges d'Avakas.",
          "Die wilde Halbinsel an der Westspitze der Insel: das Becken der Bäder der Aphrodite in einer von einem Feigenbaum beschatteten Grotte, der Küstenpfad zur Fontana Amorosa und die engen Kalkwände der Avakas-Schlucht.",
        ],
      ],
      [
        "boat",
        [
          "Akamas Peninsula: by boat to the Blue Lagoon",
          "Penisola di Akamas: in barca alla Laguna Blu",
          "Península de Akamas: en barco a la Laguna Azul",
          "Péninsule d'Akamas : en bateau au Lagon bleu",
          "Akamas-Halbinsel: mit dem Boot zur Blauen Lagune",
        ],
        [
          "A boat from the little port of Latchi along the roadless coast of the peninsula to the Blue Lagoon, in the warm months a swim and a snorkel over clear water and white rock, with turtles sometimes seen on the way.",
          "Una barca dal porticciolo di Latchi lungo la costa senza strade della penisola fino alla Laguna Blu, nei mesi caldi un bagno e uno snorkeling su acqua limpida e roccia bianca, con le tartarughe a volte avvistate lungo il tragitto.",
          "Un barco desde el puertecito de Latchi por la costa sin carreteras de la península hasta la Laguna Azul, en los meses cálidos un baño y esnórquel sobre agua transparente y roca blanca, y a veces tortugas por el camino.",
          "Un bateau depuis le petit port de Latchi le long de la côte sans routes de la péninsule jusqu'au Lagon bleu, à la belle saison une baignade avec masque et tuba au-dessus d'une eau claire et de la roche blanche, avec parfois des tortues en chemin.",
          "Ein Boot vom kleinen Hafen Latchi entlang der straßenlosen Küste der Halbinsel zur Blauen Lagune, in den warmen Monaten Baden und Schnorcheln über klarem Wasser und weißem Fels, manchmal mit Schildkröten unterwegs.",
        ],
      ],
    ],
  },
  "CYP Ayia Napa": {
    months: [4, 10],
    days: [
      [
        "see",
        [
          "Ayia Napa: the monastery and Cape Greco",
          "Ayia Napa: il monastero e Capo Greco",
          "Ayia Napa: el monasterio y el cabo Greco",
          "Ayia Napa : le monastère et le cap Greco",
          "Ayia Napa: das Kloster und Kap Greco",
        ],
        [
          "The Venetian monastery in the middle of town with its cave church and old sycamore, then the coastal path of Cape Greco past the sea caves and the rock arch of Kamara tou Koraka to the cove of Konnos.",
          "Il monastero veneziano nel cuore della città con la chiesa nella grotta e il vecchio sicomoro, poi il sentiero costiero di Capo Greco oltre le grotte marine e l'arco di roccia di Kamara tou Koraka fino alla caletta di Konnos.",
          "El monasterio veneciano en pleno pueblo con su iglesia en una cueva y su viejo sicomoro, y después el sendero costero del cabo Greco junto a las cuevas marinas y el arco de roca de Kamara tou Koraka hasta la cala de Konnos.",
          "Le monastère vénitien au cœur de la ville, son église troglodyte et son vieux sycomore, puis le sentier côtier du cap Greco le long des grottes marines et de l'arche rocheuse de Kamara tou Koraka jusqu'à la crique de Konnos.",
          "Das venezianische Kloster mitten im Ort mit seiner Höhlenkirche und der alten Sykomore, dann der Küstenpfad am Kap Greco vorbei an Meereshöhlen und dem Felsbogen Kamara tou Koraka zur Bucht von Konnos.",
        ],
      ],
      [
        "food",
        [
          "Ayia Napa: the red-soil villages and fish meze",
          "Ayia Napa: i villaggi della terra rossa e il meze di pesce",
          "Ayia Napa: los pueblos de tierra roja y el meze de pescado",
          "Ayia Napa : les villages de terre rouge et le meze de poisson",
          "Ayia Napa: die Dörfer der roten Erde und Fisch-Meze",
        ],
        [
          "The Kokkinochoria, the red-soil villages famous for their potatoes, then a fish meze in the fishing port of Potamos Liopetriou: octopus, calamari, red mullet and sea bream, with lemon and olive oil.",
          "I Kokkinochoria, i villaggi della terra rossa famosi per le patate, poi un meze di pesce nel porticciolo di Potamos Liopetriou: polpo, calamari, triglie e orate, con limone e olio d'oliva.",
          "Los Kokkinochoria, los pueblos de tierra roja famosos por sus patatas, y después un meze de pescado en el puertecito de Potamos Liopetriou: pulpo, calamares, salmonetes y doradas, con limón y aceite de oliva.",
          "Les Kokkinochoria, villages de terre rouge célèbres pour leurs pommes de terre, puis un meze de poisson au petit port de Potamos Liopetriou : poulpe, calmars, rougets et dorades, au citron et à l'huile d'olive.",
          "Die Kokkinochoria, die für ihre Kartoffeln berühmten Dörfer der roten Erde, dann eine Fisch-Meze im Fischerhafen Potamos Liopetriou mit Oktopus, Calamari, Rotbarbe und Dorade, mit Zitrone und Olivenöl.",
        ],
      ],
      [
        "night",
        [
          "Ayia Napa: the bar street and the clubs",
          "Ayia Napa: la via dei bar e i club",
          "Ayia Napa: la calle de los bares y los clubes",
          "Ayia Napa : la rue des bars et les clubs",
          "Ayia Napa: die Barmeile und die Clubs",
        ],
        [
          "The square below the monastery filling up after dark, the bars of the strip, and the big clubs of the town where the music goes on until morning, for those who want a long night.",
          "La piazza sotto il monastero che si riempie dopo il tramonto, i bar della via principale e i grandi club della città dove la musica va avanti fino al mattino, per chi vuole una lunga notte.",
          "La plaza bajo el monasterio que se llena al anochecer, los bares de la avenida y las grandes discotecas del pueblo donde la música sigue hasta la mañana, para quien quiera una noche larga.",
          "La place sous le monastère qui se remplit à la nuit tombée, les bars de la rue principale et les grands clubs de la ville où la musique dure jusqu'au matin, pour qui veut une longue nuit.",
          "Der Platz unter dem Kloster, der sich nach Einbruch der Dunkelheit füllt, die Bars der Meile und die großen Clubs des Orts, wo die Musik bis zum Morgen läuft, für alle, die eine lange Nacht wollen.",
        ],
      ],
    ],
  },
};
