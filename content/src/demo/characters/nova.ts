import type { DemoCharacter } from '../types.ts';

export const nova: DemoCharacter = {
  id: 'nova',
  name: 'Nova Kane',
  age: 24,
  gender: 'futa',
  tier: 0,
  tags: ['group sex', 'maledom', 'music', 'nightlife'],
  palette: ['#14052b', '#7b2ff7', '#ff4ecd'],
  job: 'DJ',
  description:
    'Nova, 24, plays the late set at the Warehouse and never drops the energy. Neon braids, a grin that means trouble, and a rule: if you’re on her dance floor, you dance.|Nova, 24 años, pincha la sesión de madrugada en el Warehouse y nunca baja la energía. Trenzas neón, una sonrisa que anuncia problemas y una regla: si estás en su pista, bailas.|Nova, 24 ans, mixe le set de fin de nuit au Warehouse et ne laisse jamais retomber l’énergie. Tresses fluo, sourire de petite peste et une règle : sur sa piste, on danse.|Nova, 24, legt das späte Set im Warehouse auf und lässt die Energie nie abfallen. Neonzöpfe, ein Grinsen, das Ärger verspricht, und eine Regel: Auf ihrer Tanzfläche wird getanzt.',
  persona: {
    description: 'Nova Kane is a 24-year-old DJ with neon-pink braids, glitter on her cheekbones, a cropped mesh top and oversized headphones.',
    personality: 'Loud, playful, impulsive, generous, loves a crowd and a challenge; flirts with everyone but picks one person per night.',
    scenario: 'Between tracks at the Warehouse Club, Nova spots you by the booth and waves you up.',
    mes_example: '<START>\n{{user}}: Great set!\n{{char}}: You haven’t heard the drop yet. Stay close and hold on.',
  },
  locations: [
    { id: 'warehouse-club', name: 'The Warehouse Club|El club Warehouse|Le club Warehouse|Der Warehouse Club', unlockLevel: 1 },
    { id: 'backstage', name: 'Backstage Booth|Cabina entre bastidores|Loge en coulisses|Backstage-Kabine', unlockLevel: 4 },
  ],
  dialogue: {
    greeting: [
      'Hey you! Yes, you by the speaker. Come up here!|¡Eh, tú! Sí, tú, junto al altavoz. ¡Sube aquí!|Hé, toi ! Oui, toi près de l’enceinte. Monte ici !|Hey du! Ja, du am Lautsprecher. Komm hoch!',
      'Two minutes till the next track. Talk fast, cutie.|Dos minutos para el siguiente tema. Habla rápido, guapo.|Deux minutes avant le prochain morceau. Parle vite, mon mignon.|Zwei Minuten bis zum nächsten Track. Red schnell, Süßer.',
    ],
    talk: {
      cold: [
        ['Requests are a tip jar thing. What have you got?|Las peticiones van con propina. ¿Qué traes?|Les demandes, c’est avec pourboire. Tu as quoi ?|Wünsche gibt’s gegen Trinkgeld. Was hast du?', 'A compliment: your set is fire.|Un cumplido: tu sesión está que arde.|Un compliment : ton set est de la folie.|Ein Kompliment: Dein Set ist der Hammer.', 'My number, if you play something slow.|Mi número, si pones algo lento.|Mon numéro, si tu passes un slow.|Meine Nummer, wenn du was Langsames spielst.'],
        ['Do you dance, or do you just stand there looking mysterious?|¿Bailas o solo te quedas ahí con cara de misterio?|Tu danses, ou tu restes planté là à jouer les mystérieux ?|Tanzt du, oder stehst du nur geheimnisvoll rum?', 'I dance badly but with passion.|Bailo mal pero con pasión.|Je danse mal mais avec passion.|Ich tanze schlecht, aber mit Leidenschaft.', 'I was waiting for the right partner.|Esperaba a la pareja adecuada.|J’attendais le bon partenaire.|Ich habe auf die richtige Partnerin gewartet.'],
        ['My headphones cost more than my rent. Don’t touch.|Mis auriculares cuestan más que mi alquiler. No toques.|Mon casque coûte plus cher que mon loyer. Pas touche.|Mein Kopfhörer kostet mehr als meine Miete. Nicht anfassen.', 'Hands in pockets, promise.|Manos en los bolsillos, lo prometo.|Mains dans les poches, promis.|Hände in die Taschen, versprochen.', 'What can I touch, then?|¿Y qué puedo tocar, entonces?|Alors, je peux toucher quoi ?|Was darf ich dann anfassen?'],
        ['Last week a guy proposed to me mid-set. Beat that.|La semana pasada un chico me pidió matrimonio en plena sesión. Supéralo.|La semaine dernière, un mec m’a demandée en mariage en plein set. Fais mieux.|Letzte Woche hat mir einer mitten im Set einen Antrag gemacht. Toppe das.', 'I’ll start smaller: a drink?|Empiezo por algo más pequeño: ¿una copa?|Je commence plus petit : un verre ?|Ich fang kleiner an: ein Drink?', 'I don’t propose. I just steal the DJ.|Yo no pido matrimonio. Me llevo a la DJ.|Moi, je ne demande pas en mariage. J’enlève la DJ.|Ich mache keine Anträge. Ich entführe die DJ.'],
      ],
      warm: [
        ['This next drop is for you. Watch the crowd lose it.|El próximo drop es para ti. Mira cómo enloquece la gente.|Le prochain drop est pour toi. Regarde la foule devenir folle.|Der nächste Drop ist für dich. Schau, wie die Menge ausrastet.', 'You’re incredible up there.|Eres increíble ahí arriba.|Tu es incroyable là-haut.|Du bist unglaublich da oben.', 'I’m only watching you.|Solo te miro a ti.|Je ne regarde que toi.|Ich schaue nur dich an.'],
        ['Put your hands on my hips, I need to feel the beat.|Pon las manos en mis caderas, necesito sentir el ritmo.|Mets tes mains sur mes hanches, j’ai besoin de sentir le rythme.|Leg deine Hände auf meine Hüften, ich muss den Beat spüren.', 'Like this?|¿Así?|Comme ça ?|So?', 'Feel that? That’s not the bass.|¿Lo notas? Eso no es el bajo.|Tu sens ça ? Ce n’est pas la basse.|Spürst du das? Das ist nicht der Bass.'],
        ['My friends keep asking who you are. Should I introduce you?|Mis amigas no paran de preguntar quién eres. ¿Te presento?|Mes amies n’arrêtent pas de demander qui tu es. Je te présente ?|Meine Freundinnen fragen ständig, wer du bist. Soll ich dich vorstellen?', 'Later. Right now I want you to myself.|Luego. Ahora te quiero para mí.|Plus tard. Pour l’instant je te veux pour moi.|Später. Jetzt will ich dich für mich.', 'The more the merrier.|Cuantos más, mejor.|Plus on est de fous, plus on rit.|Je mehr, desto besser.'],
        ['I’m sweaty, I’m loud, and I’m having the best night. You’re part of it.|Estoy sudada, hago ruido y es la mejor noche. Tú eres parte de ella.|Je transpire, je suis bruyante et c’est la meilleure soirée. Tu en fais partie.|Ich bin verschwitzt, laut und habe die beste Nacht. Du gehörst dazu.', 'Best night for me too.|También es mi mejor noche.|Ma meilleure soirée aussi.|Für mich auch die beste Nacht.', 'Let’s make it even louder.|Hagámosla aún más ruidosa.|Faisons encore plus de bruit.|Machen wir sie noch lauter.'],
      ],
      hot: [
        ['I’ve got a surprise for you after the set. Think you can handle me?|Tengo una sorpresa para ti después de la sesión. ¿Crees que puedes conmigo?|J’ai une surprise pour toi après le set. Tu crois pouvoir me gérer ?|Ich hab nach dem Set eine Überraschung für dich. Glaubst du, du kommst mit mir klar?', 'I’m ready for anything with you.|Estoy listo para cualquier cosa contigo.|Je suis prêt à tout avec toi.|Mit dir bin ich zu allem bereit.', 'Try me.|Ponme a prueba.|Essaie.|Versuch’s.'],
        ['Pin me against the booth. The crowd can’t see back here.|Pégame contra la cabina. El público no ve lo de aquí atrás.|Plaque-moi contre la cabine. La foule ne voit pas derrière.|Drück mich gegen das Pult. Die Menge sieht hier hinten nichts.', 'Are you sure?|¿Estás segura?|Tu es sûre ?|Bist du sicher?', 'Say please.|Di por favor.|Dis s’il te plaît.|Sag bitte.'],
        ['Your heartbeat is faster than my BPM right now.|Tu corazón va más rápido que mis BPM.|Ton cœur bat plus vite que mes BPM.|Dein Herz schlägt gerade schneller als meine BPM.', 'That’s what you do to me.|Eso es lo que me haces.|Voilà ce que tu me fais.|Das machst du mit mir.', 'Keep the tempo up, then.|Pues mantén el ritmo.|Alors garde le tempo.|Dann halt das Tempo.'],
        ['One more song, then I’m yours for the rest of the night.|Una canción más y soy tuya el resto de la noche.|Encore un morceau, et je suis à toi pour le reste de la nuit.|Noch ein Song, dann gehöre ich dir für den Rest der Nacht.', 'Make it a short one.|Que sea corta.|Choisis-en un court.|Nimm einen kurzen.', 'Skip the song.|Sáltate la canción.|Saute le morceau.|Überspring den Song.'],
      ],
    },
    locationOffer: [
      'Set’s done! Dance floor or backstage? Choose before my manager finds me.|¡Sesión terminada! ¿Pista o camerino? Elige antes de que me encuentre mi mánager.|Set terminé ! Piste ou coulisses ? Choisis avant que mon manager me trouve.|Set vorbei! Tanzfläche oder Backstage? Entscheide, bevor mein Manager mich findet.',
      'I need to cool down. Where are you taking me?|Necesito enfriarme. ¿Adónde me llevas?|J’ai besoin de redescendre. Tu m’emmènes où ?|Ich muss runterkommen. Wohin bringst du mich?',
    ],
    dates: {
      'warehouse-club': [
        ['Lights, smoke, two hundred strangers. And you, right against me.|Luces, humo, doscientos desconocidos. Y tú, pegado a mí.|Lumières, fumée, deux cents inconnus. Et toi, tout contre moi.|Lichter, Nebel, zweihundert Fremde. Und du, ganz dicht bei mir.', 'Don’t let go of my hand.|No me sueltes la mano.|Ne lâche pas ma main.|Lass meine Hand nicht los.', 'Closer. I can still see light between us.|Más cerca. Aún veo luz entre nosotros.|Plus près. Je vois encore de la lumière entre nous.|Näher. Ich sehe noch Licht zwischen uns.'],
        ['My crew wants to dance with us. Yes or no?|Mi equipo quiere bailar con nosotros. ¿Sí o no?|Ma bande veut danser avec nous. Oui ou non ?|Meine Crew will mit uns tanzen. Ja oder nein?', 'Just you and me for now.|Por ahora solo tú y yo.|Juste toi et moi pour l’instant.|Erst mal nur du und ich.', 'Yes. Bring them in.|Sí. Que vengan.|Oui. Qu’elles viennent.|Ja. Hol sie her.'],
        ['Strobe on, eyes closed. Trust me.|Estroboscopio encendido, ojos cerrados. Confía en mí.|Stroboscope allumé, yeux fermés. Fais-moi confiance.|Stroboskop an, Augen zu. Vertrau mir.', 'I trust you completely.|Confío totalmente en ti.|J’ai entièrement confiance.|Ich vertraue dir völlig.', 'Only if you guide my hands.|Solo si guías mis manos.|Seulement si tu guides mes mains.|Nur wenn du meine Hände führst.'],
      ],
      backstage: [
        ['Backstage: a sofa, a mini fridge and a door that locks.|Camerino: un sofá, una nevera y una puerta que cierra.|Coulisses : un canapé, un mini-frigo et une porte qui ferme à clé.|Backstage: ein Sofa, ein Minikühlschrank und eine Tür, die abschließt.', 'Lock it.|Ciérrala.|Ferme-la.|Schließ ab.', 'Perfect venue for an after-party.|El sitio perfecto para un after.|L’endroit parfait pour une after.|Perfekter Ort für eine Afterparty.'],
        ['Help me out of these boots. My feet are screaming.|Ayúdame a quitarme las botas. Mis pies gritan.|Aide-moi à enlever ces bottes. Mes pieds crient.|Hilf mir aus den Stiefeln. Meine Füße schreien.', 'Sit. I’ll take care of you.|Siéntate. Yo te cuido.|Assieds-toi. Je m’occupe de toi.|Setz dich. Ich kümmere mich um dich.', 'Then the rest comes off too.|Y luego se quita todo lo demás.|Et ensuite tout le reste.|Und dann kommt der Rest auch weg.'],
        ['I can still hear the crowd through the wall. Let’s be louder.|Aún oigo al público a través de la pared. Seamos más ruidosos.|J’entends encore la foule à travers le mur. Soyons plus bruyants.|Ich höre die Menge noch durch die Wand. Lass uns lauter sein.', 'Challenge accepted.|Reto aceptado.|Défi accepté.|Herausforderung angenommen.', 'You first.|Tú primero.|Toi d’abord.|Du zuerst.'],
      ],
    },
    actionOffer: [
      'You’re on my playlist now. Pick the next track.|Ahora estás en mi lista. Elige el próximo tema.|Tu es dans ma playlist maintenant. Choisis le prochain morceau.|Du bist jetzt auf meiner Playlist. Wähl den nächsten Track.',
      'No more waiting. What do you want first?|Se acabó esperar. ¿Qué quieres primero?|Fini d’attendre. Tu veux quoi en premier ?|Schluss mit Warten. Was willst du zuerst?',
    ],
    actionGeneric: [
      'Oh, that’s a banger.|Oh, eso es un temazo.|Oh, c’est une pépite.|Oh, das ist ein Knaller.',
      'Turn it up!|¡Súbele!|Monte le son !|Lauter!',
      'Encore, encore!|¡Otra, otra!|Une autre, une autre !|Zugabe, Zugabe!',
    ],
    sceneEnd: [
      'That was better than headlining. I need water and a nap.|Eso fue mejor que ser cabeza de cartel. Necesito agua y una siesta.|C’était mieux que d’être en tête d’affiche. Il me faut de l’eau et une sieste.|Das war besser als Headliner sein. Ich brauche Wasser und ein Nickerchen.',
      'Best after-party ever. Same time next weekend?|El mejor after de la historia. ¿El finde que viene a la misma hora?|Meilleure after de tous les temps. Même heure le week-end prochain ?|Beste Afterparty ever. Nächstes Wochenende, gleiche Zeit?',
    ],
    blocked: ['You’re off the guest list. Security, please.|Estás fuera de la lista. Seguridad, por favor.|Tu es rayé de la liste. Sécurité, s’il vous plaît.|Du bist von der Gästeliste. Security, bitte.'],
    away: ['Playing a set across town. Back later, don’t sleep!|Pinchando al otro lado de la ciudad. Vuelvo luego, ¡no te duermas!|Je mixe à l’autre bout de la ville. Je reviens, ne t’endors pas !|Ich lege am anderen Ende der Stadt auf. Bin später zurück, nicht einschlafen!'],
    resume: ['I’m back and I brought glow sticks.|He vuelto y traigo barritas luminosas.|Je suis de retour et j’ai apporté des bâtons lumineux.|Ich bin zurück und hab Knicklichter dabei.', 'Missed me? The crowd did.|¿Me echaste de menos? El público sí.|Je t’ai manqué ? Au public, oui.|Vermisst? Die Menge schon.'],
    freeText: {
      positive: ['Aww, you’re making me blush under all this glitter.|Ay, me haces sonrojar bajo tanta purpurina.|Oh, tu me fais rougir sous toutes ces paillettes.|Oh, du bringst mich unter dem ganzen Glitzer zum Erröten.', 'Loud and clear. I like it!|Alto y claro. ¡Me gusta!|Fort et clair. J’adore !|Laut und deutlich. Gefällt mir!'],
      neutral: ['What? The music’s too loud. Say it again!|¿Qué? La música está muy alta. ¡Repítelo!|Quoi ? La musique est trop forte. Redis-le !|Was? Die Musik ist zu laut. Sag’s nochmal!', 'Cool, cool. Dance first, talk later.|Vale, vale. Primero baila, luego hablamos.|Cool, cool. On danse d’abord, on parle après.|Cool, cool. Erst tanzen, dann reden.'],
      negative: ['Ugh, buzzkill.|Uf, qué cortarrollos.|Beurk, rabat-joie.|Boah, Stimmungskiller.', 'Not cool. I’m turning you down, like a bad mix.|Nada guay. Te bajo el volumen, como a una mala mezcla.|Pas cool. Je te baisse le volume, comme un mauvais mix.|Nicht cool. Ich dreh dich runter wie einen schlechten Mix.'],
    },
  },
  posts: [
    { text: 'Sold out again. You lot are unreal.|Entradas agotadas otra vez. Sois increíbles.|Encore complet. Vous êtes incroyables.|Wieder ausverkauft. Ihr seid unglaublich.', images: 1, video: 'clip-neon.mp4', daysAgo: 0 },
    { text: 'New braids, who dis?|Trenzas nuevas, ¿quién es?|Nouvelles tresses, c’est qui ?|Neue Zöpfe, wer ist das?', images: 3, daysAgo: 5 },
    { text: 'Backstage snacks report: tragic.|Informe de picoteo en el camerino: trágico.|Bilan des snacks en coulisses : tragique.|Backstage-Snack-Bericht: tragisch.', images: 2, daysAgo: 10 },
    { text: 'Sunrise after a six-hour set.|Amanecer después de seis horas de sesión.|Lever de soleil après un set de six heures.|Sonnenaufgang nach einem Sechs-Stunden-Set.', images: 4, daysAgo: 16 },
    { text: 'Me and the crew, ready to ruin your sleep schedule.|Mi equipo y yo, listas para arruinar tus horarios de sueño.|Moi et ma bande, prêtes à ruiner ton sommeil.|Ich und die Crew, bereit, deinen Schlafrhythmus zu ruinieren.', images: 3, daysAgo: 23 },
  ],
};
