/** Russian (ru) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "Ты вернулся. Хорошо, я оставила тебе последний кусочек тарта.",
  "Back in front of my lens? I knew you couldn’t stay away.": "Снова перед моим объективом? Я знала, что ты не сможешь держаться в стороне.",
  "Look who’s back on my flight path. I missed you, a little.": "Смотри-ка, кто снова на моём курсе. Я скучала, немножко.",
  "You came back! The sea told me you would.": "Ты вернулся! Море мне так и сказало.",
  "Your usual stool is free. I may have kept it that way.": "Твой обычный стул свободен. Возможно, это моих рук дело.",
  "You’re back! I played our song twice hoping you’d show.": "Ты вернулся! Я дважды ставила нашу песню в надежде, что ты придёшь.",
  "Back again? The kettle’s on. Don’t read into it.": "Опять ты? Чайник уже стоит. Не придавай этому значения.",
  "Welcome back. Your mat is right where you left it.": "С возвращением. Твой коврик лежит там же, где ты его оставил.",
  "Back already? Sit. I cleared ten minutes for you.": "Уже вернулся? Садись. Я освободила для тебя десять минут.",
};
