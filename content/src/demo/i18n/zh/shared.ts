/** Simplified Chinese (zh) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "无聊。说点有意思的。",
  "Whatever. Are we done talking?": "随便吧。我们聊完了吗？",
  "I’ve had better conversations with my fridge.": "我跟我家冰箱聊得都比这有意思。",
  "Skip the small talk. I’m not here for that.": "别寒暄了。我不是为这个来的。",
  "You’re trying way too hard.": "你也太用力了。",
  "Not impressed, honestly.": "说实话，没什么感觉。",
  "Can you just get to the point?": "能直接说重点吗？",
  "Yawn. Next.": "打哈欠。下一个。",
  "I only came for the pictures.": "我只是来看照片的。",
  "That’s a weird thing to say.": "这话说得真奇怪。",
  "Do you ever stop talking about yourself?": "你就不能别老说你自己吗？",
  "Sure, if you say so. Not really listening.": "行，你说是就是。我没怎么在听。",
};
