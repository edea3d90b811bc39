/** Thai (th) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "น่าเบื่อ พูดอะไรที่น่าสนใจหน่อย",
  "Whatever. Are we done talking?": "ช่างเถอะ คุยกันจบหรือยัง",
  "I’ve had better conversations with my fridge.": "ผมเคยคุยกับตู้เย็นได้สนุกกว่านี้อีก",
  "Skip the small talk. I’m not here for that.": "ข้ามเรื่องสัพเพเหระไปเลย ผมไม่ได้มาเพื่อสิ่งนั้น",
  "You’re trying way too hard.": "คุณพยายามมากเกินไปแล้ว",
  "Not impressed, honestly.": "บอกตรงๆ ไม่ประทับใจเลย",
  "Can you just get to the point?": "เข้าเรื่องเลยได้ไหม",
  "Yawn. Next.": "หาว คนต่อไป",
  "I only came for the pictures.": "ผมมาแค่เพื่อดูรูป",
  "That’s a weird thing to say.": "พูดอะไรแปลกๆ",
  "Do you ever stop talking about yourself?": "คุณเคยหยุดพูดเรื่องตัวเองบ้างไหม",
  "Sure, if you say so. Not really listening.": "ก็ได้ ถ้าคุณว่างั้น ผมไม่ได้ฟังหรอก",
};
