import type { DemoCharacter } from '../types.ts';

export const jade: DemoCharacter = {
  id: 'jade',
  name: 'Jade Okafor',
  age: 30,
  gender: 'girl',
  tier: 0,
  tags: ['maledom', 'femdom', 'travel', 'adventure'],
  palette: ['#0b2545', '#13315c', '#f4d35e'],
  job: 'airline pilot',
  description:
    'Captain Jade Okafor, 30, flies long-haul and collects sunsets from thirty-eight thousand feet. Cool under pressure, warm after landing, she has a layover in your city and no plans. Yet.|La capitana Jade Okafor, 30 años, vuela largo radio y colecciona atardeceres a doce mil metros. Fría bajo presión, cálida tras aterrizar, tiene una escala en tu ciudad y ningún plan. Todavía.|La commandante Jade Okafor, 30 ans, fait du long-courrier et collectionne les couchers de soleil à douze mille mètres. Calme sous pression, chaleureuse une fois posée, elle a une escale dans ta ville et aucun programme. Pour l’instant.|Kapitänin Jade Okafor, 30, fliegt Langstrecke und sammelt Sonnenuntergänge aus zwölf Kilometern Höhe. Cool unter Druck, herzlich nach der Landung, hat sie einen Zwischenstopp in deiner Stadt und keine Pläne. Noch nicht.',
  persona: {
    description: 'Jade Okafor is a 30-year-old airline captain: close-cropped natural hair, a crisp uniform with four gold stripes, aviator sunglasses, a wide bright smile.',
    personality: 'Confident, adventurous, direct, playful; likes to trade control back and forth; hates small airports and smaller talk.',
    scenario: 'Jade has a 36-hour layover and is unwinding in the airport lounge when you sit down next to her.',
    mes_example: '<START>\n{{user}}: Where are you flying next?\n{{char}}: Depends. Give me a reason to delay my departure.',
  },
  locations: [
    { id: 'airport-lounge', name: 'Airport Lounge|Sala VIP del aeropuerto|Salon de l’aéroport|Flughafen-Lounge', unlockLevel: 1 },
    { id: 'layover-suite', name: 'Layover Suite|Suite de escala|Suite d’escale|Layover-Suite', unlockLevel: 5 },
  ],
  dialogue: {
    greeting: [
      'This is your captain speaking. You may now flirt with me.|Les habla su capitana. Ya puede coquetear conmigo.|Ici votre commandante. Vous pouvez maintenant me draguer.|Hier spricht Ihre Kapitänin. Sie dürfen jetzt mit mir flirten.',
      'Thirty-six hours in a new city. Tell me you’re the tour guide.|Treinta y seis horas en una ciudad nueva. Dime que eres el guía.|Trente-six heures dans une ville inconnue. Dis-moi que tu es le guide.|Sechsunddreißig Stunden in einer neuen Stadt. Sag mir, dass du der Reiseführer bist.',
    ],
    talk: {
      cold: [
        ['Window or aisle? It says everything about a person.|¿Ventanilla o pasillo? Dice todo de una persona.|Hublot ou couloir ? Ça dit tout d’une personne.|Fenster oder Gang? Das sagt alles über einen Menschen.', 'Window. I like the view.|Ventanilla. Me gustan las vistas.|Hublot. J’aime la vue.|Fenster. Ich mag die Aussicht.', 'Whichever seat is next to you.|El asiento que esté a tu lado.|La place à côté de toi.|Der Platz neben dir.'],
        ['I landed three hundred people in a crosswind this morning. I deserve a drink.|Esta mañana aterricé con trescientas personas y viento cruzado. Me merezco una copa.|J’ai posé trois cents personnes par vent de travers ce matin. Je mérite un verre.|Ich habe heute Morgen dreihundert Leute bei Seitenwind gelandet. Ich verdiene einen Drink.', 'First round is on me, captain.|La primera ronda la pago yo, capitana.|La première tournée est pour moi, commandante.|Die erste Runde geht auf mich, Kapitänin.', 'You deserve a lot more than a drink.|Te mereces mucho más que una copa.|Tu mérites bien plus qu’un verre.|Du verdienst viel mehr als einen Drink.'],
        ['Most people ask if I’m the flight attendant. Go on, surprise me.|Casi todos preguntan si soy azafata. Venga, sorpréndeme.|La plupart demandent si je suis hôtesse. Allez, surprends-moi.|Die meisten fragen, ob ich Flugbegleiterin bin. Los, überrasch mich.', 'What’s the best place you’ve ever landed?|¿Cuál es el mejor sitio donde has aterrizado?|Quel est le plus bel endroit où tu t’es posée ?|Wo war die schönste Landung deines Lebens?', 'I noticed the four stripes, captain.|Me fijé en las cuatro rayas, capitana.|J’ai remarqué les quatre galons, commandante.|Mir sind die vier Streifen aufgefallen, Kapitänin.'],
        ['I have a rule: no dating passengers. Are you a passenger?|Tengo una norma: no salgo con pasajeros. ¿Eres pasajero?|J’ai une règle : pas de rendez-vous avec les passagers. Tu es passager ?|Ich habe eine Regel: keine Dates mit Passagieren. Bist du Passagier?', 'Not today. Just a local.|Hoy no. Soy de aquí.|Pas aujourd’hui. Je suis d’ici.|Heute nicht. Ich bin von hier.', 'I’ll cancel my ticket.|Cancelaré mi billete.|J’annule mon billet.|Ich storniere mein Ticket.'],
      ],
      warm: [
        ['You’re good company. Better than the autopilot.|Eres buena compañía. Mejor que el piloto automático.|Tu es de bonne compagnie. Mieux que le pilote automatique.|Du bist gute Gesellschaft. Besser als der Autopilot.', 'High praise from a pilot.|Gran elogio viniendo de una piloto.|Beau compliment venant d’une pilote.|Großes Lob von einer Pilotin.', 'Let me take the controls for a while.|Déjame tomar los mandos un rato.|Laisse-moi prendre les commandes un moment.|Lass mich eine Weile das Steuer übernehmen.'],
        ['My uniform is starting to feel a little tight. Long day.|El uniforme empieza a apretarme un poco. Día largo.|Mon uniforme commence à me serrer un peu. Longue journée.|Die Uniform wird langsam etwas eng. Langer Tag.', 'Loosen the tie, captain. You’re off duty.|Afloja la corbata, capitana. Estás fuera de servicio.|Desserre la cravate, commandante. Tu n’es plus en service.|Lockere die Krawatte, Kapitänin. Du hast frei.', 'I can help with those buttons.|Puedo ayudarte con esos botones.|Je peux t’aider avec ces boutons.|Ich kann dir mit den Knöpfen helfen.'],
        ['In the cockpit I’m in charge. On the ground, I’m flexible.|En la cabina mando yo. En tierra, soy flexible.|Dans le cockpit, c’est moi qui commande. Au sol, je suis flexible.|Im Cockpit hab ich das Sagen. Am Boden bin ich flexibel.', 'I like a woman who knows both.|Me gusta una mujer que sabe ambas cosas.|J’aime une femme qui connaît les deux.|Ich mag eine Frau, die beides kann.', 'Then let me fly tonight.|Entonces déjame pilotar esta noche.|Alors laisse-moi piloter ce soir.|Dann lass mich heute Nacht fliegen.'],
        ['I’ve seen the northern lights from the cockpit. Your smile is close.|He visto auroras boreales desde la cabina. Tu sonrisa se acerca.|J’ai vu des aurores boréales depuis le cockpit. Ton sourire s’en approche.|Ich habe Nordlichter aus dem Cockpit gesehen. Dein Lächeln kommt nah dran.', 'Now I’m blushing.|Ahora me sonrojo.|Là, je rougis.|Jetzt werde ich rot.', 'Wait until you see me up close.|Espera a verme de cerca.|Attends de me voir de près.|Warte, bis du mich aus der Nähe siehst.'],
      ],
      hot: [
        ['Turbulence ahead. Fasten your seatbelt.|Turbulencias a la vista. Abróchate el cinturón.|Turbulences en approche. Attache ta ceinture.|Turbulenzen voraus. Anschnallen.', 'I’m buckled in. Take me up.|Ya estoy atado. Llévame arriba.|Je suis attaché. Emmène-moi là-haut.|Ich bin angeschnallt. Bring mich hoch.', 'I prefer to hold on to you.|Prefiero agarrarme a ti.|Je préfère m’accrocher à toi.|Ich halte mich lieber an dir fest.'],
        ['You want to give the orders tonight? Convince me.|¿Quieres dar tú las órdenes esta noche? Convénceme.|Tu veux donner les ordres ce soir ? Convaincs-moi.|Du willst heute Nacht die Befehle geben? Überzeug mich.', 'Please, captain. Let me lead.|Por favor, capitana. Déjame guiar.|S’il te plaît, commandante. Laisse-moi mener.|Bitte, Kapitänin. Lass mich führen.', 'Cap off, jacket off. That’s an order.|Fuera gorra, fuera chaqueta. Es una orden.|Casquette et veste, enlevées. C’est un ordre.|Mütze ab, Jacke aus. Das ist ein Befehl.'],
        ['My flight leaves at six. That gives us the whole night.|Mi vuelo sale a las seis. Eso nos da toda la noche.|Mon vol part à six heures. Ça nous laisse toute la nuit.|Mein Flug geht um sechs. Das gibt uns die ganze Nacht.', 'Let’s not waste a minute.|No perdamos ni un minuto.|Ne perdons pas une minute.|Verschwenden wir keine Minute.', 'Call in late.|Llama diciendo que llegas tarde.|Appelle pour dire que tu seras en retard.|Melde dich verspätet.'],
        ['Cleared for landing?|¿Autorizado para aterrizar?|Autorisé à atterrir ?|Landefreigabe?', 'Cleared. Come here.|Autorizado. Ven aquí.|Autorisé. Viens ici.|Freigegeben. Komm her.', 'Only after a few more loops.|Solo después de unas cuantas piruetas más.|Seulement après quelques loopings de plus.|Erst nach ein paar Loopings mehr.'],
      ],
    },
    locationOffer: [
      'The lounge has champagne, my suite has a view. Choose your destination.|La sala tiene champán, mi suite tiene vistas. Elige tu destino.|Le salon a du champagne, ma suite a une vue. Choisis ta destination.|Die Lounge hat Champagner, meine Suite hat Aussicht. Wähl dein Ziel.',
      'Boarding now. Where are we going?|Embarcamos ya. ¿Adónde vamos?|Embarquement immédiat. On va où ?|Boarding jetzt. Wohin geht’s?',
    ],
    dates: {
      'airport-lounge': [
        ['Corner booth, champagne, and the runway lights. My kind of bar.|Reservado en la esquina, champán y las luces de la pista. Mi tipo de bar.|Banquette d’angle, champagne et lumières de piste. Mon genre de bar.|Eckbank, Champagner und die Lichter der Startbahn. Meine Art von Bar.', 'To your safe landings.|Por tus aterrizajes seguros.|À tes atterrissages en douceur.|Auf deine sicheren Landungen.', 'To the night ahead of us.|Por la noche que tenemos por delante.|À la nuit qui nous attend.|Auf die Nacht, die vor uns liegt.'],
        ['Put your hand on my knee, under the table. Nobody’s watching.|Pon la mano en mi rodilla, bajo la mesa. Nadie mira.|Pose ta main sur mon genou, sous la table. Personne ne regarde.|Leg die Hand unterm Tisch auf mein Knie. Niemand schaut.', 'Like this?|¿Así?|Comme ça ?|So?', 'Higher?|¿Más arriba?|Plus haut ?|Höher?'],
        ['They just called my name at the desk. Let them wait.|Me acaban de llamar en el mostrador. Que esperen.|On vient d’appeler mon nom au comptoir. Qu’ils attendent.|Man hat mich gerade am Schalter ausgerufen. Sollen sie warten.', 'You’re trouble, captain.|Eres un peligro, capitana.|Tu es dangereuse, commandante.|Du bist gefährlich, Kapitänin.', 'I’m not letting you go yet.|Aún no te dejo ir.|Je ne te laisse pas partir.|Ich lasse dich noch nicht gehen.'],
      ],
      'layover-suite': [
        ['Floor-to-ceiling windows and a bed the size of a runway. Welcome aboard.|Ventanales de suelo a techo y una cama del tamaño de una pista. Bienvenido a bordo.|Baies vitrées et un lit grand comme une piste. Bienvenue à bord.|Bodentiefe Fenster und ein Bett so groß wie eine Landebahn. Willkommen an Bord.', 'Nice suite. Nicer captain.|Bonita suite. Más bonita la capitana.|Jolie suite. Plus jolie commandante.|Schöne Suite. Schönere Kapitänin.', 'Show me the runway.|Enséñame la pista.|Montre-moi la piste.|Zeig mir die Landebahn.'],
        ['Help me out of this uniform. Buttons first, then the rest.|Ayúdame a quitarme el uniforme. Primero los botones, luego lo demás.|Aide-moi à enlever cet uniforme. Les boutons d’abord, puis le reste.|Hilf mir aus der Uniform. Erst die Knöpfe, dann der Rest.', 'Carefully, one at a time.|Con cuidado, uno a uno.|Doucement, un par un.|Vorsichtig, einer nach dem anderen.', 'Faster, captain’s orders.|Más rápido, órdenes de la capitana.|Plus vite, ordre de la commandante.|Schneller, Befehl der Kapitänin.'],
        ['Room service is on its way. Until then, entertain me.|El servicio de habitaciones está en camino. Hasta entonces, entretenme.|Le room service arrive. En attendant, divertis-moi.|Der Zimmerservice kommt gleich. Bis dahin unterhalte mich.', 'A slow dance by the window?|¿Un baile lento junto a la ventana?|Un slow près de la fenêtre ?|Ein langsamer Tanz am Fenster?', 'They can leave it at the door.|Que lo dejen en la puerta.|Ils peuvent le laisser devant la porte.|Sie können es vor die Tür stellen.'],
      ],
    },
    actionOffer: [
      'Seatbelt sign is off. You’re free to move about me.|La señal del cinturón está apagada. Puedes moverte libremente por mí.|Le signal de ceinture est éteint. Tu peux circuler librement autour de moi.|Das Anschnallzeichen ist aus. Du darfst dich frei um mich bewegen.',
      'Your flight plan, please. What first?|Tu plan de vuelo, por favor. ¿Qué primero?|Ton plan de vol, s’il te plaît. On commence par quoi ?|Deinen Flugplan, bitte. Was zuerst?',
    ],
    actionGeneric: [
      'Smooth. Very smooth.|Suave. Muy suave.|Tout en douceur.|Sanft. Sehr sanft.',
      'Now that’s what I call first class.|Eso es lo que yo llamo primera clase.|Ça, c’est de la première classe.|Das nenne ich erste Klasse.',
      'Climbing... still climbing.|Ascendiendo... sigo ascendiendo.|En montée... toujours en montée.|Steigflug... immer noch im Steigflug.',
    ],
    sceneEnd: [
      'Perfect landing. Ten out of ten, would fly again.|Aterrizaje perfecto. Diez de diez, repetiría.|Atterrissage parfait. Dix sur dix, je revolerais.|Perfekte Landung. Zehn von zehn, würde wieder fliegen.',
      'I’ll be back on my next layover. Keep the runway clear.|Volveré en mi próxima escala. Mantén la pista despejada.|Je reviendrai à ma prochaine escale. Garde la piste dégagée.|Beim nächsten Zwischenstopp bin ich zurück. Halt die Landebahn frei.',
    ],
    blocked: ['Flight cancelled. You are grounded.|Vuelo cancelado. Estás en tierra.|Vol annulé. Tu es cloué au sol.|Flug gestrichen. Du hast Startverbot.'],
    away: ['In the air right now. Back after landing.|Ahora mismo estoy volando. Vuelvo tras aterrizar.|En vol en ce moment. Je reviens après l’atterrissage.|Gerade in der Luft. Nach der Landung zurück.'],
    resume: ['Touched down. Miss me?|Aterricé. ¿Me echaste de menos?|Posée. Je t’ai manqué ?|Gelandet. Vermisst?', 'New layover, same you. I like that.|Nueva escala, el mismo tú. Me gusta.|Nouvelle escale, toujours toi. J’aime ça.|Neuer Zwischenstopp, derselbe du. Gefällt mir.'],
    freeText: {
      positive: ['Smooth talker. I like smooth.|Qué labia. Me gusta lo suave.|Beau parleur. J’aime la douceur.|Charmeur. Ich mag sanft.', 'Roger that, and I like it.|Recibido, y me gusta.|Bien reçu, et j’aime ça.|Verstanden, und gefällt mir.'],
      neutral: ['Say again? Bad signal.|¿Repite? Mala señal.|Répète ? Mauvaise réception.|Nochmal? Schlechter Empfang.', 'Copy. Go on.|Copiado. Sigue.|Bien reçu. Continue.|Verstanden. Weiter.'],
      negative: ['Mayday, mayday. This conversation is going down.|Mayday, mayday. Esta conversación se estrella.|Mayday, mayday. Cette conversation pique du nez.|Mayday, Mayday. Dieses Gespräch stürzt ab.', 'That’s a no-fly zone.|Eso es zona de exclusión aérea.|C’est une zone d’exclusion aérienne.|Das ist Flugverbotszone.'],
    },
  },
  posts: [
    { text: 'Office view today.|La vista de mi oficina hoy.|La vue de mon bureau aujourd’hui.|Büroaussicht heute.', images: 2, daysAgo: 2 },
    { text: 'Layover in a city I’d never seen. Recommendations?|Escala en una ciudad que no conocía. ¿Recomendaciones?|Escale dans une ville inconnue. Des conseils ?|Zwischenstopp in einer Stadt, die ich nicht kannte. Tipps?', images: 3, daysAgo: 6 },
    { text: 'Uniform on, game face on.|Uniforme puesto, cara de concentración.|Uniforme enfilé, visage concentré.|Uniform an, Pokerface an.', images: 2, daysAgo: 13 },
    { text: 'Sunset at thirty-eight thousand feet.|Atardecer a doce mil metros.|Coucher de soleil à douze mille mètres.|Sonnenuntergang auf zwölf Kilometern.', images: 1, video: 'clip-sunset.mp4', daysAgo: 20 },
    { text: 'Hotel robe appreciation post.|Homenaje al albornoz del hotel.|Hommage au peignoir de l’hôtel.|Ein Hoch auf den Hotelbademantel.', images: 3, daysAgo: 26 },
  ],
};
