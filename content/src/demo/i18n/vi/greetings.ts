/** Vietnamese (vi) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "Anh quay lại rồi. Tốt, em để dành cho anh miếng bánh tart cuối cùng đấy.",
  "Back in front of my lens? I knew you couldn’t stay away.": "Lại đứng trước ống kính của em à? Em biết anh không tránh xa được mà.",
  "Look who’s back on my flight path. I missed you, a little.": "Xem ai lại bay vào đường bay của em này. Em nhớ anh, một chút thôi.",
  "You came back! The sea told me you would.": "Anh quay lại rồi! Biển đã bảo em là anh sẽ đến mà.",
  "Your usual stool is free. I may have kept it that way.": "Chiếc ghế quen của anh vẫn trống. Có khi là em cố tình giữ đấy.",
  "You’re back! I played our song twice hoping you’d show.": "Anh về rồi! Em đã bật bài hát của chúng mình hai lần, mong anh xuất hiện.",
  "Back again? The kettle’s on. Don’t read into it.": "Lại đến nữa à? Ấm nước đang đun rồi. Đừng nghĩ nhiều.",
  "Welcome back. Your mat is right where you left it.": "Chào mừng anh quay lại. Tấm thảm của anh vẫn ở đúng chỗ anh để.",
  "Back already? Sit. I cleared ten minutes for you.": "Về sớm vậy sao? Ngồi đi. Em đã dành ra mười phút cho anh.",
};
