/** Italian (it) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "Sei tornato. Bene, ti ho tenuto l’ultima fetta di crostata.",
  "Back in front of my lens? I knew you couldn’t stay away.": "Di nuovo davanti al mio obiettivo? Sapevo che non saresti riuscito a starne lontano.",
  "Look who’s back on my flight path. I missed you, a little.": "Guarda chi è tornato sulla mia rotta. Mi sei mancato, un pochino.",
  "You came back! The sea told me you would.": "Sei tornato! Me l’aveva detto il mare.",
  "Your usual stool is free. I may have kept it that way.": "Il tuo solito sgabello è libero. Forse ci ho messo lo zampino.",
  "You’re back! I played our song twice hoping you’d show.": "Sei tornato! Ho messo la nostra canzone due volte sperando che arrivassi.",
  "Back again? The kettle’s on. Don’t read into it.": "Di nuovo qui? Il bollitore è acceso. Non farti strane idee.",
  "Welcome back. Your mat is right where you left it.": "Bentornato. Il tuo tappetino è proprio dove l’hai lasciato.",
  "Back already? Sit. I cleared ten minutes for you.": "Già di ritorno? Siediti. Ti ho liberato dieci minuti.",
};
