/** Portuguese (pt) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## Qual personagem deve ganhar um novo local primeiro?\n\nA mais votada ganha um terceiro ponto de encontro no mês que vem.",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## Ajude a criar a décima personagem\n\nQual deve ser a profissão dela? Adulta e original, como sempre.",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## Tema do evento de verão (encerrado)\n\nObrigado por votar! A festa na praia venceu e já está no ar.",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## Confirme o seu e-mail\n\nConfirme o seu endereço para proteger o seu progresso e recuperar a sua conta. Abra o seu perfil e escolha **Reenviar e-mail de confirmação**.",
};
