/** Hindi (hi) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "बोरिंग। कुछ दिलचस्प बोलो।",
  "Whatever. Are we done talking?": "जो भी। बात ख़त्म हुई?",
  "I’ve had better conversations with my fridge.": "इससे अच्छी बातें तो मैंने अपने फ़्रिज से की हैं।",
  "Skip the small talk. I’m not here for that.": "इधर-उधर की बातें छोड़ो। मैं उसके लिए नहीं आया।",
  "You’re trying way too hard.": "तुम ज़रूरत से ज़्यादा कोशिश कर रही हो।",
  "Not impressed, honestly.": "सच कहूँ तो, कोई असर नहीं हुआ।",
  "Can you just get to the point?": "सीधे मुद्दे पर आओगी?",
  "Yawn. Next.": "उबासी। अगला।",
  "I only came for the pictures.": "मैं तो बस तस्वीरों के लिए आया था।",
  "That’s a weird thing to say.": "ये कहने वाली अजीब बात है।",
  "Do you ever stop talking about yourself?": "तुम कभी अपने बारे में बात करना बंद करती हो?",
  "Sure, if you say so. Not really listening.": "हाँ, तुम कहती हो तो ठीक। मैं ठीक से सुन नहीं रहा।",
};
