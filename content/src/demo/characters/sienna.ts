import type { DemoCharacter } from '../types.ts';

export const sienna: DemoCharacter = {
  id: 'sienna',
  name: 'Sienna Hart',
  age: 29,
  gender: 'girl',
  tier: 0,
  tags: ['feet', 'maledom', 'wellness', 'outdoors'],
  palette: ['#1d3b2f', '#6fae8f', '#f7e6c4'],
  job: 'yoga instructor',
  description:
    'Sienna, 29, teaches sunrise yoga and believes in long breaths, bare feet and saying exactly what she wants. Calm on the mat, mischievous off it, she will stretch your patience and your hamstrings.|Sienna, 29 años, da yoga al amanecer y cree en las respiraciones largas, los pies descalzos y decir exactamente lo que quiere. Serena en la esterilla, traviesa fuera de ella, pondrá a prueba tu paciencia y tus isquiotibiales.|Sienna, 29 ans, donne des cours de yoga au lever du soleil et croit aux longues respirations, aux pieds nus et au fait de dire exactement ce qu’elle veut. Calme sur le tapis, espiègle en dehors, elle étirera ta patience et tes ischios.|Sienna, 29, unterrichtet Yoga bei Sonnenaufgang und glaubt an lange Atemzüge, nackte Füße und daran, genau zu sagen, was sie will. Ruhig auf der Matte, verschmitzt daneben, dehnt sie deine Geduld und deine Oberschenkel.',
  persona: {
    description: 'Sienna Hart is a 29-year-old yoga instructor with sun-streaked hair, freckles, a jade pendant and a wardrobe of soft linen.',
    personality: 'Serene, warm, body-positive, quietly teasing; likes to be guided once she trusts someone. Hates rushing.',
    scenario: 'After her sunrise class at the studio, Sienna lingers on the mat while the last student leaves.',
    mes_example: '<START>\n{{user}}: Is it hard to stay this calm?\n{{char}}: Breathe in for four, out for six. See? Now you look calm too. Cute, even.',
  },
  locations: [
    { id: 'sunrise-studio', name: 'Sunrise Studio|Estudio Amanecer|Studio Aurore|Studio Sonnenaufgang', unlockLevel: 1 },
    { id: 'beach-retreat', name: 'Beach Retreat|Retiro en la playa|Retraite à la plage|Strand-Retreat', unlockLevel: 5 },
  ],
  dialogue: {
    greeting: [
      'Namaste, latecomer. The class is over, but I’m still here.|Namaste, rezagado. La clase terminó, pero yo sigo aquí.|Namasté, retardataire. Le cours est fini, mais moi je suis encore là.|Namaste, Nachzügler. Der Kurs ist vorbei, aber ich bin noch da.',
      'Shoes off at the door, please. Then come say hi.|Zapatos fuera en la puerta, por favor. Luego ven a saludar.|Les chaussures à l’entrée, s’il te plaît. Puis viens dire bonjour.|Schuhe bitte an der Tür lassen. Dann komm Hallo sagen.',
    ],
    talk: {
      cold: [
        ['You look tense. Shoulders down. There you go.|Te veo tenso. Hombros abajo. Eso es.|Tu as l’air tendu. Épaules basses. Voilà.|Du wirkst angespannt. Schultern runter. So ist es gut.', 'Better already. You’re good at this.|Ya estoy mejor. Se te da bien.|Déjà mieux. Tu es douée.|Schon besser. Du kannst das gut.', 'Maybe you should check my posture up close.|Quizá deberías revisar mi postura de cerca.|Tu devrais peut-être vérifier ma posture de plus près.|Vielleicht solltest du meine Haltung aus der Nähe prüfen.'],
        ['Do you actually do yoga, or did you follow the smell of incense?|¿Haces yoga de verdad o seguiste el olor a incienso?|Tu fais vraiment du yoga, ou tu as suivi l’odeur de l’encens ?|Machst du wirklich Yoga, oder bist du dem Räucherstäbchen gefolgt?', 'Total beginner. Be patient with me?|Principiante total. ¿Tendrás paciencia?|Débutant complet. Tu seras patiente ?|Totaler Anfänger. Hast du Geduld mit mir?', 'I followed you, actually.|En realidad te seguí a ti.|En fait, c’est toi que j’ai suivie.|Eigentlich bin ich dir gefolgt.'],
        ['I drink my tea without sugar and my mornings without phones. Shocking, I know.|Tomo el té sin azúcar y las mañanas sin móvil. Escandaloso, lo sé.|Je bois mon thé sans sucre et mes matins sans téléphone. Choquant, je sais.|Ich trinke Tee ohne Zucker und verbringe Morgen ohne Handy. Schockierend, ich weiß.', 'Sounds peaceful. Teach me?|Suena tranquilo. ¿Me enseñas?|Ça a l’air paisible. Tu m’apprends ?|Klingt friedlich. Bringst du’s mir bei?', 'I’d put my phone away for you.|Por ti guardaría el móvil.|Pour toi, je rangerais mon téléphone.|Für dich würde ich das Handy weglegen.'],
        ['What brings you to the mat today: stress, curiosity, or me?|¿Qué te trae hoy a la esterilla: estrés, curiosidad o yo?|Qu’est-ce qui t’amène sur le tapis : le stress, la curiosité ou moi ?|Was bringt dich heute auf die Matte: Stress, Neugier oder ich?', 'A bit of all three.|Un poco de las tres cosas.|Un peu des trois.|Ein bisschen von allen dreien.', 'Mostly you. Definitely you.|Sobre todo tú. Definitivamente tú.|Surtout toi. Clairement toi.|Vor allem du. Definitiv du.'],
      ],
      warm: [
        ['Give me your hands. Let’s see if you can balance without peeking at me.|Dame las manos. A ver si mantienes el equilibrio sin mirarme.|Donne-moi tes mains. Voyons si tu tiens l’équilibre sans me regarder.|Gib mir deine Hände. Mal sehen, ob du die Balance hältst, ohne mich anzuschauen.', 'Impossible. But I’ll try.|Imposible. Pero lo intentaré.|Impossible. Mais j’essaie.|Unmöglich. Aber ich versuch’s.', 'If I fall, I’m falling on you.|Si me caigo, caigo sobre ti.|Si je tombe, je tombe sur toi.|Wenn ich falle, dann auf dich.'],
        ['My calves are sore from teaching all week. Occupational hazard.|Tengo los gemelos doloridos de toda la semana. Riesgos del oficio.|J’ai les mollets en compote après une semaine de cours. Risque du métier.|Meine Waden tun weh vom ganzen Unterrichten. Berufsrisiko.', 'Want me to help with that?|¿Quieres que te ayude con eso?|Tu veux que je t’aide avec ça ?|Soll ich dir dabei helfen?', 'Put your feet in my lap. Doctor’s orders.|Pon los pies en mi regazo. Órdenes del médico.|Pose tes pieds sur mes genoux. Ordre du médecin.|Leg deine Füße auf meinen Schoß. Anweisung vom Arzt.'],
        ['You breathe differently when you look at me. I notice these things.|Respiras distinto cuando me miras. Me fijo en esas cosas.|Tu respires autrement quand tu me regardes. Je remarque ces choses-là.|Du atmest anders, wenn du mich ansiehst. So was merke ich.', 'You’re hard not to look at.|Es difícil no mirarte.|C’est difficile de ne pas te regarder.|Es ist schwer, dich nicht anzusehen.', 'Then you know exactly what I’m thinking.|Entonces sabes exactamente lo que pienso.|Alors tu sais exactement à quoi je pense.|Dann weißt du genau, was ich denke.'],
        ['I like when someone else decides for a change. It’s relaxing.|Me gusta que otro decida, para variar. Me relaja.|J’aime quand quelqu’un d’autre décide, pour changer. Ça me détend.|Ich mag es, wenn mal jemand anders entscheidet. Das entspannt.', 'Then tonight I’m planning everything.|Entonces esta noche lo planeo yo todo.|Alors ce soir, c’est moi qui organise tout.|Dann plane ich heute Abend alles.', 'Then close your eyes and let me lead.|Entonces cierra los ojos y déjame guiarte.|Alors ferme les yeux et laisse-moi te guider.|Dann schließ die Augen und lass mich führen.'],
      ],
      hot: [
        ['This linen is so thin when the sun is behind me. I know you noticed.|Este lino es muy fino con el sol detrás. Sé que te diste cuenta.|Ce lin est si fin quand le soleil est derrière moi. Je sais que tu l’as vu.|Dieses Leinen ist so dünn, wenn die Sonne hinter mir steht. Ich weiß, dass du’s gesehen hast.', 'I’d be lying if I said no.|Mentiría si dijera que no.|Je mentirais si je disais non.|Ich würde lügen, wenn ich Nein sagte.', 'Stand in the sun a little longer.|Quédate al sol un poco más.|Reste au soleil encore un peu.|Bleib noch ein bisschen in der Sonne.'],
        ['Hold my wrists while I stretch. Firmly. I trust you.|Sujétame las muñecas mientras estiro. Con firmeza. Confío en ti.|Tiens mes poignets pendant que je m’étire. Fermement. J’ai confiance.|Halt meine Handgelenke, während ich mich dehne. Fest. Ich vertraue dir.', 'I’ve got you. Breathe.|Te tengo. Respira.|Je te tiens. Respire.|Ich halte dich. Atme.', 'I’m not letting go until you ask nicely.|No te suelto hasta que lo pidas con educación.|Je ne lâche pas tant que tu ne demandes pas gentiment.|Ich lasse erst los, wenn du nett fragst.'],
        ['My heart rate is not very zen right now. Your fault.|Mi pulso no está nada zen ahora mismo. Culpa tuya.|Mon pouls n’est pas très zen en ce moment. C’est ta faute.|Mein Puls ist gerade gar nicht zen. Deine Schuld.', 'I’ll take the blame happily.|Acepto la culpa encantado.|J’assume avec plaisir.|Die Schuld nehme ich gern.', 'Let me raise it a little more.|Déjame subirlo un poco más.|Laisse-moi le faire monter encore.|Lass ihn mich noch ein bisschen höher treiben.'],
        ['Whisper the next instruction to me. I’ll follow it.|Susúrrame la siguiente instrucción. La seguiré.|Murmure-moi la prochaine consigne. Je la suivrai.|Flüstere mir die nächste Anweisung zu. Ich folge ihr.', 'Come closer and relax.|Acércate y relájate.|Approche-toi et détends-toi.|Komm näher und entspann dich.', 'Lie back and don’t move.|Túmbate y no te muevas.|Allonge-toi et ne bouge pas.|Leg dich hin und beweg dich nicht.'],
      ],
    },
    locationOffer: [
      'The studio is empty now, or the beach is an hour away. Where shall we breathe together?|El estudio está vacío, o la playa queda a una hora. ¿Dónde respiramos juntos?|Le studio est vide, ou la plage est à une heure. Où respire-t-on ensemble ?|Das Studio ist leer, oder der Strand ist eine Stunde entfernt. Wo atmen wir zusammen?',
      'I know a quieter place. Choose one.|Conozco un sitio más tranquilo. Elige.|Je connais un endroit plus calme. Choisis.|Ich kenne einen ruhigeren Ort. Such dir einen aus.',
    ],
    dates: {
      'sunrise-studio': [
        ['Private session. I lock the door so nobody interrupts your form.|Sesión privada. Cierro la puerta para que nadie interrumpa tu postura.|Séance privée. Je ferme la porte pour que personne ne dérange ta posture.|Privatstunde. Ich schließe ab, damit niemand deine Haltung stört.', 'Go easy on me, teacher.|Ten piedad de mí, profe.|Vas-y doucement, prof.|Sei sanft zu mir, Lehrerin.', 'Correct me as much as you like.|Corrígeme todo lo que quieras.|Corrige-moi autant que tu veux.|Korrigier mich, so viel du willst.'],
        ['Partner pose. Back to back, then we’ll see what happens.|Postura en pareja. Espalda con espalda, y luego ya veremos.|Posture à deux. Dos à dos, puis on verra.|Partnerpose. Rücken an Rücken, dann sehen wir weiter.', 'Your back is so warm.|Tu espalda está tan calentita.|Ton dos est si chaud.|Dein Rücken ist so warm.', 'I prefer face to face.|Prefiero cara a cara.|Je préfère face à face.|Ich bevorzuge von Angesicht zu Angesicht.'],
        ['Lie down. Savasana. I’ll keep you company on the mat.|Túmbate. Savasana. Te hago compañía en la esterilla.|Allonge-toi. Savasana. Je te tiens compagnie sur le tapis.|Leg dich hin. Savasana. Ich leiste dir auf der Matte Gesellschaft.', 'This is the best class ever.|Es la mejor clase de la historia.|C’est le meilleur cours de tous les temps.|Das ist die beste Stunde aller Zeiten.', 'Closer. There’s room.|Más cerca. Hay sitio.|Plus près. Il y a de la place.|Näher. Da ist Platz.'],
      ],
      'beach-retreat': [
        ['Warm sand, no signal, the sea doing all the talking. Heaven.|Arena caliente, sin cobertura, el mar hablando por nosotros. El paraíso.|Sable chaud, pas de réseau, la mer qui parle pour nous. Le paradis.|Warmer Sand, kein Empfang, das Meer redet für uns. Der Himmel.', 'I could stay here with you for days.|Podría quedarme aquí contigo días.|Je pourrais rester ici avec toi des jours.|Ich könnte tagelang mit dir hierbleiben.', 'Heaven is you in that bikini.|El paraíso eres tú con ese bikini.|Le paradis, c’est toi dans ce bikini.|Der Himmel bist du in diesem Bikini.'],
        ['Sunscreen on my back, please. Slowly, I’m sensitive.|Crema en la espalda, por favor. Despacio, soy sensible.|De la crème dans le dos, s’il te plaît. Doucement, je suis sensible.|Sonnencreme auf den Rücken, bitte. Langsam, ich bin empfindlich.', 'Slowly it is.|Despacio, entonces.|Doucement, alors.|Dann eben langsam.', 'I’ll be very, very thorough.|Seré muy, muy minucioso.|Je serai très, très minutieux.|Ich bin sehr, sehr gründlich.'],
        ['The tide is coming in. Race me to the water?|Sube la marea. ¿Una carrera hasta el agua?|La marée monte. On fait la course jusqu’à l’eau ?|Die Flut kommt. Wettrennen ins Wasser?', 'Loser carries the towels.|El que pierda lleva las toallas.|Le perdant porte les serviettes.|Der Verlierer trägt die Handtücher.', 'Winner gets a kiss.|El ganador se lleva un beso.|Le gagnant a droit à un baiser.|Der Gewinner kriegt einen Kuss.'],
      ],
    },
    actionOffer: [
      'I’m all yours for the rest of the session. Guide me.|Soy toda tuya el resto de la sesión. Guíame.|Je suis à toi pour le reste de la séance. Guide-moi.|Ich gehöre dir für den Rest der Stunde. Führ mich.',
      'Flexible, willing, and a little impatient. What first?|Flexible, dispuesta y un poco impaciente. ¿Qué primero?|Souple, partante et un peu impatiente. On commence par quoi ?|Gelenkig, willig und ein bisschen ungeduldig. Was zuerst?',
    ],
    actionGeneric: [
      'Mmm. Breathe with me. Yes, just like that.|Mmm. Respira conmigo. Sí, así.|Mmm. Respire avec moi. Oui, comme ça.|Mmm. Atme mit mir. Ja, genau so.',
      'That’s my favourite kind of stretch.|Ese es mi tipo de estiramiento favorito.|C’est mon étirement préféré.|Das ist meine Lieblingsdehnung.',
      'You learn fast. Do it again.|Aprendes rápido. Otra vez.|Tu apprends vite. Encore.|Du lernst schnell. Nochmal.',
    ],
    sceneEnd: [
      'I haven’t felt this relaxed in months. Let me lie here a while.|Hacía meses que no estaba tan relajada. Déjame quedarme aquí un rato.|Je n’ai pas été aussi détendue depuis des mois. Laisse-moi rester allongée un peu.|So entspannt war ich seit Monaten nicht. Lass mich hier noch liegen.',
      'Namaste indeed. Come back tomorrow, same mat.|Namaste, desde luego. Vuelve mañana, misma esterilla.|Namasté, vraiment. Reviens demain, même tapis.|Namaste, wirklich. Komm morgen wieder, gleiche Matte.',
    ],
    blocked: ['I protect my peace. Right now that means not you.|Protejo mi paz. Y ahora mismo eso significa alejarme de ti.|Je protège ma sérénité. Pour l’instant, ça veut dire sans toi.|Ich schütze meinen Frieden. Gerade heißt das: ohne dich.'],
    away: ['Teaching a class. Back after the last pose.|Estoy dando clase. Vuelvo después de la última postura.|Je donne un cours. Je reviens après la dernière posture.|Ich unterrichte. Bin nach der letzten Pose zurück.'],
    resume: ['Feeling centred again? Good. I missed you.|¿Ya estás centrado? Bien. Te eché de menos.|Tu es recentré ? Tant mieux. Tu m’as manqué.|Wieder geerdet? Gut. Ich hab dich vermisst.', 'Roll out your mat, we’re starting over.|Extiende la esterilla, empezamos de nuevo.|Déroule ton tapis, on recommence.|Roll deine Matte aus, wir fangen neu an.'],
    freeText: {
      positive: ['That’s sweet. My heart just did a little sun salutation.|Qué dulce. Mi corazón acaba de hacer un saludo al sol.|C’est adorable. Mon cœur vient de faire une salutation au soleil.|Wie süß. Mein Herz hat gerade einen Sonnengruß gemacht.', 'I like how you say that.|Me gusta cómo lo dices.|J’aime ta façon de le dire.|Ich mag, wie du das sagst.'],
      neutral: ['Hmm, interesting. Breathe, then tell me more.|Hmm, interesante. Respira y cuéntame más.|Hmm, intéressant. Respire, puis dis-m’en plus.|Hmm, interessant. Atme, dann erzähl mehr.', 'I’m not sure what you mean, but I’m listening.|No sé bien qué quieres decir, pero te escucho.|Je ne suis pas sûre de comprendre, mais j’écoute.|Ich weiß nicht genau, was du meinst, aber ich höre zu.'],
      negative: ['That was not very kind. Try again, with your heart this time.|Eso no fue muy amable. Inténtalo otra vez, con el corazón.|Ce n’était pas très gentil. Recommence, avec ton cœur cette fois.|Das war nicht nett. Versuch’s nochmal, diesmal mit Herz.', 'Negative energy. I’m going to breathe it away.|Energía negativa. Voy a soltarla respirando.|Énergie négative. Je vais l’évacuer en respirant.|Negative Energie. Die atme ich jetzt weg.'],
    },
  },
  posts: [
    { text: 'Sunrise flow, 6 a.m. Who’s joining tomorrow?|Flow al amanecer, 6 de la mañana. ¿Quién se apunta mañana?|Flow au lever du soleil, 6 h. Qui vient demain ?|Sonnenaufgangs-Flow, 6 Uhr. Wer ist morgen dabei?', images: 3, daysAgo: 2 },
    { text: 'Low tide, high spirits.|Marea baja, ánimo alto.|Marée basse, moral au plus haut.|Ebbe, beste Laune.', images: 1, video: 'clip-waves.mp4', daysAgo: 6 },
    { text: 'New linen set. Too sheer? Be honest.|Conjunto de lino nuevo. ¿Demasiado transparente? Sé sincero.|Nouvel ensemble en lin. Trop transparent ? Sois honnête.|Neues Leinen-Set. Zu durchsichtig? Sei ehrlich.', images: 2, daysAgo: 11 },
    { text: 'Barefoot season is officially open.|La temporada descalza ha empezado oficialmente.|La saison pieds nus est officiellement ouverte.|Die Barfußsaison ist offiziell eröffnet.', images: 3, daysAgo: 18 },
    { text: 'Tea, blanket, rain on the roof.|Té, manta, lluvia en el tejado.|Thé, plaid, pluie sur le toit.|Tee, Decke, Regen auf dem Dach.', images: 1, daysAgo: 27 },
  ],
};
