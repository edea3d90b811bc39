/** Korean (ko) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "지루해. 재밌는 얘기 좀 해 봐.",
  "Whatever. Are we done talking?": "됐고. 얘기 끝났어?",
  "I’ve had better conversations with my fridge.": "우리 집 냉장고랑 한 대화가 더 나았어.",
  "Skip the small talk. I’m not here for that.": "잡담은 건너뛰자. 그러려고 온 거 아니야.",
  "You’re trying way too hard.": "너무 애쓰는 티 난다.",
  "Not impressed, honestly.": "솔직히 별 감흥 없어.",
  "Can you just get to the point?": "본론만 말해 줄래?",
  "Yawn. Next.": "하암. 다음.",
  "I only came for the pictures.": "난 사진 보러 온 것뿐이야.",
  "That’s a weird thing to say.": "이상한 말을 하네.",
  "Do you ever stop talking about yourself?": "자기 얘기 좀 그만할 수 없어?",
  "Sure, if you say so. Not really listening.": "그래, 네가 그렇다면. 사실 잘 안 듣고 있어.",
};
