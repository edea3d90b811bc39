/** Japanese (ja) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## 次に新しい場所をもらうのは、どのキャラクター？\n\n最も票を集めたキャラクターに、来月3つ目のデートスポットが追加されます。",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## 10人目のキャラクターを一緒に作ろう\n\n彼女の職業は何がいい？　いつもどおり、全員が大人で、全員がオリジナルです。",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## 夏のイベントテーマ（締め切り）\n\n投票ありがとうございました！　ビーチパーティーが選ばれ、現在開催中です。",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## メールアドレスを確認してください\n\n進行状況を守り、アカウントを復旧できるように、メールアドレスを確認してください。プロフィールを開いて **確認メールを再送信** を選んでください。",
};
