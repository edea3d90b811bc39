/** Japanese (ja) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "戻ってきたのね。よかった、タルトの最後のひと切れ、取っておいたの。",
  "Back in front of my lens? I knew you couldn’t stay away.": "またレンズの前に戻ってきたの？離れていられないって分かってた。",
  "Look who’s back on my flight path. I missed you, a little.": "誰がまた私の航路に戻ってきたのかしら。ちょっとだけ、会いたかった。",
  "You came back! The sea told me you would.": "戻ってきてくれた！海がそう教えてくれてたの。",
  "Your usual stool is free. I may have kept it that way.": "いつものスツール、空いてるわよ。私がそうしておいたのかもね。",
  "You’re back! I played our song twice hoping you’d show.": "戻ってきた！あなたが来るのを願って、私たちの曲を二回もかけたのよ。",
  "Back again? The kettle’s on. Don’t read into it.": "また来たの？お湯は沸かしてある。深読みしないで。",
  "Welcome back. Your mat is right where you left it.": "おかえりなさい。あなたのマット、置いていった場所にそのままよ。",
  "Back already? Sit. I cleared ten minutes for you.": "もう戻ってきたの？座って。あなたのために十分空けておいたわ。",
};
