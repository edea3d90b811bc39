/** Hindi (hi) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "तुम लौट आए। अच्छा है, मैंने टार्ट का आख़िरी टुकड़ा तुम्हारे लिए बचा रखा था।",
  "Back in front of my lens? I knew you couldn’t stay away.": "फिर से मेरे लेंस के सामने? मुझे पता था तुम दूर नहीं रह पाओगे।",
  "Look who’s back on my flight path. I missed you, a little.": "देखो कौन फिर से मेरे फ़्लाइट पाथ पर लौट आया। मैंने तुम्हें याद किया, थोड़ा-सा।",
  "You came back! The sea told me you would.": "तुम लौट आए! समुंदर ने मुझसे कहा था कि तुम आओगे।",
  "Your usual stool is free. I may have kept it that way.": "तुम्हारा हमेशा वाला स्टूल ख़ाली है। शायद मैंने ही उसे ख़ाली रखा हो।",
  "You’re back! I played our song twice hoping you’d show.": "तुम लौट आए! मैंने हमारा गाना दो बार बजाया, इस उम्मीद में कि तुम आओगे।",
  "Back again? The kettle’s on. Don’t read into it.": "फिर आ गए? केतली चढ़ी हुई है। इसका कोई मतलब मत निकालना।",
  "Welcome back. Your mat is right where you left it.": "फिर से स्वागत है। तुम्हारी मैट वहीं है जहाँ तुम छोड़कर गए थे।",
  "Back already? Sit. I cleared ten minutes for you.": "इतनी जल्दी लौट आए? बैठो। मैंने तुम्हारे लिए दस मिनट निकाले हैं।",
};
