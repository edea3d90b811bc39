/** Portuguese (pt) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "Que tédio. Fala algo interessante.",
  "Whatever. Are we done talking?": "Tanto faz. Acabou a conversa?",
  "I’ve had better conversations with my fridge.": "Já tive conversas melhores com a minha geladeira.",
  "Skip the small talk. I’m not here for that.": "Pula a conversa fiada. Não vim para isso.",
  "You’re trying way too hard.": "Você está se esforçando demais.",
  "Not impressed, honestly.": "Sinceramente, não me impressionou.",
  "Can you just get to the point?": "Dá para ir direto ao ponto?",
  "Yawn. Next.": "Bocejo. Próximo.",
  "I only came for the pictures.": "Só vim pelas fotos.",
  "That’s a weird thing to say.": "Que coisa estranha de se dizer.",
  "Do you ever stop talking about yourself?": "Você para de falar de si mesmo alguma vez?",
  "Sure, if you say so. Not really listening.": "Claro, se você diz. Nem estou ouvindo direito.",
};
