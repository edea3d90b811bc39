/** Italian (it) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "Noioso. Di’ qualcosa di interessante.",
  "Whatever. Are we done talking?": "Come vuoi. Abbiamo finito di parlare?",
  "I’ve had better conversations with my fridge.": "Ho fatto conversazioni migliori con il mio frigorifero.",
  "Skip the small talk. I’m not here for that.": "Lascia perdere le chiacchiere. Non sono qui per quello.",
  "You’re trying way too hard.": "Ti stai sforzando decisamente troppo.",
  "Not impressed, honestly.": "Sinceramente, non mi impressioni.",
  "Can you just get to the point?": "Puoi arrivare al punto?",
  "Yawn. Next.": "Sbadiglio. Il prossimo.",
  "I only came for the pictures.": "Sono venuto solo per le foto.",
  "That’s a weird thing to say.": "Che cosa strana da dire.",
  "Do you ever stop talking about yourself?": "Smetti mai di parlare di te?",
  "Sure, if you say so. Not really listening.": "Certo, se lo dici tu. Non ti sto nemmeno ascoltando.",
};
