/** Indonesian (id) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## Karakter mana yang berikutnya dapat lokasi baru?\n\nYang paling banyak dipilih mendapat tempat bertemu ketiga bulan depan.",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## Bantu kami menciptakan karakter kesepuluh\n\nApa pekerjaannya? Semuanya dewasa, semuanya orisinal, seperti biasa.",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## Tema acara musim panas (ditutup)\n\nTerima kasih sudah memilih! Pesta pantai menang dan sudah bisa dimainkan sekarang.",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## Harap verifikasi e-mail kamu\n\nVerifikasi alamatmu untuk menjaga progresmu tetap aman dan untuk memulihkan akunmu. Buka profilmu lalu pilih **Kirim ulang e-mail verifikasi**.",
};
