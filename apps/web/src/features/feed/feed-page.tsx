export function FeedPage() {
  return null;
}
