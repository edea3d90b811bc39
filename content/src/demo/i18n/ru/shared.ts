/** Russian (ru) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "Скучно. Скажи что-нибудь интересное.",
  "Whatever. Are we done talking?": "Да без разницы. Мы закончили болтать?",
  "I’ve had better conversations with my fridge.": "С моим холодильником разговоры были интереснее.",
  "Skip the small talk. I’m not here for that.": "Хватит светской болтовни. Я не за этим пришёл.",
  "You’re trying way too hard.": "Ты слишком стараешься.",
  "Not impressed, honestly.": "Честно, не впечатляет.",
  "Can you just get to the point?": "Можно ближе к делу?",
  "Yawn. Next.": "Зевок. Следующий.",
  "I only came for the pictures.": "Я пришёл только ради фоток.",
  "That’s a weird thing to say.": "Странно такое говорить.",
  "Do you ever stop talking about yourself?": "Ты когда-нибудь перестаёшь говорить о себе?",
  "Sure, if you say so. Not really listening.": "Ну да, как скажешь. Я особо не слушаю.",
};
