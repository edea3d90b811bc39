/** Portuguese (pt) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "Você voltou. Ótimo, guardei a última fatia de torta pra você.",
  "Back in front of my lens? I knew you couldn’t stay away.": "De volta à frente da minha lente? Eu sabia que você não ia conseguir ficar longe.",
  "Look who’s back on my flight path. I missed you, a little.": "Olha quem voltou pra minha rota de voo. Senti sua falta, um pouquinho.",
  "You came back! The sea told me you would.": "Você voltou! O mar me disse que você voltaria.",
  "Your usual stool is free. I may have kept it that way.": "Seu banquinho de sempre está livre. Talvez eu tenha dado um jeitinho.",
  "You’re back! I played our song twice hoping you’d show.": "Você voltou! Toquei a nossa música duas vezes torcendo pra você aparecer.",
  "Back again? The kettle’s on. Don’t read into it.": "De volta? A chaleira está no fogo. Não tire conclusões.",
  "Welcome back. Your mat is right where you left it.": "Bem-vindo de volta. Seu tapetinho está bem onde você deixou.",
  "Back already? Sit. I cleared ten minutes for you.": "Já de volta? Senta. Separei dez minutos pra você.",
};
