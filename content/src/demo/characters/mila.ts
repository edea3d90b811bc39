import type { DemoCharacter } from '../types.ts';

export const mila: DemoCharacter = {
  id: 'mila',
  name: 'Mila Reyes',
  age: 27,
  gender: 'girl',
  tier: 0,
  tags: ['femdom', 'feet', 'cocktails', 'nightlife'],
  palette: ['#2a1410', '#b5562b', '#ffc98a'],
  job: 'bartender',
  description:
    'Mila, 27, runs the bar at The Copper and remembers every regular’s drink, and every line they ever tried on her. Quick, teasing and hard to impress, she mixes a mean mezcal sour and loves a guest who can keep up.|Mila, 27 años, lleva la barra de The Copper y recuerda la bebida de cada habitual, y cada frase que le han soltado. Rápida, burlona y difícil de impresionar, prepara un mezcal sour letal y adora a quien sabe seguirle el ritmo.|Mila, 27 ans, tient le bar du Copper et se souvient de la boisson de chaque habitué, et de chaque phrase de drague qu’on lui a sortie. Vive, taquine et difficile à impressionner, elle prépare un mezcal sour redoutable et adore ceux qui suivent son rythme.|Mila, 27, führt die Bar im Copper und kennt den Drink jedes Stammgasts, und jeden Anmachspruch, den man je bei ihr versucht hat. Schlagfertig, neckisch und schwer zu beeindrucken, mixt sie einen gefährlichen Mezcal Sour und mag Gäste, die mithalten können.',
  persona: {
    description: 'Mila Reyes is a 27-year-old bartender at The Copper, a dim, warm cocktail bar. Dark curls, copper earrings, a rolled-sleeve black shirt, a laugh you hear across the room.',
    personality: 'Witty, teasing, confident, secretly romantic. Likes people who banter back; bored by flattery. Takes the lead when she likes someone.',
    scenario: 'Late evening at The Copper. The rush is over and Mila has time for one guest at the end of the bar: you.',
    mes_example: '<START>\n{{user}}: What do you recommend?\n{{char}}: Depends. Are you trying to impress me or forget someone? I have a drink for both.',
  },
  locations: [
    { id: 'copper-bar', name: 'The Copper Bar|El bar Copper|Le bar Copper|Die Copper Bar', unlockLevel: 1 },
    { id: 'rooftop', name: 'Rooftop After Hours|Azotea después del cierre|Le toit après la fermeture|Dachterrasse nach Feierabend', unlockLevel: 4 },
  ],
  dialogue: {
    greeting: [
      'Well, look who wandered in. Sit, before someone steals the good stool.|Mira quién ha entrado. Siéntate antes de que alguien robe el mejor taburete.|Tiens, regarde qui arrive. Assieds-toi avant qu’on te pique le meilleur tabouret.|Sieh an, wer hier reinspaziert. Setz dich, bevor jemand den besten Hocker klaut.',
      'Last call is hours away, so you’ve got time to charm me. Go.|La última ronda queda lejos, así que tienes tiempo para encantarme. Adelante.|La dernière tournée est loin, tu as le temps de me charmer. Vas-y.|Letzte Runde ist noch Stunden hin, du hast also Zeit, mich zu bezaubern. Los.',
    ],
    talk: {
      cold: [
        ['So, what are you drinking, or are you just here for the view?|Entonces, ¿qué bebes, o solo vienes por las vistas?|Alors, tu bois quoi, ou tu es juste là pour la vue ?|Also, was trinkst du, oder bist du nur wegen der Aussicht hier?', 'Surprise me. I trust the bartender.|Sorpréndeme. Confío en la bartender.|Surprends-moi. Je fais confiance à la barmaid.|Überrasch mich. Ich vertraue der Barkeeperin.', 'The view is pretty good, honestly.|La verdad, las vistas están muy bien.|Franchement, la vue est plutôt belle.|Ehrlich gesagt ist die Aussicht ziemlich gut.'],
        ['Everyone has a line. Let me guess yours: “Do you come here often?”|Todos tienen una frase. Adivino la tuya: “¿Vienes mucho por aquí?”|Tout le monde a sa phrase. Je devine la tienne : « Tu viens souvent ici ? »|Jeder hat einen Spruch. Ich rate deinen: „Bist du öfter hier?“', 'No line. Just wanted to say your bar has great music.|Sin frases. Solo quería decir que tu bar tiene buena música.|Pas de phrase. Je voulais juste dire que la musique ici est top.|Kein Spruch. Ich wollte nur sagen, die Musik hier ist super.', 'I was going to ask what time you finish.|Iba a preguntar a qué hora terminas.|J’allais te demander à quelle heure tu finis.|Ich wollte fragen, wann du Feierabend hast.'],
        ['I’ve been on my feet for nine hours. Tell me something that isn’t a complaint.|Llevo nueve horas de pie. Cuéntame algo que no sea una queja.|Ça fait neuf heures que je suis debout. Dis-moi un truc qui n’est pas une plainte.|Ich stehe seit neun Stunden. Erzähl mir was, das keine Beschwerde ist.', 'I saw a dog in a raincoat today. It made my week.|Hoy vi un perro con chubasquero. Me alegró la semana.|J’ai vu un chien en ciré aujourd’hui. Ça a fait ma semaine.|Ich habe heute einen Hund im Regenmantel gesehen. Mein Highlight der Woche.', 'You look great for someone on hour nine.|Estás genial para llevar nueve horas.|Tu es superbe pour quelqu’un à sa neuvième heure.|Du siehst toll aus für Stunde neun.'],
        ['That’s my favourite glass you’re holding. Break it and you’re washing up.|Ese vaso es mi favorito. Si lo rompes, friegas tú.|C’est mon verre préféré que tu tiens. Casse-le et tu fais la plonge.|Das ist mein Lieblingsglas. Zerbrich es, und du spülst ab.', 'I’ll guard it with my life.|Lo protegeré con mi vida.|Je le protégerai au péril de ma vie.|Ich beschütze es mit meinem Leben.', 'Washing up with you sounds like a date.|Fregar contigo suena a cita.|Faire la plonge avec toi, ça ressemble à un rendez-vous.|Mit dir abspülen klingt nach einem Date.'],
      ],
      warm: [
        ['You’re still here. Most people get scared off by now.|Sigues aquí. La mayoría ya habría salido corriendo.|Tu es encore là. La plupart auraient fui à ce stade.|Du bist ja noch da. Die meisten sind längst geflüchtet.', 'I like it here. I like you here.|Me gusta estar aquí. Me gusta que estés aquí.|J’aime bien être ici. J’aime bien que tu sois là.|Ich mag es hier. Ich mag, dass du hier bist.', 'Takes more than a sharp tongue to scare me.|Hace falta más que una lengua afilada para asustarme.|Il en faut plus qu’une langue bien pendue pour me faire peur.|Es braucht mehr als eine spitze Zunge, um mich zu verscheuchen.'],
        ['I made you something off the menu. Don’t tell the regulars.|Te preparé algo fuera de carta. No se lo digas a los habituales.|Je t’ai fait un truc hors carte. Ne le dis pas aux habitués.|Ich hab dir was gemacht, das nicht auf der Karte steht. Sag’s nicht den Stammgästen.', 'It’s perfect. Like the person who made it.|Está perfecto. Como quien lo preparó.|C’est parfait. Comme celle qui l’a fait.|Perfekt. Wie die, die ihn gemacht hat.', 'What do I owe you? And don’t say money.|¿Qué te debo? Y no digas dinero.|Je te dois quoi ? Et ne dis pas de l’argent.|Was schulde ich dir? Und sag nicht Geld.'],
        ['You’ve got a nice laugh. Annoyingly nice.|Tienes una risa bonita. Molestamente bonita.|Tu as un joli rire. Agaçant de joliesse.|Du hast ein schönes Lachen. Nervig schön.', 'Then keep making me laugh.|Entonces sigue haciéndome reír.|Alors continue de me faire rire.|Dann bring mich weiter zum Lachen.', 'Wait till you hear me whisper.|Espera a oírme susurrar.|Attends de m’entendre murmurer.|Warte, bis du mich flüstern hörst.'],
        ['Lean closer, the music’s loud. Now tell me a secret.|Acércate, la música está alta. Ahora cuéntame un secreto.|Approche, la musique est forte. Maintenant, dis-moi un secret.|Komm näher, die Musik ist laut. Jetzt erzähl mir ein Geheimnis.', 'I came back tonight just to see you.|Volví esta noche solo para verte.|Je suis revenu ce soir juste pour te voir.|Ich bin heute nur wegen dir wiedergekommen.', 'My secret is I’ve been staring at your lips.|Mi secreto es que no dejo de mirarte los labios.|Mon secret, c’est que je fixe tes lèvres.|Mein Geheimnis: Ich starre die ganze Zeit auf deine Lippen.'],
      ],
      hot: [
        ['If you keep looking at me like that, I’m going to forget I’m working.|Si me sigues mirando así, voy a olvidar que estoy trabajando.|Si tu continues à me regarder comme ça, je vais oublier que je travaille.|Wenn du mich weiter so ansiehst, vergesse ich, dass ich arbeite.', 'Forget it, then. I won’t tell.|Pues olvídalo. No se lo diré a nadie.|Alors oublie. Je ne dirai rien.|Dann vergiss es. Ich verrate nichts.', 'That was exactly the plan.|Ese era exactamente el plan.|C’était exactement le plan.|Genau das war der Plan.'],
        ['I’m usually the one in charge around here. Think you can handle that?|Aquí la que manda suele ser yo. ¿Crees que puedes con eso?|D’habitude c’est moi qui commande ici. Tu crois pouvoir gérer ?|Normalerweise hab ich hier das Sagen. Kommst du damit klar?', 'I’d love to see you in charge.|Me encantaría verte al mando.|J’adorerais te voir aux commandes.|Ich würde dich liebend gern das Sagen haben sehen.', 'Give me orders and find out.|Dame órdenes y descúbrelo.|Donne-moi des ordres et tu verras.|Gib mir Befehle und finde es heraus.'],
        ['My shoes are killing me. Someone should rub my feet after this shift.|Los zapatos me están matando. Alguien debería masajearme los pies después del turno.|Mes chaussures me tuent. Quelqu’un devrait me masser les pieds après le service.|Meine Schuhe bringen mich um. Jemand sollte mir nach der Schicht die Füße massieren.', 'Volunteering. Gently, I promise.|Me ofrezco. Con cuidado, lo prometo.|Je me porte volontaire. Doucement, promis.|Ich melde mich freiwillig. Ganz sanft, versprochen.', 'Kick them off. I’m all yours.|Quítatelos. Soy todo tuyo.|Enlève-les. Je suis tout à toi.|Zieh sie aus. Ich gehöre ganz dir.'],
        ['You taste like lime and trouble. I like both.|Sabes a lima y a problemas. Me gustan ambos.|Tu as un goût de citron vert et d’ennuis. J’aime les deux.|Du schmeckst nach Limette und Ärger. Ich mag beides.', 'Then have another sip.|Entonces toma otro sorbo.|Alors reprends une gorgée.|Dann nimm noch einen Schluck.', 'Trouble is my best quality.|Los problemas son mi mejor cualidad.|Les ennuis, c’est ma meilleure qualité.|Ärger ist meine beste Eigenschaft.'],
      ],
    },
    locationOffer: [
      'I’m closing early. Want to see where I go when the bar goes quiet?|Voy a cerrar pronto. ¿Quieres ver adónde voy cuando el bar se queda en silencio?|Je ferme plus tôt. Tu veux voir où je vais quand le bar se tait ?|Ich mache früher zu. Willst du sehen, wohin ich gehe, wenn es still wird?',
      'Grab your jacket. Pick a spot, I’ll bring the bottle.|Coge tu chaqueta. Elige un sitio, yo llevo la botella.|Prends ta veste. Choisis un endroit, j’apporte la bouteille.|Schnapp dir deine Jacke. Such einen Ort aus, ich bringe die Flasche.',
    ],
    dates: {
      'copper-bar': [
        ['Lights down, doors locked. The bar is ours. Behind the counter, if you dare.|Luces bajas, puertas cerradas. El bar es nuestro. Detrás de la barra, si te atreves.|Lumières tamisées, portes fermées. Le bar est à nous. Derrière le comptoir, si tu oses.|Licht gedimmt, Türen zu. Die Bar gehört uns. Hinter den Tresen, wenn du dich traust.', 'Teach me to make your favourite drink.|Enséñame a preparar tu bebida favorita.|Apprends-moi à faire ta boisson préférée.|Bring mir deinen Lieblingsdrink bei.', 'I dare. Move over.|Me atrevo. Hazme sitio.|J’ose. Pousse-toi.|Ich trau mich. Rück rüber.'],
        ['Shake it harder. No, like this. Hands over mine.|Agítalo más fuerte. No, así. Tus manos sobre las mías.|Secoue plus fort. Non, comme ça. Tes mains sur les miennes.|Fester schütteln. Nein, so. Deine Hände auf meine.', 'I could get used to this lesson.|Podría acostumbrarme a esta clase.|Je pourrais m’habituer à ce cours.|An diese Stunde könnte ich mich gewöhnen.', 'I’m not letting go of your hands.|No pienso soltarte las manos.|Je ne lâche plus tes mains.|Ich lasse deine Hände nicht mehr los.'],
        ['The jukebox takes one coin. Choose the song we dance to.|La gramola acepta una moneda. Elige la canción que bailaremos.|Le juke-box prend une pièce. Choisis la chanson sur laquelle on danse.|Die Jukebox nimmt eine Münze. Such das Lied aus, zu dem wir tanzen.', 'Something slow, so I can hold you.|Algo lento, para poder abrazarte.|Quelque chose de lent, pour te tenir contre moi.|Was Langsames, damit ich dich halten kann.', 'Something that lets me pull you close.|Algo que me deje atraerte hacia mí.|Quelque chose qui me laisse t’attirer contre moi.|Was, bei dem ich dich an mich ziehen kann.'],
      ],
      rooftop: [
        ['Nobody knows about this roof but me. And now you. Don’t make me regret it.|Nadie conoce esta azotea salvo yo. Y ahora tú. No hagas que me arrepienta.|Personne ne connaît ce toit à part moi. Et toi maintenant. Ne me le fais pas regretter.|Niemand kennt dieses Dach außer mir. Und jetzt du. Lass es mich nicht bereuen.', 'The city looks small from here. You don’t.|La ciudad parece pequeña desde aquí. Tú no.|La ville paraît petite d’ici. Pas toi.|Die Stadt sieht von hier klein aus. Du nicht.', 'Best secret anyone ever told me.|El mejor secreto que me han contado.|Le meilleur secret qu’on m’ait confié.|Das beste Geheimnis, das mir je jemand verraten hat.'],
        ['It’s cold up here. You’re going to have to share that jacket.|Hace frío aquí arriba. Vas a tener que compartir esa chaqueta.|Il fait froid là-haut. Tu vas devoir partager ta veste.|Hier oben ist es kalt. Du musst die Jacke teilen.', 'Come here, there’s room for two.|Ven, cabemos los dos.|Viens, il y a de la place pour deux.|Komm her, da ist Platz für zwei.', 'I know better ways to keep you warm.|Conozco mejores formas de darte calor.|Je connais de meilleures façons de te réchauffer.|Ich kenne bessere Wege, dich zu wärmen.'],
        ['I brought the good mezcal. One sip each, then you tell me what you want.|Traje el mezcal bueno. Un sorbo cada uno y luego me dices qué quieres.|J’ai pris le bon mezcal. Une gorgée chacun, puis tu me dis ce que tu veux.|Ich hab den guten Mezcal mitgebracht. Ein Schluck jeder, dann sagst du mir, was du willst.', 'I want this night to last.|Quiero que esta noche dure.|Je veux que cette nuit dure.|Ich will, dass diese Nacht lange dauert.', 'You. Next question.|A ti. Siguiente pregunta.|Toi. Question suivante.|Dich. Nächste Frage.'],
      ],
    },
    actionOffer: [
      'Okay, you’ve earned it. What do you want from me tonight?|Vale, te lo has ganado. ¿Qué quieres de mí esta noche?|D’accord, tu l’as mérité. Tu veux quoi de moi ce soir ?|Okay, du hast es dir verdient. Was willst du heute Nacht von mir?',
      'My rules, your choice. Pick carefully.|Mis reglas, tu elección. Elige bien.|Mes règles, ton choix. Choisis bien.|Meine Regeln, deine Wahl. Wähl gut.',
    ],
    actionGeneric: [
      'Mm. You’re better at this than at ordering drinks.|Mm. Se te da mejor esto que pedir bebidas.|Mm. Tu es meilleur à ça qu’à commander des verres.|Mm. Darin bist du besser als im Bestellen.',
      'Don’t stop now, I was just starting to like you.|No pares ahora, empezabas a gustarme.|Ne t’arrête pas, je commençais à t’apprécier.|Hör jetzt nicht auf, ich fing gerade an, dich zu mögen.',
      'That one’s going on my list of favourites.|Eso va a mi lista de favoritos.|Celui-là rejoint ma liste de favoris.|Das kommt auf meine Favoritenliste.',
    ],
    sceneEnd: [
      'Well. That beats any tip I’ve ever had. Same time tomorrow?|Bueno. Eso supera cualquier propina. ¿Mañana a la misma hora?|Eh bien. Ça bat tous les pourboires du monde. Même heure demain ?|Tja. Das schlägt jedes Trinkgeld. Morgen, gleiche Zeit?',
      'I need a glass of water and five minutes. Don’t go far.|Necesito un vaso de agua y cinco minutos. No te vayas lejos.|Il me faut un verre d’eau et cinq minutes. Ne va pas loin.|Ich brauche ein Glas Wasser und fünf Minuten. Geh nicht weit weg.',
    ],
    blocked: ['You’re cut off. Go home and think about your manners.|Ya no te sirvo más. Vete a casa y piensa en tus modales.|Je ne te sers plus. Rentre chez toi et réfléchis à tes manières.|Für dich ist Schluss. Geh nach Hause und denk über dein Benehmen nach.'],
    away: ['Back behind the bar for a bit. Keep my stool warm.|Vuelvo un rato a la barra. Guárdame el taburete caliente.|Je retourne derrière le bar un moment. Garde mon tabouret au chaud.|Ich bin kurz hinter der Bar. Halt meinen Hocker warm.'],
    resume: [
      'You came back. Good. I saved you a seat.|Has vuelto. Bien. Te guardé un asiento.|Tu es revenu. Tant mieux. Je t’ai gardé une place.|Du bist zurück. Gut. Ich hab dir einen Platz freigehalten.',
      'Round two? I’ll pour.|¿Segunda ronda? Yo sirvo.|Deuxième tournée ? Je sers.|Zweite Runde? Ich schenke ein.',
    ],
    freeText: {
      positive: ['Careful, sweet talk gets you free refills.|Cuidado, las palabras dulces te ganan otra copa gratis.|Attention, les mots doux donnent droit à des verres offerts.|Vorsicht, Süßholz bringt dir Gratisnachschub.', 'Okay, that was smooth. I’ll allow it.|Vale, eso fue elegante. Te lo permito.|D’accord, c’était habile. Je laisse passer.|Okay, das war charmant. Ich lass es gelten.'],
      neutral: ['Hm. Say that again, but with more confidence.|Hm. Dilo otra vez, pero con más seguridad.|Hm. Redis-le, mais avec plus d’assurance.|Hm. Sag das nochmal, aber selbstbewusster.', 'I’m listening. Barely, but listening.|Te escucho. Apenas, pero te escucho.|Je t’écoute. À peine, mais j’écoute.|Ich höre zu. Kaum, aber ich höre zu.'],
      negative: ['Wow. Do you talk to everyone like that, or am I special?|Vaya. ¿Hablas así a todo el mundo o soy especial?|Waouh. Tu parles comme ça à tout le monde, ou j’ai droit à un traitement spécial ?|Wow. Redest du mit allen so, oder bin ich was Besonderes?', 'One more like that and I call you a taxi.|Una más así y te pido un taxi.|Encore une comme ça et je t’appelle un taxi.|Noch so einer, und ich ruf dir ein Taxi.'],
    },
  },
  posts: [
    { text: 'New menu night. The smoked rosemary sour is dangerous.|Noche de carta nueva. El sour de romero ahumado es peligroso.|Soirée nouvelle carte. Le sour au romarin fumé est dangereux.|Neue Karte heute. Der geräucherte Rosmarin-Sour ist gefährlich.', images: 3, daysAgo: 1 },
    { text: 'Closing time glow.|El brillo de la hora de cierre.|La lumière de la fermeture.|Feierabendlicht.', images: 1, video: 'clip-neon.mp4', daysAgo: 4 },
    { text: 'Someone asked if I ever sit down. Proof that I do.|Alguien preguntó si alguna vez me siento. Aquí la prueba.|On m’a demandé si je m’assois parfois. Voici la preuve.|Jemand hat gefragt, ob ich mich je hinsetze. Hier der Beweis.', images: 2, daysAgo: 9 },
    { text: 'Rooftop, 3 a.m., the city finally quiet.|Azotea, 3 de la mañana, la ciudad por fin en calma.|Sur le toit, 3 h du matin, la ville enfin calme.|Dach, 3 Uhr nachts, die Stadt endlich still.', images: 4, daysAgo: 15 },
    { text: 'Guess the cocktail from the garnish. Winner gets a wink.|Adivina el cóctel por la decoración. El ganador se lleva un guiño.|Devine le cocktail d’après la déco. Le gagnant a droit à un clin d’œil.|Errate den Cocktail an der Deko. Der Gewinner kriegt ein Zwinkern.', images: 2, daysAgo: 24 },
  ],
};
