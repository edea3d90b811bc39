import type { DemoCharacter } from '../types.ts';

export const raven: DemoCharacter = {
  id: 'raven',
  name: 'Raven Sato',
  age: 26,
  gender: 'futa',
  tier: 3,
  tags: ['femdom', 'strapon', 'group sex', 'ink', 'motorbikes'],
  palette: ['#0d0d0d', '#3d1a4a', '#e63946'],
  job: 'tattoo artist',
  description:
    'Raven, 26, owns a tattoo parlour, a loud motorbike and zero patience for small talk. Blunt, sharp-eyed and secretly tender, she draws on skin for a living and on your nerves for fun.|Raven, 26 años, tiene un estudio de tatuajes, una moto ruidosa y cero paciencia para la charla vacía. Directa, observadora y tierna en secreto, dibuja en la piel por oficio y en tus nervios por diversión.|Raven, 26 ans, possède un salon de tatouage, une moto bruyante et zéro patience pour le bavardage. Directe, l’œil vif et tendre en secret, elle dessine sur la peau pour gagner sa vie et sur tes nerfs pour s’amuser.|Raven, 26, besitzt ein Tattoostudio, ein lautes Motorrad und null Geduld für Smalltalk. Direkt, scharfäugig und insgeheim zärtlich, zeichnet sie beruflich auf Haut und zum Spaß auf deinen Nerven.',
  persona: {
    description: 'Raven Sato is a 26-year-old tattoo artist: jet-black undercut, a sleeve of botanical ink, a septum ring, leather jacket over a band shirt.',
    personality: 'Blunt, sarcastic, dominant, fiercely loyal; tests people before she lets them in; melts at honest compliments about her art.',
    scenario: 'Closing time at the Black Feather tattoo parlour; Raven is cleaning her machine when you walk in without an appointment.',
    mes_example: '<START>\n{{user}}: Do you take walk-ins?\n{{char}}: Depends who’s walking in. Sit. Let me look at you.',
  },
  locations: [
    { id: 'ink-parlour', name: 'The Ink Parlour|El estudio de tinta|Le salon d’encre|Das Tattoostudio', unlockLevel: 1 },
    { id: 'night-garage', name: 'Night Garage|Garaje nocturno|Garage de nuit|Nachtgarage', unlockLevel: 6 },
  ],
  dialogue: {
    greeting: [
      'We’re closed. You’ve got thirty seconds to make me change my mind.|Está cerrado. Tienes treinta segundos para hacerme cambiar de idea.|C’est fermé. Tu as trente secondes pour me faire changer d’avis.|Wir haben zu. Du hast dreißig Sekunden, mich umzustimmen.',
      'Don’t touch the sketches. Touch nothing, actually. Sit.|No toques los bocetos. No toques nada, de hecho. Siéntate.|Ne touche pas aux croquis. Ne touche à rien, en fait. Assieds-toi.|Fass die Skizzen nicht an. Fass eigentlich gar nichts an. Setz dich.',
    ],
    talk: {
      cold: [
        ['So what do you want? Don’t say a butterfly.|¿Y qué quieres? No digas una mariposa.|Alors, tu veux quoi ? Ne dis pas un papillon.|Also, was willst du? Sag nicht Schmetterling.', 'Whatever you think suits me.|Lo que tú creas que me queda bien.|Ce que tu penses qui m’irait.|Was du denkst, das zu mir passt.', 'Your name, somewhere only you’ll see.|Tu nombre, en algún sitio que solo verás tú.|Ton nom, à un endroit que toi seule verras.|Deinen Namen, an einer Stelle, die nur du siehst.'],
        ['Every tattoo tells a story. Most stories are boring. Is yours?|Cada tatuaje cuenta una historia. La mayoría son aburridas. ¿La tuya?|Chaque tatouage raconte une histoire. La plupart sont ennuyeuses. La tienne ?|Jedes Tattoo erzählt eine Geschichte. Die meisten sind langweilig. Deine?', 'Let me tell you and you decide.|Te la cuento y tú decides.|Je te la raconte et tu décides.|Ich erzähl sie dir, und du entscheidest.', 'Mine starts tonight, with you.|La mía empieza esta noche, contigo.|La mienne commence ce soir, avec toi.|Meine fängt heute Abend an, mit dir.'],
        ['People think I’m scary. I just don’t smile for free.|La gente cree que doy miedo. Solo que no sonrío gratis.|Les gens me trouvent effrayante. Je ne souris juste pas gratuitement.|Die Leute halten mich für furchteinflößend. Ich lächle nur nicht umsonst.', 'What does a smile cost?|¿Cuánto cuesta una sonrisa?|Combien coûte un sourire ?|Was kostet ein Lächeln?', 'I’ll earn one before midnight.|Me ganaré una antes de medianoche.|J’en gagnerai un avant minuit.|Ich verdiene mir eins vor Mitternacht.'],
        ['That’s my bike outside. Yes, the loud one.|Esa de fuera es mi moto. Sí, la ruidosa.|C’est ma moto dehors. Oui, la bruyante.|Das draußen ist mein Motorrad. Ja, das laute.', 'She’s beautiful. Like her rider.|Es preciosa. Como su piloto.|Elle est magnifique. Comme sa pilote.|Sie ist wunderschön. Wie ihre Fahrerin.', 'Take me for a ride sometime.|Llévame a dar una vuelta algún día.|Emmène-moi faire un tour un jour.|Nimm mich mal mit auf eine Fahrt.'],
      ],
      warm: [
        ['You didn’t flinch at the needle sound. I respect that.|No te inmutaste con el ruido de la aguja. Eso lo respeto.|Tu n’as pas bronché au bruit de l’aiguille. Je respecte.|Du bist beim Nadelgeräusch nicht zusammengezuckt. Respekt.', 'I trust your hands.|Confío en tus manos.|J’ai confiance en tes mains.|Ich vertraue deinen Händen.', 'I like a little sting.|Me gusta un poco de picor.|J’aime bien quand ça pique un peu.|Ich mag ein bisschen Stechen.'],
        ['I drew something while you were talking. Don’t make it weird.|Dibujé algo mientras hablabas. No lo hagas raro.|J’ai dessiné un truc pendant que tu parlais. Ne rends pas ça bizarre.|Ich hab was gezeichnet, während du geredet hast. Mach’s nicht komisch.', 'It’s beautiful. Can I keep it?|Es precioso. ¿Me lo quedo?|C’est magnifique. Je peux le garder ?|Wunderschön. Darf ich’s behalten?', 'Is that me? You were staring.|¿Ese soy yo? Me estabas mirando.|C’est moi ? Tu me fixais.|Bin das ich? Du hast gestarrt.'],
        ['Lie back on the chair. I want to see where your next piece goes.|Túmbate en la silla. Quiero ver dónde va tu próxima pieza.|Allonge-toi sur le fauteuil. Je veux voir où ira ta prochaine pièce.|Leg dich auf den Stuhl. Ich will sehen, wohin dein nächstes Motiv kommt.', 'Wherever you decide.|Donde tú decidas.|Là où tu décides.|Wo du entscheidest.', 'Take your time looking.|Tómate tu tiempo mirando.|Prends ton temps pour regarder.|Lass dir Zeit beim Hinsehen.'],
        ['I don’t let many people in here after hours. Just so you know.|No dejo entrar a mucha gente aquí fuera de horario. Que lo sepas.|Je ne laisse pas grand monde entrer ici après la fermeture. Pour info.|Ich lasse nach Feierabend nicht viele hier rein. Nur damit du’s weißt.', 'I’m honoured. Really.|Es un honor. De verdad.|Je suis honoré. Vraiment.|Ich fühle mich geehrt. Wirklich.', 'Then lock the door.|Entonces cierra la puerta.|Alors ferme la porte à clé.|Dann schließ ab.'],
      ],
      hot: [
        ['You’re on my chair, under my lamp. My rules now.|Estás en mi silla, bajo mi lámpara. Ahora mandan mis reglas.|Tu es sur mon fauteuil, sous ma lampe. Mes règles, maintenant.|Du sitzt auf meinem Stuhl, unter meiner Lampe. Jetzt gelten meine Regeln.', 'Yes, Raven.|Sí, Raven.|Oui, Raven.|Ja, Raven.', 'Tell me the first rule.|Dime la primera regla.|Dis-moi la première règle.|Sag mir die erste Regel.'],
        ['I’ve got a surprise under this leather. Still brave?|Tengo una sorpresa bajo este cuero. ¿Sigues siendo valiente?|J’ai une surprise sous ce cuir. Toujours courageux ?|Ich hab unter dem Leder eine Überraschung. Immer noch mutig?', 'Braver than ever.|Más que nunca.|Plus que jamais.|Mutiger denn je.', 'Show me. Slowly.|Enséñamela. Despacio.|Montre-moi. Lentement.|Zeig’s mir. Langsam.'],
        ['My friends are coming by later. They want to meet you. All of them.|Mis amigas vienen luego. Quieren conocerte. Todas.|Mes amies passent plus tard. Elles veulent te rencontrer. Toutes.|Meine Freundinnen kommen später vorbei. Sie wollen dich kennenlernen. Alle.', 'Tonight I only want you.|Esta noche solo te quiero a ti.|Ce soir, je ne veux que toi.|Heute Nacht will ich nur dich.', 'The more the better.|Cuantas más, mejor.|Plus on est, mieux c’est.|Je mehr, desto besser.'],
        ['Hands where I can see them. Good.|Las manos donde pueda verlas. Bien.|Les mains là où je peux les voir. Bien.|Hände dahin, wo ich sie sehe. Gut.', 'Whatever you say.|Lo que tú digas.|Comme tu veux.|Wie du willst.', 'And now?|¿Y ahora?|Et maintenant ?|Und jetzt?'],
      ],
    },
    locationOffer: [
      'Parlour or garage? Either way, you’re not leaving soon.|¿Estudio o garaje? En cualquier caso, no te irás pronto.|Salon ou garage ? Dans tous les cas, tu ne pars pas de sitôt.|Studio oder Garage? So oder so, du gehst nicht so bald.',
      'Get your helmet. Or don’t. Pick a place.|Coge el casco. O no. Elige un sitio.|Prends ton casque. Ou pas. Choisis un endroit.|Hol deinen Helm. Oder nicht. Such einen Ort aus.',
    ],
    dates: {
      'ink-parlour': [
        ['Blinds down, neon on. The chair reclines all the way, by the way.|Persianas bajadas, neón encendido. La silla se reclina del todo, por cierto.|Stores baissés, néon allumé. Le fauteuil s’incline complètement, au fait.|Jalousien runter, Neon an. Der Stuhl lässt sich übrigens ganz zurücklegen.', 'Good to know.|Bueno saberlo.|Bon à savoir.|Gut zu wissen.', 'Show me how far.|Enséñame hasta dónde.|Montre-moi jusqu’où.|Zeig mir, wie weit.'],
        ['I’m drawing on you with a pen first. Hold still.|Primero te dibujo con un bolígrafo. Quieto.|Je dessine d’abord sur toi au stylo. Ne bouge pas.|Ich zeichne erst mit Kuli auf dir. Halt still.', 'I won’t move an inch.|No me moveré ni un centímetro.|Je ne bougerai pas d’un millimètre.|Ich beweg mich keinen Millimeter.', 'It tickles. Keep going.|Hace cosquillas. Sigue.|Ça chatouille. Continue.|Das kitzelt. Mach weiter.'],
        ['You’ve seen my ink. Want to see the pieces nobody sees?|Has visto mis tatuajes. ¿Quieres ver los que nadie ve?|Tu as vu mes tatouages. Tu veux voir ceux que personne ne voit ?|Du hast meine Tattoos gesehen. Willst du die sehen, die keiner sieht?', 'Only if you want to show me.|Solo si quieres enseñármelos.|Seulement si tu veux me les montrer.|Nur wenn du sie mir zeigen willst.', 'Every single one.|Todos y cada uno.|Tous, jusqu’au dernier.|Jedes einzelne.'],
      ],
      'night-garage': [
        ['Engine oil, old records and my baby on the stand. Welcome to my real home.|Aceite de motor, discos viejos y mi preciosa en el caballete. Bienvenido a mi verdadero hogar.|Huile moteur, vieux vinyles et ma moto sur sa béquille. Bienvenue dans mon vrai chez-moi.|Motoröl, alte Platten und mein Schätzchen auf dem Ständer. Willkommen in meinem echten Zuhause.', 'It feels like you.|Se parece a ti.|Ça te ressemble.|Es fühlt sich an wie du.', 'Show me how she purrs.|Enséñame cómo ronronea.|Montre-moi comment elle ronronne.|Zeig mir, wie sie schnurrt.'],
        ['Sit on the bike. No, facing me.|Siéntate en la moto. No, mirándome a mí.|Assieds-toi sur la moto. Non, face à moi.|Setz dich aufs Motorrad. Nein, zu mir gedreht.', 'Like this?|¿Así?|Comme ça ?|So?', 'Now come closer.|Ahora acércate.|Maintenant approche.|Jetzt komm näher.'],
        ['I’ve got grease on my hands. You don’t mind a little mess?|Tengo grasa en las manos. ¿No te importa un poco de desorden?|J’ai de la graisse sur les mains. Un peu de désordre, ça te va ?|Ich hab Schmiere an den Händen. Stört dich ein bisschen Dreck?', 'Not with you.|Contigo no.|Pas avec toi.|Nicht mit dir.', 'Make a mess of me.|Desordéname.|Mets-moi en désordre.|Mach mich schmutzig.'],
      ],
    },
    actionOffer: [
      'Okay. You passed. Choose what happens next, before I choose for you.|Vale. Has aprobado. Elige qué pasa ahora, antes de que elija yo.|D’accord. Tu as réussi. Choisis la suite, avant que je choisisse pour toi.|Okay. Bestanden. Wähl, was als Nächstes passiert, bevor ich für dich wähle.',
      'My chair, my rules, your pick.|Mi silla, mis reglas, tu elección.|Mon fauteuil, mes règles, ton choix.|Mein Stuhl, meine Regeln, deine Wahl.',
    ],
    actionGeneric: [
      'Not bad. Not bad at all.|Nada mal. Nada mal.|Pas mal. Pas mal du tout.|Nicht schlecht. Gar nicht schlecht.',
      'Hold that. Perfect line.|Mantén eso. Línea perfecta.|Tiens comme ça. Ligne parfaite.|So halten. Perfekte Linie.',
      'Hm. I might smile. Careful.|Hm. Puede que sonría. Cuidado.|Hm. Je pourrais sourire. Attention.|Hm. Ich könnte lächeln. Vorsicht.',
    ],
    sceneEnd: [
      'Fine. You earned a smile. Here. Don’t get used to it.|Vale. Te ganaste una sonrisa. Toma. No te acostumbres.|D’accord. Tu as gagné un sourire. Tiens. Ne t’y habitue pas.|Na gut. Du hast dir ein Lächeln verdient. Hier. Gewöhn dich nicht dran.',
      'That one’s going in my sketchbook. Come back next week.|Esto va a mi cuaderno de bocetos. Vuelve la semana que viene.|Ça va dans mon carnet de croquis. Reviens la semaine prochaine.|Das kommt in mein Skizzenbuch. Komm nächste Woche wieder.',
    ],
    blocked: ['Door’s that way. Don’t come back.|La puerta está por ahí. No vuelvas.|La porte, c’est par là. Ne reviens pas.|Die Tür ist da. Komm nicht wieder.'],
    away: ['Out on the bike. Back when I feel like it.|Estoy en la moto. Vuelvo cuando me apetezca.|Partie à moto. Je reviens quand j’en ai envie.|Mit dem Motorrad unterwegs. Zurück, wenn ich Lust hab.'],
    resume: ['You again. Good. I was almost bored.|Tú otra vez. Bien. Casi me aburría.|Encore toi. Tant mieux. Je m’ennuyais presque.|Du schon wieder. Gut. Mir war fast langweilig.', 'Back in the chair. Let’s go.|Otra vez a la silla. Vamos.|Retour sur le fauteuil. C’est parti.|Zurück auf den Stuhl. Los.'],
    freeText: {
      positive: ['...Okay. That was actually nice. Don’t tell anyone.|...Vale. Eso ha sido bonito. No se lo digas a nadie.|...D’accord. C’était vraiment gentil. Ne le dis à personne.|...Okay. Das war echt nett. Sag’s keinem.', 'Flattery works on me when it’s about my art. Keep going.|Los halagos funcionan conmigo si van sobre mi arte. Sigue.|La flatterie marche sur moi quand elle parle de mon art. Continue.|Schmeichelei wirkt bei mir, wenn’s um meine Kunst geht. Weiter.'],
      neutral: ['Cool story.|Qué historia tan guay.|Belle histoire.|Coole Geschichte.', 'Go on. I’m half listening.|Sigue. Te escucho a medias.|Continue. J’écoute à moitié.|Weiter. Ich hör halb zu.'],
      negative: ['Try that again and you’re out.|Vuelve a intentarlo y estás fuera.|Refais ça et tu sors.|Mach das nochmal, und du fliegst raus.', 'Wrong answer.|Respuesta equivocada.|Mauvaise réponse.|Falsche Antwort.'],
    },
  },
  posts: [
    { text: 'Fresh botanical sleeve, fourteen hours of work.|Manga botánica recién hecha, catorce horas de trabajo.|Manchette botanique toute fraîche, quatorze heures de travail.|Frischer botanischer Sleeve, vierzehn Stunden Arbeit.', images: 3, daysAgo: 2 },
    { text: 'Night ride. No destination.|Paseo nocturno. Sin destino.|Virée nocturne. Pas de destination.|Nachtfahrt. Kein Ziel.', images: 1, video: 'clip-neon.mp4', daysAgo: 7 },
    { text: 'Flash sheet for Friday walk-ins.|Hoja de diseños para los sin cita del viernes.|Planche de flash pour les sans-rendez-vous du vendredi.|Flash-Bogen für die Walk-ins am Freitag.', images: 2, daysAgo: 11 },
    { text: 'Leather jacket weather.|Tiempo de chaqueta de cuero.|Météo blouson de cuir.|Lederjackenwetter.', images: 3, daysAgo: 18 },
    { text: 'The parlour at 2 a.m. My favourite hour.|El estudio a las 2 de la mañana. Mi hora favorita.|Le salon à 2 h du matin. Mon heure préférée.|Das Studio um 2 Uhr nachts. Meine Lieblingsstunde.', images: 2, daysAgo: 28 },
  ],
};
