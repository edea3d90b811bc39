/** Indonesian (id) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "Kamu kembali. Bagus, aku menyisakan potongan tart terakhir untukmu.",
  "Back in front of my lens? I knew you couldn’t stay away.": "Kembali ke depan lensaku? Aku tahu kamu tak bisa jauh-jauh.",
  "Look who’s back on my flight path. I missed you, a little.": "Lihat siapa yang kembali ke jalur terbangku. Aku kangen kamu, sedikit.",
  "You came back! The sea told me you would.": "Kamu kembali! Laut sudah bilang kamu akan datang.",
  "Your usual stool is free. I may have kept it that way.": "Kursi langgananmu kosong. Mungkin aku yang sengaja menjaganya.",
  "You’re back! I played our song twice hoping you’d show.": "Kamu kembali! Aku memutar lagu kita dua kali berharap kamu muncul.",
  "Back again? The kettle’s on. Don’t read into it.": "Datang lagi? Ketelnya sudah menyala. Jangan salah paham.",
  "Welcome back. Your mat is right where you left it.": "Selamat datang kembali. Matras kamu masih di tempat kamu meninggalkannya.",
  "Back already? Sit. I cleared ten minutes for you.": "Sudah kembali? Duduk. Aku menyisihkan sepuluh menit untukmu.",
};
