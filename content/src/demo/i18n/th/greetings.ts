/** Thai (th) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "คุณกลับมาแล้ว ดีเลย ฉันเก็บทาร์ตชิ้นสุดท้ายไว้ให้คุณ",
  "Back in front of my lens? I knew you couldn’t stay away.": "กลับมาอยู่หน้าเลนส์ฉันอีกแล้วเหรอ ฉันรู้อยู่แล้วว่าคุณห่างไปไม่ได้",
  "Look who’s back on my flight path. I missed you, a little.": "ดูสิใครกลับมาอยู่ในเส้นทางบินของฉันอีก ฉันคิดถึงคุณนะ นิดหน่อย",
  "You came back! The sea told me you would.": "คุณกลับมาแล้ว! ทะเลบอกฉันไว้แล้วว่าคุณจะมา",
  "Your usual stool is free. I may have kept it that way.": "เก้าอี้ตัวประจำของคุณว่างอยู่ ฉันอาจจะจองไว้ให้เองก็ได้",
  "You’re back! I played our song twice hoping you’d show.": "คุณกลับมาแล้ว! ฉันเปิดเพลงของเราไปสองรอบ หวังว่าคุณจะโผล่มา",
  "Back again? The kettle’s on. Don’t read into it.": "มาอีกแล้วเหรอ กาต้มน้ำตั้งไว้แล้ว อย่าคิดมากล่ะ",
  "Welcome back. Your mat is right where you left it.": "ยินดีต้อนรับกลับมา เสื่อของคุณยังวางอยู่ที่เดิมเลย",
  "Back already? Sit. I cleared ten minutes for you.": "กลับมาแล้วเหรอ นั่งสิ ฉันกันเวลาไว้ให้คุณสิบนาที",
};
