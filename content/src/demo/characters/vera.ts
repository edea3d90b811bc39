import type { DemoCharacter } from '../types.ts';

export const vera: DemoCharacter = {
  id: 'vera',
  name: 'Vera Lindqvist',
  age: 33,
  gender: 'girl',
  tier: 1,
  tags: ['femdom', 'strapon', 'design', 'wine'],
  palette: ['#141a2b', '#46618f', '#d9e3f0'],
  job: 'architect',
  description:
    'Vera, 33, designs glass towers by day and redesigns people’s expectations by night. Precise, dry and very sure of herself, she likes clean lines, good red wine and being obeyed, politely.|Vera, 33 años, diseña torres de cristal de día y rediseña expectativas de noche. Precisa, seca y muy segura de sí misma, le gustan las líneas limpias, el buen vino tinto y que la obedezcan, con educación.|Vera, 33 ans, dessine des tours de verre le jour et redessine les attentes la nuit. Précise, pince-sans-rire et très sûre d’elle, elle aime les lignes pures, le bon vin rouge et qu’on lui obéisse, poliment.|Vera, 33, entwirft tagsüber Glastürme und nachts die Erwartungen anderer neu. Präzise, trocken und sehr selbstsicher, mag sie klare Linien, guten Rotwein und Gehorsam, höflich bitte.',
  persona: {
    description: 'Vera Lindqvist is a 33-year-old Swedish architect: platinum bob, black turtleneck, thin gold glasses, a drafting pencil always behind her ear.',
    personality: 'Cool, exact, dry humour, dominant, rewards effort and wit. Dislikes sloppiness and vague answers.',
    scenario: 'It is late at her firm. Vera is reviewing plans alone in a glass office above the city when you knock.',
    mes_example: '<START>\n{{user}}: Working late?\n{{char}}: Always. The question is whether you are worth a break.',
  },
  locations: [
    { id: 'glass-office', name: 'Glass Office at Night|Oficina de cristal de noche|Bureau de verre la nuit|Glasbüro bei Nacht', unlockLevel: 1 },
    { id: 'vera-loft', name: 'Vera’s Loft|El loft de Vera|Le loft de Vera|Veras Loft', unlockLevel: 5 },
  ],
  dialogue: {
    greeting: [
      'You’re late. I’ll let it go, once.|Llegas tarde. Te lo perdono, una vez.|Tu es en retard. Je passe l’éponge, une fois.|Du bist spät. Ich lasse es durchgehen, einmal.',
      'Sit. Not there, there. Better.|Siéntate. Ahí no, ahí. Mejor.|Assieds-toi. Pas là, là. Mieux.|Setz dich. Nicht da, da. Besser.',
    ],
    talk: {
      cold: [
        ['I have eleven minutes before my next call. Impress me.|Tengo once minutos antes de mi próxima llamada. Impresióname.|J’ai onze minutes avant mon prochain appel. Impressionne-moi.|Ich habe elf Minuten bis zum nächsten Call. Beeindruck mich.', 'I brought you coffee. Black, like your sweater.|Te traje café. Negro, como tu jersey.|Je t’ai apporté un café. Noir, comme ton pull.|Ich hab dir Kaffee mitgebracht. Schwarz, wie dein Pullover.', 'I only need five.|Solo necesito cinco.|Il m’en faut cinq.|Ich brauche nur fünf.'],
        ['What do you see in this model?|¿Qué ves en esta maqueta?|Que vois-tu dans cette maquette ?|Was siehst du in diesem Modell?', 'Something bold and elegant. Like its designer.|Algo audaz y elegante. Como su diseñadora.|Quelque chose d’audacieux et d’élégant. Comme sa créatrice.|Etwas Kühnes, Elegantes. Wie seine Architektin.', 'I see a woman who likes control.|Veo a una mujer a la que le gusta el control.|Je vois une femme qui aime le contrôle.|Ich sehe eine Frau, die gern die Kontrolle hat.'],
        ['People say I’m intimidating. Are you intimidated?|Dicen que intimido. ¿Te intimido?|On dit que je suis intimidante. Tu es intimidé ?|Man sagt, ich sei einschüchternd. Bist du eingeschüchtert?', 'A little. In a good way.|Un poco. En el buen sentido.|Un peu. Dans le bon sens.|Ein bisschen. Auf die gute Art.', 'Intrigued is the word.|Intrigado es la palabra.|Intrigué, c’est le mot.|Fasziniert trifft es eher.'],
        ['Your handwriting says a lot about you. Write your name.|Tu letra dice mucho de ti. Escribe tu nombre.|Ton écriture en dit long sur toi. Écris ton nom.|Deine Handschrift verrät viel. Schreib deinen Namen.', 'Be gentle with your analysis.|Sé amable con tu análisis.|Sois indulgente dans ton analyse.|Sei gnädig mit deiner Analyse.', 'Only if you write your number under it.|Solo si escribes tu número debajo.|Seulement si tu écris ton numéro dessous.|Nur wenn du deine Nummer darunter schreibst.'],
      ],
      warm: [
        ['You listen well. It’s rarer than you think.|Sabes escuchar. Es más raro de lo que crees.|Tu écoutes bien. C’est plus rare qu’on ne croit.|Du hörst gut zu. Das ist seltener, als du denkst.', 'I like hearing you talk.|Me gusta oírte hablar.|J’aime t’entendre parler.|Ich höre dir gern zu.', 'I follow instructions well, too.|También sigo bien las instrucciones.|Je suis aussi très bien les consignes.|Ich befolge auch gut Anweisungen.'],
        ['Take off my glasses. Carefully. They were expensive.|Quítame las gafas. Con cuidado. Fueron caras.|Enlève-moi mes lunettes. Doucement. Elles ont coûté cher.|Nimm mir die Brille ab. Vorsichtig. Sie war teuer.', 'Your eyes are even better without them.|Tus ojos son aún mejores sin ellas.|Tes yeux sont encore plus beaux sans.|Deine Augen sind ohne sie noch schöner.', 'Now you can’t see how close I am.|Ahora no ves lo cerca que estoy.|Maintenant tu ne vois pas à quel point je suis près.|Jetzt siehst du nicht, wie nah ich bin.'],
        ['I pour the wine. You choose the music. That’s the division of labour.|Yo sirvo el vino. Tú eliges la música. Así se reparte el trabajo.|Je sers le vin. Tu choisis la musique. Voilà la répartition des tâches.|Ich schenke Wein ein. Du wählst die Musik. So teilen wir die Arbeit.', 'Jazz. Something slow.|Jazz. Algo lento.|Du jazz. Quelque chose de lent.|Jazz. Etwas Langsames.', 'Whatever makes you loosen that collar.|Lo que sea que te haga aflojar ese cuello.|Ce qui te fera desserrer ce col.|Was auch immer dich den Kragen lockern lässt.'],
        ['I don’t do flattery. I do honesty. You’re attractive when you’re nervous.|No hago halagos. Hago honestidad. Eres atractivo cuando estás nervioso.|Je ne flatte pas. Je suis honnête. Tu es séduisant quand tu es nerveux.|Ich schmeichle nicht. Ich bin ehrlich. Du bist attraktiv, wenn du nervös bist.', 'Then I’ll stay nervous for you.|Entonces seguiré nervioso por ti.|Alors je resterai nerveux pour toi.|Dann bleibe ich für dich nervös.', 'Make me nervous, then.|Pues ponme nerviosa tú.|Alors rends-moi nerveuse.|Dann mach du mich nervös.'],
      ],
      hot: [
        ['Kneel by the drafting table. I want to see if you follow a simple plan.|Arrodíllate junto a la mesa de dibujo. Quiero ver si sigues un plan sencillo.|À genoux près de la table à dessin. Je veux voir si tu suis un plan simple.|Knie dich an den Zeichentisch. Ich will sehen, ob du einem einfachen Plan folgst.', 'Yes, Vera.|Sí, Vera.|Oui, Vera.|Ja, Vera.', 'Tell me the next step of the plan.|Dime el siguiente paso del plan.|Dis-moi la prochaine étape du plan.|Sag mir den nächsten Schritt des Plans.'],
        ['I have a new toy in my bag. You may ask about it, politely.|Tengo un juguete nuevo en el bolso. Puedes preguntar, con educación.|J’ai un nouveau jouet dans mon sac. Tu peux demander, poliment.|Ich habe ein neues Spielzeug in der Tasche. Du darfst fragen, höflich.', 'May I please know what it is?|¿Puedo saber qué es, por favor?|Puis-je savoir ce que c’est, s’il te plaît ?|Darf ich bitte wissen, was es ist?', 'I’d rather you showed me.|Prefiero que me lo enseñes.|Je préfère que tu me le montres.|Ich will lieber, dass du es mir zeigst.'],
        ['Good. You’ve earned a reward. Come here.|Bien. Te has ganado una recompensa. Ven.|Bien. Tu as mérité une récompense. Viens ici.|Gut. Du hast dir eine Belohnung verdient. Komm her.', 'Right away.|Ahora mismo.|Tout de suite.|Sofort.', 'I was hoping you’d say that.|Esperaba que dijeras eso.|J’espérais que tu dises ça.|Ich hatte gehofft, dass du das sagst.'],
        ['The city is watching through the glass. Do you mind?|La ciudad mira a través del cristal. ¿Te importa?|La ville nous regarde à travers la vitre. Ça te dérange ?|Die Stadt sieht durchs Glas zu. Stört dich das?', 'Not if you don’t.|Si a ti no, a mí tampoco.|Pas si toi non plus.|Nicht, wenn es dich nicht stört.', 'Let them look.|Que miren.|Qu’ils regardent.|Sollen sie doch zusehen.'],
      ],
    },
    locationOffer: [
      'The office is empty, or my loft has better wine. Decide, quickly.|La oficina está vacía, o mi loft tiene mejor vino. Decide, rápido.|Le bureau est vide, ou mon loft a un meilleur vin. Décide, vite.|Das Büro ist leer, oder mein Loft hat besseren Wein. Entscheide, schnell.',
      'I’ve drawn up two options. Pick one.|He preparado dos opciones. Elige una.|J’ai préparé deux options. Choisis-en une.|Ich habe zwei Optionen entworfen. Wähl eine.',
    ],
    dates: {
      'glass-office': [
        ['Forty floors up, everyone gone home. Sit on my desk. Mind the blueprints.|Cuarenta pisos arriba y todos se han ido. Siéntate en mi mesa. Cuidado con los planos.|Quarante étages, tout le monde est parti. Assieds-toi sur mon bureau. Attention aux plans.|Vierzig Stockwerke hoch, alle sind weg. Setz dich auf meinen Tisch. Pass auf die Pläne auf.', 'I won’t smudge a single line.|No mancharé ni una línea.|Je ne bavurerai pas une seule ligne.|Ich verschmiere keine einzige Linie.', 'Move them. I want the whole desk.|Quítalos. Quiero toda la mesa.|Pousse-les. Je veux tout le bureau.|Räum sie weg. Ich will den ganzen Tisch.'],
        ['Turn off the lamp. The skyline is enough light.|Apaga la lámpara. El horizonte da luz suficiente.|Éteins la lampe. La ligne d’horizon suffit.|Mach die Lampe aus. Die Skyline reicht als Licht.', 'You look beautiful in city light.|Estás preciosa con la luz de la ciudad.|Tu es magnifique à la lumière de la ville.|Du siehst wunderschön im Stadtlicht aus.', 'Now nobody can see us.|Ahora nadie nos ve.|Maintenant personne ne nous voit.|Jetzt sieht uns niemand.'],
        ['Loosen my bun. One pin at a time.|Suéltame el moño. Horquilla a horquilla.|Défais mon chignon. Une épingle à la fois.|Löse meinen Dutt. Eine Nadel nach der anderen.', 'One... two... you’re stunning.|Una... dos... estás impresionante.|Une... deux... tu es superbe.|Eins... zwei... du bist umwerfend.', 'I’ll take my time.|Me tomaré mi tiempo.|Je vais prendre mon temps.|Ich lasse mir Zeit.'],
      ],
      'vera-loft': [
        ['Concrete, glass and one very large bed. I designed all of it.|Hormigón, cristal y una cama enorme. Lo diseñé todo yo.|Béton, verre et un très grand lit. J’ai tout dessiné.|Beton, Glas und ein sehr großes Bett. Alles von mir entworfen.', 'It’s stunning. Like you.|Es impresionante. Como tú.|C’est superbe. Comme toi.|Umwerfend. Wie du.', 'Show me the bed’s design, then.|Enséñame el diseño de la cama, entonces.|Alors montre-moi le design du lit.|Dann zeig mir das Design des Betts.'],
        ['Shoes off. Wine in hand. Sit at my feet.|Sin zapatos. Vino en mano. Siéntate a mis pies.|Chaussures enlevées. Verre à la main. Assieds-toi à mes pieds.|Schuhe aus. Wein in die Hand. Setz dich zu meinen Füßen.', 'Gladly.|Con gusto.|Avec plaisir.|Gern.', 'The best seat in the loft.|El mejor asiento del loft.|La meilleure place du loft.|Der beste Platz im Loft.'],
        ['I have rules in my home. Want to hear them?|En mi casa hay reglas. ¿Quieres oírlas?|Chez moi, il y a des règles. Tu veux les entendre ?|In meiner Wohnung gibt es Regeln. Willst du sie hören?', 'Tell me. I’ll memorise them.|Dímelas. Me las aprenderé.|Dis-les-moi. Je les apprendrai par cœur.|Sag sie mir. Ich lerne sie auswendig.', 'I’d rather break them with you.|Prefiero romperlas contigo.|Je préfère les enfreindre avec toi.|Ich breche sie lieber mit dir.'],
      ],
    },
    actionOffer: [
      'You’ve been patient. Now, choose what you’d like me to do to you.|Has sido paciente. Ahora elige qué quieres que te haga.|Tu as été patient. Maintenant, choisis ce que tu veux que je te fasse.|Du warst geduldig. Jetzt wähl, was ich mit dir machen soll.',
      'I allow you one request. Make it precise.|Te permito una petición. Que sea precisa.|Je t’accorde une demande. Sois précis.|Ich erlaube dir einen Wunsch. Sei präzise.',
    ],
    actionGeneric: [
      'Correct. Exactly as planned.|Correcto. Exactamente según el plan.|Exact. Comme prévu.|Korrekt. Genau nach Plan.',
      'Good. I may keep you.|Bien. Quizá me quede contigo.|Bien. Je vais peut-être te garder.|Gut. Vielleicht behalte ich dich.',
      'Again. Slower. I like to watch you concentrate.|Otra vez. Más despacio. Me gusta verte concentrado.|Encore. Plus lentement. J’aime te voir concentré.|Nochmal. Langsamer. Ich sehe dir gern beim Konzentrieren zu.',
    ],
    sceneEnd: [
      'Project approved. You may stay for breakfast.|Proyecto aprobado. Puedes quedarte a desayunar.|Projet approuvé. Tu peux rester pour le petit-déjeuner.|Projekt genehmigt. Du darfst zum Frühstück bleiben.',
      'That was... well built. Rest now.|Eso estuvo... bien construido. Ahora descansa.|C’était... bien construit. Repose-toi.|Das war... gut gebaut. Ruh dich jetzt aus.',
    ],
    blocked: ['Rejected. Do not resubmit.|Rechazado. No vuelvas a presentarlo.|Refusé. Ne pas soumettre à nouveau.|Abgelehnt. Nicht erneut einreichen.'],
    away: ['Client meeting. Wait for me, quietly.|Reunión con un cliente. Espérame, en silencio.|Réunion client. Attends-moi, sagement.|Kundentermin. Warte auf mich, still.'],
    resume: ['Back. Where were we? Ah yes, you were behaving.|He vuelto. ¿Dónde estábamos? Ah, sí, te estabas portando bien.|De retour. On en était où ? Ah oui, tu étais sage.|Zurück. Wo waren wir? Ach ja, du warst artig.', 'Meeting over. Your turn.|Reunión terminada. Tu turno.|Réunion terminée. À ton tour.|Meeting vorbei. Du bist dran.'],
    freeText: {
      positive: ['Acceptable. More than acceptable, actually.|Aceptable. Más que aceptable, en realidad.|Acceptable. Plus qu’acceptable, en fait.|Akzeptabel. Mehr als akzeptabel, eigentlich.', 'Careful. I might start to like you.|Cuidado. Podrías empezar a gustarme.|Attention. Je pourrais commencer à t’apprécier.|Vorsicht. Ich könnte anfangen, dich zu mögen.'],
      neutral: ['Be more specific.|Sé más específico.|Sois plus précis.|Sei genauer.', 'Noted.|Anotado.|Noté.|Notiert.'],
      negative: ['Sloppy. I expected better.|Descuidado. Esperaba más.|Bâclé. J’attendais mieux.|Schlampig. Ich habe mehr erwartet.', 'That tone does not work on me.|Ese tono no funciona conmigo.|Ce ton ne marche pas avec moi.|Dieser Ton zieht bei mir nicht.'],
    },
  },
  posts: [
    { text: 'Site visit in heels. Yes, it’s possible.|Visita de obra con tacones. Sí, es posible.|Visite de chantier en talons. Oui, c’est possible.|Baustellenbesuch in High Heels. Ja, das geht.', images: 2, daysAgo: 3 },
    { text: 'The model is finished. So am I, for today.|La maqueta está terminada. Yo también, por hoy.|La maquette est finie. Moi aussi, pour aujourd’hui.|Das Modell ist fertig. Ich auch, für heute.', images: 3, daysAgo: 8 },
    { text: 'Red wine, clean lines, nobody talking.|Vino tinto, líneas limpias, nadie hablando.|Vin rouge, lignes pures, personne qui parle.|Rotwein, klare Linien, niemand redet.', images: 2, daysAgo: 14 },
    { text: 'Forty floors, one view, zero distractions.|Cuarenta pisos, una vista, cero distracciones.|Quarante étages, une vue, zéro distraction.|Vierzig Stockwerke, ein Blick, null Ablenkung.', images: 4, daysAgo: 21 },
  ],
};
