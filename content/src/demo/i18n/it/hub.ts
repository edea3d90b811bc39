/** Italian (it) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## Quale personaggio dovrebbe ricevere il prossimo nuovo luogo?\n\nIl più votato vince un terzo luogo d’incontro il mese prossimo.",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## Aiutaci a creare il decimo personaggio\n\nChe lavoro dovrebbe fare? Adulta e originale, come sempre.",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## Tema dell’evento estivo (chiuso)\n\nGrazie per aver votato! Ha vinto la festa in spiaggia, ed è già disponibile.",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## Verifica la tua e-mail\n\nVerifica il tuo indirizzo per proteggere i tuoi progressi e recuperare il tuo account. Apri il profilo e scegli **Invia di nuovo l’e-mail di verifica**.",
};
