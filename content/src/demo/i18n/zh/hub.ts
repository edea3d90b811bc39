/** Simplified Chinese (zh) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## 下一个该获得新地点的角色是谁？\n\n得票最多的角色将在下个月获得第三个约会地点。",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## 帮我们设计第十个角色\n\n她应该从事什么职业？一如既往，成年且原创。",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## 夏季活动主题（已结束）\n\n感谢投票！海滩派对胜出，现已上线。",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## 请验证你的邮箱\n\n验证你的邮箱地址，以保护你的进度并能找回账号。打开个人资料，选择 **重新发送验证邮件**。",
};
