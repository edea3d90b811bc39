import type { DemoCharacter } from '../types.ts';

export const camille: DemoCharacter = {
  id: 'camille',
  name: 'Camille Dubois',
  age: 31,
  gender: 'girl',
  tier: 2,
  tags: ['feet', 'maledom', 'food', 'romance'],
  palette: ['#3b0d11', '#a4161a', '#ffd6a5'],
  job: 'chef',
  description:
    'Camille, 31, runs a tiny bistro kitchen with a big temper and a bigger heart. She cooks like she flirts: slowly, generously, with a little too much butter and no apologies.|Camille, 31 años, dirige la diminuta cocina de un bistró con mucho carácter y más corazón. Cocina como coquetea: despacio, con generosidad, con demasiada mantequilla y sin disculpas.|Camille, 31 ans, dirige la minuscule cuisine d’un bistrot avec un sacré caractère et un cœur encore plus grand. Elle cuisine comme elle drague : lentement, généreusement, avec un peu trop de beurre et sans s’excuser.|Camille, 31, führt die winzige Küche eines Bistros mit viel Temperament und noch mehr Herz. Sie kocht, wie sie flirtet: langsam, großzügig, mit etwas zu viel Butter und ohne Entschuldigung.',
  persona: {
    description: 'Camille Dubois is a 31-year-old French chef: auburn hair tied up with a pen, flour on her forearms, a white chef’s jacket unbuttoned at the collar.',
    personality: 'Passionate, sensual, bossy in the kitchen and soft after hours; loves to feed people and to be swept off her feet.',
    scenario: 'After service, the bistro is closed and Camille is tasting sauces alone when you tap on the window.',
    mes_example: '<START>\n{{user}}: Something smells amazing.\n{{char}}: That is the sauce. Or me. Taste and tell me which.',
  },
  locations: [
    { id: 'bistro-kitchen', name: 'Her Kitchen After Closing|Su cocina tras el cierre|Sa cuisine après la fermeture|Ihre Küche nach Feierabend', unlockLevel: 1 },
    { id: 'market-terrace', name: 'Market Terrace|Terraza del mercado|Terrasse du marché|Markt-Terrasse', unlockLevel: 6 },
  ],
  dialogue: {
    greeting: [
      'We are closed. But you look hungry, so come in.|Está cerrado. Pero pareces hambriento, así que entra.|C’est fermé. Mais tu as l’air d’avoir faim, alors entre.|Wir haben zu. Aber du siehst hungrig aus, also komm rein.',
      'Sit at the counter. Taste this. Don’t lie to me.|Siéntate en la barra. Prueba esto. No me mientas.|Assieds-toi au comptoir. Goûte ça. Ne me mens pas.|Setz dich an den Tresen. Probier das. Lüg mich nicht an.',
    ],
    talk: {
      cold: [
        ['Too much salt? Too little? Your honest opinion, chéri.|¿Mucha sal? ¿Poca? Tu opinión sincera, chéri.|Trop salé ? Pas assez ? Ton avis honnête, chéri.|Zu viel Salz? Zu wenig? Deine ehrliche Meinung, chéri.', 'It’s perfect. I’m not even lying.|Está perfecto. Y no miento.|C’est parfait. Je ne mens même pas.|Perfekt. Ich lüge nicht mal.', 'Needs a kiss of lemon. And so do you.|Le falta un beso de limón. Y a ti también.|Il manque un baiser de citron. À toi aussi.|Braucht einen Kuss Zitrone. Und du auch.'],
        ['I burned my finger tonight. Twelve years of cooking and still.|Me quemé un dedo esta noche. Doce años cocinando y aun así.|Je me suis brûlé le doigt ce soir. Douze ans de cuisine et toujours.|Ich hab mir heute den Finger verbrannt. Zwölf Jahre Küche, und trotzdem.', 'Let me see. Does it hurt?|Déjame ver. ¿Te duele?|Montre-moi. Ça fait mal ?|Lass mal sehen. Tut’s weh?', 'Let me kiss it better.|Déjame darle un beso para que se cure.|Laisse-moi l’embrasser pour guérir.|Lass mich es wegküssen.'],
        ['What is your favourite dish? Careful, I judge.|¿Cuál es tu plato favorito? Cuidado, juzgo.|Quel est ton plat préféré ? Attention, je juge.|Was ist dein Lieblingsgericht? Vorsicht, ich urteile.', 'Anything you cook, clearly.|Cualquier cosa que cocines tú, claro.|Tout ce que tu cuisines, évidemment.|Alles, was du kochst, natürlich.', 'Dessert. Always dessert first.|El postre. Siempre el postre primero.|Le dessert. Toujours le dessert d’abord.|Nachtisch. Immer zuerst Nachtisch.'],
        ['My sous-chef says I’m impossible. Am I?|Mi segundo dice que soy imposible. ¿Lo soy?|Mon second dit que je suis impossible. C’est vrai ?|Mein Souschef sagt, ich sei unmöglich. Bin ich das?', 'Passionate, not impossible.|Apasionada, no imposible.|Passionnée, pas impossible.|Leidenschaftlich, nicht unmöglich.', 'Impossible to resist, maybe.|Imposible de resistir, quizá.|Impossible à résister, peut-être.|Unmöglich zu widerstehen, vielleicht.'],
      ],
      warm: [
        ['Open your mouth. Trust me. Chocolate and sea salt.|Abre la boca. Confía en mí. Chocolate y sal marina.|Ouvre la bouche. Fais-moi confiance. Chocolat et sel de mer.|Mund auf. Vertrau mir. Schokolade und Meersalz.', 'Incredible. Another bite?|Increíble. ¿Otro bocado?|Incroyable. Encore une bouchée ?|Unglaublich. Noch ein Bissen?', 'Feed me everything you make.|Dame de comer todo lo que hagas.|Nourris-moi de tout ce que tu fais.|Füttere mich mit allem, was du machst.'],
        ['I’ve been standing for fourteen hours. My poor feet.|Llevo catorce horas de pie. Mis pobres pies.|Je suis debout depuis quatorze heures. Mes pauvres pieds.|Ich stehe seit vierzehn Stunden. Meine armen Füße.', 'Sit down, I’ll rub them.|Siéntate, te los masajeo.|Assieds-toi, je te les masse.|Setz dich, ich massiere sie dir.', 'Up on the counter. Let me spoil you.|Sube a la encimera. Déjame mimarte.|Monte sur le comptoir. Laisse-moi te gâter.|Rauf auf die Theke. Lass mich dich verwöhnen.'],
        ['In the kitchen I give orders. Outside of it... I like taking them.|En la cocina doy órdenes. Fuera de ella... me gusta recibirlas.|En cuisine, je donne les ordres. En dehors... j’aime les recevoir.|In der Küche gebe ich Befehle. Draußen... nehme ich sie gern entgegen.', 'Noted, chef.|Anotado, chef.|C’est noté, cheffe.|Notiert, Chefin.', 'Then take off that apron.|Entonces quítate ese delantal.|Alors enlève ce tablier.|Dann zieh die Schürze aus.'],
        ['You have flour on your cheek. No, other side. Let me.|Tienes harina en la mejilla. No, el otro lado. Déjame.|Tu as de la farine sur la joue. Non, de l’autre côté. Laisse-moi faire.|Du hast Mehl auf der Wange. Nein, andere Seite. Lass mich.', 'Thank you. Your hands are warm.|Gracias. Tienes las manos calientes.|Merci. Tes mains sont chaudes.|Danke. Deine Hände sind warm.', 'You did that on purpose.|Lo hiciste a propósito.|Tu l’as fait exprès.|Das hast du mit Absicht gemacht.'],
      ],
      hot: [
        ['The oven is off, but it is still very hot in here.|El horno está apagado, pero aquí sigue haciendo mucho calor.|Le four est éteint, mais il fait toujours très chaud ici.|Der Ofen ist aus, aber hier ist es immer noch sehr heiß.', 'I noticed.|Me he dado cuenta.|J’ai remarqué.|Ist mir aufgefallen.', 'Then let’s lose a layer.|Entonces quitémonos una capa.|Alors enlevons une couche.|Dann weg mit einer Schicht.'],
        ['Tell me what to do, chéri. For once, I won’t argue.|Dime qué hacer, chéri. Por una vez, no discutiré.|Dis-moi quoi faire, chéri. Pour une fois, je ne discuterai pas.|Sag mir, was ich tun soll, chéri. Ausnahmsweise widerspreche ich nicht.', 'Come here and kiss me.|Ven y bésame.|Viens ici et embrasse-moi.|Komm her und küss mich.', 'Hands on the counter. Don’t move.|Manos en la encimera. No te muevas.|Les mains sur le comptoir. Ne bouge pas.|Hände auf die Theke. Nicht bewegen.'],
        ['Whipped cream is not only for desserts, you know.|La nata montada no es solo para los postres, ¿sabes?|La chantilly, ce n’est pas que pour les desserts, tu sais.|Schlagsahne ist nicht nur für Desserts, weißt du.', 'Show me what else it’s for.|Enséñame para qué más sirve.|Montre-moi à quoi d’autre elle sert.|Zeig mir, wofür sonst noch.', 'I’ll be the dessert tonight.|Esta noche el postre soy yo.|Ce soir, le dessert, c’est moi.|Heute Abend bin ich der Nachtisch.'],
        ['Your heart is racing. Like a kitchen on a Saturday night.|Tu corazón se acelera. Como una cocina un sábado por la noche.|Ton cœur s’emballe. Comme une cuisine un samedi soir.|Dein Herz rast. Wie eine Küche am Samstagabend.', 'You do that to me.|Tú me haces eso.|C’est toi qui me fais ça.|Das machst du mit mir.', 'Then turn up the heat.|Pues sube el fuego.|Alors monte le feu.|Dann dreh die Hitze hoch.'],
      ],
    },
    locationOffer: [
      'Stay in my kitchen, or shall we take wine to the market terrace?|¿Nos quedamos en mi cocina o llevamos vino a la terraza del mercado?|On reste dans ma cuisine, ou on emporte du vin sur la terrasse du marché ?|Bleiben wir in meiner Küche, oder nehmen wir Wein mit auf die Markt-Terrasse?',
      'I’ve packed a basket. You choose where we eat it.|He preparado una cesta. Tú eliges dónde la comemos.|J’ai préparé un panier. Tu choisis où on le mange.|Ich habe einen Korb gepackt. Du wählst, wo wir essen.',
    ],
    dates: {
      'bistro-kitchen': [
        ['Apron on. Tonight you are my commis. First lesson: taste everything.|Ponte el delantal. Esta noche eres mi ayudante. Primera lección: pruébalo todo.|Tablier. Ce soir, tu es mon commis. Première leçon : tout goûter.|Schürze an. Heute bist du mein Commis. Erste Lektion: alles probieren.', 'Yes, chef!|¡Sí, chef!|Oui, cheffe !|Ja, Chefin!', 'Starting with you.|Empezando por ti.|En commençant par toi.|Angefangen bei dir.'],
        ['Stir slowly. Slower. Feel it thicken.|Remueve despacio. Más despacio. Nota cómo espesa.|Remue doucement. Plus doucement. Sens comme ça épaissit.|Langsam rühren. Langsamer. Spür, wie es andickt.', 'Like this, chef?|¿Así, chef?|Comme ça, cheffe ?|So, Chefin?', 'Your hands over mine, show me.|Tus manos sobre las mías, enséñame.|Tes mains sur les miennes, montre-moi.|Deine Hände auf meine, zeig’s mir.'],
        ['Dinner for two, on the counter, by candlelight. Fancy enough?|Cena para dos, en la encimera, con velas. ¿Suficientemente elegante?|Dîner pour deux, sur le comptoir, aux chandelles. Assez chic ?|Dinner für zwei, auf der Theke, bei Kerzenlicht. Schick genug?', 'Best table in the city.|La mejor mesa de la ciudad.|La meilleure table de la ville.|Der beste Tisch der Stadt.', 'I only need you on the menu.|Solo te necesito a ti en el menú.|Je n’ai besoin que de toi au menu.|Ich brauche nur dich auf der Karte.'],
      ],
      'market-terrace': [
        ['Peaches, cheese, a cold rosé and the whole sunset. Voilà.|Melocotones, queso, un rosado frío y toda la puesta de sol. Voilà.|Des pêches, du fromage, un rosé frais et tout le coucher de soleil. Voilà.|Pfirsiche, Käse, ein kühler Rosé und der ganze Sonnenuntergang. Voilà.', 'You thought of everything.|Has pensado en todo.|Tu as pensé à tout.|Du hast an alles gedacht.', 'The view is not the sunset.|Las vistas no son la puesta de sol.|La vue, ce n’est pas le coucher de soleil.|Die Aussicht ist nicht der Sonnenuntergang.'],
        ['My sandals are off and my feet are in your lap. Any objections?|Sin sandalias y con los pies en tu regazo. ¿Alguna objeción?|Sandales enlevées, pieds sur tes genoux. Des objections ?|Sandalen aus, Füße auf deinem Schoß. Einwände?', 'None at all.|Ninguna.|Aucune.|Keine.', 'Only that I want more of this.|Solo que quiero más de esto.|Juste que j’en veux encore.|Nur, dass ich mehr davon will.'],
        ['Bite the peach. Now kiss me. Sweeter, no?|Muerde el melocotón. Ahora bésame. Más dulce, ¿no?|Croque la pêche. Maintenant embrasse-moi. Plus sucré, non ?|Beiß in den Pfirsich. Jetzt küss mich. Süßer, oder?', 'Much sweeter.|Mucho más dulce.|Bien plus sucré.|Viel süßer.', 'Again, to be sure.|Otra vez, para asegurarme.|Encore, pour être sûr.|Nochmal, um sicherzugehen.'],
      ],
    },
    actionOffer: [
      'The menu tonight is me. Order whatever you want.|El menú de esta noche soy yo. Pide lo que quieras.|Ce soir, le menu, c’est moi. Commande ce que tu veux.|Heute Abend bin ich das Menü. Bestell, was du willst.',
      'Chef’s choice or yours? Yours. Go on.|¿Elige la chef o tú? Tú. Adelante.|Le choix de la cheffe ou le tien ? Le tien. Vas-y.|Wahl der Chefin oder deine? Deine. Los.',
    ],
    actionGeneric: [
      'Délicieux. Absolutely délicieux.|Délicieux. Absolutamente délicieux.|Délicieux. Absolument délicieux.|Délicieux. Absolut délicieux.',
      'Mm, more of that, s’il te plaît.|Mm, más de eso, s’il te plaît.|Mm, encore de ça, s’il te plaît.|Mm, mehr davon, s’il te plaît.',
      'Perfectly seasoned.|Perfectamente sazonado.|Parfaitement assaisonné.|Perfekt abgeschmeckt.',
    ],
    sceneEnd: [
      'Now I’m hungry again. Omelette? I make the best one.|Ahora tengo hambre otra vez. ¿Tortilla? Hago la mejor.|J’ai de nouveau faim. Une omelette ? Je fais la meilleure.|Jetzt hab ich wieder Hunger. Omelett? Ich mache das beste.',
      'Service is over, chéri. Come back tomorrow, I’ll save you a table.|Se acabó el servicio, chéri. Vuelve mañana, te guardo mesa.|Le service est terminé, chéri. Reviens demain, je te garde une table.|Der Service ist vorbei, chéri. Komm morgen wieder, ich halte dir einen Tisch frei.',
    ],
    blocked: ['Out of my kitchen. Now.|Fuera de mi cocina. Ya.|Dehors, hors de ma cuisine. Tout de suite.|Raus aus meiner Küche. Sofort.'],
    away: ['Dinner service. Back when the last plate goes out.|Servicio de cena. Vuelvo cuando salga el último plato.|Service du soir. Je reviens quand la dernière assiette sera partie.|Abendservice. Ich bin zurück, wenn der letzte Teller raus ist.'],
    resume: ['Service is done. Where’s my favourite taster?|Se acabó el servicio. ¿Dónde está mi catador favorito?|Le service est fini. Où est mon goûteur préféré ?|Service vorbei. Wo ist mein Lieblingsvorkoster?', 'I saved you the last slice of tarte.|Te guardé el último trozo de tarta.|Je t’ai gardé la dernière part de tarte.|Ich hab dir das letzte Stück Tarte aufgehoben.'],
    freeText: {
      positive: ['Oh là là, you know how to talk to a chef.|Oh là là, sabes cómo hablarle a una chef.|Oh là là, tu sais parler à une cheffe.|Oh là là, du weißt, wie man mit einer Chefin spricht.', 'Sweet like crème brûlée. I like it.|Dulce como una crème brûlée. Me gusta.|Doux comme une crème brûlée. J’aime.|Süß wie Crème brûlée. Gefällt mir.'],
      neutral: ['Hmm. Needs more seasoning. Try again.|Hmm. Le falta sal. Inténtalo otra vez.|Hmm. Ça manque d’assaisonnement. Recommence.|Hmm. Braucht mehr Würze. Nochmal.', 'Keep talking, I’m plating.|Sigue hablando, estoy emplatando.|Continue, je dresse l’assiette.|Red weiter, ich richte an.'],
      negative: ['That is burnt. Throw it away.|Eso está quemado. A la basura.|C’est brûlé. À la poubelle.|Das ist verbrannt. Wegwerfen.', 'Non, non, non. Not in my kitchen.|Non, non, non. En mi cocina no.|Non, non, non. Pas dans ma cuisine.|Non, non, non. Nicht in meiner Küche.'],
    },
  },
  posts: [
    { text: 'Tonight’s special: whatever I feel like.|Especial de hoy: lo que me apetezca.|Le plat du jour : ce qui me chante.|Heutiges Special: worauf ich Lust habe.', images: 3, daysAgo: 1 },
    { text: 'Market morning. The peaches are flirting with me.|Mañana de mercado. Los melocotones coquetean conmigo.|Matin de marché. Les pêches me draguent.|Markttag. Die Pfirsiche flirten mit mir.', images: 4, daysAgo: 7 },
    { text: 'Golden hour on the terrace.|Hora dorada en la terraza.|L’heure dorée sur la terrasse.|Goldene Stunde auf der Terrasse.', images: 1, video: 'clip-sunset.mp4', daysAgo: 12 },
    { text: 'Chef’s jacket comes off at midnight.|La chaqueta de chef se quita a medianoche.|La veste de cheffe tombe à minuit.|Um Mitternacht kommt die Kochjacke runter.', images: 2, daysAgo: 19 },
    { text: 'Butter is a love language.|La mantequilla es un lenguaje del amor.|Le beurre est un langage de l’amour.|Butter ist eine Liebessprache.', images: 2, daysAgo: 29 },
  ],
};
