/** Korean (ko) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## 다음에 새 장소를 받을 캐릭터는 누구?\n\n가장 많은 표를 받은 캐릭터에게 다음 달 세 번째 만남 장소가 추가됩니다.",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## 열 번째 캐릭터를 함께 만들어 주세요\n\n그녀의 직업은 무엇이면 좋을까요? 언제나처럼 모두 성인이고, 모두 오리지널입니다.",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## 여름 이벤트 테마 (마감)\n\n투표해 주셔서 감사합니다! 비치 파티가 선정되어 지금 진행 중입니다.",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## 이메일 인증을 해 주세요\n\n진행 상황을 안전하게 지키고 계정을 복구할 수 있도록 이메일 주소를 인증해 주세요. 프로필을 열고 **인증 이메일 다시 보내기**를 선택하세요.",
};
