export function InboxPage() {
  return null;
}
