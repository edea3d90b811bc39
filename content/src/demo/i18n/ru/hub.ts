/** Russian (ru) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## Какой персонаж первым получит новую локацию?\n\nПобедительница голосования получит третье место для встреч в следующем месяце.",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## Помогите нам придумать десятого персонажа\n\nКем она должна работать? Как всегда, взрослая и оригинальная.",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## Тема летнего события (завершено)\n\nСпасибо за голоса! Победила пляжная вечеринка, и она уже доступна.",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## Подтвердите e-mail\n\nПодтвердите свой адрес, чтобы сохранить прогресс и иметь возможность восстановить аккаунт. Откройте профиль и выберите **Отправить письмо с подтверждением ещё раз**.",
};
