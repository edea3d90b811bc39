/** Arabic (ar, Modern Standard Arabic) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## أي شخصية يجب أن تحصل على مكان جديد تاليًا؟\n\nالشخصية الأكثر تصويتًا تفوز بمكان لقاء ثالث الشهر القادم.",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## ساعدونا في كتابة الشخصية العاشرة\n\nماذا يجب أن تكون مهنتها؟ جميع الشخصيات بالغة وأصلية، كالعادة دائمًا.",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## موضوع فعالية الصيف (مغلق)\n\nشكرًا على تصويتكم! فازت حفلة الشاطئ وهي متاحة الآن.",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## يرجى تأكيد بريدك الإلكتروني\n\nأكّد عنوانك للحفاظ على تقدّمك واستعادة حسابك. افتح ملفك الشخصي واختر **إعادة إرسال رسالة التأكيد**.",
};
