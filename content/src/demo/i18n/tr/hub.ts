/** Turkish (tr) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## Sıradaki yeni mekân hangi karaktere gelsin?\n\nEn çok oyu alan karakter, gelecek ay üçüncü bir buluşma yeri kazanır.",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## Onuncu karakteri birlikte yazalım\n\nNe iş yapsın? Her zamanki gibi hepsi yetişkin, hepsi özgün.",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## Yaz etkinliği teması (kapandı)\n\nOy verdiğiniz için teşekkürler! Plaj partisi kazandı ve şu an yayında.",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## Lütfen e-postanı doğrula\n\nİlerlemeni güvende tutmak ve hesabını kurtarabilmek için adresini doğrula. Profilini aç ve **Doğrulama e-postasını tekrar gönder** seçeneğini seç.",
};
