/** Indonesian (id) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "Membosankan. Katakan sesuatu yang menarik.",
  "Whatever. Are we done talking?": "Terserah. Sudah selesai ngobrolnya?",
  "I’ve had better conversations with my fridge.": "Obrolanku dengan kulkas lebih seru dari ini.",
  "Skip the small talk. I’m not here for that.": "Nggak usah basa-basi. Aku ke sini bukan untuk itu.",
  "You’re trying way too hard.": "Kamu berusaha terlalu keras.",
  "Not impressed, honestly.": "Jujur, nggak terkesan.",
  "Can you just get to the point?": "Bisa langsung ke intinya?",
  "Yawn. Next.": "Hoam. Berikutnya.",
  "I only came for the pictures.": "Aku ke sini cuma buat fotonya.",
  "That’s a weird thing to say.": "Aneh banget ngomong begitu.",
  "Do you ever stop talking about yourself?": "Kamu pernah berhenti ngomongin diri sendiri nggak?",
  "Sure, if you say so. Not really listening.": "Iya, terserah kamu. Aku nggak terlalu dengar.",
};
