/** Japanese (ja) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "退屈だな。もっと面白いこと言ってよ。",
  "Whatever. Are we done talking?": "どうでもいい。もう話は終わり？",
  "I’ve had better conversations with my fridge.": "冷蔵庫と話してたほうがまだマシだった。",
  "Skip the small talk. I’m not here for that.": "世間話はいいよ。そんなことのために来たんじゃない。",
  "You’re trying way too hard.": "必死すぎるよ。",
  "Not impressed, honestly.": "正直、全然響かない。",
  "Can you just get to the point?": "さっさと本題に入ってくれる？",
  "Yawn. Next.": "あくび。次。",
  "I only came for the pictures.": "写真目当てで来ただけだから。",
  "That’s a weird thing to say.": "変なこと言うね。",
  "Do you ever stop talking about yourself?": "自分の話、やめられないの？",
  "Sure, if you say so. Not really listening.": "はいはい、そうだね。ちゃんと聞いてないけど。",
};
