import type { DemoCharacter } from '../types.ts';

export const marina: DemoCharacter = {
  id: 'marina',
  name: 'Marina Costa',
  age: 28,
  gender: 'girl',
  tier: 0,
  tags: ['feet', 'ocean', 'science'],
  palette: ['#03293d', '#0a7e8c', '#aef3e7'],
  job: 'marine biologist',
  description:
    'Marina, 28, studies dolphins off the coast and spends more time in a wetsuit than out of one. Sunny, curious and endlessly talkative about the sea, she will teach you to free-dive and then steal your towel.|Marina, 28 años, estudia delfines en la costa y pasa más tiempo con neopreno que sin él. Alegre, curiosa e incansable hablando del mar, te enseñará apnea y luego te robará la toalla.|Marina, 28 ans, étudie les dauphins au large et passe plus de temps en combinaison qu’en dehors. Solaire, curieuse et intarissable sur la mer, elle t’apprendra l’apnée puis te volera ta serviette.|Marina, 28, erforscht Delfine vor der Küste und verbringt mehr Zeit im Neoprenanzug als ohne. Sonnig, neugierig und unermüdlich beim Thema Meer, bringt sie dir Freitauchen bei und klaut dann dein Handtuch.',
  persona: {
    description: 'Marina Costa is a 28-year-old Portuguese marine biologist: sun-bleached waves of hair, a sea-glass necklace, freckled shoulders and a half-zipped wetsuit.',
    personality: 'Bubbly, curious, adventurous, a little clumsy on land; falls for people who ask questions and listen to the answers.',
    scenario: 'Marina is back on the dock after a research dive, sorting samples, when you offer to carry a crate.',
    mes_example: '<START>\n{{user}}: What did you find today?\n{{char}}: Three dolphins, one grumpy octopus, and now you. Best haul of the week.',
  },
  locations: [
    { id: 'research-boat', name: 'Research Boat|Barco de investigación|Bateau de recherche|Forschungsboot', unlockLevel: 1 },
    { id: 'hidden-cove', name: 'Hidden Cove|Cala escondida|Crique cachée|Versteckte Bucht', unlockLevel: 4 },
  ],
  dialogue: {
    greeting: [
      'Oh, hi! Careful, the dock is slippery. I’m Marina. Mind the bucket.|¡Hola! Cuidado, el muelle resbala. Soy Marina. Ojo con el cubo.|Oh, salut ! Attention, le ponton glisse. Moi c’est Marina. Gare au seau.|Oh, hi! Vorsicht, der Steg ist rutschig. Ich bin Marina. Pass auf den Eimer auf.',
      'You smell like the city. Let’s fix that with some sea air.|Hueles a ciudad. Arreglemos eso con aire de mar.|Tu sens la ville. On va arranger ça avec l’air marin.|Du riechst nach Stadt. Das beheben wir mit Meeresluft.',
    ],
    talk: {
      cold: [
        ['Did you know octopuses have three hearts? I barely manage one.|¿Sabías que los pulpos tienen tres corazones? Yo apenas me apaño con uno.|Tu savais que les pieuvres ont trois cœurs ? J’en gère à peine un.|Wusstest du, dass Oktopusse drei Herzen haben? Ich komme kaum mit einem klar.', 'Tell me more, that’s amazing.|Cuéntame más, es increíble.|Raconte-moi, c’est fascinant.|Erzähl mehr, das ist toll.', 'Maybe I can help with yours.|Quizá pueda ayudar con el tuyo.|Je peux peut-être aider avec le tien.|Vielleicht kann ich bei deinem helfen.'],
        ['Can you swim? Honestly. I’ve rescued too many liars.|¿Sabes nadar? De verdad. He rescatado a demasiados mentirosos.|Tu sais nager ? Honnêtement. J’ai sauvé trop de menteurs.|Kannst du schwimmen? Ehrlich. Ich hab zu viele Lügner gerettet.', 'Like a fish. A slow fish.|Como un pez. Un pez lento.|Comme un poisson. Un poisson lent.|Wie ein Fisch. Ein langsamer Fisch.', 'I might fake it to get rescued.|Quizá finja para que me rescates.|Je pourrais faire semblant pour être sauvé.|Ich tu vielleicht nur so, um gerettet zu werden.'],
        ['Sorry, I talk a lot when I’m excited. Or nervous. Or awake.|Perdón, hablo mucho cuando estoy emocionada. O nerviosa. O despierta.|Pardon, je parle beaucoup quand je suis excitée. Ou nerveuse. Ou réveillée.|Sorry, ich rede viel, wenn ich aufgeregt bin. Oder nervös. Oder wach.', 'I love listening to you.|Me encanta escucharte.|J’adore t’écouter.|Ich höre dir gern zu.', 'Which one is it right now?|¿Y ahora cuál de las tres?|Et là, c’est lequel ?|Und was davon gerade?'],
        ['This wetsuit takes ten minutes to get off. Don’t laugh.|Este neopreno tarda diez minutos en quitarse. No te rías.|Cette combinaison met dix minutes à s’enlever. Ne rigole pas.|Diesen Neoprenanzug auszuziehen dauert zehn Minuten. Nicht lachen.', 'Need a hand with the zip?|¿Te ayudo con la cremallera?|Besoin d’un coup de main pour la fermeture ?|Brauchst du Hilfe mit dem Reißverschluss?', 'I’ve got ten minutes.|Tengo diez minutos.|J’ai dix minutes.|Ich hab zehn Minuten.'],
      ],
      warm: [
        ['Look, a dolphin! There, by the buoy! Okay, you missed it. Stay longer?|¡Mira, un delfín! ¡Ahí, junto a la boya! Vale, te lo perdiste. ¿Te quedas más?|Regarde, un dauphin ! Là, près de la bouée ! Bon, raté. Tu restes encore ?|Schau, ein Delfin! Da, bei der Boje! Okay, verpasst. Bleibst du länger?', 'As long as you want.|Todo lo que quieras.|Aussi longtemps que tu veux.|So lange du willst.', 'I was looking at you anyway.|De todas formas te miraba a ti.|De toute façon, je te regardais.|Ich hab sowieso dich angeschaut.'],
        ['My feet are frozen from the dive. Warm them up?|Tengo los pies helados de la inmersión. ¿Me los calientas?|J’ai les pieds gelés après la plongée. Tu me les réchauffes ?|Meine Füße sind vom Tauchen eiskalt. Wärmst du sie?', 'Give them here.|Dámelos.|Donne-les-moi.|Gib her.', 'And then the rest of you.|Y después el resto de ti.|Et ensuite le reste de toi.|Und dann den Rest von dir.'],
        ['Salt in my hair, sand everywhere. Still cute?|Sal en el pelo, arena por todas partes. ¿Sigo siendo mona?|Du sel dans les cheveux, du sable partout. Toujours mignonne ?|Salz im Haar, Sand überall. Immer noch süß?', 'Cuter than ever.|Más que nunca.|Plus que jamais.|Süßer denn je.', 'Sand everywhere? Show me.|¿Arena por todas partes? Enséñamelo.|Du sable partout ? Montre-moi.|Sand überall? Zeig mal.'],
        ['I never meet anyone on land who gets me. You kind of do.|En tierra nunca conozco a nadie que me entienda. Tú más o menos sí.|Je ne rencontre jamais personne sur terre qui me comprend. Toi, un peu.|An Land treffe ich nie jemanden, der mich versteht. Du irgendwie schon.', 'I’d dive in for you.|Me lanzaría al agua por ti.|Je plongerais pour toi.|Für dich würde ich ins Wasser springen.', 'Then let’s go deeper.|Entonces vayamos más hondo.|Alors allons plus profond.|Dann lass uns tiefer gehen.'],
      ],
      hot: [
        ['The water is so warm tonight. Swim with me? No swimsuits allowed.|El agua está tan templada esta noche. ¿Nadas conmigo? Prohibido bañador.|L’eau est si chaude ce soir. Tu nages avec moi ? Maillots interdits.|Das Wasser ist heute so warm. Schwimmst du mit mir? Badesachen verboten.', 'Race you in.|Te echo una carrera.|Le premier dans l’eau.|Wer zuerst im Wasser ist.', 'I thought you’d never ask.|Pensaba que nunca lo pedirías.|Je croyais que tu ne demanderais jamais.|Ich dachte, du fragst nie.'],
        ['You taste like salt. I could get addicted.|Sabes a sal. Podría engancharme.|Tu as un goût de sel. Je pourrais devenir accro.|Du schmeckst nach Salz. Davon könnte ich süchtig werden.', 'So could I.|Yo también.|Moi aussi.|Ich auch.', 'Have another taste.|Prueba otra vez.|Goûte encore.|Probier nochmal.'],
        ['Hold your breath. Now kiss me underwater.|Aguanta la respiración. Ahora bésame bajo el agua.|Retiens ton souffle. Maintenant embrasse-moi sous l’eau.|Luft anhalten. Jetzt küss mich unter Wasser.', 'Ready when you are.|Listo cuando tú digas.|Prêt quand tu veux.|Bereit, wenn du es bist.', 'Longer than last time.|Más largo que la última vez.|Plus long que la dernière fois.|Länger als letztes Mal.'],
        ['My heart’s beating like after a deep dive. That’s you.|El corazón me late como tras una inmersión profunda. Eres tú.|Mon cœur bat comme après une plongée profonde. C’est toi.|Mein Herz schlägt wie nach einem Tieftauchgang. Das bist du.', 'Mine too. Feel.|El mío también. Toca.|Le mien aussi. Touche.|Meins auch. Fühl mal.', 'Let’s not come up for air.|No salgamos a respirar.|Ne remontons pas respirer.|Lass uns nicht auftauchen.'],
      ],
    },
    locationOffer: [
      'The boat is free till morning, or I know a cove nobody else knows. Pick!|El barco está libre hasta mañana, o conozco una cala que nadie conoce. ¡Elige!|Le bateau est libre jusqu’au matin, ou je connais une crique secrète. Choisis !|Das Boot ist bis morgen frei, oder ich kenne eine Bucht, die sonst keiner kennt. Wähl!',
      'Want to see my favourite places? Both smell like seaweed, sorry.|¿Quieres ver mis sitios favoritos? Los dos huelen a algas, perdón.|Tu veux voir mes endroits préférés ? Ils sentent les algues, désolée.|Willst du meine Lieblingsorte sehen? Beide riechen nach Seetang, sorry.',
    ],
    dates: {
      'research-boat': [
        ['Anchored, engine off, stars out. Lie on the deck with me.|Anclados, motor apagado, estrellas fuera. Túmbate en cubierta conmigo.|Ancre jetée, moteur coupé, étoiles levées. Allonge-toi sur le pont avec moi.|Anker geworfen, Motor aus, Sterne an. Leg dich mit mir aufs Deck.', 'Best date I’ve ever had.|La mejor cita de mi vida.|Le meilleur rendez-vous de ma vie.|Das beste Date meines Lebens.', 'Closer, it’s chilly.|Más cerca, hace fresco.|Plus près, il fait frais.|Näher, es ist frisch.'],
        ['The sea is glowing. Plankton! Put your hand in the water.|El mar brilla. ¡Plancton! Mete la mano en el agua.|La mer brille. Du plancton ! Mets ta main dans l’eau.|Das Meer leuchtet. Plankton! Halt die Hand ins Wasser.', 'It’s magical. Like you.|Es mágico. Como tú.|C’est magique. Comme toi.|Magisch. Wie du.', 'Jump in with me.|Salta conmigo.|Saute avec moi.|Spring mit mir rein.'],
        ['The cabin is tiny. Very tiny. We’d have to share the bunk.|El camarote es pequeño. Muy pequeño. Tendríamos que compartir litera.|La cabine est minuscule. Vraiment. Il faudrait partager la couchette.|Die Kajüte ist winzig. Sehr winzig. Wir müssten uns die Koje teilen.', 'I don’t mind at all.|No me importa nada.|Ça ne me dérange pas du tout.|Stört mich gar nicht.', 'That was my plan.|Ese era mi plan.|C’était mon plan.|Das war mein Plan.'],
      ],
      'hidden-cove': [
        ['Only reachable at low tide. We have about four hours. Alone.|Solo se llega con marea baja. Tenemos unas cuatro horas. Solos.|Accessible seulement à marée basse. On a quatre heures. Seuls.|Nur bei Ebbe erreichbar. Wir haben etwa vier Stunden. Allein.', 'Four hours with you? Perfect.|¿Cuatro horas contigo? Perfecto.|Quatre heures avec toi ? Parfait.|Vier Stunden mit dir? Perfekt.', 'Let’s make every minute count.|Que cuente cada minuto.|Faisons compter chaque minute.|Lass uns jede Minute nutzen.'],
        ['Sand between my toes, sun on my back. Rub some lotion on me?|Arena entre los dedos, sol en la espalda. ¿Me pones crema?|Du sable entre les orteils, le soleil dans le dos. Tu me mets de la crème ?|Sand zwischen den Zehen, Sonne auf dem Rücken. Cremst du mich ein?', 'Every inch.|Cada centímetro.|Chaque centimètre.|Jeden Zentimeter.', 'Untie that string first.|Desata ese cordón primero.|Dénoue ce lacet d’abord.|Mach erst das Band auf.'],
        ['I found a sea-glass heart. It’s yours, if you kiss me for it.|Encontré un corazón de vidrio marino. Es tuyo si me besas.|J’ai trouvé un cœur en verre de mer. Il est à toi contre un baiser.|Ich hab ein Herz aus Meerglas gefunden. Es gehört dir, wenn du mich küsst.', 'Deal.|Trato hecho.|Marché conclu.|Abgemacht.', 'One kiss? I’m buying the whole beach.|¿Un beso? Me compro la playa entera.|Un baiser ? J’achète toute la plage.|Ein Kuss? Ich kaufe den ganzen Strand.'],
      ],
    },
    actionOffer: [
      'Okay, I’m done being shy. What do you want to explore?|Vale, se acabó la timidez. ¿Qué quieres explorar?|Bon, fini la timidité. Tu veux explorer quoi ?|Okay, genug schüchtern. Was willst du erkunden?',
      'Dive in. Choose.|Lánzate. Elige.|Plonge. Choisis.|Spring rein. Wähl.',
    ],
    actionGeneric: [
      'Ohh, that’s a new species of wonderful.|Oh, eso es una nueva especie de maravilla.|Oh, c’est une nouvelle espèce de merveilleux.|Oh, das ist eine neue Art von wundervoll.',
      'Again! Again!|¡Otra vez! ¡Otra vez!|Encore ! Encore !|Nochmal! Nochmal!',
      'I’m taking notes. Very detailed notes.|Estoy tomando notas. Muy detalladas.|Je prends des notes. Très détaillées.|Ich mache Notizen. Sehr detaillierte.',
    ],
    sceneEnd: [
      'Tide’s coming in. We should go. I don’t want to go.|Sube la marea. Deberíamos irnos. No quiero irme.|La marée monte. Il faut partir. Je ne veux pas partir.|Die Flut kommt. Wir sollten gehen. Ich will nicht gehen.',
      'That was better than swimming with dolphins. Don’t tell them.|Eso fue mejor que nadar con delfines. No se lo digas.|C’était mieux que nager avec les dauphins. Ne leur dis pas.|Das war besser als mit Delfinen schwimmen. Sag’s ihnen nicht.',
    ],
    blocked: ['Nope. Some creatures are best left alone, and that’s you.|No. Hay criaturas que es mejor dejar en paz, y esa eres tú.|Non. Certaines créatures, mieux vaut les laisser tranquilles, et c’est toi.|Nein. Manche Lebewesen lässt man besser in Ruhe, und das bist du.'],
    away: ['Out on a dive. No signal underwater, back soon!|Estoy buceando. Sin cobertura bajo el agua, ¡vuelvo pronto!|En plongée. Pas de réseau sous l’eau, je reviens vite !|Beim Tauchen. Kein Empfang unter Wasser, bin gleich zurück!'],
    resume: ['Surfaced! Did you wait for me?|¡Salí a la superficie! ¿Me esperaste?|Remontée ! Tu m’as attendue ?|Aufgetaucht! Hast du auf mich gewartet?', 'Back on dry land, all yours.|De vuelta en tierra firme, toda tuya.|De retour sur la terre ferme, toute à toi.|Zurück an Land, ganz deins.'],
    freeText: {
      positive: ['Aww, you’re sweet. Like a sea otter.|Ay, qué mono eres. Como una nutria marina.|Oh, tu es adorable. Comme une loutre de mer.|Aww, du bist süß. Wie ein Seeotter.', 'That made my whole day.|Eso me ha alegrado el día.|Ça a illuminé ma journée.|Das hat meinen Tag gerettet.'],
      neutral: ['Hmm? Sorry, there was a seagull. Go on!|¿Hmm? Perdón, había una gaviota. ¡Sigue!|Hmm ? Pardon, il y avait une mouette. Continue !|Hm? Sorry, da war eine Möwe. Weiter!', 'Interesting! Tell me more.|¡Interesante! Cuéntame más.|Intéressant ! Dis-m’en plus.|Interessant! Erzähl mehr.'],
      negative: ['Ouch. That stung like a jellyfish.|Ay. Eso picó como una medusa.|Aïe. Ça pique comme une méduse.|Autsch. Das brennt wie eine Qualle.', 'Wow, okay. I’ll go talk to the fish.|Vaya, vale. Me voy a hablar con los peces.|Waouh, d’accord. Je vais parler aux poissons.|Wow, okay. Ich rede dann mit den Fischen.'],
    },
  },
  posts: [
    { text: 'Dive log: three dolphins, one grumpy octopus.|Diario de inmersión: tres delfines, un pulpo gruñón.|Carnet de plongée : trois dauphins, une pieuvre grincheuse.|Tauchlog: drei Delfine, ein grummeliger Oktopus.', images: 3, daysAgo: 1 },
    { text: 'Waves for breakfast.|Olas para desayunar.|Des vagues au petit-déjeuner.|Wellen zum Frühstück.', images: 1, video: 'clip-waves.mp4', daysAgo: 3 },
    { text: 'Wetsuit off, sunshine on.|Fuera neopreno, sol encendido.|Combinaison enlevée, soleil allumé.|Neopren aus, Sonne an.', images: 2, daysAgo: 9 },
    { text: 'Secret cove. Not telling where.|Cala secreta. No digo dónde.|Crique secrète. Je ne dis pas où.|Geheime Bucht. Ich verrate nicht, wo.', images: 4, daysAgo: 17 },
    { text: 'Sea-glass collection update.|Novedades de mi colección de vidrio marino.|Mise à jour de ma collection de verre de mer.|Update meiner Meerglas-Sammlung.', images: 2, daysAgo: 25 },
  ],
};
