/** Chinese (zh) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "你回来了。很好，我给你留了最后一块挞。",
  "Back in front of my lens? I knew you couldn’t stay away.": "又回到我的镜头前了？我就知道你离不开。",
  "Look who’s back on my flight path. I missed you, a little.": "看看是谁又回到我的航线上了。我有点想你，一点点。",
  "You came back! The sea told me you would.": "你回来了！大海早就告诉我你会回来。",
  "Your usual stool is free. I may have kept it that way.": "你常坐的那张高脚凳空着。可能是我特意留的。",
  "You’re back! I played our song twice hoping you’d show.": "你回来了！我把我们的歌放了两遍，就盼着你出现。",
  "Back again? The kettle’s on. Don’t read into it.": "又来了？水壶已经烧上了。别想太多。",
  "Welcome back. Your mat is right where you left it.": "欢迎回来。你的瑜伽垫还在你上次放的地方。",
  "Back already? Sit. I cleared ten minutes for you.": "这么快就回来了？坐。我给你空出了十分钟。",
};
