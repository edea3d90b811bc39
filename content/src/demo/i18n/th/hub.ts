/** Thai (th) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## ตัวละครไหนควรได้สถานที่ใหม่เป็นคนต่อไป\n\nตัวละครที่ได้คะแนนโหวตมากที่สุดจะได้สถานที่นัดพบแห่งที่สามในเดือนหน้า",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## ช่วยเราสร้างตัวละครคนที่สิบ\n\nเธอควรทำอาชีพอะไร? ผู้ใหญ่ทุกคน ออริจินัลทุกคน เหมือนเช่นเคย",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## ธีมอีเวนต์ฤดูร้อน (ปิดแล้ว)\n\nขอบคุณที่ร่วมโหวต! ปาร์ตี้ริมชายหาดชนะ และเปิดให้เล่นแล้วตอนนี้",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## โปรดยืนยันอีเมลของคุณ\n\nยืนยันที่อยู่อีเมลเพื่อเก็บความคืบหน้าของคุณให้ปลอดภัยและเพื่อกู้คืนบัญชี เปิดโปรไฟล์แล้วเลือก **ส่งอีเมลยืนยันอีกครั้ง**",
};
