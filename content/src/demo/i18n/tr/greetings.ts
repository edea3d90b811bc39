/** Turkish (tr) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "Geri geldin. Güzel, tartın son dilimini sana ayırdım.",
  "Back in front of my lens? I knew you couldn’t stay away.": "Yine objektifimin önünde misin? Uzak duramayacağını biliyordum.",
  "Look who’s back on my flight path. I missed you, a little.": "Bak kim yine uçuş rotama girmiş. Seni özledim, biraz.",
  "You came back! The sea told me you would.": "Geri geldin! Deniz bana geleceğini söylemişti.",
  "Your usual stool is free. I may have kept it that way.": "Her zamanki taburen boş. Belki de öyle kalmasını ben sağladım.",
  "You’re back! I played our song twice hoping you’d show.": "Döndün! Gelirsin diye şarkımızı iki kez çaldım.",
  "Back again? The kettle’s on. Don’t read into it.": "Yine mi geldin? Çaydanlık ocakta. Bir anlam yükleme.",
  "Welcome back. Your mat is right where you left it.": "Tekrar hoş geldin. Matın tam bıraktığın yerde duruyor.",
  "Back already? Sit. I cleared ten minutes for you.": "Şimdiden mi döndün? Otur. Sana on dakika ayırdım.",
};
