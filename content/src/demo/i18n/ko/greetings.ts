/** Korean (ko) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "돌아왔구나. 잘됐다, 타르트 마지막 한 조각 남겨 뒀어.",
  "Back in front of my lens? I knew you couldn’t stay away.": "다시 내 렌즈 앞에 섰네? 네가 멀리 못 있을 줄 알았어.",
  "Look who’s back on my flight path. I missed you, a little.": "누가 다시 내 항로에 들어왔나 보네. 보고 싶었어, 조금.",
  "You came back! The sea told me you would.": "돌아왔구나! 바다가 네가 올 거라고 말해 줬어.",
  "Your usual stool is free. I may have kept it that way.": "늘 앉던 자리 비어 있어. 내가 그렇게 해 뒀을지도 몰라.",
  "You’re back! I played our song twice hoping you’d show.": "돌아왔구나! 네가 오길 바라면서 우리 노래를 두 번이나 틀었어.",
  "Back again? The kettle’s on. Don’t read into it.": "또 왔어? 주전자 올려놨어. 괜히 의미 두지 마.",
  "Welcome back. Your mat is right where you left it.": "다시 온 걸 환영해. 네 매트는 두고 간 자리에 그대로 있어.",
  "Back already? Sit. I cleared ten minutes for you.": "벌써 돌아왔어? 앉아. 너를 위해 10분 비워 뒀어.",
};
