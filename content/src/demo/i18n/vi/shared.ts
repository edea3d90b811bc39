/** Vietnamese (vi) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "Chán quá. Nói gì đó thú vị đi.",
  "Whatever. Are we done talking?": "Sao cũng được. Nói chuyện xong chưa?",
  "I’ve had better conversations with my fridge.": "Anh từng nói chuyện với cái tủ lạnh còn vui hơn.",
  "Skip the small talk. I’m not here for that.": "Bỏ qua mấy câu xã giao đi. Anh không đến đây vì thế.",
  "You’re trying way too hard.": "Em cố gắng quá mức rồi đấy.",
  "Not impressed, honestly.": "Nói thật, chẳng ấn tượng gì.",
  "Can you just get to the point?": "Em vào thẳng vấn đề được không?",
  "Yawn. Next.": "Ngáp. Người tiếp theo.",
  "I only came for the pictures.": "Anh chỉ đến để xem ảnh thôi.",
  "That’s a weird thing to say.": "Nói thế nghe kỳ quặc thật.",
  "Do you ever stop talking about yourself?": "Em có bao giờ thôi nói về bản thân không?",
  "Sure, if you say so. Not really listening.": "Ừ, em nói sao thì vậy. Anh có nghe đâu.",
};
