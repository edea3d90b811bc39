/** Vietnamese (vi) for hub posts (src/demo/hub.ts), keyed by the English original. */
export const hub: Record<string, string> = {
  "## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.": "## Nhân vật nào nên có địa điểm mới tiếp theo?\n\nNhân vật được bình chọn nhiều nhất sẽ có nơi hẹn hò thứ ba vào tháng sau.",
  "## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.": "## Cùng chúng tôi viết nên nhân vật thứ mười\n\nCô ấy nên làm nghề gì? Như mọi khi, tất cả đều là người trưởng thành và hoàn toàn nguyên bản.",
  "## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.": "## Chủ đề sự kiện mùa hè (đã đóng)\n\nCảm ơn bạn đã bình chọn! Tiệc bãi biển đã chiến thắng và hiện đã ra mắt.",
  "## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.": "## Vui lòng xác minh e-mail của bạn\n\nHãy xác minh địa chỉ để giữ tiến trình của bạn an toàn và có thể khôi phục tài khoản. Mở hồ sơ của bạn và chọn **Gửi lại e-mail xác minh**.",
};
