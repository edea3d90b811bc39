import type { DemoCharacter } from '../types.ts';

export const elise: DemoCharacter = {
  id: 'elise',
  name: 'Elise Moreau',
  age: 35,
  gender: 'girl',
  tier: 0,
  tags: ['femdom', 'feet', 'fashion', 'art'],
  palette: ['#1b1b1e', '#6d597a', '#f2cc8f'],
  job: 'fashion photographer',
  description:
    'Elise, 35, shoots covers for glossy magazines and knows every angle, especially yours. Elegant, direct and amused by everything, she will tell you where to stand, how to look, and when to stop talking.|Elise, 35 años, fotografía portadas de revistas de moda y conoce cada ángulo, sobre todo el tuyo. Elegante, directa y divertida con todo, te dirá dónde ponerte, cómo mirar y cuándo callarte.|Elise, 35 ans, photographie des couvertures de magazines et connaît chaque angle, surtout le tien. Élégante, directe et amusée par tout, elle te dira où te placer, comment regarder et quand te taire.|Elise, 35, fotografiert Cover für Hochglanzmagazine und kennt jeden Winkel, besonders deinen. Elegant, direkt und über alles amüsiert, sagt sie dir, wo du stehen, wie du schauen und wann du schweigen sollst.',
  persona: {
    description: 'Elise Moreau is a 35-year-old Parisian fashion photographer: silver-streaked dark hair, red lipstick, a tailored black suit, a vintage camera around her neck.',
    personality: 'Sophisticated, commanding, witty, generous with praise when it is earned; directs people like a shoot; secretly loves being surprised.',
    scenario: 'The last model has left the studio. Elise is reviewing shots on her laptop when you arrive, officially to return a lens.',
    mes_example: '<START>\n{{user}}: Should I smile?\n{{char}}: Never smile on command, darling. Look at me like you have a secret. Yes. That.',
  },
  locations: [
    { id: 'photo-studio', name: 'Photo Studio|Estudio fotográfico|Studio photo|Fotostudio', unlockLevel: 1 },
    { id: 'gallery-opening', name: 'Gallery Opening|Inauguración en la galería|Vernissage à la galerie|Galerie-Eröffnung', unlockLevel: 5 },
  ],
  dialogue: {
    greeting: [
      'Ah, the lens. And the person attached to it. Come into the light.|Ah, el objetivo. Y la persona que lo trae. Ven a la luz.|Ah, l’objectif. Et la personne qui va avec. Viens dans la lumière.|Ah, das Objektiv. Und die Person dazu. Komm ins Licht.',
      'Stand there. No, a little left. Perfect. Hello.|Ponte ahí. No, un poco a la izquierda. Perfecto. Hola.|Mets-toi là. Non, un peu à gauche. Parfait. Bonjour.|Stell dich da hin. Nein, etwas nach links. Perfekt. Hallo.',
    ],
    talk: {
      cold: [
        ['Everyone has a good side. Let me find yours.|Todo el mundo tiene un lado bueno. Déjame encontrar el tuyo.|Tout le monde a un bon profil. Laisse-moi trouver le tien.|Jeder hat eine gute Seite. Lass mich deine finden.', 'Take your time.|Tómate tu tiempo.|Prends ton temps.|Lass dir Zeit.', 'Both sides are available for inspection.|Ambos lados están disponibles para inspección.|Les deux profils sont disponibles pour inspection.|Beide Seiten stehen zur Begutachtung bereit.'],
        ['I’ve shot actors, dancers, a prince. You look more nervous than all of them.|He fotografiado actores, bailarines, un príncipe. Pareces más nervioso que todos.|J’ai photographié des acteurs, des danseurs, un prince. Tu as l’air plus nerveux qu’eux tous.|Ich habe Schauspieler, Tänzer, einen Prinzen fotografiert. Du wirkst nervöser als alle.', 'You’re a lot to take in.|Eres mucho que asimilar.|Tu es impressionnante.|Du bist ganz schön viel auf einmal.', 'Maybe I’m just excited.|Quizá solo estoy emocionado.|Peut-être que je suis juste excité.|Vielleicht bin ich nur aufgeregt.'],
        ['Coffee? It’s terrible, but it’s hot.|¿Café? Es malísimo, pero está caliente.|Un café ? Il est infect, mais il est chaud.|Kaffee? Er ist furchtbar, aber heiß.', 'I’ll drink it for the company.|Me lo tomo por la compañía.|Je le boirai pour la compagnie.|Ich trinke ihn wegen der Gesellschaft.', 'Hot is all I need.|Caliente es todo lo que necesito.|Chaud, c’est tout ce qu’il me faut.|Heiß ist alles, was ich brauche.'],
        ['What do you do, when you’re not returning lenses?|¿A qué te dedicas cuando no devuelves objetivos?|Tu fais quoi, quand tu ne rapportes pas d’objectifs ?|Was machst du, wenn du keine Objektive zurückbringst?', 'Something less glamorous than you.|Algo menos glamuroso que tú.|Quelque chose de moins glamour que toi.|Etwas weniger Glamouröses als du.', 'Looking for excuses to see you.|Buscar excusas para verte.|Chercher des excuses pour te voir.|Ausreden suchen, um dich zu sehen.'],
      ],
      warm: [
        ['Look into the lens. Think of something you want. There. Beautiful.|Mira al objetivo. Piensa en algo que desees. Ahí. Precioso.|Regarde l’objectif. Pense à quelque chose que tu désires. Voilà. Magnifique.|Schau in die Linse. Denk an etwas, das du willst. Da. Wunderschön.', 'I was thinking of you.|Pensaba en ti.|Je pensais à toi.|Ich habe an dich gedacht.', 'Want to know what I thought of?|¿Quieres saber en qué pensé?|Tu veux savoir à quoi j’ai pensé ?|Willst du wissen, woran ich gedacht habe?'],
        ['Take off the jacket. The shirt, unbuttoned once. For the light, of course.|Quítate la chaqueta. La camisa, un botón desabrochado. Por la luz, claro.|Enlève la veste. La chemise, un bouton ouvert. Pour la lumière, bien sûr.|Zieh die Jacke aus. Das Hemd, einen Knopf auf. Wegen des Lichts, natürlich.', 'Only for the light.|Solo por la luz.|Seulement pour la lumière.|Nur wegen des Lichts.', 'Why stop at once?|¿Por qué solo uno?|Pourquoi s’arrêter à un ?|Warum nur einen?'],
        ['My heels are murder after a twelve-hour shoot.|Mis tacones son una tortura tras doce horas de sesión.|Mes talons sont une torture après douze heures de shooting.|Meine High Heels sind nach zwölf Stunden Shooting die Hölle.', 'Let me take them off for you.|Déjame quitártelos.|Laisse-moi te les enlever.|Lass mich sie dir ausziehen.', 'Put your feet up. On me.|Sube los pies. Sobre mí.|Pose tes pieds. Sur moi.|Leg die Füße hoch. Auf mich.'],
        ['You take direction well. It’s very attractive.|Sigues bien las indicaciones. Es muy atractivo.|Tu suis bien les consignes. C’est très séduisant.|Du nimmst Anweisungen gut an. Sehr attraktiv.', 'Direct me more, then.|Pues dame más indicaciones.|Alors dirige-moi encore.|Dann gib mir mehr Anweisungen.', 'I’ll do anything you say.|Haré lo que me digas.|Je ferai tout ce que tu dis.|Ich tue alles, was du sagst.'],
      ],
      hot: [
        ['Closer. Closer. Now stop. Don’t move until I say.|Más cerca. Más. Ahora para. No te muevas hasta que yo lo diga.|Plus près. Encore. Maintenant stop. Ne bouge pas avant que je le dise.|Näher. Noch näher. Jetzt stopp. Beweg dich nicht, bis ich es sage.', 'Not moving.|No me muevo.|Je ne bouge pas.|Ich beweg mich nicht.', 'Then say it soon.|Entonces dilo pronto.|Alors dis-le vite.|Dann sag’s bald.'],
        ['The camera is off. This part is just for me.|La cámara está apagada. Esta parte es solo para mí.|L’appareil est éteint. Cette partie, c’est juste pour moi.|Die Kamera ist aus. Dieser Teil ist nur für mich.', 'Then it’s just for you.|Entonces es solo para ti.|Alors c’est juste pour toi.|Dann ist er nur für dich.', 'Keep your eyes on me.|No me quites los ojos de encima.|Garde les yeux sur moi.|Lass die Augen auf mir.'],
        ['Kneel. Let me see the light on your face from above.|De rodillas. Déjame ver la luz en tu cara desde arriba.|À genoux. Laisse-moi voir la lumière sur ton visage d’en haut.|Knie dich hin. Ich will das Licht auf deinem Gesicht von oben sehen.', 'Yes, Elise.|Sí, Elise.|Oui, Elise.|Ja, Elise.', 'Is this the angle you wanted?|¿Es este el ángulo que querías?|C’est l’angle que tu voulais ?|Ist das der Winkel, den du wolltest?'],
        ['I want a portrait of you, exactly like this. Flushed.|Quiero un retrato tuyo exactamente así. Sonrojado.|Je veux un portrait de toi exactement comme ça. Rougissant.|Ich will ein Porträt von dir, genau so. Errötet.', 'Only if you’re in it too.|Solo si sales tú también.|Seulement si tu es dessus aussi.|Nur wenn du auch drauf bist.', 'Make me blush more, then.|Entonces hazme sonrojar más.|Alors fais-moi rougir davantage.|Dann bring mich noch mehr zum Erröten.'],
      ],
    },
    locationOffer: [
      'Studio or the gallery opening? Both have wine. One has fewer people.|¿Estudio o la inauguración de la galería? Ambos tienen vino. Uno tiene menos gente.|Le studio ou le vernissage ? Les deux ont du vin. L’un a moins de monde.|Studio oder Galerie-Eröffnung? Beide haben Wein. Eins hat weniger Leute.',
      'Let’s change the set. You choose the backdrop.|Cambiemos de escenario. Tú eliges el fondo.|Changeons de décor. Tu choisis le fond.|Wechseln wir die Kulisse. Du wählst den Hintergrund.',
    ],
    dates: {
      'photo-studio': [
        ['White backdrop, one soft light, a velvet chaise. Sit.|Fondo blanco, una luz suave, un diván de terciopelo. Siéntate.|Fond blanc, une lumière douce, une méridienne en velours. Assieds-toi.|Weißer Hintergrund, ein weiches Licht, eine Samtchaiselongue. Setz dich.', 'How do you want me?|¿Cómo me quieres?|Tu me veux comment ?|Wie willst du mich?', 'Only if you sit with me.|Solo si te sientas conmigo.|Seulement si tu t’assois avec moi.|Nur wenn du dich zu mir setzt.'],
        ['Let me fix your collar. Hold still. Breathe.|Déjame arreglarte el cuello. Quieto. Respira.|Laisse-moi arranger ton col. Ne bouge pas. Respire.|Lass mich deinen Kragen richten. Halt still. Atme.', 'Your hands are cold.|Tienes las manos frías.|Tes mains sont froides.|Deine Hände sind kalt.', 'Take your time with it.|Tómate tu tiempo.|Prends ton temps.|Lass dir Zeit damit.'],
        ['One last roll of film. Let’s make it count.|Un último carrete. Que valga la pena.|Une dernière pellicule. Faisons-la compter.|Ein letzter Film. Machen wir was draus.', 'Show me your best idea.|Enséñame tu mejor idea.|Montre-moi ta meilleure idée.|Zeig mir deine beste Idee.', 'Put down the camera and come here.|Deja la cámara y ven aquí.|Pose l’appareil et viens ici.|Leg die Kamera weg und komm her.'],
      ],
      'gallery-opening': [
        ['My photographs on every wall, and you’re the only one looking at me.|Mis fotos en cada pared, y tú eres el único que me mira a mí.|Mes photos sur tous les murs, et tu es le seul à me regarder.|Meine Fotos an jeder Wand, und du bist der Einzige, der mich ansieht.', 'You’re the best work here.|Eres la mejor obra de la sala.|Tu es la plus belle œuvre ici.|Du bist das beste Werk hier.', 'Let’s find a quieter wall.|Busquemos una pared más tranquila.|Trouvons un mur plus tranquille.|Suchen wir uns eine ruhigere Wand.'],
        ['Champagne. Now tell me which picture you would steal.|Champán. Ahora dime qué foto robarías.|Champagne. Maintenant dis-moi quelle photo tu volerais.|Champagner. Jetzt sag mir, welches Bild du stehlen würdest.', 'The self-portrait by the window.|El autorretrato junto a la ventana.|L’autoportrait près de la fenêtre.|Das Selbstporträt am Fenster.', 'I’d rather steal the artist.|Prefiero robar a la artista.|Je préfère voler l’artiste.|Ich würde lieber die Künstlerin stehlen.'],
        ['The critics are leaving. Let’s slip out through the back.|Los críticos se van. Salgamos por detrás.|Les critiques s’en vont. Filons par derrière.|Die Kritiker gehen. Lass uns hinten raus verschwinden.', 'Lead the way.|Tú primero.|Montre-moi le chemin.|Geh vor.', 'Hand in hand?|¿De la mano?|Main dans la main ?|Hand in Hand?'],
      ],
    },
    actionOffer: [
      'Final set, darling. Tell me the shot you want.|Última sesión, cariño. Dime qué foto quieres.|Dernière série, chéri. Dis-moi quelle photo tu veux.|Letzte Serie, Darling. Sag mir, welches Bild du willst.',
      'I direct, you choose. What first?|Yo dirijo, tú eliges. ¿Qué primero?|Je dirige, tu choisis. On commence par quoi ?|Ich führe Regie, du wählst. Was zuerst?',
    ],
    actionGeneric: [
      'Yes. Hold that. Gorgeous.|Sí. Mantén eso. Precioso.|Oui. Garde ça. Superbe.|Ja. Halt das. Traumhaft.',
      'That’s the cover shot.|Esa es la foto de portada.|Voilà la photo de couverture.|Das ist das Coverfoto.',
      'Again, with more feeling.|Otra vez, con más sentimiento.|Encore, avec plus d’émotion.|Nochmal, mit mehr Gefühl.',
    ],
    sceneEnd: [
      'That’s a wrap. Best shoot of my career, and I didn’t take a single picture.|Terminamos. La mejor sesión de mi carrera, y no hice ni una foto.|C’est dans la boîte. Le meilleur shooting de ma carrière, sans une seule photo.|Das war’s. Bestes Shooting meiner Karriere, und ich habe kein einziges Foto gemacht.',
      'Go home, darling. Dream of me. I’ll call you for the next session.|Vete a casa, cariño. Sueña conmigo. Te llamaré para la próxima sesión.|Rentre, chéri. Rêve de moi. Je t’appelle pour la prochaine séance.|Geh nach Hause, Darling. Träum von mir. Ich ruf dich für die nächste Session an.',
    ],
    blocked: ['You’re cut from the shoot. Permanently.|Quedas fuera de la sesión. Para siempre.|Tu es coupé du shooting. Définitivement.|Du bist aus dem Shooting raus. Für immer.'],
    away: ['On set across town. Back after the last shot.|En un rodaje al otro lado de la ciudad. Vuelvo tras la última foto.|En shooting à l’autre bout de la ville. Je reviens après la dernière photo.|Am Set am anderen Ende der Stadt. Zurück nach dem letzten Bild.'],
    resume: ['There you are. The light is perfect again.|Ahí estás. La luz vuelve a ser perfecta.|Te voilà. La lumière est de nouveau parfaite.|Da bist du ja. Das Licht ist wieder perfekt.', 'Back in my studio. Places, please.|De vuelta en mi estudio. A vuestros puestos.|De retour dans mon studio. En place, s’il te plaît.|Zurück in meinem Studio. Auf die Plätze, bitte.'],
    freeText: {
      positive: ['Charming. I’ll allow it.|Encantador. Te lo permito.|Charmant. Je l’accepte.|Charmant. Ich lasse es zu.', 'Now that is a good line. Say it again, slower.|Esa sí es buena frase. Dila otra vez, más despacio.|Ça, c’est une bonne réplique. Redis-la, plus lentement.|Das ist ein guter Satz. Sag ihn nochmal, langsamer.'],
      neutral: ['Hmm. Not quite in focus. Try again.|Hmm. No está del todo enfocado. Prueba otra vez.|Hmm. Pas tout à fait net. Réessaie.|Hm. Nicht ganz scharf. Nochmal.', 'Go on, darling.|Sigue, cariño.|Continue, chéri.|Weiter, Darling.'],
      negative: ['Overexposed and underwhelming.|Sobreexpuesto y decepcionante.|Surexposé et décevant.|Überbelichtet und enttäuschend.', 'Delete. Next.|Borrar. Siguiente.|Supprimer. Suivant.|Löschen. Nächste.'],
    },
  },
  posts: [
    { text: 'Behind the scenes of this month’s cover.|Detrás de las cámaras de la portada de este mes.|Les coulisses de la couverture de ce mois-ci.|Hinter den Kulissen des Covers diesen Monat.', images: 4, daysAgo: 3 },
    { text: 'Self-portrait, tired and pleased.|Autorretrato, cansada y satisfecha.|Autoportrait, fatiguée et contente.|Selbstporträt, müde und zufrieden.', images: 1, daysAgo: 8 },
    { text: 'Opening night. Thank you all for coming.|Noche de inauguración. Gracias a todos por venir.|Soir de vernissage. Merci à tous d’être venus.|Eröffnungsabend. Danke an alle, die gekommen sind.', images: 3, daysAgo: 14 },
    { text: 'The velvet chaise is back in the studio.|El diván de terciopelo ha vuelto al estudio.|La méridienne en velours est de retour au studio.|Die Samtchaiselongue ist zurück im Studio.', images: 2, daysAgo: 22 },
    { text: 'Red lipstick, black suit, no notes.|Labios rojos, traje negro, sin comentarios.|Rouge à lèvres, costume noir, rien à ajouter.|Roter Lippenstift, schwarzer Anzug, keine Fragen.', images: 2, daysAgo: 30 },
  ],
};
