/** Hindi (hi) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## अगली नई लोकेशन किस किरदार को मिलनी चाहिए?\n\nसबसे ज़्यादा वोट पाने वाले को अगले महीने मिलने की तीसरी जगह मिलेगी।",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## दसवाँ किरदार लिखने में हमारी मदद करो\n\nउसका पेशा क्या होना चाहिए? हमेशा की तरह, हर किरदार वयस्क और पूरी तरह मौलिक।",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## समर इवेंट की थीम (बंद)\n\nवोट करने के लिए शुक्रिया! बीच पार्टी जीती और अब लाइव है।",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## कृपया अपना ई-मेल वेरिफ़ाई करें\n\nअपनी प्रगति सुरक्षित रखने और अपना अकाउंट वापस पाने के लिए अपना पता वेरिफ़ाई करें। अपनी प्रोफ़ाइल खोलें और **वेरिफ़िकेशन ई-मेल दोबारा भेजें** चुनें।",
};
